"""Mau Mau's rollouts on plain lists, and what their ends are worth.

The hard level plays thousands of round endings per decision, every seat under the normal
rule (`normal_move`). The engine's apply also keeps zones, stock generations, seen memory and
legality caches that a rollout never reads; here a round is hands, stock, discard and a few
numbers, and a step costs a fraction. tests/test_maumau_rollout.py checks that every round
ends exactly as the engine ends it, card for card."""

from __future__ import annotations

import math
import random

from game.ai.base import plain_sum
from game.ai.maumau_policy import Table, normal_move
from game.engine.actions import Action
from game.engine.maumau import CARD_POINTS, TARGET, MauMauMatch
from game.engine.shedding import DISCARD, HANDS, STOCK

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
    return weights[seat] / plain_sum(weights)


def round_value(
    hands: list[list[str]], scores: list[int], target: int, winner: int | None, seat: int
) -> float:
    """Value for `seat` of a rollout that stopped at the round's end (or its cap): the chance
    to win the match from the totals then (`match_chance`); an unfinished round adds a tilt
    by the hands' points, too small to outweigh a round won."""
    chance = match_chance(scores, target, seat)
    if winner is not None:
        return chance
    points = [sum(CARD_POINTS[c] for c in hand) for hand in hands]
    mine = points.pop(seat)
    return chance + (sum(points) / len(points) - mine) / 20_000.0


class Round:
    """One round under way, as plain lists: what a rollout reads and changes, nothing else.
    Only the normal rule plays here (it always calls, and always catches a missed call)."""

    __slots__ = (
        "hands",
        "stock",
        "discard",
        "active",
        "pending",
        "direction",
        "turn",
        "drawn",
        "scores",
        "target",
        "n",
        "winner",
        "_world",
        "_rng",
        "_table",
    )

    @classmethod
    def of(cls, world: MauMauMatch) -> Round:
        """The round of a (sampled) match, in the same order of cards: the match's lists are
        read, never changed (`copy` before playing)."""
        new = cls.__new__(cls)
        piles, n = world.zones.piles, world.n_seats
        new.hands = [piles[zone] for zone in HANDS[:n]]
        new.stock, new.discard = piles[STOCK], piles[DISCARD]
        new.active, new.pending, new.direction = world.active_suit, world.pending, world.direction
        new.turn, new.drawn, new.scores, new.target = (
            world.turn,
            world.drawn,
            world.scores,
            world.target,
        )
        new.n, new.winner = n, None
        new._world, new._rng = world, None
        new._table = Table(0, n, [], "", "", 0, 1, [], None, False, True)  # `advance` fills it
        return new

    def copy(self) -> Round:
        new = Round.__new__(Round)
        new.hands = [list(hand) for hand in self.hands]
        new.stock, new.discard = list(self.stock), list(self.discard)
        new.active, new.pending, new.direction = self.active, self.pending, self.direction
        new.turn, new.drawn, new.scores, new.target = (
            self.turn,
            self.drawn,
            self.scores,
            self.target,
        )
        new.n, new.winner = self.n, self.winner
        new._world, new._rng = self._world, None
        new._table = self._table
        return new

    def value(self, seat: int) -> float:
        return round_value(self.hands, self.scores, self.target, self.winner, seat)

    # --- the moves ------------------------------------------------------------------------
    def apply(self, action: Action) -> None:
        """A searched move (the search's candidates: play, draw, keep or pass)."""
        verb, seat = action.verb, action.seat
        if verb == "play":
            wish = action.param("wish")
            self.play(seat, action.args[0], wish, "mau" in action.args)
        elif verb == "draw":
            self.draw(seat)
        else:  # keep, pass
            self.drawn = None
            self.turn = (seat + self.direction) % self.n

    def play(self, seat: int, card: str, wish: str | None, call: bool) -> None:
        hand = self.hands[seat]
        hand.remove(card)
        self.discard.append(card)
        self.drawn = None
        left = len(hand)
        rank = card[0]
        if left == 0 and (call or rank != "J"):
            self._end(seat)
            return
        step = self.direction
        if rank == "J":
            self.active = wish
        else:
            self.active = card[-1]
            if rank == "7":
                self.pending += 2
            elif rank == "8":
                step *= 2
            elif rank == "9":
                self.direction = step = -step
        if not call and left <= 1:  # a missed call: the next seat catches it
            self._take(seat, 2)
        self.turn = (seat + step) % self.n

    def draw(self, seat: int) -> None:
        if self.pending:
            self._take(seat, self.pending)
            self.pending = 0
            self.turn = (seat + self.direction) % self.n
            return
        self._take(seat, 1)
        card = self.hands[seat][-1]
        if card[0] == "J" or card[-1] == self.active or card[:-1] == self.discard[-1][:-1]:
            self.drawn = card
        else:
            self.turn = (seat + self.direction) % self.n

    def _take(self, seat: int, count: int) -> None:
        """Up to `count` cards from the stock, reshuffling the discards under the top card
        (with the match's own generator, as the engine does) when it runs out."""
        hand = self.hands[seat]
        for _ in range(count):
            if not self.stock:
                if len(self.discard) <= 1:
                    return
                self._reshuffle()
            hand.append(self.stock.pop())

    def _reshuffle(self) -> None:
        if self._rng is None:
            self._rng = random.Random.__new__(random.Random)
            self._rng.setstate(self._world.rng.getstate())
        under = self.discard[:-1]
        self.discard = [self.discard[-1]]
        self._rng.shuffle(under)
        self.stock = under

    def _end(self, winner: int) -> None:
        gain = sum(CARD_POINTS[c] for s, hand in enumerate(self.hands) if s != winner for c in hand)
        scores = list(self.scores)
        scores[winner] += gain
        self.scores, self.winner = scores, winner

    # --- the rollout ----------------------------------------------------------------------
    def advance(self, limit: int) -> int:
        """Play up to `limit` steps under the normal rule for every seat (fewer if the round
        ends); returns the steps played. A rollout goes on in such pieces, so that thinking
        can yield inside it."""
        t, hands = self._table, self.hands
        steps = 0
        while self.winner is None and steps < limit:
            seat = self.turn
            t.seat, t.hand, t.top = seat, hands[seat], self.discard[-1]
            t.active, t.pending, t.direction, t.drawn = (
                self.active,
                self.pending,
                self.direction,
                self.drawn,
            )
            t.counts = [len(hand) for hand in hands]
            t.can_draw = len(self.stock) + len(self.discard) > 1
            verb, card, wish, _ = normal_move(t)
            if verb == "play":
                self.play(seat, card, wish, True)
            elif verb == "draw":
                self.draw(seat)
            else:  # keep, pass (no window opens: the normal rule always calls)
                self.drawn = None
                self.turn = (seat + self.direction) % self.n
            steps += 1
        return steps
