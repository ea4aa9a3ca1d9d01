"""The new-match panel: the game's choices before a match starts.

Difficulty always (the levels the game's descriptor lists); the number of opponents when
the game allows more than one count (`GameDescriptor.opponent_range`). The choices are remembered per game in
``settings["games"][game_id]`` and preselected next time. Start hands them to the table;
Cancel (or Esc) leaves the table for the lobby.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.registry import descriptor
from game.i18n import keyed, tr
from game.ui import fonts, theme
from game.ui.scene import Scene
from game.ui.table.overlay import titled_panel
from game.ui.widgets import Button, ChoiceList

if TYPE_CHECKING:
    from game.ui.services import App

LEVEL_KEYS = keyed("table.level.*", "easy normal hard")
BOX = pygame.Rect(0, 0, 640, 0)
PAD = 32


def remembered(settings: dict[str, Any], game_id: str) -> tuple[str, int]:
    """The game's last choices (difficulty, opponents), or the defaults."""
    game = descriptor(game_id)
    low, high, default = game.opponent_range
    entry = dict(settings.get("games", {}).get(game_id, {}))
    level = entry.get("difficulty", "normal")
    count = entry.get("opponents", default)
    opponents = min(high, max(low, int(count))) if isinstance(count, int) else default
    return (level if level in game.levels else "normal"), opponents


class NewMatchPanel(Scene):
    opaque = False

    def __init__(
        self,
        app: App,
        game_id: str,
        title: str,
        on_start: Callable[[str, int], None],
        on_cancel: Callable[[], None],
    ) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.title = title
        low, high, _default = descriptor(game_id).opponent_range
        self.counts = list(range(low, high + 1)) if high > low else []
        self.levels = descriptor(game_id).levels
        self.on_start = on_start
        self.on_cancel = on_cancel
        self.level, self.opponents = remembered(app.settings, game_id)
        self.box = BOX.copy()
        self.start_button: Button | None = None

    def layout(self) -> None:
        rows = 2 if self.counts else 1
        h = self.app.profile.button_h  # a chooser's height: a tap target's (taller on a phone)
        self.box.h = PAD + 48 + rows * (34 + h + 8) + h + 16 + PAD
        self.box.center = (theme.CANVAS_SIZE[0] // 2, theme.CANVAS_SIZE[1] // 2 + 20)
        x, w = self.box.x + PAD, self.box.w - 2 * PAD
        y = self.box.y + PAD + 48 + 34
        self.labels = [(tr("table.newmatch.difficulty"), y - 32)]
        levels = [(level, tr(LEVEL_KEYS[level])) for level in self.levels]
        self.level_choice = self.ui.add(ChoiceList((x, y, w, h), levels, self.level, self._level))
        y += h + 8 + 34
        if self.counts:
            self.labels.append((tr("table.newmatch.opponents"), y - 32))
            options = [(n, str(n)) for n in self.counts]
            self.ui.add(ChoiceList((x, y, w, h), options, self.opponents, self._count))
        bw = (w - 16) // 2
        y = self.box.bottom - PAD - h - 4
        self.ui.add(Button((x, y, bw, h + 4), tr("common.cancel"), self.cancel))
        rect, start = (x + bw + 16, y, bw, h + 4), tr("table.newmatch.start")
        self.start_button = self.ui.add(Button(rect, start, self.start, "primary", bold=True))
        if self.ui.focus_index is None:
            self.ui.focus(self.start_button)

    def _level(self, value: str) -> None:
        self.level = value

    def _count(self, value: int) -> None:
        self.opponents = value

    def start(self) -> None:
        games = dict(self.app.settings.get("games", {}))
        games[self.game_id] = {"difficulty": self.level, "opponents": self.opponents}
        self.app.set_setting("games", games)
        self.app.stack.pop()
        self.on_start(self.level, self.opponents)

    def cancel(self) -> None:
        self.app.stack.pop()
        self.on_cancel()

    def back(self) -> None:
        self.cancel()

    def draw_content(self, surface: pygame.Surface) -> None:
        titled_panel(surface, self.box, self.title, PAD)
        for text, y in self.labels:
            surface.blit(fonts.render(text, theme.MIN_TEXT, theme.INK_MUTED), (self.box.x + PAD, y))
