"""The store under faults: a write interrupted at every byte, a full disk, a read-only
store, localStorage throwing on every call. The game keeps what it has, never crashes, and
the player is told once that saving does not work."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest
from test_ui_support import app_fixture  # noqa: F401

from game import storage, storage_backends, storage_schema
from game.i18n import tr


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(storage.ENV_DATA_DIR, str(folder))
    storage.use_backend(None)
    storage.reset_save_problem()
    yield folder
    storage.use_backend(None)
    storage.reset_save_problem()


def store(folder: Path) -> Path:
    return folder / "settings.json"


class Cut:
    """A file handle that writes `limit` bytes and then fails as `error` would."""

    def __init__(self, fd: int, limit: int, error: OSError) -> None:
        self.fd, self.left, self.error = fd, limit, error

    def write(self, text: str) -> int:
        data = text.encode("utf-8")
        os.write(self.fd, data[: self.left])
        if len(data) > self.left:
            self.left = 0
            raise self.error
        self.left -= len(data)
        return len(text)

    def flush(self) -> None: ...

    def fileno(self) -> int:
        return self.fd

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        os.close(self.fd)


def cut_writes(monkeypatch, limit: int, error: OSError) -> None:
    monkeypatch.setattr(storage_backends.os, "fdopen", lambda fd, *a, **k: Cut(fd, limit, error))


def test_a_write_interrupted_at_every_byte_leaves_the_old_store_whole(data_dir):
    old = storage.load_settings()
    storage.save_settings(old)
    before = store(data_dir).read_text("utf-8")
    new = dict(old, grain=7, speed="fast")
    clean = storage_schema.clean_settings(new, storage_schema.Problems("x"))
    size = len(json.dumps(clean, ensure_ascii=False).encode("utf-8"))
    for limit in range(size + 1):
        with pytest.MonkeyPatch.context() as patch:
            cut_writes(patch, limit, OSError(errno.EIO, "interrupted"))
            storage.save_settings(new)  # never raises
        on_disk = store(data_dir).read_text("utf-8")
        if limit < size:
            assert on_disk == before, f"cut at byte {limit} changed the store"
            assert storage.load_settings() == old
        else:
            assert storage.load_settings() == new, "the whole write lands"
        assert sorted(p.name for p in data_dir.iterdir()) == ["settings.json"]


def test_a_temp_file_left_by_a_crash_is_ignored(data_dir):
    settings = dict(storage.load_settings(), grain=11)
    storage.save_settings(settings)
    (data_dir / ".card-atlas-crash.tmp").write_text('{"settings": {"grain": 9', "utf-8")
    assert storage.load_settings() == settings
    storage.save_settings(dict(settings, grain=12))
    assert storage.load_settings()["grain"] == 12


@pytest.mark.parametrize(
    "error",
    [
        OSError(errno.ENOSPC, "No space left on device"),
        PermissionError(errno.EACCES, "Permission denied"),
        OSError(errno.EROFS, "Read-only file system"),
    ],
    ids=["full-disk", "no-permission", "read-only"],
)
@pytest.mark.parametrize("where", ["write", "create"])
def test_a_store_that_cannot_be_written_keeps_what_it_has(data_dir, monkeypatch, error, where):
    settings = dict(storage.load_settings(), grain=21)
    storage.save_settings(settings)
    storage.save_stats("gnav", {"played": 3, "won": 1})
    before = {p.name: p.read_text("utf-8") for p in data_dir.iterdir()}
    if where == "write":
        cut_writes(monkeypatch, 10, error)
    else:

        def refuse(*args, **kwargs):
            raise error

        monkeypatch.setattr(storage_backends.tempfile, "mkstemp", refuse)
    storage.save_settings(dict(settings, grain=22))
    storage.save_stats("gnav", {"played": 4, "won": 1})
    storage.save_match("gnav", {"game": "gnav", "seed": 1, "actions": []})
    assert {p.name: p.read_text("utf-8") for p in data_dir.iterdir()} == before
    assert storage.load_settings()["grain"] == 21
    assert storage.load_stats("gnav")["played"] == 3
    problem = storage.save_problem()
    assert problem is not None and error.strerror in problem
    assert storage.save_problem() is None, "the player is told once"


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_read_only_folder(data_dir):
    storage.save_settings(storage.load_settings())
    before = store(data_dir).read_text("utf-8")
    data_dir.chmod(0o555)
    try:
        storage.save_settings(dict(storage.load_settings(), grain=3))
        assert store(data_dir).read_text("utf-8") == before
        assert storage.save_problem() is not None
    finally:
        data_dir.chmod(0o755)


class QuotaExceeded(Exception):
    """What a browser's localStorage throws when full or blocked."""


class ThrowingStorage:
    def getItem(self, key):  # noqa: N802 - the JS name
        raise QuotaExceeded("getItem")

    def setItem(self, key, value):  # noqa: N802
        raise QuotaExceeded("QuotaExceededError: setItem")

    def removeItem(self, key):  # noqa: N802
        raise QuotaExceeded("removeItem")


class Window:
    localStorage = ThrowingStorage()  # noqa: N815 - the JS name


def test_local_storage_throwing_on_every_call(data_dir):
    storage.use_backend(storage.LocalStorageBackend(Window()))
    assert storage.load_settings()["grain"] == storage.SETTINGS_DEFAULTS["grain"]
    assert storage.load_stats("gnav") == storage.STATS_DEFAULTS
    assert storage.load_match("gnav") is None
    storage.save_settings(storage.load_settings())
    storage.save_stats("gnav", {"played": 1})
    storage.save_match("gnav", {"game": "gnav", "actions": []})
    storage.clear_match("gnav")
    assert "QuotaExceededError" in storage.save_problem()
    assert storage.save_problem() is None
    assert not data_dir.exists()


def test_the_app_keeps_running_and_tells_the_player_once(app):
    storage.reset_save_problem()
    storage.use_backend(storage.LocalStorageBackend(Window()))
    app.stack.push(app.open_scene("settings"))
    app.set_setting("grain", 10)
    assert app.settings["grain"] == 10, "the setting holds for this session"
    app.frame(16.0, [])
    told = [t.text for t in app.toasts.queue]
    assert told == [tr("storage.cannot_save")]
    app.toasts.queue.clear()
    app.set_setting("grain", 20)
    for _ in range(3):
        app.frame(16.0, [])
    assert app.toasts.queue == [], "told once"
    storage.use_backend(None)
