"""Mada opponents: legal, deterministic, resumable, each level doing what its brief says,
and every reason code and refusal code translated in English and Russian."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from game.ai.mada import (
    DECK_BELOW,
    HardOpponent,
    Table,
    candidates,
    force_next,
    make_opponent,
    normal_policy,
    play_match,
    table_from_match,
    table_from_view,
)
from game.engine.actions import Action
from game.engine.mada import HANDS, PILES, MadaMatch, new_match, top_value
from game.engine.mada_deck import VALUE
from game.engine.mada_view import bust_risk

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "game" / "i18n" / "locale"


def table(seats: dict, players: int = 4, **extra) -> MadaMatch:
    start = {"seats": seats, "rest": "draw", **extra}
    return new_match(options={"players": players}, seed=3, dealer=players - 1, start=start)


def normal(match: MadaMatch, seat: int = 0) -> tuple[str, str, dict]:
    action, reason, params = normal_policy(table_from_view(match.view(seat)))
    return str(action), reason, params


@pytest.mark.parametrize(
    "levels",
    [
        ["easy", "normal"],
        ["normal", "easy", "random"],
        ["easy", "normal", "easy", "random"],
        ["random", "normal", "easy", "normal", "random"],
    ],
)
def test_whole_matches_between_levels_are_legal_and_end(levels):
    for seed in range(3):
        match = play_match(levels, seed)
        assert match.is_over and max(len(match.zones[f"bank:{s}"]) for s in range(len(levels))) == 5


def test_hard_plays_legal_moves_through_a_match():
    assert play_match(["hard", "normal", "easy"], 4).is_over


def test_decisions_are_deterministic():
    match = new_match(seed=8)
    for _ in range(12):
        match.apply(match.legal_actions(match.to_act()[0])[-1])
    view = match.view(match.to_act()[0])
    for level in ("easy", "normal", "hard", "random"):
        seat = view["seat"]
        assert make_opponent(level, seat, 5).decide(view) == make_opponent(level, seat, 5).decide(
            view
        )


def test_hard_thinks_in_slices_and_decides_as_a_whole():
    match = table({"0": {"hand": ["3", "9", "L"], "pile": ["7"]}, "1": {"pile": ["12"]}})
    view = match.view(0)
    thinking = HardOpponent(0, 1).think(view)
    slices = 0
    try:
        while True:
            next(thinking)
            slices += 1
    except StopIteration as done:
        decision = done.value
    assert slices > 10
    assert decision == HardOpponent(0, 1).decide(view)
    assert match.is_legal(decision.action)


def test_candidates_merge_copies_of_a_face():
    legal = [Action.parse(t) for t in ("0 play 5.1", "0 play 5.2", "0 play 7.1", "0 luck")]
    assert [str(a) for a in candidates(legal)] == ["0 play 5.1", "0 play 7.1", "0 luck"]


def test_normal_draws_while_the_hand_has_room():
    match = table({"0": {"hand": ["4"], "pile": ["2"]}})
    assert normal(match)[:2] == ("0 draw", "draw")


def test_normal_climbs_with_the_smallest_card_that_fits():
    match = table({"0": {"hand": ["13", "5", "9"], "pile": ["4"]}})
    assert normal(match) == ("0 play 5.1", "climb", {"card": "5"})


def test_normal_raises_its_top_when_a_rival_looks_stuck():
    match = table(
        {"0": {"hand": ["13", "5"], "pile": ["4"]}, "1": {"hand": ["1", "2", "3"], "pile": ["11"]}}
    )
    assert normal(match) == ("0 play 13.1", "raise_top", {"card": "13"})


def test_normal_rescues_a_stuck_pile_with_a_lemur_then_gambles():
    match = table({"0": {"hand": ["2", "3", "L"], "pile": ["12"]}})
    assert normal(match)[:2] == ("0 play L.1", "lemur_rescue")
    match = table({"0": {"hand": ["2", "3", "4"], "pile": ["12"]}})
    action, reason, params = normal(match)
    assert (action, reason) == ("0 luck", "forced_luck")
    assert params["percent"] == round(100 * bust_risk(match.view(0)).probability)


def test_normal_steals_a_much_better_pile_with_a_double_lemur():
    match = table({"0": {"hand": ["DL", "5"], "pile": ["2"]}, "2": {"pile": ["13"]}})
    assert normal(match)[:2] == ("0 play DL.1", "double_steal")
    match.apply("0 play DL.1")
    assert normal(match) == ("0 swap to=2", "swap_best", {"seat": 2})


def test_normal_pays_a_scorpion_with_its_least_useful_card():
    match = table({"0": {"hand": ["L", "9", "2"]}}, draw=["S"])
    match.apply("0 luck")
    assert normal(match) == ("0 scorpion 2.1", "scorpion_pay", {"card": "2"})


def test_normal_loser_sets_aside_low_cards():
    match = table({"0": {"hand": ["1", "13", "L"], "pile": ["9"]}}, draw=["4"])
    match.apply("0 luck")
    assert normal(match) == ("0 discard 1.1", "discard_low", {"n": 1})


def test_force_next_puts_a_card_of_the_wanted_kind_on_top():
    match = table({"0": {"pile": ["8"]}})
    world = match.search_copy(record=True)
    assert force_next(world, True, 8)
    assert 0 < VALUE[world.zones["draw"][-1]] < 8
    assert force_next(world, False, 8)
    assert not 0 < VALUE[world.zones["draw"][-1]] < 8
    assert sorted(world.zones["draw"]) == sorted(match.zones["draw"])


def test_hard_reports_the_exact_odds_when_it_chooses_luck_against_normal():
    random_seeds = random.Random(2).sample(range(10**5), 30)
    found = 0
    for seed in random_seeds:
        match = new_match(options={"players": 3}, seed=seed)
        bots = [make_opponent("hard", s, seed) for s in range(3)]
        while not match.is_over and found < 3:
            seat = match.to_act()[0]
            view = match.view(seat)
            decision = bots[seat].decide(view)
            if decision.reason == "luck_odds":
                risk = bust_risk(view)
                assert decision.params == {
                    "busting": risk.busting,
                    "unseen": risk.unseen,
                    "below": risk.below,
                }
                found += 1
            match.apply(decision.action)
        if found >= 3:
            break
    assert found >= 1


def catalog_keys(lang: str, name: str) -> dict[str, str]:
    text = (LOCALE / lang / "LC_MESSAGES" / f"{name}.po").read_text(encoding="utf-8")
    return dict(re.findall(r'^msgid "(.+)"\nmsgstr "(.*)"', text, flags=re.M))


def test_every_reason_and_refusal_is_translated_in_english_and_russian():
    source = (ROOT / "game" / "ai" / "mada.py").read_text("utf-8")
    kernel = {"only_move", "random", "search"}  # game/ai/search.py and base.py give these
    reasons = set(re.findall(r'"([a-z_]+)",\s*\{', source)) | kernel | {"luck_odds"}
    assert {"climb", "safe_luck", "luck_odds", "search", "swap_best"} <= reasons
    engine = (ROOT / "game" / "engine" / "mada.py").read_text("utf-8")
    codes = set(re.findall(r'RuleViolation\(\s*(?:f?"[^"]*",\s*)"([a-z_]+)"', engine))
    codes |= set(re.findall(r'"(answer_[a-z]+)"', engine))
    codes |= {"not_your_turn", "match_over", "unknown_action", "no_such_seat"}
    assert {"too_low", "hand_full", "not_in_hand", "answer_swap", "bad_answer"} <= codes
    for lang in ("en", "ru"):
        ai = catalog_keys(lang, "mada_ai")
        rules = catalog_keys(lang, "mada_rules")
        missing = [r for r in reasons if not ai.get(f"ai.mada.{r}")]
        missing += [c for c in codes if not rules.get(f"refuse.mada.{c}")]
        assert not missing, f"{lang}: {missing}"


def test_the_rollouts_live_table_decides_as_a_full_table_does():
    """Hard's rollouts read the match through a lazy `LiveTable` (piles and hand counts
    looked up only when asked): at every decision of whole matches it must lead the normal
    policy where a table copied in full from the same match leads it."""
    for seed, players in ((5, 4), (6, 5), (7, 2)):
        match = new_match(options={"players": players}, seed=seed)
        steps = 0
        while not match.is_over:
            seat = match.to_act()[0]
            piles, choice = match.zones.piles, match.choice
            full = Table(
                seat=seat,
                hand=list(piles[HANDS[seat]]),
                piles=[list(piles[PILES[s]]) for s in range(players)],
                hand_counts=[len(piles[HANDS[s]]) for s in range(players)],
                risk=DECK_BELOW[top_value(piles[PILES[seat]])],
                choice=choice.kind if choice else None,
                answers=choice.actions_for(seat) if choice else [],
            )
            live = normal_policy(table_from_match(match, seat))
            assert live == normal_policy(full)
            match.apply(live[0])
            steps += 1
        assert steps > 50
