"""Where seats sit: the human at the bottom centre, opponents around the top arc.

Seats are numbered clockwise, so seen from above the human's left-hand neighbour (the next
seat clockwise) sits at the left of the screen, then the arc runs over the top to the
right. One function serves every table from 2 to 6 seats.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

import pygame

from game.ui.art import card_size
from game.ui.table.profile import Profile

Point = tuple[int, int]

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
    others = [(human + 1 + i) % n_seats for i in range(n_seats - 1)]
    return {human: (area.centerx, area.bottom - round(area.height * 0.08)), **arc(others, area)}


def arc(others: list[int], area: pygame.Rect) -> dict[int, Point]:
    """The opponents (clockwise) round the top arc of `area`."""
    cx, cy = area.centerx, area.centery
    rx, ry = area.width * 0.42, area.height * 0.40
    points = {}
    for seat, angle in zip(others, ARCS[len(others)], strict=True):
        rad = math.radians(angle)
        points[seat] = (round(cx + rx * math.cos(rad)), round(cy - ry * math.sin(rad)))
    return points


def plate_arc(
    others: list[int], area: pygame.Rect, side: int, top: int, h: int, drop: int
) -> dict[int, Point]:
    """The opponents round the top arc of the felt inset `side` at each side and `top`
    from the top, `h` high, each plate `drop` under its point of the arc."""
    inner = pygame.Rect(area.x + side, area.y + top, area.w - 2 * side, h)
    return {seat: (x, y + drop) for seat, (x, y) in arc(others, inner).items()}


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


@dataclass(frozen=True)
class Place:
    """Where a zone lies: the point `at` names (a point of the felt, ``"table.midtop"``, of
    the seat's plate, ``"plate.bottomleft"``, or of the button column, ``"column.topleft"``),
    moved by (`dx`, `dy`), holds the zone's rect by its `pin` point. The rect is `w` x `h`,
    else a card of `card` width (on the full canvas; the profile scales it) or the
    column's width; `w` 0 with an `h` reaches the column. `step`: how far apart its cards
    lie."""

    at: str
    dx: int = 0
    dy: int = 0
    card: int = 0
    step: int = 0
    w: int = 0
    h: int = 0
    pin: str = "topleft"


def column_stack(zones: list[tuple[str, int]], profile: Profile, foot: int) -> dict[str, Place]:
    """The button column's zones, top to bottom, as (zone, how many buttons it holds),
    stacked up from `foot` above the felt's bottom, the profile's button step apart."""
    places, y = {}, -foot - profile.button_h
    for zone, buttons in reversed(zones):
        y -= (buttons - 1) * profile.button_step
        places[zone] = Place("column.bottomleft", 0, y)
        y -= profile.button_step
    return places


#: Where the opponents' plates go (their midtops): the opponents clockwise and the felt.
Seating = Callable[[list[int], pygame.Rect], dict[int, tuple[int, int]]]


@dataclass(frozen=True)
class Layout:
    """A table's places as data: per zone kind, the player's own (`mine`), the opponents'
    (`theirs`) and the shared ones (`table`: piles, the hint's button and strip, the
    controls); how the opponents' plates are seated; the button column's width."""

    seating: Seating
    table: Mapping[str, Place]
    mine: Mapping[str, Place] = field(default_factory=dict)
    theirs: Mapping[str, Place] = field(default_factory=dict)
    column_w: int = 0

    def but(self, **changes: Any) -> Layout:
        """This layout with some places moved or fields changed (a zone map given here is
        merged into this one's): a second profile's layout names only what differs."""
        for kind in ("table", "mine", "theirs"):
            if kind in changes:
                changes[kind] = {**getattr(self, kind), **changes[kind]}
        return replace(self, **changes)


def plate_row(others: list[int], area: pygame.Rect, col: int, y: int) -> dict[int, Point]:
    """The opponents in a row across the top, each in a column at most `col` wide."""
    col = min(col, (area.w - 16) // len(others))
    left = area.centerx - col * len(others) // 2
    return {seat: (left + col * i + col // 2, area.y + y) for i, seat in enumerate(others)}


def plate_spots(
    others: list[int], area: pygame.Rect, spots: dict[int, tuple[tuple[float, int], ...]]
) -> dict[int, Point]:
    """The opponents at the spots listed for their count: (share of the felt's width, y)."""
    return {
        seat: (area.x + round(area.w * fx), area.y + y)
        for seat, (fx, y) in zip(others, spots[len(others)], strict=True)
    }


class Part:
    """A game's own widget on the felt (Mada's banks, Kadabra's stage), listed by its table
    (`parts`): the kit draws it for each seat under the seat's plate (`seat`), then once
    for the table (`seat` None), offers it the player's taps and keeps panels off its
    `areas`."""

    def draw(self, surface: pygame.Surface, table: Any, seat: int | None) -> None:
        """Draw the part's piece of `seat` (None: the piece of the whole table)."""

    def tap(self, table: Any, pos: Point) -> bool:
        """A tap at `pos`: True when the part took it."""
        return False

    def areas(self, table: Any) -> list[pygame.Rect]:
        """What a panel over the table must leave in view."""
        return []


class Placed:
    """What a table gets from its `plan` (its `Layout`): `where(zone)` answers where zone
    Z of seat S lies ("pile:2", "plate:0", "draw", "hint"), for the flight and for
    drawing; the hint's button and strip, the button column and the seats' plates come
    from it (`plans`: its layout for each profile); its `parts` are drawn, tapped and kept
    in view."""

    #: the table's layout per profile name (`Profile.name`); "full" serves any other
    plans: ClassVar[Mapping[str, Layout]]
    parts: ClassVar[tuple[Part, ...]] = ()
    profile: Profile
    human: int
    shown: Any
    table_rect: pygame.Rect
    log: Any  # the story (its drawer may lie over the felt)

    @property
    def plan(self) -> Layout:
        """The layout of the table's profile."""
        return self.plans.get(self.profile.name) or self.plans["full"]

    def opponents(self) -> list[int]:
        n = self.shown.n_seats
        return [(self.human + 1 + i) % n for i in range(n - 1)]

    def zone_place(self, zone: str) -> Place:
        kind, _, seat = zone.partition(":")
        if not seat:
            return self.plan.table[kind]
        return (self.plan.mine if int(seat) == self.human else self.plan.theirs)[kind]

    def zone_card(self, zone: str) -> int:
        """How wide a card lies in `zone`."""
        return self.profile.card(self.zone_place(zone).card)

    @property
    def card_w(self) -> int:
        """The player's hand cards (the width a shedding table's cards take)."""
        return self.zone_card(f"hand:{self.human}")

    @property
    def back_w(self) -> int:
        """An opponent's card backs."""
        return self.profile.card(self.plan.theirs["hand"].card)

    @property
    def column_w(self) -> int:
        return self.plan.column_w

    @property
    def column_x(self) -> int:
        return self.table_rect.right - self.plan.column_w - self.profile.pad

    def plate(self, seat: int) -> pygame.Rect:
        if seat == self.human and "plate" in self.plan.mine:
            return self.where(f"plate:{seat}")
        midtop = self.plan.seating(self.opponents(), self.table_rect)[seat]
        return pygame.Rect((midtop[0] - self.profile.plate[0] // 2, midtop[1]), self.profile.plate)

    def where(self, zone: str) -> pygame.Rect:
        """Where `zone` lies (see `Place`)."""
        p, area = self.zone_place(zone), self.table_rect
        frame, _, point = p.at.partition(".")
        if frame == "plate":  # the seat's plate (the player's, for a zone of no seat)
            base = self.plate(int(zone.partition(":")[2] or self.human))
        elif frame == "column":
            base = pygame.Rect(self.column_x, area.y, self.plan.column_w, area.h)
        else:
            base = area
        x, y = getattr(base, point)
        w, h = (p.w, p.h) if p.w or p.h or not p.card else card_size(self.zone_card(zone))
        if zone.startswith("plate:"):
            w, h = self.profile.plate
        elif not w:  # as wide as the column, or up to it
            w = base.w if frame == "column" else self.column_x - self.profile.pad - x - p.dx
        rect = pygame.Rect(0, 0, w, h or self.profile.button_h)
        setattr(rect, p.pin, (x + p.dx, y + p.dy))
        return rect

    @property
    def hint_rect(self) -> pygame.Rect:
        return self.where("hint")

    def strip_room(self) -> pygame.Rect:
        """The room of the hint's (or the prompt's) strip: its place."""
        return self.where("strip")

    @property
    def hint_line_centre(self) -> tuple[int, int]:
        return self.strip_room().center

    @property
    def hint_room(self) -> int:
        return self.strip_room().w

    def draw_parts(self, surface: pygame.Surface, seat: int | None) -> None:
        for part in self.parts:
            part.draw(surface, self, seat)

    def draw_middle(self, surface: pygame.Surface) -> None:
        """The parts' pieces of the whole table (a shedding table's middle)."""
        self.draw_parts(surface, None)

    def handle(self, event: pygame.event.Event) -> None:
        """A tap goes to the parts first (unless the story's drawer lies over it)."""
        tap = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        tap = tap and not self.log.covers(event.pos, self.profile)
        if tap and any(part.tap(self, event.pos) for part in self.parts):
            return
        super().handle(event)  # type: ignore[misc]

    def room(self, taken: list[pygame.Rect]) -> pygame.Rect:
        """The tallest free stretch of felt for a panel, clear of `taken` and every part's
        areas."""
        areas = [a for part in self.parts for a in part.areas(self)]
        return free_room(self.table_rect.inflate(-20, -16), taken + areas, self.profile.panel_min_w)

    def results_room(self) -> pygame.Rect:
        """The results leave every seat's plate and every part in view (the panel closes
        up to fit)."""
        return self.room([self.plate(seat) for seat in range(self.shown.n_seats)])
