"""Issue 32, measured: on a phone held sideways (844x390 CSS px) the 1280x720 canvas is shown
at 390/720, and in the compact profile every tap target must still be at least 40 CSS px in
both dimensions and every text at least 11 CSS px high (its font size times the scale).

Every text is heard where it is drawn (fonts.watcher hears each line rendered, at the size
it is drawn at); every interactive element is taken from the scenes on screen: their
widgets, and for the player's hand each card's visible part (the strip a tap can reach).
The app's screens are measured as they open; each game's table at the first moment its
staging names (tools/stages/, the screenshot tool's code), mid-deal. `-s` prints the
smallest of each.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import pygame
import pytest

from game.ui import fonts, games, theme
from game.ui.scenes import registry
from game.ui.table.newmatch import NewMatchPanel
from game.ui.table.overlay import PanelOverlay
from game.ui.widgets.dialog import ConfirmDialog
from tools import table_stage

SCALE = 390 / 720  # the canvas's height shown on a phone of 844x390 CSS px
MIN_TAP_CSS = 40
MIN_TEXT_CSS = 11


@pytest.fixture
def compact(monkeypatch, tmp_path):
    """A fresh headless app in the compact profile that hears every text it draws."""
    monkeypatch.setenv("CARD_ATLAS_PROFILE", "compact")
    monkeypatch.setenv("CARD_ATLAS_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("CARD_ATLAS_NO_TIPS", "1")
    texts: list[tuple[int, str]] = []

    def hear(kind: str, text: str, size: int, _bold: bool, _fits: bool) -> None:
        if kind == "render" and text.strip():
            texts.append((size, text))

    monkeypatch.setattr(fonts, "watcher", hear)
    app = table_stage.make_app()
    app.tasks.budget_ms = math.inf  # each staged moment the same on any machine
    yield app, texts
    pygame.quit()
    fonts.set_min_text(theme.MIN_TEXT)  # the next test's app may not be made at all


def targets(scene) -> Iterator[tuple[str, pygame.Rect]]:
    """What a finger can tap in `scene`: each visible widget, and each card of a hand by
    the part of it that no other card covers."""
    for widget in scene.ui.widgets:
        if not widget.visible:
            continue
        if hasattr(widget, "visible_part"):  # a hand: its cards are the targets
            for card in widget.cards_in_draw_order():
                yield f"card {card}", widget.visible_part(card)
        else:
            label = getattr(widget, "label", "") or type(widget).__name__
            yield str(label), widget.rect


def check(app, texts: list[tuple[int, str]], what: str) -> None:
    """Draw the screen afresh and measure it: the smallest tap and text, printed and
    asserted in CSS px at 844x390."""
    app.redraw()
    app.render()
    assert app.profile.min_text * SCALE >= MIN_TEXT_CSS, "the profile's own minimum"
    taps = [(name, rect) for scene in app.stack.visible for name, rect in targets(scene)]
    assert taps and texts, f"{what}: nothing measured"
    small_taps = [(name, rect.size) for name, rect in taps if min(rect.size) * SCALE < MIN_TAP_CSS]
    small_texts = sorted({(size, text) for size, text in texts if size * SCALE < MIN_TEXT_CSS})
    tap_name, tap = min(taps, key=lambda item: min(item[1].size))
    text_size, text = min(texts)
    print(
        f"\n{what}: smallest tap {tap_name!r} {tap.w}x{tap.h} canvas px = "
        f"{min(tap.size) * SCALE:.1f} CSS px; smallest text {text!r} {text_size} px = "
        f"{text_size * SCALE:.1f} CSS px"
    )
    assert not small_taps, f"{what}: taps under {MIN_TAP_CSS} CSS px: {small_taps}"
    assert not small_texts, f"{what}: texts under {MIN_TEXT_CSS} CSS px: {small_texts[:10]}"


@pytest.mark.parametrize("screen", registry.SCREENS)
def test_app_screens_are_touchable_and_readable(compact, screen) -> None:
    app, texts = compact
    scene = app.stack.push(app.open_scene(screen))
    table_stage.run(app, 10)
    check(app, texts, screen)
    if hasattr(scene, "turn_page"):  # the settings: two pages on a phone
        scene.turn_page()
        table_stage.run(app, 10)
        check(app, texts, f"{screen}, second page")


def question(app):
    return ConfirmDialog(app, "Start a new match? The match under way ends.", lambda yes: None)


def new_match(app):
    game_id = games.table_ids()[-1]
    return NewMatchPanel(app, game_id, "New match", lambda level, n: None, lambda: None)


def panel(app):
    buttons = [("Play again", lambda: None), ("Statistics", lambda: None), ("Lobby", lambda: None)]
    return PanelOverlay(app, "The match is over", ["You won by 12 points."], buttons)


@pytest.mark.parametrize("make_panel", [question, new_match, panel])
def test_panels_over_the_lobby_are_touchable_and_readable(compact, make_panel) -> None:
    """The question, the new-match panel and the panels a table's deal or match ends
    with (their buttons are the kit's; the tables place them)."""
    app, texts = compact
    app.stack.push(app.open_scene("lobby"))
    app.stack.push(make_panel(app))
    table_stage.run(app, 10)
    check(app, texts, make_panel.__name__)


@pytest.mark.parametrize("game_id", games.table_ids())
def test_tables_mid_deal_are_touchable_and_readable(compact, game_id) -> None:
    app, texts = compact
    stages = table_stage.stages_of(game_id)
    moment = next(iter(stages.moments))
    stages.moments[moment](app, table_stage.player_counts(game_id, stages)[0])
    if stages.ready is None:
        table_stage.run(app, 2)
    else:
        stages.ready(app, moment)
    check(app, texts, f"{game_id} {moment}")


@pytest.mark.parametrize("game_id", games.table_ids())
def test_first_time_tips_over_a_table_are_touchable_and_readable(compact, game_id) -> None:
    """The tips a table shows the first time it is played (a phone's first game too)."""
    app, texts = compact
    stages = table_stage.stages_of(game_id)
    moment = next(iter(stages.moments))
    table = stages.moments[moment](app, table_stage.player_counts(game_id, stages)[0])
    table_stage.run(app, 2)
    table = app.stack.top if table is None else table
    table.guide.show()
    table_stage.run(app, 2)
    check(app, texts, f"{game_id} tips")
