"""Long AI tournaments (make tournament): every registered game's, or the games named,
each to bench/results/<id>.json. A game's plan comes from its registry entry: its staging
module's ``tournament`` settings (tools/stages/, named by game/ui/games.py) choose the
results format and the seeds, else the default ladder (hard > normal > easy > random, one
hero seat against copies of the next level down, at the default and the most seats).

    python -m bench.tournament [GAME ...] [MATCHES] [--results=DIR] [format options]

`--results=DIR` writes <DIR>/<id>.json instead (a trial run leaves the evidence alone).

Formats: "ladder" (resumable, bench/tournament_run.py), "passes"
(bench/tournament_passes.py) and "pairings" (bench/tournament_pairings.py); each keeps the
results file format its games' evidence was written in.
"""

from __future__ import annotations

import importlib
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

from bench.tournament_passes import CLAIMS
from game.engine.registry import descriptor
from game.ui import games

RESULTS = Path(__file__).resolve().parent / "results"
Table = tuple[int, str, str]


def play_hero_match(
    game_id: str, players: int, hero: str, field: str, index: int, seed: int
) -> tuple[float, int]:
    """One match of a "hero vs field" table: the hero sits at seat index % players, copies
    of the field elsewhere. Returns the hero's share of the win (1/k for a shared win) and
    the match's length in actions."""
    game = games.info(game_id)
    hero_seat = index % players
    levels = [hero if seat == hero_seat else field for seat in range(players)]
    match = game.rules.new_match(options={"players": players}, seed=seed)
    bots = [game.make_opponent(level, seat, seed) for seat, level in enumerate(levels)]
    while not match.is_over:
        seat = match.to_act()[0]
        if levels[seat] == "random":  # needs no view: skip building one
            action = bots[seat].rng_for({"log": match.log}).choice(match.legal_actions(seat))
        else:
            action = bots[seat].decide(match.view(seat)).action
        match.apply(action)
    winners = match.result()["winners"]
    return (1.0 / len(winners) if hero_seat in winners else 0.0), len(match.history)


def parse_tables(text: str) -> list[Table]:
    """'4:hard:normal,6:easy:random' -> [(4, 'hard', 'normal'), (6, 'easy', 'random')]."""
    return [(int(p), h, f) for p, h, f in (item.split(":") for item in text.split(","))]


@dataclass(frozen=True)
class Tournament:
    """One game's tournament: its results format, seeds (match i of a table with p seats
    plays seed ``seed * p + i``; "pairings" seeds its own way), tables and results file."""

    game: str
    format: str = "ladder"
    seed: int = 1_000_003
    tables: list[Table] = field(default_factory=list)
    out: Path = RESULTS

    def play_one(self, job: tuple[int, str, str, int]) -> tuple[float, int]:
        """One match of a table; the hero's share of the win and the match's length."""
        players, hero, field_level, index = job
        seed = self.seed * players + index
        return play_hero_match(self.game, players, hero, field_level, index, seed)

    @property
    def hard_budget(self) -> int | None:
        """The hard level's search budget, when its opponents' module states one."""
        module = games.info(self.game).opponents.partition(":")[0]
        return getattr(importlib.import_module(module), "HARD_BUDGET", None)


def plan(game_id: str, results: Path = RESULTS) -> Tournament:
    """The game's tournament from its registry entry (see the module's docstring)."""
    settings = dict(staging(game_id).tournament)
    tables = settings.pop("tables", None)
    if tables is None:
        low, high = descriptor(game_id).players
        counts = sorted({descriptor(game_id).default_players, high})
        tables = [(p, strong, weak) for p in counts for strong, weak in CLAIMS]
    elif isinstance(tables, str):
        tables = parse_tables(tables)
    return Tournament(game_id, tables=tables, out=results / f"{game_id}.json", **settings)


def staging(game_id: str):  # -> tools.table_stage.Stages
    """The game's staging (tools/table_stage.py), its defaults when it names none."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # staging imports the table
    from tools.table_stage import stages_of

    return stages_of(game_id)


def run(tournament: Tournament, argv: list[str]) -> None:
    """Play `tournament` in its format, with the format's command-line options."""
    if tournament.format == "pairings":
        from bench.tournament_pairings import run_tournament

        run_tournament(tournament.game, args=argv, results=tournament.out.parent)
    elif tournament.format == "passes":
        from bench.tournament_passes import run as run_passes

        run_passes(tournament, argv)
    else:
        from bench.tournament_run import ladder
        from bench.tournament_run import run as run_ladder

        budget = tournament.hard_budget
        steps = ladder(tournament.game, tournament.tables, tournament.play_one, budget)
        run_ladder(steps, argv, tournament.out)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    known = games.game_ids()
    only = [arg for arg in argv if arg in known]
    unknown = [a for a in argv if not a[0].isdigit() and not a.startswith("-") and a not in known]
    if unknown:
        print(f"unknown game(s) {', '.join(unknown)}; the games are {', '.join(known)}")
        return 2
    options = [arg for arg in argv if arg not in only]
    folder = next((Path(a[10:]) for a in options if a.startswith("--results=")), RESULTS)
    for game_id in only or known:
        print(f"== {game_id} tournament", flush=True)
        run(plan(game_id, folder), options)
    return 0


if __name__ == "__main__":
    sys.exit(main())
