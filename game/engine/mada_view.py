"""Mada seen from one seat: what its view says about the cards it cannot see.

Pure functions over a view (JSON data): which cards are unseen, which of them can be in the
draw pile (its generation, see below), a full assignment of the unseen cards for search
(`sample_hidden`) and the bust risk of *Try your luck* that the hard AI and the table's hint
use (`bust_risk`).

Draw-pile generations: every reshuffle (§5.4) starts a new generation; the cards it takes
are public (they lay face up), so each card's generation is public, and so is how many
cards of each generation each hand holds (a draw adds one of the newest, everything that
leaves a hand is shown). The draw pile only ever holds cards of the newest generation.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.engine.mada_deck import CANONICAL, VALUE
from game.engine.registry import N_


def generations_of(pub: dict[str, Any]) -> dict[str, int]:
    """Each card's draw-pile generation, from the public reshuffle lists."""
    gens = dict.fromkeys(CANONICAL, 0)
    for gen, cards in enumerate(pub["reshuffled"], start=1):
        for card in cards:
            gens[card] = gen
    return gens


def visible_cards(view: dict[str, Any]) -> set[str]:
    """Every card whose place the seat of `view` sees now."""
    return {card for pile in view["zones"].values() if isinstance(pile, list) for card in pile}


def sample_hidden(
    view: dict[str, Any], rng: random.Random
) -> tuple[dict[int, list[str]], list[str], dict[int, list[str]]]:
    """Other hands, draw pile (bottom -> top) and other banks for a view.

    Constraints: a hand holds its public count per generation; the draw pile holds only the
    newest generation; banks hold only cactus cards. Specials of older generations must be
    in hands, and as many newest specials as the draw pile cannot hold; the rest is free."""
    me, pub = view["seat"], view["public"]
    n = view["n_seats"]
    newest = pub["generation"]
    gens = generations_of(pub)
    seen = visible_cards(view)
    others = [s for s in range(n) if s != me]
    pools: dict[int, list[str]] = {}
    for card in CANONICAL:
        if card not in seen:
            pools.setdefault(gens[card], []).append(card)
    hands: dict[int, list[str]] = {s: [] for s in others}
    to_bank: list[str] = []
    draw_size = pub["draw"]
    draw: list[str] = []
    for gen in range(newest + 1):
        pool = pools.get(gen, [])
        rng.shuffle(pool)
        special = [c for c in pool if not VALUE[c]]
        cactus = [c for c in pool if VALUE[c]]
        slots = sum(pub["sources"][s][gen] for s in others)
        forced = len(special) if gen < newest else max(0, len(special) - draw_size)
        chosen = special[:forced]
        free = special[forced:] + cactus
        rng.shuffle(free)
        chosen += free[: slots - forced]
        rest = free[slots - forced :]
        if gen == newest:
            # The specials the hands did not take can only be in the draw pile.
            draw = [c for c in rest if not VALUE[c]]
            cactus_left = [c for c in rest if VALUE[c]]
            need = draw_size - len(draw)
            draw += cactus_left[:need]
            to_bank += cactus_left[need:]
        else:
            to_bank += rest
        rng.shuffle(chosen)
        for seat in others:
            count = pub["sources"][seat][gen]
            hands[seat] += chosen[:count]
            chosen = chosen[count:]
    rng.shuffle(draw)
    rng.shuffle(to_bank)
    banks: dict[int, list[str]] = {}
    for seat in others:
        count = pub["banked"][seat]
        banks[seat], to_bank = to_bank[:count], to_bank[count:]
    if to_bank or len(draw) != draw_size:
        raise ValueError("view inconsistent: the unseen cards do not fit the hidden places")
    return hands, draw, banks


@dataclass(frozen=True)
class BustRisk:
    """The chance that *Try your luck* busts now: `busting` of the `unseen` cards that may
    lie on the draw pile are below `top` (cards valued `top - 1` or less bust)."""

    top: int
    busting: int
    unseen: int

    @property
    def probability(self) -> float:
        return self.busting / self.unseen if self.unseen else 0.0

    @property
    def below(self) -> int:
        """The highest value that busts (0: nothing does)."""
        return self.top - 1 if self.busting else 0


def draw_candidates(view: dict[str, Any]) -> list[str]:
    """The cards that may come next from the draw pile: the unseen cards of the newest
    generation; when the draw pile is empty, the cards the reshuffle will take (all seen:
    the discard and every pile under its top card)."""
    if not view["public"]["draw"]:
        zones = view["zones"]
        unders = [c for z, pile in zones.items() if z.startswith("pile:") for c in pile[:-1]]
        return list(zones["discard"]) + unders
    newest = view["public"]["generation"]
    gens = generations_of(view["public"])
    seen = visible_cards(view)
    return [card for card in CANONICAL if card not in seen and gens[card] == newest]


def bust_risk(view: dict[str, Any], seat: int | None = None) -> BustRisk:
    """The bust risk of `seat`'s pile (default: the view's own seat), counted over the cards
    the view's seat has not seen; exact when every unseen card is equally likely on top.
    An empty pile or a Lemur on top cannot bust (D8, §5.1); special cards never bust."""
    seat = view["seat"] if seat is None else seat
    pile = view["zones"][f"pile:{seat}"]
    top = VALUE[pile[-1]] if pile else 0
    pool = draw_candidates(view)
    busting = sum(1 for card in pool if 0 < VALUE[card] < top)
    return BustRisk(top, busting, len(pool))


#: The table's hint about *Try your luck* (texts in the mada_ai catalog).
RISK_KEY = N_("hint.mada.bust_risk")
NO_RISK_KEY = N_("hint.mada.no_risk")


def bust_hint(view: dict[str, Any]) -> tuple[str, dict[str, int]]:
    """The hint's message key and fields for the view's seat, e.g. "a 9 or less busts:
    14 of 31 unseen cards"."""
    risk = bust_risk(view)
    if not risk.busting:
        return NO_RISK_KEY, {}
    return RISK_KEY, {"below": risk.below, "busting": risk.busting, "unseen": risk.unseen}
