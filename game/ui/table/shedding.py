"""`SheddingTable`: what every hand-shedding table shares on top of `TableScene` (Mau Mau,
L.A.M.A. Kadabra, Mada): the player's fanned hand, the stock and discard piles, the
opponents' fans, cards flying between them, words over seats (callouts), and the round's
match board with its Next round button.

A game mixes in `Placed` with its `Layout` (its zones' places, its card widths, the button
column, the Hint's place: layout.py; its cards come from its game's deck: `deck`), sets its
event table (its state keeps ``dealing`` while a deal's cards fly) and builds the widgets
in `layout_table`: `lay_cards` (``hand_view``, ``stock_pile``, ``discard_pile``, ``seats``
where the game says), its buttons, then `lay_buttons` (sort, Next round, the focus). Every
frame `offer_moves` lifts the playable cards and makes the buttons live by the legal moves;
a round's end shows the board through `open_board`. `spot` says where a card lies among
the widgets for the one flight (`CardTable`), and `draw_overlay` puts the board over the
table, under the flights and the callouts.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game.engine.actions import Action
from game.engine.events import Event
from game.engine.shedding import DISCARD, STOCK
from game.i18n import get_language, tr
from game.ui import fonts, theme
from game.ui.art import back_surface, card_surface
from game.ui.games import info
from game.ui.table.board import MatchBoard
from game.ui.table.cards import CardTable
from game.ui.table.flight import DEAL_MS, SLIDE_MS
from game.ui.table.hand import HandView
from game.ui.table.lastmove import LastMove, draw_last_move
from game.ui.table.model import hand as hand_zone
from game.ui.table.model import seat_of
from game.ui.table.moves import Spot
from game.ui.table.piles import DiscardPile, OpponentHand, StockPile
from game.ui.table.seats import Seat, draw_seat, emblem_index
from game.ui.table.session import HUMAN
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.services import App

DEAL_PAUSE_MS = 200  # a breath before a deal's cards fly
REVEAL_MS = 70  # each card of a hand turned over at a round's end


class SheddingTable(CardTable):
    """Base of the hand-shedding tables; see the module docstring."""

    deal_word: ClassVar[str] = "round"  # shedding games play rounds
    move_kinds: ClassVar[frozenset[str]] = frozenset({"play", "draw"})
    #: How the player may sort their hand: mode ("suit" or "rank", as storage keeps it) ->
    #: (the button's words for it, the sort key); the first is the default. Empty: fixed.
    hand_sorts: ClassVar[dict[str, tuple[str, Callable[[str], Any]]]] = {}
    #: The round's line in the corner ({round}, {target}).
    round_key: ClassVar[str] = ""
    #: How far below the centre of an opponent's fan its cues show (up when negative).
    cue_drop: ClassVar[int] = 0
    # what `Placed` gives every shedding table, from its layout data
    card_w: int
    back_w: int
    where: Callable[[str], pygame.Rect]
    opponents: Callable[[], list[int]]
    pick_card: Callable[[str], None]  # a tap on a card of the player's hand

    def __init__(self, app: App, resume: bool = False, human_seat: int = HUMAN) -> None:
        super().__init__(app, resume, human_seat)
        self.board: MatchBoard | None = None
        self.awaiting_next = False
        self.hand_view: HandView | None = None
        self.stock_pile: StockPile | None = None
        self.discard_pile: DiscardPile | None = None
        self.seats: dict[int, OpponentHand] = {}
        self.next_button: Button | None = None
        self.sort_button: Button | None = None

    @cached_property
    def deck(self) -> str:
        """The deck its cards are drawn from: its game's (game/ui/games.py)."""
        return info(self.game_id).deck

    def reset_table(self, fresh: bool) -> None:
        """The model afresh, nothing in the air, no board: a new match or a resumed one."""
        super().reset_table(fresh)
        self.board = None
        self.awaiting_next = False

    # --- the round's board ---------------------------------------------------------------
    def on_pause(self, event: Event) -> None:
        self.awaiting_next = True
        self.relayout()
        if self.next_button is not None:
            self.ui.focus(self.next_button)

    def add_next_button(self, label: str) -> None:
        """Next round on the board's title row while the board waits (none otherwise);
        the widgets then show the model afresh."""
        self.next_button = None
        if self.awaiting_next and self.board is not None:
            board, w = self.board.rect, self.profile.next_w
            rect = (board.right - 20 - w, board.y + 14, w, self.profile.button_h)
            self.next_button = Button(rect, label, self.next_round, "primary", bold=True)
            self.ui.add(self.next_button)
        self.refresh_widgets()

    def show_end(self, result: dict[str, Any]) -> None:
        """The end panel lists the final totals itself: the round's board (already counted
        up) makes way for it instead of showing half-covered behind it."""
        self.board = None
        self.dirty = True
        super().show_end(result)

    def next_round(self) -> None:
        if not self.awaiting_next:
            return
        self.awaiting_next = False
        self.board = None
        self.relayout()
        self.resume_pipeline()

    # --- sorting the hand ------------------------------------------------------------------
    @property
    def hand_sort(self) -> str:
        """The order the player chose for this game's hand (remembered in the settings)."""
        chosen = self.app.settings.get("hand_sort", {}).get(self.game_id)
        return chosen if chosen in self.hand_sorts else next(iter(self.hand_sorts), "")

    def sort_key(self) -> Callable[[str], Any] | None:
        """The hand's sort key in the chosen order (None: a table without the choice)."""
        return self.hand_sorts[self.hand_sort][1] if self.hand_sorts else None

    def add_sort_button(self, rect: pygame.Rect) -> None:
        """The button that says how the hand is sorted and switches to the other order."""
        self.sort_button = None
        if not self.hand_sorts:
            return
        label = tr(self.hand_sorts[self.hand_sort][0])
        self.sort_button = Button(rect, label, self.toggle_sort, tooltip=tr("table.sort.tip"))
        self.ui.add(self.sort_button)

    def toggle_sort(self) -> None:
        """Sort the hand the other way, and remember it for the next match."""
        modes = list(self.hand_sorts)
        sorts = dict(self.app.settings.get("hand_sort", {}))
        sorts[self.game_id] = modes[(modes.index(self.hand_sort) + 1) % len(modes)]
        self.app.set_setting("hand_sort", sorts)
        self.relayout()

    # --- widgets -------------------------------------------------------------------------
    def sync_shown(self) -> bool:
        """Every frame, before the controls: no stock count peeks past the round's board,
        and once the table settles the model is rebuilt from the match (the last round
        stays shown when the match is over). False while there is no table to show."""
        if self.stock_pile is not None:
            self.stock_pile.visible = self.board is None and not self.finished
        if self.session is None or self.hand_view is None or self.shown is None:
            return False
        super().sync_shown()
        return True

    def lift_legal(self, legal: frozenset[str], act: bool) -> None:
        """Lift the cards the player may play now (and let the hand take taps when `act`);
        with the confirm setting on, a card is played by a second tap."""
        assert self.hand_view is not None
        self.hand_view.confirm = bool(self.app.settings.get("confirm_play", False))
        if self.hand_view.show_legal(legal, act):
            self.dirty = True
        self.hand_view.enabled = act

    def refresh_widgets(self) -> None:
        if self.shown is None or self.hand_view is None or self.stock_pile is None:
            return
        self.hand_view.set_cards(self.shown.hand)
        self.stock_pile.count = self.shown.count("stock")
        self.dirty = True

    def offer_moves(self, act: bool, name: Callable[[Action], str] = lambda a: a.verb) -> set[str]:
        """The player's moves now, none unless `act`: the playable cards lifted, each
        button live by its move's `name`, the stock tappable while Draw is legal."""
        actions = self.session.human_actions() if act and self.session is not None else []
        self.lift_legal(frozenset(a.card for a in actions if a.verb == "play" and a.card), act)
        names = {move for a in actions if (move := name(a))}
        self.controls.sync(names)
        self.stock_pile.ready = self.stock_pile.enabled = "draw" in names
        return names

    def lay_cards(
        self, stock_at: tuple[int, int], discard_at: tuple[int, int], tip: str, pile_w: int = 0
    ) -> None:
        """The opponents' fans, the piles (cards `pile_w` wide, else the hand's) and the
        player's hand, where the game says; a tap on the stock presses Draw."""
        self.seats = self.opponent_hands()
        pile_w, p = pile_w or self.card_w, self.profile
        self.discard_pile = DiscardPile(discard_at, pile_w)
        hand = self.where(f"hand:{self.human}")
        self.hand_view = HandView(
            hand, self.face, self.card_w, self.pick_card, self.sort_key(), profile=p
        )
        self.hand_view.hidden = self.flights.hidden
        self.ui.add(self.hand_view)
        back, draw = back_surface(self.deck, pile_w), lambda: self.controls.press("draw")
        self.stock_pile = self.ui.add(StockPile(stock_at, back, draw, tip, p.min_text))

    def lay_buttons(self, next_words: str) -> None:
        """The sort button at its place and Next round on a waiting board; the focus on
        Next round, else the hand, unless something has it."""
        self.add_sort_button(self.where("sort"))
        self.add_next_button(next_words)
        if self.ui.focus_index is None:
            self.ui.focus(self.next_button or self.hand_view)

    def open_board(
        self, room: pygame.Rect, title: str, totals: list[int], notes: list[str]
    ) -> MatchBoard:
        """The round's board in `room`: every seat's name, emblem, total so far and note."""
        seats = range(self.shown.n_seats)
        names = [self.words.seat(seat) for seat in seats]
        emblems = [emblem_index(seat, self.human) for seat in seats]
        target, button_w = self.shown.target, self.profile.next_w
        self.board = MatchBoard(room, names, totals, target, title, emblems, button_w)
        self.board.notes = notes
        self.dirty = True
        return self.board

    def opponent_hands(self) -> dict[int, OpponentHand]:
        """Each opponent's fan over its plate, the fan at its place ("hand:S")."""
        back, p = back_surface(self.deck, self.back_w), self.profile
        return {
            seat: OpponentHand(self.where(f"hand:{seat}").midtop, back, self.seat_view(seat), p)
            for seat in self.opponents()
        }

    def hand_top(self) -> int | None:
        """The top of a hand that folds into two rows or more (None: one row)."""
        view = self.hand_view
        if view is None or len(view.rows()) < 2:
            return None
        rects = [view.card_rect(card) for card in view.cards]
        return min(r.top for r in rects if r is not None)

    def face(self, card: str, width: int = 0) -> pygame.Surface:
        """hook: a card's face as the player's settings draw it (four colours, court
        letters), `card_w` wide unless `width` says."""
        four, lang = bool(self.app.settings.get("four_colour", False)), get_language()
        return card_surface(self.deck, card, width or self.card_w, four_colour=four, lang=lang)

    def small_face(self, card: str) -> pygame.Surface:
        """hook: a card in an opponent's hand turned over at a round's end."""
        return SheddingTable.face(self, card, self.back_w + 16)

    # --- showing events (the game's event table names these) -------------------------------
    def new_deal(self, d: dict[str, Any]) -> None:
        """A deal clears the board; a breath before its cards fly."""
        self.board = None
        self.anim.wait(DEAL_PAUSE_MS)

    def turn_over(self, d: dict[str, Any]) -> None:
        """A hand turns over at a round's end, card by card."""
        self.anim.wait(REVEAL_MS)

    def move_ms(self, event: Event) -> float:
        """A deal's cards fly at deal speed."""
        return DEAL_MS if self.shown.dealing else SLIDE_MS

    def hint_target(self, action: Action) -> pygame.Rect | None:
        """A card to play in the player's hand, else the button of the move."""
        if action.verb == "play" and action.card and self.hand_view is not None:
            return self.hand_view.card_rect(action.card)
        return self.controls.rect_of(action.verb) if self.controls is not None else None

    def place(self, where: Any) -> tuple[int, int] | None:
        """Where a cue shows: over the player's plate or over an opponent's fan."""
        if where == self.human:
            return self.human_plate().midtop
        if where in self.seats:
            x, y = self.seats[where].center
            return (x, y + self.cue_drop)
        return None

    # --- cards in flight -----------------------------------------------------------------
    def spot(self, zone: str, card: str | None) -> Spot:
        """Where a card sits in `zone`, and how it looks there (face or back, width)."""
        assert self.stock_pile is not None and self.discard_pile is not None
        big_back = back_surface(self.deck, self.card_w)
        if zone == STOCK:
            return Spot(self.stock_pile.rect.center, big_back, self.card_w, False)
        if zone == DISCARD:
            face = self.face(card) if card else big_back
            return Spot(self.discard_pile.center, face, self.card_w, bool(card))
        seat = seat_of(zone)
        if seat == self.human and self.hand_view is not None and card:
            return Spot(self.hand_view.slot_for(card).center, self.face(card), self.card_w)
        opponent = self.seats.get(seat) if seat is not None else None
        centre = opponent.center if opponent else self.table_rect.center
        return Spot(centre, back_surface(self.deck, self.back_w), self.back_w, False)

    # --- drawing -------------------------------------------------------------------------
    def draw_opponents(self, surface: pygame.Surface) -> None:
        """Each opponent's fan (backs, or the hand turned over) and plate, as shown now;
        `draw_seat_extras` adds what a game shows about the seat besides."""
        assert self.shown is not None
        for seat, hand in self.seats.items():
            hand.seat = self.seat_view(seat)
            hand.count = self.shown.counts[seat]
            hand.hidden = self.flights.landing(hand_zone(seat))
            faces = self.shown.revealed.get(seat, [])
            if self.replay is not None:  # every hand shown: the cards landed so far
                faces = [c for c in self.shown.zones[hand_zone(seat)] if c][
                    : hand.count - hand.hidden
                ]
            hand.faces = [self.small_face(c) for c in faces]
            hand.draw(surface)
            self.draw_seat_extras(surface, seat, hand.plate, hand)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The round's line (number, target) in the top-left corner, the opponents, the
        discard pile (not under the board), the game's middle (`draw_middle`) and the
        player's plate."""
        shown = self.shown
        if shown is None or self.session is None or self.discard_pile is None:
            return
        area, line = self.table_rect, tr(self.round_key, round=shown.round, target=shown.target)
        image = fonts.render(line, self.profile.min_text, theme.ON_FELT_MUTED)
        surface.blit(image, (area.x + 16, area.y + 10))
        self.draw_opponents(surface)
        if self.board is None:
            visible = [c for c in shown.discard if c not in self.flights.hidden]
            self.discard_pile.draw(surface, visible, self.face)
        self.draw_middle(surface)
        plate = self.human_plate()
        draw_seat(surface, plate, self.seat_view(self.human), compact=True, profile=self.profile)
        self.draw_seat_extras(surface, self.human, plate, None)
        self.draw_last_move(surface)

    def last_move(self) -> LastMove | None:
        """The move to mark (none under the round's board)."""
        return None if self.board is not None else super().last_move()

    def draw_last_move(self, surface: pygame.Surface) -> None:
        """Ring the plate of the seat that made the last move, say what it did, and ring
        the card it played while that card lies on top of the discard."""
        move = self.last_move()
        if move is None or self.shown is None or self.discard_pile is None:
            return
        if move.seat == self.human:
            plate = self.human_plate()
        elif move.seat in self.seats:
            plate = self.seats[move.seat].plate
        else:
            return
        discard = self.shown.discard
        on_top = bool(discard) and discard[-1] == move.card
        card = self.discard_pile.rect if on_top and move.card not in self.flights.hidden else None
        draw_last_move(surface, move, plate, card, text=self.profile.min_text)

    def human_plate(self) -> pygame.Rect:
        """The player's own plate (its place), raised above a hand that folds into two
        rows under it (not beside it)."""
        plate = self.where(f"plate:{self.human}")
        top = self.hand_top()
        under = self.hand_view is not None and self.hand_view.rect.left < plate.right
        if top is not None and under and plate.bottom > top - 6:
            plate.bottom = top - 6
        return plate

    def seat_plates(self) -> list[pygame.Rect]:
        """Every seat's plate (name, counters, chips): what a panel must leave uncovered."""
        return [hand.plate for hand in self.seats.values()] + [self.human_plate()]

    def draw_middle(self, surface: pygame.Surface) -> None:
        """hook: the game's own marks around the piles (a status row, a stage...)."""

    def seat_view(self, seat: int) -> Seat:
        """hook: the seat widget's facts, from the model as shown now: its name, emblem
        and turn (a game adds its counters and marks)."""
        turn = self.shown.turn == seat and not self.finished
        return Seat(self.words.seat(seat), emblem_index(seat, self.human), turn=turn)

    def draw_seat_extras(
        self, surface: pygame.Surface, seat: int, plate: pygame.Rect, hand: OpponentHand | None
    ) -> None:
        """hook: more about a seat, over its plate (and its fan: `hand`, None for the
        player's own seat)."""

    def draw_overlay(self, surface: pygame.Surface) -> None:
        if self.board is not None:
            self.board.draw(surface)
            if (button := self.next_button) is not None:
                button.draw(surface, self.ui.focused is button and self.ui.show_ring)
        super().draw_overlay(surface)
