"""A tiny test-only game that exercises the engine core until and beside the real games.

Each seat holds one card from a 9-card deck; in turn each seat keeps it or swaps it for the
top of the stock (a private move); when all have acted, the highest card wins.
"""

from __future__ import annotations

import random
from typing import Any

from game.ai.base import Decision, Opponent, Thinking
from game.engine import events
from game.engine.actions import Action
from game.engine.cards import Card
from game.engine.completion import Completion
from game.engine.errors import RuleViolation
from game.engine.match import Match
from game.engine.registry import GameDescriptor, register
from game.ui import games

DEFAULT_PLAYERS = 3
DESCRIPTOR = register(
    GameDescriptor(
        id="toy", engine=__name__, players=(2, 6), default_players=DEFAULT_PLAYERS, deck_size=9
    )
)
#: Its join: opponents and words (tests/toygame_table.py adds its table and deck art).
GAME = games.register(
    games.Game(
        id="toy",
        opponents=f"{__name__}:make_opponent",
        name_key="toy.name",
        origin_key="toy.origin",
        pitch_key="toy.pitch",
        felt=(60, 60, 60),
        url="https://example.invalid/toy",
        link_key="toy.link",
    )
)


def seat_order(n_seats: int, dealer: int, options: dict[str, Any]) -> list[int]:
    return [(dealer + 1 + i) % n_seats for i in range(n_seats)]


class ToyMatch(Match):
    game_id = "toy"
    public_zones = frozenset({"discard"})

    def make_deck(self) -> list[Card]:
        return [Card(f"c{n}", str(n)) for n in range(1, 10)]

    def _setup(self, dealer: int | None, start: dict[str, Any] | None) -> None:
        self.dealer = self.rng.randrange(self.n_seats) if dealer is None else dealer
        self.order = seat_order(self.n_seats, self.dealer, self.options)
        self.turn = 0
        deck = self.next_deck() or self.shuffled(list(self.cards))
        deck += [c for c in sorted(self.cards) if c not in deck]
        self.zones.add_zone("stock")
        self.zones.add_zone("discard")
        for seat in range(self.n_seats):
            self.zones.add_zone(f"hand:{seat}")
        for card in reversed(deck):
            self.zones.put(card, "stock")
        for seat in self.order:
            card = self.zones.top("stock")
            self.zones.move(card, f"hand:{seat}")
            self.emit(events.move(card, "stock", f"hand:{seat}", False, audience=[seat]))

    def _to_act(self) -> list[int]:
        return [] if self.is_over else [self.order[self.turn]]

    def _legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        swap = [Action(seat, "swap")] if self.zones.piles["stock"] else []
        return [Action(seat, "keep"), *swap]

    def why_illegal(self, action: Action) -> RuleViolation:
        return RuleViolation(f"{action.verb!r} is not a move here: keep or swap", "toy_verb")

    def _apply(self, action: Action) -> None:
        seat = action.seat
        if action.verb == "swap":
            hand = f"hand:{seat}"
            old = self.zones.top(hand)
            self.zones.move(old, "discard")
            self.emit(events.move(old, hand, "discard", True))
            new = self.zones.top("stock")
            self.zones.move(new, hand)
            self.emit(events.move(new, "stock", hand, False, audience=[seat]))
        self.turn += 1

    def _public_state(self) -> dict[str, Any]:
        return {"dealer": self.dealer, "turn": self.turn}

    def _restore_public(self, view: dict[str, Any]) -> None:
        public = view["public"]
        self.dealer, self.turn = public["dealer"], public["turn"]
        self.order = seat_order(self.n_seats, self.dealer, self.options)

    @property
    def is_over(self) -> bool:
        return self.turn >= self.n_seats

    def result(self) -> dict[str, Any] | None:
        if not self.is_over:
            return None
        best = max(
            range(self.n_seats), key=lambda s: int(self.cards[self.zones[f"hand:{s}"][0]].face)
        )
        return {"winners": [best]}

    def turn_order(self) -> list[int]:
        return list(self.order)


class ToyOpponent(Opponent):
    """The toy's trivial opponent at every level: keeps a card of 5 or more, else swaps."""

    def think(self, view: dict[str, Any]) -> Thinking:
        card = view["zones"][f"hand:{self.seat}"][0]
        verb = "keep" if int(card[1:]) >= 5 or not view["zones"]["stock"] else "swap"
        return Decision(Action(self.seat, verb), f"toy.{verb}")
        yield  # pragma: no cover


def make_opponent(level: str, seat: int, match_seed: int) -> ToyOpponent:
    return ToyOpponent(seat, match_seed)


def new_match(options=None, seed=0, dealer=None, deck=None, decks=None, start=None) -> ToyMatch:
    options = dict(options or {})
    n = int(options.setdefault("players", DEFAULT_PLAYERS))
    return ToyMatch(n, options, seed, dealer, deck, decks, start)


def determinize(view: dict[str, Any], rng: random.Random) -> ToyMatch:
    return Completion(ToyMatch, view).sample(rng)  # type: ignore[return-value]
