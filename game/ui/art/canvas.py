"""The card blank: size, supersampling, rounded corners, the darker edge, the shadow.

Art is drawn on a supersampled surface (at least ~300 px wide) in card units (the card is
100 units wide) and smoothscaled down once, which anti-aliases pygame's hard polygon edges;
text is then set at the final size so small indices stay crisp (hinting beats a blurred
downscale). Everything here is rasterised once and cached by the callers.
"""

from __future__ import annotations

import math

import pygame

from .palette import EDGE, STOCK, Colour
from .pen import Pen

CARD_RATIO = 88 / 63
UNIT_H = 100 * CARD_RATIO  # card height in card units (about 139.7)
CORNER = 6.0  # corner radius, % of the width (STYLE.md)
MIN_RENDER_WIDTH = 300


def card_size(width: int) -> tuple[int, int]:
    """(w, h) of a card `width` pixels wide, in the 63:88 proportions."""
    if width < 8:
        raise ValueError(f"card width {width} is too small to draw")
    return width, round(width * CARD_RATIO)


def supersample(width: int) -> int:
    """How many times larger than the final size the art is drawn."""
    return max(2, math.ceil(MIN_RENDER_WIDTH / width))


class Blank:
    """A supersampled card surface plus the pen that draws on it in card units."""

    def __init__(self, width: int, fill: Colour = STOCK) -> None:
        self.width = width
        self.factor = supersample(width)
        w, h = card_size(width)
        self.big = pygame.Surface((w * self.factor, h * self.factor), pygame.SRCALPHA)
        self.big.fill(fill)
        self.pen = Pen(self.big, w * self.factor / 100.0)

    def finish(self, edge: Colour = EDGE) -> pygame.Surface:
        """Round the corners, draw the 1-px edge and scale down to the final size."""
        _round_corners(self.big, self.factor, edge)
        small = pygame.transform.smoothscale(self.big, card_size(self.width))
        _restore_opacity(small, self.width)
        return small


def _restore_opacity(small: pygame.Surface, width: int) -> None:
    """Smoothscale rounds full alpha down to ~253: set 255 again everywhere except the
    anti-aliased corner arcs (a max blend leaves the colours untouched)."""
    solid = pygame.Surface(small.get_size(), pygame.SRCALPHA)
    w, h = small.get_size()
    r = math.ceil(width * CORNER / 100)
    opaque = (0, 0, 0, 255)
    pygame.draw.rect(solid, opaque, (r, 0, w - 2 * r, h))
    pygame.draw.rect(solid, opaque, (0, r, w, h - 2 * r))
    pygame.draw.rect(solid, opaque, solid.get_rect().inflate(-2, -2), border_radius=r)
    small.blit(solid, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)


def _round_corners(big: pygame.Surface, factor: int, edge: Colour) -> None:
    w, h = big.get_size()
    radius = round(w * CORNER / 100)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pygame.draw.rect(big, edge, big.get_rect(), width=factor, border_radius=radius)


def shadow_margin(width: int) -> int:
    """How far the shadow's blur reaches beyond the card on each side."""
    return max(3, round(width * 0.07))


def shadow_origin(width: int) -> tuple[int, int]:
    """Where to blit `shadow(width)` relative to the card's top-left (down-right offset
    minus the blur margin)."""
    m = shadow_margin(width)
    return round(width * 0.03) - m, round(width * 0.045) - m


def shadow(width: int, strength: int = 110) -> pygame.Surface:
    """A soft dark rounded rectangle: drawn small and scaled up, which blurs it cheaply."""
    w, h = card_size(width)
    m = shadow_margin(width)
    full = (w + 2 * m, h + 2 * m)
    step = max(1, m // 2)
    small = pygame.Surface((max(4, full[0] // step), max(4, full[1] // step)), pygame.SRCALPHA)
    inner = pygame.Rect(0, 0, max(1, w // step), max(1, h // step))
    inner.center = small.get_rect().center
    radius = max(1, round(inner.w * CORNER / 100))
    pygame.draw.rect(small, (0, 0, 0, strength), inner, border_radius=radius)
    return pygame.transform.smoothscale(small, full)


def blit_text(
    surface: pygame.Surface,
    text: str,
    font: pygame.font.Font,
    colour: Colour,
    center: tuple[float, float],
) -> pygame.Rect:
    """Text centred on a point of the final-size surface."""
    image = font.render(text, True, colour)
    rect = image.get_rect(center=(round(center[0]), round(center[1])))
    surface.blit(image, rect)
    return rect
