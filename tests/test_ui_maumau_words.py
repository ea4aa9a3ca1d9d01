"""Mau Mau in words: every event of real matches narrates without a raw key in English
and Russian, the window opening is never told, refusals say why, hints name the move."""

from __future__ import annotations

import pytest

from game import i18n
from game.ai.base import Decision
from game.ai.maumau import play_match
from game.engine.actions import Action
from game.engine.errors import RuleViolation
from game.engine.events import Event
from game.engine.registry import descriptor
from game.i18n import tr
from game.ui.scenes.maumau_events import EVENTS
from game.ui.scenes.maumau_words import MauMauWords, card_text
from game.ui.statlines import rounds_line, stats_line

refusal_text, reason_text = MauMauWords().refusal, MauMauWords().reason


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


@pytest.fixture(scope="module")
def match():
    return play_match(["easy", "easy", "normal", "easy"], seed=3)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_event_of_a_match_narrates_in_words(match, lang) -> None:
    i18n.set_language(lang)
    narrator = MauMauWords(0, EVENTS.kinds)
    told = {}
    for event in match.log:
        line = narrator.narrate(event.for_seat(0))
        if line is not None:
            assert "maumau." not in line and "{" not in line, line
            told.setdefault(event.kind, line)
    for kind in ("deal", "up_card", "play", "draw", "round_end", "counter", "match_over"):
        assert kind in told, kind
    assert "catch_window" not in told


def test_lines_for_you_and_for_others() -> None:
    narrator = MauMauWords(0, EVENTS.kinds)
    move = Event("move", {"card": "QH", "from": "stock", "to": "hand:0", "face_up": False})
    narrator.narrate(move)
    assert (
        narrator.narrate(Event("draw", {"seat": 0, "n": 1, "reason": "voluntary"}))
        == "You draw ♥Q."
    )
    assert narrator.narrate(Event("play", {"seat": 2, "card": "10S"})) == "Jonas plays ♠10."
    assert narrator.narrate(Event("call", {"seat": 1, "call": "mau"})) == "Greta says “Mau!”"
    window = Event("catch_window", {"call": "mau", "offender": 1, "seats": [2, 0]})
    assert narrator.narrate(window) is None
    assert narrator.narrate(Event("let_go", {"seat": 2, "offender": 1})) is None
    last = narrator.narrate(Event("let_go", {"seat": 0, "offender": 1}))
    assert last == "Nobody caught Greta's missing call."
    caught = Event("caught", {"seat": 1, "by": 0, "call": "mau", "n": 2})
    assert narrator.narrate(caught) == "You catch Greta without a call: Greta draws 2."


def test_russian_card_letters() -> None:
    i18n.set_language("ru")
    assert card_text("QH") == "♥Д" and card_text("AS") == "♠Т"


def test_refusals_say_why() -> None:
    wished = RuleViolation("x", "must_follow", suit="H", rank=None, wished=True)
    assert refusal_text(wished) == "Play a card of ♥ hearts or a jack: the jack asked for ♥ hearts."
    plain = RuleViolation("x", "must_follow", suit="S", rank="9", wished=False)
    assert refusal_text(plain) == "Play a card of ♠ spades, a card of the same rank (9) or a jack."
    ace = RuleViolation("x", "must_follow", suit="S", rank="A", wished=False)
    assert " a A" not in refusal_text(ace) and "(A)" in refusal_text(ace)
    assert refusal_text(RuleViolation("x", "pending_draw", n=4)) == (
        "A draw-two is pending: play a 7 or draw 4."
    )
    assert refusal_text(RuleViolation("x", "window_open", offender=1)) == "Wait for your turn."
    drawn = RuleViolation("x", "drawn_only", card="QH")
    assert refusal_text(drawn) == "You have drawn: play ♥Q or keep it."
    i18n.set_language("ru")
    assert "валет заказал ♥ черви" in refusal_text(wished)


@pytest.mark.parametrize("reason", sorted(MauMauWords.reason_keys))
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_hint_reason_reads_as_words(reason, lang) -> None:
    i18n.set_language(lang)
    action = Action(0, "play", ("JH", "wish=S")) if "jack" in reason else Action(0, "play", ("7H",))
    params = {"n": 4, "count": 1, "card": "7H", "suit": "S", "samples": 9, "move": "play JH wish=S"}
    text = reason_text(Decision(action, reason, params))
    assert text and "maumau." not in text and "{" not in text and "JH" not in text


def test_search_reason_spells_the_move() -> None:
    decision = Decision(
        Action(0, "play", ("JH", "wish=S")),
        "search",
        {"samples": 12, "move": "play JH wish=S", "value": 3.0},
    )
    assert reason_text(decision) == "Looked ahead over 12 possible deals: ♥J (♠ Spades) did best."


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_round_board_counts_points_left_in_hand(lang) -> None:
    i18n.set_language(lang)
    word = {"en": "points", "ru": "очки"}[lang]
    assert word in tr("maumau.board.left", n=19)


def test_stats_line() -> None:
    assert rounds_line("maumau", {}) is None
    won = rounds_line("maumau", {"rounds": 5, "rounds_won": 2, "points": 90})
    assert won == "Rounds: 2/5"
    record = stats_line(descriptor("maumau"), {"played": 1, "rounds": 5, "rounds_won": 2})
    assert record == "Wins: 0/1\nRounds: 2/5"
    only = stats_line(descriptor("maumau"), {"rounds": 5, "rounds_won": 2})
    assert only == "Rounds: 2/5"
    lives = stats_line(descriptor("gnav"), {"played": 2, "won": 1, "lives_lost": 4})
    assert lives == "Wins: 1/2\nLives lost: 4"
    assert stats_line(descriptor("gnav"), {}) == tr("lobby.stats.none")
