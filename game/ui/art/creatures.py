"""Animal emblems: owl (crowned for Cuccù's Cucco), cuckoo, cat, horse, lion.

Each draws in a 100x100 box with flat inks and a key line; the silhouettes are chosen to
differ at a glance (round owl, slim long-tailed cuckoo, sitting cat, horse's head in
profile, maned lion face).
"""

from __future__ import annotations

from .palette import FLESH, WHITE_INK, Colour, Inks, mix
from .pen import Pen, arc_pts, polar, symmetric
from .things import crown


def owl(pen: Pen, inks: Inks, crowned: bool = False) -> None:
    """A front-facing owl on a branch; with `crowned`, wearing a crown instead of tufts."""
    top = 24 if crowned else 14
    pen.stroke([(8, 93), (92, 91)], 7, inks.key)  # branch
    if crowned:
        crown(pen.box(27, 0, 46), inks)
    else:
        pen.poly([(22, top + 18), (20, top - 6), (40, top + 8)], inks.accent)  # ear tufts
        pen.poly([(78, top + 18), (80, top - 6), (60, top + 8)], inks.accent)
    body = mix(inks.ochre, inks.red, 0.25)
    pen.ellipse(50, 58 + top / 4, 33, 38 - top / 5, body)
    pen.ellipse(24, 64 + top / 5, 11, 22, inks.accent, rot=12)  # wings
    pen.ellipse(76, 64 + top / 5, 11, 22, inks.accent, rot=-12)
    belly = mix(body, WHITE_INK, 0.55)
    pen.ellipse(50, 70 + top / 5, 17, 18, belly)
    for row, y in enumerate((64, 72, 80)):  # feather chevrons
        for x in (42, 50, 58) if row != 1 else (46, 54):
            yy = y + top / 5
            pen.stroke([(x - 3, yy - 2), (x, yy + 1), (x + 3, yy - 2)], 1.6, inks.key)
    eye_y = top + 24
    for x in (37, 63):
        pen.circle(x, eye_y, 12, WHITE_INK)
        pen.circle(x, eye_y, 6.5, inks.ochre, line=1.5)
        pen.circle(x, eye_y, 3.2, inks.key, None)
    pen.poly([(45, eye_y + 8), (55, eye_y + 8), (50, eye_y + 18)], inks.red)  # beak
    for x in (40, 60):  # claws on the branch
        pen.stroke([(x - 5, 92), (x, 86), (x + 5, 92)], 2.5, inks.key)


def cuckoo(pen: Pen, inks: Inks) -> None:
    """A slim cuckoo in profile on a twig, long barred tail down to the right."""
    pen.stroke([(4, 82), (60, 78), (96, 86)], 5, inks.key)  # twig
    pen.poly([(66, 76), (74, 70), (78, 78)], inks.accent, line=2)  # leaf
    grey = mix(inks.accent, WHITE_INK, 0.25)
    tail = [(58, 56), (96, 84), (90, 92), (52, 66)]
    pen.poly(tail, grey)
    for t in (0.35, 0.6, 0.85):  # bars on the tail
        a = (58 + 38 * t, 56 + 28 * t)
        b = (52 + 38 * t, 66 + 26 * t)
        pen.stroke([a, b], 2.2, inks.key)
    pen.ellipse(42, 54, 26, 15, grey, rot=28)  # body
    belly = arc_pts(40, 58, 22, 11, 20, 160, 28, 12)
    pen.poly(belly, mix(WHITE_INK, inks.ochre, 0.15), line=2)
    for i in range(4):  # barred breast
        x = 30 + i * 6
        pen.stroke([(x, 58 + i * 3), (x + 4, 61 + i * 3)], 1.6, inks.key)
    pen.poly([(38, 48), (50, 40), (70, 58), (56, 62)], inks.accent, line=2.5)  # wing
    pen.circle(20, 34, 12, grey)  # head
    pen.poly([(9, 30), (-4, 36), (9, 37)], inks.ochre, line=2)  # beak
    pen.circle(17, 32, 3.6, inks.ochre, line=1.2)
    pen.circle(17, 32, 1.8, inks.key, None)
    for x in (40, 48):  # feet
        pen.stroke([(x, 64), (x - 2, 79)], 2.4, inks.ochre)


