"""The soak's slice (seeded matches of every registered game through the conformance
invariants), its resumable results, and a failure written as a scenario file that the
scenario runner replays to the failing state."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from bench import soak
from game.engine import conformance, registry
from game.engine.replay import replay
from game.engine.scenario import load, main, run
from game.ui import games

SLICE = 800  # matches per game: the soak itself, on every core, without the hard level
GAMES = soak.game_ids()


@pytest.mark.parametrize("game", GAMES)
def test_a_slice_of_the_soak_has_no_failure(game, tmp_path):
    out = tmp_path / "soak.json"
    soak.soak(SLICE, path=out, failures_dir=tmp_path, games=[game], levels=("easy", "normal"))
    entry = json.loads(out.read_text())["games"][game]
    for failure in entry["failures"]:
        pytest.fail(f"{failure['message']}\nscenario: {Path(failure['scenario']).read_text()}")
    assert entry["matches"] == SLICE and entry["actions"] > 10 * SLICE
    assert sorted(entry["done"]) == [[i, i + soak.CHUNK] for i in range(0, SLICE, soak.CHUNK)]


def break_at(monkeypatch, step):
    """Make the conformance check fail once a match has `step` actions."""
    real = conformance._step

    def failing(match, rng, players, trying):
        if len(match.history) >= step:
            raise conformance.Broken("injected failure")
        real(match, rng, players, trying)

    monkeypatch.setattr(conformance, "_step", failing)


@pytest.mark.parametrize("game", GAMES)
def test_a_failure_is_a_scenario_file_the_runner_replays(game, monkeypatch, tmp_path, capsys):
    """The file holds the seed's set-up and the actions up to the failing step."""
    break_at(monkeypatch, 9)
    chunk = soak.run_chunk(game, 5, 7, str(tmp_path))
    assert [f["seed"] for f in chunk["failures"]] == [5, 6]
    failure = chunk["failures"][0]
    assert failure["message"] == "injected failure" and failure["step"] == 9
    spec = load(failure["scenario"])
    assert len(spec["actions"]) == 9
    assert main([failure["scenario"]]) == 0
    capsys.readouterr()
    replayed = run(spec, out=io.StringIO())
    played = registry.descriptor(game).new_match(options=spec["options"], seed=5)
    for text in spec["actions"]:
        played.apply(text)
    assert replayed == played == replay(spec)


def test_a_crash_inside_apply_ends_the_scenario_with_that_action(monkeypatch, tmp_path):
    """An engine error while applying: the scenario's last action is the one that broke."""
    d = registry.descriptor("gnav")
    match_class = type(d.new_match(options={"players": 4}, seed=0))
    real = match_class._apply
    calls = []

    def crash(self, action):
        calls.append(action)
        if len(calls) == 4:
            raise RuntimeError("boom")
        real(self, action)

    monkeypatch.setattr(match_class, "_apply", crash)
    opponents = games.info("gnav").make_opponent
    failure, step = conformance.check_match_run(d, 3, levels=("easy",), opponents=opponents)
    assert failure is not None and "RuntimeError: boom" in failure.message
    assert failure.scenario["actions"][-1] == str(calls[3]) and step == 4


def test_the_soak_resumes_where_it_stopped(monkeypatch, tmp_path):
    monkeypatch.setattr(soak, "CHUNK", 2)
    out = tmp_path / "soak.json"
    first = soak.soak(4, workers=1, path=out, failures_dir=tmp_path, games=["gnav"])
    assert first["games"]["gnav"]["done"] == [[0, 2], [2, 4]]
    again = soak.soak(6, workers=1, path=out, failures_dir=tmp_path, games=["gnav"])
    saved = json.loads(out.read_text())
    assert saved["games"]["gnav"]["done"] == [[0, 2], [2, 4], [4, 6]]
    assert saved["matches"] == again["matches"] == 6 and saved["failures"] == 0
    assert saved["revision"] == soak.revision() and saved["actions"] > 0
    assert saved["code"] == soak.code_version()


def test_results_of_other_engine_code_start_over(monkeypatch, tmp_path):
    monkeypatch.setattr(soak, "CHUNK", 2)
    out = tmp_path / "soak.json"
    soak.soak(2, workers=1, path=out, failures_dir=tmp_path, games=["gnav"])
    monkeypatch.setattr(soak, "code_version", lambda: "another-engine")
    again = soak.soak(2, workers=1, path=out, failures_dir=tmp_path, games=["gnav"])
    assert again["code"] == "another-engine" and again["matches"] == 2


def test_a_chunk_of_changed_code_is_not_played(tmp_path):
    chunk = soak.run_chunk("gnav", 0, 2, str(tmp_path), code="an-older-engine")
    assert chunk == {"game": "gnav", "start": 0, "stop": 2, "stale": True}
    played = soak.run_chunk("gnav", 0, 2, str(tmp_path), code=soak.code_version())
    assert "stale" not in played and played["actions"] > 0
