"""The shipped DejaVu fonts, loaded by path (the browser has no system fonts and cannot
load fonts from memory) and cached per size."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

FONT_DIR = Path(__file__).resolve().parents[3] / "assets" / "fonts"


@lru_cache(maxsize=64)
def font(size: int, bold: bool = True) -> pygame.font.Font:
    """DejaVu Sans (Bold by default) at `size` pixels; initialises pygame.font on first use."""
    if not pygame.font.get_init():
        pygame.font.init()
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font((FONT_DIR / name).as_posix(), max(1, size))


def fitted(text: str, size: int, max_width: int, bold: bool = True) -> pygame.font.Font:
    """The font at `size` or smaller so that `text` fits into `max_width` pixels."""
    while size > 6 and font(size, bold).size(text)[0] > max_width:
        size -= 1
    return font(size, bold)
