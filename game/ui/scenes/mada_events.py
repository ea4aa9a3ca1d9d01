"""Mada's event table: what each event changes in the table's model (the round, whose
turn, who busted, the piles a Lemur or a Double Lemur rebuilds, the banks turned up at the
end), its line in the log, its sound and what the table shows of it. No pygame here: the
table's own methods are named, not imported.

Two of Mada's events move whole piles: a Lemur rebuilds its pile (the ``lemur`` event
carries the new pile) and a Double Lemur exchanges two piles (``swap``; the card moves
that follow it are the same exchange, so they are not applied a second time).
"""

from __future__ import annotations

from typing import Any

from game.engine.mada_deck import PEARS, VALUE
from game.i18n import N_
from game.ui.scenes.mada_words import MadaWords
from game.ui.table.events import table
from game.ui.table.model import On, TableModel
from game.ui.table.narration import between, line

Data = dict[str, Any]
DRAW, DISCARD = "draw", "discard"


def pile(m: TableModel, seat: int) -> list[str]:
    return m.known(f"pile:{seat}")


def bank(m: TableModel, seat: int) -> list[str | None]:
    return list(m.cards(f"bank:{seat}"))


def banked(m: TableModel) -> list[int]:
    """How many cards each seat has banked."""
    return [m.count(f"bank:{seat}") for seat in range(m.n_seats)]


def pears(m: TableModel, seat: int) -> int:
    """The prickly pears in `seat`'s bank, as far as the table sees its cards (all of them
    once the match is over)."""
    if m.scores is not None:
        return m.scores[seat]
    return sum(PEARS[c] for c in bank(m, seat) if c)


def match_over(m: TableModel) -> bool:
    """The match is over (its pears are known): the banks lie open."""
    return m.scores is not None


def top_value(cards: list[str | None]) -> int:
    """What a cactus card must reach on a pile: 0 when empty or a Lemur lies on top."""
    return VALUE[cards[-1]] if cards and cards[-1] else 0


def zones(n_seats: int, deck: int) -> dict[str, list[str | None]]:
    """Before a deal: the whole deck in the draw pile (a seat's hand, pile and bank come
    with their first card)."""
    return {DRAW: [None] * deck, DISCARD: []}


def moved(m: TableModel, d: Data) -> None:
    if not (d["from"].startswith("pile:") and d["to"].startswith("pile:")):
        m.move(d)  # a swap's moves: the swap exchanged the piles already


def banked_up(m: TableModel, d: Data) -> None:
    """A bank turned over at the end (not a hand card)."""
    cards = m.zones.setdefault(f"bank:{d['seat']}", [])
    if d["card"] not in cards:
        if None in cards:
            cards.remove(None)
        cards.append(d["card"])


def swapped(m: TableModel, d: Data) -> None:
    a, b = f"pile:{d['seat']}", f"pile:{d['other']}"
    m.zones[a], m.zones[b] = m.zones.get(b, []), m.zones.get(a, [])


def reshuffled(m: TableModel, d: Data) -> None:
    m.zones[DRAW] = [None] * len(d["cards"])
    m.zones[DISCARD] = []


def read(m: TableModel, view: Data, over: bool) -> None:
    """The seat answering a question is the one the table waits for; once the match is
    over every bank is public: its cards are where every seat saw them turned up (the
    view's memory), however the end was reached (played through, resumed)."""
    choice = view.get("choice")
    if choice:
        m.set(turn=choice["seats"][0])
    result = view["public"].get("result")
    if over or result:
        m.set(turn=None)
    if not result:
        return
    m.set(scores=list(result["scores"]), winners=list(result["winners"]))
    for card, zone in sorted(view.get("seen", {}).items()):
        cards = m.zones.get(zone) if zone.startswith("bank:") else None
        if cards is not None and card not in cards and None in cards:
            cards[cards.index(None)] = card


def turn(m: TableModel, d: Data) -> None:
    m.set(turn=d["seat"], busted=None)


EVENTS = table(
    {
        "deal": On(
            lambda m, d: m.set(round=d["round"], turn=None),
            line("deal", "first"),
            "shuffle",
            "new_deal",
        ),
        "start": On(lambda m, d: m.set(round=d["round"], turn=d["turn"]), N_("mada.log.start")),
        "move": On(moved, MadaWords.tell_move),
        "reveal": On(banked_up),
        "play": On(turn, line("play"), show="played"),
        "luck": On(turn, line("luck"), before="show_luck"),
        "bust": On(lambda m, d: m.set(busted=d["seat"]), line("bust"), show="show_bust"),
        "lemur": On(
            lambda m, d: m.zones.update({f"pile:{d['seat']}": list(d["pile"])}),
            MadaWords.tell_lemur,
            before="show_lemur",
        ),
        "swap": On(swapped, between("swap", "other", "other"), before="show_swap"),
        "scorpion": On(words=line("scorpion"), show="stings"),
        "reshuffle": On(reshuffled, MadaWords.tell_reshuffle, "shuffle", "show_reshuffle"),
        "round_end": On(
            lambda m, d: m.set(loser=d["loser"], round=d["round"], turn=d["loser"]),
            MadaWords.tell_round_end,
        ),
        "counter": On(words=MadaWords.tell_counter, show="bank_cue"),
        "game_end": On(
            lambda m, d: m.set(scores=list(d["scores"]), winners=list(d["winners"]), turn=None),
            MadaWords.tell_game_end,
        ),
    },
    state={
        "turn": None,
        "dealer": 0,
        "round": 1,
        "loser": None,
        "busted": None,
        "scores": None,
        "winners": [],
    },
    fresh=("dealer",),
    zones=zones,
    read=read,
)
