"""The "ladder" tournament format, resumable (bench/results/kadabra.json, mada.json, and any
game without a plan of its own): tables played in chunks of matches, every finished chunk
appended at once to a partial file, so a stopped run continues where it was; the results
file is rewritten after every chunk with the true match counts.

    python -m bench.tournament GAME [MATCHES] [--tables=4:hard:normal,...] [--workers=N]
        [--chunk=N] [--out=PATH] [--fresh] [--accept-code] [--report]

- The partial file (``<out>.partial.jsonl``, next to the results) holds one line per
  chunk: table, match range, each match's (share, length), seconds and the code version.
  A rerun skips the chunks it holds; `--fresh` starts over.
- Chunks of an other code version (the AI and engine files the game uses, hashed) are not
  reused: the figures would mix two opponents. `--accept-code` reuses them anyway (for a
  change known not to touch play, e.g. a descriptor's table field).
- Order: the cheap tables first (all of them to the full count), then the rest in rounds
  of one chunk per table, so a run stopped early leaves balanced tables.
- `--report` rewrites the results file from the partial file and plays nothing.
- `--workers=1` (the default) plays in this process: run it under ``nice -n 10``.
- A table below the planned count is written ``"complete": false``.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import multiprocessing
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.tournament_passes import revision, summarize
from game.ui.games import info

ROOT = Path(__file__).resolve().parent.parent
PLANNED = 2000
CHUNK = 50
#: Core files every game's play goes through (plus the game's own, see `code_version`).
CORE = (
    "game/ai/base.py",
    "game/ai/search.py",
    "game/engine/match.py",
    "game/engine/completion.py",
    "game/engine/actions.py",
    "game/engine/choices.py",
    "game/engine/zones.py",
    "game/engine/events.py",
    "game/engine/cards.py",
    "game/engine/shedding.py",
)
METHOD = (
    "one hero seat vs copies of the field; hero seat rotated by match index; "
    "win share with 95% Wilson interval; shared wins count 1/k"
)

Table = tuple[int, str, str]
Result = tuple[float, int]


def code_version(game: str) -> str:
    """A hash of the files the game's play runs (its engine and AI modules and the core):
    chunks played on other code are not mixed in."""
    names = sorted({*CORE, *(str(p.relative_to(ROOT)) for p in _game_files(game))})
    digest = hashlib.sha256()
    for name in names:
        path = ROOT / name
        digest.update(name.encode())
        digest.update(path.read_bytes() if path.exists() else b"-")
    return digest.hexdigest()[:12]


def _game_files(game: str) -> list[Path]:
    """The game's engine module and the modules beside it that share its name (its deck,
    its view), and its opponents' module: from the registry."""
    joined = info(game)
    engine = _module_file(joined.rules.engine)
    return [
        *sorted(engine.parent.glob(f"{engine.stem}*.py")),
        _module_file(joined.opponents.partition(":")[0]),
    ]


def _module_file(name: str) -> Path:
    spec = importlib.util.find_spec(name)
    assert spec is not None and spec.origin, name
    return Path(spec.origin).resolve()


@dataclass
class Plan:
    """One game's tournament: its tables (cheap ones first), how to play one match, and
    what the results file says about the opponents."""

    game: str
    tables: list[Table]
    cheap: list[Table]
    play_one: Callable[[tuple[int, str, str, int]], Result]
    extra: dict[str, Any] = field(default_factory=dict)


def ladder(game: str, tables: list[Table], play_one: Callable, hard_budget: int | None) -> Plan:
    """The plan of a ladder game: every table without a hard seat is cheap."""
    cheap = [t for t in tables if "hard" not in t[1:]]
    extra = {} if hard_budget is None else {"hard_budget_steps": hard_budget}
    return Plan(game, tables, cheap, play_one, extra)


def parse(argv: list[str], plan: Plan, default_out: Path) -> dict[str, Any]:
    opts: dict[str, Any] = {
        "matches": PLANNED,
        "tables": plan.tables,
        "workers": 1,
        "chunk": CHUNK,
        "out": default_out,
        "fresh": "--fresh" in argv,
        "accept": "--accept-code" in argv,
        "report": "--report" in argv,
    }
    for arg in argv:
        if arg.isdigit():
            opts["matches"] = int(arg)
        elif arg.startswith("--tables="):
            opts["tables"] = [
                (int(p), h, f) for p, h, f in (t.split(":") for t in arg[9:].split(","))
            ]
        elif arg.startswith("--players="):
            wanted = {int(p) for p in arg[10:].split(",")}
            opts["tables"] = [t for t in opts["tables"] if t[0] in wanted]
        elif arg.startswith("--workers="):
            opts["workers"] = int(arg[10:])
        elif arg.startswith("--chunk="):
            opts["chunk"] = int(arg[8:])
        elif arg.startswith("--out="):
            opts["out"] = Path(arg[6:])
    return opts


def partial_path(out: Path) -> Path:
    return out.with_suffix(".partial.jsonl")


