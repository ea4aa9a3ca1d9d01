"""game.storage: round trips, and every way a store can be broken (it never crashes)."""

from __future__ import annotations

import json
import logging
import os
import platform
import sys
from pathlib import Path
from typing import Any

import pytest

from game import storage, storage_backends
from game.i18n import LANGUAGES


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(storage.ENV_DATA_DIR, str(folder))
    monkeypatch.setenv("LANGUAGE", "ru_RU.UTF-8")
    storage._warned.clear()
    storage.reset_save_problem()
    storage.use_backend(None)
    yield folder
    storage.use_backend(None)
    storage._warned.clear()
    storage.reset_save_problem()


def doc_file(folder: Path, name: str) -> Path:
    return folder / f"{name}.json"


def write_doc(folder: Path, name: str, content: Any) -> Path:
    """A document as another page (or a broken disk) left it: any text, any JSON."""
    path = doc_file(folder, name)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content if isinstance(content, str) else json.dumps(content), "utf-8")
    return path


def warnings_of(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "game.storage"]


def kept_copies(folder: Path, name: str) -> list[Path]:
    return sorted((folder / "corrupt").glob(f"{name}-*.json"))


# --------------------------------------------------------------------------- happy paths


def test_first_run_gives_defaults_in_system_language_and_no_warning(caplog, data_dir):
    settings = storage.load_settings()
    assert settings["language"] == "ru"
    assert {k: v for k, v in settings.items() if k != "language"} == {
        k: v for k, v in storage.SETTINGS_DEFAULTS.items() if k != "language"
    }
    assert settings["games"]["maumau"] == {"difficulty": "normal", "opponents": 3}
    assert storage.load_stats("gnav") == {"played": 0, "won": 0}
    assert storage.load_match("gnav") is None
    assert warnings_of(caplog) == []
    assert not data_dir.exists(), "loading must not create anything"
    assert storage.damage_notice() is False


def test_settings_round_trip_through_their_own_file(data_dir):
    settings = storage.load_settings()
    settings.update(language="ka", speed="instant", four_colour=True, contrast=0, grain=100)
    settings["games"]["mada"] = {"difficulty": "hard", "opponents": 4}
    storage.save_settings(settings)
    assert json.loads(doc_file(data_dir, "settings").read_text("utf-8")) == settings
    assert storage.load_settings() == settings


def test_defaults_are_not_shared_mutable_state():
    first = storage.load_settings()
    first["games"]["gnav"]["difficulty"] = "hard"
    assert storage.load_settings()["games"]["gnav"]["difficulty"] == "normal"
    assert storage.SETTINGS_DEFAULTS["games"]["gnav"]["difficulty"] == "normal"


def test_stats_and_match_round_trip_and_clear(data_dir):
    stats = {"played": 3, "won": 1, "levels": {"hard": {"played": 2, "won": 1}}, "later": 4}
    storage.save_stats("maumau", stats)
    record = {"game": "maumau", "seed": 7, "options": {"players": 3}, "actions": ["0 draw"]}
    storage.save_match("maumau", record)
    storage.save_match("gnav", {"game": "gnav", "seed": 1, "actions": []})
    assert storage.load_stats("maumau") == stats, "a counter of a later version is kept"
    loaded = storage.load_match("maumau")
    assert loaded.pop("saved_at") > 0
    assert loaded == record
    storage.clear_match("maumau")
    assert storage.load_match("maumau") is None
    assert storage.load_match("gnav") is not None, "clearing one game keeps the others"
    assert storage.load_stats("maumau")["played"] == 3
    storage.clear_match("maumau")  # clearing twice is harmless


def test_a_moves_save_writes_its_one_document_and_nothing_else(data_dir, monkeypatch):
    storage.save_settings(storage.load_settings())
    storage.save_stats("gnav", {"played": 1})
    written: list[str] = []
    real = storage.FileBackend.write_text
    monkeypatch.setattr(
        storage.FileBackend, "write_text", lambda self, n, t: written.append(n) or real(self, n, t)
    )
    for moves in range(3):
        storage.save_match("gnav", {"game": "gnav", "seed": 1, "actions": ["0 ask"] * moves})
    assert written == ["match.gnav"] * 3
    assert sorted(p.name for p in data_dir.iterdir()) == [
        "match.gnav.json",
        "settings.json",
        "stats.gnav.json",
    ]


