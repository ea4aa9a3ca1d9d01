"""Long AI tournaments (make tournament): for every registered game that has a module
`bench/tournament_<id>.py`, its `main()` plays its tables and writes
bench/results/<id>.json. Command line: game ids to run only those (default: all)."""

from __future__ import annotations

import importlib.util
import sys

from game.engine.registry import game_ids


def play_hero_match(
    game_id: str, players: int, hero: str, field: str, index: int, seed: int
) -> tuple[float, int]:
    """One match of a "hero vs field" table: the hero sits at seat index % players, copies
    of the field elsewhere. Returns the hero's share of the win (1/k for a shared win) and
    the match's length in actions."""
    from game.ui.games import info

    game = info(game_id)
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


def main() -> int:
    only = {arg for arg in sys.argv[1:] if not arg.isdigit() and not arg.startswith("-")}
    for game in game_ids():
        name = f"bench.tournament_{game}"
        if (only and game not in only) or importlib.util.find_spec(name) is None:
            continue
        print(f"== bench/tournament_{game}.py", flush=True)
        importlib.import_module(name).main()
    return 0


if __name__ == "__main__":
    sys.exit(main())
