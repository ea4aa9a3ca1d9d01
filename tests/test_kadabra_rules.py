"""The rules decisions D1-D23 of ../shared/rules/lama_kadabra.md as named behaviours, and
rules the scenarios of §8 do not show (set-up, deal, next round, refusals, starting states)."""

from __future__ import annotations

import pytest

from game.engine.actions import Action
from game.engine.kadabra import (
    CANONICAL,
    DECK,
    FITS,
    SYMBOL,
    VALUE,
    fits,
    new_match,
    penalty,
)
from game.engine.start import ScenarioError
from tests.engine_kit import refused
from tests.kadabra_kit import table, verbs


# --- components and set-up ---------------------------------------------------------------------
def test_d1_the_proposed_deck_is_data_with_the_published_totals():
    assert len(CANONICAL) == len(set(CANONICAL)) == 60 == sum(n for _, n, _ in DECK)
    count = {value: sum(1 for c in CANONICAL if VALUE[c] == value) for value, _, _ in DECK}
    assert count == {"1": 8, "2": 6, "3": 6, "4": 6, "5": 6, "6": 8, "2/3": 4, "4/5": 4, "L": 12}


def test_d2_every_one_gives_a_chip_and_symbols_follow_the_table():
    symbols = [SYMBOL[c] for c in CANONICAL]
    assert symbols.count("give") == 8 and symbols.count("rectangle") == 6
    assert symbols.count("star") == 6 and symbols.count(None) == 40
    assert all(SYMBOL[c] == "give" for c in CANONICAL if VALUE[c] == "1")
    assert all(SYMBOL[c] is None for c in CANONICAL if VALUE[c] in ("2/3", "4/5", "L"))


def test_setup_three_whites_each_six_cards_dealt_from_the_first_player():
    deck = [c for c in CANONICAL if VALUE[c] != "L"][:24] + ["L.1"]
    m = new_match(options={"players": 4}, seed=1, dealer=1, deck=deck)
    assert m.whites == [3] * 4 and m.blacks == [0] * 4 and m.blue is None
    assert m.first == 2 and m.turn == 2 and m.turn_order() == [2, 3, 0, 1]
    assert m.zones["hand:2"] == deck[0:24:4] and m.zones["hand:3"] == deck[1:24:4]
    assert m.zones["discard"] == ["L.1"] and len(m.zones["stock"]) == 60 - 25


def test_d3_the_turned_up_card_is_inert():
    for up in ("L.1", "2S.1", "2R.1", "1G.1"):
        deck = [c for c in CANONICAL if c != up][:12] + [up]
        m = new_match(options={"players": 2}, seed=1, dealer=1, deck=deck)
        assert m.zones["discard"] == [up]
        assert (m.stage_w, m.blue, m.owe, m.choice) == (0, None, None, None)
        assert m.whites == [3, 3]


