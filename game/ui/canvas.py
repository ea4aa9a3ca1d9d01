"""The fixed 1280x720 canvas and its place in the window (letterboxed, aspect kept).

All layout is done once, on the canvas. On the desktop the window may have any size: the
canvas is scaled into the largest rectangle of the same aspect that fits, centred, and
pointer positions are mapped back. In the browser the window *is* the canvas (the page
scales it with CSS), so the mapping is the identity.
"""

from __future__ import annotations

import pygame

from game.ui.theme import CANVAS_SIZE

POINTER_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


class Viewport:
    """Where the canvas sits in a window of a given size."""

    def __init__(self, window_size: tuple[int, int], canvas_size: tuple[int, int] = CANVAS_SIZE):
        self.canvas_size = canvas_size
        self.resize(window_size)

    def resize(self, window_size: tuple[int, int]) -> None:
        cw, ch = self.canvas_size
        ww, wh = max(1, window_size[0]), max(1, window_size[1])
        self.window_size = (ww, wh)
        self.scale = min(ww / cw, wh / ch)
        w, h = round(cw * self.scale), round(ch * self.scale)
        self.rect = pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)

    @property
    def identity(self) -> bool:
        return self.rect.size == self.canvas_size and self.rect.topleft == (0, 0)

    def to_canvas(self, pos: tuple[float, float]) -> tuple[int, int]:
        """A window position to canvas pixels (clamped, so a letterbox click lands on an edge)."""
        cw, ch = self.canvas_size
        x = (pos[0] - self.rect.x) / self.scale
        y = (pos[1] - self.rect.y) / self.scale
        return (min(cw - 1, max(0, int(x))), min(ch - 1, max(0, int(y))))

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        """The window pixel at the centre of a canvas pixel."""
        return (
            self.rect.x + int((pos[0] + 0.5) * self.scale),
            self.rect.y + int((pos[1] + 0.5) * self.scale),
        )

    def map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """The same event with its pointer position (and motion) in canvas pixels."""
        if event.type not in POINTER_EVENTS or self.identity:
            return event
        data = dict(event.dict)
        data["pos"] = self.to_canvas(event.pos)
        if "rel" in data:
            data["rel"] = (round(data["rel"][0] / self.scale), round(data["rel"][1] / self.scale))
        return pygame.event.Event(event.type, data)

    def present(self, canvas: pygame.Surface, window: pygame.Surface) -> None:
        """Draw the canvas into the window: a plain blit, or smooth-scaled into the letterbox."""
        if self.identity:
            if canvas is not window:
                window.blit(canvas, (0, 0))
            return
        window.fill((0, 0, 0))
        pygame.transform.smoothscale(canvas, self.rect.size, window.subsurface(self.rect))
