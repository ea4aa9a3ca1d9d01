"""Human emblems: the fool, the dragoon, the hunter, the mask, and the court busts.

They share one bust (shoulders, neck, head, face) so that the people of all three decks
are drawn by the same hand; hats, weapons and colours make each one recognisable.
"""

from __future__ import annotations

from .palette import FLESH, WHITE_INK, Colour, Inks, mix
from .pen import Pen, arc_pts, symmetric
from .things import crown


def bust(pen: Pen, inks: Inks, coat: Colour, head_y: float = 46, beard: bool = False) -> None:
    """Shoulders in a coat, a neck and a face with eyes, nose and a moustache."""
    pen.poly(symmetric([(50, head_y + 22), (24, head_y + 30), (10, head_y + 44), (6, 100)]), coat)
    pen.poly([(43, head_y + 10), (57, head_y + 10), (58, head_y + 26), (42, head_y + 26)], FLESH)
    if beard:
        pen.poly(
            symmetric([(50, head_y + 33), (38, head_y + 22), (34, head_y + 6)]),
            mix(inks.red, inks.key, 0.55),
        )
    face(pen, inks, 50, head_y, 16)


def face(pen: Pen, inks: Inks, cx: float, cy: float, r: float, smile: bool = False) -> None:
    """A round face: eyes, nose, red cheeks and a moustache (or a smile)."""
    pen.ellipse(cx, cy, r, r * 1.08, FLESH)
    for dx in (-0.38, 0.38):
        pen.circle(cx + dx * r, cy - 0.1 * r, 0.13 * r, inks.key, None)
        pen.circle(cx + dx * r * 1.15, cy + 0.28 * r, 0.16 * r, mix(FLESH, inks.red, 0.45), None)
    pen.stroke(
        [(cx, cy - 0.05 * r), (cx - 0.12 * r, cy + 0.3 * r), (cx + 0.05 * r, cy + 0.33 * r)], 1.6
    )
    if smile:
        pen.stroke(arc_pts(cx, cy + 0.38 * r, 0.35 * r, 0.22 * r, 10, 170, 0, 8), 2.2, inks.red)
    else:
        pen.poly(
            symmetric(
                [
                    (cx, cy + 0.42 * r),
                    (cx - 0.2 * r, cy + 0.4 * r),
                    (cx - 0.5 * r, cy + 0.62 * r),
                    (cx - 0.2 * r, cy + 0.52 * r),
                ],
                cx,
            ),
            inks.key,
            None,
        )


_CAP_THREE = (
    [(28, 44), (16, 32), (6, 20), (24, 24), (44, 40)],
    [(72, 44), (84, 32), (94, 20), (76, 24), (56, 40)],
    [(38, 42), (44, 18), (50, 0), (56, 18), (62, 42)],
)
_CAP_TWO = (
    [(28, 44), (10, 28), (4, 10), (26, 20), (52, 40)],
    [(72, 44), (90, 28), (96, 10), (74, 20), (48, 40)],
)


def fool(pen: Pen, inks: Inks, cap: tuple[Colour, Colour], points: int = 3) -> None:
    """A jester's head: a cap of two or three floppy points with bells, and a ruff."""
    for i in range(6):  # a collar of pointed flaps in the two cap colours
        x = 14 + i * 12
        pen.poly([(x, 78), (x + 12, 78), (x + 6, 99)], cap[(i + 1) % 2], line=2)
    shapes = _CAP_THREE if points == 3 else _CAP_TWO
    for i, shape in enumerate(shapes):
        pen.poly(shape, cap[i % 2])
    tips = [shape[2] for shape in shapes]
    for tx, ty in tips:
        pen.circle(tx, ty, 6, inks.ochre)
        pen.stroke([(tx - 2, ty + 3), (tx + 2, ty + 3)], 1.2)
    pen.poly([(26, 50), (74, 50), (72, 40), (28, 40)], cap[1])  # brim
    face(pen, inks, 50, 62, 19, smile=True)


def dragoon(pen: Pen, inks: Inks) -> None:
    """A dragoon: a crested brass helmet, red coat with cross-belts, a raised sabre."""
    blade = arc_pts(-30, 70, 118, 118, -36, -6, 0, 12)
    steel = mix(WHITE_INK, inks.accent, 0.35)
    pen.poly(blade + [(x - 7, y + 1) for x, y in reversed(blade)], steel)
    bust(pen, inks, inks.red, head_y=50)
    pen.stroke([(24, 80), (76, 100)], 5, WHITE_INK)
    pen.stroke([(76, 80), (24, 100)], 5, WHITE_INK)
    pen.poly([(40, 76), (60, 76), (58, 82), (42, 82)], inks.ochre, line=1.5)
    helmet = symmetric([(50, 18), (38, 24), (32, 36), (30, 46)])
    pen.poly(helmet, inks.ochre)
    pen.poly([(26, 46), (74, 46), (70, 40), (30, 40)], inks.ochre)  # peak band
    pen.poly(
        [(34, 30), (40, 10), (58, 6), (74, 16), (80, 34), (66, 24), (52, 20)], inks.key
    )  # crest
    pen.poly([(62, 10), (70, 0), (74, 8)], inks.red, line=1.5)  # plume
    pen.circle(50, 36, 3.5, inks.red, line=1.2)
    pen.poly([(74, 62), (92, 56), (94, 62), (78, 70)], inks.ochre)  # sabre guard
    pen.circle(84, 70, 5, FLESH)  # fist


