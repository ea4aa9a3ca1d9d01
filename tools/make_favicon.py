"""Draw the page icon (assets/web/favicon.png): two fanned cards, a spade and a heart, on the
lobby's felt. Drawn large and scaled down smoothly so its edges are clean at 64 px.

    python tools/make_favicon.py [OUT.png] [--size 64]

The PNG is committed; rerun this after changing the drawing.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402 - after the driver is chosen

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "web" / "favicon.png"
FONT = ROOT / "assets" / "fonts" / "DejaVuSans-Bold.ttf"

FELT = (34, 52, 45)  # game/ui/theme.py FELT["lobby"]
STOCK = (244, 238, 220)
EDGE = (138, 126, 104)
INK = (36, 29, 26)
RED = (184, 44, 38)
WORK = 512  # drawing size before the smooth scale


def card(
    symbol: str, colour: tuple[int, int, int], font: pygame.font.Font, pip_x: float
) -> pygame.Surface:
    """One upright card with a big pip at `pip_x` of its width, on a transparent surface
    (rotated by the caller); the back card's pip sits left so the front card leaves it seen."""
    width, height = round(WORK * 0.50), round(WORK * 0.70)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = round(width * 0.10)
    pygame.draw.rect(surface, EDGE, surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, STOCK, surface.get_rect().inflate(-12, -12), border_radius=radius)
    pip = font.render(symbol, True, colour)
    surface.blit(pip, pip.get_rect(center=(round(width * pip_x), height // 2)))
    return surface


def draw(size: int) -> pygame.Surface:
    pygame.font.init()
    font = pygame.font.Font(str(FONT), round(WORK * 0.34))
    canvas = pygame.Surface((WORK, WORK), pygame.SRCALPHA)
    pygame.draw.rect(canvas, FELT, canvas.get_rect(), border_radius=round(WORK * 0.18))
    for angle, dx, symbol, colour, pip_x in (
        (12, -0.12, "♠", INK, 0.3),
        (-10, 0.12, "♥", RED, 0.5),
    ):
        face = pygame.transform.rotozoom(card(symbol, colour, font, pip_x), angle, 1.0)
        centre = (round(WORK * (0.5 + dx)), round(WORK * 0.52))
        dark = face.copy()
        dark.fill((0, 0, 0, 110), special_flags=pygame.BLEND_RGBA_MIN)
        canvas.blit(dark, dark.get_rect(center=(centre[0] + 10, centre[1] + 14)))
        canvas.blit(face, face.get_rect(center=centre))
    return pygame.transform.smoothscale(canvas, (size, size))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, default=OUT)
    parser.add_argument("--size", type=int, default=64)
    args = parser.parse_args(argv)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(draw(args.size), str(args.out))
    print(f"wrote {args.out} ({args.size}x{args.size})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
