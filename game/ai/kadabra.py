"""L.A.M.A. Kadabra opponents: easy, normal and hard (see ../shared/rules/lama_kadabra.md §9).

The policies read a `Table`: the few facts a decision needs, taken from a seat's view (a
real decision) or straight from a full match (the hard level's rollouts, where speed
matters). Easy plays a random card that fits, draws while its hand is costly and quits
otherwise, gives chips to anyone. Normal sheds the card that saves the most points and
keeps a run going, dodges the star, gives chips to the leader, exchanges ten whites just
before a black can leave (a 1, a llama, the going-out return), spends the blue chip when it
cannot play, and quits when drawing is not worth it. Hard samples the unseen cards
(determinization), plays each candidate (play each kind of card, draw, quit, skip, take;
each recipient of a 1) out to the end of the round with the normal policy for every seat,
and leaves the normal move only for one whose paired average is clearly better.
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
from game.engine.completion import Completion
from game.engine.kadabra import (
    EXCHANGE,
    FACE,
    FITS,
    LLAMA,
    SYMBOL,
    VALUE,
    KadabraMatch,
    new_match,
    penalty,
)
from game.engine.shedding import DISCARD, HANDS, STOCK

#: Normal draws rather than quits when its hand would cost at least this many points.
DRAW_FROM = 9
#: ... unless another active player holds at most this many cards.
NEAR_OUT = 1
#: Easy draws when its hand would cost at least this many points.
EASY_DRAW_FROM = 10
#: Hard's budget in rollout steps per decision (calibrated: median about 20 ms here).
HARD_BUDGET = 1200
#: A rollout that has not finished its round after this many steps is scored as it stands.
ROLLOUT_CAP = 400
#: Rollout steps between two yields (about 1 ms of work here).
YIELD_EVERY = slice_work(30)
#: The budget counts work in whole grains of this many steps, the rest once the next grain
#: ends: so hard was calibrated (a grain was then a desktop slice), on every platform alike.
BUDGET_GRAIN = 30
#: Hard leaves the normal move for one better by this many standard errors (paired): with
#: few samples per move (long rounds, 6 players) 2.0 left it at normal's level.
SIGNIFICANCE = 1.0
#: What sampling a world and starting one trial in it cost, counted in rollout steps.
WORLD_COST = 6
TRIAL_COST = 2


@dataclass(slots=True)
class Table:
    """What one seat's decision needs (all of it visible to that seat)."""

    seat: int
    n_seats: int
    hand: list[str]
    top: str
    whites: list[int]
    blacks: list[int]
    blue: int | None
    stage: int
    show: bool
    took: bool
    active: list[bool]
    counts: list[int]
    stock: int
    choice: str | None
    legal: list[Action]

    def scores(self) -> list[int]:
        return [w + 10 * b for w, b in zip(self.whites, self.blacks, strict=True)]

    def others_active(self) -> list[int]:
        return [s for s in range(self.n_seats) if s != self.seat and self.active[s]]


def table_from_view(view: dict[str, Any]) -> Table:
    seat, pub, zones = view["seat"], view["public"], view["zones"]
    choice = view["choice"]
    return Table(
        seat=seat,
        n_seats=view["n_seats"],
        hand=list(zones[HANDS[seat]]),
        top=pub["top"],
        whites=list(pub["whites"]),
        blacks=list(pub["blacks"]),
        blue=pub["blue"],
        stage=sum(pub["stage"]),
        show=pub["show"],
        took=pub["took"],
        active=list(pub["active"]),
        counts=list(pub["hand_counts"]),
        stock=pub["stock"],
        choice=choice["kind"] if choice else None,
        legal=[Action.parse(text) for text in view["legal"]],
    )


class LiveTable(Table):
    """A `Table` read straight from a full match, for hard's rollouts (where speed
    matters): the hand counts and the stage, which few decisions read, are looked up
    only when asked for."""

    __slots__ = ("_match",)

    def __init__(self, match: KadabraMatch, seat: int) -> None:
        piles = match.zones.piles
        choice = match.choice
        self._match = match
        self.seat = seat
        self.n_seats = match.n_seats
        self.hand = piles[HANDS[seat]]
        self.top = piles[DISCARD][-1]
        self.whites = match.whites
        self.blacks = match.blacks
        self.blue = match.blue
        self.show = match.show
        self.took = match.took
        self.active = match.active
        self.stock = len(piles[STOCK])
        self.choice = choice.kind if choice else None
        self.legal = match._legal_for(seat)  # read only: the policies never change it

    @property  # type: ignore[override]
    def counts(self) -> list[int]:
        piles = self._match.zones.piles
        return [len(piles[zone]) for zone in HANDS[: self.n_seats]]

    @property  # type: ignore[override]
    def stage(self) -> int:
        return self._match.stage_w + self._match.stage_b


