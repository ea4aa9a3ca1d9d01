"""Faces of the Mada deck: cactus cards 1-13, the Lemur, the Double Lemur, the Scorpion.

A cactus card shows its value large in two corners and a cactus whose size grows with the
value, carrying as many prickly pears as the card scores (the deck's data, D1), with the
pears repeated as dots under each corner value so a fanned hand still tells the score. The
three special cards are pictures on a sand arch: a ring-tailed lemur, two lemurs, a
scorpion. No text on the specials: the table names them in the player's language. The
back: rows of cactus paddles round a lemur's eyes.
"""

from __future__ import annotations

import pygame

from game.engine.mada_deck import CACTUS

from .canvas import UNIT_H, Blank, blit_text
from .decks import Deck
from .fonts import font
from .palette import GREEN, INK, OCHRE, RED, STOCK, WHITE_INK, Colour, Inks, mix
from .pen import Pen, polar

SAND: Colour = (104, 84, 48)  # the table's colour (STYLE.md): backs and frames
FACES: tuple[str, ...] = tuple(str(v) for v in range(1, 14)) + ("L", "DL", "S")
# The special cards by their published names (the table shows the translation beside).
NAMES: dict[str, str] = {"L": "Lemur", "DL": "Double Lemur", "S": "Scorpion"}
PAD = mix(GREEN, (70, 120, 40), 0.5)  # cactus paddle green
PAD_DARK = mix(PAD, INK, 0.35)
PEAR = mix(RED, (170, 40, 110), 0.5)  # prickly-pear magenta
FUR = (128, 122, 116)
EYE = (236, 150, 40)
ARCH = mix(STOCK, SAND, 0.14)
INDEX_SIZE = 15.0  # corner value height, card units


def render(face: str, width: int) -> pygame.Surface:
    """The face of a Mada card, `width` pixels wide."""
    blank = Blank(width)
    pen = blank.pen
    pen.rect(4, 4, 92, UNIT_H - 8, None, SAND, radius=3, line=1.3)
    if face.isdigit():
        value = int(face)
        _cactus(pen, value, CACTUS[value][1])
        _pear_dots(pen, CACTUS[value][1])
        surface = blank.finish()
        _corner_values(surface, face, width)
        _big_value(surface, face, width)
        return surface
    pen.rect(10, 10, 80, UNIT_H - 20, ARCH, None, radius=38)
    {"L": _lemur_card, "DL": _double_card, "S": _scorpion_card}[face](pen)
    return blank.finish()


# --- cactus cards ---------------------------------------------------------------------------
def _cactus(pen: Pen, value: int, pears: int) -> None:
    """A pot, a trunk paddle and side paddles; taller with the value; pears on the rims."""
    k = 0.62 + 0.04 * value
    base = UNIT_H - 24
    pen.poly([(38, base), (62, base), (59, base + 12), (41, base + 12)], mix(RED, OCHRE, 0.4))
    pen.rect(35, base - 3, 30, 5, mix(RED, OCHRE, 0.25), INK, radius=1, line=1.0)
    trunk_h = 30 * k
    cy = base - 3 - trunk_h
    pads = [(50, cy, 13 * k, trunk_h, 0)]
    side = [
        (50 - 17 * k, cy - 4 * k, 9 * k, 16 * k, -28),
        (50 + 17 * k, cy + 2 * k, 9 * k, 16 * k, 28),
    ]
    pads += side[: 1 + (value >= 4)]
    if value >= 8:
        pads.append((50 + 6 * k, cy - trunk_h + 10 * k, 8 * k, 14 * k, 12))
    for x, y, rx, ry, rot in pads:
        pen.ellipse(x, y, rx, ry, PAD, PAD_DARK, rot, line=1.2)
        for dx, dy in ((-0.4, -0.3), (0.35, 0.1), (-0.2, 0.45)):  # spines
            sx, sy = x + dx * rx, y + dy * ry
            pen.stroke([(sx - 1.2, sy - 1.2), (sx + 1.2, sy + 1.2)], 0.5, PAD_DARK)
    tops = _rim_points(pads)
    for x, y in tops[:pears]:
        pen.ellipse(x, y, 3.6, 4.4, PEAR, INK, line=0.9)
        pen.circle(x - 1.0, y - 1.4, 0.9, mix(PEAR, WHITE_INK, 0.6), None)


