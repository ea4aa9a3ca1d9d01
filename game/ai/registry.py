"""One way to get an opponent for any game: tables and benches call this, not the modules.
Each game's descriptor names its opponent factory (game/engine/registry.py)."""

from __future__ import annotations

from game.ai.base import Opponent
from game.engine.registry import descriptor


def make_opponent(game_id: str, level: str, seat: int, match_seed: int) -> Opponent:
    """An opponent of `level` for `seat`; KeyError for a game that is not registered."""
    return descriptor(game_id).make_opponent(level, seat, match_seed)
