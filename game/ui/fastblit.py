"""Card blits that stay cheap on WebAssembly.

A card is a rounded rectangle with per-pixel alpha, and an alpha blit costs about 0.6 ms for
a 100x140 card in pygbag's pygame-ce (no SIMD there), against 0.02 ms for an opaque one.
Only the rows at the rounded corners need alpha, though: `blit` draws an image as runs of
rows, the fully opaque runs as plain copies and only the rest with alpha, which gives the
same pixels for a tenth of the cost. The split of an image is worked out once and kept
while the image lives (the art caches keep card faces alive).

`shadow_strips` does the same for a drop shadow under an opaque card: only the L of the
shadow beside and below the card can show, so only that is drawn.
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

import pygame

MIN_AREA = 4000  # smaller images blit fast enough as they are
Piece = tuple[pygame.Surface, int]  # a run of rows and its first row

_pieces: WeakKeyDictionary[pygame.Surface, tuple[Piece, ...]] = WeakKeyDictionary()


def _split(image: pygame.Surface) -> tuple[Piece, ...]:
    width, height = image.get_size()
    whole = ((image, 0),)
    if not image.get_flags() & pygame.SRCALPHA or width * height < MIN_AREA:
        return whole
    if pygame.display.get_surface() is None:
        return whole  # no display format to convert the opaque rows to
    solid = pygame.mask.from_surface(image, 254)
    row = pygame.Mask((width, 1), fill=True)
    runs: list[list] = []  # [opaque, first row, last row + 1]
    for y in range(height):
        opaque = solid.overlap_area(row, (0, y)) == width
        if runs and runs[-1][0] == opaque:
            runs[-1][2] = y + 1
        else:
            runs.append([opaque, y, y + 1])
    if not any(opaque for opaque, _, _ in runs):
        return whole
    pieces = []
    for opaque, top, bottom in runs:
        band = image.subsurface((0, top, width, bottom - top))
        # copies, not subsurfaces: a piece must not keep its image alive (weak cache)
        pieces.append((band.convert() if opaque else band.copy(), top))
    return tuple(pieces)


def pieces(image: pygame.Surface) -> tuple[Piece, ...]:
    found = _pieces.get(image)
    if found is None:
        found = _pieces[image] = _split(image)
    return found


def blit(dest: pygame.Surface, image: pygame.Surface, pos: tuple[int, int] | pygame.Rect) -> None:
    """`dest.blit(image, pos)`, with the opaque rows copied instead of blended."""
    x, y = pos[0], pos[1]
    for piece, top in pieces(image):
        dest.blit(piece, (x, y + top))


def shadow_strips(
    dest: pygame.Surface,
    shadow: pygame.Surface,
    card: pygame.Rect,
    offset: tuple[int, int],
    radius: int,
) -> None:
    """Draw `shadow` (the card's size, at `card` moved by `offset` down-right) where an
    opaque card with corners of `radius` lets it show: the strip right of the card and the
    strip below it, each widened by the corner radius (the corners are transparent)."""
    dx, dy = offset
    w, h = card.size
    right = min(w, dx + radius)
    bottom = min(h, dy + radius)
    dest.blit(shadow, (card.x + dx + w - right, card.y + dy), (w - right, 0, right, h))
    dest.blit(shadow, (card.x + dx, card.y + dy + h - bottom), (0, h - bottom, w - right, bottom))
