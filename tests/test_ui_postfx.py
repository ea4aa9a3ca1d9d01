"""The display post-process: nothing at 0/0/0, the printed look at the default 50/50/50,
each slider moving away from plain towards its strongest, button fills and text that stay
readable at the extremes, and grain that stays fine and faint."""

from __future__ import annotations

import statistics

import pygame
import pytest
from test_ui_support import app_fixture, data_dir_fixture  # noqa: F401

from game import storage
from game.ui import theme
from game.ui.postfx import GRAIN_MAX, PostFX
from game.ui.widgets.button import STYLES


@pytest.fixture
def frame(app) -> pygame.Surface:
    """A real lobby frame, before the post-process."""
    app.stack.push(app.open_scene("lobby"))
    app.stack.draw(app.canvas)
    return app.canvas.copy()


def processed(frame: pygame.Surface, contrast=0, grain=0, temperature=0) -> pygame.Surface:
    fx = PostFX()
    fx.configure(contrast, grain, temperature)
    out = frame.copy()
    fx.apply(out)
    return out


def luma_of(colour) -> float:
    r, g, b = colour[:3]
    return 0.299 * r + 0.587 * g + 0.114 * b


def luma(surface: pygame.Surface, step: int = 16) -> list[float]:
    return [
        luma_of(surface.get_at((x, y)))
        for y in range(0, surface.get_height(), step)
        for x in range(0, surface.get_width(), step)
    ]


def flat(colour=(120, 120, 120), size=(1280, 720)) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(colour)
    return surface


def ramp() -> pygame.Surface:
    surface = pygame.Surface((1280, 720))
    for x in range(1280):
        v = 40 + x * 160 // 1280
        pygame.draw.line(surface, (v, v, v), (x, 0), (x, 719))
    return surface


def warmth(surface: pygame.Surface) -> float:
    r, _g, b, _ = pygame.transform.average_color(surface)
    return r - b


def test_0_0_0_is_pixel_identical(frame) -> None:
    out = processed(frame)
    assert pygame.image.tobytes(out, "RGB") == pygame.image.tobytes(frame, "RGB")


def test_the_app_applies_no_pass_when_plain(app) -> None:
    for key in ("contrast", "grain", "temperature"):
        app.set_setting(key, 0)
    app.stack.push(app.open_scene("lobby"))
    app.render()
    reference = app.canvas.copy()
    app.stack.draw(reference)
    assert pygame.image.tobytes(app.canvas, "RGB") == pygame.image.tobytes(reference, "RGB")


def test_the_default_is_the_printed_look(app, frame) -> None:
    defaults = [storage.SETTINGS_DEFAULTS[k] for k in ("contrast", "grain", "temperature")]
    assert defaults == [50, 50, 50]
    assert [app.postfx.contrast, app.postfx.grain, app.postfx.temperature] == defaults
    out = processed(frame, 50, 50, 50)
    assert warmth(out) > warmth(frame) + 4, "slightly warm"
    paper = statistics.pstdev(luma(processed(flat(theme.STOCK), 50, 50, 50), step=7))
    assert 1.5 < paper < 6, "a light grain on the card stock"
    stock = pygame.transform.average_color(processed(flat(theme.STOCK), 50, 0, 50))
    assert stock[:3] != (255, 255, 255) and all(
        abs(a - b) <= 14 for a, b in zip(stock[:3], theme.STOCK, strict=True)
    ), f"the paper stays warm off-white: {stock}"


@pytest.mark.parametrize("slider", ["contrast", "grain", "temperature"])
def test_each_slider_moves_away_from_plain(frame, slider) -> None:
    outs = {v: processed(frame, **{slider: v}) for v in (0, 50, 100)}
    plain = pygame.image.tobytes(frame, "RGB")
    assert pygame.image.tobytes(outs[0], "RGB") == plain, "0 adds nothing"
    assert pygame.image.tobytes(outs[50], "RGB") != plain
    assert pygame.image.tobytes(outs[100], "RGB") != pygame.image.tobytes(outs[50], "RGB")


