"""The resumable tournament runner (bench/tournament_run.py): a stopped run continues from
its partial file without replaying or double-counting, chunks of other code are left out,
and the results file carries the true match counts."""

from __future__ import annotations

import json

import pytest

from bench import tournament_run
from bench.tournament_run import Plan, partial_path, run

TABLES = [(4, "hard", "normal"), (4, "easy", "random")]
played: list[tuple[int, str, str, int]] = []


def fake_match(job: tuple[int, str, str, int]) -> tuple[float, int]:
    """The hero wins every third match; the length tells the match index back."""
    played.append(job)
    return (1.0 if job[3] % 3 == 0 else 0.0), job[3]


class Stop(Exception):
    pass


def plan() -> Plan:
    return Plan("fake", TABLES, cheap=[TABLES[1]], play_one=fake_match)


@pytest.fixture(autouse=True)
def fixed_code(monkeypatch):
    played.clear()
    monkeypatch.setattr(tournament_run, "code_version", lambda game: "code-a")
    monkeypatch.setattr(tournament_run, "revision", lambda: "rev1")


def test_a_stopped_run_resumes_where_it_was(tmp_path):
    out = tmp_path / "fake.json"

    def stop_after(job):
        if len(played) == 7:  # a kill in the middle of the 4th chunk
            raise Stop
        return fake_match(job)

    stopping = Plan("fake", TABLES, cheap=[TABLES[1]], play_one=stop_after)
    with pytest.raises(Stop):
        run(stopping, ["8", "--chunk=2", f"--out={out}"], out)
    # the cheap table is played first, whole chunks kept: 3 of them
    assert [json.loads(line)["first"] for line in partial_path(out).open()] == [0, 2, 4]
    played.clear()
    run(plan(), ["8", "--chunk=2", f"--out={out}"], out)
    assert sorted(job[3] for job in played if job[1] == "easy") == [6, 7]
    assert sorted(job[3] for job in played if job[1] == "hard") == list(range(8))
    data = json.loads(out.read_text())
    rows = {(r["hero"], r["field"]): r for r in data["tables"]}
    assert rows["easy", "random"]["matches"] == 8 == rows["hard", "normal"]["matches"]
    assert rows["easy", "random"]["hero_wins"] == 3.0  # matches 0, 3, 6
    assert not rows["easy", "random"]["complete"]  # 8 of the planned 2,000
    assert data["revision"] == "rev1" and not data["complete"]


def test_chunks_of_other_code_are_played_again(tmp_path, monkeypatch):
    out = tmp_path / "fake.json"
    run(plan(), ["4", "--chunk=2", f"--out={out}", "--tables=4:easy:random"], out)
    monkeypatch.setattr(tournament_run, "code_version", lambda game: "code-b")
    played.clear()
    run(plan(), ["4", "--chunk=2", f"--out={out}", "--tables=4:easy:random"], out)
    assert len(played) == 4
    played.clear()
    run(plan(), ["4", "--chunk=2", f"--out={out}", "--tables=4:easy:random"], out)
    assert played == []  # now all of code-b is there
    data = json.loads(out.read_text())
    assert data["tables"][0]["matches"] == 4


def test_report_rewrites_the_results_and_plays_nothing(tmp_path):
    out = tmp_path / "fake.json"
    run(plan(), ["4", "--chunk=2", f"--out={out}", "--tables=4:easy:random"], out)
    out.unlink()
    played.clear()
    run(plan(), ["8", "--chunk=2", f"--out={out}", "--report"], out)
    assert played == []
    rows = json.loads(out.read_text())["tables"]
    assert [(r["hero"], r["matches"], r["revisions"]) for r in rows] == [("easy", 4, ["rev1"])]


def test_rounds_over_the_expensive_tables_keep_them_balanced():
    order = tournament_run.schedule(
        [(4, "hard", "normal"), (6, "hard", "normal"), (4, "easy", "random")],
        cheap=[(4, "easy", "random")],
        matches=4,
        size=2,
    )
    assert order[:2] == [((4, "easy", "random"), 0, 2), ((4, "easy", "random"), 2, 4)]
    assert [(t[0], a) for t, a, _ in order[2:]] == [(4, 0), (6, 0), (4, 2), (6, 2)]


def test_the_built_in_games_keep_their_formats_seeds_and_tables():
    """The plans the registry gives write the results files as before (bench/results/)."""
    from bench.tournament import plan

    expected = {
        "gnav": ("pairings", None),
        "cuccu": ("pairings", None),
        "maumau": ("passes", 1_000_003),
        "mada": ("ladder", 7_000_003),
        "kadabra": ("ladder", 2_000_003),
    }
    for game, (form, seed) in expected.items():
        chosen = plan(game)
        assert chosen.format == form and (seed is None or chosen.seed == seed), game
    claims = [("hard", "normal"), ("normal", "easy"), ("easy", "random")]
    assert plan("kadabra").tables == [(p, h, f) for p in (4, 6) for h, f in claims]
    assert plan("mada").tables == [(p, h, f) for p in (4, 5) for h, f in claims]
    assert len(plan("maumau").tables) == 12 and plan("maumau").tables[:2] == [
        (2, "easy", "random"),
        (2, "normal", "easy"),
    ]