def cat(pen: Pen, inks: Inks, fur: Colour, stripes: bool = False) -> None:
    """A cat sitting face-on, tail curled round its feet."""
    tail = arc_pts(56, 86, 36, 12, -80, 95, 0, 16)
    pen.stroke(tail, 9, inks.key)
    pen.stroke(tail, 5, fur)
    body = symmetric([(50, 40), (34, 50), (24, 72), (22, 94)])
    pen.poly(body, fur)
    if stripes:
        for y in (58, 68, 78):
            pen.stroke([(26, y), (34, y + 3)], 2.5, inks.key)
            pen.stroke([(74, y), (66, y + 3)], 2.5, inks.key)
    pen.ellipse(50, 78, 10, 16, mix(fur, WHITE_INK, 0.6))  # chest
    pen.poly([(28, 20), (26, 0), (44, 12)], fur)  # ears
    pen.poly([(72, 20), (74, 0), (56, 12)], fur)
    pen.poly([(30, 15), (29, 6), (38, 12)], inks.red, None)
    pen.poly([(70, 15), (71, 6), (62, 12)], inks.red, None)
    pen.ellipse(50, 28, 24, 20, fur)  # head
    for x in (40, 60):
        pen.ellipse(x, 25, 6, 5, inks.ochre, line=1.5)
        pen.ellipse(x, 25, 1.8, 4.2, inks.key, None)
    pen.poly([(46, 33), (54, 33), (50, 37)], inks.red, line=1.2)  # nose
    whisker = mix(fur, WHITE_INK, 0.8) if sum(fur) < 200 else inks.key
    for dy in (-2, 2):
        pen.stroke([(42, 37), (22, 35 + dy * 2)], 1.2, whisker)
        pen.stroke([(58, 37), (78, 35 + dy * 2)], 1.2, whisker)
    pen.stroke([(34, 46), (50, 50), (66, 46)], 4, inks.red)  # collar
    pen.circle(50, 51, 3.5, inks.ochre, line=1.2)


_HORSE = [
    (14, 50),
    (8, 42),
    (10, 34),
    (24, 20),
    (34, 12),
    (40, 0),
    (48, 10),
    (56, 6),
    (58, 16),
    (74, 26),
    (84, 44),
    (90, 66),
    (92, 86),
    (40, 86),
    (44, 74),
    (46, 64),
    (38, 58),
    (26, 58),
    (18, 56),
]


def horse(pen: Pen, inks: Inks, coat: Colour, mane: Colour) -> None:
    """A horse's head and neck in profile, facing left, with mane, bridle and a collar."""
    pen.poly(_HORSE, coat)
    mane_pts = [
        (56, 10),
        (62, 14),
        (70, 14),
        (72, 22),
        (80, 24),
        (82, 34),
        (90, 38),
        (88, 48),
        (96, 54),
        (92, 62),
        (98, 72),
        (92, 80),
        (90, 66),
        (84, 44),
        (74, 26),
        (58, 16),
    ]
    pen.poly(mane_pts, mane)
    pen.poly([(40, 86), (92, 86), (94, 98), (38, 98)], inks.ochre)  # collar band
    for x in (50, 64, 78):
        pen.circle(x, 92, 2.6, inks.red, line=1.2)
    pen.stroke([(12, 44), (32, 40), (48, 56)], 2.6, inks.ochre)  # bridle
    pen.stroke([(32, 40), (42, 16)], 2.6, inks.ochre)
    pen.circle(32, 40, 2.6, inks.red, line=1.2)
    pen.ellipse(36, 26, 4.5, 3.5, WHITE_INK, line=1.6)  # eye
    pen.circle(35, 26, 2, inks.key, None)
    pen.circle(14, 40, 2.2, inks.key, None)  # nostril
    pen.stroke([(10, 48), (18, 50)], 1.5, inks.key)  # mouth


def lion(pen: Pen, inks: Inks) -> None:
    """A lion's face in a ring of flame-like mane."""
    mane = [polar(50, 52, 49 if i % 2 == 0 else 36, i * 10) for i in range(36)]
    pen.poly(mane, mix(inks.red, inks.ochre, 0.35))
    pen.circle(50, 52, 32, mix(inks.red, inks.ochre, 0.6), line=2)
    for x in (30, 70):  # ears
        pen.circle(x, 28, 7, inks.ochre)
    face = symmetric([(50, 26), (34, 30), (27, 46), (32, 66), (44, 80)])
    pen.poly(face, inks.ochre)
    for x in (40, 60):
        pen.poly([(x - 7, 45), (x, 41), (x + 7, 45), (x, 48)], WHITE_INK, line=1.5)
        pen.circle(x, 45, 2.4, inks.key, None)
        pen.stroke([(x - 8, 39), (x + 6, 37)] if x < 50 else [(x - 6, 37), (x + 8, 39)], 2.2)
    pen.poly([(44, 56), (56, 56), (50, 63)], inks.key)  # nose
    pen.ellipse(50, 68, 11, 6, FLESH, line=2)  # muzzle
    pen.stroke([(50, 63), (50, 68)], 1.8)
    pen.stroke([(43, 71), (50, 68), (57, 71)], 1.8)
    pen.poly([(47, 73), (53, 73), (50, 78)], inks.red, line=1.2)  # tongue
