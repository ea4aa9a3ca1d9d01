"""The mute switch of the top bar: a speaker icon, struck through when sound is off.

It is `live`: a tap on it works even while cards are moving (a scene lets live widgets
take a press during animations instead of skipping them), so a player can silence the
table at once.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import sound, theme
from game.ui.widgets.base import Widget
from game.ui.widgets.button import STYLES

WIDTH = 64


class MuteButton(Widget):
    live = True

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        muted: bool,
        on_change: Callable[[bool], None],
        tips: tuple[str, str] = ("", ""),
    ) -> None:
        rect = pygame.Rect(rect)
        rect.w, rect.h = max(rect.w, theme.MIN_TARGET), max(rect.h, theme.MIN_TARGET)
        super().__init__(rect)
        self.muted = muted
        self.on_change = on_change
        self.tips = tips  # (while sound is on: "Mute", while muted: "Sound on")
        self.tooltip = tips[int(muted)]

    def activate(self) -> None:
        if not self.enabled:
            return
        self.muted = not self.muted
        self.tooltip = self.tips[int(self.muted)]
        self.on_change(self.muted)
        sound.play("tap")  # heard only when this turned sound back on

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        fill, hover, ink, _ = STYLES["bar"]
        rect = self.rect.move(0, 1) if self.pressed else self.rect
        assert fill is not None and hover is not None
        theme.rounded(surface, hover if self.hovered or self.pressed else fill, rect)
        draw_speaker(surface, rect.center, ink, self.muted)


def draw_speaker(
    surface: pygame.Surface, centre: tuple[int, int], ink: tuple[int, int, int], muted: bool
) -> None:
    """A speaker 28 px tall: two sound waves when on, a cross when muted."""
    x, y = centre[0] - 12, centre[1]
    body = [(x - 8, y - 6), (x - 2, y - 6), (x + 6, y - 13), (x + 6, y + 13), (x - 2, y + 6)]
    body.append((x - 8, y + 6))
    pygame.draw.polygon(surface, ink, body)
    if muted:
        pygame.draw.line(surface, ink, (x + 12, y - 6), (x + 24, y + 6), 3)
        pygame.draw.line(surface, ink, (x + 12, y + 6), (x + 24, y - 6), 3)
        return
    for radius in (9, 16):
        box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        box.center = (x + 5, y)
        pygame.draw.arc(surface, ink, box, -0.9, 0.9, 3)
