"""Mada opponents: easy, normal and hard (see ../shared/rules/mada.md §9).

The policies read a `Table`: the few facts a decision needs, taken from a seat's view (a
real decision) or straight from a full match (hard's rollouts, where speed matters).

- Easy plays the first card that fits, draws when it can, and otherwise tries its luck;
  now and then it does any legal thing at all.
- Normal survives first: it draws while its hand has room, climbs its pile with the
  smallest card that fits, tries its luck only when stuck and the bust risk (exact, over
  the cards it has not seen) is low, rescues a stuck pile with a Lemur, steals a much
  better pile with a Double Lemur, raises its top when a rival looks stuck (a full hand
  under a high top), pays Scorpions with its least useful card.
- Hard samples the unseen cards (determinization), plays every candidate out to the end of
  the round with the normal policy for every seat and keeps the normal move unless another
  is better by HARD_Z standard errors (paired; 1.0 won clearly more than 2.0 in the
  calibration). *Try your luck* is valued as
  P(bust) x (value when busting) + (1 - P(bust)) x (value when not), with P(bust) exact from
  the unseen cards and each branch played out on worlds whose next card is of that kind.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Iterator
from dataclasses import dataclass
from functools import partial
from typing import Any

from game.ai.base import Choice, Decision, Levels
from game.ai.search import Rollouts, SearchOpponent, Trial, Work, slice_work
from game.engine.actions import Action
from game.engine.mada import (
    BANKS,
    DRAW,
    HANDS,
    PILES,
    MadaMatch,
    new_match,
    sample_world,
    top_value,
)
from game.engine.mada_deck import CANONICAL, PEARS, VALUE, face_of
from game.engine.mada_view import bust_risk

#: Easy does any legal thing this often.
EASY_WHIM = 0.25
#: Normal tries its luck freely below this bust risk.
SAFE_RISK = 0.2
#: Normal steals a pile with a Double Lemur when it banks this many more pears than its own.
STEAL_GAP = 2
#: A rival with a full hand under a top this high may have to gamble soon.
STUCK_TOP = 9
#: Normal's loser discards cactus cards up to this value.
DISCARD_UP_TO = 3
#: Hard's budget in rollout steps per decision (calibrated: median about 20 ms here).
HARD_BUDGET = 2000
#: Hard leaves the normal move only for one better by this many standard errors (paired).
HARD_Z = 1.0
#: Rounds a rollout plays to their end (the current one first).
ROLLOUT_ROUNDS = 1
#: A rollout that has not finished its round after this many steps is scored as it stands.
ROLLOUT_CAP = 150
#: Rollout steps between two yields (well under 1 ms of work here).
YIELD_EVERY = slice_work(30)
#: What a determinization and a search copy cost, counted in rollout steps (measured).
WORLD_COST = 5
COPY_COST = 2
#: A won game is worth this many prickly pears to the rollout value.
WIN_BONUS = 15.0
#: Bust chance by pile top in hard's rollouts: the share of the deck below the top (cheap).
DECK_BELOW = [sum(1 for c in CANONICAL if 0 < VALUE[c] < top) / len(CANONICAL) for top in range(15)]


@dataclass(slots=True)
class Table:
    """What one seat's decision needs (all of it visible to that seat)."""

    seat: int
    hand: list[str]
    piles: list[list[str]]
    hand_counts: list[int]
    risk: float
    choice: str | None
    answers: list[Action]

    @property
    def pile(self) -> list[str]:
        return self.piles[self.seat]


def table_from_view(view: dict[str, Any]) -> Table:
    seat, zones, pub = view["seat"], view["zones"], view["public"]
    choice = view["choice"]
    return Table(
        seat=seat,
        hand=list(zones[HANDS[seat]]),
        piles=[list(zones[PILES[s]]) for s in range(view["n_seats"])],
        hand_counts=list(pub["hand_counts"]),
        risk=bust_risk(view).probability,
        choice=choice["kind"] if choice else None,
        answers=[Action.parse(text) for text in view["legal"]] if choice else [],
    )


