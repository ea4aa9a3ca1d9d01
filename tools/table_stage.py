"""Staging for the screenshot tool (tools/shots.py), the frame bench (bench/frame_table.py),
the tournament (bench/tournament.py) and the tables' tests: a headless app, frames, a table
opened the way the app opens it (with a starting state and scripted opponents if wanted),
waiting until it settles, taps where a player would tap, and each game's `Stages`.

A game's `Stages` is named by its registry entry (game/ui/games.py ``stages``, e.g.
tools/stages/mada.py); a game without one gets a new match's first moment ("start"), the
default frame case and the default tournament: nothing here names a game."""

from __future__ import annotations

import argparse
import math
import os
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import pygame

from game.ai.base import Decision, Opponent
from game.engine.actions import Action
from game.engine.registry import descriptor, new_match
from game.ui import games
from game.ui.scenes import registry
from game.ui.table.session import MatchSession

# A staged moment is a picture of the table itself: the first-time tips would cover it (the
# story shots and tests show the tips on purpose, through `show_guide`).
os.environ.setdefault("CARD_ATLAS_NO_TIPS", "1")


class Scripted(Opponent):
    """An opponent that makes the moves it is given (then falls back to the first legal)."""

    def __init__(self, seat: int, moves: list[str]) -> None:
        super().__init__(seat, 0)
        self.moves = list(moves)

    def think(self, view: dict[str, Any]) -> Iterator[None]:
        text = self.moves.pop(0) if self.moves else view["legal"][0]
        return Decision(Action.parse(text), "scripted", {})
        yield  # pragma: no cover


def make_app(size: tuple[int, int] = (1280, 720), speed: str = "instant", lang: str | None = None):
    from game.ui.app import App, Options

    app = App(Options(headless=True, size=size, lang=lang))
    app.settings["speed"] = speed
    return app


def run(app, frames: int = 1, dt: float = 16.0) -> None:
    for _ in range(frames):
        app.frame(dt, [])
        app.tasks.run_all()


def settle(app, table, limit: int = 4000, dt: float = 50.0) -> None:
    """Frames until the human may act, the round's board waits, or the match is over."""
    for _ in range(limit):
        if app.stack.top is not table:
            return  # a chooser, a question or the end overlay is up
        if table.finished or getattr(table, "awaiting_next", False):
            return
        if table.can_act and table.settled:
            return
        run(app, 1, dt)
    raise AssertionError(f"the {table.game_id} table never settled")


def open_table(
    app,
    game_id: str,
    players: int,
    seed: int,
    start: dict[str, Any] | None = None,
    level: str = "normal",
    scripts: dict[int, list[str]] | None = None,
    **match_options: Any,
):
    """A table with a new match (the --scene <id> --seed path), or with a starting state
    (`match_options`: more arguments of the game's new_match, e.g. its dealer)."""
    games = dict(app.settings.get("games", {}))
    games[game_id] = {"difficulty": level, "opponents": players - 1}
    app.settings["games"] = games
    app.options.scene, app.options.seed = game_id, seed
    table = app.open_scene(game_id)
    app.stack.push(table)
    if start is not None or scripts:
        if start is not None:
            options = {"players": players}
            match = new_match(game_id, options=options, seed=seed, start=start, **match_options)
        else:
            match = table.session.match
        session = MatchSession(game_id, match, level)
        for seat, moves in (scripts or {}).items():
            session.opponents[seat] = Scripted(seat, moves)
        session.save()
        table.attach(session, fresh=start is None)
    return table


def opener(game_id: str) -> Callable[..., Any]:
    """`open_table` for one game: (app, players=4, seed=7, start=None, level, scripts)."""

    def open_game_table(
        app,
        players: int = 4,
        seed: int = 7,
        start: dict[str, Any] | None = None,
        level: str = "normal",
        scripts: dict[int, list[str]] | None = None,
    ):
        return open_table(app, game_id, players, seed, start, level, scripts)

    open_game_table.__doc__ = f"The {game_id} table with a new match, or a starting state."
    return open_game_table


