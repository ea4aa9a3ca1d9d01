"""Frame cost of the L.A.M.A. Kadabra table, headless: a forced full redraw and an idle
frame at the moments tools/shots_kadabra.py stages, at six seats (the deal, a magic
show's banner, the round's board), post-process off, and the
six-seat deal with it on. Prints median, p95 and max per moment. Run with `make bench` or
`python -m bench frame_kadabra`.
"""

from __future__ import annotations

import statistics

from bench.frame import measure
from bench.headless import headless_env
from bench.stats import percentile

#: (moment, players, post-process levels, frame kinds)
CASES = (
    ("deal", 6, ("off", "on"), ("full redraw",)),
    ("deal", 6, ("off",), ("idle",)),
    ("show", 6, ("off",), ("full redraw",)),
    ("board", 6, ("off",), ("full redraw",)),
)


def main() -> None:
    headless_env()
    from tools import shots_kadabra as stage

    print(
        f"{'moment':<7} {'seats':>5} {'fx':<4} {'frame':<12} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}"
    )
    for moment, players, levels, kinds in CASES:
        for fx in levels:
            app = stage.make_app()
            stage.MOMENTS[moment](app, players)
            if moment == "show":  # keep the banner up while measuring
                app.settings["speed"] = "instant"
            stage.run(app, 30)
            level = 80 if fx == "on" else 0
            app.postfx.configure(level, level, level)
            for kind in kinds:
                times = measure(app, kind == "full redraw")
                median, p95 = statistics.median(times), percentile(times, 0.95)
                print(
                    f"{moment:<7} {players:>5} {fx:<4} {kind:<12} {median:>10.3f} {p95:>8.3f}"
                    f" {max(times):>8.3f}"
                )


if __name__ == "__main__":
    main()
