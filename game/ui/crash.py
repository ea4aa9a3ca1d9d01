"""When a scene fails: no exception leaves a frame.

`App.frame` runs the frame's scene work inside one ``try``; an unexpected error lands in
`recover`, which logs it with its traceback, keeps it for "Report a problem"
(game/ui/report.py), leaves every scene (the broken one would fail again next frame) and
shows `CrashScene`: a plain message, a way back to the lobby and the report button. If the
crash screen itself fails, the error is logged once and the frame is skipped: the loop,
and the browser tab, go on.

``CARD_ATLAS_CRASH=raise`` (set by the test suite and the monkey) lets the error through
instead, so a test or a fuzzer never mistakes a recovered crash for a pass.
"""

from __future__ import annotations

import logging
import os
import traceback
from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from game.ui import fonts, report, theme
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.services import App

log = logging.getLogger(__name__)
RAISE_ENV = "CARD_ATLAS_CRASH"
BOX_W = 760
BUTTON_W = 340
BUTTON_H = 56
BUTTON_ROOM = 12 + 24 + fonts.SLACK  # the inset, and 12 px air either side


def describe(error: BaseException, scene: Scene | None) -> str:
    """One line for the report: the error, where it was raised, and in which scene."""
    frames = traceback.extract_tb(error.__traceback__)
    where = ""
    if frames:
        path = frames[-1].filename.replace("\\", "/")
        head, sep, tail = path.rpartition("/game/")
        where = f" at {'game/' + tail if sep else path.rpartition('/')[2]}:{frames[-1].lineno}"
    name = type(scene).__name__ if scene is not None else "no scene"
    text = f"{type(error).__name__}: {error}"
    return f"{text[:300]}{where} (in {name})"


def recover(app: App, error: BaseException) -> None:
    """Log `error`, keep it for the report, and put the crash screen in place of every
    scene (unless the crash screen is what failed)."""
    if os.environ.get(RAISE_ENV) == "raise":
        raise error
    top = app.stack.top
    line = describe(error, top)
    first = report.note_error(line)
    if first or not isinstance(top, CrashScene):
        log.error("a scene failed: %s", line, exc_info=error)
    if isinstance(top, CrashScene):
        return  # nothing safer to show: skip the frame, the loop goes on
    old, app.stack.scenes = app.stack.scenes, []
    for scene in reversed(old):
        try:
            scene.exit()
        except Exception:  # the broken scene may fail to leave too: it is gone anyway
            log.debug("a failed scene's exit failed", exc_info=True)
    for task in list(app.tasks.tasks):  # an opponent's failed thinking would fail again
        try:
            app.tasks.cancel(task)
        except Exception:
            app.tasks.tasks.remove(task)
    app.stack.push(CrashScene(app))
    app.redraw()


class CrashScene(Scene):
    """Something went wrong: say so, and offer the lobby and the report."""

    def layout(self) -> None:
        labels = (tr("crash.lobby"), tr("about.report"))
        button_w = max(BUTTON_W, *(fonts.width(t, theme.BODY_TEXT) + BUTTON_ROOM for t in labels))
        box_w = min(theme.CANVAS_SIZE[0] - 80, max(BOX_W, 2 * button_w + 24 + 56))
        self.lines = fonts.wrap(tr("crash.text"), theme.BODY_TEXT, box_w - 80)
        step = fonts.line_height(theme.BODY_TEXT)
        title_h = fonts.line_height(theme.TITLE_TEXT, True)
        height = 40 + title_h + 16 + step * len(self.lines) + 32 + BUTTON_H + 40
        self.box = pygame.Rect(0, 0, box_w, height)
        self.box.center = (theme.CANVAS_SIZE[0] // 2, theme.CANVAS_SIZE[1] // 2)
        y = self.box.bottom - 40 - BUTTON_H
        lobby = Button(
            (self.box.centerx - 12 - button_w, y, button_w, BUTTON_H),
            labels[0],
            self.to_lobby,
            style="primary",
        )
        self.ui.add(lobby)
        self.ui.add(Button((self.box.centerx + 12, y, button_w, BUTTON_H), labels[1], self.report))
        self.ui.focus(lobby)

    def to_lobby(self) -> None:
        self.app.stack.reset(self.app.open_scene("lobby"))

    def back(self) -> None:
        self.to_lobby()

    def report(self) -> None:
        key, params = report.report_problem()
        self.app.toast(tr(key, **params))

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.card_panel(surface, self.box)
        title = tr("crash.title")
        size = fonts.fit_size(title, theme.TITLE_TEXT, self.box.w - 80, True)
        image = fonts.render(title, size, theme.INK, True)
        surface.blit(image, image.get_rect(midtop=(self.box.centerx, self.box.y + 40)))
        y = self.box.y + 40 + fonts.line_height(theme.TITLE_TEXT, True) + 16
        for line in self.lines:
            image = fonts.render(line, theme.BODY_TEXT, theme.INK)
            surface.blit(image, image.get_rect(midtop=(self.box.centerx, y)))
            y += fonts.line_height(theme.BODY_TEXT)
