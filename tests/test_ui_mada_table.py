"""The Mada table driven like a player: a full round and a whole match by taps, every
pending choice (a Scorpion's price, a Double Lemur's pile by a tap or by the chooser, any
set-aside after a bust) reachable, refusals that say why and change nothing, the luck
reveal, the Lemur's and the swap's flights, the round summary, placings, stats, resume."""

from __future__ import annotations

from itertools import combinations

import pytest
from test_ui_support import app_fixture, data_dir_fixture  # noqa: F401

from game import storage
from game.engine.actions import Action
from game.i18n import tr, trn
from game.ui.scenes import mada_look
from game.ui.scenes.mada_events import EVENTS, bank, banked, match_over, pears, pile
from game.ui.table.chooser import ChoiceOverlay
from game.ui.table.model import TableModel
from game.ui.table.overlay import PanelOverlay
from game.ui.table.results import ResultsOverlay
from game.ui.table.session import MatchSession
from game.ui.widgets.dialog import ConfirmDialog
from tools.stages import mada as stage  # noqa: E402


@pytest.fixture(autouse=True)
def instant(app):
    app.settings["speed"] = "instant"
    yield


def history(table) -> list[str]:
    return list(table.session.match.history)


def human_moves(table) -> list[str]:
    return [a for a in history(table) if a.startswith("0 ")]


def press_panel(app, index: int = 0) -> None:
    panel = app.stack.top
    assert isinstance(panel, PanelOverlay)
    stage.tap_at(app, panel.buttons[index].rect.center)


def take_turn_by_taps(app, table) -> None:
    """What the normal AI would do in the human's place, done with taps on the table."""
    session = table.session
    action: Action = session._advisor.decide(session.view()).action
    verb = action.verb
    if verb in ("play", "scorpion"):
        stage.tap_card(app, table, action.args[0])
    elif verb == "draw":
        stage.tap_at(app, table.controls.buttons["draw"].rect.center)
    elif verb == "luck":
        stage.tap_at(app, table.controls.buttons["luck"].rect.center)
    elif verb == "swap":
        stage.tap_at(app, table.pile_spot(int(action.args[0][3:])).area.center)
    elif verb == "discard":
        for card in action.args:
            stage.tap_card(app, table, card)
        stage.tap_at(app, table.controls.buttons["answer"].rect.center)


def play_by_taps(app, table, rounds: int | None, limit: int = 600) -> int:
    """Play with taps until `rounds` summaries were passed (None: the match's end)."""
    summaries = 0
    for _ in range(limit):
        stage.settle(app, table)
        if table.finished:
            return summaries
        if isinstance(app.stack.top, PanelOverlay):
            summaries += 1
            if rounds is not None and summaries >= rounds:
                return summaries
            press_panel(app)
            continue
        before = len(history(table))
        take_turn_by_taps(app, table)
        stage.run(app, 2)
        assert len(history(table)) > before, "a tap did not become an action"
    raise AssertionError("the match went on too long")


@pytest.mark.parametrize("speed, reduced", [("instant", False), ("fast", True)])
def test_a_full_round_played_by_taps(app, speed, reduced) -> None:
    app.settings["speed"], app.settings["reduced_motion"] = speed, reduced
    table = stage.open_table(app, players=3, seed=21)
    assert play_by_taps(app, table, rounds=1) == 1
    assert len(human_moves(table)) >= 1
    assert table.paused and isinstance(app.stack.top, PanelOverlay)
    lines = app.stack.top.lines
    assert any("bust" in line for line in lines), lines
    assert storage.load_stats("mada")["rounds"] == 1
    press_panel(app)
    stage.settle(app, table)
    match = table.session.match
    assert table.shown.round == match.round_no == 2
    assert banked(table.shown) == [len(match.zones.piles[f"bank:{s}"]) for s in range(3)]


