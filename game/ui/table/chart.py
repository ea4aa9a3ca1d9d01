"""Small charts drawn with pygame primitives: a line per seat over the deals (the results
panel) and labelled bars (the statistics). Printed-card look: ink on stock, the seats in
their emblem colours with the emblem at each line's end, so colour is never the only cue.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import fonts, theme
from game.ui.table.overlay import put_text
from game.ui.table.seats import EMBLEM_COLOURS, draw_emblem

SMALL = theme.MIN_TEXT
GRID = (214, 204, 182)
MARK_R = 11
MARK_R_MIN = 7  # a short chart's emblems, still each in its colour with its sign


def min_height(seats: int) -> int:
    """The least height of a `line_chart` whose end emblems (at their smallest) stack
    without covering one another or leaving the chart."""
    step = fonts.line_height(SMALL)
    plot = max(40, max(0, seats - 1) * (MARK_R_MIN * 2 + 2) - MARK_R)
    return MARK_R + plot + step + 2


def _fmt(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def line_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    rows: Sequence[Sequence[float]],
    emblems: Sequence[int],
    axis_label: str,
) -> None:
    """Each seat's value (row k: after deal k, row 0: the start) as a line in its emblem's
    colour, its emblem at the last point; the value range on the left, deal numbers under."""
    low, high = min(map(min, rows)), max(map(max, rows))
    if high == low:
        high = low + 1
    label_w = max(fonts.width(text, SMALL) for text in (_fmt(low), _fmt(high), axis_label)) + 10
    step = fonts.line_height(SMALL)
    gutter = MARK_R * 2 + 10  # the emblems' column right of the lines' ends
    plot = pygame.Rect(rect.x + label_w, rect.y + MARK_R, rect.w - label_w - gutter, 0)
    plot.h = rect.h - step - MARK_R - 2
    n = len(rows) - 1

    def point(deal: int, value: float, offset: float = 0) -> tuple[int, int]:
        x = plot.x + (plot.w * deal // n if n else plot.w // 2)
        y = plot.bottom - round((value - low) / (high - low) * plot.h)
        return (x, round(y + offset))

    for value in (low, high):
        y = point(0, value)[1]
        pygame.draw.line(surface, GRID, (plot.x, y), (plot.right, y), 1)
        lift = step // 3 if value == low else 0  # clear of the axis's name below
        put_text(surface, _fmt(value), theme.INK_MUTED, midright=(plot.x - 6, y - lift))
    pygame.draw.line(surface, theme.INK_MUTED, plot.bottomleft, plot.topleft, 2)
    put_text(surface, axis_label, theme.INK_MUTED, topright=(plot.x - 6, plot.bottom + 2))
    for deal in _ticks(n, max(1, plot.w // 44)):
        x = point(deal, low)[0]
        pygame.draw.line(surface, theme.INK_MUTED, (x, plot.bottom), (x, plot.bottom + 4), 2)
        put_text(surface, str(deal), theme.INK_MUTED, midtop=(x, plot.bottom + 2))
    seats = len(rows[0])
    ends: list[tuple[int, int]] = []
    for seat in range(seats):
        colour = EMBLEM_COLOURS[emblems[seat] % len(EMBLEM_COLOURS)]
        offset = (seat - (seats - 1) / 2) * 2  # level lines stay apart
        points = [point(k, row[seat], offset) for k, row in enumerate(rows)]
        if len(points) > 1:
            pygame.draw.lines(surface, colour, False, points, 4)
        ends.append((points[-1][1], seat))
    # the emblems in a column at the lines' ends, spread so none covers another (smaller
    # when the chart is too short for a column of full-size ones)
    ends.sort()
    fits = ((plot.h + MARK_R) // (seats - 1) - 2) // 2 if seats > 1 else MARK_R
    mark = max(MARK_R_MIN, min(MARK_R, fits))
    gap = mark * 2 + 2
    ys = [y for y, _ in ends]
    for i in range(1, len(ys)):
        ys[i] = max(ys[i], ys[i - 1] + gap)
    ys[-1] = min(ys[-1], plot.bottom + mark)  # past the bottom: push back up only as needed
    for i in range(len(ys) - 2, -1, -1):
        ys[i] = min(ys[i], ys[i + 1] - gap)
    x = plot.right + MARK_R + 6
    for y, (end_y, seat) in zip(ys, ends, strict=True):
        if y != end_y:
            pygame.draw.line(surface, GRID, (plot.right, end_y), (x, y), 2)
        draw_emblem(surface, emblems[seat], (x, y), mark)


def _ticks(n: int, room: int) -> list[int]:
    """Deal numbers to label: every one when they fit, else an even spread with the last."""
    if n <= 0:
        return [0]
    every = max(1, -(-n // room))
    ticks = list(range(every, n + 1, every))
    return ticks if ticks[-1] == n else [*ticks, n]
