"""Kadabra engine speed: actions per second of uniform random play through the public API
(legal_actions + apply), rounds per second, the hard AI's rollout steps per second (normal
policy, deal-only search copy, no events) and the search_copy time of a mid-match state."""

from __future__ import annotations

import copy
import random
import time

from bench.engine_maumau import per_call_us
from game.ai.kadabra import normal_policy, table_from_match
from game.engine.kadabra import KadabraMatch, new_match

SECONDS = 3.0


def random_play(players: int, seconds: float = SECONDS) -> tuple[float, float]:
    rng = random.Random(1)
    actions = rounds = seed = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        match = new_match(options={"players": players}, seed=seed)
        seed += 1
        while not match.is_over:
            match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
            actions += 1
        rounds += match.round_no
    elapsed = time.perf_counter() - started
    return actions / elapsed, rounds / elapsed


def rollout_steps(seconds: float = SECONDS / 2) -> float:
    steps = seed = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        match = new_match(options={"players": 4}, seed=seed).search_copy(deal_only=True)
        seed += 1
        while not match.halted:
            seat = match.to_act()[0]
            match.apply_unchecked(normal_policy(table_from_match(match, seat))[0])
            steps += 1
    return steps / (time.perf_counter() - started)


def mid_match(seed: int = 2, actions: int = 20) -> KadabraMatch:
    rng = random.Random(seed)
    match = new_match(options={"players": 4}, seed=seed)
    for _ in range(actions):
        match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
    return match


def main() -> None:
    for players in (4, 6):
        aps, rps = random_play(players)
        print(
            f"kadabra random {players}p: {aps:,.0f} actions/s (legal_actions + apply), {rps:,.1f} rounds/s"
        )
    print(f"kadabra AI rollout (deal-only copy, normal policy): {rollout_steps():,.0f} steps/s")
    match = mid_match()
    print(
        f"kadabra search_copy: recording {per_call_us(lambda: match.search_copy(record=True)):.1f} µs,"
        f" quiet {per_call_us(match.search_copy):.1f} µs"
        f" (copy.deepcopy: {per_call_us(lambda: copy.deepcopy(match), 200):.1f} µs)"
    )


if __name__ == "__main__":
    main()
