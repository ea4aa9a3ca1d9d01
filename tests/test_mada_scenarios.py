"""Every test scenario of ../shared/rules/mada.md §8, named after it, run from its file in
scenarios/ through game.engine.scenario. Seats P0-P3 are seat numbers; P0 acts first."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from game.engine.errors import IllegalAction
from game.engine.mada import MadaMatch
from game.engine.scenario import build, run

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"


def spec(name: str) -> dict:
    return json.loads((SCENARIOS / f"mada_{name}.json").read_text("utf-8"))


def staged(name: str) -> tuple[MadaMatch, list[str]]:
    """The scenario's match before its actions, and the actions."""
    match, actions, _ = build(spec(name))
    return match, actions


def played(name: str) -> MadaMatch:
    """The scenario run to its end by the runner (which prints every event)."""
    match = run(spec(name), reveal=True, out=io.StringIO())
    match.check_invariants()
    return match


def pile(match: MadaMatch, seat: int) -> list[str]:
    return match.zones[f"pile:{seat}"]


def hand(match: MadaMatch, seat: int) -> list[str]:
    return match.zones[f"hand:{seat}"]


def legal(match: MadaMatch, seat: int = 0) -> set[str]:
    return {str(a) for a in match.legal_actions(seat)}


def test_mada_scenario_01_opening_moves():
    match, actions = staged("01_opening_moves")
    assert legal(match) == {"0 play 9.1", "0 play 2.1", "0 play L.1", "0 luck"}
    with pytest.raises(IllegalAction) as info:
        match.apply("0 draw")
    assert info.value.code == "hand_full" and info.value.params == {"limit": 3}
    match = played("01_opening_moves")
    assert pile(match, 0) == ["2.1"] and hand(match, 0) == ["9.1", "L.1"]
    assert match.to_act() == [1]


def test_mada_scenario_02_value_rule():
    match, _ = staged("02_value_rule")
    plays = {a for a in legal(match) if " play " in a}
    assert plays == {"0 play 6.1", "0 play 11.1"}  # hand ids come before pile ids
    before = match.search_copy(record=True)
    with pytest.raises(IllegalAction) as info:
        match.apply("0 play 5.1")
    assert info.value.code == "too_low" and info.value.params == {"card": "5", "top": "6"}
    assert match == before
    assert pile(played("02_value_rule"), 0) == ["6.2", "11.1"]


def test_mada_scenario_03_lemur_pulls_one():
    match = played("03_lemur_pulls_one")
    assert pile(match, 0) == ["8.1", "L.1", "2.1", "5.2"]
    assert legal(match) == {"0 play 5.1", "0 draw", "0 luck"}  # 4 is too low now


def test_mada_scenario_04_lemur_pulls_equal_group():
    match = played("04_lemur_pulls_equal_group")
    assert pile(match, 0) == ["7.1", "7.2", "L.1", "3.1"]


def test_mada_scenario_05_lemur_pulls_whole_pile():
    match = played("05_lemur_pulls_whole_pile")
    assert pile(match, 0) == ["7.1", "7.2", "L.1", "1.1"]  # the 1 went onto the Lemur


def test_mada_scenario_06_lemur_on_lemur():
    match = played("06_lemur_on_lemur")
    assert pile(match, 0) == ["L.1", "L.2", "4.1"]


def test_mada_scenario_07_double_lemur():
    match, actions = staged("07_double_lemur")
    match.apply(actions[0])
    assert match.choice.kind == "swap" and legal(match) == {
        "0 swap to=1",
        "0 swap to=2",
        "0 swap to=3",
    }
    match = played("07_double_lemur")
    assert pile(match, 0) == ["1.1", "2.1", "3.1"] and pile(match, 2) == ["4.1", "9.1"]
    assert match.zones["discard"][-1] == "DL.1" and hand(match, 0) == ["13.1"]
    assert match.to_act() == [1]


def test_mada_scenario_08_double_lemur_empty_pile():
    match = played("08_double_lemur_empty_pile")
    assert pile(match, 0) == ["10.1", "12.1"] and pile(match, 1) == []


def test_mada_scenario_09_draw():
    match = played("09_draw")
    assert hand(match, 0) == ["5.1", "6.1", "10.1"]
    assert match.to_act() == [1] and legal(match, 0) == set()


