"""The rules viewer: any game's rules text, scrollable. Opened from the lobby it offers
every game; opened from a table it shows that game only."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from game.ui import theme
from game.ui.games import info, lobby_games
from game.ui.rulestext import rules_source
from game.ui.scene import Scene
from game.ui.widgets import ChoiceList, TextPanel
from game.ui.widgets.topbar import TopBar

if TYPE_CHECKING:
    from game.ui.app import App

MARGIN = 40
PANEL_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)


class RulesScene(Scene):
    static_content = True

    def __init__(self, app: App, game_id: str | None = None) -> None:
        super().__init__(app)
        self.fixed = game_id
        self.game_id = game_id or lobby_games()[0].id

    def layout(self) -> None:
        name = tr(info(self.game_id).name_key)
        title = tr("rules.title.game", name=name) if self.fixed else tr("rules.title")
        self.bar = TopBar(self, title, rules_game=None)
        y = theme.TOP_BAR_HEIGHT + 16
        if not self.fixed:
            games = [(g.id, tr(g.name_key)) for g in lobby_games()]
            self.chooser = self.ui.add(
                ChoiceList(
                    (MARGIN, y, 1280 - 2 * MARGIN, 56), games, self.game_id, self.choose, size=22
                )
            )
            y += 56 + 16
        rect = (MARGIN, y, 1280 - 2 * MARGIN, theme.CANVAS_SIZE[1] - y - 24)
        self.panel = self.ui.add(TextPanel(rect, rules_source(self.game_id, name)))
        if self.ui.focus_index is None:
            self.ui.focus(self.panel)  # arrows and Page Up/Down scroll straight away

    def handle(self, event: pygame.event.Event) -> None:
        """Page and Home/End keys scroll the text wherever the focus is (on a game tab
        after a click, say); the rest goes the usual way."""
        if event.type == pygame.KEYDOWN and event.key in PANEL_KEYS and not self.anim.busy:
            if self.panel.on_key(event):
                self.dirty = True
            return
        super().handle(event)

    def choose(self, game_id: str) -> None:
        self.game_id = game_id
        self.relayout()

    def draw_content(self, surface) -> None:
        self.bar.draw(surface)
