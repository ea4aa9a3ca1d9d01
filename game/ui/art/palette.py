"""The few ink colours the card art is printed with.

Old printed cards used a handful of inks on warm stock; keeping the palette here (and small)
is what makes the three decks look like one product.
"""

from __future__ import annotations

Colour = tuple[int, int, int]

STOCK: Colour = (244, 238, 220)  # warm off-white card stock, never pure white
STOCK_SHADE: Colour = (231, 222, 198)  # a slightly darker stock for panels and ribbons' backs
EDGE: Colour = (138, 126, 104)  # the 1-px darker edge around every card
INK: Colour = (36, 29, 26)  # near-black brown key line
RED: Colour = (184, 44, 38)  # vermilion
OCHRE: Colour = (222, 168, 52)  # yellow ochre
TEAL: Colour = (34, 110, 112)
BLUE: Colour = (38, 78, 150)
GREEN: Colour = (34, 118, 62)
FLESH: Colour = (236, 196, 160)
WHITE_INK: Colour = (250, 246, 234)  # highlights (eyes, teeth), still warm

# Suit inks: classic two colours, and the four-colour option (STYLE.md).
SUIT_INK_TWO: dict[str, Colour] = {"S": INK, "C": INK, "H": RED, "D": RED}
SUIT_INK_FOUR: dict[str, Colour] = {"S": INK, "C": GREEN, "H": RED, "D": BLUE}


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """`a` moved a fraction `t` toward `b` (used for lighter and darker tints of one ink)."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


class Inks:
    """The inks one deck's pictures are printed with: key line, two warm inks, one cool."""

    __slots__ = ("accent", "key", "ochre", "red")

    def __init__(self, key: Colour, red: Colour, ochre: Colour, accent: Colour) -> None:
        self.key, self.red, self.ochre, self.accent = key, red, ochre, accent
