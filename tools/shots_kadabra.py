"""Screenshots of the L.A.M.A. Kadabra table at the moments worth checking, headless.

    .venv/bin/python tools/shots_kadabra.py [OUT_DIR] [--players 2 4 6] [--sizes 1280x720 960x540]
        [--lang ru] [--moments deal show]

OUT_DIR defaults to /tmp/kadabra-shots. For each window size it drives the real table
(clicks where a player would click) to: the deal (at every player count given), and, at
four and six players (or the first count given), a magic show under way, the chip recipient to
choose (a 1 played: the seats light up), the quit question, the round's board counting the
minus points up, and the match's end. Starting states and scripted opponents set the
moments up; the same staging helpers serve the tests (tests/test_ui_kadabra_table.py).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
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
from game.ui.scenes.kadabra import KadabraTable  # noqa: E402
from game.ui.table.session import MatchSession  # noqa: E402
from game.ui.widgets.dialog import ConfirmDialog  # noqa: E402

OUT = Path("/tmp/kadabra-shots")


class Scripted(Opponent):
    """An opponent that makes the moves it is given (then the first legal one)."""

    def __init__(self, seat: int, moves: list[str]) -> None:
        super().__init__(seat, 0)
        self.moves = list(moves)

    def think(self, view: dict[str, Any]) -> Iterator[None]:
        text = self.moves.pop(0) if self.moves else view["legal"][0]
        return Decision(Action.parse(text), "scripted", {})
        yield  # pragma: no cover


# --- staging (shared with the tests) ----------------------------------------------------------
def make_app(size: tuple[int, int] = (1280, 720), speed: str = "instant", lang: str | None = None):
    from game.ui.app import App, Options

    app = App(Options(headless=True, size=size, lang=lang))
    app.settings["speed"] = speed
    return app


def run(app, frames: int = 1, dt: float = 16.0) -> None:
    for _ in range(frames):
        app.frame(dt, [])
        app.tasks.run_all()


def settle(app, table: KadabraTable, limit: int = 4000, dt: float = 50.0) -> None:
    """Frames until the human may act, the round's board waits, or the match is over."""
    for _ in range(limit):
        if app.stack.top is not table:
            return  # a dialog or the end overlay is up
        if table.finished or table.awaiting_next or (table.can_act and table.settled):
            return
        run(app, 1, dt)
    raise AssertionError("the Kadabra table never settled")


def open_table(
    app,
    players: int = 4,
    seed: int = 7,
    start: dict[str, Any] | None = None,
    level: str = "normal",
    scripts: dict[int, list[str]] | None = None,
) -> KadabraTable:
    """A table with a new match (the --scene kadabra --seed path), or with a starting state;
    the first player is seat 0 (the human) unless the start says otherwise."""
    games = dict(app.settings.get("games", {}))
    games["kadabra"] = {"difficulty": level, "opponents": players - 1}
    app.settings["games"] = games
    app.options.scene, app.options.seed = "kadabra", seed
    table = app.open_scene("kadabra")
    app.stack.push(table)
    if start is not None or scripts:
        if start is not None:
            options = {"players": players}
            match = new_match(
                "kadabra", options=options, seed=seed, dealer=players - 1, start=start
            )
        else:
            match = table.session.match
        session = MatchSession("kadabra", match, level)
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


def tap_card(app, table: KadabraTable, card: str) -> None:
    assert table.hand_view is not None
    tap_at(app, table.hand_view.visible_part(card).center)


def tap_button(app, table: KadabraTable, verb: str) -> None:
    tap_at(app, table.buttons[verb].rect.center)


# --- the moments ------------------------------------------------------------------------------
def moment_deal(app, players: int) -> KadabraTable:
    table = open_table(app, players, seed=11)
    settle(app, table)
    return table


