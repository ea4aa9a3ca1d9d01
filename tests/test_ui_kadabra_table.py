"""The L.A.M.A. Kadabra table driven like a player: a full round and a whole match by taps,
every pending choice reachable (a 1's chip by tapping a lit seat or its number, a llama's
chip with an exchange first, the going-out return), the magic show's buttons and banner,
refusals that say why and change nothing, Quit's question, the round board counting up,
the match end's placings, statistics on the lobby tile, Resume, the hint, and six seats
that fit."""

from __future__ import annotations

import random

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
from game.i18n import tr
from game.ui.scenes.kadabra_events import scores
from game.ui.table.callouts import pill_layout
from game.ui.table.results import ResultsOverlay
from game.ui.table.session import MatchSession
from game.ui.widgets.dialog import ConfirmDialog
from tools.stages import kadabra as stage  # noqa: E402

HUMAN = 0


@pytest.fixture(autouse=True)
def instant(app):
    app.settings["speed"] = "instant"
    yield


def key(app, code: int) -> None:
    app.stack.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))


def answer_yes(app) -> None:
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog)
    stage.tap_at(app, dialog.ui.widgets[1].rect.center)


def take_turn_by_taps(app, table) -> None:
    """What the normal AI would do in the human's place, done with taps on the table."""
    session = table.session
    action: Action = session._advisor.decide(session.view()).action
    text = " ".join((action.verb, *action.args))
    if action.verb == "play":
        stage.tap_card(app, table, action.card)
    elif action.verb == "give":
        stage.tap_at(app, table.targets[int(action.param("to"))].rect.center)
    elif action.verb == "quit":
        stage.tap_button(app, table, "quit")
        answer_yes(app)
    else:
        stage.tap_button(app, table, text)


def play_round(app, table, limit: int = 400) -> None:
    for _ in range(limit):
        stage.settle(app, table)
        if table.awaiting_next or table.finished:
            return
        before = len(history(table))
        take_turn_by_taps(app, table)
        stage.run(app, 2)
        assert len(history(table)) > before, "a tap did not become an action"
    raise AssertionError("the round never ended")


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_a_full_round_played_by_taps(app, speed) -> None:
    app.settings["speed"] = speed
    table = stage.open_table(app, players=4, seed=21)
    play_round(app, table)
    assert table.awaiting_next and table.board is not None
    assert human_moves(table)
    match = table.session.match
    assert table.board.totals == match.scores()
    assert storage.load_stats("kadabra")["rounds"] == 1
    stage.tap_at(app, table.next_button.rect.center)
    stage.settle(app, table)
    assert table.board is None and table.shown.round == 2
    assert len(table.hand_view.cards) == len(match.zones.piles["hand:0"])


def test_a_whole_match_played_by_taps_to_its_placings(app) -> None:
    table = stage.open_table(app, players=2, seed=3)
    for _ in range(40):
        play_round(app, table)
        if table.finished:
            break
        stage.tap_at(app, table.next_button.rect.center)
    assert table.finished and isinstance(app.stack.top, ResultsOverlay)
    result = table.session.match.result()
    r = app.stack.top.results
    low = min(result["scores"])
    first_place, first_seat = r.placings[0]
    assert first_place == 1 and result["scores"][first_seat] == low
    assert [result["scores"][seat] for _, seat in r.placings] == sorted(result["scores"])
    assert r.rows[-1] == list(result["scores"]) and len(r.rows) == table.shown.round + 1
    stats = storage.load_stats("kadabra")
    assert stats["played"] == 1 and stats["rounds"] == table.shown.round
    assert stats.get("won", 0) == (HUMAN in result["winners"])


def test_the_table_shows_what_the_match_holds_when_settled(app) -> None:
    table = stage.open_table(app, players=5, seed=5)
    stage.settle(app, table)
    match = table.session.match
    assert sorted(table.hand_view.cards) == sorted(match.zones.piles["hand:0"])
    assert table.shown.counts == [len(match.zones.piles[f"hand:{s}"]) for s in range(5)]
    assert table.stock_pile.count == len(match.zones.piles["stock"])
    assert table.shown.whites == match.whites and table.shown.blacks == match.blacks
    legal = {a.card for a in match.legal_actions(0) if a.verb == "play"}
    assert table.hand_view.legal == legal


