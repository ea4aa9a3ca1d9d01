"""Grammar the catalogs must not slip on (issue 30): a placeholder that holds a number or a
card name cannot follow an article that depends on it ("a 8", German "die Lemur", Hungarian
"a(z) 5"), and the hints speak to the player, never as the computer ("my hand")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game import i18n
from game.ai.base import Decision
from game.engine.actions import Action
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.i18n import tr
from game.ui.scenes.mada_events import EVENTS
from game.ui.scenes.mada_words import MadaWords

LOCALE = Path(__file__).resolve().parent.parent / "game" / "i18n" / "locale"
LANGS = ("en", "de", "it", "nb", "uk", "ru", "ka", "hu")
#: Placeholders that hold a card or a value the article would have to agree with (a count
#: after German "die" is always plural here: "die {n} Chips" of a show's five or more).
FILLED = r"\{(?:card|top|below|rank|value)\}"
#: English and Hungarian articles also change with a number's or a name's first sound.
SOUNDED = r"\{(?:card|top|below|rank|value|n|round|name)\}"
#: Per language: articles (or article-like forms) that may not stand right before them.
ARTICLES = {
    "en": r"\b(?:a|an)\s+",
    "de": r"\b(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer)\s+",
    "it": r"(?:\b(?:il|lo|la|gli|le|un|uno|una)\s+|\bl'|\bun')",
    "hu": r"(?:\ba\(z\)\s*|\b(?:a|az)\s+)",
}


def entries(lang: str):
    for path in sorted((LOCALE / lang / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as handle:
            for message in read_po(handle):
                if not message.id:
                    continue
                texts = message.string if isinstance(message.string, tuple) else (message.string,)
                key = message.id[0] if isinstance(message.id, tuple) else message.id
                for text in texts:
                    yield path.name, key, text or ""


@pytest.mark.parametrize("lang", sorted(ARTICLES))
def test_no_article_hangs_on_a_placeholder(lang) -> None:
    filled = SOUNDED if lang in ("en", "hu") else FILLED
    pattern = re.compile(ARTICLES[lang] + filled, re.IGNORECASE)
    slips = [(f, k, t) for f, k, t in entries(lang) if pattern.search(t)]
    assert slips == []
    if lang == "hu":
        assert not [k for _, k, t in entries(lang) if "a(z)" in t.lower()]


@pytest.fixture
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("card", ["8", "11", "18", "L"])
def test_english_mada_lines_read_right_for_every_card(english, card) -> None:
    words = MadaWords(0, 3, EVENTS.kinds)
    line = words.narrate(Event("bust", {"seat": 1, "card": f"{card}.1", "top": "9.1"}))
    refusal = MadaWords().refusal(IllegalAction("too_low", card=f"{card}.1", top="12.1"))
    risk = tr("hint.mada.bust_risk", below=card, busting=3, unseen=20)
    for text in (line or "", refusal, risk):
        assert not re.search(r"\b[Aa] (?:8|11|18)\b", text), text


#: First-person words per language: a hint is advice to the player, not the computer's voice.
FIRST_PERSON = {
    "en": r"\b(?:my|me|mine|I)\b",
    "de": r"\b(?:mein\w*|ich|mir|mich)\b",
    "it": r"\b(?:mi[ao]|mie|miei|io)\b",
    "nb": r"\b(?:min|mine|mitt|jeg|meg)\b",
    "uk": r"(?:\bмо[юїйя]\b|\bмоє\b|\bя\b)",
    "ru": r"(?:\bмо[юийя]\b|\bмоё\b|\bя\b|\b\w+аю\b)",
    "ka": r"(?:ჩემ|მაქვს|ვიღებ)",
    "hu": r"(?:paklim|lapom|lapjaim|kezem|\b(?:húzok|próbálok|teszem|megtartom|elveszem)\b)",
}


@pytest.mark.parametrize("lang", LANGS)
def test_mada_hints_speak_to_the_player(lang) -> None:
    """'Draw a card while my hand has room' was the computer speaking."""
    pattern = re.compile(FIRST_PERSON[lang], re.IGNORECASE)
    hints = [(k, t) for f, k, t in entries(lang) if f == "mada_ai.po"]
    assert len(hints) >= 18
    assert [(k, t) for k, t in hints if pattern.search(t)] == []


def test_a_mada_hint_reads_as_advice(english) -> None:
    draw = Decision(Action.parse("0 draw"), "draw", {})
    assert MadaWords(0).reason(draw) == "Draw a card while your hand has room."
