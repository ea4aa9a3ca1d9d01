"""Faces of the L.A.M.A. Kadabra deck: numbers 1-6 each in its own ink, the doubles 2/3 and
4/5 split corner to corner, the llama as a picture, and the action symbols in a roundel at
the foot of the card (a chip with an arrow: give a chip; a small card back: the next player
draws; a star: take the blue magic chip).

Face strings are the engine's (game/engine/kadabra.py): a value ("1".."6", "2/3", "4/5",
"L") followed by a symbol letter (G, R, S) on the action cards. The back: a sky of small
stars round the blue magic chip.
"""

from __future__ import annotations

import pygame

from game.engine.kadabra import CANONICAL, FACE

from .canvas import UNIT_H, Blank, blit_text
from .decks import Deck
from .fonts import fitted, font
from .palette import BLUE, GREEN, INK, OCHRE, RED, STOCK, TEAL, WHITE_INK, Colour, Inks, mix
from .pen import Pen, polar

#: One face per value and symbol ("1G", "6R", "2/3", "L"...).
FACES: tuple[str, ...] = tuple(dict.fromkeys(FACE[card] for card in CANONICAL))

VIOLET: Colour = (70, 48, 96)  # the table's colour (STYLE.md)
#: Each number's ink; a double uses both of its numbers' inks.
NUMBER_INK: dict[str, Colour] = {
    "1": RED,
    "2": mix(OCHRE, INK, 0.35),
    "3": GREEN,
    "4": TEAL,
    "5": BLUE,
    "6": mix(VIOLET, RED, 0.25),
}
PANEL = (14.0, 22.0, 72.0, 84.0)  # x, y, w, h of the central panel, card units
ROUNDEL_Y = 118.0  # centre of the symbol roundel, card units
LLAMA_WOOL: Colour = mix(OCHRE, STOCK, 0.55)


def split_face(face: str) -> tuple[str, str | None]:
    """'6R' -> ('6', 'R'); '2/3' -> ('2/3', None); 'L' -> ('L', None)."""
    if face[-1] in "GRS":
        return face[:-1], face[-1]
    return face, None


def render(face: str, width: int) -> pygame.Surface:
    """The face of a Kadabra card, `width` pixels wide."""
    value, symbol = split_face(face)
    blank = Blank(width)
    pen = blank.pen
    pen.rect(4, 4, 92, UNIT_H - 8, None, VIOLET, radius=3, line=1.3)
    numbers = value.split("/") if value != "L" else []
    if numbers:
        _number_panel(pen, numbers)
    else:
        _llama(pen)
    if symbol is not None:
        _roundel(pen, symbol)
    surface = blank.finish()
    k = width / 100.0
    if numbers:
        _numerals(surface, numbers, k)
    _index(surface, value, k, NUMBER_INK.get(numbers[0], INK) if numbers else VIOLET)
    return surface


def _number_panel(pen: Pen, numbers: list[str]) -> None:
    x, y, w, h = PANEL
    if len(numbers) == 1:
        pen.rect(x, y, w, h, mix(NUMBER_INK[numbers[0]], STOCK, 0.8), None, radius=6)
    else:
        a, b = (mix(NUMBER_INK[n], STOCK, 0.78) for n in numbers)
        pen.poly([(x, y), (x + w, y), (x, y + h)], a, None)
        pen.poly([(x + w, y), (x + w, y + h), (x, y + h)], b, None)
        pen.stroke([(x + w, y), (x, y + h)], 1.0, mix(VIOLET, STOCK, 0.3))
    pen.rect(x, y, w, h, None, mix(VIOLET, STOCK, 0.3), radius=6, line=1.0)


def _numerals(surface: pygame.Surface, numbers: list[str], k: float) -> None:
    """The big numerals, set at the final size so they stay crisp."""
    x, y, w, h = PANEL
    if len(numbers) == 1:
        f = font(max(10, round(58 * k)))
        blit_text(
            surface, numbers[0], f, NUMBER_INK[numbers[0]], ((x + w / 2) * k, (y + h / 2) * k)
        )
        return
    f = font(max(9, round(40 * k)))
    spots = ((x + w * 0.3, y + h * 0.3), (x + w * 0.7, y + h * 0.7))
    for number, (cx, cy) in zip(numbers, spots, strict=True):
        blit_text(surface, number, f, NUMBER_INK[number], (cx * k, cy * k))


