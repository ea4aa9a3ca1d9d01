"""Mada in words: the side log's story (plays, draws, luck, busts, Lemurs, swaps,
Scorpions, banking, the end), refusals that say why, hint reasons and the bust risk, seat
and card names, all through i18n (catalog area ``mada``).

Pure functions of engine data (events, refusal codes, AI decisions): no pygame, so the
texts are tested without a display.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.ai.base import Decision
from game.engine.actions import Action
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.engine.mada_deck import HAND_LIMIT, face_of
from game.engine.mada_view import bust_hint
from game.i18n import N_, tr
from game.ui.table.narration import Narration, named, reported_move

if TYPE_CHECKING:
    from game.ui.table.model import On

SEAT_KEYS = (N_("mada.seat.1"), N_("mada.seat.2"), N_("mada.seat.3"), N_("mada.seat.4"))
SPECIAL_KEYS = {"L": N_("mada.card.L"), "DL": N_("mada.card.DL"), "S": N_("mada.card.S")}
#: Narration keys per line: (another seat, the human).
SEAT_LINES: dict[str, tuple[str, str]] = {
    "deal": (N_("mada.log.deal"), N_("mada.log.deal.you")),
    "play": (N_("mada.log.play"), N_("mada.log.play.you")),
    "draw": (N_("mada.log.draw"), N_("mada.log.draw.you")),
    "luck": (N_("mada.log.luck"), N_("mada.log.luck.you")),
    "bust": (N_("mada.log.bust"), N_("mada.log.bust.you")),
    "lemur": (N_("mada.log.lemur"), N_("mada.log.lemur.you")),
    "swap": (N_("mada.log.swap"), N_("mada.log.swap.you")),
    "scorpion": (N_("mada.log.scorpion"), N_("mada.log.scorpion.you")),
    "opening": (N_("mada.log.opening"), N_("mada.log.opening.you")),
    "stung": (N_("mada.log.stung"), N_("mada.log.stung.you")),
    "bank": (N_("mada.log.bank"), N_("mada.log.bank.you")),
    "set_aside": (N_("mada.log.set_aside"), N_("mada.log.set_aside.you")),
    "next": (N_("mada.log.next"), N_("mada.log.next.you")),
    "pears": (N_("mada.log.pears"), N_("mada.log.pears.you")),
    "won": (N_("mada.log.won"), N_("mada.log.won.you")),
}
#: The opponents' reason codes (the mada_ai catalog, written with the AI).
WHY_KEYS = {
    "climb": N_("ai.mada.climb"),
    "raise_top": N_("ai.mada.raise_top"),
    "draw": N_("ai.mada.draw"),
    "safe_luck": N_("ai.mada.safe_luck"),
    "forced_luck": N_("ai.mada.forced_luck"),
    "lemur_rescue": N_("ai.mada.lemur_rescue"),
    "double_steal": N_("ai.mada.double_steal"),
    "double_escape": N_("ai.mada.double_escape"),
    "scorpion_pay": N_("ai.mada.scorpion_pay"),
    "swap_best": N_("ai.mada.swap_best"),
    "discard_low": N_("ai.mada.discard_low"),
    "keep_hand": N_("ai.mada.keep_hand"),
    "whim": N_("ai.mada.whim"),
    "first_card": N_("ai.mada.first_card"),
    "search": N_("ai.mada.search"),
    "luck_odds": N_("ai.mada.luck_odds"),
    "only_move": N_("ai.mada.only_move"),
    "random": N_("ai.mada.random"),
}
#: The engine's refusal codes (the mada_rules catalog, written with the engine).
REFUSE_KEYS = {
    "not_in_hand": N_("refuse.mada.not_in_hand"),
    "too_low": N_("refuse.mada.too_low"),
    "hand_full": N_("refuse.mada.hand_full"),
    "bad_token": N_("refuse.mada.bad_token"),
    "unknown_verb": N_("refuse.mada.unknown_verb"),
    "no_question": N_("refuse.mada.no_question"),
    "bad_answer": N_("refuse.mada.bad_answer"),
    "answer_scorpion": N_("refuse.mada.answer_scorpion"),
    "answer_swap": N_("refuse.mada.answer_swap"),
    "answer_discard": N_("refuse.mada.answer_discard"),
    "not_your_turn": N_("refuse.mada.not_your_turn"),
    "match_over": N_("refuse.mada.match_over"),
    "unknown_action": N_("refuse.mada.unknown_action"),
    "no_such_seat": N_("refuse.mada.no_such_seat"),
}
#: What the human is asked, per open question (and on a plain turn).
PROMPT_KEYS = {
    "scorpion": N_("mada.prompt.scorpion"),
    "swap": N_("mada.prompt.swap"),
    "discard": N_("mada.prompt.discard"),
    "turn": N_("mada.prompt.turn"),
    "stuck": N_("mada.prompt.stuck"),
}
#: The verdict of trying your luck, by what the card turned out to be.
VERDICT_KEYS = {
    "safe": N_("mada.verdict.safe"),
    "bust": N_("mada.verdict.bust"),
    "lemur": N_("mada.verdict.lemur"),
    "double": N_("mada.verdict.double"),
    "scorpion": N_("mada.verdict.scorpion"),
}


def card_text(card: str | None) -> str:
    """A card's name: its value ('9'), or 'Lemur', 'Double Lemur', 'Scorpion'."""
    if not card:
        return "?"
    face = face_of(card)
    key = SPECIAL_KEYS.get(face)
    return tr(key) if key else face


