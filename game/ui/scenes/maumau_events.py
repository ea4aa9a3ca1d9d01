"""Mau Mau's event table: what each event changes in the table's model (the suit to
follow, a jack's wish, pending draws, the direction, the round), its line in the log, its
sound and what the table shows of it (cues over the seats, the reshuffle, the round's
board). No pygame here: the table's own methods are named, not imported.
"""

from __future__ import annotations

from typing import Any

from game.engine.shedding import DISCARD, STOCK
from game.i18n import N_, tr
from game.ui.scenes.maumau_words import MauMauWords
from game.ui.table.events import gathers, says, table
from game.ui.table.model import On, TableModel
from game.ui.table.narration import line

Data = dict[str, Any]
CALL_CUES = {"mau": N_("maumau.cue.mau"), "maumau": N_("maumau.cue.maumau")}
#: What a deal starts from: the defaults of the state the table keeps.
FRESH = {"active_suit": None, "wished": False, "pending": 0, "direction": 1, "turn": None}


def dealt(m: TableModel, d: Data) -> None:
    m.zones, m.revealed = m.empty(), {}
    m.set(**FRESH, dealing=True, dealer=d["dealer"], round=d["round"])


def up_card(m: TableModel, d: Data) -> None:
    m.set(active_suit=d["suit"], dealing=False, turn=(m.dealer + 1) % m.n_seats)


def moved(m: TableModel, d: Data) -> None:
    m.move(d)
    if d["to"] == DISCARD:
        m.set(active_suit=d["card"][-1], wished=False)


def drew(m: TableModel, d: Data) -> None:
    m.set(turn=d["seat"])
    if d.get("reason") == "penalty":
        m.set(pending=0)


def reshuffled(m: TableModel, d: Data) -> None:
    m.zones[STOCK] += [None] * len(d["cards"])
    m.zones[DISCARD] = m.zones[DISCARD][-1:]


def read(m: TableModel, view: Data, over: bool) -> None:
    """The ring shows who plays next (a catch window is not given away); the up-card
    wishes nothing."""
    window = view["public"]["window"]
    m.set(turn=None if over else (window["resume"] if window else view["public"]["turn"]))
    m.set(wished=len(m.discard) > 1 and m.discard[-1][0] == "J")


def call_cue(table: Any, d: Data) -> None:
    table.cue(d["seat"], tr(CALL_CUES[d["call"]]))


EVENTS = table(
    {
        "deal": On(dealt, line("deal", "dealer"), "shuffle", "new_deal"),
        "start": On(words=N_("maumau.log.start")),
        "up_card": On(up_card, N_("maumau.log.up"), "flip"),
        "move": On(moved),
        "reveal": On(show="turn_over"),
        "play": On(lambda m, d: m.set(turn=d["seat"]), line("play")),
        "call": On(words=MauMauWords.tell_call, sound="mau", show=call_cue),
        "wish": On(lambda m, d: m.set(active_suit=d["suit"], wished=True), MauMauWords.tell_wish),
        "pending_draw": On(
            lambda m, d: m.set(pending=d["n"], turn=d["seat"]),
            line("pending"),
            show=says(N_("maumau.cue.draw"), n="n"),
        ),
        "skip": On(words=line("skip"), show=says(N_("maumau.cue.skip"))),
        "reverse": On(
            lambda m, d: m.set(direction=d["direction"]),
            MauMauWords.tell_reverse,
            show=says(N_("maumau.cue.reverse"), at="centre"),
        ),
        "draw": On(drew, MauMauWords.tell_draw),
        "keep": On(words=line("keep")),
        "pass": On(words=line("pass")),
        "let_go": On(words=MauMauWords.tell_let_go),
        "caught": On(
            words=MauMauWords.tell_caught, sound="catch", show=says(N_("maumau.cue.caught"))
        ),
        "reshuffle": On(
            reshuffled, MauMauWords.tell_reshuffle, "shuffle", gathers(N_("maumau.cue.reshuffle"))
        ),
        "round_end": On(
            lambda m, d: m.set(turn=None), line("out", "winner"), show="show_round_end"
        ),
        "counter": On(words=MauMauWords.tell_counter, show="count_score"),
        "match_over": On(words=MauMauWords.tell_match_over),
    },
    state={**FRESH, "dealer": 0, "round": 1, "target": 150, "dealing": False},
    counters={"score": "scores"},
    fresh=("target", "dealer"),
    read=read,
)
