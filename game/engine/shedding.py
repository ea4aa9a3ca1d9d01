"""What every hand-shedding game shares: hands, a face-down stock and a public discard pile,
drawing with (if the game's `RESHUFFLE` says so) a reshuffle of the discards under the top
card, draw obligations cut to what exists, seat stepping with a direction and round scores.
(Reactions such as Mau Mau's catch window are the core's pending choices.)

Stock generations. Each reshuffle starts a new *generation* of the stock; every seat can
follow publicly which generation each card last entered the stock in and how many cards of
each generation each hand drew (and still holds). That is exactly what a seat needs to
complete its view into a consistent full state (`sample_hidden`): after a reshuffle the
stock can only hold cards of the newest generation, and a hand that drew three of them
holds three of them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from game.engine import events
from game.engine.events import SEAT_AUDIENCES
from game.engine.match import Match

STOCK = "stock"
DISCARD = "discard"


#: Hand zone names by seat, precomputed: hot paths of the AI's rollouts look them up a lot.
HANDS = tuple(f"hand:{seat}" for seat in range(16))


def hand_zone(seat: int) -> str:
    return HANDS[seat]


def clockwise_from_left(n_seats: int, dealer: int) -> list[int]:
    """Seats clockwise from the dealer's left, dealer last (clockwise = increasing numbers)."""
    return [(dealer + 1 + i) % n_seats for i in range(n_seats)]


def stacked_deck(prefix: list[str] | None, canonical: list[str]) -> list[str] | None:
    """A partial stacked deck completed by the remaining cards in canonical order."""
    if prefix is None:
        return None
    rest = [card for card in canonical if card not in set(prefix)]
    return list(prefix) + rest


@dataclass(frozen=True, slots=True)
class ReactionWindow:
    """The public form of a reaction phase after `offender`'s action (read from the open
    pending choice): `waiting` seats (in turn order) may each react once; `resume` is the
    seat whose turn follows when the window closes."""

    kind: str
    offender: int
    waiting: tuple[int, ...]
    resume: int

    def without(self, seat: int) -> ReactionWindow:
        return ReactionWindow(
            self.kind, self.offender, tuple(s for s in self.waiting if s != seat), self.resume
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "offender": self.offender,
            "waiting": list(self.waiting),
            "resume": self.resume,
        }


