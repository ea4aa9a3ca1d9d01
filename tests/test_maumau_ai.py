"""Mau Mau opponents: legal, deterministic, resumable, each level doing what its brief says,
and every reason code translated in English and Russian."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from game.ai.base import Decision
from game.ai.maumau import (
    HardOpponent,
    consistent,
    make_opponent,
    play_match,
    repair,
    round_constraints,
)
from game.ai.maumau_policy import normal_policy, table_from_view
from game.ai.maumau_rollout import Round, match_chance
from game.ai.search import clearly_better, rollout_values, settled
from game.engine.actions import Action
from game.engine.completion import Completion
from game.engine.maumau import MauMauMatch, new_match

LOCALE = Path(__file__).resolve().parent.parent / "game" / "i18n" / "locale"


def table(hands, discard, players=4, **extra) -> MauMauMatch:
    start = {"seats": {i: {"hand": h} for i, h in enumerate(hands) if h is not None}}
    start.update(discard=discard, **extra)
    return new_match(options={"players": players}, seed=3, dealer=players - 1, start=start)


def decide(level: str, match: MauMauMatch, seat: int = 0) -> Decision:
    return make_opponent(level, seat, 1).decide(match.view(seat))


@pytest.mark.parametrize(
    "levels",
    [["easy", "normal"], ["normal", "easy", "random"], ["easy", "normal", "easy", "random"]],
)
def test_whole_matches_between_levels_are_legal_and_end(levels):
    for seed in range(3):
        match = play_match(levels, seed)
        assert match.is_over and max(match.scores) >= 150


def test_hard_plays_legal_moves_through_a_match():
    match = play_match(["hard", "normal"], 4)
    assert match.is_over


def test_decisions_are_deterministic():
    match = new_match(seed=8)
    view = match.view(match.to_act()[0])
    for level in ("easy", "normal", "hard"):
        seat = view["seat"]
        assert make_opponent(level, seat, 5).decide(view) == make_opponent(level, seat, 5).decide(
            view
        )


def test_hard_thinks_in_steps_and_returns_a_decision():
    match = table([["KH", "QH", "9S", "JC"]], ["9H"])
    thinking = HardOpponent(0, 1, budget=1200).think(match.view(0))
    pauses = 0
    try:
        while True:
            next(thinking)
            pauses += 1
    except StopIteration as done:
        decision = done.value
    assert pauses >= 2 and match.is_legal(decision.action)
    assert decision.reason in REASONS


def test_hard_leaves_the_normal_move_only_for_a_clear_paired_gain():
    base = [0.0, 10.0, -5.0, 3.0, 8.0, -2.0]
    assert clearly_better([b + 4.0 for b in base], base)
    assert not clearly_better([b + 4.0 * (-1) ** i for i, b in enumerate(base)], base)
    assert not clearly_better([1.0, 2.0], [0.0, 0.0])


def test_a_verdict_is_settled_when_the_best_move_leads_every_other_clearly():
    base = [0.0, 10.0, -5.0, 3.0, 8.0, -2.0]
    ahead = [b + 4.0 for b in base]
    assert settled([base, ahead, [b - 1.0 for b in base]], 3.0)
    noisy = [b + 4.0 * (-1) ** i for i, b in enumerate(base)]
    assert not settled([base, ahead, [a + 0.5 * (-1) ** i for i, a in enumerate(ahead)]], 3.0)
    assert not settled([base, noisy], 3.0)


def search_values(view, moves, monkeypatch, settle_after: float) -> list[list[float]]:
    """The Mau Mau search's values run to its end, stopping early from `settle_after`."""
    import game.ai.maumau as maumau

    monkeypatch.setattr(maumau, "SETTLE_AFTER", settle_after)
    thinking = rollout_values(maumau.MauMauRollouts(view), moves, random.Random(4), 3000)
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            return done.value


