"""How often this machine's process clock jumps on a frame that does the same work as all
the others: one static scene redrawn in a loop, CPU time per frame.

The monkey (bench/monkey.py) counts frames over 50 ms of CPU time. On a VM the process
clock now and then jumps by tens of ms on a frame that does no more than the thousands
before it; this bench shows how often, so the monkey's replays of its slow frames can be
read against it. `CLOCK_NOISE_SECONDS` sets the length (default 20 s; `make bench` runs it).
"""

from __future__ import annotations

import os
import statistics
import time

from bench.headless import headless_env


def main() -> None:
    headless_env()
    from game.ui import preload
    from game.ui.app import App, Options

    seconds = float(os.environ.get("CLOCK_NOISE_SECONDS", "20"))
    app = App(Options(headless=True, size=(960, 540)))
    app.settings["speed"] = "instant"
    app.stack.push(app.open_scene("lobby"))
    preload.finish()
    app.stack.push(app.open_scene("settings"))
    for _ in range(50):
        app.frame(16.0, [])
    times: list[float] = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        cpu = time.process_time()
        app.redraw()
        app.frame(16.0, [])
        times.append((time.process_time() - cpu) * 1000)
    times.sort()
    print(
        f"settings scene redrawn {len(times)} times in {seconds:.0f} s: CPU ms per frame"
        f" median {statistics.median(times):.2f}, p99.9 {times[int(len(times) * 0.999)]:.2f},"
        f" max {times[-1]:.2f}; frames over 20 ms: {sum(t > 20 for t in times)},"
        f" over 50 ms: {sum(t > 50 for t in times)}"
    )


if __name__ == "__main__":
    main()
