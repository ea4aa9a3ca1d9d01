"""Issue 35's replay: a finished match stepped both ways at its table, every card shown,
from every entry point, never touching the store."""

from __future__ import annotations

import json
import random
from typing import Any

import pygame
import pytest
from test_ui_support import app_fixture, data_dir_fixture, feed, tap  # noqa: F401

from game import storage
from game.engine.registry import new_match
from game.i18n import tr
from game.ui.replay import ReplaySession, open_replay, read_report
from game.ui.report import report_text

GAMES = ("mada", "kadabra", "maumau", "gnav", "cuccu")


def finished(game_id: str, seed: int = 3) -> dict[str, Any]:
    """A whole match played at random, as the history keeps it."""
    match, rng = new_match(game_id, options={}, seed=seed), random.Random(seed)
    while not match.is_over:
        seat = match.to_act()[0]
        match.apply(rng.choice(match.legal_actions(seat)))
    return {**match.record(), "level": "normal", "human": 0}


def settle(app: Any, table: Any) -> None:
    for _ in range(2000):
        if table.settled and not table.flights.busy:
            break
        app.frame(16.0, [])
    app.frame(16.0, [])


def opened(app: Any, record: dict[str, Any]) -> Any:
    app.settings["speed"] = "instant"
    table = app.stack.push(open_replay(app, record))
    settle(app, table)
    return table


def press(app: Any, key: int) -> None:
    app.frame(16.0, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")])


def state(table: Any) -> tuple:
    shown = table.shown
    return shown.zones, shown.state, list(table.log.lines)


@pytest.mark.parametrize("game_id", GAMES)
def test_stepping_forward_and_back_is_playing_straight_there(app, game_id) -> None:
    record = finished(game_id)
    table = opened(app, record)
    session = table.session
    assert isinstance(session, ReplaySession) and session.step == 0
    steps = min(12, len(session.timeline))
    for _ in range(steps):
        press(app, pygame.K_RIGHT)
        settle(app, table)
    assert session.step == steps
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_LEFT)
    settle(app, table)
    walked = state(table)
    straight = opened(app, record)
    straight.replay.go(steps)
    settle(app, straight)
    assert straight.session.step == steps
    assert state(straight) == walked
    assert str(straight.session.match.zones.piles) == str(session.timeline.at(steps).zones.piles)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_hand_is_shown(app, game_id) -> None:
    table = opened(app, finished(game_id))
    hands = {name: cards for name, cards in table.shown.zones.items() if name.startswith("hand")}
    assert len(hands) > 1 and all(None not in cards for cards in hands.values()), hands


@pytest.mark.parametrize("game_id", ["maumau", "kadabra"])
def test_the_shedding_tables_fan_the_opponents_hands_face_up(app, game_id) -> None:
    table = opened(app, finished(game_id))
    table.replay.go(3)
    settle(app, table)
    app.render()
    for seat, hand in table.seats.items():
        cards = [c for c in table.shown.zones[f"hand:{seat}"] if c]
        assert cards and len(hand.faces) == len(cards), seat


def test_gnav_turns_every_seat_card_up(app) -> None:
    table = opened(app, finished("gnav"))
    table.replay.go(2)
    settle(app, table)
    held = [s for s in range(table.shown.n_seats) if table.shown.hand_size(s)]
    assert len(held) > 1 and all(table.spot(f"hand:{s}", None).up for s in held)


def test_mada_draws_the_opponents_hands_as_faces(app, monkeypatch) -> None:
    table = opened(app, finished("mada"))
    table.replay.go(2)
    settle(app, table)
    drawn: list[str] = []
    real = table.face
    monkeypatch.setattr(table, "face", lambda card, *a: drawn.append(card) or real(card, *a))
    app.redraw()
    app.render()
    hands = [c for s in table.opponents() for c in table.shown.zones[f"hand:{s}"]]
    assert hands and set(hands) <= set(drawn)


