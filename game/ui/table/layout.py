"""Where seats sit: the human at the bottom centre, opponents around the top arc.

Seats are numbered clockwise, so seen from above the human's left-hand neighbour (the next
seat clockwise) sits at the left of the screen, then the arc runs over the top to the
right. One function serves every table from 2 to 6 seats.
"""

from __future__ import annotations

import math

import pygame

# Angles (degrees, 180 = left, 90 = top, 0 = right) of the opponents, in clockwise order.
ARCS: dict[int, tuple[float, ...]] = {
    1: (90.0,),
    2: (150.0, 30.0),
    3: (180.0, 90.0, 0.0),
    4: (180.0, 120.0, 60.0, 0.0),
    5: (180.0, 135.0, 90.0, 45.0, 0.0),
}


def seat_anchors(n_seats: int, human: int, area: pygame.Rect) -> dict[int, tuple[int, int]]:
    """The centre point of each seat's badge inside `area` (the table, without side panels)."""
    if not 2 <= n_seats <= 6:
        raise ValueError(f"tables seat 2 to 6 players, not {n_seats}")
    cx, cy = area.centerx, area.centery
    rx, ry = area.width * 0.42, area.height * 0.40
    anchors = {human: (cx, area.bottom - round(area.height * 0.08))}
    for i, angle in enumerate(ARCS[n_seats - 1]):
        seat = (human + 1 + i) % n_seats
        rad = math.radians(angle)
        anchors[seat] = (round(cx + rx * math.cos(rad)), round(cy - ry * math.sin(rad)))
    return anchors


def free_room(
    area: pygame.Rect, blocked: list[pygame.Rect], min_w: int, margin: int = 8
) -> pygame.Rect:
    """The tallest rect inside `area`, at least `min_w` wide, that touches none of
    `blocked` (each kept `margin` clear); the widest of equal height. A panel placed there
    covers no seat's plate. `area` itself when nothing that wide is free."""
    walls = [b.inflate(2 * margin, 2 * margin).clip(area) for b in blocked]
    walls = [w for w in walls if w.w and w.h]
    xs = sorted({area.left, area.right, *(x for w in walls for x in (w.left, w.right))})
    ys = sorted({area.top, area.bottom, *(y for w in walls for y in (w.top, w.bottom))})
    best: pygame.Rect | None = None
    for i, left in enumerate(xs):
        for right in xs[i + 1 :]:
            if right - left < min_w:
                continue
            for j, top in enumerate(ys):
                for bottom in ys[j + 1 :]:
                    rect = pygame.Rect(left, top, right - left, bottom - top)
                    if rect.collidelist(walls) != -1:
                        break  # a taller rect from this top hits the same wall
                    if best is None or (rect.h, rect.w) > (best.h, best.w):
                        best = rect
    return best if best is not None else pygame.Rect(area)
