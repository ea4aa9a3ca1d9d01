"""Zones: ordered piles of card ids. Every card is in exactly one zone at all times.

Lists run bottom to top: the last element is the top card. Zone names follow a convention
the view relies on: ``hand:<seat>`` (and any ``<kind>:<seat>``) belongs to that seat.
"""

from __future__ import annotations

from collections.abc import Iterable


def owner_of(zone: str) -> int | None:
    """The seat a zone belongs to (``hand:2`` -> 2), or None for a shared zone."""
    _, sep, tail = zone.partition(":")
    return int(tail) if sep and tail.lstrip("-").isdigit() else None


def seat_zone(kind: str, seat: int) -> str:
    return f"{kind}:{seat}"


class Zones:
    """Named card piles with a fast card -> zone index."""

    __slots__ = ("piles", "where")

    def __init__(self) -> None:
        self.piles: dict[str, list[str]] = {}
        self.where: dict[str, str] = {}

    def add_zone(self, name: str, cards: Iterable[str] = ()) -> None:
        if name in self.piles:
            raise ValueError(f"zone {name!r} exists")
        self.piles[name] = []
        for card in cards:
            self.put(card, name)

    def put(self, card: str, zone: str, index: int | None = None) -> None:
        """Place a card that is in no zone yet (only at set-up)."""
        if card in self.where:
            raise ValueError(f"card {card} is already in {self.where[card]}")
        pile = self.piles[zone]
        pile.append(card) if index is None else pile.insert(index, card)
        self.where[card] = zone

    def move(self, card: str, dst: str, index: int | None = None) -> str:
        """Move a card to `dst` (on top, or at `index`); returns the zone it came from."""
        src = self.where[card]
        self.piles[src].remove(card)
        pile = self.piles[dst]
        pile.append(card) if index is None else pile.insert(index, card)
        self.where[card] = dst
        return src

    def top(self, zone: str) -> str | None:
        pile = self.piles[zone]
        return pile[-1] if pile else None

    def __getitem__(self, zone: str) -> list[str]:
        return self.piles[zone]

    def __contains__(self, zone: str) -> bool:
        return zone in self.piles

    def count(self, zone: str) -> int:
        return len(self.piles[zone])

    def all_cards(self) -> list[str]:
        return [card for pile in self.piles.values() for card in pile]

    def check(self, expected: Iterable[str]) -> None:
        """Raise if a card is missing, duplicated or unknown: the conservation invariant."""
        cards = self.all_cards()
        expected = sorted(expected)
        if sorted(cards) != expected:
            missing = set(expected) - set(cards)
            extra = [c for c in set(cards) if cards.count(c) > 1 or c not in expected]
            raise AssertionError(f"cards lost {sorted(missing)} or duplicated {sorted(extra)}")
        for zone, pile in self.piles.items():
            for card in pile:
                if self.where[card] != zone:
                    raise AssertionError(
                        f"index says {card} in {self.where[card]}, it is in {zone}"
                    )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Zones) and self.piles == other.piles

    def __deepcopy__(self, memo) -> Zones:
        copy = Zones()
        copy.piles = {name: list(pile) for name, pile in self.piles.items()}
        copy.where = dict(self.where)
        return copy
