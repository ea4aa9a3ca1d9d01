"""Decision time and slice length of every registered game's opponents, per level.

An opponent thinks in slices (`think` yields; the app resumes it once per frame), so what a
player feels is the longest slice, not the whole decision. Positions come from matches
played by normal opponents; CPU time per slice (wall time under WebAssembly).
Prints per game and level: decisions, median and 95th percentile of a decision, the longest
slice and the 99th percentile of slices, in milliseconds.

    python -m bench.ai_slices [GAME ...]
    python -m bench.ai_slices --collect [GAME ...]

`--collect` instead times hard decisions on COLLECT_POSITIONS positions per game twice, in
turn position by position: under CPython's automatic collection and under the app's policy
(game/ui/collect.py: full passes only at a safe point after each decision, as the app runs
them when a decision comes in), and prints the longest slice of each and the time of the
full passes the policy ran.
"""

from __future__ import annotations

import gc
import statistics
import sys
from typing import Any

from bench.stats import clock, percentile
from game.ai.base import LEVELS
from game.engine.registry import game_ids, new_match
from game.ui import collect
from game.ui.games import make_opponent

#: Positions per game, taken every few decisions of normal-vs-normal matches.
POSITIONS = 60
EVERY = 3
MAX_MATCHES = 40


def positions(game: str, n: int = POSITIONS) -> list[dict[str, Any]]:
    """Views of seats with a real choice (more than one legal action)."""
    views: list[dict[str, Any]] = []
    for seed in range(MAX_MATCHES):
        match = new_match(game, seed=seed)
        bots = [make_opponent(game, "normal", s, seed) for s in range(match.n_seats)]
        count = 0
        while not match.is_over and len(views) < n:
            seat = match.to_act()[0]
            view = match.view(seat)
            if len(view["legal"]) > 1 and count % EVERY == 0:
                views.append(view)
            count += 1
            match.apply(bots[seat].decide(view).action)
        if len(views) >= n:
            break
    return views


def slices(opponent: Any, view: dict[str, Any]) -> list[float]:
    """CPU seconds of each slice of one decision (the last ends with the decision)."""
    thinking = opponent.think(view)
    out = []
    while True:
        started = clock()
        try:
            next(thinking)
        except StopIteration:
            out.append(clock() - started)
            return out
        out.append(clock() - started)


def measure(game: str, level: str, views: list[dict[str, Any]]) -> dict[str, float]:
    decisions, parts = [], []
    for i, view in enumerate(views):
        cut = slices(make_opponent(game, level, view["seat"], i), view)
        decisions.append(sum(cut))
        parts.extend(cut)
    return {
        "decisions": len(decisions),
        "median_ms": 1000 * statistics.median(decisions),
        "p95_ms": 1000 * percentile(decisions, 0.95),
        "slice_max_ms": 1000 * max(parts),
        "slice_p99_ms": 1000 * percentile(parts, 0.99),
    }


#: Positions per game for `--collect`, and CPython's automatic thresholds.
COLLECT_POSITIONS = 200
AUTOMATIC = gc.get_threshold()


class FullPasses:
    """The full collections that run while installed (`gc.callbacks`): their times, ms."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self._started = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            self._started = clock()
        else:
            self.times.append(1000 * (clock() - self._started))


def collection_slices(game: str, views: list[dict[str, Any]]) -> dict[str, Any]:
    """Per schedule ("automatic", "policy"): the longest slice of hard decisions (ms) and
    the full collections inside the slices (count, longest ms); each position is decided
    under both (which first alternates). Also the policy's full passes at safe points."""
    rows = {mode: {"slice_max": 0.0, "inside": []} for mode in ("automatic", "policy")}
    safe = FullPasses()
    for i, view in enumerate(views):
        for mode in ("automatic", "policy") if i % 2 == 0 else ("policy", "automatic"):
            if mode == "policy":
                collect.install()
            else:
                gc.set_threshold(*AUTOMATIC)
            inside = FullPasses()
            gc.callbacks.append(inside)
            cut = slices(make_opponent(game, "hard", view["seat"], i), view)
            gc.callbacks.remove(inside)
            rows[mode]["slice_max"] = max(rows[mode]["slice_max"], 1000 * max(cut))
            rows[mode]["inside"] += inside.times
            if mode == "policy":
                gc.callbacks.append(safe)
                collect.safe_point()
                gc.callbacks.remove(safe)
    gc.set_threshold(*AUTOMATIC)
    return {**rows, "safe_points": safe.times}


def _passes(times: list[float]) -> str:
    return f"{len(times)} full passes in slices" + (
        f" (longest {max(times):.2f} ms)" if times else ""
    )


def main() -> None:
    only = set(sys.argv[1:]) & set(game_ids())
    for game in game_ids():
        if only and game not in only:
            continue
        views = positions(game, COLLECT_POSITIONS if "--collect" in sys.argv else POSITIONS)
        # as in the app (game/ui/preload.py): what is loaded is frozen out of collections,
        # so a full collection that falls in a slice walks only what play made since
        gc.collect()
        gc.freeze()
        if "--collect" in sys.argv:
            row = collection_slices(game, views)
            auto, policy = row["automatic"], row["policy"]
            print(
                f"{game:7} hard, {len(views)} positions: automatic collection: longest slice"
                f" {auto['slice_max']:5.2f} ms, {_passes(auto['inside'])}; the policy: longest"
                f" slice {policy['slice_max']:5.2f} ms, {_passes(policy['inside'])}, and"
                f" {_passes(row['safe_points']).replace('in slices', 'at safe points')}",
                flush=True,
            )
            continue
        for level in LEVELS:
            row = measure(game, level, views)
            print(
                f"{game:7} {level:6} decisions {row['decisions']:4}  median {row['median_ms']:6.2f}"
                f" ms  p95 {row['p95_ms']:6.2f} ms  longest slice {row['slice_max_ms']:5.2f} ms"
                f"  (p99 {row['slice_p99_ms']:5.2f} ms)",
                flush=True,
            )


if __name__ == "__main__":
    main()