class LiveTable:
    """A `Table` read straight from a full match, for hard's rollouts (where speed
    matters): the piles and hand counts, which few decisions read, are looked up only
    when asked for."""

    __slots__ = ("seat", "hand", "risk", "choice", "answers", "_piles", "_n")

    def __init__(self, match: MadaMatch, seat: int) -> None:
        piles = match.zones.piles
        choice = match.choice
        self.seat = seat
        self.hand = piles[HANDS[seat]]
        self.risk = DECK_BELOW[top_value(piles[PILES[seat]])]
        self.choice = choice.kind if choice else None
        self.answers = choice.actions_for(seat) if choice else []
        self._piles = piles
        self._n = match.n_seats

    @property
    def pile(self) -> list[str]:
        return self._piles[PILES[self.seat]]

    @property
    def piles(self) -> list[list[str]]:
        piles = self._piles
        return [piles[PILES[s]] for s in range(self._n)]

    @property
    def hand_counts(self) -> list[int]:
        piles = self._piles
        return [len(piles[HANDS[s]]) for s in range(self._n)]


def table_from_match(match: MadaMatch, seat: int) -> Table:
    """The rollouts' table (a `LiveTable`, read like a `Table`)."""
    return LiveTable(match, seat)  # type: ignore[return-value]


# --- normal -----------------------------------------------------------------------------------
def keep_value(card: str) -> int:
    """How much a hand card is worth keeping: specials most, then high cactus cards."""
    if face_of(card) == "DL":
        return 30
    if face_of(card) == "L":
        return 20
    return VALUE[card]


def pile_worth(pile: list[str]) -> int:
    """What a pile would bank now: its top's pears (a Lemur or nothing banks nothing)."""
    return PEARS[pile[-1]] if pile else 0


def best_target(t: Table) -> int:
    """The other seat whose pile is best to take (ties: the fuller hand, less able to play)."""
    piles = t.piles
    others = [s for s in range(len(piles)) if s != t.seat]
    return max(others, key=lambda s: (pile_worth(piles[s]), top_value(piles[s])))


def answer(t: Table) -> Choice:
    """Scorpion: pay with the least useful card; Double Lemur: take the best pile; loser:
    set aside the low cactus cards."""
    seat = t.seat
    if t.choice == "scorpion":
        card = min((a.args[0] for a in t.answers), key=keep_value)
        return Action(seat, "scorpion", (card,)), "scorpion_pay", {"card": face_of(card)}
    if t.choice == "swap":
        target = best_target(t)
        return Action(seat, "swap", (f"to={target}",)), "swap_best", {"seat": target}
    low = tuple(c for c in t.hand if 0 < VALUE[c] <= DISCARD_UP_TO)
    if low:
        return Action(seat, "discard", low), "discard_low", {"n": len(low)}
    return Action(seat, "discard"), "keep_hand", {}


def round_may_end(t: Table) -> bool:
    """Someone else looks stuck: a full hand under a high top (they may have to gamble)."""
    counts, me = t.hand_counts, t.seat
    for s, pile in enumerate(t.piles):
        if s != me and counts[s] >= 3 and pile and VALUE[pile[-1]] >= STUCK_TOP:
            return True
    return False


