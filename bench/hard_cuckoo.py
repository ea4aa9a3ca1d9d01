"""Hard against three normal opponents in Gnav or Cuccù, single process, on the tournaments'
seeds (so variants compare on the same deals); appends the run to
bench/results/hard_calibration.json.

Run: `nice -n 5 .venv/bin/python -m bench.hard_cuckoo GAME [MATCHES] [TRIAL TEXT]`; a variant
without editing the code: HARD_SET="simulate_inn=0 samples=32" sets HardOpponent's attributes.
FIRST=N starts at the tournaments' match N instead of 0.

PAIRED=1 also plays each seed with a normal opponent in the hard seat's place. Four normal
seats share a match's credit, so a normal seat's expected share is exactly 1/4 whichever seat
it holds (the seat is the seed modulo 4), and "1/4 + hard's credit - normal's credit, seed
by seed" estimates hard's share without the luck of the seeds' cards and seats: the
deals that favour a seat favour it whoever sits there. The row then adds that estimate and
its interval (normal, from the paired differences' spread) beside the plain share.
"""

from __future__ import annotations

import json
import math
import os
import sys
import time
from pathlib import Path

from bench.tournament_pairings import RESULTS, git_revision, play_match, summarize
from game.ai.base import LEVELS
from game.ai.cuckoo import HardOpponent


def configure(target: type[HardOpponent], settings: list[str]) -> None:
    """Set "name=value" settings on `target`, each value of the type HardOpponent gives it."""
    for setting in settings:
        name, _, value = setting.partition("=")
        setattr(target, name, type(getattr(HardOpponent, name))(float(value)))


def paired_share(
    hard: list[tuple[int, str, float]], normal: list[tuple[int, str, float]]
) -> dict[str, object]:
    """Hard's share estimated against a normal seat on the same seeds (see the module's
    docstring): the plain share's luck of the deals cancels out of the difference."""
    n = len(hard)
    pairs = list(zip(hard, normal, strict=True))
    differences = [h[2] - m[2] for h, m in pairs]
    mean = sum(differences) / n
    error = math.sqrt(sum((d - mean) ** 2 for d in differences) / (n - 1) / n)
    share = 0.25 + mean
    return {
        "normal_in_seat_share": round(sum(m[2] for m in normal) / n, 4),
        "paired_difference": round(mean, 4),
        "paired_se": round(error, 4),
        "paired_share": round(share, 4),
        "paired_ci95": [round(share - 1.96 * error, 4), round(share + 1.96 * error, 4)],
        "same_outcome": round(sum(h[1:] == m[1:] for h, m in pairs) / n, 3),
    }


def main() -> None:
    configure(HardOpponent, os.environ.get("HARD_SET", "").split())
    game = sys.argv[1]
    matches = int(sys.argv[2]) if len(sys.argv) > 2 else 4000
    trial = " ".join(sys.argv[3:]) or "hard vs 3x normal"
    first = int(os.environ.get("FIRST", "0"))
    seeds = [1_000_000 * (1 + LEVELS.index("normal")) + i for i in range(first, first + matches)]
    started = time.perf_counter()
    outcomes = [play_match((game, "hard", "normal", seed)) for seed in seeds]
    paired, normal = None, []
    if os.environ.get("PAIRED") == "1":
        normal = [play_match((game, "normal", "normal", seed)) for seed in seeds]
        paired = paired_share(outcomes, normal)
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
    if first:
        run["seeds"] = f"tournament seeds, matches {first}..{first + matches - 1}"
    if paired is not None:
        run |= paired
    print(json.dumps(run), flush=True)
    wins = "".join("1" if o == "win" else "d" if o == "draw" else "0" for _, o, _ in outcomes)
    tag = "_".join([run["git_revision"], *os.environ.get("HARD_SET", "").split()])
    (Path("/tmp") / f"hard_{game}_{tag}.txt").write_text(wins)
    if paired is not None:  # per seed: match number, hard's outcome and credit, normal's
        lines = [
            json.dumps([first + i, h[1], h[2], m[1], m[2]])
            for i, (h, m) in enumerate(zip(outcomes, normal, strict=True))
        ]
        (Path("/tmp") / f"hard_{game}_{tag}_paired.jsonl").write_text("\n".join(lines) + "\n")
    path = RESULTS / "hard_calibration.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["runs"].append(run)
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
