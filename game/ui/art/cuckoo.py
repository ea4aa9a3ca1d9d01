"""The two cuckoo decks (Gnav, Cuccù): big Roman numerals and picture cards.

Number cards show their numeral large with small ones in two corners; picture cards show
their emblem over a tinted arch, a name ribbon with the native name, and, for Cuccù, the
value as on the originals (XI..XV, small minus marks for the negative cards). The backs:
Gnav's dotted trellis round a lozenge, Cuccù's rows of rosettes round a sun.
"""

from __future__ import annotations

import itertools

import pygame

from .backs import Pattern
from .canvas import UNIT_H, Blank, blit_text
from .cuckoo_pictures import EMBLEMS
from .decks import Deck
from .fonts import fitted, font
from .palette import BLUE, INK, OCHRE, RED, STOCK, TEAL, WHITE_INK, Colour, Inks, mix
from .pen import Pen, polar
from .roman import draw_numeral, numeral_width

ROMAN: tuple[str, ...] = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")
GNAV_PICTURES_LOW: tuple[str, ...] = ("narr", "ugle", "potte")
GNAV_PICTURES_HIGH: tuple[str, ...] = ("hus", "hest", "katt", "dragon", "gjok")
CUCCU_PICTURES_LOW: tuple[str, ...] = ("leone", "mascherone", "secchia", "nulla")
CUCCU_PICTURES_HIGH: tuple[str, ...] = ("osteria", "gatto", "cavallo", "bragon", "cucco", "matto")
FACES: dict[str, tuple[str, ...]] = {
    "gnav": GNAV_PICTURES_LOW + ("0",) + ROMAN + GNAV_PICTURES_HIGH,
    "cuccu": CUCCU_PICTURES_LOW + ROMAN[:10] + CUCCU_PICTURES_HIGH,
}
# The native names printed on the ribbons (Norwegian for Gnav, Italian for Cuccù).
NATIVE_NAMES: dict[str, dict[str, str]] = {
    "gnav": {
        "narr": "Narr",
        "ugle": "Ugle",
        "potte": "Potte",
        "hus": "Hus",
        "hest": "Hest",
        "katt": "Katt",
        "dragon": "Dragon",
        "gjok": "Gjøk",
    },
    "cuccu": {
        "leone": "Leone",
        "mascherone": "Mascherone",
        "secchia": "Secchia",
        "nulla": "Nulla",
        "osteria": "Osteria",
        "gatto": "Gatto",
        "cavallo": "Cavallo",
        "bragon": "Bragon",
        "cucco": "Cucco",
        "matto": "Matto",
    },
}
# The value printed in a picture's corner, as on the Cuccù originals (XIIII, not XIV);
# the negative cards carry a small minus mark. Gnav's pictures carry no value.
CUCCU_MARKS: dict[str, str] = {
    "leone": "-3",
    "mascherone": "-2",
    "secchia": "-1",
    "nulla": "0",
    "osteria": "XI",
    "gatto": "XII",
    "cavallo": "XIII",
    "bragon": "XIIII",
    "cucco": "XV",
}
# Table colours per deck (STYLE.md): the backs and the frames on the faces use them.
COLOUR: dict[str, Colour] = {"gnav": (28, 92, 96), "cuccu": (112, 32, 38)}  # teal, oxblood
INKS: dict[str, Inks] = {"gnav": Inks(INK, RED, OCHRE, TEAL), "cuccu": Inks(INK, RED, OCHRE, BLUE)}

RIBBON_Y = 112.0  # top of the name ribbon, card units
RIBBON_H = 16.0
INDEX_H = 11.0  # height of a corner numeral, card units
MARK_INK = mix(RED, INK, 0.2)  # a deeper red, for 4.5:1 contrast on the tinted arch


def render(deck: str, face: str, width: int) -> pygame.Surface:
    """The face of a Gnav or Cuccù card, `width` pixels wide."""
    blank = Blank(width)
    colour = COLOUR[deck]
    _frame(blank.pen, colour)
    picture = face in NATIVE_NAMES[deck]
    if picture:
        _picture_art(blank.pen, deck, face, colour)
    else:
        _number_art(blank.pen, face, colour)
    surface = blank.finish()
    if picture:
        _ribbon_text(surface, NATIVE_NAMES[deck][face], width)
        mark = _mark(deck, face)
        if mark is not None and not mark.isalpha():
            _text_mark(surface, mark, width)
    return surface


def _mark(deck: str, face: str) -> str | None:
    """The value printed on a picture (Cuccù only): a numeral, or a digit mark."""
    return CUCCU_MARKS.get(face) if deck == "cuccu" else None


def _frame(pen: Pen, colour: Colour) -> None:
    pen.rect(4, 4, 92, UNIT_H - 8, None, colour, radius=3, line=1.3)


def _number_art(pen: Pen, text: str, colour: Colour) -> None:
    """A large numeral between two lozenges, and small numerals top-left, bottom-right."""
    big = min(46.0, 74 / numeral_width(text))
    cy = UNIT_H / 2
    draw_numeral(pen, text, 50, cy - big / 2, big, INK, STOCK, max_width=74)
    for y in (cy - big / 2 - 14, cy + big / 2 + 14):
        pen.poly([(50, y - 6), (57, y), (50, y + 6), (43, y)], RED, colour, line=1.2)
        pen.stroke([(30, y), (40, y)], 1.4, colour)
        pen.stroke([(60, y), (70, y)], 1.4, colour)
    _corner_numerals(pen, text)


def _corner_numerals(pen: Pen, text: str) -> None:
    w = numeral_width(text) * INDEX_H
    draw_numeral(pen, text, 10 + w / 2, 9, INDEX_H, INK, STOCK)
    draw_numeral(pen, text, 90 - w / 2, UNIT_H - 9 - INDEX_H, INDEX_H, INK, STOCK)


