"""The cuckoo games' event table (Gnav, Cuccù): what each event changes in the table's
model, its line in the log, its sound and what the table shows of it. The model keeps the
deal's own state in the view's public-state form (dealer, deal number, knocked and resting
seats, insurance), so the seat markers are always read from state, never from whichever
event last announced them. No pygame here: the table's own methods are named.
"""

from __future__ import annotations

from typing import Any

from game.i18n import N_, trn
from game.ui.scenes.cuckoo_words import VERBS, Words
from game.ui.table.events import says, table
from game.ui.table.model import On, TableModel, hand, stock_zones
from game.ui.table.narration import between, line

Data = dict[str, Any]
START_LIVES = 3
CALL_MS = 1400  # a call or a knock stays this long
BANNER_MS = 1300


def card_of(m: TableModel, seat: int) -> str | None:
    pile = m.cards(hand(seat))
    return pile[0] if pile else None


def insured(m: TableModel, seat: int) -> bool:
    return any(asker == seat for asker, _inn in m.insured)


def read(m: TableModel, view: Data, over: bool) -> None:
    """The cards turned up that still lie where they were turned up."""
    for entry in view["public"]["revealed"]:
        seat, card = entry["seat"], entry["card"]
        if view["seen"].get(card) == hand(seat):
            m.zones[hand(seat)] = [card]
            m.up.add(seat)


def deal_start(m: TableModel, d: Data) -> None:
    m.zones = m.empty()
    m.set(dealer=d["dealer"], deal=d["deal"], knocked=[], insured=[], up=set(), acting=None)
    m.set(resting=[s in m.next_rest for s in range(m.n_seats)], next_rest=[])


def revealed(m: TableModel, d: Data) -> None:
    m.reveal(d)
    m.zones[hand(d["seat"])] = [d["card"]]
    m.up.add(d["seat"])
    if d.get("settlement"):  # the settlement is nobody's move
        m.set(acting=None)


def moved(m: TableModel, d: Data) -> None:
    m.move(d)
    for zone in (d["from"], d["to"]):
        if zone.startswith("hand:"):
            m.up.discard(int(zone[5:]))  # a card that arrives or leaves lies face down


def rests_end(m: TableModel, d: Data) -> None:
    """A settlement (a `rest` event may follow) and a skipped deal end the rests."""
    m.set(resting=[False] * m.n_seats, next_rest=[])


def acted(verb: str, words: Any, bubble: str | None = None) -> On:
    """A seat's move: the ring stays on the seat while it shows, and it says its move in a
    word at its card."""
    move = lambda m, d: m.set(acting=d["seat"])  # noqa: E731
    return On(move, words, show=says(bubble or VERBS[verb], look="bubble"))


def stock_trade(table: Any, d: Data) -> None:
    """A trade with the stock (or its bottom card) in a word at the seat's card."""
    bottom = d.get("source") == "bottom"
    key = N_("cuckoo.bubble.bottom") if bottom else N_("cuckoo.bubble.stock")
    says(key, look="bubble")(table, d)


def undo(table: Any, d: Data) -> None:
    """The cat undoes the exchanges: a banner says how many."""
    if d["exchanges"]:
        table.cue("banner", trn("cuckoo.banner.undo", len(d["exchanges"])), BANNER_MS, "banner")


def banner(key: str) -> Any:
    """A banner that stays a little longer (a skipped deal, the lives reset)."""
    return says(key, at="banner", look="banner", ms=BANNER_MS + 500)


EVENTS = table(
    {
        "deal_start": On(deal_start, Words.tell_deal_start, "shuffle", "show_deal_start"),
        "move": On(moved, Words.tell_move),
        "reveal": On(revealed, Words.tell_reveal),
        "stand": acted("stand", Words.kept("stand")),
        "keep": acted("keep", Words.kept("keep")),
        "ask": acted("ask", between("ask", "target", "target")),
        "trade": acted("trade", line("trade")),
        "insure": acted(
            "insure", between("insure", "innkeeper", "inn"), N_("cuckoo.bubble.insure")
        ),
        "swap": On(words=Words.tell_swap),
        "knock": On(
            lambda m, d: m.set(knocked=[*m.knocked, d["seat"]]),
            line("knock"),
            "catch",
            says(N_("cuckoo.bubble.knock"), look="strong", ms=CALL_MS),
        ),
        "call": On(words=Words.tell_call, sound="mau", show="show_call"),
        "stock_trade": On(words=line("stock_trade"), show=stock_trade),
        "undo": On(words=Words.tell_undo, show=undo),
        "counter": On(words=Words.tell_counter, show="show_counter"),
        "insured": On(
            lambda m, d: m.set(insured=[*m.insured, [d["asker"], d["seat"]]]),
            between("insured", "asker", "asker"),
            show=says(VERBS["accept"], look="bubble"),
        ),
        "refuse": On(
            words=between("refuse", "asker", "asker"), show=says(VERBS["refuse"], look="bubble")
        ),
        "settle": On(rests_end, show="show_settle"),
        "deal_skipped": On(
            rests_end, Words.tell_deal_skipped, show=banner(N_("cuckoo.banner.skipped"))
        ),
        "rest": On(
            lambda m, d: m.set(next_rest=list(d["seats"])), Words.tell_rest, show="show_rest"
        ),
        "eliminated": On(
            words=line("out"), show=says(N_("cuckoo.bubble.out"), look="strong", ms=BANNER_MS)
        ),
        "lives_reset": On(
            lambda m, d: m.set(lives=list(d["lives"])),
            N_("cuckoo.log.reset"),
            show=banner(N_("cuckoo.banner.reset")),
        ),
        "match_over": On(lambda m, d: m.set(acting=None), Words.tell_match_over),
    },
    state={
        "dealer": None,
        "acting": None,  # the seat whose move is showing (its ring stays on it meanwhile)
        "deal": 0,
        "knocked": [],
        "insured": [],
        "resting": lambda n: [False] * n,
        "lives": lambda n: [START_LIVES] * n,
        "up": lambda n: set(),  # seats whose card lies face up for everyone
        #: seats a settlement sent to rest: they show Resting from the next deal's start
        #: (the state's flag is set at the settlement, but the summary is of the deal that
        #: ended, and a skipped deal or the match's end consumes the rest unseen)
        "next_rest": [],
    },
    counters={"lives": "lives"},
    fresh=("lives",),
    zones=lambda n_seats, deck: {**stock_zones(n_seats, deck), "aside": []},
    read=read,
)