def test_write_is_atomic_and_leaves_no_temp_files(data_dir, monkeypatch):
    storage.save_settings(storage.load_settings())
    before = doc_file(data_dir, "settings").read_text("utf-8")

    def fail_replace(src: str, dst: str) -> None:
        raise OSError("disk on fire")

    monkeypatch.setattr(storage_backends.os, "replace", fail_replace)
    settings = storage.load_settings()
    settings["grain"] = 99
    storage.save_settings(settings)  # logged, not raised
    assert doc_file(data_dir, "settings").read_text("utf-8") == before
    assert sorted(p.name for p in data_dir.iterdir()) == ["settings.json"]


def test_bad_game_id_is_a_programming_error():
    with pytest.raises(ValueError):
        storage.load_stats("../etc")
    with pytest.raises(ValueError):
        storage.save_match("", {})


# --------------------------------------------------------------------------- the old store


def write_legacy(folder: Path, content: Any) -> Path:
    path = folder / storage_backends.LEGACY_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content if isinstance(content, str) else json.dumps(content), "utf-8")
    return path


def test_the_old_single_file_is_migrated_and_nothing_is_lost(data_dir, caplog):
    record = {"game": "mada", "seed": 3, "options": {"players": 3}, "actions": ["1 draw"]}
    old = {
        "settings": {"speed": "fast", "language": "hu"},
        "stats.gnav": {"played": 5, "won": 2, "lives_lost": 7},
        "match.mada": record,
        "tips": {"seen": ["gnav"]},
    }
    legacy = write_legacy(data_dir, old)
    with caplog.at_level(logging.WARNING):
        assert storage.load_settings()["speed"] == "fast"
    assert storage.load_settings()["language"] == "hu"
    assert storage.load_stats("gnav") == old["stats.gnav"]
    assert storage.load_match("mada") == record
    assert storage.tips_seen("gnav")
    assert not legacy.exists() and legacy.with_name("card-atlas.json.migrated").is_file()
    assert warnings_of(caplog) == [] and storage.damage_notice() is False
    storage.save_stats("gnav", {"played": 6, "won": 2})
    assert storage.load_stats("gnav")["played"] == 6, "the migrated file is never read again"


def test_a_damaged_old_single_file_is_kept_and_the_player_told(data_dir, caplog):
    write_legacy(data_dir, '{"settings": {"speed": "fast"')
    with caplog.at_level(logging.WARNING):
        assert storage.load_settings()["speed"] == "normal"
    (copy_,) = kept_copies(data_dir, "card-atlas")
    assert copy_.read_text("utf-8") == '{"settings": {"speed": "fast"'
    assert len(warnings_of(caplog)) == 1 and "damaged" in warnings_of(caplog)[0]
    assert storage.damage_notice() is True
    assert storage.damage_notice() is False, "told once"


# --------------------------------------------------------------------------- broken stores


def test_unreadable_document_gives_defaults_and_one_warning(caplog, data_dir):
    doc_file(data_dir, "settings").mkdir(parents=True)  # a folder where the file should be
    with caplog.at_level(logging.WARNING):
        assert storage.load_settings()["speed"] == "normal"
        assert storage.load_settings()["speed"] == "normal"
    assert len(warnings_of(caplog)) == 1
    assert "cannot read" in warnings_of(caplog)[0]
    storage.save_settings(storage.load_settings())  # cannot write either: logged, no crash


def test_non_utf8_document_is_damaged_not_fatal(caplog, data_dir):
    write_doc(data_dir, "settings", "x")
    doc_file(data_dir, "settings").write_bytes(b"\xff\xfe\x00garbage")
    with caplog.at_level(logging.WARNING):
        assert storage.load_settings()["contrast"] == 50
    assert len(warnings_of(caplog)) == 1 and "not UTF-8" in warnings_of(caplog)[0]


def test_corrupt_json_is_kept_aside_repaired_and_reported_once(caplog, data_dir):
    write_doc(data_dir, "settings", '{"speed": "fast"')
    with caplog.at_level(logging.WARNING):
        settings = storage.load_settings()
        storage.load_settings()
    assert settings["speed"] == "normal"
    (message,) = warnings_of(caplog)
    assert message.startswith("settings: dropped the whole document (not valid JSON")
    assert "every other value kept" not in message
    (copy_,) = kept_copies(data_dir, "settings")
    assert copy_.read_text("utf-8") == '{"speed": "fast"' and str(copy_) in message
    assert json.loads(doc_file(data_dir, "settings").read_text("utf-8")) == settings


