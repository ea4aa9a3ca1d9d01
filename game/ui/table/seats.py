"""One seat widget for every table: who sits where, and the facts a table shows about a
seat (lives, chips, a line of counters, markers, the turn ring, the dealer).

`Seat` is plain data a table fills from its model after every event; `draw_seat` draws it
in one of two sizes of the same printed look: the full badge (a card-stock panel with the
tokens and a row of markers under it: the cuckoo tables, where a seat holds one card) or
the compact plate (a dark name plate with one line of counters: the shedding tables, where
a seat's fanned hand takes the room). One emblem palette serves every table and the match
board: a coloured disc with a shape, so colour is never the only cue (STYLE.md), and every
marker carries a word.

The kinds of seat: a shedding table's opponent is a fan over a plate (piles.OpponentHand);
a seat that holds one card is a `CardSeat` (its card's place, a tap on it, the badge
beside or under it and the mark of a losing card), placed round the table by `card_seats`.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.ui import fastblit, fonts, theme
from game.ui.art import card_size
from game.ui.table.narration import other_number
from game.ui.table.profile import FULL, Profile
from game.ui.widgets import Widget

TOKEN_R = 8
GLOW = (246, 204, 92)
LOST = (120, 108, 92)
MARK_RING = (200, 48, 36)  # a card that costs its seat a life: a red ring and tag

#: The emblem palette: seats are coloured by their place relative to the human.
EMBLEM_COLOURS = (
    (178, 84, 52),
    (58, 104, 160),
    (150, 120, 40),
    (112, 72, 140),
    (60, 130, 110),
    (96, 96, 96),
)
HUMAN_EMBLEM = 4


def emblem_index(seat: int, human: int) -> int:
    """The player's own emblem, and the others in order round the table."""
    if seat == human:
        return HUMAN_EMBLEM
    index = other_number(seat, human)
    return index if index < HUMAN_EMBLEM else index + 1


@dataclass
class Marker:
    """A small tag under the name: its word and its ink colour."""

    text: str
    colour: tuple[int, int, int] = theme.INK


@dataclass
class Seat:
    """What a table shows about one seat."""

    name: str
    emblem: int
    tokens: int = 0  # e.g. lives left
    max_tokens: int = 0
    losing: float = 0.0  # 0..1 while a token is being lost (it shrinks and reddens)
    line: str = ""  # one line of the game's counters, e.g. "37 points"
    score: str = ""  # a short figure at the end of the name's row, e.g. "−22" (the plate)
    markers: list[Marker] = field(default_factory=list)
    turn: bool = False
    dealer: str | None = None  # the dealer's mark (a word, or the button's letter)
    out: bool = False
    resting: bool = False  # sits this deal out (a one-card seat keeps its place outlined)


def badge_rect(centre: tuple[int, int], size: tuple[int, int]) -> pygame.Rect:
    """A full badge of `size` (the profile's `badge`) centred on `centre`."""
    return pygame.Rect((0, 0), size).move_to(center=centre)