def hunter(pen: Pen, inks: Inks) -> None:
    """A hunter: a wide feathered hat, a beard, and a long gun over the shoulder."""
    pen.poly([(66, 100), (88, 4), (94, 6), (74, 100)], inks.key)  # barrel over the shoulder
    pen.poly([(64, 100), (70, 74), (80, 76), (76, 100)], mix(inks.ochre, inks.red, 0.4))  # stock
    bust(pen, inks, inks.accent, head_y=50, beard=True)
    pen.stroke([(78, 78), (22, 100)], 5, mix(inks.ochre, inks.red, 0.5))  # bandolier
    pen.ellipse(50, 38, 40, 7, mix(inks.key, inks.red, 0.25))  # brim
    pen.poly(symmetric([(50, 14), (36, 16), (32, 36)]), mix(inks.key, inks.red, 0.25))  # crown
    pen.poly([(32, 30), (68, 30), (68, 36), (32, 36)], inks.red, line=1.5)  # band
    pen.poly([(36, 30), (8, 4), (14, 22), (30, 32)], inks.ochre, line=2)  # feather


def mask(pen: Pen, inks: Inks) -> None:
    """The mascherone: a carnival mask with cut-out eyes, a grimace and flying ribbons."""
    for side in (-1, 1):
        x = 50 + side * 40
        pen.poly(
            [
                (x, 40),
                (x + side * 10, 58),
                (x + side * 2, 62),
                (x + side * 12, 82),
                (x - side * 4, 62),
                (x - side * 2, 48),
            ],
            inks.red,
        )
    shape = symmetric(
        [(50, 12), (36, 6), (16, 14), (8, 34), (12, 58), (26, 80), (40, 94), (50, 96)]
    )
    pen.poly(shape, inks.accent)
    for side in (-1, 1):  # brows
        pen.poly(
            [
                (50 + side * 4, 34),
                (50 + side * 16, 24),
                (50 + side * 34, 28),
                (50 + side * 30, 34),
                (50 + side * 14, 32),
            ],
            inks.key,
            None,
        )
    for x in (34, 66):  # eye holes
        pen.ellipse(x, 44, 11, 7, WHITE_INK, line=2.5)
        pen.circle(x, 45, 3.5, inks.key, None)
    pen.poly([(50, 42), (43, 64), (57, 64)], mix(inks.accent, WHITE_INK, 0.3), line=2)  # nose
    mouth = symmetric([(50, 72), (38, 70), (30, 76), (38, 86), (50, 84)])
    pen.poly(mouth, inks.key)
    pen.poly([(42, 80), (58, 80), (50, 88)], inks.red, None)
    for x in (22, 78):  # cheeks
        pen.circle(x, 60, 6, inks.ochre, line=1.5)


def court(pen: Pen, inks: Inks, rank: str, coat: Colour) -> None:
    """A French court bust: king with crown and beard, queen with hair and coronet, jack
    with a feathered cap; the coat is printed in the suit's ink."""
    if rank == "Q":
        pen.ellipse(50, 52, 24, 30, mix(inks.ochre, inks.red, 0.3))  # hair behind
    bust(pen, inks, coat, head_y=50, beard=rank == "K")
    trim = WHITE_INK if sum(coat) < 300 else inks.key
    pen.poly(symmetric([(50, 72), (40, 72), (34, 100)]), inks.ochre)  # tabard front
    pen.stroke([(50, 76), (50, 98)], 2, trim)
    if rank == "K":
        crown(pen.box(30, 4, 40), inks)
    elif rank == "Q":
        pen.poly(symmetric([(50, 30), (34, 36), (32, 28), (40, 22), (50, 18)]), inks.ochre)
        for x in (38, 50, 62):
            pen.circle(x, 24 if x == 50 else 28, 3.5, inks.red, line=1.2)
    else:
        pen.poly([(26, 40), (30, 24), (50, 18), (74, 26), (76, 40)], coat)  # cap
        pen.poly([(24, 38), (78, 38), (78, 44), (24, 44)], inks.ochre, line=2)
        pen.poly([(68, 30), (90, 10), (86, 24), (72, 34)], inks.red, line=2)  # feather
