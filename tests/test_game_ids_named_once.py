"""A game's id is named only in its own files and the two registries (issue 31): benches,
tools and the kit take a game id and read the rest from the registry, so a new game needs no
edit outside its own files.

A file is a game's own when its name is one of the game's module names: its engine, its
opponents, its table, its staging or its deck art (``gnav.py``, ``cuckoo.py``,
``cuckoo_words.py``, ``cuckoo_values.py``...).
"""

from __future__ import annotations

import re
from pathlib import Path

from game.ui.games import lobby_games

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ("game", "bench", "tools", "main.py")
REGISTRIES = {"game/ui/games.py", "game/engine/registry.py"}


def module_stem(path: str) -> str:
    """'game.ui.scenes.cuckoo:GnavTable' -> 'cuckoo'."""
    return path.split(":")[0].rsplit(".", 1)[-1]


def own_stems(game) -> set[str]:
    """The module names a game's own files start with."""
    stems = {game.id, module_stem(game.rules.engine), module_stem(game.opponents)}
    stems |= {module_stem(p) for p in (game.table, game.stages) if p}
    return stems | ({game.deck} if game.deck else set())


def python_files() -> list[Path]:
    files: list[Path] = []
    for part in SCANNED:
        path = ROOT / part
        files += [path] if path.is_file() else sorted(path.rglob("*.py"))
    return files


def test_each_game_id_is_named_only_in_its_own_files_and_the_registries() -> None:
    strays: list[str] = []
    for game in lobby_games():
        quoted = re.compile(rf"""["']{re.escape(game.id)}["']""")
        stems = own_stems(game)
        for path in python_files():
            rel = path.relative_to(ROOT).as_posix()
            own = any(path.stem == s or path.stem.startswith(f"{s}_") for s in stems)
            if rel in REGISTRIES or own:
                continue
            if quoted.search(path.read_text(encoding="utf-8")):
                strays.append(f"{rel} names {game.id!r}")
    assert strays == []


def test_the_check_sees_a_stray_id() -> None:
    """The pattern finds a quoted id, and only a whole one."""
    game = lobby_games()[0]
    quoted = re.compile(rf"""["']{re.escape(game.id)}["']""")
    assert quoted.search(f'open_scene("rules", "{game.id}")')
    assert not quoted.search(f'open_scene("rules", "{game.id}x")')
