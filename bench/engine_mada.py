"""Mada engine speed: actions per second of uniform random 4-player play through the public
API (legal_actions + apply), rollout steps per second of the hard AI (normal policy, no
events), and the time of a state clone (fast clone and copy.deepcopy)."""

from __future__ import annotations

import copy
import random
import time

from bench.engine_maumau import per_call_us
from game.ai.mada import normal_policy, table_from_match
from game.engine.mada import MadaMatch, new_match

SECONDS = 3.0


def random_play(seconds: float = SECONDS) -> tuple[float, float]:
    """Actions/s and matches/s of uniform random 4-player play."""
    rng = random.Random(1)
    actions = matches = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        match = new_match(options={"players": 4}, seed=matches)
        matches += 1
        while not match.is_over:
            match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
            actions += 1
    elapsed = time.perf_counter() - started
    return actions / elapsed, matches / elapsed


def rollout_steps(seconds: float = SECONDS / 2) -> float:
    """Steps/s of the hard AI's rollouts: normal policy + raw apply on a search copy."""
    steps = seed = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        match = new_match(options={"players": 4}, seed=seed).search_copy()
        seed += 1
        while not match.is_over:
            seat = match.choices[-1].seats[0] if match.choices else match.turn
            action, _, _ = normal_policy(table_from_match(match, seat))
            match.apply_unchecked(action)
            steps += 1
    return steps / (time.perf_counter() - started)


def mid_match(seed: int = 2, actions: int = 40) -> MadaMatch:
    rng = random.Random(seed)
    match = new_match(options={"players": 4}, seed=seed)
    for _ in range(actions):
        match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
    return match


def main() -> None:
    aps, mps = random_play()
    print(f"mada  random 4p: {aps:,.0f} actions/s (legal_actions + apply), {mps:,.1f} matches/s")
    print(f"mada  AI rollout (search copy, normal policy): {rollout_steps():,.0f} steps/s")
    match = mid_match()
    deep = per_call_us(lambda: copy.deepcopy(match), 200)
    copy_us = per_call_us(match.search_copy)
    print(f"mada  search copy: {copy_us:.1f} µs (copy.deepcopy: {deep:.1f} µs)")


if __name__ == "__main__":
    main()
