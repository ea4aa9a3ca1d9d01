"""A move's save time and the start-up's reads, with 1 MB and 8 MB already stored.

    python -m bench.save_time [--label after] [--saves 40]

The store is filled to the size with other documents (as a long history of statistics or
another game's data would), then the match in progress is saved as after every move (a
30-action replay), `--saves` times; the median is the figure. Start-up is the app's reads:
settings, and each game's statistics and saved match. The same script measures an older
tree of the code (``PYTHONPATH=/path/to/old/tree python bench/save_time.py --label before``):
with one file for the whole store, the filler goes into that file. Figures go to
``bench/results/save_time.json`` under the label, beside the other label's.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results" / "save_time.json"
SIZES_MB = (1, 8)
CHUNK = 50_000  # characters of one filler document


def fill(folder: Path, megabytes: int) -> None:
    """`megabytes` of other documents: their own files, or keys of the one old file."""
    filler = {f"filler.{n}": {"pad": "x" * CHUNK} for n in range(megabytes * 1_000_000 // CHUNK)}
    folder.mkdir(parents=True, exist_ok=True)
    if importlib.util.find_spec("game.storage_backends") is not None:
        for name, value in filler.items():
            (folder / f"{name}.json").write_text(json.dumps(value), "utf-8")
    else:  # the single-file store of older versions
        (folder / "card-atlas.json").write_text(json.dumps(filler), "utf-8")


def measure(megabytes: int, saves: int) -> dict[str, float]:
    from game import storage
    from game.engine import registry

    game_id = registry.game_ids()[0]
    record = {"game": game_id, "seed": 1, "options": {"players": 4}, "dealer": None}
    record.update(actions=["0 ask"] * 30, level="normal", human=0)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "data"
        os.environ[storage.ENV_DATA_DIR] = str(folder)
        storage.use_backend(None)
        fill(folder, megabytes)
        began = time.perf_counter()
        storage.load_settings()
        for game in registry.game_ids():
            storage.load_stats(game)
            storage.load_match(game)
        start_up = time.perf_counter() - began
        times = []
        for _ in range(saves):
            began = time.perf_counter()
            storage.save_match(game_id, record)
            times.append(time.perf_counter() - began)
    return {
        "save_ms_median": round(statistics.median(times) * 1000, 2),
        "save_ms_max": round(max(times) * 1000, 2),
        "start_up_reads_ms": round(start_up * 1000, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.save_time")
    parser.add_argument("--label", default="after")
    parser.add_argument("--saves", type=int, default=40)
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    figures = {}
    for megabytes in SIZES_MB:
        figures[f"{megabytes}MB"] = measure(megabytes, args.saves)
        print(f"{args.label}: {megabytes} MB stored: {figures[f'{megabytes}MB']}")
    results = json.loads(args.out.read_text("utf-8")) if args.out.is_file() else {}
    results[args.label] = figures
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=1, sort_keys=True) + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