def test_hard_stops_sampling_once_the_verdict_is_settled(monkeypatch):
    """Going out is clearly best: the search stops long before its budget, on the verdict
    the whole budget gives."""
    match = table([["KH"], ["8S", "9S", "10S", "QS", "KS"]], ["9H"])
    view = match.view(0)
    moves = HardOpponent(0, 1).candidates(view, decide("normal", match))
    assert len(moves) == 2  # going out, or drawing
    early = search_values(view, moves, monkeypatch, 0.15)
    full = search_values(view, moves, monkeypatch, 2.0)  # never settles early
    assert len(early[0]) < len(full[0]) / 2

    def best(values: list[list[float]]) -> Action:
        return max(moves, key=lambda move: sum(values[moves.index(move)]))

    assert best(early) == best(full) and best(full).verb == "play"
    assert settled(early, 3.0)


def test_hard_goes_out_when_it_can():
    match = table([["KH"], ["8S", "9S", "10S", "QS", "KS"]], ["9H"])
    decision = decide("hard", match)
    assert str(decision.action) == "0 play KH"


def test_normal_keeps_jacks_for_late():
    match = table([["JC", "8S", "9S", "10S", "QS"]], ["AH"])
    decision = decide("normal", match)
    assert str(decision.action) == "0 draw" and decision.reason == "keep_jack"
    late = table([["JC", "8S"]], ["AH"])
    decision = decide("normal", late)
    assert decision.action.card == "JC" and decision.action.param("wish") == "S"
    assert decision.action.has_flag("mau") and decision.reason == "jack_wish"


def test_normal_plays_a_plain_card_before_a_jack():
    match = table([["JC", "KH", "8S"]], ["9H"])
    assert decide("normal", match).action.card == "KH"


def test_normal_attacks_a_player_about_to_go_out():
    match = table([["7H", "KH", "QH", "AS"], ["10C"]], ["9H"])
    decision = decide("normal", match)
    assert decision.action.card == "7H" and decision.reason == "attack_seven"
    assert decision.params == {"card": "7H", "count": 1}
    skip = table([["8H", "KH", "QH", "AS"], ["10C", "AC"]], ["9H"])
    assert decide("normal", skip).reason == "skip_threat"


def test_normal_follows_the_suit_it_holds_most():
    match = table([["KH", "9C", "QC", "AC", "9D"]], ["9H"])
    assert decide("normal", match).action.card == "9C"


def test_normal_stacks_sevens_and_otherwise_takes_the_penalty():
    match = table([["7C", "KH"]], ["7S"], pending=2)
    decision = decide("normal", match)
    assert decision.action.card == "7C" and decision.params["n"] == 4
    none = table([["KC", "KH"]], ["7S"], pending=2)
    assert str(decide("normal", none).action) == "0 draw"


def test_normal_and_hard_always_call_and_catch():
    match = table([["KH", "AS"]], ["9H"])
    for level in ("normal", "hard"):
        assert decide(level, match).action.has_flag("mau")
    missed = table([["KH", "QH"]], ["9H"])
    missed.apply("0 play KH")
    for level in ("normal", "hard"):
        assert decide(level, missed, seat=1).action.verb == "catch"


def test_easy_plays_the_first_fitting_card_forgets_calls_and_rarely_catches():
    match = table([["AS", "QH"]], ["9H"])
    plays = [make_opponent("easy", 0, s).decide(match.view(0)).action for s in range(200)]
    assert {a.card for a in plays} == {"QH"}
    forgot = sum(not a.has_flag("mau") for a in plays)
    assert 20 < forgot < 110
    missed = table([["KH", "QH"]], ["9H"])
    missed.apply("0 play KH")
    catches = sum(
        make_opponent("easy", 1, s).decide(missed.view(1)).action.verb == "catch"
        for s in range(200)
    )
    assert 5 < catches < 60


def test_table_from_view_sees_only_the_seat():
    match = table([["KH", "QH"], ["9S"]], ["9H"])
    t = table_from_view(match.view(1))
    assert t.hand == ["9S"] and t.counts[0] == 2
    action, reason, _ = normal_policy(t)
    assert reason in ("shed", "attack_seven", "skip_threat", "reverse_threat")


def catalog_keys(lang: str, name: str) -> dict[str, str]:
    text = (LOCALE / lang / "LC_MESSAGES" / f"{name}.po").read_text(encoding="utf-8")
    pairs = re.findall(r'^msgid "(.+)"\nmsgstr "(.*)"', text, flags=re.M)
    return dict(pairs)


