"""One way to get an opponent for any game: tables and benches call this, not the modules."""

from __future__ import annotations

from game.ai.base import Opponent


def make_opponent(game_id: str, level: str, seat: int, match_seed: int) -> Opponent:
    if game_id in ("gnav", "cuccu"):
        from game.ai import cuckoo

        return cuckoo.make_opponent(game_id, level, seat, match_seed)
    if game_id == "maumau":
        from game.ai import maumau

        return maumau.make_opponent(level, seat, match_seed)
    if game_id == "kadabra":
        from game.ai import kadabra

        return kadabra.make_opponent(level, seat, match_seed)
    raise KeyError(f"no opponents for {game_id!r}")
