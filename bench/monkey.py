"""The monkey: seeded random pointer, touch, key and resize events over every scene of the
app, headless, frame by frame, counting exceptions and slow frames.

    python -m bench.monkey [--events 1000000] [--seed 0] [--budget SECONDS]
    python -m bench.monkey --replay build/monkey/failure-<seed>-<segment>.json

The run is cut into segments of `SEGMENT` events; each opens a fresh app (its own empty data
folder) on one scene, taking the scenes and tables in turn, so a failure needs only its
segment to reproduce: its seed, scene, window size and the event list (frame by frame) are
written to ``build/monkey/`` and ``--replay`` plays them again. Pointer events land on a
widget of the scenes on screen half the time (so buttons, sliders and dialogs really get
pressed), anywhere in the window otherwise. Frames run with a fixed 16 ms step, so a run
is the same every time; the figures go to ``bench/results/monkey.json``. A frame's time is the CPU time the process spent on it (on a shared
machine the clock also counts other processes; the slowest frame by the clock is reported
beside it).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from bench.soak import revision  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "monkey"
RESULTS = ROOT / "bench" / "results" / "monkey.json"
SEGMENT = 2_000
EVENTS = 1_000_000
DT = 16.0
SLOW_MS = 50.0
SIZES = ((1280, 720), (960, 540), (1600, 900), (800, 600), (1920, 1080), (640, 360))
KEYS = (
    *("K_ESCAPE", "K_RETURN", "K_KP_ENTER", "K_SPACE", "K_TAB", "K_BACKSPACE"),
    *("K_LEFT", "K_RIGHT", "K_UP", "K_DOWN", "K_PAGEUP", "K_PAGEDOWN", "K_HOME", "K_END"),
    *(f"K_{c}" for c in "abcdefghijklmnopqrstuvwxyz0123456789"),
)
#: Event kinds and their weights.
KINDS = {
    "tap": 30,
    "motion": 14,
    "drag": 8,
    "touch_tap": 8,
    "finger": 6,
    "wheel": 4,
    "key": 26,
    "resize": 1,
}


@dataclass
class Result:
    """What a run did: counts, frame times (ms) and the first failure's file."""

    events: int = 0
    frames: int = 0
    exceptions: int = 0
    frame_ms: list[float] = field(default_factory=list)  # CPU time of each frame
    wall_ms: float = 0.0  # the slowest frame by the clock (other processes included)
    failure: str | None = None
    scenes: dict[str, int] = field(default_factory=dict)
    slow: dict[str, int] = field(default_factory=dict)  # slow frames by scene and events

    def summary(self) -> dict[str, Any]:
        times = sorted(self.frame_ms)
        p99 = times[int(0.99 * (len(times) - 1))] if times else 0.0
        return {
            "events": self.events,
            "frames": self.frames,
            "exceptions": self.exceptions,
            "slowest_frame_ms": round(times[-1], 2) if times else 0.0,
            "p99_frame_ms": round(p99, 2),
            "frames_over_50_ms": sum(t > SLOW_MS for t in times),
            "slowest_frame_wall_ms": round(self.wall_ms, 2),
            "scenes_seen": self.scenes,
            "slow_frames_by_scene_and_events": dict(
                sorted(self.slow.items(), key=lambda kv: -kv[1])[:12]
            ),
            "failure": self.failure,
        }


# --- making events ------------------------------------------------------------------------------
def widget_points(app: Any) -> list[tuple[int, int]]:
    """Window points inside the widgets of the scenes on screen (the top one most)."""
    points = []
    scenes = app.stack.visible
    for scene in scenes[-2:]:
        weight = 3 if scene is scenes[-1] else 1
        for widget in getattr(scene.ui, "widgets", []):
            if getattr(widget, "visible", True) and widget.rect.w > 0 and widget.rect.h > 0:
                points.extend([widget.rect.center] * weight)
    return [app.viewport.to_window(p) for p in points]


def pick_point(app: Any, rng: random.Random) -> list[int]:
    targets = widget_points(app)
    if targets and rng.random() < 0.5:
        x, y = rng.choice(targets)
        return [x + rng.randint(-6, 6), y + rng.randint(-6, 6)]
    w, h = app.window.get_size()
    return [rng.randrange(w), rng.randrange(h)]


