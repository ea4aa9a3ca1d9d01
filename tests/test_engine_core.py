"""The shared engine core, exercised on the test-only toy game."""

import io
import json

import pytest
import toygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.actions import Action
from game.engine.errors import IllegalAction, MatchOver, NotYourTurn, RuleViolation, UnknownAction
from game.engine.replay import dumps, loads, replay
from game.engine.scenario import run


def test_action_text_round_trips():
    action = Action(2, "play", ("JC", "wish=S", "mau"))
    assert str(action) == "2 play JC wish=S mau"
    assert Action.parse(str(action)) == action
    assert action.param("wish") == "S" and action.has_flag("mau") and action.card == "JC"


def test_an_action_built_from_its_parts_is_the_one_its_text_names():
    assert Action.of(2, "play", "JC", wish="S", mau=True) == Action.parse("2 play JC wish=S mau")
    assert Action.of(1, "swap", to=3) == Action.parse("1 swap to=3")
    assert Action.of(0, "play", "7H", wish=None, mau=False) == Action.parse("0 play 7H")
    assert Action.of(0, "discard", "9.1", "S.2") == Action.parse("0 discard 9.1 S.2")


def test_unreadable_action_text_is_refused():
    with pytest.raises(UnknownAction):
        Action.parse("play")


def test_same_seed_same_deal_and_different_seed_differs():
    a, b = toygame.new_match(seed=5), toygame.new_match(seed=5)
    assert a == b
    deals = {tuple(toygame.new_match(seed=s).zones["hand:0"]) for s in range(20)}
    assert len(deals) > 1


def test_stacked_deck_is_dealt_in_order_from_left_of_dealer():
    m = toygame.new_match(dealer=2, deck=["c9", "c8", "c7"])
    assert m.zones["hand:0"] == ["c9"] and m.zones["hand:1"] == ["c8"]
    assert m.zones["hand:2"] == ["c7"]
    assert m.zones.top("stock") == "c1"  # the rest in canonical order


def test_wrong_seat_is_refused_and_state_unchanged():
    m = toygame.new_match(seed=1, dealer=2)
    before = m.search_copy(record=True)
    with pytest.raises(NotYourTurn) as info:
        m.apply("1 keep")
    assert info.value.code == "not_your_turn"
    assert m == before


def test_unknown_verb_says_why_and_changes_nothing():
    m = toygame.new_match(seed=1, dealer=2)
    before = m.search_copy(record=True)
    with pytest.raises(IllegalAction, match="keep or swap"):
        m.apply("0 fly")
    assert m == before


def test_private_move_is_redacted_for_others():
    m = toygame.new_match(seed=3, dealer=2)
    m.apply("0 swap")
    new = m.zones["hand:0"][0]
    assert m.view(0)["log"][-1]["card"] == new
    assert m.view(1)["log"][-1]["card"] is None
    assert new in m.view(0)["seen"] and new not in m.view(1)["seen"]


def test_views_equal_when_only_unseen_cards_differ():
    a = toygame.new_match(dealer=2, deck=["c9", "c8", "c7", "c1", "c2"])
    b = toygame.new_match(dealer=2, deck=["c9", "c5", "c7", "c2", "c1"])
    assert a.view(0) != a.view(1)
    assert a.view(0)["zones"]["hand:1"] == 1
    # seat 0 saw c9 only; seat 2 saw c7 only: both views agree across a and b
    assert a.view(0) == b.view(0) and a.view(2) == b.view(2)
    assert a.view(1) != b.view(1)


def test_unseen_cards_hide_order():
    m = toygame.new_match(seed=4, dealer=2)
    unseen = m.unseen_cards(0)
    assert unseen == sorted(unseen) and m.zones["hand:0"][0] not in unseen


def test_match_over_refuses_everything():
    m = toygame.new_match(seed=2, dealer=2)
    for seat in m.turn_order():
        m.apply(f"{seat} keep")
    assert m.is_over and m.result()["winners"]
    with pytest.raises(MatchOver):
        m.apply("0 keep")


def test_replay_json_round_trip_gives_equal_state():
    m = toygame.new_match(seed=11, dealer=1)
    for seat in m.turn_order():
        m.apply(f"{seat} swap")
    again = loads(dumps(m))
    assert again == m and again.history == m.history


