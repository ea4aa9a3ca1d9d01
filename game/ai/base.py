"""What every opponent shares: decisions with reasons, deterministic RNGs, resumable thinking.

An opponent's `think(view)` is a generator: it yields None while it works (the app's task
runner resumes it a few milliseconds per frame, so the browser never freezes) and returns
its `Decision`. `decide(view)` runs the same generator to the end, for tests and benches.
Budgets are counted in iterations, never in wall-clock time, so decisions are reproducible.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import Any

from game.engine.actions import Action

LEVELS = ("easy", "normal", "hard")
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


def rollout_in_slices(
    advance: Callable[[int], int], cap: int, since: int, every: int
) -> Generator[None, None, tuple[int, int]]:
    """Play a rollout to its end (or `cap` steps) in pieces that end at a yield once
    `every` units of work have passed since the last one (`since` of them already had).
    `advance(n)` plays at most n steps and returns how many: fewer when the rollout ended.
    Returns (steps played, work since the last yield). Where the yields fall never
    changes the rollout."""
    played, left = 0, cap
    while True:
        piece = max(1, every - since)
        steps = advance(min(left, piece))
        played, left, since = played + steps, left - steps, since + steps
        if since >= every:
            since = 0
            yield None
        if steps < min(left + steps, piece) or left <= 0:
            return played, since


Thinking = Generator[None, None, "Decision"]


@dataclass(frozen=True)
class Decision:
    """An action plus why: `reason` is a code the UI translates, `params` fill it in."""

    action: Action
    reason: str
    params: dict[str, Any] = field(default_factory=dict)


def ai_rng(match_seed: int, seat: int, decision_number: int) -> random.Random:
    """The AI's own RNG for one decision: never the match's, so thinking changes no deal."""
    return random.Random(f"ai:{match_seed}:{seat}:{decision_number}")


def decision_number(view: dict[str, Any]) -> int:
    """How many events the seat has seen: a public, deterministic decision counter."""
    return len(view["log"])


class Opponent:
    """Base class: subclasses implement `think` (a generator) for one level of one game."""

    level = "normal"

    def __init__(self, seat: int, match_seed: int) -> None:
        self.seat = seat
        self.match_seed = match_seed

    def rng_for(self, view: dict[str, Any]) -> random.Random:
        return ai_rng(self.match_seed, self.seat, decision_number(view))

    def think(self, view: dict[str, Any]) -> Thinking:
        raise NotImplementedError
        yield  # pragma: no cover

    def decide(self, view: dict[str, Any]) -> Decision:
        """Run `think` to its end (tests, benches, tournaments)."""
        thinking = self.think(view)
        try:
            while True:
                next(thinking)
        except StopIteration as done:
            return done.value


class PolicyOpponent(Opponent):
    """An opponent whose decision is one cheap policy call on the view (no search):
    subclasses implement `choose(view) -> (action, reason, params)`."""

    def think(self, view: dict[str, Any]) -> Thinking:
        action, reason, params = self.choose(view)
        return Decision(action, reason, params)
        yield  # pragma: no cover

    def choose(self, view: dict[str, Any]) -> tuple[Action, str, dict[str, Any]]:
        raise NotImplementedError


class SearchOpponent(Opponent):
    """The hard levels' shape: a default decision (the normal policy's), the candidate
    moves, a resumable search that values each move over sampled worlds, and `searched`'s
    verdict. Subclasses give `default`, `candidates` (None: take the default without
    searching) and `search`; the budget is counted in the game's own units."""

    level = "hard"
    default_budget = 0
    #: Standard errors by which a searched move must beat the default (`clearly_better`).
    significance = SIGNIFICANCE

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
        budget = self.budget_for(view)
        values = yield from self.search(view, moves, self.rng_for(view), budget)
        return searched(moves, values, default, self.significance)

    def budget_for(self, view: dict[str, Any]) -> int:
        """The budget of this decision: the same for every one, unless a game spends more
        where a move decides most."""
        return self.budget

    def default(self, view: dict[str, Any]) -> Decision:
        raise NotImplementedError

    def candidates(self, view: dict[str, Any], default: Decision) -> list[Action] | None:
        raise NotImplementedError

    def search(
        self, view: dict[str, Any], moves: list[Action], rng: random.Random, budget: int
    ) -> Generator[None, None, list[list[float]]]:
        raise NotImplementedError


class RandomOpponent(Opponent):
    """Uniform over the legal actions: the floor tournaments measure easy against."""

    level = "random"

    def think(self, view: dict[str, Any]) -> Thinking:
        action = Action.parse(self.rng_for(view).choice(view["legal"]))
        return Decision(action, "random", {})
        yield  # pragma: no cover


def clearly_better(mine: list[float], base: list[float], z: float = SIGNIFICANCE) -> bool:
    """True when the paired mean improvement over `base` exceeds z standard errors."""
    diffs = [a - b for a, b in zip(mine, base, strict=True)]
    n = len(diffs)
    if n < 3:
        return False
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > 0 and mean * mean * n > z * z * var


def settled(values: list[list[float]], z: float) -> bool:
    """True when the move with the best mean beats every other by more than `z` standard
    errors of their paired difference: more samples would not change the verdict."""
    means = [sum(v) / len(v) for v in values]
    best = max(range(len(values)), key=means.__getitem__)
    return all(clearly_better(values[best], values[j], z) for j in range(len(values)) if j != best)


def searched(
    moves: list[Action], values: list[list[float]], default: Decision, z: float = SIGNIFICANCE
) -> Decision:
    """The search's verdict: the move with the best mean value if it is clearly better than
    the default (paired samples, common random numbers), else the default decision."""
    means = [sum(v) / len(v) for v in values]
    best = max(range(len(moves)), key=lambda i: means[i])
    base = moves.index(default.action)
    if best == base or not clearly_better(values[best], values[base], z):
        return default  # the search found nothing clearly better
    move = moves[best]
    return Decision(
        move,
        "search",
        {
            "move": " ".join((move.verb, *move.args)),
            "samples": len(values[best]),
            "gain": round(means[best] - means[base], 1),
        },
    )


def play_out(match: Any, players: list[Opponent], max_actions: int) -> Any:
    """Play `match` to its end, each seat's decision by its opponent (tests, tournaments);
    with several seats to act (a reaction window) the first one is asked, as tables do."""
    for _ in range(max_actions):
        if match.is_over:
            return match
        seat = match.to_act()[0]
        match.apply(players[seat].decide(match.view(seat)).action)
    raise RuntimeError(f"match {match.seed} did not end in {max_actions} actions")


def opponents_for(
    make: Callable[[str, int, int], Opponent], levels: list[str], seed: int
) -> list[Opponent]:
    """One opponent per seat, of the given levels."""
    return [make(level, seat, seed) for seat, level in enumerate(levels)]


def play_match(
    new_match: Any, make_opponent: Any, levels: list[str], seed: int, max_actions: int = 20_000
) -> Any:
    """A whole match of a game (its `new_match` and `make_opponent`) between opponents of
    `levels`, one per seat: tests and tournaments."""
    match = new_match(options={"players": len(levels)}, seed=seed)
    return play_out(match, opponents_for(make_opponent, levels, seed), max_actions)