def normal_policy(t: Table) -> Choice:
    """The normal level: deterministic, cheap, used by hard's rollouts for every seat.

    Survive first (draw while the hand has room, climb with the smallest card that fits,
    gamble only when the risk is small), raise the top when someone else looks stuck."""
    if t.choice is not None:
        return answer(t)
    seat, hand, pile = t.seat, t.hand, t.pile
    floor = top_value(pile)
    doubles = [c for c in hand if c[0] == "D"]
    if doubles:
        target = best_target(t)
        theirs = t.piles[target]
        if pile_worth(theirs) >= pile_worth(pile) + STEAL_GAP:
            return (
                Action(seat, "play", (doubles[0],)),
                "double_steal",
                {"seat": target, "card": face_of(theirs[-1])},
            )
    fitting = [c for c in hand if VALUE[c] >= floor and VALUE[c]]
    if len(fitting) > 1:
        fitting.sort(key=VALUE.__getitem__)
    if fitting and VALUE[fitting[-1]] > floor and round_may_end(t):
        card = fitting[-1]
        return Action(seat, "play", (card,)), "raise_top", {"card": face_of(card)}
    if len(hand) < 3:
        return Action(seat, "draw"), "draw", {}
    if fitting:
        card = fitting[0]
        return Action(seat, "play", (card,)), "climb", {"card": face_of(card)}
    if t.risk <= SAFE_RISK:
        return Action(seat, "luck"), "safe_luck", {"percent": round(100 * t.risk)}
    lemurs = [c for c in hand if c[0] == "L"]
    if lemurs:
        return Action(seat, "play", (lemurs[0],)), "lemur_rescue", {}
    if doubles:
        piles = t.piles
        target = min((s for s in range(len(piles)) if s != seat), key=lambda s: top_value(piles[s]))
        return Action(seat, "play", (doubles[0],)), "double_escape", {"seat": target}
    return Action(seat, "luck"), "forced_luck", {"percent": round(100 * t.risk)}


# --- easy -------------------------------------------------------------------------------------
def easy_policy(t: Table, legal: list[Action], rng: random.Random) -> Choice:
    """First card that fits, else draw, else luck; a whim now and then."""
    if t.choice is not None:
        return rng.choice(t.answers), "whim", {}
    if rng.random() < EASY_WHIM:
        return rng.choice(legal), "whim", {}
    floor = top_value(t.pile)
    for card in t.hand:
        if VALUE[card] >= floor:
            return Action(t.seat, "play", (card,)), "first_card", {"card": face_of(card)}
    if len(t.hand) < 3:
        return Action(t.seat, "draw"), "draw", {}
    return Action(t.seat, "luck"), "forced_luck", {"percent": round(100 * t.risk)}


# --- hard: determinized search ----------------------------------------------------------------
def candidates(legal: list[Action]) -> list[Action]:
    """The legal actions with copies of a face merged (playing 5.1 or 5.2 is the same)."""
    seen: set[tuple[str, tuple[str, ...]]] = set()
    out = []
    for action in legal:
        key = (action.verb, tuple(sorted(face_of(a) if "." in a else a for a in action.args)))
        if key not in seen:
            seen.add(key)
            out.append(action)
    return out


def rollout(match: MadaMatch, last_round: int, n: int) -> int:
    """Play at most `n` steps with the normal policy for every seat, until the game or
    round `last_round` ends; returns the steps taken."""
    steps = 0
    while match.winners is None and match.round_no <= last_round and steps < n:
        seat = match.choices[-1].seats[0] if match.choices else match.turn
        action, _, _ = normal_policy(table_from_match(match, seat))
        match.apply_unchecked(action)
        steps += 1
    return steps


def outcome(match: MadaMatch, seat: int, before: list[int]) -> float:
    """The rollout's value for `seat`: pears it banked less the others' mean (a round cut
    short by the cap counts its piles' tops), plus the game when it ended."""
    piles = match.zones.piles
    n = match.n_seats
    gains = [sum(PEARS[c] for c in piles[BANKS[s]]) - before[s] for s in range(n)]
    if match.winners is None:  # piles are empty after a finished round
        gains = [gain + pile_worth(piles[PILES[s]]) for s, gain in enumerate(gains)]
    value = gains[seat] - (sum(gains) - gains[seat]) / (n - 1)
    if match.winners is not None:
        share = 1.0 / len(match.winners) if seat in match.winners else 0.0
        value += WIN_BONUS * (share - (1.0 - share) / (n - 1))
    return value


