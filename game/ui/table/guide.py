"""The first-time guide: a few short tips over a table, each pointing at its part with a
highlight and an arrow (`GuideOverlay`), shown when due (`TableGuide`). The table names
them (its `guide_tips`: its own keys, each
with what it points at, teaching what is special about that game); `TIP_KEYS` are the
generic three (your card or hand, the buttons, the story) a table without its own uses.

Shown the first time a game's table is open and its deal shown, before anyone moves (a
new match or a resumed one: `TableGuide.due`, and the table stays paused
beneath), then remembered in storage (``tips``) so it never comes back by itself; the
rules page's "Show the table tips" forgets that, and the table shows the tips again. A tap anywhere goes to
the next tip, Esc or Got it dismisses them all. ``CARD_ATLAS_NO_TIPS`` (set by the test
suite) keeps them away from tests and tools that drive a table for other reasons.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game import storage
from game.i18n import N_, tr
from game.ui import fonts, theme
from game.ui.scene import Scene
from game.ui.table.overlay import put_lines, put_text
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.services import App

NO_TIPS_ENV = "CARD_ATLAS_NO_TIPS"
#: The generic tips in order (the default table's `guide_targets` gives their rects).
TIP_KEYS = (N_("guide.hand"), N_("guide.buttons"), N_("guide.log"))
BOX_W = 460
PAD = 20
ARROW = (246, 204, 92)
GAP = 40  # between the box and its target
Tip = tuple[str, pygame.Rect]  # a tip's key and what it points at


class GuideOverlay(Scene):
    """The tips, one at a time, over the (paused) table."""

    opaque = False

    def __init__(
        self, app: App, game_id: str, tips: list[Tip], on_done: Callable[[], None]
    ) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.keys = [key for key, _ in tips]
        self.targets = [pygame.Rect(rect) for _, rect in tips]
        self.on_done = on_done
        self.step = 0

    @property
    def target(self) -> pygame.Rect:
        return self.targets[self.step]

    def layout(self) -> None:
        p, inner = self.app.profile, BOX_W - 2 * PAD  # a phone's profile: taller buttons
        self.lines = fonts.wrap(tr(self.keys[self.step]), p.body_text, inner)
        text_h = len(self.lines) * fonts.line_height(p.body_text)
        head_h = fonts.line_height(p.min_text)
        self.box = self._place_box((BOX_W, PAD + head_h + 6 + text_h + 16 + p.button_h + PAD))
        y = self.box.bottom - PAD - p.button_h
        buttons = [(tr("guide.done"), self.finish)]
        if self.step < len(self.targets) - 1:
            buttons.insert(0, (tr("guide.next"), self.next))
        w = (inner - 12 * (len(buttons) - 1)) // len(buttons)
        for i, (label, action) in enumerate(buttons):
            rect = (self.box.x + PAD + i * (w + 12), y, w, p.button_h)
            style = "primary" if i == 0 else "secondary"
            self.ui.add(Button(rect, label, action, style, bold=i == 0))
        if self.ui.focus_index is None:
            self.ui.focus(self.ui.widgets[0])

    def _place_box(self, size: tuple[int, int]) -> pygame.Rect:
        """Beside the target, where it covers none of it: first the side with more room
        (above a target low on the screen, left of one at the right edge), then the
        others; kept on the canvas below the top bar. If no side is free, the one that
        covers least."""
        t, (w, h) = self.target, size
        top = self.app.profile.top_bar
        room = pygame.Rect(8, top + 8, 1264, 720 - 16 - top)
        above = (t.centerx, t.top - GAP - h // 2)
        below = (t.centerx, t.bottom + GAP + h // 2)
        left = (t.left - GAP - w // 2, t.centery)
        right = (t.right + GAP + w // 2, t.centery)
        vertical = [above, below] if t.centery > 360 else [below, above]
        sideways = [left, right] if t.centerx > 640 else [right, left]
        wide = t.w > 500 or t.h < 300  # a wide or low target: above or below it first
        ring = t.inflate(24, 24)
        order = vertical + sideways if wide else sideways + vertical
        boxes = [pygame.Rect(x - w // 2, y - h // 2, w, h).clamp(room) for x, y in order]
        return min(boxes, key=lambda box: area(box.clip(ring)))  # the first that covers least

    def show_step(self, step: int) -> None:
        """Tip `step` (0-based) now: the moment's pictures show each one."""
        self.step = max(0, min(step, len(self.targets) - 1))
        self.ui.focus(None)
        self.relayout()

    # --- input -------------------------------------------------------------------------------
    def next(self) -> None:
        if self.step >= len(self.targets) - 1:
            self.finish()
            return
        self.show_step(self.step + 1)

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
        step, p = tr("guide.step", n=self.step + 1, total=len(self.targets)), self.app.profile
        at = (self.box.x + PAD, self.box.y + PAD)
        put_text(surface, step, theme.INK_MUTED, True, p.min_text, topleft=at)
        y = self.box.y + PAD + fonts.line_height(p.min_text) + 6
        put_lines(surface, self.lines, (self.box.x + PAD, y), p.body_text)

    def _arrow(self, surface: pygame.Surface, ring: pygame.Rect) -> None:
        """From the box's edge to the ring's nearest edge, with a head at the ring."""
        start = pygame.Vector2(self.box.center)
        end = pygame.Vector2(pygame.Rect(self.box.center, (0, 0)).clamp(ring).topleft)  # nearest
        if self.box.collidepoint(end):
            return
        # leave the box where the line crosses its edge (the end itself is outside)
        steps = (start + (end - start) * (t / 100) for t in range(101))
        start = next(point for point in steps if not self.box.collidepoint(point))
        if (end - start).length() < 12:
            return
        pygame.draw.line(surface, ARROW, start, end, 6)
        unit = (end - start).normalize()
        side = pygame.Vector2(-unit.y, unit.x)
        head = [end, end - unit * 22 + side * 12, end - unit * 22 - side * 12]
        pygame.draw.polygon(surface, ARROW, head)


