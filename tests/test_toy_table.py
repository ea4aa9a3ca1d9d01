"""The seam's proof: the toy game (tests/toygame.py, its table tests/toygame_table.py and
its rules text tests/rules/toy.en.md), registered through its descriptor only, has a lobby
tile, the new-match panel with its player range, a table played here by clicks, a rules
page and statistics, and opens by name like any game."""

from __future__ import annotations

import pygame
import toygame_table  # noqa: F401  (registers the toy's descriptor with its table)
from test_ui_support import app_fixture, data_dir_fixture, feed, tap  # noqa: F401

from game import storage
from game.engine.registry import descriptor
from game.i18n import tr
from game.ui.games import info
from game.ui.scenes.lobby import LobbyScene
from game.ui.scenes.rules import RulesScene
from game.ui.statlines import stats_line
from game.ui.table.newmatch import NewMatchPanel
from game.ui.table.overlay import PanelOverlay
from game.ui.widgets import Button

TOY = "toy"


def run_until(app, done, limit: int = 3000) -> bool:
    for _ in range(limit):
        if done():
            return True
        app.frame(16.0, [])
        app.tasks.run_all()
    return done()


def click(app, widget) -> None:
    feed(app.stack, tap(widget.rect.center))


def buttons(scene, label: str) -> list[Button]:
    return [w for w in scene.ui.widgets if isinstance(w, Button) and w.label == label]


def test_the_lobby_gives_the_toy_a_tile_with_play(app) -> None:
    app.settings["speed"] = "instant"
    lobby = app.stack.push(LobbyScene(app))
    tile = next(t for t in lobby.tiles if t.game.id == TOY)
    assert tile.built and tile.game is info(TOY)
    assert len(buttons(lobby, tr("lobby.play"))) >= 4  # the three games and the toy


def test_the_toy_plays_by_clicks_from_panel_to_result_and_counts_stats(app) -> None:
    app.settings["speed"] = "instant"
    app.stack.push(LobbyScene(app))
    table = app.open_scene(TOY)
    app.stack.push(table)
    panel = app.stack.top
    assert isinstance(panel, NewMatchPanel)
    low, high, default = descriptor(TOY).opponent_range
    assert panel.counts == list(range(low, high + 1)) and panel.opponents == default
    click(app, panel.start_button)
    assert app.stack.top is table and table.session is not None
    assert table.session.match.n_seats == default + 1
    assert run_until(app, lambda: table.can_act)
    mine = table.model.cards(f"hand:{table.human}")
    assert len(mine) == 1 and mine[0] is not None, "the player's own card is shown"
    swap = table.controls.buttons["swap"]
    click(app, swap)
    assert table.session.match.history[-1] == f"{table.human} swap"
    assert run_until(app, lambda: isinstance(app.stack.top, PanelOverlay))
    assert table.session.over and table.finished
    won = table.human in table.session.match.result()["winners"]
    assert app.stack.top.title == tr("table.end.won" if won else "table.end.lost")
    stats = storage.load_stats(TOY)
    assert stats["played"] == 1 and stats.get("won", 0) == int(won)
    line = stats_line(descriptor(TOY), stats)
    assert line == tr("lobby.stats.wins", won=int(won), played=1)


def test_the_toy_has_a_rules_page_from_its_own_folder(app) -> None:
    app.settings["speed"] = "instant"
    rules = app.stack.push(RulesScene(app, TOY))
    assert rules.panel.blocks[0].text == "High card (toy)"
    chooser = app.stack.push(RulesScene(app))
    assert TOY in [value for value, _label in chooser.chooser.options]


def test_the_toy_opens_by_name_and_the_player_may_sit_anywhere(app) -> None:
    from toygame_table import ToyTable

    assert isinstance(app.open_scene(TOY), ToyTable)
    table = ToyTable(app, human_seat=2)
    app.stack.push(table)
    app.stack.pop()  # the new-match panel
    table.nav.start_match("normal", 2, seed=3)
    assert table.session.human == 2 and table.words.seat(2) == tr("table.you")
    assert set(table.session.opponents) == {0, 1}
    assert pygame.Rect(table.controls.buttons["keep"].rect).colliderect(table.table_rect)
