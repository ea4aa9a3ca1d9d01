"""The match board: each seat's running total towards the target, with the round's points
counting up onto it.

Shared by the tables that score rounds to a target (Mau Mau to 150, Mada, L.A.M.A.
Kadabra). The board draws itself in a rect on the table; `count_up` animates one seat's
gain through the scene's animator (so speed, instant and tap-to-skip apply), and the shown
numbers always end on the true totals.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import fonts, theme
from game.ui.anim import Animator, ease_out
from game.ui.table.overlay import put_text
from game.ui.table.seats import draw_emblem

ROW_H = 60
MIN_ROW_H = 48  # a name over its note, still apart from the next row
PAD = 20
MIN_BAR = 60
COUNT_MS = 900


class MatchBoard:
    def __init__(
        self,
        rect: pygame.Rect,
        names: Sequence[str],
        totals: Sequence[int],
        target: int,
        title: str,
        emblems: Sequence[int] | None = None,
        button_w: int = 0,
    ) -> None:
        """`button_w`: room kept at the title row's right for a button (Next round).
        `rect.h`, when set, is the most the board may take: its rows close up to fit
        (down to `MIN_ROW_H`), so it stays clear of the seats' plates below."""
        self.names = list(names)
        self.totals = list(totals)  # the true totals
        self.shown = [float(t) for t in totals]  # what the board shows (counting up)
        self.gains = [0] * len(names)  # this round's points, shown beside the total
        self.notes = [""] * len(names)  # e.g. "27 left in hand"
        self.target = target
        self.title = title
        self.emblems = list(emblems) if emblems is not None else list(range(len(names)))
        self.rect = pygame.Rect(rect)
        self.button_w = button_w
        # the title wraps to its room (up to three lines beside a button on a narrow board)
        room = self.rect.w - 2 * PAD - (button_w + 12 if button_w else 0)
        self.title_size, self.title_lines = fonts.fit_lines(
            title, 28, room, 2, True, spill=1 if button_w else 0
        )
        title_h = fonts.line_height(self.title_size, True) * len(self.title_lines)
        # a button beside the title needs its height; a third line of title, a little more
        self.head_h = (60 if len(self.title_lines) < 3 else title_h + 8) if button_w else 44
        self.row_h = ROW_H
        if self.rect.h and names:
            room = (self.rect.h - PAD * 2 - self.head_h) // len(names)
            self.row_h = max(MIN_ROW_H, min(ROW_H, room))
        self.rect.h = PAD * 2 + self.head_h + self.row_h * len(names)

    def count_up(self, anim: Animator, seat: int, gain: int, ms: float = COUNT_MS) -> None:
        """Add `gain` to `seat`'s total, the number rolling up over `ms`."""
        start = self.totals[seat]
        self.totals[seat] = start + gain
        self.gains[seat] = gain

        def roll(t: float) -> None:
            self.shown[seat] = start + gain * t

        anim.tween(ms, roll, ease_out, overlay=True)  # the board is drawn over the table

    def adjust(self, seat: int, delta: int) -> None:
        """A late change to this round's points (a chip given back): no count, at once."""
        self.totals[seat] += delta
        self.shown[seat] = float(self.totals[seat])
        self.gains[seat] += delta

    def draw(self, surface: pygame.Surface) -> None:
        theme.card_panel(surface, self.rect)
        x, y = self.rect.x + PAD, self.rect.y + PAD
        size, lines = self.title_size, self.title_lines
        step = fonts.line_height(size, True)
        top = y + (self.head_h - 8 - step * len(lines)) // 2 if self.button_w else y
        for i, line in enumerate(lines):
            put_text(surface, line, theme.INK, True, size, topleft=(x, top + i * step))
        y += self.head_h
        name_w = 150
        number_w = 70
        notes_w = max((fonts.width(n, theme.MIN_TEXT) for n in self.notes if n), default=0)
        bar_right = self.rect.right - PAD - number_w - 80  # the total and the gain after it
        bar_x = x + 50 + max(name_w, notes_w) + 10  # the bar starts after the longest note
        lifted = bar_right - bar_x < MIN_BAR  # a narrow board: the notes pass under the bar
        if lifted:
            bar_x = x + 50 + name_w + 10
        bar_w = max(MIN_BAR, bar_right - bar_x)
        for seat, name in enumerate(self.names):
            row = pygame.Rect(x, y, self.rect.w - 2 * PAD, self.row_h - 8)
            draw_emblem(surface, self.emblems[seat], (row.x + 22, row.centery))
            fit = fonts.fit_size(name, 22, name_w, True)
            put_text(surface, name, theme.INK, True, fit, midleft=(row.x + 50, row.centery - 8))
            if note := self.notes[seat]:
                put_text(surface, note, theme.INK_MUTED, midleft=(row.x + 50, row.centery + 14))
            bar = pygame.Rect(bar_x, row.centery - 9, bar_w, 18)
            if lifted:  # on the name's line, clear of the note below it
                bar = pygame.Rect(bar_x, row.centery - 15, bar_w, 12)
            pygame.draw.rect(surface, theme.STOCK_SHADE, bar, border_radius=bar.h // 2)
            pygame.draw.rect(surface, theme.STOCK_EDGE, bar, 1, border_radius=bar.h // 2)
            share = min(1.0, self.shown[seat] / self.target) if self.target else 0.0
            if share > 0:
                fill = bar.copy()
                fill.w = max(bar.h, round(bar.w * share))
                pygame.draw.rect(surface, theme.ACCENT, fill, border_radius=bar.h // 2)
            line = bar.centery if lifted else row.centery  # the numbers beside the bar
            total, at = str(round(self.shown[seat])), (bar.right + number_w, line)
            put_text(surface, total, theme.INK, True, 22 if lifted else 26, midright=at)
            if self.gains[seat]:
                gain, at = f"{self.gains[seat]:+d}", (at[0] + 10, line)
                put_text(surface, gain, theme.ACCENT, True, 22, midleft=at)
            y += self.row_h
