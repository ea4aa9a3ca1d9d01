"""The cuckoo narration's names: a gloss that only repeats the card's (or call's) own word
is left out, in every language."""

from __future__ import annotations

import pytest

from game import i18n
from game.ui.scenes.cuckoo_words import Words


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(
    ("lang", "game_id", "face", "name"),
    [
        ("it", "cuccu", "gatto", "Gatto"),
        ("nb", "gnav", "katt", "Katt"),
        ("nb", "gnav", "hus", "Hus"),
        ("de", "gnav", "narr", "Narr"),
        ("en", "gnav", "katt", "Katt — the cat"),
        ("it", "cuccu", "mascherone", "Mascherone — la maschera"),
    ],
)
def test_a_gloss_equal_to_the_native_name_is_dropped(lang, game_id, face, name) -> None:
    i18n.set_language(lang)
    assert Words(game_id, {}).face_name(face) == name


def test_a_call_whose_translation_is_the_same_word_is_quoted_alone(monkeypatch) -> None:
    i18n.set_language("it")
    words = Words("cuccu", {})
    assert words.call_quoted("cat") == "«Gnao!» (Miao!)"
    monkeypatch.setattr(Words, "call", lambda self, call: ("Gnao!", "gnao!"))
    assert words.call_quoted("cat") == "«Gnao!»"


def test_the_gnav_zero_is_the_digit_in_the_log() -> None:
    assert Words("gnav", {"z": "0"}).card("z") == "0"
