"""The side log: the story of the match in narrated lines, newest at the bottom.

A `TextPanel` (wrapping, scrolling by wheel, drag and keys) whose blocks are the narrated
lines. A new line scrolls to the bottom unless the player has scrolled up to read; only the
last `KEEP` lines are kept, so a long match costs no more to lay out than a short one.
"""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.markup import Block
from game.ui.widgets import TextPanel
from game.ui.widgets.textpanel import STYLE

KEEP = 80
#: Log lines: the minimum text size, a small gap between lines (a block kind of our own).
STYLE.setdefault("log", (theme.MIN_TEXT, False, 6))


class LogPanel(TextPanel):
    """A scrollable list of narrated lines (the table keeps the list; the panel shows it)."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], lines: list[str]) -> None:
        super().__init__(rect, [Block("log", line) for line in lines[-KEEP:]])
        self.scroll = self.max_scroll

    @property
    def inner(self) -> pygame.Rect:
        return self.rect.inflate(-28, -24)

    def add(self, line: str) -> None:
        """Append a line; follow the end when the player was already reading the end."""
        at_end = self.scroll >= self.max_scroll - 4
        self.blocks.append(Block("log", line))
        del self.blocks[:-KEEP]
        self._layout()
        if at_end:
            self.scroll = self.max_scroll
        else:
            self.scroll = min(self.scroll, self.max_scroll)
