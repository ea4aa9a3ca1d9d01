"""A scrollable text panel that lays out markup blocks (headings, bullets, paragraphs).

Lines are wrapped once per width and language, rendered once, and only the visible ones
are blitted, so long rules texts cost little. Scrolling: mouse wheel, dragging the text
(a finger), the arrow keys, Page Up/Down, Home/End.
"""

from __future__ import annotations

import pygame

from game.ui import fonts, theme
from game.ui.markup import Block, parse
from game.ui.widgets.base import Widget

STYLE = {  # kind -> (size, bold, space before)
    "h1": (30, True, 18),
    "h2": (26, True, 14),
    "p": (theme.BODY_TEXT, False, 10),
    "bullet": (theme.BODY_TEXT, False, 6),
}
BULLET_INDENT = 30
SCROLL_STEP = 48


class TextPanel(Widget):
    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str | list[Block],
        ink: tuple[int, int, int] = theme.INK,
        fill: tuple[int, int, int] | None = theme.STOCK,
    ) -> None:
        super().__init__(rect)
        self.blocks = parse(text) if isinstance(text, str) else list(text)
        self.ink = ink
        self.fill = fill
        self.scroll = 0
        self._drag_from: tuple[int, int] | None = None
        self.lines: list[tuple[int, int, pygame.Surface]] = []  # (x, y, image)
        self.content_height = 0
        self._layout()

    @property
    def inner(self) -> pygame.Rect:
        return self.rect.inflate(-48, -32)

    def _layout(self) -> None:
        inner = self.inner
        width = inner.w - 16  # room for the scroll bar
        y = 0
        self.lines = []
        for n, block in enumerate(self.blocks):
            size, bold, before = STYLE.get(block.kind, STYLE["p"])
            if n:
                y += before
            indent = BULLET_INDENT if block.kind == "bullet" else 0
            step = fonts.line_height(size, bold)
            for i, line in enumerate(fonts.wrap(block.text, size, width - indent, bold)):
                if block.kind == "bullet" and i == 0:
                    self.lines.append((6, y, fonts.render("•", size, self.ink, True, self.fill)))
                self.lines.append((indent, y, fonts.render(line, size, self.ink, bold, self.fill)))
                y += step
        self.content_height = y

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_height - self.inner.h)

    def scroll_to(self, value: int) -> bool:
        value = max(0, min(self.max_scroll, int(value)))
        if value == self.scroll:
            return False
        self.scroll = value
        return True

    # --- input ---------------------------------------------------------------------------
    def on_wheel(self, dy: int) -> bool:
        return self.scroll_to(self.scroll - dy * SCROLL_STEP)

    def on_press(self, pos: tuple[int, int]) -> bool:
        self._drag_from = (pos[1], self.scroll)
        return False

    def on_drag(self, pos: tuple[int, int]) -> bool:
        if self._drag_from is None:
            return False
        start_y, start_scroll = self._drag_from
        return self.scroll_to(start_scroll - (pos[1] - start_y))

    def on_release(self, pos: tuple[int, int], inside: bool) -> bool:
        self._drag_from = None
        return False

    def on_cancel(self) -> None:
        self._drag_from = None

    def on_key(self, event: pygame.event.Event) -> bool:
        if self.max_scroll == 0:
            return False
        page = self.inner.h - SCROLL_STEP
        steps = {
            pygame.K_UP: -SCROLL_STEP,
            pygame.K_DOWN: SCROLL_STEP,
            pygame.K_PAGEUP: -page,
            pygame.K_PAGEDOWN: page,
            pygame.K_SPACE: page,
        }
        if event.key in steps:
            self.scroll_to(self.scroll + steps[event.key])
            return True
        if event.key == pygame.K_HOME:
            return self.scroll_to(0) or True
        if event.key == pygame.K_END:
            return self.scroll_to(self.max_scroll) or True
        return False

    # --- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        if self.fill is not None:
            theme.card_panel(surface, self.rect, self.fill)
        inner = self.inner
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        top, bottom = self.scroll, self.scroll + inner.h
        for x, y, image in self.lines:
            if y + image.get_height() < top:
                continue
            if y > bottom:
                break
            surface.blit(image, (inner.x + x, inner.y + y - self.scroll))
        surface.set_clip(clip)
        if self.max_scroll:
            bar = pygame.Rect(inner.right - 6, inner.y, 6, inner.h)
            pygame.draw.rect(surface, theme.STOCK_SHADE, bar, border_radius=3)
            h = max(40, round(inner.h * inner.h / self.content_height))
            y = inner.y + round((inner.h - h) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, theme.INK_MUTED, (bar.x, y, bar.w, h), border_radius=3)
