"""Where a table comes from and goes to: the saved match resumed, a day's daily deal (the
lobby's Daily, a ``?daily=`` link), a match started at once (``--scene <id> --seed N``,
with the remembered choices) or the new-match panel; New
match and the lobby (asking first while a match runs: it stays saved for Resume); the
reference card from the top bar."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

import pygame

from game import storage
from game.i18n import tr
from game.ui import dailyplay, theme
from game.ui.dailyplay import Play
from game.ui.games import info
from game.ui.replay import ReplayBar, ReplaySession
from game.ui.table.newmatch import NewMatchPanel, remembered
from game.ui.table.reference import ReferenceOverlay
from game.ui.table.session import MatchSession
from game.ui.widgets.dialog import ConfirmDialog


class Navigation:
    """A table's ways in and out; see the module docstring."""

    def __init__(self, table: Any) -> None:
        self.table = table
        #: the day whose daily deal the table opens with (set before it enters), else None
        self.daily: date | None = None
        #: the match record the table opens to replay (game/ui/replay.py), else None
        self.replay: dict[str, Any] | None = None
        self.then: Callable[[], None] | None = None  # after the replay closes

    def title(self) -> str:
        """The game's name (its descriptor's)."""
        return tr(info(self.table.game_id).name_key)

    def begin(self) -> None:
        """Resume the saved match, start a daily deal, start at once (--scene with --seed),
        or ask."""
        table, options = self.table, self.table.app.options
        if self.replay is not None:
            table.replay = ReplayBar(table)
            table.attach(ReplaySession(self.replay), fresh=False)
            return
        if self.daily is not None:
            day, self.daily = self.daily, None
            self.start_daily(day)
            return
        if table.want_resume:
            session = MatchSession.resume(table.game_id)
            if session is not None:
                table.attach(session, fresh=False)
                return
            table.app.toast(tr("table.resume.failed"))  # then the new-match panel opens
        elif options.seed is not None and options.scene == table.game_id:
            seed, options.seed = options.seed, None  # once: a later match shuffles anew
            self.restart(seed)
            return
        self.open_new_match()

    def open_new_match(self) -> None:
        app, game_id = self.table.app, self.table.game_id
        app.stack.push(NewMatchPanel(app, game_id, self.title(), self.start_match, self.leave))

    def start_match(
        self, level: str, opponents: int, seed: int | None = None, daily: Play | None = None
    ) -> None:
        table = self.table
        table.app.stack.close_above(table)  # e.g. New match pressed under a deal's summary
        storage.clear_match(table.game_id)
        options = table.match_options(opponents)
        session = MatchSession.start(table.game_id, level, options, seed, table.human, daily)
        table.attach(session, fresh=True)

    def start_daily(self, day: date) -> None:
        """The daily deal of `day`: today's first play counts, any other is practice (a
        toast says which)."""
        play = dailyplay.begin(self.table.game_id, day)
        self.start_match(play.deal.level, play.deal.opponents, play.deal.seed, play)
        words = "daily.counts.toast" if play.counts else "daily.practice.toast"
        self.table.app.toast(tr(words, day=day.isoformat()))

    def restart(self, seed: int | None = None) -> None:
        """A new match with the remembered choices (shuffled by `seed` when given); after
        a daily deal, the same deal again (as practice)."""
        session = self.table.session
        if seed is None and session is not None and session.daily is not None:
            self.start_daily(session.daily.deal.day)
            return
        level, opponents = remembered(self.table.app.settings, self.table.game_id)
        self.start_match(level, opponents, seed)

    def leave(self) -> None:
        """Back to the lobby (the match, if any, stays saved for Resume)."""
        stack = self.table.app.stack
        if len(stack) > 1 and stack.top is self.table:
            stack.pop()
            if self.replay is not None:  # back where the replay came from
                if self.then is not None:
                    self.then()
                return
            if stack.top.home:
                return
        stack.reset(self.table.app.open_scene("lobby"))

    def back(self) -> None:
        app, session = self.table.app, self.table.session
        if session is None or session.over or session.replaying:
            self.leave()
            return
        app.stack.push(
            ConfirmDialog(app, tr("table.leave.confirm"), lambda yes: yes and self.leave())
        )

    def ask_new_match(self) -> None:
        session = self.table.session
        if session is None or session.over:
            self.open_new_match()
            return
        self.confirm(tr("table.new.confirm"), tr("table.new.yes"), self.open_new_match)

    def confirm(
        self,
        question: str,
        yes: str,
        then: Callable[[], None],
        otherwise: Callable[[], None] = lambda: None,
    ) -> None:
        """Ask first (Yes is `yes`, No is Cancel): `then` on yes, `otherwise` on no."""
        app = self.table.app

        def answer(ok: bool) -> None:
            then() if ok else otherwise()

        app.stack.push(ConfirmDialog(app, question, answer, yes=yes, no=tr("common.cancel")))

    def show_reference(self) -> None:
        """The reference card over the table (one tap away, from the top bar)."""
        (width, height), top = theme.CANVAS_SIZE, theme.TOP_BAR_HEIGHT
        room = pygame.Rect(0, top, width, height - top).inflate(-32, -16)
        title = tr("table.reference.title", name=self.title())
        notes = self.table.reference_notes()
        self.table.app.stack.push(ReferenceOverlay(self.table.app, title, notes, room))
