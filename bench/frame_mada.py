"""Frame cost of the Mada table, headless, five seats: a forced full redraw and an idle
frame at the deal and over the banking summary, and the frames while a Lemur's pull-down
and a Double Lemur's swap fly (the busiest pictures: every card of two piles in the air).
Post-process off. Run with `make bench` or `python -m bench frame_mada`.

The moments are tools/shots_mada.py's (starting states and scripted opponents), so the
figures are for the same picture every run.
"""

from __future__ import annotations

import statistics

from bench.frame import measure, timed_frame
from bench.headless import headless_env
from bench.stats import percentile

PLAYERS = 5
STILL = ("deal", "banking")
FLYING = ("lemur_mid", "swap_mid")
REPEAT = 2  # flights per moment measured (each a fresh table)


def row(label: str, kind: str, times: list[float]) -> None:
    median, p95 = statistics.median(times), percentile(times, 0.95)
    print(f"{label:<10} {kind:<12} {median:>10.3f} {p95:>8.3f} {max(times):>8.3f} {len(times):>6}")


def flying_frames(stage, moment: str) -> list[float]:
    """Frame times from the moment's mid-flight picture until its flights have landed."""
    times: list[float] = []
    for _ in range(REPEAT):
        app = stage.make_app(speed="normal")
        stage.MOMENTS[moment](app, PLAYERS)
        app.postfx.configure(0, 0, 0)
        table = app.stack.scenes[-1]
        while table.flights.busy:
            times.append(timed_frame(app))
    return times


def main() -> None:
    headless_env()
    from tools import shots_mada as stage

    print(
        f"{'moment':<10} {'frame':<12} {'median ms':>10} {'p95 ms':>8} {'max ms':>8} {'frames':>6}"
    )
    for moment in STILL:
        app = stage.make_app()
        stage.MOMENTS[moment](app, PLAYERS)
        stage.run(app, 30)  # cross-fades over
        app.postfx.configure(0, 0, 0)
        for kind, forced in (("full redraw", True), ("idle", False)):
            row(moment, kind, measure(app, forced))
    for moment in FLYING:
        row(moment, "in flight", flying_frames(stage, moment))


if __name__ == "__main__":
    main()
