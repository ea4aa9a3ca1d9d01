"""Mau Mau opponents: easy, normal and hard (see ../shared/rules/maumau.md §9).

Easy and normal are the rule-based policies of game/ai/maumau_policy.py. Hard samples the
unseen cards (determinization), mended by swaps to agree with the other seats' voluntary
draws (under the normal rule a seat that drew held nothing it could play) and dealt again
when another seat's play since it last took a card is not the one the normal rule would
have made from the sampled hand; it plays each candidate out to the end of the round with
the normal policy for every seat (game/ai/maumau_rollout.py, on plain lists), values the
result as the chance to win the match from the totals then (a race model fitted by
tools/maumau_match_value.py), and leaves the normal move for one whose paired average is
better by half a standard error. It thinks longer when a seat is about to go out.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Iterator
from functools import partial
from typing import Any

from game.ai.base import Choice, Decision, Levels
from game.ai.maumau_policy import (
    Table,
    best_suit,
    easy_policy,
    normal_policy,
    play,
    shed_value,
    suit_counts,
    table_from_view,
)
from game.ai.maumau_rollout import Round
from game.ai.search import Rollouts, SearchOpponent, Trial, Work, slice_work
from game.engine.actions import Action
from game.engine.completion import Completion
from game.engine.maumau import SUITS, MauMauMatch, new_match
from game.engine.shedding import HANDS, STOCK

#: Hard's budget in rollout steps per decision, and its budget when the round is near its
#: end (a seat holds at most CLOSE_CARDS cards, or a draw-two is pending: 31% of the
#: positions bench/ai_slices.py draws with four players), where a move decides most.
#: Screened on 1,000 matches (bench/results/hard_calibration.json): 3,000 / 7,200 beat the
#: flat 1,800 by +0.034 (se 0.017), the median decision staying under 20 ms here.
HARD_BUDGET = 3000
CLOSE_BUDGET = 7200
CLOSE_CARDS = 1
#: A rollout that has not finished its round after this many steps is scored as it stands.
ROLLOUT_CAP = 300
#: Work units (rollout steps, a move, a copy) between yields: one slice stays near 1 ms.
YIELD_EVERY = slice_work(40)
#: Hard leaves the normal move only for one better by this many standard errors (paired).
SIGNIFICANCE = 0.5
#: A search stops early, once it has spent this share of its budget, when the best move
#: leads every other by this many standard errors (`base.settled`): most decisions are
#: clear long before the budget ends. On 800 positions drawn as bench/ai_slices.py draws
#: them, these settings chose as the full search in every one, the median decision 20.2
#: -> 16.4 ms and the mean 42.6 -> 27.9 ms (z 2.5 changed 2 choices, z 2.0 changed 9).
SETTLE_AFTER = 0.15
SETTLE_Z = 3.0
#: ...looking every few worlds (`Rollouts.settle_every`).
SETTLE_EVERY = 4
#: A whole decision stops sampling at this much work (`Rollouts.bound`), a world weighing
#: as many rollout steps as dealing it costs. Fitted on 200 positions here (ms = 0.0043 a
#: step + 0.105 a world + 0.064 a world dealt again, so SAMPLE_WORK is 15): near a round's
#: end a decision with nine moves played 885 worlds of one-step rollouts, 150 ms.
DECISION_BOUND = 12_000
WORLD_WEIGHT = 24


# --- hard: determinized search ----------------------------------------------------------------
def candidates(t: Table) -> list[Action]:
    """The moves worth comparing: each card that may be played (jacks with the two suits
    held most), drawing, keeping; always with the call when it is needed."""
    if t.drawn is not None:
        moves = [Action(t.seat, "keep")]
        if t.fits(t.drawn):
            moves += _plays(t, t.drawn)
        return moves
    if t.pending:
        sevens = {card for card in t.hand if card[0] == "7"}
        return [Action(t.seat, "draw"), *(play(t, c) for c in sorted(sevens))]
    moves = [m for card in t.hand if t.fits(card) for m in _plays(t, card)]
    if t.can_draw:
        moves.append(Action(t.seat, "draw"))
    elif not moves:
        moves.append(Action(t.seat, "pass"))
    return moves


def _plays(t: Table, card: str) -> list[Action]:
    if card[0] != "J":
        return [play(t, card)]
    counts = suit_counts(t.hand, without=card)
    ranked = sorted(SUITS, key=lambda s: -counts[s])
    return [play(t, card, wish) for wish in ranked[:2]]


#: Sampled worlds that contradict a seat's draw are dealt again, at most this many times;
#: a sample costs about as much as this many rollout steps (for the slices, not the budget).
RESAMPLES = 12
SAMPLE_WORK = 15
#: A whole decision deals at most this many worlds again; past it a world is taken as the
#: repair leaves it. Where the others' draws and plays say much, most worlds contradict
#: them, and dealing again was what made the longest decisions (730 ms here, with 8,000
#: worlds dealt again): issue 34 bounds a whole decision.
RESAMPLE_BUDGET = 400
#: Hard also rejects worlds where another seat's play is not the normal rule's choice.
INFER_CHOICES = True
#: Sampled worlds are mended by swaps to agree with the other seats' draws (`repair`).
REPAIR = True


#: A seat's play under the normal rule that the hard level checks sampled worlds against:
#: the public table then (its hand left empty), the cards the seat has played since, this
#: one first, and the jack's wish (if it was a jack).
Seen = tuple[Table, list[str], list[str]]


#: What a seat's voluntary draw says it held then: (top card, active suit, jacks allowed).
DrawRule = tuple[str, str, bool]


def round_start(log: list[dict[str, Any]]) -> int:
    """Where the round under way begins in a view's log (its deal, or a scenario's start)."""
    return max((i for i, e in enumerate(log) if e["kind"] in ("deal", "start")), default=0)


def round_constraints(view: dict[str, Any]) -> tuple[dict[int, DrawRule], list[Seen]]:
    """What the other seats' public actions this round say about the cards they hold, under
    the normal opponent's rule, in one walk of the round's log:

    - draws: a seat that drew voluntarily had no card that fit, and kept a jack back only
      with more than three cards (a drawn jack is kept at four): seat -> its `DrawRule`, for
      every seat that has taken no card since;
    - plays: each play from a normal turn (no draw pending, no drawn card to play) made
      since the seat last took a card was the normal rule's pick from the hand it had then,
      which is its hand now plus the cards it has played since."""
    log, me, n = view["log"], view["seat"], view["n_seats"]
    events = log[round_start(log) :]
    sizes = list(view["public"]["hand_counts"])  # counted back to the round's start
    for event in events:
        if event["kind"] == "move":
            for end, sign in (("to", -1), ("from", 1)):
                if event[end].startswith("hand:"):
                    sizes[int(event[end][5:])] += sign
    top = active = ""
    pending, direction, after_draw = 0, 1, -1
    drew: dict[int, DrawRule] = {}
    seen: list[Seen] = []
    for event in events:
        kind = event["kind"]
        if kind == "move":
            dst, src = event["to"], event["from"]
            if dst.startswith("hand:"):
                seat = int(dst[5:])
                sizes[seat] += 1
                drew.pop(seat, None)  # a card it took since: unknown, constraints void
                seen = [c for c in seen if c[0].seat != seat]
            if src.startswith("hand:"):
                sizes[int(src[5:])] -= 1
        elif kind == "play":
            seat, card = event["seat"], event["card"]
            for table, played, _ in seen:
                if table.seat == seat:
                    played.append(card)
            if seat != me and not pending and after_draw != seat:
                seen.append((_table_before(seat, n, top, active, direction, sizes), [card], []))
            top, active, after_draw = card, card[-1], -1
        elif kind == "wish":
            active = event["suit"]
            if seen and seen[-1][0].seat == event["seat"] and len(seen[-1][1]) == 1:
                seen[-1][2].append(event["suit"])
        elif kind == "up_card":
            top, active = event["card"], event["suit"]
        elif kind == "pending_draw":
            pending = event["n"]
        elif kind == "reverse":
            direction = event["direction"]
        elif kind == "draw":
            pending = 0
            seat = event["seat"]
            after_draw = seat if event["reason"] == "voluntary" else -1
            if event["reason"] == "voluntary" and seat != me:  # its card came in just before
                drew[seat] = (top, active, sizes[seat] - 1 >= 3)
        elif kind in ("keep", "pass"):
            after_draw = -1
    return drew, seen


def _table_before(
    seat: int, n: int, top: str, active: str, direction: int, sizes: list[int]
) -> Table:
    """The public table as `seat` saw it before a play (its hand left empty)."""
    counts = list(sizes)
    counts[seat] += 1  # the move out of its hand came first
    return Table(
        seat=seat,
        n_seats=n,
        hand=[],
        top=top,
        active=active,
        pending=0,
        direction=direction,
        counts=counts,
        drawn=None,
        window=False,
        can_draw=len(SUITS) * 8 - sum(counts) > 1,
    )


def chose_so(t: Table, card: str, wish: list[str]) -> bool:
    """Could the normal rule have played `card` (and wished `wish`) from `t`'s hand? Ties
    the rule breaks by the hand's order (unknown in a sampled world) all count."""
    hand = t.hand
    if card not in hand:
        return False
    legal = [c for c in hand if c[0] == "J" or c[-1] == t.active or c[:-1] == t.top[:-1]]
    nxt = t.next_seat()
    if t.counts[nxt] <= 2 and len(hand) > 1:
        for rank in ("7", "8"):
            if any(c[0] == rank for c in legal):
                return card[0] == rank
        if t.n_seats > 2 and t.counts[t.next_seat(-1)] > 2 and any(c[0] == "9" for c in legal):
            return card[0] == "9"
    plain = [c for c in legal if c[0] != "J"]
    if plain:
        return card[0] != "J" and shed_value(hand, card) >= max(shed_value(hand, c) for c in plain)
    if len(hand) > 3 and t.can_draw:
        return False  # it would have drawn, keeping the jack
    return not wish or wish[0] == best_suit(hand, without=card)


