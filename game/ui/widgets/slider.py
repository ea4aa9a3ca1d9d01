"""A 0..100 slider with a label, the value, and words for both ends ("Cool" ... "Warm").

Drag or tap on the track; Left/Right step by 1, Page Up/Down by 10, Home/End to the ends.
`on_change` fires on every change, so a setting applies live; `on_commit` fires once a
change is settled (the drag let go, or a key step), so it is saved once, not per motion.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import fonts, theme
from game.ui.widgets.base import Widget

KEY_STEPS = {
    pygame.K_LEFT: -1,
    pygame.K_DOWN: -1,
    pygame.K_RIGHT: 1,
    pygame.K_UP: 1,
    pygame.K_PAGEDOWN: -10,
    pygame.K_PAGEUP: 10,
}


class Slider(Widget):
    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        value: int,
        on_change: Callable[[int], None] | None = None,
        low_label: str = "",
        high_label: str = "",
        minimum: int = 0,
        maximum: int = 100,
        tooltip: str = "",
        on_commit: Callable[[int], None] | None = None,
    ) -> None:
        rect = pygame.Rect(rect)
        rect.h = max(rect.h, 2 * theme.MIN_TARGET)
        super().__init__(rect, tooltip)
        self.label = label
        self.minimum, self.maximum = minimum, maximum
        self.value = max(minimum, min(maximum, int(value)))
        self.on_change = on_change
        self.on_commit = on_commit
        self._pressed_at = self.value  # the value when the drag began
        self.low_label, self.high_label = low_label, high_label

    @property
    def track(self) -> pygame.Rect:
        """The draggable line; the whole lower half of the widget is the tap target."""
        return pygame.Rect(self.rect.x + 20, self.rect.y + 36 + 28, self.rect.w - 40, 8)

    def set_value(self, value: int) -> bool:
        value = max(self.minimum, min(self.maximum, int(value)))
        if value == self.value:
            return False
        self.value = value
        if self.on_change is not None:
            self.on_change(value)
        return True

    def _value_at(self, x: int) -> int:
        track = self.track
        t = (x - track.x) / max(1, track.w)
        return round(self.minimum + max(0.0, min(1.0, t)) * (self.maximum - self.minimum))

    def _commit(self) -> None:
        if self.on_commit is not None:
            self.on_commit(self.value)

    def on_press(self, pos: tuple[int, int]) -> bool:
        self.pressed = True
        self._pressed_at = self.value
        self.set_value(self._value_at(pos[0]))
        return True

    def on_drag(self, pos: tuple[int, int]) -> bool:
        return self.set_value(self._value_at(pos[0])) or True

    def on_cancel(self) -> None:
        """A long press asked for the help: the value the press jumped to goes back."""
        self.pressed = False
        self.set_value(self._pressed_at)

    def on_release(self, pos: tuple[int, int], inside: bool) -> bool:
        self.pressed = False
        if self.value != self._pressed_at:
            self._commit()
        return True

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in KEY_STEPS:
            target = self.value + KEY_STEPS[event.key]
        elif event.key == pygame.K_HOME:
            target = self.minimum
        elif event.key == pygame.K_END:
            target = self.maximum
        else:
            return False
        if self.set_value(target) and not self.pressed:
            self._commit()
        return True

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        ink, muted = theme.ON_FELT, theme.ON_FELT_MUTED
        value_text = fonts.render(str(self.value), theme.BODY_TEXT, ink, True)
        label_w = self.rect.w - value_text.get_width() - 48
        size = fonts.fit_size(self.label, theme.BODY_TEXT, label_w)
        surface.blit(fonts.render(self.label, size, ink), (self.rect.x + 20, self.rect.y + 6))
        surface.blit(
            value_text, value_text.get_rect(topright=(self.rect.right - 20, self.rect.y + 6))
        )
        track = self.track
        pygame.draw.rect(surface, (96, 104, 98), track, border_radius=4)
        t = (self.value - self.minimum) / max(1, self.maximum - self.minimum)
        filled = pygame.Rect(track.x, track.y, round(track.w * t), track.h)
        pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=4)
        middle = track.x + track.w // 2
        pygame.draw.line(surface, muted, (middle, track.y - 6), (middle, track.bottom + 5), 2)
        knob = (track.x + round(track.w * t), track.centery)
        pygame.draw.circle(surface, theme.STOCK, knob, 15 if self.pressed else 13)
        pygame.draw.circle(surface, theme.INK_MUTED, knob, 15 if self.pressed else 13, 2)
        y = track.bottom + 12
        if self.low_label:
            surface.blit(fonts.render(self.low_label, theme.MIN_TEXT, muted), (track.x, y))
        if self.high_label:
            image = fonts.render(self.high_label, theme.MIN_TEXT, muted)
            surface.blit(image, image.get_rect(topright=(track.right, y)))
