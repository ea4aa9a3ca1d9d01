"""Scores in seeded random Mau Mau matches (Hypothesis): they never go down, every match
ends with a winner at the target. (Legality, refusals, conservation, replays, copies and
honesty: tests/test_engine_contract.py, every game; SOAK=1 there plays 10,000 matches.)"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.maumau import MauMauMatch, new_match

MATCHES = 60
MAX_ACTIONS = 50_000


def play_random_match(seed: int, players: int) -> MauMauMatch:
    rng = random.Random(seed)
    match = new_match(options={"players": players}, seed=seed)
    scores = list(match.scores)
    for _ in range(MAX_ACTIONS):
        if match.is_over:
            break
        seat = rng.choice(match.to_act())
        match.apply(rng.choice(match.legal_actions(seat)))
        assert all(new >= old for new, old in zip(match.scores, scores, strict=True))
        scores = list(match.scores)
    assert match.is_over, "the match did not end"
    return match


@settings(
    max_examples=MATCHES,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 4))
def test_scores_only_grow_and_the_match_ends_at_the_target(seed, players):
    match = play_random_match(seed, players)
    best = max(match.scores)
    assert best >= 150
    assert match.result()["winners"] == [s for s in range(players) if match.scores[s] == best]
