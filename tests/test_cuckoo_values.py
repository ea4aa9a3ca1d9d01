"""The match-value table hard scores a deal by (game/ai/cuckoo_values.py, made by
tools/cuckoo_values.py): complete, shares that add up, monotone, and what deal_value reads."""

from __future__ import annotations

import itertools

import pytest

from game.ai.cuckoo import deal_value, match_value, play_out, value_key
from game.ai.cuckoo_values import VALUES
from game.engine import cuccu, gnav
from game.engine.cuckoo import CuckooMatch
from tools.cuckoo_values import OUT, deal_outcomes, render

CLASSES: dict[str, type[CuckooMatch]] = {"gnav": gnav.GnavMatch, "cuccu": cuccu.CuccuMatch}


def step(game: str):
    return (lambda s: (s + 1) % 4) if game == "gnav" else (lambda s: (s - 1) % 4)


def states(game: str):
    """Every state between deals the table covers, absolute seats."""
    rests = [(False,) * 4] if game == "cuccu" else list(itertools.product((False, True), repeat=4))
    for lives in itertools.product(range(4), repeat=4):
        if sum(n > 0 for n in lives) < 2:
            continue
        for rest in rests:
            if sum(rest) > 2 or any(r and n == 0 for r, n in zip(rest, lives, strict=True)):
                continue
            for dealer in range(4):
                yield list(lives), list(rest), dealer


def value(game: str, lives, rest, dealer, seat) -> float:
    return match_value(game, lives, rest, dealer, seat, step(game))


@pytest.mark.parametrize("game", ["gnav", "cuccu"])
def test_every_state_is_in_the_table_and_the_shares_add_up_to_one(game: str) -> None:
    """Gnav: a seat out of the match has no chance; Cuccù: it may come back by a reset."""
    assert all(len(key) == 9 and 0 <= v <= 10_000 for key, v in VALUES[game].items())
    used = set()
    for lives, rest, dealer in states(game):
        shares = [value(game, lives, rest, dealer, s) for s in range(4)]
        assert abs(sum(shares) - 1.0) < 4e-4, (lives, rest, dealer, shares)
        for seat in range(4):
            key = value_key(lives, rest, dealer, seat, step(game))
            if lives[seat] or game == "cuccu":
                used.add(key)
            else:
                assert key not in VALUES[game]
    assert used == set(VALUES[game])


@pytest.mark.parametrize("game", ["gnav", "cuccu"])
def test_a_life_more_is_worth_more(game: str) -> None:
    for lives, rest, dealer in states(game):
        if lives[0] in (1, 2) and not rest[0]:
            more = [lives[0] + 1, *lives[1:]]
            assert value(game, more, rest, dealer, 0) >= value(game, lives, rest, dealer, 0)


def test_equal_seats_share_evenly_and_a_resting_fool_is_safer() -> None:
    # two seats left with a life each: nearly a coin toss (the dealer's seat matters a little)
    assert abs(value("gnav", [1, 1, 0, 0], [False] * 4, 3, 0) - 0.5) < 0.05
    for game in ("gnav", "cuccu"):
        even = [value(game, [3, 3, 3, 3], [False] * 4, d, 0) for d in range(4)]
        assert all(abs(v - 0.25) < 0.03 for v in even)
    resting = value("gnav", [1, 2, 2, 2], [True, False, False, False], 0, 0)
    assert resting > value("gnav", [1, 2, 2, 2], [False] * 4, 0, 0)


@pytest.mark.parametrize("game", ["gnav", "cuccu"])
def test_deal_value_reads_the_table_for_the_state_after_the_deal(game: str) -> None:
    """A settled deal-only copy is valued by the table at its lives, rests and dealer."""
    for seed in range(30):
        match = CLASSES[game](4, {"players": 4}, seed=seed)
        match.deal_only = True
        play_out(match)
        alive = [s for s in range(4) if match.lives[s] > 0]
        rest = list(getattr(match, "resting", [False] * 4))
        for seat in range(4):
            got = deal_value(match, seat)
            if len(alive) >= 2:
                assert got == value(game, match.lives, rest, match.dealer, seat)
            elif alive:
                assert got == float(alive == [seat])


def test_the_generator_is_seeded() -> None:
    first = deal_outcomes("gnav", (1, 2, 3), 20, seed=7)
    assert first == deal_outcomes("gnav", (1, 2, 3), 20, seed=7)
    assert sum(first.values()) == 20
    assert all(len(after) == 3 and len(rest) == 3 for after, rest, _ in first)


def test_the_shipped_module_is_what_the_generator_writes_for_its_values() -> None:
    """The compact text (one word per lives and resting flags, the four dealer distances
    in it) reads back to every state's value, and rendering those values again gives the
    committed file byte for byte."""
    tables = {
        game: {
            (tuple(map(int, key[:4])), tuple(c == "1" for c in key[4:8]), int(key[8])): value
            for key, value in values.items()
        }
        for game, values in VALUES.items()
    }
    text = render(tables)
    assert text == OUT.read_text(encoding="utf-8")
    space: dict = {}
    exec(text, space)
    assert space["VALUES"] == VALUES
