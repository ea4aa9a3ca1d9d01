"""The Gnav and Cuccù tables driven like a person: clicks on the action buttons (window
coordinates), stacked decks and scripted opponents for the special moments, real opponents
for a whole deal; what the table shows is checked against the engine."""

from __future__ import annotations

import pygame
import pytest
from test_ui_support import app_fixture, data_dir_fixture, key, tap  # noqa: F401

from game import i18n, storage
from game.i18n import tr
from game.ui.scenes.cuckoo import CuckooTable
from game.ui.scenes.cuckoo_events import card_of
from game.ui.table.overlay import PanelOverlay
from tools.stages.cuckoo import STAGES, Driver, open_table, staged_session


def staged(app, game_id: str, moment: str):
    deck, dealer, script, start, _mine = STAGES[game_id][moment]
    driver = Driver(app)
    table = open_table(app, game_id, staged_session(game_id, deck, dealer, script, start), driver)
    return table, driver


def gnav_match(app, seed: int) -> tuple[CuckooTable, Driver]:
    """A real Gnav match (seed `seed`) at instant speed, with a driver."""
    app.settings["speed"] = "instant"
    app.options.scene, app.options.seed = "gnav", seed
    app.stack.push(app.open_scene("gnav"))
    return app.stack.top, Driver(app)


def hand_face(table: CuckooTable, seat: int) -> str | None:
    card = card_of(table.shown, seat)
    return None if card is None else table.faces[card]


@pytest.mark.parametrize("game_id", ["gnav", "cuccu"])
def test_a_full_deal_through_clicks_then_next_deal(app, game_id) -> None:
    app.settings["speed"] = "fast"
    app.options.scene, app.options.seed = game_id, 4
    app.stack.push(app.open_scene(game_id))
    table = app.stack.top
    assert isinstance(table, CuckooTable) and table.session is not None
    driver = Driver(app)
    match = table.session.match
    clicks = 0
    while not isinstance(app.stack.top, PanelOverlay):
        assert driver.frames(lambda: table.can_act or isinstance(app.stack.top, PanelOverlay))
        if table.can_act:
            verbs = table.shown_verbs()
            verb = verbs[1] if clicks == 0 else verbs[0]  # ask (or trade) first, then keep
            before = len(match.history)
            driver.click(table.controls.buttons[verb].rect.center)
            assert len(match.history) == before + 1 and match.history[before].startswith("0 ")
            clicks += 1
        assert clicks < 6
    assert clicks >= 1 and table.settlement() is not None and table.paused
    # settlement: every live card face up on the table, the losers marked, lives agree
    settle = next(e for e in reversed(match.log) if e.kind == "settle")
    for seat, card in settle.data["cards"].items():
        assert int(seat) in table.shown.up or int(seat) == 0
        assert card_of(table.shown, int(seat)) == card
    assert set(table.losers) == {int(s) for s, r in settle.data["losers"].items() if r}
    summary = app.stack.top
    driver.click(summary.buttons[0].rect.center)  # Next deal
    assert driver.frames(lambda: table.can_act or table.session.over or table.paused)
    assert table.shown.deal == 2 and table.shown.lives == match.lives


def test_cuccu_inn_choice_by_clicks_and_the_insured_marker(app) -> None:
    app.settings["speed"] = "fast"
    table, driver = staged(app, "cuccu", "inn")
    driver.press(table, "ask")
    assert driver.frames(lambda: table.can_act)
    assert table.shown_verbs() == ["keep", "insure"]
    assert 3 in table.shown.up and hand_face(table, 3) == "osteria"
    # what insurance covers is on screen (touch players never see a tooltip)
    prompt = table.prompt_text()
    assert prompt.startswith(tr("cuckoo.prompt.inn_choice"))
    assert tr("cuckoo.prompt.insurance_covers") in prompt
    driver.click(table.seats[3].rect.center)  # a tap on the revealed inn says what it does
    assert any(t.text.startswith("Osteria — the inn:") for t in app.toasts.queue)
    assert table.can_act
    driver.press(table, "insure")  # the scripted innkeeper accepts (its first legal action)
    assert driver.frames(lambda: [0, 3] in table.shown.insured)
    badge = table.badges()[0]
    assert tr("cuckoo.mark.insured") in [m.text for m in badge.markers]
    innkeeper = table.words.seat(3)  # the story names the innkeeper on both of its lines
    assert tr("cuckoo.log.insure.you", inn=innkeeper) in table.log.lines
    assert tr("cuckoo.log.insured.to_you", seat=innkeeper, asker=table.words.seat(0)) in (
        table.log.lines
    )
    # the Nulla loses at the settlement: the summary says why the innkeeper pays
    while not isinstance(app.stack.top, PanelOverlay):
        assert driver.frames(lambda: table.can_act or isinstance(app.stack.top, PanelOverlay))
        if table.can_act:
            driver.press(table, table.shown_verbs()[0])
    paid = tr("cuckoo.summary.insured.you", inn=innkeeper)
    assert paid in app.stack.top.lines


