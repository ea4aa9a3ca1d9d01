"""Kadabra opponents' decision time per level (median, 95th percentile) and the longest
slice between two yields of `think()` (the app resumes a decision a few ms per frame, so no
slice may exceed 2 ms), over the same decision points spread over whole normal-vs-normal matches
(2, 4 and 6 players). Wall-clock and process CPU time are both shown for the whole decision."""

from __future__ import annotations

import statistics
import time

from bench.stats import percentile
from game.ai.kadabra import HARD_BUDGET, make_opponent
from game.engine.kadabra import new_match

POINTS = 150


def decision_points(n: int = POINTS, matches: int = 6) -> list[dict]:
    """Views of seats with more than one legal action, spread evenly over whole matches
    (late views carry long logs)."""
    views: list[dict] = []
    for seed in range(matches):
        players = (2, 4, 6)[seed % 3]
        match = new_match(options={"players": players}, seed=seed)
        bots = [make_opponent("normal", s, seed) for s in range(players)]
        while not match.is_over:
            seat = match.to_act()[0]
            view = match.view(seat)
            if len(view["legal"]) > 1:
                views.append(view)
            match.apply(bots[seat].decide(view).action)
    return views[:: max(1, len(views) // n)][:n]


def timings(level: str, views: list[dict]) -> tuple[list[float], list[float], float]:
    """Wall and CPU ms per decision, and the longest slice between two yields (CPU ms of
    this thread: on a shared machine wall-clock slices mostly measure the neighbours)."""
    wall, cpu, longest = [], [], 0.0
    for view in views:
        bot = make_opponent(level, view["seat"], 7)
        w, c = time.perf_counter(), time.process_time()
        thinking = bot.think(view)
        while True:
            started = time.thread_time()
            try:
                next(thinking)
            except StopIteration:
                longest = max(longest, time.thread_time() - started)
                break
            longest = max(longest, time.thread_time() - started)
        wall.append((time.perf_counter() - w) * 1000)
        cpu.append((time.process_time() - c) * 1000)
    return wall, cpu, longest * 1000


def main() -> None:
    views = decision_points()
    print(f"kadabra {len(views)} decision points; hard budget {HARD_BUDGET} rollout steps")
    for level in ("easy", "normal", "hard"):
        wall, cpu, longest = timings(level, views)
        print(
            f"kadabra {level:6s} wall median {statistics.median(wall):7.2f} ms"
            f"  p95 {percentile(wall, 0.95):7.2f} ms   cpu median {statistics.median(cpu):7.2f} ms"
            f"  p95 {percentile(cpu, 0.95):7.2f} ms   longest slice {longest:5.2f} ms"
        )


if __name__ == "__main__":
    main()