def seat_name(seat: int, human: int = 0) -> str:
    return named(seat, human, SEAT_KEYS)


def refusal_text(error: IllegalAction) -> str:
    """Why the engine refused the human's action, in words (STYLE.md: every refusal says
    why)."""
    code, p = error.code, dict(error.params)
    key = REFUSE_KEYS.get(code)
    if key is None:
        return tr("table.refused")
    for field in ("card", "top"):
        if field in p:
            p[field] = card_text(str(p[field]))
    if "seat" in p and isinstance(p["seat"], int):
        p["seat"] = seat_name(p["seat"])
    return tr(key, **p)


class MadaWords(Narration):
    """Mada's narration. It remembers the little a line needs: how many deal cards are
    still to come (they are not told one by one), whose Scorpion is about to take a card,
    and who lost the round (the cards that player sets aside)."""

    lines = SEAT_LINES
    seat_keys = SEAT_KEYS
    card = staticmethod(card_text)
    refusal = staticmethod(refusal_text)
    subject = "name"

    def __init__(
        self, human: int = 0, n_seats: int = 2, kinds: dict[str, On] | None = None
    ) -> None:
        super().__init__(human, kinds)
        self.n_seats = n_seats
        self.dealing = 0  # deal cards still to come
        self.stung: int | None = None  # a Scorpion waits to take a card from this seat
        self.loser: int | None = None  # after a round: the cards this seat sets aside
        self.turn_seat: int | None = None  # whose luck or draw the next cards belong to

    def reason(self, decision: Decision) -> str:
        return reason_text(decision, self.human)

    # --- the story -----------------------------------------------------------------------
    def tell_deal(self, d: dict[str, Any]) -> str:
        self.dealing = HAND_LIMIT * self.n_seats
        self.loser = None
        return self.line("deal", d["first"], round=d["round"])

    def tell_play(self, d: dict[str, Any]) -> str:
        self.dealing, self.loser = 0, None
        return self.line("play", d["seat"], card=card_text(d["card"]))

    def tell_luck(self, d: dict[str, Any]) -> str:
        self.dealing, self.loser = 0, None
        self.turn_seat = d["seat"]
        return self.line("luck", d["seat"], card=card_text(d["card"]))

    def tell_bust(self, d: dict[str, Any]) -> str:
        return self.line("bust", d["seat"], card=card_text(d["card"]), top=card_text(d["top"]))

    def tell_lemur(self, d: dict[str, Any]) -> str:
        return self.line("lemur", d["seat"], top=card_text(d["pile"][-1]))

    def tell_swap(self, d: dict[str, Any]) -> str:
        other = d["other"]
        if other == self.human:
            return tr("mada.log.swap.with_you", name=self.seat(d["seat"]))
        return self.line("swap", d["seat"], other=self.seat(other))

    def tell_reshuffle(self, d: dict[str, Any]) -> str:
        return tr("mada.log.reshuffle", n=len(d["cards"]))

    def tell_round_end(self, d: dict[str, Any]) -> str:
        self.loser = d["loser"]
        return self.line("next", (d["loser"] + 1) % self.n_seats, round=d["round"])

    def tell_counter(self, d: dict[str, Any]) -> str | None:
        if d.get("name") == "banked":
            return self.line("bank", d["seat"], n=d["value"])
        if d.get("name") == "pears":
            return self.line("pears", d["seat"], n=d["value"])
        return None

    def tell_game_end(self, d: dict[str, Any]) -> str | None:
        winners = d["winners"]
        if len(winners) > 1:
            names = ", ".join(self.seat(s) for s in winners)
            return tr("mada.log.shared", names=names, n=d["scores"][winners[0]])
        return self.line("won", winners[0], n=d["scores"][winners[0]])

    def tell_move(self, d: dict[str, Any]) -> str | None:
        """Draws, Scorpions (in the opening hands too) and what they take, set-asides."""
        src, dst, card = d["from"], d["to"], d.get("card")
        if src == "draw" and dst.startswith("hand:"):
            if self.dealing:
                self.dealing -= 1
                return None
            seat = int(dst[5:])
            if seat == self.human:
                return self.line("draw", seat, card=card_text(card))
            return self.line("draw", seat)
        if dst != "discard" or not card:
            return None
        if src.startswith("hand:"):
            seat = int(src[5:])
            if face_of(card) == "S":  # an opening hand's Scorpion
                self.stung = seat
                return self.line("opening", seat)
            if self.stung == seat:
                self.stung = None
                return self.line("stung", seat, card=card_text(card))
            if self.loser == seat:
                return self.line("set_aside", seat, card=card_text(card))
            return None
        if src == "draw" and face_of(card) == "S":
            self.stung = self.turn_seat
        return None

    def observe(self, event: Event) -> None:
        if event.kind == "scorpion":
            self.stung = event.data["seat"]
        elif event.kind == "move" and event.data["from"] == "draw" and self.dealing == 0:
            to = event.data["to"]
            if to.startswith("hand:"):
                self.turn_seat = int(to[5:])


