"""An on/off switch with its label: click, tap, Enter or Space flips it."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import fonts, sound, theme
from game.ui.widgets.base import Widget


class Toggle(Widget):
    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        value: bool,
        on_change: Callable[[bool], None] | None = None,
        tooltip: str = "",
        on_felt: bool = True,
    ) -> None:
        rect = pygame.Rect(rect)
        rect.h = max(rect.h, theme.MIN_TARGET)
        super().__init__(rect, tooltip)
        self.label = label
        self.value = value
        self.on_change = on_change
        self.ink = theme.ON_FELT if on_felt else theme.INK

    def activate(self) -> None:
        if not self.enabled:
            return
        self.value = not self.value
        if self.on_change is not None:
            self.on_change(self.value)
        sound.play("tap")  # after the change: turning sound off is silent, on is heard

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        track = pygame.Rect(0, 0, 64, 34)
        track.midright = (self.rect.right - 8, self.rect.centery)
        on = self.value
        fill = theme.ACCENT if on else (96, 104, 98)
        if not self.enabled:
            fill = theme.DISABLED_FILL
        theme.rounded(surface, fill, track, 0, 17)
        theme.rounded(surface, theme.STOCK, track, 2, 17)
        knob_x = track.right - 17 if on else track.left + 17
        pygame.draw.circle(surface, theme.STOCK, (knob_x, track.centery), 12)
        if self.hovered:
            theme.rounded(surface, theme.ON_FELT_MUTED, self.rect, 1)
        text_rect = pygame.Rect(
            self.rect.x + 8, self.rect.y, track.left - self.rect.x - 20, self.rect.h
        )
        size, lines = fonts.fit_lines(self.label, theme.BODY_TEXT, text_rect.w, 2)
        step = fonts.line_height(size)
        y = text_rect.centery - step * len(lines) // 2
        for line in lines:
            surface.blit(fonts.render(line, size, self.ink), (text_rect.x, y))
            y += step
