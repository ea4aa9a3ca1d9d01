"""Long AI tournaments (make tournament): each game's module `bench/tournament_<id>.py`
has a `main()` that plays its tables and writes bench/results/<id>.json."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path


def play_hero_match(
    game_id: str, players: int, hero: str, field: str, index: int, seed: int
) -> tuple[float, int]:
    """One match of a "hero vs field" table: the hero sits at seat index % players, copies
    of the field elsewhere. Returns the hero's share of the win (1/k for a shared win) and
    the match's length in actions."""
    from game.engine.registry import descriptor

    game = descriptor(game_id)
    hero_seat = index % players
    levels = [hero if seat == hero_seat else field for seat in range(players)]
    match = game.new_match(options={"players": players}, seed=seed)
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


def main() -> int:
    folder = Path(__file__).resolve().parent
    names = sorted(
        m.name for m in pkgutil.iter_modules([str(folder)]) if m.name.startswith("tournament_")
    )
    only = set(sys.argv[1:])
    for name in names:
        if only and name.removeprefix("tournament_") not in only:
            continue
        print(f"== bench/{name}.py", flush=True)
        importlib.import_module(f"bench.{name}").main()
    return 0


if __name__ == "__main__":
    sys.exit(main())
