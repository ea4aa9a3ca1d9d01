"""The shared TableScene on the real Gnav engine with a bare subclass: the new-match panel,
the event pipeline (one event at a time, paced), opponents after a delay, the human's
submit (refusals change nothing, rapid clicks apply once), hints, pause/resume, resuming a
saved match, and the end of the match (stats counted once, the end overlay)."""

from __future__ import annotations

import pygame
import pytest
from test_ui_support import app_fixture, data_dir_fixture, feed, key, tap  # noqa: F401

from game import storage
from game.i18n import tr
from game.ui.scenes.cuckoo_events import EVENTS as CUCKOO
from game.ui.table.logpanel import KEEP
from game.ui.table.narration import Narration
from game.ui.table.newmatch import NewMatchPanel
from game.ui.table.overlay import PanelOverlay
from game.ui.table.scene import TableScene
from game.ui.table.session import MatchSession


class KindWords(Narration):
    """A log line per event: its kind."""

    def narrate(self, event):
        return event.kind


class BareTable(TableScene):
    game_id = "gnav"
    felt = "gnav"
    events = CUCKOO  # its sounds (a bare table shows nothing else of the events)

    def __init__(self, app, resume=False):
        super().__init__(app, resume)
        self.shown = []
        self.paused_on = []
        self.pause_kinds = set()

    def show_event(self, event):
        self.shown.append(event.kind)
        self.anim.tween(100, lambda _t: None)

    def make_words(self, human):
        return KindWords(human)

    def pause_after(self, event):
        return event.kind in self.pause_kinds

    def on_pause(self, event):
        self.paused_on.append(event.kind)


def run(app, frames=1, dt=16.0):
    for _ in range(frames):
        app.frame(dt, [])
        app.tasks.run_all()


def settle(app, scene, limit=5000):
    """Frames until the human may act or the match is over (or the scene is paused)."""
    for _ in range(limit):
        if scene.can_act or scene.finished or scene.paused:
            return
        run(app, 1, 50.0)
    raise AssertionError("the table never settled")


def open_table(app, seed=5, resume=False):
    app.options.scene, app.options.seed = "gnav", seed
    table = BareTable(app, resume)
    app.stack.push(table)
    return table


def test_new_match_panel_remembers_choices_and_starts(app) -> None:
    table = BareTable(app)
    app.stack.push(table)
    panel = app.stack.top
    assert isinstance(panel, NewMatchPanel) and table.session is None
    panel.level_choice.select(2)  # hard
    feed(app.stack, tap(panel.start_button.rect.center))
    assert app.stack.top is table and table.session is not None
    assert table.session.level == "hard"
    assert storage.load_settings()["games"]["gnav"]["difficulty"] == "hard"
    assert storage.load_match("gnav") is not None


def test_cancel_on_the_panel_goes_to_the_lobby(app) -> None:
    from game.ui.scenes.lobby import LobbyScene

    app.stack.push(BareTable(app))
    app.stack.top.cancel()
    assert isinstance(app.stack.top, LobbyScene)


def test_events_show_one_at_a_time_and_opponents_wait(app) -> None:
    app.settings["speed"] = "normal"
    table = open_table(app)
    assert table.session is not None and len(table.shown) == 1  # the deal's first event
    total = len(table.session.match.log)
    run(app, 3, 40.0)  # 120 ms: one more tween of 100 ms done at most
    assert 2 <= len(table.shown) <= 3
    settle(app, table)
    assert table.log.lines[: len(table.shown)] == table.shown[: len(table.log.lines)]
    assert len(table.shown) >= total


def test_refusal_changes_nothing_and_rapid_clicks_apply_once(app) -> None:
    app.settings["speed"] = "instant"
    table = open_table(app, seed=11)
    settle(app, table)
    assert table.can_act, "seed 11 deals the human a turn: the case under test"
    match = table.session.match
    before = list(match.history)
    wrong = table.session.find("ask" if match.dealer == 0 else "trade")
    assert table.submit(wrong) is False
    assert match.history == before and app.toasts.active
    legal = table.session.human_actions()[0]
    app.settings["speed"] = "normal"
    assert table.submit(legal) is True
    assert table.submit(legal) is False  # the first one is still being shown
    assert match.history == [*before, str(legal)]