def table_from_match(match: KadabraMatch, seat: int) -> Table:
    """The rollouts' table (a `LiveTable`)."""
    return LiveTable(match, seat)


def points(cards: list[str]) -> int:
    white, black = penalty(cards)
    return white + 10 * black


def find(t: Table, verb: str, *args: str) -> Action | None:
    for action in t.legal:
        if action.verb == verb and (not args or action.args == args):
            return action
    return None


# --- decisions every level shares ------------------------------------------------------------
def chip_choice(t: Table) -> Choice | None:
    """The `place` and `return` questions, and exchanging ten whites just before a black
    can leave (D7, D21): the same answer at every level worth the name."""
    seat = t.seat
    exchange = find(t, "exchange")
    if t.choice == "return":
        black = find(t, "return", "black")
        if black is not None:
            return black, "return_black", {}
        if exchange is not None:
            return exchange, "exchange_first", {"whites": t.whites[seat]}
        white = find(t, "return", "white")
        return (white or Action(seat, "keep")), "return_white", {}
    if exchange is not None and t.choice in ("give", "place") and t.whites[seat] % EXCHANGE == 0:
        return exchange, "exchange_first", {"whites": t.whites[seat]}
    if t.choice == "place":
        return Action(seat, "place"), "place", {}
    return None


def give_target(t: Table) -> Choice:
    """Normal: the chip goes to the recipient closest to winning (lowest score)."""
    gives = [a for a in t.legal if a.verb == "give"]
    scores = t.scores()
    best = min(gives, key=lambda a: (scores[int(a.args[0][3:])], a.args))
    to = int(best.args[0][3:])
    return best, "give_leader", {"seat": to, "score": scores[to]}


def card_value(t: Table, card: str) -> float:
    """How much `seat` likes playing `card` now (normal)."""
    hand = t.hand
    rest = [c for c in hand if c != card]
    if not rest:
        return 1000.0
    value = float(points(hand) - points(rest))
    fits_on = FITS[VALUE[card]]
    value += 1.5 * sum(1 for c in rest if VALUE[c] in fits_on)
    kind = VALUE[card]
    symbol = SYMBOL[card]
    if kind in ("2/3", "4/5"):
        value += 2.0
    elif kind == LLAMA:
        value += 1.0 if (t.whites[t.seat] or t.blacks[t.seat]) else 0.0
    if symbol == "star" and t.blue != t.seat:
        value -= 8.0
    elif symbol == "give" and (t.whites[t.seat] or t.blacks[t.seat]):
        value += 1.0
    elif symbol == "rectangle":
        others = t.others_active()
        value += 3.0 if others and t.counts[others[0]] <= 2 else 1.5
    return value


def normal_policy(t: Table) -> Choice:
    """The normal level: deterministic, cheap, used by hard's rollouts for every seat."""
    chip = chip_choice(t)
    if chip is not None:
        return chip
    if t.choice == "give":
        return give_target(t)
    seat = t.seat
    plays = [a for a in t.legal if a.verb == "play"]
    skip = find(t, "skip")
    if t.show and not t.took:
        if plays:
            return plays[0], "show_llama", {"card": plays[0].args[0], "stage": t.stage}
        if skip is not None:
            return skip, "show_skip", {"stage": t.stage}
        return Action(seat, "take"), "show_take", {"stage": t.stage}
    if plays:
        best = max(plays, key=lambda a: card_value(t, a.args[0]))
        card = best.args[0]
        if len(t.hand) == 1:
            return best, "go_out", {"card": card}
        return best, "shed", {"card": card}
    if skip is not None:
        return skip, "blue_skip", {}
    cost = points(t.hand)
    draw = find(t, "draw")
    others = t.others_active()
    counts = t.counts
    if draw is not None and cost >= DRAW_FROM and min(counts[s] for s in others) > NEAR_OUT:
        return draw, "draw_costly_hand", {"points": cost}
    if draw is None:
        return Action(seat, "quit"), "quit_no_draw", {"points": cost}
    return Action(seat, "quit"), "quit_cheap_hand", {"points": cost}


