"""`random.Random.shuffle` without a method call per card: the same draws of the generator
in the same order, so the same permutation for the same state (the engines' deals shuffle a
deck every round, and in quick play that call per card was a tenth of the time)."""

from __future__ import annotations

import random
from typing import Any

#: Bits drawn for a bound n: n.bit_length(), as `Random._randbelow_with_getrandbits` does.
_BITS = [n.bit_length() for n in range(257)]


def shuffle(rng: random.Random, cards: list[Any]) -> None:
    """Shuffle `cards` in place exactly as ``rng.shuffle(cards)`` would."""
    if type(rng) is not random.Random or len(cards) > 256:  # a subclass may draw otherwise
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = _BITS[n]
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]
