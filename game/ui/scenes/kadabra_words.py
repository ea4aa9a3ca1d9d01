"""L.A.M.A. Kadabra in words: the story of a round (every event the engine tells), refusals
that say why, hint reasons and move names, seat and card names, all through i18n (catalog
area ``kadabra``; refusals in ``kadabra_rules``, reasons in ``kadabra_ai``).

Pure functions of engine data (events, refusal codes, AI decisions): no pygame, so the texts
are tested without a display.
"""

from __future__ import annotations

from typing import Any

from game.ai.base import Decision
from game.ai.kadabra import REASON_KEYS
from game.engine.actions import Action
from game.engine.errors import IllegalAction
from game.engine.kadabra import REFUSAL_KEYS, SYMBOL, VALUE
from game.i18n import N_, tr
from game.ui.table.narration import Narration, named, reported_move

SEAT_KEYS = (
    N_("kadabra.seat.1"),
    N_("kadabra.seat.2"),
    N_("kadabra.seat.3"),
    N_("kadabra.seat.4"),
    N_("kadabra.seat.5"),
)
SYMBOL_KEYS = {
    "give": N_("kadabra.symbol.give"),
    "rectangle": N_("kadabra.symbol.rectangle"),
    "star": N_("kadabra.symbol.star"),
}
#: The buttons' (and a hinted move's) words per verb; answers with a chip name their chip.
VERB_KEYS = {
    "draw": N_("kadabra.verb.draw"),
    "quit": N_("kadabra.verb.quit"),
    "skip": N_("kadabra.verb.skip"),
    "take": N_("kadabra.verb.take"),
    "exchange": N_("kadabra.verb.exchange"),
    "place": N_("kadabra.verb.place"),
    "keep": N_("kadabra.verb.keep"),
    "return white": N_("kadabra.verb.return.white"),
    "return black": N_("kadabra.verb.return.black"),
}
#: The move each of those names stands for (its verb and tokens): a button's move, and the
#: name of a move that has words of its own.
MOVES: dict[str, tuple[str, ...]] = {
    **{verb: (verb,) for verb in ("draw", "quit", "skip", "take", "exchange", "place", "keep")},
    "return white": ("return", "white"),
    "return black": ("return", "black"),
}
_NAMES = {move: name for name, move in MOVES.items()}
#: Lines about one seat: (another seat does it, the human does it).
SEAT_LINES: dict[str, tuple[str, str]] = {
    "deal": (N_("kadabra.log.deal"), N_("kadabra.log.deal.you")),
    "play": (N_("kadabra.log.play"), N_("kadabra.log.play.you")),
    "draw": (N_("kadabra.log.draw"), N_("kadabra.log.draw.you")),
    "draw_none": (N_("kadabra.log.draw.none"), N_("kadabra.log.draw.none.you")),
    "owed": (N_("kadabra.log.owed"), N_("kadabra.log.owed.you")),
    "skip": (N_("kadabra.log.skip"), N_("kadabra.log.skip.you")),
    "star": (N_("kadabra.log.star"), N_("kadabra.log.star.you")),
    "star_kept": (N_("kadabra.log.star.kept"), N_("kadabra.log.star.kept.you")),
    "take_stage": (N_("kadabra.log.take"), N_("kadabra.log.take.you")),
    "exchange": (N_("kadabra.log.exchange"), N_("kadabra.log.exchange.you")),
    "quit": (N_("kadabra.log.quit"), N_("kadabra.log.quit.you")),
    "out": (N_("kadabra.log.out"), N_("kadabra.log.out.you")),
    "blue_cost": (N_("kadabra.log.blue_cost"), N_("kadabra.log.blue_cost.you")),
    "won": (N_("kadabra.log.won"), N_("kadabra.log.won.you")),
    "return_white": (N_("kadabra.log.return.white"), N_("kadabra.log.return.white.you")),
    "return_black": (N_("kadabra.log.return.black"), N_("kadabra.log.return.black.you")),
    "give_none": (N_("kadabra.log.give.none"), N_("kadabra.log.give.none.you")),
}
#: A give-chip line per chip: (another seat to another, the human gives, to the human).
GIVE_KEYS = {
    "white": (
        N_("kadabra.log.give.white"),
        N_("kadabra.log.give.white.you"),
        N_("kadabra.log.give.white.to_you"),
    ),
    "black": (
        N_("kadabra.log.give.black"),
        N_("kadabra.log.give.black.you"),
        N_("kadabra.log.give.black.to_you"),
    ),
    "blue": (
        N_("kadabra.log.give.blue"),
        N_("kadabra.log.give.blue.you"),
        N_("kadabra.log.give.blue.to_you"),
    ),
}
#: The short words over a seat when something happens to it.
CUE_KEYS = {
    "white": N_("kadabra.cue.white"),
    "black": N_("kadabra.cue.black"),
    "blue": N_("kadabra.cue.blue"),
    "star": N_("kadabra.cue.star"),
    "skip": N_("kadabra.cue.skip"),
    "quit": N_("kadabra.cue.quit"),
    "exchange": N_("kadabra.cue.exchange"),
}


def seat_name(seat: int, human: int = 0) -> str:
    return named(seat, human, SEAT_KEYS)


