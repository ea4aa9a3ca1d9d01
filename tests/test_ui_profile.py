"""Issue 32: the app's canvas profile follows the size the canvas is shown at (compact under
460 CSS px tall: a phone held sideways; full for desktops and the 960x540 embed), is forced
by `?profile=` on the page and CARD_ATLAS_PROFILE on the desktop, and every scene on the
stack lays out anew when it changes."""

from __future__ import annotations

import types

import pygame
import pytest
from test_ui_app import main_function
from test_ui_support import data_dir_fixture  # noqa: F401

from game.ui import app as app_module
from game.ui import fonts, theme, webpage
from game.ui.scene import Scene
from game.ui.table.profile import COMPACT, FULL, PROFILES, pick
from game.ui.widgets import Button


class Recorder(Scene):
    """A screen with one button a tap target high, as the app's screens build theirs."""

    def layout(self) -> None:
        self.button = self.ui.add(Button((10, 100, 200, self.app.profile.button_h), "Go"))


@pytest.fixture(autouse=True)
def no_forcing(monkeypatch):
    """Nothing forced from outside; the full canvas's smallest text again afterwards."""
    monkeypatch.delenv(app_module.PROFILE_ENV, raising=False)
    yield
    fonts.set_min_text(theme.MIN_TEXT)


def make(size=(1280, 720), **options) -> app_module.App:
    return app_module.App(app_module.Options(headless=True, size=size, **options))


def test_pick_is_compact_below_460_css_px_only() -> None:
    assert PROFILES == {"full": FULL, "compact": COMPACT}
    assert pick(390) is COMPACT and pick(459.5) is COMPACT
    assert pick(460) is FULL and pick(540) is FULL and pick(720) is FULL
    assert COMPACT.button_h * 390 / 720 >= 40 and COMPACT.min_text * 390 / 720 >= 11


def test_the_desktop_window_chooses_and_the_environment_forces(data_dir, monkeypatch) -> None:
    assert make((844, 390)).profile is COMPACT
    assert make((960, 540)).profile is FULL and fonts.min_text == theme.MIN_TEXT
    monkeypatch.setenv(app_module.PROFILE_ENV, "compact")
    forced = make()
    assert forced.profile is COMPACT and fonts.min_text == COMPACT.min_text
    assert make(profile="full").profile is FULL, "the flag (?profile=) comes first"
    monkeypatch.setenv(app_module.PROFILE_ENV, "tiny")
    assert make((844, 390)).profile is COMPACT, "an unknown value forces nothing"


def test_a_resized_window_lays_every_scene_out_again(data_dir) -> None:
    application = make()
    under, top = Recorder(application), Recorder(application)
    application.stack.push(under)
    application.stack.push(top)
    assert top.button.rect.h == theme.MIN_TARGET
    pygame.display.set_mode((844, 390), pygame.RESIZABLE)
    application.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(844, 390), w=844, h=390))
    assert application.profile is COMPACT and fonts.min_text == COMPACT.min_text
    assert top.button.rect.h == under.button.rect.h == COMPACT.button_h
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    application.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720))
    assert application.profile is FULL and fonts.min_text == theme.MIN_TEXT
    assert top.button.rect.h == theme.MIN_TARGET


def test_the_page_tells_the_shown_height_and_a_change_is_heard(data_dir, monkeypatch) -> None:
    shown = {"height": 390.0}
    page = types.SimpleNamespace(
        cardAtlas=types.SimpleNamespace(
            ready=lambda: None, fail=lambda reason: None, shown=lambda: shown["height"]
        ),
        window_resize=lambda: None,
    )
    monkeypatch.setattr(webpage, "_window", lambda: page)
    monkeypatch.setattr(app_module, "WEB", True)
    application = make()
    assert webpage.shown_height() == 390.0 and application.profile is COMPACT
    scene = Recorder(application)
    application.stack.push(scene)
    shown["height"] = 540.0  # the phone went into the 960x540 embed's frame, say
    for _ in range(app_module.PROFILE_POLL + 1):
        application.frame(16.0, events=[])
    assert application.profile is FULL and scene.button.rect.h == theme.MIN_TARGET
    page.cardAtlas.shown = lambda: 0  # no size yet (hidden canvas): the full canvas
    assert webpage.shown_height() is None


def test_the_page_query_forces_a_profile() -> None:
    assert webpage.query_flags("?profile=compact") == ["--profile", "compact"]
    assert webpage.query_flags("?profile=tiny") == ["--ignored", "profile"]
    parse_options = main_function().__globals__["parse_options"]
    assert parse_options(["--profile", "compact"]).profile == "compact"
    assert parse_options([]).profile is None
