"""Faces of the 32-card French pack: indices for a fan, pips, aces and court busts.

The index (rank over a suit shape) sits in a narrow left column so that it stays readable
when only the left ~35% of a card shows; the same index appears upside down at the
bottom-right, as on real cards. The back: a fine cross-hatch with an oval cartouche holding
the four suits.
"""

from __future__ import annotations

import pygame

from .backs import crosshatch
from .canvas import UNIT_H, Blank
from .decks import Deck
from .figures import court
from .fonts import font
from .palette import BLUE, INK, OCHRE, RED, STOCK, SUIT_INK_FOUR, SUIT_INK_TWO, Colour, Inks, mix
from .pen import Pen
from .suits import draw_pip

RANKS: tuple[str, ...] = ("7", "8", "9", "10", "J", "Q", "K", "A")
SUITS: tuple[str, ...] = ("C", "S", "H", "D")
FACES: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS)
GREEN_TABLE: Colour = (30, 88, 56)  # the table's colour (STYLE.md): backs and frames
INKS = Inks(INK, RED, OCHRE, BLUE)
# Court and ace letters per language (a Russian pack reads В Д К Т); others use J Q K A.
_COURT_LETTERS: dict[str, dict[str, str]] = {
    "ru": {"J": "В", "Q": "Д", "K": "К", "A": "Т"},
    "uk": {"J": "В", "Q": "Д", "K": "К", "A": "Т"},
    "de": {"J": "B", "Q": "D", "K": "K", "A": "A"},
}
SUIT_SYMBOLS: dict[str, str] = {"C": "♣", "S": "♠", "H": "♥", "D": "♦"}

INDEX_X = 13.0  # centre of the index column, card units
INDEX_TOP = 4.0
INDEX_SIZE = 24.0  # cap height of the rank, card units (font size scales from it)
INDEX_PIP = 18.0
PIP = 17.0
PANEL_X, PANEL_Y = 25.0, 7.0  # the court cards' picture panel, between the index columns
_TOP, _BOTTOM = 24.0, UNIT_H - 24.0  # centres of the first and last pip rows
_L, _C, _R = 34.0, 50.0, 66.0  # pip columns


def _layout(rank: str) -> list[tuple[float, float]]:
    """Pip centres as (column, row fraction) for the number ranks."""
    side = [(_L, r) for r in _rows(rank)] + [(_R, r) for r in _rows(rank)]
    middle = {"7": [0.25], "8": [0.25, 0.75], "9": [0.5], "10": [1 / 6, 5 / 6]}[rank]
    return side + [(_C, r) for r in middle]


def _rows(rank: str) -> list[float]:
    return [0.0, 0.5, 1.0] if rank in ("7", "8") else [0.0, 1 / 3, 2 / 3, 1.0]


def suit_ink(suit: str, four_colour: bool) -> Colour:
    return (SUIT_INK_FOUR if four_colour else SUIT_INK_TWO)[suit]


def render(face: str, width: int, four_colour: bool, lang: str) -> pygame.Surface:
    """One French card face, `width` pixels wide."""
    rank, suit = split_french(face)
    ink = suit_ink(suit, four_colour)
    blank = Blank(width)
    pen = blank.pen
    draw_pip(pen, suit, INDEX_X, INDEX_TOP + INDEX_SIZE + 12, INDEX_PIP, ink)
    draw_pip(pen, suit, 100 - INDEX_X, UNIT_H - INDEX_TOP - INDEX_SIZE - 12, INDEX_PIP, ink, True)
    if rank in ("J", "Q", "K"):
        _court_art(pen, rank, suit, ink)
    elif rank == "A":
        draw_pip(pen, suit, _C, UNIT_H / 2, 46, ink)
    else:
        for x, row in _layout(rank):
            y = _TOP + row * (_BOTTOM - _TOP)
            draw_pip(pen, suit, x, y, PIP, ink, flipped=row > 0.5)
    surface = blank.finish()
    _index_text(surface, rank_label(rank, lang), ink, width)
    return surface


