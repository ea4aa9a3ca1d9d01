"""Display post-process: contrast, grain and colour temperature over the finished frame.

Each slider runs 0..100 with 50 = unchanged; at 50/50/50 the pass does nothing at all, so
the frame is pixel-identical to no pass. The work is a handful of full-frame fills and
blits with pygame's blend modes (SIMD in C), never per-pixel Python:

- contrast k around mid-grey: below 1 a multiply then an add; above 1 a subtract, a
  multiply by k/2 and a copy of the frame added back (x2), since blend multiply cannot gain;
- temperature: per-channel multiply (folded into the contrast multiply) and offsets;
- grain: a noise texture made once (fine noise above 50, coarse 3-px grain below 50),
  scaled to the strength when the setting changes, added each frame; its mean is taken
  back out with the other offsets.
All offsets are summed per channel into at most one add fill and one subtract fill.
"""

from __future__ import annotations

import itertools
import random

import pygame

from game.ui.theme import CANVAS_SIZE

NEUTRAL = 50
GRAIN_MAX = 44  # strongest grain: noise spans this many levels
CONTRAST_LOW, CONTRAST_HIGH = 0.6, 1.6  # k at 0 and at 100


def _noise_tile(rng: random.Random, cell: int, size: int = 256) -> pygame.Surface:
    """A grey noise tile; `cell` > 1 gives coarse grain (blocks scaled up, no smoothing)."""
    n = -(-size // cell)
    grey = rng.randbytes(n * n)
    rgb = bytes(itertools.chain.from_iterable(zip(grey, grey, grey, strict=True)))
    tile = pygame.image.frombytes(rgb, (n, n), "RGB")
    if cell > 1:
        tile = pygame.transform.scale(tile, (n * cell, n * cell))
    return tile


def _tiled(tile: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    tw, th = tile.get_size()
    for y in range(0, size[1], th):
        for x in range(0, size[0], tw):
            surface.blit(tile, (x, y))
    return surface


class PostFX:
    """Holds the current settings and the textures they need; `apply` runs on each frame."""

    def __init__(self, size: tuple[int, int] = CANVAS_SIZE, seed: int = 7) -> None:
        self.size = size
        self._rng = random.Random(seed)
        self._noise_base: dict[int, pygame.Surface] = {}
        self._grain: pygame.Surface | None = None
        self.contrast = self.grain = self.temperature = NEUTRAL
        self._plan: _Plan | None = None
        self._scratch: pygame.Surface | None = None

    @property
    def identity(self) -> bool:
        return self.contrast == self.grain == self.temperature == NEUTRAL

    def configure(self, contrast: int, grain: int, temperature: int) -> None:
        """Take new slider values (0..100); textures are rebuilt only when grain changes."""
        values = [max(0, min(100, int(v))) for v in (contrast, grain, temperature)]
        if self._plan is not None and values == [self.contrast, self.grain, self.temperature]:
            return
        grain_changed = values[1] != self.grain or self._grain is None
        self.contrast, self.grain, self.temperature = values
        if grain_changed:
            self._grain = self._grain_texture()
        self._plan = _Plan.make(self.contrast, self.grain, self.temperature)

    def _grain_texture(self) -> pygame.Surface | None:
        if self.grain == NEUTRAL:
            return None
        cell = 1 if self.grain > NEUTRAL else 3
        base = self._noise_base.get(cell)
        if base is None:
            base = _tiled(_noise_tile(self._rng, cell), self.size)
            self._noise_base[cell] = base
        amplitude = round(abs(self.grain - NEUTRAL) / NEUTRAL * GRAIN_MAX)
        texture = base.copy()
        texture.fill((amplitude,) * 3, special_flags=pygame.BLEND_RGB_MULT)
        return texture

    def apply(self, surface: pygame.Surface) -> None:
        """Post-process `surface` in place (nothing at all at 50/50/50)."""
        if self.identity:
            return
        if self._plan is None:
            self.configure(self.contrast, self.grain, self.temperature)
        plan = self._plan
        assert plan is not None
        if plan.pre_sub:
            surface.fill(plan.pre_sub, special_flags=pygame.BLEND_RGB_SUB)
        if plan.mult:
            surface.fill(plan.mult, special_flags=pygame.BLEND_RGB_MULT)
        if plan.double:
            # x2 as copy + add: blitting a surface onto itself takes a slow overlap path.
            scratch = self._scratch
            if scratch is None or scratch.get_size() != surface.get_size():
                scratch = self._scratch = surface.copy()
            else:
                scratch.blit(surface, (0, 0))
            surface.blit(scratch, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        if plan.add:
            surface.fill(plan.add, special_flags=pygame.BLEND_RGB_ADD)
        if plan.sub:
            surface.fill(plan.sub, special_flags=pygame.BLEND_RGB_SUB)
        if self._grain is not None:
            surface.blit(self._grain, (0, 0), special_flags=pygame.BLEND_RGB_ADD)


Triple = tuple[int, int, int]


class _Plan:
    """The fills one frame needs; None for a step that would change nothing."""

    def __init__(self) -> None:
        self.pre_sub: Triple | None = None
        self.mult: Triple | None = None
        self.double = False
        self.add: Triple | None = None
        self.sub: Triple | None = None

    @staticmethod
    def make(contrast: int, grain: int, temperature: int) -> _Plan:
        plan = _Plan()
        c = (contrast - NEUTRAL) / NEUTRAL
        k = 1 + c * ((CONTRAST_HIGH - 1) if c > 0 else (1 - CONTRAST_LOW))
        w = (temperature - NEUTRAL) / NEUTRAL
        # Warm: less blue, a touch less green, a lift of red; cool: the mirror image.
        gains = (1 - 0.16 * max(0.0, -w), 1 - 0.05 * abs(w), 1 - 0.22 * max(0.0, w))
        offsets = [14 * max(0.0, w), 0.0, 14 * max(0.0, -w)]
        amplitude = round(abs(grain - NEUTRAL) / NEUTRAL * GRAIN_MAX)
        offsets = [o - amplitude / 2 for o in offsets]
        if k > 1:
            # x' = 2 * (k/2 * (x - 128(k-1)/k)): a subtract first (negative offsets folded
            # in, divided by k as the gain follows), then multiply by k/2 and double.
            pre = [128 * (k - 1) / k - min(0.0, o) / k for o in offsets]
            plan.pre_sub = _triple(pre)
            plan.mult = _mult([k / 2 * g for g in gains])
            plan.double = True
            offsets = [max(0.0, o) for o in offsets]
        else:
            plan.mult = _mult([k * g for g in gains])
            offsets = [o + 128 * (1 - k) for o in offsets]
        plan.add = _triple([max(0.0, o) for o in offsets])
        plan.sub = _triple([max(0.0, -o) for o in offsets])
        return plan


def _triple(values: list[float]) -> Triple | None:
    out = tuple(max(0, min(255, round(v))) for v in values)
    return out if any(out) else None  # type: ignore[return-value]


def _mult(values: list[float]) -> Triple | None:
    out = tuple(max(0, min(255, round(v * 255))) for v in values)
    return None if out == (255, 255, 255) else out  # type: ignore[return-value]
