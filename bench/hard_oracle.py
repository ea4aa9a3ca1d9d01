"""How much the cuckoo hard opponent loses to its own sampling noise, per decision.

A match-level screen needs thousands of matches to see a change of 0.003 in share. This
scores each decision instead: the hard opponent plays matches against three normal ones
(seeds apart from the tournaments'), and at each of its decisions an oracle, the same
search with `ORACLE_DEALS` sampled deals per choice and its own random stream, values every
choice. A variant's loss on a decision is the oracle's best value minus the oracle's value
of the variant's choice, in chances of winning the match; the mean loss times the decisions
per match is roughly the share that noise costs. It cannot see errors of the model itself
(the value table, the opponent model), only of sampling it.

Run: `.venv/bin/python -m bench.hard_oracle GAME MATCHES ORACLE_DEALS [VARIANT ...]`, a
variant being settings of HardOpponent such as `stages=2,margin=1.5` (`-` for the shipped
level). The oracle's values are kept in /tmp, so more variants cost only their own search.
"""

from __future__ import annotations

import pickle
import random
import statistics
import sys
from pathlib import Path
from typing import Any

from bench.hard_cuckoo import configure
from bench.tournament_pairings import play_match
from game.ai.cuckoo import HardOpponent, Knowledge, Outcomes
from game.engine.actions import Action

SEED_BASE = 7_000_000
Row = tuple[int, dict[str, Any], list[float]]


def searched(opponent: HardOpponent, view: dict[str, Any]) -> tuple[Outcomes, list[Action]]:
    """The opponent's search of `view` run to its end (the turn's or the inn's choices)."""
    legal = [Action.parse(a) for a in view["legal"]]
    thinking = opponent._simulate(view, Knowledge.read(view), legal)
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            return done.value, legal


def variant(settings: str) -> type[HardOpponent]:
    """HardOpponent with `settings` ("name=value,..."; "-" for none) set on a subclass."""

    class Variant(HardOpponent):
        pass

    configure(Variant, [s for s in settings.strip("-").split(",") if s])
    return Variant


def oracle_rows(game: str, matches: int, deals: int) -> list[Row]:
    """Each decision of a hard seat with a choice, and the oracle's value of each choice."""

    class Oracle(HardOpponent):
        samples = deals
        samples_when = {2: deals, 3: deals}
        stages = 0

        def rng_for(self, view: dict[str, Any]) -> random.Random:
            return random.Random(f"oracle:{self.match_seed}:{len(view['log'])}")

    rows: list[Row] = []

    def value(seed: int, view: dict[str, Any]) -> None:
        if len(view["legal"]) > 1:
            out, _ = searched(Oracle(view["seat"], seed, game), view)
            rows.append((seed, view, [t / out.weight for t in out.totals]))

    for seed in range(SEED_BASE, SEED_BASE + matches):
        play_match((game, "hard", "normal", seed), watch=value)
    return rows


def losses(game: str, rows: list[Row], settings: str) -> tuple[list[float], list[int]]:
    """A variant's loss against the oracle on each decision, and the deals it played."""
    kind = variant(settings)
    lost, deals = [], []
    for seed, view, values in rows:
        out, legal = searched(kind(view["seat"], seed, game), view)
        chosen = str(legal[out.best()])
        lost.append(max(values) - values[view["legal"].index(chosen)])
        deals.append(out.samples)
    return lost, deals


def score(game: str, rows: list[Row], matches: int, settings: str) -> str:
    """A variant's mean loss against the oracle, and the deals it played, in a line."""
    lost, deals = losses(game, rows, settings)
    deals.sort()
    loss = statistics.mean(lost)
    return (
        f"{game} {settings:28} loss per decision {loss:.5f}, per match "
        f"{loss * len(rows) / matches:.4f}; deals mean {statistics.mean(deals):6.1f} "
        f"p50 {deals[len(deals) // 2]} p95 {deals[int(0.95 * len(deals))]} max {deals[-1]}"
    )


def main() -> None:
    game, matches, deals = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    cache = Path(f"/tmp/hard_oracle_{game}_{matches}_{deals}.pkl")
    if cache.exists():
        rows = pickle.loads(cache.read_bytes())
    else:
        rows = oracle_rows(game, matches, deals)
        cache.write_bytes(pickle.dumps(rows))
    print(f"{game}: {len(rows)} decisions in {matches} matches, oracle {deals} deals", flush=True)
    for settings in sys.argv[4:] or ["-"]:
        print(score(game, rows, matches, settings), flush=True)


if __name__ == "__main__":
    main()
