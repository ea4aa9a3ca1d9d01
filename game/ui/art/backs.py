"""Card backs: one pattern per deck in its table's colour, inside a thin stock border.

Gnav: a dotted trellis round a lozenge; Cuccù: rows of rosettes round a sun; French: a fine cross-hatch with an oval
cartouche holding the four suits; Mada: rows of cactus paddles round a lemur's eyes.
"""

from __future__ import annotations

import itertools

import pygame

from .canvas import UNIT_H, Blank
from .mada import back_pattern
from .palette import DECK_COLOUR, OCHRE, STOCK, Colour, mix
from .pen import Pen, polar
from .suits import draw_pip

MARGIN = 5.0  # stock border around the pattern, card units


def render(deck: str, width: int) -> pygame.Surface:
    """The back of a card of `deck`, `width` pixels wide."""
    blank = Blank(width)
    pen = blank.pen
    colour = DECK_COLOUR[deck]
    field = (MARGIN, MARGIN, 100 - 2 * MARGIN, UNIT_H - 2 * MARGIN)
    pen.rect(*field, colour, None, radius=3)
    clip = pygame.Rect(*(round(v * pen.scale) for v in field))
    blank.big.set_clip(clip)
    patterns = {"gnav": _trellis, "cuccu": _rosettes, "french32": _hatch, "mada": back_pattern}
    patterns[deck](pen, colour)
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


def _hatch(pen: Pen, colour: Colour) -> None:
    light = mix(colour, STOCK, 0.22)
    for i in range(-30, 31):
        x = i * 5.0
        pen.stroke([(x, 0), (x + UNIT_H, UNIT_H)], 0.7, light)
        pen.stroke([(x + UNIT_H, 0), (x, UNIT_H)], 0.7, light)
    cy = UNIT_H / 2
    pen.ellipse(50, cy, 26, 34, colour, mix(colour, STOCK, 0.6), line=1.6)
    pen.ellipse(50, cy, 21, 29, None, mix(colour, STOCK, 0.35), line=0.8)
    ink = mix(colour, STOCK, 0.75)
    for suit, (dx, dy) in zip("SHCD", ((0, -12), (11, 0), (0, 12), (-11, 0)), strict=True):
        draw_pip(pen, suit, 50 + dx, cy + dy, 11, ink)


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
