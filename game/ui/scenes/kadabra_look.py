"""How the L.A.M.A. Kadabra table marks its state: chips (white, black and the blue magic
chip, each a disc with its own shape so colour is not the only cue), a seat's chip row, the
magic stage with its chips and the show's glow, the "out of the round" tag, and the seat
targets a give-chip lights up. Drawing only; the table decides what and where.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import tr
from game.ui import fonts, theme
from game.ui.art.pen import polar
from game.ui.scenes.kadabra_events import stage
from game.ui.table.layout import Part
from game.ui.widgets import Widget

WHITE_CHIP = (238, 232, 214)
BLACK_CHIP = (62, 56, 68)  # lighter than the plates it sits on
BLUE_CHIP = (52, 104, 196)
VIOLET = (70, 48, 96)
STAGE_FILL = (96, 70, 128)
STAGE_SLOTS = 5
SMALL = theme.MIN_TEXT
ROW_W = 140  # a plate's room for its chips


def star(centre: tuple[int, int], outer: float, inner: float) -> list[tuple[float, float]]:
    """A five-pointed star's corners round `centre`, its first point up."""
    return [polar(*centre, inner if i % 2 else outer, -90 + i * 36) for i in range(10)]


def draw_chip(surface: pygame.Surface, kind: str, centre: tuple[int, int], r: int) -> None:
    """A chip: white with an inner ring, black with a light rim, blue with a star."""
    fill = {"white": WHITE_CHIP, "black": BLACK_CHIP, "blue": BLUE_CHIP}[kind]
    pygame.draw.circle(surface, fill, centre, r)
    edge = theme.INK if kind == "white" else theme.STOCK
    pygame.draw.circle(surface, edge, centre, r, 2)
    if kind == "white":
        pygame.draw.circle(surface, theme.INK_MUTED, centre, max(2, r // 2), 1)
    elif kind == "black":
        pygame.draw.circle(surface, theme.ON_FELT_MUTED, centre, max(2, r // 2), 1)
    else:
        pygame.draw.polygon(surface, theme.STOCK, star(centre, r * 0.7, r * 0.3))


def draw_chip_row(
    surface: pygame.Surface, left: tuple[int, int], m: Any, seat: int, text: int = SMALL
) -> None:
    """A seat's chips, read from the model `m`, on one line from `left` (its midleft):
    '◯ 3  ● 1  ★' (the counts `text` high), the blue chip only while it fits in `ROW_W`."""
    (x, y), r = left, text // 2
    for kind, n in (("white", m.whites[seat]), ("black", m.blacks[seat])):
        draw_chip(surface, kind, (x + r, y), r)
        image = fonts.render(str(n), text, theme.ON_FELT, True)
        surface.blit(image, image.get_rect(midleft=(x + 2 * r + 4, y)))
        x += 2 * r + 8 + image.get_width() + 8
    if m.blue == seat and x + 2 * r <= left[0] + ROW_W + 4:
        pygame.draw.circle(surface, theme.FOCUS, (x + r + 1, y), r + 3)
        draw_chip(surface, "blue", (x + r + 1, y), r)


def stage_size(chips: int) -> tuple[int, int]:
    """The stage's panel: five spaces, and a second row once a show piles more on (D22)."""
    rows = 1 if chips <= STAGE_SLOTS else 2
    return 240, 84 + (rows - 1) * 34


def draw_stage(
    surface: pygame.Surface, rect: pygame.Rect, white: int, black: int, show: bool, text: int
) -> None:
    """The magic stage: its name (or, in a show, the show's), the five spaces and the chips
    on them (whites first), glowing amber while a show runs."""
    if show:
        for grow, alpha in ((22, 70), (12, 140)):
            glow = pygame.Surface(rect.inflate(grow, grow).size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*theme.FOCUS, alpha), glow.get_rect(), border_radius=20)
            surface.blit(glow, rect.inflate(grow, grow))
    pygame.draw.rect(surface, STAGE_FILL, rect, border_radius=14)
    edge = theme.FOCUS if show else (150, 128, 178)
    pygame.draw.rect(surface, edge, rect, 3 if show else 2, border_radius=14)
    title = tr("kadabra.stage.show") if show else tr("kadabra.stage.title")
    size = fonts.fit_size(title, text, rect.w - 12, True)
    image = fonts.render(title, size, theme.FOCUS if show else theme.ON_FELT, True)
    surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.y + 6)))
    chips = ["white"] * white + ["black"] * black
    step = 42
    left = rect.centerx - step * (STAGE_SLOTS - 1) // 2
    for row in range(max(1, -(-len(chips) // STAGE_SLOTS))):
        y = rect.y + 56 + row * 34
        for i in range(STAGE_SLOTS):
            centre = (left + i * step, y)
            n = row * STAGE_SLOTS + i
            if n < len(chips):
                draw_chip(surface, chips[n], centre, 15)
            elif row == 0:
                pygame.draw.circle(surface, (120, 96, 150), centre, 15, 2)


def draw_symbol_badge(surface: pygame.Surface, symbol: str, centre: tuple[int, int]) -> None:
    """An action card's symbol again under its corner index, where a fanned card still
    shows: a chip with an arrow (give), a card back (the next player draws), a star (the
    blue chip)."""
    cx, cy = centre
    pygame.draw.circle(surface, theme.STOCK, centre, 13)
    pygame.draw.circle(surface, VIOLET, centre, 13, 2)
    if symbol == "give":
        draw_chip(surface, "white", (cx - 3, cy), 6)
        pygame.draw.line(surface, theme.ACCENT, (cx + 2, cy), (cx + 9, cy), 2)
        pygame.draw.polygon(
            surface, theme.ACCENT, [(cx + 10, cy), (cx + 6, cy - 4), (cx + 6, cy + 4)]
        )
    elif symbol == "rectangle":
        card = pygame.Rect(0, 0, 11, 15)
        card.center = centre
        pygame.draw.rect(surface, VIOLET, card, border_radius=2)
        pygame.draw.rect(surface, theme.INK, card, 1, border_radius=2)
    else:
        pygame.draw.polygon(surface, BLUE_CHIP, star(centre, 9, 4))


class SeatTarget(Widget):
    """A seat that may receive the chip of a 1: it glows, and a tap (or Enter when focused,
    or its number key) gives the chip there."""

    def __init__(self, rect: pygame.Rect, number: int, on_pick: Callable[[], None]) -> None:
        super().__init__(rect.inflate(12, 12))
        self.number = number
        self.on_pick = on_pick

    def activate(self) -> None:
        if self.enabled:
            self.on_pick()

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        rect = self.rect
        width = 6 if (focused or self.hovered) else 4
        pygame.draw.rect(surface, theme.FOCUS, rect, width, border_radius=16)
        badge = (rect.right - 6, rect.y + 6)
        pygame.draw.circle(surface, theme.FOCUS, badge, 15)
        pygame.draw.circle(surface, theme.INK, badge, 15, 2)
        image = fonts.render(str(self.number), SMALL, theme.INK, True)
        surface.blit(image, image.get_rect(center=badge))


class Stage(Part):
    """The magic stage in the middle row (`stage_rect`), under the round's board."""

    def draw(self, surface: pygame.Surface, t: Any, seat: int | None) -> None:
        if seat is None and t.board is None:
            white, black = stage(t.shown)
            draw_stage(surface, t.stage_rect(), white, black, t.shown.show, t.profile.min_text)
