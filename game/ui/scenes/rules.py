"""The rules viewer: any game's rules text, scrollable. Opened from the lobby it offers
every game; opened from a table it shows that game only."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import storage
from game.i18n import tr
from game.ui import fonts, theme
from game.ui.games import info, lobby_games
from game.ui.rulestext import rules_source
from game.ui.scene import Scene
from game.ui.widgets import Button, ChoiceList, TextPanel
from game.ui.widgets.topbar import TopBar

if TYPE_CHECKING:
    from game.ui.services import App

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
        h = self.app.profile.button_h  # a tap target's height (taller on a phone)
        y = self.app.profile.top_bar + 16
        if not self.fixed:
            games = [(g.id, tr(g.name_key)) for g in lobby_games()]
            self.chooser = self.ui.add(
                ChoiceList(
                    (MARGIN, y, 1280 - 2 * MARGIN, h), games, self.game_id, self.choose, size=22
                )
            )
            y += h + 16
        bottom = theme.CANVAS_SIZE[1] - 24
        self.tips_button: Button | None = None
        if info(self.game_id).table is not None:  # a built game: its table's tips again
            label = tr("rules.tips")
            w = max(240, fonts.width(label, theme.BODY_TEXT) + 48)
            bottom -= h + 12
            rect = (1280 - MARGIN - w, bottom + 12, w, h)
            self.tips_button = Button(rect, label, self.show_tips)
        rect = (MARGIN, y, 1280 - 2 * MARGIN, bottom - y)
        self.panel = self.ui.add(TextPanel(rect, rules_source(self.game_id, name)))
        if self.tips_button is not None:
            self.ui.add(self.tips_button)
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

    def show_tips(self) -> None:
        """Show the game's table tips again: at once when its table is beneath this page,
        else the next time the table opens."""
        storage.set_tips_seen(self.game_id, False)
        stack = self.app.stack
        below = stack.scenes[-2] if len(stack.scenes) > 1 else None
        guide = getattr(below, "guide", None)
        if getattr(below, "game_id", None) == self.game_id and guide is not None:
            stack.pop()
            guide.show()
            return
        self.app.toast(tr("rules.tips.later"))

    def choose(self, game_id: str) -> None:
        self.game_id = game_id
        self.relayout()

    def draw_content(self, surface) -> None:
        self.bar.draw(surface)
