"""Checks every game's rules tests share: an action applied exactly when legal, a refusal
that changes nothing."""

from __future__ import annotations

import pytest

from game.engine.actions import Action
from game.engine.errors import IllegalAction
from game.engine.match import Match


def attempt(match: Match, action: Action) -> bool:
    """Apply; success must match legality, and a refusal must leave the state as it was."""
    legal = not match.is_over and action in match.legal_actions(action.seat)
    before = None if legal else match.clone()
    try:
        match.apply(action)
    except IllegalAction:
        assert not legal, f"legal {action} refused"
        assert match == before, f"refused {action} changed the state"
        return False
    assert legal, f"illegal {action} accepted"
    return True


def refused(match: Match, text: str) -> IllegalAction:
    """The refusal of `text` (which must be refused, leaving the state unchanged)."""
    before = match.clone()
    with pytest.raises(IllegalAction) as info:
        match.apply(text)
    assert match == before
    return info.value
