"""The reference card (issue 30, point 15): one tap away from every table's top bar, what
the game's cards do in the player's language, legible and inside the screen; Close, Esc or a
tap beside it goes back to the table as it was, and the top bar keeps working over it."""

from __future__ import annotations

import pygame
import pytest
from test_ui_support import app_fixture, data_dir_fixture  # noqa: F401

from game.i18n import set_language, tr
from game.ui import fonts, theme
from game.ui.table.reference import ReferenceOverlay
from tools import table_stage

GAMES = ["gnav", "cuccu", "maumau", "mada", "kadabra"]


def open_reference(app, game_id: str):
    app.settings["speed"] = "instant"
    table = table_stage.open_table(app, game_id, 4, 5)
    table_stage.settle(app, table)
    table_stage.run(app, 2)
    button = table.reference_button
    assert button is not None and button.label == tr("table.reference")
    assert table.bar.rect.contains(button.rect) and button.live
    table_stage.tap_at(app, button.rect.center)
    table_stage.run(app, 2)
    overlay = app.stack.top
    assert isinstance(overlay, ReferenceOverlay)
    return table, overlay


@pytest.mark.parametrize("game_id", GAMES)
def test_the_cards_are_one_tap_from_the_top_bar_and_fit(app, game_id) -> None:
    table, overlay = open_reference(app, game_id)
    assert len(overlay.notes) >= 6 and sum(n.card is not None for n in overlay.notes) >= 3
    canvas = pygame.Rect(0, theme.TOP_BAR_HEIGHT, *theme.CANVAS_SIZE)
    assert canvas.contains(overlay.box)
    step = fonts.line_height(theme.MIN_TEXT)
    for placed in overlay.placed:
        x, y = placed.at
        assert overlay.box.collidepoint(x, y + step * len(placed.lines) - 1)
        assert all(fonts.width(line, theme.MIN_TEXT) <= overlay.box.w for line in placed.lines)
    texts = [pygame.Rect(p.at, (overlay.box.w // 2, step * len(p.lines))) for p in overlay.placed]
    assert overlay.close_button.rect.collidelist(texts) == -1  # Close covers no note
    app.render()
    table_stage.tap_at(app, overlay.close_button.rect.center)
    assert app.stack.top is table and table.can_act
    assert table.session.human_actions()  # every legal move is still there, one tap away


def test_esc_or_a_tap_beside_it_closes_and_the_bar_still_works(app) -> None:
    table, overlay = open_reference(app, "maumau")
    table_stage.tap_at(app, (overlay.box.x - 5, overlay.box.bottom - 5))
    assert app.stack.top is table
    table_stage.tap_at(app, table.reference_button.rect.center)
    app.stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert app.stack.top is table
    table_stage.tap_at(app, table.reference_button.rect.center)
    rules = next(b for b in table.bar.buttons if b.label == tr("topbar.rules"))
    table_stage.tap_at(app, rules.rect.center)  # the live bar, under the reference card
    assert type(app.stack.top).__name__ == "RulesScene"


def test_the_reference_speaks_the_players_language(app) -> None:
    set_language("de")
    try:
        _, overlay = open_reference(app, "kadabra")
        assert overlay.title == "L.A.M.A. Kadabra: die Karten auf einen Blick"
        assert overlay.notes[0].text.startswith("Spiel dieselbe Zahl")
    finally:
        set_language("en")
