"""Kadabra opponents: legal, explained (every reason and refusal code has its text),
deterministic and resumable decisions, and the normal rules of ../shared/rules/lama_kadabra.md
§9 in situations built on purpose."""

from __future__ import annotations

import random

import pytest

from game.ai.kadabra import (
    make_opponent,
    normal_policy,
    play_match,
    table_from_match,
    table_from_view,
)
from game.engine.errors import IllegalAction
from game.engine.kadabra import KadabraMatch, new_match
from game.ui.scenes.kadabra_words import KadabraWords
from tests.kadabra_kit import table
from tests.test_kadabra_properties import any_action

CORE_CODES = {"not_your_turn", "match_over", "no_such_seat", "unknown_action"}


def decide(match: KadabraMatch, level: str = "normal"):
    seat = match.to_act()[0]
    return make_opponent(level, seat, 1).decide(match.view(seat))


@pytest.mark.parametrize("levels", [["easy", "normal", "hard"], ["hard", "random"] * 3])
def test_whole_matches_take_legal_explained_decisions(levels):
    match = new_match(options={"players": len(levels)}, seed=11)
    bots = [make_opponent(level, s, 11) for s, level in enumerate(levels)]
    reasons = set()
    while not match.is_over:
        seat = match.to_act()[0]
        decision = bots[seat].decide(match.view(seat))
        assert match.is_legal(decision.action)
        reasons.add(decision.reason)
        match.apply(decision.action)
    assert reasons <= set(KadabraWords.reason_keys) and len(reasons) > 5


def test_every_refusal_code_has_its_text():
    codes = set()
    rng = random.Random(4)
    for seed in range(30):
        match = new_match(options={"players": 2 + seed % 5}, seed=seed)
        while not match.is_over:
            try:
                match.apply(any_action(match, rng))
            except IllegalAction as error:
                codes.add(error.code)
            if not match.is_over and rng.random() < 0.3:
                match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
    assert codes - CORE_CODES <= set(KadabraWords.refusal_keys) and len(codes) > 8


def test_decisions_are_deterministic_and_hard_thinks_in_slices():
    match = play_match(["normal"] * 4, 3, max_actions=20_000)
    assert match.is_over
    m = new_match(seed=8)
    view = m.view(m.to_act()[0])
    bot = make_opponent("hard", view["seat"], 2)
    thinking = bot.think(view)
    slices = 0
    try:
        while True:
            next(thinking)
            slices += 1
    except StopIteration as done:
        assert done.value == make_opponent("hard", view["seat"], 2).decide(view)
    assert slices > 10


def test_normal_gives_the_chip_to_the_leader():
    m = table(
        {0: {"hand": ["1G.1", "5.1"]}, 1: {"white": 9}, 2: {"white": 1}, 3: {"white": 6}}, top="L.1"
    )
    m.apply("0 play 1G.1")
    decision = decide(m)
    assert str(decision.action) == "0 give to=2" and decision.reason == "give_leader"


def test_normal_exchanges_ten_whites_before_a_black_can_leave():
    m = table({0: {"hand": ["1G.1", "5.1"], "white": 10}}, top="L.1")
    m.apply("0 play 1G.1")
    assert decide(m).reason == "exchange_first"
    m = table({0: {"hand": ["5.1"], "white": 10}}, top="4.1")
    m.apply("0 play 5.1")
    assert str(decide(m).action) == "0 exchange"
    m.apply("0 exchange")
    assert str(decide(m).action) == "0 return black"


def test_normal_in_a_show_plays_a_llama_else_skips_with_blue_else_takes():
    show = {"top": "L.1", "stage": 5, "show": True}
    m = table({0: {"hand": ["L.2", "5.1"]}}, **show)
    assert decide(m).reason == "show_llama"
    m = table({0: {"hand": ["3.1", "5.1"], "blue": True}}, **show)
    assert str(decide(m).action) == "0 skip"
    m = table({0: {"hand": ["3.1", "5.1"]}}, **show)
    assert str(decide(m).action) == "0 take"


def test_normal_quits_a_cheap_hand_and_draws_a_costly_one():
    assert str(decide(table({0: {"hand": ["2.1"]}}, top="6.1")).action) == "0 quit"
    costly = table({0: {"hand": ["3.1", "4.1", "5.1", "L.2"]}}, top="1G.2")
    assert decide(costly).reason == "draw_costly_hand"


def test_normal_plays_its_last_card_and_avoids_the_star():
    assert decide(table({0: {"hand": ["5.1"]}}, top="4.1")).reason == "go_out"
    m = table({0: {"hand": ["2S.1", "2.1", "5.1"]}}, top="2.2")
    assert str(decide(m).action) == "0 play 2.1"


def test_hard_searches_and_says_so():
    reasons = set()
    for seed in range(6):
        m = new_match(seed=seed)
        bots = [make_opponent("hard", s, seed) for s in range(4)]
        for _ in range(40):
            if m.is_over:
                break
            seat = m.to_act()[0]
            decision = bots[seat].decide(m.view(seat))
            reasons.add(decision.reason)
            m.apply(decision.action)
    assert "search" in reasons or "only_move" in reasons


def test_the_rollouts_live_table_decides_as_the_seats_view_does():
    """Hard's rollouts read the match through a lazy `LiveTable`: at every decision of
    whole matches it must lead the normal policy to what the seat's own view leads it to."""
    for seed, players in ((5, 4), (6, 6), (7, 2)):
        match = new_match(options={"players": players}, seed=seed)
        steps = 0
        while not match.is_over:
            seat = match.to_act()[0]
            live = normal_policy(table_from_match(match, seat))
            assert live == normal_policy(table_from_view(match.view(seat)))
            match.apply(live[0])
            steps += 1
        assert steps > 50
