"""The collection policy (game/ui/collect.py): with it installed, no full collection starts
by itself while play allocates, the safe point runs it once it is due (and frees the
cycles it was holding), and the app reaches a safe point when a decision comes in."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest
from test_ui_support import app_fixture, data_dir_fixture  # noqa: F401

from game.ui import collect
from game.ui.scene import Scene


@pytest.fixture
def restored() -> Iterator[None]:
    """Each test starts and ends with CPython's own schedule."""
    before = gc.get_threshold()
    yield
    gc.set_threshold(*before)


class Node:
    """A cycle only the collector frees."""

    def __init__(self) -> None:
        self.me = self


def middle_passes(n: int) -> list[list[int]]:
    """Allocate (and keep) until `n` middle-generation passes have run by themselves."""
    kept: list[list[int]] = []
    start = gc.get_stats()[1]["collections"]
    while gc.get_stats()[1]["collections"] - start < n:
        kept.extend([i] for i in range(1000))
    return kept


def test_full_passes_wait_for_the_safe_point(restored) -> None:
    collect.install()
    assert collect.installed()
    assert gc.get_threshold()[:2] == (collect.YOUNG, collect.MIDDLE)
    gc.collect()
    assert not collect.full_pass_due() and not collect.safe_point()
    ring = Node()
    gone = weakref.ref(ring)
    full = gc.get_stats()[2]["collections"]
    kept = middle_passes(2)  # the cycle, still held, ages into the oldest generation
    del ring
    kept += middle_passes(2 * collect.FULL_AFTER)  # past where CPython would run one
    assert gc.get_stats()[2]["collections"] == full, "a full pass started by itself"
    assert gone() is not None, "only a full pass frees an old cycle"
    assert collect.full_pass_due()
    assert collect.safe_point()
    assert gc.get_stats()[2]["collections"] == full + 1 and gone() is None
    assert not collect.full_pass_due() and not collect.safe_point()
    del kept


def test_without_the_policy_a_safe_point_does_nothing(restored) -> None:
    gc.set_threshold(700, 10, 10)
    full = gc.get_stats()[2]["collections"]
    assert not collect.installed() and not collect.safe_point()
    assert gc.get_stats()[2]["collections"] == full


def counting(n: int):
    for _ in range(n):
        yield
    return n


def test_the_app_installs_it_and_collects_when_a_decision_comes_in(
    app, restored, monkeypatch
) -> None:
    assert collect.installed()
    calls = []
    monkeypatch.setattr(collect, "safe_point", lambda: calls.append(app.frames) or False)
    scene = Scene(app)
    app.stack.push(scene)
    app.tasks.budget_ms = 0  # one step a frame
    scene.run_task(counting(3), lambda _: None)
    app.frame(0.016, [])
    assert app.tasks.busy and calls == [], "no safe point while the task thinks"
    while app.tasks.busy:
        app.frame(0.016, [])
    assert len(calls) == 1, "one safe point, in the frame its result came in"


def test_an_idle_app_collects_while_nothing_moves(app, restored, monkeypatch) -> None:
    """A still screen is a safe point: the full pass costs no frame that shows."""
    from game.ui.app import WARM_UP_AFTER

    calls = []
    monkeypatch.setattr(collect, "safe_point", lambda: calls.append(app.frames) or False)
    app.stack.push(Scene(app))
    for _ in range(WARM_UP_AFTER + 3):
        app.frame(0.016, [])
    assert calls, "idle frames call the safe point"
    assert all(frame > 1 for frame in calls), "not the frames that draw the scene"
