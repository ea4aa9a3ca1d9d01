"""The centre piles and the opponents' hands of a hand-shedding table.

- `StockPile`: the face-down stock with its count; a tap draws (when the table allows).
- `DiscardPile`: the face-up pile, its top cards slightly askew like a real pile.
- `OpponentHand`: an opponent's seat: fanned card backs with the count, the seat's name and
  emblem, one line of the game's counters, a glowing ring when it is their turn and the
  dealer button.

Surfaces come from the table (`face(card)`, `back`), so the pieces work for any deck.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.ui import fonts, theme
from game.ui.art import card_size
from game.ui.widgets.base import Widget

SMALL = theme.MIN_TEXT
TILT = (0, -7, 5, -3, 8)  # degrees: the pile's top cards lie a little askew
NUDGE = ((0, 0), (-6, 3), (5, -2), (-3, -4), (4, 5))
MAX_BACKS = 9  # an opponent's fan never grows wider than this many backs
PLATE_W = 206
PLATE_H = 64
EMBLEM_COLOURS = ((178, 84, 52), (58, 104, 160), (150, 120, 40), (112, 72, 140), (60, 130, 110))


def count_badge(surface: pygame.Surface, text: str, center: tuple[int, int]) -> pygame.Rect:
    """A dark pill with light text: counts on top of card backs stay readable (>4.5:1)."""
    image = fonts.render(text, SMALL, theme.STOCK, True)
    box = image.get_rect(center=center).inflate(18, 6)
    box.w = max(box.w, box.h)
    box.center = center
    pygame.draw.rect(surface, theme.INK, box, border_radius=box.h // 2)
    pygame.draw.rect(surface, theme.STOCK_EDGE, box, 1, border_radius=box.h // 2)
    surface.blit(image, image.get_rect(center=box.center))
    return box


class StockPile(Widget):
    """The stock: a little stack of backs with its count. A tap calls `on_draw`."""

    focusable = False

    def __init__(
        self,
        center: tuple[int, int],
        back: pygame.Surface,
        on_draw: Callable[[], None] | None = None,
        tooltip: str = "",
    ) -> None:
        rect = back.get_rect(center=center)
        super().__init__(rect, tooltip)
        self.back = back
        self.on_draw = on_draw
        self.count = 0
        self.ready = False  # drawing is a legal move now: the pile says so with a ring

    def activate(self) -> None:
        if self.enabled and self.on_draw is not None:
            self.on_draw()

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        layers = min(4, (self.count + 7) // 8)
        for i in range(layers):
            surface.blit(self.back, self.rect.move(-2 * (layers - 1 - i), -2 * (layers - 1 - i)))
        if not layers:
            pygame.draw.rect(surface, theme.ON_FELT_MUTED, self.rect, 2, border_radius=8)
        if self.ready and self.enabled:
            pygame.draw.rect(surface, theme.FOCUS, self.rect.inflate(10, 10), 3, border_radius=12)
        count_badge(surface, str(self.count), (self.rect.centerx, self.rect.bottom + 4))


class DiscardPile:
    """The face-up pile: the last few cards, each a little askew, the top one straight."""

    def __init__(self, center: tuple[int, int], card_w: int) -> None:
        self.center = center
        self.card_w = card_w
        self.rect = pygame.Rect((0, 0), card_size(card_w))
        self.rect.center = center
        self._turned: dict[tuple[int, int], pygame.Surface] = {}

    def draw(
        self, surface: pygame.Surface, cards: Sequence[str], face: Callable[[str], pygame.Surface]
    ) -> None:
        shown = list(cards)[-len(TILT) :]
        for i, card in enumerate(shown):
            depth = len(shown) - 1 - i
            image = face(card)
            if depth:
                image = self._tilted(image, depth)
            dx, dy = NUDGE[depth]
            surface.blit(image, image.get_rect(center=(self.center[0] + dx, self.center[1] + dy)))

    def _tilted(self, image: pygame.Surface, depth: int) -> pygame.Surface:
        key = (id(image), depth)
        cached = self._turned.get(key)
        if cached is None:
            if len(self._turned) > 64:
                self._turned.clear()
            cached = pygame.transform.rotate(image, TILT[depth])
            self._turned[key] = cached
        return cached


class OpponentHand:
    """One opponent's seat: backs fanned above a name plate."""

    def __init__(
        self,
        anchor: tuple[int, int],
        back: pygame.Surface,
        name: str,
        emblem: int,
    ) -> None:
        self.anchor = anchor
        self.back = back
        self.name = name
        self.emblem = emblem
        self.count = 0
        self.line = ""  # the game's counters, e.g. "37 points"
        self.active = False
        self.dealer = False
        self.dealer_label = "D"  # the table sets the translated letter
        self.hidden = 0  # backs still in the air towards this hand
        self.faces: list[pygame.Surface] = []  # the hand turned over (end of a round)
        self.cue = ""  # a short word over the seat (e.g. "skipped"), drawn while set
        self.plate = pygame.Rect(0, 0, PLATE_W, PLATE_H)
        self.plate.midtop = (anchor[0], anchor[1] + 8)
        self.fan_center = (anchor[0], anchor[1] - self.back.get_height() // 2 + 4)

    @property
    def center(self) -> tuple[int, int]:
        """Where cards fly to and from."""
        return self.fan_center

    @property
    def bounds(self) -> pygame.Rect:
        w, h = self.back.get_size()
        fan = pygame.Rect(0, 0, w + 12 * (MAX_BACKS - 1), h)
        fan.center = self.fan_center
        return fan.union(self.plate)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.back.get_size()
        if self.faces:
            self._draw_fan(surface, self.faces, 20)
        else:
            shown = max(0, min(MAX_BACKS, self.count - self.hidden))
            self._draw_fan(surface, [self.back] * shown, 12)
            count_badge(surface, str(self.count - self.hidden), self.fan_center)
        self._draw_plate(surface)
        if self.cue:
            cue = fonts.render(self.cue, theme.BODY_TEXT, theme.INK, True)
            box = cue.get_rect(midbottom=(self.fan_center[0], self.fan_center[1] - h // 2 - 6))
            box.inflate_ip(20, 8)
            pygame.draw.rect(surface, theme.FOCUS, box, border_radius=10)
            surface.blit(cue, cue.get_rect(center=box.center))

    def _draw_fan(self, surface: pygame.Surface, images: list[pygame.Surface], step: int) -> None:
        if not images:
            return
        w, h = images[0].get_size()
        left = self.fan_center[0] - (w + step * (len(images) - 1)) / 2
        for i, image in enumerate(images):
            surface.blit(image, (round(left + i * step), self.fan_center[1] - h // 2))

    def _draw_plate(self, surface: pygame.Surface) -> None:
        dealer = self.dealer_label if self.dealer else None
        draw_seat_plate(surface, self.plate, self.name, self.line, self.emblem, self.active, dealer)


def draw_seat_plate(
    surface: pygame.Surface,
    plate: pygame.Rect,
    name: str,
    line: str,
    emblem: int,
    active: bool,
    dealer: str | None = None,
) -> None:
    """A seat's name plate: emblem, name, one line of counters, a glow while the seat is
    to act, and the dealer button (its letter) when `dealer` is given."""
    if active:
        for grow, alpha in ((14, 60), (8, 120)):
            glow = pygame.Surface(plate.inflate(grow, grow).size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*theme.FOCUS, alpha), glow.get_rect(), border_radius=16)
            surface.blit(glow, plate.inflate(grow, grow))
    pygame.draw.rect(surface, theme.BAR, plate, border_radius=12)
    ring = theme.FOCUS if active else (70, 84, 76)
    pygame.draw.rect(surface, ring, plate, 3 if active else 1, border_radius=12)
    draw_emblem(surface, emblem, (plate.x + 30, plate.centery))
    x = plate.x + 58
    room = plate.right - x - 8
    size = fonts.fit_size(name, 22, room, bold=True)
    surface.blit(fonts.render(name, size, theme.ON_FELT, True), (x, plate.y + 6))
    if line:
        size = fonts.fit_size(line, SMALL, room)
        surface.blit(fonts.render(line, size, theme.ON_FELT_MUTED), (x, plate.y + 34))
    if dealer:
        dealer_button(surface, (plate.right - 4, plate.y + 4), dealer)


def draw_emblem(surface: pygame.Surface, index: int, center: tuple[int, int]) -> None:
    """A seat's emblem: a coloured disc with a simple shape (the shape tells seats apart
    without relying on colour)."""
    colour = EMBLEM_COLOURS[index % len(EMBLEM_COLOURS)]
    cx, cy = center
    pygame.draw.circle(surface, colour, center, 22)
    pygame.draw.circle(surface, theme.STOCK, center, 22, 2)
    shape = index % 5
    ink = theme.STOCK
    if shape == 0:  # a star
        points = []
        for k in range(10):
            r = 12 if k % 2 == 0 else 5
            a = math.radians(-90 + k * 36)
            points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        pygame.draw.polygon(surface, ink, points)
    elif shape == 1:  # a crescent
        pygame.draw.circle(surface, ink, center, 11)
        pygame.draw.circle(surface, colour, (cx + 5, cy - 3), 9)
    elif shape == 2:  # a lozenge
        pygame.draw.polygon(
            surface, ink, [(cx, cy - 12), (cx + 9, cy), (cx, cy + 12), (cx - 9, cy)]
        )
    elif shape == 3:  # a crown
        pygame.draw.polygon(
            surface,
            ink,
            [
                (cx - 11, cy + 8),
                (cx - 11, cy - 7),
                (cx - 5, cy),
                (cx, cy - 10),
                (cx + 5, cy),
                (cx + 11, cy - 7),
                (cx + 11, cy + 8),
            ],
        )
    else:  # a leaf
        pygame.draw.ellipse(surface, ink, (cx - 6, cy - 12, 12, 24))


def dealer_button(surface: pygame.Surface, center: tuple[int, int], label: str) -> None:
    """The dealer's round button with its letter."""
    pygame.draw.circle(surface, theme.STOCK, center, 14)
    pygame.draw.circle(surface, theme.INK, center, 14, 2)
    image = fonts.render(label, SMALL, theme.INK, True)
    surface.blit(image, image.get_rect(center=center))
