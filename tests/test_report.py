"""'Report a problem' in About: the latest match becomes a scenario file (seed and actions)
on the clipboard (the browser's clipboard API on the web), or a file in the data folder
where there is no clipboard; the scenario runner replays it to the same state."""

from __future__ import annotations

import io
import json
import os
import platform
import random
import subprocess
import sys
from pathlib import Path

import pytest
from test_ui_support import app_fixture, data_dir_fixture, tap  # noqa: F401

from bench.soak import game_ids
from game import storage
from game.engine import registry
from game.engine.replay import replay
from game.engine.scenario import load, main, run
from game.i18n import tr
from game.ui import games, report
from game.ui.scenes.about import AboutScene
from game.ui.table.overlay import PanelOverlay

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def no_latest(data_dir):
    storage._latest.clear()
    yield
    storage._latest.clear()


def played(game: str, seed: int, moves: int) -> dict:
    """A match record as the table saves it: random moves, plus the table's own keys."""
    d = registry.descriptor(game)
    match = d.new_match(options={"players": d.default_players}, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if match.is_over:
            break
        seat = rng.choice(match.to_act())
        match.apply(rng.choice(match.legal_actions(seat)))
    return {**match.record(), "level": "normal", "human": 0}


@pytest.mark.parametrize("game", game_ids())
def test_the_report_replays_to_the_same_state(game, tmp_path, capsys):
    record = played(game, 11, 25)
    path = tmp_path / "report.json"
    path.write_text(report.report_text(record), "utf-8")
    assert main([str(path)]) == 0
    capsys.readouterr()
    assert run(load(str(path)), out=io.StringIO()) == replay(record)
    assert len(json.loads(path.read_text())["actions"]) == len(record["actions"]) > 0


def press_report(app) -> AboutScene:
    scene = app.open_scene("about")
    app.stack.push(scene)
    app.frame(16.0, [])
    app.frame(16.0, tap(app.viewport.to_window(scene.report.rect.center)))
    return scene


def test_the_button_copies_the_latest_match(app, monkeypatch):
    copied = []
    monkeypatch.setattr(report, "copy_to_clipboard", lambda text: copied.append(text) or True)
    storage.remember_match(played("gnav", 4, 9))
    press_report(app)
    assert [t.text for t in app.toasts.queue] == [tr("about.report.copied")]
    assert run(json.loads(copied[0]), out=io.StringIO()) == replay(played("gnav", 4, 9))


def test_without_a_clipboard_the_report_is_a_file_in_the_data_folder(app, monkeypatch, data_dir):
    monkeypatch.setattr(report, "copy_to_clipboard", lambda text: False)
    storage.save_match("maumau", played("maumau", 8, 30))  # a saved match, none this session
    press_report(app)
    files = sorted(data_dir.glob("report-*.json"))
    assert len(files) == 1
    assert [t.text for t in app.toasts.queue] == [tr("about.report.saved", path=str(files[0]))]
    assert run(load(str(files[0])), out=io.StringIO()) == replay(played("maumau", 8, 30))


def test_with_no_match_yet_the_player_is_told_so(app):
    press_report(app)
    assert [t.text for t in app.toasts.queue] == [tr("about.report.none")]


def test_the_browser_uses_the_clipboard_api(monkeypatch):
    written = []

    class Clipboard:
        def writeText(self, text):  # noqa: N802 - the JS name
            written.append(text)

    class Window:
        navigator = type("Navigator", (), {"clipboard": Clipboard()})()

    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(platform, "window", Window(), raising=False)
    assert report.copy_to_clipboard("{}") is True
    assert written == ["{}"]


def test_the_desktop_uses_sdls_clipboard_and_says_when_there_is_none(monkeypatch):
    import pygame

    board = {}
    monkeypatch.setattr(pygame.scrap, "put_text", lambda text: board.update(text=text))
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: board.get("text", ""))
    assert report.copy_to_clipboard("{}") is True and board == {"text": "{}"}

    def no_clipboard(text):
        raise pygame.error("no clipboard")

    monkeypatch.setattr(pygame.scrap, "put_text", no_clipboard)
    assert report.copy_to_clipboard("{}") is False


@pytest.mark.parametrize("game", [g for g in game_ids() if games.playable(g)])
def test_a_match_played_at_the_table_is_reported_and_the_runner_replays_it(
    game, app, monkeypatch, data_dir
):
    """The whole way: a match played at the table (the player's moves and the opponents'),
    Report a problem in About, and `python -m game.engine.scenario` on the file it saved."""
    from game.ui.games import info

    monkeypatch.setattr(report, "copy_to_clipboard", lambda text: False)
    app.settings["speed"] = "instant"
    table = info(game).table_class()(app)
    app.stack.push(table)
    app.stack.pop()  # the new-match panel
    table.nav.start_match("normal", info(game).rules.opponent_range[2], seed=21)
    rng, moves = random.Random(21), 0
    for _ in range(20_000):
        if moves == 6 or table.session.over:
            break
        if isinstance(app.stack.top, PanelOverlay):
            app.stack.top.choose(0)  # Next deal
        elif getattr(table, "awaiting_next", False):
            table.next_round()  # a round board (Mau Mau, Kadabra) waits for Next round
        elif table.can_act:
            assert table.submit(rng.choice(table.session.human_actions()))
            moves += 1
        app.frame(16.0, [])
        app.tasks.run_all()
    assert moves == 6 or table.session.over
    press_report(app)
    (path,) = data_dir.glob("report-*.json")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "game.engine.scenario", str(path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip()
    played = table.session.match
    assert run(load(str(path)), out=io.StringIO()) == played
    assert load(str(path))["actions"] == played.history and len(played.history) > moves


# --------------------------------------------------------------------------- issue 29
def test_the_report_says_seat_level_language_and_version(monkeypatch, tmp_path):
    from game import __version__, i18n

    i18n.set_language("ka")
    try:
        record = {**played("mada", 3, 5), "level": "hard", "human": 2}
        spec = json.loads(report.report_text(record))
    finally:
        i18n.set_language("en")
    assert spec["report"] == {"language": "ka", "version": __version__, "seat": 2, "level": "hard"}
    path = tmp_path / "r.json"
    path.write_text(json.dumps(spec), "utf-8")
    assert run(load(str(path)), out=io.StringIO()) == replay(record), "the runner reads past it"


def test_the_version_is_the_projects():
    import tomllib

    from game import __version__

    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    assert __version__ == project["version"]


def test_two_reports_in_the_same_second_never_overwrite(data_dir, monkeypatch):
    monkeypatch.setattr(report.time, "strftime", lambda fmt: "20260101-120000")
    paths = [report.save_report(f'{{"n": {n}}}\n') for n in range(3)]
    assert [p.name for p in paths] == [
        "report-20260101-120000.json",
        "report-20260101-120000-2.json",
        "report-20260101-120000-3.json",
    ]
    assert [json.loads(p.read_text())["n"] for p in paths] == [0, 1, 2]


def test_the_latest_match_is_the_most_recent_saved_one(data_dir, monkeypatch):
    monkeypatch.setattr(report, "copy_to_clipboard", lambda text: False)
    clock = iter([100.0, 300.0, 200.0])
    monkeypatch.setattr(storage.time, "time", lambda: next(clock))
    for game in ("gnav", "maumau", "mada"):
        storage.save_match(game, {**played(game, 2, 4), "level": "easy", "human": 0})
    key, params = report.report_problem()
    assert key == "about.report.saved"
    assert json.loads(Path(params["path"]).read_text())["game"] == "maumau"