def moment_show(app, players: int) -> KadabraTable:
    """Four chips on the stage; the seat before the human plays a llama: the fifth chip goes
    up, the show is announced (caught while its banner shows) and the human faces it."""
    last = players - 1
    start = {
        "seats": {
            "0": {"hand": ["L.1", "5.1", "3.2", "2/3.1", "6.1"], "white": 4, "black": 1},
            str(last): {"hand": ["L.2", "4.1", "6.2"]},
        },
        "top": "6.3",
        "stage": {"white": 3, "black": 1},
        "turn": last,
    }
    app.settings["speed"] = "normal"
    table = open_table(app, players, start=start, scripts={last: [f"{last} play L.2"]})
    for _ in range(400):
        run(app, 1, 16.0)
        if any(c.style == "banner" for c in table.callouts.items):
            break
    run(app, 30, 16.0)  # the banner well in view, the card landed
    return table


def moment_give(app, players: int) -> KadabraTable:
    """The human plays a 1: every other active seat lights up to receive the chip."""
    start = {
        "seats": {"0": {"hand": ["1G.1", "3.1", "4/5.1", "L.3"], "white": 5}},
        "top": "L.1",
        "turn": 0,
    }
    table = open_table(app, players, start=start)
    settle(app, table)
    tap_card(app, table, "1G.1")
    settle(app, table)
    return table


def moment_quit(app, players: int) -> KadabraTable:
    table = moment_deal(app, players)
    if not table.can_act:
        raise AssertionError("the human should be to act")
    tap_button(app, table, "quit")
    assert isinstance(app.stack.top, ConfirmDialog)
    run(app, 2)
    return table


def moment_board(app, players: int, rival_blacks: int = 0) -> KadabraTable:
    """The human goes out holding the blue chip and gives a black chip back; the board
    counts the minus points up (`rival_blacks`: seat 1's blacks, 3 end the match)."""
    start = {
        "seats": {
            "0": {"hand": ["5.2"], "white": 6, "black": 1, "blue": True},
            "1": {"hand": ["6.1", "6.2", "4/5.1", "L.1"], "black": rival_blacks},
        },
        "top": "4.1",
        "turn": 0,
    }
    table = open_table(app, players, start=start)
    settle(app, table)
    tap_card(app, table, "5.2")
    settle(app, table)
    tap_button(app, table, "return black")
    settle(app, table)
    return table


def moment_end(app, players: int) -> KadabraTable:
    return moment_board(app, players, rival_blacks=3)


MOMENTS = {
    "deal": moment_deal,
    "show": moment_show,
    "give": moment_give,
    "quit": moment_quit,
    "board": moment_board,
    "end": moment_end,
}


def shoot(
    out: Path,
    players: list[int],
    sizes: list[tuple[int, int]],
    lang: str | None = None,
    moments: list[str] | None = None,
) -> list[Path]:
    written = []
    suffix = f"_{lang}" if lang else ""
    others = [n for n in players if n in (4, 6)] or players[:1]
    for size in sizes:
        for name in moments or list(MOMENTS):
            for n in players if name == "deal" else others:
                app = make_app(size, lang=lang)
                MOMENTS[name](app, n)
                run(app, 2)
                app.render()
                path = out / f"kadabra_{name}_{n}p_{size[0]}x{size[1]}{suffix}.png"
                app.save_screenshot(str(path))
                written.append(path)
                pygame.quit()
    return written


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, nargs="?", default=OUT)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4, 6])
    parser.add_argument("--sizes", nargs="+", default=["1280x720", "960x540"])
    parser.add_argument("--lang", default=None)
    parser.add_argument("--moments", nargs="+", default=None, choices=list(MOMENTS))
    args = parser.parse_args(argv)
    sizes = [tuple(int(v) for v in s.lower().split("x")) for s in args.sizes]
    os.environ.setdefault("CARD_ATLAS_DATA_DIR", tempfile.mkdtemp(prefix="kadabra-shots-"))
    args.out.mkdir(parents=True, exist_ok=True)
    for path in shoot(args.out, args.players, sizes, args.lang, args.moments):
        print(path)


if __name__ == "__main__":
    main()
