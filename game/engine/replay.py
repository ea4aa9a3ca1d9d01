"""Replays: a match is its set-up plus its action list, as JSON."""

from __future__ import annotations

import json
import re
from typing import Any

from game.engine.errors import shown
from game.engine.match import Match
from game.engine.registry import descriptor, new_match, seated_options
from game.engine.start import ScenarioError

SETUP_KEYS = ("options", "seed", "dealer", "deck", "decks", "start")
_ACTION = re.compile(r"^[0-9]+ [a-z_]+( \S+)*$")


def replay(record: dict[str, Any], upto: int | None = None) -> Match:
    """Rebuild the match a record describes (optionally only its first `upto` actions)."""
    kwargs = {key: record.get(key) for key in SETUP_KEYS}
    kwargs["seed"] = kwargs["seed"] or 0
    kwargs["options"] = kwargs["options"] or {}
    match = new_match(record["game"], **kwargs)
    for text in record.get("actions", [])[:upto]:
        match.apply(text)
    return match


def check_record(record: dict[str, Any]) -> int:
    """Check a record before anything is built from it: a registered game, its options
    (the game's own validation), a whole seed, a dealer seat and every action's text with
    a seat in range. Returns the number of seats; a `ScenarioError` says what is wrong."""
    try:
        game = descriptor(record.get("game"))  # type: ignore[arg-type]
    except (KeyError, TypeError):
        raise ScenarioError(f"game: {shown(record.get('game'))} is not a game") from None
    _, n_seats = seated_options(game, record.get("options") or {})
    seed = record.get("seed") or 0
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ScenarioError(f"seed: {shown(seed)} is not a whole number")
    dealer = record.get("dealer")
    if dealer is not None and (
        isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < n_seats
    ):
        raise ScenarioError(f"dealer: {shown(dealer)} is not a seat (0-{n_seats - 1})")
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise ScenarioError("actions: missing, or not a list")
    for index, text in enumerate(actions):
        if not isinstance(text, str) or not _ACTION.match(text):
            raise ScenarioError(f"actions[{index}]: {shown(text)} is not an action")
        if int(text.partition(" ")[0]) >= n_seats:
            raise ScenarioError(f"actions[{index}]: {shown(text)} names no seat of {n_seats}")
    return n_seats


def dumps(match: Match) -> str:
    return json.dumps(match.record(), sort_keys=True)


def loads(text: str) -> Match:
    return replay(json.loads(text))
