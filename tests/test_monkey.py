"""The monkey's slice: 20,000 seeded random pointer, touch, key and resize events over every
scene and table (a segment each) with no exception; and a failure file that replays the
exception it recorded. `make monkey` runs the million."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from test_ui_support import data_dir_fixture  # noqa: F401

from bench import monkey
from game.ui.scenes import registry
from game.ui.scenes.about import AboutScene

EVENTS = 20_000


@pytest.fixture(autouse=True)
def private_store(data_dir):
    """The monkey points the data folder elsewhere; the fixture restores it."""


def test_a_slice_of_the_monkey_raises_nothing_on_any_scene(tmp_path):
    scenes = registry.names()
    segment = -(-EVENTS // len(scenes))
    result = monkey.run(EVENTS, seed=7, out=tmp_path, segment=segment)
    summary = result.summary()
    assert summary["exceptions"] == 0, summary["failure"] and Path(summary["failure"]).read_text()
    assert summary["events"] >= EVENTS
    assert set(summary["scenes_seen"]) == set(scenes)
    assert summary["frames"] > 0 and summary["slowest_frame_ms"] > 0
    print(json.dumps(summary))


def test_every_kind_of_event_is_made():
    """Pointer, wheel, touch, keys and resize all come out of the generator."""
    made = set()

    class Window:
        def get_size(self):
            return (1280, 720)

    class FakeApp:
        window = Window()
        viewport = type("V", (), {"to_window": staticmethod(lambda p: p)})()
        stack = type("S", (), {"visible": []})()

    rng = monkey.random.Random(3)
    for _ in range(400):
        for record in monkey.make_events(FakeApp(), rng):
            made.add(record["type"])
            if record["type"] != "RESIZE":
                monkey.to_pygame(record)
    assert made >= {"MOUSEMOTION", "MOUSEBUTTONDOWN", "MOUSEBUTTONUP", "MOUSEWHEEL"}
    assert made >= {"FINGERDOWN", "FINGERUP", "KEYDOWN", "RESIZE"}


def test_an_exception_writes_a_failure_file_that_replays_it(tmp_path, monkeypatch):
    real = AboutScene.handle

    def fragile(self, event):
        if event.type == pygame.KEYDOWN:
            raise RuntimeError("the about page broke")
        real(self, event)

    monkeypatch.setattr(AboutScene, "handle", fragile)
    about = registry.names().index("about")
    result = monkey.run(50 * (about + 1), seed=2, out=tmp_path, segment=50)
    assert result.exceptions == 1 and result.failure is not None
    spec = json.loads(Path(result.failure).read_text())
    assert spec["scene"] == "about" and spec["seed"] == 2 and spec["segment"] == about
    assert "the about page broke" in spec["error"]
    assert spec["frames"][-1] and any(r["type"] == "KEYDOWN" for r in spec["frames"][-1])
    assert "the about page broke" in monkey.replay(result.failure)
    monkeypatch.setattr(AboutScene, "handle", real)
    assert monkey.replay(result.failure) is None
