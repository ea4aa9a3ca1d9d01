"""Mau Mau in words: the side log's story of a round, refusals that say why, hint reasons,
seat names and card names, all through i18n (catalog area ``maumau``).

Pure functions of engine data (events, refusal codes, AI decisions): no pygame, so the
texts are tested without a display and the lobby can import `stats_line` cheaply.
"""

from __future__ import annotations

from typing import Any

from game.ai.base import Decision
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.i18n import N_, tr

SUIT_SIGNS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_KEYS = {
    "J": N_("maumau.rank.J"),
    "Q": N_("maumau.rank.Q"),
    "K": N_("maumau.rank.K"),
    "A": N_("maumau.rank.A"),
}
SEAT_KEYS = (N_("maumau.seat.1"), N_("maumau.seat.2"), N_("maumau.seat.3"))
SUIT_NAME_KEYS = {"S": N_("suit.S"), "H": N_("suit.H"), "D": N_("suit.D"), "C": N_("suit.C")}
SUIT_ONE_KEYS = {
    "H": N_("maumau.suit.one.H"),
    "S": N_("maumau.suit.one.S"),
    "D": N_("maumau.suit.one.D"),
    "C": N_("maumau.suit.one.C"),
}
SUIT_MANY_KEYS = {
    "H": N_("maumau.suit.many.H"),
    "S": N_("maumau.suit.many.S"),
    "D": N_("maumau.suit.many.D"),
    "C": N_("maumau.suit.many.C"),
}
#: Narration keys per event kind: (another seat, the human).
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
WHY_KEYS = {
    "play_drawn": N_("maumau.why.play_drawn"),
    "keep_drawn": N_("maumau.why.keep_drawn"),
    "stack_seven": N_("maumau.why.stack_seven"),
    "take_penalty": N_("maumau.why.take_penalty"),
    "no_card": N_("maumau.why.no_card"),
    "no_card_pass": N_("maumau.why.no_card_pass"),
    "attack_seven": N_("maumau.why.attack_seven"),
    "skip_threat": N_("maumau.why.skip_threat"),
    "reverse_threat": N_("maumau.why.reverse_threat"),
    "shed": N_("maumau.why.shed"),
    "keep_jack": N_("maumau.why.keep_jack"),
    "jack_wish": N_("maumau.why.jack_wish"),
    "catch": N_("maumau.why.catch"),
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
    if seat == human:
        return tr("table.you")
    return tr(SEAT_KEYS[(seat - human - 1) % len(SEAT_KEYS)])


class Narrator:
    """Turns the events one seat sees into log lines; remembers the little context a line
    needs (who was caught, whose call was missed)."""

    def __init__(self, human: int = 0) -> None:
        self.human = human
        self.window: dict[str, Any] | None = None
        self.last_drawn: str | None = None  # the human's last card from the stock

    def _line(self, kind: str, seat: int, **params: Any) -> str:
        other, you = SEAT_LINES[kind]
        if seat == self.human:
            return tr(you, **params)
        return tr(other, name=seat_name(seat, self.human), **params)

    def line(self, event: Event) -> str | None:
        """The log line for `event`, or None for events the story does not tell (moves,
        and the opening of a catch window: noticing a missed call is the player's skill)."""
        d, kind = event.data, event.kind
        if kind == "move":
            if d["to"] == f"hand:{self.human}" and d.get("card"):
                self.last_drawn = d["card"]
            return None
        if kind == "deal":
            return self._line("deal", d["dealer"], round=d["round"])
        if kind == "start":
            return tr("maumau.log.start", round=d["round"])
        if kind == "up_card":
            return tr("maumau.log.up", card=card_text(d["card"]))
        if kind == "play":
            return self._line("play", d["seat"], card=card_text(d["card"]))
        if kind == "call":
            return self._line(d["call"], d["seat"])
        if kind == "wish":
            return self._line("wish", d["seat"], suit=suit_text(d["suit"]))
        if kind == "pending_draw":
            return self._line("pending_draw", d["seat"], n=d["n"])
        if kind == "skip":
            return self._line("skip", d["seat"])
        if kind == "reverse":
            return tr("maumau.log.reverse.cw" if d["direction"] > 0 else "maumau.log.reverse.ccw")
        if kind == "draw":
            return self._draw_line(d)
        if kind in ("keep", "pass"):
            return self._line(kind, d["seat"])
        if kind == "catch_window":
            self.window = {"offender": d["offender"], "waiting": list(d["seats"])}
            return None
        if kind == "let_go":
            return self._let_go_line(d)
        if kind == "caught":
            self.window = None
            return self._caught_line(d)
        if kind == "reshuffle":
            return tr("maumau.log.reshuffle", n=len(d["cards"]))
        if kind == "round_end":
            return self._line("out", d["winner"])
        if kind == "counter" and d.get("name") == "score":
            return self._line("score", d["seat"], n=d["delta"], total=d["value"])
        if kind == "match_over":
            winners = d["winners"]
            return self._line("won", winners[0]) if winners else None
        return None

    def _draw_line(self, d: dict[str, Any]) -> str:
        seat, n = d["seat"], d["n"]
        if d.get("reason") == "penalty":
            return self._line("penalty", seat, n=n)
        if n == 0:
            return tr("maumau.log.draw.none", name=seat_name(seat, self.human))
        return self._line("draw", seat, card=card_text(self.last_drawn))

    def _let_go_line(self, d: dict[str, Any]) -> str | None:
        window = self.window
        if window is None:
            return None
        if d["seat"] in window["waiting"]:
            window["waiting"].remove(d["seat"])
        if window["waiting"]:
            return None
        self.window = None
        return self._line("escaped", d["offender"])

    def _caught_line(self, d: dict[str, Any]) -> str:
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


def refusal_text(error: IllegalAction) -> str:
    """Why the engine refused the human's action, in words (STYLE.md: every refusal says
    why). A catch window refuses other moves as 'wait', which does not give the miss away."""
    code, p = error.code, error.params
    if code == "must_follow":
        suit = p["suit"]
        if p.get("wished"):
            return tr(
                "maumau.refuse.follow.wish",
                one=tr(SUIT_ONE_KEYS[suit]),
                many=tr(SUIT_MANY_KEYS[suit]),
            )
        return tr("maumau.refuse.follow", one=tr(SUIT_ONE_KEYS[suit]), rank=rank_text(p["rank"]))
    if code == "pending_draw":
        return tr("maumau.refuse.pending", n=p["n"])
    if code == "drawn_only":
        return tr("maumau.refuse.drawn", card=card_text(p.get("card")))
    if code in ("not_your_turn", "window_open"):
        return tr("maumau.refuse.wait")
    if code == "nothing_to_catch":
        return tr("maumau.catch.nothing")
    if code == "cannot_draw":
        return tr("maumau.refuse.cannot_draw")
    if code == "cannot_pass":
        return tr("maumau.refuse.cannot_pass")
    return tr("maumau.refuse.other")


def reason_text(decision: Decision) -> str:
    """The normal AI's reason for its move, in one line that names the move."""
    p = dict(decision.params)
    action = decision.action
    card = action.card if action.verb == "play" else None
    key = WHY_KEYS.get(decision.reason)
    if key is None:
        move = card_text(card) if card else action.verb
        return tr("maumau.why.other", move=move)
    fields: dict[str, Any] = {
        "card": card_text(card or p.get("card")),
        "n": p.get("n", ""),
        "count": p.get("count", ""),
    }
    wish = action.param("wish")
    if wish or p.get("suit"):
        fields["suit"] = suit_text(wish or p["suit"])
    return tr(key, **fields)


def stats_line(stats: dict[str, Any]) -> str:
    """The lobby tile's extra line: rounds played and won, average points per round won."""
    rounds = int(stats.get("rounds", 0))
    if not rounds:
        return ""
    won = int(stats.get("rounds_won", 0))
    points = float(stats.get("points", 0))
    average = round(points / won) if won else 0
    return tr("maumau.stats.rounds", rounds=rounds, won=won, average=average)
