"""The first-time guide: three short tips over a table, each pointing at its part (your
card or hand, the buttons, the story) with a highlight and an arrow.

Shown the first time a game's table is opened (`TableScene` asks `should_show`), then
remembered in storage (``tips``) so it never comes back by itself; the rules page's "Show
the table tips" forgets that, and the table shows the tips again. A tap anywhere goes to
the next tip, Esc or Got it dismisses them all. ``CARD_ATLAS_NO_TIPS`` (set by the test
suite) keeps them away from tests and tools that drive a table for other reasons.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import storage
from game.i18n import N_, tr
from game.ui import fonts, theme
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

NO_TIPS_ENV = "CARD_ATLAS_NO_TIPS"
#: The tips in order: what each target is (the table's `guide_targets` gives the rects).
TIP_KEYS = (N_("guide.hand"), N_("guide.buttons"), N_("guide.log"))
BOX_W = 460
PAD = 20
BUTTON_H = 56
ARROW = (246, 204, 92)


def should_show(game_id: str) -> bool:
    return not os.environ.get(NO_TIPS_ENV) and not storage.tips_seen(game_id)


class GuideOverlay(Scene):
    """The tips, one at a time, over the (paused) table."""

    opaque = False

    def __init__(
        self, app: App, game_id: str, targets: list[pygame.Rect], on_done: Callable[[], None]
    ) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.targets = [pygame.Rect(t) for t in targets][: len(TIP_KEYS)]
        self.on_done = on_done
        self.step = 0
        self.box = pygame.Rect(0, 0, BOX_W, 0)
        self.lines: list[str] = []

    @property
    def target(self) -> pygame.Rect:
        return self.targets[self.step]

    def layout(self) -> None:
        inner = BOX_W - 2 * PAD
        self.lines = fonts.wrap(tr(TIP_KEYS[self.step]), theme.BODY_TEXT, inner)
        text_h = len(self.lines) * fonts.line_height(theme.BODY_TEXT)
        head_h = fonts.line_height(theme.MIN_TEXT)
        self.box = pygame.Rect(0, 0, BOX_W, PAD + head_h + 6 + text_h + 16 + BUTTON_H + PAD)
        self.box.center = self._box_centre()
        self.box.clamp_ip(pygame.Rect(8, theme.TOP_BAR_HEIGHT + 8, 1264, 720 - 16 - 72))
        last = self.step == len(self.targets) - 1
        y = self.box.bottom - PAD - BUTTON_H
        buttons = [(tr("guide.done"), self.finish, "primary" if last else "secondary")]
        if not last:
            buttons.insert(0, (tr("guide.next"), self.next, "primary"))
        w = (inner - 12 * (len(buttons) - 1)) // len(buttons)
        for i, (label, action, style) in enumerate(buttons):
            rect = (self.box.x + PAD + i * (w + 12), y, w, BUTTON_H)
            self.ui.add(Button(rect, label, action, style=style, bold=i == 0))
        if self.ui.focus_index is None:
            self.ui.focus(self.ui.widgets[0])

    def _box_centre(self) -> tuple[int, int]:
        """Beside the target, on the side with more room (above a target low on the
        screen, left of one at the right edge)."""
        t = self.target
        h = self.box.h
        if t.w > 500 or t.h < 300:  # a wide or low target: above or below it
            y = t.top - 40 - h // 2 if t.centery > 360 else t.bottom + 40 + h // 2
            return (t.centerx, y)
        x = t.left - 40 - BOX_W // 2 if t.centerx > 640 else t.right + 40 + BOX_W // 2
        return (x, t.centery)

    # --- input -------------------------------------------------------------------------------
    def next(self) -> None:
        if self.step >= len(self.targets) - 1:
            self.finish()
            return
        self.step += 1
        self.ui.focus(None)
        self.relayout()

    def finish(self) -> None:
        storage.set_tips_seen(self.game_id, True)
        self.app.stack.pop()
        self.on_done()

    def back(self) -> None:
        self.finish()

    def handle(self, event: pygame.event.Event) -> None:
        """A tap outside the buttons goes on to the next tip."""
        tap = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if tap and self.ui.widget_at(event.pos) is None:
            self.next()
            return
        super().handle(event)

    # --- drawing -----------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(theme.CANVAS_SIZE, pygame.SRCALPHA)
        shade.fill(theme.DIM)
        pygame.draw.rect(shade, (0, 0, 0, 0), self.target.inflate(16, 16), border_radius=14)
        surface.blit(shade, (0, 0))

    def draw_content(self, surface: pygame.Surface) -> None:
        ring = self.target.inflate(16, 16)
        pygame.draw.rect(surface, ARROW, ring, 4, border_radius=14)
        self._arrow(surface, ring)
        theme.card_panel(surface, self.box)
        step = tr("guide.step", n=self.step + 1, total=len(self.targets))
        image = fonts.render(step, theme.MIN_TEXT, theme.INK_MUTED, True)
        surface.blit(image, (self.box.x + PAD, self.box.y + PAD))
        y = self.box.y + PAD + fonts.line_height(theme.MIN_TEXT) + 6
        for line in self.lines:
            surface.blit(fonts.render(line, theme.BODY_TEXT, theme.INK), (self.box.x + PAD, y))
            y += fonts.line_height(theme.BODY_TEXT)

    def _arrow(self, surface: pygame.Surface, ring: pygame.Rect) -> None:
        """From the box's edge to the ring's nearest edge, with a head at the ring."""
        start = pygame.Vector2(self.box.center)
        end = pygame.Vector2(
            max(ring.left, min(ring.right, start.x)), max(ring.top, min(ring.bottom, start.y))
        )
        if self.box.collidepoint(end):
            return
        # leave the box where the line crosses its edge
        direction = end - start
        if direction.length() == 0:
            return
        for t in range(0, 101):
            point = start + direction * (t / 100)
            if not self.box.collidepoint(point):
                start = point
                break
        if (end - start).length() < 12:
            return
        pygame.draw.line(surface, ARROW, start, end, 6)
        unit = (end - start).normalize()
        side = pygame.Vector2(-unit.y, unit.x)
        head = [end, end - unit * 22 + side * 12, end - unit * 22 - side * 12]
        pygame.draw.polygon(surface, ARROW, head)
