"""One seeded match played through the engine contract's invariants, for the soak
(bench/soak.py) and any test: a failure comes back as data holding a scenario file that
``python -m game.engine.scenario`` replays up to the failing step.

The invariants, checked after every action: every card is in exactly one zone; seats that
may not act have no legal actions; `apply` succeeds exactly when the action is legal (one
probe per step: another seat's legal action, a bogus verb, or a legal one), and on a sample
of steps a refusal leaves the state equal. And the match ends within `MAX_ACTIONS` with a
result; a save taken mid-match (its record through JSON, as the table saves it) replays to
the state it was taken from, and played on with the same future it ends equal to the match
(a match that ends before the save point is replayed whole instead).

Seats are played by random legal actions or by the game's opponents at a level drawn per
seat (`LEVEL_WEIGHTS`: mostly random, hard rarely since it thinks for ~20 ms a decision).
"""

from __future__ import annotations

import json
import random
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.engine.actions import Action
from game.engine.errors import IllegalAction
from game.engine.match import Match
from game.engine.registry import GameDescriptor
from game.engine.replay import replay

MAX_ACTIONS = 20_000
SAVE_WITHIN = 60  # the mid-match save is taken at an action drawn in [1, SAVE_WITHIN]
EQUALITY_SAMPLE = 0.05  # share of refused probes whose state is compared with a copy
#: How a seat is played: None is random legal play, a string the game's opponent level.
LEVEL_WEIGHTS: tuple[tuple[str | None, int], ...] = (
    (None, 70),
    ("easy", 15),
    ("normal", 13),
    ("hard", 2),
)


@dataclass
class Failure:
    """What broke, where, and the scenario that reaches it."""

    game: str
    seed: int
    step: int
    message: str
    scenario: dict[str, Any]
    players: list[str | None] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seed": self.seed,
            "step": self.step,
            "message": self.message,
            "players": self.players,
        }


class Broken(AssertionError):
    """An invariant does not hold."""


def scenario_of(record: dict[str, Any]) -> dict[str, Any]:
    """A match record as a scenario file's content: the set-up keys it uses (a null dealer
    means the seed picked it) and the actions, seats as numbers."""
    spec: dict[str, Any] = {"game": record["game"], "options": dict(record.get("options") or {})}
    spec["seed"] = record.get("seed") or 0
    spec["dealer"] = record.get("dealer")
    for key in ("deck", "decks", "start"):
        if record.get(key) is not None:
            spec[key] = record[key]
    spec["actions"] = list(record.get("actions", []))
    return spec


def pick_players(
    game: GameDescriptor, n_seats: int, rng: random.Random, levels: tuple[str, ...] | None
) -> list[str | None]:
    """Per seat: None (random play) or an opponent level, drawn by `LEVEL_WEIGHTS`."""
    allowed = [(lv, w) for lv, w in LEVEL_WEIGHTS if lv is None or lv in (levels or game.levels)]
    names = [lv for lv, _ in allowed]
    weights = [w for _, w in allowed]
    return [rng.choices(names, weights)[0] for _ in range(n_seats)]


