"""Fonts and text rendering: DejaVu Sans loaded by file path, Font objects cached per size.

The browser build cannot use SysFont or BytesIO, so fonts are opened by path relative to
the app folder. Rendering text is the costly part of a redraw, so rendered lines are kept
in a small cache keyed by (text, size, bold, colour): a full redraw is then mostly blits.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import pygame

from game.ui.lru import LRU
from game.ui.theme import MIN_TEXT

APP_DIR = Path(__file__).resolve().parent.parent.parent
REGULAR = "assets/fonts/DejaVuSans.ttf"
BOLD = "assets/fonts/DejaVuSans-Bold.ttf"

Colour = tuple[int, int, int]

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_LINE_CACHE = 600
_lines: LRU[pygame.Surface] = LRU(_LINE_CACHE)
#: Pixels kept free in every wrap and fit check. The browser's SDL_ttf measures text about
#: 1 px wider than the desktop's; with this slack both wrap and shrink text the same way,
#: and what fits on the desktop fits in the browser.
SLACK = 3

#: A check's ear (tests/test_i18n_render.py), None in the game. When set it hears
#: ``(kind, text, size, bold, fits)`` for every line rendered (kind "render") and every
#: fitting: "wrap" (fits False when a word had to be split), "fit_size" (False when the
#: text is still too wide at the minimum size), "fit_lines" (False when it still needs more
#: lines than allowed) and "fit_box" (False when it was cut with an ellipsis). Off, it
#: costs one comparison per call; the fitting itself stays cached.
Watcher = Callable[[str, str, int, bool, bool], None]
watcher: Watcher | None = None
#: The smallest text of the app's profile (game/ui/table/profile.py `min_text`, set by the
#: app): every fit shrinks no further and every line is drawn at least this big, so a
#: phone's compact profile raises every text on every screen at once.
min_text = MIN_TEXT


def set_min_text(size: int) -> None:
    """Make `size` the smallest text (never below the 20 px of the full canvas); the
    fittings worked out at the old minimum are forgotten."""
    global min_text
    size = max(MIN_TEXT, int(size))
    if size != min_text:
        min_text = size
        for cached in (_wrap, _fit_size, _fit_lines, _fit_box):
            cached.cache_clear()


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The shipped font at `size` px (never below the profile's minimum)."""
    size = max(min_text, int(size))
    if not pygame.font.get_init():
        pygame.font.init()
        _fonts.clear()
    key = (size, bold)
    cached = _fonts.get(key)
    if cached is None:
        if not _fonts:  # Font objects die with pygame.quit(): forget them then
            pygame.register_quit(_fonts.clear)
        path = (APP_DIR / (BOLD if bold else REGULAR)).as_posix()
        cached = pygame.font.Font(path, size)
        _fonts[key] = cached
    return cached


def render(
    text: str, size: int, colour: Colour, bold: bool = False, background: Colour | None = None
) -> pygame.Surface:
    """One line of antialiased text, cached. With the `background` it lies on (a solid
    fill), the line is opaque: a plain copy instead of an alpha blend, several times
    cheaper in the browser, with the same pixels."""
    size = max(min_text, int(size))
    if watcher is not None:
        watcher("render", text, size, bold, True)
    key = (text, size, bold, tuple(colour), background and tuple(background))
    surface = _lines.get(key)
    if surface is None:
        if background is None:
            image = font(size, bold).render(text, True, colour)
        else:
            image = font(size, bold).render(text, True, colour, background)
            if pygame.display.get_surface() is not None:
                image = image.convert()
        surface = _lines.put(key, image)
    return surface


def width(text: str, size: int, bold: bool = False) -> int:
    return font(size, bold).size(text)[0]


def _room(max_width: int) -> int:
    """The width a line may use inside `max_width`, keeping the browser's slack."""
    return max(1, max_width - SLACK)


def line_height(size: int, bold: bool = False) -> int:
    return font(size, bold).get_linesize()


