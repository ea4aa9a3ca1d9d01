"""The one callout layer of every table: short words over a seat, a card or the centre (a
call, 'Stand', 'Skipped', '-1') and the big banners of a deal, each for a moment.

A callout is placed by a key the table resolves when drawing (a seat number, "centre", a
banner, or a point), so callouts follow a relayout. Each lasts `ms` on the table's
animator (so it paces the event pipeline like any animation, and a tap skips it), then
fades out or simply goes. Two looks: the card-stock pill ("bubble", "strong", "banner"),
and the amber label ("cue") whose bottom centre is its place.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui import fonts, theme
from game.ui.anim import Animator, linear
from game.ui.table.overlay import put_text

SMALL = theme.MIN_TEXT
Place = Callable[[Any], "tuple[int, int] | None"]


@dataclass
class Callout:
    text: str
    where: Any  # a key the table places (seat, "centre", ...) or an (x, y) point
    style: str = "bubble"  # "bubble", "strong", "banner" or "cue"
    alpha: int = 255
    anchor: str = "center"  # which point of the pill the place is ("midtop": it hangs below)


class Callouts:
    """The callouts showing now, in the order they appeared."""

    def __init__(self) -> None:
        self.items: list[Callout] = []

    def show(
        self,
        anim: Animator,
        where: Any,
        text: str,
        ms: float,
        style: str = "bubble",
        fade: bool = True,
        replace: bool = False,
        anchor: str = "center",
    ) -> None:
        """Show `text` at `where` for `ms`; `replace` takes away what was there (one cue
        per seat); `fade` lets it fade over its last quarter instead of going at once."""
        if replace:
            self.items = [c for c in self.items if c.where != where or c.style != style]
        callout = Callout(text, where, style, anchor=anchor)
        self.items.append(callout)

        def gone() -> None:
            if callout in self.items:
                self.items.remove(callout)

        if fade:

            def apply(t: float) -> None:
                callout.alpha = 255 if t < 0.75 else round(255 * (1 - t) * 4)

            anim.tween(ms, apply, linear, gone, overlay=True)
        else:
            anim.wait(ms, gone)

    def clear(self) -> None:
        self.items.clear()

    def texts(self, where: Any) -> list[str]:
        return [c.text for c in self.items if c.where == where]

    def draw(self, surface: pygame.Surface, place: Place) -> None:
        """Every callout, banners last (on top)."""
        for callout in sorted(self.items, key=lambda c: c.style == "banner"):
            at = callout.where if isinstance(callout.where, tuple) else place(callout.where)
            if at is not None:  # else its place is not on the table now
                draw = draw_cue if callout.style == "cue" else draw_pill
                draw(surface, callout, at)


def pill_layout(
    callout: Callout, at: tuple[int, int], bounds: pygame.Rect
) -> tuple[int, list[str], int, pygame.Rect]:
    """A pill's text size, lines, line step and rect (at `at` by its anchor, in `bounds`)."""
    big = callout.style == "banner"
    size = theme.TITLE_TEXT if big else (theme.BODY_TEXT if callout.style != "bubble" else SMALL)
    lines = fonts.wrap(callout.text, size, 520 if big else 300, True)
    step = fonts.line_height(size, True)
    w = max(fonts.width(line, size, True) for line in lines) + 28
    rect = pygame.Rect(0, 0, w, step * len(lines) + 14)
    setattr(rect, callout.anchor, at)
    rect.clamp_ip(bounds)
    return size, lines, step, rect


def draw_pill(surface: pygame.Surface, callout: Callout, at: tuple[int, int]) -> None:
    """Ink text on a card-stock pill (4.5:1 and more), fading with `alpha`."""
    size, lines, step, rect = pill_layout(callout, at, surface.get_rect())
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    fill = (250, 236, 200) if callout.style == "banner" else theme.STOCK
    pygame.draw.rect(layer, (*fill, 245), layer.get_rect(), border_radius=12)
    edge = theme.STOCK_EDGE if callout.style == "bubble" else theme.ACCENT  # strong
    pygame.draw.rect(layer, edge, layer.get_rect(), width=2, border_radius=12)
    for i, line in enumerate(lines):
        put_text(layer, line, theme.INK, True, size, midtop=(rect.w // 2, 7 + i * step))
    if callout.alpha < 255:
        layer.set_alpha(callout.alpha)
    surface.blit(layer, rect)


def draw_cue(surface: pygame.Surface, callout: Callout, at: tuple[int, int]) -> None:
    """A short word on an amber label whose bottom centre is `at`."""
    image = fonts.render(callout.text, theme.BODY_TEXT + 2, theme.INK, True)
    box = image.get_rect(midbottom=at).inflate(24, 10)
    pygame.draw.rect(surface, theme.FOCUS, box, border_radius=12)
    pygame.draw.rect(surface, theme.INK, box, 2, border_radius=12)
    surface.blit(image, image.get_rect(center=box.center))


def draw_tag(
    surface: pygame.Surface,
    text: str,
    centre: tuple[int, int],
    edge: theme.Colour = theme.ON_FELT_MUTED,
    size: int = theme.MIN_TEXT,
) -> pygame.Rect:
    """A dark pill with light text `size` high (a quitter's hand, the last move's word)."""
    image = fonts.render(text, size, theme.ON_FELT, True)
    box = image.get_rect(center=centre).inflate(18, 8)
    pygame.draw.rect(surface, theme.BAR, box, border_radius=box.h // 2)
    pygame.draw.rect(surface, edge, box, 1, border_radius=box.h // 2)
    surface.blit(image, image.get_rect(center=box.center))
    return box
