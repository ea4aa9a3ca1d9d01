"""Mau Mau in words: the side log's story of a round, refusals that say why, hint reasons,
seat names and card names, all through i18n (catalog area ``maumau``).

Pure functions of engine data (events, refusal codes, AI decisions): no pygame, so the
texts are tested without a display.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.ai.base import Decision
from game.engine.actions import Action
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.i18n import N_, tr
from game.ui.table.narration import Narration, named, reported_move

if TYPE_CHECKING:
    from game.ui.table.model import On

SUIT_SIGNS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_KEYS = {
    "J": N_("maumau.rank.J"),
    "Q": N_("maumau.rank.Q"),
    "K": N_("maumau.rank.K"),
    "A": N_("maumau.rank.A"),
}
SEAT_KEYS = (N_("maumau.seat.1"), N_("maumau.seat.2"), N_("maumau.seat.3"))
SUIT_NAME_KEYS = {"S": N_("suit.S"), "H": N_("suit.H"), "D": N_("suit.D"), "C": N_("suit.C")}
SUIT_MANY_KEYS = {
    "H": N_("maumau.suit.many.H"),
    "S": N_("maumau.suit.many.S"),
    "D": N_("maumau.suit.many.D"),
    "C": N_("maumau.suit.many.C"),
}
VERB_KEYS = {
    "draw": N_("maumau.draw"),
    "pass": N_("maumau.pass"),
    "keep": N_("maumau.drawn.keep"),
    "catch": N_("maumau.catch"),
}
#: Narration keys per line (most are event kinds, told without a method): (another seat,
#: the human).
SEAT_LINES: dict[str, tuple[str, str]] = {
    "play": (N_("maumau.log.play"), N_("maumau.log.play.you")),
    "wish": (N_("maumau.log.wish"), N_("maumau.log.wish.you")),
    "pending_draw": (N_("maumau.log.pending"), N_("maumau.log.pending.you")),
    "skip": (N_("maumau.log.skip"), N_("maumau.log.skip.you")),
    "keep": (N_("maumau.log.keep"), N_("maumau.log.keep.you")),
    "pass": (N_("maumau.log.pass"), N_("maumau.log.pass.you")),
    "mau": (N_("maumau.log.mau"), N_("maumau.log.mau.you")),
    "maumau": (N_("maumau.log.maumau"), N_("maumau.log.maumau.you")),
    "penalty": (N_("maumau.log.penalty"), N_("maumau.log.penalty.you")),
    "draw": (N_("maumau.log.draw"), N_("maumau.log.draw.you")),
    "escaped": (N_("maumau.log.escaped"), N_("maumau.log.escaped.you")),
    "out": (N_("maumau.log.out"), N_("maumau.log.out.you")),
    "score": (N_("maumau.log.score"), N_("maumau.log.score.you")),
    "won": (N_("maumau.log.won"), N_("maumau.log.won.you")),
    "deal": (N_("maumau.log.deal"), N_("maumau.log.deal.you")),
}
#: The opponents' reason codes (the maumau_ai catalog, written with the AI).
WHY_KEYS = {
    "catch": N_("ai.maumau.catch"),
    "let_go": N_("ai.maumau.let_go"),
    "play_drawn": N_("ai.maumau.play_drawn"),
    "keep_drawn": N_("ai.maumau.keep_drawn"),
    "stack_seven": N_("ai.maumau.stack_seven"),
    "take_penalty": N_("ai.maumau.take_penalty"),
    "no_card": N_("ai.maumau.no_card"),
    "no_card_pass": N_("ai.maumau.no_card_pass"),
    "attack_seven": N_("ai.maumau.attack_seven"),
    "skip_threat": N_("ai.maumau.skip_threat"),
    "reverse_threat": N_("ai.maumau.reverse_threat"),
    "shed": N_("ai.maumau.shed"),
    "keep_jack": N_("ai.maumau.keep_jack"),
    "jack_wish": N_("ai.maumau.jack_wish"),
    "first_card": N_("ai.maumau.first_card"),
    "only_move": N_("ai.maumau.only_move"),
    "search": N_("ai.maumau.search"),
    "random": N_("ai.maumau.random"),
}
#: The engine's refusal codes (the maumau_rules catalog, written with the engine).
REFUSE_KEYS = {
    "must_follow": N_("refuse.maumau.must_follow"),
    "pending_draw": N_("refuse.maumau.pending_draw"),
    "drawn_only": N_("refuse.maumau.drawn_only"),
    "not_in_hand": N_("refuse.maumau.not_in_hand"),
    "wish_required": N_("refuse.maumau.wish_required"),
    "wish_not_jack": N_("refuse.maumau.wish_not_jack"),
    "bad_token": N_("refuse.maumau.bad_token"),
    "cannot_draw": N_("refuse.maumau.cannot_draw"),
    "keep_without_draw": N_("refuse.maumau.keep_without_draw"),
    "cannot_pass": N_("refuse.maumau.cannot_pass"),
    "nothing_to_catch": N_("refuse.maumau.nothing_to_catch"),
    "unknown_verb": N_("refuse.maumau.unknown_verb"),
}


def rank_text(rank: str) -> str:
    key = RANK_KEYS.get(rank)
    return tr(key) if key else rank


def card_text(card: str | None) -> str:
    """'♥K' (suit sign first, as in the rules; court letters in the player's language)."""
    if not card:
        return "?"
    return SUIT_SIGNS[card[-1]] + rank_text(card[:-1])


def suit_text(suit: str) -> str:
    """'♥ Hearts'."""
    return f"{SUIT_SIGNS[suit]} {tr(SUIT_NAME_KEYS[suit])}"


def seat_name(seat: int, human: int = 0) -> str:
    return named(seat, human, SEAT_KEYS)


def refusal_text(error: IllegalAction) -> str:
    """Why the engine refused the human's action, in words (STYLE.md: every refusal says
    why). An open catch window refuses other moves as 'wait for your turn', which does not
    give the missed call away (noticing it is the player's skill, rules D7)."""
    code, p = error.code, dict(error.params)
    if code in ("not_your_turn", "window_open", "match_over"):
        return tr("maumau.refuse.wait")
    if code == "must_follow":
        suit = suit_many(p["suit"])
        if p.get("wished"):
            return tr("refuse.maumau.must_follow.wished", suit=suit)
        return tr("refuse.maumau.must_follow", suit=suit, rank=rank_text(p["rank"]))
    key = REFUSE_KEYS.get(code)
    if key is None:
        return tr("table.refused")
    if "card" in p:
        p["card"] = card_text(p["card"])
    return tr(key, **p)


class MauMauWords(Narration):
    """Mau Mau's narration: turns the events one seat sees into log lines; remembers the
    little context a line needs (who was caught, whose call was missed)."""

    lines = SEAT_LINES
    seat_keys = SEAT_KEYS
    card = staticmethod(card_text)
    refusal = staticmethod(refusal_text)
    subject = "name"

    def __init__(self, human: int = 0, kinds: dict[str, On] | None = None) -> None:
        super().__init__(human, kinds)
        self.window: dict[str, Any] | None = None

    # --- the protocol's names and texts ----------------------------------------------------
    def reason(self, decision: Decision) -> str:
        return reason_text(decision)

    # --- the story (moves, and the opening of a catch window, are not told: noticing a
    # missed call is the player's skill) ----------------------------------------------------
    def observe(self, event: Event) -> None:
        d = event.data
        if event.kind == "catch_window":
            self.window = {"offender": d["offender"], "waiting": list(d["seats"])}

    def tell_deal(self, d: dict[str, Any]) -> str:
        return self.line("deal", d["dealer"], round=d["round"])

    def tell_call(self, d: dict[str, Any]) -> str:
        return self.line(d["call"], d["seat"])

    def tell_wish(self, d: dict[str, Any]) -> str:
        return self.line("wish", d["seat"], suit=suit_text(d["suit"]))

    def tell_reverse(self, d: dict[str, Any]) -> str:
        return tr("maumau.log.reverse.cw" if d["direction"] > 0 else "maumau.log.reverse.ccw")

    def tell_draw(self, d: dict[str, Any]) -> str:
        seat, n = d["seat"], d["n"]
        if d.get("reason") == "penalty":
            return self.line("penalty", seat, n=n)
        if n == 0:
            return tr("maumau.log.draw.none", name=seat_name(seat, self.human))
        return self.line("draw", seat, card=card_text(self.last_drawn))

    def tell_let_go(self, d: dict[str, Any]) -> str | None:
        window = self.window
        if window is None:
            return None
        if d["seat"] in window["waiting"]:
            window["waiting"].remove(d["seat"])
        if window["waiting"]:
            return None
        self.window = None
        return self.line("escaped", d["offender"])

    def tell_caught(self, d: dict[str, Any]) -> str:
        self.window = None
        offender, by, n = d["seat"], d["by"], d["n"]
        if by == self.human:
            return tr("maumau.log.caught.by_you", name=seat_name(offender, self.human), n=n)
        if offender == self.human:
            return tr("maumau.log.caught.you", by=seat_name(by, self.human), n=n)
        return tr(
            "maumau.log.caught",
            by=seat_name(by, self.human),
            name=seat_name(offender, self.human),
            n=n,
        )

    def tell_reshuffle(self, d: dict[str, Any]) -> str:
        return tr("maumau.log.reshuffle", n=len(d["cards"]))

    def tell_round_end(self, d: dict[str, Any]) -> str:
        return self.line("out", d["winner"])

    def tell_counter(self, d: dict[str, Any]) -> str | None:
        if d.get("name") != "score":
            return None
        return self.line("score", d["seat"], n=d["delta"], total=d["value"])

    def tell_match_over(self, d: dict[str, Any]) -> str | None:
        winners = d["winners"]
        return self.line("won", winners[0]) if winners else None


def suit_many(suit: str) -> str:
    """'♥ hearts', for running text."""
    return f"{SUIT_SIGNS[suit]} {tr(SUIT_MANY_KEYS[suit])}"


def move_text(action: Action) -> str:
    """A move in words: 'play JH wish=S' is '♥J (♠ spades)'."""
    if action.verb != "play" or not action.args:
        return tr(VERB_KEYS.get(action.verb, "maumau.draw"))
    wish = action.param("wish")
    text = card_text(action.args[0])
    return f"{text} ({suit_text(wish)})" if wish else text


def reason_text(decision: Decision) -> str:
    """The normal AI's reason for its move, in one line (the AI's own reason catalog)."""
    p = dict(decision.params)
    action = decision.action
    key = WHY_KEYS.get(decision.reason)
    if key is None:
        return move_text(action)
    card = p.get("card") or (action.card if action.verb == "play" else None)
    fields: dict[str, Any] = {**p, "card": card_text(card)}
    suit = action.param("wish") or p.get("suit")
    if suit:
        fields["suit"] = suit_text(suit)
    if "move" in p:
        fields["move"] = move_text(reported_move(str(p["move"]), action.seat))
    return tr(key, **fields)
