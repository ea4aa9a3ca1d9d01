"""Mau Mau opponents' decision time per level (median, 95th percentile), over the same set of
decision points taken from normal-vs-normal matches (2 and 4 players). Wall-clock and
process CPU time are both shown: on a shared machine the CPU figure is the steadier one."""

from __future__ import annotations

import statistics
import time

from bench.stats import percentile
from game.ai.maumau import CLOSE_BUDGET, HARD_BUDGET, make_opponent
from game.engine.maumau import new_match

POINTS = 120


def decision_points(n: int = POINTS) -> list[dict]:
    """Views of seats that must choose (catch windows left out: every level answers at once)."""
    views: list[dict] = []
    seed = 0
    while len(views) < n:
        players = 2 + 2 * (seed % 2)
        match = new_match(options={"players": players}, seed=seed)
        bots = [make_opponent("normal", s, seed) for s in range(players)]
        seed += 1
        while not match.is_over and len(views) < n:
            seat = match.to_act()[0]
            view = match.view(seat)
            if match.window is None and len(view["legal"]) > 1:
                views.append(view)
            match.apply(bots[seat].decide(view).action)
    return views


def timings(level: str, views: list[dict]) -> tuple[list[float], list[float]]:
    wall, cpu = [], []
    for view in views:
        bot = make_opponent(level, view["seat"], 7)
        w, c = time.perf_counter(), time.process_time()
        bot.decide(view)
        wall.append((time.perf_counter() - w) * 1000)
        cpu.append((time.process_time() - c) * 1000)
    return wall, cpu


def p95(values: list[float]) -> float:
    return percentile(values, 0.95)


def main() -> None:
    views = decision_points()
    budgets = f"{HARD_BUDGET} rollout steps ({CLOSE_BUDGET} near a round's end)"
    print(f"{len(views)} decision points; hard budget {budgets}")
    for level in ("easy", "normal", "hard"):
        wall, cpu = timings(level, views)
        print(
            f"{level:6s} wall median {statistics.median(wall):7.2f} ms  p95 {p95(wall):7.2f} ms"
            f"   cpu median {statistics.median(cpu):7.2f} ms  p95 {p95(cpu):7.2f} ms"
        )


if __name__ == "__main__":
    main()
