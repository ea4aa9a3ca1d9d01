"""Mau Mau opponents: easy, normal and hard (see ../shared/rules/maumau.md §9).

The policies read a `Table`: the few facts a decision needs, taken either from a seat's view
(a real decision) or straight from a full match (the hard level's rollouts, where speed
matters). Easy plays the first card that fits, sometimes forgets to call and rarely
catches. Normal keeps jacks for late, attacks a player about to go out with 7s, 8s and 9s,
follows and wishes the suit it holds most of, calls and catches always. Hard samples the
unseen cards (determinization), mended by swaps to agree with the other seats' voluntary
draws (under the normal rule a seat that drew held nothing it could play) and dealt again
when another seat's play since it last took a card is not the one the normal rule would
have made from the sampled hand; it plays each candidate out to the end of the round with
the normal policy for every seat, values the result as the chance to win the match from
the totals then (a race model fitted by tools/maumau_match_value.py), and leaves the normal
move for one whose paired average is better by half a standard error.
"""

from __future__ import annotations

import math
import random
from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from game.ai import base
from game.ai.base import (
    Decision,
    Opponent,
    PolicyOpponent,
    RandomOpponent,
    SearchOpponent,
)
from game.engine.actions import Action
from game.engine.completion import Completion
from game.engine.maumau import CARD_POINTS, SUITS, TARGET, MauMauMatch, matches
from game.engine.shedding import DISCARD, HANDS, STOCK, hand_zone

#: Easy's chances to forget a required call and to catch a missed one.
EASY_FORGET = 0.3
EASY_CATCH = 0.15
#: Hard's budget in rollout steps per decision (median about 18 ms here; twice the old
#: budget with half the old margin doubled hard's measured gain per decision).
HARD_BUDGET = 1800
#: A rollout that has not finished its round after this many steps is scored as it stands.
ROLLOUT_CAP = 300
#: Work units (rollout steps, a move, a copy) between yields: one slice stays near 1 ms.
YIELD_EVERY = 40
#: Hard leaves the normal move only for one better by this many standard errors (paired).
SIGNIFICANCE = 0.5


@dataclass(slots=True)
class Table:
    """What one seat's decision needs (all of it visible to that seat)."""

    seat: int
    n_seats: int
    hand: list[str]
    top: str
    active: str
    pending: int
    direction: int
    counts: list[int]
    drawn: str | None
    window: bool
    can_draw: bool

    def next_seat(self, steps: int = 1) -> int:
        return (self.seat + steps * self.direction) % self.n_seats

    def fits(self, card: str) -> bool:
        return matches(card, self.top, self.active)


def table_from_view(view: dict[str, Any]) -> Table:
    seat, pub, zones = view["seat"], view["public"], view["zones"]
    window = pub["window"]
    return Table(
        seat=seat,
        n_seats=view["n_seats"],
        hand=list(zones[hand_zone(seat)]),
        top=pub["top"],
        active=pub["active_suit"],
        pending=pub["pending"],
        direction=pub["direction"],
        counts=list(pub["hand_counts"]),
        drawn=view.get("drawn"),
        window=bool(window) and seat in window["waiting"],
        can_draw=pub["stock"] + len(zones[DISCARD]) > 1,
    )


def table_from_match(match: MauMauMatch, seat: int) -> Table:
    piles = match.zones.piles
    n = match.n_seats
    return Table(
        seat=seat,
        n_seats=n,
        hand=piles[HANDS[seat]],
        top=piles[DISCARD][-1],
        active=match.active_suit,
        pending=match.pending,
        direction=match.direction,
        counts=[len(piles[zone]) for zone in HANDS[:n]],
        drawn=match.drawn,
        window=match.choice is not None,
        can_draw=len(piles[STOCK]) + len(piles[DISCARD]) > 1,
    )


# --- building actions ------------------------------------------------------------------------
def play(t: Table, card: str, wish: str | None = None, call: bool = True) -> Action:
    """Play `card`, with the call whenever the rules need one (if `call`)."""
    args: list[str] = [card]
    if card[0] == "J":
        args.append(f"wish={wish or best_suit(t.hand, without=card)}")
    left = len(t.hand) - 1
    if call and (left == 1 or (left == 0 and card[0] == "J")):
        args.append("mau")
    return Action(t.seat, "play", tuple(args))


