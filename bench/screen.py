"""Paired screens of a game's hard level (Mau Mau's, issue 16): hero vs copies of normal on
its tournament's seeds (match i: its plan's seed * players + i, hero at seat i % players),
with names of its opponents' module (game/ai/<module>.py) set per variant, so every variant
plays the same deals. A dotted NAME sets a class attribute (HardOpponent.significance=3).

    python -m bench.screen GAME PLAYERS MATCHES [NAME=VALUE ...] [--first=N] [--out=FILE]

Prints the share with its 95% Wilson interval; --out writes one share per match (JSON lines)
for paired comparisons between variants."""

from __future__ import annotations

import importlib
import json
import sys
import time
from typing import Any

from bench.stats import wilson
from bench.tournament import plan, play_hero_match
from game.ui.games import info


def configure(module: Any, setting: str) -> None:
    """Set NAME=VALUE (a JSON value, of the type the name has) on `module`; a dotted name
    sets an attribute of one of its classes."""
    name, value = setting.split("=", 1)
    owner, _, attribute = name.rpartition(".")
    target = getattr(module, owner) if owner else module
    setattr(target, attribute, type(getattr(target, attribute))(json.loads(value)))


def screen(argv: list[str]) -> None:
    game, players, matches = argv[0], int(argv[1]), int(argv[2])
    module = importlib.import_module(info(game).opponents.partition(":")[0])
    seed = plan(game).seed
    first, out = 0, None
    for arg in argv[3:]:
        if arg.startswith("--first="):
            first = int(arg[8:])
        elif arg.startswith("--out="):
            out = arg[6:]
        else:
            configure(module, arg)
    started = time.process_time()
    shares = []
    sink = open(out, "w", encoding="utf-8") if out else None  # noqa: SIM115
    for i in range(first, first + matches):
        share, _ = play_hero_match(game, players, "hard", "normal", i, seed * players + i)
        shares.append(share)
        if sink:
            sink.write(json.dumps([i, share]) + "\n")
            sink.flush()
    wins = sum(shares)
    lo, hi = wilson(wins, matches)
    print(
        json.dumps(
            {
                "players": players,
                "matches": matches,
                "first": first,
                "share": round(wins / matches, 4),
                "ci95": [round(lo, 4), round(hi, 4)],
                "seconds": round(time.process_time() - started),
                "settings": argv[3:],
            }
        ),
        flush=True,
    )


if __name__ == "__main__":
    screen(sys.argv[1:])
