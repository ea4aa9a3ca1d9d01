"""Mau Mau at the table: the human (seat 0) against one to three AI opponents.

Built on `TableScene` (new-match panel, paced event pipeline, opponents, hint, log, end) and
the shared hand-shedding kit (hand, piles, chooser, board, flights). This module decides
what Mau Mau looks like and how the human's taps and keys become engine actions:

- a card tap plays it (a jack first asks for a suit; the armed Mau toggle adds the call);
  a refused card says why in a toast and changes nothing;
- Draw (button, key D, a tap on the stock) draws; after a voluntary draw a chooser offers
  to play the drawn card or keep it; Pass when nothing fits and nothing can be drawn;
- Catch! is always there, in the same quiet style as Draw (never the loudest control, and
  never lit up by a window, which would give the missed call away): in a catch window it
  catches, otherwise the table says "nothing to catch" itself (the engine has no catch
  outside a window). When an opponent misses a
  call, the human has `FAIR_MS` of real time at every speed setting (no tap skips it)
  before their `let_go` is given and the opponents may answer;
- every event is shown at a pace a person can follow: cards fly, the reshuffle, skips,
  reversals and calls show cues over the seats, the round's end turns the hands over and
  counts the points up onto the match board, with a Next round button.

What each event does at the table (the model's change, its words, sound and show) is
Mau Mau's event table (maumau_events); the words are in maumau_words.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.engine.events import Event
from game.engine.maumau import RANKS
from game.engine.shedding import DISCARD, STOCK
from game.i18n import N_, keyed, tr
from game.ui import fonts
from game.ui.art.french import suit_ink
from game.ui.scenes.maumau_events import EVENTS
from game.ui.scenes.maumau_look import MauToggle, draw_status
from game.ui.scenes.maumau_words import (
    SUIT_NAME_KEYS,
    SUIT_SIGNS,
    MauMauWords,
    card_text,
)
from game.ui.table.chooser import Option, centred, choose
from game.ui.table.controls import Control, Controls
from game.ui.table.hooks import TableHooks
from game.ui.table.layout import Layout, Place, Placed, column_stack, plate_arc, plate_row
from game.ui.table.profile import COMPACT
from game.ui.table.seats import Seat
from game.ui.table.shedding import SheddingTable
from game.ui.table.stats import count_round

FAIR_MS = 1800.0  # real milliseconds the human has to catch a missed call (>= 1.5 s)
OUT_MS = 900
BOARD_W = 560  # the round board at its widest
SUIT_KEYS = {"H": pygame.K_h, "S": pygame.K_s, "D": pygame.K_d, "C": pygame.K_c}


#: Where Mau Mau's zones lie: the opponents round the top arc, the piles in the middle with
#: the status row (the suit to follow) under them, your plate left above your hand and the
#: hint's strip beside it, the buttons' column at the right with the sort button on top.
LAYOUT = Layout(
    seating=partial(plate_arc, side=120, top=78, h=300, drop=8),
    column_w=160,
    table={
        STOCK: Place("table.midtop", -62, 248, card=92, pin="center"),
        DISCARD: Place("table.midtop", 62, 248, card=92, pin="center"),
        "status": Place("table.midtop", 0, 326, w=96, h=84, pin="midtop"),
        "sort": Place("column.bottomleft", 0, -322),
        "hint": Place("column.bottomleft", 0, -258),
        "controls": Place("column.bottomleft", 0, -194),
        "strip": Place("table.topleft", 230, 414, h=64),
    },
    mine={
        "plate": Place("table.topleft", 12, 414),
        "hand": Place("table.topleft", 10, 368, card=92, h=272),
    },
    theirs={"hand": Place("plate.midtop", 0, -8, card=44, pin="midtop")},
)
#: On a phone: the opponents in a row along the top, the piles at the left over your plate
#: (clear of a long hand folded into two rows, which grows up to the status row), your
#: plate at the foot left of your hand, the hint's strip above it.
COMPACT_LAYOUT = LAYOUT.but(
    seating=partial(plate_row, col=310, y=96),
    column_w=190,
    table={
        STOCK: Place("table.topleft", 78, 262, card=92, pin="center"),
        DISCARD: Place("table.topleft", 212, 262, card=92, pin="center"),
        "status": Place("table.midtop", 140, 250, w=96, h=84, pin="midtop"),
        **column_stack([("sort", 1), ("hint", 1), ("controls", 3)], COMPACT, foot=12),
        "strip": Place("table.bottomleft", 274, -254, h=54),
    },
    mine={
        "plate": Place("table.bottomleft", 12, -92),
        "hand": Place("table.bottomleft", 274, -197, card=92, h=189),
    },
)
SORT_SUITS = ("C", "H", "S", "D")  # black, red, black, red: neighbouring suits differ


def sort_key(card: str) -> tuple[int, int]:
    """Hands sort by suit, colours alternating, then by rank (7 low ... ace high)."""
    return (SORT_SUITS.index(card[-1]), RANKS.index(card[:-1]))


def rank_key(card: str) -> tuple[int, int]:
    """Or by rank (7 low ... ace high), the suits in the same order within a rank."""
    return (RANKS.index(card[:-1]), SORT_SUITS.index(card[-1]))


def draw_words(table: MauMauTable, legal: set[str]) -> str:
    """Draw's words now: keep the card just drawn, pass, or draw (as many as pending)."""
    if "keep" in legal:
        return tr("maumau.drawn.keep")
    if "pass" in legal:
        return tr("maumau.pass")
    pending = table.shown.pending if table.shown is not None else 0
    return tr("maumau.draw.n", n=pending) if pending else tr("maumau.draw")


