"""Every import in the game is one the browser runtime has, and the layers point one way.

pygbag's runtime ships a reduced stdlib and tries to install any other import it finds, so
main.py and game/** may import only pygame (pygame-ce), the project itself and the stdlib
modules below (PLATFORM.md names the core; the rest are pure-Python modules of the same
runtime). `statistics` and `graphlib` may be missing there: not allowed. Imports inside
functions count too: the browser scans the whole source.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

STDLIB_ALLOWED = frozenset(
    {
        "__future__",
        "abc",
        "argparse",
        "array",
        "asyncio",
        "base64",
        "bisect",
        "collections",
        "contextlib",
        "copy",
        "dataclasses",
        "datetime",
        "enum",
        "fractions",
        "functools",
        "gc",  # built into every CPython interpreter (sys.builtin_module_names)
        "gettext",
        "hashlib",
        "heapq",
        "importlib",
        "io",
        "itertools",
        "json",
        "locale",
        "logging",
        "math",
        "numbers",
        "operator",
        "os",
        "pathlib",
        "platform",  # the stdlib module on the desktop, pygbag's bridge to JS in the browser
        "random",
        "re",
        "string",
        "struct",
        "sys",
        "tempfile",
        "textwrap",
        "time",
        "traceback",
        "types",
        "typing",
        "unicodedata",
        "urllib",  # urllib.parse (the page's query): pygbag 0.9.3's runtime ships usr/lib/python3.12/urllib
        "warnings",
        "weakref",
        "webbrowser",
        "zlib",
    }
)
NEVER = frozenset({"statistics", "graphlib", "threading", "multiprocessing", "subprocess"})
PROJECT = "game"
PYGAME = "pygame"

#: Which project packages each layer may import (DESIGN: ui -> ai -> engine, ui -> i18n,
#: ui -> storage; storage may use i18n for the first-run language and the engine's game
#: registry for each game's opponent range).
LAYERS: dict[str, frozenset[str]] = {
    "game.engine": frozenset({"game.engine"}),
    "game.ai": frozenset({"game.engine", "game.ai"}),
    "game.i18n": frozenset({"game.i18n"}),
    "game.storage": frozenset(
        {"game.i18n", "game.engine", "game.storage_schema", "game.storage_backends"}
    ),
    "game.storage_schema": frozenset({"game.i18n", "game.engine"}),
    "game.storage_backends": frozenset(),
}
NO_PYGAME = (
    "game.engine",
    "game.ai",
    "game.i18n",
    "game.storage",
    "game.storage_schema",
    "game.storage_backends",
)


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts)


def game_sources() -> list[Path]:
    return [p for p in [ROOT / "main.py", *sorted((ROOT / "game").rglob("*.py"))] if p.exists()]


def imports_of(path: Path) -> list[tuple[int, str]]:
    """(line, absolute dotted name) of every import in `path`, relative ones resolved."""
    package = module_name(path)
    if path.name != "__init__.py":
        package = package.rpartition(".")[0]
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            found.append((node.lineno, name))
            # `from game import storage` imports game.storage: count the submodules too.
            found += [(node.lineno, f"{name}.{alias.name}") for alias in node.names]
    return found


def is_project_module(name: str) -> bool:
    path = ROOT / Path(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def top(name: str) -> str:
    return name.split(".")[0]


def test_the_walk_sees_the_game() -> None:
    names = {module_name(p) for p in game_sources()}
    assert {"game.engine.match", "game.storage", "game.i18n"} <= names
    assert (ROOT / "main.py").exists(), "main.py is the entry point pygbag runs"


def test_allowlist_is_really_stdlib() -> None:
    assert sys.stdlib_module_names >= STDLIB_ALLOWED
    assert not STDLIB_ALLOWED & NEVER


@pytest.mark.parametrize("path", game_sources(), ids=lambda p: str(p.relative_to(ROOT)))
def test_only_allowed_imports(path: Path) -> None:
    bad = []
    for line, name in imports_of(path):
        head = top(name)
        if head == PROJECT:
            continue
        if head == PYGAME:
            continue  # where pygame may be used is checked below
        if head in STDLIB_ALLOWED:
            continue
        if (ROOT / f"{head}.py").is_file() and head != "main":
            continue  # a top-level project module next to main.py
        bad.append(f"line {line}: {name}")
    assert not bad, f"{path.relative_to(ROOT)} imports what the browser may lack: {bad}"


@pytest.mark.parametrize("path", game_sources(), ids=lambda p: str(p.relative_to(ROOT)))
def test_layers_point_one_way(path: Path) -> None:
    module = module_name(path)
    layer = next((name for name in LAYERS if module == name or module.startswith(name + ".")), None)
    bad = []
    for line, name in imports_of(path):
        if top(name) == PYGAME and layer in NO_PYGAME:
            bad.append(f"line {line}: {name} (no pygame below the UI)")
        if layer and top(name) == PROJECT and is_project_module(name) and name != PROJECT:
            allowed = LAYERS[layer]
            if not any(name == a or name.startswith(a + ".") for a in allowed):
                bad.append(f"line {line}: {name} (not allowed from {layer})")
    assert not bad, f"{module}: {bad}"


def test_the_checks_catch_a_bad_module(tmp_path: Path, monkeypatch) -> None:
    """Guard the walker itself against silently passing."""
    fake = tmp_path / "game" / "engine"
    fake.mkdir(parents=True)
    (tmp_path / "game" / "__init__.py").write_text("")
    (fake / "__init__.py").write_text("")
    source = "import statistics\nfrom ..ui import app\ndef f():\n    import pygame\n"
    (fake / "bad.py").write_text(source)
    (tmp_path / "game" / "ui").mkdir()
    (tmp_path / "game" / "ui" / "__init__.py").write_text("")
    (tmp_path / "game" / "ui" / "app.py").write_text("")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    found = [name for _, name in imports_of(fake / "bad.py")]
    assert found == ["statistics", "game.ui", "game.ui.app", "pygame"]
    with pytest.raises(AssertionError, match="statistics"):
        test_only_allowed_imports(fake / "bad.py")
    with pytest.raises(AssertionError, match="no pygame below the UI"):
        test_layers_point_one_way(fake / "bad.py")
    with pytest.raises(AssertionError, match="not allowed from game.engine"):
        test_layers_point_one_way(fake / "bad.py")
