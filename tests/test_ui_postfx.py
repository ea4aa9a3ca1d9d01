"""The display post-process: nothing at 50/50/50, and each slider does what it says."""

from __future__ import annotations

import statistics

import pygame
import pytest
from test_ui_support import app_fixture, data_dir_fixture  # noqa: F401

from game.ui.postfx import PostFX


@pytest.fixture
def frame(app) -> pygame.Surface:
    """A real lobby frame, before the post-process."""
    app.stack.push(app.open_scene("lobby"))
    app.stack.draw(app.canvas)
    return app.canvas.copy()


def processed(frame: pygame.Surface, contrast=50, grain=50, temperature=50) -> pygame.Surface:
    fx = PostFX()
    fx.configure(contrast, grain, temperature)
    out = frame.copy()
    fx.apply(out)
    return out


def luma(surface: pygame.Surface, step: int = 16) -> list[float]:
    values = []
    for y in range(0, surface.get_height(), step):
        for x in range(0, surface.get_width(), step):
            r, g, b, _ = surface.get_at((x, y))
            values.append(0.299 * r + 0.587 * g + 0.114 * b)
    return values


def test_50_50_50_is_pixel_identical(frame) -> None:
    out = processed(frame)
    assert pygame.image.tobytes(out, "RGB") == pygame.image.tobytes(frame, "RGB")


def test_the_app_applies_no_pass_at_neutral(app) -> None:
    app.stack.push(app.open_scene("lobby"))
    app.render()
    reference = app.canvas.copy()
    app.stack.draw(reference)
    assert pygame.image.tobytes(app.canvas, "RGB") == pygame.image.tobytes(reference, "RGB")


@pytest.mark.parametrize(
    "values",
    [
        (0, 50, 50),
        (100, 50, 50),
        (50, 0, 50),
        (50, 100, 50),
        (50, 50, 0),
        (50, 50, 100),
        (0, 0, 0),
        (100, 100, 100),
    ],
)
def test_every_extreme_changes_the_frame(frame, values) -> None:
    out = processed(frame, *values)
    assert pygame.image.tobytes(out, "RGB") != pygame.image.tobytes(frame, "RGB")


def test_contrast_spreads_or_narrows_the_tones() -> None:
    ramp = pygame.Surface((1280, 720))
    for x in range(1280):
        v = 60 + x * 130 // 1280
        pygame.draw.line(ramp, (v, v, v), (x, 0), (x, 719))
    base = statistics.pstdev(luma(ramp))
    assert statistics.pstdev(luma(processed(ramp, contrast=100))) > base * 1.4
    assert statistics.pstdev(luma(processed(ramp, contrast=0))) < base * 0.7
    mid = statistics.mean(luma(processed(ramp, contrast=100)))
    assert abs(mid - statistics.mean(luma(ramp))) < 6, "contrast pivots around mid-grey"


def test_temperature_warms_and_cools(frame) -> None:
    def warmth(surface):
        r, _g, b, _ = pygame.transform.average_color(surface)
        return r - b

    base = warmth(frame)
    assert warmth(processed(frame, temperature=100)) > base + 15
    assert warmth(processed(frame, temperature=0)) < base - 15


@pytest.mark.parametrize("grain", [0, 100])
def test_grain_adds_noise_to_flat_areas(grain) -> None:
    flat = pygame.Surface((1280, 720))
    flat.fill((120, 120, 120))
    out = processed(flat, grain=grain)
    values = luma(out, step=7)
    assert statistics.pstdev(values) > 4
    assert abs(statistics.mean(values) - 120) < 3, "grain does not brighten or darken"


def test_fine_and_coarse_grain_differ_in_size() -> None:
    flat = pygame.Surface((1280, 720))
    flat.fill((120, 120, 120))

    def neighbour_equal(surface):
        same = 0
        for x in range(300, 600):
            same += surface.get_at((x, 200)) == surface.get_at((x + 1, 200))
        return same

    assert neighbour_equal(processed(flat, grain=0)) > 2 * neighbour_equal(
        processed(flat, grain=100)
    )
