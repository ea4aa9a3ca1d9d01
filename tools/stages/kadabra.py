"""The L.A.M.A. Kadabra table's moments worth checking (tools/shots.py, bench/frame_table.py)
and its tournament's plan (bench/tournament.py).

    .venv/bin/python tools/shots.py OUT_DIR --games kadabra [--players 2 4 6] [--moments deal show]

For each window size the screenshot tool drives the real table (clicks where a player
would click) to: the deal (at every player count given), and, at
four and six players (or the first count given), a magic show under way, the chip recipient to
choose (a 1 played: the seats light up), the quit question, the round's board counting the
minus points up, and the match's end. Starting states and scripted opponents set the
moments up; the same staging helpers serve the tests (tests/test_ui_kadabra_table.py).
"""

from __future__ import annotations

from typing import Any

from game.ui.scenes.kadabra import KadabraTable
from game.ui.widgets.dialog import ConfirmDialog
from tools import table_stage
from tools.table_stage import Stages, make_app, run, settle, tap_at, tap_card  # noqa: F401


def open_table(
    app,
    players: int = 4,
    seed: int = 7,
    start: dict[str, Any] | None = None,
    level: str = "normal",
    scripts: dict[int, list[str]] | None = None,
) -> KadabraTable:
    """A table with a new match (the --scene kadabra --seed path), or with a starting state
    whose first player is seat 0 (the human) unless it says otherwise."""
    dealer = {"dealer": players - 1} if start is not None else {}
    return table_stage.open_table(app, "kadabra", players, seed, start, level, scripts, **dealer)


def tap_button(app, table: KadabraTable, verb: str) -> None:
    tap_at(app, table.controls.buttons[verb].rect.center)


# --- the moments ------------------------------------------------------------------------------
def moment_deal(app, players: int) -> KadabraTable:
    table = open_table(app, players, seed=11)
    settle(app, table)
    return table


def moment_show(app, players: int) -> KadabraTable:
    """Four chips on the stage; the seat before the human plays a llama: the fifth chip goes
    up, the show is announced (caught while its banner shows) and the human faces it."""
    last = players - 1
    start = {
        "seats": {
            "0": {"hand": ["L.1", "5.1", "3.2", "2/3.1", "6.1"], "white": 4, "black": 1},
            str(last): {"hand": ["L.2", "4.1", "6.2"]},
        },
        "top": "6.3",
        "stage": {"white": 3, "black": 1},
        "turn": last,
    }
    app.settings["speed"] = "normal"
    table = open_table(app, players, start=start, scripts={last: [f"{last} play L.2"]})
    for _ in range(400):
        run(app, 1, 16.0)
        if any(c.style == "banner" for c in table.callouts.items):
            break
    run(app, 30, 16.0)  # the banner well in view, the card landed
    return table


def moment_give(app, players: int) -> KadabraTable:
    """The human plays a 1: every other active seat lights up to receive the chip."""
    start = {
        "seats": {"0": {"hand": ["1G.1", "3.1", "4/5.1", "L.3"], "white": 5}},
        "top": "L.1",
        "turn": 0,
    }
    table = open_table(app, players, start=start)
    settle(app, table)
    tap_card(app, table, "1G.1")
    settle(app, table)
    return table


def moment_quit(app, players: int) -> KadabraTable:
    table = moment_deal(app, players)
    if not table.can_act:
        raise AssertionError("the human should be to act")
    tap_button(app, table, "quit")
    assert isinstance(app.stack.top, ConfirmDialog)
    run(app, 2)
    return table


def moment_board(app, players: int, rival_blacks: int = 0) -> KadabraTable:
    """The human goes out holding the blue chip and gives a black chip back; the board
    counts the minus points up (`rival_blacks`: seat 1's blacks, 3 end the match)."""
    start = {
        "seats": {
            "0": {"hand": ["5.2"], "white": 6, "black": 1, "blue": True},
            "1": {"hand": ["6.1", "6.2", "4/5.1", "L.1"], "black": rival_blacks},
        },
        "top": "4.1",
        "turn": 0,
    }
    table = open_table(app, players, start=start)
    settle(app, table)
    tap_card(app, table, "5.2")
    settle(app, table)
    tap_button(app, table, "return black")
    settle(app, table)
    return table


def moment_end(app, players: int) -> KadabraTable:
    return moment_board(app, players, rival_blacks=3)


MOMENTS = {
    "deal": moment_deal,
    "show": moment_show,
    "give": moment_give,
    "quit": moment_quit,
    "board": moment_board,
    "end": moment_end,
}


def plan(players: list[int], moments: list[str]) -> list[tuple[str, int]]:
    """The deal at every player count; the other moments at four and six players."""
    others = [n for n in players if n in (4, 6)] or players[:1]
    return [(name, n) for name in moments for n in (players if name == "deal" else others)]


def hold(table: KadabraTable, moment: str) -> None:
    """The magic show's banner stays up while its frames are measured."""
    if moment == "show":
        table.app.settings["speed"] = "instant"


STAGES = Stages(
    MOMENTS,
    players=(2, 4, 6),
    plan=plan,
    frames=(
        ("deal", 6, ("off", "on"), ("full redraw",)),
        ("deal", 6, ("off",), ("idle",)),
        ("show", 6, ("off",), ("full redraw",)),
        ("board", 6, ("off",), ("full redraw",)),
    ),
    hold=hold,
    tournament={"seed": 2_000_003},
)