def test_a_whole_match_by_taps_ends_with_placings_and_stats(app) -> None:
    table = stage.open_table(app, players=2, seed=5)
    rounds = play_by_taps(app, table, rounds=None, limit=3000)
    assert table.finished and isinstance(app.stack.top, ResultsOverlay)
    result = table.session.match.result()
    r = app.stack.top.results
    best = max(result["scores"])
    assert len(r.placings) == 2 and r.placings[0][0] == 1
    assert result["scores"][r.placings[0][1]] == best and str(best) in r.values[r.placings[0][1]]
    assert r.rows[0] == [0.0, 0.0] and r.rows[-1] == [float(v) for v in result["scores"]]
    stats = storage.load_stats("mada")
    assert stats["played"] == 1 and stats["rounds"] == rounds + 1
    assert stats.get("won", 0) == (0 in result["winners"])
    from game.ui.scenes.lobby import LobbyScene

    lobby = LobbyScene(app)
    app.stack.push(lobby)
    tile = next(t for t in lobby.tiles if t.game.id == "mada")
    assert "Rounds" in tile.texts()[1][0]


def test_the_table_shows_what_the_match_holds_when_settled(app) -> None:
    table = stage.open_table(app, players=5, seed=5)
    stage.settle(app, table)
    match = table.session.match
    assert sorted(table.hand_view.cards) == sorted(match.zones.piles["hand:0"])
    for seat in range(5):
        assert pile(table.shown, seat) == match.zones.piles[f"pile:{seat}"]
    assert table.shown.counts == [len(match.zones.piles[f"hand:{s}"]) for s in range(5)]
    assert table.stock_pile.count == len(match.zones.piles["draw"])


def test_a_too_low_card_says_why_and_changes_nothing(app) -> None:
    human = {"hand": ["2", "5", "12"], "pile": ["9"]}
    table = stage.open_table(app, 3, start=stage.table_state(3, human))
    stage.settle(app, table)
    assert table.hand_view.legal == {"12.1"}
    before = history(table)
    stage.tap_card(app, table, "2.1")
    assert history(table) == before
    assert app.toasts.queue[-1].text == "The 2 is lower than the 9 on top of your pile."
    table.handle(key(pytest.importorskip("pygame").K_d))  # the hand is full: no draw
    assert history(table) == before
    assert app.toasts.queue[-1].text == "Your hand is full (3 cards): you cannot draw."


def key(code: int):
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def test_the_scorpion_takes_the_card_you_tap(app) -> None:
    table = stage.moment_scorpion_you(app, 3)
    assert table.choice_kind() == "scorpion" and table.can_act
    assert table.hand_view.legal == {"3.1", "12.1"}  # every answer is a lifted card
    assert "Scorpion" in table.prompt_text()
    stage.tap_card(app, table, "12.1")
    stage.settle(app, table)
    piles = table.session.match.zones.piles
    assert piles["hand:0"] == ["3.1"] and piles["discard"][-2:] == ["S.1", "12.1"]
    assert any("Scorpion takes your 12" in line for line in table.log.lines)


def test_an_opponents_scorpion_shows_what_it_took(app) -> None:
    app.settings["speed"] = "normal"
    table = stage.moment_scorpion(app, 3)
    assert "Takes the 7" in table.callouts.texts(1)
    stage.settle(app, table)
    assert any("The Scorpion takes a card from Aina: the 7." in line for line in table.log.lines)


@pytest.mark.parametrize("target", [1, 2, 3])
def test_the_swap_by_a_tap_on_any_pile(app, target) -> None:
    table = stage.moment_swap_choice(app, 4)
    assert table.choice_kind() == "swap"
    mine = list(table.session.match.zones.piles["pile:0"])
    theirs = list(table.session.match.zones.piles[f"pile:{target}"])
    stage.tap_at(app, table.pile_spot(target).area.center)
    stage.settle(app, table)
    piles = table.session.match.zones.piles
    assert piles["pile:0"] == theirs and piles[f"pile:{target}"] == mine
    assert pile(table.shown, 0) == theirs and pile(table.shown, target) == mine


def test_a_card_tapped_while_the_double_lemur_asks_for_a_pile_says_why(app) -> None:
    table = stage.moment_swap_choice(app, 3)
    before = history(table)
    stage.tap_card(app, table, "4.1")
    assert history(table) == before and table.choice_kind() == "swap"
    assert app.toasts.queue[-1].text == "First choose whose pile to swap with."


def test_the_swap_chooser_lists_every_seat(app) -> None:
    table = stage.moment_swap_choice(app, 5)
    assert table.controls.buttons["answer"].visible
    stage.tap_at(app, table.controls.buttons["answer"].rect.center)
    chooser = app.stack.top
    assert isinstance(chooser, ChoiceOverlay)
    assert [b.option.value for b in chooser.buttons] == [1, 2, 3, 4]
    stage.tap_at(app, chooser.buttons[3].rect.center)
    stage.settle(app, table)
    assert "0 swap to=4" in history(table)