def wrap(text: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """Greedy word wrap (keeping SLACK px free); a word longer than the width is split by
    characters."""
    lines, split = _wrap(text, size, max_width, bold)
    if watcher is not None:
        watcher("wrap", text, size, bold, not split)
    return lines


@lru_cache(maxsize=1024)
def _wrap(text: str, size: int, max_width: int, bold: bool) -> tuple[list[str], bool]:
    """`wrap`'s lines, and whether a word had to be split (it was wider than the box)."""
    f = font(size, bold)
    max_width = _room(max_width)
    lines: list[str] = []
    split = False
    for paragraph in text.split("\n"):
        current = ""
        for word in paragraph.split(" "):
            candidate = f"{current} {word}" if current else word
            if f.size(candidate)[0] <= max_width:
                current = candidate
                continue
            if current:
                lines.append(current)
            current = word
            while f.size(current)[0] > max_width and len(current) > 1:
                split = True
                cut = len(current)
                while cut > 1 and f.size(current[:cut])[0] > max_width:
                    cut -= 1
                lines.append(current[:cut])
                current = current[cut:]
        lines.append(current)
    return lines, split


def fit_size(text: str, size: int, max_width: int, bold: bool = False) -> int:
    """The largest size <= `size` (and >= the minimum) at which `text` fits on one line."""
    size = _fit_size(text, size, max_width, bold)
    if watcher is not None:
        watcher("fit_size", text, size, bold, width(text, size, bold) <= _room(max_width))
    return size


@lru_cache(maxsize=512)
def _fit_size(text: str, size: int, max_width: int, bold: bool) -> int:
    while size > min_text and width(text, size, bold) > _room(max_width):
        size -= 1
    return size


def fit_lines(
    text: str, size: int, max_width: int, max_lines: int, bold: bool = False, spill: int = 0
) -> tuple[int, list[str]]:
    """Shrink towards the minimum size until `text` wraps into at most `max_lines` lines.

    At the minimum size the text may still need more lines; the caller then has them all
    (nothing is silently cut off). `spill`: that many more lines are room the caller has
    (tried only when `max_lines` cannot hold the text even at the minimum size).
    """
    most = max_lines
    fitted, lines, split = _fit_lines(text, size, max_width, max_lines, bold)
    if len(lines) > max_lines and spill:
        most = max_lines + spill
        fitted, lines, split = _fit_lines(text, size, max_width, most, bold)
    if watcher is not None:
        watcher("fit_lines", text, fitted, bold, len(lines) <= most and not split)
    return fitted, lines


@lru_cache(maxsize=512)
def _fit_lines(
    text: str, size: int, max_width: int, max_lines: int, bold: bool
) -> tuple[int, list[str], bool]:
    while True:
        lines, split = _wrap(text, size, max_width, bold)
        if len(lines) <= max_lines or size <= min_text:
            return size, lines, split
        size -= 1


def fit_box(
    text: str, size: int, max_width: int, max_height: int, bold: bool = False
) -> tuple[int, list[str]]:
    """Shrink towards the minimum size until the wrapped text fits the box; if it still
    does not fit at the minimum, the last line that fits ends with an ellipsis."""
    size, lines, cut = _fit_box(text, size, max_width, max_height, bold)
    if watcher is not None:
        watcher("fit_box", text, size, bold, not cut)
    return size, lines


@lru_cache(maxsize=256)
def _fit_box(
    text: str, size: int, max_width: int, max_height: int, bold: bool
) -> tuple[int, list[str], bool]:
    while True:
        lines, split = _wrap(text, size, max_width, bold)
        step = line_height(size, bold)
        if len(lines) * step <= max_height or size <= min_text:
            break
        size -= 1
    room = max(1, max_height // step)
    cut = split
    if len(lines) > room:
        cut = True
        lines = lines[:room]
        last = lines[-1]
        while last and width(last + "…", size, bold) > _room(max_width):
            last = last[:-1]
        lines[-1] = last.rstrip() + "…"
    return size, lines, cut
