"""The quick engines' shuffle (game/engine/quick.py) is `random.Random.shuffle`, draw for draw."""

from __future__ import annotations

import random

from game.engine.quick import shuffle


def test_same_permutation_and_generator_state_as_random_shuffle() -> None:
    for seed in range(200):
        for size in (0, 1, 2, 3, 30, 60, 70, 255, 300):
            ours, theirs = random.Random(seed), random.Random(seed)
            a, b = list(range(size)), list(range(size))
            shuffle(ours, a)
            theirs.shuffle(b)
            assert a == b
            assert ours.getstate() == theirs.getstate()


def test_a_generator_subclass_keeps_its_own_shuffle() -> None:
    class Fixed(random.Random):
        def shuffle(self, x) -> None:  # type: ignore[override]
            x.reverse()

    cards = [1, 2, 3]
    shuffle(Fixed(1), cards)
    assert cards == [3, 2, 1]
