"""`TableScene`: the base of every game table.

What it does for a game (which fills in the hooks of `TableHooks`, game/ui/table/hooks.py):

- Start: the new-match panel (difficulty, and the number of opponents when the game's
  descriptor allows more than one count), or the saved match when opened with ``resume=True``.
  ``python main.py --scene <id> --seed N`` starts at once with the remembered choices
  (``self.nav``, game/ui/table/navigation.py, which also leaves and starts anew).
- The event pipeline: `play_events` queues the engine's events (as the human's seat sees
  them) and shows them one at a time through `show_event`, which starts animations on
  ``self.anim``; the next event shows when they settle. The log tells each (``self.log``,
  game/ui/table/logpanel.py) and its sound plays (the game's event table). `pause_after(event)`
  stops the pipeline after an event (a deal's summary): once its animation has settled
  `on_pause(event)` runs, and `resume_pipeline()` goes on.
- Opponents: when the queue is empty and an opponent is to act, wait `OPPONENT_MS` (an
  animation a tap may skip), let it think through the task runner, then apply its decision
  and show the events.
- The human: `submit(action)` applies an Action value (one of `session.human_actions()`;
  `act(verb, *cards, **params)` picks it by its parts with `session.find`) when `can_act`
  (nothing animating, queued, paused or thinking): rapid clicks cannot apply it twice; a
  refused action shows why (the narration's `refusal`) in a toast and changes nothing.
- The hint (``self.hints``: the normal opponent's choice and its reason), the first-time
  tips (``self.guide``), the side log (collapsible), the top bar (lobby with a confirm
  while a match runs, new match with a confirm, rules, settings), and at the end the
  statistics counted once and the results (``self.ending``, game/ui/table/ending.py).

The session saves after every action, so leaving or reloading never loses the match.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game.ai.base import Decision
from game.engine.actions import Action
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.i18n import N_, get_language, tr
from game.ui.games import info
from game.ui.scene import Scene
from game.ui.table.ending import Ending
from game.ui.table.events import play_sound, table
from game.ui.table.guide import TableGuide
from game.ui.table.hints import Hints
from game.ui.table.hooks import TableHooks
from game.ui.table.logpanel import TableLog
from game.ui.table.model import EventTable
from game.ui.table.narration import Narration
from game.ui.table.navigation import Navigation
from game.ui.table.profile import of_app
from game.ui.table.session import HUMAN, MatchSession
from game.ui.table.thinking import ThinkingCue
from game.ui.tasks import Task
from game.ui.widgets import Button
from game.ui.widgets.topbar import TopBar

if TYPE_CHECKING:
    from game.ui.replay import ReplayBar
    from game.ui.services import App

OPPONENT_MS = 500  # STYLE.md: an opponent's action waits about 500 ms


class TableScene(TableHooks, Scene):
    """Base of every game table; see the module docstring."""

    game_id: ClassVar[str] = ""
    live_bar = True
    layered = True  # a card's flight redraws only the card: the table is a cached layer
    #: The game's word for one deal on the results panel: "deal", or "round".
    deal_word: ClassVar[str] = "deal"
    #: What the results panel counts, a plural key ("12 points"; Mada: its prickly pears).
    results_unit: ClassVar[str] = N_("table.results.points")
    #: The game's event table: each kind's model change, words, sound and show.
    events: ClassVar[EventTable] = table({})

    def __init__(self, app: App, resume: bool = False, human_seat: int = HUMAN) -> None:
        super().__init__(app)
        self.want_resume = resume
        self.session: MatchSession | None = None
        self.human = human_seat  # a new match seats the player here; a resumed one, as saved
        self.profile = of_app(app)
        self.log = TableLog(self)
        self.hints = Hints(self)
        self.guide = TableGuide(self)
        self.ending = Ending(self)
        self.nav = Navigation(self)
        self.words: Narration = self.make_words(human_seat)
        self.queue: deque[Event] = deque()
        self.thinking: Task | None = None
        self.thinking_cue = ThinkingCue()  # dots over a seat that thinks for long
        self.waiting = False  # the pause before an opponent's move
        self.skipping = False  # the player is out and asked for the result: no pauses
        self.paused = False  # stopped after an event (a summary is due or showing)
        self._pause_event: Event | None = None
        self.finished = False
        self._begun = False
        self.reference_button: Button | None = None
        self.replay: ReplayBar | None = None  # the replay's controls (set by `nav`)

    def felt_colour(self) -> tuple[int, int, int]:
        return info(self.game_id).felt

    # --- starting ----------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        if not self._begun:
            self._begun = True
            self.nav.begin()

    def resume(self) -> None:
        """On top again: the rules page may have asked for the tips once more."""
        super().resume()
        self.guide.checked = False

    def back(self) -> None:
        self.nav.back()

    def attach(self, session: MatchSession, fresh: bool) -> None:
        """Play `session` at this table: a fresh match shows its first events (the deal)."""
        if self.thinking is not None:
            self.app.tasks.cancel(self.thinking)
        self.hints.clear()
        self.anim.skip()
        self.thinking_cue.stop()
        self.session = session
        self.human = session.human
        self.words = self.make_words(session.human)
        self.queue.clear()
        self.log.clear()
        self.thinking = None
        self.guide.held = None
        self.waiting = self.paused = self.finished = self.skipping = False
        self._pause_event = None
        self.reset_table(fresh)
        if not fresh:  # the story so far, told again from the record the replay rebuilt
            self.log.quietly(session.story())
        self.relayout()
        if fresh:
            self.play_events(session.story())
        elif not session.replaying:
            self.log.tell("table.log.resumed")
        self.pump()

    # --- the pipeline ------------------------------------------------------------------
    def play_events(self, events: Iterable[Event]) -> None:
        """Queue engine events; they show one by one, as the session's watcher sees them."""
        seat = self.human if self.session is None else self.session.watcher
        self.queue.extend(event.for_seat(seat) for event in events)
        self.pump()

    def pump(self) -> None:
        """Show queued events while nothing animates; then the next opponent, or the end."""
        if self.session is None or self.guide.up:
            return
        while not self.anim.busy and not self.paused and self.queue:
            event = self.queue.popleft()
            self.log.tell(event)
            self.show_event(event)
            if self.skipping:
                self.anim.skip()  # the deals the player sits out go by at once
            play_sound(self.events.kinds, event, self.human)
            self.dirty = True
            if not self.skipping and self.replay is None and self.pause_after(event):
                self.paused = True
                self._pause_event = event
        if self.anim.busy:
            return
        if self._pause_event is not None:
            event, self._pause_event = self._pause_event, None
            self.on_pause(event)
            return
        if not self.paused and not self.queue:
            if self.guide.due():  # the deal is shown: the tips before anyone moves
                self.guide.show()
                return
            self.idle()

    def resume_pipeline(self) -> None:
        """Go on after a pause (the player pressed Next deal)."""
        self.paused = False
        self._pause_event = None
        self.dirty = True
        self.pump()

    def idle(self) -> None:
        """Everything shown: end the match, or let the next opponent act."""
        session = self.session
        if session is None:
            return
        if session.over:
            if not self.finished:
                self.finished = True
                result = session.result()
                self.ending.record(result)
                self.show_end(result)
            return
        seat = session.next_opponent()
        if seat is not None and self.thinking is None and not self.waiting:
            self.waiting = True
            if self.skipping:
                self._think(seat)
            else:
                self.anim.wait(OPPONENT_MS, on_done=lambda: self._think(seat))
        self.controls_changed()

    def _think(self, seat: int) -> None:
        self.waiting = False
        if self.session is None or self.session.next_opponent() != seat:
            return
        session = self.session
        self.thinking_cue.start(seat)
        self.thinking = self.run_task(session.think(seat), partial(self.decided, session))

    def decided(self, session: MatchSession, decision: Decision) -> None:
        """An opponent's move: shown now (held while the tips are up)."""
        self.thinking = None
        self.thinking_cue.stop()
        self.dirty = True
        if session is not self.session:
            return  # a new match began meanwhile
        if self.guide.up:  # tips asked for mid-match: the move waits until they are done
            self.guide.held = decision
            return
        self.play_events(session.apply(decision.action))

    # --- the human ---------------------------------------------------------------------
    @property
    def settled(self) -> bool:
        """Everything the engine did is shown: nothing queued, paused or animating."""
        busy = self.queue or self.paused or self.anim.busy
        return self.session is not None and not busy

    def handle(self, event: pygame.event.Event) -> None:
        if self.replay is not None and self.replay.handle(event):
            return
        if event.type == pygame.KEYDOWN and not self.anim.busy:
            action = self.shortcuts().get(event.key)
            if action is not None:
                action()
                self.dirty = True
                return
        super().handle(event)

    @property
    def can_act(self) -> bool:
        """The human may act now and nothing is under way."""
        session, ready = self.session, not self.waiting and self.thinking is None
        return self.settled and ready and session is not None and session.human_may_act()

    def submit(self, action: Action) -> bool:
        """Apply the human's action, a value chosen among the session's (`find`); False when
        ignored (busy) or refused (with a toast). Text is refused: it is for scenarios,
        saves and reports, never built by a table."""
        if not isinstance(action, Action):
            raise TypeError(f"a table submits an Action, not {type(action).__name__}")
        if not self.can_act or self.session is None:
            return False
        try:
            events = self.session.apply(action)
        except IllegalAction as error:
            self.app.toast(self.words.refusal(error))
            return False
        self.hints.clear()
        self.dirty = True
        self.play_events(events)
        self.controls_changed()
        return True

    def act(self, verb: str, *cards: str, **params: object) -> bool:
        """Submit the move with these parts (a button's verb, a tapped card, ``to=seat``):
        the session's legal action, or the same move refused with a toast saying why."""
        return self.session is not None and self.submit(self.session.find(verb, *cards, **params))

    def show_end(self, result: dict[str, Any]) -> None:
        """hook: the match's end (the results, Restart and Lobby)."""
        self.ending.show_end(result)

    # --- layout and drawing ------------------------------------------------------------
    def profile_changed(self) -> None:
        """The canvas is shown at another size: the table lays out in the app's profile,
        the story open or closed as that profile starts it."""
        self.profile = of_app(self.app)
        self.log.open = self.profile.log_open
        self.relayout()

    @property
    def table_rect(self) -> pygame.Rect:
        """The felt left for seats and cards (beside the log panel when it is open; a
        drawer opens over the felt)."""
        p = self.profile
        (w, h), side = p.canvas, p.log_w if self.log.open and not p.log_drawer else 0
        return pygame.Rect(0, p.top_bar, w - side, h - p.top_bar)

    def layout(self) -> None:
        if self.log.told_in != get_language():
            self.log.retell()
        self.bar = TopBar(self, self.nav.title(), rules_game=self.game_id)
        if self.reference or type(self).reference_notes is not TableHooks.reference_notes:
            cards, tip = tr("table.reference"), tr("table.reference.tip")
            self.reference_button = self.bar.add_left(cards, self.nav.show_reference, tip)
        if self.replay is None:
            self.bar.add_left(tr("table.new"), self.nav.ask_new_match, tr("table.new.tip"))
        self.layout_table()
        if self.replay is not None:
            self.replay.layout(self.ui)
        self.hints.layout(self.ui)
        self.log.layout(self.ui, self.profile, self.bar)
        self.sync_controls()

    def sync_controls(self) -> None:
        """Enable the Hint button only when the human may act; then the game's controls."""
        self.hints.sync()
        self.controls_changed()

    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        was = self.can_act, self._controls_look()
        self.pump()
        self.sync_controls()
        if (self.can_act, self._controls_look()) != was:
            self.dirty = True
        return self.thinking_cue.update(dt, self.anim.reduced_motion) or moving

    def _controls_look(self) -> tuple:
        """What the widgets show that the pipeline may change without touching `dirty`."""
        return tuple((w.enabled, getattr(w, "label", None)) for w in self.ui.widgets)

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        self.log.draw_title(surface, self.profile)
        self.hints.draw(surface)
        if self.replay is not None:
            self.replay.draw(surface)
        self.bar.draw(surface)
