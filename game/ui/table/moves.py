"""Cards on their way between zones: the one flight every table shows a move with.

A table says where a card sits in a zone and how it looks there (`Spot`); `Moves.move`
reads the spot a card leaves (before the model moves it), lets the model move it, reads
the spot it lands on, and flies it between them. Until a card has landed it is not drawn
where it lands: a known card is in `hidden`, and `landing(zone)` counts every card still
on its way to a zone (a hidden card, a card turned over in place), so a hand leaves out
`hidden` and a count shown subtracts `landing`. A flight may wait on the ground first,
drawn where it was (`grounded`), as cards changing places among piles do (`regroup`: a
Lemur's pile rebuilt, two piles exchanged), and the cards in the air are drawn over the
table's cached picture (overlay tweens). The timing goes through the scene's `Animator`,
so the speed setting, instant speed, reduced motion (a fade in place instead of a slide)
and tap-to-skip all apply without any code here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Any

import pygame

from game.engine.events import Event
from game.ui.anim import Animator, ease_out, linear
from game.ui.table.flight import FLIP_MS, SLIDE_MS, Flight

Point = tuple[int, int]


@dataclass(frozen=True)
class Spot:
    """Where a card sits in a zone (its centre), how it looks there and how wide it is;
    `up` says the image is the card's face (a card turns over only between a face and a
    back, or between two faces that differ)."""

    centre: Point
    image: pygame.Surface
    width: int
    up: bool = True


#: A table's places: the spot of `card` (None: a card the seat cannot see) in a zone.
Places = Callable[[str, "str | None"], Spot]


class Moves:
    """The cards in the air over one table, and where they are still missing."""

    def __init__(self) -> None:
        self.flights: list[Flight] = []
        self.hidden: set[str] = set()  # known cards on their way: not drawn where they land
        self.incoming: Counter[str] = Counter()  # zone -> cards on their way to it

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    def landing(self, zone: str) -> int:
        """How many cards are on their way to `zone` (not drawn there yet)."""
        return self.incoming[zone]

    def clear(self) -> None:
        self.flights.clear()
        self.hidden.clear()
        self.incoming.clear()

    def draw(self, surface: pygame.Surface) -> None:
        for flight in self.flights:
            flight.draw(surface)

    def move(
        self,
        anim: Animator,
        events: Iterable[Event],
        places: Places,
        apply: Callable[[Event], None],
        ms: float = SLIDE_MS,
        seen: str | None = None,
    ) -> None:
        """Show `move` events flying at once (a swap's two cards): every card leaves its
        spot as the table shows it, `apply` moves them all in the model (and the widgets
        that show it), and each flies to its new spot. `seen` is the card as everyone saw
        it leave (a hidden card's public face)."""
        events = list(events)
        starts = [places(e.data["from"], e.data.get("card") or seen) for e in events]
        for event in events:
            apply(event)
        for d, start in zip((e.data for e in events), starts, strict=True):
            card = d.get("card") or seen
            self.fly(anim, start, places(d["to"], d.get("card")), d["to"], card, ms=ms)

    def fly(
        self,
        anim: Animator,
        start: Spot,
        end: Spot,
        zone: str | None,
        card: str | None = None,
        *,
        ms: float = SLIDE_MS,
        arc: float = 0.0,
        delay: float = 0.0,
        grounded: bool = False,
        on_done: Callable[[], None] | None = None,
    ) -> Flight:
        """Fly one card from `start` to `end` in `zone`, hidden there until it lands (then
        `on_done`; at once at instant speed, at the end of the fade under reduced motion).
        It turns over on the way when its look changes, unless both ends show its back (a
        hidden card only grows or shrinks); `arc` bends its path (`Flight.arc`).
        `grounded`: it lies at `start` through its `delay`, under the cards in the air."""
        turns = end.image is not start.image and (start.up or end.up)
        back = end.image if turns else start.image
        flight = Flight(start.image, back, start.centre, end.centre, start.width, end.width)
        flight.arc = arc
        if flight.flips:
            ms = max(ms, FLIP_MS + 100)
        if card is not None:
            self.hidden.add(card)
        if zone is not None:
            self.incoming[zone] += 1

        def landed() -> None:
            flight.done = True
            if flight in self.flights:
                self.flights.remove(flight)
            self.hidden.discard(card)
            if zone is not None and self.incoming[zone]:
                self.incoming[zone] -= 1
            if on_done is not None:
                on_done()

        if delay > 0:  # wait on the ground, then take off
            if grounded:
                flight.grounded = True
                self.flights.append(flight)
            anim.wait(delay, lambda: self._take_off(anim, flight, ms, landed))
        else:
            self._take_off(anim, flight, ms, landed)
        return flight

    def _take_off(
        self, anim: Animator, flight: Flight, ms: float, landed: Callable[[], None]
    ) -> None:
        if flight.grounded:  # it takes off over the cards still on the ground
            flight.grounded = False
            self.flights.remove(flight)
        self.flights.append(flight)
        if anim.reduced_motion:
            flight.t = 1.0  # appear in place and fade in (STYLE.md: reduced motion)
            flight.arc = 0.0  # nothing swoops

            def fade(t: float) -> None:
                flight.alpha = round(255 * t)

            anim.tween(ms, fade, linear, landed, overlay=True)
        else:

            def move(t: float) -> None:
                flight.t = t

            anim.tween(ms, move, ease_out, landed, overlay=True)

    def regroup(
        self, anim: Animator, start: Spot, end: Spot, zone: str, card: str, **kw: Any
    ) -> None:
        """A card changing places among piles (a pile rebuilt, two piles exchanged): it
        keeps the face it has at `start` (it only scales), is drawn there until it takes
        off (after `kw`'s `delay`) and does not fly when its place stays the same."""
        if start.centre != end.centre:
            there = replace(end, image=start.image)
            self.fly(anim, start, there, zone, card, grounded=True, **kw)

    def gather(
        self, anim: Animator, back: pygame.Surface, start: Point, end: Point, n: int
    ) -> None:
        """A reshuffle: a few backs (one to four, for `n` cards) fly one after another."""
        w = back.get_width()
        here, there = Spot(start, back, w, False), Spot(end, back, w, False)
        for i in range(min(4, max(1, n))):
            self.fly(anim, here, there, None, delay=i * 90)
