"""The one parser of starting states and stacked decks, for every game (scenario files,
tests, bug reports).

A game declares what its ``start`` may hold in `Match.START_KEYS` (and per seat in
`Match.SEAT_KEYS`): each key maps to a kind, and the parser checks every value against it,
turns seat letters into seat numbers, and refuses unknown keys, unknown cards and cards
listed more often than the deck holds them. Anything wrong is a `ScenarioError`: one line
that names the key or the card. The game's `_setup` then reads a start that is well formed.

Kinds: ``"cards"`` (cards placed somewhere: a list of card tokens, or one token),
``"card_list"`` (the same, always a list),
``"card"`` (one card that is listed elsewhere too, e.g. the drawn card in a hand),
``"seat"``, ``"seat_list"``, ``"flag"``, ``"text"``, ``"any"``, a whole number in a range
(``whole(low, high)``: a counter such as lives, a score, chips or the round, never
negative, fractional or astronomic), a choice among texts (a tuple of them), or a dict of
kinds for a nested object. Messages cut any value they echo (`shown`). A card token is a card id (``"XI.2"``, ``"7H"``) or a face
(``"XI"``: the first copy not listed yet).
"""

from __future__ import annotations

import re
import string
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.engine.cards import Card
from game.engine.errors import shown

LETTERS = string.ascii_uppercase
SEAT_NUMBER = re.compile(r"^-?[0-9]{1,4}$")  # ASCII digits only: "²" is no seat


@dataclass(frozen=True)
class whole:  # noqa: N801 - reads as a kind, like "seat"
    """The kind of a counter: a whole number in [low, high]."""

    low: int
    high: int


Kind = str | dict[str, Any] | whole | tuple[Any, ...]


class ScenarioError(ValueError):
    """A malformed scenario or starting state; the message is one line naming the culprit."""


def seat_letters(order: list[int]) -> dict[str, int]:
    """Letters A, B, C... for seats in `order` (turn order of the first deal, dealer last)."""
    return {LETTERS[i]: seat for i, seat in enumerate(order)}


def resolve_seat(token: Any, where: str, n_seats: int, letters: Mapping[str, int]) -> int:
    """A seat from a number, a digit string or a letter; anything else is refused."""
    if isinstance(token, str) and token in letters:
        return letters[token]
    if isinstance(token, bool):
        token = None
    if isinstance(token, str) and SEAT_NUMBER.match(token):
        token = int(token)
    if isinstance(token, int) and 0 <= token < n_seats:
        return token
    names = f"{', '.join(letters)} or " if letters else ""
    raise ScenarioError(f"{where}: {shown(token)} is not a seat ({names}0-{n_seats - 1})")


class CardCounter:
    """Card tokens checked against one deck: known, and never more copies than it holds."""

    def __init__(self, cards: Mapping[str, Card], game: str) -> None:
        self.cards = cards
        self.game = game
        self.used: set[str] = set()
        self.faces: dict[str, list[str]] = {}
        for card in cards.values():
            self.faces.setdefault(card.face, []).append(card.id)

    def known(self, token: Any, where: str) -> str:
        if not isinstance(token, str) or (token not in self.cards and token not in self.faces):
            raise ScenarioError(
                f"{where}: unknown card {shown(token)} (not in the {self.game} deck)"
            )
        return token

    def place(self, token: Any, where: str) -> str:
        """Count one more listed card; refuse it when every copy is listed already."""
        self.known(token, where)
        if token in self.cards:
            if token in self.used:
                raise ScenarioError(f"{where}: card {token!r} is listed twice")
            self.used.add(token)
            return token
        free = [card for card in self.faces[token] if card not in self.used]
        if not free:
            copies = len(self.faces[token])
            raise ScenarioError(
                f"{where}: card {token!r} is listed more often than the deck holds it ({copies})"
            )
        self.used.add(free[0])
        return free[0]


