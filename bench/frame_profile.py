"""Where a table's frames spend their time: cProfile over the played frames of
bench.frame_web (GAME=mada by default; MODE=redraw: forced full redraws), the top
functions by own time and who calls the blits. Under make bench-web
(CARD_ATLAS_WHEEL set) it profiles WebAssembly, where the costs differ from the desktop's."""

from __future__ import annotations

import cProfile
import os
import pstats

from bench.frame_web import PLAY_FRAMES, REDRAWS, SEED, play, redraws, settle
from bench.headless import headless_env


def main() -> None:
    headless_env()
    from game.ui.games import table_ids
    from tools.table_stage import make_app, open_table

    game = os.environ.get(
        "GAME", table_ids()[0]
    )  # a game id, or a menu: lobby, rules, settings (MODE=redraw)
    app = make_app(speed="normal")
    if game in ("lobby", "rules", "settings"):
        app.stack.push(app.open_scene(game))
        table = None
    else:
        table = open_table(app, game, 4, SEED)
    settle(app, 30)
    profile = cProfile.Profile()
    profile.enable()
    if table is None or os.environ.get("MODE") == "redraw":  # forced full redraws instead of play
        redraws(app, REDRAWS)
    else:
        play(app, table, PLAY_FRAMES)
    profile.disable()
    stats = pstats.Stats(profile)
    stats.sort_stats("tottime").print_stats(25)
    stats.print_callers("blit")


if __name__ == "__main__":
    main()
