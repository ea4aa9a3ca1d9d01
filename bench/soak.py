"""The soak: seeded random matches per registered game through the engine contract's
invariants (game/engine/conformance.py), spread over the machine's cores.

    python -m bench.soak [--matches 100000] [--workers N] [--budget SECONDS] [--fresh]

Seeds are played in chunks; each finished chunk is merged into the results file at once
(``bench/results/soak.json``: matches, actions, failures and the revision), so a run that is
stopped resumes where it was while the engine and AI code are the same (`code_version`). A failure is written as a scenario file
(``bench/results/soak-failures/<game>-<seed>.json``) that ``python -m game.engine.scenario``
replays up to the failing step; the message is in soak.json.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any

from game.engine import registry
from game.engine.conformance import check_match_run
from game.ui import games

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "soak.json"
FAILURES = ROOT / "bench" / "results" / "soak-failures"
CHUNK = 200
MATCHES = 100_000


def game_ids() -> list[str]:
    """The registered games the soak plays: built-in ones, not test-only games."""
    return [d.id for d in registry.games() if d.engine.startswith("game.engine.")]


#: What the soak measures: a run resumes only while these trees are the same.
MEASURED = ("game/engine", "game/ai")


def git(*args: str) -> str:
    try:
        done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True)
    except OSError:
        return ""
    return done.stdout.strip() if done.returncode == 0 else ""


def revision() -> str:
    """The commit the soak runs on (plus '+dirty' when tracked files have changes)."""
    dirty = git("status", "--porcelain", "--untracked-files=no")
    return (git("rev-parse", "--short", "HEAD") or "unknown") + ("+dirty" if dirty else "")


def tree_version(paths: tuple[str, ...]) -> str:
    """The git trees (or blobs) of `paths` at HEAD, '+dirty' when they have changes: results
    of an earlier commit with the same ones are still results of this code."""
    trees = [git("rev-parse", "--short", f"HEAD:{path}") or "unknown" for path in paths]
    dirty = git("status", "--porcelain", "--untracked-files=all", "--", *paths)
    return "-".join(trees) + ("+dirty" if dirty else "")


def code_version() -> str:
    """The engine's and the AI's trees (a UI change does not restart the soak)."""
    return tree_version(MEASURED)


def warm_up(ids: list[str]) -> None:
    """Import every game's engine and opponents before the workers fork, so no worker
    imports a module later (a commit during a long soak would mix two versions)."""
    for game_id in ids:
        for level in registry.descriptor(game_id).levels:
            games.make_opponent(game_id, level, 0, 0)


def run_chunk(
    game_id: str,
    start: int,
    stop: int,
    failures_dir: str,
    code: str | None = None,
    levels: tuple[str, ...] | None = None,
) -> dict[str, Any]:
    """Seeds [start, stop) of one game (opponents of `levels`, default all); failures
    written as scenario files. A chunk whose engine or AI code on disk is no longer `code`
    is not played (``stale``)."""
    if code is not None and code_version() != code:
        return {"game": game_id, "start": start, "stop": stop, "stale": True}
    game = registry.descriptor(game_id)
    began = time.perf_counter()
    actions = 0
    failures = []
    for seed in range(start, stop):
        failure, played = check_match_run(
            game, seed, levels=levels, opponents=games.info(game_id).make_opponent
        )
        actions += played
        if failure is not None:
            path = Path(failures_dir) / f"{game_id}-{seed}.json"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(failure.scenario, indent=1) + "\n", encoding="utf-8")
            failures.append({**failure.to_json(), "scenario": str(path)})
    return {
        "game": game_id,
        "start": start,
        "stop": stop,
        "actions": actions,
        "seconds": time.perf_counter() - began,
        "failures": failures,
    }


def fresh_results(matches: int, rev: str, code: str) -> dict[str, Any]:
    return {
        "revision": rev,
        "revisions": [rev],
        "code": code,
        "target_per_game": matches,
        "cpus": os.cpu_count(),
        "games": {},
    }


def load_results(path: Path, matches: int, rev: str, code: str, fresh: bool) -> dict[str, Any]:
    """The results to continue: the file's when it measured this engine and AI code (see
    `code_version`), else new ones."""
    if not fresh and path.is_file():
        try:
            old = json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            old = None
        if isinstance(old, dict) and old.get("code") == code and not code.endswith("+dirty"):
            old["target_per_game"] = max(matches, old.get("target_per_game", 0))
            old["revision"] = rev
            if rev not in old.setdefault("revisions", []):
                old["revisions"].append(rev)
            return old
        print(f"soak: {path.name} measured other engine or AI code; starting over", file=sys.stderr)
    return fresh_results(matches, rev, code)


def merge(results: dict[str, Any], chunk: dict[str, Any]) -> None:
    entry = results["games"].setdefault(
        chunk["game"], {"matches": 0, "actions": 0, "seconds": 0.0, "failures": [], "done": []}
    )
    entry["matches"] += chunk["stop"] - chunk["start"]
    entry["actions"] += chunk["actions"]
    entry["seconds"] = round(entry["seconds"] + chunk["seconds"], 3)
    entry["failures"].extend(chunk["failures"])
    entry["done"].append([chunk["start"], chunk["stop"]])
    entry["done"].sort()
    entry["matches_per_second"] = round(entry["matches"] / max(entry["seconds"], 1e-9), 2)


def save(results: dict[str, Any], path: Path) -> None:
    """Write atomically, so a stopped soak never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    totals = results["games"].values()
    results["matches"] = sum(g["matches"] for g in totals)
    results["actions"] = sum(g["actions"] for g in totals)
    results["failures"] = sum(len(g["failures"]) for g in totals)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(results, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def pending_chunks(results: dict[str, Any], games: list[str], matches: int) -> list[tuple]:
    """Chunks not done yet, games interleaved so each advances."""
    chunks = []
    for start in range(0, matches, CHUNK):
        for game in games:
            done = results["games"].get(game, {}).get("done", [])
            stop = min(start + CHUNK, matches)
            if [start, stop] not in done:
                chunks.append((game, start, stop))
    return chunks


def soak(
    matches: int = MATCHES,
    workers: int | None = None,
    budget: float | None = None,
    path: Path = RESULTS,
    failures_dir: Path = FAILURES,
    fresh: bool = False,
    games: list[str] | None = None,
    levels: tuple[str, ...] | None = None,
) -> dict[str, Any]:
    """Run (or continue) the soak; stop submitting chunks after `budget` seconds. `levels`
    narrows the opponents' levels (the CI slice leaves out the slow hard one)."""
    code = code_version()
    results = load_results(path, matches, revision(), code, fresh)
    ids = games or game_ids()
    todo = pending_chunks(results, ids, matches)
    warm_up(ids)
    began = time.monotonic()
    with ProcessPoolExecutor(max_workers=workers or os.cpu_count()) as pool:
        running: set[Future] = set()
        while todo or running:
            in_time = budget is None or time.monotonic() - began < budget
            while todo and in_time and len(running) < 2 * (workers or os.cpu_count() or 1):
                running.add(pool.submit(run_chunk, *todo.pop(0), str(failures_dir), code, levels))
            if not running:
                break
            finished, running = wait(running, return_when=FIRST_COMPLETED)
            for future in finished:
                chunk = future.result()
                if chunk.get("stale"):
                    todo.clear()  # the code changed: what is merged so far stays valid
                    print("soak: the engine or AI code changed; stopping", file=sys.stderr)
                    continue
                merge(results, chunk)
                save(results, path)
                report(chunk, results)
    save(results, path)
    return results


def report(chunk: dict[str, Any], results: dict[str, Any]) -> None:
    entry = results["games"][chunk["game"]]
    print(
        f"{chunk['game']:8} seeds {chunk['start']}-{chunk['stop'] - 1}: "
        f"{len(chunk['failures'])} failures; {entry['matches']} matches, "
        f"{entry['matches_per_second']} matches/s per core",
        flush=True,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.soak")
    parser.add_argument("--matches", type=int, default=MATCHES, help="seeds per game")
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--budget", type=float, default=None, help="seconds, then stop")
    parser.add_argument("--fresh", action="store_true", help="ignore earlier results")
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    results = soak(args.matches, args.workers, args.budget, args.out, fresh=args.fresh)
    cores = args.workers or os.cpu_count() or 1
    hours = 0.0
    for game, entry in results["games"].items():
        left = max(0, args.matches - entry["matches"])
        hours += left / max(entry["matches_per_second"], 1e-9) / cores / 3600
        print(
            f"{game}: {entry['matches']} matches, {entry['actions']} actions, "
            f"{len(entry['failures'])} failures, {entry['matches_per_second']} matches/s per core"
        )
    print(f"the rest of {args.matches} per game: ~{hours:.1f} h on {cores} cores")
    print(f"revision {results['revision']}: {results['failures']} failures")
    return 1 if results["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