def test_a_one_lights_the_eligible_seats_and_a_tap_gives_the_chip(app) -> None:
    table = stage.moment_give(app, 4)
    match = table.session.match
    assert sorted(table.targets) == match.recipients(0) == [1, 2, 3]
    assert "give" in table.prompt_text().lower() or table.prompt_text()
    stage.tap_at(app, table.targets[2].rect.center)
    assert human_moves(table)[-1] == "0 give to=2"
    assert match.whites[2] == 4 and match.whites[0] == 4


def test_a_seat_number_key_gives_the_chip_too(app) -> None:
    table = stage.moment_give(app, 6)
    assert [t.number for t in table.targets.values()] == [1, 2, 3, 4, 5]
    key(app, pygame.K_5)
    assert human_moves(table)[-1] == "0 give to=5"


def test_a_quitter_is_no_recipient(app) -> None:
    start = {
        "seats": {"0": {"hand": ["1G.1", "3.1"], "white": 2}, "2": {"quit": True}},
        "top": "L.1",
        "turn": 0,
    }
    table = stage.open_table(app, players=4, start=start)
    stage.settle(app, table)
    stage.tap_card(app, table, "1G.1")
    stage.settle(app, table)
    assert sorted(table.targets) == [1, 3]


def test_a_llama_with_ten_whites_offers_exchange_then_place(app) -> None:
    start = {"seats": {"0": {"hand": ["L.1", "3.1"], "white": 12}}, "top": "6.1", "turn": 0}
    table = stage.open_table(app, players=3, start=start)
    stage.settle(app, table)
    stage.tap_card(app, table, "L.1")
    stage.settle(app, table)
    assert set(table.controls.buttons) == {"place", "exchange"}
    stage.tap_button(app, table, "exchange")  # then a single answer is left: placed at once
    assert human_moves(table)[-2:] == ["0 play L.1", "0 exchange"]
    match = table.session.match
    assert (match.stage_w, match.whites[0], match.blacks[0]) == (1, 1, 1)


def test_a_llama_with_a_choice_is_placed_by_its_button(app) -> None:
    start = {"seats": {"0": {"hand": ["L.1", "3.1"], "white": 10}}, "top": "6.1", "turn": 0}
    table = stage.open_table(app, players=3, start=start)
    stage.settle(app, table)
    stage.tap_card(app, table, "L.1")
    stage.settle(app, table)
    assert "place" in table.prompt_text() or table.prompt_text()
    key(app, pygame.K_p)
    assert human_moves(table)[-1] == "0 place" and table.session.match.stage_w == 1


def test_the_going_out_return_offers_every_answer(app) -> None:
    start = {
        "seats": {"0": {"hand": ["5.2"], "white": 2, "black": 1}},
        "top": "4.1",
        "turn": 0,
    }
    table = stage.open_table(app, players=3, start=start)
    stage.settle(app, table)
    stage.tap_card(app, table, "5.2")
    stage.settle(app, table)
    assert set(table.controls.buttons) == {"return white", "return black", "keep"}
    assert table.board is not None  # the round's board is up while the player answers
    stage.tap_button(app, table, "return white")
    stage.settle(app, table)
    assert human_moves(table)[-1] == "0 return white"
    assert table.board.totals[0] == table.session.match.scores()[0]
    assert table.board.gains[0] == -1


def test_the_going_out_answers_stand_in_order_and_answer_to_their_keys(app) -> None:
    """Return white, Return black and Keep from the top down; B returns the black chip
    (a button's key is its move's last word's initial)."""
    start = {"seats": {"0": {"hand": ["5.2"], "white": 2, "black": 1}}, "top": "4.1", "turn": 0}
    table = stage.open_table(app, players=3, start=start)
    stage.settle(app, table)
    stage.tap_card(app, table, "5.2")
    stage.settle(app, table)
    buttons = table.controls.buttons
    column = sorted(buttons, key=lambda move: buttons[move].rect.y)
    assert column == ["return white", "return black", "keep"]
    key(app, pygame.K_b)
    stage.settle(app, table)
    assert human_moves(table)[-1] == "0 return black"


def test_a_magic_show_is_announced_and_offers_take_and_skip(app) -> None:
    app.settings["speed"] = "normal"
    table = stage.moment_show(app, 4)
    banners = [c.text for c in table.callouts.items if c.style == "banner"]
    assert banners and banners[0].startswith("Magic show!")
    assert table.shown.show
    app.settings["speed"] = "instant"
    stage.settle(app, table)
    assert table.controls.buttons.keys() == {"take"}
    assert table.hand_view.legal == {"L.1"}
    assert table.prompt_text().startswith("Magic show!")
    stage.tap_button(app, table, "take")
    match = table.session.match
    assert human_moves(table) == ["0 take"] and match.whites[0] == 4 + 5 - 1
    stage.settle(app, table)
    assert not table.shown.show and "draw" in table.controls.buttons


