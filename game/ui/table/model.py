"""The table's picture of a match, shared by every table, without pygame.

The engine is always ahead of the screen: when an opponent plays, the match has already
moved on while the table still shows the card flying. A `TableModel` is what the table
shows, advanced one event at a time as the pipeline shows them and rebuilt from the human
seat's view (`from_view`) whenever the table settles, so it can never drift for long.

The generic events are handled here for every game: ``move`` (a card leaves one zone for
another; a card the seat may not see is ``None``), ``reveal`` (a seat's card turned up)
and ``counter`` (a seat's lives, score, chips...). A game adds handlers only for its own
events, as methods marked ``@on("kind")``; they run after the generic handling of the same
kind. `public` is the view's public state, which a game's handlers keep current between
two settlings (markers such as the dealer or a resting seat are read from it).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any, ClassVar

from game.engine.events import Event
from game.ui.table.dispatch import collect, marker

#: Mark a model method as the handler of these event kinds (its argument: the data).
on = marker("handles")


def seat_of(zone: str) -> int | None:
    """The seat of a ``hand:<seat>`` zone, else None."""
    kind, _, tail = zone.partition(":")
    return int(tail) if kind == "hand" and tail.isdigit() else None


def hand(seat: int) -> str:
    return f"hand:{seat}"


class TableModel:
    """What a table shows; see the module docstring."""

    #: event kind -> the game's handler method (collected per class from ``@on``).
    handlers: ClassVar[dict[str, str]] = {}
    #: counters kept from the view's public state: counter name -> public key (per seat).
    counters_from: ClassVar[dict[str, str]] = {}

    #: the view's public state before a match's first events (a game's own defaults).
    defaults: ClassVar[dict[str, Any]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.handlers = collect(cls, "handles")

    def __init__(
        self,
        n_seats: int,
        human: int = 0,
        zones: dict[str, list[str | None]] | None = None,
        public: dict[str, Any] | None = None,
        deck_size: int = 0,
    ) -> None:
        """`zones` None: before the deal, the whole deck (`deck_size`) in the stock."""
        self.n_seats = n_seats
        self.human = human
        self.deck_size = deck_size
        self.zones: dict[str, list[str | None]] = zones if zones is not None else self.empty()
        self.public: dict[str, Any] = {**copy.deepcopy(self.defaults), **(public or {})}
        self.counters: dict[str, list[int]] = {
            name: list(self.public.get(key, [0] * n_seats))
            for name, key in self.counters_from.items()
        }
        self.revealed: dict[int, list[str]] = {}
        #: counters of the table itself (an event with seat None: chips on a board...)
        self.table_counters: dict[str, int] = {}
        self.setup()

    def setup(self) -> None:
        """hook: the game's own fields, read from `public`."""

    def empty(self) -> dict[str, list[str | None]]:
        """The zones before a deal: the whole deck in the stock, nothing discarded."""
        return {"stock": [None] * self.deck_size, "discard": []}

    @classmethod
    def from_view(cls, view: dict[str, Any]) -> TableModel:
        """The match as the view's seat sees it now: every zone's cards (None where hidden)
        and a copy of the public state."""
        zones = {
            name: list(cards) if isinstance(cards, list) else [None] * int(cards)
            for name, cards in view["zones"].items()
        }
        model = cls(view["n_seats"], view["seat"], zones, copy.deepcopy(view["public"]))
        model.deck_size = sum(len(cards) for cards in zones.values())
        model.after_view(view)
        return model

    def after_view(self, view: dict[str, Any]) -> None:
        """hook: read what else the game keeps from the view."""

    # --- one event at a time -------------------------------------------------------------
    def apply(self, event: Event) -> None:
        generic = GENERIC.get(event.kind)
        if generic is not None:
            generic(self, event.data)
        name = self.handlers.get(event.kind)
        if name is not None:
            getattr(self, name)(event.data)

    def _move(self, d: dict[str, Any]) -> None:
        card = d.get("card")
        self.take(d["from"], card)
        self.zones.setdefault(d["to"], []).append(card)

    def take(self, zone: str, card: str | None) -> None:
        """Remove `card` from `zone` (a hidden card when the seat never saw it there)."""
        pile = self.zones.setdefault(zone, [])
        if card in pile:
            pile.remove(card)
        elif None in pile:
            pile.remove(None)
        elif pile:
            pile.pop()

    def _reveal(self, d: dict[str, Any]) -> None:
        seat, card = d.get("seat"), d.get("card")
        if seat is None or card is None:
            return
        self.revealed.setdefault(seat, []).append(card)
        pile = self.zones.get(hand(seat))
        if pile is not None and card not in pile and None in pile:
            pile[pile.index(None)] = card

    def _counter(self, d: dict[str, Any]) -> None:
        if d["seat"] is None:
            self.table_counters[d["name"]] = d["value"]
            return
        values = self.counters.setdefault(d["name"], [0] * self.n_seats)
        values[d["seat"]] = d["value"]

    # --- questions a table asks ----------------------------------------------------------
    def cards(self, zone: str) -> list[str | None]:
        return self.zones.get(zone, [])

    def count(self, zone: str) -> int:
        return len(self.zones.get(zone, ()))

    def hand_size(self, seat: int) -> int:
        return self.count(hand(seat))

    def top_of(self, zone: str) -> str | None:
        pile = self.zones.get(zone)
        return pile[-1] if pile else None


class SheddingModel(TableModel):
    """A hand-shedding table's questions: the player's hand, every hand's size, the stock's
    size and the discard pile (its top last)."""

    @property
    def hand(self) -> list[str]:
        return [c for c in self.cards(hand(self.human)) if c]

    @property
    def counts(self) -> list[int]:
        return [self.hand_size(seat) for seat in range(self.n_seats)]

    @property
    def stock(self) -> int:
        return self.count("stock")

    @property
    def discard(self) -> list[str]:
        return [c for c in self.cards("discard") if c]

    @property
    def top(self) -> str | None:
        return self.top_of("discard")


GENERIC: dict[str, Callable[[TableModel, dict[str, Any]], None]] = {
    "move": TableModel._move,
    "reveal": TableModel._reveal,
    "counter": TableModel._counter,
}
