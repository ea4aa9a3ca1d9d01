"""The match's end: placings, the lives or points deal by deal as a chart, the decisive
moment in one line and (for games scored round by round) each round's points.

`Results` is the plain data (built by `Ending.results` from the match's history, see
`game.ui.table.tally`); `ResultsOverlay` draws it over the table with Play again / Lobby.
It is a `PanelOverlay`, so Esc is Lobby and the buttons behave as on every panel.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, keyed, tr
from game.ui import fonts, theme
from game.ui.table import overlay
from game.ui.table.chart import line_chart, min_height
from game.ui.table.overlay import Choice, PanelOverlay, put_lines, put_text, titled_panel
from game.ui.table.seats import draw_emblem
from game.ui.table.tally import Moment

if TYPE_CHECKING:
    from game.ui.services import App

SMALL = theme.MIN_TEXT
CHART_MAX = 220
COL_W = 50  # one round's column in the breakdown (at least; wider when few)
COL_W_MAX = 90
PLACE_W = 44
EMBLEM_W = 36
NAME_W = 190
#: The game's word for one deal ("deal", or "round" for the games scored round by round).
WHEN_KEYS = keyed("table.when.*", "deal round")
AXIS_KEYS = keyed("table.results.axis.*", "deal round")
#: The decisive moment's line (`tally.Moment`'s kinds), about another seat or the player.
MOMENT_KEYS = keyed("table.moment.*", "led ahead back last out")
MOMENT_KEYS_YOU = keyed("table.moment.*.you", "led ahead back last out")


@dataclass(frozen=True)
class Fit:
    """How tightly the results panel is set: `ResultsOverlay` takes the roomiest that fits
    its room (a crowded table leaves a short stretch of felt between the seats' plates)."""

    row_h: int
    pad: int
    title: int
    gap: int
    chart_min: int
    button_h: int
    columns: bool = True  # each deal's points beside the total


FITS = (
    Fit(34, overlay.PAD, theme.TITLE_TEXT, 14, 120, overlay.BUTTON_H),  # as a plain panel
    Fit(30, 22, 28, 10, 96, 56),
    Fit(27, 16, 26, 8, 72, 56),
    Fit(26, 14, 24, 6, 0, 56, columns=False),  # the chart still shows every deal
)


@dataclass
class Results:
    """What the end shows. `placings`: (place, seat) first to last; `values`: each seat's
    final lives or points in words; `breakdown`: each deal's gain per seat (deal k at
    index k-1), or empty when the game shows none."""

    title: str
    names: list[str]
    emblems: list[int]
    placings: list[tuple[int, int]]
    values: list[str]
    rows: list[list[float]]
    axis: str
    moment: str = ""
    breakdown: list[list[float]] = field(default_factory=list)


class ResultsOverlay(PanelOverlay):
    """The results panel; see the module docstring."""

    def __init__(
        self, app: App, results: Results, buttons: list[Choice], room: pygame.Rect
    ) -> None:
        super().__init__(app, results.title, [], buttons, room.center, room.w)
        self.results = results
        self.room = pygame.Rect(room)
        self.box_w = room.w
        #: the seats began with something (Kadabra's three chips): a column says so, and
        #: the columns add up to the total
        self.start = bool(results.breakdown) and any(results.rows[0])

    # --- layout --------------------------------------------------------------------------
    def layout(self) -> None:
        r = self.results
        deals = len(r.breakdown)
        longest = max(fonts.width(name, SMALL, True) for name in r.names)
        self.name_w = min(NAME_W, longest + 16)  # short names leave room for more rounds
        self.value_w = max(fonts.width(v, SMALL) for v in r.values) + 16
        for fit in FITS:  # the roomiest setting whose panel fits the room's height
            self.fit = fit
            inner = self.box_w - 2 * fit.pad
            room = inner - PLACE_W - EMBLEM_W - self.name_w - self.value_w
            lead = COL_W if self.start else 0  # the starting values' column
            fitting = column_count(deals, room - lead) if fit.columns else 0
            self.columns = fitting + (self.start and bool(fitting))
            self._moment = fonts.wrap(r.moment, SMALL, inner, True) if r.moment else []
            title_h = fonts.line_height(fit.title, True)
            table_h = fit.row_h * (len(r.placings) + (1 if self.columns else 0))  # and a head
            moment_h = len(self._moment) * fonts.line_height(SMALL)
            button_h = max(fit.button_h, self.app.profile.button_h)
            fixed = 2 * fit.pad + title_h + table_h + moment_h + 4 * fit.gap + button_h
            chart_min = max(fit.chart_min, min_height(len(r.names)))
            if fixed + chart_min <= self.room.h:
                break
        self.col_w = min(COL_W_MAX, room // self.columns) if self.columns else COL_W
        #: the first column adds up deals 1..fold when not every deal fits
        self.fold = deals - fitting + 1 if fitting < deals else 0
        chart_h = max(chart_min, min(CHART_MAX, self.room.h - fixed))
        self.box = pygame.Rect(0, 0, self.box_w, fixed + chart_h)
        self.box.center = self.room.center
        self.box.clamp_ip(pygame.Rect(0, 0, *theme.CANVAS_SIZE))
        y = self.box.y + fit.pad + title_h + fit.gap
        self.table_rect = pygame.Rect(self.box.x + fit.pad, y, inner, table_h)
        y = self.table_rect.bottom + fit.gap
        self.chart_rect = pygame.Rect(self.box.x + fit.pad, y, inner, chart_h)
        self.moment_y = self.chart_rect.bottom + fit.gap
        by = self.box.bottom - fit.pad - button_h
        row = list(range(len(self.choices)))
        self.add_buttons([row], self.box.x + fit.pad, by, inner, button_h)

    # --- drawing -------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        r, pad = self.results, self.fit.pad
        titled_panel(surface, self.box, r.title, pad, self.fit.title)
        self._draw_table(surface)
        line_chart(surface, self.chart_rect, r.rows, r.emblems, r.axis)
        put_lines(surface, self._moment, (self.box.x + pad, self.moment_y), SMALL, True)

    def column(self, i: int) -> tuple[str, list[float]]:
        """Column `i` of the breakdown: its heading and each seat's gain. The seats'
        starting values come first when they are not nothing; when not every deal fits,
        the next column adds up the earliest deals ("1–3"): the columns always sum to the
        total."""
        if self.start and i == 0:
            return tr("table.results.start"), list(self.results.rows[0])
        i -= int(self.start)  # the deals' columns come after it
        rows = self.results.breakdown
        if self.fold and i == 0:
            return f"1–{self.fold}", [sum(gains) for gains in zip(*rows[: self.fold], strict=True)]
        deal = self.fold + i if self.fold else i + 1
        return str(deal), list(rows[deal - 1])

    def _draw_table(self, surface: pygame.Surface) -> None:
        r, row_h = self.results, self.fit.row_h
        x0, y = self.table_rect.topleft
        right = self.table_rect.right
        cols_x = x0 + PLACE_W + EMBLEM_W + self.name_w
        columns = [self.column(i) for i in range(self.columns)]

        def centre(i: int, cy: int) -> tuple[int, int]:
            return (cols_x + i * self.col_w + self.col_w // 2, cy)

        if self.columns:
            cy = y + row_h // 2
            put_text(surface, r.axis, theme.INK_MUTED, midright=(cols_x - 8, cy))
            for i, (label, _) in enumerate(columns):
                put_text(surface, label, theme.INK_MUTED, center=centre(i, cy))
            total = tr("table.results.total")
            put_text(surface, total, theme.INK_MUTED, midright=(right - 4, cy))
            y += row_h
        for n, (place, seat) in enumerate(r.placings):
            cy = y + row_h // 2
            if n % 2 == 0:
                pygame.draw.rect(surface, theme.STOCK_SHADE, (x0 - 6, y, right - x0 + 12, row_h))
            bold = place == 1
            put_text(surface, f"{place}.", theme.INK, bold, midleft=(x0 + 4, cy))
            draw_emblem(surface, r.emblems[seat], (x0 + PLACE_W + 14, cy), 13)
            name = r.names[seat]
            fit = fonts.fit_size(name, SMALL, self.name_w - 8, bold)
            put_text(surface, name, theme.INK, bold, fit, midleft=(x0 + PLACE_W + EMBLEM_W, cy))
            for i, (_, gains) in enumerate(columns):
                colour = theme.INK if gains[seat] else theme.INK_MUTED
                put_text(surface, _signed(gains[seat]), colour, center=centre(i, cy))
            put_text(surface, r.values[seat], theme.INK, bold, midright=(right - 4, cy))
            y += row_h


def column_count(deals: int, room: int) -> int:
    """How many breakdown columns fit `room`: every deal, or the latest ones beside one
    folded column of the earlier deals (at least two then: a lone folded column would only
    repeat the total)."""
    fits = max(0, room // COL_W)
    if fits >= deals:
        return deals
    return fits if fits >= 2 else 0


def _signed(value: float) -> str:
    number = int(value) if float(value).is_integer() else round(value, 1)
    return f"+{number}" if number > 0 else ("·" if number == 0 else str(number))


# ----------------------------------------------------------------------------- the data
def when(deal_word: str, deal: int) -> str:
    """'deal 5' or 'round 5' (the game's word for one deal)."""
    return tr(WHEN_KEYS[deal_word], n=deal)


def moment_text(moment: Moment | None, names: list[str], human: int, deal_word: str) -> str:
    """The decisive moment in one line ('' when there is none to tell)."""
    if moment is None:
        return ""
    keys = MOMENT_KEYS_YOU if moment.winner == human else MOMENT_KEYS
    key = N_("table.moment.out.lost") if moment.rival == human else keys[moment.kind]
    rival = "" if moment.rival is None else names[moment.rival]
    return tr(key, name=names[moment.winner], when=when(deal_word, moment.deal), rival=rival)
