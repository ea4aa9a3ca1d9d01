"""The choice overlay: pick one of a few options with big buttons (the suit for a jack,
play or keep a drawn card, the cuckoo's inn...).

An overlay scene: the table stays visible beneath, dimmed, and gets no input meanwhile.
Each option is a big button (at least 120x96 canvas px) with an optional picture drawn by
the caller (a suit, a card) and a label; keys pick too: 1..9 by position and each option's
own letter (e.g. H for hearts). Esc (or a tap outside) cancels when the chooser allows it,
calling `on_choice(None)`. `on_choice` runs after the overlay has left the stack.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import fonts, theme
from game.ui.scene import Scene
from game.ui.table.overlay import dim, titled_panel
from game.ui.widgets import Button
from game.ui.widgets.button import draw_label

if TYPE_CHECKING:
    from game.ui.services import App

PAD = 28
OPTION_H = 132
OPTION_MIN_W = 120
GAP = 16
SHADE = (10, 12, 10, 110)


Painter = Callable[[pygame.Surface, pygame.Rect], None]


def centred(image: pygame.Surface) -> Painter:
    """A picture that is `image` in the middle of its room (a card, a suit's sign)."""
    return lambda surface, rect: surface.blit(image, image.get_rect(center=rect.center))


def choose(table: Any, title: str, options: Sequence[Option], on_choice: Any, **kw: Any) -> None:
    """Ask the player of `table` to pick one of `options`, over the middle of its felt
    (`kw`: the overlay's other settings)."""
    centre = table.table_rect.center
    table.app.stack.push(ChoiceOverlay(table.app, title, options, on_choice, centre=centre, **kw))


@dataclass(frozen=True)
class Option:
    value: Any
    label: str
    key: int | None = None  # a pygame key constant that also picks it
    paint: Painter | None = None  # draws a picture in the upper part of the button


class OptionButton(Button):
    """A big button: a picture above its label."""

    def __init__(self, rect: pygame.Rect, option: Option, on_click: Callable[[], None]) -> None:
        super().__init__(rect, option.label, on_click)
        self.option = option

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        fill = theme.STOCK_SHADE if (self.hovered or self.pressed) else theme.STOCK
        rect = self.rect.move(0, 1) if self.pressed else self.rect
        pygame.draw.rect(surface, fill, rect, border_radius=theme.RADIUS)
        pygame.draw.rect(surface, theme.INK_MUTED, rect, 2, border_radius=theme.RADIUS)
        label_h = 40
        if self.option.paint is not None:
            art = pygame.Rect(rect.x + 8, rect.y + 8, rect.w - 16, rect.h - label_h - 16)
            self.option.paint(surface, art)
            text = pygame.Rect(rect.x + 6, rect.bottom - label_h - 4, rect.w - 12, label_h)
        else:
            text = rect.inflate(-12, -8)
        draw_label(surface, self.label, text, theme.BODY_TEXT, theme.INK, True)


class ChoiceOverlay(Scene):
    opaque = False

    def __init__(
        self,
        app: App,
        title: str,
        options: Sequence[Option],
        on_choice: Callable[[Any], None],
        cancellable: bool = True,
        centre: tuple[int, int] | None = None,
        picture: Painter | None = None,
        picture_h: int = 0,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.options = list(options)
        self.on_choice = on_choice
        self.cancellable = cancellable
        self.centre = centre or (theme.CANVAS_SIZE[0] // 2, theme.CANVAS_SIZE[1] // 2)
        self.picture = picture  # e.g. the drawn card, above the options
        self.picture_h = picture_h if picture else 0
        self.box = pygame.Rect(0, 0, 0, 0)
        self.buttons: list[OptionButton] = []
        self.chosen = False

    def layout(self) -> None:
        n = len(self.options)
        longest = max(fonts.width(o.label, theme.BODY_TEXT, True) for o in self.options)
        w = max(OPTION_MIN_W, min(220, longest + 28))  # each option's button
        title_w = fonts.width(self.title, theme.TITLE_TEXT, True) + 2 * PAD
        width = max(n * w + (n - 1) * GAP + 2 * PAD, min(760, title_w))
        title_h = fonts.line_height(theme.TITLE_TEXT, True)
        extra = self.picture_h + GAP if self.picture_h else 0
        self.box = pygame.Rect(0, 0, width, PAD + title_h + GAP + extra + OPTION_H + PAD)
        self.box.center = self.centre
        self.box.clamp_ip(pygame.Rect(0, self.app.profile.top_bar, *theme.CANVAS_SIZE))
        left = self.box.centerx - (n * w + (n - 1) * GAP) // 2
        y = self.box.bottom - PAD - OPTION_H
        self.buttons = []
        for i, option in enumerate(self.options):
            rect = pygame.Rect(left + i * (w + GAP), y, w, OPTION_H)
            button = OptionButton(rect, option, lambda i=i: self.choose(i))
            self.buttons.append(self.ui.add(button))
        if self.ui.focus_index is None and self.buttons:
            self.ui.focus(self.buttons[0])

    def choose(self, index: int | None) -> None:
        """Pick option `index` (None: cancel). Only the first choice counts."""
        if self.chosen:
            return
        self.chosen = True
        self.app.stack.pop()
        self.on_choice(None if index is None else self.options[index].value)

    def back(self) -> None:
        if self.cancellable:
            self.choose(None)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and not self.anim.busy:
            for i, option in enumerate(self.options):
                if event.key == option.key or event.key == pygame.K_1 + i:
                    self.choose(i)
                    return
        tap = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if tap and self.cancellable and not self.box.collidepoint(event.pos):
            self.choose(None)
            return
        super().handle(event)

    def draw_background(self, surface: pygame.Surface) -> None:
        dim(surface, SHADE)

    def draw_content(self, surface: pygame.Surface) -> None:
        titled_panel(surface, self.box, self.title, PAD)
        if self.picture is not None:  # under the title, over the options
            top = self.box.y + PAD + fonts.line_height(theme.TITLE_TEXT, True) + GAP
            room = pygame.Rect(self.box.x + PAD, top, self.box.w - 2 * PAD, self.picture_h)
            self.picture(surface, room)
