"""The search kernel's books (game/ai/search.py): where it yields never changes what it
finds, budgets counted in grains are the same on every slice, a settled verdict stops early."""

from __future__ import annotations

import random
from collections.abc import Generator, Iterator
from functools import partial

from game.ai.search import Rollouts, Trial, Work, rollout_values
from game.engine.actions import Action


def run(thinking: Generator) -> tuple[object, int]:
    """A generator's return value, and how often it yielded."""
    yields = 0
    try:
        while True:
            next(thinking)
            yields += 1
    except StopIteration as done:
        return done.value, yields


class Counter:
    """A rollout of `length` steps: `advance(n)` plays at most n of what is left."""

    def __init__(self, length: int) -> None:
        self.left = length

    def advance(self, n: int) -> int:
        steps = min(n, self.left)
        self.left -= steps
        return steps


def test_a_rollout_plays_the_same_steps_however_it_is_cut() -> None:
    for length, cap in ((0, 50), (17, 50), (50, 50), (80, 50)):
        played = set()
        for every in (1, 7, 30, 1000):
            work = Work(every)
            steps, yields = run(work.rollout(Counter(length).advance, cap))
            played.add(steps)
            assert yields == min(length, cap) // every
            assert work.spent == steps and work.since == steps % every
        assert played == {min(length, cap)}


def books(every: int, grain: int, lengths: list[int]) -> list[int]:
    """The budget spent as seen after each world of rollouts (a world cost, then per
    trial its cost and rollout), on slices of `every`."""
    work, spent = Work(every, grain), []
    for length in lengths:
        work.add(6)
        for _ in range(3):
            work.add(2)
            work.due()
            run(work.rollout(Counter(length).advance, 400))
        spent.append(work.spent)
    return spent


def test_a_budget_in_grains_is_the_same_on_every_slice() -> None:
    lengths = [random.Random(5).randrange(60) for _ in range(40)]
    desktop = books(30, 30, lengths)
    assert books(10, 30, lengths) == books(7, 30, lengths) == desktop
    total = [sum(6 + 3 * (2 + n) for n in lengths[: i + 1]) for i in range(len(lengths))]
    assert all(0 <= t - s < 30 + 8 for t, s in zip(total, desktop, strict=True))
    assert desktop != total  # the grains hold some work back ...
    assert books(10, 0, lengths) == books(30, 0, lengths) == total  # ... counted at once


class Coins(Rollouts):
    """A toy game: a world is a bias, a move's trial scores its index plus noise."""

    cap, world_cost = 10, 1

    def __init__(self, every: int, settle_after: float | None) -> None:
        self.every, self.settle_after = every, settle_after

    def sample(self, rng: random.Random, work: Work) -> Generator[None, None, float]:
        return rng.random()
        yield  # pragma: no cover

    def trials(self, world: float, move: Action) -> Iterator[Trial]:
        value = int(move.args[0]) + world
        yield Trial(Counter(5).advance, partial(float, value))


MOVES = [Action(0, "pick", (str(i),)) for i in range(3)]


def test_the_values_are_the_same_whatever_the_slice_and_settling_stops_early() -> None:
    runs = [run(rollout_values(Coins(n, None), MOVES, random.Random(1), 500)) for n in (1, 4, 9)]
    assert runs[0][0] == runs[1][0] == runs[2][0]
    assert runs[0][1] > runs[1][1] > runs[2][1]
    values = runs[0][0]
    assert len(values[0]) == 500 // (1 + 3 * (1 + 5)) + 1  # worlds while budget is left
    early, _ = run(rollout_values(Coins(4, 0.1), MOVES, random.Random(1), 500))
    assert 3 <= len(early[0]) < len(values[0]) and early == [v[: len(early[0])] for v in values]