def test_the_swap_flies_every_card(app) -> None:
    app.settings["speed"] = "normal"
    table = stage.moment_swap_choice(app, 3)
    stage.tap_at(app, table.pile_spot(1).area.center)
    both = len(pile(table.shown, 0)) + len(pile(table.shown, 1))
    stage.run_until(app, lambda: sum(not f.grounded for f in table.flights.flights) == both)
    stage.settle(app, table)
    assert not table.flights.busy and not table.flights.hidden


def test_the_lemur_pull_down_flies_and_lands_right(app) -> None:
    app.settings["speed"] = "normal"
    table = stage.moment_lemur_mid(app, 3)
    assert table.flights.busy and table.flights.hidden
    stage.settle(app, table)
    assert pile(table.shown, 0) == ["8.1", "8.2", "L.1", "2.1", "5.1"]
    assert table.session.match.zones.piles["pile:0"] == pile(table.shown, 0)
    assert not table.flights.hidden and not table.flights.busy


def off_line(flight) -> float:
    """How far a card in the air is from the straight line between its two ends."""
    (x0, y0), (x1, y1), (x, y) = flight.start, flight.end, flight.centre
    length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    return abs((x1 - x0) * (y0 - y) - (x0 - x) * (y1 - y0)) / length


def in_the_air(table) -> list:
    """The cards flying from one pile to a pile (a Lemur's pull-down, a swap)."""
    areas = [table.pile_spot(seat).area for seat in range(table.shown.n_seats)]

    def on_a_pile(point) -> bool:
        return any(area.collidepoint(point) for area in areas)

    return [
        f
        for f in table.flights.flights
        if not f.grounded and f.start != f.end and on_a_pile(f.start) and on_a_pile(f.end)
    ]


@pytest.mark.parametrize("moment", ["lemur", "swap"])
def test_pile_cards_fly_along_an_arc(app, moment) -> None:
    app.settings["speed"] = "normal"
    table = (stage._lemur_table if moment == "lemur" else stage._swap_table)(app, 3)
    stage.run_until(app, lambda: any(0.3 < f.t < 0.7 for f in in_the_air(table)))
    mid = [f for f in in_the_air(table) if 0.3 < f.t < 0.7]
    assert mid and all(off_line(f) > 5 for f in mid)
    assert all(f.centre[1] < f.start[1] + (f.end[1] - f.start[1]) * f.t for f in mid)  # up
    stage.settle(app, table)
    assert not table.flights.busy and not table.flights.hidden


@pytest.mark.parametrize("moment", ["lemur", "swap"])
def test_reduced_motion_keeps_pile_cards_on_the_straight_line(app, moment) -> None:
    app.settings["speed"], app.settings["reduced_motion"] = "normal", True
    table = (stage._lemur_table if moment == "lemur" else stage._swap_table)(app, 3)
    stage.run_until(app, lambda: bool(in_the_air(table)))
    seen = 0
    while in_the_air(table):
        for flight in in_the_air(table):
            assert off_line(flight) < 0.5 and flight.centre == flight.end
            seen += 1
        stage.run(app, 1, 16.0)
    assert seen


def test_trying_your_luck_turns_the_card_over_then_says_the_verdict(app) -> None:
    app.settings["speed"] = "normal"
    table = stage.moment_luck(app, 3)
    card = table.revealed
    assert card is not None and card.startswith("9.")
    stage.run_until(app, lambda: "Safe!" in table.callouts.texts("reveal"))
    stage.settle(app, table)
    assert table.revealed is None and pile(table.shown, 0)[-1] == card


@pytest.mark.parametrize("picked", [(), ("2.1",), ("L.1",), ("2.1", "L.1")])
def test_after_a_bust_any_cards_can_be_set_aside(app, picked) -> None:
    human = {"hand": ["2", "L"], "pile": ["9"]}
    table = stage.open_table(app, 3, start=stage.table_state(3, human, draw=["4"]))
    stage.settle(app, table)
    stage.tap_at(app, table.controls.buttons["luck"].rect.center)
    stage.settle(app, table)
    press_panel(app)  # the round's summary: Next
    stage.settle(app, table)
    assert table.choice_kind() == "discard" and table.controls.buttons["answer"].visible
    assert table.controls.buttons["answer"].label == "Keep all"
    for card in picked:
        stage.tap_card(app, table, card)
    if picked:
        assert table.controls.buttons["answer"].label == f"Set aside {len(picked)}"
    stage.tap_at(app, table.controls.buttons["answer"].rect.center)
    stage.settle(app, table)
    hand = table.session.match.zones.piles["hand:0"]
    assert sorted(hand) == sorted(c for c in ("2.1", "L.1") if c not in picked)