def _rim_points(pads: list[tuple[float, float, float, float, float]]) -> list[tuple[float, float]]:
    """Where pears sit: round the upper rim of each paddle (rotated with it), trunk first."""
    spots = []
    for angle in (-90, -55, -125, -20, -160):
        for x, y, rx, ry, rot in pads:
            ux, uy = polar(0, 0, 1, angle)
            ex, ey = polar(0, 0, 1, rot)  # the paddle's rotation as a unit vector
            dx, dy = ux * rx, uy * ry
            spots.append((x + dx * ex - dy * ey, y + dx * ey + dy * ex))
            if len(spots) >= 6:
                return spots
    return spots


def _pear_dots(pen: Pen, pears: int) -> None:
    """The score as small pears under the corner values (top left, bottom right)."""
    for i in range(pears):
        x = 9 + (i % 3) * 5.2
        y = 9 + INDEX_SIZE + 4 + (i // 3) * 5.2
        pen.circle(x, y, 2.1, PEAR, INK, line=0.6)
        pen.circle(100 - x, UNIT_H - y, 2.1, PEAR, INK, line=0.6)


def _big_value(surface: pygame.Surface, face: str, width: int) -> None:
    """The value once more, large, above the cactus: the number that decides every play."""
    k = width / 100.0
    f = font(max(10, round(24 * k)))
    blit_text(surface, face, f, mix(SAND, INK, 0.35), (55 * k, 21 * k))


def _corner_values(surface: pygame.Surface, face: str, width: int) -> None:
    k = width / 100.0
    f = font(max(8, round(INDEX_SIZE * k)))
    blit_text(surface, face, f, INK, (14 * k, (8 + INDEX_SIZE / 2) * k))
    image = pygame.transform.rotate(f.render(face, True, INK), 180)
    surface.blit(
        image, image.get_rect(center=(round(86 * k), round((UNIT_H - 8 - INDEX_SIZE / 2) * k)))
    )


# --- special cards ---------------------------------------------------------------------------
def _lemur_card(pen: Pen) -> None:
    _lemur(pen.box(5, 24, 90))


def _double_card(pen: Pen) -> None:
    _lemur(pen.box(-6, 10, 66), flip=False)
    _lemur(pen.box(40, 52, 66), flip=True)
    for y in (16, UNIT_H - 16):  # two small double marks tell it from the single Lemur
        pen.circle(44, y, 3.2, OCHRE, INK, line=0.8)
        pen.circle(56, y, 3.2, OCHRE, INK, line=0.8)


def _lemur(pen: Pen, flip: bool = False) -> None:
    """A ring-tailed lemur in a 100x100 box: curled striped tail, grey body, masked face."""
    s = -1 if flip else 1

    def x(v: float) -> float:
        return 50 + s * (v - 50)

    for i in range(14):  # the tail, ringed black and white, curling up behind
        t = i / 13
        cx, cy = x(70 + 20 * t), 88 - 80 * t + 18 * t * t
        pen.circle(cx, cy, 5.2 - 1.6 * t, INK if i % 2 else WHITE_INK, INK, line=0.6)
    pen.ellipse(x(52), 70, 20, 22, FUR, INK, 0, line=1.2)  # body
    pen.ellipse(x(52), 76, 11, 14, mix(FUR, WHITE_INK, 0.6), None)  # belly
    for ear in (36, 64):
        pen.poly([(x(ear - 6), 30), (x(ear), 14), (x(ear + 6), 30)], FUR, INK, line=1.0)
    pen.ellipse(x(50), 38, 19, 16, mix(FUR, WHITE_INK, 0.75), INK, line=1.2)  # face
    pen.poly([(x(43), 34), (x(50), 56), (x(57), 34)], INK, None)  # dark muzzle stripe
    for ex in (41, 59):
        pen.circle(x(ex), 36, 5.6, INK, None)
        pen.circle(x(ex), 36, 3.6, EYE, None)
        pen.circle(x(ex), 36, 1.5, INK, None)
    pen.circle(x(50), 52, 2.2, INK, None)  # nose
    for hx in (38, 66):
        pen.ellipse(x(hx), 90, 6, 4, FUR, INK, line=1.0)  # paws


def _scorpion_card(pen: Pen) -> None:
    """A scorpion seen from above: claws forward, segmented body, tail curled over."""
    cx, top = 50, 40
    body = mix(RED, INK, 0.25)
    light = mix(RED, OCHRE, 0.45)
    for side in (-1, 1):
        for i in range(4):  # legs
            y = top + 22 + i * 7
            pen.stroke(
                [(cx + side * 8, y), (cx + side * 22, y - 4), (cx + side * 28, y + 4)], 1.6, INK
            )
        pen.stroke(
            [(cx + side * 7, top + 16), (cx + side * 20, top + 4), (cx + side * 22, top - 8)],
            2.2,
            body,
        )
        pen.ellipse(cx + side * 23, top - 14, 6.5, 8, light, INK, side * 20, line=1.0)  # claw
        pen.poly(
            [(cx + side * 20, top - 22), (cx + side * 23, top - 30), (cx + side * 26, top - 20)],
            light,
            INK,
            line=0.9,
        )
    pen.ellipse(cx, top + 14, 9, 8, light, INK, line=1.1)  # head
    for i in range(5):  # body segments
        pen.ellipse(cx, top + 26 + i * 8, 11 - i * 0.8, 5.2, body, INK, line=1.0)
    for i in range(6):  # the tail, curling down and round to the right, sting up
        tx, ty = polar(cx + 14, top + 68, 17, 180 - i * 34)
        pen.circle(tx, ty, 5.2 - i * 0.4, light, INK, line=0.9)
    sx, sy = polar(cx + 14, top + 68, 17, 180 - 5.6 * 34)
    pen.poly([(sx - 3, sy + 2), (sx + 4, sy - 8), (sx + 3, sy + 3)], INK, None)  # sting


# --- back -----------------------------------------------------------------------------------
def back_pattern(pen: Pen, colour: Colour) -> None:
    """Staggered rows of small paddles and pears round a lemur-eye medallion."""
    paddle = mix(colour, PAD, 0.35)
    dot = mix(colour, PEAR, 0.55)
    for row in range(12):
        for col in range(8):
            x = col * 14 + (7 if row % 2 else 0)
            y = row * 13
            pen.ellipse(x, y, 3.2, 4.6, paddle, None)
            pen.circle(x, y - 5, 1.3, dot, None)
    cy = UNIT_H / 2
    rim = mix(colour, STOCK, 0.6)
    pen.circle(50, cy, 22, colour, rim, line=1.6)
    for ex in (41, 59):
        pen.circle(ex, cy - 2, 6.5, mix(colour, INK, 0.5), None)
        pen.circle(ex, cy - 2, 4.2, mix(colour, EYE, 0.7), None)
        pen.circle(ex, cy - 2, 1.6, INK, None)
    pen.poly([(47, cy + 8), (53, cy + 8), (50, cy + 12)], mix(colour, INK, 0.6), None)


DECKS = (
    Deck(
        id="mada",
        faces=FACES,
        colour=SAND,
        inks=Inks(INK, RED, OCHRE, GREEN),
        paint=lambda face, width, _four, _lang: render(face, width),
        pattern=back_pattern,
        name=lambda face, _lang: NAMES.get(face, face),
        pictures=frozenset(NAMES),
    ),
)
