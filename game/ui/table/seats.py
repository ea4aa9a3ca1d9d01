"""Seat badges: who sits where, and the few facts every table shows about a seat.

A badge is a small printed card on the felt: an emblem (a coloured disc with an initial),
the seat's name, the game's tokens (lives as discs, filled for each one left), a row of
markers (dealer, knocked, resting, insured, out, ...) as small labelled tags, and a glowing
ring around it for the seat to act. Every marker carries a word, so colour is never the only
cue (STYLE.md). Any table can use it: the tokens and markers are plain data.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui import fonts, theme

BADGE_W, BADGE_H = 200, 92
EMBLEM_R = 18
TOKEN_R = 8
GLOW = (246, 204, 92)
LOST = (120, 108, 92)

#: Emblem colours for seats 0..5 (ink colours of the printed cards).
EMBLEMS = (
    (40, 90, 150),
    (150, 52, 40),
    (46, 120, 70),
    (120, 70, 140),
    (170, 120, 30),
    (60, 60, 60),
)


@dataclass
class Marker:
    """A small tag under the name: its word and its ink colour."""

    text: str
    colour: tuple[int, int, int] = theme.INK


@dataclass
class SeatBadge:
    name: str
    seat: int
    tokens: int = 0  # e.g. lives left
    max_tokens: int = 0
    markers: list[Marker] = field(default_factory=list)
    turn: bool = False
    out: bool = False
    #: 0..1 while a token is being lost (it shrinks and reddens); 1 = gone.
    losing: float = 0.0


def badge_rect(centre: tuple[int, int]) -> pygame.Rect:
    rect = pygame.Rect(0, 0, BADGE_W, BADGE_H)
    rect.center = centre
    return rect


def draw_badge(surface: pygame.Surface, rect: pygame.Rect, badge: SeatBadge) -> None:
    """Draw one badge (the turn ring glows steadily: a still table needs no redraw)."""
    if badge.turn:
        width = 5
        halo = rect.inflate(22, 22)
        pygame.draw.rect(surface, (120, 100, 40), halo, width=3, border_radius=theme.RADIUS + 10)
        ring = rect.inflate(10 + width, 10 + width)
        pygame.draw.rect(surface, GLOW, ring, width=width, border_radius=theme.RADIUS + 6)
    fill = theme.DISABLED_FILL if badge.out else theme.STOCK
    theme.card_panel(surface, rect, fill)
    colour = EMBLEMS[badge.seat % len(EMBLEMS)]
    centre = (rect.x + 12 + EMBLEM_R, rect.y + 12 + EMBLEM_R)
    pygame.draw.circle(surface, colour, centre, EMBLEM_R)
    pygame.draw.circle(surface, theme.STOCK, centre, EMBLEM_R - 3, width=2)
    initial = fonts.render(badge.name[:1].upper(), theme.MIN_TEXT, theme.STOCK, True)
    surface.blit(initial, initial.get_rect(center=centre))
    x = rect.x + 12 + 2 * EMBLEM_R + 10
    room = rect.right - x - 8
    size = fonts.fit_size(badge.name, 22, room, True)
    name = fonts.render(badge.name, size, theme.INK, True)
    surface.blit(name, (x, rect.y + 10))
    _draw_tokens(surface, badge, x, rect.y + 52)
    _draw_markers(surface, badge, rect)


def _draw_tokens(surface: pygame.Surface, badge: SeatBadge, x: int, y: int) -> None:
    for i in range(badge.max_tokens):
        c = (x + TOKEN_R + i * (2 * TOKEN_R + 6), y)
        if i < badge.tokens - 1 or (i == badge.tokens - 1 and badge.losing <= 0):
            pygame.draw.circle(surface, theme.ACCENT, c, TOKEN_R)
            pygame.draw.circle(surface, theme.INK, c, TOKEN_R, width=1)
        elif i == badge.tokens - 1:  # the life being lost: it shrinks and fades out
            r = max(1, round(TOKEN_R * (1 - badge.losing)))
            pygame.draw.circle(surface, (200, 40, 30), c, r + 2)
            pygame.draw.circle(surface, LOST, c, TOKEN_R, width=2)
        else:
            pygame.draw.circle(surface, LOST, c, TOKEN_R, width=2)


def _draw_markers(surface: pygame.Surface, badge: SeatBadge, rect: pygame.Rect) -> None:
    """Tags in a row under the badge (on the felt), each a word on a small pill."""
    x, y = rect.x, rect.bottom + 6
    for marker in badge.markers:
        image = fonts.render(marker.text, theme.MIN_TEXT, theme.STOCK, True)
        pill = pygame.Rect(x, y, image.get_width() + 16, image.get_height() + 4)
        if pill.right > rect.right + 40 and x != rect.x:
            x, y = rect.x, y + pill.h + 4
            pill.topleft = (x, y)
        pygame.draw.rect(surface, marker.colour, pill, border_radius=pill.h // 2)
        surface.blit(image, image.get_rect(center=pill.center))
        x = pill.right + 6
