"""The deck registry: each deck's faces, colours and painters in one `Deck`, so the art asks
the deck instead of choosing by name (a new deck adds itself; nothing here changes).

The built-in decks are defined beside their art (`BUILTIN` lists those modules, each with a
``DECKS`` tuple) and loaded when first asked for; a deck kept outside the app (the tests'
toy game) calls `register` with its own painter (`backs.crosshatch` is a plain back).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .backs import Pattern
from .palette import Colour, Inks

if TYPE_CHECKING:
    import pygame

#: Modules that define the built-in decks (``DECKS``), in the order `ids` lists them.
BUILTIN: tuple[str, ...] = (
    "game.ui.art.cuckoo",
    "game.ui.art.french",
    "game.ui.art.mada",
    "game.ui.art.kadabra",
)

#: (face, width, four_colour, lang) -> the face, `width` pixels wide (canvas.Blank.finish).
Painter = Callable[[str, int, bool, str], "pygame.Surface"]


@dataclass(frozen=True)
class Deck:
    """One deck of card art. `colour` is its table's colour (backs, frames); `paint` draws a
    face and `pattern` the back; `name` is what is printed on a face (a picture's native
    name, a numeral, 'Д♠'), `pictures` which faces are picture cards. `four_colour`:
    whether the four-colour suits change its faces; `letters`: the language whose letters
    a language's faces print ('en' for all but a deck with court letters), so the caches
    share one surface between languages that print the same card."""

    id: str
    faces: tuple[str, ...]
    colour: Colour
    inks: Inks
    paint: Painter
    pattern: Pattern
    name: Callable[[str, str], str]  # (face, lang) -> the printed name
    pictures: frozenset[str] = frozenset()
    four_colour: bool = False
    letters: Callable[[str], str] = lambda _lang: "en"


_DECKS: dict[str, Deck] = {}
_loaded: list[bool] = []


def register(deck: Deck) -> Deck:
    """Add a deck (a deck kept outside the app does this at import time, after the
    built-in ones, which keep their place first)."""
    _load_builtin()
    _DECKS[deck.id] = deck
    return deck


def _load_builtin() -> None:
    if _loaded:
        return
    _loaded.append(True)
    for path in BUILTIN:
        for deck in importlib.import_module(path).DECKS:
            _DECKS.setdefault(deck.id, deck)


def ids() -> tuple[str, ...]:
    """Every deck's id, the built-in ones first."""
    _load_builtin()
    return tuple(_DECKS)


def get(deck_id: str) -> Deck:
    """The deck called `deck_id` (ValueError naming the known ones otherwise)."""
    _load_builtin()
    try:
        return _DECKS[deck_id]
    except KeyError:
        raise ValueError(f"unknown deck {deck_id!r}; expected one of {ids()}") from None


def check(deck_id: str, face: str) -> Deck:
    """The deck, having refused an unknown deck or face early, with a message naming both."""
    deck = get(deck_id)
    if face not in deck.faces:
        raise ValueError(f"unknown face {face!r} for deck {deck_id!r}")
    return deck


def is_picture(deck_id: str, face: str) -> bool:
    """True for a picture card (the cuckoo decks' pictures, the French courts, ...)."""
    return face in check(deck_id, face).pictures


def card_name(deck_id: str, face: str, lang: str = "en") -> str:
    """The card's name as printed on it: the native name of a picture ('Gjøk', 'Cucco'),
    the numeral of a number card ('XII', '0'), or a French card's index and suit ('10♥',
    and 'Д♠' in Russian). The UI puts the translation beside it, e.g. 'Katt — the cat'."""
    return check(deck_id, face).name(face, lang)