REASONS = [
    "catch", "let_go", "play_drawn", "keep_drawn", "stack_seven", "take_penalty", "no_card",
    "no_card_pass", "attack_seven", "skip_threat", "reverse_threat", "shed", "keep_jack",
    "jack_wish", "first_card", "only_move", "search", "random",
]  # fmt: skip


def test_every_reason_and_refusal_is_translated_in_english_and_russian():
    source = (Path(__file__).resolve().parent.parent / "game" / "ai" / "maumau.py").read_text()
    used = set(re.findall(r'"([a-z_]+)", \{', source)) | {"search", "only_move", "random", "catch"}
    assert used <= set(REASONS)
    engine = (Path(__file__).resolve().parent.parent / "game" / "engine" / "maumau.py").read_text()
    codes = set(re.findall(r'RuleViolation\(\s*(?:f?"[^"]*",\s*)"([a-z_]+)"', engine))
    assert {"must_follow", "pending_draw", "drawn_only", "nothing_to_catch"} <= codes
    for lang in ("en", "ru"):
        ai = catalog_keys(lang, "maumau_ai")
        rules = catalog_keys(lang, "maumau_rules")
        assert all(ai.get(f"ai.maumau.{r}") for r in REASONS), lang
        assert all(rules.get(f"refuse.maumau.{c}") for c in codes), lang


@pytest.mark.parametrize("players", [2, 4])
def test_draw_and_choice_constraints_hold_in_real_play_of_normal_seats(players) -> None:
    """Hard's reading of the others' voluntary draws and plays never contradicts the real
    hands when they are normal opponents (the model it reads them by), and it does say
    something."""
    said = seen_plays = 0
    for seed in range(6):
        match = new_match(options={"players": players}, seed=seed)
        bots = [make_opponent("normal", s, seed) for s in range(players)]
        while not match.is_over:
            seat = match.to_act()[0]
            view = match.view(seat)
            drew, seen = round_constraints(view)
            assert consistent(match, drew, seen)
            said += bool(drew)
            seen_plays += len(seen)
            match.apply(bots[seat].decide(view).action)
    assert said > 20 and seen_plays > 100


@pytest.mark.parametrize("players", [2, 3, 4])
def test_match_chance_grows_with_a_seats_total_and_shares_the_win(players) -> None:
    """The fitted match model: more points never lower a seat's chance (nor raise a
    rival's), the chances add up to one, and reaching the target is a win."""
    for total in range(0, 150, 5):
        mine = [match_chance([total, *[40] * (players - 1)], 150, 0) for total in (total,)]
        more = match_chance([total + 5, *[40] * (players - 1)], 150, 0)
        assert more >= mine[0]
        rival = match_chance([0, total, *[40] * (players - 2)], 150, 0)
        assert match_chance([0, total + 5, *[40] * (players - 2)], 150, 0) <= rival
    scores = [30, 120, 75, 0][:players]
    assert sum(match_chance(scores, 150, s) for s in range(players)) == pytest.approx(1.0)
    assert match_chance([151, *[149] * (players - 1)], 150, 0) == 1.0
    assert match_chance([149, *[151] * (players - 1)][:players], 150, 0) == 0.0
    assert match_chance([140, *[0] * (players - 1)], 150, 0) > 1.5 / players


def _finished_round(scores: list[int]) -> Round:
    """Seat 0 goes out with KH while the others hold 29 points each (a rollout's round)."""
    hands = [["KH"], ["AS", "9D", "10C"], ["AC", "9S", "10D"], ["AD", "9C", "10S"]]
    seats = {i: {"hand": h, "score": s} for i, (h, s) in enumerate(zip(hands, scores, strict=True))}
    match = new_match(
        options={"players": 4}, seed=3, dealer=3, start={"seats": seats, "discard": ["9H"]}
    )
    trial = Round.of(match).copy()
    trial.apply(Action(0, "play", ("KH",)))
    assert trial.winner == 0
    return trial