def test_every_set_aside_subset_is_an_answer(app) -> None:
    """The table's submit text matches the engine's answers for each subset of 3 cards."""
    human = {"hand": ["2", "L", "7"], "pile": ["9"]}
    table = stage.open_table(app, 2, start=stage.table_state(2, human, draw=["4"]))
    stage.settle(app, table)
    stage.tap_at(app, table.controls.buttons["luck"].rect.center)
    stage.settle(app, table)
    press_panel(app)
    stage.settle(app, table)
    answers = {tuple(a.args) for a in table.session.human_actions()}
    hand = table.session.match.zones.piles["hand:0"]
    assert len(answers) == 8
    for size in range(4):
        for subset in combinations(hand, size):
            assert tuple(c for c in hand if c in subset) in answers


def test_the_banking_summary_names_each_seat(app) -> None:
    table = stage.moment_banking(app, 4)
    panel = app.stack.top
    assert isinstance(panel, PanelOverlay) and table.paused
    assert panel.lines[0] == "Aina busts: the 4 lands on the 9."
    assert "You bank the 10 (pears +5; bank: 3)." in panel.lines
    assert table.session.match.zones.piles["bank:0"][-1] == "10.1"
    stats = storage.load_stats("mada")  # Mialy banked more (+6): not your round
    assert stats["rounds"] == 1 and stats.get("rounds_won", 0) == 0


def test_the_round_summary_shows_over_the_table_as_the_round_left_it(app) -> None:
    """The summary used to come after the piles were cleared, beside 'Round 2': now the
    piles (what was banked from them aside) are still there, under round 1's number;
    Next round clears them and starts round 2."""
    table = stage.moment_banking(app, 4)
    panel = app.stack.top
    assert isinstance(panel, PanelOverlay) and panel.title == "Round 1 is over"
    assert table.shown.round == 1
    match = table.session.match
    assert all(not match.zones.piles[f"pile:{s}"] for s in range(4))  # cleared in the match
    assert pile(table.shown, 1)[-2:] == ["9.1", "4.1"]  # Aina's bust still shows
    assert pile(table.shown, 0) == ["5.1"]  # your 10 went to the bank, the 5 is still there
    for seat in range(4):  # and the panel covers none of it
        assert not panel.box.colliderect(table.pile_spot(seat).area)
        assert not panel.box.colliderect(table.plate(seat))
    press_panel(app, 0)
    stage.settle(app, table)
    assert table.shown.round == 2
    assert all(not pile(table.shown, s) for s in range(4))


@pytest.mark.parametrize(
    "players, won",
    [
        (2, True),  # you bank the 10 (+5), Aina busts: the most
        (3, True),  # Rivo banks the 11 (+5) too: a tie counts for both
        (4, False),  # Mialy banks the 12 (+6): you banked, but not the most
        (5, False),
    ],
)
def test_a_round_is_won_by_banking_the_most_pears(app, players, won) -> None:
    table = stage.moment_banking(app, players)
    assert table.paused and table.session.match.zones.piles["bank:0"][-1] == "10.1"
    stats = storage.load_stats("mada")
    assert stats["rounds"] == 1 and stats.get("rounds_won", 0) == int(won)


