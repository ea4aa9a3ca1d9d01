"""Mada at the table: the human (seat 0) against one to four AI opponents.

Built on `TableScene` (new-match panel, paced event pipeline, opponents, hint, log, end) and
the shared kit (hand, stock and discard, seat plates, chooser, callouts, flights). This module
decides what Mada looks like and how taps and keys become engine actions:

- a tap on a lifted card plays it; Draw and Try your luck are buttons (keys D and L), a tap
  on the draw pile draws; a refused move says why in a toast and changes nothing;
- the three questions inside a turn: a Scorpion's price (tap the card it takes), a Double
  Lemur's pile swap (tap a ringed pile, or Choose a pile for a chooser listing every seat)
  and the round loser's set-aside (tap cards to pick any of them, then Set aside / Keep all);
- every event at a pace a person can follow: trying your luck lifts the top card, waits a
  moment, turns it over and says the verdict; a Lemur's pull-down and a Double Lemur's
  swap fly every card from its old place to its new one; Scorpions, busts and banking show
  callouts; a round ends on a summary (who busted, who banked what), the match on placings.

Where each zone lies is data (`LAYOUT`, read by the kit's `Placed.where` through the
canvas profile); Mada's own widgets, the piles, banks and opponents' hands, are parts
(mada_look) the kit draws under each plate, taps and keeps panels clear of. What each event
does at the table (the model's change, its words, sound and show) is Mada's event table
(mada_events); the words are in mada_words.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.base import Decision
from game.engine.actions import Action
from game.engine.events import Event
from game.engine.mada_deck import HAND_LIMIT, PEARS, VALUE, face_of
from game.i18n import N_, keyed, tr
from game.ui import theme
from game.ui.art import back_surface, card_surface
from game.ui.scenes.mada_events import DISCARD, DRAW, EVENTS, banked, pile, top_value
from game.ui.scenes.mada_look import DECK, Backs, Banks, Piles, PileSpot, draw_label
from game.ui.scenes.mada_words import PROMPT_KEYS, SUMMARY_KEYS, VERDICT_KEYS, MadaWords, risk_text
from game.ui.table.cards import CardTable
from game.ui.table.chooser import Option, Painter, centred, choose
from game.ui.table.controls import Control, Controls, legal_verbs
from game.ui.table.flight import DEAL_MS, SLIDE_MS
from game.ui.table.hand import HandView
from game.ui.table.lastmove import draw_last_move
from game.ui.table.layout import Layout, Place, Placed, column_stack, plate_row
from game.ui.table.moves import Spot
from game.ui.table.piles import DiscardPile, StockPile
from game.ui.table.profile import COMPACT
from game.ui.table.reference import PICTURE_W, Note
from game.ui.table.seats import Seat, draw_seat, emblem_index
from game.ui.table.session import HUMAN
from game.ui.table.stats import count_round
from game.ui.table.tally import TallySpec, came_out_best

if TYPE_CHECKING:
    from game.ui.services import App

CUE_MS = 700
SUSPENSE_MS = 650  # the card lies face down a moment before it turns
TURN_MS = 420
VERDICT_MS = 900
LEMUR_MS = 650
SWAP_MS = 800
PILE_ARC = 0.3  # a pile card's flight bulges by this share of its length (Lemurs, swaps)
BANNER_MS = 1100
SPECIAL_ORDER = {"L": 20, "DL": 21}
PileCards = tuple[int, list[str]]  # a seat and the cards of its pile
#: Where Mada's zones lie: the opponents' plates in a row across the top, each with its
#: pile under it and its hand beside that; yours at the bottom left under your bank; the
#: draw pile, the discard and the card tried for luck across the middle; the buttons'
#: column at the right, the hint's strip above your hand.
#: Mada's reference card (rules §4-6): its notes' words, and the cards some picture.
REFERENCE = keyed("mada.ref.*", "cactus luck lemur double scorpion end")
PICTURED = {"cactus": "9", "lemur": "L", "double": "DL", "scorpion": "S"}
LAYOUT = Layout(
    seating=partial(plate_row, col=300, y=6),
    column_w=200,
    table={
        DRAW: Place("table.midtop", -70, 262, card=80, pin="center"),
        DISCARD: Place("table.midtop", 50, 262, card=80, pin="center"),
        "reveal": Place("table.midtop", 200, 262, card=116, pin="center"),
        "hint": Place("column.bottomleft", 0, -258),
        "controls": Place("column.bottomleft", 0, -194),
        "strip": Place("table.bottomleft", 236, -250, h=76),
    },
    mine={
        "plate": Place("table.bottomleft", 12, -72),
        "pile": Place("table.bottomleft", 16, -211, card=92, step=26),
        "bank": Place("table.topleft", 16, 250, card=56, step=26),
        "hand": Place("table.bottomleft", 236, -200, card=100, h=192),
    },
    theirs={
        "pile": Place("plate.bottomleft", 0, 8, card=72, step=20),
        "open": Place("plate.bottomleft", 0, 8, card=40),
        "bank": Place("plate.midright", card=40, step=26),
        "hand": Place("plate.bottomleft", 166, 32, card=40),
    },
)
#: On a phone: smaller piles under the opponents' plates; across the middle the draw pile,
#: the discard, the card tried for luck and the hint's strip; at the foot your bank over
#: your plate, your pile beside it, then your hand; three buttons under Hint (Draw, Try
#: your luck, and the answer to a question inside a turn).
COMPACT_LAYOUT = LAYOUT.but(
    column_w=220,
    table={
        DRAW: Place("table.topleft", 340, 289, card=80, pin="center"),
        DISCARD: Place("table.topleft", 460, 289, card=80, pin="center"),
        "reveal": Place("table.topleft", 620, 300, card=100, pin="center"),
        **column_stack([("hint", 1), ("controls", 3)], COMPACT, foot=12),
        "strip": Place("table.topleft", 690, 226, w=346, h=126),
    },
    mine={
        "plate": Place("table.bottomleft", 12, -92),
        "pile": Place("table.bottomleft", 274, -158, card=80, step=26),
        "bank": Place("table.topleft", 16, 426, card=56, step=26),
        "hand": Place("table.bottomleft", 496, -211, card=100, h=203),
    },
    theirs={"pile": Place("plate.bottomleft", 0, 8, card=56, step=20)},
)


#: The first-time tips: your pile and hand, the piles to draw from, Try your luck, your bank.
TIP_KEYS = (
    N_("mada.guide.pile"),
    N_("mada.guide.draw"),
    N_("mada.guide.luck"),
    N_("mada.guide.bank"),
)


def _clears_a_pile(event: Event) -> bool:
    """A card going from a pile to the discard: a round's end clearing the table (a
    reshuffle's too, but that never comes right before a round's end)."""
    d = event.data
    return event.kind == "move" and d["from"].startswith("pile:") and d["to"] == DISCARD


#: The buttons' column: draw, try your luck, and the answer to a question inside a turn
#: (the loser's set-aside, a Double Lemur's pile), shown only while one is asked.
CONTROLS = (
    Control("draw", N_("mada.draw"), N_("mada.draw.tip"), pygame.K_d),
    Control("luck", N_("mada.luck"), N_("mada.luck.tip"), pygame.K_l, "primary", True),
    Control(
        "answer",
        N_("mada.choose_pile"),
        style="primary",
        bold=True,
        only_live=True,
        verbs=("discard", "swap"),
        words=lambda table, legal: table.answer_words(legal),
    ),
)


def sort_key(card: str) -> tuple[int, str]:
    """Hands sort by value, Lemurs and Double Lemurs last."""
    return (VALUE[card] or SPECIAL_ORDER.get(face_of(card), 22), card)


class MadaTable(Placed, CardTable):
    game_id = "mada"
    events = EVENTS
    plans = {"full": LAYOUT, "compact": COMPACT_LAYOUT}
    parts = (Piles(), Banks(), Backs())
    cue_ms = CUE_MS
    move_kinds = frozenset({"play", "luck"})  # and draws: the moves marked until the next
    draw_zone, deal_each = DRAW, HAND_LIMIT  # the opening hands come from the draw pile
    deal_word = "round"
    results_unit = N_("mada.results.pears")

    def __init__(self, app: App, resume: bool = False, human_seat: int = HUMAN) -> None:
        super().__init__(app, resume, human_seat)
        self.revealed: str | None = None  # the card turned over by trying your luck
        self.stung: int | None = None  # a Scorpion is about to take a card from this seat
        self.picked: list[str] = []  # the loser's cards picked to set aside
        #: the round as played (ahead of what is shown): each seat's banked card, the bust
        self.banks: dict[int, str] = {}
        self.bust: dict[str, Any] | None = None
        self.hand_view: HandView | None = None
        self.stock_pile: StockPile | None = None
        self.discard_pile: DiscardPile | None = None
        self.controls = Controls(self, CONTROLS)

    # --- the base's hooks ------------------------------------------------------------------
    def make_words(self, human: int) -> MadaWords:
        n = self.session.n_seats if self.session is not None else 2
        return MadaWords(human, n, self.events.kinds)

    def reset_table(self, fresh: bool) -> None:
        super().reset_table(fresh)
        self.revealed = self.stung = self.bust = None
        self.picked, self.banks = [], {}

    def pause_after(self, event: Event) -> bool:
        """Stop when a round's banking is shown and only the clearing of its piles is left
        before its end: the summary shows over the table as the round left it, still
        under its own number (the piles clear and the next round starts on Next round)."""
        return not _clears_a_pile(event) and self._round_end_ahead() is not None

    def _round_end_ahead(self) -> Event | None:
        """The round's end, when nothing but piles going to the discard comes before it."""
        ahead = next((queued for queued in self.queue if not _clears_a_pile(queued)), None)
        return ahead if ahead is not None and ahead.kind == "round_end" else None

    def on_pause(self, event: Event) -> None:
        """The round's summary (the pipeline stopped with its end ahead)."""
        end = self._round_end_ahead()
        assert end is not None
        self.ending.show_summary(*self.summary(end.data))

    def summary(self, d: dict[str, Any]) -> tuple[str, list[str]]:
        """The round's summary: who busted on what, who banked which card."""
        assert self.shown is not None
        n = self.shown.n_seats
        title = tr("mada.summary.title", round=d["round"] - 1)
        lines = [self.words.narrate(Event("bust", self.bust)) or ""] if self.bust else []
        for seat in [(d["loser"] + 1 + i) % n for i in range(n - 1)]:  # who banked what
            card, you = self.banks.get(seat), ".you" if seat == self.human else ""
            said = {"card": self.words.card(card), "pears": PEARS[card]} if card else {}
            name, count = self.words.seat(seat), banked(self.shown)[seat]
            key = ("bank" if card else "none") + you
            lines.append(SUMMARY_KEYS.text(key, name=name, n=count, **said))
        best = self.round_winners()
        if best:
            names = ", ".join(self.words.seat(seat) for seat in best)
            lines.append(tr("mada.summary.best", names=names, pears=PEARS[self.banks[best[0]]]))
        lines.append(self.words.line("next", (d["loser"] + 1) % n, round=d["round"]))
        self.banks, self.bust = {}, None
        return title, lines

    def round_winners(self) -> list[int]:
        """Who won the round just played: the seats that banked the most prickly pears in
        it, ties included (`tally.came_out_best`, as the results count a deal won)."""
        gains = [PEARS[self.banks[s]] if s in self.banks else 0 for s in range(self.shown.n_seats)]
        return [s for s in range(len(gains)) if came_out_best(gains, s)]

    def tally_spec(self) -> TallySpec:
        """The results chart follows each bank's prickly pears round by round (the banks are
        turned up at the end, so the history shows nothing the match hid)."""
        return TallySpec("pears", read=lambda match: match.scores())

    def result_text(self, result: dict[str, Any]) -> tuple[str, list[str]]:
        """The end's title; the results panel shows the placings (`tally_spec`)."""
        winners = result.get("winners", [])
        if len(winners) > 1:
            return tr("mada.end.shared"), []
        if self.human in winners:
            return tr("mada.end.won.you"), []
        return tr("mada.end.won", name=self.words.seat(winners[0] if winners else 0)), []

    def play_events(self, events) -> None:
        """Keep the round's facts as it is played: each seat's banked card (public: it lay
        on top of its pile) and the bust; a round's end counts in the statistics at once
        (not when shown, so leaving mid-animation loses nothing)."""
        events = list(events)
        for event in events:
            d = event.data
            if event.kind == "move" and d["to"].startswith("bank:"):
                self.banks[int(d["to"][5:])] = d["card"]
            elif event.kind == "bust":
                self.bust = dict(d)
            elif event.kind in ("round_end", "game_end"):
                count_round(self.game_id, self.human in self.round_winners())
        super().play_events(events)

    # --- what the human is asked -----------------------------------------------------------
    def choice_kind(self) -> str | None:
        """The open question the human answers now: "scorpion", "swap", "discard"."""
        if self.session is None or not self.can_act:
            return None
        choice = self.session.view()["choice"]
        return choice["kind"] if choice else None

    def prompt_text(self) -> str:
        if self.session is None or self.shown is None:
            return ""
        kind = self.choice_kind()
        if kind is not None:
            return PROMPT_KEYS.text(kind)
        turn = any(a.verb == "play" for a in self.session.human_actions())
        return f"{PROMPT_KEYS.text('turn' if turn else 'stuck')} {risk_text(self.session.view())}"

    def move_name(self, action: Action) -> str:
        return self.words.move(action)

    def reason_text(self, decision: Decision) -> str:
        """The reason, and for a move of a turn the bust risk of trying your luck now."""
        reason = self.words.reason(decision)
        if decision.action.verb in ("play", "draw", "luck") and self.session is not None:
            return f"{reason} {risk_text(self.session.view())}"
        return reason

    def hint_target(self, action: Action) -> pygame.Rect | None:
        verb = action.verb
        if verb in ("play", "scorpion") and action.args and self.hand_view is not None:
            return self.hand_view.card_rect(action.args[0])
        if verb == "swap":
            return self.pile_spot(int(action.args[0][3:])).area
        return self.controls.rect_of(verb)

    # --- geometry and widgets ---------------------------------------------------------------
    def pile_spot(self, seat: int) -> PileSpot:
        zone = f"pile:{seat}"
        return PileSpot(*self.where(zone).topleft, self.zone_card(zone), self.zone_place(zone).step)

    def left_room(self) -> int:
        """How wide the labels left of the draw pile may be."""
        return self.where(DRAW).left - 24 - (self.table_rect.x + 16)

    def guide_tips(self) -> list[tuple[str, pygame.Rect]]:
        """Your pile and hand, the piles to draw from, Try your luck (the bust risk is on
        the line above your hand), and your bank."""
        assert self.hand_view is not None
        assert self.stock_pile is not None and self.discard_pile is not None
        bank, step = self.where(f"bank:{self.human}"), self.zone_place(f"bank:{self.human}").step
        mine = self.pile_spot(self.human).area.union(self.hand_view.cards_rect())
        banks = pygame.Rect(bank.x, bank.y - 30, bank.w + 4 * step, bank.h + 30)
        piles = self.stock_pile.rect.union(self.discard_pile.rect)
        luck = pygame.Rect(self.controls.buttons["luck"].rect)
        return list(zip(TIP_KEYS, (mine, piles, luck, banks), strict=True))

    def layout_table(self) -> None:
        if self.session is None or self.shown is None:
            return
        self.discard_pile = DiscardPile(self.where(DISCARD).center, self.zone_card(DISCARD))
        back, draw = back_surface(DECK, self.zone_card(DRAW)), partial(self.controls.press, "draw")
        text = self.profile.min_text
        self.stock_pile = self.ui.add(
            StockPile(self.where(DRAW).center, back, draw, tr(CONTROLS[0].tip), text)
        )
        hand, width = self.where(f"hand:{self.human}"), self.card_w
        self.hand_view = HandView(
            hand, self.face, width, self.pick_card, sort_key, profile=self.profile
        )
        self.hand_view.hidden = self.flights.hidden
        self.ui.add(self.hand_view)
        self.controls.layout(*self.where("controls").topleft, self.plan.column_w)
        self.refresh_widgets()
        if self.ui.focus_index is None:
            self.ui.focus(self.hand_view)

    def refresh_widgets(self) -> None:
        if self.shown is None or self.hand_view is None or self.stock_pile is None:
            return
        self.hand_view.set_cards(self.shown.hand)
        self.stock_pile.count = self.shown.count(DRAW)
        self.dirty = True

    def face(self, card: str, width: int = 0) -> pygame.Surface:
        return card_surface(DECK, face_of(card), width or self.card_w)

    def sized(self, width: int):
        return lambda card: self.face(card, width)

    # --- showing events (the event table names these) -------------------------------------
    def new_deal(self, d: dict[str, Any]) -> None:
        self.anim.wait(200)

    def show_bust(self, d: dict[str, Any]) -> None:
        self.callouts.show(self.anim, "centre", tr("mada.verdict.bust"), BANNER_MS, "banner")
        self.cue(d["seat"], tr("mada.cue.bust"))

    def stings(self, d: dict[str, Any]) -> None:
        self.stung = d["seat"]

    def played(self, d: dict[str, Any]) -> None:
        self.stung = None

    def bank_cue(self, d: dict[str, Any]) -> None:
        if d.get("name") == "banked":
            self.cue(d["seat"], tr("mada.cue.bank"), 500)

    def spot(self, zone: str, card: str | None) -> Spot:
        """Where a card sits in `zone` (or lands there), and how it looks there: the card
        tried for luck where it was turned over, a pile's card in its cascade, a bank's on
        top of it, an opponent's hand card as a back on its plate."""
        assert self.shown is not None and self.hand_view is not None
        kind, _, tail = zone.partition(":")
        if zone == DRAW and card is not None and card == self.revealed:
            kind = zone = "reveal"
        width = self.zone_card(zone)
        if kind == "hand" and int(tail) == self.human and card:
            return Spot(self.hand_view.slot_for(card).center, self.face(card), width)
        if kind == "pile":
            cards = pile(self.shown, int(tail))
            if card:
                return self.in_pile(int(tail), cards if card in cards else [*cards, card], card)
            at = self.pile_spot(int(tail)).slot(len(cards), len(cards) + 1).center
        elif kind == "bank":
            at = self.where(zone).move(10 * self.shown.count(zone), 0).center
        else:
            at = self.plate(int(tail)).center if kind == "hand" else self.where(zone).center
        if card and kind not in (DRAW, "hand"):
            return Spot(at, self.face(card, width), width)
        return Spot(at, back_surface(DECK, width), width, False)

    def in_pile(self, seat: int, cards: list[str], card: str) -> Spot:
        """Where `card` lies in `seat`'s pile when it holds `cards`, face up."""
        spot = self.pile_spot(seat)
        at = spot.slot(cards.index(card), len(cards)).center
        return Spot(at, self.face(card, spot.card_w), spot.card_w)

    def move_ms(self, event: Event) -> float:
        """A deal's cards and a round's piles going to the discard fly fast."""
        d = event.data
        dealing = d["from"] == DRAW and d["to"].startswith("hand:") and self.shown.turn is None
        return DEAL_MS if dealing or _clears_a_pile(event) else SLIDE_MS + 100

    def seen(self, event: Event) -> str | None:
        """A banked card: everyone saw it on top of its pile."""
        src = event.data["from"]
        return self.shown.top_of(src) if src.startswith("pile:") else None

    def show_move(self, event: Event) -> None:
        """The kit's flight, but for a swap's exchange (flown with the swap); then the
        card tried for luck has landed, and a Scorpion stings or takes its card."""
        card, src, dst = event.data.get("card"), event.data["from"], event.data["to"]
        if src.startswith("pile:") and dst.startswith("pile:"):
            return  # the swap's change exchanged the piles already
        super().show_move(event)
        if card is not None and card == self.revealed and src == DRAW:
            self.revealed = None
        if dst == DISCARD and card is not None:
            self._sting(src, card)

    def _sting(self, src: str, card: str) -> None:
        """A Scorpion comes out (who it stings), or the card it takes from the stung hand."""
        if face_of(card) == "S":
            self.stung = int(src[5:]) if src.startswith("hand:") else self.shown.turn
            if self.stung is not None:
                self.cue(self.stung, tr("mada.cue.scorpion"), CUE_MS)
            self.cue("centre", tr("mada.verdict.scorpion"), CUE_MS, "strong")
        elif src.startswith("hand:") and self.stung == int(src[5:]):
            self.cue(self.stung, tr("mada.cue.takes", card=self.words.card(card)), CUE_MS + 300)
            self.stung = None

    def show_luck(self, d: dict[str, Any]) -> None:
        """Suspense: the top card lifts face down, waits, turns over (one flight, after a
        delay); then the verdict."""
        seat, card = d["seat"], d["card"]
        value = VALUE[card]  # a special's verdict is its face
        safe = value >= top_value(pile(self.shown, seat))
        verdict = face_of(card) if not value else "safe" if safe else "bust"
        for where, look in ((seat, "cue"), ("centre", "strong")):
            self.cue(where, tr("mada.cue.luck"), SUSPENSE_MS, look)
        turned = self.spot("reveal", card)
        back = back_surface(DECK, turned.width)
        lifted = Spot(self.where(DRAW).center, back, self.zone_card(DRAW), False)

        def landed() -> None:
            self.revealed = card
            look = "banner" if verdict == "bust" else "strong"
            self.callouts.show(self.anim, "reveal", VERDICT_KEYS.text(verdict), VERDICT_MS, look)

        self.flights.fly(
            self.anim, lifted, turned, "reveal", card, ms=TURN_MS, delay=SUSPENSE_MS, on_done=landed
        )

    def show_lemur(self, d: dict[str, Any]) -> None:
        """The pull-down: every card flies from its place in the old pile to the new one,
        the pulled group first, the rest after."""
        seat, new = d["seat"], list(d["pile"])
        old = pile(self.shown, seat)
        self.cue(seat, tr("mada.cue.lemur"), LEMUR_MS + 300)
        for card in (c for c in new if c in old and old.index(c) != new.index(c)):
            delay = 200 if new.index(card) < old.index(card) else 200 + LEMUR_MS // 2
            self._regroup(card, (seat, old), (seat, new), ms=LEMUR_MS, delay=delay)

    def show_swap(self, d: dict[str, Any]) -> None:
        """Two whole piles change places, card by card, order kept."""
        a, b = d["seat"], d["other"]
        for seat in (a, b):
            self.cue(seat, tr("mada.cue.swap"), SWAP_MS + 300)
        for src, dst in ((a, b), (b, a)):
            cards = pile(self.shown, src)
            for i, card in enumerate(cards):
                self._regroup(card, (src, cards), (dst, cards), ms=SWAP_MS, delay=150 + 40 * i)

    def _regroup(self, card: str, here: PileCards, there: PileCards, **kw: float) -> None:
        """A pile card from its place among `here` to its place among `there` (a seat and
        its pile's cards each) along a gentle arc (the kit's `Moves.regroup`)."""
        (a, old), (b, new) = here, there
        start, end = self.in_pile(a, old, card), self.in_pile(b, new, card)
        self.flights.regroup(self.anim, start, end, f"pile:{b}", card, arc=PILE_ARC, **kw)

    def show_reshuffle(self, d: dict[str, Any]) -> None:
        assert self.stock_pile is not None and self.discard_pile is not None
        self.cue("centre", tr("mada.cue.reshuffle"), 900)
        back = self.spot(DRAW, None).image
        at, to = self.discard_pile.center, self.stock_pile.rect.center
        self.flights.gather(self.anim, back, at, to, len(d["cards"]))

    def reference_notes(self) -> list[Note]:
        """Mada's cards (rules §4-6): cactus cards, trying your luck, the three specials,
        the end."""
        faces = {name: self.face(card, PICTURE_W) for name, card in PICTURED.items()}
        return [Note(REFERENCE.text(name), faces.get(name)) for name in REFERENCE]

    # --- the human's actions -------------------------------------------------------------
    def _legal(self) -> set[str]:
        """The hand cards a tap may use now: plays, a Scorpion's price, or the loser's
        picks (the picked cards are lifted)."""
        if not self.can_act:
            return set()
        if self.choice_kind() == "discard":
            return set(self.picked)
        return {a.args[0] for a in self.session.human_actions() if a.verb in ("play", "scorpion")}

    def pick_card(self, card: str) -> None:
        """A tapped hand card: played, a Scorpion's price, or picked to set aside."""
        kind = self.choice_kind()
        if kind == "discard":
            if card in self.picked:
                self.picked.remove(card)
            else:
                self.picked.append(card)
            self.controls_changed()
            self.dirty = True
        elif self.can_act:  # a card while a Double Lemur asks for a pile: refused, saying why
            self.act("scorpion" if kind == "scorpion" else "play", card)

    def press(self, move: str) -> None:
        """A control's move; the answer sets aside the picked cards, or opens the pile
        chooser (keys 1..4 too) with every seat the Double Lemur may swap with."""
        if move == "discard":
            hand = self.session.view()["zones"][f"hand:{self.human}"]
            if self.act("discard", *(c for c in hand if c in self.picked)):
                self.picked = []
        elif move == "swap":
            actions = [a for a in self.session.human_actions() if a.verb == move]
            seats = [int(str(a.param("to"))) for a in actions]
            options = [Option(s, self.words.seat(s), None, self._pile(s)) for s in seats]
            swap = lambda seat: seat is not None and self.act("swap", to=seat)  # noqa: E731
            choose(self, tr("mada.swap.title"), options, swap)
        else:
            self.act(move)

    def _pile(self, seat: int) -> Painter:
        """A pile in the chooser: its top card and its height."""
        cards = pile(self.shown, seat)
        top = centred(self.face(cards[-1], 56)) if cards else None
        label = tr("mada.pile.height", n=len(cards)) if cards else tr("mada.pile.empty")

        def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
            if top is not None:
                top(surface, rect)
            draw_label(
                surface, label, (rect.x + 4, rect.bottom - 10), rect.w - 8, self.profile.min_text
            )

        return paint

    # --- every frame -----------------------------------------------------------------------
    def controls_changed(self) -> None:
        """The hand lifts what a tap may use, the buttons and the draw pile follow the legal
        moves, and the answer button says what it will do."""
        if self.session is None or self.shown is None or self.hand_view is None:
            return
        if self.sync_shown():
            self.revealed = None
        act, kind = self.can_act, self.choice_kind()
        if kind != "discard":
            self.picked = []
        confirm = bool(self.app.settings.get("confirm_play", False))
        self.hand_view.confirm = confirm and kind != "discard"  # picking cards to set aside
        if self.hand_view.show_legal(self._legal(), act):
            self.dirty = True
        self.hand_view.enabled = act
        verbs = legal_verbs(self)
        self.controls.sync(verbs)
        self.stock_pile.ready = self.stock_pile.enabled = "draw" in verbs

    def answer_words(self, legal: set[str]) -> str:
        """The answer button's words: how many cards it sets aside, or Choose a pile."""
        if "discard" not in legal:
            return tr("mada.choose_pile")
        n = len(self.picked)
        return tr("mada.discard.some", n=n) if n else tr("mada.discard.none")

    # --- drawing -------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        """Each seat's parts under its plate (pile, bank, hand), the discard, the card
        turned over for luck, the round's line and the last move's mark."""
        shown = self.shown
        if shown is None or self.session is None or self.discard_pile is None:
            return
        for seat in range(shown.n_seats):
            self.draw_parts(surface, seat)
            draw_seat(surface, self.plate(seat), self.seat_view(seat), True, profile=self.profile)
        visible = [c for c in shown.discard if c not in self.flights.hidden]
        self.discard_pile.draw(surface, visible, self.sized(self.zone_card(DISCARD)))
        if self.revealed is not None:
            spot = self.spot("reveal", self.revealed)
            surface.blit(spot.image, spot.image.get_rect(center=spot.centre))
        if not visible:
            pygame.draw.rect(
                surface, theme.ON_FELT_MUTED, self.discard_pile.rect, 2, border_radius=8
            )
        text = tr("mada.status.round", round=shown.round)
        bank = self.where(f"bank:{self.human}")
        draw_label(surface, text, (bank.x, bank.y - 44), self.left_room(), self.profile.min_text)
        self._draw_last_move(surface)

    def _draw_last_move(self, surface: pygame.Surface) -> None:
        """Ring the plate of the seat that moved last, say what it did, and ring the card it
        played (or turned up) where it lies: on top of its pile, or of the discard."""
        move = self.last_move()
        if move is None or self.shown is None or self.discard_pile is None:
            return
        card: pygame.Rect | None = None
        cards = pile(self.shown, move.seat)
        if move.card and cards and cards[-1] == move.card and move.card not in self.flights.hidden:
            card = self.pile_spot(move.seat).slot(len(cards) - 1, len(cards))
        elif move.card and self.shown.discard[-1:] == [move.card]:
            card = self.discard_pile.rect
        draw_last_move(surface, move, self.plate(move.seat), card, text=self.profile.min_text)

    def overlay_place(self) -> tuple[tuple[int, int], int]:
        """The round's summary leaves every plate, pile and your bank in view: the table
        as the round left it is what the summary tells about."""
        room = self.results_room()
        return room.center, room.w

    def seat_view(self, seat: int) -> Seat:
        line = tr("mada.seat.line", bank=banked(self.shown)[seat])
        turn = self.shown.turn == seat and not self.finished
        return Seat(self.words.seat(seat), emblem_index(seat, self.human), line=line, turn=turn)

    def place(self, where: Any) -> tuple[int, int] | None:
        """Where a callout shows: over a seat's pile (right of yours), over the middle
        piles, or under the card turned over for luck."""
        if where == "centre":
            (x, y), (x2, _) = self.where(DRAW).center, self.where(DISCARD).center
            return ((x + x2) // 2, y - 84)
        if where == "reveal":
            return self.where("reveal").move(0, 100).center
        if isinstance(where, int) and self.shown is not None and 0 <= where < self.shown.n_seats:
            area = self.pile_spot(where).area
            return area.move(120, 24).topright if where == self.human else area.move(0, 30).midtop
        return None
