"""The canvas profile a table lays out with: every size the kit and the tables' layout data
read (card widths, buttons, gaps, the log's width, text sizes, the hint strip), in one
frozen value, so a compact profile for phones (issue 32) is a second instance, not an edit
of the games. `FULL` is the 1280x720 canvas the desktop and the web page show; `COMPACT`
is the same canvas shown small (a phone held sideways): fewer, bigger things.

A game's layout data gives its own card widths (Mada's hand cards are wider than Mau
Mau's) as widths on the full canvas; `Profile.card` turns one into this profile's width.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from game.ui import theme

#: Below this CSS height the canvas is shown too small for the full profile's sizes (a
#: phone held sideways is 390 tall; the 960x540 itch.io embed stays full).
COMPACT_BELOW = 460


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
    name: str = "full"  # which of a table's layouts it reads (`Placed.plans`)
    tap: int = theme.MIN_TARGET  # the smallest tap target: a hand card's visible strip too
    log_open: bool = True  # the story shows when a table opens
    #: the story is a drawer over the felt, opened from the top bar (else a side panel
    #: that narrows the felt)
    log_drawer: bool = False
    name_text: int = 22  # a seat's name on its plate or badge
    panel_min_w: int = 480  # the narrowest a round's board or the results may be
    card_scale: float = 1.0  # a layout's own card widths, scaled to this profile

    def card(self, width: int) -> int:
        """The width a card `width` wide on the full canvas takes in this profile."""
        return round(width * self.card_scale)


#: The 1280x720 canvas of the desktop and the web page: today's sizes.
FULL = Profile()

#: The same canvas shown about half size (844x390 CSS px: scale 0.542): taps of 74 canvas
#: px (40 CSS px) and text of 22 (12 CSS px); larger cards, bigger plates, the story a
#: drawer closed by default.
COMPACT = Profile(
    top_bar=90,
    pad=12,
    log_w=460,
    button_h=78,
    button_step=88,
    hint_w=200,
    next_w=240,
    strip_gap=50,
    plate=(250, 80),
    badge=(236, 104),
    min_text=22,
    body_text=26,
    panel_min_w=560,
    card_scale=1.3,
    name="compact",
    tap=76,
    log_open=False,
    log_drawer=True,
    name_text=26,
)

PROFILES = {"full": FULL, "compact": COMPACT}


def pick(shown_height_css: float) -> Profile:
    """The profile for a canvas shown `shown_height_css` CSS pixels tall."""
    return COMPACT if shown_height_css < COMPACT_BELOW else FULL


def of_app(app: Any) -> Profile:
    """The app's profile (`app.profile`); without one, the CARD_ATLAS_PROFILE variable's
    (``compact`` or ``full``), else the full one."""
    chosen = getattr(app, "profile", None)
    if isinstance(chosen, Profile):
        return chosen
    return PROFILES.get(os.environ.get("CARD_ATLAS_PROFILE", ""), FULL)
