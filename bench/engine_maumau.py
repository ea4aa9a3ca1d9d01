"""Mau Mau engine speed beside RLCard's UNO engine, measured the same way in the same run:
actions per second of uniform random 4-player play through the full API (legal actions +
apply, events and validation on), the copy for search, and the AI's rollout steps.

The two engines take turns (ROUNDS rounds of ACTIONS actions each) and the medians are
compared, so a busy machine slows both alike; time is process CPU time (wall time under
WebAssembly, where there is one process). UNO is skipped when `rlcard` is not importable
(`make bench` installs it; `make bench-web` runs it on a stand-in for numpy's shuffle).
"""

from __future__ import annotations

import copy
import random
import statistics
from collections.abc import Callable

from bench.stats import clock
from game.ai.maumau_policy import normal_policy, table_from_match
from game.ai.maumau_rollout import Round
from game.engine.maumau import MauMauMatch, new_match

ROUNDS = 9
ACTIONS = 20_000


def maumau_actions(n: int = ACTIONS) -> float:
    """Actions/s of uniform random 4-player play through the public API."""
    rng = random.Random(1)
    actions = seed = 0
    started = clock()
    while actions < n:
        match = new_match(options={"players": 4}, seed=seed)
        seed += 1
        while not match.is_over and actions < n:
            match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
            actions += 1
    return actions / (clock() - started)


def uno_game(seed: int = 1):  # -> UnoGame | None
    try:
        import numpy as np
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    game = UnoGame(allow_step_back=False, num_players=4)
    game.np_random = np.random.RandomState(seed)
    game.init_game()
    return game


def uno_actions(n: int = ACTIONS) -> float | None:
    """RLCard UNO: actions/s of the same loop (get_legal_actions + step)."""
    game = uno_game()
    if game is None:
        return None
    rng = random.Random(1)
    started = clock()
    for _ in range(n):
        if game.is_over():
            game.init_game()
        game.step(rng.choice(game.get_legal_actions()))
    return n / (clock() - started)


def engine_rollout(match: MauMauMatch, limit: int) -> int:
    """Play up to `limit` steps of the round under the normal policy for every seat with
    the engine's unchecked apply (a catch window's first waiting seat answers); the steps
    played. The reference the hard AI's list rollouts are timed and tested against."""
    steps = 0
    while match.round_winner is None and steps < limit:
        seat = match.choice.seats[0] if match.choice else match.turn
        action, _, _ = normal_policy(table_from_match(match, seat))
        match.apply_unchecked(action)
        steps += 1
    return steps


def maumau_rollout_steps(n: int = ACTIONS // 2, on_lists: bool = True) -> float:
    """Steps/s of rounds played out under the normal policy for every seat: on the hard
    AI's plain lists (game/ai/maumau_rollout.py), or on the engine (`engine_rollout`)."""
    steps = seed = 0
    started = clock()
    while steps < n:
        match = new_match(options={"players": 4}, seed=seed)
        seed += 1
        if on_lists:
            steps += Round.of(match).copy().advance(10_000)
        else:
            steps += engine_rollout(match.search_copy(deal_only=True), 10_000)
    return steps / (clock() - started)


def mid_match(seed: int = 2, actions: int = 60) -> MauMauMatch:
    rng = random.Random(seed)
    match = new_match(options={"players": 4}, seed=seed)
    for _ in range(actions):
        match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
    return match


def per_call_us(fn: Callable[[], object], repeat: int = 2000) -> float:
    samples = []
    for _ in range(5):
        started = clock()
        for _ in range(repeat // 5):
            fn()
        samples.append((clock() - started) / (repeat // 5))
    return statistics.median(samples) * 1e6


def main() -> None:
    maumau, uno, ratios = [], [], []
    for _ in range(ROUNDS):
        maumau.append(maumau_actions())
        figure = uno_actions()
        if figure is not None:
            uno.append(figure)
            ratios.append(maumau[-1] / figure)
    match = mid_match()
    print(f"engine speed, random 4-player play, median of {ROUNDS} alternating rounds")
    print(f"  Mau Mau      {statistics.median(maumau):>10,.0f} actions/s (legal_actions + apply)")
    if uno:
        print(
            f"  RLCard UNO   {statistics.median(uno):>10,.0f} actions/s (get_legal_actions + step)"
        )
        print(
            f"  ratio        {statistics.median(ratios):>10.2f}x Mau Mau / UNO (median of rounds)"
        )
    else:
        print("  RLCard UNO   skipped (rlcard not importable)")
    print(f"  Mau Mau search_copy        {per_call_us(match.search_copy):7.1f} µs")
    recording = per_call_us(lambda: match.search_copy(record=True))
    print(f"  Mau Mau search_copy(record) {recording:6.1f} µs")
    print(f"  Mau Mau copy.deepcopy      {per_call_us(lambda: copy.deepcopy(match), 200):7.1f} µs")
    game = uno_game()
    if game is not None:
        print(
            f"  RLCard UNO copy.deepcopy   {per_call_us(lambda: copy.deepcopy(game), 200):7.1f} µs"
        )
    lists, engine = maumau_rollout_steps(), maumau_rollout_steps(on_lists=False)
    print(f"  Mau Mau AI rollout         {lists:>7,.0f} steps/s (normal policy, plain lists)")
    print(f"  the same on the engine     {engine:>7,.0f} steps/s (unchecked apply)")


if __name__ == "__main__":
    main()
