"""Shared cuckoo behaviour: refusals say why and change nothing, the public state keeps
hidden cards out, module API, and what each seat learns from swaps and stock trades."""

from __future__ import annotations

import json

import pytest

from game.engine import cuccu, gnav
from game.engine.errors import IllegalAction, NotYourTurn, UnknownAction


@pytest.mark.parametrize(
    ("module", "text", "code"),
    [
        (gnav, "0 trade", "dealer_only_trade"),
        (gnav, "3 ask", None),  # not the dealer's turn yet
        (gnav, "0 keep", "unknown_verb"),
        (gnav, "0 insure", "no_inn_pending"),
        (gnav, "0 ask now", "no_arguments"),
        (cuccu, "3 stand", "unknown_verb"),
        (cuccu, "3 trade", "dealer_only_trade"),
        (cuccu, "3 accept", "no_inn_pending"),
    ],
)
def test_refusals_carry_a_code_and_change_nothing(module, text, code):
    dealer = 3 if module is gnav else 0
    m = module.new_match(seed=1, dealer=dealer)
    before = m.search_copy(record=True)
    with pytest.raises(IllegalAction) as info:
        m.apply(text)
    if code is None:
        assert isinstance(info.value, NotYourTurn)
    else:
        assert info.value.code == code
    assert m == before


def test_dealer_may_not_ask_and_innkeeper_must_answer():
    m = gnav.new_match(seed=1, dealer=3, deck=["X", "X", "XI", "II"])
    for seat in (0, 1, 2):
        m.apply(f"{seat} stand")
    with pytest.raises(IllegalAction) as info:
        m.apply("3 ask")
    assert info.value.code == "dealer_cannot_ask"
    c = cuccu.new_match(seed=1, dealer=0, deck=["nulla", "osteria", "III", "V"])
    c.apply("3 ask")
    with pytest.raises(IllegalAction) as info:
        c.apply("3 ask")
    assert info.value.code == "inn_choice_pending"
    c.apply("3 insure")
    with pytest.raises(NotYourTurn):
        c.apply("3 keep")
    with pytest.raises(IllegalAction) as info:
        c.apply("2 keep")
    assert info.value.code == "inn_answer_pending"
    with pytest.raises(UnknownAction):
        c.apply("2 dance")


def test_public_state_names_only_revealed_cards():
    m = cuccu.new_match(seed=3, dealer=0, deck=["I", "cucco", "V", "III"])
    m.apply("3 ask")
    public = json.dumps(m._public_state())
    hidden = [m.hand(s) for s in (3, 1, 0)]
    assert m.hand(2) in public and not any(c in public for c in hidden)
    assert m._public_state()["turn"] == 2 and m._public_state()["result"] is None


def test_module_api():
    assert gnav.DEFAULT_PLAYERS == cuccu.DEFAULT_PLAYERS == 4
    assert gnav.seat_order(4, 1, {}) == [2, 3, 0, 1]
    assert cuccu.seat_order(4, 1, {}) == [0, 3, 2, 1]
    assert len(gnav.new_match().cards) == 42 and len(cuccu.new_match().cards) == 40


def test_stock_card_is_seen_by_its_taker_only():
    m = gnav.new_match(seed=1, dealer=3, deck=["X", "XI", "XII", "ugle", "VII"])
    for seat in (0, 1, 2):
        m.apply(f"{seat} stand")
    ugle = m.hand(3)
    m.apply("3 trade")  # the deal settles: VII is shown at settlement, then a new deal
    trade = [e for e in m.log if e.kind == "move" and e.data["to"] == "discard"]
    assert trade[-1].data["card"] == ugle and trade[-1].audience == frozenset({3})
    assert m.view(0)["log"][m.log.index(trade[-1])]["card"] is None


def test_swap_parties_see_each_others_cards_and_others_follow_what_they_knew():
    m = cuccu.new_match(seed=1, dealer=0, deck=["II", "VIII", "X", "IV"])
    a, b, c = 3, 2, 1
    m.apply(f"{a} ask")
    ii, viii = m.hand(b), m.hand(a)
    assert m.seen[a][ii] == f"hand:{b}" and m.seen[b][viii] == f"hand:{a}"
    assert ii not in m.seen[c] and viii not in m.seen[c]
    m.apply(f"{b} ask")  # B passes A's II on to C: A, who knew it, follows it there
    assert m.seen[a][ii] == f"hand:{c}" and m.seen[c][ii] == f"hand:{c}"


def test_starting_state_names_hands_and_the_stock():
    start = {
        "seats": {0: {"hand": "V"}, 3: {"hand": "gjok.2", "lives": 2}},
        "stock": ["hest", "II"],
    }
    m = gnav.new_match(seed=8, dealer=3, start=start)
    assert m.hand(0) == "V.1" and m.hand(3) == "gjok.2" and m.lives == [3, 3, 3, 2]
    assert [m.face(c) for c in m.zones["stock"][-2:]] == ["II", "hest"]  # hest drawn first
    c = cuccu.new_match(seed=8, dealer=0, start={"stock": ["gatto"], "stock_top": "cucco"})
    assert c.face(c.zones["stock"][0]) == "gatto" and c.face(c.zones["stock"][-1]) == "cucco"
    m.check_invariants()
    c.check_invariants()
