"""Paired screens of Mau Mau's hard level (issue 16): hero vs copies of normal on the
tournament's seeds (match i: seed 1_000_003 * players + i, hero at seat i % players), with
module constants of game/ai/maumau.py set per variant, so every variant plays the same deals.

    python -m bench.screen_maumau PLAYERS MATCHES [NAME=VALUE ...] [--first=N] [--out=FILE]

Prints the share with its 95% Wilson interval; --out writes one share per match (JSON lines)
for paired comparisons between variants."""

from __future__ import annotations

import json
import sys
import time

from bench.stats import wilson
from bench.tournament import play_hero_match
from game.ai import maumau


def screen(argv: list[str]) -> None:
    players, matches = int(argv[0]), int(argv[1])
    first, out = 0, None
    for arg in argv[2:]:
        if arg.startswith("--first="):
            first = int(arg[8:])
        elif arg.startswith("--out="):
            out = arg[6:]
        else:
            name, value = arg.split("=", 1)
            setattr(maumau, name, type(getattr(maumau, name))(json.loads(value)))
            if name == "HARD_BUDGET":
                maumau.HardOpponent.default_budget = maumau.HARD_BUDGET
            if name == "SIGNIFICANCE":
                maumau.HardOpponent.significance = maumau.SIGNIFICANCE
    started = time.process_time()
    shares = []
    sink = open(out, "w", encoding="utf-8") if out else None  # noqa: SIM115
    for i in range(first, first + matches):
        share, _ = play_hero_match("maumau", players, "hard", "normal", i, 1_000_003 * players + i)
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
                "settings": argv[2:],
            }
        ),
        flush=True,
    )


if __name__ == "__main__":
    screen(sys.argv[1:])