def _may_hold(card: str, rule: DrawRule) -> bool:
    """May a seat that drew under `rule` (top, active suit, jacks allowed) hold `card`?"""
    top, active, jacks = rule
    if card[0] == "J":
        return jacks
    return card[-1] != active and card[:-1] != top[:-1]


def repair(world: MauMauMatch, drew: dict[int, DrawRule], me: int, rng: random.Random) -> None:
    """Swap each card a drawing seat could not hold for a hidden card of the same stock
    generation that it may hold (and whose place may take the card back): most sampled
    worlds then agree with the draws at once instead of being dealt again and again."""
    piles, where, generation = world.zones.piles, world.zones.where, world.card_generation
    rules = {HANDS[seat]: rule for seat, rule in drew.items()}
    places = [STOCK, *(HANDS[s] for s in range(world.n_seats) if s != me)]
    for seat, rule in drew.items():
        zone = HANDS[seat]
        hand = piles[zone]
        for i, card in enumerate(hand):
            if _may_hold(card, rule):
                continue
            gen = generation.get(card, 0)
            options = [
                (place, j)
                for place in places
                if place != zone and (place not in rules or _may_hold(card, rules[place]))
                for j, other in enumerate(piles[place])
                if generation.get(other, 0) == gen and _may_hold(other, rule)
            ]
            if options:
                place, j = options[rng.randrange(len(options))]
                other = piles[place][j]
                piles[place][j], hand[i] = card, other
                where[card], where[other] = place, zone