def always(legal: set[str]) -> bool:
    """Mau and Catch! are always there: in a catch window no button may give it away."""
    return True


#: Draw (or keep the card drawn, or pass), the Mau call, Catch!: all in the same quiet look.
CONTROLS = (
    Control(
        "draw",
        "",
        N_("maumau.draw.tip"),
        pygame.K_d,
        verbs=("keep", "pass", "draw"),
        words=draw_words,
    ),
    Control(
        "mau", N_("maumau.mau"), N_("maumau.mau.tip"), pygame.K_m, live=always, widget=MauToggle
    ),
    Control("catch", N_("maumau.catch"), N_("maumau.catch.tip"), pygame.K_c, live=always),
)


class MauMauTable(Placed, SheddingTable):
    game_id = "maumau"
    plans = {"full": LAYOUT, "compact": COMPACT_LAYOUT}
    events = EVENTS
    round_key = N_("maumau.status.round")
    cue_drop = -40
    narration = MauMauWords
    #: the reference card: what to follow, 7 8 9 and the jack, the calls, the points (§4-6)
    reference = keyed("maumau.ref.*", "follow seven eight nine jack mau points")
    pictures = {"seven": "7H", "eight": "8S", "nine": "9D", "jack": "JC"}
    window_ms = 0.0  # how long the human has had to catch a missed call
    offered: str | None = None  # the drawn card the play-or-keep chooser offered
    #: the Mau call armed for the next play: kept by the table, not the toggle, since an
    #: overlay (the suit chooser) rebuilds the widgets before the play is sent
    mau_armed = False
    move_kinds = frozenset({"play", "draw", "keep", "pass"})
    hand_sorts = {
        "suit": (N_("table.sort.suit"), sort_key),
        "rank": (N_("table.sort.rank"), rank_key),
    }

    # --- the base's hooks ------------------------------------------------------------------
    def reset_table(self, fresh: bool) -> None:
        super().reset_table(fresh)
        self.window_ms = 0.0
        self.offered = None
        self.mau_armed = False

    def pause_after(self, event: Event) -> bool:
        """Stop after a round's score has counted up (unless the match is over then)."""
        d = event.data
        scored = event.kind == "counter" and d.get("name") == "score"
        return scored and self.shown is not None and d["value"] < self.shown.target

    def result_text(self, result: dict[str, Any]) -> tuple[str, list[str]]:
        """The end's title: who won (the results panel lists the points itself)."""
        return self.words.line("won", (result.get("winners") or [0])[0]), []

    def prompt_text(self) -> str:
        """What the human is asked to do now (silent during a catch window, as on any turn
        that is not theirs, so the window is not given away)."""
        if self.session is None or self.shown is None or self._in_window():
            return ""
        verbs = {a.verb for a in self.session.human_actions()}
        drawn = self.session.view()["drawn"]
        if "keep" in verbs and drawn:
            return tr("maumau.prompt.drawn", card=card_text(drawn))
        if self.shown.pending:
            return tr("maumau.prompt.pending", n=self.shown.pending)
        return tr("maumau.prompt.pass" if "pass" in verbs else "maumau.prompt.turn")

    def strip_room(self) -> pygame.Rect:
        """The room of the hint's (or prompt's) strip: its place, between the status row
        and the hand, clear of the piles and the counts, or, when a big hand fills that,
        the widest free corner under the round's line."""
        area, below = self.table_rect, self.where("strip")
        top = self.hand_top()
        if top is None or below.bottom <= top:
            return below
        y = area.y + 36
        seats = [seat.bounds for seat in self.seats.values()]
        above = min(b.top for b in seats) - 4 - y  # a band across, above every seat
        if above >= 58:
            return pygame.Rect(area.x + 12, y, self.column_x - 22 - area.x, above)
        in_band = [b for b in seats if b.top < y + 80 and b.bottom > y]
        corners = [
            pygame.Rect(area.x + 12, y, min([b.left for b in in_band] + [self.column_x]) - 24, 80),
        ]
        right = max([b.right for b in in_band] + [area.x]) + 12
        corners.append(pygame.Rect(right, y, self.column_x - 10 - right, 80))
        best = max(corners, key=lambda r: r.w)
        return best if best.w >= 240 else below

    #: the results take the whole felt (seats and buttons have nothing more to say)
    results_room = TableHooks.results_room

    def play_events(self, events) -> None:
        """Count each finished round in the statistics as soon as it is played (not when
        shown, so leaving mid-animation loses nothing); a caught miss is announced before
        its two penalty cards fly."""
        events = list(events)
        for i, event in enumerate(events):
            d = event.data
            if event.kind == "round_end":
                points = sum(int(v) for v in d.get("hands", {}).values())
                count_round(self.game_id, d["winner"] == self.human, points)
            elif event.kind == "caught":
                j = i
                while j > 0 and events[j - 1].kind in ("move", "reshuffle"):
                    j -= 1
                events.insert(j, events.pop(i))
        super().play_events(events)

    # --- widgets -------------------------------------------------------------------------
    def layout_table(self) -> None:
        if self.session is None or self.shown is None:
            return
        stock, tip = self.where(STOCK).center, tr("maumau.stock.tip")
        self.lay_cards(stock, self.where(DISCARD).center, tip, self.zone_card(STOCK))
        self.controls = Controls(self, CONTROLS)
        self.controls.layout(*self.where("controls").topleft, self.column_w)
        self.set_mau(self.mau_armed)
        self.lay_buttons(tr("maumau.next"))

    # --- showing events (the event table names these) -------------------------------------
    def count_score(self, d: dict[str, Any]) -> None:
        """A round's points count up on the match board."""
        if d.get("name") == "score" and self.board is not None:
            self.board.count_up(self.anim, d["seat"], d["delta"])

    def show_round_end(self, d: dict[str, Any]) -> None:
        """'Out!' over the winner, then the match board, each seat's cards left noted."""
        shown, winner, hands = self.shown, d["winner"], d.get("hands", {})
        self.cue(winner, tr("maumau.cue.out"), OUT_MS)
        title = tr("maumau.board.title", round=shown.round, target=shown.target)
        notes = [tr("maumau.board.left", n=int(hands.get(str(s), 0))) for s in range(shown.n_seats)]
        notes[winner] = tr("maumau.board.out")
        board = partial(self.open_board, self.board_room(), title, shown.scores, notes)
        self.anim.wait(OUT_MS, board)

    def board_room(self) -> pygame.Rect:
        """Where the round's board goes: below every opponent's cards and plate, right of
        your plate, left of the buttons' column (it covers no name or count)."""
        top = max(seat.bounds.bottom for seat in self.seats.values()) + 6
        left = self.human_plate().right + 12
        width = min(BOARD_W, self.column_x - 12 - left)
        return pygame.Rect(left + (self.column_x - 12 - left - width) // 2, top, width, 0)

    def guide_tips(self) -> list[tuple[str, pygame.Rect]]:
        """Your hand (playable cards lifted), the stock, the Mau and Catch! buttons, and
        the pile with the suit a Jack wished under it."""
        buttons = self.controls.buttons
        return [
            (N_("maumau.guide.hand"), self.hand_view.cards_rect()),
            (N_("maumau.guide.draw"), pygame.Rect(self.stock_pile.rect)),
            (N_("maumau.guide.mau"), buttons["mau"].rect.union(buttons["catch"].rect)),
            (N_("maumau.guide.jack"), self.discard_pile.rect.union(self.where("status"))),
        ]

    # --- the hint ----------------------------------------------------------------------------
    def hint_allowed(self) -> bool:
        """No hint in a catch window: it would give the missed call away."""
        return not self._in_window()

    # --- the human's actions -------------------------------------------------------------
    def _in_window(self) -> bool:
        window = self.session.view()["public"]["window"] if self.session else None
        return bool(window and self.human in window["waiting"])

    def pick_card(self, card: str, mau: bool | None = None) -> None:
        """A tap on a card: play it (a jack asks for the suit first). The Mau call is the
        one armed now (or `mau`, from the drawn card's offer), fixed before any chooser
        opens: nothing that happens while it is up can drop it."""
        if not self.can_act:
            return
        call = self.mau_armed if mau is None else mau
        legal = any(a.verb == "play" and a.card == card for a in self.session.human_actions())
        if card[0] == "J" and legal and not self._in_window():
            suits = [self._suit_option(s) for s in ("H", "S", "D", "C")]
            then = lambda suit: suit and self._submit_play(card, suit, call)  # noqa: E731
            choose(self, tr("maumau.wish.title"), suits, then)
            return
        wish = "H" if card[0] == "J" else None  # a jack always wishes: hearts, unasked
        self._submit_play(card, wish, call)

    def _submit_play(self, card: str, wish: str | None, mau: bool) -> None:
        if self.act("play", card, wish=wish, mau=mau):
            self.set_mau(False)

    def _suit_option(self, suit: str) -> Option:
        ink = suit_ink(suit, bool(self.app.settings.get("four_colour", False)))
        sign = centred(fonts.render(SUIT_SIGNS[suit], 60, ink, True))
        return Option(suit, tr(SUIT_NAME_KEYS[suit]), SUIT_KEYS[suit], sign)

    def press(self, move: str) -> None:
        """Mau arms (or disarms) the call; Catch! outside a window says there is nothing
        to catch (the engine has no catch then); the rest are moves."""
        if move == "mau":
            self.set_mau(not self.mau_armed)
        elif move != "catch" or (self._in_window() and self.can_act):
            self.act(move)
        elif not self.anim.busy:
            self.app.toast(tr("refuse.maumau.nothing_to_catch"))

    def set_mau(self, armed: bool) -> None:
        """Arm (or disarm) the Mau call for the next play."""
        self.mau_armed = self.controls.buttons["mau"].armed = armed
        self.dirty = True

    def _offer_drawn(self, card: str) -> None:
        """After a voluntary draw that fits: play the drawn card, or keep it."""
        self.offered = card

        def chosen(value: str | None) -> None:
            if value in ("play", "play_mau"):
                self.pick_card(card, mau=value == "play_mau")
            elif value == "keep":
                self.act("keep")

        options = [Option("play", tr("maumau.drawn.play"), pygame.K_p)]
        if len(self.shown.hand) == 2:  # one card left after it: the call stays reachable too
            options.append(Option("play_mau", tr("maumau.drawn.play_mau"), pygame.K_m))
        options.append(Option("keep", tr("maumau.drawn.keep"), pygame.K_k))
        title = tr("maumau.drawn.title", card=card_text(card))
        picture = centred(self.face(card))
        choose(self, title, options, chosen, cancellable=False, picture=picture, picture_h=140)

    # --- every frame -----------------------------------------------------------------------
    def controls_changed(self) -> None:
        if not self.sync_shown():
            return
        act = self.can_act and not self._in_window()
        self.offer_moves(act)
        hand, mau = self.shown.hand, self.controls.buttons["mau"]
        lit = len(hand) == 2 or (len(hand) == 1 and hand[0][0] == "J")
        if lit != mau.lit:
            mau.lit = lit
            self.dirty = True
        drawn = self.session.view()["drawn"] if act else None  # the view's: only on my turn
        if drawn is None:
            self.offered = None
        elif self.offered != drawn and self.app.stack.top is self:
            self._offer_drawn(drawn)

    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        waiting = self._in_window() and self.can_act
        self.window_ms = self.window_ms + dt if waiting else 0.0  # real time, at every speed
        if self.window_ms >= FAIR_MS:
            self.window_ms = 0.0
            self.act("let_go")
        return moving

    # --- drawing -------------------------------------------------------------------------
    def draw_middle(self, surface: pygame.Surface) -> None:
        """The status row under the piles: direction, suit to follow, pending draws."""
        four = bool(self.app.settings.get("four_colour", False))
        status = self.where("status")  # the suit to follow is centred 30 below its top
        draw_status(surface, (status.centerx, status.y + 30), self.shown, four, self.profile)

    def seat_view(self, seat: int) -> Seat:
        """The seat's points so far, and the dealer's mark."""
        view, shown = super().seat_view(seat), self.shown
        view.line = tr("maumau.status.points", n=shown.scores[seat])
        view.dealer = tr("maumau.dealer.mark") if shown.dealer == seat else None
        return view

    def place(self, where: Any) -> tuple[int, int] | None:
        """Where a cue shows: over the piles, the player's plate or an opponent's hand."""
        if where == "centre":  # over the piles, between stock and discard
            (x, y), (x2, _) = self.where(STOCK).center, self.where(DISCARD).center
            return ((x + x2) // 2, y + 20)
        return super().place(where)