class CardSeat(Widget):
    """The kind of seat that holds one card (the cuckoo games): where its card lies (a
    tap on it calls `on_tap`) and its full badge, placed by `card_seats`."""

    focusable = False

    def __init__(
        self,
        card: pygame.Rect,
        badge: pygame.Rect,
        on_tap: Callable[[], None],
        foot: bool,
        profile: Profile = FULL,
    ) -> None:
        super().__init__(card)
        self.badge = badge
        self.on_tap = on_tap
        self.foot = foot  # at the screen's foot: a mark goes above the card
        self.profile = profile  # the text sizes of its badge and marks

    def activate(self) -> None:
        self.on_tap()

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        """The table paints the seat itself (`paint`): it is a picture of the model."""

    @property
    def area(self) -> pygame.Rect:
        """What it shows: its card (with a mark below) and badge (with markers below)."""
        card = self.rect.inflate(12, 0)
        card.h += 44
        return card.union(self.badge.inflate(0, 64).move(0, 32))

    def paint(
        self,
        surface: pygame.Surface,
        seat: Seat,
        card: pygame.Surface | None,
        mark: str | None = None,
        dealer_ink: tuple[int, int, int] = theme.INK,
    ) -> None:
        """The seat: its card (None: no card, its place outlined while the seat is out or
        resting), the `mark` of a losing card in a red tag under it (above it at the
        screen's foot), and its badge."""
        rect = self.rect
        if card is not None:
            fastblit.blit(surface, card, rect)
        elif seat.out or seat.resting:
            pygame.draw.rect(surface, theme.ON_FELT_MUTED, rect, width=2, border_radius=6)
        if card is not None and mark is not None:
            pygame.draw.rect(surface, MARK_RING, rect.inflate(10, 10), width=4, border_radius=10)
            image = fonts.render(mark, self.profile.min_text, theme.STOCK, True)
            tag = image.get_rect(midtop=(rect.centerx, rect.bottom + 8)).inflate(14, 4)
            if self.foot:
                tag.bottom = rect.top - 8
            pygame.draw.rect(surface, MARK_RING, tag, border_radius=tag.h // 2)
            surface.blit(image, image.get_rect(center=tag.center))
        draw_seat(surface, self.badge, seat, dealer_ink=dealer_ink, profile=self.profile)


def card_seats(
    others: dict[int, tuple[int, int]],
    mine: tuple[int, pygame.Rect],
    area: pygame.Rect,
    card_w: int,
    on_tap: Callable[[int], None],
    profile: Profile,
) -> dict[int, CardSeat]:
    """Each seat's card and badge, from the table's places (`others`: the opponents'
    points round the table, their cards `card_w` wide; `mine`: the player's seat and card;
    the badge's size from the table's `profile`): the player's badge left of their card;
    a seat across the table with its badge beside its card; the others with the badge
    under the card, room below for the markers."""
    inner = area.inflate(-24, -20)
    human, my_card = mine
    size = badge_w, badge_h = profile.badge
    ch = card_size(card_w)[1]
    seats = {}
    for seat, (x, y) in {human: my_card.center, **others}.items():
        card = pygame.Rect((0, 0), card_size(card_w))
        if seat == human:
            card = pygame.Rect(my_card)
            badge = badge_rect((card.x - badge_w // 2 - 24, card.centery - 12), size)
        elif y < area.centery - area.h // 4:  # across the table
            block = pygame.Rect(0, 0, card_w + 16 + badge_w, ch)
            block.center = (x + 60, y)
            block.clamp_ip(inner)
            card.midleft = block.midleft
            badge = badge_rect((block.right - badge_w // 2, block.y + badge_h // 2), size)
        else:
            block = pygame.Rect(0, 0, badge_w, ch + 10 + badge_h + 30)
            block.center = (x, y - 36)
            block.clamp_ip(inner)
            card.midtop = block.midtop
            badge = badge_rect((block.centerx, card.bottom + 10 + badge_h // 2), size)
        tap = lambda seat=seat: on_tap(seat)  # noqa: E731
        seats[seat] = CardSeat(card, badge, tap, seat == human, profile)
    return seats


def draw_seat(
    surface: pygame.Surface,
    rect: pygame.Rect,
    seat: Seat,
    compact: bool = False,
    dealer_ink: tuple[int, int, int] = theme.INK,
    profile: Profile = FULL,
) -> None:
    """Draw one seat (the turn ring glows steadily: a still table needs no redraw) with
    the text sizes of the table's `profile`, the emblem as big as the seat is tall. The
    full badge shows the dealer as the first marker (in `dealer_ink`); the plate, as a
    button with its letter."""
    if compact:
        _draw_plate(surface, rect, seat, profile)
        return
    if seat.turn:
        halo = rect.inflate(22, 22)
        pygame.draw.rect(surface, (120, 100, 40), halo, width=3, border_radius=theme.RADIUS + 10)
        ring = rect.inflate(15, 15)
        pygame.draw.rect(surface, GLOW, ring, width=5, border_radius=theme.RADIUS + 6)
    theme.card_panel(surface, rect, theme.DISABLED_FILL if seat.out else theme.STOCK)
    r = rect.h * 18 // 92
    draw_emblem(surface, seat.emblem, (rect.x + r + 12, rect.y + r + 12), r)
    x = rect.x + 2 * r + 22
    size = fonts.fit_size(seat.name, profile.name_text, rect.right - x - 8, True)
    surface.blit(fonts.render(seat.name, size, theme.INK, True), (x, rect.y + 10))
    _draw_tokens(surface, seat, x, rect.bottom - 40)
    dealer = [Marker(seat.dealer, dealer_ink)] if seat.dealer else []
    _draw_markers(surface, dealer + seat.markers, rect, profile.min_text)


GLOWS = ((14, 60), (8, 120))  # the turn ring's two halos: how much wider, how opaque


@functools.lru_cache(maxsize=16)
def _glow(size: tuple[int, int]) -> pygame.Surface:
    """The turn halo around a plate of `size`, both rings in one surface (one blit)."""
    widest = GLOWS[0][0]
    glow = pygame.Surface((size[0] + widest, size[1] + widest), pygame.SRCALPHA)
    for grow, alpha in GLOWS:
        ring = pygame.Surface((size[0] + grow, size[1] + grow), pygame.SRCALPHA)
        pygame.draw.rect(ring, (*theme.FOCUS, alpha), ring.get_rect(), border_radius=16)
        glow.blit(ring, ((widest - grow) // 2, (widest - grow) // 2))
    return glow


def _draw_plate(surface: pygame.Surface, plate: pygame.Rect, seat: Seat, p: Profile) -> None:
    if seat.turn:
        surface.blit(_glow(plate.size), plate.inflate(GLOWS[0][0], GLOWS[0][0]))
    pygame.draw.rect(surface, theme.BAR, plate, border_radius=12)
    ring = theme.FOCUS if seat.turn else (70, 84, 76)
    pygame.draw.rect(surface, ring, plate, 3 if seat.turn else 1, border_radius=12)
    r = plate.h * 11 // 32
    draw_emblem(surface, seat.emblem, (plate.x + r + 8, plate.centery), r)
    x = plate.x + 2 * r + 14
    room = plate.right - x - 8
    if seat.score:  # right-aligned on the name's row; the name takes what is left
        image = fonts.render(seat.score, p.min_text, theme.FOCUS, True, theme.BAR)
        surface.blit(image, image.get_rect(topright=(plate.right - 10, plate.y + 8)))
        name_room = room - image.get_width() - 8
    else:
        name_room = room
    size = fonts.fit_size(seat.name, p.name_text, name_room, bold=True)
    surface.blit(fonts.render(seat.name, size, theme.ON_FELT, True, theme.BAR), (x, plate.y + 6))
    if seat.line:
        size = fonts.fit_size(seat.line, p.min_text, room)
        image = fonts.render(seat.line, size, theme.ON_FELT_MUTED, False, theme.BAR)
        surface.blit(image, (x, plate.bottom - 30))
    if seat.dealer:
        dealer_button(surface, (plate.right - 4, plate.y + 4), seat.dealer, p.min_text)


def _draw_tokens(surface: pygame.Surface, seat: Seat, x: int, y: int) -> None:
    for i in range(seat.max_tokens):
        c = (x + TOKEN_R + i * (2 * TOKEN_R + 6), y)
        if i < seat.tokens - 1 or (i == seat.tokens - 1 and seat.losing <= 0):
            pygame.draw.circle(surface, theme.ACCENT, c, TOKEN_R)
            pygame.draw.circle(surface, theme.INK, c, TOKEN_R, width=1)
        elif i == seat.tokens - 1:  # the life being lost: it shrinks and fades out
            r = max(1, round(TOKEN_R * (1 - seat.losing)))
            pygame.draw.circle(surface, (200, 40, 30), c, r + 2)
            pygame.draw.circle(surface, LOST, c, TOKEN_R, width=2)
        else:
            pygame.draw.circle(surface, LOST, c, TOKEN_R, width=2)


def _draw_markers(
    surface: pygame.Surface, markers: list[Marker], rect: pygame.Rect, text: int
) -> None:
    """Tags in a row under the badge (on the felt), each a word on a small pill."""
    x, y = rect.x, rect.bottom + 6
    for marker in markers:
        image = fonts.render(marker.text, text, theme.STOCK, True)
        pill = pygame.Rect(x, y, image.get_width() + 16, image.get_height() + 4)
        if pill.right > rect.right + 40 and x != rect.x:
            x, y = rect.x, y + pill.h + 4
            pill.topleft = (x, y)
        pygame.draw.rect(surface, marker.colour, pill, border_radius=pill.h // 2)
        surface.blit(image, image.get_rect(center=pill.center))
        x = pill.right + 6


def draw_emblem(
    surface: pygame.Surface, index: int, center: tuple[int, int], radius: int = 22
) -> None:
    """A seat's emblem: a coloured disc with a simple shape (the shape tells seats apart
    without relying on colour)."""
    colour = EMBLEM_COLOURS[index % len(EMBLEM_COLOURS)]
    cx, cy = center
    k = radius / 22
    pygame.draw.circle(surface, colour, center, radius)
    pygame.draw.circle(surface, theme.STOCK, center, radius, 2)
    shape = index % len(EMBLEM_COLOURS)
    ink = theme.STOCK

    def at(dx: float, dy: float) -> tuple[float, float]:
        return (cx + dx * k, cy + dy * k)

    if shape == 0:  # a star
        points = []
        for n in range(10):
            r = 12 if n % 2 == 0 else 5
            a = math.radians(-90 + n * 36)
            points.append(at(r * math.cos(a), r * math.sin(a)))
        pygame.draw.polygon(surface, ink, points)
    elif shape == 1:  # a crescent
        pygame.draw.circle(surface, ink, center, round(11 * k))
        pygame.draw.circle(surface, colour, at(5, -3), round(9 * k))
    elif shape == 2:  # a lozenge
        pygame.draw.polygon(surface, ink, [at(0, -12), at(9, 0), at(0, 12), at(-9, 0)])
    elif shape == 3:  # a crown
        crown = [(-11, 8), (-11, -7), (-5, 0), (0, -10), (5, 0), (11, -7), (11, 8)]
        pygame.draw.polygon(surface, ink, [at(x, y) for x, y in crown])
    elif shape == 4:  # a leaf
        pygame.draw.ellipse(surface, ink, pygame.Rect(at(-6, -12), (12 * k, 24 * k)))
    else:  # a ring
        pygame.draw.circle(surface, ink, center, round(9 * k), max(2, round(3 * k)))


def dealer_button(
    surface: pygame.Surface, center: tuple[int, int], label: str, text: int = FULL.min_text
) -> None:
    """The dealer's round button with its letter (`text` high)."""
    r = text * 7 // 10
    pygame.draw.circle(surface, theme.STOCK, center, r)
    pygame.draw.circle(surface, theme.INK, center, r, 2)
    image = fonts.render(label, text, theme.INK, True)
    surface.blit(image, image.get_rect(center=center))