def test_every_damaged_copy_is_kept_the_last_few(data_dir):
    for n in range(storage_backends.KEEP_COPIES + 3):
        write_doc(data_dir, "stats.gnav", f'{{"played": {n}, "won": "x{n}"}}')
        storage._warned.clear()
        assert storage.load_stats("gnav")["played"] == n
    copies = kept_copies(data_dir, "stats.gnav")
    assert len(copies) == storage_backends.KEEP_COPIES, "two damages in a second never overwrite"
    assert [json.loads(p.read_text())["played"] for p in copies] == list(range(3, 8))


@pytest.mark.parametrize("content", ["[1, 2]", '"text"', "null", "42"])
def test_document_that_is_not_an_object(caplog, data_dir, content):
    write_doc(data_dir, "settings", content)
    with caplog.at_level(logging.WARNING):
        assert storage.load_settings()["grain"] == 50
    assert len(warnings_of(caplog)) == 1
    assert "dropped the whole document" in warnings_of(caplog)[0]


def test_wrong_types_are_dropped_alone_and_valid_values_kept(caplog, data_dir):
    write_doc(
        data_dir,
        "settings",
        {
            "language": 7,
            "speed": "warp",
            "reduced_motion": "yes",
            "four_colour": True,
            "fullscreen": 1,
            "contrast": "high",
            "grain": 20,
            "temperature": None,
            "games": {
                "gnav": "hard",
                "maumau": {"difficulty": "brutal", "opponents": 2},
                "cuccu": {"difficulty": "hard", "opponents": "three"},
                "Bad Id": {},
            },
        },
    )
    with caplog.at_level(logging.WARNING):
        settings = storage.load_settings()
    assert settings["language"] == "ru"  # the first-run default
    assert settings["speed"] == "normal"
    assert settings["reduced_motion"] is False
    assert settings["four_colour"] is True
    assert settings["fullscreen"] is False, "1 is not a boolean"
    assert settings["contrast"] == 50
    assert settings["grain"] == 20
    assert settings["temperature"] == 50
    assert settings["games"]["gnav"] == {"difficulty": "normal", "opponents": 3}
    assert settings["games"]["maumau"] == {"difficulty": "normal", "opponents": 2}
    assert settings["games"]["cuccu"] == {"difficulty": "hard", "opponents": 3}
    assert "Bad Id" not in settings["games"]
    (message,) = warnings_of(caplog)
    for word in ("language", "speed", "reduced_motion", "fullscreen", "contrast", "Bad Id"):
        assert word in message
    assert "kept 4 other values" in message  # four_colour, grain, maumau's and cuccu's count


def test_out_of_range_values_are_dropped(caplog, data_dir):
    write_doc(
        data_dir,
        "settings",
        {
            "contrast": -20,
            "grain": 250,
            "temperature": 61.6,
            "volume": 40.0,
            "games": {
                "maumau": {"opponents": 9},
                "mada": {"opponents": 0},
                "gnav": {"opponents": 1},
            },
        },
    )
    with caplog.at_level(logging.WARNING):
        settings = storage.load_settings()
    assert (settings["contrast"], settings["grain"], settings["temperature"]) == (50, 50, 50)
    assert settings["volume"] == 40 and isinstance(settings["volume"], int)
    assert settings["games"]["maumau"]["opponents"] == 3
    assert settings["games"]["mada"]["opponents"] == 3
    assert settings["games"]["gnav"]["opponents"] == 3, "the cuckoo games always seat four"
    assert len(warnings_of(caplog)) == 1


def test_partial_store_keeps_what_is_there(caplog, data_dir):
    write_doc(data_dir, "settings", {"speed": "fast", "games": {"kadabra": {"opponents": 5}}})
    with caplog.at_level(logging.WARNING):
        settings = storage.load_settings()
    assert settings["speed"] == "fast"
    assert settings["games"]["kadabra"] == {"difficulty": "normal", "opponents": 5}
    assert settings["games"]["gnav"] == {"difficulty": "normal", "opponents": 3}
    assert settings["contrast"] == 50
    assert warnings_of(caplog) == [], "absent keys are a normal older store, not an error"
    assert not (data_dir / "corrupt").exists()


