"""Mada in words: the side log's story (plays, draws, luck, busts, Lemurs, swaps,
Scorpions, banking, the end), refusals that say why, hint reasons and the bust risk, seat
and card names, all through i18n (catalog area ``mada``).

Pure functions of engine data (events, refusal codes, AI decisions): no pygame, so the
texts are tested without a display.
"""

from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.engine.events import Event
from game.engine.mada_deck import HAND_LIMIT, face_of
from game.engine.mada_view import bust_hint
from game.i18n import keyed, tr
from game.ui.table.narration import Kinds, Narration

SPECIAL_KEYS = keyed("mada.card.*", "L DL S")
#: What the human is asked, per open question (and on a plain turn).
PROMPT_KEYS = keyed("mada.prompt.*", "scorpion swap discard turn stuck")
#: The verdict of trying your luck, by what the card turned out to be (a special's face).
VERDICT_KEYS = keyed("mada.verdict.*", "safe bust L=lemur DL=double S=scorpion")
#: A move in words by its verb (`move_text`): the card or cards it names fill it in.
MOVE_KEYS = keyed(
    "mada.*", "draw luck scorpion=move.scorpion discard=move.discard keep=discard.none"
)
#: A seat's line in the round's summary: what it banked, or that it banked nothing.
SUMMARY_KEYS = keyed("mada.summary.*", "bank bank.you none none.you")


def card_text(card: str | None) -> str:
    """A card's name: its value ('9'), or 'Lemur', 'Double Lemur', 'Scorpion'."""
    return SPECIAL_KEYS.text(face_of(card)) if card else "?"


class MadaWords(Narration):
    """Mada's narration. It remembers the little a line needs: how many deal cards are
    still to come (they are not told one by one), whose Scorpion is about to take a card,
    and who lost the round (the cards that player sets aside)."""

    area = "mada"
    lines = """deal play draw luck bust lemur scorpion opening stung bank set_aside next pears
        won"""
    between = "swap"
    #: the opponents' reason codes (the mada_ai catalog, written with the AI)
    reasons = """climb raise_top draw safe_luck forced_luck lemur_rescue double_steal double_escape
        scorpion_pay swap_best discard_low keep_hand whim first_card search luck_odds only_move
        random"""
    #: the engine's refusal codes (the mada_rules catalog, written with the engine)
    refusals = """not_in_hand too_low hand_full bad_token unknown_verb no_question bad_answer
        answer_scorpion answer_swap answer_discard not_your_turn match_over unknown_action
        no_such_seat"""
    seats = 4
    subject = "name"
    card = staticmethod(card_text)

    def __init__(self, human: int = 0, n_seats: int = 2, kinds: Kinds | None = None) -> None:
        super().__init__(human, kinds)
        self.n_seats = n_seats
        self.dealing = 0  # deal cards still to come
        self.stung: int | None = None  # a Scorpion waits to take a card from this seat
        self.loser: int | None = None  # after a round: the cards this seat sets aside
        self.lucky: int | None = None  # who tried their luck last (a Scorpion stings them)

    def move(self, action: Action) -> str:
        return move_text(action, self.human)

    # --- the story -----------------------------------------------------------------------
    def tell_lemur(self, d: dict[str, Any]) -> str:
        return self.line("lemur", d["seat"], top=card_text(d["pile"][-1]))

    def tell_reshuffle(self, d: dict[str, Any]) -> str:
        return tr("mada.log.reshuffle", n=len(d["cards"]))

    def tell_round_end(self, d: dict[str, Any]) -> str:
        self.loser = d["loser"]
        return self.line("next", (d["loser"] + 1) % self.n_seats, round=d["round"])

    def tell_counter(self, d: dict[str, Any]) -> str | None:
        told = {"banked": "bank", "pears": "pears"}.get(d.get("name", ""))
        return self.line(told, d["seat"], n=d["value"]) if told else None

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
            return self.line("draw", int(dst[5:]), card=card_text(card))  # only the human sees it
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
        if src == "draw" and face_of(card) == "S":  # tried for luck (a drawn one: see observe)
            self.stung = self.lucky
        return None

    def observe(self, event: Event) -> None:
        """A deal's cards are still to come until its first play or luck, which also ends
        the last round's set-asides; a Scorpion drawn (its event follows the card) stings
        the drawer."""
        kind, d = event.kind, event.data
        if kind in ("deal", "play", "luck"):
            self.dealing = HAND_LIMIT * self.n_seats if kind == "deal" else 0
            self.loser = None
        if kind == "luck":
            self.lucky = d["seat"]
        elif kind == "scorpion":
            self.stung = d["seat"]


seat_name = MadaWords.seat_name


def move_text(action: Action, human: int = 0) -> str:
    """A move in words: 'the 9', 'swap piles with Rivo', 'Keep all'."""
    verb, args = action.verb, action.args
    if verb == "play" and args:
        return card_text(args[0])
    if verb == "swap" and args:
        return tr("mada.move.swap", name=seat_name(int(str(action.param("to"))), human))
    cards = ", ".join(card_text(c) for c in args)
    return MOVE_KEYS.text(verb if args or verb != "discard" else "keep", card=cards, cards=cards)


def risk_text(view: dict[str, Any]) -> str:
    """The bust risk of trying your luck now, e.g. 'A 9 or less busts: 14 of 31 unseen
    cards.'"""
    key, fields = bust_hint(view)
    return tr(key, **fields)