def load_chunks(path: Path, code: str, accept: bool) -> list[dict[str, Any]]:
    """The chunks an earlier run finished on this code (every chunk with `accept`)."""
    if not path.is_file():
        return []
    chunks, stale = [], 0
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            chunk = json.loads(line)
        except json.JSONDecodeError:  # a line cut by a kill: that chunk is replayed
            continue
        if chunk.get("code") == code or accept:
            chunks.append(chunk)
        else:
            stale += 1
    if stale:
        print(f"{path}: {stale} chunks of other code left out", flush=True)
    return chunks


def schedule(tables: list[Table], cheap: list[Table], matches: int, size: int) -> list:
    """(table, first, last) in play order: cheap tables whole, then rounds over the rest."""
    order = []
    for table in [t for t in tables if t in cheap]:
        order += [(table, i, min(matches, i + size)) for i in range(0, matches, size)]
    rest = [t for t in tables if t not in cheap]
    for first in range(0, matches, size):
        order += [(table, first, min(matches, first + size)) for table in rest]
    return order


def play_chunk(plan: Plan, pool: Any, table: Table, first: int, last: int) -> list[Result]:
    jobs = [(*table, i) for i in range(first, last)]
    if pool is None:
        return [plan.play_one(job) for job in jobs]
    return list(pool.imap(plan.play_one, jobs, chunksize=2))


def results_by_table(chunks: Iterable[dict[str, Any]]) -> dict[Table, dict[int, dict]]:
    """Finished chunks per table, by first match index (a repeated chunk counts once)."""
    done: dict[Table, dict[int, dict]] = {}
    for chunk in chunks:
        table = tuple(chunk["table"])
        done.setdefault(table, {})[chunk["first"]] = chunk  # type: ignore[index]
    return done


def write(plan: Plan, opts: dict[str, Any], done: dict, code: str, started: str) -> None:
    """The results file: every table with the matches it has (complete or not). Its
    revision is the commit the chunks were played on (the run's start), not HEAD now."""
    rows = []
    revisions = sorted({c.get("revision", "?") for t in done.values() for c in t.values()})
    for table in opts["tables"]:
        chunks = sorted(done.get(table, {}).values(), key=lambda c: c["first"])
        results = [tuple(r) for c in chunks for r in c["results"]]
        if not results:
            continue
        seconds = sum(c["seconds"] for c in chunks)
        row = summarize(table, results, seconds, len(results) >= PLANNED)
        row["cpu_seconds"] = round(sum(c.get("cpu_seconds", 0.0) for c in chunks), 1)
        row["revisions"] = sorted({c.get("revision", "?") for c in chunks})
        rows.append(row)
    data = {
        "game": plan.game,
        "revision": ",".join(revisions) or revision(),
        "code_version": code,
        "started": started,
        "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "matches_per_table_planned": PLANNED,
        "complete": bool(rows)
        and all(r["complete"] for r in rows)
        and len(rows) == len(opts["tables"]),
        **plan.extra,
        "method": METHOD,
        "tables": rows,
        "claims": [
            {
                "claim": f"{r['hero']} beats {r['field']}",
                "players": r["players"],
                "matches": r["matches"],
                "complete": r["complete"],
                "share": r["share"],
                "ci95": r["ci95"],
                "fair_share": r["fair_share"],
                "holds": r["above_fair"],
            }
            for r in rows
        ],
    }
    out: Path = opts["out"]
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    tmp.replace(out)


def run(plan: Plan, argv: list[str], default_out: Path) -> None:
    """Play what the partial file lacks, chunk by chunk, rewriting the results each time."""
    opts = parse(argv, plan, default_out)
    code = code_version(plan.game)
    rev = revision()
    partial = partial_path(opts["out"])
    if opts["fresh"] and partial.exists():
        partial.unlink()
    done = results_by_table(load_chunks(partial, code, opts["accept"]))
    started = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    todo = [
        (t, a, b)
        for t, a, b in schedule(opts["tables"], plan.cheap, opts["matches"], opts["chunk"])
        if a not in done.get(t, {}) or len(done[t][a]["results"]) < b - a
    ]
    print(f"{plan.game}: code {code}, revision {rev}, {len(todo)} chunks to play", flush=True)
    write(plan, opts, done, code, started)
    if opts["report"]:
        return
    pool = multiprocessing.Pool(opts["workers"]) if opts["workers"] > 1 else None
    try:
        for table, first, last in todo:
            wall, cpu = time.perf_counter(), time.process_time()
            results = play_chunk(plan, pool, table, first, last)
            chunk = {
                "table": list(table),
                "first": first,
                "last": last,
                "results": [list(r) for r in results],
                "seconds": round(time.perf_counter() - wall, 2),
                "cpu_seconds": round(time.process_time() - cpu, 2),
                "code": code,
                "revision": rev,
            }
            with partial.open("a", encoding="utf-8") as f:
                f.write(json.dumps(chunk) + "\n")
            done.setdefault(table, {})[first] = chunk
            write(plan, opts, done, code, started)
            n = sum(len(c["results"]) for c in done[table].values())
            print(
                f"{time.strftime('%H:%M:%S')} {table} {first}-{last} -> {n} matches "
                f"({chunk['seconds']} s)",
                flush=True,
            )
    finally:
        if pool is not None:
            pool.close()