@pytest.mark.parametrize("players, best", [(2, "You"), (3, "You, Rivo"), (4, "Mialy")])
def test_mada_speaks_of_rounds_and_prickly_pears_everywhere(app, players, best) -> None:
    """One word for a round and one for the score (issue 30, point 9): the round summary
    says who won the round and why, the lobby tile and the statistics screen name the same
    'Rounds won' figures, the statistics say what winning a round means, and the results
    count prickly pears (as the log does), not points."""
    from game.engine.registry import descriptor
    from game.i18n import trn
    from game.ui.scenes.stats import StatsScene
    from game.ui.statlines import round_words, stats_line

    stage.moment_banking(app, players)
    panel = app.stack.top
    assert tr("mada.summary.best", names=best, pears=6 if best == "Mialy" else 5) in panel.lines
    stats = storage.load_stats("mada")
    won = int(best.startswith("You"))
    assert stats_line(descriptor("mada"), stats) == f"Rounds: {won}/1"
    scene = StatsScene(app, "mada")
    storage.save_stats("mada", {**stats, "played": 1})
    app.stack.push(scene)
    app.render()
    figures = scene.figures()
    assert (figures["rounds_won"], figures["rounds"]) == (won, 1)
    assert tr(round_words("mada").label) == "Rounds"  # the tile's word, not "Deals"
    assert tr(round_words("mada").rule).startswith("A round is won by whoever banks the most")
    assert trn("mada.results.pears", 25) == "25 prickly pears"


def test_the_results_count_prickly_pears(app) -> None:
    table = stage.moment_end(app, 3)
    panel = app.stack.top
    assert isinstance(panel, ResultsOverlay)
    scores = table.session.match.scores()
    assert panel.results.values == [trn("mada.results.pears", int(v)) for v in scores]
    assert all("point" not in value for value in panel.results.values)


def test_match_end_shows_placings(app) -> None:
    table = stage.moment_end(app, 3)
    assert table.finished
    panel = app.stack.top
    assert isinstance(panel, ResultsOverlay)
    assert panel.title == "You win!"
    r = panel.results
    assert r.placings[0] == (1, 0) and r.names[0] == "You"
    assert [place for place, _ in r.placings] == sorted(place for place, _ in r.placings)


def real_banks(table) -> list[list[str]]:
    match = table.session.match
    return [list(match.zones.piles[f"bank:{seat}"]) for seat in range(match.n_seats)]


@pytest.mark.parametrize("players", [2, 5])
def test_match_end_turns_every_bank_face_up_with_its_pears(app, players, monkeypatch) -> None:
    table = stage.moment_end(app, players)
    assert table.finished and match_over(table.shown)
    banks = real_banks(table)
    assert players == 2 or any(banks[s] for s in range(1, players))  # an opponent banked
    # derived from the finished match's view (as a resume rebuilds it), not from its events
    rebuilt = TableModel.of(EVENTS, table.session.view(), True)
    for shown in (table.shown, rebuilt):
        assert [bank(shown, seat) for seat in range(players)] == banks
        assert [pears(shown, seat) for seat in range(players)] == table.session.match.scores()
    panel = app.stack.top
    assert isinstance(panel, ResultsOverlay)
    for seat in range(players):  # the results leave every plate and open bank in view
        assert not panel.box.colliderect(table.plate(seat))
        assert not panel.box.colliderect(mada_look.Banks().rect(table, seat))
    drawn: list[list] = []
    real = mada_look.draw_bank

    def spy(surface, at, cards, face, back, step=10, *sizes):
        drawn.append(list(cards))
        return real(surface, at, cards, face, back, step, *sizes)

    monkeypatch.setattr(mada_look, "draw_bank", spy)
    table.draw_table(app.canvas)
    assert sorted(drawn) == sorted(banks)  # every seat's bank drawn, every card a face


def test_leaving_asks_first(app) -> None:
    table = stage.moment_deal(app, 2)
    table.back()
    assert isinstance(app.stack.top, ConfirmDialog)


def test_resume_brings_back_the_match_mid_round(app) -> None:
    from game.ui.scenes.mada import MadaTable

    table = stage.moment_lemur(app, 4)
    moves = history(table)
    again = MadaTable(app, resume=True)
    app.stack.push(again)
    stage.settle(app, again)
    assert again.session.match.history == moves
    assert pile(again.shown, 0) == ["8.1", "8.2", "L.1", "2.1", "5.1"]
    assert sorted(again.hand_view.cards) == sorted(table.hand_view.cards)
    assert MatchSession.resume("mada") is not None


def test_a_hint_names_the_move_the_risk_and_points_at_it(app) -> None:
    human = {"hand": ["2", "5", "12"], "pile": ["9"]}
    table = stage.open_table(app, 3, start=stage.table_state(3, human))
    stage.settle(app, table)
    assert "or less busts" in table.prompt_text()
    table.hints.ask()
    app.tasks.run_all()
    action = table.hints.action
    assert action is not None and "unseen cards" in table.hints.text
    assert table.hint_target(action) is not None