def area(rect: pygame.Rect) -> int:
    return rect.w * rect.h


class TableGuide:
    """When a table shows its tips: once a visit, with the table on top and its deal shown,
    if they were never seen for the game (or the rules page asked for them again). While
    they are up the table is paused beneath them; an opponent's move decided meanwhile
    waits (`held`) until they are dismissed."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.checked = False  # asked storage whether the tips are due (once a visit)
        self.overlay: GuideOverlay | None = None  # the tips, while they are up
        self.held: Any = None  # an opponent's decision made under the tips

    @property
    def up(self) -> bool:
        return self.overlay is not None

    def targets(self) -> list[pygame.Rect]:
        """What the generic tips point at: the felt's lower middle, every button on the
        felt (Hint included), and the story."""
        table, area = self.table, self.table.table_rect
        hand = pygame.Rect(area.x + area.w // 5, area.bottom - 200, area.w * 3 // 5, 190)
        buttons = [
            w.rect for w in table.ui.widgets if isinstance(w, Button) and area.contains(w.rect)
        ]
        shown = buttons[0].unionall(buttons[1:]) if buttons else table.hint_rect
        return [hand, shown, table.log.target()]

    def show(self) -> None:
        """The tips now: the first time the table is open and its deal shown, or asked
        for again from the rules page."""
        table = self.table
        self.checked = True
        table.sync_controls()  # the widgets the tips point at show the table as it is
        self.overlay = GuideOverlay(table.app, table.game_id, table.guide_tips(), self.done)
        table.app.stack.push(self.overlay)

    def done(self) -> None:
        """The tips were dismissed: the match goes on where it stood."""
        table = self.table
        self.overlay = None
        held, self.held = self.held, None
        if held is not None and table.session is not None:
            table.decided(table.session, held)
        table.sync_controls()
        table.pump()

    def due(self) -> bool:
        """Whether the tips should show now (see the class docstring)."""
        table = self.table
        if self.checked or table.app.stack.top is not table or table.replay is not None:
            return False
        self.checked = True
        return not os.environ.get(NO_TIPS_ENV) and not storage.tips_seen(table.game_id)
