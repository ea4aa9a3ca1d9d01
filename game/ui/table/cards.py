"""`CardTable`: a table that shows its match as cards, on top of `TableScene`.

It keeps the one model of what the table shows (``self.shown``, a `TableModel` built from
the game's event table `events`), the one flight (``self.flights``, game/ui/table/moves.py)
and the callouts, and shows each event through the event table: the entry's `before`,
then the model's change (a ``move`` flies and a ``reveal`` turns the card over where it
lies: `show_move` and `show_reveal` read the table's `spot` before and after), then its
`show`. Once the table settles, the model is rebuilt from the view
(`sync_shown`), so it can never drift. A game says where a card lies (`spot`), how long a
card flies (`move_ms`), the face a hidden card was seen leaving with (`seen`), where a
callout goes (`place`) and refreshes its widgets (`refresh_widgets`); its `move_kinds`
(and a draw pile's `draw_zone`) say which moves the table marks until the next, and its
`controls` give its keys.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game.engine.events import Event
from game.ui.table.callouts import Callouts
from game.ui.table.controls import Controls
from game.ui.table.flight import FLIP_MS, SLIDE_MS
from game.ui.table.lastmove import LastMove, last_move
from game.ui.table.model import Data, On, Show, TableModel, hand
from game.ui.table.moves import Moves, Spot
from game.ui.table.scene import TableScene
from game.ui.table.session import HUMAN

if TYPE_CHECKING:
    from game.ui.services import App

CUE_MS = 650


class CardTable(TableScene):
    """Base of the tables that show cards; see the module docstring."""

    #: how long a cue stays over a seat
    cue_ms: ClassVar[float] = CUE_MS
    #: The events whose seat made a move the table marks until the next (lastmove.WORDS).
    move_kinds: ClassVar[frozenset[str]] = frozenset()
    #: A game whose draw is only a card's move names its draw pile, and how many cards
    #: each seat is dealt from it (not draws): `lastmove.last_move`'s `draws`, `dealt`.
    draw_zone: ClassVar[str | None] = None
    deal_each: ClassVar[int] = 0
    #: The table's buttons, one per move (game/ui/table/controls.py), if it has them.
    controls: Controls | None = None

    def __init__(self, app: App, resume: bool = False, human_seat: int = HUMAN) -> None:
        super().__init__(app, resume, human_seat)
        self.shown: Any = None  # the model of what the table shows (TableModel)
        self.flights = Moves()  # cards in the air, and where they are still missing
        self.callouts = Callouts()  # words over a seat (or "centre") for a moment
        self.synced = False  # the model was rebuilt from the view since the last event

    def reset_table(self, fresh: bool) -> None:
        """The model afresh (a new match's first events will be played, or the match as
        it stands), nothing in the air."""
        assert self.session is not None
        view = self.session.view()
        if fresh:
            self.shown = TableModel.fresh(self.events, view)
        else:
            self.shown = TableModel.of(self.events, view, self.session.over)
        self.flights.clear()
        self.callouts.clear()
        self.synced = not fresh

    def sync_shown(self) -> bool:
        """Once the table has settled, the model is the view again (the last deal stays
        shown when the match is over); True when it was rebuilt."""
        session = self.session
        if session is None or self.shown is None or self.synced or session.over:
            return False
        if not self.settled or self.flights.busy:
            return False
        self.shown = TableModel.of(self.events, session.view(), session.over)
        self.synced = True
        self.refresh_widgets()
        return True

    # --- showing events ------------------------------------------------------------------
    def show_event(self, event: Event) -> None:
        """The entry's `before`, the model's change (a move flies), the entry's `show`."""
        if self.shown is None:
            return
        self.synced = False
        entry = self.events.kinds.get(event.kind, On())
        self.run_show(entry.before, event.data)
        if event.kind == "move":
            self.show_move(event)
        elif event.kind == "reveal":
            self.show_reveal(event)
        else:
            self.shown.apply(event)
        self.run_show(entry.show, event.data)
        self.refresh_widgets()

    def run_show(self, show: Show | str | None, d: Data) -> None:
        """An entry's show: a function of the table and the data, or a method's name."""
        if isinstance(show, str):
            getattr(self, show)(d)
        elif show is not None:
            show(self, d)

    def show_move(self, event: Event) -> None:
        """The card flies from where it lay to where it lands (the one flight)."""
        ms, seen = self.move_ms(event), self.seen(event)
        self.flights.move(self.anim, [event], self.spot, self.apply_shown, ms, seen=seen)

    def seen(self, event: Event) -> str | None:
        """hook: the face everyone saw a hidden card of a ``move`` leave with (a card
        that lay face up on a pile, then went to a closed bank), None if none."""
        return None

    def show_reveal(self, event: Event) -> None:
        """A seat's card turned up where it lies: when the table showed its back, it turns
        over in place (the one flight; hidden there until it has turned)."""
        d = event.data
        if d.get("seat") is None:
            self.apply_shown(event)
            return
        zone = hand(d["seat"])
        before = self.spot(zone, d.get("card"))
        self.apply_shown(event)
        after = self.spot(zone, d.get("card"))
        if after.image is not before.image:
            self.flights.fly(self.anim, before, after, zone, ms=FLIP_MS)

    def move_ms(self, event: Event) -> float:
        """hook: how long the card of a ``move`` flies."""
        return SLIDE_MS

    def apply_shown(self, event: Event) -> None:
        """One event into the model, and the widgets that show it."""
        self.shown.apply(event)
        self.refresh_widgets()

    def spot(self, zone: str, card: str | None) -> Spot:
        """hook: where a card lies in `zone`, and how it looks there."""
        raise NotImplementedError

    def refresh_widgets(self) -> None:
        """hook: the widgets show the model afresh (the hand's cards, the stock's count)."""

    def last_move(self) -> LastMove | None:
        """The move to mark, the latest of `move_kinds` in the view's log since the deal
        began, once the table has been handed every event the engine told (while a move's
        events show, the move itself is the news)."""
        if self.session is None or self.queue or self.finished:
            return None
        view = self.session.view()
        dealt = self.deal_each * view["n_seats"]
        return last_move(view["log"], self.move_kinds, draws=self.draw_zone, dealt=dealt)

    def shortcuts(self) -> dict[int, Callable[[], None]]:
        """The keys of the table's `controls`, if it has them."""
        return self.controls.keys() if self.controls is not None else {}

    # --- callouts ------------------------------------------------------------------------
    def cue(self, where: Any, text: str, ms: float | None = None, look: str = "cue") -> None:
        """A word over a seat (or the centre, a banner) for a moment: a cue takes the place
        of the seat's last and goes at once, a bubble fades (callouts.py has the looks)."""
        ms = self.cue_ms if ms is None else ms
        fade, replace = look != "cue", look in ("cue", "banner")
        self.callouts.show(self.anim, where, text, ms, look, fade=fade, replace=replace)

    def place(self, where: Any) -> tuple[int, int] | None:
        """hook: where a callout keyed `where` (a seat, "centre"...) shows."""
        return None

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.flights.draw(surface)
        self.callouts.draw(surface, self.place)
        self.thinking_cue.draw(surface, self.place)
