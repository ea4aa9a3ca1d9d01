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

What each event does at the table (the model's change, its words, sound and show) is
Mada's event table (mada_events); the words are in mada_words, the piles' look in
mada_look.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ai.base import Decision
from game.engine.actions import Action
from game.engine.events import Event
from game.engine.mada_deck import BANK_TARGET, HAND_LIMIT, PEARS, VALUE, face_of
from game.i18n import N_, tr
from game.ui import fastblit, fonts, theme
from game.ui.art import back_surface, card_size, card_surface
from game.ui.scenes.mada_events import (
    DISCARD,
    DRAW,
    EVENTS,
    bank,
    banked,
    match_over,
    pears,
    pile,
    top_value,
)
from game.ui.scenes.mada_look import PileSpot, draw_bank, draw_label, draw_pile
from game.ui.scenes.mada_words import (
    PROMPT_KEYS,
    VERDICT_KEYS,
    MadaWords,
    card_text,
    move_text,
    risk_text,
    seat_name,
)
from game.ui.table.cards import CardTable
from game.ui.table.chooser import ChoiceOverlay, Option
from game.ui.table.controls import Control, Controls, legal_verbs
from game.ui.table.flight import DEAL_MS, SLIDE_MS
from game.ui.table.hand import HandView
from game.ui.table.lastmove import LastMove, draw_last_move, last_move
from game.ui.table.layout import free_room
from game.ui.table.model import TableModel
from game.ui.table.moves import Spot
from game.ui.table.piles import DiscardPile, StockPile, count_badge
from game.ui.table.reference import PICTURE_W, Note
from game.ui.table.seats import Seat, draw_seat, emblem_index, plate_rect
from game.ui.table.session import HUMAN
from game.ui.table.stats import count_round
from game.ui.table.tally import TallySpec, came_out_best

if TYPE_CHECKING:
    from game.ui.services import App

DECK = "mada"
HAND_W = 100  # the hand's cards
MY_PILE_W = 92  # your personal pile
PILE_W = 72  # the opponents' piles
CENTRE_W = 80  # draw pile and discard
REVEAL_W = 116  # the card turned over when someone tries their luck
BANK_W = 40  # an opponent's bank
MY_BANK_W = 56  # your bank (faces)
BANK_STEP = 26  # how far apart a bank's cards lie, face up
ROOM_W = 480  # the narrowest the results panel may be
COL_W = 200
CUE_MS = 700
SUSPENSE_MS = 650  # the card lies face down a moment before it turns
TURN_MS = 420
VERDICT_MS = 900
LEMUR_MS = 650
SWAP_MS = 800
PILE_ARC = 0.3  # a pile card's flight bulges by this share of its length (Lemurs, swaps)
BANNER_MS = 1100
SPECIAL_ORDER = {"L": 20, "DL": 21}
MOVE_KINDS = frozenset(
    {"play", "luck"}
)  # and draws: cards from the draw pile to a hand  # the moves marked until the next


def _clears_a_pile(event: Event) -> bool:
    """A card going from a pile to the discard: a round's end clearing the table (a
    reshuffle's too, but that never comes right before a round's end)."""
    d = event.data
    return (
        event.kind == "move"
        and str(d.get("from", "")).startswith("pile:")
        and (d.get("to") == DISCARD)
    )


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
        live=lambda legal: bool(legal & {"discard", "swap"}),
        only_live=True,
    ),
)


def sort_key(card: str) -> tuple[int, str]:
    """Hands sort by value, Lemurs and Double Lemurs last."""
    return (VALUE[card] or SPECIAL_ORDER.get(face_of(card), 22), card)


