# /// script
# dependencies = ["pygame-ce"]
# ///
"""Card Atlas: the single entry point, for pygbag (the browser) and for the desktop.

Flags (for scripts and tests; unknown ones, such as the browser's, are ignored):
  --headless         SDL dummy video and audio (set before pygame starts)
  --frames N         quit after N frames
  --screenshot PATH  save what the player sees, at the window size, as PNG, at the end
  --scene NAME       lobby, settings, rules, about, or a built game's id
  --lang CODE        en de it nb uk ru ka hu (this session only)
  --seed N           the seed for a new match
  --size WxH         window size on the desktop (default 1280x720)
  --game ID          open that game's new-match panel over the lobby
  --daily YYYY-MM-DD with --game: that day's daily deal (an older day's is practice)

In the browser the page's query gives scene, seed, lang and game the same way
(`?scene=mada&seed=5`, `?game=mada`, `?daily=2026-12-03&game=mada`; game/ui/webpage.py); what it does not understand
comes as `--ignored KEY`, told in a toast.

The block at the top is for pygbag's runtime: it installs only the packages that main.py
itself names (PEP 723 block or imports), and pygame is imported inside game/, so without the
block the browser would never get pygame-ce (tests/test_web_build.py checks the rule).
"""

import argparse
import asyncio
import os
import sys


def parse_size(text: str) -> tuple[int, int]:
    w, _, h = text.lower().partition("x")
    return (max(1, int(w)), max(1, int(h)))


def parse_options(argv=None):
    parser = argparse.ArgumentParser(prog="main.py", description="Card Atlas")
    parser.add_argument("--headless", action="store_true")
    parser.add_argument("--frames", type=int, default=None)
    parser.add_argument("--screenshot", default=None)
    parser.add_argument("--scene", default="lobby")
    parser.add_argument("--lang", default=None)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--size", type=parse_size, default=(1280, 720))
    parser.add_argument("--game", default=None)
    parser.add_argument("--daily", default=None)
    parser.add_argument("--profile", choices=("compact", "full"), default=None)
    parser.add_argument("--replay", default=None, metavar="FILE")
    parser.add_argument("--ignored", action="append", default=[])
    args, _unknown = parser.parse_known_args(argv)
    return args


async def main(argv=None) -> None:
    if argv is None:
        from game.ui import webpage  # no pygame: safe before the headless switch below

        argv = sys.argv[1:] + webpage.query_flags()
    args = parse_options(argv)
    if args.headless:  # before pygame initialises SDL
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    try:
        from game.ui.app import App, Options

        options = Options(
            headless=args.headless,
            frames=args.frames,
            screenshot=args.screenshot,
            scene=args.scene,
            lang=args.lang,
            seed=args.seed,
            size=args.size,
            game=args.game,
            daily=args.daily,
            profile=args.profile,
            replay=args.replay,
            ignored=tuple(args.ignored),
        )
        await App(options).run()
    except Exception as exc:
        # In the browser an exception here is only printed: show it on the page instead.
        from game.ui import webpage

        webpage.failed(f"{type(exc).__name__}: {exc}")
        raise


asyncio.run(main())
