"""Toasts: short messages at the bottom of the screen that fade out by themselves.

Owned by the app and drawn above every scene. A toast never takes input and never hides a
control for long (2.6 s); a tap anywhere does not need to dismiss it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import fonts, theme

SHOW_MS = 2600
FADE_MS = 400


@dataclass
class _Toast:
    text: str
    age: float = 0.0


class Toasts:
    def __init__(self) -> None:
        self.queue: list[_Toast] = []

    def show(self, text: str) -> None:
        if self.queue and self.queue[-1].text == text:
            self.queue[-1].age = 0.0  # the same message again: just keep it up
            return
        self.queue.append(_Toast(text))
        del self.queue[:-2]  # at most two stacked

    @property
    def active(self) -> bool:
        return bool(self.queue)

    def update(self, dt: float) -> bool:
        if not self.queue:
            return False
        for toast in self.queue:
            toast.age += dt
        self.queue = [t for t in self.queue if t.age < SHOW_MS]
        return True

    def draw(self, surface: pygame.Surface) -> None:
        bottom = surface.get_height() - 28
        for toast in reversed(self.queue):
            lines = fonts.wrap(toast.text, theme.BODY_TEXT, 760)
            step = fonts.line_height(theme.BODY_TEXT)
            w = max(fonts.width(line, theme.BODY_TEXT) for line in lines) + 48
            h = step * len(lines) + 24
            box = pygame.Rect(0, 0, w, h)
            box.midbottom = (surface.get_width() // 2, bottom)
            alpha = 255
            remaining = SHOW_MS - toast.age
            if remaining < FADE_MS:
                alpha = max(0, round(255 * remaining / FADE_MS))
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*theme.INK, 240), layer.get_rect(), border_radius=12)
            y = 12
            for line in lines:
                image = fonts.render(line, theme.BODY_TEXT, theme.STOCK)
                layer.blit(image, image.get_rect(midtop=(w // 2, y)))
                y += step
            layer.set_alpha(alpha)
            surface.blit(layer, box)
            bottom = box.top - 10