def needs_call(t: Table, card: str) -> bool:
    left = len(t.hand) - 1
    return left == 1 or (left == 0 and card[0] == "J")


def suit_counts(hand: list[str], without: str | None = None) -> dict[str, int]:
    counts = dict.fromkeys(SUITS, 0)
    for card in hand:
        if card != without and card[0] != "J":
            counts[card[-1]] += 1
    return counts


def best_suit(hand: list[str], without: str | None = None) -> str:
    """The suit held most (jacks aside), ties to the one with more points in hand."""
    counts = suit_counts(hand, without)
    points = dict.fromkeys(SUITS, 0)
    for card in hand:
        if card != without and card[0] != "J":
            points[card[-1]] += CARD_POINTS[card]
    return max(SUITS, key=lambda s: (counts[s], points[s]))


# --- the policies ---------------------------------------------------------------------------
Choice = tuple[Action, str, dict[str, Any]]


def normal_policy(t: Table) -> Choice:
    """The normal level: deterministic, cheap, used by hard's rollouts for every seat."""
    seat = t.seat
    if t.window:
        return Action(seat, "catch"), "catch", {}
    if t.drawn is not None:
        card = t.drawn
        if t.fits(card) and (card[0] != "J" or len(t.hand) <= 3):
            return play(t, card), "play_drawn", {"card": card}
        return Action(seat, "keep"), "keep_drawn", {"card": card}
    if t.pending:
        for card in t.hand:
            if card[0] == "7":
                return play(t, card), "stack_seven", {"card": card, "n": t.pending + 2}
        return Action(seat, "draw"), "take_penalty", {"n": t.pending}
    top, active = t.top, t.active
    legal = [c for c in t.hand if c[0] == "J" or c[-1] == active or c[:-1] == top[:-1]]
    if not legal:
        if t.can_draw:
            return Action(seat, "draw"), "no_card", {}
        return Action(seat, "pass"), "no_card_pass", {}
    attack = _attack(t, legal)
    if attack is not None:
        return attack
    plain = [card for card in legal if card[0] != "J"]
    if plain:
        card = max(plain, key=lambda c: _shed_value(t, c))
        return play(t, card), "shed", {"card": card, "suit": card[-1]}
    if len(t.hand) > 3 and t.can_draw:
        return Action(seat, "draw"), "keep_jack", {}
    card = legal[0]
    wish = best_suit(t.hand, without=card)
    return play(t, card, wish), "jack_wish", {"card": card, "suit": wish}


def _attack(t: Table, legal: list[str]) -> Choice | None:
    """7s, 8s and 9s against the next player when they hold one or two cards."""
    nxt = t.next_seat()
    count = t.counts[nxt]
    if count > 2 or len(t.hand) == 1:
        return None
    for rank, reason in (("7", "attack_seven"), ("8", "skip_threat")):
        for card in legal:
            if card[0] == rank:
                return play(t, card), reason, {"card": card, "count": count}
    if t.n_seats > 2 and t.counts[t.next_seat(-1)] > 2:
        for card in legal:
            if card[0] == "9":
                return play(t, card), "reverse_threat", {"card": card, "count": count}
    return None


def _shed_value(t: Table, card: str) -> float:
    """Prefer cards that leave us able to follow (suit held most) and high points; keep 7s."""
    follow = sum(1 for c in t.hand if c != card and c[-1] == card[-1] and c[0] != "J")
    value = 4.0 * follow + CARD_POINTS[card] * 0.5
    if card[0] == "7":
        value -= 6.0
    return value


def easy_policy(t: Table, rng: random.Random) -> Choice:
    """First card that fits; forgets calls now and then; rarely catches."""
    seat = t.seat
    if t.window:
        if rng.random() < EASY_CATCH:
            return Action(seat, "catch"), "catch", {}
        return Action(seat, "let_go"), "let_go", {}
    call = rng.random() >= EASY_FORGET
    if t.drawn is not None:
        if t.fits(t.drawn):
            return play(t, t.drawn, call=call), "play_drawn", {"card": t.drawn}
        return Action(seat, "keep"), "keep_drawn", {"card": t.drawn}
    if t.pending:
        sevens = [card for card in t.hand if card[0] == "7"]
        if sevens:
            return (
                play(t, sevens[0], call=call),
                "stack_seven",
                {"card": sevens[0], "n": t.pending + 2},
            )
        return Action(seat, "draw"), "take_penalty", {"n": t.pending}
    for card in t.hand:
        if t.fits(card):
            return play(t, card, call=call), "first_card", {"card": card}
    if t.can_draw:
        return Action(seat, "draw"), "no_card", {}
    return Action(seat, "pass"), "no_card_pass", {}


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


