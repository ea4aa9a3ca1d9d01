"""Cuccù (rules: ../shared/rules/cuccu.md): the cuckoo machinery played anticlockwise with
the 40-card pack dealt from the bottom; cuckoo, hunter, horse, cat (which reverses the
asker's chain) and the inn with its insurance; no resting, and everyone back to three lives
when all reach zero in one round."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from game.engine.actions import Action
from game.engine.choices import PendingChoice
from game.engine.cuckoo import CuckooMatch
from game.engine.cuckoo import determinize as _determinize
from game.engine.registry import GameDescriptor, Option, seated_options

DEFAULT_PLAYERS = 4
DESCRIPTOR = GameDescriptor(
    id="cuccu",
    engine=__name__,
    players=(4, 4),
    default_players=DEFAULT_PLAYERS,
    deck_size=40,
    stats_fields=("lives_lost",),
    options={"inn_insurance_any_card": Option(bool, False)},
)
FACES = (
    "leone", "mascherone", "secchia", "nulla",
    "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X",
    "osteria", "gatto", "cavallo", "bragon", "cucco", "matto",
)  # fmt: skip
#: Comparison values (§1); the Matto is special and worth 14½ only when both are live.
VALUES = {face: i - 3 for i, face in enumerate(FACES[:-1])}
#: The inn's questions (pending choices) and their answers.
INN_ANSWERS = {
    "inn_choice": (("keep", ()), ("insure", ())),
    "inn_answer": (("accept", ()), ("refuse", ())),
}
CALLS = {
    "cucco": "cuckoo",
    "bragon": "hunter",
    "cavallo": "horse",
    "gatto": "cat",
    "osteria": "inn",
}


def seat_order(n_seats: int, dealer: int, options: dict[str, Any] | None = None) -> list[int]:
    """Turn order of a round from `dealer`: anticlockwise (decreasing seats), dealer last."""
    return [(dealer - 1 - i) % n_seats for i in range(n_seats)]


class CuccuMatch(CuckooMatch):
    game_id = "cuccu"
    #: Cuccù has no resting (§5.8 of Gnav has no counterpart here).
    SEAT_KEYS: ClassVar[dict[str, Any]] = {
        k: v for k, v in CuckooMatch.SEAT_KEYS.items() if k != "resting"
    }
    FACES = FACES
    CALLS = CALLS
    PASS_CALLS = frozenset({"horse"})
    KEEP = "keep"
    FOOL = "matto"

    def step(self, seat: int) -> int:
        return (seat - 1) % self.n_seats

    def stock_to_pile(self, deal_list: list[str]) -> list[str]:
        return list(deal_list)  # the list runs from the bottom of the pack up

    # --- requests -----------------------------------------------------------------------
    def refuse(self, call: str, asker: int, target: int, index: int) -> None:
        if call == "inn":  # §5.5: the request halts; the asker chooses
            self._offer_inn("inn_choice", asker, target)
            return
        if call in ("hunter", "cat"):
            self.lose_life(asker, call, by=target)
        if call == "cat":
            self.undo_chain(asker)
        self.resume_after(asker)  # D3

    def undo_chain(self, asker: int) -> None:
        """§5.4, D4: follow the asker's card back through the swaps that brought it."""
        chain, holder, limit = [], asker, len(self.records)
        while True:
            found = next(
                (
                    j
                    for j in range(limit - 1, -1, -1)
                    if self.records[j][0] == "swap"
                    and self.records[j][2] == holder
                    and not self.records[j][3]
                ),
                None,
            )
            if found is None:
                break
            chain.append(found)
            holder, limit = self.records[found][1], found
        exchanges = [[self.records[j][1], self.records[j][2]] for j in chain]
        self.note("undo", {"seat": asker, "exchanges": exchanges})
        for j in chain:
            self._undo_record(self.records[j])

    def passed_dealer(self, asker: int) -> None:
        """§5.3, D2: past the dealer's horse the asker takes the pack's top card, no effect."""
        self._take_from_stock(asker, self.zones.top("stock"), "top")
        self.resume_after(asker)

    def dealer_trade(self, dealer: int) -> None:
        """§4.2, D2, D5: the next card from the bottom, without effect; then settlement."""
        self._take_from_stock(dealer, self.zones.piles["stock"][0], "bottom")
        self.settle()

    # --- the inn ------------------------------------------------------------------------
    def _offer_inn(self, phase: str, asker: int, innkeeper: int) -> None:
        """The inn's two questions as pending choices: the asker keeps or insures
        ("inn_choice"), then the innkeeper accepts or refuses ("inn_answer"). `phase` and
        `pending` say the same in the public state, as the tables read them."""
        self.phase = phase
        self.pending = {"asker": asker, "innkeeper": innkeeper}
        seat = asker if phase == "inn_choice" else innkeeper
        choice = PendingChoice(phase, (seat,), INN_ANSWERS[phase], dict(self.pending))
        if self.choices:
            self.replace_choice(choice)
        else:
            self.offer_choice(choice)

    def restore_choice(self, data: dict[str, Any]) -> PendingChoice:
        return PendingChoice.from_json(data, INN_ANSWERS[data["kind"]])

    def apply_extra(self, action: Action) -> None:
        assert self.pending is not None
        asker, innkeeper = self.pending["asker"], self.pending["innkeeper"]
        if action.verb == "insure":
            self.note("insure", {"seat": asker, "innkeeper": innkeeper})
            self._offer_inn("inn_answer", asker, innkeeper)
            return
        self.close_choice()
        self.pending = None
        if action.verb == "keep":
            self.note("keep", {"seat": asker, "inn": innkeeper})
        elif action.verb == "accept":
            self.insured.append([asker, innkeeper])
            self.note("insured", {"seat": innkeeper, "asker": asker})
        else:
            self.note("refuse", {"seat": innkeeper, "asker": asker})
            self._swap(asker, innkeeper, inn=True)  # D13: an exchange like any other
        self.resume_after(asker)

    # --- settlement ---------------------------------------------------------------------
    def losers(self, live: dict[int, str]) -> dict[int, str]:
        """§6.2: Cuccos never lose; one Matto loses with the lowest; two count 14½."""
        faces = {s: self.FACE_OF[c] for s, c in live.items()}
        fools = [s for s, f in faces.items() if f == "matto"]
        out: dict[int, str] = {}
        if len(fools) == 1:
            out[fools[0]] = "fool"
        values = {
            s: (14.5 if f == "matto" else VALUES[f])
            for s, f in faces.items()
            if f != "cucco" and (f != "matto" or len(fools) == 2)
        }
        if values:
            low = min(values.values())
            reason = "lone_card" if len(live) == 1 else "lowest"
            out.update({s: reason for s, v in values.items() if v == low})
        return out

    def adjust_losses(self, losses: dict[int, list[str]], live: dict[int, str]) -> dict[str, Any]:
        """§6.3, D7, D11: an insurer still alive pays for an insured loser's Nulla."""
        any_card = bool(self.options.get("inn_insurance_any_card", False))
        paid: list[list[int]] = []
        for asker, insurer in self.insured:
            if not losses.get(asker) or self.lives[insurer] <= 0:
                continue
            if any_card or self.face(live[asker]) == "nulla":
                losses[asker].pop()
                losses.setdefault(insurer, []).append("insurance")
                paid.append([asker, insurer])
        return {"insurance_paid": paid} if paid else {}

    def after_settlement(self, live: dict[int, str]) -> None:
        """§6.5, D10: if all who began the round are at zero, everyone gets 3 lives back."""
        if all(self.lives[s] == 0 for s in self.alive_at_start):
            self.lives = [3] * self.n_seats
            self.note("lives_reset", {"lives": list(self.lives)})


def new_match(options=None, seed=0, dealer=None, deck=None, decks=None, start=None) -> CuccuMatch:
    options, n = seated_options(DESCRIPTOR, options)
    return CuccuMatch(n, options, seed, dealer, deck, decks, start)


def determinize(view: dict[str, Any], rng: random.Random) -> CuccuMatch:
    return _determinize(CuccuMatch, view, rng)  # type: ignore[return-value]
