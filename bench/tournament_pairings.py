"""The "pairings" tournament format (bench/results/gnav.json, cuccu.json): each level as one
hero seat against three copies of each other level, 2,000 matches a pairing, seats rotated
by seed; a draw the hero shares with k players credits it 1/k. A game chooses it in its
plan (bench/tournament.py); four seats and a ``draw`` result with ``alive_at_start`` are
what it reads of a match.

    python -m bench.tournament GAME [MATCHES] [--resume]
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from bench.stats import wilson
from game.ai.base import LEVELS
from game.engine.registry import new_match
from game.ui.games import make_opponent

RESULTS = Path(__file__).resolve().parent / "results"


def play_match(
    task: tuple[str, str, str, int], watch: Callable[[int, dict[str, Any]], None] | None = None
) -> tuple[int, str, float]:
    """One match: `hero` at seat (seed % 4), three `field` opponents. Returns (hero seat,
    outcome, credit): outcome "win", "loss" or "draw"; credit 1 for a win, 1/k for a draw
    that the hero shares with k players (everyone alive at the last deal's start went out
    together), else 0 — Mau Mau's tournament counts shared results the same way. `watch`
    sees each view the hero decides on, before it decides."""
    game, hero, field, seed = task
    hero_seat = seed % 4
    match = new_match(game, seed=seed)
    players = [
        make_opponent(game, hero if s == hero_seat else field, s, seed)
        for s in range(match.n_seats)
    ]
    while not match.is_over:
        seat = match.to_act()[0]
        view = match.view(seat)
        if watch is not None and seat == hero_seat:
            watch(seed, view)
        match.apply(players[seat].decide(view).action)
    result = match.result() or {}
    if result.get("draw"):
        drawn = match.alive_at_start
        return hero_seat, "draw", (1 / len(drawn) if hero_seat in drawn else 0.0)
    won = hero_seat in result.get("winners", [])
    return hero_seat, "win" if won else "loss", 1.0 if won else 0.0


#: The key pairings first (hero against three copies of a weaker level), then the rest.
PAIRINGS = [
    ("hard", "normal"),
    ("normal", "easy"),
    ("hard", "easy"),
    ("easy", "normal"),
    ("normal", "hard"),
    ("easy", "hard"),
]


def summarize(hero: str, field: str, outcomes: list[tuple[int, str, float]]) -> dict[str, Any]:
    matches = len(outcomes)
    wins = sum(1 for _, o, _ in outcomes if o == "win")
    points = sum(credit for _, _, credit in outcomes)
    low, high = wilson(points, matches)
    win_low, win_high = wilson(wins, matches)
    return {
        "hero": hero,
        "field": f"3x {field}",
        "matches": matches,
        "hero_wins": wins,
        "draws": sum(1 for _, o, _ in outcomes if o == "draw"),
        "hero_draw_credit": round(points - wins, 2),
        "hero_share": round(points / matches, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "wins_only_share": round(wins / matches, 4),
        "wins_only_ci95": [round(win_low, 4), round(win_high, 4)],
        "fair_share": 0.25,
        "clearly_stronger": low > 0.25,
        "wins_by_seat": [
            sum(1 for s, o, _ in outcomes if s == seat and o == "win") for seat in range(4)
        ],
    }


def write(path: Path, result: dict[str, Any]) -> None:
    path.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")


def git_revision() -> str:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "HEAD"], capture_output=True, text=True, check=True
        )
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def run_tournament(
    game: str,
    matches: int | None = None,
    processes: int = 2,
    args: list[str] | None = None,
    results: Path = RESULTS,
) -> dict[str, Any]:
    """Each level against three copies of each other level, seats rotated; writes
    results/<game>.json after every pairing. Arguments: [MATCHES] [--resume]: with
    --resume, pairings already in the file with as many matches are kept, not replayed
    (a run cut short by the clock goes on where it stopped)."""
    args = sys.argv[1:] if args is None else args
    if matches is None:
        matches = next((int(a) for a in args if a.isdigit()), 2000)
    path = results / f"{game}.json"
    done: dict[tuple[str, str], dict[str, Any]] = {}
    if "--resume" in args and path.exists():
        for row in json.loads(path.read_text(encoding="utf-8")).get("pairings", []):
            if row["matches"] >= matches:
                done[(row["hero"], row["field"].removeprefix("3x "))] = row
    pairings: list[dict[str, Any]] = []
    started = time.perf_counter()
    result: dict[str, Any] = {
        "game": game,
        "git_revision": git_revision(),
        "matches_per_pairing": matches,
        "seats": "hero at seat (seed % 4), seeds consecutive, so seats rotate evenly",
        "interval": "95% Wilson score interval of the hero's share: a win counts 1, a draw "
        "shared by k players 1/k (so the fair share is exactly 1/4); wins_only_share leaves "
        "draws out",
        "pairings": pairings,
        "complete": False,
    }
    results.mkdir(parents=True, exist_ok=True)
    with Pool(processes) as pool:
        for hero, field in PAIRINGS:
            if (hero, field) in done:
                pairings.append(done[(hero, field)])
                continue
            tasks = [
                (game, hero, field, 1_000_000 * (1 + LEVELS.index(field)) + i)
                for i in range(matches)
            ]
            outcomes = pool.map(play_match, tasks, chunksize=10)
            pairings.append({**summarize(hero, field, outcomes), "git_revision": git_revision()})
            row = pairings[-1]
            print(
                f"{game} {hero:6} vs 3x {field:6}: {row['hero_wins']} wins/{matches} = "
                f"{row['hero_share']:.3f} {row['ci95']} draws {row['draws']}  "
                f"({time.perf_counter() - started:.0f} s)",
                flush=True,
            )
            write(path, result)  # after every pairing, so a cut-short run still reports
    result["complete"] = True
    write(path, result)
    return result
