"""The canvas profile a table lays out with: every size the kit and the tables' layout data
read (card widths, buttons, gaps, the log's width, text sizes, the hint strip), in one
frozen value, so a compact profile for phones (issue 32) is a second instance, not an edit
of the games. `FULL` is the 1280x720 canvas the desktop and the web page show.

A game's layout data gives its own card widths (Mada's hand cards are wider than Mau
Mau's) as widths on the full canvas; `Profile.card` turns one into this profile's width.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ui import theme


@dataclass(frozen=True)
class Profile:
    """The sizes of one canvas profile (canvas pixels); the defaults are the full canvas's."""

    canvas: tuple[int, int] = theme.CANVAS_SIZE  # the logical canvas
    top_bar: int = theme.TOP_BAR_HEIGHT  # the top bar's height
    pad: int = 10  # kept along the felt's edges and between a column and its neighbours
    log_w: int = 330  # the side log's width when open
    button_h: int = theme.MIN_TARGET  # a button's height (a tap target)
    button_step: int = 64  # from one button of a column to the next
    hint_w: int = 150  # the Hint button on a table without a button column
    next_w: int = 200  # Next round, beside the round board's title
    strip_gap: int = 28  # how far above the Hint button the hint's strip is centred
    plate: tuple[int, int] = (206, 64)  # a seat's compact plate (name, counters)
    badge: tuple[int, int] = (200, 92)  # a seat's full badge (the cuckoo tables)
    min_text: int = theme.MIN_TEXT  # the smallest text
    body_text: int = theme.BODY_TEXT  # body text
    panel_min_w: int = 480  # the narrowest a round's board or the results may be
    card_scale: float = 1.0  # a layout's own card widths, scaled to this profile

    def card(self, width: int) -> int:
        """The width a card `width` wide on the full canvas takes in this profile."""
        return round(width * self.card_scale)


#: The 1280x720 canvas of the desktop and the web page: today's sizes.
FULL = Profile()
