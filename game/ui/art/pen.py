"""A pen that draws flat, outlined shapes in a local unit box onto a supersampled surface.

Emblems are written once in a 100x100 box (y down) and drawn at any size: the pen maps
units to pixels, and every filled shape gets the same ink key line, which is what gives the
art its woodcut look. Curves are polygons from `ellipse_pts`/`arc_pts`; thick strokes are
quads with round joints, because pygame's wide lines leave gaps at corners.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from .palette import INK, Colour

Point = tuple[float, float]


def ellipse_pts(
    cx: float, cy: float, rx: float, ry: float, rot: float = 0.0, n: int = 36
) -> list[Point]:
    """Points around an ellipse, optionally rotated by `rot` degrees."""
    return arc_pts(cx, cy, rx, ry, 0.0, 360.0, rot, n)[:-1]


def arc_pts(
    cx: float,
    cy: float,
    rx: float,
    ry: float,
    start: float,
    end: float,
    rot: float = 0.0,
    n: int = 18,
) -> list[Point]:
    """Points along an elliptical arc from `start` to `end` degrees (0 = right, 90 = down)."""
    c, s = math.cos(math.radians(rot)), math.sin(math.radians(rot))
    out: list[Point] = []
    for i in range(n + 1):
        a = math.radians(start + (end - start) * i / n)
        x, y = rx * math.cos(a), ry * math.sin(a)
        out.append((cx + x * c - y * s, cy + x * s + y * c))
    return out


def polar(cx: float, cy: float, r: float, deg: float) -> Point:
    """The point at distance `r` from (cx, cy) in direction `deg` (0 = right, 90 = down)."""
    a = math.radians(deg)
    return (cx + r * math.cos(a), cy + r * math.sin(a))


def mirror(points: Sequence[Point], axis: float = 50.0) -> list[Point]:
    """The points reflected about the vertical line x = axis, in reverse order, so a left
    half plus its mirror makes one closed symmetric outline."""
    return [(2 * axis - x, y) for x, y in reversed(points)]


def symmetric(half: Sequence[Point], axis: float = 50.0) -> list[Point]:
    """A closed outline from its left half (top to bottom) and that half mirrored."""
    return list(half) + mirror(half, axis)


class Pen:
    """Draws in units: `scale` pixels per unit, unit (0, 0) at pixel `origin`."""

    def __init__(
        self,
        surface: pygame.Surface,
        scale: float,
        origin: Point = (0.0, 0.0),
        line: float = 3.0,
    ) -> None:
        self.surface = surface
        self.scale = scale
        self.origin = origin
        self.line = line  # key-line width in units

    def box(self, x: float, y: float, size: float, line: float | None = None) -> Pen:
        """A pen for a 100x100 unit box whose top-left is (x, y) and side `size` here."""
        k = size / 100.0
        ox, oy = self.px((x, y))
        return Pen(self.surface, self.scale * k, (ox, oy), self.line if line is None else line)

    def px(self, p: Point) -> tuple[float, float]:
        return (self.origin[0] + p[0] * self.scale, self.origin[1] + p[1] * self.scale)

    def width(self, units: float) -> int:
        return max(1, round(units * self.scale))

    def poly(
        self,
        points: Sequence[Point],
        fill: Colour | None,
        outline: Colour | None = INK,
        line: float | None = None,
    ) -> None:
        """A filled polygon with a key line (either may be None)."""
        pts = [self.px(p) for p in points]
        if fill is not None:
            pygame.draw.polygon(self.surface, fill, pts)
        if outline is not None:
            self._ring(pts, outline, self.width(self.line if line is None else line))

    def ellipse(
        self,
        cx: float,
        cy: float,
        rx: float,
        ry: float,
        fill: Colour | None,
        outline: Colour | None = INK,
        rot: float = 0.0,
        line: float | None = None,
    ) -> None:
        self.poly(ellipse_pts(cx, cy, rx, ry, rot, 48), fill, outline, line)

    def circle(
        self,
        cx: float,
        cy: float,
        r: float,
        fill: Colour | None,
        outline: Colour | None = INK,
        line: float | None = None,
    ) -> None:
        self.ellipse(cx, cy, r, r, fill, outline, 0.0, line)

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        fill: Colour | None,
        outline: Colour | None = INK,
        radius: float = 0.0,
        line: float | None = None,
    ) -> None:
        """An axis-aligned (optionally rounded) rectangle; the outline is drawn inside."""
        (x0, y0), (x1, y1) = self.px((x, y)), self.px((x + w, y + h))
        box = pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
        r = round(radius * self.scale)
        if fill is not None:
            pygame.draw.rect(self.surface, fill, box, border_radius=r)
        if outline is not None:
            lw = self.width(self.line if line is None else line)
            pygame.draw.rect(self.surface, outline, box, width=lw, border_radius=r)

    def stroke(self, points: Sequence[Point], width: float, colour: Colour = INK) -> None:
        """An open thick line with round joints and ends."""
        pts = [self.px(p) for p in points]
        self._path(pts, colour, self.width(width), closed=False)

    def _ring(self, pts: list[tuple[float, float]], colour: Colour, w: int) -> None:
        self._path(pts, colour, w, closed=True)

    def _path(self, pts: list[tuple[float, float]], colour: Colour, w: int, closed: bool) -> None:
        if w <= 1:
            pygame.draw.lines(self.surface, colour, closed, pts, 1)
            return
        r = w / 2.0
        segs = list(zip(pts, pts[1:] + pts[:1] if closed else pts[1:], strict=False))
        for (x0, y0), (x1, y1) in segs:
            dx, dy = x1 - x0, y1 - y0
            d = math.hypot(dx, dy)
            if d == 0:
                continue
            nx, ny = -dy / d * r, dx / d * r
            quad = [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)]
            pygame.draw.polygon(self.surface, colour, quad)
        for x, y in pts:
            pygame.draw.circle(self.surface, colour, (x, y), r)
