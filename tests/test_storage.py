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

from game import storage
from game.i18n import LANGUAGES


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(storage.ENV_DATA_DIR, str(folder))
    monkeypatch.setenv("LANGUAGE", "ru_RU.UTF-8")
    storage._warned.clear()
    storage.use_backend(None)
    yield folder
    storage.use_backend(None)
    storage._warned.clear()


def store_file(folder: Path) -> Path:
    return folder / storage.FILE_NAME


def write_store(folder: Path, content: Any) -> Path:
    path = store_file(folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content if isinstance(content, str) else json.dumps(content), "utf-8")
    return path


def warnings_of(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "game.storage"]


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


def test_settings_round_trip_through_a_json_file(data_dir):
    settings = storage.load_settings()
    settings.update(language="ka", speed="instant", four_colour=True, contrast=0, grain=100)
    settings["games"]["mada"] = {"difficulty": "hard", "opponents": 4}
    storage.save_settings(settings)
    assert json.loads(store_file(data_dir).read_text("utf-8"))["settings"] == settings
    assert storage.load_settings() == settings


def test_defaults_are_not_shared_mutable_state():
    first = storage.load_settings()
    first["games"]["gnav"]["difficulty"] = "hard"
    assert storage.load_settings()["games"]["gnav"]["difficulty"] == "normal"
    assert storage.SETTINGS_DEFAULTS["games"]["gnav"]["difficulty"] == "normal"


def test_stats_and_match_round_trip_and_clear(data_dir):
    storage.save_stats("maumau", {"played": 3, "won": 1, "by_level": {"hard": {"won": 1}}})
    record = {"game": "maumau", "seed": 7, "options": {"players": 3}, "actions": ["0 draw"]}
    storage.save_match("maumau", record)
    storage.save_match("gnav", {"game": "gnav", "seed": 1, "actions": []})
    assert storage.load_stats("maumau") == {
        "played": 3,
        "won": 1,
        "by_level": {"hard": {"won": 1}},
    }
    assert storage.load_match("maumau") == record
    storage.clear_match("maumau")
    assert storage.load_match("maumau") is None
    assert storage.load_match("gnav") is not None, "clearing one game keeps the others"
    assert storage.load_stats("maumau")["played"] == 3
    storage.clear_match("maumau")  # clearing twice is harmless


def test_write_is_atomic_and_leaves_no_temp_files(data_dir, monkeypatch):
    storage.save_settings(storage.load_settings())
    before = store_file(data_dir).read_text("utf-8")

    def fail_replace(src: str, dst: str) -> None:
        raise OSError("disk on fire")

    monkeypatch.setattr(storage.os, "replace", fail_replace)
    settings = storage.load_settings()
    settings["grain"] = 99
    storage.save_settings(settings)  # logged, not raised
    assert store_file(data_dir).read_text("utf-8") == before
    assert sorted(p.name for p in data_dir.iterdir()) == [storage.FILE_NAME]


def test_bad_game_id_is_a_programming_error():
    with pytest.raises(ValueError):
        storage.load_stats("../etc")
    with pytest.raises(ValueError):
        storage.save_match("", {})


# --------------------------------------------------------------------------- broken stores


def test_unreadable_store_gives_defaults_and_one_warning(caplog, data_dir):
    store_file(data_dir).mkdir(parents=True)  # a folder where the file should be
    with caplog.at_level(logging.WARNING):
        assert storage.load_settings()["speed"] == "normal"
        assert storage.load_stats("gnav") == {"played": 0, "won": 0}
    assert len(warnings_of(caplog)) == 1
    assert "cannot read" in warnings_of(caplog)[0]
    storage.save_stats("gnav", {"played": 1})  # cannot write either: logged, no crash


def test_non_utf8_store_is_unreadable_not_fatal(caplog, data_dir):
    write_store(data_dir, "x")
    store_file(data_dir).write_bytes(b"\xff\xfe\x00garbage")
    with caplog.at_level(logging.WARNING):
        assert storage.load_settings()["contrast"] == 50
    assert len(warnings_of(caplog)) == 1


def test_corrupt_json_gives_defaults_one_warning_and_is_kept_aside(caplog, data_dir):
    path = write_store(data_dir, '{"settings": {"speed": "fast"')
    with caplog.at_level(logging.WARNING):
        settings = storage.load_settings()
        for game_id in storage.OPPONENTS:
            storage.load_stats(game_id)
            storage.load_match(game_id)
    assert settings["speed"] == "normal"
    assert len(warnings_of(caplog)) == 1, "a corrupt file is reported once, not per load"
    assert "not valid JSON" in warnings_of(caplog)[0]
    settings["speed"] = "slow"
    storage.save_settings(settings)
    assert storage.load_settings()["speed"] == "slow"
    assert path.with_suffix(".json.corrupt").read_text("utf-8").startswith('{"settings"')


@pytest.mark.parametrize("content", ["[1, 2]", '"text"', "null", "42"])
def test_store_that_is_not_an_object(caplog, data_dir, content):
    write_store(data_dir, content)
    with caplog.at_level(logging.WARNING):
        assert storage.load_settings()["grain"] == 50
    assert len(warnings_of(caplog)) == 1


