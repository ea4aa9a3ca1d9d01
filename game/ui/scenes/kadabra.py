"""L.A.M.A. Kadabra at the table: the human (seat 0) against one to five AI opponents.

Built on `TableScene` (new-match panel, paced event pipeline, opponents, hint, log, end) and
the shared hand-shedding kit (hand, piles, board, callouts, flights). This module decides
what Kadabra looks like and how the human's taps and keys become engine actions:

- a card tap plays it (the legal ones are lifted); a refused card says why in a toast;
- the button column offers the other moves of the moment, built from the legal actions:
  Draw and Quit (Quit asks first: the hand still scores), Take the stage in a magic show,
  Skip with the blue chip, Exchange ten whites for a black, and the answers inside a turn
  (put a llama's chip on the stage, return a white or black chip after going out, keep);
- a 1's chip goes to a seat chosen by tapping it: the eligible seats light up with a
  number (keys 1-5 and Tab + Enter reach them too);
- the magic stage shows its chips; a show is announced by a banner and glows while it
  runs; each seat's plate shows its white and black chips and the blue chip's holder;
- the round's end counts the minus points up on the match board (Next round goes on), and
  the match's end lists the placings, lowest total first.

Where each zone lies is data (`LAYOUT`, read by the kit's `Placed.where` through the
canvas profile); the magic stage is a part (kadabra_look) the kit draws. What each event
does at the table (the model's change, its words, sound and show) is Kadabra's event table
(kadabra_events); the words are in kadabra_words, the look in kadabra_look.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.actions import Action
from game.engine.events import Event
from game.engine.kadabra import CANONICAL, SYMBOL, penalty
from game.i18n import N_, keyed, tr
from game.ui.art import back_surface, card_surface
from game.ui.scenes import kadabra_look as look
from game.ui.scenes.kadabra_events import EVENTS, scores, stage
from game.ui.scenes.kadabra_words import (
    VERB_KEYS,
    KadabraWords,
    board_note,
    move_name,
    penalties,
    points,
)
from game.ui.table.callouts import draw_tag
from game.ui.table.controls import Control, Controls
from game.ui.table.layout import (
    Layout,
    Place,
    Placed,
    column_stack,
    free_room,
    plate_row,
    plate_spots,
)
from game.ui.table.piles import OpponentHand
from game.ui.table.profile import COMPACT
from game.ui.table.seats import Seat
from game.ui.table.session import HUMAN
from game.ui.table.shedding import SheddingTable
from game.ui.table.stats import count_round
from game.ui.widgets.dialog import ConfirmDialog

if TYPE_CHECKING:
    from game.ui.services import App

SHOW_MS = 1500
COUNT_DROP = 30  # the draw count's badge reaches this far below the pile's cards
BOARD_W = 720
ORDER = {c: i for i, c in enumerate(CANONICAL)}
TOP, SIDE = 108, 240  # the opponents' plates: a row along the top, and at the sides
#: Opponents' plates (their midtops) as (share of the table's width, y), clockwise.
SPOTS: dict[int, tuple[tuple[float, int], ...]] = {
    1: ((0.5, TOP),),
    2: ((0.3, TOP), (0.7, TOP)),
    3: ((0.12, SIDE), (0.5, TOP), (0.88, SIDE)),
    4: ((0.12, SIDE), (0.36, TOP), (0.64, TOP), (0.88, SIDE)),
    5: ((0.12, SIDE), (0.28, TOP), (0.5, TOP), (0.72, TOP), (0.88, SIDE)),
}
#: Where Kadabra's zones lie: the opponents around the top, your plate left above your
#: hand, the buttons' column at the right with the Hint on top, the hint's strip above
#: the hand; the piles and the stage share the middle row (`KadabraTable.stage_rect`).
LAYOUT = Layout(
    seating=partial(plate_spots, spots=SPOTS),
    column_w=170,
    table={
        "hint": Place("column.bottomleft", 0, -322),
        "controls": Place("column.bottomleft", 0, -258),
        "sort": Place("plate.topright", 12, 4, w=150),
        "strip": Place("table.topleft", 10, 372, pin="midleft"),
        "middle": Place("table.topleft", 0, 262),  # the piles' and the stage's row: its y
    },
    mine={
        "plate": Place("table.topleft", 12, 404),
        "hand": Place("table.bottomleft", 10, -280, card=96, h=272),
    },
    theirs={"hand": Place("plate.midtop", 0, -8, card=44, pin="midtop")},
)
#: On a phone: every opponent in one row along the top (the plates just fit), the middle
#: row under them, your plate at the foot with the sort button over it, the hint's strip
#: across above your hand.
COMPACT_LAYOUT = LAYOUT.but(
    seating=partial(plate_row, col=256, y=124),
    column_w=190,
    table={
        "middle": Place("table.topleft", 0, 285),
        **column_stack([("hint", 1), ("controls", 3)], COMPACT, foot=12),
        "sort": Place("plate.topleft", 0, -86, w=250),
        "strip": Place("table.topleft", 12, 423, h=50, pin="midleft"),
    },
    mine={
        "plate": Place("table.bottomleft", 12, -92),
        "hand": Place("table.bottomleft", 274, -176, card=80, h=168),
    },
)
#: What a moment asks, by the first of its verbs found here: a 1's chip to give, a llama's
#: chip to place, the going-out bonus to return or keep, a magic show's stage to take;
#: such a moment shows its answers only, no Draw or Quit.
ASKS = keyed("kadabra.prompt.*", "give place keep=return take=show")
#: A plain turn's prompt names only the moves the rules allow now, by whether the seat may
#: draw (else it is the last seat left in the round, D13, or the pile is empty) and play.
TURNS = keyed(
    "kadabra.prompt.*",
    "draw.play=turn draw=stuck alone.play=alone alone=alone.quit empty.play=empty empty=empty.quit",
)
TIPS = keyed("kadabra.tip.*", "take skip draw quit exchange")


def take_words(table: KadabraTable, legal: set[str]) -> str:
    """Taking the stage says what it costs: its chips' minus points."""
    return tr("kadabra.verb.take.cost", n=points(*stage(table.shown)))


