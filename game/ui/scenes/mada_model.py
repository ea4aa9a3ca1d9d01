"""What the Mada table shows: the shared `TableModel` (zones, counters) plus Mada's own
state (the round, whose turn, who busted, the banks revealed at the end), advanced by
Mada's own events. No pygame here.

Two of Mada's events move whole piles: a Lemur rebuilds its pile (the ``lemur`` event
carries the new pile) and a Double Lemur exchanges two piles (``swap``; the card moves
that follow it are the same exchange, so they are not applied a second time).
"""

from __future__ import annotations

from typing import Any

from game.engine.events import Event
from game.engine.mada_deck import CANONICAL, PEARS, VALUE
from game.ui.table.model import TableModel, hand, on

DECK_SIZE = len(CANONICAL)
DRAW, DISCARD = "draw", "discard"


def pile(seat: int) -> str:
    return f"pile:{seat}"


def bank(seat: int) -> str:
    return f"bank:{seat}"


def top_value(cards: list[str | None]) -> int:
    """What a cactus card must reach on a pile: 0 when empty or a Lemur lies on top."""
    return VALUE[cards[-1]] if cards and cards[-1] else 0


class Shown(TableModel):
    counters_from = {"banked": "banked"}

    def setup(self) -> None:
        pub = self.public
        self.turn: int | None = pub.get("turn")
        self.dealer: int = pub.get("dealer", 0)
        self.round_no: int = pub.get("round", 1)
        self.loser: int | None = pub.get("loser")
        self.busted: int | None = None  # the seat that busted, until the next round starts
        self.scores: list[int] | None = None  # the pears, once the game is over
        self.winners: list[int] = []

    def empty(self) -> dict[str, list[str | None]]:
        zones: dict[str, list[str | None]] = {DRAW: [None] * self.deck_size, DISCARD: []}
        for seat in range(self.n_seats):
            zones[hand(seat)], zones[pile(seat)], zones[bank(seat)] = [], [], []
        return zones

    @classmethod
    def fresh(cls, view: dict[str, Any]) -> Shown:
        """A table before the first events of a new match (the deal) are shown."""
        public = {"dealer": view["public"]["dealer"], "turn": None}
        return cls(view["n_seats"], view["seat"], None, public, DECK_SIZE)

    def after_view(self, view: dict[str, Any]) -> None:
        """Once the match is over every bank is public: its cards are where every seat saw
        them turned up (the view's memory), so a finished match shows them face up however
        it was reached (played through, resumed)."""
        if not self.public.get("result"):
            return
        for card, zone in sorted(view.get("seen", {}).items()):
            cards = self.zones.get(zone) if zone.startswith("bank:") else None
            if cards is not None and card not in cards and None in cards:
                cards[cards.index(None)] = card

    @property
    def over(self) -> bool:
        """The match is over (its pears are known): the banks lie open."""
        return self.scores is not None

    def pears(self, seat: int) -> int:
        """The prickly pears in `seat`'s bank, as far as the table sees its cards (all of
        them once the match is over)."""
        if self.scores is not None:
            return self.scores[seat]
        return sum(PEARS[c] for c in self.bank(seat) if c)

    @classmethod
    def of(cls, view: dict[str, Any], over: bool = False) -> Shown:
        """The match as the view's seat sees it now."""
        shown = cls.from_view(view)
        assert isinstance(shown, Shown)
        choice = view.get("choice")
        if choice:  # the seat answering a question is the one the table waits for
            shown.turn = choice["seats"][0]
        result = shown.public.get("result")
        if over or result:
            shown.turn = None
            if result:
                shown.scores = list(result["scores"])
                shown.winners = list(result["winners"])
        return shown

    def apply(self, event: Event) -> None:
        d = event.data
        if event.kind == "move" and d["from"].startswith("pile:") and d["to"].startswith("pile:"):
            return  # a swap's moves: the swap handler exchanged the piles already
        if event.kind == "reveal":  # a bank turned over at the end (not a hand card)
            cards = self.zones.setdefault(bank(d["seat"]), [])
            if d["card"] not in cards:
                if None in cards:
                    cards.remove(None)
                cards.append(d["card"])
            return
        super().apply(event)

    # --- Mada's own events ---------------------------------------------------------------
    @on("deal")
    def _on_deal(self, d: dict[str, Any]) -> None:
        self.round_no, self.turn = d["round"], None

    @on("start")
    def _on_start(self, d: dict[str, Any]) -> None:
        self.round_no, self.turn = d["round"], d["turn"]

    @on("play", "luck")
    def _on_turn(self, d: dict[str, Any]) -> None:
        self.turn, self.busted = d["seat"], None

    @on("bust")
    def _on_bust(self, d: dict[str, Any]) -> None:
        self.busted = d["seat"]

    @on("lemur")
    def _on_lemur(self, d: dict[str, Any]) -> None:
        self.zones[pile(d["seat"])] = list(d["pile"])

    @on("swap")
    def _on_swap(self, d: dict[str, Any]) -> None:
        a, b = pile(d["seat"]), pile(d["other"])
        self.zones[a], self.zones[b] = self.zones.get(b, []), self.zones.get(a, [])

    @on("reshuffle")
    def _on_reshuffle(self, d: dict[str, Any]) -> None:
        self.zones[DRAW] = [None] * len(d["cards"])
        self.zones[DISCARD] = []

    @on("round_end")
    def _on_round_end(self, d: dict[str, Any]) -> None:
        self.loser, self.round_no = d["loser"], d["round"]
        self.turn = d["loser"]  # the loser's set-aside comes next

    @on("game_end")
    def _on_game_end(self, d: dict[str, Any]) -> None:
        self.scores, self.winners, self.turn = list(d["scores"]), list(d["winners"]), None

    # --- questions the table asks --------------------------------------------------------
    @property
    def hand(self) -> list[str]:
        return [c for c in self.cards(hand(self.human)) if c]

    def pile(self, seat: int) -> list[str]:
        return [c for c in self.cards(pile(seat)) if c]

    def bank(self, seat: int) -> list[str | None]:
        return list(self.cards(bank(seat)))

    @property
    def draw_count(self) -> int:
        return self.count(DRAW)

    @property
    def discard(self) -> list[str]:
        return [c for c in self.cards(DISCARD) if c]

    @property
    def banked(self) -> list[int]:
        return [self.count(bank(seat)) for seat in range(self.n_seats)]

    @property
    def hand_counts(self) -> list[int]:
        return [self.hand_size(seat) for seat in range(self.n_seats)]
