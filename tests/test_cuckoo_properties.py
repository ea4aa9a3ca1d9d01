"""Lives in both cuckoo games over seeded random matches (SOAK=1: 10,000 per game): they
never go below zero and change only by the counter events the rules give, one seat acts
at a time, and every match ends with the result its rules give. (Legality, refusals,
conservation, replays, copies and honesty: tests/test_engine_contract.py, every game.)
"""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import cuccu, gnav

SOAK = bool(os.environ.get("SOAK"))
EXAMPLES = {"gnav": 10_000 if SOAK else 400, "cuccu": 10_000 if SOAK else 400}
MODULES = {"gnav": gnav, "cuccu": cuccu}
REASONS = {
    "gnav": {"dragoon", "cat", "lowest", "fool", "lone_card"},
    "cuccu": {"hunter", "cat", "lowest", "fool", "lone_card", "insurance"},
}


def check_lives(game: str, match, before: list[int], events) -> None:
    """Lives move only by -1 counter events with a rule's reason, or Cuccù's reset."""
    expected = list(before)
    for event in events:
        if event.kind == "counter":
            assert event.data["name"] == "lives" and event.data["delta"] == -1
            assert event.data["reason"] in REASONS[game]
            expected[event.data["seat"]] -= 1
            assert expected[event.data["seat"]] >= 0
            assert event.data["value"] == expected[event.data["seat"]]
        elif event.kind == "lives_reset":
            assert game == "cuccu" and not any(expected)
            expected = [3] * len(expected)
    assert match.lives == expected and min(match.lives) >= 0


def check_result(game: str, match) -> None:
    alive = [s for s in range(match.n_seats) if match.lives[s] > 0]
    result = match.result()
    if game == "cuccu" or alive:
        assert result == {"winners": alive} and len(alive) == 1
    else:
        assert result == {"draw": True}


def play_random(game: str, seed: int) -> None:
    module = MODULES[game]
    rng = random.Random(seed)
    match = module.new_match(seed=seed)
    steps = 0
    while not match.is_over:
        steps += 1
        assert steps < 3000, "the match does not end"
        seat = match.to_act()[0]
        before = list(match.lives)
        events = match.apply(rng.choice(match.legal_actions(seat)))
        check_lives(game, match, before, events)
        assert match.is_over or len(match.to_act()) == 1
    check_result(game, match)


@pytest.mark.parametrize("game", ["gnav", "cuccu"])
def test_cuckoo_random_matches_keep_every_property(game):
    @settings(
        max_examples=EXAMPLES[game],
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow],
    )
    @given(seed=st.integers(0, 2**31 - 1))
    def run(seed):
        play_random(game, seed)

    run()
