"""Frame cost of the game tables, headless: a forced full redraw and an idle frame at the
moments each game's staging names for it (tools/stages/, found through the registry: the
deal, a magic show's banner, a round's board...), post-process off unless a case turns it
on, and the frames while a moment's cards fly ("in flight": every frame until they land).
A game without staging is measured at the start of a new match. Prints median, p95 and
max per case. Run with `make bench` or `python -m bench frame_table [GAME ...]`.

The moments are the screenshot tool's (tools/shots.py): the same picture every run.
"""

from __future__ import annotations

import statistics
import sys

from bench.frame import measure, timed_frame
from bench.headless import headless_env
from bench.stats import percentile

#: Flights measured per "in flight" case (each from a fresh table).
REPEAT = 2


def flying_frames(moment, players: int) -> list[float]:
    """Frame times from a moment's mid-flight picture until its cards have landed."""
    from tools.table_stage import make_app

    times: list[float] = []
    for _ in range(REPEAT):
        app = make_app(speed="normal")
        table = moment(app, players)
        app.postfx.configure(0, 0, 0)
        while table.flights.busy if hasattr(table, "flights") else table.anim.busy:
            times.append(timed_frame(app))
    return times


def still_frames(moment, hold, name: str, players: int, fx: str, kind: str) -> list[float]:
    """A fresh table at the moment, held still; a forced full redraw or an idle frame."""
    from tools.table_stage import make_app, run

    app = make_app()
    table = moment(app, players)
    if hold is not None:
        hold(table, name)
    run(app, 30)  # cross-fades over
    level = 80 if fx == "on" else 0
    app.postfx.configure(level, level, level)
    return measure(app, kind == "full redraw")


def game_rows(game_id: str) -> list[str]:
    """One line per case of the game's frame cases."""
    from tools.table_stage import frame_cases, stages_of

    stages = stages_of(game_id)
    lines = []
    for name, players, levels, kinds in frame_cases(game_id, stages):
        moment = stages.moments[name]
        for fx in levels:
            for kind in kinds:
                if kind == "in flight":
                    times = flying_frames(moment, players)
                else:
                    times = still_frames(moment, stages.hold, name, players, fx, kind)
                median, p95 = statistics.median(times), percentile(times, 0.95)
                lines.append(
                    f"{game_id:<8} {name:<11} {players:>5} {fx:<4} {kind:<12} {median:>10.3f}"
                    f" {p95:>8.3f} {max(times):>8.3f} {len(times):>6}"
                )
    return lines


def main(argv: list[str] | None = None) -> None:
    headless_env()
    from game.ui.games import table_ids

    argv = sys.argv[1:] if argv is None else argv
    chosen = [g for g in table_ids() if g in argv] or table_ids()
    print(
        f"{'table':<8} {'moment':<11} {'seats':>5} {'fx':<4} {'frame':<12} {'median ms':>10}"
        f" {'p95 ms':>8} {'max ms':>8} {'frames':>6}"
    )
    for game_id in chosen:
        for line in game_rows(game_id):
            print(line, flush=True)


if __name__ == "__main__":
    main()
