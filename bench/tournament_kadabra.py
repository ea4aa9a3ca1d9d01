"""Kadabra tournament (make tournament): the ladder hard > normal > easy > random, each level
as one hero seat against copies of the next level down, with 4 and 6 players, hero seat
rotated by match index; win shares (a shared win counts 1/k) with 95% Wilson intervals and
the git revision go to bench/results/kadabra.json.

    python -m bench.tournament_kadabra [MATCHES] [--tables=4:hard:normal,...] [--out=PATH]

A short run (e.g. 150) is a calibration: its file says so (`complete` is false for every
table below the planned 2,000). Up to 2 worker processes (bench only)."""

from __future__ import annotations

import json
import multiprocessing
import sys
import time
from pathlib import Path

from bench.tournament import play_hero_match
from bench.tournament_maumau import revision, summarize
from game.ai.kadabra import HARD_BUDGET

PLANNED = 2000
WORKERS = 2
RESULTS = Path(__file__).resolve().parent / "results" / "kadabra.json"
CLAIMS = [("hard", "normal"), ("normal", "easy"), ("easy", "random")]
TABLES = [(players, strong, weak) for players in (4, 6) for strong, weak in CLAIMS]


def play_one(args: tuple[int, str, str, int]) -> tuple[float, int]:
    """One match; returns the hero's share of the win (1/k for a shared win) and its length."""
    players, hero, field, index = args
    return play_hero_match("kadabra", players, hero, field, index, 2_000_003 * players + index)


def write(rows: list[dict], matches: int, out: Path) -> None:
    data = {
        "game": "kadabra",
        "revision": revision(),
        "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "matches_per_table_planned": PLANNED,
        "matches_per_table_run": matches,
        "calibration": matches < PLANNED,
        "hard_budget_steps": HARD_BUDGET,
        "method": "one hero seat vs copies of the field; hero seat rotated by match index; "
        "win share with 95% Wilson interval; shared wins count 1/k",
        "tables": rows,
        "claims": [
            {
                "claim": f"{row['hero']} beats {row['field']}",
                "players": row["players"],
                "share": row["share"],
                "ci95": row["ci95"],
                "fair_share": row["fair_share"],
                "holds": row["above_fair"],
            }
            for row in rows
        ],
    }
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    matches, tables, out = PLANNED, TABLES, RESULTS
    for arg in argv:
        if arg.isdigit():
            matches = int(arg)
        elif arg.startswith("--tables="):
            tables = [(int(p), h, f) for p, h, f in (t.split(":") for t in arg[9:].split(","))]
        elif arg.startswith("--out="):
            out = Path(arg[6:])
    rows = []
    with multiprocessing.Pool(WORKERS) as pool:
        for table in tables:
            players, hero, field = table
            started = time.perf_counter()
            jobs = [(players, hero, field, i) for i in range(matches)]
            results = list(pool.imap_unordered(play_one, jobs, chunksize=4))
            row = summarize(table, results, time.perf_counter() - started, matches >= PLANNED)
            rows.append(row)
            write(rows, matches, out)
            print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
