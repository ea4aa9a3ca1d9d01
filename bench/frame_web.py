"""Frame cost where most players are: run under `make bench-web` with CARD_ATLAS_WHEEL set,
it measures pygbag's WebAssembly pygame-ce (in Pyodide under Node); run natively
(`python -m bench frame_web`) it measures the desktop the same way, for the comparison.

Per scene it prints the median, p95 and max of the CPU milliseconds a frame takes, and writes
them to bench/results/frame_web.json under the platform's name ("wasm" or "native"):

- the printed look at the default and the strongest settings: its cost in the game's frame
  (none in the browser, where the page draws it: game/ui/weblook.py) and what the
  post-process itself costs on the platform;
- an idle frame (the lobby, nothing changed);
- the lobby and the rules page redrawn, and the settings during a slider's drag;
- each table mid-deal: a forced redraw, and every frame of a few moves played by the
  player (a seeded choice among the legal actions) and the opponents at normal speed,
  split into frames that drew ("animation") and frames that did not ("idle");
- each game with hard opponents: the thinking's share of a frame (the task runner's step).

In the table rows the opponents' thinking runs outside the timed frames; the look is the
default one everywhere unless a row says otherwise, since that is what a player sees.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from pathlib import Path

from bench.headless import headless_env
from bench.stats import percentile
from game.ui.games import table_ids

WEB = sys.platform == "emscripten"
RESULTS = Path(__file__).resolve().parent / "results" / "frame_web.json"
REDRAWS = 30 if WEB else 200
PLAY_FRAMES = 360 if WEB else 720
SEED = 11


def _cpu_clock():
    """CPU seconds of this process: a busy machine does not inflate the figures. Under
    Node that is the process's own count (Pyodide's process_time() reads 0)."""
    if WEB:
        from js import process  # Node's process object

        def node_cpu() -> float:
            used = process.cpuUsage()
            return (used.user + used.system) / 1e6

        return node_cpu
    return time.process_time


cpu_clock = _cpu_clock()


def timed(work) -> float:
    """CPU milliseconds `work` takes."""
    start = cpu_clock()
    work()
    return (cpu_clock() - start) * 1000


def summary(times: list[float]) -> dict[str, float]:
    if not times:
        return {"frames": 0}
    return {
        "frames": len(times),
        "median_ms": round(statistics.median(times), 2),
        "p95_ms": round(percentile(times, 0.95), 2),
        "max_ms": round(max(times), 2),
    }


def show(rows: dict[str, dict[str, float]], name: str, times: list[float]) -> None:
    rows[name] = row = summary(times)
    if row["frames"]:
        print(
            f"{name:<38} {row['median_ms']:>9.2f} {row['p95_ms']:>8.2f} {row['max_ms']:>8.2f}"
            f" {row['frames']:>6}",
            flush=True,
        )


def redraws(app, count: int = REDRAWS) -> list[float]:
    times = []
    for _ in range(count):
        app.redraw()
        times.append(timed(lambda: app.frame(16.0, [])))
    return times


def look(app, level: int) -> None:
    app.set_setting("contrast", level, save=False)
    app.set_setting("grain", level, save=False)
    app.set_setting("temperature", level, save=False)


def settle(app, frames: int = 40) -> None:
    for _ in range(frames):
        app.frame(16.0, [])
        app.tasks.run_all()


def look_rows(app, rows) -> None:
    """The printed look: what it costs the game's frame (nothing where the page draws it,
    in the browser), and what the post-process itself would cost on this platform."""
    from game.ui.postfx import PostFX

    app.stack.reset(app.open_scene("lobby"))
    settle(app)
    frame = app.canvas.copy()
    for label, level in (("default", 50), ("strongest", 100)):
        look(app, level)
        in_frame = [timed(lambda: app.postfx.apply(frame)) for _ in range(REDRAWS)]
        show(rows, f"look in the game's frame ({label})", in_frame)
        fx = PostFX()
        fx.configure(level, level, level)
        itself = [timed(lambda fx=fx: fx.apply(frame)) for _ in range(REDRAWS)]
        show(rows, f"post-process itself ({label})", itself)
    look(app, 50)


def menu_rows(app, rows) -> None:
    import pygame

    app.stack.reset(app.open_scene("lobby"))
    settle(app)
    show(
        rows, "idle frame (lobby)", [timed(lambda: app.frame(16.0, [])) for _ in range(REDRAWS * 4)]
    )
    show(rows, "lobby redraw", redraws(app))
    app.stack.reset(app.open_scene("rules", table_ids()[0]))
    settle(app)
    show(rows, "rules redraw", redraws(app))
    settings = app.open_scene("settings")
    app.stack.reset(settings)
    settle(app)
    slider = next(w for w in settings.ui.widgets if type(w).__name__ == "Slider")
    x0, y = slider.rect.midleft
    press = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x0 + 4, y), button=1, touch=False)
    app.frame(16.0, [press])
    times = []
    for i in range(REDRAWS * 2):
        x = x0 + 4 + (i * 7) % (slider.rect.width - 8)
        motion = pygame.event.Event(
            pygame.MOUSEMOTION, pos=(x, y), rel=(7, 0), buttons=(1, 0, 0), touch=False
        )
        times.append(timed(lambda event=motion: app.frame(16.0, [event])))
    app.frame(16.0, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x0, y), button=1, touch=False)])
    show(rows, "settings, a slider dragged", times)
    look(app, 50)


def play(app, table, frames: int, think_apart: bool = True) -> tuple[list[float], list[float]]:
    """Frames of play: the player's moves are a seeded choice among the legal actions;
    `think_apart`: the opponents think outside the timed frames."""
    from game.ui.table.overlay import PanelOverlay

    rng = random.Random(SEED)
    drawn, idle = [], []
    for _ in range(frames):
        if think_apart:
            app.tasks.run_all()
        top = app.stack.top
        if isinstance(top, PanelOverlay) and not top.anim.busy:
            top.choose(0)  # Next deal (or Restart at the end)
        elif top is table and table.can_act:
            table.submit(rng.choice(table.session.human_actions()))
        before = app.draws
        took = timed(lambda: app.frame(16.0, []))
        (drawn if app.draws > before else idle).append(took)
    return drawn, idle


def thinking_rows(app, rows) -> None:
    """Each game with hard opponents: the CPU time the task runner takes in a frame while
    they think, under the app's own budget and the runner's pacing."""
    from tools.table_stage import open_table

    step = app.tasks.step
    for game_id in table_ids():
        app.stack.reset(app.open_scene("lobby"))
        settle(app, 20)
        table = open_table(app, game_id, 4, SEED, level="hard")
        shares: list[float] = []

        def timed_step(*args, shares=shares):
            busy = app.tasks.busy
            start = cpu_clock()
            result = step(*args)
            if busy:
                shares.append((cpu_clock() - start) * 1000)
            return result

        app.tasks.step = timed_step
        play(app, table, PLAY_FRAMES * 3, think_apart=False)
        app.tasks.step = step
        show(rows, f"{game_id} hard, thinking per frame", shares)


def table_rows(app, rows) -> None:
    from tools.table_stage import open_table

    for game_id in table_ids():
        app.stack.reset(app.open_scene("lobby"))
        settle(app, 20)
        table = open_table(app, game_id, 4, SEED)
        settle(app, 30)
        show(rows, f"{game_id} redraw", redraws(app))
        drawn, idle = play(app, table, PLAY_FRAMES)
        show(rows, f"{game_id} animation frames", drawn)
        show(rows, f"{game_id} still frames (faces drawn ahead)", idle)


def main() -> None:
    try:
        import pygame  # noqa: F401
    except ImportError:  # make bench-web without CARD_ATLAS_WHEEL: Pyodide has no pygame
        print("frame_web: skipped (set CARD_ATLAS_WHEEL to pygbag's pygame-ce wheel)")
        return
    headless_env()
    from tools.table_stage import make_app

    app = make_app(speed="normal")
    rows: dict[str, dict[str, float]] = {}
    platform = "wasm" if WEB else "native"
    print(f"frame cost on {platform}, ms")
    print(f"{'scene':<38} {'median':>9} {'p95':>8} {'max':>8} {'frames':>6}")
    look_rows(app, rows)
    menu_rows(app, rows)
    table_rows(app, rows)
    thinking_rows(app, rows)
    try:
        results = json.loads(RESULTS.read_text())
    except (OSError, ValueError):
        results = {}
    results[platform] = {"measured": time.strftime("%Y-%m-%d"), "rows": rows}
    RESULTS.write_text(json.dumps(results, indent=1) + "\n")


if __name__ == "__main__":
    main()
