"""Faces of the two cuckoo decks (Gnav, Cuccù): big Roman numerals and picture cards.

Number cards show their numeral large with small ones in two corners; picture cards show
their emblem over a tinted arch, a name ribbon with the native name, and, for Cuccù, the
value as on the originals (XI..XV, small minus marks for the negative cards).
"""

from __future__ import annotations

import pygame

from .canvas import UNIT_H, Blank, blit_text
from .faces import CUCCU_MARKS, NATIVE_NAMES, numeral
from .fonts import fitted, font
from .palette import DECK_COLOUR, DECK_INKS, INK, OCHRE, RED, STOCK, WHITE_INK, Colour, mix
from .pen import Pen
from .pictures import EMBLEMS
from .roman import draw_numeral, numeral_width

RIBBON_Y = 112.0  # top of the name ribbon, card units
RIBBON_H = 16.0
INDEX_H = 11.0  # height of a corner numeral, card units
MARK_INK = mix(RED, INK, 0.2)  # a deeper red, for 4.5:1 contrast on the tinted arch


def render(deck: str, face: str, width: int) -> pygame.Surface:
    """The face of a Gnav or Cuccù card, `width` pixels wide."""
    blank = Blank(width)
    colour = DECK_COLOUR[deck]
    _frame(blank.pen, colour)
    picture = face in NATIVE_NAMES[deck]
    if picture:
        _picture_art(blank.pen, deck, face, colour)
    else:
        _number_art(blank.pen, numeral(face), colour)
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
    inks = DECK_INKS[deck]
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
