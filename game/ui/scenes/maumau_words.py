"""Mau Mau in words: the side log's story of a round, refusals that say why, hint reasons,
seat names and card names, all through i18n (catalog area ``maumau``).

Pure functions of engine data (events, refusal codes, AI decisions): no pygame, so the
texts are tested without a display.
"""

from __future__ import annotations

from typing import Any

from game.ai.base import Decision
from game.engine.actions import Action
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.i18n import Keys, keyed, tr
from game.ui.table.narration import Narration

SUIT_SIGNS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_KEYS = keyed("maumau.rank.*", "J Q K A")
SUIT_NAME_KEYS = keyed("suit.*", "S H D C")
SUIT_MANY_KEYS = keyed("maumau.suit.many.*", "H S D C")
VERB_KEYS = keyed("maumau.*", "draw pass keep=drawn.keep catch")


def card_text(card: str | None) -> str:
    """'♥K' (suit sign first, as in the rules; court letters in the player's language)."""
    return SUIT_SIGNS[card[-1]] + RANK_KEYS.text(card[:-1]) if card else "?"


def suit_text(suit: str, keys: Keys = SUIT_NAME_KEYS) -> str:
    """'♥ Hearts'; with `SUIT_MANY_KEYS` '♥ hearts', for running text."""
    return f"{SUIT_SIGNS[suit]} {keys.text(suit)}"


class MauMauWords(Narration):
    """Mau Mau's narration: turns the events one seat sees into log lines; remembers the
    little context a line needs (who was caught, whose call was missed)."""

    area = "maumau"
    lines = "play wish pending skip keep pass mau maumau penalty draw escaped out score won deal"
    between = "caught"  # the offender (name) caught by another seat (by)
    #: the opponents' reason codes (the maumau_ai catalog, written with the AI)
    reasons = """catch let_go play_drawn keep_drawn stack_seven take_penalty no_card no_card_pass
        attack_seven skip_threat reverse_threat shed keep_jack jack_wish first_card only_move
        search random"""
    #: the engine's refusal codes (the maumau_rules catalog, written with the engine)
    refusals = """must_follow pending_draw drawn_only not_in_hand wish_required wish_not_jack
        bad_token cannot_draw keep_without_draw cannot_pass nothing_to_catch unknown_verb"""
    seats = 3
    subject = "name"
    card = staticmethod(card_text)
    #: the seats yet to let a missed call go (None: no catch window open)
    waiting: set[int] | None = None

    # --- the protocol's names and texts ----------------------------------------------------
    def refusal(self, error: IllegalAction) -> str:
        """An open catch window refuses other moves as 'wait for your turn', which does not
        give the missed call away (noticing it is the player's skill, rules D7)."""
        code, p = error.code, error.params
        if code in ("not_your_turn", "window_open", "match_over"):
            return tr("maumau.refuse.wait")
        if code == "must_follow":
            suit = suit_text(p["suit"], SUIT_MANY_KEYS)
            if p.get("wished"):
                return tr("refuse.maumau.must_follow.wished", suit=suit)
            return tr("refuse.maumau.must_follow", suit=suit, rank=RANK_KEYS.text(p["rank"]))
        return super().refusal(error)

    def reason(self, decision: Decision) -> str:
        """The card a reason names is the one played when it names none; the suit, a jack's
        wish."""
        action, p = decision.action, decision.params
        key = self.reason_keys.get(decision.reason)
        if key is None:
            return self.move(action)
        card = p.get("card") or (action.card if action.verb == "play" else None)
        fields = {**self.spelled(p), "card": card_text(card)}
        suit = action.param("wish") or p.get("suit")
        if suit:
            fields["suit"] = suit_text(suit)
        return tr(key, **fields)

    def move(self, action: Action) -> str:
        """A move in words: 'play JH wish=S' is '♥J (♠ spades)'."""
        if action.verb != "play" or not action.args:
            return tr(VERB_KEYS.get(action.verb, VERB_KEYS["draw"]))
        wish = action.param("wish")
        text = card_text(action.args[0])
        return f"{text} ({suit_text(wish)})" if wish else text

    # --- the story (moves, and the opening of a catch window, are not told: noticing a
    # missed call is the player's skill) ----------------------------------------------------
    def observe(self, event: Event) -> None:
        if event.kind == "catch_window":
            self.waiting = set(event.data["seats"])

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
            return tr("maumau.log.draw.none", name=self.seat(seat))
        return self.line("draw", seat, card=card_text(self.last_drawn))

    def tell_let_go(self, d: dict[str, Any]) -> str | None:
        if self.waiting is None:
            return None
        self.waiting.discard(d["seat"])
        if self.waiting:
            return None
        self.waiting = None
        return self.line("escaped", d["offender"])

    def tell_caught(self, d: dict[str, Any]) -> str:
        self.waiting = None
        return self.between_line("caught", d["seat"], d["by"], "by", n=d["n"])

    def tell_reshuffle(self, d: dict[str, Any]) -> str:
        return tr("maumau.log.reshuffle", n=len(d["cards"]))

    def tell_counter(self, d: dict[str, Any]) -> str | None:
        if d.get("name") == "score":
            return self.line("score", d["seat"], n=d["delta"], total=d["value"])
        return None

    def tell_match_over(self, d: dict[str, Any]) -> str | None:
        winners = d["winners"]
        return self.line("won", winners[0]) if winners else None


seat_name = MauMauWords.seat_name
