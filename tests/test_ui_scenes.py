"""The scene stack (hooks, overlays, drawing order, input to the top), the animation skip
that keeps controls disabled, the idle frame, and the confirm dialog."""

from __future__ import annotations

import pygame
from test_ui_support import app_fixture, data_dir_fixture, down, feed, key, tap, up  # noqa: F401

from game.ui.scene import Scene
from game.ui.widgets import Button
from game.ui.widgets.dialog import ConfirmDialog


class Probe(Scene):
    """Records its hooks and paints itself one colour."""

    def __init__(self, app, name, log, colour=(10, 20, 30), opaque=True):
        super().__init__(app)
        self.name, self.log, self.colour, self.opaque = name, log, colour, opaque
        self.events = []
        self.clicks = 0

    def layout(self):
        self.button = self.ui.add(Button((100, 100, 200, 60), "b", self.click))

    def click(self):
        self.clicks += 1

    def enter(self):
        self.log.append(f"enter {self.name}")
        super().enter()

    def exit(self):
        self.log.append(f"exit {self.name}")
        super().exit()

    def pause(self):
        self.log.append(f"pause {self.name}")

    def resume(self):
        self.log.append(f"resume {self.name}")
        super().resume()

    def handle(self, event):
        self.events.append(event.type)
        super().handle(event)

    def draw(self, surface):
        self.log.append(f"draw {self.name}")
        if self.opaque:
            surface.fill(self.colour)
        else:
            pygame.draw.rect(surface, self.colour, (0, 0, 10, 10))


def test_hooks_in_order_and_pop_never_empties(app) -> None:
    log = []
    a, b, c = (Probe(app, n, log) for n in "abc")
    app.stack.push(a)
    app.stack.push(b)
    app.stack.replace(c)
    assert app.stack.pop() is c
    assert app.stack.pop() is None and app.stack.top is a
    assert log == [
        "enter a",
        "draw a",  # the snapshot for the cross-fade
        "pause a",
        "enter b",
        "draw b",
        "exit b",
        "enter c",
        "draw c",
        "exit c",
        "resume a",
    ]


def test_overlay_draws_over_the_scene_beneath_and_takes_all_input(app) -> None:
    log = []
    base = Probe(app, "base", log)
    covered = Probe(app, "covered", log)
    overlay = Probe(app, "overlay", log, colour=(200, 0, 0), opaque=False)
    app.settings["speed"] = "instant"  # no cross-fade over the picture
    for scene in (covered, base, overlay):
        app.stack.push(scene)
    log.clear()
    app.stack.draw(app.canvas)
    assert log == ["draw base", "draw overlay"], "bottom-up from the top-most opaque scene"
    assert app.canvas.get_at((50, 50))[:3] == base.colour
    assert app.canvas.get_at((5, 5))[:3] == (200, 0, 0)
    app.stack.handle(key(pygame.K_TAB))
    assert overlay.events == [pygame.KEYDOWN] and base.events == []


def test_escape_goes_back(app) -> None:
    log = []
    a, b = Probe(app, "a", log), Probe(app, "b", log)
    app.stack.push(a)
    app.stack.push(b)
    app.stack.handle(key(pygame.K_ESCAPE))
    assert app.stack.top is a


def test_a_tap_during_an_animation_only_skips_it(app) -> None:
    log = []
    scene = Probe(app, "s", log)
    app.stack.push(scene)
    moved = []
    scene.anim.tween(250, moved.append)
    assert scene.anim.busy and not scene.controls_enabled
    feed(scene, tap(scene.button.rect.center))
    assert scene.clicks == 0, "the tap skipped the animation and never reached the button"
    assert moved[-1] == 1.0 and not scene.anim.busy
    feed(scene, tap(scene.button.rect.center))
    assert scene.clicks == 1


def test_keys_during_an_animation_skip_it_too(app) -> None:
    scene = Probe(app, "s", [])
    app.stack.push(scene)
    done = []
    scene.anim.tween(250, lambda t: None, on_done=lambda: done.append(1))
    feed(scene, [key(pygame.K_TAB), key(pygame.K_RETURN)])
    assert done == [1] and scene.clicks == 0


def test_idle_frames_do_not_draw(app) -> None:
    log = []
    app.stack.push(Probe(app, "s", log))
    assert app.frame(16, events=[]) is True
    for _ in range(300):  # the cross-fade runs out
        app.frame(16, events=[])
    log.clear()
    drew = [app.frame(16, events=[]) for _ in range(10)]
    assert drew == [False] * 10 and log == []
    app.frame(16, events=[key(pygame.K_TAB)])
    assert "draw s" in log, "an input that changes a widget redraws"


def test_instant_speed_has_no_transition(app) -> None:
    app.settings["speed"] = "instant"
    app.stack.push(Probe(app, "a", []))
    app.stack.push(Probe(app, "b", []))
    assert app.stack._fade_from is None


def test_confirm_dialog_yes_no_escape_and_outside_tap(app) -> None:
    log = []
    base = Probe(app, "base", log)
    app.stack.push(base)
    answers = []

    def ask():
        dialog = ConfirmDialog(app, "Quit?", answers.append)
        app.stack.push(dialog)
        return dialog

    d = ask()
    yes = d.ui.widgets[1]
    feed(app.stack, tap(yes.rect.center))
    d = ask()
    feed(app.stack, [key(pygame.K_RETURN)])  # the focus starts on "no"
    ask()
    feed(app.stack, [key(pygame.K_ESCAPE)])
    ask()
    feed(app.stack, [down((5, 5)), up((5, 5))])
    assert answers == [True, False, False, False]
    assert app.stack.top is base and base.clicks == 0
