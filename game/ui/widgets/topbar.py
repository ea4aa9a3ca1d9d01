"""The top bar every full screen shares: back, the title, rules, settings (about, quit) and
the mute switch.

It opens the other screens by name (`App.open_scene`), so it sits below the scenes."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from game.ui import fonts, theme
from game.ui.widgets.button import Button
from game.ui.widgets.mute import WIDTH as MUTE_W
from game.ui.widgets.mute import MuteButton

if TYPE_CHECKING:
    from game.ui.scene import Scene

BAR_MIN_W = 110  # a bar button is as wide as its label needs, never narrower than this
BAR_TEXT = 22
BAR_PAD = 8
LABEL_ROOM = 12 + 12 + fonts.SLACK  # the label's inset, air either side, the browser's slack


def bar_width(label: str) -> int:
    """The width of a bar button: its label on one line at the bar's text size."""
    return max(BAR_MIN_W, fonts.width(label, BAR_TEXT) + LABEL_ROOM + 12)


class TopBar:
    """The bar at the top of every full screen. Which buttons show depends on the scene:
    back (not in the lobby), rules, settings, about and quit (the lobby; quit on the
    desktop only), and the mute switch (everywhere but the settings, which have their own). `rules_game` is a game id (its rules only), "" (every game's rules, with
    a chooser) or None (no rules button). Draw it from the scene's `draw_content`."""

    def __init__(
        self,
        scene: Scene,
        title: str,
        back: bool = True,
        rules_game: str | None = "",
        settings: bool = True,
        quit_button: bool = False,
        about: bool = False,
        mute: bool = True,
    ) -> None:
        self.scene = scene
        self.title = title
        # As tall as the app's profile says (a phone's compact bar has bigger buttons).
        self.rect = pygame.Rect(0, 0, theme.CANVAS_SIZE[0], scene.app.profile.top_bar)
        x_left = BAR_PAD
        self.back: Button | None = None
        if back:
            self.back = self._button(
                x_left, tr("common.back"), scene.back, "‹ ", tr("topbar.back.tip")
            )
            x_left += self.back.rect.w + BAR_PAD
        self.title_x = x_left + 12
        x = self.rect.right - BAR_PAD
        self.mute: MuteButton | None = None
        if mute:
            width = max(MUTE_W, self.rect.h - 2 * BAR_PAD)  # square at least, as tall as bar's
            x -= width
            self.mute = self._mute_button(x, width)
            x -= BAR_PAD
        self.buttons: list[Button] = []
        right: list[tuple[str, Callable[[], None], str]] = []
        if quit_button:
            right.append((tr("topbar.quit"), scene.app.quit, tr("topbar.quit.tip")))
        if about:
            right.append((tr("topbar.about"), self._about, tr("topbar.about.tip")))
        if settings:
            right.append((tr("topbar.settings"), self._settings, tr("topbar.settings.tip")))
        if rules_game is not None:
            right.append((tr("topbar.rules"), self._rules, tr("topbar.rules.tip")))
        self.title_right = x
        for label, action, tip in right:
            self.buttons.insert(0, self._left_of_title(label, action, tip))
        for button in self.buttons:
            scene.ui.add(button)
        if self.mute is not None:
            scene.ui.add(self.mute)
        self.rules_game = rules_game

    def _left_of_title(self, label: str, action: Callable[[], None], tip: str) -> Button:
        """A button sized to its label, just left of the right group; the title keeps
        what is left."""
        x = self.title_right - bar_width(label)
        button = self._button(x, label, action, "", tip, add=False)
        self.title_right = x - BAR_PAD
        return button

    def add_left(self, label: str, action: Callable[[], None], tip: str) -> Button:
        """One more button left of the others (a table's New match), added to the scene."""
        button = self._left_of_title(label, action, tip)
        self.scene.ui.add(button)
        return button

    def _button(
        self,
        x: int,
        label: str,
        action: Callable[[], None],
        prefix: str,
        tip: str,
        add: bool = True,
    ) -> Button:
        width = bar_width(prefix + label)
        rect = pygame.Rect(x, BAR_PAD, width, self.rect.h - 2 * BAR_PAD)
        button = Button(rect, prefix + label, action, style="bar", size=BAR_TEXT, tooltip=tip)
        button.live = True  # navigation works while cards move (a tap elsewhere skips)
        if add:
            self.scene.ui.add(button)
        return button

    def _mute_button(self, x: int, width: int) -> MuteButton:
        app = self.scene.app
        rect = (x, BAR_PAD, width, self.rect.h - 2 * BAR_PAD)
        tips = (tr("topbar.mute.tip"), tr("topbar.unmute.tip"))
        muted = bool(app.settings.get("muted"))
        return MuteButton(rect, muted, lambda value: app.set_setting("muted", value), tips)

    # The screens open by name through the app, so the bar never imports a scene.
    def _settings(self) -> None:
        self.scene.app.stack.push(self.scene.app.open_scene("settings"))

    def _about(self) -> None:
        self.scene.app.stack.push(self.scene.app.open_scene("about"))

    def _rules(self) -> None:
        self.scene.app.stack.push(self.scene.app.open_scene("rules", self.rules_game or None))

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, theme.BAR, self.rect)
        pygame.draw.line(surface, (70, 84, 76), self.rect.bottomleft, self.rect.bottomright, 1)
        room = self.title_right - self.title_x - 12
        size = fonts.fit_size(self.title, theme.TITLE_TEXT, room, bold=True)
        image = fonts.render(self.title, size, theme.ON_FELT, True)
        surface.blit(image, image.get_rect(midleft=(self.title_x, self.rect.centery)))
