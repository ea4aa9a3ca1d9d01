"""Where stored documents live: a file per document on the desktop, a key per document in
the browser's localStorage. Either way a save writes one document and nothing else, so a
move's save costs the same whatever else is stored.

Both keep the damaged documents they are handed (`keep_copy`): timestamped, the last
`KEEP_COPIES` of each document, beside the store (desktop: ``corrupt/<name>-<time>.json``;
browser: ``cardatlas.corrupt.<name>.<time>`` keys, listed in ``cardatlas.corrupt``).

The desktop store used to be one file (``card-atlas.json``) rewritten whole on every save;
`FileBackend` splits such a file into one file per document the first time it looks, and
renames the old file ``card-atlas.json.migrated`` (kept, never read again).
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any, Protocol

KEY_PREFIX = "cardatlas."
LEGACY_FILE = "card-atlas.json"
CORRUPT = "corrupt"
KEEP_COPIES = 5


class Backend(Protocol):
    """Documents as text: `read_text` gives None when a document is absent and raises
    (OSError, or whatever localStorage throws) when it cannot be read."""

    def read_text(self, name: str) -> str | None: ...

    def write_text(self, name: str, text: str) -> None: ...

    def remove(self, name: str) -> None: ...

    def keep_copy(self, name: str, text: str) -> str:
        """Keep a damaged document's text; returns where (for the log)."""
        ...

    def migrate(self) -> list[str]:
        """Bring an older layout over; returns problems met (for the log)."""
        ...


def stamp() -> str:
    """A sortable time to the microsecond: two copies in one second still differ."""
    now = time.time()
    return time.strftime("%Y%m%d-%H%M%S", time.localtime(now)) + f"-{int(now % 1 * 1e6):06d}"


def atomic_write(path: Path, text: str) -> None:
    """Write through a temp file and a rename (with fsync), so a crash never leaves half a
    document: the old one stays whole until the new one is complete."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".card-atlas-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class FileBackend:
    """One JSON file per document in `folder` (``settings.json``, ``stats.gnav.json``...)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def path(self, name: str) -> Path:
        return self.folder / f"{name}.json"

    def read_text(self, name: str) -> str | None:
        try:
            data = self.path(name).read_bytes()
        except FileNotFoundError:
            return None
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ValueError(f"not UTF-8 ({exc.reason} at byte {exc.start})") from None

    def write_text(self, name: str, text: str) -> None:
        atomic_write(self.path(name), text)

    def remove(self, name: str) -> None:
        self.path(name).unlink(missing_ok=True)

    def keep_copy(self, name: str, text: str) -> str:
        folder = self.folder / CORRUPT
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{name}-{stamp()}.json"
        n = 1
        while path.exists():
            path = folder / f"{name}-{stamp()}-{n}.json"
            n += 1
        path.write_text(text, encoding="utf-8", errors="surrogateescape")
        for old in sorted(folder.glob(f"{name}-*.json"))[:-KEEP_COPIES]:
            old.unlink(missing_ok=True)
        return str(path)

    def migrate(self) -> list[str]:
        """Split the old single file into documents (those not written anew already)."""
        legacy = self.folder / LEGACY_FILE
        if not legacy.is_file():
            return []
        try:
            raw = legacy.read_bytes()
        except OSError as exc:
            return [f"cannot read the old store {legacy}: {exc}"]
        problems: list[str] = []
        try:
            data = json.loads(raw.decode("utf-8"))
            if not isinstance(data, dict):
                raise ValueError("it does not hold a JSON object")
        except (ValueError, RecursionError) as exc:
            where = self.keep_copy("card-atlas", raw.decode("utf-8", "replace"))
            problems.append(f"the old store {legacy} is damaged ({exc}); kept at {where}")
            data = {}
        for name, value in data.items():
            if isinstance(name, str) and _is_name(name) and not self.path(name).exists():
                self.write_text(name, json.dumps(value, ensure_ascii=False))
        os.replace(legacy, legacy.with_name(LEGACY_FILE + ".migrated"))
        return problems


def _is_name(name: str) -> bool:
    """A document name of ours (never a path)."""
    return name.replace(".", "").replace("_", "").isalnum() and name.isascii()


class LocalStorageBackend:
    """The browser's localStorage: one prefixed key per document, JSON text as the value."""

    def __init__(self, window: Any) -> None:
        self.storage = window.localStorage

    def read_text(self, name: str) -> str | None:
        text = self.storage.getItem(KEY_PREFIX + name)
        return None if text is None else str(text)

    def write_text(self, name: str, text: str) -> None:
        self.storage.setItem(KEY_PREFIX + name, text)

    def remove(self, name: str) -> None:
        self.storage.removeItem(KEY_PREFIX + name)

    def keep_copy(self, name: str, text: str) -> str:
        index_key = KEY_PREFIX + CORRUPT
        try:
            kept = json.loads(str(self.storage.getItem(index_key) or "[]"))
        except ValueError:
            kept = []
        kept = [k for k in kept if isinstance(k, str)] if isinstance(kept, list) else []
        key = f"{KEY_PREFIX}{CORRUPT}.{name}.{stamp()}"
        self.storage.setItem(key, text)
        kept.append(key)
        mine = [k for k in kept if k.startswith(f"{KEY_PREFIX}{CORRUPT}.{name}.")]
        for old in mine[:-KEEP_COPIES]:
            self.storage.removeItem(old)
            kept.remove(old)
        self.storage.setItem(index_key, json.dumps(kept))
        return f"localStorage {key!r}"

    def migrate(self) -> list[str]:
        return []  # always one key per document
