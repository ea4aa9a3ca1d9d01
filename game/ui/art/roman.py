"""Roman numerals drawn as serifed shapes (I, V, X, and Gnav's zero as an oval 0).

The shipped font has no serif face, and the cuckoo cards' numerals are their main
ornament, so the numerals are drawn: crisp at every size and in the printed-card manner.
Glyphs live in a box 100 units high.
"""

from __future__ import annotations

from collections.abc import Callable

from .palette import Colour
from .pen import Pen

_GAP = 8.0

Glyph = Callable[[Pen, Colour, Colour], None]


def _i(pen: Pen, ink: Colour, bg: Colour) -> None:
    pen.poly(
        [
            (0, 0),
            (36, 0),
            (36, 5),
            (27, 11),
            (27, 89),
            (36, 95),
            (36, 100),
            (0, 100),
            (0, 95),
            (9, 89),
            (9, 11),
            (0, 5),
        ],
        ink,
        None,
    )


def _v(pen: Pen, ink: Colour, bg: Colour) -> None:
    pen.poly([(6, 3), (25, 3), (45, 100), (35, 100)], ink, None)  # thick stroke
    pen.poly([(60, 3), (68, 3), (43, 100), (37, 100)], ink, None)  # thin stroke
    pen.poly([(0, 0), (32, 0), (32, 6), (0, 6)], ink, None)
    pen.poly([(52, 0), (76, 0), (76, 6), (52, 6)], ink, None)


def _x(pen: Pen, ink: Colour, bg: Colour) -> None:
    pen.poly([(6, 3), (25, 3), (70, 97), (51, 97)], ink, None)
    pen.poly([(55, 3), (63, 3), (21, 97), (13, 97)], ink, None)
    pen.poly([(0, 0), (31, 0), (31, 6), (0, 6)], ink, None)
    pen.poly([(47, 0), (71, 0), (71, 6), (47, 6)], ink, None)
    pen.poly([(4, 94), (28, 94), (28, 100), (4, 100)], ink, None)
    pen.poly([(44, 94), (76, 94), (76, 100), (44, 100)], ink, None)


def _zero(pen: Pen, ink: Colour, bg: Colour) -> None:
    pen.ellipse(30, 50, 30, 50, ink, None)
    pen.ellipse(30, 50, 16, 40, bg, None)


_GLYPHS: dict[str, tuple[float, Glyph]] = {
    "I": (36, _i),
    "V": (76, _v),
    "X": (76, _x),
    "0": (60, _zero),
}


def numeral_width(text: str) -> float:
    """Width of `text` in units of its height (so 1.0 = as wide as it is tall)."""
    widths = [_GLYPHS[c][0] for c in text]
    return (sum(widths) + _GAP * (len(widths) - 1)) / 100.0


def draw_numeral(
    pen: Pen,
    text: str,
    center_x: float,
    top: float,
    height: float,
    ink: Colour,
    bg: Colour,
    max_width: float | None = None,
) -> float:
    """Draw `text` centred on `center_x` (pen units), shrinking to `max_width`; returns
    the height used."""
    if max_width is not None:
        height = min(height, max_width / numeral_width(text))
    x = center_x - numeral_width(text) * height / 2
    for c in text:
        w, glyph = _GLYPHS[c]
        glyph(pen.box(x, top, height), ink, bg)
        x += (w + _GAP) * height / 100.0
    return height
