"""Display post-process: the "printed card" look (STYLE.md) over the finished frame.

Three sliders, each 0..100: 0 adds nothing (0/0/0 is no pass at all, the plain frame),
50 (the default) gives the printed look: gentle contrast, a slightly warm colour and a
light paper grain; 100 is the strongest. Per channel the pass computes

    y = a * x + b + noise,    noise in 0..amp (its mean taken back out in b)

with `a` and `b` from contrast (k around a light pivot) and temperature (per-channel gains and
a lift of red). The work is a handful of full-frame fills and blits with pygame's blend
modes (SIMD in C), never per-pixel Python:

- negative offsets: a subtract *before* the multiply (divided by a, which is exact since
  max(0, a(x - s)) = max(0, ax - as));
- the gains: one multiply fill; a gain above 1 (contrast) multiplies by a/2 and adds a
  copy of the frame to itself (x2), since blend multiply cannot gain;
- positive offsets and the grain: one tiled noise texture with the offsets baked in, made
  when a setting changes and added each frame.

When every channel's offset is at least as negative as the grain is wide (the default and
every look with some contrast), the offset and the grain fold into one texture subtracted
before the gains, a(x - T) with T = (-b - noise) / a, so a frame costs four passes (the
subtract, the multiply, the copy and the add) instead of five; that keeps the default look
under 1 ms a frame here (`python -m bench frame`). Black stays black then, grain-free.

The grain is fine 1-px noise of low amplitude (at most GRAIN_MAX levels in all, half
above and half below), so it reads as paper texture and never breaks up text.
"""

from __future__ import annotations

import itertools
import random

import pygame

from game.ui.theme import CANVAS_SIZE

DEFAULT = 50
GRAIN_MAX = 26  # strongest grain: the noise spans this many levels
# Contrast k = 1 + 0.2 at 100 (1.1 at the default) around a light pivot: the ink and the
# felt deepen while the paper barely brightens (a pivot at mid-grey would blow it out).
CONTRAST_MAX = 0.2
PIVOT = 170
# Warmth at 100: gains for green and blue, and a lift of red and green (levels).
WARM_GAIN = (1.0, 0.96, 0.88)
WARM_LIFT = (6.0, 2.0, 0.0)
BAND = 180  # rows per band of the passes: a band of each surface stays in the cache

Triple = tuple[int, int, int]


TILE = 256  # the grain tile's side: the frame repeats it
SEED = 7  # the grain's seed: the same paper on the desktop and in the browser (weblook)


def noise_bytes(size: int = TILE, seed: int = SEED) -> bytes:
    """The grain tile's grey levels, 0..255, row by row."""
    return random.Random(seed).randbytes(size * size)


def look_terms(contrast: int, grain: int, temperature: int) -> tuple[list[float], list[float], int]:
    """Per channel y = a*x + b (+ noise 0..amplitude): (a, b, amplitude) for the sliders."""
    return _Plan.gains_and_offsets(contrast, grain, temperature)


def _noise_tile(seed: int, size: int = TILE) -> pygame.Surface:
    """A grey noise tile, 0..255 per pixel, the same value in the three channels."""
    grey = noise_bytes(size, seed)
    rgb = bytes(itertools.chain.from_iterable(zip(grey, grey, grey, strict=True)))
    return pygame.image.frombytes(rgb, (size, size), "RGB")


