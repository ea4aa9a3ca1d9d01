"""Mau Mau engine speed: actions per second (legal_actions + apply) and rounds per second in
random 4-player play, search copy time; the same figures for RLCard's UNO engine, measured
the same way in the same run, when `rlcard` is installed (pip install '.[bench]')."""

from __future__ import annotations

import copy
import random
import statistics
import time
from collections.abc import Callable

from game.ai.maumau import normal_policy, table_from_match
from game.engine.maumau import MauMauMatch, new_match

SECONDS = 4.0


def maumau_random_play(seconds: float = SECONDS) -> tuple[float, float]:
    """Actions/s and rounds/s of uniform random 4-player play through the public API."""
    rng = random.Random(1)
    actions = rounds = 0
    seed = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        match = new_match(options={"players": 4}, seed=seed)
        seed += 1
        while not match.is_over:
            seat = match.to_act()[0]
            match.apply(rng.choice(match.legal_actions(seat)))
            actions += 1
        rounds += match.round_no
    elapsed = time.perf_counter() - started
    return actions / elapsed, rounds / elapsed


def maumau_rollout_steps(seconds: float = SECONDS / 2) -> float:
    """Steps/s of the hard AI's rollouts: normal policy + unchecked apply on a deal-only
    search copy (no events)."""
    steps = 0
    seed = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        match = new_match(options={"players": 4}, seed=seed).search_copy(deal_only=True)
        seed += 1
        while match.round_winner is None:
            seat = match.choice.seats[0] if match.choice else match.turn
            action, _, _ = normal_policy(table_from_match(match, seat))
            match.apply_unchecked(action)
            steps += 1
    return steps / (time.perf_counter() - started)


def mid_match(seed: int = 2, actions: int = 60) -> MauMauMatch:
    rng = random.Random(seed)
    match = new_match(options={"players": 4}, seed=seed)
    for _ in range(actions):
        match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
    return match


def per_call_us(fn: Callable[[], object], repeat: int = 2000) -> float:
    samples = []
    for _ in range(5):
        started = time.perf_counter()
        for _ in range(repeat // 5):
            fn()
        samples.append((time.perf_counter() - started) / (repeat // 5))
    return statistics.median(samples) * 1e6


def uno_figures(seconds: float = SECONDS) -> tuple[float, float, float] | None:
    """RLCard UNO: actions/s (get_legal_actions + step), rounds/s, deepcopy clone in µs."""
    try:
        import numpy as np
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    rng = random.Random(1)
    game = UnoGame(allow_step_back=False, num_players=4)
    game.np_random = np.random.RandomState(1)
    game.init_game()
    actions = rounds = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        if game.is_over():
            rounds += 1
            game.init_game()
        game.step(rng.choice(game.get_legal_actions()))
        actions += 1
    elapsed = time.perf_counter() - started
    for _ in range(10):
        game.step(rng.choice(game.get_legal_actions())) if not game.is_over() else game.init_game()
    clone = per_call_us(lambda: copy.deepcopy(game), repeat=200)
    return actions / elapsed, rounds / elapsed, clone


def main() -> None:
    aps, rps = maumau_random_play()
    print(f"maumau  random 4p: {aps:,.0f} actions/s (legal_actions + apply), {rps:,.1f} rounds/s")
    print(f"maumau  AI rollout (sim mode, normal policy): {maumau_rollout_steps():,.0f} steps/s")
    match = mid_match()
    print(
        f"maumau  search_copy: {per_call_us(match.search_copy):.1f} µs, recording"
        f" {per_call_us(lambda: match.search_copy(record=True)):.1f} µs"
        f" (copy.deepcopy: {per_call_us(lambda: copy.deepcopy(match), 200):.1f} µs)"
    )
    uno = uno_figures()
    if uno is None:
        print("rlcard  UNO: skipped (rlcard not installed; pip install '.[bench]')")
    else:
        print(
            f"rlcard  UNO random 4p: {uno[0]:,.0f} actions/s (get_legal_actions + step), {uno[1]:,.1f} rounds/s"
        )
        print(f"rlcard  UNO clone (copy.deepcopy): {uno[2]:.1f} µs")


if __name__ == "__main__":
    main()
