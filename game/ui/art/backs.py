"""Card backs: one pattern per deck in its table's colour, inside a thin stock border.

Each deck brings its pattern (`Deck.pattern`, beside its faces: Gnav's dotted trellis,
Cuccù's rosettes, the French cross-hatch and cartouche, Mada's cactus paddles, Kadabra's
stars); `crosshatch` is the plain one a deck without art of its own gets.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .canvas import UNIT_H, Blank
from .palette import STOCK, Colour, mix
from .pen import Pen

#: (pen, the deck's colour) -> the back's pattern, inside the back's border.
Pattern = Callable[[Pen, Colour], None]

MARGIN = 5.0  # stock border around the pattern, card units


def render(colour: Colour, pattern: Pattern, width: int) -> pygame.Surface:
    """The back of a card of a deck of `colour` and `pattern`, `width` pixels wide."""
    blank = Blank(width)
    pen = blank.pen
    field = (MARGIN, MARGIN, 100 - 2 * MARGIN, UNIT_H - 2 * MARGIN)
    pen.rect(*field, colour, None, radius=3)
    clip = pygame.Rect(*(round(v * pen.scale) for v in field))
    blank.big.set_clip(clip)
    pattern(pen, colour)
    blank.big.set_clip(None)
    pen.rect(*field, None, mix(colour, STOCK, 0.55), radius=3, line=1.0)
    pen.rect(
        MARGIN + 2.5,
        MARGIN + 2.5,
        90 - 2 * MARGIN,
        UNIT_H - 2 * MARGIN - 5,
        None,
        mix(colour, STOCK, 0.35),
        radius=2,
        line=0.7,
    )
    return blank.finish(edge=mix(colour, (0, 0, 0), 0.3))


def crosshatch(pen: Pen, colour: Colour) -> None:
    """Fine diagonal lines both ways: the plain back (the French pack's, under its cartouche)."""
    light = mix(colour, STOCK, 0.22)
    for i in range(-30, 31):
        x = i * 5.0
        pen.stroke([(x, 0), (x + UNIT_H, UNIT_H)], 0.7, light)
        pen.stroke([(x + UNIT_H, 0), (x, UNIT_H)], 0.7, light)
