"""Mada tournament (make tournament): hard against normal, normal against easy, easy against
random, each with 4 and with 5 players, one hero seat against copies of the field, seats
rotated; win shares with 95% Wilson intervals go to bench/results/mada.json.

    python -m bench.tournament_mada [MATCHES] [--players=4,5] [--out=PATH]

The full plan is 2,000 matches per table. A shorter run (a calibration) is written with
"complete": false on every table, and to another file when --out is given."""

from __future__ import annotations

import json
import multiprocessing
import sys
import time
from pathlib import Path

from bench.tournament_maumau import claims, revision, summarize
from game.ai.mada import HARD_BUDGET, play_match

MATCHES = 2000
WORKERS = 2
RESULTS = Path(__file__).resolve().parent / "results" / "mada.json"
LADDER = [("hard", "normal"), ("normal", "easy"), ("easy", "random")]
PASS = 100


def play_one(args: tuple[int, str, str, int]) -> tuple[float, int]:
    """One match; the hero's share of the win (1/k for a shared win) and its length."""
    players, hero, field, index = args
    hero_seat = index % players
    levels = [hero if seat == hero_seat else field for seat in range(players)]
    match = play_match(levels, seed=7_000_003 * players + index)
    winners = match.result()["winners"]
    return (1.0 / len(winners) if hero_seat in winners else 0.0), len(match.history)


def write(path: Path, rows: list[dict], matches: int) -> None:
    data = {
        "game": "mada",
        "revision": revision(),
        "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "matches_per_table_planned": matches,
        "full_plan": MATCHES,
        "hard_budget_steps": HARD_BUDGET,
        "method": "one hero seat vs copies of the field; hero seat rotated by match index; "
        "win share with 95% Wilson interval; shared wins count 1/k",
        "tables": rows,
        "claims": claims(rows),
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> None:
    """Play every table in passes of PASS matches, saving after each pass."""
    argv = sys.argv[1:] if argv is None else argv
    matches, players, out = MATCHES, [4, 5], RESULTS
    for arg in argv:
        if arg.isdigit():
            matches = int(arg)
        elif arg.startswith("--players="):
            players = [int(p) for p in arg[10:].split(",")]
        elif arg.startswith("--out="):
            out = Path(arg[6:])
    tables = [(p, hero, field) for p in players for hero, field in LADDER]
    results: dict[tuple[int, str, str], list[tuple[float, int]]] = {t: [] for t in tables}
    seconds = dict.fromkeys(tables, 0.0)
    rows: dict[tuple[int, str, str], dict] = {}
    with multiprocessing.Pool(WORKERS) as pool:
        for first in range(0, matches, PASS):
            last = min(matches, first + PASS)
            for table in tables:
                started = time.perf_counter()
                jobs = [(*table, i) for i in range(first, last)]
                results[table] += pool.imap_unordered(play_one, jobs, chunksize=4)
                seconds[table] += time.perf_counter() - started
                complete = last == matches == MATCHES
                rows[table] = summarize(table, results[table], seconds[table], complete)
                write(out, [rows[t] for t in tables if t in rows], matches)
                print(json.dumps(rows[table]), flush=True)


if __name__ == "__main__":
    main()
