"""The four French suits as filled shapes in a 100x100 box (crisp at any size, unlike
glyphs), optionally upside down for the pips in the lower half of a card."""

from __future__ import annotations

from collections.abc import Sequence

from .palette import Colour
from .pen import Pen, Point, arc_pts, ellipse_pts, symmetric

_HEART = symmetric([(50, 96)] + arc_pts(28, 36, 24, 24, 146, 336, 0, 20))
_SPADE = symmetric([(50, 2)] + arc_pts(28, 58, 23, 23, 214, 17, 0, 20) + [(46, 70), (34, 98)])
_DIAMOND = [(50, 0), (88, 50), (50, 100), (12, 50)]
_CLUB = [
    ellipse_pts(50, 27, 21, 21, 0, 28),
    ellipse_pts(26, 59, 21, 21, 0, 28),
    ellipse_pts(74, 59, 21, 21, 0, 28),
    ellipse_pts(50, 54, 12, 12, 0, 16),
    [(50, 50), (34, 98), (66, 98)],
]
SHAPES: dict[str, list[list[Point]]] = {
    "H": [_HEART],
    "S": [_SPADE],
    "D": [_DIAMOND],
    "C": _CLUB,
}


def _flip(points: Sequence[Point]) -> list[Point]:
    return [(100 - x, 100 - y) for x, y in points]


def draw_suit(pen: Pen, suit: str, colour: Colour, flipped: bool = False) -> None:
    """Fill the suit's shape in `pen`'s 100x100 box."""
    for part in SHAPES[suit]:
        pen.poly(_flip(part) if flipped else part, colour, None)


def draw_pip(
    pen: Pen, suit: str, cx: float, cy: float, size: float, colour: Colour, flipped: bool = False
) -> None:
    """A suit shape `size` units across, centred on (cx, cy) in `pen`'s units."""
    draw_suit(pen.box(cx - size / 2, cy - size / 2, size), suit, colour, flipped)
