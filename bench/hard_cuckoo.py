"""Hard against three normal opponents in Gnav or Cuccù, single process, on the tournaments'
seeds (so variants compare on the same deals); appends the run to
bench/results/hard_calibration.json.

Run: `nice -n 5 .venv/bin/python -m bench.hard_cuckoo GAME [MATCHES] [TRIAL TEXT]`; a variant
without editing the code: HARD_SET="simulate_inn=0 samples=32" sets HardOpponent's attributes.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

from bench.ai_cuckoo import RESULTS, git_revision, play_match, summarize
from game.ai.base import LEVELS
from game.ai.cuckoo import HardOpponent


def configure(target: type[HardOpponent], settings: list[str]) -> None:
    """Set "name=value" settings on `target`, each value of the type HardOpponent gives it."""
    for setting in settings:
        name, _, value = setting.partition("=")
        setattr(target, name, type(getattr(HardOpponent, name))(float(value)))


def main() -> None:
    configure(HardOpponent, os.environ.get("HARD_SET", "").split())
    game = sys.argv[1]
    matches = int(sys.argv[2]) if len(sys.argv) > 2 else 4000
    trial = " ".join(sys.argv[3:]) or "hard vs 3x normal"
    base = 1_000_000 * (1 + LEVELS.index("normal"))
    started = time.perf_counter()
    outcomes = [play_match((game, "hard", "normal", base + i)) for i in range(matches)]
    seconds = round(time.perf_counter() - started)
    row = summarize("hard", "normal", outcomes)
    run = {
        "game": game,
        "players": 4,
        "hero": "hard",
        "field": "3x normal",
        "matches": matches,
        "complete": True,
        "hero_share": row["hero_share"],
        "ci95": row["ci95"],
        "git_revision": git_revision()[:7],
        "seconds": seconds,
        "trial": trial,
    }
    print(json.dumps(run), flush=True)
    wins = "".join("1" if o == "win" else "d" if o == "draw" else "0" for _, o, _ in outcomes)
    tag = "_".join([run["git_revision"], *os.environ.get("HARD_SET", "").split()])
    (Path("/tmp") / f"hard_{game}_{tag}.txt").write_text(wins)
    path = RESULTS / "hard_calibration.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["runs"].append(run)
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
