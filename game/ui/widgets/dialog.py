"""The confirm dialog: a modal overlay with a question and two answers.

The scene beneath stays visible (dimmed) but gets no input. Esc or a tap outside the box
means "no". `on_answer(True/False)` runs after the dialog has left the stack, so it may
push or replace scenes itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from game.ui import fonts, theme
from game.ui.scene import Scene
from game.ui.widgets.button import Button

if TYPE_CHECKING:
    from game.ui.services import App

BOX_W = 640
_dim: pygame.Surface | None = None  # the shade over the scene beneath, made once


class ConfirmDialog(Scene):
    opaque = False

    def __init__(
        self,
        app: App,
        question: str,
        on_answer: Callable[[bool], None],
        yes: str | None = None,
        no: str | None = None,
    ) -> None:
        super().__init__(app)
        self.question = question
        self.on_answer = on_answer
        self.yes_label, self.no_label = yes, no
        self.box = pygame.Rect(0, 0, BOX_W, 0)
        self.lines: list[str] = []

    def layout(self) -> None:
        self.lines = fonts.wrap(self.question, theme.BODY_TEXT + 2, BOX_W - 80)
        text_h = len(self.lines) * fonts.line_height(theme.BODY_TEXT + 2)
        h = self.app.profile.button_h  # a tap target's height (taller on a phone)
        self.box = pygame.Rect(0, 0, BOX_W, text_h + h + 40 + 80)
        self.box.center = (theme.CANVAS_SIZE[0] // 2, theme.CANVAS_SIZE[1] // 2)
        w = (BOX_W - 40 * 2 - 24) // 2
        y = self.box.bottom - 40 - h
        no = Button(
            (self.box.x + 40, y, w, h),
            self.no_label or tr("common.no"),
            lambda: self.answer(False),
        )
        yes = Button(
            (self.box.right - 40 - w, y, w, h),
            self.yes_label or tr("common.yes"),
            lambda: self.answer(True),
            style="primary",
        )
        self.ui.add(no)
        self.ui.add(yes)
        if self.ui.focus_index is None:
            self.ui.focus(no)  # the safe answer has the focus, so Enter never destroys

    def answer(self, value: bool) -> None:
        self.app.stack.pop()
        self.on_answer(value)

    def back(self) -> None:
        self.answer(False)

    def handle(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and not self.box.collidepoint(event.pos)
        ):
            self.answer(False)
            return
        super().handle(event)

    def draw_background(self, surface: pygame.Surface) -> None:
        global _dim
        if _dim is None:
            _dim = pygame.Surface(theme.CANVAS_SIZE, pygame.SRCALPHA)
            _dim.fill(theme.DIM)
        surface.blit(_dim, (0, 0))

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.card_panel(surface, self.box)
        size = theme.BODY_TEXT + 2
        y = self.box.y + 40
        for line in self.lines:
            image = fonts.render(line, size, theme.INK)
            surface.blit(image, image.get_rect(midtop=(self.box.centerx, y)))
            y += fonts.line_height(size)
