"""Mada's own invariants in seeded random matches (Hypothesis): hands within the limit and
free of Scorpions, banks that only grow and stop at five, at least 30 cards for any
reshuffle (D21), try-your-luck always legal, every match ends with a winner, replays equal.
(Legality, refusals, conservation, copies and honesty for every game:
tests/test_engine_contract.py.) SOAK=1 adds exactly 10,000 seeded matches."""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.actions import Action
from game.engine.mada import MadaMatch, new_match
from game.engine.mada_deck import BANK_TARGET, CANONICAL, HAND_LIMIT
from game.engine.replay import replay

SOAK = os.environ.get("SOAK") == "1"
MATCHES = 400
SOAK_MATCHES = 10_000
MAX_ACTIONS = 5_000


def check_state(match: MadaMatch) -> None:
    match.check_invariants()
    piles = match.zones.piles
    assert len(match.zones.where) == len(CANONICAL)
    for seat in range(match.n_seats):
        assert len(piles[f"hand:{seat}"]) <= HAND_LIMIT
        assert not any(card[0] == "S" for card in piles[f"hand:{seat}"] if not match.opening)
        assert len(piles[f"bank:{seat}"]) <= BANK_TARGET
    # D21: whatever happens, a reshuffle would find at least 30 cards.
    outside = sum(len(piles[f"hand:{s}"]) + len(piles[f"bank:{s}"]) for s in range(match.n_seats))
    tops = sum(1 for s in range(match.n_seats) if piles[f"pile:{s}"])
    assert len(CANONICAL) - outside - tops >= 30
    if not match.is_over:
        seats = match.to_act()
        assert len(seats) == 1 and any(match.legal_actions(seats[0]))
        if match.choice is None:
            assert Action(seats[0], "luck") in match.legal_actions(seats[0])


def play_random_match(seed: int, players: int) -> MadaMatch:
    rng = random.Random(seed)
    match = new_match(options={"players": players}, seed=seed)
    banked = [0] * players
    for _ in range(MAX_ACTIONS):
        if match.is_over:
            break
        match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
        check_state(match)
        now = [len(match.zones[f"bank:{s}"]) for s in range(players)]
        assert all(new >= old for new, old in zip(now, banked, strict=True))
        banked = now
    assert match.is_over, "the match did not end"
    return match


@settings(
    max_examples=MATCHES,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 5))
def test_random_matches_keep_mada_invariants_and_replay(seed, players):
    match = play_random_match(seed, players)
    result = match.result()
    banks = [len(match.zones[f"bank:{s}"]) for s in range(players)]
    assert max(banks) == BANK_TARGET and result["winners"]
    assert max(result["scores"]) == result["scores"][result["winners"][0]]
    assert replay(match.record()) == match


def test_search_copies_are_equal_and_independent():
    match = new_match(seed=3)
    rng = random.Random(3)
    for _ in range(40):
        match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
    copy = match.search_copy(record=True)
    assert copy == match
    copy.apply(copy.legal_actions(copy.to_act()[0])[-1])
    assert copy != match and match.history != copy.history
    search = match.search_copy()
    search.apply_unchecked(search.legal_actions(search.to_act()[0])[-1])
    assert search.log == match.log and search.zones != match.zones
    search.check_invariants()


@pytest.mark.slow
@pytest.mark.skipif(not SOAK, reason="SOAK=1 plays 10,000 seeded matches")
def test_soak_ten_thousand_seeded_matches():
    for index in range(SOAK_MATCHES):
        match = play_random_match(index, 2 + index % 4)
        assert replay(match.record()) == match