def test_special_numbers_are_not_counts_or_settings(caplog, data_dir):
    write_doc(data_dir, "settings", '{"grain": NaN, "contrast": Infinity, "speed": "fast"}')
    write_doc(data_dir, "stats.mada", '{"played": 1e400, "won": 2, "bust": 2}')
    with caplog.at_level(logging.WARNING):
        settings = storage.load_settings()
        stats = storage.load_stats("mada")
    assert settings["grain"] == 50 and settings["contrast"] == 50
    assert settings["speed"] == "fast", "NaN and Infinity are dropped alone"
    assert stats == {"played": 2, "won": 2, "bust": 2}, "the wins stand; played is at least them"
    assert "'played' = inf" in warnings_of(caplog)[-1]


def test_a_huge_integer_or_deep_nesting_is_damage_not_a_crash(data_dir, caplog):
    write_doc(data_dir, "stats.gnav", '{"won": 1, "played": ' + "9" * 5000 + "}")
    write_doc(data_dir, "stats.cuccu", "[" * 100_000 + "]" * 100_000)
    write_doc(data_dir, "stats.mada", '{"played": ' + "9" * 30 + "}")
    with caplog.at_level(logging.WARNING):
        assert storage.load_stats("gnav") == {"played": 1, "won": 1}, "the huge one alone"
        assert storage.load_stats("cuccu") == {"played": 0, "won": 0}
        assert storage.load_stats("mada") == {"played": 0, "won": 0}
    assert len(warnings_of(caplog)) == 3


def test_a_document_over_its_cap_is_damaged_and_never_written(data_dir, caplog):
    write_doc(data_dir, "stats.gnav", json.dumps({"played": 1, "pad": "x" * 70_000}))
    with caplog.at_level(logging.WARNING):
        assert storage.load_stats("gnav") == {"played": 0, "won": 0}
    assert "more than its cap" in warnings_of(caplog)[0]
    storage.save_match("gnav", {"game": "gnav", "seed": 1, "actions": ["0 ask"] * 200_000})
    assert storage.load_match("gnav") is None
    assert "over its cap" in storage.save_problem()


def test_bad_stats_values_are_dropped_alone(caplog, data_dir):
    write_doc(
        data_dir,
        "stats.gnav",
        {"played": -3, "won": "many", "lives_lost": 4, "streak": True, "x": [], "levels": 5},
    )
    with caplog.at_level(logging.WARNING):
        stats = storage.load_stats("gnav")
    assert stats == {"played": 0, "won": 0, "lives_lost": 4, "levels": {}}
    assert len(warnings_of(caplog)) == 1
    storage.save_stats("gnav", {"played": 2, "won": -1})
    assert storage.load_stats("gnav") == {"played": 2, "won": 0}


@pytest.mark.parametrize(
    ("stats", "left"),
    [
        ({"played": {"a": 1}}, {"played": 0, "won": 0}),
        ({"played": 2, "lives_lost": {"a": 1}}, {"played": 2, "won": 0}),
        ({"played": 2, "rounds": [3]}, {"played": 2, "won": 0}),
        ({"played": 2, "levels": {"easy": 5}}, {"played": 2, "won": 0, "levels": {}}),
        ({"played": 2, "best": {"x": 1}}, {"played": 2, "won": 0}),
        ({"played": 2, "levels": {"brutal": {"played": 1}}}, {"played": 2, "won": 0, "levels": {}}),
        (
            {"played": 2, "levels": {"easy": {"played": 1, "won": 3}}},
            {"played": 2, "won": 0, "levels": {"easy": {"played": 1}}},
        ),
        ({"played": 2, "won": 1, "best": 1.5}, {"played": 2, "won": 1, "best": 1.5}),
        ({"played": 2, "won": 5}, {"played": 2, "won": 0}),
        ({"played": "x", "won": 5}, {"played": 5, "won": 5}),
    ],
    ids=[
        "played-object",
        "lives_lost-object",
        "rounds-list",
        "level-number",
        "best-object",
        "unknown-level",
        "level-won-over-played",
        "valid",
        "won-over-played",
        "played-damaged-wins-stand",
    ],
)
def test_each_stats_value_is_checked_where_it_is_read(data_dir, stats, left):
    write_doc(data_dir, "stats.maumau", stats)
    assert storage.load_stats("maumau") == left


