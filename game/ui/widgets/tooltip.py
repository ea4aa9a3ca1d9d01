"""Tooltips: a short note beside the hovered (mouse), focused (keyboard) or long-pressed
(touch, or a mouse held still) widget; a press hides it (see widgets/base.py), so it never
covers what the player just asked for. It only ever adds to what the screen already says.
"""

from __future__ import annotations

import pygame

from game.ui import fonts, theme
from game.ui.widgets.base import Widget

MAX_WIDTH = 360


def draw_tooltip(surface: pygame.Surface, widget: Widget) -> pygame.Rect:
    """Draw `widget.tooltip` below the widget (above it near the bottom edge), on screen."""
    size = theme.MIN_TEXT
    lines = fonts.wrap(widget.tooltip, size, MAX_WIDTH)
    step = fonts.line_height(size)
    w = max(fonts.width(line, size) for line in lines) + 24
    h = step * len(lines) + 16
    area = surface.get_rect()
    box = pygame.Rect(0, 0, w, h)
    box.midtop = (widget.rect.centerx, widget.rect.bottom + 10)
    if box.bottom > area.bottom - 4:
        box.midbottom = (widget.rect.centerx, widget.rect.top - 10)
    box.clamp_ip(area.inflate(-8, -8))
    pygame.draw.rect(surface, theme.INK, box, border_radius=8)
    pygame.draw.rect(surface, theme.STOCK_EDGE, box, width=1, border_radius=8)
    y = box.y + 8
    for line in lines:
        surface.blit(fonts.render(line, size, theme.STOCK), (box.x + 12, y))
        y += step
    return box
