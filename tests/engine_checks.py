"""Checks every game's property and honesty tests share (imported as `engine_checks`)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable
from typing import Any

from game.engine.actions import Action
from game.engine.errors import IllegalAction
from game.engine.match import Match


def attempt(match: Match, action: Action) -> bool:
    """Apply; check that success matches legality and that a refusal changes nothing."""
    legal = match.is_legal(action)
    before = None if legal else match.clone()
    try:
        match.apply(action)
    except IllegalAction:
        assert not legal, f"legal {action} refused"
        assert match == before, f"refused {action} changed the state"
        return False
    assert legal, f"illegal {action} accepted"
    return True


def progressed(new_match: Callable[..., Match], seed: int, players: int, steps: int) -> Any:
    """A match after `steps` random legal actions (stopping early if it ends)."""
    rng = random.Random(seed)
    match = new_match(options={"players": players}, seed=seed)
    for _ in range(steps):
        if match.is_over:
            break
        match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
    return match


def assert_twin_agrees(
    match: Match, twin: Match, seat: int, make_opponent: Callable, levels: Iterable[str]
) -> None:
    """`twin` differs from `match` only in cards `seat` cannot see: equal views, and equal
    decisions at every level when `seat` is to act."""
    twin.check_invariants()
    view = match.view(seat)
    assert twin.view(seat) == view
    if seat in match.to_act():
        for level in levels:
            a = make_opponent(level, seat, 99).decide(view)
            b = make_opponent(level, seat, 99).decide(twin.view(seat))
            assert a == b


def leaked_ids(match: Match, seat: int, hidden_zones: Iterable[str]) -> list[str]:
    """Card ids in `hidden_zones` that `seat` has never seen but its serialized view names."""
    view = match.view(seat)
    text = json.dumps(view)
    secret = {
        card
        for zone in hidden_zones
        for card in match.zones.piles[zone]
        if card not in view["seen"]
    }
    return [card for card in secret if f'"{card}"' in text]


def permute(match: Match, slots: dict[Any, list[tuple[str, int]]], rng: random.Random) -> None:
    """Shuffle the cards among each group of (zone, index) places, in place."""
    piles = match.zones.piles
    for places in slots.values():
        cards = [piles[zone][index] for zone, index in places]
        rng.shuffle(cards)
        for (zone, index), card in zip(places, cards, strict=True):
            piles[zone][index] = card
            match.zones.where[card] = zone