def rollout(match: MauMauMatch, seat: int, cap: int = ROLLOUT_CAP) -> tuple[float, int]:
    """Play the round out with the normal policy for every seat; value for `seat` and steps."""
    steps = advance(match, cap)
    return outcome(match, seat), steps


def advance(match: MauMauMatch, limit: int) -> int:
    """Play up to `limit` steps of the round with the normal policy for every seat (fewer
    if the round ends); returns the steps played. Rollouts go on in such pieces, so that
    thinking can yield inside a rollout."""
    steps = 0
    while match.round_winner is None and steps < limit:
        choice = match.choice  # the catch window: its first waiting seat answers
        actor = choice.seats[0] if choice is not None else match.turn
        action, _, _ = normal_policy(table_from_match(match, actor))
        match.apply_unchecked(action)
        steps += 1
    return steps


def outcome(match: MauMauMatch, seat: int) -> float:
    """Value for `seat` of a rollout that stopped at the round's end (or its cap): with
    MATCH_VALUE the chance to win the match from the totals after the round (`match_chance`;
    an unfinished round adds a hand-points tilt too small to outweigh a round won), else
    the round's points, zero-sum: the winner's gain G counts +G for the winner and -G/(n-1)
    for each other seat; an unfinished round is valued by the hands' points."""
    piles = match.zones.piles
    points = [sum(CARD_POINTS[c] for c in piles[hand_zone(s)]) for s in range(match.n_seats)]
    winner = match.round_winner
    if winner is None:
        others = [p for s, p in enumerate(points) if s != seat]
        tilt = (sum(others) / len(others) - points[seat]) / 2.0
        if MATCH_VALUE:
            return match_chance(match.scores, match.target, seat) + tilt / 10_000.0
        return tilt
    if MATCH_VALUE:
        return match_chance(match.scores, match.target, seat)
    gain = sum(p for s, p in enumerate(points) if s != winner)
    return float(gain) if winner == seat else -gain / (match.n_seats - 1)


#: Hard values a rollout by the chance to win the match (True) or by the round's points.
MATCH_VALUE = True
#: The match model, fitted by tools/maumau_match_value.py (normal-vs-normal rounds, then
#: races from many totals): seat i wins with weight w(need_i), need = target - total, where
#: log w is linear between these knots of need (non-increasing; 0 at the last knot).
MATCH_NEEDS = (0, 10, 20, 30, 45, 60, 80, 100, 125, 150)
MATCH_LOG_WEIGHTS = {
    2: (2.322, 2.084, 1.977, 1.783, 1.499, 1.245, 0.874, 0.642, 0.282, 0.000),
    3: (1.542, 1.542, 1.530, 1.530, 1.414, 1.233, 0.933, 0.687, 0.321, 0.000),
    4: (1.099, 1.099, 1.090, 1.090, 1.090, 0.997, 0.937, 0.692, 0.426, 0.000),
}


def _weight_table(log_weights: tuple[float, ...]) -> list[float]:
    """w(need) for every whole need 0..MATCH_NEEDS[-1] (interpolated, then exponentiated)."""
    out = []
    for need in range(MATCH_NEEDS[-1] + 1):
        k = next(i for i in range(1, len(MATCH_NEEDS)) if need <= MATCH_NEEDS[i])
        lo, hi = MATCH_NEEDS[k - 1], MATCH_NEEDS[k]
        t = (need - lo) / (hi - lo)
        out.append(math.exp(log_weights[k - 1] * (1 - t) + log_weights[k] * t))
    return out


MATCH_WEIGHTS = {n: _weight_table(w) for n, w in MATCH_LOG_WEIGHTS.items()}


def match_chance(scores: list[int], target: int, seat: int) -> float:
    """`seat`'s chance to win the match from these totals: 1 (or its share of a tie) once
    a total reaches the target, else its weight's share under the fitted race model."""
    best = max(scores)
    if best >= target:
        return 1.0 / scores.count(best) if scores[seat] == best else 0.0
    table = MATCH_WEIGHTS[min(max(len(scores), 2), 4)]
    last = len(table) - 1
    scale = TARGET / target
    weights = [table[min(last, round((target - s) * scale))] for s in scores]
    return weights[seat] / sum(weights)