def test_wrong_types_are_replaced_and_valid_values_kept(caplog, data_dir):
    write_store(
        data_dir,
        {
            "settings": {
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
            }
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
    messages = warnings_of(caplog)
    assert len(messages) == 1
    for word in ("language", "speed", "reduced_motion", "fullscreen", "contrast", "Bad Id"):
        assert word in messages[0]


def test_out_of_range_values_are_clamped(caplog, data_dir):
    write_store(
        data_dir,
        {
            "settings": {
                "contrast": -20,
                "grain": 250,
                "temperature": 61.6,
                "games": {
                    "maumau": {"opponents": 9},
                    "mada": {"opponents": 0},
                    "gnav": {"opponents": 1},
                },
            }
        },
    )
    with caplog.at_level(logging.WARNING):
        settings = storage.load_settings()
    assert (settings["contrast"], settings["grain"], settings["temperature"]) == (0, 100, 62)
    assert settings["games"]["maumau"]["opponents"] == 3
    assert settings["games"]["mada"]["opponents"] == 1
    assert settings["games"]["gnav"]["opponents"] == 3, "the cuckoo games always seat four"
    assert len(warnings_of(caplog)) == 1


def test_partial_store_keeps_what_is_there(caplog, data_dir):
    write_store(data_dir, {"settings": {"speed": "fast", "games": {"kadabra": {"opponents": 5}}}})
    with caplog.at_level(logging.WARNING):
        settings = storage.load_settings()
    assert settings["speed"] == "fast"
    assert settings["games"]["kadabra"] == {"difficulty": "normal", "opponents": 5}
    assert settings["games"]["gnav"] == {"difficulty": "normal", "opponents": 3}
    assert settings["contrast"] == 50
    assert warnings_of(caplog) == [], "absent keys are a normal older store, not an error"


def test_special_numbers_are_not_counts_or_settings(caplog, data_dir):
    write_store(
        data_dir,
        '{"settings": {"grain": NaN, "contrast": Infinity}, '
        '"stats.mada": {"played": Infinity, "won": NaN, "bust": 2}}',
    )
    with caplog.at_level(logging.WARNING):
        settings = storage.load_settings()
        stats = storage.load_stats("mada")
    assert settings["grain"] == 50 and settings["contrast"] == 50
    assert stats == {"played": 0, "won": 0, "bust": 2}


def test_bad_stats_values_are_replaced(caplog, data_dir):
    write_store(
        data_dir,
        {"stats.gnav": {"played": -3, "won": "many", "lives_lost": 4, "streak": True, "x": []}},
    )
    with caplog.at_level(logging.WARNING):
        stats = storage.load_stats("gnav")
    assert stats == {"played": 0, "won": 0, "lives_lost": 4}
    assert len(warnings_of(caplog)) == 1
    storage.save_stats("gnav", {"played": 2, "won": -1})
    assert storage.load_stats("gnav") == {"played": 2, "won": 0}


@pytest.mark.parametrize(
    "stored",
    [
        "not a record",
        {"game": "gnav", "actions": "0 ask"},
        {"game": "gnav", "actions": [1, 2]},
        {"game": "cuccu", "actions": []},
    ],
)
def test_bad_saved_match_is_dropped_not_resumed(caplog, data_dir, stored):
    write_store(data_dir, {"match.gnav": stored})
    with caplog.at_level(logging.WARNING):
        assert storage.load_match("gnav") is None
    assert len(warnings_of(caplog)) == 1


def test_unserialisable_match_is_not_saved(caplog, data_dir):
    with caplog.at_level(logging.WARNING):
        storage.save_match("gnav", {"game": "gnav", "actions": [], "bad": object()})
    assert storage.load_match("gnav") is None
    assert len(warnings_of(caplog)) == 1


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


def test_browser_corrupt_entries_fall_back_with_one_warning(browser, caplog):
    browser.items["cardatlas.settings"] = '{"speed": "fast", "grain": 900'
    browser.items["cardatlas.stats.gnav"] = '{"played": 2, "won": -1}'
    with caplog.at_level(logging.WARNING):
        assert storage.load_settings()["speed"] == "normal"
        assert storage.load_stats("gnav") == {"played": 2, "won": 0}
    assert len(warnings_of(caplog)) == 2, "one warning per broken document"


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
    assert os.path.exists(store_file(data_dir))


def test_sound_settings_default_clamp_and_round_trip(caplog, data_dir):
    fresh = storage.load_settings()
    assert (fresh["volume"], fresh["muted"]) == (70, False)
    write_store(data_dir, {"settings": {"volume": 140, "muted": "yes"}})
    with caplog.at_level(logging.WARNING):
        settings = storage.load_settings()
    assert settings["volume"] == 100, "a volume out of range is clamped"
    assert settings["muted"] is False, "a mute that is not true/false falls back to the default"
    assert any("muted" in w and "volume" in w for w in warnings_of(caplog))
    settings.update(volume=-3.4, muted=True)
    storage.save_settings(settings)
    again = storage.load_settings()
    assert (again["volume"], again["muted"]) == (0, True)
