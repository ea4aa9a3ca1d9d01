"""Replays: a match is its set-up plus its action list, as JSON."""

from __future__ import annotations

import json
import re
from typing import Any

from game.engine.errors import shown
from game.engine.events import Event
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


class Timeline:
    """A match record to step through both ways (issue 35's replay): the match after any
    number of its actions, and each action's events. Replaying from the start for every
    step back would cost a whole match per step; a copy is kept every `EVERY` actions, so
    a step costs at most that many actions. Reading it never changes the record."""

    EVERY = 16

    def __init__(self, record: dict[str, Any]) -> None:
        self.actions: list[str] = list(record.get("actions", []))
        match = replay({**record, "actions": []})
        self._marks: list[Match] = []
        self._events: list[list[Event]] = []
        for step, text in enumerate(self.actions):
            if step % self.EVERY == 0:
                self._marks.append(match.search_copy(record=True))
            self._events.append(list(match.apply(text)))
        self.final = match

    def __len__(self) -> int:
        return len(self.actions)

    def at(self, step: int) -> Match:
        """The match after its first `step` actions (0: as dealt), a copy of its own."""
        if not 0 <= step <= len(self.actions):
            raise IndexError(f"step {step} is not in 0-{len(self.actions)}")
        if step == len(self.actions):
            return self.final.search_copy(record=True)
        match = self._marks[step // self.EVERY].search_copy(record=True)
        for text in self.actions[step - step % self.EVERY : step]:
            match.apply(text)
        return match

    def events(self, step: int) -> list[Event]:
        """What action `step` (1: the first) did, in the order it happened."""
        if not 1 <= step <= len(self.actions):
            raise IndexError(f"action {step} is not in 1-{len(self.actions)}")
        return self._events[step - 1]


def dumps(match: Match) -> str:
    return json.dumps(match.record(), sort_keys=True)


def loads(text: str) -> Match:
    return replay(json.loads(text))
