"""`TableScene`: the base of every game table.

What it does for a game (the subclass fills in the hooks marked "hook"):

- Start: the new-match panel (difficulty, and the number of opponents when the game's
  descriptor allows more than one count), or the saved match when opened with ``resume=True``.
  ``python main.py --scene <id> --seed N`` starts at once with the remembered choices.
- The event pipeline: `play_events` queues the engine's events (as the human's seat sees
  them) and shows them one at a time through `show_event`, which starts animations on
  ``self.anim``; the next event shows when they settle. `narrate` gives the log line of
  each event. `pause_after(event)` stops the pipeline after an event (a deal's summary):
  once its animation has settled `on_pause(event)` runs, and `resume_pipeline()` goes on.
- Opponents: when the queue is empty and an opponent is to act, wait `opponent_delay`
  (about 500 ms, an animation a tap may skip), let it think through the task runner, then
  apply its decision and show the events.
- The human: `submit(action)` applies an Action value (one of `session.human_actions()`;
  `act(verb, *cards, **params)` picks it by its parts with `session.find`) when `can_act`
  (nothing animating, queued, paused or thinking): rapid clicks cannot apply it twice; a
  refused action shows `refusal_text(error)` in a toast and changes nothing.
- Hint (the normal opponent's choice and `reason_text`), the side log (collapsible), the
  top bar (lobby with a confirm while a match runs, new match with a confirm, rules,
  settings), and at the end `record_stats` once and an overlay with Restart / Lobby.

The session saves after every action, so leaving or reloading never loses the match.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game import storage
from game.ai.base import Decision
from game.engine.actions import Action
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.i18n import N_, get_language, tr
from game.ui import fonts, theme
from game.ui.games import info
from game.ui.scene import Scene
from game.ui.table import guide, tally
from game.ui.table.events import play_sound, table
from game.ui.table.logpanel import KEEP, LogPanel
from game.ui.table.model import EventTable
from game.ui.table.narration import Narration
from game.ui.table.newmatch import NewMatchPanel, remembered
from game.ui.table.overlay import PanelOverlay
from game.ui.table.reference import Note, ReferenceOverlay
from game.ui.table.results import Results, ResultsOverlay, make_results
from game.ui.table.seats import emblem_index
from game.ui.table.session import HUMAN, MatchSession
from game.ui.table.stats import match_figures, record_match
from game.ui.tasks import Task
from game.ui.widgets import Button
from game.ui.widgets.dialog import ConfirmDialog
from game.ui.widgets.topbar import TopBar

if TYPE_CHECKING:
    from game.ui.services import App

OPPONENT_MS = 500
LOG_W = 330
SIDE_PAD = 10


#: The summary's go-on button, in the game's own word for a deal.
NEXT_KEYS = {"deal": N_("table.next"), "round": N_("table.next_round")}


class TableScene(Scene):
    """Base of every game table; see the module docstring for the hooks."""

    game_id: ClassVar[str] = ""
    live_bar = True
    layered = True  # a card's flight redraws only the card: the table is a cached layer
    #: The game's word for one deal on the results panel: "deal", or "round".
    deal_word: ClassVar[str] = "deal"
    #: Show each deal's points on the results panel (None: yes for points, not for lives).
    round_breakdown: ClassVar[bool | None] = None
    #: What the results panel counts, a plural key ("12 points"; Mada: its prickly pears).
    results_unit: ClassVar[str] = N_("table.results.points")
    #: The game's event table: each kind's model change, words, sound and show.
    events: ClassVar[EventTable] = table({})

    def __init__(self, app: App, resume: bool = False, human_seat: int = HUMAN) -> None:
        super().__init__(app)
        self.want_resume = resume
        self.session: MatchSession | None = None
        self.human = human_seat  # a new match seats the player here; a resumed one, as saved
        self.words: Narration = self.make_words(human_seat)
        self.queue: deque[Event] = deque()
        self.log_lines: list[str] = []
        #: what the log told, as events and the table's own keys, so a language switch
        #: can tell it again (`retell`)
        self.told: list[Event | str] = []
        self._told_in = get_language()
        self.log_open = True
        self.logpanel: LogPanel | None = None
        self.hint_text = ""
        self.hint_action: Action | None = None  # the move the hint names (highlighted)
        self.thinking: Task | None = None
        self.hinting: Task | None = None
        self.waiting = False  # the pause before an opponent's move
        self.skipping = False  # the player is out and asked for the result: no pauses
        self.paused = False  # stopped after an event (a summary is due or showing)
        self._pause_event: Event | None = None
        self.finished = False
        self._begun = False
        self.hint_button: Button | None = None
        self._history: tuple[int, list[list[float]]] | None = None
        self._guide_checked = False  # asked storage whether the tips are due (once a visit)
        self._guide: guide.GuideOverlay | None = None  # the tips, while they are up
        self._held: Decision | None = None  # an opponent's move decided under the tips
        self.log_toggle: Button | None = None
        self.reference_button: Button | None = None

    # --- hooks for the game ------------------------------------------------------------
    def felt_colour(self) -> tuple[int, int, int]:
        return info(self.game_id).felt

    def title(self) -> str:
        """The game's name in the top bar (its descriptor's)."""
        return tr(info(self.game_id).name_key)

    def match_options(self, opponents: int) -> dict[str, Any]:
        """hook: engine options for a new match."""
        return {"players": opponents + 1}

    def reset_table(self, fresh: bool) -> None:
        """hook: rebuild what the table shows from the session (`fresh`: a new match whose
        first events will be played; else the current state at once, e.g. on resume)."""

    def layout_table(self) -> None:
        """hook: add the game's widgets (action buttons...) to ``self.ui``."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """hook: draw the table (seats, cards, piles) inside `table_rect`."""

    def show_event(self, event: Event) -> None:
        """hook: show one event (start animations on ``self.anim``)."""

    def make_words(self, human: int) -> Narration:
        """hook: the game's narration (log lines, refusals, reasons, names) for `human`."""
        return Narration(human, self.events.kinds)

    def narrate(self, event: Event) -> str | None:
        """The log line of an event, or None (the game's narration tells it)."""
        return self.words.narrate(event)

    def pause_after(self, event: Event) -> bool:
        """hook: stop the pipeline after this event (e.g. a deal's settlement)."""
        return False

    def on_pause(self, event: Event) -> None:
        """hook: the pipeline stopped after `event` and its animation has settled; show a
        summary and call `resume_pipeline()` when the player goes on."""
        self.resume_pipeline()

    def human_out(self) -> bool:
        """hook: the player is out of the match (the others play on without them)."""
        return False

    def opponent_delay(self, seat: int) -> float:
        """hook: milliseconds before an opponent's move shows."""
        return OPPONENT_MS

    def move_name(self, action: Action) -> str:
        """hook: the hinted move in words ('Trade'), or "" when the reason names it."""
        return ""

    def hint_target(self, action: Action) -> pygame.Rect | None:
        """hook: where the hinted move is on screen (its button or card), to highlight."""
        return None

    def hint_allowed(self) -> bool:
        """hook: False while a hint would give something away (Mau Mau's catch window)."""
        return True

    def refusal_text(self, error: IllegalAction) -> str:
        """Why an action was refused, in the player's language."""
        return self.words.refusal(error)

    def reason_text(self, decision: Decision) -> str:
        """A hint's reason in words."""
        return self.words.reason(decision)

    def result_text(self, result: dict[str, Any]) -> tuple[str, list[str]]:
        """hook: the end overlay's title and lines."""
        won = self.human in result.get("winners", [])
        return tr("table.end.won" if won else "table.end.lost"), []

    def update_stats(self, stats: dict[str, Any], result: dict[str, Any]) -> None:
        """hook: the game's own counters, besides played and won."""

    def tally_spec(self) -> tally.TallySpec | None:
        """hook: what the results chart follows (a public per-seat list, the events that
        close a deal); the default finds lives, scores or banked cards (game/ui/table/tally.py).
        None: the end shows the plain panel of `result_text`."""
        return tally.guess_spec(self.session.view()) if self.session is not None else None

    def prompt_text(self) -> str:
        """hook: what the player is asked to do now (shown when no hint is showing)."""
        return ""

    def controls_changed(self) -> None:
        """hook: `can_act` may have changed (enable or disable the action buttons)."""

    def reference_notes(self) -> list[Note]:
        """hook: the game's reference card, what its cards do (words from its rules); a
        table that has one gets the Cards button in its top bar."""
        return []

    def show_reference(self) -> None:
        """The reference card over the table (one tap away, from the top bar)."""
        width, height = theme.CANVAS_SIZE
        room = pygame.Rect(0, theme.TOP_BAR_HEIGHT, width, height - theme.TOP_BAR_HEIGHT)
        room.inflate_ip(-32, -16)
        title = tr("table.reference.title", name=self.title())
        self.app.stack.push(ReferenceOverlay(self.app, title, self.reference_notes(), room))

    def guide_targets(self) -> list[pygame.Rect]:
        """What the generic tips point at: the felt's lower middle, every button on the
        felt (Hint included), and the story (`log_target`)."""
        area = self.table_rect
        hand = pygame.Rect(area.x + area.w // 5, area.bottom - 200, area.w * 3 // 5, 190)
        buttons = [
            w.rect for w in self.ui.widgets if isinstance(w, Button) and area.contains(w.rect)
        ]
        shown = buttons[0].unionall(buttons[1:]) if buttons else self.hint_rect
        return [hand, shown, self.log_target()]

    def guide_tips(self) -> list[tuple[str, pygame.Rect]]:
        """hook: the first-time tips, in order, each as (its i18n key, what it points at),
        so a tip and its target cannot get out of step. A table teaches what is special
        about its game; the default is the generic three (hand, buttons, story)."""
        return list(zip(guide.TIP_KEYS, self.guide_targets(), strict=True))

    def log_target(self) -> pygame.Rect:
        """The story for a tip to point at: the log, or its Show button when folded."""
        if self.logpanel is not None:
            return pygame.Rect(self.logpanel.rect)
        return pygame.Rect(self.log_toggle.rect) if self.log_toggle else self.bar.rect

    @property
    def guiding(self) -> bool:
        """The tips are up: the table is paused beneath them (no event shown, no
        opponent started) until they are dismissed."""
        return self._guide is not None

    def show_guide(self) -> None:
        """The table tips now: the first time the table is open and its deal shown, or
        asked for again from the rules page."""
        self._guide_checked = True
        self.sync_controls()  # the widgets the tips point at show the table as it is
        self._guide = guide.GuideOverlay(self.app, self.game_id, self.guide_tips(), self._guided)
        self.app.stack.push(self._guide)

    def _guided(self) -> None:
        """The tips were dismissed: the match goes on where it stood."""
        self._guide = None
        held, self._held = self._held, None
        if held is not None and self.session is not None:
            self._decided(self.session, held)
        self.sync_controls()
        self.pump()

    def _guide_due(self) -> bool:
        """Once a visit, with the table on top and everything dealt shown: whether the
        tips should show now (never seen for this game)."""
        if self._guide_checked or self.app.stack.top is not self:
            return False
        self._guide_checked = True
        return guide.should_show(self.game_id)

    def resume(self) -> None:
        """On top again: the rules page may have asked for the tips once more."""
        super().resume()
        self._guide_checked = False

    def shortcuts(self) -> dict[int, Callable[[], None]]:
        """hook: the table's own keys (pygame key -> what it does), heard while nothing
        animates (D to draw...)."""
        return {}

    # --- starting ----------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        if not self._begun:
            self._begun = True
            self.begin()

    def begin(self) -> None:
        """Resume the saved match, start at once (--scene with --seed), or ask."""
        if self.want_resume:
            session = MatchSession.resume(self.game_id)
            if session is not None:
                self.attach(session, fresh=False)
                return
            self.app.toast(tr("table.resume.failed"))  # then the new-match panel opens
            self.open_new_match()
            return
        options = self.app.options
        if options.seed is not None and options.scene == self.game_id:
            seed, options.seed = options.seed, None  # once: a later match shuffles anew
            chosen = remembered(self.app.settings, self.game_id)
            self.start_match(chosen["level"], chosen["opponents"], seed)
            return
        self.open_new_match()

    def open_new_match(self) -> None:
        panel = NewMatchPanel(
            self.app,
            self.game_id,
            self.title(),
            lambda level, count: self.start_match(level, count),
            self.leave,
        )
        self.app.stack.push(panel)

    def start_match(self, level: str, opponents: int, seed: int | None = None) -> None:
        self.app.stack.close_above(self)  # e.g. New match pressed under a deal's summary
        storage.clear_match(self.game_id)
        options = self.match_options(opponents)
        session = MatchSession.start(self.game_id, level, options, seed, self.human)
        self.attach(session, fresh=True)

    def restart(self) -> None:
        chosen = remembered(self.app.settings, self.game_id)
        self.start_match(chosen["level"], chosen["opponents"])

    def attach(self, session: MatchSession, fresh: bool) -> None:
        """Play `session` at this table: a fresh match shows its first events (the deal)."""
        for task in (self.thinking, self.hinting):
            if task is not None:
                self.app.tasks.cancel(task)
        self.anim.skip()
        self.session = session
        self.human = session.human
        self.words = self.make_words(session.human)
        self.queue.clear()
        self.log_lines = []
        self.told = []
        self._told_in = get_language()
        self.thinking = self.hinting = None
        self._held = None
        self.waiting = self.paused = self.finished = self.skipping = False
        self._pause_event = None
        self.hint_text = ""
        self.hint_action = None
        self.reset_table(fresh)
        if not fresh:  # the story so far, told again from the record the replay rebuilt
            self._tell_quietly(session.story())
        self.relayout()
        if fresh:
            self.play_events(session.story())
        else:
            self.tell("table.log.resumed")
        self.pump()

    # --- the pipeline ------------------------------------------------------------------
    def play_events(self, events: Iterable[Event]) -> None:
        """Queue engine events; they show one by one, as the human's seat sees them."""
        self.queue.extend(event.for_seat(self.human) for event in events)
        self.pump()

    def pump(self) -> None:
        """Show queued events while nothing animates; then the next opponent, or the end."""
        if self.session is None or self.guiding:
            return
        while not self.anim.busy and not self.paused and self.queue:
            event = self.queue.popleft()
            self.tell(event)
            self.show_event(event)
            if self.skipping:
                self.anim.skip()  # the deals the player sits out go by at once
            play_sound(self.events.kinds, event, self.human)
            self.dirty = True
            if not self.skipping and self.pause_after(event):
                self.paused = True
                self._pause_event = event
        if self.anim.busy:
            return
        if self._pause_event is not None:
            event, self._pause_event = self._pause_event, None
            self.on_pause(event)
            return
        if not self.paused and not self.queue:
            if self._guide_due():  # the deal is shown: the tips before anyone moves
                self.show_guide()
                return
            self.idle()

    def skip_to_result(self) -> None:
        """The player is out: play the other seats' deals through without stopping."""
        self.skipping = True
        self.resume_pipeline()

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
                self.record_stats(result)
                self.show_end(result)
            return
        seat = session.next_opponent()
        if seat is not None and self.thinking is None and not self.waiting:
            self.waiting = True
            if self.skipping:
                self._think(seat)
            else:
                self.anim.wait(self.opponent_delay(seat), on_done=lambda: self._think(seat))
        self.controls_changed()

    def _think(self, seat: int) -> None:
        self.waiting = False
        if self.session is None or self.session.next_opponent() != seat:
            return
        session = self.session
        self.thinking = self.run_task(
            session.think(seat), lambda decision: self._decided(session, decision)
        )

    def _decided(self, session: MatchSession, decision: Decision) -> None:
        self.thinking = None
        if session is not self.session:
            return  # a new match began meanwhile
        if self.guiding:  # tips asked for mid-match: the move waits until they are done
            self._held = decision
            return
        self.play_events(session.apply(decision.action))

    # --- the human ---------------------------------------------------------------------
    @property
    def settled(self) -> bool:
        """Everything the engine did is shown: nothing queued, paused or animating."""
        return (
            self.session is not None and not self.queue and not self.paused and not self.anim.busy
        )

    def handle(self, event: pygame.event.Event) -> None:
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
        return (
            self.session is not None
            and self.session.human_may_act()
            and not self.queue
            and not self.paused
            and not self.waiting
            and self.thinking is None
            and not self.anim.busy
        )

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
            self.app.toast(self.refusal_text(error))
            return False
        self.hint_text = ""
        self.hint_action = None
        self.dirty = True
        if self.hinting is not None:
            self.app.tasks.cancel(self.hinting)
            self.hinting = None
        self.play_events(events)
        self.controls_changed()
        return True

    def act(self, verb: str, *cards: str, **params: object) -> bool:
        """Submit the move with these parts (a button's verb, a tapped card, ``to=seat``):
        the session's legal action, or the same move refused with a toast saying why."""
        return self.session is not None and self.submit(self.session.find(verb, *cards, **params))

    def hint(self) -> None:
        if not self.can_act or self.hinting is not None or self.session is None:
            return
        if not self.hint_allowed():
            return
        self.hint_text = tr("table.hint.thinking")
        self.dirty = True
        self.hinting = self.run_task(self.session.hint(), self._hinted)

    def _hinted(self, decision: Decision) -> None:
        self.hinting = None
        reason, move = self.reason_text(decision), self.move_name(decision.action)
        if move:
            self.hint_text = tr("table.hint.move", move=move, reason=reason)
        else:
            self.hint_text = tr("table.hint.line", reason=reason)
        self.hint_action = decision.action
        self.dirty = True

    # --- log, stats, end ---------------------------------------------------------------
    def tell(self, item: Event | str) -> None:
        """Log an event (its narration) or one of the table's own lines (a key)."""
        self.told.append(item)
        line = self._told_line(item)
        if line:
            self.add_log(line)

    def _told_line(self, item: Event | str) -> str | None:
        return tr(item) if isinstance(item, str) else self.narrate(item)

    def retell(self) -> None:
        """The language changed: tell the whole log again, with fresh words (a narration
        remembers what it told, so it starts over from the first event)."""
        self._told_in = get_language()
        told, self.told, self.log_lines = self.told, [], []
        self.words = self.make_words(self.human)
        self._tell_quietly(told)

    def _tell_quietly(self, items: Iterable[Event | str]) -> None:
        """Tell `items` into the log at once, no panel update (a retelling, or a resumed
        match's story before the table is laid out)."""
        for item in items:
            self.told.append(item)
            line = self._told_line(item)
            if line:
                self.log_lines.append(line)
        del self.log_lines[:-KEEP]

    def add_log(self, line: str) -> None:
        self.log_lines.append(line)
        del self.log_lines[:-KEEP]
        if self.logpanel is not None:
            self.logpanel.add(line)
        self.dirty = True

    def toggle_log(self) -> None:
        self.log_open = not self.log_open
        self.relayout()

    def history(self) -> list[list[float]]:
        """Each seat's lives or points at the start and after every deal so far, derived
        from the match record (so a resumed match has it whole); [] without a spec."""
        session, spec = self.session, self.tally_spec()
        if session is None or spec is None:
            return []
        stamp = session.moves
        if self._history is None or self._history[0] != stamp:
            self._history = (stamp, tally.history(session.record(), spec))
        return self._history[1]

    def seat_names(self) -> list[str]:
        assert self.session is not None
        return [self.words.seat(seat) for seat in range(self.session.n_seats)]

    def record_stats(self, result: dict[str, Any]) -> None:
        """Count the finished match once: played, won, per difficulty, streaks, score and
        deals (game/ui/table/stats.py), and the game's own counters."""
        stats = storage.load_stats(self.game_id)
        won = self.human in result.get("winners", [])
        level = self.session.level if self.session is not None else "normal"
        spec = self.tally_spec()
        lives = spec is not None and spec.lives
        score, higher, deals = match_figures(self.history(), result, self.human, lives)
        record_match(stats, won, level, score, higher, deals)
        self.update_stats(stats, result)
        storage.save_stats(self.game_id, stats)

    def results(self, result: dict[str, Any]) -> Results | None:
        """The results panel's data, or None when the game keeps no history."""
        rows, spec = self.history(), self.tally_spec()
        if not rows or spec is None or self.session is None:
            return None
        n = self.session.n_seats
        breakdown = self.round_breakdown
        if breakdown is None:
            breakdown = not spec.lives
        return make_results(
            self.result_text(result)[0],
            rows,
            result,
            spec,
            self.seat_names(),
            [emblem_index(seat, self.human) for seat in range(n)],
            self.human,
            self.deal_word,
            breakdown,
            self.results_unit,
        )

    def results_room(self) -> pygame.Rect:
        """hook: where the results panel may go (the felt beside the log)."""
        return self.table_rect.inflate(-20, -16)

    def show_end(self, result: dict[str, Any]) -> None:
        buttons = [(tr("table.end.restart"), self.restart), (tr("table.end.lobby"), self.leave)]
        results = self.results(result)
        if results is not None:
            self.app.stack.push(ResultsOverlay(self.app, results, buttons, self.results_room()))
            return
        title, lines = self.result_text(result)
        self.app.stack.push(PanelOverlay(self.app, title, lines, buttons, *self.overlay_place()))

    def overlay_centre(self) -> tuple[int, int]:
        return self.table_rect.center

    def overlay_place(self) -> tuple[tuple[int, int], int]:
        """hook: where a summary or end panel sits (its centre) and how wide it may be (0:
        its own width), so it covers no seat's name or markers."""
        return self.overlay_centre(), 0

    def show_summary(self, title: str, lines: list[str]) -> None:
        """A deal's summary over the paused table: Next deal goes on (Skip to the result
        once the player is out); New match and Lobby ask first (a match is running) and
        bring the summary back when the answer is no. Esc is Lobby's question: it never
        advances the match."""

        def again() -> None:
            self.show_summary(title, lines)

        def confirm(question: str, yes_label: str, action) -> None:
            self.app.stack.push(
                ConfirmDialog(
                    self.app,
                    question,
                    lambda yes: action() if yes else again(),
                    yes=yes_label,
                    no=tr("common.cancel"),
                )
            )

        go_on = (
            (tr("table.skip_to_result"), self.skip_to_result)
            if self.human_out()
            else (tr(NEXT_KEYS[self.deal_word]), self.resume_pipeline)
        )
        buttons = [
            go_on,
            (  # it restarts the whole match, and says so
                tr("table.new"),
                lambda: confirm(tr("table.new.confirm"), tr("table.new.yes"), self.restart),
            ),
            (
                tr("table.end.lobby"),
                lambda: confirm(tr("table.leave.confirm"), tr("table.end.lobby"), self.leave),
            ),
        ]
        self.app.stack.push(PanelOverlay(self.app, title, lines, buttons, *self.overlay_place()))

    # --- leaving, new match ------------------------------------------------------------
    def leave(self) -> None:
        """Back to the lobby (the match, if any, stays saved for Resume)."""
        if len(self.app.stack) > 1 and self.app.stack.top is self:
            self.app.stack.pop()
            if not self.app.stack.top.home:
                self.app.stack.reset(self.app.open_scene("lobby"))
        else:
            self.app.stack.reset(self.app.open_scene("lobby"))

    def back(self) -> None:
        if self.session is None or self.session.over:
            self.leave()
            return
        question = tr("table.leave.confirm")
        self.app.stack.push(ConfirmDialog(self.app, question, lambda yes: yes and self.leave()))

    def ask_new_match(self) -> None:
        if self.session is None or self.session.over:
            self.open_new_match()
            return
        self.app.stack.push(
            ConfirmDialog(
                self.app,
                tr("table.new.confirm"),
                lambda yes: yes and self.open_new_match(),
                yes=tr("table.new.yes"),
                no=tr("common.cancel"),
            )
        )

    # --- layout and drawing ------------------------------------------------------------
    @property
    def table_rect(self) -> pygame.Rect:
        """The felt left for seats and cards (beside the log panel when it is open)."""
        top = theme.TOP_BAR_HEIGHT
        width = theme.CANVAS_SIZE[0] - (LOG_W if self.log_open else 0)
        return pygame.Rect(0, top, width, theme.CANVAS_SIZE[1] - top)

    @property
    def hint_line_centre(self) -> tuple[int, int]:
        """Where the hint's one line is centred (a subclass may move it)."""
        return (self.table_rect.centerx, self.hint_rect.top - 28)

    @property
    def hint_room(self) -> int:
        """How wide the hint's strip may grow (a subclass may narrow it)."""
        return self.table_rect.w - 2 * SIDE_PAD

    @property
    def hint_rect(self) -> pygame.Rect:
        """Where the Hint button sits (a subclass may move it)."""
        area = self.table_rect
        return pygame.Rect(area.right - 150 - SIDE_PAD, area.bottom - 66, 150, 56)

    def layout(self) -> None:
        if self._told_in != get_language():
            self.retell()
        self.bar = TopBar(self, self.title(), rules_game=self.game_id)
        if type(self).reference_notes is not TableScene.reference_notes:
            tip = tr("table.reference.tip")
            self.reference_button = self.bar.add_left(
                tr("table.reference"), self.show_reference, tip
            )
        self.bar.add_left(tr("table.new"), self.ask_new_match, tr("table.new.tip"))  # live too
        self.layout_table()
        self.hint_button = Button(
            self.hint_rect, tr("table.hint"), self.hint, tooltip=tr("table.hint.tip")
        )
        self.ui.add(self.hint_button)
        self._layout_log()
        self.sync_controls()

    def _layout_log(self) -> None:
        top = theme.TOP_BAR_HEIGHT + SIDE_PAD
        right = theme.CANVAS_SIZE[0] - SIDE_PAD
        label = tr("table.log.hide") if self.log_open else tr("table.log.show")
        toggle = Button(
            (right - 140, top, 140, 56), label, self.toggle_log, tooltip=tr("table.log.tip")
        )
        if self.log_open:
            rect = pygame.Rect(
                theme.CANVAS_SIZE[0] - LOG_W + SIDE_PAD,
                top + 64,
                LOG_W - 2 * SIDE_PAD,
                theme.CANVAS_SIZE[1] - top - 64 - SIDE_PAD,
            )
            self.logpanel = LogPanel(rect, self.log_lines)
            self.ui.add(self.logpanel)
        else:
            self.logpanel = None
        self.ui.add(toggle)
        self.log_toggle = toggle

    def sync_controls(self) -> None:
        """Enable the Hint button only when the human may act."""
        if self.hint_button is not None:
            self.hint_button.enabled = self.can_act and self.hinting is None and self.hint_allowed()
        self.controls_changed()

    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        was = self.can_act, self._controls_look()
        self.pump()
        self.sync_controls()
        if (self.can_act, self._controls_look()) != was:
            self.dirty = True
        return moving

    def _controls_look(self) -> tuple:
        """What the widgets show that the pipeline may change without touching `dirty`."""
        return tuple((w.enabled, getattr(w, "label", None)) for w in self.ui.widgets)

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        if self.log_open:
            title_y = theme.TOP_BAR_HEIGHT + SIDE_PAD + 28
            x = theme.CANVAS_SIZE[0] - LOG_W + SIDE_PAD + 4
            image = fonts.render(tr("table.log.title"), theme.BODY_TEXT, theme.ON_FELT, True)
            surface.blit(image, image.get_rect(midleft=(x, title_y)))
        line = self.hint_text or (self.prompt_text() if self.can_act else "")
        if line:
            self.draw_strip(surface, line)
        target = self.hint_target(self.hint_action) if self.hint_action and self.can_act else None
        if target is not None:
            pygame.draw.rect(surface, theme.FOCUS, target.inflate(12, 12), 4, border_radius=12)
        self.bar.draw(surface)

    def draw_strip(self, surface: pygame.Surface, text: str) -> None:
        """The hint (or the prompt) on a dark strip for contrast, wrapped to its room."""
        area = self.table_rect
        size, lines = fonts.fit_lines(text, theme.MIN_TEXT, self.hint_room - 24, 3)
        step = fonts.line_height(size)
        width = max(fonts.width(line, size) for line in lines)
        strip = pygame.Rect(0, 0, width + 24, step * len(lines) + 10)
        strip.center = self.hint_line_centre
        strip.clamp_ip(area)
        pygame.draw.rect(surface, theme.BAR, strip, border_radius=8)
        y = strip.y + 5
        for line in lines:
            image = fonts.render(line, size, theme.ON_FELT)
            surface.blit(image, image.get_rect(midtop=(strip.centerx, y)))
            y += step
