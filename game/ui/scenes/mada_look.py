"""How Mada's piles and banks look: a personal pile is a short cascade (bottom left, top
right, each card's corner value showing, the top card whole), its height on a badge; a
bank is a small stack (faces for your own, backs for the others' until the end).

`PileSpot` is pure geometry, so the Lemur's pull-down and the Double Lemur's swap can fly
every card from its place in the old pile to its place in the new one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.ui import fastblit, fonts, theme
from game.ui.art import card_size
from game.ui.table.piles import count_badge

VISIBLE = 5  # a pile shows its top few cards; the rest lie under the first shown
READY = theme.FOCUS

FaceFn = Callable[[str], pygame.Surface]


@dataclass(frozen=True)
class PileSpot:
    """Where a personal pile lies: its bottom card's top-left corner, card width, step."""

    x: int
    y: int
    card_w: int
    step: int

    @property
    def card_h(self) -> int:
        return card_size(self.card_w)[1]

    def slot(self, index: int, size: int) -> pygame.Rect:
        """The rectangle of card `index` (0 = bottom) in a pile of `size` cards: the last
        `VISIBLE` fan out, any below them lie under the first shown."""
        first = max(0, size - VISIBLE)
        place = max(0, index - first)
        return pygame.Rect(self.x + place * self.step, self.y, self.card_w, self.card_h)

    def centre(self, index: int, size: int) -> tuple[int, int]:
        return self.slot(index, size).center

    def top_slot(self, size: int) -> pygame.Rect:
        """Where the next card lands (a card flying onto the pile)."""
        return self.slot(size, size + 1)

    @property
    def area(self) -> pygame.Rect:
        """The pile's whole room (its tap target when a swap asks for a pile)."""
        return pygame.Rect(self.x, self.y, self.card_w + (VISIBLE - 1) * self.step, self.card_h)


def draw_pile(
    surface: pygame.Surface,
    spot: PileSpot,
    cards: Sequence[str],
    face: FaceFn,
    hidden: set[str],
    ready: bool = False,
) -> None:
    """The pile's cascade, an empty outline when it holds nothing, its height on a badge;
    `ready`: a ring says the pile may be tapped (a Double Lemur's choice)."""
    n = len(cards)
    if ready:
        pygame.draw.rect(surface, READY, spot.area.inflate(14, 14), 4, border_radius=12)
    if not n:
        outline = pygame.Rect(spot.x, spot.y, spot.card_w, spot.card_h)
        pygame.draw.rect(surface, theme.ON_FELT_MUTED, outline, 2, border_radius=8)
        return
    drawn = 0
    for i, card in enumerate(cards[-VISIBLE:], start=max(0, n - VISIBLE)):
        if card in hidden:
            continue
        fastblit.blit(surface, face(card), spot.slot(i, n))
        drawn += 1
    if not drawn:  # the whole pile is in the air (a swap): its height lands with it
        return
    top = spot.slot(n - 1, n)
    count_badge(surface, str(n), (top.right - 6, top.bottom - 4))


def draw_bank(
    surface: pygame.Surface,
    at: tuple[int, int],
    cards: Sequence[str | None],
    face: FaceFn,
    back: pygame.Surface,
    step: int = 10,
) -> pygame.Rect:
    """A bank at `at` (top-left): faces where known, backs otherwise, with its count."""
    w, h = back.get_size()
    rect = pygame.Rect(at, (w, h))
    if not cards:
        pygame.draw.rect(surface, theme.ON_FELT_MUTED, rect, 1, border_radius=6)
        count_badge(surface, "0", rect.center)
        return rect
    for i, card in enumerate(cards):
        image = face(card) if card else back
        fastblit.blit(surface, image, (at[0] + i * step, at[1]))
    rect.w += step * (len(cards) - 1)
    count_badge(surface, str(len(cards)), (rect.right - 8, rect.bottom - 4))
    return rect


def draw_label(surface: pygame.Surface, text: str, midleft: tuple[int, int], room: int) -> None:
    """A short muted label on the felt (fitted to its room)."""
    size = fonts.fit_size(text, theme.MIN_TEXT, room)
    image = fonts.render(text, size, theme.ON_FELT_MUTED)
    surface.blit(image, image.get_rect(midleft=midleft))
