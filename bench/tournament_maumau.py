"""Mau Mau tournament (make tournament): each level against copies of each other level, and
easy against random, with 2 and 4 players, seats rotated; win shares with 95% Wilson
intervals and the git revision go to bench/results/maumau.json.

    python -m bench.tournament_maumau [MATCHES] [--tables=2:hard:normal,...] [--resume]

A table "hero vs field" seats one hero and copies of the field; the hero's fair share is
1/players. Up to 2 worker processes (bench only)."""

from __future__ import annotations

import json
import multiprocessing
import subprocess
import sys
import time
from pathlib import Path

from bench.stats import wilson
from bench.tournament import play_hero_match
from game.ai.maumau import HARD_BUDGET

MATCHES = 2000
WORKERS = 2
RESULTS = Path(__file__).resolve().parent / "results" / "maumau.json"
#: (players, hero, field): the three claims first, then the rest of the table.
TABLES = [
    (2, "easy", "random"),
    (2, "normal", "easy"),
    (4, "easy", "random"),
    (4, "normal", "easy"),
    (2, "hard", "normal"),
    (4, "hard", "normal"),
    (4, "random", "easy"),
    (4, "easy", "normal"),
    (2, "hard", "easy"),
    (4, "hard", "easy"),
    (4, "normal", "hard"),
    (4, "easy", "hard"),
]
#: Matches per table per pass; results are rewritten after each pass.
PASS = 125
CLAIMS = [("hard", "normal"), ("normal", "easy"), ("easy", "random")]
#: The tables behind the three claims (played first, to the full count).
CLAIM_TABLES = [(p, strong, weak) for p in (2, 4) for strong, weak in CLAIMS]


def play_one(args: tuple[int, str, str, int]) -> tuple[float, int]:
    """One match; returns the hero's share of the win (1/k for a shared win) and its length."""
    players, hero, field, index = args
    return play_hero_match("maumau", players, hero, field, index, 1_000_003 * players + index)


def play_pass(pool, table: tuple[int, str, str], first: int, last: int) -> list[tuple[float, int]]:
    """Matches first..last-1 of one table (match index = seed offset and hero seat)."""
    players, hero, field = table
    jobs = [(players, hero, field, i) for i in range(first, last)]
    return list(pool.imap_unordered(play_one, jobs, chunksize=4))


def summarize(table, results, seconds: float, complete: bool) -> dict:
    players, hero, field = table
    matches = len(results)
    wins = sum(share for share, _ in results)
    lo, hi = wilson(wins, matches)
    fair = 1.0 / players
    return {
        "players": players,
        "hero": hero,
        "field": field,
        "matches": matches,
        "complete": complete,
        "hero_wins": round(wins, 2),
        "share": round(wins / matches, 4),
        "ci95": [round(lo, 4), round(hi, 4)],
        "fair_share": round(fair, 4),
        "above_fair": lo > fair,
        "mean_actions": round(sum(n for _, n in results) / matches, 1),
        "seconds": round(seconds, 1),
    }


def revision() -> str:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True
        )
        return out.stdout.strip() or "unknown"
    except OSError:
        return "unknown"


def claims(tables: list[dict]) -> list[dict]:
    out = []
    for strong, weak in CLAIMS:
        for table in tables:
            if (table["hero"], table["field"]) == (strong, weak):
                out.append(
                    {
                        "claim": f"{strong} beats {weak}",
                        "players": table["players"],
                        "share": table["share"],
                        "ci95": table["ci95"],
                        "fair_share": table["fair_share"],
                        "holds": table["above_fair"],
                    }
                )
    return out


def write(tables: list[dict], matches: int) -> None:
    """Write the results file (tables in the order played; a partial last table is marked)."""
    data = {
        "game": "maumau",
        "revision": revision(),
        "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "matches_per_table_planned": matches,
        "hard_budget_steps": HARD_BUDGET,
        "method": "one hero seat vs copies of the field; hero seat rotated by match index; "
        "win share with 95% Wilson interval; shared wins count 1/k",
        "tables": tables,
        "claims": claims(tables),
    }
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")


def finished_rows(matches: int) -> list[dict]:
    """Complete tables of an earlier run with the same plan (--resume)."""
    if not RESULTS.exists():
        return []
    data = json.loads(RESULTS.read_text(encoding="utf-8"))
    if (
        data.get("matches_per_table_planned") != matches
        or data.get("hard_budget_steps") != HARD_BUDGET
    ):
        return []
    return [row for row in data["tables"] if row.get("complete")]


def main(argv: list[str] | None = None) -> None:
    """Play the tables in passes of PASS matches each (the claims' tables first, to the full
    count, then the rest), saving after every pass: a stopped run keeps balanced tables."""
    argv = sys.argv[1:] if argv is None else argv
    matches = MATCHES
    tables = TABLES
    for arg in argv:
        if arg.isdigit():
            matches = int(arg)
        elif arg.startswith("--tables="):
            tables = [
                (int(p), h, f) for p, h, f in (item.split(":") for item in arg[9:].split(","))
            ]
    kept = finished_rows(matches) if "--resume" in argv else []
    done_keys = {(r["players"], r["hero"], r["field"]) for r in kept}
    rows: dict[tuple[int, str, str], dict] = {
        key: r for r in kept if (key := (r["players"], r["hero"], r["field"]))
    }
    results: dict[tuple[int, str, str], list[tuple[float, int]]] = {}
    seconds: dict[tuple[int, str, str], float] = {}
    groups = [
        [t for t in tables if t in CLAIM_TABLES],
        [t for t in tables if t not in CLAIM_TABLES],
    ]
    with multiprocessing.Pool(WORKERS) as pool:
        for group in groups:
            todo = [t for t in group if t not in done_keys]
            for first in range(0, matches, PASS):
                last = min(matches, first + PASS)
                for table in todo:
                    started = time.perf_counter()
                    results.setdefault(table, []).extend(play_pass(pool, table, first, last))
                    seconds[table] = seconds.get(table, 0.0) + time.perf_counter() - started
                    rows[table] = summarize(table, results[table], seconds[table], last == matches)
                    write([rows[t] for t in tables if t in rows], matches)
                    print(json.dumps(rows[table]), flush=True)


if __name__ == "__main__":
    main()
