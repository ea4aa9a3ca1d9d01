"""Mau Mau's determinization respects what is public about the stock: the sampled stock
holds only cards of the newest generation, and the state's public part and the seat's own
cards are the view's. (Views equal for twin states, no unseen card in a view and equal
decisions are checked for every game in tests/test_engine_contract.py.)"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.maumau import CANONICAL, MauMauMatch, determinize, new_match
from game.engine.shedding import DISCARD, STOCK, hand_zone


def progressed(seed: int, players: int, steps: int) -> MauMauMatch:
    """A match after `steps` random legal actions (stopping early if it ends)."""
    rng = random.Random(seed)
    match = new_match(options={"players": players}, seed=seed)
    for _ in range(steps):
        if match.is_over:
            break
        seat = match.to_act()[0]
        match.apply(rng.choice(match.legal_actions(seat)))
    return match


@settings(max_examples=40, deadline=None, database=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), steps=st.integers(0, 400))
def test_determinize_is_consistent_with_the_view(seed, players, steps):
    match = progressed(seed, players, steps)
    if match.is_over:
        return
    for seat in match.to_act():
        view = match.view(seat)
        world = determinize(view, random.Random(seed))
        world.check_invariants()
        assert sorted(world.zones.where) == sorted(CANONICAL)
        assert world.zones.piles[hand_zone(seat)] == match.zones.piles[hand_zone(seat)]
        assert world.zones.piles[DISCARD] == match.zones.piles[DISCARD]
        assert world._public_state() == match._public_state()
        assert [str(a) for a in world.legal_actions(seat)] == view["legal"]
        newest = set(view["public"]["reshuffled"][-1]) if view["public"]["reshuffled"] else None
        if newest is not None:
            assert set(world.zones.piles[STOCK]) <= newest
