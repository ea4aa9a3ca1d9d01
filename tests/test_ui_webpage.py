"""The game's side of the web page: the canvas is fitted after set_mode, the loading screen
goes only after the first frame, a failure to start reaches the page, and text keeps the
slack the browser's SDL_ttf needs."""

from __future__ import annotations

import asyncio
import types

import pytest
from test_ui_app import main_function
from test_ui_support import data_dir_fixture  # noqa: F401

from game.ui import app as app_module
from game.ui import fonts, webpage


class FakeWindow:
    """platform.window with the loader's window_resize and our page's window.cardAtlas."""

    def __init__(self) -> None:
        self.calls: list[tuple] = []
        self.cardAtlas = types.SimpleNamespace(
            ready=lambda: self.calls.append(("ready",)),
            fail=lambda reason: self.calls.append(("fail", reason)),
        )

    def window_resize(self) -> None:
        self.calls.append(("window_resize",))


@pytest.fixture
def page(monkeypatch) -> FakeWindow:
    window = FakeWindow()
    monkeypatch.setattr(webpage, "_window", lambda: window)
    return window


def test_off_the_web_nothing_is_called() -> None:
    assert not webpage.WEB
    assert webpage.fit_canvas() is False
    assert webpage.first_frame_drawn() is False
    assert webpage.failed("x") is False


def test_calls_reach_the_page(page: FakeWindow) -> None:
    assert webpage.fit_canvas() and webpage.first_frame_drawn() and webpage.failed("E: boom")
    assert page.calls == [("window_resize",), ("ready",), ("fail", "E: boom")]


def test_a_page_without_the_functions_or_with_a_broken_one_is_harmless(monkeypatch) -> None:
    def broken() -> None:
        raise RuntimeError("a JavaScript error")

    bare = types.SimpleNamespace(cardAtlas=types.SimpleNamespace(ready=broken))
    monkeypatch.setattr(webpage, "_window", lambda: bare)
    assert webpage.fit_canvas() is False  # no window_resize
    assert webpage.first_frame_drawn() is False  # ready raised
    assert webpage.failed("x") is False  # no fail


def test_the_app_fits_the_canvas_then_says_ready_after_its_first_frame(
    data_dir, page: FakeWindow, monkeypatch
) -> None:
    monkeypatch.setattr(app_module, "WEB", True)
    application = app_module.App(app_module.Options(headless=True))
    assert page.calls == [("window_resize",)], "right after set_mode, before any frame"
    assert application.window.get_size() == (1280, 720)
    application.stack.push(application.open_scene("lobby"))
    application.frame(16.0, events=[])
    assert page.calls == [("window_resize",), ("ready",)]
    application.redraw()
    application.frame(16.0, events=[])
    assert application.draws == 2 and page.calls.count(("ready",)) == 1, "said once"


def test_a_game_that_cannot_start_tells_the_page(data_dir, page: FakeWindow, monkeypatch):
    def cannot_start(options):
        raise ImportError("No module named 'pygame'")

    monkeypatch.setattr(app_module, "App", cannot_start)
    with pytest.raises(ImportError):
        asyncio.run(main_function()(["--headless", "--frames", "1"]))
    assert page.calls == [("fail", "ImportError: No module named 'pygame'")]


def test_wrap_and_fit_keep_the_browsers_slack() -> None:
    """A line exactly as wide as the box wraps: the browser would draw it 1 px wider."""
    text = "Norway and Denmark"
    exact = fonts.width(text, 24)
    assert fonts.wrap(text, 24, exact + fonts.SLACK) == [text]
    assert fonts.wrap(text, 24, exact) == ["Norway and", "Denmark"]
    size = fonts.fit_size(text, 30, exact)
    assert size < 24 and fonts.width(text, size) <= exact - fonts.SLACK


def test_the_page_query_gives_only_well_formed_flags():
    """`?scene=mada&seed=5` opens the same deal every time; a value of the wrong shape, an
    unknown key or a huge query never stops the start: it becomes `--ignored KEY` (the app
    says so in a toast), except the tags that hosts and sharing sites add."""
    assert webpage.query_flags("?scene=mada&seed=5") == ["--scene", "mada", "--seed", "5"]
    assert webpage.query_flags("?game=kadabra") == ["--game", "kadabra"]
    assert webpage.query_flags("?lang=de&utm_source=itch&fbclid=x") == ["--lang", "de"]
    assert webpage.query_flags("?seed=abc&scene=../x&lang=deu&game=") == [
        *("--ignored", "seed", "--ignored", "scene", "--ignored", "lang", "--ignored", "game")
    ]
    assert webpage.query_flags("?seed=" + "9" * 5000) == ["--ignored", "seed"]
    assert webpage.query_flags("?<b>w%C3%BCrfel</b>&=1") == [
        "--ignored",
        "bwrfelb",
        "--ignored",
        "?",
    ]
    assert webpage.query_flags("") == []
    assert webpage.query_flags() == []  # off the web there is no page to ask


def test_held_follows_the_page_flag_and_is_false_without_one(page: FakeWindow, monkeypatch):
    assert webpage.held() is False, "a page without the flag"
    page.cardAtlas.held = True
    assert webpage.held() is True
    page.cardAtlas.held = False
    assert webpage.held() is False
    monkeypatch.setattr(webpage, "_window", lambda: None)
    assert webpage.held() is False, "off the web"


def test_a_held_page_pauses_the_game_until_it_lets_go(data_dir, page: FakeWindow, monkeypatch):
    """Under the "turn your phone" card no opponent thinks, no timer runs, no input lands,
    nothing is drawn; once the card goes, the game goes on from exactly where it was."""
    import pygame

    from game.ui.scene import Scene
    from game.ui.widgets import Button

    monkeypatch.setattr(app_module, "WEB", True)
    application = app_module.App(app_module.Options(headless=True))
    taps = []
    button = Button((100, 100, 200, 60), "Go", lambda: taps.append(1))

    class OneButton(Scene):
        def layout(self) -> None:
            self.ui.add(button)

    scene = OneButton(application)
    application.stack.push(scene)
    steps = []

    def thinking():
        while True:
            steps.append(1)
            yield

    application.tasks.start(thinking(), lambda result: None, owner=scene)
    application.toast("Hello")
    application.frame(16.0, events=[])
    draws, thought, shown = application.draws, len(steps), application.toasts.active
    assert thought and shown
    page.cardAtlas.held = True
    tap = [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1, touch=True),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1, touch=True),
    ]
    for _ in range(600):  # ten seconds of frames
        assert application.frame(16.0, events=list(tap)) is False
    assert application.draws == draws and len(steps) == thought, "nothing ran, nothing drawn"
    assert application.toasts.active == shown and taps == [], "no timer ran out, no tap acted"
    page.cardAtlas.held = False
    application.frame(16.0, events=list(tap))
    assert len(steps) > thought and taps == [1], "the game goes on"

    # A press under way when the card comes up ends there: its release is the card's.
    application.frame(16.0, events=tap[:1])
    assert button.pressed and scene.ui.captured is button
    page.cardAtlas.held = True
    application.frame(16.0, events=tap[1:])
    page.cardAtlas.held = False
    application.frame(16.0, events=[])
    assert not button.pressed and scene.ui.captured is None and taps == [1]
    assert application.draws > draws + 1, "drawn again without the pressed look"
