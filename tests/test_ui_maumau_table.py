"""The Mau Mau table driven like a player: a full round by taps, refusals that say why and
change nothing, no double plays, taps during animations only skip, the suit chooser, the
play-or-keep chooser, the Mau toggle, the catch window's fair real-time delay, catching,
'nothing to catch', the round board with Next round, the match end, stats and resume."""

from __future__ import annotations

import pygame
import pytest
from test_ui_support import (  # noqa: F401
    app_fixture,
    data_dir_fixture,
    history,
    human_moves,
)

from game import storage
from game.engine.actions import Action
from game.ui.table.chooser import ChoiceOverlay
from game.ui.table.overlay import PanelOverlay
from game.ui.table.results import ResultsOverlay
from game.ui.table.session import MatchSession
from tools.stages import maumau as stage  # noqa: E402

HUMAN = 0


@pytest.fixture(autouse=True)
def instant(app):
    app.settings["speed"] = "instant"
    yield


def choose(app, value) -> None:
    overlay = app.stack.top
    assert isinstance(overlay, ChoiceOverlay)
    button = next(b for b in overlay.buttons if b.option.value == value)
    stage.tap_at(app, button.rect.center)


def take_turn_by_taps(app, table) -> None:
    """What the normal AI would do in the human's place, done with taps on the table."""
    session = table.session
    decision = session._advisor.decide(session.view())
    action: Action = decision.action
    if isinstance(app.stack.top, ChoiceOverlay):  # the drawn card is offered
        mau = action.verb == "play" and action.has_flag("mau")
        choose(app, ("play_mau" if mau else "play") if action.verb == "play" else "keep")
    elif action.verb == "play":
        if action.has_flag("mau") and not table.controls.buttons["mau"].armed:
            stage.tap_at(app, table.controls.buttons["mau"].rect.center)
        stage.tap_card(app, table, action.card)
    elif action.verb in ("draw", "pass"):
        stage.tap_at(app, table.controls.buttons["draw"].rect.center)
    elif action.verb == "catch":
        stage.tap_at(app, table.controls.buttons["catch"].rect.center)
    elif action.verb == "let_go":
        stage.run(app, 60, 50.0)  # the table lets it go after the fair delay
        return
    if action.verb == "play" and action.card[0] == "J":
        choose(app, action.param("wish"))


@pytest.mark.parametrize("speed, reduced", [("instant", False), ("normal", False), ("fast", True)])
def test_a_full_round_played_by_taps(app, speed, reduced) -> None:
    app.settings["speed"], app.settings["reduced_motion"] = speed, reduced
    table = stage.open_table(app, players=3, seed=21)
    for _ in range(300):
        stage.settle(app, table)
        if table.awaiting_next or table.finished:
            break
        assert not table.flights.busy and not table.flights.hidden
        before = len(history(table))
        take_turn_by_taps(app, table)
        stage.run(app, 2)
        assert len(history(table)) > before, "a tap did not become an action"
    assert table.awaiting_next and table.board is not None
    assert len(human_moves(table)) >= 2
    scores = table.session.match.scores
    assert table.board.totals == scores and max(scores) > 0
    stats = storage.load_stats("maumau")
    assert stats["rounds"] == 1
    stage.tap_at(app, table.next_button.rect.center)
    stage.settle(app, table)
    assert table.board is None and table.shown.round == 2 and len(table.shown.hand) == 5


def test_the_table_shows_what_the_match_holds_when_settled(app) -> None:
    table = stage.open_table(app, players=4, seed=5)
    stage.settle(app, table)
    match = table.session.match
    assert sorted(table.hand_view.cards) == sorted(match.zones.piles["hand:0"])
    assert table.shown.counts == [len(match.zones.piles[f"hand:{s}"]) for s in range(4)]
    assert table.stock_pile.count == len(match.zones.piles["stock"])
    assert (
        table.shown.top_of("discard") == match.top_card()
        and table.shown.active_suit == match.active_suit
    )


def test_refused_card_says_why_and_changes_nothing(app) -> None:
    start = {"seats": {"0": {"hand": ["8S", "KC", "9C"]}}, "discard": ["10D", "JH"], "turn": 0}
    table = stage.open_table(app, players=2, start=start)  # the jack on top asked for hearts
    stage.settle(app, table)
    before = history(table)
    stage.tap_card(app, table, "8S")
    assert history(table) == before
    assert app.toasts.queue[-1].text == (
        "Play a card of ♥ hearts or a jack: the jack asked for ♥ hearts."
    )


