"""Kadabra tournament (make tournament): the ladder hard > normal > easy > random, each level
as one hero seat against copies of the next level down, with 4 and 6 players, hero seat
rotated by match index; win shares (a shared win counts 1/k) with 95% Wilson intervals, the
true match counts and the git revision go to bench/results/kadabra.json.

    nice -n 10 python -m bench.tournament_kadabra [MATCHES] [--tables=4:hard:normal,...]

Resumable: finished chunks are kept in bench/results/kadabra.partial.jsonl and a rerun
continues from them (options: bench/tournament_run.py). A table below the planned 2,000
matches is written `"complete": false`."""

from __future__ import annotations

from bench.tournament import play_hero_match
from bench.tournament_run import Result, ladder, main_for
from game.ai.kadabra import HARD_BUDGET

CLAIMS = [("hard", "normal"), ("normal", "easy"), ("easy", "random")]
TABLES = [(players, strong, weak) for players in (4, 6) for strong, weak in CLAIMS]


def play_one(args: tuple[int, str, str, int]) -> Result:
    """One match; returns the hero's share of the win (1/k for a shared win) and its length."""
    players, hero, field, index = args
    return play_hero_match("kadabra", players, hero, field, index, 2_000_003 * players + index)


PLAN = ladder("kadabra", TABLES, play_one, HARD_BUDGET)


def main() -> None:
    main_for(PLAN)


if __name__ == "__main__":
    main()
