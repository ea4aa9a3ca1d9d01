"""Slices sized for WebAssembly (game/ai/search.py `slice_work`): a search that yields three
times as often, as in the browser, makes exactly the same decisions."""

from __future__ import annotations

import importlib

import pytest

from bench.ai_slices import positions
from game.ai import search
from game.ui.games import make_opponent
from tests.test_ai_search import run

#: Positions per game. Kadabra's 32nd was searched one sample longer on the web before its
#: budget was counted in grains apart from the slices (issue 31).
POSITIONS = {"kadabra": 32, "mada": 6, "maumau": 6}


def thought(opponent, view) -> tuple[object, int]:
    """The decision and how many slices it took."""
    return run(opponent.think(view))


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_web_slices_make_the_same_decisions(game, monkeypatch) -> None:
    module = importlib.import_module(f"game.ai.{game}")
    desktop = module.YIELD_EVERY * search.SLICE_DIVISOR
    views = positions(game, POSITIONS[game])
    fine_every = search.slice_work(desktop) if search.SLICE_DIVISOR > 1 else desktop // 3
    seen = {}
    for every in (desktop, fine_every):
        monkeypatch.setattr(module, "YIELD_EVERY", every)
        seen[every] = [
            thought(make_opponent(game, "hard", view["seat"], 7), view) for view in views
        ]
    (wide, fine) = seen.values()
    assert [d for d, _ in wide] == [d for d, _ in fine]
    assert sum(n for _, n in fine) > sum(n for _, n in wide)  # and more, shorter slices