def test_the_blue_chip_skips_a_show(app) -> None:
    start = {
        "seats": {"0": {"hand": ["3.1", "4.1"], "blue": True}},
        "top": "L.1",
        "stage": 5,
        "show": True,
        "turn": 0,
    }
    table = stage.open_table(app, players=3, start=start)
    stage.settle(app, table)
    assert list(table.controls.buttons) == ["take", "skip"]
    key(app, pygame.K_s)
    assert human_moves(table) == ["0 skip"]


def test_a_refused_card_says_why_and_changes_nothing(app) -> None:
    start = {"seats": {"0": {"hand": ["3.1", "L.3"]}}, "top": "1G.2", "turn": 0}
    table = stage.open_table(app, players=2, start=start)
    stage.settle(app, table)
    before = history(table)
    stage.tap_card(app, table, "L.3")
    assert history(table) == before
    assert app.toasts.queue[-1].text == (
        "Llama cannot go on 1 (gift): play the same number or the next one (after 6 a llama, after a"
        " llama a 1)."
    )


def test_a_refused_draw_says_why(app) -> None:
    """The last seat left may not draw: Draw is off, the prompt says why, and the D key
    (which still tries) is refused with the reason."""
    start = {"seats": {"0": {"hand": ["3.1", "L.3"]}, "1": {"quit": True}}, "top": "5.1"}
    start["turn"] = 0
    table = stage.open_table(app, players=2, start=start)
    stage.settle(app, table)
    assert not table.controls.buttons["draw"].enabled
    stage.tap_button(app, table, "draw")
    assert human_moves(table) == []
    table.act("draw")
    assert human_moves(table) == []
    assert app.toasts.queue[-1].text == "You are the last player in the round: you may not draw."


def test_the_last_seat_left_is_offered_only_what_is_legal(app) -> None:
    """Everyone else has quit and nothing fits: quitting is the only legal move, so the
    prompt names only that and Quit is the only live button (the prompt and the buttons
    follow the legal actions)."""
    start = {
        "seats": {"0": {"hand": ["3.1", "5.1"]}, "1": {"quit": True}, "2": {"quit": True}},
        "top": "1G.1",
        "turn": 0,
    }
    table = stage.open_table(app, players=3, start=start)
    stage.settle(app, table)
    legal = {str(a).split(" ", 1)[1] for a in table.session.human_actions()}
    assert legal == {"quit"}
    live = {verb for verb, button in table.controls.buttons.items() if button.enabled}
    assert live == legal
    assert table.prompt_text() == tr("kadabra.prompt.alone.quit")
    assert "draw" not in table.prompt_text().lower()
    assert not table.stock_pile.enabled
    start["seats"]["0"]["hand"] = ["2.1", "5.1"]  # a 2 fits on the 1: play or quit
    table = stage.open_table(app, players=3, start=start)
    stage.settle(app, table)
    assert table.prompt_text() == tr("kadabra.prompt.alone")
    assert {v for v, b in table.controls.buttons.items() if b.enabled} == {"quit"}
    assert table.hand_view.legal == {"2.1"}


def test_quit_asks_first_and_cancel_changes_nothing(app) -> None:
    table = stage.moment_quit(app, 4)
    dialog = app.stack.top
    assert "minus points" in dialog.question
    stage.tap_at(app, dialog.ui.widgets[0].rect.center)  # Cancel
    assert app.stack.top is table and human_moves(table) == []
    key(app, pygame.K_q)
    answer_yes(app)
    assert human_moves(table) == ["0 quit"]
    stage.settle(app, table)
    assert not table.shown.active[0]


def test_the_round_board_counts_the_minus_points_up(app) -> None:
    app.settings["speed"] = "normal"
    start = {
        "seats": {"0": {"hand": ["5.2"], "blue": True}, "1": {"hand": ["6.1", "L.1"]}},
        "top": "4.1",
        "turn": 0,
    }
    table = stage.open_table(app, players=2, start=start)
    stage.settle(app, table)
    stage.tap_card(app, table, "5.2")
    for _ in range(200):
        stage.run(app, 1, 16.0)
        if table.board is not None and table.anim.busy:
            break
    board = table.board
    assert board is not None and board.gains[1] == 16 and board.gains[0] == 10
    stage.run(app, 3, 16.0)
    assert 3 <= board.shown[1] < board.totals[1] == 19  # counting up, not yet there
    stage.settle(app, table)
    assert board.shown[1] == 19 and "hand: 16" in board.notes[1]


