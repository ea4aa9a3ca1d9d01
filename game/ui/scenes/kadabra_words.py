"""L.A.M.A. Kadabra in words: the story of a round (every event the engine tells), refusals
that say why, hint reasons and move names, seat and card names, all through i18n (catalog
area ``kadabra``; refusals in ``kadabra_rules``, reasons in ``kadabra_ai``).

Pure functions of engine data (events, refusal codes, AI decisions): no pygame, so the texts
are tested without a display.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.actions import Action
from game.engine.kadabra import SYMBOL, VALUE
from game.i18n import keyed, tr
from game.ui.table.narration import Narration

SYMBOL_KEYS = keyed("kadabra.symbol.*", "give rectangle star")
CARD_KEYS = keyed("kadabra.card.*", "L=llama")
#: The moves without a card or a seat in them (their verb and tokens; dots in their keys):
#: the buttons' moves, in their column's order, and hinted moves that have words of their own.
MOVES = "take skip draw quit place return.white return.black keep exchange"
VERB_KEYS = keyed("kadabra.verb.*", {move.replace(".", " "): move for move in MOVES.split()})
#: The short words over a seat when something happens to it.
CUE_KEYS = keyed("kadabra.cue.*", "white black blue star skip quit exchange")
STAGE_KEYS = keyed("kadabra.log.stage.*", "stage_white=white stage_black=black")


def points(white: int, black: int) -> int:
    """Chips' minus points: one for a white, ten for a black."""
    return int(white) + 10 * int(black)


def penalties(d: Mapping[str, Any]) -> dict[int, int]:
    """A round's end: the minus points each seat's hand cost it, by seat."""
    return {int(seat): points(*chips) for seat, chips in d.get("penalties", {}).items()}


def board_note(seat: int, d: Mapping[str, Any], active: bool) -> str:
    """A seat's note on the round's board: gone out or quit, its hand's cost, the blue chip."""
    out, hand = seat == d.get("out"), penalties(d).get(seat)
    parts = (
        tr("kadabra.board.out") if out else "",
        tr("kadabra.board.quit") if not (out or active) else "",
        tr("kadabra.board.hand", n=hand) if hand is not None else "",
        tr("kadabra.board.blue") if seat == d.get("blue") else "",
    )
    return " · ".join(part for part in parts if part)


def card_text(card: str | None) -> str:
    """'5', '2/3', 'Llama', with an action card's symbol: '6 (star)'."""
    if not card:
        return "?"
    text = CARD_KEYS.text(VALUE.get(card, card))
    symbol = SYMBOL.get(card)
    return f"{text} ({SYMBOL_KEYS.text(symbol)})" if symbol else text


class KadabraWords(Narration):
    """The story of a match as the human's seat sees it."""

    area = "kadabra"
    lines = """deal play draw draw.none owed skip star star.kept take exchange quit out blue_cost
        won return.white return.black give.none rectangle"""
    between = "give.white give.black give.blue"
    #: the opponents' reason codes (the kadabra_ai catalog, written with the AI)
    reasons = """show_llama show_skip show_take blue_skip go_out shed random_card draw_costly_hand
        quit_cheap_hand quit_no_draw give_leader give_any exchange_first place return_black
        return_white only_move search random"""
    #: the engine's refusal codes (the kadabra_rules catalog, written with the engine)
    refusals = """not_in_hand not_successor show_llama_only show_take_first no_show stock_empty
        last_active no_blue skip_after_take few_whites no_choice unknown_verb bad_recipient
        no_such_chip choice_open"""
    seats = 5
    subject = "name"
    card = staticmethod(card_text)

    def spelled(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """The kit's fields, and the answers a refusal lists as the buttons name them."""
        spelled = super().spelled(params)
        if "answers" in spelled:
            answers = str(spelled["answers"]).split(", ")
            spelled["answers"] = ", ".join(VERB_KEYS.text(verb) for verb in answers)
        return spelled

    def move(self, action: Action) -> str:
        return move_text(action, self.human)

    # --- the story -----------------------------------------------------------------------
    def tell_draw(self, d: dict[str, Any]) -> str:
        """A card drawn for the Rectangle is owed; the human's line names the card."""
        seat, card = d["seat"], card_text(self.last_drawn)
        if not d["n"]:
            return self.line("draw.none", seat)
        return self.line("owed" if d.get("reason") == "rectangle" else "draw", seat, card=card)

    def tell_give(self, d: dict[str, Any]) -> str:
        seat, to, chip = d["seat"], d.get("to"), d.get("chip")
        if to is None or chip is None:
            return self.line("give.none", seat)
        return self.between_line(f"give.{chip}", seat, to)

    def tell_rectangle(self, d: dict[str, Any]) -> str:
        """The seat that must draw is the line's subject (no one: the round's last)."""
        target = d.get("target")
        if target is None:
            return tr("kadabra.log.rectangle.none")
        return self.line("rectangle", target)

    def tell_star(self, d: dict[str, Any]) -> str:
        return self.line("star.kept" if d.get("source") == d["seat"] else "star", d["seat"])

    def tell_show(self, d: dict[str, Any]) -> str:
        return tr("kadabra.log.show", n=d["stage"])

    def tell_counter(self, d: dict[str, Any]) -> str | None:
        """Chips going up on the stage (a llama's); the other chip moves are told by the
        event that caused them, and chips going back to the supply not at all."""
        key = STAGE_KEYS.get(d["name"]) if d["seat"] is None and d["delta"] > 0 else None
        return tr(key) if key else None

    def tell_round_end(self, d: dict[str, Any]) -> str:
        out = d.get("out")
        if out is None:
            parts = [tr("kadabra.log.all_quit", round=d["round"])]
        else:
            parts = [self.line("out", out, round=d["round"])]
        for seat, n in sorted(penalties(d).items()):
            parts.append(tr("kadabra.log.penalty", name=self.seat(seat), n=n))
        if d.get("blue") is not None:
            parts.append(self.line("blue_cost", d["blue"]))
        return " ".join(parts)

    def tell_return(self, d: dict[str, Any]) -> str:
        return self.line(f"return.{d['chip']}", d["seat"])

    def tell_match_over(self, d: dict[str, Any]) -> str:
        winners, scores = d["winners"], d["scores"]
        if len(winners) > 1:
            names = ", ".join(self.seat(s) for s in winners)
            return tr("kadabra.log.won.shared", names=names, points=scores[winners[0]])
        return self.line("won", winners[0], points=scores[winners[0]])


seat_name = KadabraWords.seat_name


def move_name(action: Action) -> str | None:
    """The name of a move without a card or a seat in it ('draw', 'return white'), as the
    buttons and `VERB_KEYS` know it; None for any other."""
    name = " ".join((action.verb, *action.args))
    return name if name in VERB_KEYS else None


def move_text(action: Action, human: int = 0) -> str:
    """A move in words: 'Play 5', 'Give the chip to Ada', 'Return a white chip'..."""
    if action.verb == "play":
        return tr("kadabra.move.play", card=card_text(action.card))
    if action.verb == "give":
        to = int(str(action.param("to")))
        return tr("kadabra.move.give", name=seat_name(to, human))
    return VERB_KEYS.text(move_name(action) or action.verb)
