"""Nothing is reachable by hover only (issue 32): on every screen and every table, each widget
with a help text shows it to a finger's long press, made of the events a touch sends,
posted to SDL's queue as the browser's SDL posts them (FINGERDOWN and a MOUSEBUTTONDOWN with
touch=True, time passing with the finger still, then FINGERUP and MOUSEBUTTONUP), and
letting go does not act: no screen opens or closes, no setting changes, nothing is clicked.
A short tap still acts. The help goes by itself a few seconds after the finger lifts."""

from __future__ import annotations

import copy
import sys
from pathlib import Path

import pygame
import pytest
from test_ui_support import data_dir_fixture  # noqa: F401

from game.engine.registry import descriptor
from game.ui.games import table_ids
from game.ui.widgets import Slider, Widget
from game.ui.widgets.base import EXPLAIN_MS, LONG_PRESS_MS

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tools import table_stage  # noqa: E402

FRAME_MS = 16.0
SCREENS = ("lobby", "settings", "rules", "about")


def finger(kind: int, pos: tuple[int, int]) -> None:
    """Post what a finger sends: the FINGER event (which the app drops) and the mouse one."""
    x, y = pos[0] / 1280, pos[1] / 720
    if kind == pygame.MOUSEBUTTONDOWN:
        pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, x=x, y=y, dx=0, dy=0, finger_id=0))
    else:
        pygame.event.post(pygame.event.Event(pygame.FINGERUP, x=x, y=y, dx=0, dy=0, finger_id=0))
    pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, touch=True))


def frames(app, ms: float) -> bool:
    """Let `ms` pass in frames reading SDL's queue; True if any of them drew."""
    drew = False
    for _ in range(int(ms // FRAME_MS) + 1):
        drew = app.frame(FRAME_MS) or drew
    return drew


def helped_widgets(scene) -> list[Widget]:
    """The scene's visible widgets with a help text that a finger can reach at their centre
    (the topmost widget there is the widget itself)."""
    return [
        w
        for w in scene.ui.widgets
        if w.visible and w.tooltip and scene.ui.widget_at(w.rect.center) is w
    ]


def state(app, widget: Widget) -> tuple:
    """What an action would change: the scenes, the settings, the app's running and its
    notes, the widget's clicks and value."""
    return (
        list(app.stack.scenes),
        copy.deepcopy(app.settings),
        app.running,
        len(app.toasts.queue),
        getattr(widget, "clicks", None),
        getattr(widget, "value", None),
    )


def long_press_everything(app) -> int:
    """Long-press each helped widget of the top scene; the number of widgets asked."""
    scene = app.stack.top
    asked = 0
    for widget in helped_widgets(scene):
        before = state(app, widget)
        finger(pygame.MOUSEBUTTONDOWN, widget.rect.center)
        frames(app, LONG_PRESS_MS - 100)
        assert scene.ui.tooltip_target() is None, "not yet: a tap is not a long press"
        assert frames(app, 200), "the help is drawn"
        assert scene.ui.tooltip_target() is widget, widget.tooltip
        finger(pygame.MOUSEBUTTONUP, widget.rect.center)
        frames(app, FRAME_MS)
        assert scene.ui.tooltip_target() is widget, "the help stays up to be read"
        assert state(app, widget) == before, f"the long press acted: {widget.tooltip}"
        frames(app, EXPLAIN_MS)
        assert scene.ui.tooltip_target() is None, "and goes by itself"
        asked += 1
    return asked


@pytest.mark.parametrize("name", SCREENS)
def test_every_help_on_a_screen_answers_a_long_press(data_dir, name, monkeypatch) -> None:
    opened: list[str] = []
    monkeypatch.setattr("game.ui.scenes.lobby.open_url", lambda url: opened.append(url) or True)
    app = table_stage.make_app()
    app.stack.push(app.open_scene(name))
    frames(app, 500)
    assert long_press_everything(app) > 0
    assert opened == [], "no link opened"


@pytest.mark.parametrize("game_id", table_ids())
def test_every_help_at_a_table_answers_a_long_press(data_dir, game_id) -> None:
    """At a new match's first move (the tips seen): the top bar, the hint, the story's
    switch and the game's own controls."""
    app = table_stage.make_app(speed="normal")
    table = table_stage.open_table(app, game_id, descriptor(game_id).default_players, 7)
    table_stage.settle(app, table)
    frames(app, 500)
    assert app.stack.top is table
    assert long_press_everything(app) >= 3, "at least the bar, the hint and the story"


def test_a_long_press_on_a_slider_leaves_its_value_and_a_tap_still_acts(data_dir) -> None:
    """A slider jumps to the pressed place: a long press takes the jump back."""
    app = table_stage.make_app()
    app.stack.push(app.open_scene("settings"))
    frames(app, 500)
    scene = app.stack.top
    slider = next(w for w in helped_widgets(scene) if isinstance(w, Slider))
    spot = (slider.track.right - 2, slider.track.centery)
    value = slider.value
    finger(pygame.MOUSEBUTTONDOWN, spot)
    frames(app, LONG_PRESS_MS + 100)
    assert scene.ui.tooltip_target() is slider and slider.value == value
    finger(pygame.MOUSEBUTTONUP, spot)
    frames(app, EXPLAIN_MS + 100)
    finger(pygame.MOUSEBUTTONDOWN, spot)
    frames(app, FRAME_MS)
    finger(pygame.MOUSEBUTTONUP, spot)
    frames(app, FRAME_MS)
    assert slider.value == slider.maximum != value, "a tap moves it"