def test_mada_scenario_10_draw_scorpion():
    match, actions = staged("10_draw_scorpion")
    match.apply(actions[0])
    assert legal(match) == {"0 scorpion 5.1", "0 scorpion 6.1"}
    match = played("10_draw_scorpion")
    assert match.zones["discard"] == ["S.1", "5.1"] and hand(match, 0) == ["6.1"]
    assert match.to_act() == [1]


def test_mada_scenario_11_scorpion_empty_hand():
    match = played("11_scorpion_empty_hand")
    assert match.zones["discard"] == ["S.1"] and hand(match, 0) == []
    assert match.choice is None and match.to_act() == [1]


def test_mada_scenario_12_luck_equal_card():
    match = played("12_luck_equal_card")
    assert pile(match, 0) == ["8.1", "8.2"] and match.round_no == 1 and match.to_act() == [1]


def test_mada_scenario_13_luck_fails_round_end():
    match, actions = staged("13_luck_fails_round_end")
    match.apply(actions[0])
    assert match.loser == 1 and match.choice.kind == "discard"
    assert legal(match, 1) == {
        "1 discard", "1 discard 3.1", "1 discard 12.1", "1 discard 3.1 12.1"
    }  # fmt: skip
    match = played("13_luck_fails_round_end")
    assert match.zones["bank:0"] == ["6.1"]
    assert [match.zones[f"bank:{s}"] for s in (1, 2, 3)] == [[], [], []]
    assert all(pile(match, s) == [] for s in range(4))
    assert sorted(match.zones["discard"]) == sorted(["2.1", "5.1", "L.1", "9.1", "4.1", "3.1"])
    assert hand(match, 1) == ["12.1"]
    assert (hand(match, 0), hand(match, 2), hand(match, 3)) == (["1.1"], ["11.1"], ["13.1"])
    assert match.to_act() == [2] and match.round_no == 2


def test_mada_scenario_14_luck_reveals_lemur():
    match = played("14_luck_reveals_lemur")
    assert pile(match, 0) == ["12.1", "L.1", "9.1"] and match.round_no == 1


def test_mada_scenario_15_luck_reveals_double_lemur():
    match = played("15_luck_reveals_double_lemur")
    assert pile(match, 0) == ["1.1"] and pile(match, 1) == ["13.1"]
    assert match.zones["discard"] == ["DL.1"] and match.round_no == 1 and match.to_act() == [1]


def test_mada_scenario_16_luck_reveals_scorpion():
    match = played("16_luck_reveals_scorpion")
    assert match.zones["discard"] == ["S.1", "3.1"] and hand(match, 0) == ["12.1"]
    assert pile(match, 0) == ["11.1"] and match.round_no == 1


def test_mada_scenario_17_opening_scorpions():
    match = played("17_opening_scorpions")
    assert hand(match, 0) == []
    assert match.zones["discard"] == ["S.1", "7.1", "S.2"]
    assert [len(hand(match, s)) for s in range(4)] == [0, 3, 3, 3]
    assert match.to_act() == [0] and not match.opening


def test_mada_scenario_18_reshuffle():
    match, _ = staged("18_reshuffle")
    assert len(match.zones["discard"]) == 40 and match.zones["draw"] == []
    hands = {s: list(hand(match, s)) for s in range(1, 4)}
    banks = {s: list(match.zones[f"bank:{s}"]) for s in range(4)}
    expected = set(match.zones["discard"]) | {"1.1", "4.1"}
    match = played("18_reshuffle")
    drawn = hand(match, 0)[-1]
    assert len(hand(match, 0)) == 3 and drawn in expected
    assert set(match.zones["draw"]) | {drawn} == expected and len(match.zones["draw"]) == 41
    assert pile(match, 0) == ["6.1"] and pile(match, 1) == ["10.1"]
    assert match.zones["discard"] == [] and match.generation == 1
    assert {s: hand(match, s) for s in range(1, 4)} == hands
    assert {s: match.zones[f"bank:{s}"] for s in range(4)} == banks


def test_mada_scenario_19_game_end_fifth_bank():
    match = played("19_game_end_fifth_bank")
    assert match.is_over
    assert len(match.zones["bank:0"]) == 5 and len(match.zones["bank:2"]) == 5
    assert match.result() == {"winners": [2], "scores": [9, 0, 10, 0]}


def test_mada_scenario_20_lemur_on_top_banks_nothing():
    match = played("20_lemur_on_top_banks_nothing")
    assert len(match.zones["bank:0"]) == 4 and not match.is_over
    assert "L.1" in match.zones["discard"] and match.to_act() == [2]
