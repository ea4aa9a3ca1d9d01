"""bench/hard_cuckoo.py's paired estimate: 1/4 plus hard's credit minus a normal seat's
credit on the same seeds, with the spread of those differences."""

from __future__ import annotations

import math

import pytest

from bench.hard_cuckoo import paired_share
from bench.tournament_pairings import play_match


def test_the_paired_share_is_a_quarter_plus_the_mean_difference() -> None:
    hard = [(0, "win", 1.0), (1, "loss", 0.0), (2, "draw", 0.5), (3, "win", 1.0)]
    normal = [(0, "loss", 0.0), (1, "loss", 0.0), (2, "draw", 0.5), (3, "loss", 0.0)]
    row = paired_share(hard, normal)
    # differences 1, 0, 0, 1: mean 1/2, sample variance 1/3
    assert row["paired_difference"] == 0.5 and row["paired_share"] == 0.75
    assert row["paired_se"] == pytest.approx(math.sqrt(1 / 3 / 4), abs=1e-4)
    low, high = row["paired_ci95"]
    assert low == pytest.approx(0.75 - 1.96 * math.sqrt(1 / 12), abs=1e-4) and high > 0.75
    assert row["normal_in_seat_share"] == 0.125 and row["same_outcome"] == 0.5


def test_the_normal_seat_plays_the_hard_seats_place_on_the_same_seed() -> None:
    """The seat and the deals are the seed's, whoever sits there: the two matches share the
    hero seat, and a normal seat in it is the tournament's own normal seat."""
    for seed in range(3):
        hard_seat, _, _ = play_match(("cuccu", "hard", "normal", seed))
        normal_seat, outcome, credit = play_match(("cuccu", "normal", "normal", seed))
        assert hard_seat == normal_seat == seed % 4
        assert (outcome, credit) == play_match(("cuccu", "normal", "normal", seed))[1:]
