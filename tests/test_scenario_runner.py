"""The scenario runner's answers to malformed files (one line on stderr naming the key or
card, exit status 2, no traceback), seat letters wherever a seat is, and `deck` as the
first deal in every game."""

from __future__ import annotations

import io
import json
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
        (
            {"start": {"seats": {"A": {"lives": "two"}}}},
            "start.seats.A.lives: expected a whole number",
        ),
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


# --------------------------------------------------------------------------- hostile input
# Issue 29: every malformed input is one line on stderr and exit status 2, never a
# traceback; a starting state is checked before the first action.
def run_file(tmp_path, capsys, content: str | bytes) -> tuple[int, str]:
    path = tmp_path / "hostile.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, "utf-8")
    status = main([str(path)])
    err = capsys.readouterr().err
    return status, err


def json_of(value) -> str:
    return json.dumps(value)


def dumped(**changes) -> str:
    return json_of(spec(**changes))


MM = {"game": "maumau", "options": {"players": 2}, "dealer": 1}
HOSTILE = {
    "options-a-list": (dumped(options=[["players", 4]]), "options: expected an object, not list"),
    "options-a-text": (dumped(options="four"), "options: expected an object, not str"),
    "unicode-digit-seat": (dumped(actions=["² ask"]), "actions[0]: '²' is not a seat"),
    "unicode-digit-seat-key": (
        dumped(start={"seats": {"²": {"lives": 2}}}),
        "start.seats.²: '²' is not a seat",
    ),
    "invalid-utf8": (b'{"game": "gnav", "seed": "\xff\xfe"}', "not UTF-8 text (byte 26)"),
    "integer-of-5000-digits": (
        '{"game": "gnav", "seed": ' + "9" * 5000 + "}",
        "not valid JSON (Exceeds the limit",
    ),
    "nesting-100000-deep": (
        '{"game": "gnav", "start": ' + "[" * 100_000 + "]" * 100_000 + "}",
        "not valid JSON (nested too deep)",
    ),
    "nesting-40-deep": (
        '{"game": "gnav", "x": ' + "[" * 40 + "]" * 40 + "}",
        "nested deeper than 32",
    ),
    "infinity-lives": (
        '{"game": "gnav", "start": {"seats": {"A": {"lives": Infinity}}}}',
        "not valid JSON (Infinity is not a number JSON allows)",
    ),
    "nan-score": ('{"game": "maumau", "start": {"seats": {"A": {"score": NaN}}}}', "NaN is not"),
    "maumau-active-suit-z": (
        json_of({**MM, "start": {"discard": ["7H"], "active_suit": "Z"}}),
        "start.active_suit: 'Z' is not one of C, S, H, D",
    ),
    "maumau-drawn-in-the-stock": (
        json_of(
            {
                **MM,
                "start": {
                    "seats": {"A": {"hand": ["8H"]}},
                    "stock": ["9S"],
                    "discard": ["7H"],
                    "drawn": "9S",
                },
            }
        ),
        "start.drawn: 9S is not in the hand of the seat to act",
    ),
    "gnav-resting-seat-with-a-hand": (
        dumped(start={"seats": {"B": {"resting": True, "hand": "V"}}}),
        "start.seats: seat 1 rests this deal, so it is dealt no hand",
    ),
    "gnav-eliminated-seat-with-a-hand": (
        dumped(start={"seats": {"C": {"eliminated": True, "hand": "V"}}}),
        "start.seats: seat 2 is out of the match, so it is dealt no hand",
    ),
    "cuccu-eliminated-seat-with-a-hand": (
        json_of(
            {"game": "cuccu", "dealer": 3, "start": {"seats": {"A": {"lives": 0, "hand": "V"}}}}
        ),
        "is out of the match, so it is dealt no hand",
    ),
    "cuccu-has-no-resting": (
        json_of({"game": "cuccu", "start": {"seats": {"A": {"resting": True}}}}),
        "start.seats.A: unknown key 'resting'",
    ),
    "negative-lives": (dumped(start={"seats": {"A": {"lives": -1}}}), "-1 is out of range (0-3)"),
    "fractional-lives": (
        dumped(start={"seats": {"A": {"lives": 1.5}}}),
        "expected a whole number, not 1.5",
    ),
    "astronomic-lives": (
        dumped(start={"seats": {"A": {"lives": 10**30}}}),
        "is out of range (0-3)",
    ),
    "negative-score": (
        json_of({**MM, "start": {"seats": {"A": {"score": -5}}}}),
        "-5 is out of range",
    ),
    "fractional-score": (
        json_of({**MM, "start": {"seats": {"A": {"score": 12.5}}}}),
        "expected a whole number",
    ),
    "score-at-the-target": (
        json_of({**MM, "start": {"seats": {"A": {"score": 150}}}}),
        "has reached the target (150)",
    ),
    "negative-chips": (
        json_of({"game": "kadabra", "start": {"seats": {"A": {"white": -2}}}}),
        "-2 is out of range",
    ),
    "astronomic-chips": (
        json_of({"game": "kadabra", "start": {"seats": {"A": {"black": 10**20}}}}),
        "is out of range (0-100)",
    ),
    "fractional-round": (
        json_of({"game": "mada", "start": {"round": 2.5}}),
        "expected a whole number",
    ),
    "zero-round": (json_of({**MM, "start": {"round": 0}}), "0 is out of range (1-10000)"),
    "astronomic-target": (
        json_of({"game": "maumau", "options": {"target": 10**12}}),
        "options.target: 1000000000000 is out of range (1-1000)",
    ),
    "negative-target": (
        json_of({"game": "kadabra", "options": {"target": -40}}),
        "options.target: -40 is out of range",
    ),
    "target-a-text": (
        json_of({"game": "kadabra", "options": {"target": "40"}}),
        "is not a whole number",
    ),
    "unknown-option-key": (
        json_of({"game": "maumau", "options": {"players": 3, "colour": "red"}}),
        "options: unknown option 'colour' (allowed: players, target)",
    ),
    "gnav-takes-no-options": (
        dumped(options={"inn_insurance_any_card": True}),
        "options: unknown option 'inn_insurance_any_card' (allowed: players)",
    ),
    "seed-astronomic": (dumped(seed=2**70), "seed: expected a whole number below 2**63"),
    "kadabra-two-blue-chips": (
        json_of(
            {"game": "kadabra", "start": {"seats": {"A": {"blue": True}, "B": {"blue": True}}}}
        ),
        "there is one blue chip, not 2",
    ),
    "kadabra-stage-a-list": (json_of({"game": "kadabra", "start": {"stage": [1]}}), "start.stage"),
    "maumau-odd-pending": (
        json_of({**MM, "start": {"discard": ["7H"], "pending": 3}}),
        "start.pending",
    ),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_hostile_input_is_one_line_and_exit_status_2(case, tmp_path, capsys):
    content, answer = HOSTILE[case]
    status, err = run_file(tmp_path, capsys, content)
    assert status == 2, err
    assert err.count("\n") == 1 and err.startswith("error: ") and "Traceback" not in err
    assert answer in err


def test_a_50_mb_token_is_cut_in_its_one_line(tmp_path, capsys):
    token = "x" * 50_000_000
    status, err = run_file(tmp_path, capsys, dumped(actions=[f"{token} ask"]))
    assert status == 2 and err.count("\n") == 1 and len(err) < 300
    assert "'xxxxxxxx" in err and "…" in err


def test_a_long_token_in_a_refused_action_is_cut_too(tmp_path, capsys):
    status, err = run_file(tmp_path, capsys, dumped(actions=["A " + "y" * 100_000]))
    assert status == 1 and err.count("\n") == 1 and len(err) <= 402 and err.startswith("refused:")


def test_a_drawn_card_in_the_hand_still_plays(tmp_path, capsys):
    start = {
        "seats": {"A": {"hand": ["8H", "9S"]}},
        "stock": ["KC"],
        "discard": ["7S"],
        "drawn": "9S",
    }
    content = json_of({**MM, "start": start, "actions": ["A play 9S"]})
    assert run_file(tmp_path, capsys, content) == (0, "")


def test_an_internal_failure_is_one_line_and_exit_status_3(tmp_path, capsys, monkeypatch):
    from game.engine import scenario

    def broken(*args, **kwargs):
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(scenario, "summary", broken)
    status, err = run_file(tmp_path, capsys, dumped(actions=[]))
    assert (
        status == 3
        and err == "internal error: ZeroDivisionError: a bug (please report this file)\n"
    )


def test_the_runner_checks_the_invariants_before_the_first_action(monkeypatch):
    from game.engine.match import Match

    def broken(self):
        raise AssertionError("cards lost ['V.1']")

    monkeypatch.setattr(Match, "check_invariants", broken)
    with pytest.raises(ScenarioError, match=r"start: the state breaks an invariant \(cards lost"):
        run(spec(), out=io.StringIO())
