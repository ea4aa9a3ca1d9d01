"""Game ids to engine modules. Each module offers `new_match(...)` and `seat_order(...)`."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from game.engine.match import Match

ENGINES: dict[str, str] = {
    "gnav": "game.engine.gnav",
    "cuccu": "game.engine.cuccu",
    "maumau": "game.engine.maumau",
}
#: Test-only games register here at import time (tests/toygame.py).
EXTRA: dict[str, str] = {}


def engine(game_id: str) -> ModuleType:
    path = ENGINES.get(game_id) or EXTRA.get(game_id)
    if path is None:
        raise KeyError(f"unknown game {game_id!r}")
    return importlib.import_module(path)


def available() -> list[str]:
    """Game ids whose engine module exists (a game not built yet is not listed)."""
    found = []
    for game_id in ENGINES:
        try:
            engine(game_id)
        except ModuleNotFoundError:
            continue
        found.append(game_id)
    return found


def new_match(game_id: str, **kwargs: Any) -> Match:
    return engine(game_id).new_match(**kwargs)
