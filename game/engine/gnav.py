"""Gnav (rules: ../shared/rules/gnav.md): the cuckoo machinery played clockwise with the
42-card pack, the knock of a dealt fool, resting fool holders, and matadors that stop the
deal (cuckoo), fine the asker (dragoon), fine and undo every exchange (cat) or pass the
request on (horse, house), also when they come from the stock."""

from __future__ import annotations

import random
from typing import Any

from game.engine.cuckoo import HANDS, CuckooMatch
from game.engine.cuckoo import determinize as _determinize
from game.engine.registry import GameDescriptor, seated_options

DEFAULT_PLAYERS = 4
DESCRIPTOR = GameDescriptor(
    id="gnav",
    engine=__name__,
    players=(4, 4),
    default_players=DEFAULT_PLAYERS,
    deck_size=42,
    stats_fields=("lives_lost",),
)
FACES = (
    "narr", "ugle", "potte", "0",
    "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII",
    "hus", "hest", "katt", "dragon", "gjok",
)  # fmt: skip
CALLS = {"gjok": "cuckoo", "dragon": "dragoon", "katt": "cat", "hest": "horse", "hus": "house"}


def seat_order(n_seats: int, dealer: int, options: dict[str, Any] | None = None) -> list[int]:
    """Turn order of a deal from `dealer`: clockwise (increasing seats), dealer last."""
    return [(dealer + 1 + i) % n_seats for i in range(n_seats)]


class GnavMatch(CuckooMatch):
    game_id = "gnav"
    FACES = FACES
    CALLS = CALLS
    PASS_CALLS = frozenset({"horse", "house"})
    KEEP = "stand"
    FOOL = "narr"

    def participants(self) -> list[int]:
        return [s for s in range(self.n_seats) if self.lives[s] > 0 and not self.resting[s]]

    def step(self, seat: int) -> int:
        return (seat + 1) % self.n_seats

    def stock_to_pile(self, deal_list: list[str]) -> list[str]:
        return list(reversed(deal_list))  # the list is read from the top

    def after_deal(self) -> None:
        """§3.4 and D1: whoever is dealt a Narr knocks; the card stays hidden."""
        piles = self.zones.piles
        for seat in self.order:
            if self.FACE_OF[piles[HANDS[seat]][0]] == "narr":
                self.knocked.append(seat)
                self.hints[seat] = "narr"
                self.note("knock", {"seat": seat})

    def skip_deal(self) -> None:
        """§5.9, D8: a skipped deal consumes the rests and keeps the dealer."""
        self.resting = [False] * self.n_seats

    def refuse(self, call: str, asker: int, target: int, index: int) -> None:
        if call == "cuckoo":  # §5.1: the deal ends at once
            self.settle()
            return
        self.lose_life(asker, call, by=target)  # §5.2/5.3, D2: the asker pays
        if call == "cat":
            self.undo_all(asker)
        self.resume(index + 1)  # D3: the turns up to the matador are lost

    def undo_all(self, asker: int) -> None:
        """§5.3, D5: every exchange of the deal goes back, newest first."""
        pending = [r for r in self.records if not r[3]]
        self.note("undo", {"seat": asker, "exchanges": [[r[0], r[1], r[2]] for r in pending]})
        for record in reversed(pending):
            self._undo_record(record)
        for seat in self.knocked:
            self.hints[seat] = "narr"

    def stock_trade(self, seat: int) -> None:
        """§5.6: turn up stock cards past horses and houses; a matador acts, else take it."""
        while True:
            card = self.zones.top("stock")
            call = CALLS.get(self.FACE_OF[card])
            if call is None:
                self._take_from_stock(seat, card, "top")
                if seat == self.dealer:
                    self.settle()
                else:
                    self.resume_after(seat)
                return
            self._set_aside(card, seat)
            if call in self.PASS_CALLS:
                continue
            if call != "cuckoo":  # D4: a dragoon or cat from the stock ends the deal
                self.lose_life(seat, call, stock=True)
                if call == "cat":
                    self.undo_all(seat)
            self.settle()
            return

    def passed_dealer(self, asker: int) -> None:
        self.stock_trade(asker)

    def dealer_trade(self, dealer: int) -> None:
        self.stock_trade(dealer)

    def losers(self, live: dict[int, str]) -> dict[int, str]:
        """§6: one fool takes the lowest other card(s) down; two fools lose alone."""
        out: dict[int, str] = {}  # the fools first
        others: dict[int, int] = {}
        for seat, card in live.items():
            if self.FACE_OF[card] == "narr":
                out[seat] = "fool"
            else:
                others[seat] = self.RANK_OF[card]
        if len(out) < 2 and others:
            low = min(others.values())
            reason = "lone_card" if len(live) == 1 else "lowest"
            out.update((s, reason) for s, r in others.items() if r == low)
        return out

    def after_settlement(self, live: dict[int, str]) -> None:
        """§5.8, D13: surviving fool holders rest for the next deal; old rests end."""
        rest = [s for s, c in live.items() if self.FACE_OF[c] == "narr" and self.lives[s] > 0]
        self.resting = [s in rest for s in range(self.n_seats)]
        if rest:
            self.note("rest", {"seats": rest})


def new_match(options=None, seed=0, dealer=None, deck=None, decks=None, start=None) -> GnavMatch:
    options, n = seated_options(DESCRIPTOR, options)
    return GnavMatch(n, options, seed, dealer, deck, decks, start)


def determinize(view: dict[str, Any], rng: random.Random) -> GnavMatch:
    return _determinize(GnavMatch, view, rng)  # type: ignore[return-value]
