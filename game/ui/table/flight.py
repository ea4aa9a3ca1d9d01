"""Card flights: a card slides from point A to point B (straight, or along a gentle
arc), flipping on the way if needed.

Every table shows its engine events as cards moving between zones (hand to pile, stock to
hand, penalty cards to an offender). A `FlightLayer` holds the cards in the air; the scene
draws it above the table and hides the landing card in its zone until the flight ends, so a
card is never shown twice. The timing goes through the scene's `Animator`, so the speed
setting, instant speed, reduced motion (a fade in place instead of a slide) and tap-to-skip
all apply without any code here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui.anim import Animator, ease_out, lerp, lerp_point, linear

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


class FlightLayer:
    """The cards in the air over one table."""

    def __init__(self) -> None:
        self.flights: list[Flight] = []

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    def launch(
        self,
        anim: Animator,
        front: pygame.Surface,
        start: Point,
        end: Point,
        *,
        back: pygame.Surface | None = None,
        start_w: int | None = None,
        end_w: int | None = None,
        ms: float = SLIDE_MS,
        delay: float = 0.0,
        on_done: Callable[[], None] | None = None,
        arc: float = 0.0,
        grounded: bool = False,
    ) -> Flight:
        """Fly `front` from `start` to `end` (centres), turning into `back` if given; `arc`
        bends the path into a gentle curve (see `Flight.arc`). `grounded`: the card lies
        at `start` through the `delay` (drawn under the cards already in the air).

        `on_done` runs when the card has landed (at once at instant speed; at the end of
        the fade under reduced motion)."""
        flight = Flight(
            front,
            back if back is not None else front,
            start,
            end,
            start_w or front.get_width(),
            end_w or start_w or front.get_width(),
            arc=arc,
        )
        if flight.flips:
            ms = max(ms, FLIP_MS + 100)
        if delay > 0:  # wait on the ground, then take off
            if grounded:
                flight.grounded = True
                self.flights.append(flight)
            anim.wait(delay, lambda: self._take_off(anim, flight, ms, on_done))
        else:
            self._take_off(anim, flight, ms, on_done)
        return flight

    def _take_off(
        self, anim: Animator, flight: Flight, ms: float, on_done: Callable[[], None] | None
    ) -> None:
        if flight.grounded:  # it takes off over the cards still on the ground
            flight.grounded = False
            self.flights.remove(flight)
        self.flights.append(flight)

        def land() -> None:
            flight.done = True
            if flight in self.flights:
                self.flights.remove(flight)
            if on_done is not None:
                on_done()

        if anim.reduced_motion:
            flight.t = 1.0  # appear in place and fade in (STYLE.md: reduced motion)
            flight.arc = 0.0  # nothing swoops

            def fade(t: float) -> None:
                flight.alpha = round(255 * t)

            anim.tween(ms, fade, linear, land, overlay=True)
        else:

            def move(t: float) -> None:
                flight.t = t

            anim.tween(ms, move, ease_out, land, overlay=True)

    def gather(
        self, anim: Animator, back: pygame.Surface, start: Point, end: Point, n: int
    ) -> None:
        """A reshuffle: a few backs (one to four, for `n` cards) fly one after another."""
        for i in range(min(4, max(1, n))):
            self.launch(anim, back, start, end, delay=i * 90)

    def clear(self) -> None:
        self.flights.clear()

    def draw(self, surface: pygame.Surface) -> None:
        for flight in self.flights:
            flight.draw(surface)
