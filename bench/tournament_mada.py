"""Mada tournament (make tournament): hard against normal, normal against easy, easy against
random, each with 4 and with 5 players, one hero seat against copies of the field, seats
rotated; win shares with 95% Wilson intervals, the true match counts and the git revision
go to bench/results/mada.json.

    nice -n 10 python -m bench.tournament_mada [MATCHES] [--players=4,5] [--tables=...]

Resumable: finished chunks are kept in bench/results/mada.partial.jsonl and a rerun
continues from them (options: bench/tournament_run.py). A table below the planned 2,000
matches is written `"complete": false`."""

from __future__ import annotations

from bench.tournament_run import Result, ladder, main_for
from game.ai.mada import HARD_BUDGET, play_match

LADDER = [("hard", "normal"), ("normal", "easy"), ("easy", "random")]
TABLES = [(players, hero, field) for players in (4, 5) for hero, field in LADDER]


def play_one(args: tuple[int, str, str, int]) -> Result:
    """One match; the hero's share of the win (1/k for a shared win) and its length."""
    players, hero, field, index = args
    hero_seat = index % players
    levels = [hero if seat == hero_seat else field for seat in range(players)]
    match = play_match(levels, seed=7_000_003 * players + index)
    winners = match.result()["winners"]
    return (1.0 / len(winners) if hero_seat in winners else 0.0), len(match.history)


PLAN = ladder("mada", TABLES, play_one, HARD_BUDGET)


def main() -> None:
    main_for(PLAN)


if __name__ == "__main__":
    main()