def _index(surface: pygame.Surface, value: str, k: float, ink: Colour) -> None:
    """The value in the top-left corner (what a fanned hand shows) and, turned, bottom-right."""
    text = value
    f = fitted(text, max(7, round(15 * k)), round(30 * k))
    image = f.render(text, True, ink)
    surface.blit(image, image.get_rect(topleft=(round(8 * k), round(7 * k))))
    turned = pygame.transform.rotate(image, 180)
    w, h = surface.get_size()
    surface.blit(turned, turned.get_rect(bottomright=(w - round(8 * k), h - round(7 * k))))


def _llama(pen: Pen) -> None:
    """A standing llama in profile on a violet-tinted panel: body, neck, head, ears, legs."""
    x, y, w, h = PANEL
    pen.rect(x, y, w, h, mix(VIOLET, STOCK, 0.82), mix(VIOLET, STOCK, 0.3), radius=6, line=1.0)
    legs = [(33, 78), (41, 78), (56, 78), (64, 78)]
    for lx, ly in legs:
        pen.poly([(lx, ly), (lx + 5, ly), (lx + 4.5, ly + 22), (lx + 0.5, ly + 22)], LLAMA_WOOL)
    pen.ellipse(49, 72, 22, 12, LLAMA_WOOL)  # body
    pen.ellipse(27, 68, 4, 6, LLAMA_WOOL, rot=-30)  # tail
    pen.poly([(60, 70), (69, 70), (71, 38), (63, 38)], LLAMA_WOOL)  # neck
    pen.poly([(62, 34), (66, 24), (68, 33)], LLAMA_WOOL, line=2.0)  # ear
    pen.poly([(67, 33), (71, 23), (72, 33)], LLAMA_WOOL, line=2.0)  # ear
    pen.ellipse(70, 38, 9, 6, LLAMA_WOOL, rot=15)  # head
    pen.circle(70, 36.5, 1.4, INK, None)  # eye
    pen.poly([(56, 62), (72, 62), (74, 70), (54, 70)], RED, line=1.6)  # saddle blanket
    pen.stroke([(56, 66), (73, 66)], 1.2, OCHRE)


def _roundel(pen: Pen, symbol: str) -> None:
    """The action symbol in a small stock roundel at the foot of the card."""
    cx, cy = 50.0, ROUNDEL_Y
    pen.circle(cx, cy, 10, STOCK, VIOLET, line=1.4)
    if symbol == "G":  # give a chip: a white chip and an arrow leaving it
        pen.circle(cx - 3, cy, 5, WHITE_INK, line=1.2)
        pen.circle(cx - 3, cy, 2.5, None, mix(INK, STOCK, 0.4), line=0.7)
        pen.stroke([(cx + 2, cy), (cx + 8, cy)], 1.4, RED)
        pen.poly([(cx + 9, cy), (cx + 5.5, cy - 3), (cx + 5.5, cy + 3)], RED, None)
    elif symbol == "R":  # the next player draws: a small card back
        pen.rect(cx - 4.5, cy - 6.5, 9, 13, VIOLET, INK, radius=1.5, line=1.0)
        pen.rect(cx - 2.5, cy - 4.5, 5, 9, None, mix(VIOLET, STOCK, 0.5), radius=1, line=0.6)
    else:  # take the blue magic chip: a star
        points = [polar(cx, cy, 7.5 if i % 2 == 0 else 3.2, -90 + i * 36) for i in range(10)]
        pen.poly(points, BLUE, line=1.0)


def _stars(pen: Pen, colour: Colour) -> None:
    """Kadabra: rows of small stars, and the blue magic chip in a ring at the centre."""
    light = mix(colour, OCHRE, 0.45)
    for row in range(12):
        for col in range(7):
            cx = col * 16.0 + (8.0 if row % 2 else 0.0)
            cy = row * 12.5
            star = [polar(cx, cy, 3.2 if i % 2 == 0 else 1.3, -90 + i * 36) for i in range(10)]
            pen.poly(star, light, None)
    cy = UNIT_H / 2
    rim = mix(colour, STOCK, 0.6)
    pen.circle(50, cy, 24, colour, rim, line=1.6)
    pen.circle(50, cy, 15, BLUE, rim, line=1.2)
    pen.circle(50, cy, 9, None, mix(BLUE, STOCK, 0.5), line=0.9)


def card_name(face: str, _lang: str) -> str:
    """'6' for '6R', 'Lama' for the llama."""
    return "Lama" if face == "L" else face.rstrip("GRS")


DECKS = (
    Deck(
        id="kadabra",
        faces=FACES,
        colour=VIOLET,
        inks=Inks(INK, RED, OCHRE, BLUE),
        paint=lambda face, width, _four, _lang: render(face, width),
        pattern=_stars,
        name=card_name,
        pictures=frozenset({"L"}),
    ),
)