def easy_policy(t: Table, rng: random.Random) -> Choice:
    """A random card that fits; draws while the hand costs a lot, else quits; any recipient."""
    seat = t.seat
    if t.choice == "give":
        gives = [a for a in t.legal if a.verb == "give"]
        pick = rng.choice(gives)
        return pick, "give_any", {"seat": int(pick.args[0][3:])}
    if t.choice == "place":
        return Action(seat, "place"), "place", {}
    if t.choice == "return":
        return chip_choice(t)  # type: ignore[return-value]
    plays = [a for a in t.legal if a.verb == "play"]
    if t.show and not t.took:
        if plays:
            return plays[0], "show_llama", {"card": plays[0].args[0], "stage": t.stage}
        skip = find(t, "skip")
        if skip is not None:
            return skip, "show_skip", {"stage": t.stage}
        return Action(seat, "take"), "show_take", {"stage": t.stage}
    if plays:
        pick = rng.choice(plays)
        return pick, "random_card", {"card": pick.args[0]}
    cost = points(t.hand)
    draw = find(t, "draw")
    if draw is not None and cost >= EASY_DRAW_FROM:
        return draw, "draw_costly_hand", {"points": cost}
    return Action(seat, "quit"), "quit_cheap_hand", {"points": cost}


# --- hard: determinized search ----------------------------------------------------------------
def candidates(t: Table) -> list[Action]:
    """The moves worth comparing: one play per kind of card (copies of a face are alike),
    draw, quit, skip, take; each recipient of a 1. Exchanges are left to the normal rule."""
    seen: set[str] = set()
    moves: list[Action] = []
    for action in t.legal:
        if action.verb in ("exchange", "place", "keep", "return"):
            continue
        if action.verb == "play":
            face = FACE[action.args[0]]
            if face in seen:
                continue
            seen.add(face)
        moves.append(action)
    return moves


def advance(match: KadabraMatch, n: int) -> int:
    """Play at most `n` steps of the round with the normal policy for every seat; returns
    how many (fewer once the round is over)."""
    steps = 0
    while steps < n and not match.halted:
        seat = match.choices[-1].seats[0] if match.choices else match.turn  # `to_act`
        action, _, _ = normal_policy(table_from_match(match, seat))
        match.apply_unchecked(action)
        steps += 1
    return steps


def outcome(match: KadabraMatch, seat: int, before: list[int]) -> float:
    """Round value for `seat`: the others' mean score gain less its own (lower is better in
    Kadabra, so points given away count for it and points taken against it); an
    unfinished round adds each hand's penalty as it stands."""
    scores = match.scores()
    if not match.halted:
        piles = match.zones.piles
        scores = [s + points(piles[HANDS[i]]) for i, s in enumerate(scores)]
    gains = [now - then for now, then in zip(scores, before, strict=True)]
    others = [g for i, g in enumerate(gains) if i != seat]
    return sum(others) / len(others) - gains[seat]


class KadabraRollouts(Rollouts):
    """Hard's rollouts from one view: worlds sampled from the unseen cards, each move
    played out to the end of the round (`advance`) and valued by `outcome`."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.every, self.cap, self.grain = YIELD_EVERY, ROLLOUT_CAP, BUDGET_GRAIN
        self.world_cost, self.trial_cost = WORLD_COST, TRIAL_COST
        self.seat = view["seat"]
        self.before = list(view["public"]["scores"])
        self.worlds = Completion(KadabraMatch, {**view, "log": []})  # rollouts need no story

    def sample(self, rng: random.Random, work: Work) -> Generator[None, None, KadabraMatch]:
        return self.worlds.sample(rng)
        yield  # pragma: no cover

    def trials(self, world: KadabraMatch, move: Action) -> Iterator[Trial]:
        trial = world.search_copy(deal_only=True)  # no story, stops at the round's end
        trial.apply_unchecked(move)
        yield Trial(partial(advance, trial), partial(outcome, trial, self.seat, self.before))


# --- the opponents ----------------------------------------------------------------------------
def easy(view: dict[str, Any], rng: random.Random) -> Choice:
    return easy_policy(table_from_view(view), rng)


def normal(view: dict[str, Any]) -> Choice:
    return normal_policy(table_from_view(view))


class HardOpponent(SearchOpponent):
    """Normal's move unless rollouts over determinized worlds find a clearly better one;
    the going-out return, a llama's chip and exchanges are left to the normal rule."""

    default_budget = HARD_BUDGET
    significance = SIGNIFICANCE
    rollouts = KadabraRollouts

    def default(self, view: dict[str, Any]) -> Decision:
        return Decision(*normal(view))

    def candidates(self, view: dict[str, Any], default: Decision) -> list[Action] | None:
        t = table_from_view(view)
        if t.choice in ("place", "return") or default.action.verb == "exchange":
            return None
        return candidates(t)


OPPONENTS = Levels(new_match, easy, normal, HardOpponent)
make_opponent = OPPONENTS.make_opponent
play_match = OPPONENTS.play_match