def test_hard_values_a_round_by_the_chance_to_win_the_match() -> None:
    """The same round (seat 0 goes out for 87 points) is a match won from 70, a good but
    unsure lead from 0; the others' loss is shared, and a rival already at 120 keeps more
    of its chance than a rival at 0. Values are chances, in 0..1."""
    far = _finished_round([0, 0, 0, 0]).value(0)
    assert _finished_round([70, 0, 0, 0]).value(0) == 1.0 > far > 0.25
    assert _finished_round([0, 0, 0, 0]).value(1) == pytest.approx((1.0 - far) / 3)
    assert _finished_round([0, 120, 0, 0]).value(1) > _finished_round([0, 0, 0, 0]).value(1)


def test_hard_rejects_worlds_where_a_seen_play_is_not_the_normal_choice() -> None:
    """Seat 1 (normal) shed AH on KH: a world where it also held KS with two spades to
    follow contradicts that choice (it would have shed KS), its real hand does not."""
    hands = [
        ["KH", "8C", "9D", "10D", "7C"],
        ["AH", "7H", "9S", "QS", "KC"],
        ["8S", "10S", "JS", "8D", "JD"],
        ["7S", "8H", "10H", "QH", "QD"],
    ]
    match = table(hands, ["9H"])
    match.apply("0 play KH")
    decision = decide("normal", match, 1)
    assert str(decision.action) == "1 play AH"
    match.apply(decision.action)
    seen = round_constraints(match.view(0))[1]
    assert [(t.seat, played) for t, played, _ in seen] == [(1, ["AH"])]
    assert consistent(match, {}, seen)
    match.zones.piles["hand:1"] = ["KS", "AS", "QD", "9C"]
    assert not consistent(match, {}, seen)


def test_repair_mends_sampled_worlds_to_agree_with_the_draws() -> None:
    """Worlds dealt from a view mostly contradict some seat's voluntary draw; after `repair`
    they agree with it, hold the same cards, and each place keeps its cards' generations."""
    mended = 0
    for seed in range(3):
        match = new_match(options={"players": 4}, seed=seed)
        bots = [make_opponent("normal", s, seed) for s in range(4)]
        while not match.is_over:
            seat = match.to_act()[0]
            view = match.view(seat)
            drew = round_constraints(view)[0]
            if drew and len(view["legal"]) > 1:
                worlds = Completion(MauMauMatch, view, story=False)
                rng = random.Random(seed)
                for _ in range(5):
                    world = worlds.sample(rng, deal_only=True, record=False)
                    before = {
                        z: sorted(world.card_generation[c] for c in p)
                        for z, p in world.zones.piles.items()
                    }
                    mended += not consistent(world, drew)
                    repair(world, drew, seat, rng)
                    assert consistent(world, drew)
                    assert before == {
                        z: sorted(world.card_generation[c] for c in p)
                        for z, p in world.zones.piles.items()
                    }
                    assert all(
                        world.zones.where[c] == z for z, p in world.zones.piles.items() for c in p
                    )
            match.apply(bots[seat].decide(view).action)
    assert mended > 20


def test_hard_thinks_longer_only_near_a_rounds_end() -> None:
    """The bigger budget goes to decisions where a seat holds one card or a draw-two is
    pending; a budget given to the constructor (benches) counts for every decision."""
    from game.ai.maumau import CLOSE_BUDGET, HARD_BUDGET

    calm = table([["KH", "8C", "9D"], ["AH", "7H"], None, ["QS", "QD"]], ["9H"])
    near = table([["KH", "8C", "9D"], ["AH"], None, ["QS", "QD"]], ["9H"])
    owed = table([["KH", "8C", "9D"], ["AH", "8H"], None, ["QS", "QD"]], ["7H"], pending=2)
    hard = HardOpponent(0, 1)
    assert hard.budget_for(calm.view(0)) == HARD_BUDGET < CLOSE_BUDGET
    assert hard.budget_for(near.view(0)) == CLOSE_BUDGET
    assert hard.budget_for(owed.view(0)) == CLOSE_BUDGET
    assert HardOpponent(0, 1, budget=500).budget_for(near.view(0)) == 500


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_passes_when_it_can_neither_play_nor_draw(level) -> None:
    """No card fits, the stock is empty and the discard pile is only its top card."""
    match = table([["KH"], None, ["7C"], ["8C"]], ["9S"], stock=[])
    view = match.view(0)
    assert view["legal"] == ["0 pass"]
    decision = decide(level, match)
    assert decision.action == Action(0, "pass")
