"""Decision times of one game's opponents, shared by bench/ai_kadabra.py and bench/ai_mada.py.

Per level over the same decision points: median, 95th percentile, mean and maximum of a
whole decision (wall and process CPU ms) and the longest slice between two yields of
`think()` (thread CPU ms: the app resumes a decision a few ms per frame, so no slice may
exceed 2 ms; on a shared machine wall-clock slices mostly measure the neighbours).
`match_cost` answers what a hard-vs-normal tournament match costs and where it goes."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bench.stats import percentile

MakeOpponent = Callable[[str, int, int], Any]


@dataclass
class Times:
    wall: list[float]
    cpu: list[float]
    longest_slice: float

    def line(self, label: str) -> str:
        cpu = self.cpu
        return (
            f"{label:14s} cpu median {statistics.median(cpu):6.2f}  p95 {percentile(cpu, 0.95):6.2f}"
            f"  mean {statistics.mean(cpu):6.2f}  max {max(cpu):6.2f} ms"
            f"   wall median {statistics.median(self.wall):6.2f}  p95"
            f" {percentile(self.wall, 0.95):6.2f} ms   longest slice {self.longest_slice:5.2f} ms"
        )


def measure(make_opponent: MakeOpponent, level: str, views: list[dict]) -> Times:
    """Every view decided by a fresh opponent of `level`, slice by slice."""
    wall, cpu, longest = [], [], 0.0
    for view in views:
        thinking = make_opponent(level, view["seat"], 7).think(view)
        w, c = time.perf_counter(), time.process_time()
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
    return Times(wall, cpu, longest * 1000)


def match_cost(
    new_match: Callable[..., Any], make_opponent: MakeOpponent, players: int, matches: int
) -> str:
    """Hard (one seat, rotated) against normal: CPU seconds a match, hard decisions a match
    and the CPU ms of those decisions (what a tournament's hard table pays)."""
    costs: list[float] = []
    per_match: list[float] = []
    for index in range(matches):
        hero = index % players
        match = new_match(options={"players": players}, seed=index)
        bots = [make_opponent("hard" if s == hero else "normal", s, index) for s in range(players)]
        started = time.process_time()
        while not match.is_over:
            seat = match.to_act()[0]
            view = match.view(seat)
            c = time.process_time()
            decision = bots[seat].decide(view)
            if seat == hero:
                costs.append((time.process_time() - c) * 1000)
            match.apply(decision.action)
        per_match.append(time.process_time() - started)
    return (
        f"hard vs normal, {players} players: {statistics.mean(per_match):5.2f} CPU s a match,"
        f" {len(costs) / matches:5.1f} hard decisions a match; a hard decision"
        f" median {statistics.median(costs):6.2f}  p95 {percentile(costs, 0.95):6.2f}"
        f"  max {max(costs):6.2f} ms"
    )
