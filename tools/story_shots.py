"""Screenshots of a match's story, for review: the results at a match's end (Gnav, Mau
Mau), a statistics screen, the first-time tips, and a table's printed look by default and
at both ends of each display slider (contrast, grain, colour temperature 0 and 100).

    .venv/bin/python tools/story_shots.py [OUT_DIR] [--lang en] [--sizes 1280x720 960x540]

OUT_DIR defaults to /tmp/story-shots (keep it outside the repository). The screens are
brought up through tools/i18n_shots.py (seeded random moves, staged matches), so they are
the same as the ones the rendering test checks. PNGs: <what>_<WxH>.png.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import i18n_shots  # noqa: E402
import pygame  # noqa: E402

from game import storage  # noqa: E402

SCREENS = ("gnav:end", "maumau:end", "stats:gnav", "stats:maumau", "gnav:guide", "maumau:guide")
LOOK_SCENE = "gnav:start"
SLIDERS = ("contrast", "grain", "temperature")


def shoot(out: Path, lang: str, size: tuple[int, int]) -> list[Path]:
    tag = f"{size[0]}x{size[1]}"
    written = []

    def save(app, name: str) -> None:
        app.redraw()
        app.render()
        path = out / f"{name}_{tag}.png"
        app.save_screenshot(str(path))
        written.append(path)

    app = i18n_shots.make_app(lang, size)
    for name in SCREENS:
        i18n_shots.bring_up(app, name)
        save(app, name.replace(":", "-"))
    i18n_shots.bring_up(app, LOOK_SCENE)
    save(app, "look-default")
    for slider in SLIDERS:
        for value in (0, 100):
            app.set_setting(slider, value)
            save(app, f"look-{slider}{value}")
        app.set_setting(slider, 50)
    pygame.quit()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, nargs="?", default=Path("/tmp/story-shots"))
    parser.add_argument("--lang", default="en")
    parser.add_argument("--sizes", nargs="+", default=["1280x720", "960x540"])
    args = parser.parse_args(argv)
    os.environ.setdefault(storage.ENV_DATA_DIR, tempfile.mkdtemp(prefix="story-shots-"))
    args.out.mkdir(parents=True, exist_ok=True)
    for text in args.sizes:
        w, _, h = text.lower().partition("x")
        for path in shoot(args.out, args.lang, (int(w), int(h))):
            print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