def control(move: str) -> Control:
    """A move's button: its words and tip, its key (its last word's initial: W for Return
    white), the stage's and a llama's chip loud."""
    key = getattr(pygame, f"K_{move.split()[-1][0]}")
    style = "primary" if move in ("take", "place") else "secondary"
    words = take_words if move == "take" else None
    return Control(move, VERB_KEYS[move], TIPS.get(move, ""), key, style, words=words)


#: The button column's moves, in their order (the words'): a moment shows the ones it asks
#: for (`_wanted`); each is live only while its move is legal.
CONTROLS = {move: control(move) for move in VERB_KEYS}


_marked: dict[str, pygame.Surface] = {}


def sort_key(card: str) -> int:
    """Hands sort in the cycle's order: 1, 2, 2/3, 3 ... 6, llamas last."""
    return ORDER[card]


KINDS = {"give": 0, "rectangle": 1, "star": 2}


def kind_key(card: str) -> tuple[int, int]:
    """Or by kind: the action cards by their symbol (gift, draw, star), then the rest in
    the cycle's order."""
    return (KINDS.get(SYMBOL.get(card, ""), len(KINDS)), ORDER[card])


class KadabraTable(Placed, SheddingTable):
    game_id = "kadabra"
    events = EVENTS
    plans = {"full": LAYOUT, "compact": COMPACT_LAYOUT}
    parts = (look.Stage(),)
    narration = KadabraWords
    #: the reference card (rules §4-6): the cycle, the three symbols, the llama and its
    #: show, the double cards, the scoring; the faces some notes picture
    reference = keyed("kadabra.ref.*", "follow give rectangle star llama double score")
    pictures = {"give": "1G", "rectangle": "5R", "star": "6S", "llama": "L", "double": "2/3"}
    round_key = N_("kadabra.status.round")
    cue_drop = 20
    move_kinds = frozenset({"play", "draw", "quit", "skip", "take_stage"})
    hand_sorts = {
        "rank": (N_("kadabra.sort.number"), sort_key),
        "suit": (N_("kadabra.sort.kind"), kind_key),
    }

    def __init__(self, app: App, resume: bool = False, human_seat: int = HUMAN) -> None:
        super().__init__(app, resume, human_seat)
        self.controls = Controls(self, [])
        self.targets: dict[int, look.SeatTarget] = {}
        self._built: tuple[tuple[str, ...], tuple[int, ...]] | None = None

    # --- the base's hooks ------------------------------------------------------------------
    def pause_after(self, event: Event) -> bool:
        """Stop before the next round's deal: the round's board waits for Next round."""
        return bool(self.queue) and self.queue[0].kind == "deal" and self.board is not None

    def result_text(self, result: dict[str, Any]) -> tuple[str, list[str]]:
        """The end's title; the results panel lists the placings and totals itself."""
        winners, name = list(result.get("winners", [])), self.words.seat
        if self.human in winners:
            return tr("kadabra.end.won.shared" if len(winners) > 1 else "kadabra.end.won"), []
        if len(winners) > 1:  # a shared win names every winner, not the first
            return tr("kadabra.end.shared", names=", ".join(map(name, winners))), []
        return tr("kadabra.end.lost", name=name(winners[0] if winners else 0)), []

    def prompt_text(self) -> str:
        """What the moment asks (`ASKS`), else the plain turn's moves (`TURNS`)."""
        if self.session is None or self.shown is None:
            return ""
        verbs = {a.verb for a in self.session.human_actions()}
        asked = next((verb for verb in ASKS if verb in verbs), None)
        if asked is not None:
            return ASKS.text(asked, n=sum(stage(self.shown)))
        room = "draw" if "draw" in verbs else "alone" if sum(self.shown.active) <= 1 else "empty"
        return TURNS.text(f"{room}.play" if "play" in verbs else room)

    def move_name(self, action: Action) -> str:
        return self.words.move(action)

    def play_events(self, events) -> None:
        """Count each finished round in the statistics as soon as it is played."""
        events = list(events)
        for event in events:
            if event.kind == "round_end":
                count_round(self.game_id, event.data.get("out") == self.human)
        super().play_events(events)

    # --- geometry ----------------------------------------------------------------------------
    def middle(self) -> tuple[int, int, int]:
        """The middle row's left and right ends (between the side seats) and its centre y."""
        area = self.table_rect
        plates = [self.plate(seat) for seat in self.opponents()]
        sides = [p for p in plates if p.top > area.y + TOP + 32]
        left = max([area.x + 12] + [p.right + 14 for p in sides if p.centerx < area.centerx])
        right = min(
            [self.column_x - 12] + [p.left - 14 for p in sides if p.centerx >= area.centerx]
        )
        return left, right, self.where("middle").y

    def plate(self, seat: int) -> pygame.Rect:
        return self.human_plate() if seat == self.human else super().plate(seat)

    def stage_rect(self) -> pygame.Rect:
        """The stage at the right of the middle row, the draw pile and discard left of it
        (the group centred in the row)."""
        left, right, y = self.middle()
        w, h = look.stage_size(sum(stage(self.shown)))
        piles = self.card_w * 2 + 24 + 28
        x = left + max(0, (right - left - piles - w) // 2) + piles
        return pygame.Rect(x, y - h // 2, w, h)

    def pile_centres(self) -> tuple[tuple[int, int], tuple[int, int]]:
        stage, card = self.stage_rect(), self.card_w
        x = stage.x - 28 - card // 2
        return (x - card - 24, stage.centery), (x, stage.centery)

    def guide_tips(self) -> list[tuple[str, pygame.Rect]]:
        """Your hand (playable cards lifted), Draw and Quit, the magic stage, and your
        chips (a 1 gives one away)."""
        assert self.hand_view is not None
        moves = [r for v in ("draw", "quit") if (r := self.controls.rect_of(v))] or [self.hint_rect]
        return [
            (N_("kadabra.guide.hand"), self.hand_view.cards_rect()),
            (N_("kadabra.guide.moves"), moves[0].unionall(moves[1:])),
            (N_("kadabra.guide.stage"), self.stage_rect()),
            (N_("kadabra.guide.chips"), self.human_plate()),
        ]

    # --- widgets -------------------------------------------------------------------------
    def layout_table(self) -> None:
        if self.session is None or self.shown is None:
            return
        self.lay_cards(*self.pile_centres(), tr(TIPS["draw"]))
        self._built = verbs, seats = self._wanted()
        self.controls = Controls(self, [CONTROLS[verb] for verb in verbs])
        self.controls.layout(*self.where("controls").topleft, self.column_w)
        if take := self.controls.buttons.get("take"):  # the cost of the stage's chips
            take.tooltip = tr("kadabra.tip.take.cost", n=points(*stage(self.shown)))
        self.targets = {}
        for number, seat in enumerate(seats, 1):
            give = partial(self.act, "give", to=seat)
            self.targets[seat] = self.ui.add(look.SeatTarget(self.plate(seat), number, give))
        self.lay_buttons(tr("kadabra.next"))
        if self.targets:  # a 1's chip to give: the first seat it may go to
            self.ui.focus(next(iter(self.targets.values())))

    def _wanted(self) -> tuple[tuple[str, ...], tuple[int, ...]]:
        """The buttons and seat targets the moment asks for: the legal moves', and on a
        plain turn (or another's) Draw and Quit always (they say why when refused)."""
        actions = self.session.human_actions() if self.session and self.can_act else []
        names = {move_name(a) for a in actions}
        if not {a.verb for a in actions} & ASKS.keys():  # (a Keep comes with every Return)
            names |= {"draw", "quit"}
        seats = tuple(int(str(a.param("to"))) for a in actions if a.verb == "give")
        return tuple(move for move in CONTROLS if move in names), seats

    def face(self, card: str, width: int = 0) -> pygame.Surface:
        """A card as the hand shows it: an action card repeats its symbol under the corner
        index, so it reads in a tight fan too (cached per face). A face at another `width`
        (the reference card's pictures) shows as printed."""
        if width:
            return super().face(card, width)
        face = card.rpartition(".")[0]
        if face not in _marked:
            image = card_surface(self.deck, face, self.card_w)
            if symbol := SYMBOL.get(card):
                image = image.copy()
                look.draw_symbol_badge(image, symbol, (21, 52))
            _marked[face] = image
        return _marked[face]

    def small_face(self, card: str) -> pygame.Surface:
        return super().small_face(card.rpartition(".")[0])

    # --- showing events (the event table names these) -------------------------------------
    def announce_show(self, d: dict[str, Any]) -> None:
        """A magic show begins: its banner below the piles and the stage."""
        banner = tr("kadabra.cue.show")
        self.callouts.show(self.anim, "banner", banner, SHOW_MS, "banner", anchor="midtop")

    def return_chip(self, d: dict[str, Any]) -> None:
        """The chip given back comes off the round's points on the board."""
        if self.board is not None:
            seat = d["seat"]
            self.board.adjust(seat, scores(self.shown)[seat] - self.board.totals[seat])

    def show_round_end(self, d: dict[str, Any]) -> None:
        """The match board: the totals before this round, each seat's minus points counting
        up onto them (hand, blue chip), with a note of where they came from."""
        shown, hands, seats = self.shown, penalties(d), range(self.shown.n_seats)
        gains = [hands.get(seat, 0) + (10 if seat == d.get("blue") else 0) for seat in seats]
        totals = [score - gain for score, gain in zip(scores(shown), gains, strict=True)]
        title = tr("kadabra.board.title", round=d["round"], target=shown.target)
        notes = [board_note(seat, d, shown.active[seat]) for seat in seats]
        board = self.open_board(self.board_room(), title, totals, notes)
        for seat in seats:
            if gains[seat]:
                board.count_up(self.anim, seat, gains[seat])

    def board_room(self) -> pygame.Rect:
        """The round's board: the tallest free stretch of felt left of the buttons' column
        that covers no seat's plate (its rows close up to its height)."""
        area = self.table_rect
        felt = pygame.Rect(area.x + 10, area.y + 10, self.column_x - 22 - area.x, area.h - 20)
        room = free_room(felt, self.seat_plates(), self.profile.panel_min_w)
        width = min(BOARD_W, room.w)
        return pygame.Rect(room.centerx - width // 2, room.y, width, room.h)

    # --- the hint ----------------------------------------------------------------------------
    def hint_target(self, action: Action) -> pygame.Rect | None:
        """A 1's chip: the seat lit for it; a button's move: its button (by its words'
        name: Return white); a card: where it lies in the hand."""
        if action.verb == "give":
            target = self.targets.get(int(str(action.param("to"))))
            return target.rect if target else None
        if name := move_name(action):
            return self.controls.rect_of(name)
        return super().hint_target(action)

    # --- the human's actions -------------------------------------------------------------
    def pick_card(self, card: str) -> None:
        self.act("play", card)

    def press(self, move: str) -> None:
        """A button's (or key's) move; Quit asks first, saying what the hand will cost."""
        if move != "quit" or not (self.can_act and self.session.offered("quit")):
            self.act(*move.split())
            return
        question = tr("kadabra.quit.confirm", n=points(*penalty(self.shown.hand)))
        yes, no = tr("kadabra.verb.quit"), tr("common.cancel")
        quit_ = lambda sure: sure and self.act("quit")  # noqa: E731
        self.app.stack.push(ConfirmDialog(self.app, question, quit_, yes, no))

    def shortcuts(self) -> dict[int, Any]:
        """The buttons' keys, and a lit seat's number for a 1's chip."""
        keys = self.controls.keys()
        keys.update({pygame.K_1 + t.number - 1: t.activate for t in self.targets.values()})
        return keys

    # --- every frame -----------------------------------------------------------------------
    def controls_changed(self) -> None:
        """A new moment rebuilds the buttons; else they, the hand and the stock follow the
        legal moves."""
        if not self.sync_shown():
            return
        if self._wanted() != self._built:
            self.relayout()
            return
        self.offer_moves(self.can_act, move_name)

    # --- drawing -------------------------------------------------------------------------
    def draw_seat_extras(
        self, surface: pygame.Surface, seat: int, plate: pygame.Rect, hand: OpponentHand | None
    ) -> None:
        """The seat's chips on its plate; a quitter's face-down hand says so."""
        chips = (plate.x + plate.h * 29 // 32, plate.bottom - 18)
        look.draw_chip_row(surface, chips, self.shown, seat, self.profile.min_text)
        if self.shown.active[seat] or (hand is not None and hand.faces):
            return
        tag_at = hand.fan_center if hand is not None else (plate.centerx, plate.y - 18)
        draw_tag(surface, tr("kadabra.mark.quit"), tag_at, size=self.profile.min_text)

    def seat_view(self, seat: int) -> Seat:
        """The seat's minus points so far, from its chips."""
        view = super().seat_view(seat)
        view.score = f"−{scores(self.shown)[seat]}"
        return view

    def place(self, where: Any) -> tuple[int, int] | None:
        """Where a cue shows: over the piles, the player's plate or an opponent's hand."""
        if where == "banner":  # hung below the piles and the stage: the draw count shows
            stock, _ = self.pile_centres()
            stage = self.stage_rect()
            below = stock[1] + back_surface(self.deck, self.card_w).get_height() // 2 + COUNT_DROP
            return ((stock[0] + stage.right) // 2, max(below, stage.bottom + 8))
        return super().place(where)
