"""Properties of seeded random Mau Mau matches (Hypothesis).

Default run: a fixed number of Hypothesis examples (about 20 s). SOAK=1 adds a loop over
exactly 10,000 seeded matches with the same checks (Hypothesis may stop short of a large
max_examples, a plain loop cannot)."""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.actions import Action
from game.engine.maumau import CANONICAL, SUITS, MauMauMatch, new_match
from game.engine.replay import replay
from tests.engine_kit import attempt

SOAK = os.environ.get("SOAK") == "1"
MATCHES = 240
SOAK_MATCHES = 10_000
MAX_ACTIONS = 50_000
VERBS = ("play", "draw", "keep", "pass", "catch", "let_go", "fly")


def random_action(match: MauMauMatch, rng: random.Random) -> Action:
    """Any action text at all, legal or not, for a random seat."""
    seat = rng.randrange(match.n_seats)
    verb = rng.choice(VERBS)
    if verb != "play":
        return Action(seat, verb)
    args = [rng.choice(CANONICAL)]
    if rng.random() < 0.5:
        args.append(f"wish={rng.choice(SUITS)}")
    if rng.random() < 0.5:
        args.append("mau")
    return Action(seat, "play", tuple(args))


def play_random_match(seed: int, players: int, noise: float) -> MauMauMatch:
    rng = random.Random(seed)
    match = new_match(options={"players": players}, seed=seed)
    scores = list(match.scores)
    for _ in range(MAX_ACTIONS):
        if match.is_over:
            break
        if rng.random() < noise:
            attempt(match, random_action(match, rng))
        else:
            seat = rng.choice(match.to_act())
            assert attempt(match, rng.choice(match.legal_actions(seat)))
        match.check_invariants()
        assert len(match.zones.where) == 32
        assert all(new >= old for new, old in zip(match.scores, scores, strict=True))
        scores = list(match.scores)
        assert match.is_over or match.to_act(), "a running match always has a seat to act"
    assert match.is_over, "the match did not end"
    return match


@settings(
    max_examples=MATCHES,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.integers(2, 4),
    noise=st.sampled_from([0.0, 0.1, 0.3]),
)
def test_random_matches_keep_every_invariant_and_replay(seed, players, noise):
    match = play_random_match(seed, players, noise)
    assert max(match.scores) >= 150 and match.result()["winners"]
    again = replay(match.record())
    assert again == match


def test_clone_is_equal_and_independent():
    match = new_match(seed=3)
    rng = random.Random(3)
    for _ in range(40):
        seat = match.to_act()[0]
        match.apply(rng.choice(match.legal_actions(seat)))
    copy = match.clone()
    assert copy == match
    seat = copy.to_act()[0]
    copy.apply(copy.legal_actions(seat)[-1])
    assert copy != match and match.history != copy.history


@pytest.mark.slow
@pytest.mark.skipif(not SOAK, reason="SOAK=1 plays 10,000 seeded matches")
def test_soak_ten_thousand_seeded_matches():
    for index in range(SOAK_MATCHES):
        match = play_random_match(index, 2 + index % 3, (0.0, 0.1, 0.3)[index // 3 % 3])
        assert replay(match.record()) == match
