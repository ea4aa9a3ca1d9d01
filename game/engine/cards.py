"""Cards: an id that is unique in its deck (two copies of a rank differ) and a face."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Card:
    """A physical card. `id` tells copies apart; `face` is what the rules compare."""

    id: str
    face: str


def index_cards(cards: list[Card]) -> dict[str, Card]:
    """Map ids to cards, refusing duplicate ids (a deck with two equal ids is a bug)."""
    by_id: dict[str, Card] = {}
    for card in cards:
        if card.id in by_id:
            raise ValueError(f"duplicate card id {card.id!r}")
        by_id[card.id] = card
    return by_id
