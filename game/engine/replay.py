"""Replays: a match is its set-up plus its action list, as JSON."""

from __future__ import annotations

import json
from typing import Any

from game.engine.match import Match
from game.engine.registry import new_match

SETUP_KEYS = ("options", "seed", "dealer", "deck", "decks", "start")


def replay(record: dict[str, Any], upto: int | None = None) -> Match:
    """Rebuild the match a record describes (optionally only its first `upto` actions)."""
    kwargs = {key: record.get(key) for key in SETUP_KEYS}
    kwargs["seed"] = kwargs["seed"] or 0
    kwargs["options"] = kwargs["options"] or {}
    match = new_match(record["game"], **kwargs)
    for text in record.get("actions", [])[:upto]:
        match.apply(text)
    return match


def dumps(match: Match) -> str:
    return json.dumps(match.record(), sort_keys=True)


def loads(text: str) -> Match:
    return replay(json.loads(text))
