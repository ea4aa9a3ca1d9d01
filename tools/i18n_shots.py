"""Every screen of the app, brought up headless in any language: for the i18n rendering test
(tests/test_i18n_render.py) and for looking at them.

    .venv/bin/python tools/i18n_shots.py OUT_DIR [--langs uk ka hu] [--scenes lobby ...]
                                                 [--sizes 1280x720 960x540]

Scenes are named like ``lobby``, ``rules:maumau``, ``gnav:mid``. The tables are reached
through the app's public paths only: `App.open_scene` (the ``--scene`` names), a saved
match resumed by the game's table (the Resume button's path), the table's `submit` for the
player's moves, and key presses for dialogs, so the screens survive a refactor of the
tables. Moves are random but seeded: the same run shows the same deals. PNGs are named
<lang>_<scene>_<WxH>.png (":" becomes "-").
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("CARD_ATLAS_NO_TIPS", "1")  # the "guide" moment shows the tips itself
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game import storage  # noqa: E402
from game.engine import registry  # noqa: E402

SEED = 3
#: Frames a scene may take to settle, and a whole played-out deal or match.
SETTLE_FRAMES = 600
PLAY_FRAMES = 20000
#: Table moments: a fresh table asking for a new match, the start of a deal, mid-deal, the
#: leave question, a question the table asks during play (a suit to name...; a game that
#: never asks one shows its end there), the deal's summary and the match's end.
MOMENTS = ("new", "start", "cards", "mid", "leave", "choice", "summary", "end", "guide")


def table_games() -> list[str]:
    """Built-in games that have a table (a test-only game registered elsewhere is left out)."""
    from game.ui.games import lobby_games

    return [g.id for g in lobby_games() if g.table and g.rules.engine in registry.BUILTIN]


def rules_tabs() -> list[str]:
    """The rules viewer's tabs: every game of the lobby, built or coming (a test-only game
    registered elsewhere is left out)."""
    from game.ui.games import lobby_games

    return [g.id for g in lobby_games() if g.rules.engine in registry.BUILTIN]


def scene_names() -> list[str]:
    return [
        "lobby",
        "settings",
        "about",
        *(f"rules:{game}" for game in rules_tabs()),
        *(f"stats:{game}" for game in table_games()),
        *(f"{game}:{moment}" for game in table_games() for moment in MOMENTS),
    ]


def make_app(lang: str, size: tuple[int, int] = (1280, 720)) -> Any:
    """A headless app in `lang`, at instant speed, with nothing saved."""
    from game.ui.app import App, Options

    app = App(Options(headless=True, size=size, lang=lang))
    app.settings.update(speed="instant", language=lang)
    return app


# ----------------------------------------------------------------------------- running
def settle(app: Any, until: Callable[[], bool] | None = None, limit: int = SETTLE_FRAMES) -> None:
    """Frames until `until` holds, or (without one) until nothing draws for two frames."""
    quiet = 0
    for _ in range(limit):
        if until is not None and until():
            return
        app.tasks.run_all()
        drew = app.frame(16.0, [])
        app.tasks.run_all()
        quiet = 0 if drew else quiet + 1
        if until is None and quiet >= 2:
            return
    if until is not None and not until():
        raise RuntimeError(f"the app never reached the state (top: {type(app.stack.top)})")


def press(app: Any, key: int) -> None:
    event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    app.frame(16.0, [event])


def show(app: Any, scene: Any) -> Any:
    """`scene` alone on the stack."""
    if app.stack.top is None:
        return app.stack.push(scene)
    return app.stack.reset(scene)


def open_table(app: Any, game_id: str, resume: bool = False, seed: int | None = None) -> Any:
    """The table as the lobby opens it: resume the saved match, start one from a seed (the
    --scene --seed path), or (neither) ask for a new match."""
    from game.ui import games

    show(app, app.open_scene("lobby"))
    app.options.scene, app.options.seed = game_id, seed
    table = games.table_scene(app, game_id, resume=resume)
    app.stack.push(table)
    return table


class Player:
    """Plays the human's seat with seeded random legal moves through the table's `submit`,
    and presses Enter on whatever asks to go on (a deal summary, a round's board)."""

    def __init__(self, app: Any, table: Any, seed: int = SEED) -> None:
        self.app, self.table = app, table
        self.rng = random.Random(seed)

    def step(self) -> None:
        """One move when the table waits for one; Enter when a dialog asks (a chooser, a
        summary); then a frame."""
        table, app = self.table, self.app
        if app.stack.top is table and table.can_act and table.session is not None:
            actions = table.session.human_actions()
            if actions:
                table.submit(self.rng.choice(actions))
        elif app.stack.top is not table and self.idle() and not table.finished:
            self.go_on()  # never past the match's end: that would start an unseeded match
        app.tasks.run_all()
        app.frame(16.0, [])
        app.tasks.run_all()

    def go_on(self) -> None:
        press(self.app, pygame.K_RETURN)

    def until(
        self,
        done: Callable[[], bool],
        go_on: bool = False,
        stop: Callable[[], bool] = lambda: False,
    ) -> None:
        """Play until `done`; with `go_on`, past deal summaries and rounds' boards too.
        `stop` is a state the moment can no longer come from: an error, not a picture of
        something else."""
        for _ in range(PLAY_FRAMES):
            if done():
                return
            if stop():
                break
            if go_on and self.table.paused and self.app.stack.top is self.table and self.idle():
                self.go_on()
            self.step()
        raise RuntimeError(f"{self.table.game_id}: the moment never came")

    def idle(self) -> bool:
        return not self.table.anim.busy and not self.app.tasks.busy


def staged_match(game_id: str, stop: Callable[[Any, int], bool], seed: int = SEED) -> None:
    """Play a new match in the engine with seeded random moves until `stop(match, moves)`
    holds with the human (seat 0) to act, and save it for the table to resume."""
    rng = random.Random(seed)
    descriptor = registry.descriptor(game_id)
    options = {"players": descriptor.default_players}
    match = descriptor.new_match(options=options, seed=seed)
    moves = 0
    while not match.is_over:
        seats = match.to_act()
        if 0 in seats and stop(match, moves):
            storage.save_match(game_id, {**match.record(), "level": "normal", "human": 0})
            return
        seat = seats[0]
        match.apply(rng.choice(match.legal_actions(seat)))
        moves += 1
    raise RuntimeError(f"{game_id}: the match ended before the staged moment")


def last_human_turn(game_id: str, seed: int = SEED) -> int:
    """How many moves a seeded random match makes before the human's last decision."""
    rng = random.Random(seed)
    descriptor = registry.descriptor(game_id)
    match = descriptor.new_match(options={"players": descriptor.default_players}, seed=seed)
    moves = last = 0
    while not match.is_over:
        seats = match.to_act()
        if 0 in seats:
            last = moves
        match.apply(rng.choice(match.legal_actions(seats[0])))
        moves += 1
    return last


def guide_moment(app: Any, game_id: str, step: int = 1) -> Any:
    """The first-time tips as a player first meets them: a fresh match whose deal is
    shown, the tips never seen. Every tip is drawn once (so the text checks see them all),
    then tip `step` (1-based; ``gnav:guide:3`` for a picture of the third) stays up."""
    from game.ui.table import guide

    storage.set_tips_seen(game_id, False)
    hidden = os.environ.pop(guide.NO_TIPS_ENV, None)
    try:
        table = open_table(app, game_id, seed=SEED)
        settle(app, lambda: isinstance(app.stack.top, guide.GuideOverlay))
    finally:
        if hidden is not None:
            os.environ[guide.NO_TIPS_ENV] = hidden
    tips = app.stack.top
    for i in range(len(tips.targets)):
        tips.show_step(i)
        app.render()
    tips.show_step(step - 1)
    settle(app)
    return table


def table_moment(app: Any, game_id: str, moment: str) -> Any:
    """Bring `game_id`'s table to `moment` (see MOMENTS); returns the table."""
    storage.clear_match(game_id)
    if moment == "new":
        table = open_table(app, game_id)
        settle(app)
        return table
    if moment.startswith("guide"):
        return guide_moment(app, game_id, int(moment.partition(":")[2] or 1))
    if moment in ("start", "cards"):
        table = open_table(app, game_id, seed=SEED)
        settle(app, lambda: table.can_act)
        if moment == "cards":  # the reference card, from the top bar's Cards button
            table.nav.show_reference()
        return table
    if moment == "end":
        last = last_human_turn(game_id)
        staged_match(game_id, lambda match, moves: moves >= last)
    elif moment == "summary":  # the first turn: a whole deal or round to play before it
        staged_match(game_id, lambda match, moves: True)
    else:
        staged_match(game_id, lambda match, moves: moves >= 2 * match.n_seats)
    table = open_table(app, game_id, resume=True)
    settle(app, lambda: table.can_act)
    player = Player(app, table)
    if moment == "leave":
        press(app, pygame.K_ESCAPE)
    elif moment == "choice":
        player.until(
            lambda: table.finished or (app.stack.top is not table and not table.paused),
            go_on=True,
        )
    elif moment == "summary":
        player.until(lambda: table.paused and player.idle(), stop=lambda: table.finished)
    elif moment == "end":
        player.until(lambda: table.finished and player.idle(), go_on=True)
    settle(app)
    return table


def record_some(game_id: str, matches: int = 7, seed: int = SEED) -> None:
    """Statistics as if a few seeded random matches had been played at each level (for
    the statistics screen), counted the way a table counts them."""
    from game.ui.table import tally
    from game.ui.table.stats import match_figures, record_match

    stats: dict[str, Any] = {}
    rng = random.Random(seed)
    descriptor = registry.descriptor(game_id)
    for n in range(matches):
        match = descriptor.new_match(options={"players": descriptor.default_players}, seed=n)
        while not match.is_over:
            match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
        spec = tally.guess_spec(match.view(0))
        rows = tally.history(match.record(), spec) if spec is not None else []
        result = match.result() or {}
        lives = spec is not None and spec.lives
        score, higher, deals = match_figures(rows, result, 0, lives)
        level = descriptor.levels[n % len(descriptor.levels)]
        record_match(stats, 0 in result.get("winners", []), level, score, higher, deals)
    storage.save_stats(game_id, stats)


def bring_up(app: Any, name: str) -> None:
    """Put scene `name` (see `scene_names`) on the app's stack, settled."""
    screen, _, detail = name.partition(":")
    if screen in ("lobby", "settings", "about"):
        show(app, app.open_scene(screen))
    elif screen == "stats":
        record_some(detail)
        show(app, app.open_scene("lobby"))
        from game.ui.scenes.stats import StatsScene

        app.stack.push(StatsScene(app, detail))
    elif screen == "rules":
        scene = show(app, app.open_scene("rules"))
        settle(app)
        scene.choose(detail)
    else:
        table_moment(app, screen, detail)
    settle(app)


# ----------------------------------------------------------------------------- pictures
def shoot(
    out: Path, langs: list[str], scenes: list[str], sizes: list[tuple[int, int]]
) -> list[Path]:
    written = []
    for size in sizes:
        for lang in langs:
            app = make_app(lang, size)
            for name in scenes:
                bring_up(app, name)
                app.render()
                path = out / f"{lang}_{name.replace(':', '-')}_{size[0]}x{size[1]}.png"
                app.save_screenshot(str(path))
                written.append(path)
            pygame.quit()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--langs", nargs="+", default=["uk", "ka", "hu"])
    parser.add_argument("--scenes", nargs="+", default=None)
    parser.add_argument("--sizes", nargs="+", default=["1280x720", "960x540"])
    args = parser.parse_args(argv)
    os.environ.setdefault(storage.ENV_DATA_DIR, tempfile.mkdtemp(prefix="i18n-shots-"))
    args.out.mkdir(parents=True, exist_ok=True)
    sizes = [(int(w), int(h)) for w, _, h in (s.lower().partition("x") for s in args.sizes)]
    for path in shoot(args.out, args.langs, args.scenes or scene_names(), sizes):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