def _probe(match: Match, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """One action to try before the real one: usually one the rules refuse."""
    roll = rng.random()
    others = [s for s in range(match.n_seats) if s != seat]
    if roll < 0.45 and others and legal:
        action = rng.choice(legal)
        return Action(rng.choice(others), action.verb, action.args)
    if roll < 0.9:
        return Action(seat, "fly", tuple(rng.sample(sorted(match.cards), 1)))
    return rng.choice(legal)


def _attempt(match: Match, action: Action, compare: bool, trying: list[str]) -> bool:
    """Apply `action`; success must match legality, a refusal (when `compare`) no change.
    `trying` holds the action while `apply` runs or when a legal one is refused, so a
    failure's scenario ends with it."""
    legal = match.is_legal(action)
    before = match.search_copy(record=True) if compare and not legal else None
    trying[:] = [str(action)]
    try:
        match.apply(action)
    except IllegalAction:
        if legal:
            raise Broken(f"legal {action} refused") from None
        trying.clear()
        if before is not None and match != before:
            raise Broken(f"refused {action} changed the state") from None
        return False
    trying.clear()
    if not legal:
        raise Broken(f"illegal {action} accepted")
    return True


def _step(match: Match, rng: random.Random, players: list[Any], trying: list[str]) -> None:
    actors = match.to_act()
    if not actors:
        raise Broken("a running match has no seat to act")
    for seat in range(match.n_seats):
        if seat not in actors and match.legal_actions(seat):
            raise Broken(f"seat {seat} may act out of turn")
    seat = rng.choice(actors)
    legal = match.legal_actions(seat)
    if not legal:
        raise Broken(f"seat {seat} is to act with nothing to do")
    if _attempt(match, _probe(match, seat, legal, rng), rng.random() < EQUALITY_SAMPLE, trying):
        match.check_invariants()
        return
    player = players[seat]
    action = rng.choice(legal) if player is None else player.decide(match.view(seat)).action
    if not _attempt(match, action, False, trying):
        raise Broken(f"seat {seat}'s choice {action} was refused")
    match.check_invariants()


def check_match_run(
    game: GameDescriptor,
    seed: int,
    levels: tuple[str, ...] | None = None,
    max_actions: int = MAX_ACTIONS,
    *,
    opponents: Callable[[str, int, int], Any],
) -> tuple[Failure | None, int]:
    """Play seed `seed` of `game` through every invariant: (the failure or None, actions).
    `opponents` makes the game's opponent of a level for a seat and match seed (they are
    joined to the game above the engine: game/ui/games.py)."""
    rng = random.Random(seed)
    low, high = game.players
    n_seats = rng.randint(low, high)
    kinds = pick_players(game, n_seats, rng, levels)
    match: Match | None = None
    trying: list[str] = []
    save_at = random.Random(f"save:{seed}").randint(1, SAVE_WITHIN)
    resumed: Match | None = None
    try:
        match = game.new_match(options={"players": n_seats}, seed=seed)
        players = [None if k is None else opponents(k, s, seed) for s, k in enumerate(kinds)]
        match.check_invariants()
        for _ in range(max_actions):
            if match.is_over:
                break
            if len(match.history) == save_at and resumed is None:
                resumed = resume_from_save(match)
            _step(match, rng, players, trying)
        if not match.is_over:
            raise Broken(f"the match did not end in {max_actions} actions")
        if match.result() is None or match.to_act():
            raise Broken("an ended match has no result or still has seats to act")
        if resumed is None:
            if replay(match.record()) != match:
                raise Broken("the replay of the record differs from the match")
        else:
            for text in match.history[save_at:]:
                resumed.apply(text)
            if resumed != match:
                raise Broken(f"the match resumed at action {save_at}, played on, differs")
    except Exception as error:  # any exception is a failure to record, not to raise
        message = str(error)
        if not isinstance(error, Broken):
            message = "".join(traceback.format_exception_only(type(error), error)).strip()
            message += "\n" + "".join(traceback.format_tb(error.__traceback__)[-3:])
        record = match.record() if match is not None else _bare_record(game, n_seats, seed)
        record["actions"] += trying
        step = len(record["actions"])
        failure = Failure(game.id, seed, step, message, scenario_of(record), kinds)
        return failure, step
    return None, len(match.history)


def resume_from_save(match: Match) -> Match:
    """The match as a reload resumes it: its record saved as JSON text, read back and
    replayed; it must equal the match it was saved from."""
    resumed = replay(json.loads(json.dumps(match.record())))
    if resumed != match:
        raise Broken(f"the save at action {len(match.history)} replays to another state")
    return resumed


def _bare_record(game: GameDescriptor, n_seats: int, seed: int) -> dict[str, Any]:
    return {"game": game.id, "options": {"players": n_seats}, "seed": seed, "actions": []}
