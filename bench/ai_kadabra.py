"""Kadabra opponents' decision time per level (median, 95th percentile, mean, maximum) and
the longest slice between two yields of `think()` (no slice may exceed 2 ms), over the same
decision points spread over whole normal-vs-normal matches (2, 4 and 6 players); then what a
hard-vs-normal match costs with 4 and 6 players (see bench/decision_times.py)."""

from __future__ import annotations

from bench.decision_times import match_cost, measure
from game.ai.kadabra import HARD_BUDGET, make_opponent
from game.engine.kadabra import new_match

POINTS = 150
#: Hard-vs-normal matches timed per player count.
MATCHES = 4


def decision_points(n: int = POINTS, matches: int = 6) -> list[dict]:
    """Views of seats with more than one legal action, spread evenly over whole matches
    (late views carry long logs)."""
    views: list[dict] = []
    for seed in range(matches):
        players = (2, 4, 6)[seed % 3]
        match = new_match(options={"players": players}, seed=seed)
        bots = [make_opponent("normal", s, seed) for s in range(players)]
        while not match.is_over:
            seat = match.to_act()[0]
            view = match.view(seat)
            if len(view["legal"]) > 1:
                views.append(view)
            match.apply(bots[seat].decide(view).action)
    return views[:: max(1, len(views) // n)][:n]


def main() -> None:
    views = decision_points()
    print(f"kadabra {len(views)} decision points; hard budget {HARD_BUDGET} rollout steps")
    for level in ("easy", "normal", "hard"):
        print("kadabra", measure(make_opponent, level, views).line(level))
    for players in (4, 6):
        print("kadabra", match_cost(new_match, make_opponent, players, MATCHES))


if __name__ == "__main__":
    main()
