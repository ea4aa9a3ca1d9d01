"""Properties of seeded random Kadabra matches (Hypothesis): no card created or lost, no
chip count below zero, apply succeeds exactly for legal actions and a refusal changes
nothing, every match ends, a replay is equal, clones are equal and independent.

Default run: a fixed number of Hypothesis examples (about 5-10 s). SOAK=1 adds a loop over
exactly 10,000 seeded matches with the same checks."""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.actions import Action
from game.engine.kadabra import CANONICAL, KadabraMatch, new_match
from game.engine.replay import replay
from tests.test_engine_contract import attempt

SOAK = os.environ.get("SOAK") == "1"
MATCHES = 400
SOAK_MATCHES = 10_000
MAX_ACTIONS = 20_000
VERBS = ("play", "draw", "quit", "skip", "take", "exchange", "give", "place", "return", "keep")


def any_action(match: KadabraMatch, rng: random.Random) -> Action:
    """Any action text at all, legal or not, for a random seat."""
    seat = rng.randrange(match.n_seats)
    verb = rng.choice(VERBS)
    if verb == "play":
        return Action(seat, verb, (rng.choice(CANONICAL),))
    if verb == "give":
        return Action(seat, verb, (f"to={rng.randrange(match.n_seats)}",))
    if verb == "return":
        return Action(seat, verb, (rng.choice(("white", "black")),))
    return Action(seat, verb)


def play_random_match(seed: int, players: int, noise: float, greed: float = 0.0) -> KadabraMatch:
    """Random legal play (a card rather than anything else with chance `greed`, so that
    hands empty and rounds end by going out), with illegal attempts at rate `noise`."""
    rng = random.Random(seed)
    match = new_match(options={"players": players}, seed=seed)
    for _ in range(MAX_ACTIONS):
        if match.is_over:
            break
        if rng.random() < noise:
            attempt(match, any_action(match, rng))
        else:
            legal = match.legal_actions(rng.choice(match.to_act()))
            plays = [a for a in legal if a.verb == "play"]
            assert attempt(match, rng.choice(plays if plays and rng.random() < greed else legal))
        match.check_invariants()
        assert min(match.whites) >= 0 and min(match.blacks) >= 0
        assert match.stage_w >= 0 and match.stage_b >= 0
        assert match.is_over or match.to_act(), "a running match always has a seat to act"
    assert match.is_over, "the match did not end"
    scores = match.scores()
    assert max(scores) >= 40 and match.result()["winners"] == [
        s for s in range(players) if scores[s] == min(scores)
    ]
    return match


@settings(
    max_examples=MATCHES,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.integers(2, 6),
    noise=st.sampled_from([0.0, 0.1, 0.3]),
    greed=st.sampled_from([0.0, 0.9]),
)
def test_random_matches_keep_every_invariant_and_replay(seed, players, noise, greed):
    match = play_random_match(seed, players, noise, greed)
    assert replay(match.record()) == match


def test_search_copies_are_equal_and_independent():
    match = new_match(seed=3)
    rng = random.Random(3)
    for _ in range(30):
        match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
    copy = match.search_copy(record=True)
    assert copy == match
    seat = copy.to_act()[0]
    copy.apply(copy.legal_actions(seat)[-1])
    assert copy != match and match.history != copy.history
    quiet = match.search_copy()
    quiet.apply_unchecked(quiet.legal_actions(seat)[0])
    assert quiet.log == match.log and quiet.zones != match.zones


@pytest.mark.slow
@pytest.mark.skipif(not SOAK, reason="SOAK=1 plays 10,000 seeded matches")
def test_soak_ten_thousand_seeded_matches():
    for index in range(SOAK_MATCHES):
        noise = (0.0, 0.1, 0.3)[index // 5 % 3]
        match = play_random_match(index, 2 + index % 5, noise, greed=0.9 * (index // 15 % 2))
        assert replay(match.record()) == match
