"""The daily deals' document (``daily.<game>``, issue 33): a round trip, and hostile stored
values dropped alone, never stopping the app."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import storage
from game.storage_schema import DAYS_KEPT, Problems, clean_daily


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(storage.ENV_DATA_DIR, str(folder))
    storage.use_backend(None)
    yield folder
    storage.use_backend(None)


def test_days_round_trip() -> None:
    days = {
        "2026-12-02": {"place": 2, "of": 4, "points": 17, "marks": "wpl"},
        "2026-12-03": {"place": 0, "of": 4},
    }
    storage.save_daily("mada", days)
    assert storage.load_daily("mada") == days
    assert storage.load_daily("kadabra") == {}


@pytest.mark.parametrize(
    ("raw", "kept"),
    [
        ([1, 2], {}),
        ("x", {}),
        ({"2026-12-03": {"place": -1, "of": 4}}, {"2026-12-03": {"place": 0, "of": 4}}),
        ({"2026-12-03": {"place": 1.5, "points": "9"}}, {"2026-12-03": {"place": 0}}),
        ({"2026-12-03": {"place": 1, "marks": "w🟩"}}, {"2026-12-03": {"place": 1}}),
        ({"2026-12-03": {"place": True, "of": 1e400}}, {"2026-12-03": {"place": 0}}),
        ({"yesterday": {"place": 1}, "2026-12-03": []}, {}),
        ({"2026-12-03": {"place": 1, "extra": {"deep": 1}}}, {"2026-12-03": {"place": 1}}),
    ],
)
def test_a_hostile_value_is_dropped_alone(raw, kept) -> None:
    problems = Problems("daily.mada")
    assert clean_daily(raw, problems) == kept
    assert problems


def test_a_hostile_document_on_disk_never_stops_the_load(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    for text in ("{not json", "[" * 100_000, json.dumps({"2026-12-03": {"place": 1e400}})):
        (data_dir / "daily.mada.json").write_text(text, "utf-8")
        assert storage.load_daily("mada") in ({}, {"2026-12-03": {"place": 0}})


def test_only_the_latest_days_are_kept() -> None:
    raw = {f"{2000 + n // 300}-{1 + n % 12:02}-{1 + n % 28:02}": {"place": 1} for n in range(3000)}
    out = clean_daily(raw, Problems("daily.mada"))
    assert len(out) == DAYS_KEPT and max(out) == max(raw)
