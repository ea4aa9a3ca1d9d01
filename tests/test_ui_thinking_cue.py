"""The thinking cue (issue 34): an opponent that thinks for long gets dots over its seat
after a short wait, counting up, and they go when its move comes; a quick decision never
shows them, and the cue asks for a frame only when its look changes."""

from __future__ import annotations

import pygame
from test_ui_support import app_fixture, data_dir_fixture  # noqa: F401

from game.ui.scenes.cuckoo import GnavTable
from game.ui.table.session import MatchSession
from game.ui.table.thinking import CUE_AFTER_MS, STEP_MS, ThinkingCue


def slow_thinking(monkeypatch, gate):
    """The opponents think until `gate` opens, then decide as they would."""
    real = MatchSession.think

    def think(session, seat):
        while not gate:
            yield None
        decision = yield from real(session, seat)
        return decision

    monkeypatch.setattr(MatchSession, "think", think)


def frames(app, n, dt=100.0):
    for _ in range(n):
        app.frame(dt, [])


def test_dots_show_over_a_slow_seat_and_go_with_its_move(app, monkeypatch) -> None:
    app.settings["speed"] = "instant"
    gate: list[bool] = []
    slow_thinking(monkeypatch, gate)
    app.options.scene, app.options.seed = "gnav", 4
    table = GnavTable(app)
    app.stack.push(table)
    for _ in range(200):  # the deal shown, until an opponent starts thinking
        if table.thinking is not None:
            break
        frames(app, 1)
    seat = table.thinking_cue.seat
    assert table.thinking is not None and seat is not None and seat != table.human
    frames(app, 3)  # 300 ms: not yet
    assert table.thinking_cue.shown == -1
    plain = table_picture(app)
    frames(app, 2)  # 500 ms: one dot
    assert table.thinking_cue.shown == 0
    frames(app, round(STEP_MS / 100))
    assert table.thinking_cue.shown == 1
    at = table.place(seat)
    dotted = table_picture(app)
    assert plain.get_at(at) != dotted.get_at(at), "the bubble is drawn at the seat's place"
    gate.append(True)
    for _ in range(50):
        if table.thinking is None:
            break
        frames(app, 1)
    assert table.thinking is None
    assert table.thinking_cue.seat is None and table.thinking_cue.shown == -1


def table_picture(app) -> pygame.Surface:
    surface = pygame.Surface(app.canvas.get_size())
    app.stack.draw(surface)
    return surface


def test_the_cue_asks_for_frames_only_when_it_changes() -> None:
    cue = ThinkingCue()
    assert cue.update(16.0) is False  # nobody thinks
    cue.start(2)
    changes = [cue.update(50.0) for _ in range(round((CUE_AFTER_MS + 3 * STEP_MS) / 50))]
    assert sum(changes) == 4  # the first dot, two more, then back to one
    assert changes.index(True) == round(CUE_AFTER_MS / 50) - 1
    cue.stop()
    assert cue.dots() == -1 and cue.update(50.0) is False


def test_reduced_motion_shows_the_dots_still() -> None:
    cue = ThinkingCue()
    cue.start(1)
    looks = set()
    for _ in range(40):
        cue.update(100.0, still=True)
        looks.add(cue.shown)
    assert looks == {-1, 2}
