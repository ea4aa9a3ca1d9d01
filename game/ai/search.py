"""The hard levels' one search kernel: budgeted determinized rollouts.

A searching opponent takes its default move (the normal policy's) unless another candidate
is clearly better when each is played out on the same sampled worlds (determinization,
common random numbers, paired comparison). A game gives the kernel three things: its
candidates (`SearchOpponent.candidates`), and per decision its `Rollouts` (worlds
consistent with the view, and for each world and move the trials to play out under its
playout policy, with their value). The kernel keeps the books once: the budget in work
units, the yields a slice apart, the early stop once the verdict is settled, the verdict.
Where it yields never changes what it finds, so the browser, which yields more often,
decides as the desktop does.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Generator, Iterable
from typing import Any, NamedTuple

from game.ai.base import Decision, Opponent, Thinking, plain_sum
from game.engine.actions import Action

#: A searching opponent leaves its default move only for one better by this many standard
#: errors of the paired difference.
SIGNIFICANCE = 2.0

#: A search yields after a fixed amount of work, sized for the desktop (a slice near 1 ms).
#: WebAssembly runs the same work several times slower, so there a slice is a third of it
#: and the browser gets its frame back sooner. Where a search yields never changes what it
#: finds: decisions are the same on both.
SLICE_DIVISOR = 3 if sys.platform == "emscripten" else 1


def slice_work(desktop: int) -> int:
    """The work between two yields on this platform, for `desktop` work units there."""
    return max(1, desktop // SLICE_DIVISOR)


class Work:
    """The search's books: work `spent` against the budget, `since` the last yield, and
    `total`, all of it (for a whole decision's bound)."""

    def __init__(self, every: int, grain: int = 0) -> None:
        self.every, self.grain = every, grain
        self.spent = self.since = self.owed = self.total = 0

    def add(self, units: int, budgeted: bool = True) -> None:
        """Count `units` of work done (`budgeted` False: toward the next yield only)."""
        self.since += units
        self.total += units
        if not budgeted:
            return
        if self.grain:
            self.owed += units
        else:
            self.spent += units

    def due(self) -> bool:
        """Settle the books at a point where the search may pause: True when it should."""
        if self.grain and self.owed >= self.grain:
            self.spent += self.owed
            self.owed = 0
        if self.since >= self.every:
            self.since = 0
            return True
        return False

    def rollout(self, advance: Callable[[int], int], cap: int) -> Generator[None, None, int]:
        """Play a rollout to its end (or `cap` steps) in pieces, each ending where a yield
        or a grain falls due; `advance(n)` plays at most n steps and returns how many (fewer
        when the rollout ended). Returns the steps played: the same however it is cut."""
        played, left = 0, cap
        while True:
            piece = max(1, self.every - self.since)
            if self.grain:
                piece = min(piece, max(1, self.grain - self.owed))
            steps = advance(min(left, piece))
            played, left = played + steps, left - steps
            self.add(steps)
            if self.due():
                yield None
            if steps < min(left + steps, piece) or left <= 0:
                return played


class Trial(NamedTuple):
    """One move played on one world, to be played out: `advance(n)` plays at most n steps
    of the playout policy (returns how many), `value()` then scores the end for the
    searching seat, and `weight` is the trial's share of the move's value."""

    advance: Callable[[int], int]
    value: Callable[[], float]
    weight: float = 1.0


class Rollouts:
    """What a game plays for one decision, in its own work units (a rollout step is one):
    worlds consistent with the view (`sample`) and, for each world and move, the trials to
    play out (`trials`). A subclass sets `every` (the work between two yields,
    `slice_work`) and `cap` (a rollout stops after so many steps, valued as it stands)."""

    every: int
    cap: int
    world_cost = 0  # what sampling a world costs against the budget
    trial_cost = 1  # what starting one trial (a copy and the move) costs
    #: 0: work counts against the budget at once; else only in whole grains of this many
    #: units, the rest once the next grain ends (Kadabra was calibrated so).
    grain = 0
    #: Stop sampling once this share of the budget is spent and the best move leads every
    #: other by `settle_z` standard errors (`settled`); None: spend the whole budget.
    settle_after: float | None = None
    settle_z = 3.0
    #: ...and look every this many worlds: a look costs every sample of every move so far,
    #: and with many short rollouts (near a round's end) looking after each world was the
    #: larger part of the longest decisions (issue 34).
    settle_every = 1
    #: A whole decision's bound in work units, the work outside the budget too (sampling
    #: worlds again, and `world_weight` per world), so no decision runs past about the same
    #: time (issue 34); None: the budget alone.
    bound: int | None = None
    world_weight = 0

    def sample(self, rng: random.Random, work: Work) -> Generator[None, None, Any]:
        """A world consistent with the view (it may do unbudgeted work, and yield)."""
        raise NotImplementedError
        yield  # pragma: no cover

    def trials(self, world: Any, move: Action) -> Iterable[Trial]:
        """`move` played on copies of `world`, the world itself left as it was."""
        raise NotImplementedError


def rollout_values(
    game: Rollouts, moves: list[Action], rng: random.Random, budget: int
) -> Generator[None, None, list[list[float]]]:
    """Each move's value per sampled world: every move is played on the same world (common
    random numbers), so values compare pairwise. Sampling goes on while work is left in
    `budget`, and stops sooner once the verdict is settled (where the game says so)."""
    work = Work(game.every, game.grain)
    values: list[list[float]] = [[] for _ in moves]
    bound = game.bound
    yield None  # the view was read and the worlds prepared: a slice's worth already
    while work.spent < budget and (bound is None or work.total < bound):
        world = yield from game.sample(rng, work)
        work.add(game.world_cost)
        work.total += game.world_weight
        for i, move in enumerate(moves):
            value = 0.0
            for trial in game.trials(world, move):
                work.add(game.trial_cost)
                if work.due():
                    yield None
                yield from work.rollout(trial.advance, game.cap)
                value += trial.weight * trial.value()
            values[i].append(value)
        enough = game.settle_after is not None and work.spent >= budget * game.settle_after
        look = len(values[0]) % game.settle_every == 0
        if enough and look and settled(values, game.settle_z):
            break
    return values


# --- the verdict ------------------------------------------------------------------------------
def clearly_better(mine: list[float], base: list[float], z: float = SIGNIFICANCE) -> bool:
    """True when the paired mean improvement over `base` exceeds z standard errors."""
    diffs = [a - b for a, b in zip(mine, base, strict=True)]
    n = len(diffs)
    if n < 3:
        return False
    mean = plain_sum(diffs) / n
    var = plain_sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > 0 and mean * mean * n > z * z * var


def settled(values: list[list[float]], z: float) -> bool:
    """True when the move with the best mean beats every other by more than `z` standard
    errors of their paired difference: more samples would not change the verdict."""
    means = [plain_sum(v) / len(v) for v in values]
    best = max(range(len(values)), key=means.__getitem__)
    return all(clearly_better(values[best], values[j], z) for j in range(len(values)) if j != best)


class SearchOpponent(Opponent):
    """The hard levels' shape: a default decision (the normal policy's), the candidate
    moves, the kernel's values of each over sampled worlds, and the verdict. Subclasses give
    `default`, `candidates` (None: take the default without searching) and `rollouts`; the
    budget is counted in the game's own work units."""

    level = "hard"
    default_budget = 0
    #: Standard errors by which a searched move must beat the default (`clearly_better`).
    significance = SIGNIFICANCE
    #: The game's rollouts from a view (a class, usually).
    rollouts: Callable[[dict[str, Any]], Rollouts]

    def __init__(self, seat: int, match_seed: int, budget: int | None = None) -> None:
        super().__init__(seat, match_seed)
        self.budget = self.default_budget if budget is None else budget

    def think(self, view: dict[str, Any]) -> Thinking:
        default = self.default(view)
        moves = self.candidates(view, default)
        if moves is None:
            return default
        if default.action not in moves:
            moves.append(default.action)
        if len(moves) == 1:
            return Decision(moves[0], "only_move", {})
        game, rng = self.rollouts(view), self.rng_for(view)
        values = yield from rollout_values(game, moves, rng, self.budget_for(view))
        return self.verdict(view, moves, values, default)

    def verdict(
        self,
        view: dict[str, Any],
        moves: list[Action],
        values: list[list[float]],
        default: Decision,
    ) -> Decision:
        """The move with the best mean value if it is clearly better than the default
        (paired samples), else the default decision."""
        means = [plain_sum(v) / len(v) for v in values]
        best = max(range(len(moves)), key=lambda i: means[i])
        base = moves.index(default.action)
        if best == base or not clearly_better(values[best], values[base], self.significance):
            return default  # the search found nothing clearly better
        return self.found(view, moves[best], len(values[best]), round(means[best] - means[base], 1))

    def found(self, view: dict[str, Any], move: Action, samples: int, gain: float) -> Decision:
        """The decision for a move the search found better than the default, and why."""
        return Decision(move, "search", {"move": self.name(move), "samples": samples, "gain": gain})

    def name(self, move: Action) -> str:
        """How the reason names a move."""
        return " ".join((move.verb, *move.args))

    def budget_for(self, view: dict[str, Any]) -> int:
        """The budget of this decision: the same for every one, unless a game spends more
        where a move decides most."""
        return self.budget

    def default(self, view: dict[str, Any]) -> Decision:
        raise NotImplementedError

    def candidates(self, view: dict[str, Any], default: Decision) -> list[Action] | None:
        raise NotImplementedError
