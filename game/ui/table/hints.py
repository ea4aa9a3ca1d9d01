"""The Hint button and the strip over the felt: the normal opponent's choice for the
player with its reason ("Play ♥Q: it keeps the jack for later"), the move it names ringed
on screen, and otherwise what the player is asked to do now (the table's `prompt_text`).

The table says where the button sits (`hint_rect`), where the strip goes and how wide it
may grow (`hint_line_centre`, `hint_room`), whether a hint may be given now (`hint_allowed`:
never in Mau Mau's catch window) and how the move reads and where it is (`move_name`,
`reason_text`, `hint_target`).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ai.base import Decision
from game.engine.actions import Action
from game.i18n import N_, tr
from game.ui import fonts, theme
from game.ui.table.overlay import put_text
from game.ui.tasks import Task
from game.ui.widgets import Button


class Hints:
    """A table's hint; see the module docstring."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.text = ""
        self.action: Action | None = None  # the move the hint names (ringed)
        self.task: Task | None = None  # the hint being worked out
        self.button: Button | None = None

    def ask(self) -> None:
        """Work out a hint (the normal opponent's choice), when the player may act."""
        table = self.table
        if not table.can_act or self.task is not None or not table.hint_allowed():
            return
        self.text = tr("table.hint.thinking")
        table.dirty = True
        self.task = table.run_task(table.session.hint(), self.hinted)

    def hinted(self, decision: Decision) -> None:
        table = self.table
        self.task = None
        reason, move = table.reason_text(decision), table.move_name(decision.action)
        key = N_("table.hint.move") if move else N_("table.hint.line")
        self.text = tr(key, move=move, reason=reason)
        self.action = decision.action
        table.dirty = True

    def clear(self) -> None:
        """The player moved (or a match began): the hint is old news."""
        self.text, self.action = "", None
        if self.task is not None:
            self.table.app.tasks.cancel(self.task)
            self.task = None

    def layout(self, ui: Any) -> None:
        tip = tr("table.hint.tip")
        self.button = ui.add(Button(self.table.hint_rect, tr("table.hint"), self.ask, tooltip=tip))

    def sync(self) -> None:
        """The Hint button is live only when the player may act."""
        table = self.table
        self.button.enabled = table.can_act and self.task is None and table.hint_allowed()
        self.button.visible = table.replay is None  # a replay: nobody to hint

    def draw(self, surface: pygame.Surface) -> None:
        """The hint (or the prompt) on its strip, and the hinted move ringed."""
        table = self.table
        line = self.text or (table.prompt_text() if table.can_act else "")
        if line:
            self.strip(surface, line)
        target = table.hint_target(self.action) if self.action and table.can_act else None
        if target is not None:
            pygame.draw.rect(surface, theme.FOCUS, target.inflate(12, 12), 4, border_radius=12)

    def strip(self, surface: pygame.Surface, text: str) -> None:
        """The hint (or the prompt) on a dark strip for contrast, wrapped to its room."""
        table = self.table
        size, lines = fonts.fit_lines(text, table.profile.min_text, table.hint_room - 24, 3)
        step = fonts.line_height(size)
        width = max(fonts.width(line, size) for line in lines)
        strip = pygame.Rect(0, 0, width + 24, step * len(lines) + 10)
        strip.center = table.hint_line_centre
        strip.clamp_ip(table.table_rect)
        pygame.draw.rect(surface, theme.BAR, strip, border_radius=8)
        for i, line in enumerate(lines):
            at = (strip.centerx, strip.y + 5 + i * step)
            put_text(surface, line, theme.ON_FELT, size=size, midtop=at)
