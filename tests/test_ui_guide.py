"""The first-time tips at every real table: each game names its own tips (keys in its own
catalog area, each pointing at the widget it talks about, inside the window), they come up
as soon as the deal is shown (before anyone moves, for a new match and a resumed one), the
opponents wait while they are up, and dismissing them lets the match go on. The box sits
beside its target in every language, never over it."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from test_ui_support import app_fixture, data_dir_fixture, feed, key, tap  # noqa: F401

from game import i18n, storage
from game.ui import theme
from game.ui.table import guide

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import i18n_shots  # noqa: E402

GAMES = ("gnav", "cuccu", "maumau", "mada", "kadabra")
WINDOW = pygame.Rect((0, 0), theme.CANVAS_SIZE)
Check = Callable[[object, pygame.Rect], bool]


def holds(*rects: pygame.Rect) -> Callable[[pygame.Rect], bool]:
    return lambda target: all(target.contains(r) for r in rects)


def hand_cards(table) -> list[pygame.Rect]:
    view = table.hand_view
    return [view.card_rect(card) for card in view.cards]


#: Each game's tips in order: its key, and what its target must be (the intended widget).
EXPECTED: dict[str, list[tuple[str, Check]]] = {
    "gnav": [
        ("cuckoo.guide.card", lambda t, r: r == t.seats[t.human].rect),
        (
            "cuckoo.guide.buttons.gnav",
            lambda t, r: holds(*(b.rect for b in t.controls.buttons.values()))(r),
        ),
        ("cuckoo.guide.lives", lambda t, r: r == t.seats[t.human].badge),
        ("cuckoo.guide.log", lambda t, r: r == t.log.panel.rect),
    ],
    "maumau": [
        ("maumau.guide.hand", lambda t, r: holds(*hand_cards(t))(r) and r.bottom <= 720),
        ("maumau.guide.draw", lambda t, r: r == t.stock_pile.rect),
        (
            "maumau.guide.mau",
            lambda t, r: holds(t.controls.buttons["mau"].rect, t.controls.buttons["catch"].rect)(r),
        ),
        ("maumau.guide.jack", lambda t, r: holds(t.discard_pile.rect)(r)),
    ],
    "mada": [
        (
            "mada.guide.pile",
            lambda t, r: holds(t.pile_spot(t.human).area, *hand_cards(t))(r),
        ),
        ("mada.guide.draw", lambda t, r: holds(t.stock_pile.rect, t.discard_pile.rect)(r)),
        ("mada.guide.luck", lambda t, r: r == t.controls.buttons["luck"].rect),
        ("mada.guide.bank", lambda t, r: r.collidepoint(t.where(f"bank:{t.human}").topleft)),
    ],
    "kadabra": [
        ("kadabra.guide.hand", lambda t, r: holds(*hand_cards(t))(r)),
        (
            "kadabra.guide.moves",
            lambda t, r: holds(t.controls.buttons["draw"].rect, t.controls.buttons["quit"].rect)(r),
        ),
        ("kadabra.guide.stage", lambda t, r: r == t.stage_rect()),
        ("kadabra.guide.chips", lambda t, r: r == t.human_plate()),
    ],
}
EXPECTED["cuccu"] = [(k.replace(".gnav", ".cuccu"), check) for k, check in EXPECTED["gnav"]]


@pytest.fixture
def tips_on(monkeypatch):
    monkeypatch.delenv(guide.NO_TIPS_ENV, raising=False)


def open_with_tips(app, game_id: str, resume: bool = False):
    """The table as a first-time player opens it; returns it with the tips on top."""
    table = i18n_shots.open_table(app, game_id, resume=resume, seed=None if resume else 3)
    i18n_shots.settle(app, lambda: isinstance(app.stack.top, guide.GuideOverlay))
    return table, app.stack.top


def frames(app, n: int) -> None:
    for _ in range(n):
        app.tasks.run_all()
        app.frame(16.0, [])


def go_on_after_tips(app, table, tips) -> None:
    """Esc dismisses the tips; the match then goes on to the player's turn."""
    feed(app.stack, [key(pygame.K_ESCAPE)])
    assert app.stack.top is table and not table.guide.up
    assert storage.tips_seen(table.game_id)
    i18n_shots.settle(app, lambda: table.can_act, limit=3000)
    assert app.stack.top is table


