"""Drawn-surface caches drop their oldest entry when full, never everything at once (a
cleared cache made the next frame redraw every shape: a 60-80 ms frame in the monkey)."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.lru import LRU


def test_the_least_recently_used_entry_goes_first() -> None:
    cache: LRU[int] = LRU(3)
    for key in "abc":
        cache.put(key, ord(key))
    assert cache.get("a") == ord("a")  # a is fresh again: b is now the oldest
    cache.put("d", 4)
    assert "b" not in cache and len(cache) == 3
    assert [cache.get(k) for k in "acd"] == [ord("a"), ord("c"), 4]


def test_a_full_shape_cache_keeps_the_shapes_in_use(monkeypatch) -> None:
    surface = pygame.Surface((200, 200))
    in_use = [pygame.Rect(0, 0, 40 + i, 30) for i in range(5)]
    drawn = []
    real = theme.keyed_surface
    monkeypatch.setattr(theme, "keyed_surface", lambda size: (drawn.append(size), real(size))[1])
    for size in range(theme._SHAPE_CACHE * 2):  # a long session of many sizes
        for rect in in_use:
            theme.rounded(surface, theme.STOCK, rect)
        theme.rounded(surface, theme.STOCK, pygame.Rect(0, 0, 100, 10 + size % 500))
    redrawn = [size for size in drawn if size in [r.size for r in in_use]]
    assert len(redrawn) <= len(in_use), "the shapes drawn every frame were never dropped"
