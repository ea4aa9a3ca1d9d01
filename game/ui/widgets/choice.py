"""A choice list: radio buttons laid out as a segmented row or a grid.

One value is selected. A tap or click on a cell selects it; with the keyboard the group
takes focus as one widget and the arrow keys move the selection (Home/End to the ends).
Each cell is at least 56x56 canvas pixels.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import sound, theme
from game.ui.widgets.base import Widget
from game.ui.widgets.button import draw_label


class ChoiceList(Widget):
    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        options: Sequence[tuple[Any, str]],
        value: Any,
        on_change: Callable[[Any], None] | None = None,
        columns: int | None = None,
        size: int = theme.BODY_TEXT,
        tooltip: str = "",
    ) -> None:
        super().__init__(rect, tooltip)
        self.options = list(options)
        self.value = value
        self.on_change = on_change
        self.columns = columns or len(self.options)
        self.size = size
        rows = -(-len(self.options) // self.columns)
        self.rect.h = max(self.rect.h, rows * theme.MIN_TARGET)
        self.cells = self._layout(rows)

    def _layout(self, rows: int) -> list[pygame.Rect]:
        gap = 6
        w = (self.rect.w - gap * (self.columns - 1)) // self.columns
        h = (self.rect.h - gap * (rows - 1)) // rows
        cells = []
        for i in range(len(self.options)):
            row, col = divmod(i, self.columns)
            cells.append(
                pygame.Rect(self.rect.x + col * (w + gap), self.rect.y + row * (h + gap), w, h)
            )
        return cells

    @property
    def index(self) -> int:
        for i, (value, _label) in enumerate(self.options):
            if value == self.value:
                return i
        return 0

    def select(self, index: int) -> bool:
        index = max(0, min(len(self.options) - 1, index))
        value = self.options[index][0]
        if value == self.value:
            return False
        self.value = value
        if self.on_change is not None:
            self.on_change(value)
        sound.play("tap")
        return True

    def on_press(self, pos: tuple[int, int]) -> bool:
        self.pressed = True
        return True

    def on_release(self, pos: tuple[int, int], inside: bool) -> bool:
        self.pressed = False
        if inside:
            for i, cell in enumerate(self.cells):
                if cell.collidepoint(pos):
                    self.select(i)
        return True

    def on_key(self, event: pygame.event.Event) -> bool:
        i, cols = self.index, self.columns
        moves = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
        if cols < len(self.options):
            moves.update({pygame.K_UP: -cols, pygame.K_DOWN: cols})
        if event.key in moves:
            target = i + moves[event.key]
            if 0 <= target < len(self.options):
                self.select(target)
                return True
            return False  # at the edge: let the arrow move the focus on
        if event.key == pygame.K_HOME:
            return self.select(0) or True
        if event.key == pygame.K_END:
            return self.select(len(self.options) - 1) or True
        return False

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        selected = self.index
        for i, (cell, (_value, label)) in enumerate(zip(self.cells, self.options, strict=True)):
            if i == selected:
                fill, ink = theme.ACCENT, theme.STOCK
            else:
                fill, ink = theme.STOCK, theme.INK
            theme.rounded(surface, fill, cell)
            theme.rounded(surface, theme.STOCK_EDGE, cell, 1)
            if i == selected:  # a shape cue besides colour: a bar along the bottom edge
                bar = pygame.Rect(cell.x + 12, cell.bottom - 8, cell.w - 24, 3)
                pygame.draw.rect(surface, theme.STOCK, bar, border_radius=2)
            draw_label(surface, label, cell.inflate(-12, -6), self.size, ink, i == selected)