@pytest.mark.parametrize("game_id", ["gnav", "cuccu"])
def test_the_cats_undo_puts_the_cards_back_on_screen(app, game_id) -> None:
    app.settings["speed"] = "normal"
    table, driver = staged(app, game_id, "undo")
    driver.press(table, "ask")
    assert driver.frames(lambda: "undo" in driver.shown and (table.waiting or table.paused))
    assert hand_face(table, 0) == "I"  # your card came back
    cat = "katt" if game_id == "gnav" else "gatto"
    holder = next(s for s in range(4) if hand_face(table, s) == cat)
    assert holder in table.shown.up
    asker = 1 if game_id == "gnav" else 3
    assert table.lives(asker) == 2  # the asker paid a life, shown on the badge


def test_refusal_shows_the_reason_and_changes_nothing(app) -> None:
    app.settings["speed"] = "fast"
    table, driver = staged(app, "gnav", "start")
    assert driver.frames(lambda: table.can_act)
    history = list(table.session.match.history)
    assert table.act("trade") is False
    assert app.toasts.queue[-1].text == tr("cuckoo.refused.dealer_only_trade")
    assert table.session.match.history == history


def test_tap_during_animation_skips_and_rapid_clicks_apply_once(app) -> None:
    app.settings["speed"] = "normal"
    table, driver = staged(app, "gnav", "settlement")
    assert driver.frames(lambda: table.can_act)
    stand = table.controls.buttons[table.shown_verbs()[0]].rect.center
    match = table.session.match
    driver.click(stand)
    driver.click(stand)  # the first stand is still being shown: this only skips
    driver.click(stand)
    assert match.history.count("0 stand") == 1 and len(match.history) <= 2


def test_keys_act_like_the_buttons(app) -> None:
    app.settings["speed"] = "fast"
    table, driver = staged(app, "gnav", "start")
    assert driver.frames(lambda: table.can_act)
    app.frame(16.0, [key(pygame.K_s)])
    assert table.session.match.history[0] == "0 stand"


def test_match_end_records_stats_and_the_lobby_tile_shows_them(app) -> None:
    app.settings["speed"] = "instant"
    table, driver = staged(app, "gnav", "end")
    driver.press(table, "stand")
    assert driver.frames(lambda: isinstance(app.stack.top, PanelOverlay))
    assert app.stack.top.title == tr("table.end.won")
    stats = storage.load_stats("gnav")
    assert (stats["played"], stats["won"], stats.get("lives_lost")) == (1, 1, 0)
    assert storage.load_match("gnav") is None


