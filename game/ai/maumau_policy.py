"""Mau Mau's rule-based play: the facts one decision needs (`Table`, from a seat's view or
straight from a match), easy's and normal's policies, and `normal_move`, the normal rule's
bare choice that the hard level's rollouts call for every seat thousands of times per
decision (no Action, no reason's parameters).

Easy plays the first card that fits, sometimes forgets to call and rarely catches. Normal
keeps jacks for late, attacks a player about to go out with 7s, 8s and 9s, follows and
wishes the suit it holds most of, calls and catches always.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.ai.base import Choice
from game.engine.actions import Action
from game.engine.maumau import CARD_POINTS, SUITS, MauMauMatch, matches
from game.engine.shedding import DISCARD, HANDS, STOCK, hand_zone

#: Easy's chances to forget a required call and to catch a missed one.
EASY_FORGET = 0.3
EASY_CATCH = 0.15


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
#: The normal rule's bare choice: verb, card (a play's, or the drawn one kept), the jack's
#: wish, and the reason code.
Move = tuple[str, str | None, str | None, str]


def normal_move(t: Table) -> Move:
    """The normal level's choice: deterministic and cheap, since hard's rollouts call it
    for every seat at every step."""
    if t.window:
        return "catch", None, None, "catch"
    hand = t.hand
    drawn = t.drawn
    if drawn is not None:
        if t.fits(drawn) and (drawn[0] != "J" or len(hand) <= 3):
            wish = best_suit(hand, without=drawn) if drawn[0] == "J" else None
            return "play", drawn, wish, "play_drawn"
        return "keep", drawn, None, "keep_drawn"
    if t.pending:
        for card in hand:
            if card[0] == "7":
                return "play", card, None, "stack_seven"
        return "draw", None, None, "take_penalty"
    active, rank = t.active, t.top[:-1]
    legal = [c for c in hand if c[0] == "J" or c[-1] == active or c[:-1] == rank]
    if not legal:
        return (
            ("draw", None, None, "no_card") if t.can_draw else ("pass", None, None, "no_card_pass")
        )
    if len(hand) > 1 and t.counts[(t.seat + t.direction) % t.n_seats] <= 2:
        attack = _attack(t, legal)
        if attack is not None:
            return attack
    plain = [card for card in legal if card[0] != "J"]
    if plain:
        card = plain[0] if len(plain) == 1 else max(plain, key=lambda c: shed_value(hand, c))
        return "play", card, None, "shed"
    if len(hand) > 3 and t.can_draw:
        return "draw", None, None, "keep_jack"
    card = legal[0]
    return "play", card, best_suit(hand, without=card), "jack_wish"


def _attack(t: Table, legal: list[str]) -> Move | None:
    """7s, 8s and 9s against the next player when they hold one or two cards (and we hold
    more than one)."""
    for rank, reason in (("7", "attack_seven"), ("8", "skip_threat")):
        for card in legal:
            if card[0] == rank:
                return "play", card, None, reason
    if t.n_seats > 2 and t.counts[t.next_seat(-1)] > 2:
        for card in legal:
            if card[0] == "9":
                return "play", card, None, "reverse_threat"
    return None


def normal_policy(t: Table) -> Choice:
    """The normal level as an action with its reason and the reason's parameters."""
    verb, card, wish, reason = normal_move(t)
    action = play(t, card, wish) if verb == "play" else Action(t.seat, verb)
    params: dict[str, Any] = {} if card is None else {"card": card}
    if reason == "stack_seven":
        params["n"] = t.pending + 2
    elif reason == "take_penalty":
        params["n"] = t.pending
    elif reason in ("shed", "jack_wish"):
        params["suit"] = wish or card[-1]
    elif reason in ("attack_seven", "skip_threat", "reverse_threat"):
        params["count"] = t.counts[t.next_seat()]
    return action, reason, params


def shed_value(hand: list[str], card: str) -> float:
    """Prefer cards that leave us able to follow (suit held most) and high points; keep 7s."""
    suit = card[-1]
    follow = sum(1 for c in hand if c != card and c[-1] == suit and c[0] != "J")
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
