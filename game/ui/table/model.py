"""The table's picture of a match, one model for every table, without pygame.

The engine is always ahead of the screen: when an opponent plays, the match has already
moved on while the table still shows the card flying. A `TableModel` is what the table
shows, advanced one event at a time as the pipeline shows them (each event's change comes
from the game's event table: game/ui/table/events.py) and rebuilt from the human seat's
view (`of`) whenever the table settles, so it can never drift for long.

It keeps every zone's cards (None where the seat cannot see them), the cards each seat
turned up (`revealed`), the counters of the table itself (`table_counters`: chips on a
stage) and the game's own state: the public facts its table names (`state`, read as
attributes: ``model.turn``, ``model.dealer``), with the per-seat counters among them
(``model.scores`` follows each ``counter`` event named ``score``).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.engine.events import Event
from game.engine.registry import descriptor

Data = dict[str, Any]
Change = Callable[["TableModel", Data], None]
Teller = Callable[[Any, Data], "str | None"]
Sound = Callable[[Data, int], "str | None"]
Show = Callable[[Any, Data], None]


@dataclass(frozen=True)
class On:
    """What one kind of event does at a table (see the module docstring)."""

    model: Change | None = None
    words: str | Teller | None = None
    sound: str | Sound | None = None
    show: Show | None = None
    before: Show | None = None


def stock_zones(n_seats: int, deck: int) -> dict[str, list[str | None]]:
    """The zones before a deal: the whole deck in the stock, nothing discarded."""
    return {"stock": [None] * deck, "discard": []}


@dataclass(frozen=True)
class EventTable:
    """A game's events at its table and the state its model keeps (module docstring):
    `state` maps a public key to its default (a function of the seat count for a list);
    `counters` a counter's name to the public key of its per-seat values."""

    kinds: dict[str, On] = field(default_factory=dict)
    state: dict[str, Any] = field(default_factory=dict)
    counters: dict[str, str] = field(default_factory=dict)
    fresh: tuple[str, ...] = ()
    zones: Callable[[int, int], dict[str, list[str | None]]] = stock_zones
    read: Callable[[TableModel, Data, bool], None] | None = None


def seat_of(zone: str) -> int | None:
    """The seat of a ``hand:<seat>`` zone, else None."""
    kind, _, tail = zone.partition(":")
    return int(tail) if kind == "hand" and tail.isdigit() else None


def hand(seat: int) -> str:
    return f"hand:{seat}"


class TableModel:
    """What a table shows; see the module docstring."""

    def __init__(
        self,
        table: EventTable,
        n_seats: int,
        human: int = 0,
        zones: dict[str, list[str | None]] | None = None,
        public: dict[str, Any] | None = None,
        deck_size: int = 0,
    ) -> None:
        """`zones` None: before the deal, the whole deck (`deck_size`) in the stock;
        `public`: the view's public state, which the game's `state` is read from."""
        self.table = table
        self.n_seats = n_seats
        self.human = human
        self.deck_size = deck_size
        self.zones: dict[str, list[str | None]] = zones if zones is not None else self.empty()
        public = public or {}
        self.state: dict[str, Any] = {}
        for key, default in table.state.items():
            value = public.get(key, default)
            self.state[key] = copy.deepcopy(value(n_seats) if callable(value) else value)
        for key in table.counters.values():
            self.state.setdefault(key, list(public.get(key, [0] * n_seats)))
        self.counters: dict[str, list[int]] = {}  # counters the game names no state for
        self.revealed: dict[int, list[str]] = {}
        #: counters of the table itself (an event with seat None: chips on a stage...)
        self.table_counters: dict[str, int] = {}

    def __getattr__(self, name: str) -> Any:
        state = self.__dict__.get("state", {})
        if name in state:
            return state[name]
        raise AttributeError(name)

    def set(self, **fields: Any) -> None:
        """Change the game's state (only facts it keeps)."""
        if unknown := set(fields) - set(self.state):
            raise KeyError(f"the table keeps no {sorted(unknown)}")
        self.state.update(fields)

    def empty(self) -> dict[str, list[str | None]]:
        """The zones before a deal (the whole deck in the stock, unless the game says)."""
        return self.table.zones(self.n_seats, self.deck_size)

    @classmethod
    def fresh(cls, table: EventTable, view: dict[str, Any]) -> TableModel:
        """A table before the first events of a new match (the deal) are shown: `view` is
        the human seat's view of the new match; only its `fresh` facts show yet."""
        public = {key: view["public"][key] for key in table.fresh}
        deck = descriptor(view["game"]).deck_size
        return cls(table, view["n_seats"], view["seat"], None, public, deck)

    @classmethod
    def of(cls, table: EventTable, view: dict[str, Any], over: bool = False) -> TableModel:
        """The match as the view's seat sees it now: every zone's cards (None where hidden)
        and the game's state from the public state (then the game's `read`)."""
        zones = {
            name: list(cards) if isinstance(cards, list) else [None] * int(cards)
            for name, cards in view["zones"].items()
        }
        model = cls(table, view["n_seats"], view["seat"], zones, view["public"])
        model.deck_size = sum(len(cards) for cards in zones.values())
        if table.read is not None:
            table.read(model, view, over)
        return model

    # --- one event at a time -------------------------------------------------------------
    def apply(self, event: Event) -> None:
        """The event's change, from the game's table (generic kinds included)."""
        entry = self.table.kinds.get(event.kind)
        if entry is not None and entry.model is not None:
            entry.model(self, event.data)

    def move(self, d: dict[str, Any]) -> None:
        """A card leaves one zone for another (the generic ``move``)."""
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

    def reveal(self, d: dict[str, Any]) -> None:
        """A seat's card turned up (the generic ``reveal``)."""
        seat, card = d.get("seat"), d.get("card")
        if seat is None or card is None:
            return
        self.revealed.setdefault(seat, []).append(card)
        pile = self.zones.get(hand(seat))
        if pile is not None and card not in pile and None in pile:
            pile[pile.index(None)] = card

    def counter(self, d: dict[str, Any]) -> None:
        """A seat's (or the table's) counter set (the generic ``counter``)."""
        if d["seat"] is None:
            self.table_counters[d["name"]] = d["value"]
            return
        key = self.table.counters.get(d["name"])
        values = self.state[key] if key else self.counters.setdefault(d["name"], [0] * self.n_seats)
        values[d["seat"]] = d["value"]

    # --- questions a table asks ----------------------------------------------------------
    def cards(self, zone: str) -> list[str | None]:
        return self.zones.get(zone, [])

    def known(self, zone: str) -> list[str]:
        """The cards of `zone` the seat can see, in order."""
        return [c for c in self.zones.get(zone, ()) if c]

    def count(self, zone: str) -> int:
        return len(self.zones.get(zone, ()))

    def hand_size(self, seat: int) -> int:
        return self.count(hand(seat))

    def top_of(self, zone: str) -> str | None:
        pile = self.zones.get(zone)
        return pile[-1] if pile else None

    @property
    def hand(self) -> list[str]:
        """The player's own hand."""
        return self.known(hand(self.human))

    @property
    def counts(self) -> list[int]:
        """Every hand's size."""
        return [self.hand_size(seat) for seat in range(self.n_seats)]

    @property
    def discard(self) -> list[str]:
        return self.known("discard")
