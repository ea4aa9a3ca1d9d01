"""Every engine side by side with RLCard's UNO: actions per second of uniform random 4-player
play through the full API (legal_actions + apply: events and validation on) and the time of
a search copy of a mid-match state.

The engines take turns, ROUNDS rounds of ACTIONS actions each, and the medians are shown;
the UNO ratio is the median of the rounds' ratios, so a busy machine slows all alike. Time
is process CPU time (wall time under WebAssembly). UNO is skipped without `rlcard`.
"""

from __future__ import annotations

import random
import statistics

from bench.engine_maumau import per_call_us, uno_actions
from bench.stats import clock
from game.engine import registry
from game.engine.match import Match

ROUNDS = 9
ACTIONS = 10_000
GAMES = ("maumau", "kadabra", "mada")
PLAYERS = 4


def random_actions(game: str, n: int = ACTIONS) -> float:
    """Actions/s of uniform random play of `game` through the public API."""
    rng = random.Random(1)
    actions = seed = 0
    started = clock()
    while actions < n:
        match = registry.new_match(game, options={"players": PLAYERS}, seed=seed)
        seed += 1
        while not match.is_over and actions < n:
            match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
            actions += 1
    return actions / (clock() - started)


def mid_match(game: str, seed: int = 2, actions: int = 40) -> Match:
    rng = random.Random(seed)
    match = registry.new_match(game, options={"players": PLAYERS}, seed=seed)
    for _ in range(actions):
        if match.is_over:
            break
        match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
    return match


def main() -> None:
    speed: dict[str, list[float]] = {game: [] for game in GAMES}
    ratios: dict[str, list[float]] = {game: [] for game in GAMES}
    uno: list[float] = []
    for _ in range(ROUNDS):
        for game in GAMES:
            speed[game].append(random_actions(game))
        figure = uno_actions(ACTIONS)
        if figure is not None:
            uno.append(figure)
            for game in GAMES:
                ratios[game].append(speed[game][-1] / figure)
    print(f"engines, random {PLAYERS}-player play, events and validation on,")
    print(f"median of {ROUNDS} alternating rounds of {ACTIONS:,} actions")
    print(f"  {'engine':<12}{'actions/s':>12}{'x UNO':>8}{'search_copy':>14}")
    for game in GAMES:
        ratio = f"{statistics.median(ratios[game]):.2f}" if uno else "-"
        copy_us = per_call_us(mid_match(game).search_copy)
        print(f"  {game:<12}{statistics.median(speed[game]):>12,.0f}{ratio:>8}{copy_us:>11.1f} µs")
    if uno:
        print(f"  {'RLCard UNO':<12}{statistics.median(uno):>12,.0f}{'1.00':>8}{'-':>14}")
    else:
        print("  RLCard UNO   skipped (rlcard not importable)")


if __name__ == "__main__":
    main()
