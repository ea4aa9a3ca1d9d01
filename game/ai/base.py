"""What every opponent shares: decisions with reasons, deterministic RNGs, resumable
thinking, and each game's level table (`Levels`).

An opponent's `think(view)` is a generator: it yields None while it works (the app's task
runner resumes it a few milliseconds per frame, so the browser never freezes) and returns
its `Decision`. `decide(view)` runs the same generator to the end, for tests and benches.
Budgets are counted in iterations, never in wall-clock time, so decisions are reproducible.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass, field
from typing import Any

from game.engine.actions import Action

LEVELS = ("easy", "normal", "hard")

Thinking = Generator[None, None, "Decision"]


@dataclass(frozen=True)
class Decision:
    """An action plus why: `reason` is a code the UI translates, `params` fill it in."""

    action: Action
    reason: str
    params: dict[str, Any] = field(default_factory=dict)


#: What a policy returns: the action, its reason code and the code's parameters.
Choice = tuple[Action, str, dict[str, Any]]


def ai_rng(match_seed: int, seat: int, decision_number: int) -> random.Random:
    """The AI's own RNG for one decision: never the match's, so thinking changes no deal."""
    return random.Random(f"ai:{match_seed}:{seat}:{decision_number}")


def plain_sum(values: Iterable[float]) -> float:
    """The values added left to right, each sum rounded, as Python 3.11's sum() adds floats.
    Python 3.12's sum() compensates the rounding, so the same values can sum to another
    last bit: the browser runs CPython 3.12, a desktop may run 3.11, and a close call
    would go the other way there (issue 33: a daily deal must replay to the move)."""
    total = 0.0
    for value in values:
        total += value
    return total


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
    `policy(view)`, or `policy(view, rng)` with the decision's own RNG when it `draws`."""

    def __init__(
        self, seat: int, match_seed: int, level: str, policy: Callable[..., Choice], draws: bool
    ) -> None:
        super().__init__(seat, match_seed)
        self.level, self.policy, self.draws = level, policy, draws

    def think(self, view: dict[str, Any]) -> Thinking:
        if self.draws:
            return Decision(*self.policy(view, self.rng_for(view)))
        return Decision(*self.policy(view))
        yield  # pragma: no cover


class RandomOpponent(Opponent):
    """Uniform over the legal actions: the floor tournaments measure easy against."""

    level = "random"

    def think(self, view: dict[str, Any]) -> Thinking:
        action = Action.parse(self.rng_for(view).choice(view["legal"]))
        return Decision(action, "random", {})
        yield  # pragma: no cover


def play_out(match: Any, players: list[Opponent], max_actions: int) -> Any:
    """Play `match` to its end, each seat's decision by its opponent (tests, tournaments);
    with several seats to act (a reaction window) the first one is asked, as tables do."""
    for _ in range(max_actions):
        if match.is_over:
            return match
        seat = match.to_act()[0]
        match.apply(players[seat].decide(match.view(seat)).action)
    raise RuntimeError(f"match {match.seed} did not end in {max_actions} actions")


@dataclass(frozen=True)
class Levels:
    """One game's opponents by level: easy and normal are policies over the view, hard is
    its searching opponent (game/ai/search.py), random is the floor benches measure
    against. It gives the game's `make_opponent` (the descriptor's opponent factory) and
    `play_match` (whole matches between levels, for tests and tournaments)."""

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