def consistent(world: MauMauMatch, drew: dict[int, DrawRule], seen: list[Seen] = ()) -> bool:
    """True when no seat in `drew` holds a card it would have played instead of drawing,
    and every seen play is one the normal rule could have made from the world's hands."""
    piles = world.zones.piles
    for seat, (top, active, jacks) in drew.items():
        rank = top[:-1]
        for card in piles[HANDS[seat]]:
            if card[0] == "J":
                if not jacks:
                    return False
            elif card[-1] == active or card[:-1] == rank:
                return False
    for table, played, wish in seen:
        table.hand = piles[HANDS[table.seat]] + played
        if not chose_so(table, played[0], wish):
            return False
    return True


class MauMauRollouts(Rollouts):
    """Hard's rollouts from one view: worlds sampled from the unseen cards that agree with
    what the others' draws and plays this round say (`round_constraints`), each move
    played out to the end of the round on plain lists (`Round`) and valued as the chance
    to win the match then. The samples stop before the budget ends once the verdict is
    settled (`SETTLE_Z`)."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.every, self.cap = YIELD_EVERY, ROLLOUT_CAP
        self.settle_after, self.settle_z, self.settle_every = SETTLE_AFTER, SETTLE_Z, SETTLE_EVERY
        self.bound, self.world_weight = DECISION_BOUND, WORLD_WEIGHT
        self.seat = view["seat"]
        self.worlds = Completion(MauMauMatch, view, story=False)
        self.drew, seen = round_constraints(view)
        self.seen = seen if INFER_CHOICES else []
        self.resamples_left = RESAMPLE_BUDGET

    def sample(self, rng: random.Random, work: Work) -> Generator[None, None, Round]:
        """A world, dealt again (at most RESAMPLES times, and RESAMPLE_BUDGET in the whole
        decision) while it contradicts the others' draws or plays; the samples' work is not
        budget: the search's results stay the
        same."""
        world = self.deal(rng)
        for _ in range(RESAMPLES if self.drew or self.seen else 0):
            if self.resamples_left <= 0 or consistent(world, self.drew, self.seen):
                break
            world = self.deal(rng)
            self.resamples_left -= 1
            work.add(SAMPLE_WORK, budgeted=False)
            if work.due():
                yield None
        return Round.of(world)

    def deal(self, rng: random.Random) -> MauMauMatch:
        world = self.worlds.sample(rng, deal_only=True, record=False)  # stops at round's end
        if REPAIR and self.drew:
            repair(world, self.drew, self.seat, rng)
        return world

    def trials(self, start: Round, move: Action) -> Iterator[Trial]:
        trial = start.copy()
        trial.apply(move)
        yield Trial(trial.advance, partial(trial.value, self.seat))


# --- the opponents ----------------------------------------------------------------------------
def easy(view: dict[str, Any], rng: random.Random) -> Choice:
    return easy_policy(table_from_view(view), rng)


def normal(view: dict[str, Any]) -> Choice:
    return normal_policy(table_from_view(view))


class HardOpponent(SearchOpponent):
    """Normal's move unless rollouts over determinized worlds find a clearly better one;
    a catch window is answered at once (catch)."""

    default_budget = HARD_BUDGET
    significance = SIGNIFICANCE
    rollouts = MauMauRollouts

    def budget_for(self, view: dict[str, Any]) -> int:
        """CLOSE_BUDGET when the round is near its end, else the budget. (A budget given to
        the constructor, as benches do, counts for every decision.)"""
        if self.budget != self.default_budget:
            return self.budget
        pub = view["public"]
        if pub["pending"] or min(pub["hand_counts"]) <= CLOSE_CARDS:
            return CLOSE_BUDGET
        return self.budget

    def default(self, view: dict[str, Any]) -> Decision:
        t = table_from_view(view)
        if t.window:
            return Decision(Action(t.seat, "catch"), "catch", {})
        return Decision(*normal_policy(t))

    def candidates(self, view: dict[str, Any], default: Decision) -> list[Action] | None:
        t = table_from_view(view)
        return None if t.window else candidates(t)


OPPONENTS = Levels(new_match, easy, normal, HardOpponent)
make_opponent = OPPONENTS.make_opponent
play_match = OPPONENTS.play_match