def test_the_table_submits_the_legal_value_itself_and_refuses_text(app, monkeypatch) -> None:
    app.settings["speed"] = "instant"
    table = open_table(app, seed=11)
    settle(app, table)
    session, match = table.session, table.session.match
    legal = session.human_actions()[-1]
    assert session.find(legal.verb, *legal.args) is legal  # chosen by its parts
    wrong = session.find("ask" if match.dealer == 0 else "trade")
    assert wrong not in session.human_actions() and wrong.seat == session.human
    with pytest.raises(TypeError):
        table.submit(str(legal))
    before = list(match.history)

    def checked(action):
        raise AssertionError(f"{action} was checked again: not the legal value")

    monkeypatch.setattr(match, "_check", checked)  # the engine knows its own value at once
    assert table.submit(legal) is True
    assert match.history == [*before, str(legal)]


def test_tap_during_animation_only_skips(app) -> None:
    app.settings["speed"] = "normal"
    table = open_table(app)
    assert table.anim.busy
    shown = len(table.shown)
    feed(app.stack, tap(table.hints.button.rect.center)[1:2])
    assert not table.anim.busy and len(table.shown) == shown and table.hints.task is None


def test_hint_gives_a_reason_line(app) -> None:
    app.settings["speed"] = "instant"
    table = open_table(app, seed=11)
    settle(app, table)
    assert table.can_act, "seed 11 deals the human a turn: the case under test"
    feed(app.stack, tap(table.hints.button.rect.center))
    app.tasks.run_all()
    assert table.hints.text.startswith(tr("table.hint.line", reason="")[:4])
    assert len(table.hints.text) > 8


def test_pause_after_holds_the_queue_until_resumed(app) -> None:
    app.settings["speed"] = "instant"
    table = BareTable(app)
    table.pause_kinds = {"deal_start"}
    app.options.scene, app.options.seed = "gnav", 3
    app.stack.push(table)
    assert table.paused and table.paused_on == ["deal_start"] and table.queue
    queued = len(table.queue)
    run(app, 5)
    assert len(table.queue) == queued
    table.pause_kinds = set()
    table.resume_pipeline()
    settle(app, table)
    assert not table.paused


def test_resume_picks_up_the_saved_match(app) -> None:
    app.settings["speed"] = "instant"
    table = open_table(app, seed=11)
    settle(app, table)
    history = list(table.session.match.history)
    again = BareTable(app, resume=True)
    app.stack.push(again)
    assert again.session.match.history == history
    assert again.log.lines == (table.log.lines + [tr("table.log.resumed")])[-KEEP:]


def test_match_end_counts_stats_once_and_offers_restart(app) -> None:
    app.settings["speed"] = "instant"
    table = open_table(app, seed=2)
    for _ in range(400):
        settle(app, table)
        if table.finished:
            break
        table.submit(table.session.human_actions()[0])
    assert table.finished and isinstance(app.stack.top, PanelOverlay)
    stats = storage.load_stats("gnav")
    assert stats["played"] == 1
    assert stats["won"] == (0 in table.session.match.result().get("winners", []))
    run(app, 5)
    assert storage.load_stats("gnav")["played"] == 1 and storage.load_match("gnav") is None
    overlay = app.stack.top
    feed(app.stack, tap(overlay.buttons[0].rect.center))  # Play again
    assert app.stack.top is table and not table.finished and not table.session.over


def test_leaving_a_running_match_asks_and_keeps_it(app) -> None:
    from game.ui.scenes.lobby import LobbyScene
    from game.ui.widgets.dialog import ConfirmDialog

    app.settings["speed"] = "instant"
    table = open_table(app, seed=11)
    table.back()
    assert isinstance(app.stack.top, ConfirmDialog)
    app.stack.top.answer(True)
    assert isinstance(app.stack.top, LobbyScene)
    assert MatchSession.resume("gnav") is not None


def test_the_log_panel_collapses_and_keeps_its_lines(app) -> None:
    app.settings["speed"] = "instant"
    table = open_table(app, seed=11)
    settle(app, table)
    lines = list(table.log.lines)
    wide = table.table_rect.w
    assert table.log.panel is not None and len(table.log.panel.blocks) == len(lines)
    toggle = next(w for w in table.ui.widgets if getattr(w, "label", "") == tr("table.log.hide"))
    feed(app.stack, tap(toggle.rect.center))
    assert table.log.panel is None and table.table_rect.w > wide
    toggle = next(w for w in table.ui.widgets if getattr(w, "label", "") == tr("table.log.show"))
    feed(app.stack, tap(toggle.rect.center))
    assert table.log.panel is not None and [b.text for b in table.log.panel.blocks] == lines