def test_pending_draw_refusal_and_draw_button(app) -> None:
    table = stage.moment_pending(app, 2)
    assert table.controls.buttons["draw"].label == "Draw 4"
    assert table.hand_view.legal == {"7S"}
    stage.tap_card(app, table, "KH")
    assert app.toasts.queue[-1].text == "A draw-two is pending: play a 7 or draw 4."
    stage.tap_at(app, table.controls.buttons["draw"].rect.center)
    assert human_moves(table) == ["0 draw"]
    assert len(table.session.match.zones.piles["hand:0"]) == 10


def test_double_tap_plays_one_card_and_taps_during_animation_only_skip(app) -> None:
    app.settings["speed"] = "normal"
    start = {"seats": {"0": {"hand": ["KH", "QH", "9C"]}}, "discard": ["10D", "9H"], "turn": 0}
    table = stage.open_table(app, players=2, start=start)
    stage.settle(app, table)
    stage.tap_card(app, table, "KH")
    assert table.anim.busy
    stage.tap_at(app, table.hand_view.card_rect("QH").center)  # only skips the flight
    assert human_moves(table) == ["0 play KH"] and not table.anim.busy
    stage.settle(app, table)


def test_jack_opens_the_suit_chooser_and_cancel_plays_nothing(app) -> None:
    table = stage.moment_chooser(app, 2)
    app.stack.top.back()  # Esc: no suit, no play
    assert app.stack.top is table and human_moves(table) == []
    stage.tap_card(app, table, "JC")
    app.stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s"))
    assert human_moves(table) == ["0 play JC wish=S"]
    stage.settle(app, table)


def test_mau_toggle_lights_at_two_and_adds_the_call(app) -> None:
    start = {"seats": {"0": {"hand": ["KH", "9C"]}}, "discard": ["10D", "9H"], "turn": 0}
    table = stage.open_table(app, players=2, start=start)
    stage.settle(app, table)
    assert table.controls.buttons["mau"].lit and not table.controls.buttons["mau"].armed
    stage.tap_at(app, table.controls.buttons["mau"].rect.center)
    stage.tap_card(app, table, "KH")
    assert human_moves(table) == ["0 play KH mau"] and not table.controls.buttons["mau"].armed


def draw_offer_start(stock_top: str) -> dict:
    """Two players, your turn on ♥9 with no legal card: a draw brings `stock_top`."""
    return {
        "seats": {"0": {"hand": ["8S", "KC"]}},
        "stock": [stock_top],
        "discard": ["10D", "9H"],
        "turn": 0,
    }


def offer_after_last_but_one(app, drawn: str):
    """Hand 8♠ alone, ♥9 up, nothing fits: the draw brings `drawn`, offered to play (a
    play that leaves one card: with the Mau call too) or keep."""
    start = draw_offer_start(drawn)
    start["seats"]["0"]["hand"] = ["8S"]
    table = stage.open_table(app, players=2, start=start)
    stage.settle(app, table)
    stage.tap_at(app, table.controls.buttons["draw"].rect.center)
    stage.settle(app, table)
    return table


def test_drawn_card_is_offered_to_play_or_keep(app) -> None:
    table = stage.open_table(app, players=2, start=draw_offer_start("QH"))
    stage.settle(app, table)
    stage.tap_at(app, table.controls.buttons["draw"].rect.center)
    stage.settle(app, table)
    assert isinstance(app.stack.top, ChoiceOverlay)
    app.stack.top.back()  # not cancellable: the offer stays
    assert isinstance(app.stack.top, ChoiceOverlay)
    choose(app, "play")  # then the player changes their mind: Keep is on the Draw button
    assert human_moves(table) == ["0 draw", "0 play QH"]


def test_a_drawn_card_that_leaves_one_can_be_played_with_the_mau_call(app) -> None:
    """Hand 8♠ alone, ♥9 up: the draw brings Q♥; playing it leaves one card, so the offer
    has 'Play it and call Mau' (by tap, or M) and the player is not caught."""
    table = offer_after_last_but_one(app, "QH")
    overlay = app.stack.top
    assert [b.option.value for b in overlay.buttons] == ["play", "play_mau", "keep"]
    overlay.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m"))
    assert human_moves(table) == ["0 draw", "0 play QH mau"]


