"""How the Mau Mau table marks its state: the status row under the piles (direction of
play, the suit to follow and whether a jack wished it, a pending draw-two), the short cues
over seats (skipped, reverse, Mau!), the suits' inks and the Mau call's toggle. Drawing
only; the table decides what and where.
"""

from __future__ import annotations

import math

import pygame

from game.i18n import tr
from game.ui import fonts, theme
from game.ui.art.french import suit_ink
from game.ui.scenes.maumau_words import SUIT_SIGNS
from game.ui.table.model import TableModel
from game.ui.table.profile import Profile
from game.ui.widgets import Button
from game.ui.widgets.button import draw_label

STATUS_GAP = 150  # between the direction, the suit and the pending draw


class MauToggle(Button):
    """The 'Mau' call (a control: its press arms or disarms the table's call), armed before
    the play that needs it; it lights up (an amber ring) when the hand is down to two
    cards, or to a last jack."""

    armed = False  # the table's call, as it stands
    lit = False

    def activate(self) -> None:
        if self.enabled and self.on_click is not None:
            self.on_click()  # a switch, without the button's tap

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        if self.lit:
            pygame.draw.rect(surface, theme.FOCUS, self.rect.inflate(10, 10), border_radius=14)
        fill = theme.ACCENT if self.armed else (48, 62, 56)
        if not self.enabled:
            fill = theme.DISABLED_FILL
        pygame.draw.rect(surface, fill, self.rect, border_radius=theme.RADIUS)
        ink = theme.DISABLED_INK if not self.enabled else theme.STOCK
        led = (self.rect.x + 22, self.rect.centery)
        pygame.draw.circle(surface, ink, led, 9, 0 if self.armed else 2)
        text = self.rect.inflate(-12, -8)
        text.x += 22
        text.w -= 22
        draw_label(surface, self.label, text, theme.BODY_TEXT, ink, True)


def draw_status(
    surface: pygame.Surface,
    centre: tuple[int, int],
    shown: TableModel,
    four_colour: bool,
    profile: Profile,
) -> None:
    """The direction of play, the active suit (ringed in amber when a jack wished it) and a
    pending draw-two, in a row centred on `centre`: always on screen."""
    cx, y = centre
    direction_icon(surface, (cx - STATUS_GAP, y), shown.direction)
    label = tr("maumau.status.cw" if shown.direction > 0 else "maumau.status.ccw")
    image = fonts.render(label, profile.min_text, theme.ON_FELT)
    surface.blit(image, image.get_rect(midtop=(cx - STATUS_GAP, y + 30)))
    if shown.active_suit:
        ring = theme.FOCUS if shown.wished else theme.STOCK_EDGE
        pygame.draw.circle(surface, theme.STOCK, (cx, y), 27)
        pygame.draw.circle(surface, ring, (cx, y), 27, 4 if shown.wished else 2)
        ink = suit_ink(shown.active_suit, four_colour)
        sign = fonts.render(SUIT_SIGNS[shown.active_suit], 34, ink, True)
        surface.blit(sign, sign.get_rect(center=(cx, y + 1)))
        word = tr("maumau.status.wish" if shown.wished else "maumau.status.suit")
        image = fonts.render(word, profile.min_text, theme.ON_FELT, shown.wished)
        surface.blit(image, image.get_rect(midtop=(cx, y + 30)))
    if shown.pending:
        text = fonts.render(tr("maumau.status.pending", n=shown.pending), 26, theme.STOCK, True)
        pill = text.get_rect(center=(cx + STATUS_GAP, y)).inflate(28, 14)
        pygame.draw.rect(surface, theme.ACCENT, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, theme.STOCK, pill, 2, border_radius=pill.h // 2)
        surface.blit(text, text.get_rect(center=pill.center))


def direction_icon(surface: pygame.Surface, centre: tuple[int, int], direction: int) -> None:
    """A circular arrow whose head shows which way play turns (clockwise when 1)."""
    r, gap_from, gap_to = 20, 320.0, 20.0  # the arc runs from 20 deg round to 320 deg
    rect = pygame.Rect(0, 0, 2 * r, 2 * r)
    rect.center = centre
    pygame.draw.arc(surface, theme.STOCK, rect, math.radians(gap_to), math.radians(gap_from), 4)
    theta = math.radians(gap_to if direction > 0 else gap_from)
    end = (centre[0] + r * math.cos(theta), centre[1] - r * math.sin(theta))
    sign = 1 if direction > 0 else -1  # clockwise on screen means a falling angle
    dx, dy = sign * math.sin(theta), sign * math.cos(theta)
    tip = (end[0] + dx * 11, end[1] + dy * 11)
    left = (end[0] - dy * 8, end[1] + dx * 8)
    right = (end[0] + dy * 8, end[1] - dx * 8)
    pygame.draw.polygon(surface, theme.STOCK, [tip, left, right])
