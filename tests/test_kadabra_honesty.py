"""Honesty: a seat's view and its opponents' decisions depend only on what it may know.

Two full states that differ only in cards a seat has not seen (other hands of the same
sizes, draw pile order) give that seat equal views and equal decisions at every level; the
serialized view names no card the seat has not seen; determinization completes a view
into a full state that gives the same view back."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.kadabra import make_opponent
from game.engine.kadabra import CANONICAL, KadabraMatch, determinize, new_match
from game.engine.shedding import STOCK, hand_zone
from tests.engine_kit import assert_twin_agrees, leaked_ids


def progressed(seed: int, players: int, steps: int) -> KadabraMatch:
    """A match after `steps` actions of normal opponents mixed with random ones."""
    rng = random.Random(seed)
    match = new_match(options={"players": players}, seed=seed)
    bots = [make_opponent("normal", s, seed) for s in range(players)]
    for _ in range(steps):
        if match.is_over:
            break
        seat = match.to_act()[0]
        if rng.random() < 0.5:
            match.apply(rng.choice(match.legal_actions(seat)))
        else:
            match.apply(bots[seat].decide(match.view(seat)).action)
    return match


def hidden_zones(match: KadabraMatch, seat: int) -> list[str]:
    return [STOCK] + [hand_zone(s) for s in range(match.n_seats) if s != seat]


def shuffle_unseen(match: KadabraMatch, seat: int, rng: random.Random) -> KadabraMatch:
    """The same state with the cards `seat` has not seen permuted among the hidden places."""
    other = match.search_copy(record=True)
    piles = other.zones.piles
    seen = match.seen[seat]
    places = [
        (zone, index)
        for zone in hidden_zones(other, seat)
        for index, card in enumerate(piles[zone])
        if card not in seen
    ]
    cards = [piles[zone][index] for zone, index in places]
    rng.shuffle(cards)
    for (zone, index), card in zip(places, cards, strict=True):
        piles[zone][index] = card
        other.zones.where[card] = zone
    return other


@settings(max_examples=30, deadline=None, database=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 6), steps=st.integers(0, 150))
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
@given(seed=st.integers(0, 10**6), players=st.integers(2, 6), steps=st.integers(0, 80))
def test_serialized_view_has_no_unseen_card_id(seed, players, steps):
    match = progressed(seed, players, steps)
    if match.is_over or match.round_no > 1:
        return  # later rounds' logs rightly name cards shown at an earlier round's end
    for seat in range(players):
        assert not leaked_ids(match, seat, hidden_zones(match, seat)), f"seat {seat}"


@settings(max_examples=40, deadline=None, database=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 6), steps=st.integers(0, 300))
def test_determinize_gives_the_same_view_back(seed, players, steps):
    match = progressed(seed, players, steps)
    for seat in range(players):
        view = match.view(seat)
        world = determinize(view, random.Random(seed))
        world.check_invariants()
        assert sorted(world.zones.where) == sorted(CANONICAL)
        assert world.view(seat) == view
        assert world._public_state() == match._public_state()
        for card, zone in view["seen"].items():
            assert world.zones.where[card] == zone
        copy = world.search_copy()
        if not world.is_over:
            actor = world.to_act()[0]
            copy.apply_unchecked(world.legal_actions(actor)[0])
            assert world.view(seat) == view  # the search copy is independent
