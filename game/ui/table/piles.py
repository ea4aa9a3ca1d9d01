"""The centre piles and the opponents' hands of a hand-shedding table.

- `StockPile`: the face-down stock with its count; a tap draws (when the table allows).
- `DiscardPile`: the face-up pile, its top cards slightly askew like a real pile.
- `OpponentHand`: an opponent's seat: fanned card backs with the count above the seat
  widget (game/ui/table/seats.py) in its compact size.

Surfaces come from the table (`face(card)`, `back`), so the pieces work for any deck.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui import fastblit, fonts, theme
from game.ui.art import card_size
from game.ui.lru import LRU
from game.ui.table.profile import FULL, Profile
from game.ui.table.seats import Seat, draw_seat
from game.ui.widgets.base import Widget

SMALL = theme.MIN_TEXT
TILT = (0, -7, 5, -3, 8)  # degrees: the pile's top cards lie a little askew
NUDGE = ((0, 0), (-6, 3), (5, -2), (-3, -4), (4, 5))
MAX_BACKS = 9  # an opponent's fan never grows wider than this many backs


def count_badge(
    surface: pygame.Surface, text: str, center: tuple[int, int], size: int = SMALL
) -> pygame.Rect:
    """A dark pill with light text (`size` high): counts on top of card backs stay
    readable (>4.5:1)."""
    image = fonts.render(text, size, theme.STOCK, True)
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
        text: int = SMALL,
    ) -> None:
        rect = back.get_rect(center=center)
        super().__init__(rect, tooltip)
        self.back = back
        self.on_draw = on_draw
        self.count = 0
        self.text = text  # the count's size (the table's profile's smallest text)
        self.ready = False  # drawing is a legal move now: the pile says so with a ring
        self.count_rect = pygame.Rect(0, 0, 0, 0)  # the count's badge, where last drawn

    def activate(self) -> None:
        if self.enabled and self.on_draw is not None:
            self.on_draw()

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        layers = min(4, (self.count + 7) // 8)
        for i in range(layers):
            lift = -2 * (layers - 1 - i)  # the lower layers peek out up and left
            fastblit.blit(surface, self.back, self.rect.move(lift, lift))
        if not layers:
            pygame.draw.rect(surface, theme.ON_FELT_MUTED, self.rect, 2, border_radius=8)
        if self.ready and self.enabled:
            pygame.draw.rect(surface, theme.FOCUS, self.rect.inflate(10, 10), 3, border_radius=12)
        under = (self.rect.centerx, self.rect.bottom + 4)
        self.count_rect = count_badge(surface, str(self.count), under, self.text)


class DiscardPile:
    """The face-up pile: the last few cards, each a little askew, the top one straight."""

    def __init__(self, center: tuple[int, int], card_w: int) -> None:
        self.center = center
        self.rect = pygame.Rect((0, 0), card_size(card_w)).move_to(center=center)
        self._turned: LRU[pygame.Surface] = LRU(64)  # the askew cards, turned once

    def draw(
        self, surface: pygame.Surface, cards: Sequence[str], face: Callable[[str], pygame.Surface]
    ) -> None:
        shown = list(cards)[-len(TILT) :]
        for i, card in enumerate(shown):
            depth = len(shown) - 1 - i
            image = self._tilted(face(card), depth) if depth else face(card)
            (dx, dy), (x, y) = NUDGE[depth], self.center
            fastblit.blit(surface, image, image.get_rect(center=(x + dx, y + dy)))

    def _tilted(self, image: pygame.Surface, depth: int) -> pygame.Surface:
        key = (id(image), depth)
        turned = self._turned.get(key)
        return turned or self._turned.put(key, pygame.transform.rotate(image, TILT[depth]))


class OpponentHand:
    """One opponent's seat: backs fanned above a name plate (of the profile's `plate` size
    and text sizes)."""

    def __init__(
        self, anchor: tuple[int, int], back: pygame.Surface, seat: Seat, profile: Profile = FULL
    ) -> None:
        self.profile = profile
        plate = profile.plate
        self.back = back
        self.seat = seat  # name, emblem, counters, turn and dealer: the table updates it
        self.count = 0
        self.hidden = 0  # backs still in the air towards this hand
        self.faces: list[pygame.Surface] = []  # the hand turned over (end of a round)
        self.plate = pygame.Rect((0, 0), plate).move_to(midtop=(anchor[0], anchor[1] + 8))
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
        if self.faces:
            self._draw_fan(surface, self.faces, 20)
        else:
            shown = max(0, min(MAX_BACKS, self.count - self.hidden))
            self._draw_fan(surface, [self.back] * shown, 12)
            text = self.profile.min_text
            count_badge(surface, str(self.count - self.hidden), self.fan_center, text)
        draw_seat(surface, self.plate, self.seat, compact=True, profile=self.profile)

    def _draw_fan(self, surface: pygame.Surface, images: list[pygame.Surface], step: int) -> None:
        if not images:
            return
        w, h = images[0].get_size()
        left = self.fan_center[0] - (w + step * (len(images) - 1)) / 2
        for i, image in enumerate(images):
            fastblit.blit(surface, image, (round(left + i * step), self.fan_center[1] - h // 2))
