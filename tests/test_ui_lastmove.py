"""The last move stays marked until the next one (issue 30, point 14): derived from the
view's log, so a resumed table marks the same move; a new deal or round clears it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from test_ui_support import app_fixture, data_dir_fixture  # noqa: F401

from game.ui import games
from game.ui.table import lastmove
from game.ui.table.lastmove import LastMove, last_move

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from tools import table_stage  # noqa: E402

SHEDDING = frozenset({"play", "draw", "keep", "pass"})


def test_the_latest_move_since_the_deal() -> None:
    log = [
        {"kind": "deal", "round": 1},
        {"kind": "move", "from": "stock", "to": "hand:0", "card": None},
        {"kind": "play", "seat": 2, "card": "8D"},
        {"kind": "skip", "seat": 0},
        {"kind": "draw", "seat": 1, "reason": "voluntary"},
        {"kind": "call", "seat": 1},
    ]
    assert last_move(log, SHEDDING) == LastMove(1, "draw")
    assert last_move(log[:4], SHEDDING) == LastMove(2, "play", "8D")
    assert last_move(log[:2], SHEDDING) is None
    assert last_move([*log, {"kind": "round_end", "winner": 1}], SHEDDING) is None
    owed = [*log[:3], {"kind": "draw", "seat": 0, "n": 1, "reason": "rectangle"}]
    assert last_move(owed, SHEDDING) == LastMove(2, "play", "8D")  # Kadabra's rectangle


def test_a_draw_that_is_only_a_move_counts_after_the_deal() -> None:
    """Mada draws are card moves: the opening hands (3 a seat) are the deal, not draws."""
    deal = [{"kind": "deal", "first": 1, "round": 1}]
    deal += [{"kind": "move", "from": "draw", "to": f"hand:{s % 2}"} for s in range(6)]
    assert last_move(deal, frozenset({"play", "luck"}), draws="draw", dealt=6) is None
    play = [*deal, {"kind": "play", "seat": 1, "card": "7.3"}]
    assert last_move(play, frozenset({"play"}), draws="draw", dealt=6) == LastMove(1, "play", "7.3")
    drew = [*play, {"kind": "move", "from": "draw", "to": "hand:0"}]
    assert last_move(drew, frozenset({"play"}), draws="draw", dealt=6) == LastMove(0, "draw")


def test_every_move_kind_has_its_word() -> None:
    for kind in ("play", "draw", "keep", "pass", "quit", "skip", "take_stage", "luck"):
        assert LastMove(0, kind).word


def play_some(app, game_id: str, moves: int):
    table = table_stage.open_table(app, game_id, 4, 5)
    for _ in range(moves):
        table_stage.settle(app, table)
        if app.stack.top is not table or not table.can_act:
            break
        session = table.session
        table.submit(session._advisor.decide(session.view()).action)
    table_stage.settle(app, table)
    table_stage.run(app, 2)
    return table


@pytest.mark.parametrize("game_id", ["maumau", "kadabra", "mada"])
def test_the_table_marks_the_last_move_and_a_resume_marks_the_same(app, game_id, monkeypatch):
    app.settings["speed"] = "instant"
    table = play_some(app, game_id, 2)
    move = table.last_move()
    assert move is not None
    drawn = []
    real = lastmove.draw_last_move
    monkeypatch.setattr(
        sys.modules[type(table).__module__ if game_id == "mada" else "game.ui.table.shedding"],
        "draw_last_move",
        lambda surface, m, plate, card, **kw: (
            drawn.append((m, plate, card)) or real(surface, m, plate, card, **kw)
        ),
    )
    app.redraw()
    app.render()
    assert drawn and drawn[-1][0] == move
    if move.kind == "play":
        assert drawn[-1][2] is not None  # the card it played is ringed where it lies
    table.nav.leave()
    again = games.table_scene(app, game_id, resume=True)
    app.stack.push(again)
    table_stage.settle(app, again)
    assert again.last_move() == move


def test_a_cuckoo_badge_keeps_the_last_move_marked(app) -> None:
    """Gnav: the seat that acted last keeps its verb as a marker under its badge (after a
    Resume too); the next deal clears it."""
    from game.ui.scenes.cuckoo import LAST_INK

    app.settings["speed"] = "instant"
    table = table_stage.open_table(app, "gnav", 4, 5)
    table_stage.settle(app, table)
    move = table.last_move()
    assert move is not None and move.seat != table.human
    markers = table.badges()[move.seat].markers
    assert [m.text for m in markers if m.colour == LAST_INK] == [table.words.verb(move.kind)]
    table.nav.leave()
    again = games.table_scene(app, "gnav", resume=True)
    app.stack.push(again)
    table_stage.settle(app, again)
    assert again.last_move() == move
