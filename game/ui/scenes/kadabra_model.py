"""What the L.A.M.A. Kadabra table shows: the shared `TableModel` (zones, reveals, chip
counters) plus Kadabra's own state (the blue chip's holder, the magic stage and its show,
who has quit, the round), advanced by Kadabra's events. No pygame here.
"""

from __future__ import annotations

from typing import Any

from game.engine.kadabra import TARGET
from game.ui.table.model import SheddingModel, on, seat_of

DECK_SIZE = 60


class Shown(SheddingModel):
    counters_from = {"white": "whites", "black": "blacks"}

    def setup(self) -> None:
        pub = self.public
        n = self.n_seats
        self.blue: int | None = pub.get("blue")
        stage = pub.get("stage", [0, 0])
        self.table_counters = {"stage_white": stage[0], "stage_black": stage[1]}
        self.show: bool = bool(pub.get("show", False))
        self.active: list[bool] = list(pub.get("active", [True] * n))
        self.turn: int | None = pub.get("turn")
        self.round_no: int = pub.get("round", 1)
        self.target: int = pub.get("target", TARGET)
        self.out: int | None = pub.get("going_out")
        self.dealing = False

    @classmethod
    def fresh(cls, view: dict[str, Any]) -> Shown:
        """Before a new match's first events (the deal) are shown: the chips as they start."""
        pub = view["public"]
        public = {k: pub[k] for k in ("whites", "blacks", "target")}
        public["turn"] = None
        return cls(view["n_seats"], view["seat"], None, public, DECK_SIZE)

    @classmethod
    def of(cls, view: dict[str, Any], over: bool = False) -> Shown:
        shown = cls.from_view(view)
        assert isinstance(shown, Shown)
        if over:
            shown.turn = None
        return shown

    def after_view(self, view: dict[str, Any]) -> None:
        """Hands turned over at a round's end stay shown (the seat saw them there)."""
        for card, zone in sorted(view.get("seen", {}).items()):
            seat = seat_of(zone)
            if seat is not None and seat != self.human:
                self.revealed.setdefault(seat, []).append(card)

    # --- Kadabra's own events --------------------------------------------------------------
    @on("deal")
    def _on_deal(self, d: dict[str, Any]) -> None:
        self.zones = self.empty()
        self.revealed = {}
        self.active = [True] * self.n_seats
        self.round_no = d["round"]
        self.show, self.out, self.turn = False, None, None
        self.dealing = True

    @on("up_card")
    def _on_up_card(self, d: dict[str, Any]) -> None:
        self.dealing = False

    @on("play", "skip", "exchange")
    def _on_seat(self, d: dict[str, Any]) -> None:
        self.turn = d["seat"]

    @on("quit")
    def _on_quit(self, d: dict[str, Any]) -> None:
        self.turn = d["seat"]
        self.active[d["seat"]] = False

    @on("counter")
    def _on_counter(self, d: dict[str, Any]) -> None:
        if d["name"] == "blue":
            if d["value"]:
                self.blue = d["seat"]
            elif self.blue == d["seat"]:
                self.blue = None

    @on("show_start")
    def _on_show(self, d: dict[str, Any]) -> None:
        self.show = True

    @on("take_stage")
    def _on_take(self, d: dict[str, Any]) -> None:
        self.turn = d["seat"]
        self.show = False

    @on("round_end")
    def _on_round_end(self, d: dict[str, Any]) -> None:
        self.turn, self.out, self.show = None, d["out"], False

    # --- questions the table asks --------------------------------------------------------
    @property
    def whites(self) -> list[int]:
        return self.counters["white"]

    @property
    def blacks(self) -> list[int]:
        return self.counters["black"]

    @property
    def scores(self) -> list[int]:
        return [w + 10 * b for w, b in zip(self.whites, self.blacks, strict=True)]

    @property
    def stage(self) -> tuple[int, int]:
        """The magic stage's chips: (white, black)."""
        counters = self.table_counters
        return counters.get("stage_white", 0), counters.get("stage_black", 0)
