"""Card art for the Card Atlas decks, drawn with pygame and cached.

Decks come from the deck registry (`decks`: `deck_ids()`, each deck's `faces(deck)`, the
engines' face strings); a new deck registers itself there. Surfaces are SRCALPHA with transparent rounded corners and a 1-px darker edge. They are
cached per arguments and shared: never draw on a returned surface (copy it first).

    card_surface(deck, face, width, four_colour=False, lang="en")  a face, face up
    back_surface(deck, width)          the deck's back, in its table's colour
    shadow_surface(width)              a soft drop shadow; blit it at the card's position
                                       plus shadow_origin(width), under the card
    card_size(width)                   (w, h) in the 63:88 proportions
    card_name(deck, face, lang)        the name printed on the card ('Gjøk', 'XII', '10♥')
    prerender(deck, widths, ...)       a generator for the task runner that draws a deck
                                       card by card, so a table opens without a freeze
    warm_up()                          draws one card not drawn yet, of a deck at a size
                                       already asked for (the app calls it on idle frames)

`four_colour` matters only for a deck with suits that takes it (the French pack: diamonds
blue, clubs green); `lang` only for a deck with court letters (the French pack's ru/uk:
В Д К Т, de: B D K A). The ribbon on a picture card always carries the native name; the UI
shows the translation beside it.

Each new (deck, face, width) costs a few milliseconds to draw: ask for the few widths a
table uses (and warm them up front if wanted); for a card that grows or shrinks in an
animation, scale a cached surface with pygame.transform instead of asking for every width.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from functools import lru_cache

import pygame

from . import backs, decks
from .canvas import card_size, shadow, shadow_origin
from .decks import card_name, check

__all__ = [
    "deck_ids",
    "faces",
    "prerender",
    "back_surface",
    "card_name",
    "card_size",
    "card_surface",
    "shadow_origin",
    "shadow_surface",
]


def card_surface(
    deck: str, face: str, width: int, *, four_colour: bool = False, lang: str = "en"
) -> pygame.Surface:
    """The face of one card, `width` pixels wide (height from `card_size`)."""
    kind = check(deck, face)
    width = round(width)  # a layout's 96.0 shares the cache entry of 96
    _asked.setdefault((deck, width, four_colour, lang), set()).add(face)
    return _face(deck, face, width, four_colour and kind.four_colour, kind.letters(lang))


@lru_cache(maxsize=2048)
def _face(deck: str, face: str, width: int, four_colour: bool, lang: str) -> pygame.Surface:
    """One face as its deck paints it, cached by what changes the picture only."""
    return _ready(decks.get(deck).paint(face, width, four_colour, lang))


def deck_ids() -> tuple[str, ...]:
    """Every registered deck (game/ui/art/decks.py)."""
    return decks.ids()


def faces(deck: str) -> tuple[str, ...]:
    """The faces of `deck`, in the deck's order (the engines' face strings)."""
    return decks.get(deck).faces


def back_surface(deck: str, width: int) -> pygame.Surface:
    """The back of every card of `deck`: one pattern per deck in its table's colour."""
    decks.get(deck)  # an unknown deck fails here, naming the known ones
    return _back(deck, round(width))


def shadow_surface(width: int) -> pygame.Surface:
    """A soft drop shadow for a card `width` pixels wide. It is larger than the card (the
    blur spills over): blit it at card position + `shadow_origin(width)`, which already
    includes the down-right offset."""
    return _shadow(round(width))


@lru_cache(maxsize=64)
def _back(deck: str, width: int) -> pygame.Surface:
    kind = decks.get(deck)
    return _ready(backs.render(kind.colour, kind.pattern, width))


@lru_cache(maxsize=32)
def _shadow(width: int) -> pygame.Surface:
    return _ready(shadow(width))


def prerender(
    deck: str, widths: Iterable[int], *, four_colour: bool = False, lang: str = "en"
) -> Generator[None, None, int]:
    """Draw every face and the back of `deck` at each width into the caches, yielding
    after each card (a few ms) so the app's task runner can spread it over frames.
    Returns how many surfaces it drew or found."""
    count = 0
    for width in widths:
        for face in faces(deck):
            card_surface(deck, face, width, four_colour=four_colour, lang=lang)
            count += 1
            yield
        back_surface(deck, width)
        count += 1
        yield
    return count


#: Per (deck, width, four_colour, lang) a table asked for: the faces drawn so far.
_asked: dict[tuple[str, int, bool, str], set[str]] = {}


def warm_up() -> bool:
    """Draw one face that a table will likely show and has not yet: the same deck and
    size as faces it asked for. A face costs 3-35 ms in the browser, enough to stall an
    animation when it is first needed, so the app draws them ahead on frames where nothing
    moves. False when there is nothing left to draw."""
    for (deck, width, four_colour, lang), drawn in _asked.items():
        for face in faces(deck):
            if face not in drawn:
                card_surface(deck, face, width, four_colour=four_colour, lang=lang)
                return True
    return False


def _ready(surface: pygame.Surface) -> pygame.Surface:
    """Convert to the display's pixel format when there is a display (faster blits)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface
