"""Every registered engine (or those named) side by side with RLCard's UNO: actions per
second of uniform random play at the game's default seats through the full API
(legal_actions + apply: events and validation on), the same loop replaying matches of
normal-level opponents (their choices of legal action, so the actions are those of real
play: longer rounds, fewer quits than random play), and the time of a search copy of a
mid-match state (quiet, recording, and copy.deepcopy for comparison). Both ratios are to
UNO's random play.

    python -m bench engine_table [GAME ...]

The engines take turns, ROUNDS rounds of ACTIONS actions each, and the medians are shown;
the UNO ratio is the median of the rounds' ratios, so a busy machine slows all alike. Time
is process CPU time (wall time under WebAssembly). UNO is skipped when `rlcard` is not
importable (`make bench` installs it; `make bench-web` runs it on a stand-in for numpy's
shuffle).
"""

from __future__ import annotations

import copy
import random
import statistics
import sys
from collections.abc import Callable

from bench.stats import clock
from game.engine import registry
from game.engine.match import Match

ROUNDS = 9
ACTIONS = 10_000


def random_actions(game: str, n: int = ACTIONS) -> float:
    """Actions/s of uniform random play of `game` through the public API."""
    rng = random.Random(1)
    actions = seed = 0
    started = clock()
    while actions < n:
        match = registry.new_match(game, seed=seed)
        seed += 1
        while not match.is_over and actions < n:
            match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
            actions += 1
    return actions / (clock() - started)


#: Normal-level matches replayed per game (the opponents' thinking is not timed).
NORMAL_MATCHES = 8


def normal_play(game: str, matches: int = NORMAL_MATCHES) -> list[tuple[int, list[int]]]:
    """Seeds and choices (indices into `legal_actions`) of matches between normal-level
    opponents at the game's default seats."""
    from game.ui.games import make_opponent  # the opponents live above the engine

    played = []
    for seed in range(matches):
        match = registry.new_match(game, seed=seed)
        bots = [make_opponent(game, "normal", s, seed) for s in range(match.n_seats)]
        choices = []
        while not match.is_over:
            seat = match.to_act()[0]
            legal = [str(a) for a in match.legal_actions(seat)]
            choice = legal.index(str(bots[seat].decide(match.view(seat)).action))
            choices.append(choice)
            match.apply(legal[choice])
        played.append((seed, choices))
    return played


def replay_actions(game: str, played: list[tuple[int, list[int]]], n: int = ACTIONS) -> float:
    """Actions/s of the random-play loop taking the recorded normal-level choices instead."""
    actions = 0
    started = clock()
    while actions < n:
        for seed, choices in played:
            match = registry.new_match(game, seed=seed)
            for choice in choices:
                match.apply(match.legal_actions(match.to_act()[0])[choice])
            actions += len(choices)
    return actions / (clock() - started)


def mid_match(game: str, seed: int = 2, actions: int = 40) -> Match:
    rng = random.Random(seed)
    match = registry.new_match(game, seed=seed)
    for _ in range(actions):
        if match.is_over:
            break
        match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
    return match


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


def per_call_us(fn: Callable[[], object], repeat: int = 2000) -> float:
    samples = []
    for _ in range(5):
        started = clock()
        for _ in range(repeat // 5):
            fn()
        samples.append((clock() - started) / (repeat // 5))
    return statistics.median(samples) * 1e6


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    ids = registry.game_ids()
    chosen = [g for g in ids if g in argv] or ids
    played = {game: normal_play(game) for game in chosen}
    speed: dict[str, list[float]] = {game: [] for game in chosen}
    normal: dict[str, list[float]] = {game: [] for game in chosen}
    ratios: dict[str, list[float]] = {game: [] for game in chosen}
    normal_ratios: dict[str, list[float]] = {game: [] for game in chosen}
    uno: list[float] = []
    for _ in range(ROUNDS):
        for game in chosen:
            speed[game].append(random_actions(game))
            normal[game].append(replay_actions(game, played[game]))
        figure = uno_actions(ACTIONS)
        if figure is not None:
            uno.append(figure)
            for game in chosen:
                ratios[game].append(speed[game][-1] / figure)
                normal_ratios[game].append(normal[game][-1] / figure)
    print("engines, random play and replayed normal-level play at each game's default seats,")
    print(
        f"events and validation on, median of {ROUNDS} alternating rounds of {ACTIONS:,} actions;"
    )
    print("both ratios to UNO's random play; copies of a mid-match")
    head = f"{'normal/s':>10}{'x UNO':>7}{'search_copy':>13}{'(record)':>10}{'deepcopy':>10}"
    print(f"  {'engine':<12}{'actions/s':>12}{'x UNO':>8}{head}")
    for game in chosen:
        ratio = f"{statistics.median(ratios[game]):.2f}" if uno else "-"
        normal_ratio = f"{statistics.median(normal_ratios[game]):.2f}" if uno else "-"
        match = mid_match(game)
        quiet, recording = (
            per_call_us(match.search_copy),
            per_call_us(lambda m=match: m.search_copy(record=True)),
        )
        deep = per_call_us(lambda m=match: copy.deepcopy(m), 200)
        print(
            f"  {game:<12}{statistics.median(speed[game]):>12,.0f}{ratio:>8}"
            f"{statistics.median(normal[game]):>10,.0f}{normal_ratio:>7}"
            f"{quiet:>10.1f} µs{recording:>7.1f} µs{deep:>7.0f} µs"
        )
    if uno:
        print(f"  {'RLCard UNO':<12}{statistics.median(uno):>12,.0f}{'1.00':>8}")
    else:
        print("  RLCard UNO   skipped (rlcard not importable)")


if __name__ == "__main__":
    main()
