"""The shedding core's optional reshuffle: a game that never reshuffles (Kadabra) draws
until the stock is empty and no further; Mau Mau refills the stock from the discards."""

from __future__ import annotations

from game.engine.maumau import MauMauMatch, new_match
from game.engine.shedding import DISCARD, STOCK


class NoReshuffle(MauMauMatch):
    RESHUFFLE = False


def drained(match: MauMauMatch) -> MauMauMatch:
    """Move every stock card but two onto the discard pile (under the top card)."""
    piles = match.zones.piles
    while len(piles[STOCK]) > 2:
        card = piles[STOCK].pop()
        piles[DISCARD].insert(0, card)
        match.zones.where[card] = DISCARD
    match.check_invariants()
    return match


def test_a_game_without_reshuffle_draws_only_what_the_stock_holds():
    match = drained(NoReshuffle(4, {"players": 4, "target": 150}, seed=3))
    assert match.drawable() == 2
    got = match.draw(0, 4)
    assert len(got) == 2 and match.zones.piles[STOCK] == []
    assert not any(e.kind == "reshuffle" for e in match.log)
    assert match.drawable() == 0 and match.draw(0, 1) == []


def test_mau_mau_reshuffles_the_discards_under_the_top_card():
    match = drained(new_match(seed=3))
    top = match.top_card()
    under = len(match.zones.piles[DISCARD]) - 1
    assert match.drawable() == 2 + under
    got = match.draw(0, 4)
    assert len(got) == 4 and match.zones.piles[DISCARD] == [top]
    assert any(e.kind == "reshuffle" for e in match.log)
