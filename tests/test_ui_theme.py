"""STYLE.md: text contrast at least 4.5:1 against its background, for every pairing the
widgets and scenes use."""

from __future__ import annotations

import pytest

from game.ui import theme
from game.ui.games import lobby_games


def luminance(colour: tuple[int, ...]) -> float:
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


#: The app's felt and every game's (from its join, game/ui/games.py).
FELTS = {**theme.FELT, **{game.id: game.felt for game in lobby_games()}}
PAIRS = {
    "body on stock": (theme.INK, theme.STOCK),
    "muted on stock": (theme.INK_MUTED, theme.STOCK),
    "muted on a hovered card": (theme.INK_MUTED, theme.STOCK_SHADE),
    "link on stock": (theme.ACCENT, theme.STOCK),
    "link on hover": (theme.ACCENT, theme.STOCK_SHADE),
    "primary button": (theme.STOCK, theme.ACCENT),
    "disabled button": (theme.DISABLED_INK, theme.DISABLED_FILL),
    "top bar title": (theme.ON_FELT, theme.BAR),
    "bar button": (theme.ON_FELT, (64, 82, 74)),
    "tooltip and toast": (theme.STOCK, theme.INK),
    **{f"text on {name} felt": (theme.ON_FELT, colour) for name, colour in FELTS.items()},
    "muted text on the lobby felt": (theme.ON_FELT_MUTED, theme.FELT["lobby"]),
}


@pytest.mark.parametrize("name", PAIRS)
def test_text_contrast_is_at_least_4_5(name) -> None:
    fg, bg = PAIRS[name]
    assert ratio(fg, bg) >= 4.5, f"{name}: {ratio(fg, bg):.2f}:1"


@pytest.mark.parametrize("background", [theme.STOCK, theme.BAR, *FELTS.values()])
def test_one_of_the_focus_ring_tones_stands_out_on_every_background(background) -> None:
    assert max(ratio(theme.FOCUS, background), ratio(theme.INK, background)) >= 3