def test_match_end_shows_placings_and_the_lobby_tile_the_record(app) -> None:
    table = stage.moment_end(app, 4)
    assert table.finished and isinstance(app.stack.top, ResultsOverlay)
    panel = app.stack.top
    scores = table.session.match.scores()
    r = panel.results
    assert panel.title == "You win!" and r.placings[0] == (1, 0)
    assert str(scores[0]) in r.values[0] and r.names[0] == "You"
    assert r.placings[-1][0] == 4 and r.names[r.placings[-1][1]] == "Lotte"
    stats = storage.load_stats("kadabra")
    assert stats["played"] == 1 and stats["won"] == 1 and stats["rounds_won"] == 1
    from game.ui.scenes.lobby import LobbyScene

    lobby = LobbyScene(app)
    app.stack.push(lobby)
    tile = next(t for t in lobby.tiles if t.game.id == "kadabra")
    assert tile.texts()[1][0] == "Wins: 1/1\nRounds: 1/1"


def test_resume_brings_back_the_match_mid_round(app) -> None:
    from game.ui.scenes.kadabra import KadabraTable

    table = stage.open_table(app, players=3, seed=4)
    stage.settle(app, table)
    take_turn_by_taps(app, table)
    stage.settle(app, table)
    moves = history(table)
    assert any(m.startswith("0 ") for m in moves)
    again = KadabraTable(app, resume=True)
    app.stack.push(again)
    stage.settle(app, again)
    assert again.session.match.history == moves
    assert sorted(again.hand_view.cards) == sorted(table.hand_view.cards)
    assert scores(again.shown) == scores(table.shown) and again.can_act
    assert MatchSession.resume("kadabra") is not None


def test_a_hint_names_the_move_and_points_at_it(app) -> None:
    table = stage.moment_give(app, 4)
    table.hints.ask()
    app.tasks.run_all()
    action = table.hints.action
    assert action is not None and action.verb == "give"
    assert "Give the chip to" in table.hints.text
    assert table.hint_target(action) == table.targets[int(action.param("to"))].rect


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_seat_fits_without_overlap(app, players) -> None:
    table = stage.moment_deal(app, players)
    area = table.table_rect
    plates = [hand.bounds for hand in table.seats.values()] + [table.human_plate()]
    middle = [table.stage_rect(), table.stock_pile.rect, table.discard_pile.rect]
    buttons = [b.rect for b in table.controls.buttons.values()] + [table.hints.button.rect]
    for i, rect in enumerate(plates):
        assert area.contains(rect)
        assert not any(rect.colliderect(other) for other in plates[i + 1 :])
        assert not any(rect.colliderect(other) for other in middle + buttons)
    assert not any(b.colliderect(m) for b in buttons for m in middle)


def test_every_legal_action_is_reachable_by_a_tap(app) -> None:
    """Random taps over a long match: at every decision of the player each legal action has
    its card, seat or button on the table, and the tap on it applies exactly that action."""
    rng = random.Random(8)
    table = stage.open_table(app, players=3, seed=12)
    seen: set[str] = set()
    for _ in range(160):
        stage.settle(app, table)
        if table.finished:
            break
        if table.awaiting_next:
            stage.tap_at(app, table.next_button.rect.center)
            continue
        legal = table.session.human_actions()
        for action in legal:
            text = " ".join((action.verb, *action.args))
            if action.verb == "play":
                assert action.card in table.hand_view.legal
            elif action.verb == "give":
                assert int(action.param("to")) in table.targets
            else:
                assert text in table.controls.buttons, text
        action = rng.choice(legal)
        seen.add(action.verb)
        before = len(history(table))
        if action.verb == "play":
            stage.tap_card(app, table, action.card)
        elif action.verb == "give":
            stage.tap_at(app, table.targets[int(action.param("to"))].rect.center)
        else:
            stage.tap_button(app, table, " ".join((action.verb, *action.args)))
            if action.verb == "quit":
                answer_yes(app)
        assert history(table)[before:] == [str(action)]
    assert {"play", "draw", "quit"} <= seen


