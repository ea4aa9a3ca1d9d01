"""Frame cost of the UI, headless: (a) a forced full redraw and (b) an idle frame, for the
lobby and the settings scene, without and with the display post-process.

A full redraw is everything a changed frame costs: scenes, post-process, presenting the
canvas and the flip. An idle frame is what the loop pays when nothing changed. Run with
`make bench` or `python -m bench frame`. Targets: full redraw median under 2 ms here, and
the post-process alone at the default look under 1 ms.
"""

from __future__ import annotations

import statistics
import time

from bench.headless import headless_env
from bench.stats import percentile

FRAMES = 500
WARMUP = 20
SCENES = ("lobby", "settings")
# (label, contrast, grain, temperature): plain (0/0/0) is no pass at all; default (50/50/50)
# is the printed look every player starts with; strongest moves every slider to 100.
FX = (("plain", 0, 0, 0), ("default", 50, 50, 50), ("strongest", 100, 100, 100))


def timed_frame(app) -> float:
    """One frame of the app, in milliseconds."""
    start = time.perf_counter()
    app.frame(16.0, events=[])
    return (time.perf_counter() - start) * 1000


def measure(app, forced: bool) -> list[float]:
    times = []
    for i in range(WARMUP + FRAMES):
        if forced:
            app.redraw()
        took = timed_frame(app)
        if i >= WARMUP:
            times.append(took)
    return times


def main() -> None:
    headless_env()
    from game.ui.app import App, Options

    app = App(Options(headless=True))
    app.settings["speed"] = "instant"  # no cross-fade between the measured scenes
    print(f"{'scene':<9} {'post-process':<13} {'frame':<13} {'median ms':>10} {'p99 ms':>8}")
    for scene in SCENES:
        app.stack.reset(app.open_scene(scene))
        for label, contrast, grain, temperature in FX:
            app.postfx.configure(contrast, grain, temperature)
            for kind, forced in (("full redraw", True), ("idle", False)):
                times = measure(app, forced)
                median, p99 = statistics.median(times), percentile(times, 0.99)
                print(f"{scene:<9} {label:<13} {kind:<13} {median:>10.3f} {p99:>8.3f}")
    frame = app.canvas.copy()
    for label, contrast, grain, temperature in FX:
        app.postfx.configure(contrast, grain, temperature)
        times = []
        for _ in range(FRAMES):
            start = time.perf_counter()
            app.postfx.apply(frame)
            times.append((time.perf_counter() - start) * 1000)
        print(
            f"post-process alone ({label}): median {statistics.median(times):.3f} ms,"
            f" p99 {percentile(times, 0.99):.3f} ms"
        )


if __name__ == "__main__":
    main()