BAD_MATCHES = {
    "text": "not a record",
    "actions-text": {"game": "gnav", "actions": "0 ask"},
    "actions-numbers": {"game": "gnav", "actions": [1, 2]},
    "other-game": {"game": "cuccu", "actions": []},
    "actions-renamed": {"game": "gnav", "moves": ["0 ask"]},
    "seed-text": {"game": "gnav", "seed": "7", "actions": []},
    "options-list": {"game": "gnav", "options": [], "actions": []},
    "action-too-long": {"game": "gnav", "actions": ["0 " + "x" * 300]},
}


@pytest.mark.parametrize("case", sorted(BAD_MATCHES))
def test_bad_saved_match_is_dropped_not_resumed(caplog, data_dir, case):
    write_doc(data_dir, "match.gnav", BAD_MATCHES[case])
    with caplog.at_level(logging.WARNING):
        assert storage.load_match("gnav") is None
    assert len(warnings_of(caplog)) == 1
    assert not doc_file(data_dir, "match.gnav").exists(), "removed, with a copy kept"
    assert len(kept_copies(data_dir, "match.gnav")) == 1


def test_a_saved_matchs_own_keys_are_dropped_alone(data_dir):
    write_doc(
        data_dir,
        "match.gnav",
        {"game": "gnav", "seed": 2, "actions": ["0 ask"], "level": 7, "human": "x", "junk": 1},
    )
    assert storage.load_match("gnav") == {"game": "gnav", "seed": 2, "actions": ["0 ask"]}


def test_a_huge_integer_beside_a_good_match_is_dropped_alone(data_dir):
    """Found by the storage fuzzer: 10**400 has no float, so it is compared as an int."""
    text = '{"game": "gnav", "seed": 2, "actions": [], "saved_at": 1' + "0" * 400 + "}"
    write_doc(data_dir, "match.gnav", text)
    assert storage.load_match("gnav") == {"game": "gnav", "seed": 2, "actions": []}


def test_unserialisable_match_is_not_saved(caplog, data_dir):
    with caplog.at_level(logging.WARNING):
        storage.save_match("gnav", {"game": "gnav", "actions": [], "bad": object()})
    assert storage.load_match("gnav") is None
    assert len(warnings_of(caplog)) == 1


def test_tips_keep_their_good_entries(data_dir):
    write_doc(data_dir, "tips", {"seen": ["gnav", 7, "../x", "mada"], "other": 1})
    assert storage.tips_seen("gnav") and storage.tips_seen("mada")
    assert json.loads(doc_file(data_dir, "tips").read_text()) == {"seen": ["gnav", "mada"]}
    write_doc(data_dir, "tips", {"seen": "gnav"})
    assert not storage.tips_seen("gnav")


def test_the_latest_match_is_the_one_saved_last(data_dir, monkeypatch):
    storage._latest.clear()
    for game, at in (("maumau", 100.0), ("gnav", 50.0), ("mada", 70.0)):
        monkeypatch.setattr(storage.time, "time", lambda at=at: at)
        storage.save_match(game, {"game": game, "seed": 1, "actions": []})
    assert storage.latest_match()["game"] == "maumau"


# --------------------------------------------------------------------------- where it lives


@pytest.mark.parametrize(
    ("plat", "env", "expected"),
    [
        ("linux", {"XDG_DATA_HOME": "/xdg"}, "/xdg/card-atlas"),
        ("linux", {"XDG_DATA_HOME": "relative"}, "HOME/.local/share/card-atlas"),
        ("linux", {}, "HOME/.local/share/card-atlas"),
        ("darwin", {}, "HOME/Library/Application Support/Card Atlas"),
        ("win32", {"APPDATA": "/appdata"}, "/appdata/Card Atlas"),
    ],
)
def test_data_dir_per_platform(monkeypatch, tmp_path, plat, env, expected):
    monkeypatch.delenv(storage.ENV_DATA_DIR)
    for var in ("XDG_DATA_HOME", "APPDATA"):
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    monkeypatch.setattr(storage.Path, "home", staticmethod(lambda: tmp_path))
    monkeypatch.setattr(sys, "platform", plat)
    assert storage.data_dir() == Path(expected.replace("HOME", str(tmp_path)))


# --------------------------------------------------------------------------- the browser


