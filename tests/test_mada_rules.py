"""Mada's rules decisions (../shared/rules/mada.md §7, D1-D21) and the rules the scenarios
do not show, each as a named behaviour; the refusal codes; the bust risk of the hint."""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalAction, NotYourTurn
from game.engine.mada import MadaMatch, lemur_pull, new_match
from game.engine.mada_deck import CACTUS, CANONICAL, PEARS, SPECIALS, VALUE
from game.engine.mada_view import bust_hint, bust_risk


def table(seats: dict, players: int = 4, **extra) -> MadaMatch:
    """A starting state with the unlisted cards on the draw pile (shuffled by the seed)."""
    start = {"seats": seats, "rest": "draw", **extra}
    return new_match(options={"players": players}, seed=5, dealer=players - 1, start=start)


def refusal(match: MadaMatch, text: str) -> IllegalAction:
    before = match.search_copy(record=True)
    with pytest.raises(IllegalAction) as info:
        match.apply(text)
    assert match == before, "a refusal changes nothing"
    return info.value


def test_d1_the_deck_is_the_proposed_table_kept_as_data():
    assert len(CANONICAL) == 70 == len(set(CANONICAL))
    assert sum(1 for c in CANONICAL if VALUE[c]) == 60 == sum(n for n, _ in CACTUS.values())
    assert sum(PEARS.values()) == 199
    assert SPECIALS == {"L": 4, "DL": 3, "S": 3}
    assert [PEARS[f"{v}.1"] for v in range(1, 14)] == [1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6, 6]


