"""The cuckoo opponents: legal, deterministic, resumable decisions with translated reasons,
and the behaviour each level promises."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from game.ai.base import LEVELS
from game.ai.cuckoo import HardOpponent, Knowledge, inn_decision, make_opponent
from game.engine import cuccu, gnav
from game.engine.actions import Action

ROOT = Path(__file__).resolve().parent.parent
MODULES = {"gnav": gnav, "cuccu": cuccu}


def views_of(game: str, seeds: range):
    for seed in seeds:
        match = MODULES[game].new_match(seed=seed)
        steps = 0
        while not match.is_over and steps < 12:
            seat = match.to_act()[0]
            yield match, seat, match.view(seat)
            match.apply(make_opponent(game, "normal", seat, seed).decide(match.view(seat)).action)
            steps += 1


@pytest.mark.parametrize("game", ["gnav", "cuccu"])
@pytest.mark.parametrize("level", LEVELS)
def test_decisions_are_legal_and_deterministic(game, level):
    for match, seat, view in views_of(game, range(3)):
        first = make_opponent(game, level, seat, 9).decide(view)
        again = make_opponent(game, level, seat, 9).decide(view)
        assert first == again
        assert first.action in match.legal_actions(seat)
        assert first.reason.startswith("ai.cuckoo.")


def test_hard_thinks_in_steps():
    match = gnav.new_match(seed=4)
    seat = match.to_act()[0]
    steps = list_steps(HardOpponent(seat, 1, "gnav").think(match.view(seat)))
    assert steps >= HardOpponent.samples // HardOpponent.chunk


@pytest.mark.parametrize("game", ["gnav", "cuccu"])
def test_a_slice_plays_out_at_most_one_choice(game, monkeypatch):
    """A sampled deal played out for both choices was the longest slice: they are apart."""
    from game.ai import cuckoo

    played: list[int] = []
    real = cuckoo.play_out
    monkeypatch.setattr(cuckoo, "play_out", lambda match: (played.append(1), real(match)))
    per_slice = []
    for _match, seat, view in views_of(game, range(2)):
        thinking = HardOpponent(seat, 1, game).think(view)
        while True:
            played.clear()
            try:
                next(thinking)
            except StopIteration:
                per_slice.append(len(played))
                break
            per_slice.append(len(played))
    assert max(per_slice) == 1 and sum(per_slice) > 100


def list_steps(gen) -> int:
    count = 0
    try:
        while True:
            next(gen)
            count += 1
    except StopIteration:
        return count


def test_every_reason_code_has_english_and_russian_text():
    source = (ROOT / "game/ai/cuckoo.py").read_text(encoding="utf-8")
    codes = set(re.findall(r'"(ai\.cuckoo\.[a-z_]+)"', source))
    assert len(codes) >= 10
    for lang in ("en", "ru"):
        po = (ROOT / f"game/i18n/locale/{lang}/LC_MESSAGES/cuckoo_ai.po").read_text("utf-8")
        ids = set(re.findall(r'^msgid "(ai\.cuckoo\.[a-z_]+)"', po, re.M))
        assert ids == codes, lang


def test_normal_does_not_ask_a_knocked_fool():
    # A holds the Ugle; B was dealt the Narr and knocked: asking would hand A the fool
    m = gnav.new_match(seed=2, dealer=3, deck=["ugle", "narr", "IX", "X"])
    decision = make_opponent("gnav", "normal", 0, 1).decide(m.view(0))
    assert decision.action.verb == "stand"
    m = gnav.new_match(seed=2, dealer=3, deck=["ugle", "VII", "IX", "X"])
    assert make_opponent("gnav", "normal", 0, 1).decide(m.view(0)).action.verb == "ask"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_fool_is_passed_on_and_the_cuckoo_kept(level):
    m = gnav.new_match(seed=3, dealer=3, deck=["narr", "VII", "IX", "X"])
    assert make_opponent("gnav", level, 0, 1).decide(m.view(0)).action.verb == "ask"
    m = gnav.new_match(seed=3, dealer=3, deck=["gjok", "VII", "IX", "X"])
    assert make_opponent("gnav", level, 0, 1).decide(m.view(0)).action.verb == "stand"
    m = cuccu.new_match(seed=3, dealer=0, deck=["leone", "VII", "IX", "X"])
    assert make_opponent("cuccu", level, 3, 1).decide(m.view(3)).action.verb == "ask"


def test_knowledge_follows_the_card_it_passed_on():
    """A swapped its V for B's IV: A's knowledge places the V with B, public swaps later."""
    m = gnav.new_match(seed=5, dealer=3, deck=["V", "IV", "VI", "IV"])
    m.apply("0 ask")  # A gets IV, B gets V
    m.apply("1 stand")
    m.apply("2 stand")
    k = Knowledge.read(m.view(0))
    assert k.known == {1: "V"}


def inn_answer_position():
    """A (seat 3, the Nulla) asked B's Osteria (seat 2) and asked for insurance."""
    m = cuccu.new_match(seed=1, dealer=0, deck=["nulla", "osteria", "III", "V"])
    m.apply("3 ask")
    assert make_opponent("cuccu", "normal", 3, 1).decide(m.view(3)).action.verb == "insure"
    m.apply("3 insure")
    return m


