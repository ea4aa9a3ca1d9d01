"""Opening a table costs no stalled frame: the lobby loads the tables' code a module per
frame (game/ui/preload.py), Play waits for it, and a transition fades from the frame on
screen instead of drawing the old scenes again (game/ui/scene.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
from test_ui_support import app_fixture, data_dir_fixture  # noqa: F401

from game.ui.scenes.lobby import LobbyScene

ROOT = Path(__file__).resolve().parent.parent

# A fresh interpreter: the modules a table needs are not imported yet there.
SCRIPT = """
import gc, json, sys
from game.ui import games, preload
from game.ui.app import App, Options

app = App(Options(headless=True))
app.stack.push(app.open_scene("lobby"))
lobby = app.stack.top
table = games.info("gnav").table.partition(":")[0]
out = {"imported_before": table in sys.modules}
lobby.play(games.info("gnav"))
app.frame(16.0, [])
out["top_after_one_frame"] = type(app.stack.top).__name__
if sys.argv[1] == "rules":
    app.stack.push(app.open_scene("rules"))
frames = 1
out["frozen_before"] = gc.get_freeze_count()
while not preload.ready() and frames < 1000:
    app.frame(16.0, [])
    frames += 1
out["frozen"] = gc.get_freeze_count()
app.frame(16.0, [])
scenes = [type(scene).__name__ for scene in app.stack.scenes]
out.update(frames=frames, scenes=scenes, imported=table in sys.modules)
left = sorted(name for name, _ in preload._modules())
out["left"] = left[0] if left else None
if left:
    path = str(dict(preload._modules())[left[0]])
    out["cached"] = path in preload._code
    __import__(left[0])
    out["cache_used"] = path not in preload._code and left[0] in sys.modules
print(json.dumps(out))
"""


def run_fresh(case: str, tmp_path: Path) -> dict:
    env = {**os.environ, "CARD_ATLAS_DATA_DIR": str(tmp_path), "PYTHONDONTWRITEBYTECODE": "1"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, case], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_play_before_the_code_is_loaded_opens_the_table_when_it_is(tmp_path):
    out = run_fresh("play", tmp_path)
    assert out["imported_before"] is False
    assert out["top_after_one_frame"] == "LobbyScene"  # not yet: no frame imports it all
    assert out["frames"] > 1 and out["imported"]
    assert out["scenes"] == ["LobbyScene", "GnavTable", "NewMatchPanel"]
    assert out["left"] is not None, "every module imported: the cache check below is moot"
    assert out["cached"] and out["cache_used"]
    assert out["frozen_before"] == 0 and out["frozen"] > 10_000, "the loaded heap is frozen"


def test_a_table_does_not_open_over_the_page_the_player_went_to_meanwhile(tmp_path):
    out = run_fresh("rules", tmp_path)
    assert out["scenes"] == ["LobbyScene", "RulesScene"] and out["imported"]


def test_a_transition_fades_from_the_frame_on_screen_without_drawing_it_again(app, monkeypatch):
    app.stack.push(app.open_scene("lobby"))
    app.frame(16.0, [])
    shown = pygame.image.tobytes(app.canvas, "RGB")
    drawn = []
    monkeypatch.setattr(LobbyScene, "draw", lambda self, surface: drawn.append(self))
    app.stack.push(app.open_scene("settings"))
    assert pygame.image.tobytes(app.stack._fade_from, "RGB") == shown and drawn == []
    app.frame(16.0, [])
    halfway = pygame.image.tobytes(app.canvas, "RGB")
    for _ in range(30):
        app.frame(16.0, [])
    assert app.stack._fade_from is None
    settled = pygame.image.tobytes(app.canvas, "RGB")
    assert len({shown, halfway, settled}) == 3 and drawn == []


def test_before_any_frame_a_transition_draws_the_old_picture(app):
    app.stack.push(app.open_scene("lobby"))
    app.stack.push(app.open_scene("about"))
    assert app.stack._fade_from is not None
    assert app.stack._fade_from.get_size() == app.canvas.get_size()


def test_loading_ahead_that_breaks_leaves_the_imports_to_play(app, monkeypatch):
    """A preload step that raises ends the preload; Play still opens (imports as before)."""
    from game.ui import preload

    def broken():
        yield
        raise OSError("the bundle moved")

    monkeypatch.setattr(preload._State, "done", False)
    monkeypatch.setattr(preload._State, "work", broken())
    opened = []
    preload.then(app, lambda: opened.append(True))
    assert opened == [] and not preload.ready()
    app.tasks.run_all()
    assert opened == [True] and preload.ready()