def _tiled(tile: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    tw, th = tile.get_size()
    for y in range(0, size[1], th):
        for x in range(0, size[0], tw):
            surface.blit(tile, (x, y))
    return surface


class PostFX:
    """Holds the current settings and the textures they need; `apply` runs on each frame."""

    def __init__(self, size: tuple[int, int] = CANVAS_SIZE, seed: int = SEED) -> None:
        self.size = size
        self._seed = seed
        self._noise: pygame.Surface | None = None  # full-frame noise, 0..255, made once
        self._texture: pygame.Surface | None = None  # noise scaled + positive offsets
        self.contrast = self.grain = self.temperature = 0
        self._plan: _Plan | None = None
        self._scratch: pygame.Surface | None = None

    @property
    def identity(self) -> bool:
        """No pass at all (every slider at 0)."""
        return self.contrast == self.grain == self.temperature == 0

    def configure(self, contrast: int, grain: int, temperature: int) -> None:
        """Take new slider values (0..100); the texture is rebuilt at the next `apply`, so
        a drag's many values in one frame cost one rebuild."""
        values = [max(0, min(100, int(v))) for v in (contrast, grain, temperature)]
        if values != [self.contrast, self.grain, self.temperature]:
            self.contrast, self.grain, self.temperature = values
            self._plan = None

    def _rebuild(self) -> _Plan:
        plan = self._plan = _Plan.make(self.contrast, self.grain, self.temperature)
        if plan.pre_texture is not None:
            self._texture = self._make_pre_texture(plan)
        elif plan.amplitude or plan.add:
            self._texture = self._make_texture(plan)
        else:
            self._texture = None
        return plan

    def _scaled_noise(self, scale: Triple) -> pygame.Surface:
        """The full-frame noise with channel c running over 0..scale[c]."""
        if self._noise is None:
            self._noise = _tiled(_noise_tile(self._seed), self.size)
        texture = self._noise.copy()
        texture.fill(scale, special_flags=pygame.BLEND_RGB_MULT)
        return texture

    def _make_texture(self, plan: _Plan) -> pygame.Surface:
        """The noise scaled to the grain's amplitude, with the positive offsets added in."""
        if plan.amplitude == 0:
            texture = pygame.Surface(self.size)
            texture.fill(plan.add or (0, 0, 0))
            return texture
        texture = self._scaled_noise((plan.amplitude,) * 3)
        if plan.add:
            texture.fill(plan.add, special_flags=pygame.BLEND_RGB_ADD)
        return texture

    def _make_pre_texture(self, plan: _Plan) -> pygame.Surface:
        """T = (-b - noise) / a per channel: the offset minus the grain, before the gains."""
        assert plan.pre_texture is not None
        base, spread = plan.pre_texture
        texture = pygame.Surface(self.size)
        texture.fill(base)
        if any(spread):
            texture.blit(self._scaled_noise(spread), (0, 0), special_flags=pygame.BLEND_RGB_SUB)
        return texture

    def apply(self, surface: pygame.Surface) -> None:
        """Post-process `surface` in place (nothing at all at 0/0/0), band by band: a band
        of every surface involved stays in the cache across the passes (20% faster here)."""
        if self.identity:
            return
        plan = self._plan or self._rebuild()
        width, height = surface.get_size()
        scratch = self._scratch
        if plan.double and (scratch is None or scratch.get_width() < width):
            scratch = self._scratch = pygame.Surface((width, BAND))
        texture = self._texture
        for top in range(0, height, BAND):
            band = pygame.Rect(0, top, width, min(BAND, height - top))
            if plan.pre_texture is not None:
                surface.blit(texture, band, band, special_flags=pygame.BLEND_RGB_SUB)
            elif plan.pre_sub:
                surface.fill(plan.pre_sub, band, special_flags=pygame.BLEND_RGB_SUB)
            if plan.mult:
                surface.fill(plan.mult, band, special_flags=pygame.BLEND_RGB_MULT)
            if scratch is not None and plan.double:
                # x2 as copy + add: blitting a surface onto itself takes a slow overlap path.
                scratch.blit(surface, (0, 0), band)
                surface.blit(scratch, band, band.move(0, -top), special_flags=pygame.BLEND_RGB_ADD)
            if texture is not None and plan.pre_texture is None:
                surface.blit(texture, band, band, special_flags=pygame.BLEND_RGB_ADD)


class _Plan:
    """The fills one frame needs (None for a step that would change nothing)."""

    def __init__(self) -> None:
        self.pre_sub: Triple | None = None
        # (base, spread): the subtracted texture T = base - noise(0..spread), when it folds
        self.pre_texture: tuple[Triple, Triple] | None = None
        self.mult: Triple | None = None
        self.double = False
        self.add: Triple | None = None
        self.amplitude = 0

    @staticmethod
    def gains_and_offsets(
        contrast: int, grain: int, temperature: int
    ) -> tuple[list[float], list[float], int]:
        """Per channel y = a*x + b (+ noise 0..amplitude); returns (a, b, amplitude)."""
        k = 1 + CONTRAST_MAX * contrast / 100
        w = temperature / 100
        amplitude = round(GRAIN_MAX * grain / 100)
        gains = [k * (1 - (1 - g) * w) for g in WARM_GAIN]
        offsets = [k * lift * w - PIVOT * (k - 1) - amplitude / 2 for lift in WARM_LIFT]
        return gains, offsets, amplitude

    @classmethod
    def make(cls, contrast: int, grain: int, temperature: int) -> _Plan:
        plan = cls()
        gains, offsets, plan.amplitude = cls.gains_and_offsets(contrast, grain, temperature)
        plan.double = max(gains) > 1
        scale = 2 if plan.double else 1
        plan.mult = _mult([a / scale for a in gains])
        amplitude = plan.amplitude
        if all(-b >= amplitude for b in offsets) and any(b < 0 for b in offsets):
            base = _levels([-b / a for a, b in zip(gains, offsets, strict=True)])
            spread = _levels([amplitude / a for a in gains])
            plan.pre_texture = (base, spread)
            return plan
        plan.pre_sub = _triple([max(0.0, -b) / a for a, b in zip(gains, offsets, strict=True)])
        plan.add = _triple([max(0.0, b) for b in offsets])
        return plan


def _levels(values: list[float]) -> Triple:
    return tuple(max(0, min(255, round(v))) for v in values)  # type: ignore[return-value]


def _triple(values: list[float]) -> Triple | None:
    out = tuple(max(0, min(255, round(v))) for v in values)
    return out if any(out) else None  # type: ignore[return-value]


def _mult(values: list[float]) -> Triple | None:
    out = tuple(max(0, min(255, round(v * 255))) for v in values)
    return None if out == (255, 255, 255) else out  # type: ignore[return-value]