#: Sampled worlds that contradict a seat's draw are dealt again, at most this many times;
#: a sample costs about as much as this many rollout steps (for the slices, not the budget).
RESAMPLES = 12
SAMPLE_WORK = 4
#: Hard also rejects worlds where another seat's play is not the normal rule's choice.
INFER_CHOICES = True
#: Sampled worlds are mended by swaps to agree with the other seats' draws (`repair`).
REPAIR = True


def draw_constraints(view: dict[str, Any]) -> dict[int, tuple[str, str, bool]]:
    """What the other seats' voluntary draws this round say about the cards they still
    hold, under the normal opponent's rule (it draws only with no card that fits, keeping
    a jack back only with more than three cards): seat -> (top card, active suit, jacks
    allowed) for every seat that has taken no card since its last voluntary draw. (A jack
    comes back with three cards or more before the draw: a drawn jack is kept at four.)"""
    log, me = view["log"], view["seat"]
    start = max((i for i, e in enumerate(log) if e["kind"] in ("deal", "start")), default=0)
    top = active = ""
    sizes: dict[int, int] = {}
    drew: dict[int, tuple[str, str, bool]] = {}
    for event in log[start:]:
        kind = event["kind"]
        if kind == "move":
            dst, src = event["to"], event["from"]
            if dst.startswith("hand:"):
                seat = int(dst[5:])
                sizes[seat] = sizes.get(seat, 0) + 1
                drew.pop(seat, None)  # a card it took since: unknown, constraint void
            if src.startswith("hand:"):
                seat = int(src[5:])
                sizes[seat] = sizes.get(seat, 0) - 1
            if dst == DISCARD and event["card"]:
                top = event["card"]
                active = top[-1]
        elif kind == "up_card":
            top, active = event["card"], event["suit"]
        elif kind == "wish":
            active = event["suit"]
        elif kind == "draw" and event["reason"] == "voluntary" and event["seat"] != me:
            seat = event["seat"]
            drew[seat] = (top, active, sizes.get(seat, 0) - 1 >= 3)
    return drew


#: A seat's play under the normal rule that the hard level checks sampled worlds against:
#: the public table then (its hand left empty), the cards the seat has played since, this
#: one first, and the jack's wish (if it was a jack).
Seen = tuple[Table, list[str], list[str]]


