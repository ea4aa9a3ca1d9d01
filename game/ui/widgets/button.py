"""Buttons: a filled primary, an outlined secondary, a quiet link, and one for dark bars.

The label shrinks towards the 20 px minimum to fit, then wraps onto two lines; a button is
never smaller than the 56x56 tap target.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import fonts, sound, theme
from game.ui.widgets.base import Widget

# style -> (fill, hover fill, text, border)
STYLES: dict[
    str,
    tuple[
        tuple[int, int, int] | None,
        tuple[int, int, int] | None,
        tuple[int, int, int],
        tuple[int, int, int] | None,
    ],
] = {
    "primary": (theme.ACCENT, (128, 46, 30), theme.STOCK, None),
    "secondary": (theme.STOCK, theme.STOCK_SHADE, theme.INK, theme.INK_MUTED),
    "link": (None, theme.STOCK_SHADE, theme.ACCENT, None),
    "bar": ((48, 62, 56), (64, 82, 74), theme.ON_FELT, None),
}


class Button(Widget):
    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        on_click: Callable[[], None] | None = None,
        style: str = "secondary",
        size: int = theme.BODY_TEXT,
        tooltip: str = "",
        bold: bool = False,
    ) -> None:
        rect = pygame.Rect(rect)
        rect.w, rect.h = max(rect.w, theme.MIN_TARGET), max(rect.h, theme.MIN_TARGET)
        super().__init__(rect, tooltip)
        self.label = label
        self.on_click = on_click
        self.style = style
        self.size = size
        self.bold = bold
        self.clicks = 0

    def activate(self) -> None:
        if not self.enabled:
            return
        self.clicks += 1
        sound.play("tap")
        if self.on_click is not None:
            self.on_click()

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        fill, hover, ink, border = STYLES[self.style]
        if not self.enabled:
            fill, ink, border = (theme.DISABLED_FILL if fill else None), theme.DISABLED_INK, None
        elif self.hovered or self.pressed:
            fill = hover
        rect = self.rect.move(0, 1) if self.pressed else self.rect
        if fill is not None:
            theme.rounded(surface, fill, rect)
        if border is not None:
            theme.rounded(surface, border, rect, 2)
        draw_label(surface, self.label, rect.inflate(-12, -8), self.size, ink, self.bold, fill)


def draw_label(
    surface: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    size: int,
    colour: tuple[int, int, int],
    bold: bool = False,
    background: tuple[int, int, int] | None = None,
) -> None:
    """Centred text that fits `rect`: shrunk to at most the minimum size, then two lines
    (`background`: the solid fill under it, for opaque lines: see fonts.render)."""
    size, lines = fonts.fit_lines(text, size, rect.w, 1, bold)
    if len(lines) > 1:
        size, lines = fonts.fit_lines(text, size, rect.w, 2, bold)
    step = fonts.line_height(size, bold)
    y = rect.centery - step * len(lines) // 2
    for line in lines:
        image = fonts.render(line, size, colour, bold, background)
        surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
        y += step