class MadaTable(CardTable):
    game_id = "mada"
    events = EVENTS
    cue_ms = CUE_MS
    deal_word = "round"
    results_unit = N_("mada.results.pears")

    def __init__(self, app: App, resume: bool = False, human_seat: int = HUMAN) -> None:
        super().__init__(app, resume, human_seat)
        self.revealed: str | None = None  # the card turned over by trying your luck
        self.stung: int | None = None  # a Scorpion is about to take a card from this seat
        self.picked: list[str] = []  # the loser's cards picked to set aside
        self.round_banks: dict[int, str | None] = {}
        self.round_bust: dict[str, Any] | None = None
        #: the match as played so far (ahead of what is shown), for the round statistics
        self.ledger: TableModel | None = None
        self.round_pears: dict[int, int] = {}  # pears banked this round, per seat
        self.hand_view: HandView | None = None
        self.stock_pile: StockPile | None = None
        self.discard_pile: DiscardPile | None = None
        self.controls = Controls(self, CONTROLS)

    # --- the base's hooks ------------------------------------------------------------------
    def make_words(self, human: int) -> MadaWords:
        n = self.session.n_seats if self.session is not None else 2
        return MadaWords(human, n, self.events.kinds)

    def reset_table(self, fresh: bool) -> None:
        super().reset_table(fresh)  # what is shown; the ledger runs ahead of it
        assert self.session is not None
        view, over = self.session.view(), self.session.over
        ledger = TableModel.fresh(EVENTS, view) if fresh else TableModel.of(EVENTS, view, over)
        self.ledger = ledger
        self.round_pears = {}
        self.revealed = self.stung = None
        self.picked = []
        self.round_banks, self.round_bust = {}, None

    def pause_after(self, event: Event) -> bool:
        """Stop when a round's banking is shown and only the clearing of its piles is left
        before its end: the summary shows over the table as the round left it, still
        under its own number (the piles clear and the next round starts on Next round)."""
        return not _clears_a_pile(event) and self._round_end_ahead() is not None

    def _round_end_ahead(self) -> Event | None:
        """The round's end, when nothing but piles going to the discard comes before it."""
        for queued in self.queue:
            if queued.kind == "round_end":
                return queued
            if not _clears_a_pile(queued):
                return None
        return None

    def on_pause(self, event: Event) -> None:
        end = self._round_end_ahead()
        if end is None:
            self.resume_pipeline()
            return
        self.ending.show_summary(*self.summary(end.data))

    def summary(self, d: dict[str, Any]) -> tuple[str, list[str]]:
        """The round's summary: who busted on what, who banked which card."""
        assert self.shown is not None
        n = self.shown.n_seats
        title = tr("mada.summary.title", round=d["round"] - 1)
        lines = []
        bust = self.round_bust
        if bust is not None:
            lines.append(self.words.narrate(Event("bust", bust)) or "")
        for seat in [(d["loser"] + 1 + i) % n for i in range(n - 1)]:
            card = self.round_banks.get(seat)
            name = seat_name(seat, self.human)
            count = banked(self.shown)[seat]
            if card:
                key = "mada.summary.bank.you" if seat == self.human else "mada.summary.bank"
                lines.append(tr(key, name=name, card=card_text(card), pears=PEARS[card], n=count))
            else:
                key = "mada.summary.none.you" if seat == self.human else "mada.summary.none"
                lines.append(tr(key, name=name, n=count))
        best = self.round_winners()
        if best:
            names = ", ".join(seat_name(seat, self.human) for seat in best)
            card = self.round_banks[best[0]]
            lines.append(tr("mada.summary.best", names=names, pears=PEARS[card or ""]))
        nxt = (d["loser"] + 1) % n
        lines.append(self.words.line("next", nxt, round=d["round"]))
        self.round_banks, self.round_bust = {}, None
        return title, lines

    def round_winners(self) -> list[int]:
        """Who won the round just ended: the seats that banked the most prickly pears in
        it, ties included (`tally.came_out_best`, as the statistics count it)."""
        assert self.shown is not None
        gains = [PEARS.get(self.round_banks.get(s) or "", 0) for s in range(self.shown.n_seats)]
        return [s for s in range(len(gains)) if came_out_best(gains, s)]

    def tally_spec(self) -> TallySpec:
        """The results chart follows each bank's prickly pears round by round (the banks are
        turned up at the end, so the history shows nothing the match hid)."""
        return TallySpec("pears", read=lambda match: match.scores())

    def result_text(self, result: dict[str, Any]) -> tuple[str, list[str]]:
        winners = result.get("winners", [])
        scores = result.get("scores", [])
        if len(winners) > 1:
            title = tr("mada.end.shared")
        elif self.human in winners:
            title = tr("mada.end.won.you")
        else:
            title = tr("mada.end.won", name=seat_name(winners[0] if winners else 0, self.human))
        order = sorted(range(len(scores)), key=lambda s: -scores[s])
        kept = banked(self.shown) if self.shown is not None else [0] * len(scores)
        lines = []
        for seat in order:
            place = 1 + sum(1 for s in order if scores[s] > scores[seat])
            lines.append(
                tr(
                    "mada.end.line",
                    place=place,
                    name=seat_name(seat, self.human),
                    pears=scores[seat],
                    n=kept[seat],
                )
            )
        if self.shown is not None:
            lines.append(tr("mada.end.rounds", n=self.shown.round))
        return title, lines

    def play_events(self, events) -> None:
        """Count each finished round in the statistics as soon as it is played (not when
        shown, so leaving mid-animation loses nothing). A round is won by the seats that
        banked the most prickly pears in it, ties included (`tally.came_out_best`, as the
        results count a deal won); the banked cards were public on top of their piles, so
        the ledger (the events as you see them) knows them."""
        events = list(events)
        if self.ledger is not None:
            for event in events:
                self._keep_ledger(self.ledger, event.for_seat(self.human))
        super().play_events(events)

    def _keep_ledger(self, ledger: TableModel, event: Event) -> None:
        """One event into the ledger: the pears banked this round; a round's end counts."""
        d = event.data
        if event.kind == "move" and d["from"].startswith("pile:") and d["to"].startswith("bank:"):
            card = d.get("card") or ledger.top_of(d["from"])
            seat = int(d["to"][5:])
            self.round_pears[seat] = self.round_pears.get(seat, 0) + PEARS.get(card or "", 0)
        elif event.kind in ("round_end", "game_end"):
            gains = [self.round_pears.get(s, 0) for s in range(ledger.n_seats)]
            count_round(self.game_id, came_out_best(gains, self.human))
            self.round_pears = {}
        ledger.apply(event)

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
            return tr(PROMPT_KEYS[kind])
        verbs = {a.verb for a in self.session.human_actions()}
        key = PROMPT_KEYS["turn" if "play" in verbs else "stuck"]
        return f"{tr(key)} {risk_text(self.session.view())}"

    def move_name(self, action: Action) -> str:
        return move_text(action, self.human)

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
        if verb in ("draw", "luck") and verb in self.controls.buttons:
            return self.controls.buttons[verb].rect
        if verb == "swap":
            return self.pile_spot(int(action.args[0][3:])).area
        if verb == "discard" and "answer" in self.controls.buttons:
            return self.controls.buttons["answer"].rect
        return None

    # --- geometry ----------------------------------------------------------------------------
    @property
    def column_x(self) -> int:
        return self.table_rect.right - COL_W - 10

    @property
    def hint_rect(self) -> pygame.Rect:
        area = self.table_rect
        return pygame.Rect(self.column_x, area.bottom - 258, COL_W, 56)

    @property
    def hint_line_centre(self) -> tuple[int, int]:
        return self.strip_room().center

    @property
    def hint_room(self) -> int:
        return self.strip_room().w

    def strip_room(self) -> pygame.Rect:
        """Above the hand, between your pile and the buttons."""
        area = self.table_rect
        left = area.x + 236
        return pygame.Rect(left, area.bottom - 250, self.column_x - 10 - left, 76)

    def opponents(self) -> list[int]:
        assert self.shown is not None
        n = self.shown.n_seats
        return [(self.human + 1 + i) % n for i in range(n - 1)]

    def plate(self, seat: int) -> pygame.Rect:
        area = self.table_rect
        if seat == self.human:
            return pygame.Rect(area.x + 12, area.bottom - 72, 206, 64)
        others = self.opponents()
        col = min(300, (area.w - 16) // len(others))
        left = area.centerx - col * len(others) // 2
        cx = left + col * others.index(seat) + col // 2
        return plate_rect((cx, area.y + 6))

    def pile_spot(self, seat: int) -> PileSpot:
        if seat == self.human:
            area = self.table_rect
            return PileSpot(area.x + 16, area.bottom - 211, MY_PILE_W, 26)
        plate = self.plate(seat)
        return PileSpot(plate.x, plate.bottom + 8, PILE_W, 20)

    def bank_at(self, seat: int) -> tuple[int, int]:
        if seat == self.human:
            area = self.table_rect
            return (area.x + 16, area.y + 250)
        return self.plate(seat).midright

    def left_room(self) -> int:
        """How wide the labels left of the draw pile may be."""
        return self.centres()[0][0] - CENTRE_W // 2 - 24 - (self.table_rect.x + 16)

    def centres(self) -> tuple[tuple[int, int], tuple[int, int], tuple[int, int]]:
        """The draw pile, the discard, and where a card tried for luck is turned over."""
        area = self.table_rect
        y = area.y + 262
        return (area.centerx - 70, y), (area.centerx + 50, y), (area.centerx + 200, y)

    def bank_rect(self) -> pygame.Rect:
        """Your bank with its label, room for five cards (the game ends at five)."""
        x, y = self.bank_at(self.human)
        h = card_size(MY_BANK_W)[1]
        return pygame.Rect(x, y - 30, MY_BANK_W + BANK_STEP * (BANK_TARGET - 1), h + 30)

    def guide_tips(self) -> list[tuple[str, pygame.Rect]]:
        """Your pile and hand, the piles to draw from, Try your luck (the bust risk is on
        the line above your hand), and your bank."""
        assert self.hand_view is not None
        assert self.stock_pile is not None and self.discard_pile is not None
        return [
            (
                N_("mada.guide.pile"),
                self.pile_spot(self.human).area.union(self.hand_view.cards_rect()),
            ),
            (N_("mada.guide.draw"), self.stock_pile.rect.union(self.discard_pile.rect)),
            (N_("mada.guide.luck"), pygame.Rect(self.controls.buttons["luck"].rect)),
            (N_("mada.guide.bank"), self.bank_rect()),
        ]

    # --- widgets -------------------------------------------------------------------------
    def layout_table(self) -> None:
        if self.session is None or self.shown is None:
            return
        area = self.table_rect
        stock_at, discard_at, _ = self.centres()
        self.discard_pile = DiscardPile(discard_at, CENTRE_W)
        self.stock_pile = StockPile(
            stock_at, back_surface(DECK, CENTRE_W), self.draw_card, tr(CONTROLS[0].tip)
        )
        self.ui.add(self.stock_pile)
        left = area.x + 236
        hand_rect = pygame.Rect(left, area.bottom - 200, self.column_x - 10 - left, 192)
        self.hand_view = HandView(hand_rect, self.face, HAND_W, self.pick_card, sort_key)
        self.hand_view.hidden = self.flights.hidden
        self.ui.add(self.hand_view)
        self.controls.layout(self.column_x, area.bottom - 194, COL_W)
        self.refresh_widgets()
        if self.ui.focus_index is None:
            self.ui.focus(self.hand_view)

    def refresh_widgets(self) -> None:
        if self.shown is None or self.hand_view is None or self.stock_pile is None:
            return
        self.hand_view.set_cards(self.shown.hand)
        self.stock_pile.count = self.shown.count(DRAW)
        self.dirty = True

    def face(self, card: str, width: int = HAND_W) -> pygame.Surface:
        return card_surface(DECK, face_of(card), width)

    def sized(self, width: int):
        return lambda card: self.face(card, width)

    # --- showing events ------------------------------------------------------------------
    # --- showing events (the event table names these) -------------------------------------
    def new_deal(self, d: dict[str, Any]) -> None:
        self.anim.wait(200)

    def show_bust(self, d: dict[str, Any]) -> None:
        self.round_bust = dict(d)
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
        """Where a card sits in `zone` (or lands there), and how it looks there."""
        assert self.shown is not None and self.hand_view is not None
        stock_at, discard_at, reveal_at = self.centres()
        kind, _, tail = zone.partition(":")
        if zone == DRAW:
            if card is not None and card == self.revealed:
                return Spot(reveal_at, self.face(card, REVEAL_W), REVEAL_W)
            return Spot(stock_at, back_surface(DECK, CENTRE_W), CENTRE_W, False)
        if kind == "hand" and int(tail) == self.human and card:
            return Spot(self.hand_view.slot_for(card).center, self.face(card), HAND_W)
        if kind == "hand":
            return Spot(self.plate(int(tail)).center, back_surface(DECK, BANK_W), BANK_W, False)
        if zone == DISCARD:
            at, width = discard_at, CENTRE_W
        elif kind == "pile":
            spot, cards = self.pile_spot(int(tail)), pile(self.shown, int(tail))
            index = cards.index(card) if card in cards else len(cards)
            at, width = spot.centre(index, max(len(cards), index + 1)), spot.card_w
        else:  # a bank
            width = MY_BANK_W if int(tail) == self.human else BANK_W
            x, y = self.bank_at(int(tail))
            h = card_size(width)[1]
            at = (x + width // 2 + 10 * self.shown.count(zone), y + h // 2)
        if card:
            return Spot(at, self.face(card, width), width)
        return Spot(at, back_surface(DECK, width), width, False)

    def show_move(self, event: Event) -> None:
        assert self.shown is not None
        d = event.data
        card, src, dst = d.get("card"), d["from"], d["to"]
        if src.startswith("pile:") and dst.startswith("pile:"):
            self.shown.apply(event)  # a swap's exchange, already flown
            return
        if card is None and src.startswith("pile:"):  # banked: everyone saw it on the pile
            card = self.shown.top_of(src)
        dealing = src == DRAW and dst.startswith("hand:") and self.shown.turn is None
        fast = dealing or (dst == DISCARD and src.startswith("pile:"))
        ms = DEAL_MS if fast else SLIDE_MS + 100
        self.flights.move(self.anim, [event], self.spot, self.apply_shown, ms, seen=card)
        if card is not None and card == self.revealed and src == DRAW:
            self.revealed = None
        self._cue_move(src, dst, card)

    def _cue_move(self, src: str, dst: str, card: str | None) -> None:
        """Scorpions and what they take; banking remembered for the round's summary."""
        if dst.startswith("bank:"):
            self.round_banks[int(dst[5:])] = card
            return
        if dst != DISCARD or card is None:
            return
        if face_of(card) == "S":
            seat = int(src[5:]) if src.startswith("hand:") else self.shown_turn()
            self.stung = seat
            if seat is not None:
                self.cue(seat, tr("mada.cue.scorpion"), CUE_MS)
            self.callouts.show(self.anim, "centre", tr("mada.verdict.scorpion"), CUE_MS, "strong")
        elif src.startswith("hand:") and self.stung == int(src[5:]):
            self.cue(self.stung, tr("mada.cue.takes", card=card_text(card)), CUE_MS + 300)
            self.stung = None

    def shown_turn(self) -> int | None:
        return self.shown.turn if self.shown is not None else None

    def show_luck(self, d: dict[str, Any]) -> None:
        """Suspense: the top card lifts face down, waits, turns over; then the verdict."""
        assert self.shown is not None
        seat, card = d["seat"], d["card"]
        top = top_value(pile(self.shown, seat))
        face = face_of(card)
        if face in ("S", "DL", "L"):
            verdict = {"S": "scorpion", "DL": "double", "L": "lemur"}[face]
        else:
            verdict = "safe" if VALUE[card] >= top else "bust"
        stock_at, _, reveal_at = self.centres()
        self.cue(seat, tr("mada.cue.luck"), SUSPENSE_MS)
        self.callouts.show(self.anim, "centre", tr("mada.cue.luck"), SUSPENSE_MS, "strong")
        lifted = back_surface(DECK, REVEAL_W)

        def landed() -> None:
            self.revealed = card
            style = "banner" if verdict == "bust" else "strong"
            self.callouts.show(self.anim, "reveal", tr(VERDICT_KEYS[verdict]), VERDICT_MS, style)

        def turn() -> None:
            self.flights.launch(
                self.anim,
                lifted,
                stock_at,
                reveal_at,
                back=self.face(card, REVEAL_W),
                start_w=CENTRE_W,
                end_w=REVEAL_W,
                ms=TURN_MS,
                on_done=landed,
            )

        self.anim.wait(SUSPENSE_MS, turn)

    def show_lemur(self, d: dict[str, Any]) -> None:
        """The pull-down: every card flies from its place in the old pile to the new one."""
        assert self.shown is not None
        seat, new = d["seat"], list(d["pile"])
        old = pile(self.shown, seat)
        spot = self.pile_spot(seat)
        self.cue(seat, tr("mada.cue.lemur"), LEMUR_MS + 300)
        for card in new:
            if card not in old:
                continue
            start = spot.centre(old.index(card), len(old))
            end = spot.centre(new.index(card), len(new))
            if start == end:
                continue
            down = new.index(card) < old.index(card)  # the pulled group first, then the rest
            delay = 200 if down else 200 + LEMUR_MS // 2
            self._fly_later(delay, card, (spot, start), (spot, end), seat)

    def _fly_later(
        self,
        delay: float,
        card: str,
        here: tuple[PileSpot, tuple[int, int]],
        there: tuple[PileSpot, tuple[int, int]],
        seat: int,
        ms: float = LEMUR_MS,
    ) -> None:
        """Fly a pile card after `delay` along a gentle arc (a Lemur's pull-down, a swap)
        from its place in one pile to its place in the other (each a pile and a centre) of `seat`;
        it stays in its old place until it takes off (the model already shows the new
        pile, so the card is drawn from the old spot)."""
        (pile, start), (other, end) = here, there
        image = self.face(card, pile.card_w)  # the same face all the way: it only scales
        self.flights.fly(
            self.anim,
            Spot(start, image, pile.card_w),
            Spot(end, image, other.card_w),
            f"pile:{seat}",
            card,
            ms=ms,
            arc=PILE_ARC,
            delay=delay,
            grounded=True,
        )

    def show_swap(self, d: dict[str, Any]) -> None:
        """Two whole piles change places, card by card, order kept."""
        assert self.shown is not None
        a, b = d["seat"], d["other"]
        for seat in (a, b):
            self.cue(seat, tr("mada.cue.swap"), SWAP_MS + 300)
        for src, dst in ((a, b), (b, a)):
            cards = pile(self.shown, src)
            here, there = self.pile_spot(src), self.pile_spot(dst)
            for i, card in enumerate(cards):
                start, end = here.centre(i, len(cards)), there.centre(i, len(cards))
                self._fly_later(150 + 40 * i, card, (here, start), (there, end), dst, SWAP_MS)

    def show_reshuffle(self, d: dict[str, Any]) -> None:
        assert self.stock_pile is not None and self.discard_pile is not None
        n = len(d["cards"])
        self.cue("centre", tr("mada.cue.reshuffle"), 900)
        back = back_surface(DECK, CENTRE_W)
        self.flights.gather(
            self.anim, back, self.discard_pile.center, self.stock_pile.rect.center, n
        )

    def reference_notes(self) -> list[Note]:
        """Mada's cards (rules §4-6): cactus cards, trying your luck, the three specials,
        the end."""
        return [
            Note(tr("mada.ref.cactus"), self.face("9", PICTURE_W)),
            Note(tr("mada.ref.luck")),
            Note(tr("mada.ref.lemur"), self.face("L", PICTURE_W)),
            Note(tr("mada.ref.double"), self.face("DL", PICTURE_W)),
            Note(tr("mada.ref.scorpion"), self.face("S", PICTURE_W)),
            Note(tr("mada.ref.end")),
        ]

    # --- the human's actions -------------------------------------------------------------
    def _legal(self) -> set[str]:
        """The hand cards a tap may use now: plays, a Scorpion's price, or the loser's
        picks (the picked cards are lifted)."""
        if self.session is None or not self.can_act:
            return set()
        kind = self.choice_kind()
        if kind == "discard":
            return set(self.picked)
        verb = "scorpion" if kind == "scorpion" else "play"
        return {a.args[0] for a in self.session.human_actions() if a.verb == verb and a.args}

    def pick_card(self, card: str) -> None:
        if not self.can_act:
            return
        kind = self.choice_kind()
        if kind == "discard":
            if card in self.picked:
                self.picked.remove(card)
            else:
                self.picked.append(card)
            self.controls_changed()
            self.dirty = True
            return
        if kind == "swap":
            self.app.toast(tr("refuse.mada.answer_swap"))
            return
        verb = "scorpion" if kind == "scorpion" else "play"
        self.act(verb, card)

    def draw_card(self) -> None:
        self.press("draw")

    def press(self, move: str) -> None:
        """A button's move; the answer button sets aside the picked cards, or opens the
        pile chooser."""
        if move != "answer":
            self.act(move)
            return
        kind = self.choice_kind()
        if kind == "discard":
            assert self.shown is not None
            order = [c for c in self.session.view()["zones"][f"hand:{self.human}"]]
            cards = [c for c in order if c in self.picked]
            if self.act("discard", *cards):
                self.picked = []
        elif kind == "swap":
            self.choose_pile()

    def choose_pile(self) -> None:
        """Every seat the Double Lemur may swap with, as a chooser (keys 1..4 too)."""
        assert self.session is not None
        seats = [int(str(a.param("to"))) for a in self.session.human_actions() if a.verb == "swap"]
        options = [
            Option(seat, seat_name(seat, self.human), None, self._pile_painter(seat))
            for seat in seats
        ]
        self.app.stack.push(
            ChoiceOverlay(
                self.app,
                tr("mada.swap.title"),
                options,
                lambda seat: seat is not None and self.swap_with(seat),
                centre=self.table_rect.center,
            )
        )

    def _pile_painter(self, seat: int):
        def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
            assert self.shown is not None
            cards = pile(self.shown, seat)
            if cards:
                image = self.face(cards[-1], 56)
                surface.blit(image, image.get_rect(center=rect.center))
                label = tr("mada.pile.height", n=len(cards))
            else:
                label = tr("mada.pile.empty")
            draw_label(surface, label, (rect.x + 4, rect.bottom - 10), rect.w - 8)

        return paint

    def swap_with(self, seat: int) -> bool:
        return self.act("swap", to=seat)

    def shortcuts(self) -> dict[int, Any]:
        return self.controls.keys()

    def handle(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.choice_kind() == "swap"
        ):
            for seat in self.opponents():
                if self.pile_spot(seat).area.collidepoint(event.pos) or self.plate(
                    seat
                ).collidepoint(event.pos):
                    self.swap_with(seat)
                    return
        super().handle(event)

    # --- every frame -----------------------------------------------------------------------

    def controls_changed(self) -> None:
        session = self.session
        if session is None or self.hand_view is None or self.shown is None:
            return
        if self.sync_shown():
            self.revealed = None
        act = self.can_act
        kind = self.choice_kind()
        if kind != "discard" and self.picked:
            self.picked = []
        confirm = bool(self.app.settings.get("confirm_play", False))
        self.hand_view.confirm = confirm and kind != "discard"  # picking cards to set aside
        if self.hand_view.show_legal(self._legal(), act):
            self.dirty = True
        self.hand_view.enabled = act
        verbs = legal_verbs(self)
        self.controls.sync(verbs)
        assert self.stock_pile is not None
        self.stock_pile.ready = self.stock_pile.enabled = "draw" in verbs
        answer = self.controls.buttons["answer"]
        if kind == "discard":
            label = (
                tr("mada.discard.some", n=len(self.picked))
                if self.picked
                else tr("mada.discard.none")
            )
        else:
            label = tr("mada.choose_pile")
        if label != answer.label:
            answer.label = label
            self.dirty = True

    # --- drawing -------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        shown = self.shown
        if shown is None or self.session is None or self.discard_pile is None:
            return
        area = self.table_rect
        swapping = self.choice_kind() == "swap"
        for seat in range(shown.n_seats):
            if match_over(shown) and seat != self.human:  # the banks lie open: they are the news
                self._draw_open_bank(surface, seat)
            else:
                spot = self.pile_spot(seat)
                draw_pile(
                    surface,
                    spot,
                    pile(shown, seat),
                    self.sized(spot.card_w),
                    self.flights.hidden,
                    ready=swapping and seat != self.human,
                )
                self._draw_bank(surface, seat)
                if seat != self.human:
                    self._draw_hand(surface, seat)
            compact = self.seat_view(seat)
            draw_seat(surface, self.plate(seat), compact, compact=True)
        visible = [c for c in shown.discard if c not in self.flights.hidden]
        self.discard_pile.draw(surface, visible, self.sized(CENTRE_W))
        if self.revealed is not None:
            image = self.face(self.revealed, REVEAL_W)
            surface.blit(image, image.get_rect(center=self.centres()[2]))
        if not visible:
            pygame.draw.rect(
                surface, theme.ON_FELT_MUTED, self.discard_pile.rect, 2, border_radius=8
            )
        text = tr("mada.status.round", round=shown.round)
        draw_label(surface, text, (area.x + 16, area.y + 206), self.left_room())
        self._draw_last_move(surface)

    def last_move(self) -> LastMove | None:
        """The move to mark, from the view's log once every event is handed to the table."""
        if self.session is None or self.queue or self.finished:
            return None
        view = self.session.view()
        dealt = HAND_LIMIT * view["n_seats"]  # the opening hands come from the draw pile
        return last_move(view["log"], MOVE_KINDS, draws=DRAW, dealt=dealt)

    def _draw_last_move(self, surface: pygame.Surface) -> None:
        """Ring the plate of the seat that moved last, say what it did, and ring the card it
        played (or turned up) where it lies: on top of its pile, or of the discard."""
        move = self.last_move()
        if move is None or self.shown is None or self.discard_pile is None:
            return
        card: pygame.Rect | None = None
        cards = pile(self.shown, move.seat)
        if move.card and cards and cards[-1] == move.card and move.card not in self.flights.hidden:
            spot = self.pile_spot(move.seat)
            card = spot.slot(len(cards) - 1, len(cards))
        elif move.card and self.shown.discard[-1:] == [move.card]:
            card = self.discard_pile.rect
        draw_last_move(surface, move, self.plate(move.seat), card)

    def _draw_hand(self, surface: pygame.Surface, seat: int) -> None:
        """An opponent's hand: small backs beside its pile, with their count."""
        assert self.shown is not None
        spot = self.pile_spot(seat)
        count = self.shown.counts[seat]
        back = back_surface(DECK, BANK_W)
        x, y = spot.x + 166, spot.y + 24
        for i in range(count):
            fastblit.blit(surface, back, (x + 8 * i, y))
        if not count:
            pygame.draw.rect(
                surface, theme.ON_FELT_MUTED, back.get_rect(topleft=(x, y)), 1, border_radius=6
            )
        count_badge(surface, str(count), (x + back.get_width() // 2 + 8, y + back.get_height()))

    def _draw_bank(self, surface: pygame.Surface, seat: int) -> None:
        assert self.shown is not None
        cards = [c for c in bank(self.shown, seat) if c not in self.flights.hidden]
        x, y = self.bank_at(seat)
        if seat == self.human:
            pears = sum(PEARS[c] for c in cards if c)
            draw_label(surface, tr("mada.bank.you", pears=pears), (x, y - 16), self.left_room())
            back = back_surface(DECK, MY_BANK_W)
            draw_bank(surface, (x, y), cards, self.sized(MY_BANK_W), back, BANK_STEP)

    def open_bank_rect(self, seat: int) -> pygame.Rect:
        """Where a seat's bank lies face up with its pears once the match is over: yours
        where it always is, an opponent's in place of its pile and hand."""
        assert self.shown is not None
        if seat == self.human:
            x, y = self.bank_at(seat)
            w, h = card_size(MY_BANK_W)
            label = tr("mada.bank.you", pears=pears(self.shown, seat))
            w = max(
                w + BANK_STEP * (BANK_TARGET - 1),
                min(self.left_room(), fonts.width(label, theme.MIN_TEXT)),
            )
            return pygame.Rect(x, y - 28, w, h + 28)
        spot = self.pile_spot(seat)
        w, h = card_size(BANK_W)
        return pygame.Rect(spot.x, spot.y, w + BANK_STEP * (BANK_TARGET - 1), h + 30)

    def _draw_open_bank(self, surface: pygame.Surface, seat: int) -> None:
        """An opponent's bank turned up at the match's end, its prickly pears above it."""
        assert self.shown is not None
        rect = self.open_bank_rect(seat)
        text = tr("mada.bank.pears", pears=pears(self.shown, seat))
        draw_label(surface, text, (rect.x, rect.y + 10), self.plate(seat).w)
        back = back_surface(DECK, BANK_W)
        draw_bank(
            surface,
            (rect.x, rect.y + 30),
            bank(self.shown, seat),
            self.sized(BANK_W),
            back,
            BANK_STEP,
        )

    def overlay_place(self) -> tuple[tuple[int, int], int]:
        """The round's summary leaves every plate, pile and your bank in view: the table
        as the round left it is what the summary tells about."""
        assert self.shown is not None
        seats = range(self.shown.n_seats)
        taken = [self.plate(s) for s in seats] + [self.pile_spot(s).area for s in seats]
        bank = self.open_bank_rect(self.human)  # your bank with its label, as wide as it reads
        room = free_room(self.table_rect.inflate(-20, -16), [*taken, bank], ROOM_W)
        return room.center, room.w

    def results_room(self) -> pygame.Rect:
        """The results leave every plate and every open bank in view (the tallest stretch
        of felt beside them; the panel closes up to fit)."""
        assert self.shown is not None
        seats = range(self.shown.n_seats)
        taken = [self.plate(s) for s in seats] + [self.open_bank_rect(s) for s in seats]
        return free_room(self.table_rect.inflate(-20, -16), taken, ROOM_W)

    def seat_view(self, seat: int) -> Seat:
        shown = self.shown
        assert shown is not None
        line = tr("mada.seat.line", bank=banked(shown)[seat])
        return Seat(
            seat_name(seat, self.human),
            emblem_index(seat, self.human),
            line=line,
            turn=shown.turn == seat and not self.finished,
        )

    def place(self, where: Any) -> tuple[int, int] | None:
        """Where a callout shows: over a seat's pile, the centre, or the turned card."""
        stock_at, discard_at, reveal_at = self.centres()
        if where == "centre":
            return ((stock_at[0] + discard_at[0]) // 2, stock_at[1] - 84)
        if where == "reveal":
            return (reveal_at[0], reveal_at[1] + 100)
        if where == self.human:  # right of your pile, clear of its cards
            area = self.pile_spot(where).area
            return (area.right + 120, area.top + 24)
        if isinstance(where, int) and self.shown is not None and 0 <= where < self.shown.n_seats:
            area = self.pile_spot(where).area
            return (area.centerx, area.top + 30)
        return None
