"""The results' history on every built game's engine, tables or not yet (Mada and
L.A.M.A. Kadabra get theirs from the same kit): the default spec finds each game's
per-seat counter, one row per closed deal, and placings and the decisive deal read it."""

from __future__ import annotations

import random

import pytest

from game.engine import registry
from game.ui.table import tally
from game.ui.table.stats import match_figures, record_match

BUILT = [d.id for d in registry.games() if d.engine in registry.BUILTIN]


def played(game_id: str, seed: int):
    match = registry.new_match(game_id, options={}, seed=seed)
    rng = random.Random(seed)
    while not match.is_over:
        match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
    return match


@pytest.mark.parametrize("game_id", BUILT)
def test_every_game_has_a_history_placings_and_figures(game_id) -> None:
    for seed in (1, 2):
        match = played(game_id, seed)
        spec = tally.guess_spec(match.view(0))
        assert spec is not None and spec.key in tally.KEYS
        rows = tally.history(match.record(), spec)
        ends = sum(1 for e in match.log if e.kind in spec.ends)
        assert 1 <= len(rows) <= ends + 2 and all(len(r) == match.n_seats for r in rows)
        public = match._public_state()[spec.key]
        assert rows[-1] == [float(v) for v in public]
        result = match.result() or {}
        winners = result.get("winners", [])
        places = tally.placings(rows, winners, result.get("scores"))
        assert sorted(seat for _, seat in places) == list(range(match.n_seats))
        assert all(place == 1 for place, seat in places if seat in winners)
        moment = tally.decisive(rows, winners, spec.lives)
        assert moment is None or (moment.winner in winners and 1 <= moment.deal < len(rows))
        score, higher, deals = match_figures(rows, result, 0, spec.lives)
        stats: dict = {}
        record_match(stats, 0 in winners, "hard", score, higher, deals)
        assert stats["levels"]["hard"]["played"] == 1 and stats["deals"] == deals[0]


def test_higher_wins_reads_the_direction_from_the_result() -> None:
    assert tally.higher_wins([40, 41, 45], [0]) is False  # penalty points
    assert tally.higher_wins([200, 90, 0], [0]) is True
    assert tally.higher_wins([3, 3], [0, 1]) is True  # level: more is better
    assert tally.higher_wins([1, 0], []) is True


def test_record_match_keeps_streaks_and_older_counters() -> None:
    stats = {"played": 4, "won": 1, "lives_lost": 7}  # saved by an older version
    for won in (True, True, False, True):
        record_match(stats, won, "normal", 2.0 if won else 0.0, True, (3, 2 if won else 0))
    assert (stats["played"], stats["won"], stats["lives_lost"]) == (8, 4, 7)
    assert (stats["streak"], stats["best_streak"]) == (1, 2)
    assert stats["levels"] == {"normal": {"played": 4, "won": 3}}
    assert (stats["best"], stats["score_sum"], stats["scored"]) == (2.0, 6.0, 4)
    assert (stats["deals"], stats["deals_won"]) == (12, 6)
    low: dict = {}
    record_match(low, True, "easy", 30, False)
    record_match(low, False, "easy", 50, False)
    assert low["best"] == 30 and low["lower_better"] == 1


def test_came_out_best_counts_ties_but_not_a_deal_nobody_won() -> None:
    from game.ui.table.tally import came_out_best

    assert came_out_best([5, 6, 0], 1) and not came_out_best([5, 6, 0], 0)
    assert came_out_best([5, 5, 0], 0) and came_out_best([5, 5, 0], 1)
    assert not came_out_best([0, 0, 0], 0)  # nobody banked: nobody's round
    assert came_out_best([3, 9, 9], 0, higher=False)  # penalty points: the least
