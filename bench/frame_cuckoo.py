"""Frame cost of the cuckoo tables (Gnav, Cuccù), headless: a forced full redraw and an
idle frame at the start of a deal (four seats, the player's turn) and over the settlement
summary, post-process off. Run with `make bench` or `python -m bench frame_cuckoo`.

Each table is brought to the moment by tools/table_shots.py's stacked decks and scripted
opponents, so the figures are for the same picture every run.
"""

from __future__ import annotations

import statistics

from bench.frame import measure
from bench.headless import headless_env
from bench.stats import percentile
from tools.table_shots import STAGES, Driver, open_table, staged_session

MOMENTS = ("start", "settlement")


def bring(app, game_id: str, moment: str) -> None:
    """A fresh table of `game_id` at `moment` on top of the stack."""
    from game.ui.table.overlay import PanelOverlay

    while len(app.stack) > 1:
        app.stack.pop()
    deck, dealer, script, start, mine = STAGES[game_id][moment]
    driver = Driver(app)
    table = open_table(app, game_id, staged_session(game_id, deck, dealer, script, start), driver)
    for verb in mine:
        driver.press(table, verb)
    if moment == "start":
        driver.frames(lambda: table.can_act)
    else:
        driver.frames(lambda: isinstance(app.stack.top, PanelOverlay))
    driver.frames(lambda: False, limit=30)  # cross-fades over
    driver.move_away()


def main() -> None:
    headless_env()
    from game.ui.app import App, Options

    app = App(Options(headless=True))
    app.settings["speed"] = "instant"
    app.postfx.configure(0, 0, 0)  # plain: the tables alone
    print(f"{'table':<7} {'moment':<11} {'frame':<12} {'median ms':>10} {'p99 ms':>8}")
    for game_id in ("gnav", "cuccu"):
        for moment in MOMENTS:
            bring(app, game_id, moment)
            for kind, forced in (("full redraw", True), ("idle", False)):
                times = measure(app, forced)
                median, p99 = statistics.median(times), percentile(times, 0.99)
                print(f"{game_id:<7} {moment:<11} {kind:<12} {median:>10.3f} {p99:>8.3f}")


if __name__ == "__main__":
    main()
