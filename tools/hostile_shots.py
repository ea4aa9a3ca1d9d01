"""Screenshots of what a player sees when something is broken (issue 29): the toast after a
damaged store, and the crash screen after an error in a scene, at 1280x720 and at itch.io's
960x540, in English and (``--lang``) any other language.

    python tools/hostile_shots.py OUT_DIR [--lang ka]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("CARD_ATLAS_NO_TIPS", "1")
os.environ.pop("CARD_ATLAS_CRASH", None)  # the crash screen is what we want to see

from game import i18n, storage  # noqa: E402
from game.ui.app import App, Options  # noqa: E402
from game.ui.games import game_ids  # noqa: E402
from game.ui.scenes.lobby import LobbyScene  # noqa: E402
from game.ui.scenes.stats import StatsScene  # noqa: E402

SIZES = ((1280, 720), (960, 540))


def damaged_store(out: Path, size: tuple[int, int], lang: str) -> Path:
    """The lobby just after start-up on a store with a damaged document."""
    with tempfile.TemporaryDirectory() as folder:
        os.environ[storage.ENV_DATA_DIR] = folder
        (Path(folder) / "stats.gnav.json").write_text('{"played": {"a": 1}, "won": 2}')
        storage.reset_save_problem()
        storage._warned.clear()
        app = App(Options(headless=True, size=size, lang=lang))
        app.stack.push(LobbyScene(app))
        for _ in range(8):
            app.frame(16.0, [])
        path = out / f"toast-damaged-store-{lang}-{size[0]}x{size[1]}.png"
        app.save_screenshot(str(path))
    return path


def scene_error(out: Path, size: tuple[int, int], lang: str) -> Path:
    """The crash screen after the statistics page raised while drawing."""

    def boom(self, surface) -> None:
        raise RuntimeError("a drawing error, on purpose")

    real = StatsScene.draw_content
    StatsScene.draw_content = boom  # type: ignore[method-assign]
    try:
        with tempfile.TemporaryDirectory() as folder:
            os.environ[storage.ENV_DATA_DIR] = folder
            app = App(Options(headless=True, size=size, lang=lang))
            app.stack.push(LobbyScene(app))
            app.stack.push(StatsScene(app, game_ids()[0]))
            for _ in range(20):
                app.frame(16.0, [])
            path = out / f"crash-screen-{lang}-{size[0]}x{size[1]}.png"
            app.save_screenshot(str(path))
    finally:
        StatsScene.draw_content = real  # type: ignore[method-assign]
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tools/hostile_shots.py")
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", default="en", choices=i18n.LANGUAGES)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        print(damaged_store(args.out, size, args.lang))
        print(scene_error(args.out, size, args.lang))
    return 0


if __name__ == "__main__":
    sys.exit(main())
