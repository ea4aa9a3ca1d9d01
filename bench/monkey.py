"""The monkey: seeded random pointer, touch, key and resize events over every scene of the
app, headless, frame by frame, counting exceptions and slow frames.

    python -m bench.monkey [--events 1000000] [--seed 0] [--budget SECONDS] [--fresh]
    python -m bench.monkey --replay build/monkey/failure-<seed>-<segment>.json

The run is cut into segments of `SEGMENT` events; each opens a fresh app (its own empty data
folder) on one scene, taking the scenes and tables in turn, so a failure needs only its
segment to reproduce: its seed, scene, window size and the event list (frame by frame) are
written to ``build/monkey/`` and ``--replay`` plays them again. Pointer events land on a
widget of the scenes on screen half the time (so buttons, sliders and dialogs really get
pressed), anywhere in the window otherwise. Frames run with a fixed 16 ms step, so a run
is the same every time. A frame's time is the CPU time the process spent on it, making the
events included (on a shared machine the clock also counts other processes; the slowest
frame by the clock is reported beside it).

A frame over 50 ms is written like a failure (``build/monkey/slow-<seed>-<segment>-<frame>.json``,
its segment's frames up to it) and, once the run is done, timed again by replaying that
file three times in a fresh app: `frames_over_50_ms` counts what the run measured,
`frames_over_50_ms_on_replay` what stays over 50 ms on every replay. This machine is a VM
whose process clock now and then jumps by 20-60 ms on a frame that does the same work as
the thousands before it (a static scene redrawn in a loop shows it too), so a spike that
does not come back on replay is the machine's, one that does is the game's. `--replay`
on a slow file prints the frame's time now.

The figures go to ``bench/results/monkey.json`` after every segment, so a stopped run says
truthfully how far it got, and the next run resumes at the next segment (same seed, segment
size and code of game/ and this file; else it starts over, or with ``--fresh``). Every
app starts with the tables' code loaded (game/ui/preload.py), untimed, as a player's lobby
would have it; its task runner reads a clock that moves 1 ms a reading (`StepClock`) and
the global `random` is seeded per segment, so a run and its replays are the same.
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
os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")  # so `kill PID` stops a long run
os.environ.setdefault("CARD_ATLAS_CRASH", "raise")  # count a scene's error, never recover it

import pygame  # noqa: E402

from bench.soak import revision, tree_version  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "monkey"
RESULTS = ROOT / "bench" / "results" / "monkey.json"
SEGMENT = 2_000
MEASURED = ("game", "bench/monkey.py")  # what a run's figures are figures of
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
    """What a run did: counts, frame times (1 ms buckets) and the first failure's file."""

    events: int = 0
    frames: int = 0
    exceptions: int = 0
    segments: int = 0  # segments done: a resumed run goes on with the next one
    buckets: dict[int, int] = field(default_factory=dict)  # whole ms of CPU time -> frames
    slowest_ms: float = 0.0
    over: int = 0  # frames over SLOW_MS
    wall_ms: float = 0.0  # the slowest frame by the clock (other processes included)
    seconds: float = 0.0  # the runs' wall time, added up
    failure: str | None = None
    scenes: dict[str, int] = field(default_factory=dict)
    slow: dict[str, int] = field(default_factory=dict)  # slow frames by scene and events
    #: every frame over SLOW_MS: segment, frame, ms, scene, file, and replay_ms once timed again
    slow_frames: list[dict[str, Any]] = field(default_factory=list)

    def add_frame(self, ms: float) -> None:
        self.buckets[int(ms)] = self.buckets.get(int(ms), 0) + 1
        self.slowest_ms = max(self.slowest_ms, ms)
        self.over += ms > SLOW_MS

    def confirmed_slow(self) -> int:
        """Slow frames still over SLOW_MS on every replay (or not replayed yet)."""
        return sum(frame.get("replay_ms", frame["ms"]) > SLOW_MS for frame in self.slow_frames)

    def percentile(self, share: float) -> int:
        """The upper edge (ms) of the bucket holding that share of the frames."""
        rank, seen = share * max(self.frames - 1, 0), 0
        for ms in sorted(self.buckets):
            seen += self.buckets[ms]
            if seen > rank:
                return ms + 1
        return 0

    def summary(self) -> dict[str, Any]:
        return {
            "events": self.events,
            "frames": self.frames,
            "segments": self.segments,
            "exceptions": self.exceptions,
            "slowest_frame_ms": round(self.slowest_ms, 2),
            "p99_frame_ms_at_most": self.percentile(0.99),
            "frames_over_50_ms": self.over,
            "frames_over_50_ms_on_replay": self.confirmed_slow(),
            "slow_frames": self.slow_frames,
            "slowest_frame_wall_ms": round(self.wall_ms, 2),
            "scenes_seen": self.scenes,
            "slow_frames_by_scene_and_events": dict(
                sorted(self.slow.items(), key=lambda kv: -kv[1])[:12]
            ),
            "failure": self.failure,
            "seconds": round(self.seconds, 1),
        }

    def to_json(self) -> dict[str, Any]:
        return {**self.__dict__, "buckets": {str(k): v for k, v in sorted(self.buckets.items())}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Result:
        result = cls(**{k: v for k, v in data.items() if k in cls.__dataclass_fields__})
        result.buckets = {int(k): v for k, v in result.buckets.items()}
        return result


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
class StepClock:
    """The task runner's clock in a monkey app: it moves 1 ms per reading, so a frame's
    task budget (4 ms) runs the same few slices of thinking on every run, close to what
    the real clock allows, and a replay is the same run."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 0.001
        return self.now


def open_app(scene: str, size: tuple[int, int], data: Path, key: str) -> Any:
    """A fresh app on `scene` with an empty data folder; `key` seeds everything random in
    it (the matches' seeds are drawn from the global `random`)."""
    from game import storage
    from game.ui import preload
    from game.ui.app import App, Options

    preload.finish()  # as a player's lobby would have, untimed; the same in a replay
    shutil.rmtree(data, ignore_errors=True)
    data.mkdir(parents=True)
    os.environ[storage.ENV_DATA_DIR] = str(data)
    storage.use_backend(None)
    random.seed(key)
    app = App(Options(headless=True, size=tuple(size)))
    app.tasks.clock = StepClock()
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
        app = open_app(scene, size, data, f"{seed}:{index}")
        started, cpu = time.perf_counter(), time.process_time()
        sent = 0
        while sent < count:
            records: list[dict[str, Any]] = []
            for _ in range(rng.choice((0, 0, 1, 1, 1, 2))):
                records.extend(make_events(app, rng))
            frames.append(records)
            play_frame(app, records)
            took = (time.process_time() - cpu) * 1000
            result.add_frame(took)
            result.wall_ms = max(result.wall_ms, (time.perf_counter() - started) * 1000)
            if took > SLOW_MS:
                what = ",".join(sorted({r["type"] for r in records})) or "idle"
                key = f"{type(app.stack.top).__name__}:{what}"
                result.slow[key] = result.slow.get(key, 0) + 1
                name = f"slow-{seed}-{index}-{len(frames) - 1}"
                error = f"a frame of {took:.1f} ms CPU ({key})"
                path = write_case(out, name, seed, index, scene, size, frames, error)
                result.slow_frames.append(
                    {"segment": index, "frame": len(frames) - 1, "ms": round(took, 1)}
                    | {"where": key, "file": str(path)}
                )
            result.frames += 1
            sent += len(records)
            result.events += len(records)
            started, cpu = time.perf_counter(), time.process_time()
    except Exception:
        result.exceptions += 1
        name, error = f"failure-{seed}-{index}", traceback.format_exc()
        result.failure = str(write_case(out, name, seed, index, scene, size, frames, error))
        return False
    return True


def write_case(
    out: Path, name: str, seed: int, index: int, scene: str, size, frames, error: str
) -> Path:
    """The frames of a segment up to a failure or a slow frame, to replay them."""
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name}.json"
    spec = {
        "seed": seed,
        "segment": index,
        "scene": scene,
        "size": list(size),
        "error": error,
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
    result: Result | None = None,
    save: Any = None,
) -> Result:
    """Segments until `events` events in all, an exception, or `budget` seconds; `result`
    is an earlier run's to go on from, `save(result)` is called after every segment."""
    result = result or Result()
    began = mark = time.monotonic()
    data = Path(tempfile.mkdtemp(prefix="monkey-data-"))
    try:
        while result.events < events:
            if budget is not None and time.monotonic() - began > budget:
                break
            count = min(segment, events - result.events)
            ok = run_segment(seed, result.segments, count, result, out, data)
            result.segments += ok
            now = time.monotonic()
            result.seconds, mark = result.seconds + now - mark, now
            if save is not None:
                save(result)
            if not ok:
                break
            if progress and result.segments % 10 == 0:
                print(f"monkey: {result.events} events, {result.frames} frames", flush=True)
    finally:
        shutil.rmtree(data, ignore_errors=True)
    return result


def fingerprint(seed: int, segment: int) -> dict[str, Any]:
    """What must be the same for a run to go on from another's figures."""
    return {"seed": seed, "segment": segment, "code": tree_version(MEASURED)}


def load_result(path: Path, want: dict[str, Any], fresh: bool) -> Result | None:
    """The figures to go on from: the file's when they are of this seed, segment size and
    code, with no failure; else None (start over)."""
    if fresh or not path.is_file():
        return None
    try:
        old = json.loads(path.read_text(encoding="utf-8"))
    except ValueError:
        return None
    same = all(old.get(k) == v for k, v in want.items()) and "+dirty" not in want["code"]
    if not same or old.get("exceptions") or "state" not in old:
        print(f"monkey: {path.name} is of another run; starting over", file=sys.stderr)
        return None
    return Result.from_json(old["state"])


def write_result(path: Path, result: Result, want: dict[str, Any]) -> dict[str, Any]:
    """The figures (and the state a resumed run needs), written atomically."""
    summary = {**result.summary(), **want, "revision": revision()}
    summary["events_per_second"] = round(result.events / max(result.seconds, 1e-9), 1)
    rate = max(summary["events_per_second"], 1e-9)
    summary["hours_left_for_1M"] = round(max(0, EVENTS - result.events) / rate / 3600, 2)
    summary["state"] = result.to_json()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
    os.replace(tmp, path)
    return summary


def replay(path: Path) -> tuple[str | None, float]:
    """Play a case file's frames again: the traceback it raises now (or None), and the
    CPU ms of its last frame."""
    spec = json.loads(Path(path).read_text(encoding="utf-8"))
    data = Path(tempfile.mkdtemp(prefix="monkey-replay-"))
    last = 0.0
    try:
        app = open_app(
            spec["scene"], tuple(spec["size"]), data, f"{spec['seed']}:{spec['segment']}"
        )
        for records in spec["frames"]:
            cpu = time.process_time()
            play_frame(app, records)
            last = (time.process_time() - cpu) * 1000
    except Exception:
        return traceback.format_exc(), last
    finally:
        shutil.rmtree(data, ignore_errors=True)
    return None, last


def retime(result: Result, times: int = 3) -> None:
    """Time every slow frame again (its file replayed `times` times): the fastest replay."""
    for frame in result.slow_frames:
        if "replay_ms" not in frame:
            frame["replay_ms"] = round(min(replay(Path(frame["file"]))[1] for _ in range(times)), 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.monkey")
    parser.add_argument("--events", type=int, default=EVENTS, help="in all, resumed ones too")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget", type=float, default=None, help="seconds, then stop")
    parser.add_argument("--fresh", action="store_true", help="ignore earlier figures")
    parser.add_argument("--out", type=Path, default=RESULTS)
    parser.add_argument("--replay", type=Path, default=None, help="a failure file to replay")
    args = parser.parse_args(argv)
    if args.replay:
        error, last = replay(args.replay)
        print(error or f"replayed: no exception; the last frame took {last:.1f} ms CPU")
        return 1 if error else 0
    want = fingerprint(args.seed, SEGMENT)
    earlier = load_result(args.out, want, args.fresh)
    result = run(
        args.events,
        args.seed,
        args.budget,
        progress=True,
        result=earlier,
        save=lambda r: write_result(args.out, r, want),
    )
    retime(result)
    summary = write_result(args.out, result, want)
    summary.pop("state")
    print(json.dumps(summary, indent=1))
    return 1 if result.exceptions or result.confirmed_slow() else 0


if __name__ == "__main__":
    sys.exit(main())
