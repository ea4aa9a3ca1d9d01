"""Object emblems: crown, flower pot, house, bucket, wine jug, and the empty circle."""

from __future__ import annotations

from .palette import WHITE_INK, Inks, mix
from .pen import Pen, arc_pts, ellipse_pts, symmetric


def crown(pen: Pen, inks: Inks) -> None:
    """A three-pointed crown with jewels (for the Cucco and the French kings)."""
    pen.poly(
        [(8, 90), (4, 30), (28, 58), (50, 14), (72, 58), (96, 30), (92, 90)],
        inks.ochre,
    )
    pen.poly([(8, 74), (92, 74), (92, 92), (8, 92)], inks.ochre)
    for x, y in ((4, 26), (50, 10), (96, 26)):
        pen.circle(x, y, 7, inks.red)
    for x in (26, 50, 74):
        pen.circle(x, 83, 5, inks.accent, line=2)


def flower_pot(pen: Pen, inks: Inks) -> None:
    """A terracotta pot with a tulip and two leaves."""
    pen.stroke([(50, 62), (50, 30)], 5, inks.key)
    pen.stroke([(50, 62), (50, 30)], 2.2, inks.accent)
    pen.poly([(50, 60), (22, 34), (30, 30), (50, 50)], inks.accent)  # leaves
    pen.poly([(50, 56), (80, 38), (74, 32), (50, 46)], inks.accent)
    tulip = [(50, 34), (34, 26), (32, 6), (42, 14), (50, 2), (58, 14), (68, 6), (66, 26)]
    pen.poly(tulip, inks.red)
    pen.poly([(44, 22), (50, 8), (56, 22), (50, 30)], inks.ochre, line=1.8)
    pot = mix(inks.red, inks.ochre, 0.45)
    pen.poly([(24, 68), (76, 68), (68, 98), (32, 98)], pot)
    pen.poly([(18, 58), (82, 58), (82, 70), (18, 70)], pot)  # rim
    pen.stroke([(30, 82), (70, 82)], 2.2, inks.key)
    for x in (38, 50, 62):
        pen.circle(x, 89, 2.6, inks.ochre, line=1.2)


def house(pen: Pen, inks: Inks) -> None:
    """A red wooden house with a steep roof, chimney, door and two lit windows."""
    pen.poly([(64, 26), (76, 26), (76, 8), (64, 8)], inks.key)  # chimney
    for i, (x, y) in enumerate(((72, 4), (80, 0), (90, -2))):  # smoke puffs
        pen.circle(x, y, 3 + i, mix(WHITE_INK, inks.accent, 0.2), line=1.5)
    walls = [(18, 46), (82, 46), (82, 96), (18, 96)]
    pen.poly(walls, inks.red)
    for x in (26, 34, 42, 58, 66, 74):  # planks
        pen.stroke([(x, 50), (x, 94)], 1.2, mix(inks.red, inks.key, 0.4))
    pen.poly([(6, 50), (50, 10), (94, 50), (86, 54), (50, 22), (14, 54)], inks.key)  # roof
    pen.poly([(14, 48), (50, 16), (86, 48)], inks.accent, None)
    pen.poly([(42, 64), (58, 64), (58, 96), (42, 96)], inks.key, line=2.5)  # door
    pen.circle(54, 80, 1.6, inks.ochre, None)
    for x in (22, 64):
        pen.poly([(x, 58), (x + 14, 58), (x + 14, 72), (x, 72)], inks.ochre, line=2.5)
        pen.stroke([(x + 7, 58), (x + 7, 72)], 1.6)
        pen.stroke([(x, 65), (x + 14, 65)], 1.6)
    pen.stroke([(2, 97), (98, 97)], 3)


def bucket(pen: Pen, inks: Inks) -> None:
    """A wooden bucket with iron hoops and a bail handle, water showing at the top."""
    pen.stroke(arc_pts(50, 34, 34, 30, 180, 360, 0, 20), 4.5, inks.key)  # handle
    wood = mix(inks.ochre, inks.red, 0.2)
    pen.poly([(14, 34), (86, 34), (74, 96), (26, 96)], wood)
    for x0, x1 in ((32, 38), (50, 50), (68, 62)):  # staves
        pen.stroke([(x0, 36), (x1, 95)], 1.3, mix(wood, inks.key, 0.5))
    for y, inset in ((48, 3), (82, 9)):  # iron hoops
        pen.poly(
            [(14 + inset, y), (86 - inset, y), (85 - inset, y + 7), (15 + inset, y + 7)],
            mix(inks.key, inks.accent, 0.3),
            line=1.5,
        )
    pen.ellipse(50, 34, 36, 7, mix(inks.accent, WHITE_INK, 0.35))
    pen.circle(14, 34, 3.5, inks.key, None)
    pen.circle(86, 34, 3.5, inks.key, None)


def wine_jug(pen: Pen, inks: Inks) -> None:
    """An inn's wine jug with a side handle and a spout, and a full glass beside it."""
    pen.stroke(arc_pts(66, 44, 16, 20, -80, 80, 0, 14), 9, inks.key)  # handle
    pen.stroke(arc_pts(66, 44, 16, 20, -80, 80, 0, 14), 4.5, inks.ochre)
    body = symmetric(
        [(48, 12), (36, 14), (30, 10), (38, 24), (40, 32), (22, 50), (20, 72), (28, 90), (40, 96)],
        48,
    )
    pen.poly(body, inks.ochre)
    pen.poly([(24, 54), (72, 54), (74, 64), (22, 64)], inks.accent, line=2)  # band
    for x in (30, 42, 54, 66):
        pen.circle(x, 78, 3, inks.red, line=1.2)
    pen.ellipse(48, 13, 12, 3.5, mix(inks.red, inks.key, 0.4), line=2)
    glass = [(78, 62), (98, 62), (96, 96), (80, 96)]
    pen.poly(glass, mix(WHITE_INK, inks.accent, 0.15))
    pen.poly([(79, 72), (97, 72), (96, 95), (80, 95)], inks.red, line=1.6)


def nothing(pen: Pen, inks: Inks) -> None:
    """The empty circle of Nulla: a heavy ring with a thin red ring inside, and nothing."""
    pen.poly(ellipse_pts(50, 50, 44, 44, 0, 64), inks.key, None)
    pen.poly(ellipse_pts(50, 50, 34, 34, 0, 64), mix(WHITE_INK, inks.ochre, 0.12), None)
    pen.poly(ellipse_pts(50, 50, 28, 28, 0, 64), None, inks.red, line=2)
    for i in range(8):
        x, y = ellipse_pts(50, 50, 39, 39, 22.5, 8)[i]
        pen.circle(x, y, 2.2, inks.ochre, None)
