"""How a table ends a deal and a match: a deal's summary over the paused table (Next deal,
or Skip to the result once the player is out; New match and Lobby ask first), and at the
match's end the statistics counted once and the results panel (the chart the game's
`tally_spec` follows) or the plain panel of its `result_text`, with Restart and Lobby.

The history of lives or points is derived from the match record, so a resumed match has
it whole (game/ui/table/tally.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game import storage
from game.i18n import N_, tr, trn
from game.ui import dailyplay, webpage
from game.ui.dailyplay import Play
from game.ui.replay import open_replay
from game.ui.sharecard import ShareCard
from game.ui.table import tally
from game.ui.table.overlay import Choice, PanelOverlay
from game.ui.table.results import AXIS_KEYS, Results, ResultsOverlay, moment_text, when
from game.ui.table.seats import emblem_index
from game.ui.table.stats import match_figures, record_match

#: The summary's go-on button, in the game's own word for a deal.
NEXT_KEYS = {"deal": N_("table.next"), "round": N_("table.next_round")}


class Ending:
    """A table's summaries and end; see the module docstring."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self._history: tuple[int, list[list[float]]] | None = None
        self.daily_result: dict[str, Any] = {}  # a daily deal's, once it ended

    def share(self, play: Play, result: dict[str, Any]) -> None:
        """The share card over the table; closing it brings the results back."""
        app, got = self.table.app, self.daily_result
        text = dailyplay.share_text(play, got, webpage.page_address() or "…/")
        title = tr("daily.share.title")
        app.stack.push(ShareCard(app, title, text, got["marks"], lambda: self.show_end(result)))

    def history(self) -> list[list[float]]:
        """Each seat's lives or points at the start and after every deal so far, derived
        from the match record (so a resumed match has it whole); [] without a spec."""
        session, spec = self.table.session, self.table.tally_spec()
        if session is None or spec is None:
            return []
        stamp = session.moves
        if self._history is None or self._history[0] != stamp:
            self._history = (stamp, tally.history(session.record(), spec))
        return self._history[1]

    def record(self, result: dict[str, Any]) -> None:
        """Count the finished match once: played, won, per difficulty, streaks, score and
        deals (game/ui/table/stats.py), and the game's own counters."""
        table = self.table
        stats = storage.load_stats(table.game_id)
        won = table.human in result.get("winners", [])
        spec = table.tally_spec()
        lives = spec is not None and spec.lives
        score, higher, deals = match_figures(self.history(), result, table.human, lives)
        record_match(stats, won, table.session.level, score, higher, deals)
        table.update_stats(stats, result)
        storage.save_stats(table.game_id, stats)
        if table.session.daily is not None:
            self.daily_result = self.finish_daily(table.session.daily, result, lives)

    def finish_daily(self, play: Play, result: dict[str, Any], lives: bool) -> dict[str, Any]:
        """The daily deal's place, points and marks (kept when the play counts)."""
        human, rows = self.table.human, self.history() or [[0.0] * self.table.session.n_seats]
        winners, final = list(result.get("winners", [])), tally.final(rows, result)
        place = next(p for p, seat in tally.placings(rows, winners, final) if seat == human)
        higher = tally.higher_wins(final, winners)
        return dailyplay.finish(play, place, final[human], rows, higher, lives, human)

    def results(self, result: dict[str, Any]) -> Results | None:
        """The results panel's data, or None when the game keeps no history."""
        table = self.table
        rows, spec = self.history(), table.tally_spec()
        if not rows or spec is None or table.session is None:
            return None
        seats, winners = range(table.session.n_seats), list(result.get("winners", []))
        shown = tally.final(rows, result)
        names = [table.words.seat(seat) for seat in seats]
        moment = tally.decisive(rows, winners, spec.lives)
        return Results(
            title=table.result_text(result)[0],
            names=names,
            emblems=[emblem_index(seat, table.human) for seat in seats],
            placings=tally.placings(rows, winners, shown),
            values=[self.value(rows, seat, shown[seat], spec.lives) for seat in seats],
            rows=rows,
            axis=tr(AXIS_KEYS[table.deal_word]),
            moment=moment_text(moment, names, table.human, table.deal_word),
            breakdown=[] if spec.lives else tally.breakdown(rows),  # each deal's points
        )

    def value(self, rows: list[list[float]], seat: int, value: float, lives: bool) -> str:
        """A seat's final lives in words (with the deal it went out in), or its points in
        the game's `results_unit` (Mada's prickly pears: the panel uses the log's word)."""
        if not lives:
            return trn(self.table.results_unit, int(value))
        text = trn("table.results.lives", int(value))
        if value > 0:
            return text
        out = next((k for k, row in enumerate(rows) if row[seat] <= 0), len(rows) - 1)
        return f"{text} · {when(self.table.deal_word, out)}"

    def show_end(self, result: dict[str, Any]) -> None:
        table, nav = self.table, self.table.nav
        buttons = [(tr("table.end.restart"), nav.restart), (tr("table.end.lobby"), nav.leave)]
        buttons.insert(1, (tr("replay.button"), lambda: self.replay(result)))
        results = self.results(result)
        play = table.session.daily if table.session is not None else None
        if play is not None and results is not None and self.daily_result:
            words = "daily.title" if play.counts else "daily.title.practice"
            results.title = tr(words, day=play.deal.day.isoformat(), result=results.title)
            buttons.insert(0, (tr("daily.share"), lambda: self.share(play, result)))
        if results is not None:
            table.app.stack.push(ResultsOverlay(table.app, results, buttons, table.results_room()))
            return
        title, lines = table.result_text(result)
        table.app.stack.push(PanelOverlay(table.app, title, lines, buttons, *table.overlay_place()))

    def replay(self, result: dict[str, Any]) -> None:
        """The match just ended, replayed over the table; leaving it shows the end again."""
        session = self.table.session
        record = {**session.record(), "level": session.level, "human": session.human}
        replay = open_replay(self.table.app, record)
        replay.nav.then = lambda: self.show_end(result)
        self.table.app.stack.push(replay)

    def skip_to_result(self) -> None:
        """The player is out: play the other seats' deals through without stopping."""
        self.table.skipping = True
        self.table.resume_pipeline()

    def show_summary(self, title: str, lines: list[str]) -> None:
        """A deal's summary over the paused table: Next deal goes on (Skip to the result
        once the player is out); New match and Lobby ask first (a match is running) and
        bring the summary back when the answer is no. Esc is Lobby's question: it never
        advances the match."""
        table, nav = self.table, self.table.nav

        def asking(label: str, question: str, yes: str, then: Callable[[], None]) -> Choice:
            """A button (its keys) that asks first and brings the summary back on no."""

            def ask() -> None:
                nav.confirm(tr(question), tr(yes), then, lambda: self.show_summary(title, lines))

            return tr(label), ask

        out = table.human_out()  # then the other seats play on to the result
        label = tr("table.skip_to_result") if out else tr(NEXT_KEYS[table.deal_word])
        go_on = (label, self.skip_to_result if out else table.resume_pipeline)
        lobby = N_("table.end.lobby")
        buttons = [  # New match restarts the whole match, and says so
            go_on,
            asking(N_("table.new"), N_("table.new.confirm"), N_("table.new.yes"), nav.restart),
            asking(lobby, N_("table.leave.confirm"), lobby, nav.leave),
        ]
        table.app.stack.push(PanelOverlay(table.app, title, lines, buttons, *table.overlay_place()))
