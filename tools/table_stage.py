"""Staging helpers shared by the tables' screenshot scripts and UI tests: a headless app,
frames, taps where a player would tap, and a game's table opened with a new match or a
starting state and scripted opponents (tools/maumau_shots.py, tools/shots_mada.py).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game.ai.base import Decision, Opponent  # noqa: E402
from game.engine.actions import Action  # noqa: E402
from game.engine.registry import new_match  # noqa: E402
from game.ui.table.session import MatchSession  # noqa: E402


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


def open_game_table(
    app,
    players: int = 4,
    seed: int = 7,
    start: dict[str, Any] | None = None,
    level: str = "normal",
    scripts: dict[int, list[str]] | None = None,
    *,
    game_id: str,
):
    """`game_id`'s table with a new match (the --scene <id> --seed path), or with a
    starting state; `scripts` replaces those seats' opponents by `Scripted` ones. A shots
    script binds its game: ``open_table = partial(open_game_table, game_id="mada")``."""
    games = dict(app.settings.get("games", {}))
    games[game_id] = {"difficulty": level, "opponents": players - 1}
    app.settings["games"] = games
    app.options.scene, app.options.seed = game_id, seed
    table = app.open_scene(game_id)
    app.stack.push(table)
    if start is not None or scripts:
        if start is not None:
            match = new_match(game_id, options={"players": players}, seed=seed, start=start)
        else:
            match = table.session.match
        session = MatchSession(game_id, match, level)
        for seat, moves in (scripts or {}).items():
            session.opponents[seat] = Scripted(seat, moves)
        session.save()
        table.attach(session, fresh=start is None)
    return table


def tap_at(app, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        data = {"pos": pos, "touch": False}
        if kind != pygame.MOUSEMOTION:
            data["button"] = 1
        else:
            data.update(rel=(0, 0), buttons=(0, 0, 0))
        app.stack.handle(pygame.event.Event(kind, data))


def tap_card(app, table, card: str) -> None:
    """A tap on the visible part of a card in the table's hand."""
    assert table.hand_view is not None
    tap_at(app, table.hand_view.visible_part(card).center)


# --- an album of moments, shot at several sizes and seat counts --------------------------------
@dataclass(frozen=True)
class Album:
    """A table's screenshot moments: `moments` stage each on a fresh app (name -> function of
    app and seat count); `ready(app, name)` readies the picture (default: two frames);
    `wanted(name, seats, asked)` says which pairs to shoot (`asked`: the moment was named)."""

    game_id: str
    moments: dict[str, Callable[[Any, int], Any]]
    players: tuple[int, ...]
    ready: Callable[[Any, str], None] = lambda app, name: run(app, 2)
    wanted: Callable[[str, int, bool], bool] = lambda name, seats, asked: True


def shoot(
    album: Album,
    out: Path,
    players: list[int],
    sizes: list[tuple[int, int]],
    lang: str | None = None,
    moments: list[str] | None = None,
) -> list[Path]:
    written = []
    suffix = f"_{lang}" if lang else ""
    for size in sizes:
        for n in players:
            for name in moments or list(album.moments):
                if not album.wanted(name, n, bool(moments and name in moments)):
                    continue
                app = make_app(size, lang=lang)
                album.moments[name](app, n)
                album.ready(app, name)
                app.render()
                path = out / f"{album.game_id}_{name}_{n}p_{size[0]}x{size[1]}{suffix}.png"
                app.save_screenshot(str(path))
                written.append(path)
                pygame.quit()
    return written


def main(album: Album, description: str, argv: list[str] | None = None) -> None:
    """The command line of a shots script: OUT_DIR [--players] [--sizes] [--lang] [--moments]."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("out", type=Path)
    parser.add_argument("--players", type=int, nargs="+", default=list(album.players))
    parser.add_argument("--sizes", nargs="+", default=["1280x720", "960x540"])
    parser.add_argument("--lang", default=None)
    parser.add_argument("--moments", nargs="+", default=None, choices=list(album.moments))
    args = parser.parse_args(argv)
    sizes = [tuple(int(v) for v in s.lower().split("x")) for s in args.sizes]
    prefix = f"{album.game_id}-shots-"
    os.environ.setdefault("CARD_ATLAS_DATA_DIR", tempfile.mkdtemp(prefix=prefix))
    args.out.mkdir(parents=True, exist_ok=True)
    for path in shoot(album, args.out, args.players, sizes, args.lang, args.moments):
        print(path)