def test_keep_is_on_the_draw_button_after_a_draw(app) -> None:
    table = stage.open_table(app, players=2, start=draw_offer_start("JH"))
    stage.settle(app, table)
    stage.tap_at(app, table.controls.buttons["draw"].rect.center)
    stage.settle(app, table)
    choose(app, "play")  # a jack: the suit chooser comes next; cancel it
    app.stack.top.back()
    assert app.stack.top is table and table.controls.buttons["draw"].label == "Keep it"
    assert table.hand_view.legal == {"JH"}
    stage.tap_at(app, table.controls.buttons["draw"].rect.center)
    assert human_moves(table) == ["0 draw", "0 keep"]


def test_catch_window_waits_fairly_in_real_time_then_lets_go(app) -> None:
    table = stage.moment_catch(app, 4)
    match = table.session.match
    moves = history(table)
    assert moves[-1] == "1 play KH"  # no call
    waited = 0.0
    while match.window is not None and HUMAN in match.window.waiting:
        assert history(table) == moves  # nobody moves meanwhile
        stage.run(app, 1, 50.0)
        waited += 50.0
        assert waited < 5000
    assert waited >= 1500  # at instant speed too
    assert history(table)[len(moves)] == "0 let_go"


def test_catch_button_catches_and_penalty_goes_to_the_offender(app) -> None:
    table = stage.moment_catch(app, 4)
    stage.tap_at(app, table.controls.buttons["catch"].rect.center)
    assert "0 catch" in history(table)
    stage.settle(app, table)
    assert len(table.session.match.zones.piles["hand:1"]) == 3
    assert any("catch" in line for line in table.log.lines)


def test_catch_with_nothing_to_catch_says_so(app) -> None:
    table = stage.moment_pending(app, 2)
    before = history(table)
    stage.tap_at(app, table.controls.buttons["catch"].rect.center)
    assert app.toasts.queue[-1].text == "There is nothing to catch." and history(table) == before


def test_keys_draw_and_play(app) -> None:
    table = stage.moment_pending(app, 2)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_d, mod=0, unicode="d")
    app.stack.handle(key)
    assert human_moves(table) == ["0 draw"]


def test_match_end_overlay_and_stats(app) -> None:
    table = stage.moment_match_end(app, 2)
    assert table.finished and isinstance(app.stack.top, PanelOverlay)
    stage.run(app, 5)
    assert len(table.shown.revealed[1]) == 5  # the last round's hands stay turned over
    stats = storage.load_stats("maumau")
    assert stats["played"] == 1 and stats["won"] == 1 and stats["rounds_won"] == 1
    assert stats["points"] == table.session.match.scores[0] - 140
    from game.ui.scenes.lobby import LobbyScene

    lobby = LobbyScene(app)
    app.stack.push(lobby)
    tile = next(t for t in lobby.tiles if t.game.id == "maumau")
    record = tile.texts()[1][0]
    assert record == "Wins: 1/1\nRounds: 1/1"


def test_resume_brings_back_the_same_match(app) -> None:
    from game.ui.scenes.maumau import MauMauTable

    table = stage.open_table(app, players=3, seed=4)
    stage.settle(app, table)
    moves = history(table)
    again = MauMauTable(app, resume=True)
    app.stack.push(again)
    assert again.session.match.history == moves
    assert sorted(again.hand_view.cards) == sorted(table.hand_view.cards)
    assert MatchSession.resume("maumau") is not None


def test_four_colour_setting_recolours_the_table(app) -> None:
    table = stage.moment_pending(app, 2)
    two = table.face("QD")
    app.settings["four_colour"] = True
    four = table.face("QD")
    assert two is not four and sign_ink(table, "D") != sign_ink(table, "H")


def sign_ink(table, suit: str) -> tuple[int, int, int]:
    """The ink of a suit's sign in the jack's chooser (its most common colour)."""
    from collections import Counter

    surface = pygame.Surface((120, 90))
    surface.fill((255, 255, 255))
    table._suit_option(suit).paint(surface, surface.get_rect())
    inks = Counter(tuple(surface.get_at((x, y)))[:3] for x in range(120) for y in range(90))
    del inks[(255, 255, 255)]
    return inks.most_common(1)[0][0]


def test_no_hint_in_a_catch_window_and_a_hint_names_its_card(app) -> None:
    table = stage.moment_catch(app, 4)
    assert table._in_window() and table.can_act
    assert not table.hints.button.enabled  # as on any turn not the player's
    table.hints.ask()
    assert table.hints.task is None and table.hints.text == ""
    app2 = stage.make_app()
    mine = stage.moment_deal(app2, 2)
    mine.hints.ask()
    app2.tasks.run_all()
    action = mine.hints.action
    assert action is not None and mine.hints.text
    if action.verb == "play":
        assert mine.hint_target(action) == mine.hand_view.card_rect(action.card)
    else:
        assert mine.hint_target(action) == mine.controls.buttons["draw"].rect