def make_events(app: Any, rng: random.Random) -> list[dict[str, Any]]:
    """One gesture as event records (JSON data): a tap is move, press, release."""
    kind = rng.choices(list(KINDS), list(KINDS.values()))[0]
    pos = pick_point(app, rng)
    if kind in ("tap", "touch_tap"):
        touch = kind == "touch_tap"
        button = 1 if touch or rng.random() < 0.9 else rng.choice([2, 3])
        base = {"pos": pos, "touch": touch}
        return [
            {"type": "MOUSEMOTION", **base, "rel": [0, 0], "buttons": [0, 0, 0]},
            {"type": "MOUSEBUTTONDOWN", **base, "button": button},
            {"type": "MOUSEBUTTONUP", **base, "button": button},
        ]
    if kind == "motion":
        return [{"type": "MOUSEMOTION", "pos": pos, "rel": [0, 0], "buttons": [0, 0, 0]}]
    if kind == "drag":
        end = pick_point(app, rng)
        steps = [
            [pos[0] + (end[0] - pos[0]) * i // 4, pos[1] + (end[1] - pos[1]) * i // 4]
            for i in range(5)
        ]
        moves = [
            {"type": "MOUSEMOTION", "pos": p, "rel": [0, 0], "buttons": [1, 0, 0]} for p in steps
        ]
        return [
            {"type": "MOUSEBUTTONDOWN", "pos": pos, "button": 1},
            *moves,
            {"type": "MOUSEBUTTONUP", "pos": end, "button": 1},
        ]
    if kind == "finger":
        w, h = app.window.get_size()
        finger = {"x": pos[0] / w, "y": pos[1] / h, "dx": 0.0, "dy": 0.0, "finger_id": 0}
        finger["touch_id"] = 0
        names = ("FINGERDOWN", "FINGERMOTION", "FINGERUP")
        return [{"type": name, **finger, "pressure": 1.0} for name in names]
    if kind == "wheel":
        return [{"type": "MOUSEWHEEL", "x": 0, "y": rng.choice([-3, -1, 1, 3]), "flipped": False}]
    if kind == "key":
        shift = pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
        name = rng.choice(KEYS)
        return [{"type": "KEYDOWN", "key": name, "mod": shift}, {"type": "KEYUP", "key": name}]
    return [{"type": "RESIZE", "size": list(rng.choice(SIZES))}]


def to_pygame(record: dict[str, Any]) -> pygame.event.Event:
    data = {k: v for k, v in record.items() if k != "type"}
    for name in ("pos", "rel"):
        if name in data:
            data[name] = tuple(data[name])
    if "buttons" in data:
        data["buttons"] = tuple(data["buttons"])
    if "key" in data:
        data["key"] = getattr(pygame, data["key"])
        data.setdefault("mod", 0)
        data.update(unicode="", scancode=0)
    data.setdefault("touch", False)
    return pygame.event.Event(getattr(pygame, record["type"]), data)


# --- running ------------------------------------------------------------------------------------
def open_app(scene: str, size: tuple[int, int], data: Path) -> Any:
    """A fresh app on `scene` with an empty data folder."""
    from game import storage
    from game.ui.app import App, Options

    shutil.rmtree(data, ignore_errors=True)
    data.mkdir(parents=True)
    os.environ[storage.ENV_DATA_DIR] = str(data)
    storage.use_backend(None)
    app = App(Options(headless=True, size=tuple(size)))
    app.stack.push(app.open_scene(scene))
    return app


def play_frame(app: Any, records: list[dict[str, Any]]) -> None:
    """One frame with these events; a resize changes the window first, as SDL does."""
    events = []
    for record in records:
        if record["type"] == "RESIZE":
            pygame.display.set_mode(tuple(record["size"]), pygame.RESIZABLE)
            w, h = record["size"]
            events.append(pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h))
        else:
            events.append(to_pygame(record))
    app.frame(DT, events)
    app.running = True  # a Quit press ends a real session; the monkey goes on
    if not app.stack.scenes:
        app.stack.push(app.open_scene("lobby"))


def scene_names() -> list[str]:
    from game.ui.scenes import registry

    return registry.names()


