"""Card flights: a card slides from point A to point B (straight, or along a gentle
arc), flipping on the way if needed.

Every table shows its engine events as cards moving between zones (hand to pile, stock to
hand, penalty cards to an offender). The table's `Moves` (game/ui/table/moves.py) holds the
cards in the air and times them; a `Flight` is one of them, drawn where it is now.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.anim import lerp, lerp_point

Point = tuple[float, float]

SLIDE_MS = 250  # STYLE.md: slide 250 ms
FLIP_MS = 200  # STYLE.md: flip 200 ms
DEAL_MS = 150  # STYLE.md: deal 150 ms a card
ARC_MAX = 60  # the highest an arc bulges, in canvas pixels


@dataclass
class Flight:
    """One card in the air. `start`/`end` are the card's centre; `start_w`/`end_w` its
    width there (a small back at an opponent's seat grows into a pile card). `front` is
    the face shown at the start, `back` the face shown at the end: when they differ the
    card turns over half-way (its width shrinks to nothing and grows again)."""

    front: pygame.Surface
    back: pygame.Surface
    start: Point
    end: Point
    start_w: int
    end_w: int
    t: float = 0.0
    alpha: int = 255
    done: bool = False
    #: how far the path bulges (upwards on screen) at half-way, as a share of its length:
    #: 0 flies straight; reduced motion always lands in place
    arc: float = 0.0
    #: still on the ground, drawn where it starts until its delay is over
    grounded: bool = False

    @property
    def flips(self) -> bool:
        return self.front is not self.back

    @property
    def centre(self) -> Point:
        x, y = lerp_point(self.start, self.end, self.t)
        if not self.arc:
            return (x, y)
        dx, dy = self.end[0] - self.start[0], self.end[1] - self.start[1]
        length = (dx * dx + dy * dy) ** 0.5
        if not length:
            return (x, y)
        nx, ny = dy / length, -dx / length  # across the path, turned to bulge upwards
        if ny > 0 or (ny == 0 and nx > 0):
            nx, ny = -nx, -ny
        lift = min(ARC_MAX, self.arc * length) * 4 * self.t * (1 - self.t)
        return (x + nx * lift, y + ny * lift)

    def image(self) -> pygame.Surface:
        """The card as it looks now: the right face, scaled to the current width and, while
        turning, squeezed horizontally."""
        width = lerp(self.start_w, self.end_w, self.t)
        face = self.front
        squeeze = 1.0
        if self.flips:
            squeeze = abs(1.0 - 2.0 * self.t)
            face = self.front if self.t < 0.5 else self.back
        aspect = face.get_height() / face.get_width()
        w = max(1, round(width * squeeze))
        h = max(1, round(width * aspect))
        if (w, h) == face.get_size():
            return face
        return pygame.transform.scale(face, (w, h))

    def draw(self, surface: pygame.Surface) -> None:
        image = self.image()
        if self.alpha < 255:
            image = image.copy()
            image.set_alpha(self.alpha)
        cx, cy = self.centre
        surface.blit(image, image.get_rect(center=(round(cx), round(cy))))
