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
    """The sizes of one canvas profile (canvas pixels)."""

    canvas: tuple[int, int]  # the logical canvas
    top_bar: int  # the top bar's height
    pad: int  # the gap kept along the felt's edges and between a column and its neighbours
    log_w: int  # the side log's width when open
    button_h: int  # a button's height (a tap target)
    button_step: int  # from one button of a column to the next
    hint_w: int  # the Hint button on a table without a button column
    column_w: int  # the action buttons' column at the table's right
    next_w: int  # Next round, beside the round board's title
    strip_gap: int  # how far above the Hint button the hint's strip is centred
    plate: tuple[int, int]  # a seat's compact plate (name, counters)
    badge: tuple[int, int]  # a seat's full badge (the cuckoo tables)
    hand_w: int  # a card in the player's hand
    table_w: int  # a card on the table (stock, discard)
    back_w: int  # an opponent's card backs
    min_text: int  # the smallest text
    body_text: int  # body text
    panel_min_w: int  # the narrowest a round's board or the results may be
    card_scale: float = 1.0  # a layout's own card widths, scaled to this profile

    def card(self, width: int) -> int:
        """The width a card `width` wide on the full canvas takes in this profile."""
        return round(width * self.card_scale)


FULL = Profile(
    canvas=theme.CANVAS_SIZE,
    top_bar=theme.TOP_BAR_HEIGHT,
    pad=10,
    log_w=330,
    button_h=theme.MIN_TARGET,
    button_step=64,
    hint_w=150,
    column_w=160,
    next_w=200,
    strip_gap=28,
    plate=(206, 64),
    badge=(200, 92),
    hand_w=92,
    table_w=92,
    back_w=44,
    min_text=theme.MIN_TEXT,
    body_text=theme.BODY_TEXT,
    panel_min_w=480,
)
