"""The shared table pieces: match session (saving, resuming, opponents) and seat layout."""

import pygame
import pytest
import toygame_table  # noqa: F401  (registers the toy game, its table and opponents)

from game import storage
from game.engine.errors import IllegalAction
from game.ui.table.layout import seat_anchors
from game.ui.table.session import MatchSession


@pytest.fixture(autouse=True)
def temp_store(tmp_path, monkeypatch):
    monkeypatch.setenv("CARD_ATLAS_DATA_DIR", str(tmp_path))
    storage.use_backend(None)
    yield
    storage.use_backend(None)


def test_seat_layout_puts_human_bottom_and_neighbours_left_top_right():
    area = pygame.Rect(0, 0, 1000, 700)
    anchors = seat_anchors(4, 0, area)
    (hx, hy), (lx, ly), (tx, ty), (rx, ry) = (anchors[s] for s in range(4))
    assert hy > ly and hy > ty and hy > ry  # human lowest
    assert lx < tx < rx and ty < ly  # left, top, right
    for n in range(2, 7):
        points = seat_anchors(n, 1, area)
        assert len(set(points.values())) == n and all(area.collidepoint(p) for p in points.values())
    with pytest.raises(ValueError):
        seat_anchors(7, 0, area)


def test_session_saves_after_each_action_and_resumes():
    session = MatchSession.start("toy", "normal", {"players": 3}, seed=7)
    order = session.match.turn_order()
    first = order[0]
    session.human = first
    session.apply(f"{first} swap")
    saved = storage.load_match("toy")
    assert saved["actions"] == [f"{first} swap"] and saved["level"] == "normal"
    again = MatchSession.resume("toy")
    assert again.match == session.match
    with pytest.raises(IllegalAction):
        session.apply(f"{first} swap")  # not its turn any more
    assert storage.load_match("toy")["actions"] == [f"{first} swap"]
    for seat in order[1:]:
        session.apply(f"{seat} keep")
    assert session.over and storage.load_match("toy") is None


def test_resume_without_save_is_none():
    assert MatchSession.resume("toy") is None
