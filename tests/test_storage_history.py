"""The finished matches' document (``history.<game>``, issue 35): kept in order, only the
newest 20, hostile stored values dropped entry by entry, never stopping the app."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_ui_support import data_dir_fixture  # noqa: F401

from game import storage
from game.storage_schema import HISTORY_KEPT, Problems, clean_history

pytestmark = pytest.mark.usefixtures("data_dir")  # each test in a store of its own


def record(seed: int) -> dict:
    return {
        "game": "mada",
        "seed": seed,
        "options": {},
        "actions": ["0 draw"],
        "level": "hard",
        "human": 0,
    }


def test_the_newest_twenty_are_kept_oldest_first() -> None:
    for seed in range(HISTORY_KEPT + 3):
        storage.add_to_history("mada", record(seed))
    kept = list(storage.load_history("mada").values())
    assert [r["seed"] for r in kept] == list(range(3, HISTORY_KEPT + 3))
    assert all(r["level"] == "hard" and r["human"] == 0 and "saved_at" in r for r in kept)
    assert storage.load_history("kadabra") == {}


def test_a_finished_match_is_kept_once(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui.table.session import MatchSession

    session = MatchSession.start("gnav", "easy", {}, seed=4)
    while not session.over:
        seat = session.match.to_act()[0]
        if seat == session.human:
            session.apply(session.match.legal_actions(seat)[0])
        else:
            session.apply(session.opponents[seat].decide(session.match.view(seat)).action)
    kept = list(storage.load_history("gnav").values())
    assert len(kept) == 1
    assert kept[0]["actions"] == session.match.record()["actions"]
    assert storage.load_match("gnav") is None


@pytest.mark.parametrize(
    ("raw", "seeds"),
    [
        ([1, 2], []),
        ("x", []),
        ({"12": record(1), "x": record(2), "13": "no record"}, [1]),
        ({"12": record(1), "11": {**record(2), "actions": "0 draw"}}, [1]),
        ({"12": {**record(1), "game": "kadabra"}, "14": record(3)}, [3]),
        ({str(k): record(k) for k in range(40)}, list(range(20, 40))),
    ],
)
def test_hostile_entries_are_dropped_alone(raw: object, seeds: list[int]) -> None:
    problems = Problems("history.mada")
    kept = clean_history("mada", raw, problems)
    assert [r["seed"] for r in kept.values()] == seeds
    assert problems  # every case drops something, and says so


@pytest.mark.parametrize("text", ["{", "[]", "null", '{"1": {"actions": [1]}}', "9" * 5000])
def test_a_damaged_file_never_stops_the_app(data_dir: Path, text: str) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "history.mada.json").write_text(text, "utf-8")
    assert storage.load_history("mada") == {}
    storage.add_to_history("mada", record(7))
    assert [r["seed"] for r in storage.load_history("mada").values()] == [7]
    json.loads((data_dir / "history.mada.json").read_text("utf-8"))
