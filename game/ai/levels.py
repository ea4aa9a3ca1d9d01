"""A game's level table, once: easy and normal are policies over the view, hard is its
searching opponent (game/ai/search.py), random is the floor benches measure against. The
table gives the game's `make_opponent` (the descriptor's opponent factory) and `play_match`
(whole matches between levels, for tests and tournaments)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.ai.base import Choice, Opponent, PolicyOpponent, RandomOpponent, play_out


@dataclass(frozen=True)
class Levels:
    """One game's opponents by level."""

    new_match: Callable[..., Any]
    easy: Callable[[dict[str, Any], random.Random], Choice]  # draws from the decision's RNG
    normal: Callable[[dict[str, Any]], Choice]  # never draws: the same view, the same move
    hard: Callable[[int, int], Opponent]  # (seat, match_seed)
    #: A whole match that has not ended after this many actions is an error (`play_out`).
    max_actions: int = 20_000

    def make_opponent(self, level: str, seat: int, match_seed: int) -> Opponent:
        """An opponent of `level` (easy, normal, hard; random for benches) for `seat`;
        KeyError for another level."""
        if level == "easy":
            return PolicyOpponent(seat, match_seed, level, self.easy, draws=True)
        if level == "normal":
            return PolicyOpponent(seat, match_seed, level, self.normal, draws=False)
        maker = {"hard": self.hard, "random": RandomOpponent}[level]
        return maker(seat, match_seed)

    def play_match(self, levels: list[str], seed: int, max_actions: int | None = None) -> Any:
        """A whole match between opponents of `levels` (one per seat)."""
        match = self.new_match(options={"players": len(levels)}, seed=seed)
        players = [self.make_opponent(level, s, seed) for s, level in enumerate(levels)]
        return play_out(match, players, max_actions or self.max_actions)