def test_the_bar_is_tapped_and_its_buttons_are_the_profiles_tap_size(app) -> None:
    from game.ui.table.profile import PROFILES

    app.profile = PROFILES["compact"]
    table = opened(app, finished("kadabra"))
    bar = table.replay.buttons
    assert len(bar) == 4 and all(min(w.rect.size) >= app.profile.tap for w in bar)
    forward, back = bar[2], bar[1]
    feed(app.stack, tap(forward.rect.center))
    feed(app.stack, tap(forward.rect.center))
    assert table.session.step == 2
    feed(app.stack, tap(back.rect.center))
    assert table.session.step == 1
    strip, total = table.replay.strip, len(table.session.timeline)
    feed(app.stack, tap((strip.x + strip.w // 2, strip.centery)))
    assert table.session.step == round(strip.w // 2 * total / strip.w)
    feed(app.stack, tap((strip.right - 1, strip.centery)))
    assert table.session.step == total


def test_keys_jump_to_the_end_and_back_to_the_start(app) -> None:
    table = opened(app, finished("maumau"))
    press(app, pygame.K_END)
    assert table.session.step == len(table.session.timeline)
    press(app, pygame.K_RIGHT)
    assert table.session.step == len(table.session.timeline)
    press(app, pygame.K_HOME)
    assert table.session.step == 0
    assert not table.finished and table.session.human_actions() == []


def test_a_replay_never_touches_the_store(app, data_dir) -> None:
    record = finished("mada")
    storage.add_to_history("mada", record)
    before = {p.name: p.read_bytes() for p in data_dir.iterdir()}
    table = opened(app, record)
    for key in (pygame.K_END, pygame.K_HOME, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT):
        press(app, key)
        settle(app, table)
    table.back()
    app.frame(16.0, [])
    assert {p.name: p.read_bytes() for p in data_dir.iterdir()} == before


def test_the_decisive_moments_are_marked(app) -> None:
    session = ReplaySession(finished("mada"))
    marks = session.marks()
    assert marks and marks[-1] == len(session.timeline)
    kinds = {e.kind for e in session.timeline.events(marks[0])}
    assert kinds & {"bust", "round_end", "game_end"}


def test_a_report_file_opens_as_a_replay(tmp_path) -> None:
    record = finished("kadabra")
    path = tmp_path / "report.json"
    path.write_text(report_text(record), encoding="utf-8")
    read = read_report(path)
    assert read["actions"] == record["actions"] and read["game"] == "kadabra"
    assert json.loads(path.read_text())["report"]["level"] == "normal"


def test_the_results_panel_replays_the_match_and_comes_back(app) -> None:
    from game.ui.table.overlay import PanelOverlay
    from game.ui.table.results import ResultsOverlay

    app.settings["speed"] = "instant"
    table = app.stack.push(games_table(app, "mada"))
    app.stack.pop()  # the new-match panel
    table.nav.start_match("easy", 3, seed=4)
    for _ in range(20000):
        if table.finished:
            break
        if isinstance(app.stack.top, PanelOverlay):  # a deal's summary: Next deal
            app.stack.top.choose(0)
        if table.can_act:
            table.submit(table.session.human_actions()[0])
        app.frame(16.0, [])
        app.tasks.run_all()
    panel = app.stack.top
    assert isinstance(panel, ResultsOverlay)
    button = next(b for b in panel.buttons if b.label == tr("replay.button"))
    button.activate()
    replay = app.stack.top
    assert isinstance(replay.session, ReplaySession) and replay is not table
    assert replay.session.timeline.actions == table.session.record()["actions"]
    replay.back()
    assert isinstance(app.stack.top, ResultsOverlay), "leaving the replay shows the end again"


def test_the_statistics_list_the_last_matches_to_replay(app) -> None:
    from game.ui.scenes.history import HistoryScene
    from game.ui.scenes.stats import StatsScene

    record = finished("maumau")
    storage.add_to_history("maumau", record)
    stats = app.stack.push(StatsScene(app, "maumau"))
    app.frame(16.0, [])
    next(w for w in stats.ui.widgets if getattr(w, "label", "") == tr("history.button")).activate()
    history = app.stack.top
    assert isinstance(history, HistoryScene)
    app.frame(16.0, [])
    ((label, _),) = history.matches
    assert label.endswith(tr(f"history.{'won' if 0 in replay_result(record) else 'lost'}"))
    next(w for w in history.ui.widgets if getattr(w, "label", "") == label).activate()
    replay = app.stack.top
    assert replay.session.timeline.actions == record["actions"]
    replay.back()
    assert app.stack.top is history, "leaving returns where the replay came from"


def test_a_report_file_opens_from_the_command_line(tmp_path, data_dir) -> None:
    from game.ui.app import App, Options

    path = tmp_path / "report.json"
    path.write_text(report_text(finished("gnav")), encoding="utf-8")
    app = App(Options(headless=True, replay=str(path)))
    assert isinstance(app.first_scene().nav.replay, dict)
    path.write_text("{}", encoding="utf-8")
    assert not hasattr(app.first_scene(), "session"), "a file that is no match opens the lobby"


def games_table(app: Any, game_id: str) -> Any:
    from game.ui.games import info

    return info(game_id).table_class()(app)


def replay_result(record: dict[str, Any]) -> list[int]:
    from game.engine.replay import replay

    return replay(record).result()["winners"]
