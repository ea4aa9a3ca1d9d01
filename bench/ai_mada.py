"""Mada opponents' decision time per level (median, 95th percentile, mean, maximum) and the
longest slice between two yields of `think` (no slice may exceed 2 ms), over decision points
taken from normal-vs-normal matches with 4 and 5 players; then what a hard-vs-normal match
costs with 4 and 5 players (see bench/decision_times.py)."""

from __future__ import annotations

from bench.decision_times import match_cost, measure
from game.ai.mada import HARD_BUDGET, make_opponent
from game.engine.mada import new_match

POINTS = 120
#: Hard-vs-normal matches timed per player count.
MATCHES = 4


def decision_points(n: int = POINTS) -> list[dict]:
    """Views of seats with more than one legal action."""
    views: list[dict] = []
    seed = 0
    while len(views) < n:
        players = 4 + seed % 2
        match = new_match(options={"players": players}, seed=seed)
        bots = [make_opponent("normal", s, seed) for s in range(players)]
        seed += 1
        while not match.is_over and len(views) < n:
            seat = match.to_act()[0]
            view = match.view(seat)
            if len(view["legal"]) > 1:
                views.append(view)
            match.apply(bots[seat].decide(view).action)
    return views


def main() -> None:
    views = decision_points()
    print(f"mada {len(views)} decision points; hard budget {HARD_BUDGET} rollout steps")
    for level in ("easy", "normal", "hard"):
        print("mada", measure(make_opponent, level, views).line(level))
    for players in (4, 5):
        print("mada", match_cost(new_match, make_opponent, players, MATCHES))


if __name__ == "__main__":
    main()
