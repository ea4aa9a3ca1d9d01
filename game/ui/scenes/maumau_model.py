"""What the Mau Mau table shows: the shared `TableModel` (zones, reveals, counters) plus
Mau Mau's own state (the suit to follow, a jack's wish, pending draws, the direction, the
round), advanced by Mau Mau's own events. No pygame here.
"""

from __future__ import annotations

from typing import Any

from game.engine.shedding import DISCARD, STOCK
from game.ui.table.model import SheddingModel, on, seat_of

DECK_SIZE = 32

__all__ = ["DECK_SIZE", "Shown", "seat_of"]


class Shown(SheddingModel):
    counters_from = {"score": "scores"}

    def setup(self) -> None:
        pub = self.public
        self.active: str | None = pub.get("active_suit")
        self.wished = False
        self.pending: int = pub.get("pending", 0)
        self.direction: int = pub.get("direction", 1)
        self.turn: int | None = None
        self.dealer: int = pub.get("dealer", 0)
        self.round_no: int = pub.get("round", 1)
        self.target: int = pub.get("target", 150)
        self.dealing = False  # between a deal and its up-card: cards fly at deal speed

    @classmethod
    def fresh(cls, view: dict[str, Any]) -> Shown:
        """A table before the first events of a new match (the deal) are shown: `view` is
        the human seat's view of the new match (its seat, size, target and dealer)."""
        pub = view["public"]
        public = {k: pub[k] for k in ("target", "dealer")}
        return cls(view["n_seats"], view["seat"], None, public, DECK_SIZE)

    @classmethod
    def of(cls, view: dict[str, Any], over: bool = False) -> Shown:
        """The match as the view's seat sees it now."""
        shown = cls.from_view(view)
        assert isinstance(shown, Shown)
        pub = shown.public
        window = pub["window"]
        # The ring shows who plays next: a window is not given away.
        shown.turn = None if over else (window["resume"] if window else pub["turn"])
        discard = shown.discard
        shown.wished = len(discard) > 1 and discard[-1][0] == "J"  # the up-card wishes nothing
        return shown

    # --- Mau Mau's own events ------------------------------------------------------------
    @on("deal")
    def _on_deal(self, d: dict[str, Any]) -> None:
        self.zones = self.empty()
        self.pending, self.direction, self.wished = 0, 1, False
        self.active, self.revealed = None, {}
        self.dealer, self.round_no = d["dealer"], d["round"]
        self.turn = None
        self.dealing = True

    @on("up_card")
    def _on_up_card(self, d: dict[str, Any]) -> None:
        self.active = d["suit"]
        self.dealing = False
        self.turn = (self.dealer + 1) % self.n_seats

    @on("move")
    def _on_move(self, d: dict[str, Any]) -> None:
        if d["to"] == DISCARD:
            self.active, self.wished = d["card"][-1], False

    @on("play")
    def _on_play(self, d: dict[str, Any]) -> None:
        self.turn = d["seat"]

    @on("wish")
    def _on_wish(self, d: dict[str, Any]) -> None:
        self.active, self.wished = d["suit"], True

    @on("pending_draw")
    def _on_pending_draw(self, d: dict[str, Any]) -> None:
        self.pending, self.turn = d["n"], d["seat"]

    @on("reverse")
    def _on_reverse(self, d: dict[str, Any]) -> None:
        self.direction = d["direction"]

    @on("draw")
    def _on_draw(self, d: dict[str, Any]) -> None:
        self.turn = d["seat"]
        if d.get("reason") == "penalty":
            self.pending = 0

    @on("reshuffle")
    def _on_reshuffle(self, d: dict[str, Any]) -> None:
        self.zones[STOCK] += [None] * len(d["cards"])
        self.zones[DISCARD] = self.zones[DISCARD][-1:]

    @on("round_end")
    def _on_round_end(self, d: dict[str, Any]) -> None:
        self.turn = None

    # --- questions the table asks --------------------------------------------------------
    @property
    def scores(self) -> list[int]:
        return self.counters["score"]
