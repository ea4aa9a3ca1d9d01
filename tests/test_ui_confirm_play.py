"""Confirm before playing (issue 30, point 17): a setting, off by default, in the settings
scene; when on, a tap on a playable card only readies it and a second tap plays it."""

from __future__ import annotations

from test_ui_support import app_fixture, data_dir_fixture, human_moves  # noqa: F401

from game import storage
from game.i18n import tr
from game.ui.scenes.settings import SettingsScene
from tools.stages import mada as shots_mada  # noqa: E402
from tools.stages import maumau as stage  # noqa: E402


def test_the_setting_is_off_by_default_and_lives_in_the_settings(app) -> None:
    assert storage.default_settings()["confirm_play"] is False
    scene = SettingsScene(app)
    app.stack.push(scene)
    toggle = scene.toggles["confirm_play"]
    assert toggle.label == tr("settings.confirm_play") and not toggle.value
    stage.tap_at(app, toggle.rect.center)
    assert app.settings["confirm_play"] is True
    assert storage.load_settings()["confirm_play"] is True


def test_a_play_needs_a_second_tap_when_on(app) -> None:
    app.settings["speed"] = "instant"
    start = {"seats": {"0": {"hand": ["KH", "9C", "8S"]}}, "discard": ["10D", "9H"], "turn": 0}
    table = stage.open_table(app, players=2, start=start)
    stage.settle(app, table)
    stage.tap_card(app, table, "KH")  # off: one tap plays
    assert human_moves(table) == ["0 play KH"]
    app.set_setting("confirm_play", True)
    table = stage.open_table(app, players=2, start=start)
    stage.settle(app, table)
    stage.run(app, 1)
    stage.tap_card(app, table, "KH")
    assert human_moves(table) == [] and table.hand_view.ready == "KH"
    stage.tap_card(app, table, "9C")  # the other playable card: readied instead
    assert human_moves(table) == [] and table.hand_view.ready == "9C"
    app.render()
    stage.tap_card(app, table, "9C")
    assert human_moves(table) == ["0 play 9C"] and table.hand_view.ready is None
    stage.settle(app, table)


def test_an_unplayable_card_still_says_why_at_once(app) -> None:
    app.settings["speed"] = "instant"
    app.set_setting("confirm_play", True)
    start = {"seats": {"0": {"hand": ["KH", "8S"]}}, "discard": ["10D", "9H"], "turn": 0}
    table = stage.open_table(app, players=2, start=start)
    stage.settle(app, table)
    stage.run(app, 1)
    stage.tap_card(app, table, "8S")
    assert human_moves(table) == [] and table.hand_view.ready is None
    assert app.toasts.queue and "♥" in app.toasts.queue[-1].text


def test_picking_cards_to_set_aside_needs_no_second_tap(app) -> None:
    """Mada's loser picks cards to set aside by single taps, the setting on or off."""
    app.settings["speed"] = "instant"
    app.set_setting("confirm_play", True)
    human = {"hand": ["2", "3", "L"], "pile": ["9"]}
    start = shots_mada.table_state(3, human, draw=["4"], turn=0)
    table = shots_mada.open_table(app, 3, start=start)
    shots_mada.settle(app, table)
    stage.tap_at(app, table.controls.buttons["luck"].rect.center)  # the 4 on the 9: you bust
    for _ in range(200):
        shots_mada.settle(app, table)
        if app.stack.top is not table:
            app.stack.top.choose(0)  # the round's summary: next round
            continue
        if table.choice_kind() == "discard":
            break
    assert table.choice_kind() == "discard" and not table.hand_view.confirm
    stage.tap_card(app, table, "2.1")
    assert table.picked == ["2.1"]