def test_top_bar_navigates_while_opponents_play(app) -> None:
    """Back, New match, Rules and Settings do what they say mid-animation; a tap on the
    table still only skips."""
    from game.ui.widgets.dialog import ConfirmDialog

    app.settings["speed"] = "normal"
    table = open_table(app)
    assert table.anim.busy
    feed(app.stack, tap(table.bar.back.rect.center))
    assert isinstance(app.stack.top, ConfirmDialog)
    app.stack.top.answer(False)
    for label in ("table.new", "topbar.rules", "topbar.settings"):
        table.anim.wait(5000)
        button = next(w for w in table.ui.widgets if getattr(w, "label", "") == tr(label))
        feed(app.stack, tap(button.rect.center))
        assert app.stack.top is not table, label
        app.stack.pop()
    table.anim.wait(5000)
    feed(app.stack, [key(pygame.K_ESCAPE)])
    assert isinstance(app.stack.top, ConfirmDialog)


def test_resume_of_an_unreadable_match_says_so_and_offers_a_new_one(app) -> None:
    storage.save_match("gnav", {"game": "gnav", "seed": 1, "actions": ["9 nonsense"]})
    table = BareTable(app, resume=True)
    app.stack.push(table)
    assert table.session is None and isinstance(app.stack.top, NewMatchPanel)
    assert [toast.text for toast in app.toasts.queue] == [tr("table.resume.failed")]


def bar_button(table, label: str):
    in_bar = [w for w in table.ui.widgets if w.rect.bottom <= table.bar.rect.bottom]
    return next(w for w in in_bar if getattr(w, "label", None) == label)


def test_the_top_bar_works_under_a_summary_panel(app) -> None:
    from game.ui.scenes.lobby import LobbyScene
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.settings import SettingsScene
    from game.ui.widgets.dialog import ConfirmDialog

    app.settings["speed"] = "instant"
    app.stack.push(app.open_scene("lobby"))
    table = open_table(app)
    settle(app, table)
    panel = app.stack.push(
        PanelOverlay(app, "Deal 1 settled", ["a line"], [("Lobby", table.nav.leave)])
    )
    run(app)
    bare = app.canvas.copy()
    panel.draw(bare)
    bar_height = table.bar.rect.h
    shown = pygame.image.tobytes(app.canvas.subsurface((0, 0, 1280, bar_height)), "RGB")
    shaded = pygame.image.tobytes(bare.subsurface((0, 0, 1280, bar_height)), "RGB")
    assert shown != shaded, "the bar is drawn over the panel's shade, undimmed"

    feed(app.stack, tap(bar_button(table, tr("topbar.settings")).rect.center))
    assert isinstance(app.stack.top, SettingsScene)
    app.stack.pop()
    assert app.stack.top is panel, "back from the settings, the summary is still there"
    feed(app.stack, tap(bar_button(table, tr("topbar.rules")).rect.center))
    assert isinstance(app.stack.top, RulesScene)
    app.stack.pop()
    mute = table.bar.mute
    was = bool(app.settings.get("muted"))
    feed(app.stack, tap(mute.rect.center))
    assert bool(app.settings.get("muted")) is not was and app.stack.top is panel

    feed(app.stack, tap(bar_button(table, tr("table.new")).rect.center))
    assert isinstance(app.stack.top, ConfirmDialog), "a new match over a live one asks first"
    app.stack.top.answer(True)
    assert isinstance(app.stack.top, NewMatchPanel)
    feed(app.stack, tap(app.stack.top.start_button.rect.center))
    assert app.stack.top is table and panel not in app.stack.scenes, "no old summary left"

    app.stack.push(PanelOverlay(app, "Deal 1 settled", ["a line"], [("Lobby", table.nav.leave)]))
    feed(app.stack, tap(table.bar.back.rect.center))
    assert isinstance(app.stack.top, ConfirmDialog)
    app.stack.top.answer(True)
    assert isinstance(app.stack.top, LobbyScene) and len(app.stack) == 1


def test_a_press_in_the_bar_that_ends_on_the_panel_stays_with_the_bar(app) -> None:
    app.settings["speed"] = "instant"
    table = open_table(app)
    settle(app, table)
    chosen = []
    panel = app.stack.push(PanelOverlay(app, "T", ["x"], [("Go", lambda: chosen.append(1))]))
    run(app)
    button = panel.buttons[0]
    settings = bar_button(table, tr("topbar.settings")).rect.center
    from test_ui_support import down, up

    feed(app.stack, [down(settings), up(button.rect.center)])
    assert app.stack.top is panel and chosen == [], "neither the bar's nor the panel's action"
    feed(app.stack, tap(button.rect.center))
    assert chosen == [1]