def test_d2_the_first_player_is_random_by_seed_and_deals_start_there():
    firsts = {new_match(seed=seed).turn_order()[0] for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    match = new_match(options={"players": 3}, seed=1, dealer=0)
    assert match.turn_order() == [1, 2, 0]
    assert [len(match.zones[f"hand:{s}"]) for s in range(3)] <= [3, 3, 3]
    assert len(match.zones["draw"]) + len(match.zones["discard"]) == 70 - sum(
        len(match.zones[f"hand:{s}"]) for s in range(3)
    )


def test_d3_d4_opening_scorpions_ask_each_seat_in_turn_order():
    deck = ["S", "1", "1", "1", "5", "S", "2", "2", "6", "S", "3", "3"]
    match = new_match(seed=2, dealer=3, deck=deck)
    assert match.opening and match.choice.kind == "scorpion"
    assert match.to_act() == [0]
    assert {str(a) for a in match.legal_actions(0)} == {"0 scorpion 5.1", "0 scorpion 6.1"}
    assert "S.2" in match.zones["hand:1"]  # not resolved yet: P0 answers first
    match.apply("0 scorpion 6.1")
    # P1 held {1, S, S}: the first Scorpion takes the 1, the second goes alone (D4).
    assert match.zones["discard"] == ["S.1", "6.1", "S.2", "1.1", "S.3"]
    assert match.zones["hand:0"] == ["5.1"] and match.zones["hand:1"] == []
    assert not match.opening and match.to_act() == [0] and match.choice is None


def test_d4_a_scorpion_with_one_kind_of_card_takes_it_without_asking():
    match = table({"0": {"hand": ["5", "5"]}}, draw=["S"])
    match.apply("0 draw")
    assert match.choice is None and match.zones["hand:0"] == ["5.2"]
    assert match.zones["discard"] == ["S.1", "5.1"]


def test_d5_lemur_groups_only_equal_cactus_values():
    assert lemur_pull(["3.1", "7.1", "7.2", "L.1"]) == ["7.1", "7.2", "L.1", "3.1"]
    assert lemur_pull(["7.1", "L.2", "7.2", "L.1"]) == ["7.2", "L.1", "7.1", "L.2"]
    assert lemur_pull(["L.1"]) == ["L.1"]
    assert lemur_pull(["5.1", "6.1", "L.1"]) == ["6.1", "L.1", "5.1"]


def test_d6_luck_revealing_a_double_lemur_asks_for_a_target_with_more_players():
    match = table({"0": {"pile": ["2"]}, "2": {"pile": ["12"]}}, players=3, draw=["DL"])
    match.apply("0 luck")
    assert match.choice.kind == "swap" and match.to_act() == [0]
    assert {str(a) for a in match.legal_actions(0)} == {"0 swap to=1", "0 swap to=2"}
    assert refusal(match, "1 luck").code == "not_your_turn"
    assert refusal(match, "0 luck").code == "answer_swap"
    assert refusal(match, "0 swap to=0").code == "bad_answer"
    match.apply("0 swap to=1")  # an empty pile is a legal target
    assert match.zones["pile:0"] == [] and match.zones["pile:1"] == ["2.1"]
    assert match.to_act() == [1]


def test_d7_d10_banking_tops_and_several_seats_reaching_five_tie_on_pears():
    match = table(
        {
            "0": {"pile": ["10"], "bank": ["1", "1", "2", "2"]},
            "1": {"pile": ["3", "L"], "bank": ["3", "3", "3", "3"]},
            "2": {"pile": ["10"], "bank": ["1", "1", "2", "2"]},
            "3": {"pile": ["9"]},
        },
        turn=3,
        draw=["4"],
    )
    match.apply("3 luck")
    assert match.is_over
    assert [len(match.zones[f"bank:{s}"]) for s in range(4)] == [5, 4, 5, 0]
    # P0 and P2: 1+1+1+1+5 = 9 pears each; P1 has 8 but only four cards.
    assert match.result() == {"winners": [0, 2], "scores": [9, 8, 9, 0]}
    assert match.legal_actions(0) == [] and match.to_act() == []
    assert refusal(match, "0 luck").code == "match_over"


def test_d8_d13_only_a_lower_cactus_busts_and_the_losing_card_goes_with_the_pile():
    match = table({"0": {"pile": ["8"], "hand": []}}, draw=["7"])
    match.apply("0 luck")
    assert match.loser == 0 and match.choice is None  # an empty hand has nothing to discard
    assert match.zones["discard"] == ["8.1", "7.1"]
    assert match.to_act() == [1] and match.round_no == 2


def test_d11_banks_are_hidden_from_the_others_counts_are_public():
    match = table({"0": {"pile": ["12"]}, "1": {"pile": ["9"]}}, turn=1, draw=["4"])
    match.apply("1 luck")
    own, other = match.view(0), match.view(1)
    assert own["zones"]["bank:0"] == ["12.1"] and other["zones"]["bank:0"] == 1
    assert other["public"]["banked"] == [1, 0, 0, 0]
    banked = [e for e in other["log"] if e["kind"] == "move" and e["to"] == "bank:0"]
    assert banked and banked[-1]["card"] is None


def test_d14_after_a_round_any_card_starts_the_empty_pile():
    match = table({"0": {"pile": ["8"], "hand": ["13"]}, "1": {"hand": ["1"]}}, draw=["7"])
    match.apply("0 luck")
    match.apply("0 discard")
    assert match.zones["hand:0"] == ["13.1"]
    assert "1 play 1.1" in {str(a) for a in match.legal_actions(1)}


def test_d15_the_hand_limit_is_a_precondition_of_draw_only():
    match = table({"0": {"hand": ["13", "12", "11"], "pile": ["5"]}})
    assert {str(a) for a in match.legal_actions(0)} == {
        "0 play 13.1", "0 play 12.1", "0 play 11.1", "0 luck"
    }  # fmt: skip
    assert refusal(match, "0 draw").code == "hand_full"


def test_d20_a_double_lemur_with_both_piles_empty_is_still_legal():
    match = table({"0": {"hand": ["DL"]}}, players=2)
    match.apply("0 play DL.1")
    assert match.zones["discard"] == ["DL.1"] and match.to_act() == [1]


@pytest.mark.parametrize(
    ("start", "message"),
    [
        ({"seats": {"0": {"hand": ["5"]}}}, "does not place card 1.1"),
        ({"seats": {"0": {"hand": ["5.1", "5.1"]}}, "rest": "draw"}, "card '5.1' is listed twice"),
        (
            {"seats": {"0": {"hand": ["9"] * 3, "pile": ["9", "9"]}}, "rest": "draw"},
            "card '9' is listed more often than the deck holds it",
        ),
        ({"seats": {"0": {"hand": ["X"]}}, "rest": "draw"}, "unknown card 'X'"),
        ({"seats": {"0": {"hand": ["S"]}}, "rest": "draw"}, "card S.1: a Scorpion"),
        ({"seats": {"0": {"hand": ["1", "2", "3", "4"]}}, "rest": "draw"}, "holds 4 cards"),
        ({"seats": {"0": {"pile": ["DL"]}}, "rest": "draw"}, "card DL.1 cannot lie"),
        ({"seats": {"0": {"bank": ["L"]}}, "rest": "draw"}, "card L.1 cannot be banked"),
        ({"seats": {"0": {"hand": ["5"]}}, "rest": "hand"}, 'start.rest: "draw" or "discard"'),
    ],
)
def test_d21_starting_states_that_break_conservation_or_the_rules_are_refused(start, message):
    with pytest.raises(ValueError, match=message):
        new_match(seed=1, dealer=3, start=start)


def test_refusal_codes_say_which_rule_refuses():
    match = table({"0": {"hand": ["5"], "pile": ["9"]}})
    assert refusal(match, "0 play 13.1").code == "not_in_hand"
    assert refusal(match, "0 play 5.1").params == {"card": "5", "top": "9"}
    assert refusal(match, "0 scorpion 5.1").code == "no_question"
    assert refusal(match, "0 fly").code == "unknown_verb"
    assert refusal(match, "0 luck now").code == "bad_token"
    assert isinstance(refusal(match, "2 luck"), NotYourTurn)


def test_try_your_luck_is_always_legal_and_a_drawn_card_waits_a_turn():
    match = table({"0": {"hand": ["1", "2"], "pile": ["13"]}}, draw=["13"])
    assert "0 luck" in {str(a) for a in match.legal_actions(0)}
    match.apply("0 draw")
    assert match.to_act() == [1] and match.zones["hand:0"][-1] == "13.2"


def test_bust_risk_counts_the_unseen_cards_below_the_top():
    match = table({"0": {"hand": ["L"], "pile": ["10"]}})
    risk = bust_risk(match.view(0))
    # Unseen: 70 less the L and the 10 P0 sees. Busting: 5 x (1..8) + 4 nines.
    assert (risk.top, risk.below, risk.busting, risk.unseen) == (10, 9, 44, 68)
    assert risk.probability == pytest.approx(44 / 68)
    assert bust_hint(match.view(0)) == (
        "hint.mada.bust_risk",
        {"below": 9, "busting": 44, "unseen": 68},
    )
    match.apply("0 play L.1")
    assert bust_risk(match.view(0)).busting == 0  # a Lemur on top cannot bust
    assert bust_hint(match.view(0)) == ("hint.mada.no_risk", {})
    assert bust_risk(match.view(1), seat=0).probability == 0.0


def test_bust_risk_after_a_reshuffle_counts_only_the_new_draw_pile():
    match = table(
        {"0": {"hand": ["13"], "pile": ["1", "4", "6"]}, "1": {"pile": ["10"]}},
        draw=[],
        rest="discard",
    )
    match.apply("0 draw")
    view = match.view(0)
    risk = bust_risk(view)
    pool = set(view["public"]["reshuffled"][0]) - set(view["zones"]["hand:0"])
    assert risk.unseen == len(pool) == len(match.zones["draw"])
    assert risk.busting == sum(1 for c in pool if 0 < VALUE[c] < 6)