def tap_at(app, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        data = {"pos": pos, "touch": False}
        if kind != pygame.MOUSEMOTION:
            data["button"] = 1
        else:
            data.update(rel=(0, 0), buttons=(0, 0, 0))
        app.stack.handle(pygame.event.Event(kind, data))


def tap_card(app, table, card: str) -> None:
    assert table.hand_view is not None
    tap_at(app, table.hand_view.visible_part(card).center)


# --- each game's stages -----------------------------------------------------------------------
#: Brings a fresh app's table to a moment: (app, players) -> the table.
Moment = Callable[[Any, int], Any]
#: Which moments at which player counts: (players asked for, moments asked for) -> pairs.
Plan = Callable[[list[int], list[str]], list[tuple[str, int]]]
#: Readies a staged moment's picture (app, moment name).
Ready = Callable[[Any, str], None]
#: A frame bench case: (moment, players, post-process levels "off"/"on", frame kinds
#: "full redraw"/"idle").
FrameCase = tuple[str, int, tuple[str, ...], tuple[str, ...]]


def every_moment(players: list[int], moments: list[str]) -> list[tuple[str, int]]:
    """Every moment at every player count."""
    return [(name, n) for n in players for name in moments]


@dataclass(frozen=True)
class Stages:
    """What the tools know of a game's table beyond its registry entry: the `moments` its
    table is brought to (the screenshot tool shoots them at the `players` counts, as
    `plan` pairs them, readied by `ready`), the frame bench's `frames` cases and `flying`
    moments (timed frame by frame until their flights land), `hold` (keeps a moment's
    picture still while it is measured: (table, moment)), and the keyword arguments of
    its `tournament` (bench/tournament.py: format, seed, tables)."""

    moments: dict[str, Moment]
    players: tuple[int, ...] = ()
    plan: Plan = every_moment
    ready: Ready | None = None
    frames: tuple[FrameCase, ...] = ()
    flying: tuple[str, ...] = ()
    hold: Callable[[Any, str], None] | None = None
    tournament: dict[str, Any] = field(default_factory=dict)


def moment_start(game_id: str, app, players: int) -> Any:
    """Any game with a table: a new match (seed 1), once the player may act (or the match
    is over) and the cross-fades are done."""
    table = open_table(app, game_id, players, 1)
    for _ in range(4000):
        if table.finished or (table.can_act and table.settled):
            break
        run(app, 1, 16.0)
    run(app, 20)
    return table


def stages_of(game_id: str) -> Stages:
    """The game's stages as its registry entry names them, or the defaults: a new match's
    first moment at its default player count, that moment's frames, the default
    tournament."""
    path = games.info(game_id).stages
    if path:
        return games.resolve(path)
    return Stages({"start": partial(moment_start, game_id)})


def player_counts(game_id: str, stages: Stages) -> list[int]:
    """The counts a game's moments are shot at by default."""
    return list(stages.players) or [descriptor(game_id).default_players]


def frame_cases(game_id: str, stages: Stages) -> tuple[FrameCase, ...]:
    """The frame bench's cases: the game's own, else its first moment, both frame kinds."""
    if stages.frames:
        return stages.frames
    first = next(iter(stages.moments))
    return ((first, player_counts(game_id, stages)[0], ("off",), ("full redraw", "idle")),)


# --- the screenshot tool ----------------------------------------------------------------------


def shoot(
    out: Path,
    game_id: str,
    moments: dict[str, Moment],
    plan: list[tuple[str, int]],
    sizes: list[tuple[int, int]],
    lang: str | None = None,
    ready: Ready | None = None,
) -> list[Path]:
    """Each (moment, players) of `plan` at each size, in a fresh app: PNGs named
    <game>_<moment>_<n>p_<WxH>[_<lang>].png. `ready(app, moment)` readies the picture
    (default: two frames)."""
    written = []
    suffix = f"_{lang}" if lang else ""
    for size in sizes:
        for name, players in plan:
            app = make_app(size, lang=lang)
            # Every task ends inside the frame that steps it, however loaded the machine:
            # otherwise a slow step ends in `run`'s catch-up after the frame, and a control's
            # look (the Hint button) depends on the machine's speed.
            app.tasks.budget_ms = math.inf
            moments[name](app, players)
            if ready is None:
                run(app, 2)
            else:
                ready(app, name)
            path = out / f"{game_id}_{name}_{players}p_{size[0]}x{size[1]}{suffix}.png"
            written.append(snap(app, path))
    return written


def snap(app, path: Path) -> Path:
    """Draw the frame, write it to `path` and close the app (each picture has its own)."""
    app.render()
    app.save_screenshot(str(path))
    pygame.quit()
    return path


def shoot_screens(
    out: Path, names: list[str], sizes: list[tuple[int, int]], lang: str | None = None
) -> list[Path]:
    """The app's own screens (the lobby, settings, ...) as they open, at each size, in a
    fresh app: PNGs named <screen>_<WxH>[_<lang>].png."""
    written = []
    suffix = f"_{lang}" if lang else ""
    for size in sizes:
        for name in names:
            app = make_app(size, lang=lang)
            app.stack.push(app.open_scene(name))
            run(app, 10)
            written.append(snap(app, out / f"{name}_{size[0]}x{size[1]}{suffix}.png"))
    return written


def main(argv: list[str] | None = None, doc: str = "") -> list[Path]:
    """The screenshot tool's command line: OUT_DIR [--games all|none|ids] [--screens
    all|ids] [--players N ...] [--sizes WxH ...] [--lang xx] [--moments name ...]
    [--profile compact|full]. Each game's moments (those asked for that it has) at its
    player counts, each size, in a fresh app; the app's screens asked for first."""
    parser = argparse.ArgumentParser(description=(doc or __doc__).splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--games", default="all", help="comma-separated ids, all or none")
    parser.add_argument("--screens", default="", help="lobby,settings,... or all")
    parser.add_argument(
        "--profile",
        choices=("compact", "full"),
        default=None,
        help="force the canvas profile (else: compact when the window is under 460 px tall)",
    )
    parser.add_argument("--players", type=int, nargs="+", default=None)
    parser.add_argument("--sizes", nargs="+", default=["1280x720", "960x540"])
    parser.add_argument("--lang", default=None)
    parser.add_argument("--moments", nargs="+", default=None)
    args = parser.parse_args(argv)
    sizes = [(int(w), int(h)) for w, _, h in (s.lower().partition("x") for s in args.sizes)]
    os.environ.setdefault("CARD_ATLAS_DATA_DIR", tempfile.mkdtemp(prefix="card-atlas-shots-"))
    if args.profile:
        os.environ["CARD_ATLAS_PROFILE"] = args.profile  # read by the app (game/ui/app.py)
    args.out.mkdir(parents=True, exist_ok=True)
    chosen = {"all": games.table_ids(), "none": []}.get(args.games, args.games.split(","))
    # The screens first, as on a first start: the tables' matches then write statistics.
    screens = list(registry.SCREENS) if args.screens == "all" else args.screens.split(",")
    written = []
    for path in shoot_screens(args.out, [name for name in screens if name], sizes, args.lang):
        print(path, flush=True)
        written.append(path)
    for game_id in chosen:
        stages = stages_of(game_id)
        moments = [m for m in args.moments or stages.moments if m in stages.moments]
        counts = args.players or player_counts(game_id, stages)
        pairs = stages.plan(counts, moments)
        for path in shoot(args.out, game_id, stages.moments, pairs, sizes, args.lang, stages.ready):
            print(path, flush=True)
            written.append(path)
    return written
