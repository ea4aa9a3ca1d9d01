"""A panel over the table: a title, a few lines of text and big buttons (a deal's summary
with Next deal, the match's end with Restart / Lobby).

It is an overlay scene: the table stays visible beneath (lightly dimmed, so the settled
cards can still be read) and gets no input meanwhile. Esc presses the last button (the
way back: Lobby), never the one that goes on, so the keyboard never strands the player
and never advances the match by surprise. `on_click` callbacks run after the panel has left
the stack, so they may push or replace scenes themselves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ui import fonts, theme
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.services import App

BOX_W = 620
PAD = 28
BUTTON_H = 60
GAP = 16
NARROW_BUTTON = 170  # narrower than this, three buttons go on two rows
SHADE = (10, 12, 10, 90)
Choice = tuple[str, Callable[[], None]]  # a panel's button: its label and what it does
_films: dict[tuple[int, int, int, int], pygame.Surface] = {}


class PanelOverlay(Scene):
    opaque = False

    def __init__(
        self,
        app: App,
        title: str,
        lines: list[str],
        buttons: list[Choice],
        centre: tuple[int, int] | None = None,
        width: int = 0,
    ) -> None:
        """`width`: the box's width when the table leaves less room than `BOX_W` between
        its seats (0: `BOX_W`)."""
        super().__init__(app)
        self.title = title
        self.lines = lines
        self.choices = buttons
        self.centre = centre or (theme.CANVAS_SIZE[0] // 2, theme.CANVAS_SIZE[1] // 2)
        self.box_w = min(BOX_W, width) if width else BOX_W

    def layout(self) -> None:
        width = self.box_w - 2 * PAD
        self._wrapped = [w for line in self.lines for w in fonts.wrap(line, theme.MIN_TEXT, width)]
        text_h = len(self._wrapped) * fonts.line_height(theme.MIN_TEXT)
        title_h = fonts.line_height(theme.TITLE_TEXT, True)
        rows = self._button_rows(width)
        buttons_h = len(rows) * max(BUTTON_H, self.app.profile.button_h) + (len(rows) - 1) * GAP
        self.box = pygame.Rect(0, 0, self.box_w, PAD + title_h + 12 + text_h + 20 + buttons_h + PAD)
        self.box.center = self.centre
        self.box.clamp_ip(pygame.Rect(0, self.app.profile.top_bar, *theme.CANVAS_SIZE))
        self.add_buttons(rows, self.box.x + PAD, self.box.bottom - PAD - buttons_h, width)

    def add_buttons(
        self, rows: list[list[int]], x: int, y: int, width: int, height: int = BUTTON_H
    ) -> None:
        """The choices' buttons, row by row from (x, y), the first one the primary."""
        height = max(height, self.app.profile.button_h)  # a phone's taps are taller
        self.buttons: list[Button] = []
        for row in rows:
            w = (width - GAP * (len(row) - 1)) // len(row)
            for j, i in enumerate(row):
                rect = (x + j * (w + GAP), y, w, height)
                choose, style = (lambda i=i: self.choose(i)), "primary" if i == 0 else "secondary"
                button = Button(rect, self.choices[i][0], choose, style=style, bold=i == 0)
                self.buttons.append(self.ui.add(button))
            y += height + GAP
        if self.ui.focus_index is None and self.buttons:
            self.ui.focus(self.buttons[0])

    def _button_rows(self, width: int) -> list[list[int]]:
        """The buttons side by side; in a narrow box, the first (going on) gets a row of
        its own so no label breaks inside a word."""
        n = len(self.choices)
        if n > 2 and (width - GAP * (n - 1)) // n < NARROW_BUTTON:
            return [[0], list(range(1, n))]
        return [list(range(n))]

    def choose(self, index: int) -> None:
        self.app.stack.pop()
        self.choices[index][1]()

    def back(self) -> None:
        self.choose(len(self.choices) - 1)

    def draw_background(self, surface: pygame.Surface) -> None:
        dim(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        titled_panel(surface, self.box, self.title, PAD)
        y = self.box.y + PAD + fonts.line_height(theme.TITLE_TEXT, True) + 12
        put_lines(surface, self._wrapped, (self.box.x + PAD, y), theme.MIN_TEXT)


def dim(surface: pygame.Surface, shade: tuple[int, int, int, int] = SHADE) -> None:
    """The light film over the table under a panel (made once): the settled cards can
    still be read through it."""
    film = _films.get(shade)
    if film is None:
        film = _films[shade] = pygame.Surface(theme.CANVAS_SIZE, pygame.SRCALPHA)
        film.fill(shade)
    surface.blit(film, (0, 0))


def titled_panel(
    surface: pygame.Surface, box: pygame.Rect, title: str, pad: int, size: int = theme.TITLE_TEXT
) -> None:
    """A panel's card with its title at the top, fitted to its width."""
    theme.card_panel(surface, box)
    size = fonts.fit_size(title, size, box.w - 2 * pad, True)
    put_text(surface, title, theme.INK, True, size, midtop=(box.centerx, box.y + pad))


def put_text(
    surface: pygame.Surface,
    text: str,
    colour: theme.Colour,
    bold: bool = False,
    size: int = theme.MIN_TEXT,
    **at: tuple[int, int],
) -> None:
    """One line of text placed by a point of its box (``midright=(x, y)``): the panels'
    and charts' cells, each in one call."""
    image = fonts.render(text, size, colour, bold)
    surface.blit(image, image.get_rect(**at))


def put_lines(
    surface: pygame.Surface, lines: list[str], at: tuple[int, int], size: int, bold: bool = False
) -> None:
    """Wrapped lines in ink, the first's top left at `at`, one plain line height apart."""
    x, y = at
    for i, line in enumerate(lines):
        put_text(surface, line, theme.INK, bold, size, topleft=(x, y + i * fonts.line_height(size)))
