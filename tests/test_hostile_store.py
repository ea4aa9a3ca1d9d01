"""The app under a hostile store (issue 29): what another page of the same origin, a broken
disk or an older version can leave in storage never stops the app. Each case the issue
lists is a test here: wrong-typed statistics at start-up and in the statistics scene, a
saved match Resume must refuse (and say so, offering a new match), the toast after damage,
and an error inside a scene turned into the crash screen with a way back to the lobby."""

from __future__ import annotations

import json
import logging
import random

import pytest
from test_ui_support import app_fixture, data_dir_fixture, tap  # noqa: F401

from game import storage
from game.engine import registry
from game.i18n import tr
from game.ui import crash, games, report
from game.ui.scenes.lobby import LobbyScene
from game.ui.scenes.stats import StatsScene
from game.ui.table.newmatch import NewMatchPanel
from game.ui.table.session import MatchSession


@pytest.fixture(autouse=True)
def fresh_notices():
    storage.reset_save_problem()
    storage._warned.clear()
    storage._latest.clear()
    report._errors.clear()
    yield
    storage.reset_save_problem()
    storage._latest.clear()
    report._errors.clear()


def write(data_dir, name: str, value) -> None:
    text = value if isinstance(value, str) else json.dumps(value)
    (data_dir / f"{name}.json").write_text(text, "utf-8")


def toasts(app) -> list[str]:
    return [t.text for t in app.toasts.queue]


# --------------------------------------------------------------------------- statistics
@pytest.mark.parametrize(
    ("game", "stats"),
    [
        ("gnav", {"played": {"a": 1}}),
        ("gnav", {"played": 2, "won": 1, "lives_lost": {"a": 1}}),
        ("cuccu", {"played": 2, "lives_lost": "many"}),
        ("maumau", {"played": 2, "rounds": {"a": 1}, "rounds_won": [1]}),
    ],
    ids=["played-object", "lives_lost-object", "lives_lost-text", "rounds-object"],
)
def test_a_counter_of_the_wrong_type_does_not_stop_the_app_starting(data_dir, game, stats):
    from game.ui.app import App, Options

    write(data_dir, f"stats.{game}", stats)
    app = App(Options(headless=True))
    app.stack.push(LobbyScene(app))
    app.frame(16.0, [])
    assert app.draws == 1
    assert toasts(app) == [tr("storage.damaged")], "the player is told"
    assert storage.load_stats(game)["played"] in (0, 2)


def test_the_same_counter_in_localstorage_does_not_stop_the_app_either(data_dir):
    """On itch.io another page of the same origin can write the key."""
    from bench.fuzz_storage import Window
    from game.ui.app import App, Options

    items = {"cardatlas.stats.gnav": '{"played": {"a": 1}}', "cardatlas.stats.maumau": "[]"}
    storage.use_backend(storage.LocalStorageBackend(Window(items)))
    app = App(Options(headless=True))
    app.stack.push(LobbyScene(app))
    app.frame(16.0, [])
    assert app.draws == 1 and toasts(app) == [tr("storage.damaged")]
    assert json.loads(items["cardatlas.stats.gnav"]) == {"played": 0, "won": 0}
    assert len(json.loads(items["cardatlas.corrupt"])) == 2


@pytest.mark.parametrize(
    "stats",
    [
        {"played": 3, "won": 1, "levels": {"easy": 5}},
        {"played": 3, "won": 1, "best": {"x": 1}},
        {"played": 3, "won": 1, "levels": {"easy": {"played": "x", "won": 1}}},
        {"played": 3, "won": 9, "score_sum": -4, "scored": 1},
    ],
    ids=["level-a-number", "best-an-object", "level-played-text", "won-over-played"],
)
def test_the_statistics_scene_opens_on_damaged_statistics(app, data_dir, stats):
    write(data_dir, "stats.gnav", stats)
    scene = app.stack.push(StatsScene(app, "gnav"))
    app.frame(16.0, [])
    figures = scene.figures()
    assert figures["played"] == 3 and figures["won"] <= figures["played"]
    assert figures["best"] is None or isinstance(figures["best"], float | int)


# --------------------------------------------------------------------------- resume
def saved_match(game: str, moves: int = 3, **changes) -> dict:
    d = registry.descriptor(game)
    match = d.new_match(options={"players": d.default_players}, seed=5)
    rng = random.Random(5)
    for _ in range(moves):
        match.apply(rng.choice(match.legal_actions(rng.choice(match.to_act()))))
    record = {**match.record(), "level": "normal", "human": 0}
    record.update(changes)
    return {k: v for k, v in record.items() if v is not DROP}