def move_text(action: Action, human: int = 0) -> str:
    """A move in words: 'the 9', 'swap piles with Rivo', 'Keep all'."""
    verb, args = action.verb, action.args
    if verb == "play" and args:
        return card_text(args[0])
    if verb == "draw":
        return tr("mada.draw")
    if verb == "luck":
        return tr("mada.luck")
    if verb == "swap" and args:
        return tr("mada.move.swap", name=seat_name(int(str(action.param("to"))), human))
    if verb == "scorpion" and args:
        return tr("mada.move.scorpion", card=card_text(args[0]))
    if verb == "discard":
        if not args:
            return tr("mada.discard.none")
        return tr("mada.move.discard", cards=", ".join(card_text(c) for c in args))
    return verb


def reason_text(decision: Decision, human: int = 0) -> str:
    """The normal AI's reason for its move, in one line (the AI's own reason catalog)."""
    p = dict(decision.params)
    key = WHY_KEYS.get(decision.reason)
    action = decision.action
    if key is None:
        return move_text(action, human)
    if "card" in p:
        p["card"] = card_text(str(p["card"]))
    if "seat" in p:
        p["seat"] = seat_name(int(p["seat"]), human)
    if "move" in p:
        p["move"] = move_text(reported_move(str(p["move"]), human), human)
    return tr(key, **p)


def risk_text(view: dict[str, Any]) -> str:
    """The bust risk of trying your luck now, e.g. 'A 9 or less busts: 14 of 31 unseen
    cards.'"""
    key, fields = bust_hint(view)
    return tr(key, **fields)
