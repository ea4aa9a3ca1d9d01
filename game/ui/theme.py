"""Colours, sizes and the felt background: one visual language for every scene (STYLE.md).

Warm printed stock on deep, desaturated felt. Every text colour here has at least 4.5:1
contrast against the background it is used on (ink on stock, stock on felt).
"""

from __future__ import annotations

import pygame

from game.ui.lru import LRU

CANVAS_SIZE = (1280, 720)

# Felt: deep and desaturated (STYLE.md "Table"); `lobby` is the app's own, and each game's
# colour is its `Game.felt` (game/ui/games.py).
FELT: dict[str, tuple[int, int, int]] = {"lobby": (34, 52, 45)}

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


def felt(key: str) -> tuple[int, int, int]:
    """The felt of the app's own screens (a game's table has its game's colour)."""
    return FELT.get(key, FELT["lobby"])


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
    if pygame.display.get_surface() is not None:
        surface = surface.convert()  # the display's format: a plain copy on every frame
    _backgrounds[key] = surface
    return surface


Colour = tuple[int, int, int]
_SHAPE_CACHE = 400
_shapes: LRU[pygame.Surface] = LRU(_SHAPE_CACHE)
KEY = (255, 0, 255)  # the colour key of cached shapes: no drawing uses pure magenta


def keyed_surface(size: tuple[int, int]) -> pygame.Surface:
    """An opaque surface whose KEY-coloured pixels are transparent. pygame's rounded
    rectangles have hard edges, so a colour key loses nothing against per-pixel alpha, and
    RLE-accelerated colour-key blits are several times faster."""
    surface = pygame.Surface(size)
    surface.fill(KEY)
    surface.set_colorkey(KEY, pygame.RLEACCEL)
    return surface


def rounded(
    surface: pygame.Surface,
    colour: Colour,
    rect: pygame.Rect,
    width: int = 0,
    radius: int = RADIUS,
) -> None:
    """A rounded rectangle (filled, or an outline of `width`), drawn once per size and
    colour and then blitted: pygame's rounded rectangles are slow to rasterize, and a full
    redraw has dozens of them."""
    key = (rect.w, rect.h, colour, width, radius)
    shape = _shapes.get(key)
    if shape is None:
        shape = keyed_surface(rect.size)
        pygame.draw.rect(shape, colour, shape.get_rect(), width=width, border_radius=radius)
        _shapes.put(key, shape)
    surface.blit(shape, rect)


def card_panel(surface: pygame.Surface, rect: pygame.Rect, fill: Colour = STOCK) -> None:
    """A printed-card panel: soft drop shadow down-right, stock face, a 1-px darker edge."""
    key = ("panel", rect.w, rect.h, fill)
    panel = _shapes.get(key)
    if panel is None:
        panel = keyed_surface((rect.w + 4, rect.h + 6))
        face = pygame.Rect(0, 0, rect.w, rect.h)
        pygame.draw.rect(panel, (12, 16, 14), face.move(4, 6), border_radius=RADIUS)
        pygame.draw.rect(panel, fill, face, border_radius=RADIUS)
        pygame.draw.rect(panel, STOCK_EDGE, face, width=1, border_radius=RADIUS)
        _shapes.put(key, panel)
    surface.blit(panel, rect)


def focus_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The visible keyboard focus: an amber outline just outside the widget, edged in ink,
    so that it stands out on dark felt (amber) and on light card stock (ink) alike."""
    rounded(surface, INK, rect.inflate(12, 12), 2, RADIUS + 6)
    rounded(surface, FOCUS, rect.inflate(8, 8), FOCUS_WIDTH, RADIUS + 4)