def test_innkeeper_accepts_when_the_nulla_is_unlikely():
    """B has not seen A's card: the Nulla is 2 of the 18 low cards it cannot place (11 %),
    under the 30 % bar, so B accepts."""
    view = inn_answer_position().view(2)
    decision = make_opponent("cuccu", "normal", 2, 1).decide(view)
    assert (decision.action, decision.reason) == (Action(2, "accept"), "ai.cuckoo.accept_insurance")
    assert decision.params == {"chance": 11}


def test_innkeeper_refuses_a_known_nulla_unless_careless():
    view = inn_answer_position().view(2)
    k = Knowledge.read(view)
    k.known[3] = "nulla"  # as if B had seen A's card
    legal = [Action(2, "accept"), Action(2, "refuse")]
    refused = inn_decision(k, view, legal, careful=True)
    assert (refused.action.verb, refused.params) == ("refuse", {"chance": 100})
    assert inn_decision(k, view, legal, careful=False).action.verb == "accept"


def test_unknown_game_or_level_is_refused():
    with pytest.raises(KeyError):
        make_opponent("maumau", "easy", 0, 0)
    with pytest.raises(KeyError):
        make_opponent("gnav", "brilliant", 0, 0)


def test_choices_this_deal_follow_the_judged_card() -> None:
    """A keep judges the keeper's card; an ask judges the asker's, which the swap moves."""
    from game.ai.cuckoo import choices_this_deal

    log = [
        {"kind": "deal_start"},
        {"kind": "stand", "seat": 1},
        {"kind": "ask", "seat": 2, "target": 3},
        {"kind": "swap", "seat": 2, "target": 3},
    ]
    assert choices_this_deal({"log": log, "seat": 0}, "stand") == [(1, True), (3, False)]
    assert choices_this_deal({"log": log, "seat": 3}, "stand") == [(1, True)]


def deal_views(game: str, seeds: range):
    """Every turn of whole matches of normal opponents (the deal's story grows)."""
    for seed in seeds:
        match = MODULES[game].new_match(seed=seed)
        while not match.is_over:
            seat = match.to_act()[0]
            view = match.view(seat)
            if view["public"]["phase"] == "turn":
                yield match, seat, view
            match.apply(make_opponent(game, "normal", seat, seed).decide(view).action)


@pytest.mark.parametrize("game", ["gnav", "cuccu"])
def test_replaying_the_deal_rebuilds_the_true_state(game):
    """Hard's exact inference: set back to the deal's start and replayed, the true state
    comes back as it is, every seat remembering what it saw, and the normal rule makes
    every choice the normal seats made."""
    from game.ai.cuckoo import RULES, DealStory

    replayed = 0
    for match, seat, view in deal_views(game, range(8)):
        story = DealStory.read(view, RULES[game].keep_verb)
        if not story.replayable:
            continue
        now, misses = story.replay(match.search_copy(record=True, deal_only=True), seat)
        assert misses == 0
        assert now.zones.piles == match.zones.piles
        assert now._public_state() == match._public_state()
        assert now.seen == match.seen
        replayed += 1
    assert replayed > 50


@pytest.mark.parametrize("game", ["gnav", "cuccu"])
def test_a_simulated_view_reads_as_the_view(game):
    """The short view the simulations use gives the normal rule the same knowledge."""
    from game.ai.cuckoo import sim_view

    for match, seat, view in deal_views(game, range(4)):
        assert vars(Knowledge.read(sim_view(match, seat))) == vars(Knowledge.read(view))