@pytest.mark.parametrize("game_id", GAMES)
def test_each_table_shows_its_own_tips_when_the_deal_is_shown(data_dir, tips_on, game_id) -> None:
    app = i18n_shots.make_app("en")
    table, tips = open_with_tips(app, game_id)
    expected = EXPECTED[game_id]
    assert tips.keys == [k for k, _ in expected]
    assert not set(tips.keys) & set(guide.TIP_KEYS)
    for (tip_key, check), target in zip(expected, tips.targets, strict=True):
        assert WINDOW.contains(target), (tip_key, target)
        assert check(table, target), (tip_key, target)
    # before anyone moved, over a table that has shown its deal
    session = table.session
    assert len(session.match.history) == 0 and not table.queue and not table.anim.busy
    assert table.thinking is None and not table.waiting
    frames(app, 120)  # the opponents wait while the tips are up
    assert app.stack.top is tips and len(session.match.history) == 0
    assert table.thinking is None
    go_on_after_tips(app, table, tips)
    i18n_shots.settle(app)
    assert app.stack.top is table  # once per game


@pytest.mark.parametrize("game_id", ["gnav", "kadabra"])
def test_a_resumed_match_shows_the_tips_the_first_time(data_dir, tips_on, game_id) -> None:
    i18n_shots.staged_match(game_id, lambda match, moves: moves >= 2 * match.n_seats)
    app = i18n_shots.make_app("en")
    table, tips = open_with_tips(app, game_id, resume=True)
    played = len(table.session.match.history)
    assert played > 0 and tips.keys == [k for k, _ in EXPECTED[game_id]]
    frames(app, 60)
    assert len(table.session.match.history) == played
    go_on_after_tips(app, table, tips)


@pytest.mark.parametrize("lang", ["en", "de", "ka", "hu"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_tip_sits_beside_its_target_on_the_canvas(data_dir, tips_on, game_id, lang) -> None:
    app = i18n_shots.make_app(lang)
    try:
        _, tips = open_with_tips(app, game_id)
        room = pygame.Rect(0, theme.TOP_BAR_HEIGHT, *theme.CANVAS_SIZE)
        room.h -= theme.TOP_BAR_HEIGHT
        for step in range(len(tips.targets)):
            tips.show_step(step)
            assert room.contains(tips.box), (step, tips.box)
            assert not tips.box.colliderect(tips.target.inflate(16, 16)), (step, tips.box)
            assert len(tips.lines) <= 6, (step, tips.lines)
    finally:
        i18n.set_language("en")


def test_a_table_without_its_own_tips_shows_the_generic_three(app, tips_on) -> None:
    """The toy's table names no tips: the default three point at the felt's middle, its
    buttons and the story; they wait for the new-match panel to close."""
    import toygame_table  # noqa: F401  (registers the toy's descriptor with its table)

    from game.ui.scenes.lobby import LobbyScene

    app.settings["speed"] = "instant"
    app.stack.push(LobbyScene(app))
    table = app.stack.push(app.open_scene("toy"))
    feed(app.stack, tap(app.stack.top.start_button.rect.center))
    i18n_shots.settle(app, lambda: isinstance(app.stack.top, guide.GuideOverlay))
    tips = app.stack.top
    assert tips.keys == list(guide.TIP_KEYS)
    assert tips.targets == table.guide.targets()
    assert tips.targets[2] == table.log.panel.rect
    go_on_after_tips(app, table, tips)


def test_tips_asked_for_mid_match_hold_an_opponent_s_move_until_dismissed(
    data_dir, tips_on
) -> None:
    """The rules page's Show the table tips while an opponent thinks: its move waits."""
    storage.set_tips_seen("gnav", True)
    app = i18n_shots.make_app("en")
    table = i18n_shots.open_table(app, "gnav", seed=3)
    player = i18n_shots.Player(app, table)
    for _ in range(600):
        if table.thinking is not None:
            break
        if table.can_act:
            table.submit(player.rng.choice(table.session.human_actions()))
        app.frame(16.0, [])
    assert table.thinking is not None
    played = len(table.session.match.history)
    table.guide.show()
    tips = app.stack.top
    frames(app, 60)
    assert app.stack.top is tips and len(table.session.match.history) == played
    feed(app.stack, [key(pygame.K_ESCAPE)])
    assert app.stack.top is table and len(table.session.match.history) == played + 1
