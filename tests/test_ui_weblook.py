"""The printed look drawn by the page (game/ui/weblook.py): the desktop post-process's
formula as the page's filter and grain layer, installed once, numbers sent on each change."""

from __future__ import annotations

import json

import pygame
import pytest
from test_ui_support import app_fixture, data_dir_fixture  # noqa: F401

from game.ui import postfx, weblook, webpage


class FakePage:
    """A page window: records what the game asks of it."""

    def __init__(self) -> None:
        self.evals: list[str] = []
        self.specs: list[dict] = []

    def eval(self, source: str) -> None:
        self.evals.append(source)

    def cardAtlasLook(self, text: str) -> bool:  # noqa: N802 - the page's name
        self.specs.append(json.loads(text))
        return True


@pytest.fixture
def page(monkeypatch) -> FakePage:
    fake = FakePage()
    monkeypatch.setattr(webpage, "_window", lambda: fake)
    monkeypatch.setattr(weblook, "_state", {"installed": False, "noise_sent": False})
    return fake


def test_the_page_gets_the_desktop_formula_with_the_grain_layer_folded_in(page) -> None:
    assert weblook.apply(50, 50, 50)
    spec = page.specs[-1]
    gains, offsets, amplitude = postfx.look_terms(50, 50, 50)
    g = amplitude / 255
    assert spec["grain"] == pytest.approx(g, abs=1e-4)
    for i in range(3):  # (1 - g) * f(x) + g * 127.5 is the desktop's mean, a*x + b + amp/2

        def mean_at(x: float, i: int = i) -> float:
            return (1 - g) * (spec["slope"][i] * x + spec["intercept"][i] * 255) + g * 127.5

        for x in (40, 128, 200):
            assert mean_at(x) == pytest.approx(gains[i] * x + offsets[i] + amplitude / 2, abs=0.1)


def test_installed_once_the_noise_sent_once_and_plain_turns_it_off(page) -> None:
    weblook.apply(50, 50, 50)
    weblook.apply(100, 100, 100)
    weblook.apply(0, 0, 0)
    assert len(page.evals) == 1 and "cardAtlasLook" in page.evals[0]
    assert "noise" in page.specs[0] and "noise" not in page.specs[1]
    assert page.specs[-1] == {"on": False}


def test_the_noise_tile_is_the_desktop_s_own(page) -> None:
    png = weblook.noise_png()
    path = pygame.image.load(__import__("io").BytesIO(png))
    assert path.get_size() == (postfx.TILE, postfx.TILE)
    grey = postfx.noise_bytes()
    assert [path.get_at((x, 3))[0] for x in range(8)] == list(
        grey[3 * postfx.TILE : 3 * postfx.TILE + 8]
    )


def test_off_the_web_the_app_keeps_its_own_post_process(monkeypatch) -> None:
    monkeypatch.setattr(webpage, "_window", lambda: None)
    assert weblook.apply(50, 50, 50) is False


def test_a_page_that_refuses_leaves_the_game_its_post_process(monkeypatch) -> None:
    class Broken:
        def eval(self, source):
            raise RuntimeError("no eval here")

    monkeypatch.setattr(webpage, "_window", Broken)
    monkeypatch.setattr(weblook, "_state", {"installed": False, "noise_sent": False})
    assert weblook.apply(50, 50, 50) is False


def test_in_the_browser_the_game_s_frame_carries_no_post_process(app, page) -> None:  # noqa: F811
    app.web = True
    app.set_setting("grain", 80)
    assert app.page_look and app.postfx.identity
    assert page.specs[-1]["on"] and page.specs[-1]["grain"] > 0
    app.web = False  # the desktop: its own post-process, the page untouched
    app.set_setting("grain", 60)
    assert not app.page_look and not app.postfx.identity
