"""Helpers for the cuckoo games' tests: set up a deal in the specs' letters and play it."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from game.engine.cuckoo import CuckooMatch

LETTERS = "ABCD"


def letters(module: ModuleType, dealer: int) -> dict[str, int]:
    """The specs' A, B, C, D* (turn order of a full table, dealer last) as seat numbers."""
    return dict(zip(LETTERS, module.seat_order(4, dealer, {}), strict=True))


def table(
    module: ModuleType,
    deck: list[str],
    dealer: int = 3,
    seats: dict[str, dict[str, Any]] | None = None,
    seed: int = 0,
    stock_top: Any = None,
) -> tuple[CuckooMatch, dict[str, int]]:
    """A match whose first deal is the stacked `deck`; `seats` keyed by letter."""
    names = letters(module, dealer)
    start: dict[str, Any] = {"seats": {names[k]: v for k, v in (seats or {}).items()}}
    if stock_top is not None:
        start["stock_top"] = stock_top
    return module.new_match(seed=seed, dealer=dealer, deck=deck, start=start), names


def play(match: CuckooMatch, names: dict[str, int], *steps: str) -> list[Any]:
    """Apply "A ask"-style steps; returns all their events."""
    out = []
    for text in steps:
        who, _, verb = text.partition(" ")
        out += match.apply(f"{names[who]} {verb}")
    return out


def hand_faces(match: CuckooMatch, names: dict[str, int]) -> dict[str, str]:
    return {k: match.face(match.hand(s)) for k, s in names.items() if match.zones[f"hand:{s}"]}


def lives(match: CuckooMatch, names: dict[str, int]) -> dict[str, int]:
    return {k: match.lives[s] for k, s in names.items()}


def kinds(evs: list[Any], kind: str) -> list[dict[str, Any]]:
    return [e.data for e in evs if e.kind == kind]


def settle_of(evs: list[Any]) -> dict[str, Any]:
    """The (first) settlement's losers, by seat number."""
    (data,) = kinds(evs, "settle")[:1]
    return {int(s): r for s, r in data["losers"].items()}
