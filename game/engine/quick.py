"""What makes a quick engine that is not Mau Mau's own code: a shuffle and the turn's
questions without the calls of the general path (Kadabra, Mada; the shuffle also Gnav, Cuccù).

`shuffle` is `random.Random.shuffle` without a method call per card: the same draws of the
generator in the same order, so the same permutation for the same state (the engines' deals
shuffle a deck every round, and in quick play that call per card was a tenth of the time).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.engine.actions import Action
from game.engine.match import Match

#: Per length, the shuffle's steps ``(i, n, bits)``: the swap at `i` draws below
#: ``n = i + 1`` with n.bit_length() bits, as `Random._randbelow_with_getrandbits` does.
_STEPS: dict[int, tuple[tuple[int, int, int], ...]] = {}


def shuffle(rng: random.Random, cards: list[Any]) -> None:
    """Shuffle `cards` in place exactly as ``rng.shuffle(cards)`` would."""
    if type(rng) is not random.Random:  # a subclass may draw otherwise
        rng.shuffle(cards)
        return
    steps = _STEPS.get(len(cards))
    if steps is None:
        steps = _STEPS[len(cards)] = tuple(
            (i, i + 1, (i + 1).bit_length()) for i in range(len(cards) - 1, 0, -1)
        )
    getrandbits = rng.getrandbits
    for i, n, k in steps:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


class QuickShuffle:
    """Mixin before `Match`: `Match.shuffled` with `shuffle` (the same permutation)."""

    rng: random.Random

    def shuffled(self, card_ids: Sequence[str]) -> list[str]:
        cards = list(card_ids)
        shuffle(self.rng, cards)
        return cards


class OneSeatTurns(QuickShuffle, Match):
    """Mixin for a game where one seat (`turn`) acts unless a choice is open and the match
    is over once `winners` is set: `to_act` and `legal_actions` (asked before every
    action) on those attributes, without the general path's calls."""

    turn: int
    winners: list[int] | None

    def to_act(self) -> list[int]:
        if self.winners is not None or self.halted:
            return []
        if self.choices:
            return list(self.choices[-1].seats)
        return [self.turn]

    def legal_actions(self, seat: int) -> list[Action]:
        cache = self._legal_cache
        if cache is None or self._legal_seat != seat:
            if self.choices or self.winners is not None or self.halted:
                cache = self._legal_for(seat)
            else:
                cache = self._legal_cache = self._legal_actions(seat)
                self._legal_seat = seat
        return cache[:]
