"""The Mada table's moments worth checking (tools/shots.py, bench/frame_table.py) and its
tournament's plan (bench/tournament.py).

    .venv/bin/python tools/shots.py OUT_DIR --games mada [--players 2 5] [--moments luck lemur_mid]

For each player count and window size the screenshot tool drives the real table (taps where
a player would tap) to: the deal; trying your luck (the card turned over, the verdict); a Lemur's
pull-down mid-flight and after; a Double Lemur's swap mid-flight and after (the pile
chosen by a tap on it); a Scorpion taking a card; the banking summary at a round's end;
the match's end with placings. Starting states and scripted opponents set the moments up;
the same staging helpers serve the tests (tests/test_ui_mada_table.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import tr
from game.ui.scenes.mada import MadaTable
from game.ui.scenes.mada_events import banked
from tools import table_stage
from tools.table_stage import Stages, make_app, run, tap_at, tap_card  # noqa: F401 (tests use them)

#: Opponents' piles for a lived-in table (seat -> pile, bottom to top).
PILES = {1: ["3", "6", "6", "9"], 2: ["2", "11"], 3: ["5", "L", "7", "8", "10", "12"], 4: []}


# --- staging (shared with the tests) ----------------------------------------------------------
def settle(app, table: MadaTable, limit: int = 4000, dt: float = 50.0) -> None:
    """Frames until the human may act, a panel or chooser is up, or the match is over."""
    for _ in range(limit):
        if app.stack.top is not table:
            return
        if table.finished or (table.can_act and table.settled):
            return
        run(app, 1, dt)
    raise AssertionError("the Mada table never settled")


def run_until(app, done: Callable[[], bool], limit: int = 2000, dt: float = 16.0) -> None:
    for _ in range(limit):
        if done():
            return
        run(app, 1, dt)
    raise AssertionError("the moment never came")


#: A table with a new match (the --scene mada --seed path), or with a starting state.
open_table = table_stage.opener("mada")


def away(app) -> None:
    """The pointer leaves for a bare spot of felt, so no tooltip covers the picture (told
    to the widgets directly: a scene ignores the pointer while cards fly)."""
    data = {"pos": (600, 450), "rel": (0, 0), "buttons": (0, 0, 0), "touch": False}
    app.stack.top.ui.handle(pygame.event.Event(pygame.MOUSEMOTION, data))


def table_state(players: int, human: dict[str, Any], **rest: Any) -> dict[str, Any]:
    """A starting state: the human's seat as given, the opponents' piles from `PILES`, the
    unlisted cards in the draw pile."""
    seats: dict[str, Any] = {"0": human}
    for seat in range(1, players):
        seats[str(seat)] = {"pile": list(PILES.get(seat, [])), **rest.pop(f"seat{seat}", {})}
    return {"seats": seats, "rest": "draw", "turn": 0, **rest}


# --- the moments ------------------------------------------------------------------------------
def moment_deal(app, players: int) -> MadaTable:
    table = open_table(app, players, seed=11)
    settle(app, table)
    return table


def moment_luck(app, players: int) -> MadaTable:
    """The human tries their luck on a 7: the 9 turns over, 'Safe!'."""
    human = {"hand": ["2", "5", "L"], "pile": ["3", "7"], "bank": ["8"]}
    table = open_table(app, players, start=table_state(players, human, draw=["9"]))
    settle(app, table)
    app.settings["speed"] = "normal"
    tap_at(app, table.controls.buttons["luck"].rect.center)
    run_until(app, lambda: table.revealed is not None)
    run(app, 4)
    return table


def _lemur_table(app, players: int) -> MadaTable:
    human = {"hand": ["L", "4", "12"], "pile": ["2", "5", "8", "8"]}
    table = open_table(app, players, start=table_state(players, human))
    settle(app, table)
    app.settings["speed"] = "normal"
    tap_card(app, table, "L.1")
    return table


def moment_lemur_mid(app, players: int) -> MadaTable:
    """The Lemur lands on [2, 5, 8, 8]: the two 8s and the Lemur slide under, mid-flight."""
    table = _lemur_table(app, players)
    run_until(app, lambda: len([f for f in table.flights.flights if 0.25 < f.t < 0.5]) >= 2)
    return table


def moment_lemur(app, players: int) -> MadaTable:
    table = _lemur_table(app, players)
    settle(app, table)
    return table


def _swap_table(app, players: int) -> MadaTable:
    table = moment_swap_choice(app, players)
    app.settings["speed"] = "normal"
    if players > 2:  # the choice: a tap on seat 1's pile
        tap_at(app, table.pile_spot(1).area.center)
    return table


def moment_swap_choice(app, players: int) -> MadaTable:
    """The Double Lemur asks whose pile: the piles are ringed."""
    human = {"hand": ["DL", "4", "6"], "pile": ["1", "2", "3"]}
    table = open_table(app, players, start=table_state(players, human))
    settle(app, table)
    tap_card(app, table, "DL.1")
    settle(app, table)
    return table


def moment_swap_mid(app, players: int) -> MadaTable:
    table = _swap_table(app, players)
    run_until(app, lambda: any(0.4 < f.t < 0.6 for f in table.flights.flights))
    return table


def moment_swap(app, players: int) -> MadaTable:
    table = _swap_table(app, players)
    settle(app, table)
    return table


def moment_scorpion(app, players: int) -> MadaTable:
    """Seat 1 draws a Scorpion; it takes the 7 from that hand (callout)."""
    human = {"hand": ["3", "12"], "pile": ["6"]}
    extra = {"seat1": {"hand": ["7", "10"]}}
    start = table_state(players, human, draw=["S"], turn=1, **extra)
    table = open_table(app, players, start=start, scripts={1: ["1 draw", "1 scorpion 7.1"]})
    app.settings["speed"] = "normal"
    takes = tr("mada.cue.takes", card="7")
    run_until(app, lambda: takes in table.callouts.texts(1), 4000)
    run(app, 6)
    return table


def moment_scorpion_you(app, players: int) -> MadaTable:
    """You draw a Scorpion: tap the card it takes."""
    human = {"hand": ["3", "12"], "pile": ["6"]}
    table = open_table(app, players, start=table_state(players, human, draw=["S"]))
    settle(app, table)
    tap_at(app, table.controls.buttons["draw"].rect.center)
    settle(app, table)
    return table


def moment_banking(app, players: int, bank: int = 2) -> MadaTable:
    """Seat 1 busts (a 4 on its 9): everyone else banks; the round's summary."""
    human = {"hand": ["2", "L"], "pile": ["5", "10"], "bank": ["8", "13", "7", "12"][:bank]}
    start = table_state(players, human, draw=["4"], turn=1)
    table = open_table(app, players, start=start, scripts={1: ["1 luck"]})
    settle(app, table)
    return table


