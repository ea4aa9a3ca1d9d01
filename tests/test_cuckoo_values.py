"""The match-value table hard scores a deal by (game/ai/cuckoo_values.py, made by
tools/cuckoo_values.py): complete, a hard seat's chances above a normal seat's, monotone,
what deal_value reads, and the generator's common-seed shift of a hard seat's deals."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from game.ai.cuckoo import deal_value, match_value, play_out, value_key
from game.ai.cuckoo_values import VALUES
from game.engine import cuccu, gnav
from game.engine.cuckoo import CuckooMatch
from tools.cuckoo_values import (
    OUT,
    as_keys,
    deal_outcomes,
    hero_shift,
    install,
    play_deal,
    render,
    shape_seed,
    shifted,
)

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
def test_every_state_is_in_the_table_and_a_hard_seat_beats_its_share(game: str) -> None:
    """Each seat's chance as the hard seat among three normal ones: the four add up to at
    least the whole (a hard seat does no worse than the normal one it replaces) and to
    less than a quarter more. Gnav: a seat out of the match has no chance; Cuccù: it may
    come back by a reset."""
    assert all(len(key) == 9 and 0 <= v <= 10_000 for key, v in VALUES[game].items())
    used = set()
    for lives, rest, dealer in states(game):
        shares = [value(game, lives, rest, dealer, s) for s in range(4)]
        assert 0.995 < sum(shares) < 1.25, (lives, rest, dealer, shares)
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


def test_a_hard_seat_among_equals_is_above_its_share_and_a_resting_fool_is_safer() -> None:
    # two seats left with a life each: nearly a coin toss (the dealer's seat matters a little)
    assert abs(value("gnav", [1, 1, 0, 0], [False] * 4, 3, 0) - 0.5) < 0.05
    for game in ("gnav", "cuccu"):
        # at the start, above the fair quarter and below a cheat's 0.41-0.45 (issue 16)
        even = [value(game, [3, 3, 3, 3], [False] * 4, d, 0) for d in range(4)]
        assert all(0.25 < v < 0.32 for v in even), even
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


def test_a_hard_seats_shift_is_its_outcomes_minus_the_normal_ones() -> None:
    """On common seeds a hard seat's deal differs from the normal one only where its choice
    did: the shift counts +1 for its outcome and -1 for the normal one, so it sums to zero."""
    (game, lives, position), shift, changed = hero_shift(("gnav", (1, 2, 3), 2, 12))
    assert (game, lives, position) == ("gnav", (1, 2, 3), 2)
    assert changed > 0  # the dealer with three lives, hard, ends some of these deals otherwise
    assert sum(shift.values()) == 0
    seed = shape_seed(lives)
    expected: Counter = Counter()
    differ = 0
    for i in range(12):
        hard, normal = play_deal(game, lives, seed + i, hero=2), play_deal(game, lives, seed + i)
        if hard != normal:
            differ += 1
            expected[hard] += 1
            expected[normal] -= 1
    assert differ == changed
    assert {o: n for o, n in shift.items() if n} == {o: n for o, n in expected.items() if n}


def test_a_shift_moves_chances_and_drops_what_noise_takes_below_zero() -> None:
    a, b, c = (
        ((1, 1), (False, False), False),
        ((0, 1), (False, False), False),
        ((1, 0), (False, False), False),
    )
    chances = [(0.5, a), (0.45, b), (0.05, c)]
    moved = dict((o, p) for p, o in shifted(chances, {a: 20, c: -10}, 100))
    # a: 0.5 + 0.2, b: 0.45, c: 0.05 - 0.1 < 0 dropped, then scaled by 1 / 1.15
    assert set(moved) == {a, b}
    assert moved[a] == pytest.approx(0.7 / 1.15)
    assert moved[b] == pytest.approx(0.45 / 1.15)


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


def test_the_hard_seats_of_step_two_read_step_ones_values_under_the_modules_keys() -> None:
    """Step 1's values, seen from a seat, become the keys `match_value` reads, and a hard
    seat valuing its deals reads them once installed (the generator's workers do this)."""
    keys = as_keys({((3, 2, 1, 3), (False, True, False, False), 2): 1234})
    assert keys == {"321301002": 1234}
    saved = dict(VALUES["gnav"])
    try:
        install("gnav", keys)
        assert value("gnav", [3, 2, 1, 3], [False, True, False, False], 2, 0) == 0.1234
        assert value("gnav", [3, 3, 3, 3], [False] * 4, 0, 0) == 0.0  # not in the table now
    finally:
        install("gnav", saved)
    assert VALUES["gnav"] == saved
