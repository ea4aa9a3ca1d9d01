"""Checks games' own tests share: a refusal that changes nothing, twin states that agree,
views that name no unseen card. (An action applied exactly when legal: `attempt` in
tests/test_engine_contract.py.)"""

from __future__ import annotations

import json

import pytest

from game.engine.errors import IllegalAction
from game.engine.match import Match


def refused(match: Match, text: str) -> IllegalAction:
    """The refusal of `text` (which must be refused, leaving the state unchanged)."""
    before = match.search_copy(record=True)
    with pytest.raises(IllegalAction) as info:
        match.apply(text)
    assert match == before
    return info.value


def assert_twin_agrees(match: Match, twin: Match, seat: int, make_opponent) -> None:
    """`twin` differs from `match` only in cards `seat` has not seen: the seat's views are
    equal, and so are the decisions of every level on them."""
    twin.check_invariants()
    view = match.view(seat)
    assert twin.view(seat) == view
    if seat in match.to_act():
        for level in ("easy", "normal", "hard"):
            a = make_opponent(level, seat, 99).decide(view)
            b = make_opponent(level, seat, 99).decide(twin.view(seat))
            assert a == b


def leaked_ids(match: Match, seat: int, hidden: list[str]) -> list[str]:
    """Card ids in the hidden zones that `seat` has not seen but its serialized view names."""
    view = match.view(seat)
    text = json.dumps(view)
    secret = {
        card for zone in hidden for card in match.zones.piles[zone] if card not in view["seen"]
    }
    return sorted(card for card in secret if f'"{card}"' in text)
