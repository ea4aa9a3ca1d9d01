"""Honesty beyond the shared contract (tests/test_engine_contract.py checks views, leaks and
determinization for every game): twins that keep Mada's public generation counts get the
same decision at every level each time, and determinization keeps the draw pile to the
newest generation and the banks to cactus cards."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.mada import make_opponent
from game.engine.mada import CANONICAL, MadaMatch, determinize, new_match

LEVELS = ("easy", "normal", "hard")


def progressed(seed: int, players: int, steps: int) -> MadaMatch:
    """A match after `steps` random legal actions (stopping early if it ends)."""
    rng = random.Random(seed)
    match = new_match(options={"players": players}, seed=seed)
    for _ in range(steps):
        if match.is_over:
            break
        match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
    return match


def shuffle_unseen(match: MadaMatch, seat: int, rng: random.Random) -> MadaMatch:
    """The same state with the cards `seat` cannot see permuted among the hidden places:
    draw pile and hands by draw-pile generation (so every hand's public count per
    generation stays), banks among banks."""
    other = match.search_copy(record=True)
    piles = other.zones.piles
    slots: dict[object, list[tuple[str, int]]] = {}
    for zone, pile in piles.items():
        if other.zone_visible_to(zone, seat):
            continue
        for index, card in enumerate(pile):
            key = "bank" if zone.startswith("bank") else other.card_gen[card]
            slots.setdefault(key, []).append((zone, index))
    for places in slots.values():
        cards = [piles[zone][index] for zone, index in places]
        rng.shuffle(cards)
        for (zone, index), card in zip(places, cards, strict=True):
            piles[zone][index] = card
            other.zones.where[card] = zone
    other.check_invariants()
    return other


@settings(max_examples=40, deadline=None, database=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5), steps=st.integers(0, 150))
def test_states_differing_in_unseen_cards_give_equal_views_and_decisions(seed, players, steps):
    match = progressed(seed, players, steps)
    if match.is_over:
        return
    seat = match.to_act()[0]
    twin = shuffle_unseen(match, seat, random.Random(seed))
    view = match.view(seat)
    assert twin.view(seat) == view
    for level in LEVELS:
        mine = make_opponent(level, seat, 99).decide(view)
        assert make_opponent(level, seat, 99).decide(twin.view(seat)) == mine


def test_shuffling_unseen_cards_really_changes_the_hidden_state():
    match = progressed(5, 4, 30)
    twin = shuffle_unseen(match, 0, random.Random(1))
    assert twin.zones.piles != match.zones.piles
    assert twin.zones.piles["hand:0"] == match.zones.piles["hand:0"]


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
