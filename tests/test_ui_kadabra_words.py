"""L.A.M.A. Kadabra's words: every event kind the engine emits is told (in all eight
languages, every field filled), refusals and hint reasons in words, card and seat names."""

from __future__ import annotations

import random

import pytest

from game import i18n
from game.ai.base import Decision
from game.engine.actions import Action
from game.engine.errors import RuleViolation
from game.engine.kadabra import new_match
from game.ui.scenes.kadabra_events import EVENTS as KADABRA
from game.ui.scenes.kadabra_words import (
    KadabraWords,
    board_note,
    card_text,
    move_text,
    seat_name,
)

refusal_text, reason_text = KadabraWords().refusal, KadabraWords().reason
#: Event kinds told by other lines (a move, a reveal, a choice being opened) or by the
#: event that caused them (chip counters); the stage's chips going up are told.
SILENT = {"move", "reveal", "choice"}


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def random_events(seeds=range(12)) -> list:
    """The events of random matches at every table size (as seat 0 sees them)."""
    events = []
    for seed in seeds:
        rng = random.Random(seed)
        match = new_match({"players": 2 + seed % 5}, seed=seed)
        while not match.is_over and len(match.history) < 3000:
            seat = match.to_act()[0]
            match.apply(rng.choice(match.legal_actions(seat)))
        events += [e.for_seat(0) for e in match.log]
    start = {"seats": {"0": {"hand": ["3.1"]}}, "top": "2.1", "turn": 0}
    events += [e.for_seat(0) for e in new_match({"players": 3}, start=start).log]
    start = {"seats": {"0": {"hand": ["5.2"], "white": 2}}, "top": "4.1", "turn": 0}
    out = new_match({"players": 3}, start=start)
    for action in ("0 play 5.2", "0 return white"):  # the going-out return
        events += [e.for_seat(0) for e in out.apply(action)]
    return events


EVENTS = random_events()


def test_the_random_matches_show_every_kind_of_event() -> None:
    kinds = {e.kind for e in EVENTS}
    assert kinds >= {
        "deal", "start", "up_card", "play", "draw", "give", "rectangle", "star", "show_start",
        "take_stage", "exchange", "quit", "skip", "round_end", "return_chip", "match_over",
    }  # fmt: skip


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_event_kind_is_told_with_every_field_filled(lang) -> None:
    i18n.set_language(lang)
    words = KadabraWords(0, KADABRA.kinds)
    told: dict[str, int] = {}
    for event in EVENTS:
        line = words.narrate(event)
        if line is None:
            continue
        assert "{" not in line and "}" not in line, (event.kind, line)
        told[event.kind] = told.get(event.kind, 0) + 1
    custom = {e.kind for e in EVENTS} - SILENT - {"counter"}
    assert custom <= set(told), custom - set(told)
    assert told["counter"]  # the stage's chips


def test_lines_name_the_player_as_you() -> None:
    words = KadabraWords(0, KADABRA.kinds)
    from game.engine.events import custom

    assert words.narrate(custom("give", seat=1, to=0, chip="white")) == (
        "Lotte gives you a white chip."
    )
    assert words.narrate(custom("give", seat=0, to=2, chip="blue")) == (
        "You give Pablo the blue chip."
    )
    assert words.narrate(custom("quit", seat=0)) == "You quit the round."
    rectangle = [words.narrate(custom("rectangle", seat=1, target=t)) for t in (0, 2, None)]
    assert rectangle == [
        "Rectangle: you draw a card next turn.",
        "Rectangle: Pablo draws a card next turn.",
        "Rectangle: nobody else is left to draw.",
    ]
    line = words.narrate(custom("round_end", round=2, out=1, penalties={"0": [5, 1]}, blue=None))
    assert line == "Lotte plays the last card: round 2 is over. You: 15 minus points from the hand."


@pytest.mark.parametrize("code", sorted(KadabraWords.refusal_keys))
def test_every_refusal_says_why(code) -> None:
    error = RuleViolation("x", code, card="L.1", top="6S.1", stage=5, whites=3, verb="fly")
    error.params.setdefault("answers", "give, exchange")
    text = refusal_text(error)
    assert text and text != i18n.tr("table.refused") and "{" not in text


def test_a_refusal_spells_its_cards_out() -> None:
    error = RuleViolation("x", "not_successor", card="L.1", top="1G.3")
    assert refusal_text(error).startswith("Llama cannot go on 1 (gift)")


@pytest.mark.parametrize("reason", sorted(KadabraWords.reason_keys))
def test_every_reason_reads(reason) -> None:
    params = {"card": "6R.1", "stage": 5, "points": 12, "score": 30, "samples": 40}
    params["move"] = "play 6R.1"
    text = reason_text(Decision(Action.parse("0 play 6R.1"), reason, params))
    assert text and "{" not in text


def test_moves_cards_and_seats_in_words() -> None:
    assert card_text("2/3.1") == "2/3" and card_text("L.4") == "Llama"
    assert card_text("6S.2") == "6 (star)" and card_text("4R.1") == "4 (draw)"
    assert move_text(Action.parse("0 give to=3")) == "Give the chip to Mira"
    assert move_text(Action.parse("0 return black")) == "Return black"
    names = {seat_name(s, human) for human in range(6) for s in range(6) if s != human}
    assert len(names) == 5
    assert [seat_name(s, 2) for s in range(6)][2] == "You"


def test_the_round_boards_notes_say_where_the_minus_points_came_from() -> None:
    """Out or quit first, then the hand's cost (a black chip is ten), then the blue chip."""
    d = {"out": 0, "penalties": {"1": [6, 1], "2": [0, 0]}, "blue": 1}
    assert board_note(0, d, active=True) == "went out"
    assert board_note(1, d, active=True) == "hand: 16 · blue chip: 10"
    assert board_note(2, d, active=False) == "quit the round · hand: 0"
    assert board_note(3, {"out": None}, active=True) == ""
