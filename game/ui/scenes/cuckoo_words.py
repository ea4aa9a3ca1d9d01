"""The words of the cuckoo tables (Gnav, Cuccù): card names, calls, what a picture does,
the log's story of a deal, refusals and hints. Only text; no drawing.

Every key is a literal (N_ or tr) so tests/test_i18n.py checks English and Russian have it.
A card is named natively with the player's language beside it ("Katt (the cat)"); a call
is shown in the game's language and the player's ("Gjøk! — Cuckoo!").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.ai.base import Decision
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.i18n import N_, get_language, tr, trn
from game.ui.art import card_name
from game.ui.table.narration import Narration, other_number

if TYPE_CHECKING:
    from game.ui.table.model import On

#: Each picture's name in the player's language (numbers need none).
MEANINGS: dict[str, dict[str, str]] = {
    "gnav": {
        "narr": N_("cuckoo.card.gnav.narr"),
        "ugle": N_("cuckoo.card.gnav.ugle"),
        "potte": N_("cuckoo.card.gnav.potte"),
        "hus": N_("cuckoo.card.gnav.hus"),
        "hest": N_("cuckoo.card.gnav.hest"),
        "katt": N_("cuckoo.card.gnav.katt"),
        "dragon": N_("cuckoo.card.gnav.dragon"),
        "gjok": N_("cuckoo.card.gnav.gjok"),
    },
    "cuccu": {
        "leone": N_("cuckoo.card.cuccu.leone"),
        "mascherone": N_("cuckoo.card.cuccu.mascherone"),
        "secchia": N_("cuckoo.card.cuccu.secchia"),
        "nulla": N_("cuckoo.card.cuccu.nulla"),
        "osteria": N_("cuckoo.card.cuccu.osteria"),
        "gatto": N_("cuckoo.card.cuccu.gatto"),
        "cavallo": N_("cuckoo.card.cuccu.cavallo"),
        "bragon": N_("cuckoo.card.cuccu.bragon"),
        "cucco": N_("cuckoo.card.cuccu.cucco"),
        "matto": N_("cuckoo.card.cuccu.matto"),
    },
}

#: What a picture does (a tap on a revealed picture card shows it).
POWERS: dict[str, dict[str, str]] = {
    "gnav": {
        "narr": N_("cuckoo.what.gnav.narr"),
        "ugle": N_("cuckoo.what.gnav.low"),
        "potte": N_("cuckoo.what.gnav.low"),
        "hus": N_("cuckoo.what.gnav.hus"),
        "hest": N_("cuckoo.what.gnav.hest"),
        "katt": N_("cuckoo.what.gnav.katt"),
        "dragon": N_("cuckoo.what.gnav.dragon"),
        "gjok": N_("cuckoo.what.gnav.gjok"),
    },
    "cuccu": {
        "leone": N_("cuckoo.what.cuccu.negative"),
        "mascherone": N_("cuckoo.what.cuccu.negative"),
        "secchia": N_("cuckoo.what.cuccu.negative"),
        "nulla": N_("cuckoo.what.cuccu.nulla"),
        "osteria": N_("cuckoo.what.cuccu.osteria"),
        "gatto": N_("cuckoo.what.cuccu.gatto"),
        "cavallo": N_("cuckoo.what.cuccu.cavallo"),
        "bragon": N_("cuckoo.what.cuccu.bragon"),
        "cucco": N_("cuckoo.what.cuccu.cucco"),
        "matto": N_("cuckoo.what.cuccu.matto"),
    },
}

#: A refusing card's call: (in the game's own language, in the player's language).
CALLS: dict[str, dict[str, tuple[str, str]]] = {
    "gnav": {
        "cuckoo": (N_("cuckoo.call.gnav.cuckoo.native"), N_("cuckoo.call.gnav.cuckoo")),
        "dragoon": (N_("cuckoo.call.gnav.dragoon.native"), N_("cuckoo.call.gnav.dragoon")),
        "cat": (N_("cuckoo.call.gnav.cat.native"), N_("cuckoo.call.gnav.cat")),
        "horse": (N_("cuckoo.call.gnav.horse.native"), N_("cuckoo.call.gnav.horse")),
        "house": (N_("cuckoo.call.gnav.house.native"), N_("cuckoo.call.gnav.house")),
    },
    "cuccu": {
        "cuckoo": (N_("cuckoo.call.cuccu.cuckoo.native"), N_("cuckoo.call.cuccu.cuckoo")),
        "hunter": (N_("cuckoo.call.cuccu.hunter.native"), N_("cuckoo.call.cuccu.hunter")),
        "horse": (N_("cuckoo.call.cuccu.horse.native"), N_("cuckoo.call.cuccu.horse")),
        "cat": (N_("cuckoo.call.cuccu.cat.native"), N_("cuckoo.call.cuccu.cat")),
        "inn": (N_("cuckoo.call.cuccu.inn.native"), N_("cuckoo.call.cuccu.inn")),
    },
}

#: Action verbs -> button labels (the words differ per game: stand in Gnav, keep in Cuccù).
VERBS: dict[str, str] = {
    "stand": N_("cuckoo.verb.stand"),
    "keep": N_("cuckoo.verb.keep"),
    "ask": N_("cuckoo.verb.ask"),
    "trade": N_("cuckoo.verb.trade"),
    "insure": N_("cuckoo.verb.insure"),
    "accept": N_("cuckoo.verb.accept"),
    "refuse": N_("cuckoo.verb.refuse"),
}
VERB_TIPS: dict[str, str] = {
    "stand": N_("cuckoo.verb.stand.tip"),
    "keep": N_("cuckoo.verb.keep.tip"),
    "ask": N_("cuckoo.verb.ask.tip"),
    "trade": N_("cuckoo.verb.trade.tip"),
    "insure": N_("cuckoo.verb.insure.tip"),
    "accept": N_("cuckoo.verb.accept.tip"),
    "refuse": N_("cuckoo.verb.refuse.tip"),
}

#: Seat names (seat 0 is the player).
NAMES: dict[str, tuple[str, ...]] = {
    "gnav": (N_("cuckoo.name.gnav.1"), N_("cuckoo.name.gnav.2"), N_("cuckoo.name.gnav.3")),
    "cuccu": (N_("cuckoo.name.cuccu.1"), N_("cuckoo.name.cuccu.2"), N_("cuckoo.name.cuccu.3")),
}

#: Why a life was lost (the engine's reason codes).
LOSS: dict[str, str] = {
    "lowest": N_("cuckoo.loss.lowest"),
    "fool": N_("cuckoo.loss.fool"),
    "lone_card": N_("cuckoo.loss.lone_card"),
    "insurance": N_("cuckoo.loss.insurance"),
    "dragoon": N_("cuckoo.loss.dragoon"),
    "cat": N_("cuckoo.loss.cat"),
    "hunter": N_("cuckoo.loss.hunter"),
}
#: The short mark under a losing card at settlement.
LOSS_MARK: dict[str, str] = {
    "lowest": N_("cuckoo.mark.lowest"),
    "fool": N_("cuckoo.mark.fool"),
    "lone_card": N_("cuckoo.mark.lowest"),
    "insurance": N_("cuckoo.mark.insurance"),
}

#: The engine's refusal codes -> what the player reads.
REFUSALS: dict[str, str] = {
    "not_your_turn": N_("cuckoo.refused.not_your_turn"),
    "dealer_only_trade": N_("cuckoo.refused.dealer_only_trade"),
    "dealer_cannot_ask": N_("cuckoo.refused.dealer_cannot_ask"),
    "inn_choice_pending": N_("cuckoo.refused.inn_choice_pending"),
    "inn_answer_pending": N_("cuckoo.refused.inn_answer_pending"),
    "no_inn_pending": N_("cuckoo.refused.no_inn_pending"),
    "match_over": N_("cuckoo.refused.match_over"),
}


#: Lines about one seat: (another seat does it, you do it); knock, stock_trade and
#: eliminated are event kinds told by these alone.
SEAT_LINES: dict[str, tuple[str, str]] = {
    "knock": (N_("cuckoo.log.knock"), N_("cuckoo.log.knock.you")),
    "stand": (N_("cuckoo.log.stand"), N_("cuckoo.log.stand.you")),
    "keep": (N_("cuckoo.log.keep"), N_("cuckoo.log.keep.you")),
    "inn_keep": (N_("cuckoo.log.inn_keep"), N_("cuckoo.log.inn_keep.you")),
    "trade": (N_("cuckoo.log.trade"), N_("cuckoo.log.trade.you")),
    "call": (N_("cuckoo.log.call"), N_("cuckoo.log.call.you")),
    "stock_trade": (N_("cuckoo.log.stock_trade"), N_("cuckoo.log.stock_trade.you")),
    "life": (N_("cuckoo.log.life"), N_("cuckoo.log.life.you")),
    "eliminated": (N_("cuckoo.log.out"), N_("cuckoo.log.out.you")),
}

#: The inn's three moments: the event field naming the other party, the text parameter it
#: fills, and the keys for a third party, for you as subject and for you as the other party.
INN_LINES: dict[str, tuple[str, str, tuple[str, str, str]]] = {
    "insure": (
        "innkeeper",
        "inn",
        (N_("cuckoo.log.insure"), N_("cuckoo.log.insure.you"), N_("cuckoo.log.insure.to_you")),
    ),
    "insured": (
        "asker",
        "asker",
        (
            N_("cuckoo.log.insured"),
            N_("cuckoo.log.insured.you"),
            N_("cuckoo.log.insured.to_you"),
        ),
    ),
    "refuse": (
        "asker",
        "asker",
        (N_("cuckoo.log.refuse"), N_("cuckoo.log.refuse.you"), N_("cuckoo.log.refuse.to_you")),
    ),
}


#: Articles a gloss may begin with ('il gatto' glosses 'Gatto').
ARTICLES = ("il ", "lo ", "la ", "l'", "i ", "gli ", "le ", "the ", "der ", "die ", "das ")
#: Norwegian puts its article at the end ('katten' glosses 'Katt').
SUFFIXES = ("", "en", "et", "n", "t", "a")


def same_word(native: str, gloss: str) -> bool:
    """True when the gloss only repeats the native word (case, an article aside)."""
    a, b = native.casefold().strip(), gloss.casefold().strip()
    for article in ARTICLES:
        if b.startswith(article):
            b = b[len(article) :]
            break
    return any(b == a + suffix for suffix in SUFFIXES)


class Words(Narration):
    """The texts of one cuckoo game, with the table's seat names (relative to `human`)."""

    lines = SEAT_LINES

    def __init__(
        self,
        game_id: str,
        faces: dict[str, str],
        human: int = 0,
        kinds: dict[str, On] | None = None,
    ) -> None:
        super().__init__(human, kinds)
        self.game_id = game_id
        self.faces = faces  # card id -> face
        self.dealing = False  # between a deal's start and its first action
        self.settling = False  # a settlement's reveals are under way (told once)

    # --- names ---------------------------------------------------------------------------
    def seat(self, seat: int | None) -> str:
        if seat is None:
            return tr("cuckoo.stock")
        if seat == self.human:
            return tr("table.you")
        return tr(NAMES[self.game_id][other_number(seat, self.human) % 3])

    def face_name(self, face: str) -> str:
        """'Katt — the cat' or 'XII'; just 'Katt' when the player's word is the same."""
        native = card_name(self.game_id, face, get_language())
        meaning = MEANINGS[self.game_id].get(face)
        if meaning is None or same_word(native, tr(meaning)):
            return native
        return tr("cuckoo.card.named", native=native, meaning=tr(meaning))

    def card(self, card: str | None) -> str:
        if card is None:
            return tr("cuckoo.card.hidden")
        return self.face_name(self.faces[card])

    def power(self, face: str) -> str | None:
        key = POWERS[self.game_id].get(face)
        return tr("cuckoo.what", card=self.face_name(face), what=tr(key)) if key else None

    def call(self, call: str) -> tuple[str, str]:
        native, mine = CALLS[self.game_id][call]
        return tr(native), tr(mine)

    def call_line(self, call: str) -> str:
        native, mine = self.call(call)
        return native if native == mine else f"{native} — {mine}"

    def call_quoted(self, call: str) -> str:
        """The call for the log: quoted in the game's language, the translation beside it."""
        native, mine = self.call(call)
        if same_word(native, mine):
            return tr("cuckoo.call.quoted.alone", native=native)
        return tr("cuckoo.call.quoted", native=native, mine=mine)

    def verb(self, verb: str) -> str:
        return tr(VERBS[verb])

    def loss(self, reason: str, **params: Any) -> str:
        return tr(LOSS.get(reason, LOSS["lowest"]), **params)

    # --- the protocol's refusals and reasons -----------------------------------------------
    def refusal(self, error: IllegalAction) -> str:
        key = REFUSALS.get(error.code)
        return tr(key) if key else tr("table.refused")

    def reason(self, decision: Decision) -> str:
        params = dict(decision.params)
        if "card" in params:
            params["card"] = self.face_name(str(params["card"]))
        try:
            return tr(decision.reason, **params)
        except (KeyError, IndexError, ValueError):
            return self.verb(decision.action.verb)

    # --- the story: one teller per event kind (moves are told by their cause) --------------
    def _to(self, d: dict[str, Any], keys: tuple[str, str, str], other: int, param: str) -> str:
        """A line between the event's seat and `other` (either may be the player)."""
        key = self.you(d.get("seat"), keys[0], keys[1], keys[2], other)
        return tr(key, seat=self.seat(d.get("seat")), **{param: self.seat(other)})

    def tell_deal_start(self, d: dict[str, Any]) -> str:
        self.dealing = True
        mine = d["dealer"] == self.human
        key = N_("cuckoo.log.deal.you") if mine else N_("cuckoo.log.deal")
        return tr(key, n=d["deal"], dealer=self.seat(d["dealer"]))

    def tell_move(self, d: dict[str, Any]) -> str | None:
        if d["to"] != f"hand:{self.human}" or d["from"] != "stock" or not d["card"]:
            return None
        key = N_("cuckoo.log.dealt_you") if self.dealing else N_("cuckoo.log.took_you")
        return tr(key, card=self.card(d["card"]))

    def _kept(self, verb: str, d: dict[str, Any]) -> str:
        self.dealing = False  # the cards are out: later cards from the stock are trades
        return self.line("inn_keep" if "inn" in d else verb, d["seat"])

    def tell_stand(self, d: dict[str, Any]) -> str:
        return self._kept("stand", d)

    def tell_keep(self, d: dict[str, Any]) -> str:
        return self._kept("keep", d)

    def tell_ask(self, d: dict[str, Any]) -> str:
        self.dealing = False
        keys = (N_("cuckoo.log.ask"), N_("cuckoo.log.ask.you"), N_("cuckoo.log.ask.to_you"))
        return self._to(d, keys, d.get("target"), "target")

    def tell_trade(self, d: dict[str, Any]) -> str:
        self.dealing = False
        return self.line("trade", d["seat"])

    def tell_swap(self, d: dict[str, Any]) -> str:
        if d.get("inn"):
            keys = (
                N_("cuckoo.log.swap_inn"),
                N_("cuckoo.log.swap_inn.you"),
                N_("cuckoo.log.swap_inn.to_you"),
            )
        else:
            keys = (N_("cuckoo.log.swap"), N_("cuckoo.log.swap.you"), N_("cuckoo.log.swap.to_you"))
        return self._to(d, keys, d.get("target"), "target")

    def tell_call(self, d: dict[str, Any]) -> str:
        card = self.card(d["card"])
        if d.get("stock"):
            if d["call"] is None:
                return tr("cuckoo.log.aside", card=card)
            return tr("cuckoo.log.stock_call", card=card, call=self.call_quoted(d["call"]))
        return self.line("call", d["seat"], card=card, call=self.call_quoted(d["call"]))

    def tell_undo(self, d: dict[str, Any]) -> str:
        if not d["exchanges"]:
            return tr("cuckoo.log.undo_none")
        return trn("cuckoo.log.undo", len(d["exchanges"]))

    def tell_counter(self, d: dict[str, Any]) -> str | None:
        if d["name"] != "lives" or d["delta"] >= 0:
            return None
        why = self.loss(d.get("reason", "lowest"))
        return self.line("life", d["seat"], why=why, lives=d["value"])

    def tell_rest(self, d: dict[str, Any]) -> str:
        return tr("cuckoo.log.rest", seats=", ".join(self.seat(s) for s in d["seats"]))

    def tell_deal_skipped(self, d: dict[str, Any]) -> str:
        names = ", ".join(self.seat(s) for s in d["players"]) or "—"
        return tr("cuckoo.log.skipped", seats=names)

    def _inn(self, kind: str, d: dict[str, Any]) -> str:
        field, param, keys = INN_LINES[kind]
        return self._to(d, keys, d[field], param)

    def tell_insure(self, d: dict[str, Any]) -> str:
        return self._inn("insure", d)

    def tell_insured(self, d: dict[str, Any]) -> str:
        return self._inn("insured", d)

    def tell_refuse(self, d: dict[str, Any]) -> str:
        return self._inn("refuse", d)

    def observe(self, event: Event) -> None:
        if event.kind != "reveal":
            self.settling = False

    def tell_reveal(self, d: dict[str, Any]) -> str | None:
        """The table shows a settlement's reveals at once: one line for the run of them
        (told the same when a resumed match's story is told again)."""
        if not d.get("settlement") or self.settling:
            return None
        self.settling = True
        return tr("cuckoo.log.settle")

    def tell_match_over(self, d: dict[str, Any]) -> str:
        if d.get("draw"):
            return tr("table.end.draw")
        winner = d["winners"][0]
        key = N_("cuckoo.log.winner.you") if winner == self.human else N_("cuckoo.log.winner")
        return tr(key, seat=self.seat(winner))
