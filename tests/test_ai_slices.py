"""Slices sized for WebAssembly (game/ai/base.py `slice_work`): a search that yields three
times as often, as in the browser, makes exactly the same decisions."""

from __future__ import annotations

import importlib

import pytest

from bench.ai_slices import positions
from game.ai import base
from game.ui.games import make_opponent


def thought(opponent, view) -> tuple[object, int]:
    """The decision and how many slices it took."""
    thinking, slices = opponent.think(view), 0
    try:
        while True:
            next(thinking)
            slices += 1
    except StopIteration as stop:
        return stop.value, slices


@pytest.mark.parametrize("game", ["kadabra", "mada", "maumau"])
def test_web_slices_make_the_same_decisions(game, monkeypatch) -> None:
    module = importlib.import_module(f"game.ai.{game}")
    desktop = module.YIELD_EVERY * base.SLICE_DIVISOR
    views = positions(game, 6)
    seen = {}
    for every in (desktop, base.slice_work(desktop) if base.SLICE_DIVISOR > 1 else desktop // 3):
        monkeypatch.setattr(module, "YIELD_EVERY", every)
        seen[every] = [
            thought(make_opponent(game, "hard", view["seat"], 7), view) for view in views
        ]
    (wide, fine) = seen.values()
    assert [d for d, _ in wide] == [d for d, _ in fine]
    assert sum(n for _, n in fine) > sum(n for _, n in wide)  # and more, shorter slices
