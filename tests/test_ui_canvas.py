"""The canvas in the window: letterbox, aspect kept, pointer mapped back."""

from __future__ import annotations

import pygame
import pytest

from game.ui.canvas import Viewport


def test_same_size_is_the_identity() -> None:
    v = Viewport((1280, 720))
    assert v.identity and v.to_canvas((640, 360)) == (640, 360)
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(3, 4), button=1)
    assert v.map_event(event) is event


@pytest.mark.parametrize(
    ("window", "rect"),
    [
        ((960, 540), (0, 0, 960, 540)),
        ((1920, 1200), (0, 60, 1920, 1080)),  # taller: bars above and below
        ((2000, 720), (360, 0, 1280, 720)),  # wider: bars left and right
    ],
)
def test_letterbox_keeps_the_aspect(window, rect) -> None:
    v = Viewport(window)
    assert tuple(v.rect) == rect


def test_pointer_positions_map_back_to_canvas_pixels() -> None:
    v = Viewport((1920, 1200))
    assert v.to_canvas((0, 60)) == (0, 0)
    assert v.to_canvas((960, 600)) == (640, 360)
    assert v.to_canvas((1919, 1139)) == (1279, 719)
    assert v.to_canvas((6, 5)) == (4, 0), "a tap on the bar lands on the edge"
    for point in [(0, 0), (100, 200), (1279, 719)]:
        assert v.to_canvas(v.to_window(point)) == point


def test_mouse_events_are_mapped_and_others_untouched() -> None:
    v = Viewport((960, 540))
    event = pygame.event.Event(pygame.MOUSEMOTION, pos=(480, 270), rel=(3, 3), buttons=(0, 0, 0))
    mapped = v.map_event(event)
    assert mapped.pos == (640, 360) and mapped.rel == (4, 4)
    keyev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    assert v.map_event(keyev) is keyev


def test_present_scales_into_the_letterbox() -> None:
    canvas = pygame.Surface((1280, 720))
    canvas.fill((200, 100, 50))
    window = pygame.Surface((1920, 1200))
    window.fill((9, 9, 9))
    Viewport((1920, 1200)).present(canvas, window)
    assert window.get_at((960, 30))[:3] == (0, 0, 0)  # the bar
    assert window.get_at((960, 600))[:3] == (200, 100, 50)
