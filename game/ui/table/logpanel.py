"""The side log: the story of the match in narrated lines, newest at the bottom.

`TableLog` keeps a table's story (what it told, its lines) and lays out its panel and the
button that folds it. `LogPanel` shows it: a `TextPanel` (wrapping, scrolling by wheel, drag and keys) whose blocks are the narrated
lines. A new line scrolls to the bottom unless the player has scrolled up to read; only the
last `KEEP` lines are kept, so a long match costs no more to lay out than a short one.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.events import Event
from game.i18n import get_language, tr
from game.ui import fonts, theme
from game.ui.markup import Block
from game.ui.widgets import Button, TextPanel
from game.ui.widgets.textpanel import STYLE

if TYPE_CHECKING:
    from game.ui.table.profile import Profile
    from game.ui.widgets.topbar import TopBar

KEEP = 80
#: Log lines: the minimum text size, a small gap between lines (a block kind of our own).
STYLE.setdefault("log", (theme.MIN_TEXT, False, 6))


class LogPanel(TextPanel):
    """A scrollable list of narrated lines (the table keeps the list; the panel shows it)."""

    def __init__(
        self, rect: pygame.Rect | tuple[int, int, int, int], lines: list[str], size: int
    ) -> None:
        self.kind = "log" if size == theme.MIN_TEXT else f"log{size}"
        STYLE.setdefault(self.kind, (size, False, 6))
        super().__init__(rect, [Block(self.kind, line) for line in lines[-KEEP:]])
        self.scroll = self.max_scroll

    @property
    def inner(self) -> pygame.Rect:
        return self.rect.inflate(-28, -24)

    def add(self, line: str) -> None:
        """Append a line; follow the end when the player was already reading the end."""
        at_end = self.scroll >= self.max_scroll - 4
        self.blocks.append(Block(self.kind, line))
        del self.blocks[:-KEEP]
        self._layout()
        self.scroll = self.max_scroll if at_end else min(self.scroll, self.max_scroll)


class TableLog:
    """A table's story: what it told (events and the table's own keys, so a language
    switch tells it again with fresh words), its lines, the panel beside the felt and the
    button that shows or hides it."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.lines: list[str] = []
        self.told: list[Event | str] = []
        self.told_in = get_language()
        self.open = table.profile.log_open
        self.panel: LogPanel | None = None
        self.button: Button | None = None

    def clear(self) -> None:
        self.lines, self.told, self.told_in = [], [], get_language()

    def line(self, item: Event | str) -> str | None:
        return tr(item) if isinstance(item, str) else self.table.words.narrate(item)

    def tell(self, item: Event | str) -> None:
        """Log an event (its narration) or one of the table's own lines (a key)."""
        self.told.append(item)
        if line := self.line(item):
            self.add(line)

    def quietly(self, items: Iterable[Event | str]) -> None:
        """Tell `items` into the log at once, no panel update (a retelling, or a resumed
        match's story before the table is laid out)."""
        told = list(items)
        self.told += told
        self.lines += [line for line in map(self.line, told) if line]
        del self.lines[:-KEEP]

    def retell(self) -> None:
        """The language changed: tell the whole log again, with fresh words (a narration
        remembers what it told, so it starts over from the first event)."""
        told = self.told
        self.clear()
        self.table.words = self.table.make_words(self.table.human)
        self.quietly(told)

    def add(self, line: str) -> None:
        self.lines.append(line)
        del self.lines[:-KEEP]
        if self.panel is not None:
            self.panel.add(line)
        self.table.dirty = True

    def toggle(self) -> None:
        self.open = not self.open
        self.table.relayout()

    def layout(self, ui: Any, p: Profile, bar: TopBar) -> None:
        """The panel (when open) at the canvas's right edge, and its Show/Hide button above
        it (a drawer's: in the top bar)."""
        (w, h), top, width, pad = p.canvas, p.top_bar + p.pad, p.log_w, p.pad
        label = tr("table.log.hide") if self.open else tr("table.log.show")
        tip = tr("table.log.tip")
        if p.log_drawer:
            self.button = bar.add_left(label, self.toggle, tip)
        else:
            self.button = Button((w - pad - 140, top, 140, 56), label, self.toggle, tooltip=tip)
        self.panel = None
        if self.open:
            head = p.button_h + 8
            rect = pygame.Rect(w - width + pad, top + head, width - 2 * pad, h - top - head - pad)
            self.panel = ui.add(LogPanel(rect, self.lines, p.min_text))
        if not p.log_drawer:
            ui.add(self.button)

    def covers(self, pos: tuple[int, int], p: Profile) -> bool:
        """True when the open drawer lies over `pos`: a tap there is the story's, never the
        felt's (a pile or a card under it)."""
        return (
            self.open and p.log_drawer and pos[0] >= p.canvas[0] - p.log_w and pos[1] >= p.top_bar
        )

    def draw_title(self, surface: pygame.Surface, p: Profile) -> None:
        """The open story's title over its panel (a drawer's on a backdrop over the felt)."""
        if not self.open:
            return
        left = p.canvas[0] - p.log_w
        if p.log_drawer:
            drawer = pygame.Rect(left, p.top_bar, p.log_w, p.canvas[1] - p.top_bar)
            pygame.draw.rect(surface, theme.BAR, drawer)
        title_y = p.top_bar + p.pad + p.button_h // 2
        image = fonts.render(tr("table.log.title"), p.body_text, theme.ON_FELT, True)
        surface.blit(image, image.get_rect(midleft=(left + p.pad + 4, title_y)))

    def target(self) -> pygame.Rect:
        """The story for a tip to point at: the log, or its Show button when folded."""
        return pygame.Rect(self.panel.rect if self.panel is not None else self.button.rect)