def test_prompt_says_what_to_do_and_keeps_quiet_in_a_window(app) -> None:
    table = stage.moment_pending(app, 2)
    assert table.prompt_text() == "Answer with a 7, or draw 4."
    app2 = stage.make_app()
    catch = stage.moment_catch(app2, 4)
    assert catch.prompt_text() == ""


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_round_board_covers_no_name_or_count(app, players) -> None:
    table = stage.moment_scoring(app, players)
    board = table.board.rect
    assert table.table_rect.contains(board)
    for seat in table.seats.values():
        assert not board.colliderect(seat.bounds)
    assert not board.colliderect(table.human_plate())
    assert not table.stock_pile.visible  # no count peeks past the board
    assert table.next_button is not None and board.contains(table.next_button.rect)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_two_row_hand_covers_neither_your_plate_nor_the_prompt(app, players) -> None:
    table = stage.moment_bighand(app, players)
    assert len(table.hand_view.rows()) == 2 and table.prompt_text()
    cards = [table.hand_view.card_rect(c) for c in table.hand_view.cards]
    room = table.strip_room()
    for taken in (table.human_plate(), room):
        assert not any(taken.colliderect(card) for card in cards)
    for seat in table.seats.values():
        assert not room.colliderect(seat.bounds) and not table.human_plate().colliderect(
            seat.bounds
        )
    assert room.w >= 240 and table.table_rect.contains(room)


@pytest.mark.parametrize("players", [2, 4])
def test_the_results_panel_sits_on_the_felt_beside_the_story(app, players) -> None:
    """The match is over: the results take the felt (seats and buttons have nothing more
    to say) but leave the story readable beside them."""
    table = stage.moment_match_end(app, players)
    box = app.stack.top.box
    assert isinstance(app.stack.top, ResultsOverlay) and table.table_rect.contains(box)
    assert table.log.panel is not None and not box.colliderect(table.log.panel.rect)
    assert not table.stock_pile.visible


def test_the_mau_call_survives_the_suit_chooser_on_a_jack(app) -> None:
    """Two cards, one a Jack: Mau armed, the Jack tapped, a suit chosen: the call goes with
    the play (the chooser rebuilds the table's widgets before the play is sent)."""
    start = {"seats": {"0": {"hand": ["JC", "9C"]}}, "discard": ["10D", "9H"], "turn": 0}
    table = stage.open_table(app, players=2, start=start)
    stage.settle(app, table)
    stage.tap_at(app, table.controls.buttons["mau"].rect.center)
    assert table.controls.buttons["mau"].armed
    stage.tap_card(app, table, "JC")
    choose(app, "H")
    assert human_moves(table) == ["0 play JC wish=H mau"]
    stage.settle(app, table)
    assert not table.controls.buttons["mau"].armed and table.session.match.scores == [0, 0]
    assert not any(e.kind == "caught" for e in table.session.match.log)


def test_a_drawn_jack_played_with_the_mau_call_keeps_the_call(app) -> None:
    table = offer_after_last_but_one(app, "JH")
    choose(app, "play_mau")
    choose(app, "S")
    assert human_moves(table) == ["0 draw", "0 play JH wish=S mau"]


def test_the_hint_tooltip_goes_once_hint_is_pressed(app) -> None:
    """Hint's tooltip used to stay over Draw after the click."""
    table = stage.moment_deal(app, 3)
    stage.run(app, 1)
    hint = table.hints.button
    app.stack.handle(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=hint.rect.center, rel=(0, 0), buttons=(0, 0, 0), touch=False
        )
    )
    assert table.ui.tooltip_target() is hint
    stage.tap_at(app, hint.rect.center)
    stage.run(app, 3)
    assert table.hints.text and table.ui.tooltip_target() is None


def test_catch_is_a_quiet_button_in_and_out_of_a_window(app) -> None:
    """Catch! is no longer the loudest (red) control while nothing can be caught, and it
    does not light up in a window either (that would give the missed call away)."""
    table = stage.moment_deal(app, 3)
    assert (
        table.controls.buttons["catch"].style == table.controls.buttons["draw"].style == "secondary"
    )
    assert not table.controls.buttons["catch"].bold
    table = stage.moment_catch(app, 2)
    assert table.controls.buttons["catch"].style == "secondary"