def check_deck(cards: Mapping[str, Card], game: str, deck: Any, where: str) -> list[str]:
    """A stacked deck (or a prefix of one): a list of known cards, none listed twice."""
    if not isinstance(deck, list):
        raise ScenarioError(f"{where}: a deck is a list of cards, not {type(deck).__name__}")
    counter = CardCounter(cards, game)
    for index, token in enumerate(deck):
        counter.place(token, f"{where}[{index}]")
    return deck


class StartParser:
    """Checks and normalizes one game's starting state (see the module docstring)."""

    def __init__(
        self,
        keys: Mapping[str, Kind],
        seat_keys: Mapping[str, Kind],
        cards: Mapping[str, Card],
        game: str,
        n_seats: int,
        letters: Mapping[str, int] | None = None,
    ) -> None:
        self.keys = keys
        self.seat_keys = seat_keys
        self.counter = CardCounter(cards, game)
        self.n_seats = n_seats
        self.letters = letters or {}

    def parse(self, start: Any) -> dict[str, Any]:
        return self._object(start, {**self.keys}, "start")

    def _object(self, data: Any, kinds: Mapping[str, Kind], where: str) -> dict[str, Any]:
        if not isinstance(data, dict):
            raise ScenarioError(f"{where}: expected an object, not {type(data).__name__}")
        out = {}
        for key, value in data.items():
            if key not in kinds:
                allowed = ", ".join(kinds) or "none"
                raise ScenarioError(f"{where}: unknown key {shown(key)} (allowed: {allowed})")
            out[key] = self._value(value, kinds[key], f"{where}.{key}")
        return out

    def _value(self, value: Any, kind: Kind, where: str) -> Any:
        if isinstance(kind, dict):
            return self._object(value, kind, where)
        if isinstance(kind, whole):
            if isinstance(value, bool) or not isinstance(value, int):
                raise ScenarioError(f"{where}: expected a whole number, not {shown(value)}")
            if not kind.low <= value <= kind.high:
                raise ScenarioError(
                    f"{where}: {shown(value)} is out of range ({kind.low}-{kind.high})"
                )
            return value
        if isinstance(kind, tuple):
            if isinstance(value, bool) or value not in kind:
                choices = ", ".join(map(str, kind))
                raise ScenarioError(f"{where}: {shown(value)} is not one of {choices}")
            return value
        if kind == "seats":
            if not isinstance(value, dict):
                raise ScenarioError(f"{where}: expected an object of seats")
            seats: dict[int, Any] = {}
            for token, entry in value.items():
                at = f"{where}.{shown(token, 20).strip(chr(39))}"
                seat = resolve_seat(token, at, self.n_seats, self.letters)
                if seat in seats:
                    raise ScenarioError(f"{at}: seat {seat} is given twice")
                seats[seat] = self._object(entry, self.seat_keys, at)
            return seats
        if kind == "card_list" and not isinstance(value, list):
            raise ScenarioError(f"{where}: expected a list of cards, not {shown(value)}")
        if kind in ("cards", "card_list"):
            tokens = value if isinstance(value, list) else [value]
            for index, token in enumerate(tokens):
                self.counter.place(token, f"{where}[{index}]" if isinstance(value, list) else where)
            return value
        if kind == "card":
            return self.counter.known(value, where)
        if kind == "seat":
            return resolve_seat(value, where, self.n_seats, self.letters)
        if kind == "seat_list":
            if not isinstance(value, list):
                raise ScenarioError(f"{where}: expected a list of seats")
            return [
                resolve_seat(v, f"{where}[{i}]", self.n_seats, self.letters)
                for i, v in enumerate(value)
            ]
        if kind == "flag":
            if not isinstance(value, bool):
                raise ScenarioError(f"{where}: expected true or false, not {shown(value)}")
            return value
        if kind == "text":
            if not isinstance(value, str):
                raise ScenarioError(f"{where}: expected a text, not {shown(value)}")
            return value
        return value  # "any": the game reads it
