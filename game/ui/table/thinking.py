"""The cue that an opponent is thinking (issue 34): a hard decision can take a second in
the browser, and a table that shows nothing then looks stuck. After a short wait a bubble
over the seat counts dots up until the move comes; reduced motion shows the dots still.

The cue keeps its own clock from the frames' `dt`, so it shows the same on every machine
for the same frames, and asks for a frame only when its look changes (a few times a
second), never every frame: the table's picture stays cached under it."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.table.callouts import Callout, draw_pill

#: Thinking this long shows the cue; then a dot more every STEP_MS, up to three.
CUE_AFTER_MS = 400.0
STEP_MS = 300.0
DOTS = ("•", "• •", "• • •")


class ThinkingCue:
    """Which seat is thinking and for how long, and the bubble that says so."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.elapsed = 0.0
        self.shown = -1  # the dots drawn (-1: none yet)

    def start(self, seat: int) -> None:
        self.seat, self.elapsed, self.shown = seat, 0.0, -1

    def stop(self) -> None:
        self.seat, self.shown = None, -1

    def dots(self, still: bool = False) -> int:
        """How many dots show now, less one (-1: none: not thinking, or not for long)."""
        if self.seat is None or self.elapsed < CUE_AFTER_MS:
            return -1
        return len(DOTS) - 1 if still else int((self.elapsed - CUE_AFTER_MS) // STEP_MS) % len(DOTS)

    def update(self, dt_ms: float, still: bool = False) -> bool:
        """Advance the clock; True when the cue's look changed (the frame must show it)."""
        if self.seat is None:
            return False
        self.elapsed += dt_ms
        dots = self.dots(still)
        changed, self.shown = dots != self.shown, dots
        return changed

    def draw(self, surface: pygame.Surface, place: Any) -> None:
        """The bubble at the seat's callout place (`place(seat)`), when it shows."""
        if self.seat is None or self.shown < 0:
            return
        at = place(self.seat)
        if at is not None:
            draw_pill(surface, Callout(DOTS[self.shown], at), at)
