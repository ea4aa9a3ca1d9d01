"""The "passes" tournament format (bench/results/maumau.json): a game's tables played in
passes of PASS matches each, the claims' tables first, the results rewritten after every
pass; win shares with 95% Wilson intervals and the git revision. A game chooses it in its
plan (bench/tournament.py).

    python -m bench.tournament GAME [MATCHES] [--tables=2:hard:normal,...] [--resume]

A table "hero vs field" seats one hero and copies of the field; the hero's fair share is
1/players. Up to 2 worker processes (bench only)."""

from __future__ import annotations

import json
import multiprocessing
import subprocess
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from bench.stats import wilson

if TYPE_CHECKING:
    from bench.tournament import Tournament

MATCHES = 2000
WORKERS = 2
#: Matches per table per pass; results are rewritten after each pass.
PASS = 125
CLAIMS = [("hard", "normal"), ("normal", "easy"), ("easy", "random")]

Table = tuple[int, str, str]
Result = tuple[float, int]


def play_pass(
    pool,
    play_one: Callable[[tuple[int, str, str, int]], Result],
    table: Table,
    first: int,
    last: int,
) -> list[Result]:
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


def write(plan: Tournament, tables: list[dict], matches: int) -> None:
    """Write the results file (tables in the order played; a partial last table is marked)."""
    data = {
        "game": plan.game,
        "revision": revision(),
        "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "matches_per_table_planned": matches,
        "hard_budget_steps": plan.hard_budget,
        "method": "one hero seat vs copies of the field; hero seat rotated by match index; "
        "win share with 95% Wilson interval; shared wins count 1/k",
        "tables": tables,
        "claims": claims(tables),
    }
    plan.out.parent.mkdir(parents=True, exist_ok=True)
    plan.out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")


def finished_rows(plan: Tournament, matches: int) -> list[dict]:
    """Complete tables of an earlier run with the same plan (--resume)."""
    if not plan.out.exists():
        return []
    data = json.loads(plan.out.read_text(encoding="utf-8"))
    if (
        data.get("matches_per_table_planned") != matches
        or data.get("hard_budget_steps") != plan.hard_budget
    ):
        return []
    return [row for row in data["tables"] if row.get("complete")]


def run(plan: Tournament, argv: list[str]) -> None:
    """Play the tables in passes of PASS matches each (the claims' tables first, to the full
    count, then the rest), saving after every pass: a stopped run keeps balanced tables."""
    matches = MATCHES
    tables = plan.tables
    for arg in argv:
        if arg.isdigit():
            matches = int(arg)
        elif arg.startswith("--tables="):
            tables = [
                (int(p), h, f) for p, h, f in (item.split(":") for item in arg[9:].split(","))
            ]
    claim_tables = [t for t in tables if (t[1], t[2]) in CLAIMS]
    kept = finished_rows(plan, matches) if "--resume" in argv else []
    done_keys = {(r["players"], r["hero"], r["field"]) for r in kept}
    rows: dict[tuple[int, str, str], dict] = {
        key: r for r in kept if (key := (r["players"], r["hero"], r["field"]))
    }
    results: dict[tuple[int, str, str], list[tuple[float, int]]] = {}
    seconds: dict[tuple[int, str, str], float] = {}
    groups = [
        [t for t in tables if t in claim_tables],
        [t for t in tables if t not in claim_tables],
    ]
    with multiprocessing.Pool(WORKERS) as pool:
        for group in groups:
            todo = [t for t in group if t not in done_keys]
            for first in range(0, matches, PASS):
                last = min(matches, first + PASS)
                for table in todo:
                    started = time.perf_counter()
                    played = play_pass(pool, plan.play_one, table, first, last)
                    results.setdefault(table, []).extend(played)
                    seconds[table] = seconds.get(table, 0.0) + time.perf_counter() - started
                    rows[table] = summarize(table, results[table], seconds[table], last == matches)
                    write(plan, [rows[t] for t in tables if t in rows], matches)
                    print(json.dumps(rows[table]), flush=True)