def banked_pears(match: MadaMatch) -> list[int]:
    """Each seat's banked pears: the baseline of `outcome`."""
    piles = match.zones.piles
    return [sum(PEARS[c] for c in piles[BANKS[s]]) for s in range(match.n_seats)]


def force_next(world: MadaMatch, bust: bool, floor: int) -> bool:
    """Put a card of the wanted kind (busting or not) on top of the world's draw pile, from
    inside the draw pile; False when the world has none."""
    draw = world.zones.piles[DRAW]
    for index in range(len(draw) - 1, -1, -1):
        if (0 < VALUE[draw[index]] < floor) == bust:
            draw[index], draw[-1] = draw[-1], draw[index]
            return True
    return False


class MadaRollouts(Rollouts):
    """Hard's rollouts from one view: worlds sampled from the unseen cards, each move
    played out to the end of the round (`rollout`) and valued by `outcome`. Luck with a
    known bust chance p is valued p x V(busting) + (1 - p) x V(not busting), each branch on
    its own forced world."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.every, self.cap = YIELD_EVERY, ROLLOUT_CAP
        self.world_cost, self.trial_cost = WORLD_COST, 1 + COPY_COST
        self.view = view
        self.seat = view["seat"]
        self.risk = risk = bust_risk(view)
        self.split = view["public"]["draw"] > 0 and 0 < risk.busting < risk.unseen

    def sample(
        self, rng: random.Random, work: Work
    ) -> Generator[None, None, tuple[MadaMatch, list[int]]]:
        """A world, and each seat's banked pears in it (`outcome`'s baseline)."""
        world = sample_world(self.view, rng)
        world.recording = False
        return world, banked_pears(world)
        yield  # pragma: no cover

    def trials(self, sampled: tuple[MadaMatch, list[int]], move: Action) -> Iterator[Trial]:
        world, before = sampled
        branches = [(None, 1.0)]
        if self.split and move.verb == "luck":
            branches = [(True, self.risk.probability), (False, 1.0 - self.risk.probability)]
        for bust, weight in branches:
            trial = world.search_copy()
            if bust is not None and not force_next(trial, bust, self.risk.top):
                weight = 0.0
            trial.apply_unchecked(move)
            yield Trial(
                partial(rollout, trial, trial.round_no + ROLLOUT_ROUNDS - 1),
                partial(outcome, trial, self.seat, before),
                weight,
            )


# --- the opponents ----------------------------------------------------------------------------
def easy(view: dict[str, Any], rng: random.Random) -> Choice:
    legal = [Action.parse(text) for text in view["legal"]]
    return easy_policy(table_from_view(view), legal, rng)


def normal(view: dict[str, Any]) -> Choice:
    return normal_policy(table_from_view(view))


class HardOpponent(SearchOpponent):
    """Normal's move unless rollouts over determinized worlds find a clearly better one;
    copies of a face are one candidate, and luck the search picks tells its odds."""

    default_budget = HARD_BUDGET
    significance = HARD_Z
    rollouts = MadaRollouts

    def default(self, view: dict[str, Any]) -> Decision:
        return Decision(*normal(view))

    def candidates(self, view: dict[str, Any], default: Decision) -> list[Action]:
        return candidates([Action.parse(text) for text in view["legal"]])

    def found(self, view: dict[str, Any], move: Action, samples: int, gain: float) -> Decision:
        if move.verb == "luck":
            risk = bust_risk(view)
            odds = {"busting": risk.busting, "unseen": risk.unseen, "below": risk.below}
            return Decision(move, "luck_odds", odds)
        return super().found(view, move, samples, gain)

    def name(self, move: Action) -> str:
        return " ".join((move.verb, *(face_of(a) for a in move.args)))


OPPONENTS = Levels(new_match, easy, normal, HardOpponent, max_actions=5_000)
make_opponent = OPPONENTS.make_opponent
play_match = OPPONENTS.play_match
