"""Staging helpers shared by the tables' screenshot scripts and UI tests: a headless app,
frames, taps where a player would tap, and a game's table opened with a new match or a
starting state and scripted opponents (tools/maumau_shots.py, tools/shots_mada.py).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
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
    game_id: str,
    players: int = 4,
    seed: int = 7,
    start: dict[str, Any] | None = None,
    level: str = "normal",
    scripts: dict[int, list[str]] | None = None,
):
    """`game_id`'s table with a new match (the --scene <id> --seed path), or with a
    starting state; `scripts` replaces those seats' opponents by `Scripted` ones."""
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