def test_resume_shows_the_saved_deal(app) -> None:
    app.settings["speed"] = "instant"
    table, driver = staged(app, "cuccu", "inn")
    driver.press(table, "ask")
    assert driver.frames(lambda: table.can_act)
    again = app.open_scene("cuccu").__class__(app, True)
    app.stack.push(again)
    assert again.session.match.history == table.session.match.history
    assert hand_face(again, 0) == "nulla" and 3 in again.shown.up
    assert again.can_act and again.shown_verbs() == ["keep", "insure"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_story_is_told_in_every_complete_language(app, lang) -> None:
    app.settings["speed"] = "instant"
    i18n.set_language(lang)
    table, driver = staged(app, "cuccu", "undo")
    driver.press(table, "ask")
    driver.frames(lambda: table.paused or table.finished, limit=3000)
    lines = table.log.lines
    assert len(lines) >= 6
    assert not [line for line in lines if "cuckoo." in line or "{" in line]
    if lang == "ru":
        assert any("Кот" in line for line in lines)


def test_table_tap_targets_and_text_fit_at_both_games(app) -> None:
    for game_id in ("gnav", "cuccu"):
        table, driver = staged(app, game_id, "start")
        for button in table.controls.buttons.values():
            assert button.rect.w >= 56 and button.rect.h >= 56
            assert table.table_rect.contains(button.rect)
        for seat, rect in ((s, p.rect) for s, p in table.seats.items()):
            assert table.table_rect.contains(rect), seat
        app.stack.pop()


@pytest.mark.parametrize("game_id", ["gnav", "cuccu"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_rules_texts_exist_and_the_table_opens_them(app, game_id, lang) -> None:
    from game.ui.markup import parse
    from game.ui.rulestext import rules_path

    path = rules_path(game_id, lang)
    assert path is not None and path.name == f"{game_id}.{lang}.md"
    blocks = parse(path.read_text("utf-8"))
    assert blocks[0].kind == "h1" and sum(b.kind == "h2" for b in blocks) >= 4
    table, _driver = staged(app, game_id, "start")
    rules = next(b for b in table.bar.buttons if b.label == tr("topbar.rules"))
    rules.activate()
    assert type(app.stack.top).__name__ == "RulesScene"


def test_the_lobby_tile_shows_matches_and_lives_lost(app) -> None:
    from game.ui.scenes.lobby import LobbyScene

    storage.save_stats("gnav", {"played": 3, "won": 1, "lives_lost": 5})
    lobby = LobbyScene(app)
    app.stack.push(lobby)
    tile = next(t for t in lobby.tiles if t.game.id == "gnav")
    record = tile.texts()[1][0]
    assert record == "Wins: 1/3\nLives lost: 5"
    assert tile.built


@pytest.mark.parametrize("game_id", ["gnav", "cuccu"])
def test_hint_tells_the_normal_opponents_reason_in_words(app, game_id) -> None:
    app.settings["speed"] = "instant"
    table, driver = staged(app, game_id, "start")
    assert driver.frames(lambda: table.can_act)
    driver.click(table.hints.button.rect.center)
    app.tasks.run_all()
    text = table.hints.text
    action = table.hints.action
    verb = table.words.verb(action.verb)  # the hint names the move, then says why
    assert text.startswith(tr("table.hint.move", move=verb, reason="")) and "ai.cuckoo" not in text
    assert "{" not in text and len(text) > 20
    button = table.controls.buttons[action.verb]
    assert table.hint_target(action) == button.rect  # and its button is highlighted
    ring = button.rect.inflate(12, 12)
    spot = (ring.centerx, ring.top + 1)
    table.app.render()
    lit = table.app.canvas.get_at(spot)
    table.hints.action = None
    table.dirty = True
    table.app.render()
    assert table.app.canvas.get_at(spot) != lit


@pytest.mark.parametrize("seed", [4, 5])
def test_gnav_markers_follow_the_state_through_a_match(app, seed) -> None:
    """Resting shows only in the deal a seat sits out: never on the summary of the deal it
    played (beside Knocked), never beside Out, never at the end; while the player may act
    every marker is the view's."""
    table, _driver = gnav_match(app, seed)
    resting, knocked, out = (tr(f"cuckoo.mark.{k}") for k in ("resting", "knocked", "out"))
    summaries = 0
    for _ in range(3000):
        app.frame(16.0, [])
        app.tasks.run_all()
        marks = [{m.text for m in badge.markers} for badge in table.badges()]
        assert not any({resting, knocked} <= m or {resting, out} <= m for m in marks)
        if table.can_act:
            public = table.session.view()["public"]
            assert [resting in m for m in marks] == [bool(r) for r in public["resting"]]
            assert [knocked in m for m in marks] == [s in public["knocked"] for s in range(4)]
            table.submit(table.session.human_actions()[-1])
        elif isinstance(app.stack.top, PanelOverlay):
            summaries += 1
            if table.session.over:
                assert not any(resting in m for m in marks)
                break
            app.stack.pop()  # watch every deal, even those the player sits out
            table.resume_pipeline()
    assert table.session.over and summaries > 3


def test_a_language_switch_retells_the_log(app) -> None:
    table, driver = gnav_match(app, 3)
    assert driver.frames(lambda: table.can_act)
    english = list(table.log.lines)
    app.set_setting("language", "ru")
    app.frame(16.0, [])
    assert len(table.log.lines) == len(english) and table.log.lines != english
    from game.ui.scenes.cuckoo_words import Words

    fresh = Words("gnav", table.faces, table.human, table.events.kinds)
    told = [fresh.narrate(e) for e in table.log.told]
    assert table.log.lines == [line for line in told if line]
    assert [b.text for b in table.log.panel.blocks] == table.log.lines
    assert table.log.panel.blocks[0].text != english[0]


def test_out_of_the_match_skips_to_the_result_and_esc_never_advances(app) -> None:
    """Seed 4: the player loses their last life in deal 4 while three others play on."""
    from game.ui.widgets.dialog import ConfirmDialog

    table, driver = gnav_match(app, 4)
    while True:
        assert driver.frames(lambda: table.can_act or isinstance(app.stack.top, PanelOverlay))
        if table.can_act:
            table.submit(table.session.human_actions()[-1])
            continue
        summary = app.stack.top
        history = list(table.session.match.history)
        app.stack.handle(key(pygame.K_ESCAPE))  # back: the Lobby's question, not Next
        assert isinstance(app.stack.top, ConfirmDialog)
        app.stack.top.answer(False)
        assert isinstance(app.stack.top, PanelOverlay) and app.stack.top is not summary
        assert table.session.match.history == history
        summary = app.stack.top
        labels = [b.label for b in summary.buttons]
        assert labels[1] == tr("table.new")  # it restarts the whole match, and says so
        if table.session.match.lives[0] > 0:
            assert labels[0] == tr("table.next")
            driver.click(summary.buttons[0].rect.center)
            continue
        assert labels[0] == tr("table.skip_to_result")
        driver.click(summary.buttons[0].rect.center)
        break
    assert driver.frames(lambda: table.finished)
    end = app.stack.top
    assert isinstance(end, PanelOverlay) and table.session.over
    labels = [tr("table.end.restart"), tr("replay.button"), tr("table.end.lobby")]
    assert [b.label for b in end.buttons] == labels


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_key_hints_show_after_a_key_only_in_latin_labels_and_go_on_touch(app, lang) -> None:
    from test_ui_support import down

    i18n.set_language(lang)
    table, _driver = staged(app, "gnav", "start")
    stand = table.controls.buttons[table.shown_verbs()[0]]
    verb = table.words.verb(table.shown_verbs()[0])
    assert stand.label == verb  # no key used yet
    app.dispatch(key(pygame.K_TAB))
    app.frame(16.0, [])
    assert stand.label == (f"{verb}  [S]" if lang == "en" else verb)
    app.dispatch(down((5, 700), touch=True))
    app.frame(16.0, [])
    assert stand.label == verb


@pytest.mark.parametrize("game_id", ["gnav", "cuccu"])
def test_the_deal_summary_covers_no_opponents_name_or_markers(app, game_id) -> None:

    app.settings["speed"] = "instant"
    table, driver = staged(app, game_id, "settlement")
    for verb in STAGES[game_id]["settlement"][4]:
        driver.press(table, verb)
    assert driver.frames(lambda: isinstance(app.stack.top, PanelOverlay))
    box = app.stack.top.box
    for seat in range(table.shown.n_seats):
        if seat != table.human:
            plate = table.seats[seat].badge.copy()
            plate.h += 40  # the markers and the dealer tag below the plate
            assert not box.colliderect(plate), seat
    assert all(len(b.label) < 2 or b.rect.w >= 170 for b in app.stack.top.buttons)
