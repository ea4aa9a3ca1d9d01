"""The words of the cuckoo tables (Gnav, Cuccù): card names, calls, what a picture does,
the log's story of a deal, refusals and hints. Only text; no drawing.

Every key is a literal (N_ or tr) or made by a rule (`keyed`, the narration's names), so
tests/test_i18n.py checks every language has it.
A card is named natively with the player's language beside it ("Katt (the cat)"); a call
is shown in the game's language and the player's ("Gjøk! — Cuckoo!").
"""

from __future__ import annotations

from typing import Any

from game.ai.base import Decision
from game.engine.events import Event
from game.i18n import N_, get_language, keyed, tr, trn
from game.ui.art import card_name
from game.ui.art.cuckoo import NATIVE_NAMES
from game.ui.table.model import Teller
from game.ui.table.narration import Kinds, Narration, named

GAMES = ("gnav", "cuccu")
#: Each picture's name in the player's language (numbers need none).
MEANINGS = {game: keyed(f"cuckoo.card.{game}.*", list(NATIVE_NAMES[game])) for game in GAMES}
#: What a picture does (a tap on a revealed picture card shows it): some share a text.
POWERS = {
    "gnav": keyed("cuckoo.what.gnav.*", "narr ugle=low potte=low hus hest katt dragon gjok"),
    "cuccu": keyed(
        "cuckoo.what.cuccu.*",
        """leone=negative mascherone=negative secchia=negative
        nulla osteria gatto cavallo bragon cucco matto""",
    ),
}
#: A refusing card's call: (in the game's own language, in the player's language).
CALLS = {
    game: (keyed(f"cuckoo.call.{game}.*.native", calls), keyed(f"cuckoo.call.{game}.*", calls))
    for game, calls in zip(
        GAMES, ("cuckoo dragoon cat horse house", "cuckoo hunter horse cat inn"), strict=True
    )
}
#: Action verbs -> button labels (the words differ per game: stand in Gnav, keep in Cuccù).
VERBS = keyed("cuckoo.verb.*", "stand keep ask trade insure accept refuse")
VERB_TIPS = keyed("cuckoo.verb.*.tip", list(VERBS))
#: Seat names (seat 0 is the player).
NAMES = {game: keyed(f"cuckoo.name.{game}.*", "1 2 3") for game in GAMES}
#: Why a life was lost (the engine's reason codes).
LOSS = keyed("cuckoo.loss.*", "lowest fool lone_card insurance dragoon cat hunter")
#: The short mark under a losing card at settlement.
LOSS_MARK = keyed("cuckoo.mark.*", "lowest fool lone_card=lowest insurance")


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

    area = "cuckoo"
    #: knock, stock_trade and eliminated ("out") are event kinds told by these alone
    lines = "knock stand keep inn_keep trade call stock_trade life out deal winner"
    between = "ask swap swap_inn insure insured refuse"
    refusals = keyed(
        "cuckoo.refused.*",
        """not_your_turn dealer_only_trade dealer_cannot_ask inn_choice_pending inn_answer_pending
        no_inn_pending match_over""",
    )

    def __init__(
        self, game_id: str, faces: dict[str, str], human: int = 0, kinds: Kinds | None = None
    ) -> None:
        super().__init__(human, kinds)
        self.game_id = game_id
        self.faces = faces  # card id -> face
        self.dealing = False  # between a deal's start and its first action
        self.settling = False  # a settlement's reveals are under way (told once)

    # --- names ---------------------------------------------------------------------------
    def seat(self, seat: int | None) -> str:
        return tr("cuckoo.stock") if seat is None else named(seat, self.human, NAMES[self.game_id])

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
        native, mine = CALLS[self.game_id]
        return tr(native[call]), tr(mine[call])

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

    # --- the protocol's reasons (their codes are keys) ---------------------------------------
    def reason(self, decision: Decision) -> str:
        params = dict(decision.params)
        if "card" in params:
            params["card"] = self.face_name(str(params["card"]))
        return tr(decision.reason, **params)  # a reason's code is its key

    # --- the story: one teller per event kind (moves are told by their cause) --------------
    def tell_deal_start(self, d: dict[str, Any]) -> str:
        return self.line("deal", d["dealer"], n=d["deal"], dealer=self.seat(d["dealer"]))

    def tell_move(self, d: dict[str, Any]) -> str | None:
        if d["to"] != f"hand:{self.human}" or d["from"] != "stock" or not d["card"]:
            return None
        key = N_("cuckoo.log.dealt_you") if self.dealing else N_("cuckoo.log.took_you")
        return tr(key, card=self.card(d["card"]))

    @staticmethod
    def kept(verb: str) -> Teller:
        """The teller of a stand or keep (the inn's own keep has its line)."""
        return lambda words, d: words.line("inn_keep" if "inn" in d else verb, d["seat"])

    def tell_swap(self, d: dict[str, Any]) -> str:
        name = "swap_inn" if d.get("inn") else "swap"
        return self.between_line(name, d.get("seat"), d.get("target"), "target")

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

    def observe(self, event: Event) -> None:
        """A deal's cards are out at its first action: later cards from the stock are trades;
        any other event ends a settlement's run of reveals."""
        if event.kind in ("deal_start", "stand", "keep", "ask", "trade"):
            self.dealing = event.kind == "deal_start"
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
        return self.line("winner", d["winners"][0])
