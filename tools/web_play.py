"""The taps of one scripted deal, for browser-check: `python tools/web_play.py GAME [SEED]`
prints browser-check's STEPS for `?scene=GAME&seed=SEED` (tools/web_play.sh runs them).

The browser plays the same deal as the desktop for the same seed (the engines and the
opponents are deterministic), so the desktop build, headless, finds the taps: it opens the
table as the page would (first-time tips included), and whenever the player may act it
taps where a player would: "Got it" on the tips, the deal summary's go-on button, the
hinted move's card or button (the normal opponent's choice in the player's seat), a
chooser's matching option. Each tap is preceded by a wait of the time the desktop needed
to get there, stretched for WebAssembly (`STRETCH`), so every animation and opponent's
turn has settled when the tap lands: a tap during an animation would only skip it.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["CARD_ATLAS_DATA_DIR"] = tempfile.mkdtemp(prefix="web-play-")

import pygame  # noqa: E402

from game.ui.app import App, Options  # noqa: E402
from game.ui.table.chooser import ChoiceOverlay  # noqa: E402
from game.ui.table.guide import GuideOverlay  # noqa: E402
from game.ui.table.overlay import PanelOverlay  # noqa: E402

FRAME_MS = 16.0
STRETCH = 2.0  # WebAssembly draws and thinks slower: wait this much longer than here
MARGIN_MS = 1200  # and this much more before every tap
LIMIT_MS = 120_000  # give up waiting for the table after this long (simulated)


class Player:
    """Drives the desktop app frame by frame and records where it tapped, and when."""

    def __init__(self, game: str, seed: int) -> None:
        self.app = App(Options(headless=True, scene=game, seed=seed))
        self.app.stack.push(self.app.open_scene(game))
        self.table = self.app.stack.top
        self.steps: list[str] = []
        self.since_tap = 0.0

    def frame(self) -> None:
        self.app.frame(FRAME_MS, [])
        self.since_tap += FRAME_MS

    def tap(self, rect: pygame.Rect) -> None:
        x, y = rect.center
        wait = round(self.since_tap * STRETCH + MARGIN_MS)
        self.steps += [f"wait:{wait}", f"tap:{x}:{y}"]
        for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            data = {"pos": (x, y), "touch": True}
            if kind == pygame.MOUSEMOTION:
                data.update(rel=(0, 0), buttons=(0, 0, 0))
            else:
                data["button"] = 1
            self.app.dispatch(pygame.event.Event(kind, data))
        self.since_tap = 0.0

    def ready(self) -> pygame.Rect | None:
        """Where to tap now, or None while the table is busy."""
        top = self.app.stack.top
        if top.anim.busy or self.app.tasks.busy:
            return None
        if isinstance(top, GuideOverlay):
            return top.ui.widgets[-1].rect  # Got it: all the tips at once
        if isinstance(top, PanelOverlay):
            return top.buttons[0].rect  # Next deal
        if isinstance(top, ChoiceOverlay):
            return top.ui.widgets[0].rect
        table = self.table
        if top is not table or not table.can_act:
            return None
        decision = _run(table.session.hint())
        return table.hint_target(decision.action)

    def play(self, moves: int) -> list[str]:
        """Until the player has made `moves` moves (taps on the table itself)."""
        made = 0
        waited = 0.0
        while made < moves and waited < LIMIT_MS:
            self.frame()
            waited += FRAME_MS
            target = self.ready()
            if target is None:
                continue
            on_table = self.app.stack.top is self.table
            self.tap(target)
            made += on_table
            waited = 0.0
            if on_table:
                self.steps.append(f"shot:move{made}")
        self.steps += [f"wait:{round(self.since_tap * STRETCH + MARGIN_MS)}", "shot:end"]
        return self.steps


def _run(gen):
    """A think() generator driven to its decision."""
    try:
        while True:
            next(gen)
    except StopIteration as stop:
        return stop.value


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("seed", type=int, nargs="?", default=5)
    parser.add_argument("--moves", type=int, default=6)
    args = parser.parse_args(argv)
    steps = Player(args.game, args.seed).play(args.moves)
    print(",".join(steps))


if __name__ == "__main__":
    main()