def test_resume_with_a_chip_to_give_lights_the_seats_again(app) -> None:
    from game.ui.scenes.kadabra import KadabraTable

    table = stage.moment_give(app, 4)
    again = KadabraTable(app, resume=True)
    app.stack.push(again)
    stage.settle(app, again)
    assert sorted(again.targets) == [1, 2, 3] and again.prompt_text() == table.prompt_text()
    stage.tap_at(app, again.targets[3].rect.center)
    assert human_moves(again)[-1] == "0 give to=3"


@pytest.fixture(params=[(1280, 720), (960, 540)], ids=["1280x720", "960x540"])
def sized_app(data_dir, request):
    """The app at both window sizes the table is checked at."""
    application = stage.make_app(request.param)
    yield application


def covered_plates(panel: pygame.Rect, table) -> list[pygame.Rect]:
    return [plate for plate in table.seat_plates() if plate.colliderect(panel)]


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_round_board_covers_no_seat_plate(sized_app, players) -> None:
    table = stage.moment_board(sized_app, players)
    assert table.board is not None and table.awaiting_next
    assert table.board.rect.w >= 480
    assert covered_plates(table.board.rect, table) == []
    assert table.table_rect.contains(table.board.rect)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_results_panel_covers_no_seat_plate(sized_app, players) -> None:
    table = stage.moment_end(sized_app, players)
    panel = sized_app.stack.top
    assert table.finished and isinstance(panel, ResultsOverlay)
    assert covered_plates(panel.box, table) == []
    # everything the panel holds stays inside it: the placings, the chart, the buttons
    assert panel.box.contains(panel.table_rect.union(panel.chart_rect))
    assert all(panel.box.contains(button.rect) for button in panel.buttons)
    assert panel.chart_rect.top >= panel.table_rect.bottom
    assert all(panel.chart_rect.bottom <= button.rect.top for button in panel.buttons)


@pytest.mark.parametrize("lang", ["en", "it", "ka"])
@pytest.mark.parametrize("players", [4, 6])
def test_the_magic_show_banner_leaves_the_draw_count_in_view(app, players, lang) -> None:
    from game import i18n

    i18n.set_language(lang)
    app.settings["speed"] = "normal"
    table = stage.moment_show(app, players)
    banner = next(c for c in table.callouts.items if c.style == "banner")
    count = table.stock_pile.count_rect
    assert count.w and count.h  # drawn this frame, the pile's count
    rect = pill_layout(banner, table.place(banner.where), app.canvas.get_rect())[3]
    assert not rect.colliderect(count)
    assert not rect.colliderect(table.stage_rect())
    assert not any(rect.colliderect(plate) for plate in table.seat_plates())


def test_the_lobby_link_is_about_lama_kadabra_itself() -> None:
    """Not German Wikipedia's page of the original L.A.M.A. (another game): BoardGameGeek,
    for L.A.M.A. Kadabra by name."""
    from urllib.parse import parse_qs, urlparse

    from game.ui.games import info

    game = info("kadabra")
    url = urlparse(game.url)
    assert url.scheme == "https" and url.hostname == "boardgamegeek.com"
    assert parse_qs(url.query)["q"] == ["L.A.M.A. Kadabra"]
    assert game.link_key == "lobby.link.bgg"


def test_each_seat_shows_its_minus_points_and_taking_the_stage_its_cost(app) -> None:
    """Every plate shows the seat's minus points so far (its chips, from the state: the
    same after a Resume), and Take stage says what the stage's chips would cost."""
    table = stage.moment_show(app, 4)
    stage.settle(app, table)
    public = table.session.view()["public"]
    for seat in range(4):
        points = public["whites"][seat] + 10 * public["blacks"][seat]
        assert table.seat_view(seat).score == f"−{points}"
    assert table.seat_view(0).score == "−14"  # four whites and a black
    white, black = public["stage"]
    assert table.controls.buttons["take"].label == tr(
        "kadabra.verb.take.cost", n=white + 10 * black
    )
    assert table.controls.buttons["take"].label == "Take stage: +14"
    from game.ui import games

    again = games.table_scene(app, "kadabra", resume=True)
    app.stack.push(again)
    stage.settle(app, again)
    assert [again.seat_view(s).score for s in range(4)] == [
        table.seat_view(s).score for s in range(4)
    ]


def test_a_shared_win_names_every_winner(app) -> None:
    table = stage.open_table(app, players=3)
    title, _ = table.result_text({"winners": [1, 2], "scores": [30, 22, 22]})
    assert title == tr("kadabra.end.shared", names="Lotte, Pablo")
