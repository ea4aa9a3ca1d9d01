"""What a cuckoo table (Gnav, Cuccù) shows: the shared `TableModel` plus the deal's own
state, kept in the view's public-state form (dealer, deal number, knocked and resting
seats, insurance), so the seat markers are always read from state, never from whichever
event last announced them. No pygame here.
"""

from __future__ import annotations

from typing import Any

from game.ui.table.model import TableModel, hand, on

START_LIVES = 3


class CuckooModel(TableModel):
    counters_from = {"lives": "lives"}

    defaults = {"dealer": None, "deal": 0, "knocked": [], "insured": []}

    def setup(self) -> None:
        self.public.setdefault("resting", [False] * self.n_seats)
        self.public.setdefault("lives", [START_LIVES] * self.n_seats)
        self.counters["lives"] = list(self.public["lives"])
        self.up: set[int] = set()  # seats whose card lies face up for everyone
        #: seats a settlement sent to rest: they show Resting from the next deal's start
        #: (the state's flag is set at the settlement, but the summary is of the deal that
        #: ended, and a skipped deal or the match's end consumes the rest unseen)
        self.next_rest: list[int] = []

    def empty(self) -> dict[str, list[str | None]]:
        return {**super().empty(), "aside": []}

    @classmethod
    def fresh(cls, view: dict[str, Any], deck_size: int) -> CuckooModel:
        """Before a new match's first events (the deal) are shown: only the lives."""
        lives = list(view["public"]["lives"])
        return cls(view["n_seats"], view["seat"], None, {"lives": lives}, deck_size)

    @classmethod
    def of(cls, view: dict[str, Any], deck_size: int) -> CuckooModel:
        """The deal as the view's seat sees it now."""
        model = cls.from_view(view)
        assert isinstance(model, CuckooModel)
        return model

    def after_view(self, view: dict[str, Any]) -> None:
        self.up = set()
        for entry in self.public["revealed"]:  # turned up and still lying there
            seat, card = entry["seat"], entry["card"]
            if view["seen"].get(card) == hand(seat):
                self.zones[hand(seat)] = [card]
                self.up.add(seat)

    # --- markers, read from the state ----------------------------------------------------
    @property
    def dealer(self) -> int | None:
        return self.public["dealer"]

    @property
    def deal_no(self) -> int:
        return self.public["deal"]

    @property
    def lives(self) -> list[int]:
        return self.counters["lives"]

    def knocked(self, seat: int) -> bool:
        return seat in self.public["knocked"]

    def resting(self, seat: int) -> bool:
        return bool(self.public["resting"][seat])

    def insured(self, seat: int) -> bool:
        return any(asker == seat for asker, _inn in self.public["insured"])

    def card_of(self, seat: int) -> str | None:
        pile = self.cards(hand(seat))
        return pile[0] if pile else None

    def holds(self, seat: int) -> bool:
        return self.hand_size(seat) > 0

    # --- the deal's own events -----------------------------------------------------------
    @on("deal_start")
    def _deal_start(self, d: dict[str, Any]) -> None:
        self.zones = self.empty()
        self.up = set()
        self.public.update(dealer=d["dealer"], deal=d["deal"], knocked=[], insured=[])
        self.public["resting"] = [s in self.next_rest for s in range(self.n_seats)]
        self.next_rest = []

    @on("reveal")
    def _reveal_up(self, d: dict[str, Any]) -> None:
        self.zones[hand(d["seat"])] = [d["card"]]
        self.up.add(d["seat"])

    @on("move")
    def _moved(self, d: dict[str, Any]) -> None:
        for zone in (d["from"], d["to"]):
            if zone.startswith("hand:"):
                self.up.discard(int(zone[5:]))  # a card that arrives or leaves lies face down

    @on("knock")
    def _knock(self, d: dict[str, Any]) -> None:
        self.public["knocked"] = [*self.public["knocked"], d["seat"]]

    @on("insured")
    def _insured(self, d: dict[str, Any]) -> None:
        self.public["insured"] = [*self.public["insured"], [d["asker"], d["seat"]]]

    @on("settle", "deal_skipped")
    def _rests_end(self, d: dict[str, Any]) -> None:
        """A settlement (a `rest` event may follow) and a skipped deal end the rests."""
        self.public["resting"] = [False] * self.n_seats
        self.next_rest = []

    @on("rest")
    def _rest(self, d: dict[str, Any]) -> None:
        self.next_rest = list(d["seats"])

    @on("lives_reset")
    def _lives_reset(self, d: dict[str, Any]) -> None:
        self.counters["lives"] = list(d["lives"])
