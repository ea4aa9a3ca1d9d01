"""Decision times of a game's opponents, every registered game or those named:

    python -m bench ai [GAME ...]        (or python -m bench.ai GAME ...)

Per level over the same decision points (views with more than one legal action, from
normal-vs-normal matches at the game's fewest, default and most seats): median, 95th
percentile, mean and maximum of a whole decision (wall and process CPU ms) and the longest
slice between two yields of `think()` (thread CPU ms: the app resumes a decision a few ms
per frame, so no slice may exceed 2 ms; on a shared machine wall-clock slices mostly
measure the neighbours). Then `match_cost`: what a hard-vs-normal tournament match costs
and where it goes, at the default and the most seats."""

from __future__ import annotations

import importlib
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

from bench.stats import percentile
from game.engine.registry import descriptor
from game.ui import games

#: Decision points per game, and hard-vs-normal matches timed per player count.
POINTS = 120
MATCHES = 4

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


def decision_points(game_id: str, n: int = POINTS) -> list[dict]:
    """Views of seats with more than one legal action, from normal-vs-normal matches that
    take the game's player counts in turn, until there are `n`."""
    rules = descriptor(game_id)
    counts = sorted({rules.players[0], rules.default_players, rules.players[1]})
    views: list[dict] = []
    seed = 0
    while len(views) < n:
        players = counts[seed % len(counts)]
        match = rules.new_match(options={"players": players}, seed=seed)
        bots = [games.make_opponent(game_id, "normal", s, seed) for s in range(players)]
        seed += 1
        while not match.is_over and len(views) < n:
            seat = match.to_act()[0]
            view = match.view(seat)
            if len(view["legal"]) > 1:
                views.append(view)
            match.apply(bots[seat].decide(view).action)
    return views


def hard_budget(game_id: str) -> str:
    """The hard level's search budget, when its opponents' module states one."""
    module = importlib.import_module(games.info(game_id).opponents.partition(":")[0])
    budget = getattr(module, "HARD_BUDGET", None)
    return "" if budget is None else f"; hard budget {budget} rollout steps"


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    chosen = [g for g in games.game_ids() if g in argv] or games.game_ids()
    for game_id in chosen:
        rules = descriptor(game_id)
        make = partial(games.make_opponent, game_id)
        views = decision_points(game_id)
        print(f"{game_id} {len(views)} decision points{hard_budget(game_id)}", flush=True)
        for level in rules.levels:
            print(game_id, measure(make, level, views).line(level), flush=True)
        for players in sorted({rules.default_players, rules.players[1]}):
            print(game_id, match_cost(rules.new_match, make, players, MATCHES), flush=True)


if __name__ == "__main__":
    main()