def test_d18_round_one_first_player_is_random_by_seed():
    firsts = {new_match(options={"players": 4}, seed=s).first for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert new_match(seed=3).first == new_match(seed=3).first


def test_players_two_to_six():
    for n in range(2, 7):
        m = new_match(options={"players": n}, seed=n)
        assert len(m.zones["stock"]) == 60 - 6 * n - 1
    with pytest.raises(ValueError):
        new_match(options={"players": 7})


# --- playing ---------------------------------------------------------------------------------
def test_d4_value_sets_and_successors():
    want = {
        "1": "1 2 2/3",
        "2": "2 3 2/3",
        "3": "3 4 2/3 4/5",
        "4": "4 5 4/5",
        "5": "5 6 4/5",
        "6": "6 L",
        "L": "L 1",
        "2/3": "2 3 4 2/3 4/5",
        "4/5": "4 5 6 4/5",
    }
    assert {top: set(v.split()) for top, v in want.items()} == {t: set(v) for t, v in FITS.items()}
    assert fits("1G.1", "L.3") and not fits("2.1", "L.3") and not fits("1G.1", "6.1")


def test_d5_the_rectangle_draw_comes_before_the_blue_skip_and_cannot_be_avoided():
    m = table({0: {"hand": ["2R.1", "5.1"]}, 1: {"hand": ["4.1", "6.1"], "blue": True}}, top="2.1")
    m.apply("0 play 2R.1")
    assert len(m.zones["hand:1"]) == 3 and "skip" in verbs(m, 1)


def test_d5_the_rectangle_draw_lapses_on_an_empty_draw_pile():
    m = table({0: {"hand": ["2R.1", "5.1"]}}, top="2.1", stock=[])
    before = len(m.zones["hand:1"])
    m.apply("0 play 2R.1")
    assert m.turn == 1 and m.owe is None and len(m.zones["hand:1"]) == before
    assert "draw" not in verbs(m, 1)


def test_d20_a_rectangle_with_nobody_else_active_has_no_effect():
    m = table({0: {"hand": ["2R.1", "5.1"]}, 1: {"quit": True}}, players=2, top="2.1")
    m.apply("0 play 2R.1")
    assert m.owe is None and m.turn == 0 and m.zones["hand:0"] == ["5.1"]


def test_d19_the_draw_pile_is_never_reshuffled():
    m = table({0: {"hand": ["5.1", "L.1"]}}, top="6.1", stock=["3.1"], players=2)
    m.apply("0 draw")
    assert m.zones["stock"] == [] and "draw" not in verbs(m, 1)
    assert refused(m, "1 draw").code == "stock_empty"
    m.apply("1 quit")
    m.apply("0 play L.1")  # A alone plays on; the discard pile stays where it is
    assert m.zones["stock"] == [] and len(m.zones["discard"]) >= 2


def test_d13_the_last_active_player_plays_on_but_may_not_draw():
    m = table({0: {"hand": ["5.1", "6.1", "3.1"]}, 1: {"hand": ["2.1"]}}, players=2, top="4.1")
    assert "draw" in verbs(m, 0)
    m.apply("0 play 5.1")
    m.apply("1 quit")
    assert m.turn == 0 and verbs(m, 0) == ["play 6.1", "quit"]
    assert refused(m, "0 draw").code == "last_active"
    m.apply("0 play 6.1")
    assert m.turn == 0 and m.round_no == 1


# --- chips -----------------------------------------------------------------------------------
def test_d6_a_white_goes_before_the_blue_chip():
    m = table({0: {"hand": ["1G.1", "5.1"], "white": 1, "blue": True}}, top="1G.2")
    m.apply("0 play 1G.1")
    m.apply("0 give to=1")
    assert (m.whites[0], m.blue, m.whites[1]) == (0, 0, 4)


def test_d6_the_give_choice_lists_only_other_active_players():
    m = table({0: {"hand": ["1G.1", "5.1"]}, 2: {"quit": True}}, top="1G.2")
    m.apply("0 play 1G.1")
    assert m.to_act() == [0] and verbs(m, 0) == ["give to=1", "give to=3"]
    assert refused(m, "0 give to=2").code == "bad_recipient"
    assert refused(m, "0 quit").code == "choice_open"


def test_d6_a_single_recipient_gets_the_chip_at_once():
    m = table({0: {"hand": ["1G.1", "5.1"]}}, players=2, top="1G.2")
    m.apply("0 play 1G.1")
    assert m.choice is None and (m.whites[0], m.whites[1]) == (2, 4) and m.turn == 1


def test_d7_exchange_is_white_to_black_only_and_chips_are_unlimited():
    m = table({0: {"hand": ["5.1"], "white": 9, "black": 2}}, top="4.1")
    assert "exchange" not in verbs(m, 0)
    assert refused(m, "0 exchange").code == "few_whites"
    m = table({0: {"hand": ["5.1"], "white": 60}}, top="4.1")
    for _ in range(6):
        m.apply("0 exchange")
    assert (m.whites[0], m.blacks[0], m.turn) == (0, 6, 0)  # a free action: still A's turn


def test_d8_the_llama_chip_is_mandatory_and_never_blue():
    m = table({0: {"hand": ["L.1", "5.1"], "white": 0, "black": 1, "blue": True}}, top="6.1")
    m.apply("0 play L.1")
    assert (m.blacks[0], m.stage_b, m.blue) == (0, 1, 0)


def test_exchange_while_resolving_a_llama():
    m = table({0: {"hand": ["L.1", "5.1"], "white": 10}}, top="6.1")
    m.apply("0 play L.1")
    assert verbs(m, 0) == ["place", "exchange"]
    m.apply("0 exchange")  # then the black is the lowest chip left and goes on the stage
    assert (m.whites[0], m.blacks[0], m.stage_b, m.choice, m.turn) == (0, 0, 1, None, 1)


def test_d9_the_show_starts_at_five_and_applies_from_the_next_player():
    m = table({0: {"hand": ["L.1", "5.1"]}, 1: {"hand": ["L.2", "3.1"]}}, top="6.1", stage=3)
    m.apply("0 play L.1")
    assert not m.show and m.stage_w == 4
    m.apply("1 play L.2")
    assert m.show and m.stage_w == 5 and m.turn == 2
    assert set(verbs(m, 2)) <= {"take", "skip", "exchange"} | {
        f"play {c}" for c in m.zones["hand:2"] if VALUE[c] == "L"
    }


def test_d17_after_taking_the_stage_the_player_acts_normally_but_may_not_skip():
    m = table({1: {"hand": ["1G.1", "3.1"], "blue": True}}, top="L.1", stage=5, show=True, turn=1)
    assert verbs(m, 1) == ["take", "skip"]
    m.apply("1 take")
    assert verbs(m, 1) == ["play 1G.1", "draw", "quit"]
    assert refused(m, "1 skip").code == "skip_after_take"


def test_d22_the_stage_holds_more_than_five():
    m = table({0: {"hand": ["L.1", "5.1"]}}, top="L.2", stage=9, show=True)
    m.apply("0 play L.1")
    assert m.stage_w == 10 and m.show


def test_d23_a_blue_chip_received_can_skip_the_next_turn():
    m = table({0: {"hand": ["1G.1", "5.1"], "white": 0, "blue": True}}, players=2, top="1G.2")
    m.apply("0 play 1G.1")
    assert m.blue == 1 and m.turn == 1 and "skip" in verbs(m, 1)
    m.apply("1 skip")
    assert m.blue is None and m.turn == 0


def test_d12_a_quitter_scores_cannot_receive_and_can_lose_the_blue_chip():
    m = table(
        {
            0: {"hand": ["2S.1", "1G.1", "5.1"]},
            1: {"hand": ["6.1", "6.2"], "quit": True, "blue": True},
        },
        players=3,
        top="2.1",
    )
    m.apply("0 play 2S.1")
    assert m.blue == 0
    assert m.recipients(0) == [2]
    m.apply("2 quit")
    m.apply("0 quit")
    assert m.round_no == 2 and m.whites[1] == 3 + 6


# --- round end -------------------------------------------------------------------------------
def test_d14_duplicates_count_once_and_llamas_ten_once():
    assert penalty(["3.1", "3.2", "2/3.1", "L.1", "L.2"]) == (5, 1)
    assert penalty(["4/5.1", "4.1", "5.2"]) == (9, 0)
    assert penalty([]) == (0, 0)


def test_d10_the_blue_chip_costs_a_black_at_round_end_and_returns():
    m = table({0: {"hand": ["5.1"]}, 2: {"hand": ["6.1"], "blue": True}}, top="4.1")
    m.apply("0 play 5.1")
    m.apply("0 keep")
    assert m.blue is None and m.blacks[2] == 1 and m.whites[2] == 3 + 6


def test_d11_the_stage_returns_to_the_supply_unless_the_option_keeps_it():
    for persists, left in ((False, 0), (True, 4)):
        m = new_match(
            options={"players": 2, "stage_persists_between_rounds": persists},
            seed=1,
            dealer=1,
            start={"seats": {0: {"hand": ["5.1"]}}, "top": "4.1", "stage": 4},
        )
        m.apply("0 play 5.1")
        m.apply("0 keep")
        assert m.round_no == 2 and m.stage_w == left and not m.show


def test_d15_d21_exchange_before_the_going_out_return():
    m = table({0: {"hand": ["5.1"], "white": 10}}, top="4.1")
    m.apply("0 play 5.1")
    assert verbs(m, 0) == ["return white", "keep", "exchange"]
    m.apply("0 exchange")
    assert verbs(m, 0) == ["return black", "keep"]
    m.apply("0 return black")
    assert (m.whites[0], m.blacks[0], m.round_no) == (0, 0, 2)


def test_the_going_out_player_starts_the_next_round():
    m = table({2: {"hand": ["5.1"]}}, top="4.1", turn=2)
    m.apply("2 play 5.1")
    m.apply("2 return white")
    assert (m.round_no, m.first, m.turn, m.whites[2]) == (2, 2, 2, 2)
    assert all(len(m.zones[f"hand:{s}"]) == 6 for s in range(4))


def test_the_round_ends_after_the_last_cards_effect():
    m = table({0: {"hand": ["1G.1"], "white": 0, "black": 1}}, top="L.1")
    m.apply("0 play 1G.1")
    assert m.round_no == 1 and verbs(m, 0) == ["give to=1", "give to=2", "give to=3"]
    m.apply("0 give to=2")
    gives = [e.data for e in m.log if e.kind == "give"]
    assert gives == [{"seat": 0, "to": 2, "chip": "black"}]
    assert m.blacks[0] == 0 and m.round_no == 2  # nothing left to return: next round


def test_d16_forty_points_end_the_match_only_at_round_end():
    m = table({1: {"hand": ["1G.1", "3.1"], "white": 38}}, top="L.1", stage=5, show=True, turn=1)
    m.apply("1 take")
    assert m.scores()[1] == 43 and not m.is_over
    m.apply("1 quit")
    assert not m.is_over


def test_match_over_refuses_everything():
    m = table({0: {"hand": ["5.1"]}, 1: {"white": 45}}, players=2, top="4.1")
    m.apply("0 play 5.1")
    m.apply("0 keep")
    assert m.is_over and m.result()["winners"] == [0] and m.to_act() == []
    assert refused(m, "1 quit").code == "match_over"


# --- refusals, texts and starting states ------------------------------------------------------
def test_refusals_carry_codes_and_params():
    m = table({0: {"hand": ["5.1", "3.1"]}}, top="4.1")
    assert refused(m, "0 play 9.1").code == "not_in_hand"
    assert refused(m, "0 take").code == "no_show"
    assert refused(m, "0 skip").code == "no_blue"
    assert refused(m, "0 give to=1").code == "no_choice"
    assert refused(m, "0 fly").code == "unknown_verb"
    assert refused(m, "1 quit").code == "not_your_turn"


def test_actions_round_trip_through_text():
    m = new_match(seed=9)
    for action in m.legal_actions(m.turn):
        assert Action.parse(str(action)) == action


@pytest.mark.parametrize(
    ("start", "message"),
    [
        ({"seats": {0: {"hand": ["3.9"]}}}, "unknown card '3.9'"),
        ({"seats": {0: {"hand": ["3.1"]}}, "discard": ["3.1"]}, "card '3.1' is listed twice"),
        ({"seats": {0: {"hand": ["L"] * 13}}}, "card 'L' is listed more often"),
        ({"seats": {0: {"cards": []}}}, "unknown key 'cards'"),
        (
            {"seats": {s: {"hand": []} for s in range(4)}, "stock": ["4.1"], "top": "5.1"},
            "58 cards have no place",
        ),
    ],
)
def test_a_starting_state_must_place_every_card_once(start, message):
    with pytest.raises(ScenarioError, match=message):
        new_match(seed=1, dealer=3, start=start)


def test_faces_stand_for_their_first_free_copies():
    m = new_match(seed=1, dealer=3, start={"seats": {0: {"hand": ["L", "L", "6R"]}}, "top": "6"})
    assert m.zones["hand:0"] == ["L.1", "L.2", "6R.1"] and m.top_card() == "6.1"
    m = new_match(options={"players": 2}, seed=1, dealer=1, deck=["L", "L", "6"])
    assert m.zones["hand:0"][0] == "L.1" and m.zones["hand:1"][0] == "L.2"
