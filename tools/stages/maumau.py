"""The Mau Mau table's moments worth checking (tools/shots.py, bench/frame_table.py) and its
tournament's plan (bench/tournament.py).

    .venv/bin/python tools/shots.py OUT_DIR --games maumau [--players 2 4] [--moments drawn catch]

For each player count and window size the screenshot tool drives the real table (clicks
where a player would click) to: the deal, a draw-two stack pending, the suit chooser open, a drawn card
offered with the Mau call (the hand down to two), a catch window
open (an opponent played down to one card without the call), the round's scoring on the
match board, and the match's end. Starting states and a scripted opponent set the moments
up; the same staging helpers serve the tests (tests/test_ui_maumau_table.py).
"""

from __future__ import annotations

from game.ui.scenes.maumau import MauMauTable
from game.ui.table.chooser import ChoiceOverlay
from tools import table_stage
from tools.table_stage import Stages, make_app, run, settle, tap_at, tap_card  # noqa: F401

#: A table with a new match (the --scene maumau --seed path), or with a starting state.
open_table = table_stage.opener("maumau")


# --- the moments ------------------------------------------------------------------------------
def moment_deal(app, players: int) -> MauMauTable:
    table = open_table(app, players, seed=11)
    settle(app, table)
    return table


def moment_pending(app, players: int, hand: list[str] | None = None) -> MauMauTable:
    start = {
        "seats": {"0": {"hand": hand or ["7S", "KH", "9C", "QD", "AH", "10S"]}},
        "discard": ["8D", "7H", "7C"],
        "pending": 4,
        "turn": 0,
    }
    table = open_table(app, players, start=start)
    settle(app, table)
    return table


def moment_chooser(app, players: int) -> MauMauTable:
    start = {
        "seats": {"0": {"hand": ["JC", "KH", "9C", "QD", "8S"]}},
        "discard": ["10D", "9D"],
        "turn": 0,
    }
    table = open_table(app, players, start=start)
    settle(app, table)
    tap_card(app, table, "JC")
    assert isinstance(app.stack.top, ChoiceOverlay)
    return table


def moment_drawn(app, players: int) -> MauMauTable:
    """One card in hand, nothing fits: the draw brings a fitting card, offered with Mau."""
    start = {
        "seats": {"0": {"hand": ["8S"]}},
        "stock": ["QH"],
        "discard": ["10D", "9H"],
        "turn": 0,
    }
    table = open_table(app, players, start=start)
    settle(app, table)
    tap_at(app, table.controls.buttons["draw"].rect.center)
    settle(app, table)
    assert isinstance(app.stack.top, ChoiceOverlay)
    return table


def moment_bighand(app, players: int) -> MauMauTable:
    """A hand of 18 cards (two rows), the player to answer a draw-two stack."""
    hand = ["7S", "KH", "9C", "QD", "AH", "10S", "8C", "JD", "9H", "QS", "KD", "AC"]
    hand += ["8H", "10C", "9D", "QC", "KS", "AD"]
    return moment_pending(app, players, hand)


def moment_catch(app, players: int) -> MauMauTable:
    """Seat 1 plays down to one card without saying Mau; the window is open."""
    start = {
        "seats": {"0": {"hand": ["7S", "KC", "9C", "QD", "AS"]}, "1": {"hand": ["KH", "9S"]}},
        "discard": ["10H", "9H"],
        "turn": 1,
    }
    table = open_table(app, players, start=start, scripts={1: ["1 play KH"]})
    for _ in range(400):
        run(app, 1, 16.0)
        if table._in_window() and table.can_act:
            break
    assert table._in_window()
    return table


def moment_scoring(app, players: int, score: int = 0) -> MauMauTable:
    """The human goes out with the last card; the board counts the points up."""
    start = {
        "seats": {"0": {"hand": ["KH"], "score": score}},
        "discard": ["10H", "9H"],
        "turn": 0,
    }
    table = open_table(app, players, start=start)
    settle(app, table)
    tap_card(app, table, "KH")
    settle(app, table)
    return table


def moment_match_end(app, players: int) -> MauMauTable:
    return moment_scoring(app, players, score=140)


MOMENTS = {
    "deal": moment_deal,
    "pending": moment_pending,
    "chooser": moment_chooser,
    "drawn": moment_drawn,
    "bighand": moment_bighand,
    "catch": moment_catch,
    "scoring": moment_scoring,
    "end": moment_match_end,
}


def hold(table: MauMauTable, moment: str) -> None:
    """The catch window stays open while its frames are measured: no let-go."""
    if moment == "catch":
        table.window_ms = float("-inf")


#: The claims' tables first (hard > normal > easy > random at 2 and 4 seats), then the rest.
TABLES = (
    "2:easy:random,2:normal:easy,4:easy:random,4:normal:easy,2:hard:normal,4:hard:normal,"
    "4:random:easy,4:easy:normal,2:hard:easy,4:hard:easy,4:normal:hard,4:easy:hard"
)
STAGES = Stages(
    MOMENTS,
    players=(2, 4),
    frames=(
        ("deal", 4, ("off", "on"), ("full redraw", "idle")),
        *((m, 4, ("off",), ("full redraw", "idle")) for m in ("pending", "catch", "scoring")),
    ),
    hold=hold,
    tournament={"format": "passes", "seed": 1_000_003, "tables": TABLES},
)
