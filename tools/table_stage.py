"""Staging helpers for the hand-shedding tables' screenshot tools and tests
(tools/maumau_shots.py, tools/shots_kadabra.py): a headless app, frames, a table opened the
way the app opens it (with a starting state and scripted opponents if wanted), waiting
until it settles, and taps where a player would tap."""

from __future__ import annotations

import argparse
import os
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame

from game.ai.base import Decision, Opponent
from game.engine.actions import Action
from game.engine.registry import new_match
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


# --- the screenshot tools' common part --------------------------------------------------------
Moment = Callable[[Any, int], Any]
#: Which moments at which player counts: (players asked for, moments asked for) -> pairs.
Plan = Callable[[list[int], list[str]], list[tuple[str, int]]]
#: Readies a staged moment's picture (app, moment name).
Ready = Callable[[Any, str], None]


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
            moments[name](app, players)
            if ready is None:
                run(app, 2)
            else:
                ready(app, name)
            app.render()
            path = out / f"{game_id}_{name}_{players}p_{size[0]}x{size[1]}{suffix}.png"
            app.save_screenshot(str(path))
            written.append(path)
            pygame.quit()
    return written


def main(
    argv: list[str] | None,
    doc: str,
    game_id: str,
    moments: dict[str, Moment],
    players: list[int],
    plan: Plan,
    out: Path | None = None,
    ready: Ready | None = None,
) -> None:
    """A screenshot tool's command line (OUT_DIR, --players, --sizes, --lang, --moments)."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("out", type=Path, nargs="?" if out else None, default=out)
    parser.add_argument("--players", type=int, nargs="+", default=players)
    parser.add_argument("--sizes", nargs="+", default=["1280x720", "960x540"])
    parser.add_argument("--lang", default=None)
    parser.add_argument("--moments", nargs="+", default=None, choices=list(moments))
    args = parser.parse_args(argv)
    sizes = [(int(w), int(h)) for w, _, h in (s.lower().partition("x") for s in args.sizes)]
    os.environ.setdefault("CARD_ATLAS_DATA_DIR", tempfile.mkdtemp(prefix=f"{game_id}-shots-"))
    args.out.mkdir(parents=True, exist_ok=True)
    pairs = plan(args.players, args.moments or list(moments))
    for path in shoot(args.out, game_id, moments, pairs, sizes, args.lang, ready):
        print(path)
