"""A daily deal replayed to the move (issue 33): the same player's moves give the same
match, on the desktop and under WebAssembly, today and after an update.

A daily is recorded by playing it (game/daily.py: the day's seed, hard opponents, the usual
table) with a stand-in player who picks among its legal actions by a seeded choice; the
record is the player's moves. Replaying them lets the opponents decide again (only their
moves are worked out anew): the match is a function of the player's moves, since at a
table an opponent acts only when the player may not (game/ui/table/session.py). Each run
prints one SHA-256 per game over every action and the result, so two machines compare by
eye; tests/test_daily.py replays one twice, and in the browser's shorter search slices.

    python -m bench.daily_replay [--web] [--day=YYYY-MM-DD] [GAME ...]

Under WebAssembly (CPython 3.12 in Pyodide under Node, as `make bench-web` runs the
benches), from the repository:

    node tools/bench_web.mjs PYODIDE_DIR . - daily_replay

(PYODIDE_DIR: node_modules/pyodide, as tools/bench_web.sh installs it). The hashes must
equal the desktop's.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from datetime import date

from bench.decision_hashes import web_slices
from game import daily
from game.engine.actions import Action
from game.engine.registry import new_match
from game.ui.games import game_ids, make_opponent

HUMAN = 0
DAY = date(2026, 12, 3)
MAX_ACTIONS = 20_000


def play(game: str, day: date, moves: list[str] | None = None) -> tuple[list[str], list[str]]:
    """The day's match of `game`: the player's moves (`moves` replayed, else chosen by a
    seeded stand-in) and every action of the match, then its result."""
    deal = daily.deal(game, day)
    match = new_match(game, options=deal.options, seed=deal.seed)
    bots = {s: make_opponent(game, deal.level, s, deal.seed) for s in range(1, deal.players)}
    chooser = random.Random(f"player:{deal.seed}")
    mine: list[str] = []
    lines: list[str] = []
    while not match.is_over:
        assert len(lines) < MAX_ACTIONS, f"{game} did not end"
        if HUMAN in match.to_act():
            if moves is None:
                action = chooser.choice(match.legal_actions(HUMAN))
            else:
                action = Action.parse(moves[len(mine)])
            mine.append(str(action))
        else:
            seat = next(s for s in match.to_act() if s in bots)
            action = bots[seat].decide(match.view(seat)).action
        match.apply(action)
        lines.append(str(action))
    lines.append(json.dumps(match.result(), sort_keys=True))
    return mine, lines


def fingerprint(lines: list[str]) -> str:
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    if "--web" in argv:
        web_slices()
    day = DAY
    for arg in [a for a in argv if a.startswith("--day=")]:
        day = daily.parse_day(arg[6:]) or DAY
    for game in [a for a in argv if a in game_ids()] or game_ids():
        moves, lines = play(game, day)
        _, again = play(game, day, moves)
        same = "same" if again == lines else "DIFFERENT"
        print(f"{game:8} {day} {len(moves):4} moves {fingerprint(lines)} replay {same}", flush=True)


if __name__ == "__main__":
    main()
