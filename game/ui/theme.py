"""Colours, sizes and the felt background: one visual language for every scene (STYLE.md).

Warm printed stock on deep, desaturated felt. Every text colour here has at least 4.5:1
contrast against the background it is used on (ink on stock, stock on felt).
"""

from __future__ import annotations

import pygame

CANVAS_SIZE = (1280, 720)

# Felt: deep and desaturated, one per game (STYLE.md "Table"); `lobby` is the app's own.
FELT: dict[str, tuple[int, int, int]] = {
    "lobby": (34, 52, 45),
    "maumau": (31, 72, 46),
    "gnav": (24, 70, 74),
    "cuccu": (92, 32, 36),
    "mada": (104, 84, 48),
    "kadabra": (70, 48, 96),
}

STOCK = (244, 238, 220)  # warm off-white card stock, never pure white
STOCK_EDGE = (196, 186, 160)
STOCK_SHADE = (230, 222, 200)
INK = (43, 38, 32)  # body text on stock
INK_MUTED = (90, 80, 70)  # secondary text on stock (6.7:1)
ON_FELT = (244, 238, 220)  # text on felt
ON_FELT_MUTED = (214, 204, 180)
ACCENT = (156, 60, 40)  # links and the primary button on stock (warm red ink)
FOCUS = (232, 182, 72)  # the focus ring: amber, visible on felt and on stock
SHADOW = (0, 0, 0, 90)
DISABLED_FILL = (206, 198, 180)
DISABLED_INK = (78, 70, 60)  # 5:1 on DISABLED_FILL
BAR = (26, 36, 32)  # the top bar
DIM = (10, 12, 10, 150)  # behind a modal dialog

MIN_TEXT = 20  # smallest text size on the 1280x720 canvas (STYLE.md)
BODY_TEXT = 24
TITLE_TEXT = 32
MIN_TARGET = 56  # smallest tap target, canvas pixels
TOP_BAR_HEIGHT = 72
RADIUS = 10
FOCUS_WIDTH = 3

_backgrounds: dict[tuple[tuple[int, int, int], tuple[int, int]], pygame.Surface] = {}


def felt(game_id: str) -> tuple[int, int, int]:
    return FELT.get(game_id, FELT["lobby"])


def background(colour: tuple[int, int, int], size: tuple[int, int] = CANVAS_SIZE) -> pygame.Surface:
    """Felt with a soft vignette, rendered once per colour and cached (one blit per frame).

    The vignette is computed on a tiny grid and smooth-scaled up: cheap at start-up even in
    the browser, and free afterwards.
    """
    key = (colour, size)
    cached = _backgrounds.get(key)
    if cached is not None:
        return cached
    small_w, small_h = 32, 18
    shade = pygame.Surface((small_w, small_h), pygame.SRCALPHA)
    for y in range(small_h):
        for x in range(small_w):
            dx = (x + 0.5) / small_w * 2 - 1
            dy = (y + 0.5) / small_h * 2 - 1
            d = min(1.0, (dx * dx + dy * dy) ** 0.5 / 1.3)
            shade.set_at((x, y), (0, 0, 0, int(140 * d * d)))
    surface = pygame.Surface(size)
    surface.fill(colour)
    surface.blit(pygame.transform.smoothscale(shade, size), (0, 0))
    _backgrounds[key] = surface
    return surface


def card_panel(surface: pygame.Surface, rect: pygame.Rect, fill=STOCK) -> None:
    """A printed-card panel: soft drop shadow down-right, stock face, a 1-px darker edge."""
    shadow = pygame.Rect(rect.x + 4, rect.y + 6, rect.w, rect.h)
    pygame.draw.rect(surface, (12, 16, 14), shadow, border_radius=RADIUS)
    pygame.draw.rect(surface, fill, rect, border_radius=RADIUS)
    pygame.draw.rect(surface, STOCK_EDGE, rect, width=1, border_radius=RADIUS)


def focus_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The visible keyboard focus: an amber outline just outside the widget."""
    pygame.draw.rect(
        surface, FOCUS, rect.inflate(8, 8), width=FOCUS_WIDTH, border_radius=RADIUS + 4
    )