def card_text(card: str | None) -> str:
    """'5', '2/3', 'Llama', with an action card's symbol: '6 (star)'."""
    if not card:
        return "?"
    value = VALUE.get(card, card)
    text = tr("kadabra.card.llama") if value == "L" else value
    symbol = SYMBOL.get(card)
    return f"{text} ({tr(SYMBOL_KEYS[symbol])})" if symbol else text


def refusal_text(error: IllegalAction) -> str:
    """Why the engine refused the human's action, in words (cards spelled out)."""
    key = REFUSAL_KEYS.get(error.code)
    if key is None:
        return tr("table.refused")
    params = dict(error.params)
    for field in ("card", "top"):
        if field in params:
            params[field] = card_text(params[field])
    if "answers" in params:
        params["answers"] = ", ".join(
            verb_text(verb) for verb in str(params["answers"]).split(", ")
        )
    return tr(key, **params)


class KadabraWords(Narration):
    """The story of a match as the human's seat sees it."""

    lines = SEAT_LINES
    seat_keys = SEAT_KEYS
    card = staticmethod(card_text)
    refusal = staticmethod(refusal_text)
    subject = "name"

    def reason(self, decision: Decision) -> str:
        return reason_text(decision, self.human)

    # --- the story -----------------------------------------------------------------------
    def tell_deal(self, d: dict[str, Any]) -> str:
        return self.line("deal", d["first"], round=d["round"])

    def tell_draw(self, d: dict[str, Any]) -> str:
        seat = d["seat"]
        if not d["n"]:
            return self.line("draw_none", seat)
        card = card_text(self.last_drawn) if seat == self.human else ""
        return self.line("owed" if d.get("reason") == "rectangle" else "draw", seat, card=card)

    def tell_give(self, d: dict[str, Any]) -> str:
        seat, to, chip = d["seat"], d.get("to"), d.get("chip")
        if to is None or chip is None:
            return self.line("give_none", seat)
        other, mine, to_me = GIVE_KEYS[chip]
        key = self.you(seat, other, mine, to_me, to)
        return tr(key, name=self.seat(seat), to=self.seat(to))

    def tell_rectangle(self, d: dict[str, Any]) -> str:
        target = d.get("target")
        if target is None:
            return tr("kadabra.log.rectangle.none")
        if target == self.human:
            return tr("kadabra.log.rectangle.you")
        return tr("kadabra.log.rectangle", name=self.seat(target))

    def tell_star(self, d: dict[str, Any]) -> str:
        seat = d["seat"]
        return self.line("star_kept" if d.get("source") == seat else "star", seat)

    def tell_show(self, d: dict[str, Any]) -> str:
        return tr("kadabra.log.show", n=d["stage"])

    def tell_counter(self, d: dict[str, Any]) -> str | None:
        """Chips going up on the stage (a llama's), and back to the supply at round end;
        the other chip moves are told by the event that caused them."""
        name, delta = d["name"], d["delta"]
        if d["seat"] is not None or name not in ("stage_white", "stage_black"):
            return None
        if delta > 0:
            key = "kadabra.log.stage.white" if name == "stage_white" else "kadabra.log.stage.black"
            return tr(key)
        return None

    def tell_round_end(self, d: dict[str, Any]) -> str:
        out = d.get("out")
        if out is None:
            parts = [tr("kadabra.log.all_quit", round=d["round"])]
        else:
            parts = [self.line("out", out, round=d["round"])]
        for seat, (white, black) in sorted(d.get("penalties", {}).items(), key=lambda i: int(i[0])):
            parts.append(
                tr("kadabra.log.penalty", name=self.seat(int(seat)), n=int(white) + 10 * int(black))
            )
        if d.get("blue") is not None:
            parts.append(self.line("blue_cost", d["blue"]))
        return " ".join(parts)

    def tell_return(self, d: dict[str, Any]) -> str:
        return self.line(f"return_{d['chip']}", d["seat"])

    def tell_match_over(self, d: dict[str, Any]) -> str:
        winners, scores = d["winners"], d["scores"]
        if len(winners) > 1:
            names = ", ".join(self.seat(s) for s in winners)
            return tr("kadabra.log.won.shared", names=names, points=scores[winners[0]])
        return self.line("won", winners[0], points=scores[winners[0]])


def verb_text(verb: str) -> str:
    key = VERB_KEYS.get(verb)
    return tr(key) if key else verb


def move_name(action: Action) -> str | None:
    """The name of a move without a card or a seat in it ('draw', 'return white'), as the
    buttons and `VERB_KEYS` know it; None for any other."""
    return _NAMES.get((action.verb, *action.args))


def move_text(action: Action, human: int = 0) -> str:
    """A move in words: 'Play 5', 'Give the chip to Ada', 'Return a white chip'..."""
    if action.verb == "play":
        return tr("kadabra.move.play", card=card_text(action.card))
    if action.verb == "give":
        to = int(str(action.param("to")))
        return tr("kadabra.move.give", name=seat_name(to, human))
    return verb_text(move_name(action) or action.verb)


def reason_text(decision: Decision, human: int = 0) -> str:
    """The normal AI's reason for its move, in one line (the AI's own reason catalog)."""
    key = REASON_KEYS.get(decision.reason)
    if key is None:
        return move_text(decision.action, human)
    params = dict(decision.params)
    if "card" in params:
        params["card"] = card_text(params["card"])
    if "move" in params:
        params["move"] = move_text(reported_move(str(params["move"]), human), human)
    return tr(key, **params)