def test_contrast_spreads_the_tones_more_as_it_grows() -> None:
    spread = [statistics.pstdev(luma(processed(ramp(), contrast=v))) for v in (0, 50, 100)]
    assert spread[0] * 1.05 < spread[1] and spread[1] * 1.05 < spread[2]


def test_temperature_warms_more_as_it_grows(frame) -> None:
    w0, w50, w100 = (warmth(processed(frame, temperature=v)) for v in (0, 50, 100))
    assert w0 + 4 < w50 and w50 + 4 < w100


def test_grain_is_noise_of_the_right_strength_and_mean() -> None:
    base = flat()
    spread = [statistics.pstdev(luma(processed(base, grain=v), step=7)) for v in (0, 50, 100)]
    assert spread[0] == 0 and 1.5 < spread[1] < spread[2]
    for v in (50, 100):
        mean = statistics.mean(luma(processed(base, grain=v), step=7))
        assert abs(mean - 120) < 2, "grain does not brighten or darken"


def test_grain_stays_fine_and_faint_so_text_never_goes_blotchy() -> None:
    from game.ui import fonts

    text = flat(theme.BAR, (400, 80))
    text.blit(fonts.render("Settings Mau Ёё", theme.MIN_TEXT, theme.ON_FELT), (10, 20))
    clean = pygame.image.tobytes(processed(text, 100, 0, 100), "RGB")
    for grain, bound in ((50, GRAIN_MAX // 2 + 1), (100, GRAIN_MAX)):
        grainy = processed(text, 100, grain, 100)
        pixels = pygame.image.tobytes(grainy, "RGB")
        worst = max(abs(a - b) for a, b in zip(clean, pixels, strict=True))
        assert worst <= bound, f"grain {grain} moves a pixel by {worst} levels"
    same = sum(grainy.get_at((x, 5)) == grainy.get_at((x + 1, 5)) for x in range(300))
    assert same < 60, "1-px grain, no blotches"


def contrast_ratio(a, b) -> float:
    def lum(colour):
        def lin(c):
            c /= 255
            return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

        r, g, b = (lin(c) for c in colour[:3])
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def after(colour, values) -> tuple[int, int, int]:
    return tuple(pygame.transform.average_color(processed(flat(colour, (64, 64)), *values))[:3])


@pytest.mark.parametrize("values", [(50, 50, 50), (100, 100, 100), (100, 0, 0)])
def test_button_fills_stay_visible_and_text_readable(values) -> None:
    """Each button style against what it sits on keeps most of its difference in light."""
    backgrounds = {
        "primary": theme.STOCK,
        "secondary": theme.FELT["lobby"],
        "bar": theme.BAR,
    }
    for style, ground in backgrounds.items():
        fill = STYLES[style][0]
        before = abs(luma_of(fill) - luma_of(ground))
        now = abs(luma_of(after(fill, values)) - luma_of(after(ground, values)))
        assert now > 0.6 * before and now >= 10, (style, before, now)
    for ink, ground in (
        (theme.INK, theme.STOCK),
        (theme.INK_MUTED, theme.STOCK),
        (theme.ON_FELT, theme.BAR),
        (theme.ON_FELT_MUTED, theme.felt("cuccu")),
    ):
        assert contrast_ratio(after(ink, values), after(ground, values)) >= 4.5, (ink, ground)


@pytest.mark.parametrize("values", [(50, 50, 50), (100, 100, 100), (0, 50, 0), (100, 0, 30)])
def test_every_look_follows_its_model_on_average(values) -> None:
    """Whichever passes a look takes (folded or not), a flat grey ends on average where
    y = a*x + b + noise puts it, channel by channel."""
    from game.ui.postfx import _Plan

    gains, offsets, amplitude = _Plan.gains_and_offsets(*values)
    for level in (40, 90, 150, 210, 244):
        out = pygame.transform.average_color(processed(flat((level,) * 3), *values))[:3]
        for channel, (a, b) in enumerate(zip(gains, offsets, strict=True)):
            expected = min(255.0, max(0.0, a * level + b + amplitude / 2))
            assert abs(out[channel] - expected) <= 2.5, (level, channel, out, expected)
