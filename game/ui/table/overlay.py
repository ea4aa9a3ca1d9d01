"""A panel over the table: a title, a few lines of text and big buttons (a deal's summary
with Next deal, the match's end with Restart / Lobby).

It is an overlay scene: the table stays visible beneath (lightly dimmed, so the settled
cards can still be read) and gets no input meanwhile. Esc presses the last button (the
way back: Lobby), never the one that goes on, so the keyboard never strands the player
and never advances the match by surprise. `on_click` callbacks run after the panel has left
the stack, so they may push or replace scenes themselves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ui import fonts, theme
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

BOX_W = 620
PAD = 28
BUTTON_H = 60
SHADE = (10, 12, 10, 90)
_shade: pygame.Surface | None = None


class PanelOverlay(Scene):
    opaque = False

    def __init__(
        self,
        app: App,
        title: str,
        lines: list[str],
        buttons: list[tuple[str, Callable[[], None]]],
        centre: tuple[int, int] | None = None,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.lines = lines
        self.choices = buttons
        self.centre = centre or (theme.CANVAS_SIZE[0] // 2, theme.CANVAS_SIZE[1] // 2)
        self.box = pygame.Rect(0, 0, BOX_W, 0)
        self.buttons: list[Button] = []
        self._wrapped: list[str] = []

    def layout(self) -> None:
        width = BOX_W - 2 * PAD
        self._wrapped = [w for line in self.lines for w in fonts.wrap(line, theme.MIN_TEXT, width)]
        text_h = len(self._wrapped) * fonts.line_height(theme.MIN_TEXT)
        title_h = fonts.line_height(theme.TITLE_TEXT, True)
        self.box = pygame.Rect(0, 0, BOX_W, PAD + title_h + 12 + text_h + 20 + BUTTON_H + PAD)
        self.box.center = self.centre
        self.box.clamp_ip(pygame.Rect(0, theme.TOP_BAR_HEIGHT, *theme.CANVAS_SIZE))
        n = len(self.choices)
        gap = 16
        w = (width - gap * (n - 1)) // max(1, n)
        y = self.box.bottom - PAD - BUTTON_H
        self.buttons = []
        for i, (label, _action) in enumerate(self.choices):
            style = "primary" if i == 0 else "secondary"
            rect = (self.box.x + PAD + i * (w + gap), y, w, BUTTON_H)
            button = Button(rect, label, lambda i=i: self.choose(i), style=style, bold=i == 0)
            self.buttons.append(self.ui.add(button))
        if self.ui.focus_index is None and self.buttons:
            self.ui.focus(self.buttons[0])

    def choose(self, index: int) -> None:
        self.app.stack.pop()
        self.choices[index][1]()

    def back(self) -> None:
        if self.choices:
            self.choose(len(self.choices) - 1)

    def draw_background(self, surface: pygame.Surface) -> None:
        global _shade
        if _shade is None:
            _shade = pygame.Surface(theme.CANVAS_SIZE, pygame.SRCALPHA)
            _shade.fill(SHADE)
        surface.blit(_shade, (0, 0))

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.card_panel(surface, self.box)
        y = self.box.y + PAD
        size = fonts.fit_size(self.title, theme.TITLE_TEXT, BOX_W - 2 * PAD, True)
        image = fonts.render(self.title, size, theme.INK, True)
        surface.blit(image, image.get_rect(midtop=(self.box.centerx, y)))
        y += fonts.line_height(theme.TITLE_TEXT, True) + 12
        step = fonts.line_height(theme.MIN_TEXT)
        for line in self._wrapped:
            surface.blit(fonts.render(line, theme.MIN_TEXT, theme.INK), (self.box.x + PAD, y))
            y += step