def _court_art(pen: Pen, rank: str, suit: str, ink: Colour) -> None:
    """A double-headed court card: a bust in the top half of a panel between the two
    index columns, mirrored into the bottom half, as printed packs do."""
    x, y, w = PANEL_X, PANEL_Y, 100 - 2 * PANEL_X
    half = UNIT_H / 2 - y
    pen.rect(x, y, w, 2 * half, mix(STOCK, ink, 0.08), None, radius=3)
    court(pen.box(x - 1, y + 3, w + 2), INKS, rank, ink)
    draw_pip(pen, suit, x + 7, y + 8, 10, ink)
    (x0, y0), (x1, y1) = pen.px((x, y)), pen.px((x + w, y + half))
    top = pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
    bottom = top.copy()
    bottom.bottom = pen.surface.get_height() - top.top
    pen.surface.blit(pygame.transform.rotate(pen.surface.subsurface(top).copy(), 180), bottom)
    pen.rect(x, y, w, 2 * half, None, ink, radius=3, line=1.2)
    pen.stroke([(x, UNIT_H / 2), (x + w, UNIT_H / 2)], 1.0, ink)


def _index_text(surface: pygame.Surface, label: str, ink: Colour, width: int) -> None:
    """The rank at the top-left and, upside down, at the bottom-right; '10' is condensed
    to the column's width."""
    k = width / 100.0
    f = font(max(8, round(INDEX_SIZE * 1.3 * k)))
    image = f.render(label, True, ink)
    max_w = round(22 * k)
    if image.get_width() > max_w:
        image = pygame.transform.smoothscale(image, (max_w, image.get_height()))
    top_left = image.get_rect(midtop=(round(INDEX_X * k), round(INDEX_TOP * k)))
    surface.blit(image, top_left)
    flipped = pygame.transform.rotate(image, 180)
    w, h = surface.get_size()
    surface.blit(
        flipped, flipped.get_rect(midbottom=(w - round(INDEX_X * k), h - round(INDEX_TOP * k)))
    )


def split_french(face: str) -> tuple[str, str]:
    """'10H' -> ('10', 'H')."""
    return face[:-1], face[-1]


def rank_label(rank: str, lang: str = "en") -> str:
    """The index letter or number of a French rank in the player's language."""
    return _COURT_LETTERS.get(lang, {}).get(rank, rank)


def letters_language(lang: str) -> str:
    """The language whose court letters `lang` uses ('en' when it has none of its own), so
    caches can share one surface between languages that print the same card."""
    return lang if lang in _COURT_LETTERS else "en"


def card_name(face: str, lang: str) -> str:
    """'10♥', and 'Д♠' in Russian."""
    rank, suit = split_french(face)
    return rank_label(rank, lang) + SUIT_SYMBOLS[suit]


def back_pattern(pen: Pen, colour: Colour) -> None:
    """A fine cross-hatch with an oval cartouche holding the four suits."""
    crosshatch(pen, colour)
    cy = UNIT_H / 2
    pen.ellipse(50, cy, 26, 34, colour, mix(colour, STOCK, 0.6), line=1.6)
    pen.ellipse(50, cy, 21, 29, None, mix(colour, STOCK, 0.35), line=0.8)
    ink = mix(colour, STOCK, 0.75)
    for suit, (dx, dy) in zip("SHCD", ((0, -12), (11, 0), (0, 12), (-11, 0)), strict=True):
        draw_pip(pen, suit, 50 + dx, cy + dy, 11, ink)


DECKS = (
    Deck(
        id="french32",
        faces=FACES,
        colour=GREEN_TABLE,
        inks=INKS,
        paint=render,
        pattern=back_pattern,
        name=card_name,
        pictures=frozenset(f for f in FACES if split_french(f)[0] in ("J", "Q", "K")),
        four_colour=True,
        letters=letters_language,
    ),
)
