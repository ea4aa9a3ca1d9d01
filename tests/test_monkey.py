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

EVENTS = 8_000  # a segment per scene and table; the long run is make monkey


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
    assert "the about page broke" in monkey.replay(result.failure)[0]
    monkeypatch.setattr(AboutScene, "handle", real)
    assert monkey.replay(result.failure)[0] is None


def test_a_slow_frame_is_written_and_timed_again_on_replay(tmp_path, monkeypatch):
    """A frame over 50 ms leaves a file of its segment; the replay times it again, and it
    counts as slow only if it is slow on replay too (the machine's spikes do not come back)."""
    import time

    real = AboutScene.handle
    slow = {"on": True}

    def sluggish(self, event):
        if event.type == pygame.KEYDOWN and slow["on"]:
            end = time.process_time() + 0.06
            while time.process_time() < end:
                pass
        real(self, event)

    monkeypatch.setattr(AboutScene, "handle", sluggish)
    about = registry.names().index("about")
    result = monkey.run(40 * (about + 1), seed=2, out=tmp_path, segment=40)
    assert result.exceptions == 0 and result.over >= 1
    # the machine may add a slow frame of its own (a cold first frame): find About's
    first = next(f for f in result.slow_frames if f["where"].startswith("About"))
    assert first["segment"] == about and first["ms"] > 50
    spec = json.loads(Path(first["file"]).read_text())
    assert len(spec["frames"]) == first["frame"] + 1 and "ms CPU" in spec["error"]
    monkey.retime(result, times=1)
    assert first["replay_ms"] > 50 and result.confirmed_slow() >= 1, "slow again"
    slow["on"] = False
    for frame in result.slow_frames:
        del frame["replay_ms"]
    monkey.retime(result, times=1)
    others = sum(f["replay_ms"] > 50 for f in result.slow_frames if f is not first)
    assert first["replay_ms"] < 50, "a spike that went away"
    assert result.confirmed_slow() == others
    assert result.summary()["frames_over_50_ms"] == result.over >= 1


def test_a_stopped_run_says_how_far_it_got_and_a_resumed_run_adds_to_it(tmp_path):
    path = tmp_path / "monkey.json"
    want = {**monkey.fingerprint(3, 60), "code": "a-clean-tree"}  # the worktree may be dirty

    def save(result):
        monkey.write_result(path, result, want)

    first = monkey.run(120, seed=3, out=tmp_path, segment=60, save=save)
    saved = json.loads(path.read_text())
    assert saved["segments"] == 2 and saved["events"] == first.events >= 120
    assert saved["frames"] == first.frames and saved["code"] == want["code"]
    assert set(saved["scenes_seen"]) == set(registry.names()[:2])
    earlier = monkey.load_result(path, want, fresh=False)
    assert earlier is not None and earlier.to_json() == first.to_json()
    again = monkey.run(240, seed=3, out=tmp_path, segment=60, result=earlier, save=save)
    saved = json.loads(path.read_text())
    assert saved["segments"] == 4 and saved["events"] == again.events >= 240
    assert saved["frames"] == again.frames > first.frames
    assert sum(saved["state"]["buckets"].values()) == saved["frames"]
    assert set(saved["scenes_seen"]) == set(registry.names()[:4])
    assert monkey.load_result(path, want, fresh=True) is None
    assert monkey.load_result(path, {**want, "code": "other-code"}, fresh=False) is None
    assert monkey.load_result(path, {**want, "segment": 100}, fresh=False) is None
    assert monkey.load_result(path, {**want, "code": "a-clean-tree+dirty"}, fresh=False) is None


def test_the_percentile_is_the_upper_edge_of_its_bucket():
    result = monkey.Result()
    for ms in [1.5] * 98 + [7.2, 60.0]:
        result.add_frame(ms)
        result.frames += 1
    assert result.percentile(0.5) == 2 and result.percentile(0.99) == 8
    assert result.over == 1 and result.slowest_ms == 60.0


def test_a_table_segment_is_the_same_run_every_time(tmp_path):
    """Seeded per segment, with a task clock that moves per reading: the same events give
    the same match, so a failure or slow-frame file replays what happened."""

    def play(data: Path) -> list[str]:
        app = monkey.open_app("gnav", (1280, 720), data, "5:5")
        rng = monkey.random.Random("5:5")
        for _ in range(250):
            monkey.play_frame(app, monkey.make_events(app, rng))
        table = next(s for s in app.stack.scenes if hasattr(s, "session"))
        assert table.session is not None
        return [str(a) for a in table.session.match.history]

    first = play(tmp_path / "a")
    assert len(first) > 3 and play(tmp_path / "b") == first
