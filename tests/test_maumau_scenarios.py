"""Every test scenario of ../shared/rules/maumau.md §8, named after it.

Seats P0-P3 are seat numbers 0-3 with the dealer last, so P0 acts first."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from game.engine.errors import IllegalAction
from game.engine.maumau import MauMauMatch, new_match
from game.engine.scenario import run

EXAMPLE = Path(__file__).resolve().parent.parent / "scenarios" / "maumau_seven_chain.json"


def table(hands, discard, players=4, stock=None, **extra) -> MauMauMatch:
    """A starting state: hands per seat (None = filled with the unlisted cards)."""
    start = {"seats": {i: {"hand": h} for i, h in enumerate(hands) if h is not None}}
    start["discard"] = discard
    if stock is not None:
        start["stock"] = stock
    start.update(extra)
    return new_match(options={"players": players}, seed=7, dealer=players - 1, start=start)


def played_cards(match: MauMauMatch, seat: int) -> set[str]:
    return {a.card for a in match.legal_actions(seat) if a.verb == "play"}


def kinds(evs) -> list[str]:
    return [e.kind for e in evs]


def test_maumau_scenario_01_matching():
    m = table([["KH", "9S", "JC", "8D"]], ["9H"])
    assert m.active_suit == "H"
    assert played_cards(m, 0) == {"KH", "9S", "JC"}
    before = m.search_copy(record=True)
    with pytest.raises(IllegalAction) as info:
        m.apply("0 play 8D")
    assert info.value.code == "must_follow"
    assert info.value.params == {"suit": "H", "rank": "9", "wished": False}
    assert m == before


def test_start_state_takes_a_top_card_and_fills_open_hands():
    m = new_match(
        options={"players": 3}, dealer=2, start={"seats": {0: {"hand": ["KH"]}}, "top": "9H"}
    )
    assert m.top_card() == "9H" and m.zones["discard"] == ["9H"]
    assert [len(m.zones[f"hand:{s}"]) for s in range(3)] == [1, 5, 5]
    assert len(m.zones["stock"]) == 32 - 1 - 1 - 10


def test_maumau_scenario_02_jack_wish():
    m = table([["JC", "AH", "7D"], ["10H", "7S", "JD"]], ["9H"])
    m.apply("0 play JC wish=S")
    assert m.active_suit == "S" and m.turn == 1
    assert played_cards(m, 1) == {"7S", "JD"}
    with pytest.raises(IllegalAction) as info:
        m.apply("1 play 10H")
    assert info.value.code == "must_follow" and info.value.params["wished"] is True


def test_maumau_scenario_03_seven_chain():
    m = table([["7H", "AH", "AC"], ["7S", "9D", "AD"], ["8C", "10D", "KD"], None], ["KH"])
    m.apply("0 play 7H")
    assert (m.turn, m.pending) == (1, 2)
    m.apply("1 play 7S")
    assert (m.turn, m.pending) == (2, 4)
    assert [str(a) for a in m.legal_actions(2)] == ["2 draw"]
    m.apply("2 draw")
    assert len(m.zones["hand:2"]) == 7 and m.pending == 0
    assert m.turn == 3 and m.top_card() == "7S" and m.active_suit == "S"
    assert not m.pending and "3 draw" in [str(a) for a in m.legal_actions(3)]


def test_maumau_scenario_04_no_jack_against_a_seven():
    m = table([["AH", "KH"], ["JD", "9D"]], ["7C"], pending=2, turn=1)
    assert [str(a) for a in m.legal_actions(1)] == ["1 draw"]
    with pytest.raises(IllegalAction) as info:
        m.apply("1 play JD wish=D")
    assert info.value.code == "pending_draw" and info.value.params == {"n": 2}


def test_maumau_scenario_05_eight_three_players():
    m = table([["8D", "AH", "AC"], None, None], ["KD"], players=3)
    evs = m.apply("0 play 8D")
    assert m.turn == 2 and m.to_act() == [2]
    assert any(e.kind == "skip" and e.data["seat"] == 1 for e in evs)


def test_maumau_scenario_06_eight_two_players():
    m = table([["8C", "AH", "AC"], None], ["KC"], players=2)
    m.apply("0 play 8C")
    assert m.to_act() == [0]


def test_maumau_scenario_07_nine_four_players():
    m = table([["9H", "AH", "AC"]], ["KH"])
    m.apply("0 play 9H")
    assert m.direction == -1 and m.to_act() == [3]


def test_maumau_scenario_08_nine_two_players():
    m = table([["9S", "AH", "AC"], None], ["KS"], players=2)
    m.apply("0 play 9S")
    assert m.to_act() == [1]


def test_maumau_scenario_09_draw_then_play():
    m = table([["AH", "8S"], None, None, None], ["10C"], stock=["7D", "QC"])
    assert not played_cards(m, 0)
    m.apply("0 draw")
    assert m.to_act() == [0] and m.drawn == "QC"
    assert sorted(str(a) for a in m.legal_actions(0)) == ["0 keep", "0 play QC", "0 play QC mau"]
    with pytest.raises(IllegalAction) as info:
        m.apply("0 play AH")
    assert info.value.code == "drawn_only"
    m.apply("0 play QC")
    assert m.top_card() == "QC" and m.to_act() == [1]


def test_maumau_scenario_10_draw_no_play():
    m = table([["AH", "8S"], None, None, None], ["10C"], stock=["QC", "7D"])
    m.apply("0 draw")
    assert m.zones["hand:0"] == ["AH", "8S", "7D"]
    assert m.to_act() == [1] and m.drawn is None


def missed_mau() -> MauMauMatch:
    m = table([["KH", "QH"]], ["9H"])
    m.apply("0 play KH")
    assert m.window is not None and m.to_act() == [1, 2, 3]
    return m


def test_maumau_scenario_11_missed_mau_caught():
    m = missed_mau()
    m.apply("1 let_go")
    evs = m.apply("2 catch")
    assert len(m.zones["hand:0"]) == 3 and m.window is None
    assert m.to_act() == [1]
    assert any(e.kind == "caught" and e.data["by"] == 2 for e in evs)


def test_maumau_scenario_12_missed_mau_escapes():
    m = missed_mau()
    for seat in (1, 2, 3):
        m.apply(f"{seat} let_go")
    assert m.window is None and m.zones["hand:0"] == ["QH"]
    assert m.to_act() == [1]


def test_maumau_scenario_13_going_out_on_a_jack_without_mau_mau():
    m = table([["JS"]], ["10D"])
    m.apply("0 play JS wish=H")
    assert m.window is not None and m.window.kind == "maumau"
    m.apply("1 catch")
    assert len(m.zones["hand:0"]) == 2 and m.round_no == 1
    assert m.active_suit == "H" and m.top_card() == "JS" and m.to_act() == [1]


def test_maumau_scenario_14_going_out_on_a_jack_with_mau_mau():
    m = table([["JS"], ["7S", "AH"], ["KD"], ["9C"]], ["10D"])
    evs = m.apply("0 play JS wish=H mau")
    end = next(e for e in evs if e.kind == "round_end")
    assert end.data["winner"] == 0 and end.data["hands"] == {"1": 17, "2": 10, "3": 9}
    assert m.scores == [36, 0, 0, 0] and m.round_no == 2


def test_maumau_scenario_15_last_card_is_a_seven():
    m = table([["7H"], ["8S", "AC"]], ["AH"])
    evs = m.apply("0 play 7H")
    names = kinds(evs)
    assert "round_end" in names and "pending_draw" not in names
    before_end = names[: names.index("round_end")]
    assert "draw" not in before_end
    end = next(e for e in evs if e.kind == "round_end")
    assert end.data["hands"]["1"] == 18


def test_maumau_scenario_16_scoring():
    m = table([["KH"], ["JS", "7H"], ["AD", "10C", "9C"], ["8S"]], ["10H"])
    evs = m.apply("0 play KH")
    end = next(e for e in evs if e.kind == "round_end")
    assert end.data["hands"] == {"1": 27, "2": 29, "3": 8}
    assert m.scores == [64, 0, 0, 0]
    scored = [e.data for e in evs if e.kind == "counter"]
    assert scored == [{"seat": 0, "name": "score", "delta": 64, "value": 64}]


def test_maumau_scenario_17_match_end():
    m = new_match(
        options={"players": 4},
        dealer=3,
        start={
            "seats": {
                0: {"hand": ["KH"], "score": 120},
                1: {"hand": ["AS"]},
                2: {"hand": ["10S"]},
                3: {"hand": ["7D", "8D"]},
            },
            "discard": ["10H"],
        },
    )
    evs = m.apply("0 play KH")
    assert m.scores[0] == 155 and m.is_over
    assert m.result()["winners"] == [0] and evs[-1].kind == "match_over"
    assert m.to_act() == [] and m.legal_actions(1) == []


def test_maumau_scenario_18_reshuffle():
    m = table([["AH", "AS"], None, None, None], ["7C", "9D", "KS", "8H"], stock=[])
    evs = m.apply("0 draw")
    assert "reshuffle" in kinds(evs)
    assert m.zones["discard"] == ["8H"]
    drawn = m.zones["hand:0"][-1]
    assert drawn in {"7C", "9D", "KS"}
    assert sorted(m.zones["stock"] + [drawn]) == ["7C", "9D", "KS"]


def test_maumau_scenario_19_penalty_larger_than_the_cards():
    m = table([["AH", "AS"], None, None, None], ["9C", "9D", "7C"], stock=["KS"], pending=6)
    evs = m.apply("0 draw")
    assert len(m.zones["hand:0"]) == 5 and m.pending == 0
    draw = next(e for e in evs if e.kind == "draw")
    assert draw.data["n"] == 3 and draw.data["owed"] == 6
    assert m.zones["stock"] == [] and m.zones["discard"] == ["7C"] and m.to_act() == [1]


def test_maumau_scenario_20_inert_up_card():
    deck = [
        "AH",
        "AS",
        "AC",
        "AD",
        "KH",
        "KS",
        "KC",
        "KD",
        "JS",
        "8D",
        "QH",
        "QS",
        "QC",
        "QD",
        "10C",
        "8H",
        "7H",
        "9S",
        "9C",
        "9D",
        "7S",
    ]
    m = new_match(options={"players": 4}, dealer=3, deck=deck)
    assert m.top_card() == "7S" and m.pending == 0 and m.active_suit == "S"
    assert m.to_act() == [0]
    assert m.zones["hand:0"] == ["AH", "KH", "JS", "QC", "7H"]
    assert played_cards(m, 0) == {"JS", "7H"}
    assert "0 draw" in [str(a) for a in m.legal_actions(0)]


def test_example_scenario_file_runs_with_letters():
    out = io.StringIO()
    m = run(json.loads(EXAMPLE.read_text(encoding="utf-8")), out=out)
    assert "> 2 draw" in out.getvalue()
    assert [len(m.zones[f"hand:{s}"]) for s in range(4)] == [2, 2, 7, 3]
    assert m.top_card() == "QS" and m.to_act() == [0] and m.scores[0] == 40


def test_refusals_say_which_rule():
    m = table([["KH", "JC", "AS"], None, None, None], ["9H"])
    cases = {
        "0 play JC": "wish_required",
        "0 play KH wish=S": "wish_not_jack",
        "0 play KH mau mau": "bad_token",
        "0 play 8D": "not_in_hand",
        "0 keep": "keep_without_draw",
        "0 catch": "nothing_to_catch",
        "0 pass": "cannot_pass",
        "0 fly": "unknown_verb",
    }
    for text, code in cases.items():
        before = m.search_copy(record=True)
        with pytest.raises(IllegalAction) as info:
            m.apply(text)
        assert info.value.code == code, text
        assert m == before
