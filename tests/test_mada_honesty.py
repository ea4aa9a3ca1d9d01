"""Honesty: a seat's view and its opponents' decisions depend only on what it may know.

Two full states that differ only in cards a seat has not seen (the draw pile's order, the
other hands, the other banks, with every public count kept) give that seat equal views and
equal decisions at every level; the serialized view names no card the seat has not seen;
determinization completes a view into a state that gives the very same view."""

from __future__ import annotations

import random

import engine_checks
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.mada import make_opponent
from game.engine.mada import CANONICAL, MadaMatch, determinize, new_match

LEVELS = ("easy", "normal", "hard")


def progressed(seed: int, players: int, steps: int) -> MadaMatch:
    return engine_checks.progressed(new_match, seed, players, steps)


def hidden_zones(match: MadaMatch, seat: int) -> list[str]:
    return [zone for zone in match.zones.piles if not match.zone_visible_to(zone, seat)]


def shuffle_unseen(match: MadaMatch, seat: int, rng: random.Random) -> MadaMatch:
    """The same state with the cards `seat` cannot see permuted among the hidden places:
    draw pile and hands by draw-pile generation (so every hand's public count per
    generation stays), banks among banks."""
    other = match.clone()
    piles = other.zones.piles
    slots: dict[object, list[tuple[str, int]]] = {}
    for zone in hidden_zones(other, seat):
        for index, card in enumerate(piles[zone]):
            key = "bank" if zone.startswith("bank") else other.card_gen[card]
            slots.setdefault(key, []).append((zone, index))
    engine_checks.permute(other, slots, rng)
    return other


@settings(max_examples=40, deadline=None, database=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5), steps=st.integers(0, 150))
def test_states_differing_in_unseen_cards_give_equal_views_and_decisions(seed, players, steps):
    match = progressed(seed, players, steps)
    if match.is_over:
        return
    rng = random.Random(seed)
    for seat in range(players):
        twin = shuffle_unseen(match, seat, rng)
        engine_checks.assert_twin_agrees(match, twin, seat, make_opponent, LEVELS)


def test_shuffling_unseen_cards_really_changes_the_hidden_state():
    match = progressed(5, 4, 30)
    twin = shuffle_unseen(match, 0, random.Random(1))
    assert twin.zones.piles != match.zones.piles
    assert twin.zones.piles["hand:0"] == match.zones.piles["hand:0"]


@settings(max_examples=40, deadline=None, database=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5), steps=st.integers(0, 200))
def test_serialized_view_has_no_unseen_card_id(seed, players, steps):
    match = progressed(seed, players, steps)
    for seat in range(players):
        leaked = engine_checks.leaked_ids(match, seat, hidden_zones(match, seat))
        assert not leaked, f"seat {seat} view names unseen {leaked}"


@settings(max_examples=60, deadline=None, database=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5), steps=st.integers(0, 250))
def test_determinize_gives_a_full_state_with_the_same_view(seed, players, steps):
    match = progressed(seed, players, steps)
    if match.is_over:
        return
    for seat in range(players):
        view = match.view(seat)
        world = determinize(view, random.Random(seed))
        world.check_invariants()
        assert sorted(world.zones.where) == sorted(CANONICAL)
        assert world.view(seat) == view
        for other in range(players):
            assert all(c[0].isdigit() for c in world.zones.piles[f"bank:{other}"])
        if world.generation:
            newest = set(view["public"]["reshuffled"][-1])
            assert set(world.zones.piles["draw"]) <= newest
