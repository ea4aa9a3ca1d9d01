"""L.A.M.A. Kadabra's event table: what each event changes in the table's model (the blue
chip's holder, the magic stage and its show, who has quit, the round), its line in the
log, its sound and what the table shows of it (cues over the seats, the show's banner,
the round's board). No pygame here: the table's own methods are named, not imported.
"""

from __future__ import annotations

from typing import Any

from game.engine.kadabra import TARGET
from game.i18n import N_, tr
from game.ui.scenes.kadabra_words import CUE_KEYS, KadabraWords, points
from game.ui.table.events import says, table
from game.ui.table.model import On, TableModel, seat_of
from game.ui.table.narration import line

Data = dict[str, Any]


def scores(m: TableModel) -> list[int]:
    """Each seat's minus points so far, from its chips."""
    return [points(w, b) for w, b in zip(m.whites, m.blacks, strict=True)]


def stage(m: TableModel) -> tuple[int, int]:
    """The magic stage's chips: (white, black)."""
    return m.table_counters.get("stage_white", 0), m.table_counters.get("stage_black", 0)


def dealt(m: TableModel, d: Data) -> None:
    m.zones, m.revealed = m.empty(), {}
    active = [True] * m.n_seats
    m.set(active=active, round=d["round"], show=False, going_out=None, turn=None, dealing=True)


def quit_(m: TableModel, d: Data) -> None:
    m.active[d["seat"]] = False
    m.set(turn=d["seat"])


def counted(m: TableModel, d: Data) -> None:
    m.counter(d)
    if d["name"] == "blue":
        if d["value"]:
            m.set(blue=d["seat"])
        elif m.blue == d["seat"]:
            m.set(blue=None)


def read(m: TableModel, view: Data, over: bool) -> None:
    """The stage's chips; hands turned over at a round's end stay shown (the seat saw
    them there)."""
    white, black = view["public"].get("stage", [0, 0])
    m.table_counters = {"stage_white": white, "stage_black": black}
    if over:
        m.set(turn=None)
    for card, zone in sorted(view.get("seen", {}).items()):
        seat = seat_of(zone)
        if seat is not None and seat != m.human:
            m.revealed.setdefault(seat, []).append(card)


def turn(m: TableModel, d: Data) -> None:
    m.set(turn=d["seat"])


def took(m: TableModel, d: Data) -> None:
    m.set(turn=d["seat"], show=False)


def ended(m: TableModel, d: Data) -> None:
    m.set(turn=None, going_out=d["out"], show=False)


def take_cue(table: Any, d: Data) -> None:
    table.cue(d["seat"], tr("kadabra.cue.take", n=d["white"] + d["black"]))


def give_cue(table: Any, d: Data) -> None:
    if d.get("to") is not None:
        table.cue(d["to"], tr(CUE_KEYS[d["chip"]]))


EVENTS = table(
    {
        "deal": On(dealt, line("deal", "first"), "shuffle", "new_deal"),
        "start": On(words=N_("kadabra.log.start")),
        "up_card": On(lambda m, d: m.set(dealing=False), N_("kadabra.log.up"), "flip"),
        "reveal": On(show="turn_over"),
        "play": On(turn, line("play")),
        "draw": On(words=KadabraWords.tell_draw),
        "skip": On(turn, line("skip"), show=says(CUE_KEYS["skip"])),
        "exchange": On(turn, line("exchange"), show=says(CUE_KEYS["exchange"])),
        "quit": On(quit_, line("quit"), show=says(CUE_KEYS["quit"])),
        "give": On(words=KadabraWords.tell_give, show=give_cue),
        "rectangle": On(
            words=KadabraWords.tell_rectangle, show=says(N_("kadabra.cue.draw"), at="target")
        ),
        "star": On(words=KadabraWords.tell_star, show=says(CUE_KEYS["star"])),
        "counter": On(counted, KadabraWords.tell_counter),
        "show_start": On(
            lambda m, d: m.set(show=True), KadabraWords.tell_show, show="announce_show"
        ),
        "take_stage": On(took, line("take"), show=take_cue),
        "round_end": On(ended, KadabraWords.tell_round_end, show="show_round_end"),
        "return_chip": On(words=KadabraWords.tell_return, show="return_chip"),
        "match_over": On(words=KadabraWords.tell_match_over),
    },
    state={
        "blue": None,
        "show": False,
        "active": lambda n: [True] * n,
        "turn": None,
        "round": 1,
        "target": TARGET,
        "going_out": None,
        "dealing": False,
    },
    counters={"white": "whites", "black": "blacks"},
    fresh=("whites", "blacks", "target"),
    read=read,
)
