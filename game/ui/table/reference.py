"""The reference card: what a game's cards do, at a glance, one tap away from the table's
top bar (the Cards button).

A table lists its `Note`s (words from its rules, each beside the card it is about, if any);
`ReferenceOverlay` lays them out over the dimmed table in one column or two, whichever
keeps the text at its full size, with a Close button. Esc, Close or a tap outside the card
closes it; nothing on the table changes meanwhile, and the top bar stays live under it
(the scene stack's `live_bar`), so every move is one tap away again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from game.ui import fonts, theme
from game.ui.art import card_size
from game.ui.scene import Scene
from game.ui.table.overlay import dim, put_lines, titled_panel
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.services import App

PAD = 24
GAP = 12  # between notes
COLUMN_GAP = 28
PICTURE_W = 52  # a card beside its note
TEXT = theme.MIN_TEXT
BUTTON_W, BUTTON_H = 180, 56


@dataclass(frozen=True)
class Note:
    """One line of a reference card: its words and the picture of the card it is about
    (`PICTURE_W` wide, as the table draws that card), or None for a note about no card."""

    text: str
    card: pygame.Surface | None = None


@dataclass
class Placed:
    """A note laid out: its picture's place (if any) and its wrapped lines."""

    note: Note
    at: tuple[int, int]
    lines: list[str]


class ReferenceOverlay(Scene):
    """The reference card over the table; see the module docstring."""

    opaque = False

    def __init__(self, app: App, title: str, notes: list[Note], room: pygame.Rect) -> None:
        super().__init__(app)
        self.title = title
        self.notes = notes
        self.room = pygame.Rect(room)
        self.close_button: Button | None = None

    # --- layout -----------------------------------------------------------------------------
    def layout(self) -> None:
        title_h = fonts.line_height(theme.TITLE_TEXT, True)
        fixed = 2 * PAD + title_h + GAP + BUTTON_H + GAP
        inner = self.room.w - 2 * PAD
        for columns, width in ((1, min(inner, 760)), (2, (inner - COLUMN_GAP) // 2)):
            heights = [self._height(note, width) for note in self.notes]
            split = _split(heights, columns)
            tallest = max(sum(heights[a:b]) + GAP * (b - a - 1) for a, b in split)
            if fixed + tallest <= self.room.h or columns == 2:
                break
        box_w = columns * width + (columns - 1) * COLUMN_GAP + 2 * PAD
        self.box = pygame.Rect(0, 0, box_w, min(self.room.h, fixed + tallest))
        self.box.center = self.room.center
        self.placed: list[Placed] = []
        top = self.box.y + PAD + title_h + GAP
        for column, (a, b) in enumerate(split):
            x = self.box.x + PAD + column * (width + COLUMN_GAP)
            y = top
            for note, h in zip(self.notes[a:b], heights[a:b], strict=True):
                self.placed.append(Placed(note, (x, y), self._lines(note, width)))
                y += h + GAP
        rect = pygame.Rect(0, 0, BUTTON_W, BUTTON_H)
        rect.bottomright = (self.box.right - PAD, self.box.bottom - PAD)
        self.close_button = Button(rect, tr("common.close"), self.back, "primary", bold=True)
        self.ui.focus(self.ui.add(self.close_button))

    def _lines(self, note: Note, width: int) -> list[str]:
        return fonts.wrap(note.text, TEXT, width - (PICTURE_W + 14 if note.card else 0))

    def _height(self, note: Note, width: int) -> int:
        text = len(self._lines(note, width)) * fonts.line_height(TEXT)
        return max(text, card_size(PICTURE_W)[1] if note.card else 0)

    # --- input --------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        tap = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if tap and not self.box.collidepoint(event.pos):
            self.back()  # a tap beside the card puts it away
            return
        super().handle(event)

    # --- drawing ------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        dim(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        titled_panel(surface, self.box, self.title, PAD)
        for placed in self.placed:
            x, y = placed.at
            if placed.note.card is not None:
                surface.blit(placed.note.card, (x, y))
                x += PICTURE_W + 14
            put_lines(surface, placed.lines, (x, y), TEXT)


def _split(heights: list[int], columns: int) -> list[tuple[int, int]]:
    """The notes' ranges per column, the columns as even in height as the order allows."""
    if columns == 1 or len(heights) < 2:
        return [(0, len(heights))]
    total, run = sum(heights), 0
    for i, h in enumerate(heights):
        if run + h / 2 > total / 2:
            return [(0, max(1, i)), (max(1, i), len(heights))]
        run += h
    return [(0, len(heights) - 1), (len(heights) - 1, len(heights))]
