"""Mada opponents' decision time per level (median, 95th percentile, longest slice between
two yields of `think`), over decision points taken from normal-vs-normal matches with 4 and
5 players. Wall-clock and process CPU time: on a shared machine CPU is the steadier one."""

from __future__ import annotations

import statistics
import time

from bench.stats import percentile
from game.ai.mada import HARD_BUDGET, make_opponent
from game.engine.mada import new_match

POINTS = 120


def decision_points(n: int = POINTS) -> list[dict]:
    """Views of seats with more than one legal action."""
    views: list[dict] = []
    seed = 0
    while len(views) < n:
        players = 4 + seed % 2
        match = new_match(options={"players": players}, seed=seed)
        bots = [make_opponent("normal", s, seed) for s in range(players)]
        seed += 1
        while not match.is_over and len(views) < n:
            seat = match.to_act()[0]
            view = match.view(seat)
            if len(view["legal"]) > 1:
                views.append(view)
            match.apply(bots[seat].decide(view).action)
    return views


def timings(level: str, views: list[dict]) -> tuple[list[float], list[float], float, float]:
    """Wall and CPU ms per decision, and the longest slice of any decision (wall and CPU ms;
    on a loaded machine the wall figure includes time the process was not running)."""
    wall, cpu = [], []
    longest_wall = longest_cpu = 0.0
    for view in views:
        thinking = make_opponent(level, view["seat"], 7).think(view)
        w, c = time.perf_counter(), time.process_time()
        mark_w, mark_c = w, c
        while True:
            try:
                next(thinking)
            except StopIteration:
                break
            finally:
                now_w, now_c = time.perf_counter(), time.process_time()
                longest_wall = max(longest_wall, now_w - mark_w)
                longest_cpu = max(longest_cpu, now_c - mark_c)
                mark_w, mark_c = now_w, now_c
        wall.append((time.perf_counter() - w) * 1000)
        cpu.append((time.process_time() - c) * 1000)
    return wall, cpu, longest_wall * 1000, longest_cpu * 1000


def main() -> None:
    views = decision_points()
    print(f"{len(views)} decision points; hard budget {HARD_BUDGET} rollout steps")
    for level in ("easy", "normal", "hard"):
        wall, cpu, slice_wall, slice_cpu = timings(level, views)
        print(
            f"{level:6s} wall median {statistics.median(wall):6.2f} ms"
            f"  p95 {percentile(wall, 0.95):6.2f} ms   cpu median {statistics.median(cpu):6.2f} ms"
            f"  p95 {percentile(cpu, 0.95):6.2f} ms   longest slice wall {slice_wall:5.2f} ms"
            f"  cpu {slice_cpu:5.2f} ms"
        )


if __name__ == "__main__":
    main()