def run_segment(seed: int, index: int, count: int, result: Result, out: Path, data: Path) -> bool:
    """`count` events on a fresh app; False (and a failure file) on an exception."""
    rng = random.Random(f"{seed}:{index}")
    names = scene_names()
    scene = names[index % len(names)]
    size = SIZES[0] if index % 3 else rng.choice(SIZES)
    frames: list[list[dict[str, Any]]] = []
    result.scenes[scene] = result.scenes.get(scene, 0) + 1
    app = None
    try:
        app = open_app(scene, size, data)
        started, cpu = time.perf_counter(), time.process_time()
        sent = 0
        while sent < count:
            records: list[dict[str, Any]] = []
            for _ in range(rng.choice((0, 0, 1, 1, 1, 2))):
                records.extend(make_events(app, rng))
            frames.append(records)
            play_frame(app, records)
            took = (time.process_time() - cpu) * 1000
            result.frame_ms.append(took)
            result.wall_ms = max(result.wall_ms, (time.perf_counter() - started) * 1000)
            if took > SLOW_MS:
                what = ",".join(sorted({r["type"] for r in records})) or "idle"
                key = f"{type(app.stack.top).__name__}:{what}"
                result.slow[key] = result.slow.get(key, 0) + 1
            result.frames += 1
            sent += len(records)
            result.events += len(records)
            started, cpu = time.perf_counter(), time.process_time()
    except Exception:
        result.exceptions += 1
        result.failure = str(write_failure(out, seed, index, scene, size, frames))
        return False
    return True


def write_failure(out: Path, seed: int, index: int, scene: str, size, frames) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"failure-{seed}-{index}.json"
    spec = {
        "seed": seed,
        "segment": index,
        "scene": scene,
        "size": list(size),
        "error": traceback.format_exc(),
        "frames": frames,
    }
    path.write_text(json.dumps(spec) + "\n", encoding="utf-8")
    return path


def run(
    events: int = EVENTS,
    seed: int = 0,
    budget: float | None = None,
    out: Path = OUT,
    segment: int = SEGMENT,
    progress: bool = False,
) -> Result:
    """Segments until `events` events, an exception, or `budget` seconds."""
    result = Result()
    began = time.monotonic()
    data = Path(tempfile.mkdtemp(prefix="monkey-data-"))
    index = 0
    try:
        while result.events < events:
            if budget is not None and time.monotonic() - began > budget:
                break
            count = min(segment, events - result.events)
            if not run_segment(seed, index, count, result, out, data):
                break
            index += 1
            if progress and index % 10 == 0:
                print(f"monkey: {result.events} events, {result.frames} frames", flush=True)
    finally:
        shutil.rmtree(data, ignore_errors=True)
    return result


def replay(path: Path) -> str | None:
    """Play a failure file's frames again; the traceback it raises now, or None."""
    spec = json.loads(Path(path).read_text(encoding="utf-8"))
    data = Path(tempfile.mkdtemp(prefix="monkey-replay-"))
    try:
        app = open_app(spec["scene"], tuple(spec["size"]), data)
        for records in spec["frames"]:
            play_frame(app, records)
    except Exception:
        return traceback.format_exc()
    finally:
        shutil.rmtree(data, ignore_errors=True)
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.monkey")
    parser.add_argument("--events", type=int, default=EVENTS)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget", type=float, default=None, help="seconds, then stop")
    parser.add_argument("--replay", type=Path, default=None, help="a failure file to replay")
    args = parser.parse_args(argv)
    if args.replay:
        error = replay(args.replay)
        print(error or "replayed: no exception")
        return 1 if error else 0
    began = time.perf_counter()
    result = run(args.events, args.seed, args.budget, progress=True)
    seconds = time.perf_counter() - began
    summary = {**result.summary(), "seed": args.seed, "seconds": round(seconds, 1)}
    summary["events_per_second"] = round(result.events / max(seconds, 1e-9), 1)
    rate = max(summary["events_per_second"], 1e-9)
    summary["projected_hours_for_1M"] = round(EVENTS / rate / 3600, 2)
    summary["revision"] = revision()
    RESULTS.write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(summary, indent=1))
    return 1 if result.exceptions or summary["frames_over_50_ms"] else 0


if __name__ == "__main__":
    sys.exit(main())