def moment_banking_mid(app, players: int) -> MadaTable:
    """The same bust, caught while the top cards fly into the banks."""
    human = {"hand": ["2", "L"], "pile": ["5", "10"], "bank": ["8", "13"]}
    start = table_state(players, human, draw=["4"], turn=1)
    app.settings["speed"] = "normal"
    table = open_table(app, players, start=start, scripts={1: ["1 luck"]})
    flying, kept = table.flights.flights, len(human["bank"])

    def two_banked() -> bool:  # two top cards on their way (moved in the model as they fly)
        return sum(banked(table.shown)) >= kept + 2

    run_until(app, lambda: two_banked() and any(0.1 < f.t < 0.3 for f in flying))
    return table


def moment_end(app, players: int) -> MadaTable:
    return moment_banking(app, players, bank=4)


MOMENTS: dict[str, Callable[[Any, int], MadaTable]] = {
    "deal": moment_deal,
    "luck": moment_luck,
    "lemur_mid": moment_lemur_mid,
    "lemur": moment_lemur,
    "swap_choice": moment_swap_choice,
    "swap_mid": moment_swap_mid,
    "swap": moment_swap,
    "scorpion": moment_scorpion,
    "scorpion_you": moment_scorpion_you,
    "banking_mid": moment_banking_mid,
    "banking": moment_banking,
    "end": moment_end,
}


#: Moments shown at rest (the others are caught mid-animation, as they are).
SETTLED = ("deal", "lemur", "swap_choice", "swap", "scorpion_you", "banking", "end")


def ready(app, name: str) -> None:
    """Settled moments get two more frames; then the pointer leaves (no tooltip)."""
    if name in SETTLED:
        run(app, 2)
    away(app)
    run(app, 1, 1.0)


def plan(players: list[int], moments: list[str]) -> list[tuple[str, int]]:
    """Two seats: the deal (the rest at five seats), unless a moment is asked for."""
    asked = set(moments) != set(MOMENTS)
    return [(m, n) for n in players for m in moments if n != 2 or m == "deal" or asked]


STILL = (
    ("deal", 5, ("off",), ("full redraw", "idle")),
    ("banking", 5, ("off",), ("full redraw", "idle")),
)
STAGES = Stages(
    MOMENTS,
    players=(2, 5),
    plan=plan,
    ready=ready,
    frames=(
        *STILL,
        ("lemur_mid", 5, ("off",), ("in flight",)),
        ("swap_mid", 5, ("off",), ("in flight",)),
    ),
    tournament={"seed": 7_000_003},
)
