"""Frame cost of the Mau Mau table, headless: a forced full redraw and an idle frame at
the moments tools/maumau_shots.py stages (four seats: the deal, a draw-two pending, a
catch window, the round's board), post-process off, and the deal with it on. Run with
`make bench` or `python -m bench frame_maumau`.
"""

from __future__ import annotations

import statistics

from bench.frame import measure
from bench.headless import headless_env
from bench.stats import percentile

MOMENTS = ("deal", "pending", "catch", "scoring")
PLAYERS = 4


def main() -> None:
    headless_env()
    from tools import maumau_shots as stage

    print(f"{'moment':<9} {'fx':<4} {'frame':<12} {'median ms':>10} {'p99 ms':>8}")
    for moment in MOMENTS:
        for fx in ("off", "on") if moment == "deal" else ("off",):
            app = stage.make_app()
            stage.MOMENTS[moment](app, PLAYERS)
            table = app.stack.scenes[-1]
            if moment == "catch":  # keep the window open: no let-go while measuring
                table.window_ms = float("-inf")
            stage.run(app, 30)  # cross-fades over
            level = 80 if fx == "on" else 0
            app.postfx.configure(level, level, level)
            for kind, forced in (("full redraw", True), ("idle", False)):
                times = measure(app, forced)
                median, p99 = statistics.median(times), percentile(times, 0.99)
                print(f"{moment:<9} {fx:<4} {kind:<12} {median:>10.3f} {p99:>8.3f}")


if __name__ == "__main__":
    main()