def test_a_fool_dealt_without_a_knock_is_impossible():
    """Gnav: whoever is dealt the Narr knocks, so a sampled deal that puts a fool in a
    hand that did not knock cannot be the deal (the completion alone would allow it)."""
    from game.ai.cuckoo import IMPOSSIBLE, RULES, DealStory

    m = gnav.new_match(seed=2, dealer=3, deck=["ugle", "narr", "IX", "X"])
    story = DealStory.read(m.view(0), RULES["gnav"].keep_verb)
    assert story.replay(m.search_copy(record=True, deal_only=True), 0)[1] == 0
    wrong = m.search_copy(record=True, deal_only=True)
    piles = wrong.zones.piles
    piles["hand:1"], piles["hand:2"] = piles["hand:2"], piles["hand:1"]
    wrong.zones.where.update({piles["hand:1"][0]: "hand:1", piles["hand:2"][0]: "hand:2"})
    assert story.replay(wrong, 0)[1] == IMPOSSIBLE


def inn_views(count: int):
    """Views of the inn's questions (Cuccù), from matches of normal opponents."""
    found = []
    for seed in range(200):
        match = cuccu.new_match(seed=seed)
        while not match.is_over and len(found) < count:
            seat = match.to_act()[0]
            view = match.view(seat)
            if view["public"]["phase"] != "turn":
                found.append(view)
            match.apply(make_opponent("cuccu", "normal", seat, seed).decide(view).action)
        if len(found) >= count:
            return found
    return found


def test_hard_plays_the_inn_out_and_says_why() -> None:
    """Hard answers both of the inn's questions by simulation, legally, with the inn's
    reasons; the innkeeper's reason carries the sampled chance of the Nulla."""
    from game.ai.cuckoo import INN_REASONS

    views = inn_views(12)
    assert {v["public"]["phase"] for v in views} == {"inn_choice", "inn_answer"}
    for view in views:
        decision = make_opponent("cuccu", "hard", view["seat"], 3).decide(view)
        assert str(decision.action) in view["legal"]
        assert decision.reason == INN_REASONS[decision.action.verb]
        if decision.action.verb in ("accept", "refuse"):
            assert 0 <= decision.params["chance"] <= 100
        else:
            assert "card" in decision.params


def test_a_close_call_is_told_from_a_clear_one() -> None:
    """`Outcomes.clear`: a choice that wins on every sampled deal is clear; one that leads
    by less than the deals' spread is a close call; choices that never differ are clear."""
    from game.ai.cuckoo import Outcomes

    def outcomes(deals: list[tuple[float, list[float]]]) -> Outcomes:
        out = Outcomes([0.0, 0.0], [0.0, 0.0])
        for weight, values in deals:
            out.add(weight, values)
        return out

    assert outcomes([(1.0, [0.5, 0.4]), (1.0, [0.6, 0.45]), (1.0, [0.3, 0.2])]).clear(1.0)
    close = outcomes([(1.0, [0.9, 0.1]), (1.0, [0.1, 0.85]), (1.0, [0.5, 0.5])])
    assert close.best() == 0 and not close.clear(1.0)
    assert outcomes([(1.0, [0.5, 0.5]), (0.5, [0.2, 0.2])]).clear(1.0)


def test_hard_plays_more_deals_only_on_a_close_call() -> None:
    """A decision plays `extend` times the deals each time the ones so far leave it close,
    up to `stages` times but never past its bound (`seat_deals` over the seats in play:
    issue 34), and reports how many it played."""
    hard = HardOpponent
    assert hard.extend > 1 and hard.stages >= 1
    stages_seen = Counter()
    for match, seat, view in views_of("gnav", range(8)):
        if len(match.legal_actions(seat)) < 2:
            continue
        decision = hard(seat, 2, "gnav").decide(view)
        seats = len(Knowledge.read(view).others) + 1
        sizes = [hard.samples_when.get(seats, hard.samples)]
        for _ in range(hard.stages):
            sizes.append(max(sizes[-1], min(sizes[-1] * hard.extend, hard.seat_deals // seats)))
        assert decision.params["samples"] in sizes
        assert decision.params["samples"] <= max(sizes[0], hard.seat_deals // seats)
        stages_seen[sizes.index(decision.params["samples"])] += 1
    assert set(stages_seen) == set(range(hard.stages + 1)), stages_seen
    assert stages_seen[0] > stages_seen[1]  # most calls are clear