def test_scenario_runner_letters_and_reveal():
    spec = {
        "game": "toy",
        "dealer": 2,
        "deck": ["c1", "c5", "c9"],
        "actions": ["A swap", "B keep", "C keep"],
    }
    out = io.StringIO()
    m = run(spec, reveal=True, out=out)
    text = out.getvalue()
    assert "> 0 swap" in text and m.result() == {"winners": [2]}
    summary = json.loads(text[text.index("{\n") :])
    assert summary["zones"]["hand:2"] == ["c9"]


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    choices=st.lists(st.sampled_from(["keep", "swap", "fly"]), max_size=6),
    seat_noise=st.lists(st.integers(0, 2), max_size=6),
)
def test_apply_succeeds_exactly_for_legal_actions(seed, choices, seat_noise):
    m = toygame.new_match(seed=seed)
    for i, verb in enumerate(choices):
        seat = seat_noise[i] if i < len(seat_noise) else (m.to_act() or [0])[0]
        action = Action(seat, verb)
        legal = not m.is_over and action in m.legal_actions(seat)
        before = m.search_copy(record=True)
        try:
            m.apply(action)
            assert legal
        except IllegalAction:
            assert not legal and m == before
        m.check_invariants()
    assert replay(m.record()) == m


# --- pending choices (game/engine/choices.py) ---------------------------------------------
def _toy_with_veto():
    """The toy game where a swap must be allowed by the next seat: a choice inside a turn."""
    from toygame import ToyMatch

    from game.engine.choices import PendingChoice

    class VetoToy(ToyMatch):
        def _apply(self, action):
            if action.verb in ("allow", "deny"):
                asker = self.close_choice().data["asker"]
                if action.verb == "allow":
                    super()._apply(Action(asker, "swap"))
                else:
                    self.turn += 1
                return
            if action.verb == "swap":
                nxt = self.order[(self.turn + 1) % self.n_seats]
                answers = (("allow", ()), ("deny", ()))
                self.offer_choice(PendingChoice("veto", (nxt,), answers, {"asker": action.seat}))
                return
            super()._apply(action)

    return VetoToy(3, seed=5, dealer=2)


def test_an_open_choice_decides_who_acts_and_what_is_legal():
    match = _toy_with_veto()
    first = match.to_act()[0]
    match.apply(f"{first} swap")
    answerer = match.order[1]
    assert match.to_act() == [answerer]
    assert [str(a) for a in match.legal_actions(answerer)] == [
        f"{answerer} allow",
        f"{answerer} deny",
    ]
    assert match.legal_actions(first) == []
    assert match.view(first)["choice"] == {"kind": "veto", "seats": [answerer], "asker": first}


def test_an_action_other_than_an_answer_is_refused_with_the_choice_named():
    match = _toy_with_veto()
    first = match.to_act()[0]
    match.apply(f"{first} swap")
    answerer = match.order[1]
    before = match.search_copy(record=True)
    with pytest.raises(RuleViolation) as refused:
        match.apply(f"{answerer} keep")
    assert refused.value.code == "choice_open"
    assert refused.value.params["choice"] == "veto"
    assert match == before


def test_answering_closes_the_choice_and_the_turn_goes_on():
    match = _toy_with_veto()
    first = match.to_act()[0]
    hand_before = list(match.zones.piles[f"hand:{first}"])
    match.apply(f"{first} swap")
    answerer = match.order[1]
    match.apply(f"{answerer} allow")
    assert match.choice is None
    assert match.zones.piles[f"hand:{first}"] != hand_before
    assert match.to_act() == [answerer]
    match.apply(f"{answerer} swap")
    match.apply(f"{match.order[2]} deny")
    assert match.to_act() == [match.order[2]]


def test_a_search_copy_records_nothing_and_leaves_the_original_alone():
    match = _toy_with_veto()
    first = match.to_act()[0]
    copy = match.search_copy()
    log_before, history_before = len(match.log), list(match.history)
    copy.apply_unchecked(copy.legal_actions(first)[1])
    assert copy.choice is not None and match.choice is None
    assert len(copy.log) == log_before and copy.history == history_before
    assert len(match.log) == log_before and match.history == history_before
    recording = match.search_copy(record=True)
    recording.apply_unchecked(recording.legal_actions(first)[0])
    assert recording.history == [f"{first} keep"]


def test_a_generator_seeded_later_draws_as_one_seeded_now():
    """`seed_rng_later`: the match, and a search copy made before either draws, each draw
    exactly what `random.Random(seed)` draws; equality does not see when it was made."""
    import random

    match = toygame.new_match(seed=5)
    other = toygame.new_match(seed=5)
    match.seed_rng_later(1234)
    other.rng = random.Random(1234)
    assert match == other
    copy = match.search_copy()
    expected = random.Random(1234)
    wanted = [expected.random() for _ in range(3)]
    assert [match.rng.random() for _ in range(3)] == wanted
    assert [copy.rng.random() for _ in range(3)] == wanted
    assert match != other  # the match drew, the other did not
