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


# --- temporary, in the phone-app branch only: phone-tables' COMPACT replaces this block ---
#: Phones held sideways (the canvas shown under 460 CSS px tall, scale about 0.54): taps of
#: at least 74 canvas px and text of at least 21 (40 and 11 CSS px at 844x390).
COMPACT = Profile(
    top_bar=96,
    button_h=80,
    button_step=90,
    min_text=22,
    body_text=26,
    plate=(230, 80),
    card_scale=1.25,
)
PROFILES = {"full": FULL, "compact": COMPACT}
#: Shown less tall than this (CSS px), the canvas gets the compact profile: the 960x540
#: itch.io embed stays full, a phone held sideways (390 tall) is compact.
COMPACT_BELOW = 460


def pick(shown_height_css: float) -> Profile:
    """The profile for a canvas shown `shown_height_css` CSS px tall."""
    return COMPACT if shown_height_css < COMPACT_BELOW else FULL