def choice_constraints(view: dict[str, Any]) -> list[Seen]:
    """The other seats' plays this round from a normal turn (no draw pending, no drawn
    card to play) made since the seat last took a card: the normal rule picked each from
    the hand it had then, which is its hand now plus the cards it has played since."""
    log, me, n = view["log"], view["seat"], view["n_seats"]
    start = max((i for i, e in enumerate(log) if e["kind"] in ("deal", "start")), default=0)
    top = active = ""
    pending, direction, after_draw = 0, 1, -1
    sizes = list(view["public"]["hand_counts"])  # counted back to the round's start
    for event in log[start:]:
        if event["kind"] == "move":
            for end, sign in (("to", -1), ("from", 1)):
                if event[end].startswith("hand:"):
                    sizes[int(event[end][5:])] += sign
    seen: list[Seen] = []
    for event in log[start:]:
        kind = event["kind"]
        if kind == "move":
            dst, src = event["to"], event["from"]
            if dst.startswith("hand:"):
                seat = int(dst[5:])
                sizes[seat] += 1
                seen = [c for c in seen if c[0].seat != seat]  # its hand changed unseen
            if src.startswith("hand:"):
                sizes[int(src[5:])] -= 1
        elif kind == "play":
            seat, card = event["seat"], event["card"]
            for table, played, _ in seen:
                if table.seat == seat:
                    played.append(card)
            if seat != me and not pending and after_draw != seat:
                counts = list(sizes)
                counts[seat] += 1  # the move out of its hand came first
                table = Table(
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
                seen.append((table, [card], []))
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
            after_draw = event["seat"] if event["reason"] == "voluntary" else -1
        elif kind in ("keep", "pass"):
            after_draw = -1
    return seen


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
        return card[0] != "J" and _shed_value(t, card) >= max(_shed_value(t, c) for c in plain)
    if len(hand) > 3 and t.can_draw:
        return False  # it would have drawn, keeping the jack
    return not wish or wish[0] == best_suit(hand, without=card)


def _may_hold(card: str, rule: tuple[str, str, bool]) -> bool:
    """May a seat that drew under `rule` (top, active suit, jacks allowed) hold `card`?"""
    top, active, jacks = rule
    if card[0] == "J":
        return jacks
    return card[-1] != active and card[:-1] != top[:-1]


def repair(
    world: MauMauMatch, drew: dict[int, tuple[str, str, bool]], me: int, rng: random.Random
) -> None:
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


def consistent(
    world: MauMauMatch, drew: dict[int, tuple[str, str, bool]], seen: list[Seen] = ()
) -> bool:
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


def search(
    view: dict[str, Any], moves: list[Action], rng: random.Random, budget: int
) -> Generator[None, None, list[list[float]]]:
    """Rollout values per move and sample. Every move is tried on the same determinization
    with the same RNG state (common random numbers), so values can be compared pairwise."""
    seat = view["seat"]
    values: list[list[float]] = [[] for _ in moves]
    spent = since_yield = 0
    worlds = Completion(MauMauMatch, view, story=False)
    drew = draw_constraints(view)
    seen = choice_constraints(view) if INFER_CHOICES else []
    yield None
    while spent < budget:
        world = worlds.sample(rng, deal_only=True, record=False)  # stops at the round's end
        if REPAIR and drew:
            repair(world, drew, seat, rng)
        for _ in range(RESAMPLES if drew or seen else 0):
            if consistent(world, drew, seen):
                break
            world = worlds.sample(rng, deal_only=True, record=False)
            if REPAIR and drew:
                repair(world, drew, seat, rng)
            since_yield += SAMPLE_WORK  # not budget: the search's results stay the same
            if since_yield >= YIELD_EVERY:
                since_yield = 0
                yield None
        for i, move in enumerate(moves):
            trial = world if i == len(moves) - 1 else world.search_copy(deal_only=True)
            trial.apply_unchecked(move)
            spent += 1
            since_yield += 1
            left = ROLLOUT_CAP
            while True:  # the rollout, in pieces that end at a yield
                steps = advance(trial, min(left, YIELD_EVERY - since_yield))
                left -= steps
                spent += steps
                since_yield += steps
                if since_yield >= YIELD_EVERY:
                    since_yield = 0
                    yield None
                if trial.round_winner is not None or left <= 0:
                    break
            values[i].append(outcome(trial, seat))
    return values


# --- the opponents ----------------------------------------------------------------------------
class EasyOpponent(PolicyOpponent):
    level = "easy"

    def choose(self, view: dict[str, Any]) -> Choice:
        return easy_policy(table_from_view(view), self.rng_for(view))


class NormalOpponent(PolicyOpponent):
    level = "normal"

    def choose(self, view: dict[str, Any]) -> Choice:
        return normal_policy(table_from_view(view))


class HardOpponent(SearchOpponent):
    """Normal's move unless rollouts over determinized worlds find a clearly better one;
    a catch window is answered at once (catch)."""

    default_budget = HARD_BUDGET
    significance = SIGNIFICANCE
    search = staticmethod(search)

    def default(self, view: dict[str, Any]) -> Decision:
        t = table_from_view(view)
        if t.window:
            return Decision(Action(t.seat, "catch"), "catch", {})
        return Decision(*normal_policy(t))

    def candidates(self, view: dict[str, Any], default: Decision) -> list[Action] | None:
        t = table_from_view(view)
        return None if t.window else candidates(t)


LEVEL_CLASSES: dict[str, type[Opponent]] = {
    "easy": EasyOpponent,
    "normal": NormalOpponent,
    "hard": HardOpponent,
    "random": RandomOpponent,
}


def make_opponent(level: str, seat: int, match_seed: int) -> Opponent:
    """An opponent of `level` (easy, normal, hard; random for benches) for `seat`."""
    return LEVEL_CLASSES[level](seat, match_seed)


def play_match(levels: list[str], seed: int, max_actions: int = 20_000) -> MauMauMatch:
    """A whole match between opponents of `levels` (one per seat): tests and tournaments."""
    from game.engine.maumau import new_match

    return base.play_match(new_match, make_opponent, levels, seed, max_actions)