class SheddingMatch(Match):
    """Base class for shedding games. Subclasses keep their own turn logic and call the
    helpers here for the card mechanics they share."""

    public_zones = frozenset({DISCARD})
    #: True: an empty stock is refilled from the discards under the top card (Mau Mau).
    #: False: the stock simply runs out (Kadabra never reshuffles).
    RESHUFFLE: ClassVar[bool] = True
    #: A generation's card list never changes once made (a tuple), so a copy shares them.
    COPY_AS: ClassVar[dict[str, str]] = {
        "generations": "flat",
        "card_generation": "flat",
        "sources": "rows",
    }

    # --- seats ------------------------------------------------------------------------------
    def step_seat(self, seat: int, steps: int = 1, direction: int = 1) -> int:
        return (seat + steps * direction) % self.n_seats

    # --- zones and deals -----------------------------------------------------------------
    def reset_zones(self, deck: list[str], n_seats: int) -> None:
        """All cards into the stock in `deck` order (deck[0] on top); empty hands and discard."""
        zones = self.zones
        zones.piles = {STOCK: list(reversed(deck)), DISCARD: []}
        for seat in range(n_seats):
            zones.piles[hand_zone(seat)] = []
        zones.where = dict.fromkeys(deck, STOCK)
        self.generation = 0
        self.generations: list[tuple[str, ...]] = [()]
        self.sources: list[list[int]] = [[0] for _ in range(n_seats)]
        self.card_generation: dict[str, int] = dict.fromkeys(deck, 0)

    def deal(self, order: list[int], hand_size: int) -> None:
        """Deal `hand_size` cards one at a time to `order`, from the top of the stock."""
        take = self._take_from_stock
        for _ in range(hand_size):
            for seat in order:
                take(seat)

    def turn_up(self) -> str:
        """The stock's top card starts the discard pile, face up."""
        card = self.zones.top(STOCK)
        self.zones.move(card, DISCARD)
        self.emit_move(card, STOCK, DISCARD)
        return card

    def top_card(self) -> str:
        return self.zones.piles[DISCARD][-1]

    def drawable(self) -> int:
        """Cards a draw can reach: the stock, plus the discards under the top card when
        the game reshuffles."""
        stock = len(self.zones.piles[STOCK])
        if not self.RESHUFFLE:
            return stock
        return stock + max(0, len(self.zones.piles[DISCARD]) - 1)

    def draw(self, seat: int, n: int) -> list[str]:
        """Draw up to `n` cards, reshuffling under the top card as needed (if the game
        reshuffles); an obligation larger than the cards that exist is cut to what exists."""
        drawn = []
        for _ in range(n):
            if not self.zones.piles[STOCK]:
                if not self.RESHUFFLE or len(self.zones.piles[DISCARD]) <= 1:
                    break
                self.reshuffle()
            drawn.append(self._take_from_stock(seat))
        return drawn

    def _take_from_stock(self, seat: int) -> str:
        zones = self.zones
        piles = zones.piles
        card = piles[STOCK].pop()
        hand = HANDS[seat]
        piles[hand].append(card)
        zones.where[card] = hand
        self.sources[seat][self.generation] += 1
        if self.recording:  # a search copy skips building events
            self.emit_move(card, STOCK, hand, SEAT_AUDIENCES[seat])
        return card

    def discard_from_hand(self, seat: int, card: str) -> None:
        """A card leaves a hand face up onto the discard pile."""
        hand = HANDS[seat]
        zones = self.zones
        zones.piles[hand].remove(card)
        zones.piles[DISCARD].append(card)
        zones.where[card] = DISCARD
        self.sources[seat][self.card_generation[card]] -= 1
        self.emit_move(card, hand, DISCARD)

    def reshuffle(self) -> None:
        """The discards under the top card, shuffled, become the stock of a new generation."""
        zones = self.zones
        pile = zones.piles[DISCARD]
        under, top = pile[:-1], pile[-1]
        zones.piles[DISCARD] = [top]
        self.rng.shuffle(under)
        zones.piles[STOCK] = under
        stocked = dict.fromkeys(under, STOCK)
        zones.where.update(stocked)
        self.generation += 1
        cards = sorted(under)
        self.generations.append(tuple(cards))
        self.card_generation.update(dict.fromkeys(under, self.generation))
        for counts in self.sources:
            counts.append(0)
        if self.recording:  # a search copy skips building events
            self.emit(events.custom("reshuffle", cards=cards, generation=self.generation))
            for memory in self.seen:
                memory.update(stocked)

    def hand_points(self, seat: int, points: dict[str, int], face=lambda c: c) -> int:
        return sum(points[face(card)] for card in self.zones.piles[hand_zone(seat)])

    def reveal_hands(self, seats: list[int]) -> None:
        """Show every card still in these hands (end of round)."""
        if not self.recording:
            return
        for seat in seats:
            for card in self.zones.piles[hand_zone(seat)]:
                self.emit(events.reveal(card, seat))

    def add_score(self, seat: int, delta: int) -> None:
        self.scores[seat] += delta
        if self.recording:  # a search copy skips building events
            self.emit(events.counter(seat, "score", delta, self.scores[seat]))

    def stock_public_state(self) -> dict[str, Any]:
        """The public part of the stock bookkeeping (see the module docstring)."""
        return {
            "stock_generation": self.generation,
            "reshuffled": [list(cards) for cards in self.generations[1:]],
            "sources": [list(counts) for counts in self.sources],
        }


def sample_hidden(
    unseen: list[str],
    card_generation: dict[str, int],
    hand_sources: dict[int, list[int]],
    stock_size: int,
    newest: int,
    rng: random.Random,
) -> tuple[dict[int, list[str]], list[str]]:
    """Deal the unseen cards into the hidden hands and the stock, respecting each hand's
    count of cards per stock generation and that the stock holds only the newest one.

    Returns the hands (seat -> cards) and the stock (bottom -> top, shuffled)."""
    pools: dict[int, list[str]] = {}
    for card in unseen:
        pools.setdefault(card_generation.get(card, 0), []).append(card)
    for pool in pools.values():
        rng.shuffle(pool)
    hands: dict[int, list[str]] = {}
    for seat, counts in hand_sources.items():
        cards: list[str] = []
        for gen, count in enumerate(counts):
            pool = pools.get(gen, [])
            if count > len(pool):
                raise ValueError(
                    f"view inconsistent: seat {seat} holds {count} of generation {gen}"
                )
            cards.extend(pool[len(pool) - count :] if count else [])
            del pool[len(pool) - count :]
        rng.shuffle(cards)
        hands[seat] = cards
    stock = pools.pop(newest, [])
    leftover = [card for pool in pools.values() for card in pool]
    if leftover or len(stock) != stock_size:
        raise ValueError("view inconsistent: stock does not match the unseen cards")
    return hands, stock