DROP = object()
REFUSED = {
    "level-bogus": ("gnav", {"level": "bogus"}),
    "human-text": ("gnav", {"human": "x"}),
    "human-null": ("maumau", {"human": None}),
    "human-seven": ("mada", {"human": 7}),
    "kadabra-human-minus-one": ("kadabra", {"human": -1}),
    "actions-renamed": ("maumau", {"actions": DROP, "history": ["0 draw"]}),
    "options-unknown-key": ("maumau", {"options": {"players": 4, "speed": 9}}),
    "options-target-astronomic": ("kadabra", {"options": {"players": 4, "target": 10**30}}),
    "action-of-no-seat": ("gnav", {"actions": ["9 ask"]}),
    "action-illegal": ("cuccu", {"actions": ["0 fly"]}),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_resume_refuses_a_saved_match_it_cannot_build_and_offers_a_new_one(
    app, data_dir, case, caplog
):
    game, changes = REFUSED[case]
    write(data_dir, f"match.{game}", saved_match(game, **changes))
    assert MatchSession.resume(game) is None
    write(data_dir, f"match.{game}", saved_match(game, **changes))
    with caplog.at_level(logging.WARNING):
        table = app.stack.push(games.table_scene(app, game, resume=True))
        app.frame(16.0, [])
    assert isinstance(app.stack.top, NewMatchPanel), "a new match is offered"
    assert table.session is None
    assert tr("table.resume.failed") in toasts(app), "and the player is told why not"
    assert storage.load_match(game) is None
    assert list((data_dir / "corrupt").glob(f"match.{game}-*.json")), "a copy is kept"
    said = " ".join(r.getMessage() for r in caplog.records)
    assert "cannot be resumed" in said or "dropped the whole document" in said


@pytest.mark.parametrize("game", ["gnav", "kadabra"])
def test_a_good_saved_match_resumes_where_it_was(app, data_dir, game):
    write(data_dir, f"match.{game}", saved_match(game, moves=4, human=1))
    session = MatchSession.resume(game)
    assert session is not None and session.human == 1 and len(session.match.history) == 4
    assert storage.latest_match()["game"] == game, "the resumed match is the latest"


# --------------------------------------------------------------------------- damage toast
def test_damage_is_told_once_with_a_toast(app, data_dir):
    write(data_dir, "settings", "{broken")
    write(data_dir, "tips", [1])
    app.settings = storage.load_settings()
    storage.tips_seen("gnav")
    for _ in range(3):
        app.frame(16.0, [])
    assert toasts(app) == [tr("storage.damaged")]


# --------------------------------------------------------------------------- scene errors
class Boom(RuntimeError):
    pass


def failing_stats(monkeypatch) -> None:
    def boom(self, surface):
        raise Boom("the figures are gone")

    monkeypatch.setattr(StatsScene, "draw_content", boom)


def test_an_error_in_a_scene_becomes_a_message_and_a_way_back(app, monkeypatch, caplog):
    monkeypatch.delenv(crash.RAISE_ENV)
    failing_stats(monkeypatch)
    app.stack.push(LobbyScene(app))
    app.stack.push(StatsScene(app, "gnav"))
    with caplog.at_level(logging.ERROR):
        assert app.frame(16.0, []) is False
    assert isinstance(app.stack.top, crash.CrashScene) and len(app.stack) == 1
    (record,) = [r for r in caplog.records if r.name == "game.ui.crash"]
    assert "Boom: the figures are gone" in record.getMessage() and record.exc_info
    app.frame(16.0, [])
    assert app.draws >= 1
    lobby_button = app.stack.top.ui.widgets[0]
    assert lobby_button.label == tr("crash.lobby")
    app.frame(16.0, tap(app.viewport.to_window(lobby_button.rect.center)))
    app.frame(16.0, [])
    assert isinstance(app.stack.top, LobbyScene)


def test_the_error_goes_into_report_a_problem(app, monkeypatch, data_dir):
    monkeypatch.delenv(crash.RAISE_ENV)
    monkeypatch.setattr(report, "copy_to_clipboard", lambda text: False)
    failing_stats(monkeypatch)
    app.stack.push(StatsScene(app, "gnav"))
    app.frame(16.0, [])
    app.stack.top.report()
    (path,) = data_dir.glob("report-*.json")
    facts = json.loads(path.read_text())["report"]
    assert facts["error"].startswith("Boom: the figures are gone at test_hostile_store.py:")
    assert facts["error"].endswith("(in StatsScene)")


def test_when_the_crash_screen_fails_too_the_loop_goes_on(app, monkeypatch):
    monkeypatch.delenv(crash.RAISE_ENV)
    failing_stats(monkeypatch)
    monkeypatch.setattr(crash.CrashScene, "draw_content", StatsScene.draw_content)
    app.stack.push(StatsScene(app, "gnav"))
    for _ in range(3):
        assert app.frame(16.0, []) is False
    assert isinstance(app.stack.top, crash.CrashScene)


def test_under_the_test_suite_a_scene_error_fails_the_test(app, monkeypatch):
    failing_stats(monkeypatch)
    app.stack.push(StatsScene(app, "gnav"))
    with pytest.raises(Boom):
        app.frame(16.0, [])


@pytest.mark.parametrize("lang", ["en", "de", "it", "nb", "uk", "ru", "ka", "hu"])
def test_the_crash_screen_fits_in_every_language(app, lang):
    from game import i18n
    from game.ui import fonts, theme

    i18n.set_language(lang)
    scene = app.stack.push(crash.CrashScene(app))
    for button in scene.ui.widgets:
        assert fonts.width(button.label, theme.BODY_TEXT) <= button.rect.w - 24, button.label
        assert scene.box.contains(button.rect)
    assert all(fonts.width(line, theme.BODY_TEXT) <= scene.box.w - 80 for line in scene.lines)
    assert scene.box.top >= 0 and scene.box.bottom <= 720
