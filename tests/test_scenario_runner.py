"""The scenario runner's answers to malformed files (one line on stderr naming the key or
card, exit status 2, no traceback), seat letters wherever a seat is, and `deck` as the
first deal in every game."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from game.engine.scenario import main, run
from game.engine.start import ScenarioError

DATA = Path(__file__).resolve().parent / "data"
ANSWERS = {
    "scenario_bad_json.json": (
        "error: {path}: not valid JSON (line 4, column 23: Expecting value)"
    ),
    "scenario_unknown_key.json": (
        "error: start: unknown key 'stok' (allowed: seats, stock, stock_top)"
    ),
    "scenario_unknown_card.json": "error: deck[1]: unknown card 'XXI' (not in the gnav deck)",
    "scenario_duplicated_card.json": "error: start.seats.B.hand[1]: card '7H' is listed twice",
    "scenario_dealer_out_of_range.json": "error: dealer: 4 is not a seat (0-3)",
    "scenario_missing_cards.json": (
        "error: start: 26 cards have no place (7C, 8C, 9C, 10C, JC, QC, KC, AC, 7S, 8S, 9S,"
        " 10S, JS, QS, KS, AS, 10H, JH, 7D, 8D, 9D, 10D, JD, QD, KD, AD): list them or leave"
        " a hand open"
    ),
}


@pytest.mark.parametrize("name", sorted(ANSWERS))
def test_a_malformed_file_is_one_line_and_exit_status_2(name, capsys):
    path = str(DATA / name)
    assert main([path]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == ANSWERS[name].format(path=path) + "\n"


def spec(**changes):
    base = {"game": "gnav", "seed": 7, "dealer": 3, "actions": ["A ask"]}
    return {**base, **changes}


@pytest.mark.parametrize(
    ("changes", "answer"),
    [
        ({"dek": ["V"]}, "unknown key 'dek'"),
        ({"game": "chess"}, "game: unknown game 'chess'"),
        ({"options": {"players": 9}}, "options.players: 9 is not a number of players (4-4)"),
        ({"deck": ["V", "V", "V"]}, "deck[2]: card 'V' is listed more often than the deck"),
        ({"start": {"seats": {"E": {}}}}, "start.seats.E: 'E' is not a seat (A, B, C, D or 0-3)"),
        ({"start": {"seats": {"A": {"lifes": 2}}}}, "start.seats.A: unknown key 'lifes'"),
        ({"start": {"seats": {"A": {"lives": "two"}}}}, "start.seats.A.lives: expected a number"),
        ({"actions": ["Z ask"]}, "actions[0]: 'Z' is not a seat"),
        ({"actions": ["ask"]}, "actions[0]: 'ask' is not an action"),
    ],
)
def test_what_the_runner_refuses_names_the_culprit(changes, answer):
    with pytest.raises(ScenarioError, match=re.escape(answer)):
        run(spec(**changes), out=io.StringIO())


def test_an_illegal_action_is_exit_status_1_with_its_reason(tmp_path, capsys):
    path = tmp_path / "refused.json"
    path.write_text('{"game": "gnav", "dealer": 3, "actions": ["A trade"]}', "utf-8")
    assert main([str(path)]) == 1
    assert capsys.readouterr().err == (
        "refused: only the dealer may trade with the stock (dealer_only_trade)\n"
    )


def test_seat_letters_work_wherever_a_seat_is():
    start = {
        "seats": {"A": {"hand": ["7H", "8H"]}, "B": {"hand": ["9S", "KS"]}},
        "discard": ["QH"],
        "turn": "B",
        "window": {"kind": "mau", "offender": "C", "waiting": ["A", "B"], "resume": "A"},
    }
    m = run(
        {"game": "maumau", "options": {"players": 3}, "dealer": 2, "start": start},
        out=io.StringIO(),
    )
    assert m.turn == 1 and m.to_act() == [0, 1]
    assert m.window.offender == 2 and m.window.resume == 0


def test_deck_is_the_first_deal_in_mau_mau_with_a_start_too():
    deck = ["AC", "KC", "QC", "JC", "10C"]  # the unlisted cards in this order: B's hand first
    start = {"seats": {"A": {"hand": ["7H", "8H"]}}, "discard": ["QH"]}
    m = run(
        {"game": "maumau", "options": {"players": 2}, "dealer": 1, "deck": deck, "start": start},
        out=io.StringIO(),
    )
    assert m.zones.piles["hand:1"] == deck
    assert m._stacked_decks == []


def test_a_game_registered_in_a_test_runs_scenarios_with_nothing_else_edited():
    import toygame  # noqa: F401 - registers the toy game

    out = io.StringIO()
    m = run(
        {
            "game": "toy",
            "dealer": 2,
            "deck": ["c2", "c8", "c7"],
            "actions": ["A swap", "B keep", "C keep"],
        },
        out=out,
    )
    assert out.getvalue().startswith('# seats: {"A": 0, "B": 1, "C": 2}')
    assert m.is_over and m.result() == {"winners": [1]}
    with pytest.raises(ScenarioError, match="start: unknown key 'seats' \\(allowed: none\\)"):
        run({"game": "toy", "start": {"seats": {}}}, out=io.StringIO())
