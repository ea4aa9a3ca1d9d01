"""Mada in words: every custom event the engine emits has a teller, real matches narrate
without a raw key in English and Russian, refusals and reasons say why, the bust risk."""

from __future__ import annotations

import pytest

from game import i18n
from game.ai.base import Decision
from game.ai.mada import play_match
from game.engine.actions import Action
from game.engine.errors import RuleViolation
from game.engine.events import Event
from game.engine.registry import new_match
from game.ui.scenes.mada_events import EVENTS
from game.ui.scenes.mada_words import MadaWords, card_text, move_text, risk_text

GENERIC = {"move", "reveal", "counter"}
refusal_text, reason_text = MadaWords().refusal, MadaWords().reason


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


@pytest.fixture(scope="module")
def matches():
    return [play_match(["easy", "normal", "easy", "normal", "easy"], seed=s) for s in (1, 2, 3)]


def test_every_custom_event_has_words_in_the_event_table(matches) -> None:
    kinds = {event.kind for match in matches for event in match.log} - GENERIC
    assert {"deal", "play", "luck", "bust", "lemur", "swap", "round_end", "game_end"} <= kinds
    told = {kind for kind, on in EVENTS.kinds.items() if on.words}
    assert not kinds - told
    for kind in ("scorpion", "reshuffle", "start"):  # rarer ones, told as well
        assert kind in told


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_event_of_a_match_narrates_in_words(matches, lang) -> None:
    i18n.set_language(lang)
    for match in matches:
        words = MadaWords(0, match.n_seats, EVENTS.kinds)
        for event in match.log:
            line = words.narrate(event.for_seat(0))
            if line is not None:
                assert "mada." not in line and "{" not in line, line


def test_lines_for_you_and_for_others() -> None:
    words = MadaWords(0, 3, EVENTS.kinds)
    assert words.narrate(Event("play", {"seat": 1, "card": "L.2"})) == "Aina plays the Lemur."
    assert words.narrate(Event("play", {"seat": 0, "card": "9.1"})) == "You play the 9."
    bust = Event("bust", {"seat": 2, "card": "4.1", "top": "9.3"})
    assert words.narrate(bust) == "Rivo busts: the 4 lands on the 9."
    swap = Event("swap", {"seat": 2, "other": 0})
    assert words.narrate(swap) == "Rivo swaps piles with you."
    lemur = Event("lemur", {"seat": 0, "pile": ["8.1", "L.1", "2.1", "5.1"]})
    assert words.narrate(lemur) == "Your Lemur pulls the top down; the 5 is on top now."
    end = Event("round_end", {"loser": 2, "round": 3})
    assert words.narrate(end) == "Round 3: you start."


def test_a_scorpion_and_what_it_takes() -> None:
    words = MadaWords(0, 3, EVENTS.kinds)
    words.narrate(Event("play", {"seat": 0, "card": "9.1"}))
    assert words.narrate(Event("scorpion", {"seat": 1, "card": "S.1"})) == "Aina draws a Scorpion!"
    take = Event("move", {"card": "7.2", "from": "hand:1", "to": "discard", "face_up": True})
    assert words.narrate(take) == "The Scorpion takes a card from Aina: the 7."
    assert words.narrate(take) is None  # once only


def test_draws_are_told_after_the_deal_only() -> None:
    match = new_match("mada", options={"players": 2}, seed=4)
    words = MadaWords(0, 2, EVENTS.kinds)
    lines = [words.narrate(e.for_seat(0)) for e in match.log]
    assert lines[0] == "Round 1: Aina starts."
    assert not any(line and "draw" in line for line in lines)  # the deal is one line
    mine = Event("move", {"card": "12.1", "from": "draw", "to": "hand:0", "face_up": False})
    assert words.narrate(mine) == "You draw the 12."  # the first draw after the deal


def test_refusals_say_why() -> None:
    for code in MadaWords.refusal_keys:
        error = RuleViolation("x", code, card="9", top="12", limit=3, token="x", verb="x", seat=1)
        text = refusal_text(error)
        assert text and "refuse." not in text and "{" not in text, code
    low = RuleViolation("x", "too_low", card="2", top="L")
    assert refusal_text(low) == "The 2 is lower than the Lemur on top of your pile."


def test_reasons_and_moves_in_words() -> None:
    for code in MadaWords.reason_keys:
        decision = Decision(
            Action(0, "luck"),
            code,
            {
                "card": "9",
                "seat": 2,
                "percent": 30,
                "n": 2,
                "move": "swap to=2",
                "samples": 9,
                "gain": 1.5,
                "below": 8,
                "busting": 5,
                "unseen": 30,
            },
        )
        text = reason_text(decision)
        assert text and "ai.mada" not in text and "{" not in text, code
    assert move_text(Action.parse("0 swap to=2")) == "swap piles with Rivo"
    assert move_text(Action.parse("0 discard")) == "Keep all"
    assert move_text(Action.parse("0 scorpion 7.1")) == "give up the 7"
    assert card_text("DL.3") == "Double Lemur"


def test_the_bust_risk_counts_unseen_cards() -> None:
    start = {"seats": {"0": {"hand": ["2"], "pile": ["10"]}}, "rest": "draw", "turn": 0}
    match = new_match("mada", options={"players": 2}, start=start, seed=1)
    text = risk_text(match.view(0))
    assert text.startswith("Any card of 9 or less busts: ") and "unseen cards" in text
    empty = new_match("mada", options={"players": 2}, start={**start, "seats": {}}, seed=1)
    assert risk_text(empty.view(0)) == "Trying your luck cannot bust now."