class FakeLocalStorage:
    """What pygbag's `platform.window.localStorage` offers: strings in, str or None out."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key: str) -> str | None:  # noqa: N802 - the JS name
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        assert isinstance(value, str)
        self.items[key] = value

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.items.pop(key, None)


class FakeWindow:
    def __init__(self) -> None:
        self.localStorage = FakeLocalStorage()


@pytest.fixture
def browser(monkeypatch) -> FakeLocalStorage:
    window = FakeWindow()
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(platform, "window", window, raising=False)
    return window.localStorage


def test_browser_uses_prefixed_local_storage_keys(browser, data_dir):
    settings = storage.load_settings()
    settings["speed"] = "fast"
    storage.save_settings(settings)
    storage.save_stats("mada", {"played": 1})
    storage.save_match("mada", {"game": "mada", "seed": 3, "actions": ["0 draw"]})
    assert sorted(browser.items) == [
        "cardatlas.match.mada",
        "cardatlas.settings",
        "cardatlas.stats.mada",
    ]
    assert json.loads(browser.items["cardatlas.settings"])["speed"] == "fast"
    assert storage.load_settings()["speed"] == "fast"
    assert storage.load_stats("mada")["played"] == 1
    assert storage.load_match("mada")["seed"] == 3
    storage.clear_match("mada")
    assert "cardatlas.match.mada" not in browser.items
    assert not data_dir.exists(), "no file is written in the browser"


def test_browser_damaged_entries_are_kept_and_repaired(browser, caplog):
    browser.items["cardatlas.settings"] = '{"speed": "fast", "grain": 900'
    browser.items["cardatlas.stats.gnav"] = '{"played": {"a": 1}, "won": 0}'
    with caplog.at_level(logging.WARNING):
        assert storage.load_settings()["speed"] == "normal"
        assert storage.load_stats("gnav") == {"played": 0, "won": 0}
    assert len(warnings_of(caplog)) == 2, "one warning per damaged document"
    index = json.loads(browser.items["cardatlas.corrupt"])
    assert [browser.items[key] for key in index] == [
        '{"speed": "fast", "grain": 900',
        '{"played": {"a": 1}, "won": 0}',
    ]
    assert json.loads(browser.items["cardatlas.stats.gnav"]) == {"played": 0, "won": 0}
    assert storage.damage_notice() is True and storage.damage_notice() is False


def test_browser_keeps_the_last_few_copies_of_a_document(browser):
    for n in range(storage_backends.KEEP_COPIES + 2):
        browser.items["cardatlas.tips"] = f"[{n}]"
        storage._warned.clear()
        storage.tips_seen("gnav")
    index = json.loads(browser.items["cardatlas.corrupt"])
    assert [browser.items[key] for key in index] == [f"[{n}]" for n in range(2, 7)]
    assert len([k for k in browser.items if k.startswith("cardatlas.corrupt.")]) == 5


def test_browser_storage_that_throws_never_crashes(monkeypatch, caplog):
    class Throwing(FakeLocalStorage):
        def getItem(self, key: str) -> str | None:  # noqa: N802
            raise RuntimeError("SecurityError: access denied")

        def setItem(self, key: str, value: str) -> None:  # noqa: N802
            raise RuntimeError("QuotaExceededError")

    window = FakeWindow()
    window.localStorage = Throwing()
    storage.use_backend(storage.LocalStorageBackend(window))
    with caplog.at_level(logging.WARNING):
        assert storage.load_settings()["speed"] == "normal"
        storage.save_settings(storage.load_settings())
        storage.save_match("gnav", {"game": "gnav", "actions": []})
    assert len(warnings_of(caplog)) >= 2
    assert "QuotaExceededError" in " ".join(warnings_of(caplog))


def test_every_language_is_a_valid_setting(data_dir):
    for lang in LANGUAGES:
        storage.save_settings({"language": lang})
        assert storage.load_settings()["language"] == lang
    assert os.path.exists(doc_file(data_dir, "settings"))


def test_sound_settings_default_drop_and_round_trip(caplog, data_dir):
    fresh = storage.load_settings()
    assert (fresh["volume"], fresh["muted"]) == (70, False)
    write_doc(data_dir, "settings", {"volume": 140, "muted": "yes"})
    with caplog.at_level(logging.WARNING):
        settings = storage.load_settings()
    assert settings["volume"] == 70, "a volume out of range is dropped"
    assert settings["muted"] is False, "a mute that is not true/false falls back to the default"
    assert any("muted" in w and "volume" in w for w in warnings_of(caplog))
    settings.update(volume=0, muted=True)
    storage.save_settings(settings)
    again = storage.load_settings()
    assert (again["volume"], again["muted"]) == (0, True)
