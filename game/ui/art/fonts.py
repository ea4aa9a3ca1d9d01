"""The shipped DejaVu fonts for the card art, loaded by path (the browser has no system
fonts and cannot load fonts from memory) and cached per size.

The app's own font helper keeps text at 20 px or more (STYLE.md's minimum for UI text);
card indices and ribbons need smaller sizes on small cards, hence this separate cache.
"""

from __future__ import annotations

from pathlib import Path

import pygame

FONT_DIR = Path(__file__).resolve().parents[3] / "assets" / "fonts"

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}


def font(size: int, bold: bool = True) -> pygame.font.Font:
    """DejaVu Sans (Bold by default) at `size` pixels; initialises pygame.font on first use.
    Font objects die with pygame.quit(), so the cache forgets them then."""
    if not pygame.font.get_init():
        pygame.font.init()
        _fonts.clear()
    key = (max(1, size), bold)
    cached = _fonts.get(key)
    if cached is None:
        if not _fonts:
            pygame.register_quit(_fonts.clear)
        name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
        cached = _fonts[key] = pygame.font.Font((FONT_DIR / name).as_posix(), key[0])
    return cached


def fitted(text: str, size: int, max_width: int, bold: bool = True) -> pygame.font.Font:
    """The font at `size` or smaller so that `text` fits into `max_width` pixels."""
    while size > 6 and font(size, bold).size(text)[0] > max_width:
        size -= 1
    return font(size, bold)
