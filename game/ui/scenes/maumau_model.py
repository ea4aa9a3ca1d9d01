"""What the Mau Mau table shows, kept apart from the engine's state.

The engine is always ahead of the screen: when an opponent plays, the match has already
moved on while the table still shows the card flying. `Shown` is the table's picture of the
match, advanced one event at a time as the pipeline shows them, and rebuilt from the match
(as the human's seat sees it) whenever the table has settled. No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine.events import Event
from game.engine.shedding import DISCARD, STOCK, hand_zone

DECK_SIZE = 32


def seat_of(zone: str) -> int | None:
    """The seat of a ``hand:<seat>`` zone, else None."""
    kind, _, tail = zone.partition(":")
    return int(tail) if kind == "hand" and tail.isdigit() else None


@dataclass
class Shown:
    n_seats: int
    human: int = 0
    hand: list[str] = field(default_factory=list)
    counts: list[int] = field(default_factory=list)
    stock: int = DECK_SIZE
    discard: list[str] = field(default_factory=list)
    active: str | None = None
    wished: bool = False
    pending: int = 0
    direction: int = 1
    turn: int | None = None
    dealer: int = 0
    round_no: int = 1
    target: int = 150
    scores: list[int] = field(default_factory=list)
    revealed: dict[int, list[str]] = field(default_factory=dict)
    dealing: bool = False  # between a deal and its up-card: cards fly at deal speed

    def __post_init__(self) -> None:
        if not self.counts:
            self.counts = [0] * self.n_seats
        if not self.scores:
            self.scores = [0] * self.n_seats

    @classmethod
    def fresh(cls, view: dict[str, Any]) -> Shown:
        """A table before the first events of a new match (the deal) are shown: `view` is
        the human seat's view of the new match (its seat, size, target and dealer)."""
        pub = view["public"]
        return cls(view["n_seats"], view["seat"], target=pub["target"], dealer=pub["dealer"])

    @classmethod
    def of(cls, view: dict[str, Any], over: bool = False) -> Shown:
        """The match as the view's seat sees it now."""
        human = view["seat"]
        pub, zones = view["public"], view["zones"]
        window = pub["window"]
        turn = None if over else pub["turn"]
        if window:  # the ring shows who plays next: a window is not given away
            turn = window["resume"]
        discard = list(zones[DISCARD])
        return cls(
            n_seats=view["n_seats"],
            human=human,
            hand=list(zones[hand_zone(human)]),
            counts=list(pub["hand_counts"]),
            stock=pub["stock"],
            discard=discard,
            active=pub["active_suit"],
            wished=len(discard) > 1 and discard[-1][0] == "J",  # the up-card wishes nothing
            pending=pub["pending"],
            direction=pub["direction"],
            turn=turn,
            dealer=pub["dealer"],
            round_no=pub["round"],
            target=pub["target"],
            scores=list(pub["scores"]),
        )

    # --- one event at a time -------------------------------------------------------------
    def apply(self, event: Event) -> None:
        handler = getattr(self, "_on_" + event.kind, None)
        if handler is not None:
            handler(event.data)

    def _on_deal(self, d: dict[str, Any]) -> None:
        self.hand, self.counts = [], [0] * self.n_seats
        self.stock, self.discard = DECK_SIZE, []
        self.pending, self.direction, self.wished = 0, 1, False
        self.active, self.revealed = None, {}
        self.dealer, self.round_no = d["dealer"], d["round"]
        self.turn = None
        self.dealing = True

    def _on_up_card(self, d: dict[str, Any]) -> None:
        self.active = d["suit"]
        self.dealing = False
        self.turn = (self.dealer + 1) % self.n_seats

    def _on_move(self, d: dict[str, Any]) -> None:
        src, dst, card = d["from"], d["to"], d.get("card")
        if src == STOCK:
            self.stock = max(0, self.stock - 1)
        elif src == DISCARD:
            if card in self.discard:
                self.discard.remove(card)
        else:
            seat = seat_of(src)
            if seat is not None:
                self.counts[seat] = max(0, self.counts[seat] - 1)
                if seat == self.human and card in self.hand:
                    self.hand.remove(card)
        if dst == DISCARD:
            self.discard.append(card)
            self.active, self.wished = card[-1], False
        elif dst == STOCK:
            self.stock += 1
        else:
            seat = seat_of(dst)
            if seat is not None:
                self.counts[seat] += 1
                if seat == self.human and card:
                    self.hand.append(card)

    def _on_play(self, d: dict[str, Any]) -> None:
        self.turn = d["seat"]

    def _on_wish(self, d: dict[str, Any]) -> None:
        self.active, self.wished = d["suit"], True

    def _on_pending_draw(self, d: dict[str, Any]) -> None:
        self.pending, self.turn = d["n"], d["seat"]

    def _on_reverse(self, d: dict[str, Any]) -> None:
        self.direction = d["direction"]

    def _on_draw(self, d: dict[str, Any]) -> None:
        self.turn = d["seat"]
        if d.get("reason") == "penalty":
            self.pending = 0

    def _on_reshuffle(self, d: dict[str, Any]) -> None:
        self.stock += len(d["cards"])
        self.discard = self.discard[-1:]

    def _on_reveal(self, d: dict[str, Any]) -> None:
        seat = d.get("seat")
        if seat is not None and seat != self.human:
            self.revealed.setdefault(seat, []).append(d["card"])

    def _on_counter(self, d: dict[str, Any]) -> None:
        if d.get("name") == "score":
            self.scores[d["seat"]] = d["value"]

    def _on_round_end(self, d: dict[str, Any]) -> None:
        self.turn = None

    # --- questions the table asks --------------------------------------------------------
    def hand_size(self, seat: int) -> int:
        return len(self.hand) if seat == self.human else self.counts[seat]

    @property
    def top(self) -> str | None:
        return self.discard[-1] if self.discard else None