def _picture_art(pen: Pen, deck: str, face: str, colour: Colour) -> None:
    inks = INKS[deck]
    pen.rect(9, 9, 82, RIBBON_Y + 4, mix(STOCK, colour, 0.1), None, radius=40)
    mark = _mark(deck, face)
    if mark is None:
        EMBLEMS[deck][face](pen.box(9, 17, 82), inks)
    else:
        EMBLEMS[deck][face](pen.box(11, 23, 78), inks)
    if mark is not None and mark.isalpha():
        draw_numeral(pen, mark, 50, 9, 11, INK, mix(STOCK, colour, 0.1), max_width=40)
    _ribbon_art(pen, colour)


def _ribbon_art(pen: Pen, colour: Colour) -> None:
    """A banner with swallow-tailed ends folded behind it."""
    y, h = RIBBON_Y, RIBBON_H
    tail = mix(colour, INK, 0.1)
    for side in (-1, 1):
        x_out, x_in = 50 + side * 49, 50 + side * 36
        notch = 50 + side * 44
        pen.poly(
            [
                (x_in, y + 5),
                (x_out, y + 5),
                (notch, y + h / 2 + 5),
                (x_out, y + h + 5),
                (x_in, y + h + 5),
            ],
            tail,
            line=1.2,
        )
    band = mix(OCHRE, WHITE_INK, 0.45)
    pen.poly([(8, y), (92, y), (92, y + h), (8, y + h)], band, line=1.2)


def _ribbon_text(surface: pygame.Surface, name: str, width: int) -> None:
    k = width / 100.0
    size = max(8, round(RIBBON_H * 0.72 * k))
    f = fitted(name, size, round(82 * k))
    blit_text(surface, name, f, INK, (50 * k, (RIBBON_Y + RIBBON_H / 2) * k))


def _text_mark(surface: pygame.Surface, mark: str, width: int) -> None:
    """Cuccù's small value marks ('-3' .. '0') at the top, where the numerals are."""
    k = width / 100.0
    text = mark.replace("-", "\u2212")
    f = font(max(7, round(13 * k)))
    image = f.render(text, True, MARK_INK)
    surface.blit(image, image.get_rect(midtop=(round(50 * k), round(6 * k))))


# --- the backs --------------------------------------------------------------------------------
def _trellis(pen: Pen, colour: Colour) -> None:
    light = mix(colour, STOCK, 0.3)
    step = 10.0
    for i in range(-16, 17):
        x = i * step
        pen.stroke([(x, 0), (x + UNIT_H, UNIT_H)], 0.9, light)
        pen.stroke([(x + UNIT_H, 0), (x, UNIT_H)], 0.9, light)
    dot = mix(colour, OCHRE, 0.6)
    for i, j in itertools.product(range(-16, 17), repeat=2):  # a dot where two lines cross
        x, y = ((i + j) * step + UNIT_H) / 2, ((j - i) * step + UNIT_H) / 2
        if 0 <= x <= 100 and 0 <= y <= UNIT_H:
            pen.circle(x, y, 1.4, dot, None)
    _medallion(pen, colour)


def _rosettes(pen: Pen, colour: Colour) -> None:
    petal = mix(colour, STOCK, 0.28)
    step = 15.0
    for row in range(11):
        for col in range(8):
            cx = col * step + (step / 2 if row % 2 else 0)
            cy = row * step
            for dx, dy in ((0, -3.2), (3.2, 0), (0, 3.2), (-3.2, 0)):
                pen.circle(cx + dx, cy + dy, 2.8, petal, None)
            pen.circle(cx, cy, 1.6, mix(colour, OCHRE, 0.7), None)
    _sun(pen, colour)


def _medallion(pen: Pen, colour: Colour) -> None:
    """A central lozenge that gives the back a centre and shows which way it is up."""
    cy = UNIT_H / 2
    pen.poly(
        [(50, cy - 26), (76, cy), (50, cy + 26), (24, cy)],
        colour,
        mix(colour, STOCK, 0.6),
        line=1.6,
    )
    pen.poly(
        [(50, cy - 17), (67, cy), (50, cy + 17), (33, cy)],
        mix(colour, OCHRE, 0.55),
        mix(colour, STOCK, 0.6),
        line=1.0,
    )
    pen.circle(50, cy, 5, colour, mix(colour, STOCK, 0.6), line=1.0)


def _sun(pen: Pen, colour: Colour) -> None:
    """Cuccù's centre: a round sun of rays, so its back differs from Gnav's lozenge."""
    cy = UNIT_H / 2
    rim = mix(colour, STOCK, 0.6)
    rays = [polar(50, cy, 30 if i % 2 == 0 else 21, i * 15) for i in range(24)]
    pen.poly(rays, mix(colour, OCHRE, 0.55), rim, line=1.2)
    pen.circle(50, cy, 17, colour, rim, line=1.4)
    pen.circle(50, cy, 8, mix(colour, OCHRE, 0.55), rim, line=1.0)


# --- the decks --------------------------------------------------------------------------------
def _deck(deck_id: str, pattern: Pattern) -> Deck:
    names = NATIVE_NAMES[deck_id]
    return Deck(
        id=deck_id,
        faces=FACES[deck_id],
        colour=COLOUR[deck_id],
        inks=INKS[deck_id],
        paint=lambda face, width, _four, _lang: render(deck_id, face, width),
        pattern=pattern,
        # a number card's numeral (Gnav's zero is the digit 0 everywhere: on the card, in
        # the log and in the rules), a picture's native name
        name=lambda face, _lang: names.get(face, face),
        pictures=frozenset(names),
    )


DECKS = (_deck("gnav", _trellis), _deck("cuccu", _rosettes))
