"""The tables' code loaded ahead, a little per frame, so opening a table never stalls a frame.

A table's first import costs ~100 ms at once on the desktop, and most of it is compiling
source: the browser keeps no bytecode between visits (nor does a run with
PYTHONDONTWRITEBYTECODE). So the lobby runs `start` on its idle frames: a task that compiles
one module of the `game` package per step into a cache in memory (a finder hands that code
to the import when it comes), then imports the tables and their opponents, one module per
step, cheap by then. Play goes through `then`: at once when the code is loaded, else when the
task is done, the task hurrying meanwhile.

Once everything is loaded, the heap is collected once and frozen (`gc.freeze`): the
modules, fonts and art made so far live as long as the app, and a full collection that no
longer walks them pauses a frame for a few ms instead of over ten.
"""

from __future__ import annotations

import contextlib
import gc
import importlib
import importlib.machinery
import sys
import time
import weakref
from collections.abc import Callable, Generator, Iterator
from pathlib import Path
from types import CodeType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.ui.services import App

PACKAGE = "game"
HURRY_MS = 10.0  # a step's work while Play waits (one module per step otherwise)
_code: dict[str, CodeType] = {}  # compiled, not yet imported: file path -> code


class _CachedLoader(importlib.machinery.SourceFileLoader):
    """A source loader that takes the code compiled ahead when there is some."""

    def get_code(self, fullname: str) -> CodeType | None:
        code = _code.pop(self.get_filename(fullname), None)
        return code if code is not None else super().get_code(fullname)


class _Finder:
    """First on `sys.meta_path`: for a game module compiled ahead, the normal spec with the
    cached loader; for anything else nothing (the normal finders go on)."""

    @staticmethod
    def find_spec(name: str, path: Any = None, target: Any = None) -> Any:
        if not _code or not name.startswith(PACKAGE + "."):
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or spec.origin not in _code:
            return None
        spec.loader = _CachedLoader(name, spec.origin)
        return spec


def _modules() -> list[tuple[str, Path]]:
    """The package's modules not imported yet: (name, file), sorted."""
    root = Path(sys.modules[PACKAGE].__file__ or "").parent
    found = []
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        name = ".".join(parts)
        if name not in sys.modules:
            found.append((name, path))
    return found


def _entry_modules() -> list[str]:
    """The modules that open the tables and seat their opponents."""
    from game.ui import games

    names = []
    for game in games.lobby_games():
        if game.table:
            names.append(game.table.partition(":")[0])
            names.append(game.opponents.partition(":")[0])
    return list(dict.fromkeys(names))


def _units() -> Iterator[None]:
    """The work, one module per unit: compile every module, then import the entries. A
    module that does not compile or import is left to its real import, which says why."""
    if _Finder not in sys.meta_path:
        sys.meta_path.insert(0, _Finder)  # type: ignore[arg-type]
    for _name, path in _modules():
        try:
            source = path.read_bytes()
            _code[str(path)] = compile(source, str(path), "exec", dont_inherit=True)
        except (OSError, SyntaxError, ValueError):
            pass
        yield
    for name in _entry_modules():
        if name not in sys.modules:
            with contextlib.suppress(Exception):  # the real import says why, where it matters
                importlib.import_module(name)
            yield


class _State:
    """One preload per process (modules are per process), driven by whichever app runs."""

    work: Iterator[None] | None = None
    done = False
    #: what to do when loaded, per app; and the apps whose task runners have a preload task
    waiting: weakref.WeakKeyDictionary[App, Callable[[], None]] = weakref.WeakKeyDictionary()
    driving: weakref.WeakSet[App] = weakref.WeakSet()


def _advance() -> None:
    """One unit of work (several, up to `HURRY_MS`, while Play waits)."""
    if _State.work is None:
        _State.work = _units()
    began = time.perf_counter()
    while True:
        try:
            next(_State.work)
        except StopIteration:
            _State.done = True
            _settle_heap()
            return
        if not _State.waiting or (time.perf_counter() - began) * 1000 >= HURRY_MS:
            return


def _settle_heap() -> None:
    """Free what loading left behind, then keep the rest out of every later collection."""
    gc.collect()
    gc.freeze()


def _drive(app: App) -> Generator[None, None, None]:
    try:
        while not _State.done:
            try:
                _advance()
            except Exception:  # noqa: BLE001 - loading ahead is a nicety: imports still work
                _State.done = True
            yield
    finally:
        _State.driving.discard(app)
    action = _State.waiting.pop(app, None)
    if action is not None:
        action()


def start(app: App) -> None:
    """Load the tables' code on `app`'s coming frames (once per process)."""
    if _State.done or app in _State.driving:
        return
    _State.driving.add(app)
    app.tasks.start(_drive(app), lambda _result: None)


def then(app: App, action: Callable[[], None]) -> None:
    """Run `action` once the code is loaded: now, or at the end of the preload (the last
    request of an app wins, so a second tap does not open two tables)."""
    if _State.done:
        action()
        return
    _State.waiting[app] = action
    start(app)


def ready() -> bool:
    return _State.done


def finish() -> None:
    """Load everything now, in one go (tests, tools)."""
    while not _State.done:
        _advance()
