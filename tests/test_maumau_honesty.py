"""Honesty: a seat's view and its opponents' decisions depend only on what it may know.

Two full states that differ only in cards a seat has not seen (other hands of the same
sizes, stock order) give that seat equal views and equal decisions; the serialized view
holds no card id the seat has not seen; determinization completes a view consistently."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.maumau import make_opponent
from game.engine.maumau import CANONICAL, MauMauMatch, determinize, new_match
from game.engine.shedding import DISCARD, STOCK, hand_zone
from tests.engine_kit import assert_twin_agrees, leaked_ids


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


def hidden_zones(match: MauMauMatch, seat: int) -> list[str]:
    return [STOCK] + [hand_zone(s) for s in range(match.n_seats) if s != seat]


def shuffle_unseen(match: MauMauMatch, seat: int, rng: random.Random) -> MauMauMatch:
    """The same state with the cards `seat` cannot see permuted among the hidden places
    (each card only among cards of its stock generation, so every count stays public)."""
    other = match.clone()
    piles = other.zones.piles
    slots: dict[int, list[tuple[str, int]]] = {}
    for zone in hidden_zones(other, seat):
        for index, card in enumerate(piles[zone]):
            if card != other.drawn:
                slots.setdefault(other.card_generation[card], []).append((zone, index))
    for places in slots.values():
        cards = [piles[zone][index] for zone, index in places]
        rng.shuffle(cards)
        for (zone, index), card in zip(places, cards, strict=True):
            piles[zone][index] = card
            other.zones.where[card] = zone
    return other


@settings(max_examples=40, deadline=None, database=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), steps=st.integers(0, 120))
def test_states_differing_in_unseen_cards_give_equal_views_and_decisions(seed, players, steps):
    match = progressed(seed, players, steps)
    if match.is_over:
        return
    rng = random.Random(seed)
    for seat in range(players):
        assert_twin_agrees(match, shuffle_unseen(match, seat, rng), seat, make_opponent)


def test_shuffling_unseen_cards_really_changes_the_hidden_state():
    match = progressed(5, 4, 10)
    twin = shuffle_unseen(match, 0, random.Random(1))
    assert twin.zones.piles != match.zones.piles
    assert twin.zones.piles[hand_zone(0)] == match.zones.piles[hand_zone(0)]


@settings(max_examples=40, deadline=None, database=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), steps=st.integers(0, 80))
def test_serialized_view_has_no_unseen_card_id(seed, players, steps):
    match = progressed(seed, players, steps)
    if match.is_over or match.round_no > 1:
        return  # later rounds' logs legitimately name cards shown in earlier rounds
    for seat in range(players):
        assert not leaked_ids(match, seat, hidden_zones(match, seat)), f"seat {seat}"


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
