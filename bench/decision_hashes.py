"""A fingerprint of every opponent's decisions: whole matches per game, hashed.

A refactor of the opponents (the search kernel, the level table) must not change what they
decide. Each game plays a few whole matches on fixed seeds between easy, normal and hard
seats (3 and 4 players where the game allows them); every decision (seat, action text,
reason code and its parameters) and the final result go into one SHA-256 per game.
tests/test_ai_decisions_stable.py holds the hashes of the code before the refactor (seeds 1
and 2, a few seconds a game); `--seeds=N` plays seeds 1..N for a longer check by hand, and
`--web` searches in the browser's shorter slices (the hashes must not change).

    python -m bench.decision_hashes [--seeds=N] [--web] [GAME ...]
"""

from __future__ import annotations

import hashlib
import importlib
import json
import sys
from collections.abc import Iterator

from game.engine.registry import descriptor, new_match
from game.ui.games import BUILTIN, make_opponent

GAMES = tuple(game.id for game in BUILTIN)  # the built-in games, from the registry
SEEDS = (1, 2)
#: The seats' levels, one lineup per player count (the game's own counts only).
LINEUPS = (
    ("hard", "normal", "easy"),
    ("easy", "hard", "normal", "hard"),
)


def lineups(game: str) -> list[tuple[str, ...]]:
    """The lineups whose player count `game` allows (at least one, hard always seated)."""
    low, high = descriptor(game).players
    return [levels for levels in LINEUPS if low <= len(levels) <= high]


def decisions(game: str, seed: int, levels: tuple[str, ...]) -> Iterator[str]:
    """One line per decision of a whole match, then the match's result."""
    match = new_match(game, options={"players": len(levels)}, seed=seed)
    bots = [make_opponent(game, level, seat, seed) for seat, level in enumerate(levels)]
    while not match.is_over:
        seat = match.to_act()[0]
        decision = bots[seat].decide(match.view(seat))
        params = json.dumps(decision.params, sort_keys=True)
        yield f"{seat} {decision.action} {decision.reason} {params}"
        match.apply(decision.action)
    yield json.dumps(match.result(), sort_keys=True)


def game_hash(game: str, seeds: tuple[int, ...] = SEEDS) -> str:
    """The SHA-256 of every decision in every match of `game` (seeds by lineups)."""
    digest = hashlib.sha256()
    for levels in lineups(game):
        for seed in seeds:
            for line in decisions(game, seed, levels):
                digest.update(line.encode() + b"\n")
    return digest.hexdigest()


#: The searching modules whose slices `--web` shortens, as WebAssembly does (`slice_work`).
SLICED = ("game.ai.kadabra", "game.ai.mada", "game.ai.maumau")


def web_slices() -> None:
    """Search in slices a third as long, as in the browser."""
    for name in SLICED:
        module = importlib.import_module(name)
        module.YIELD_EVERY = max(1, module.YIELD_EVERY // 3)


def main(argv: list[str]) -> None:
    if "--web" in argv:
        web_slices()
    seeds = SEEDS
    for arg in [a for a in argv if a.startswith("--seeds=")]:
        seeds = tuple(range(1, int(arg[8:]) + 1))
    for game in [a for a in argv if not a.startswith("--")] or GAMES:
        print(f"{game:8} {game_hash(game, seeds)}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
