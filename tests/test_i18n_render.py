"""Every screen in every language: no text wider than its box, no missing glyph, and no
English left on a screen in another language.

The screens come from tools/i18n_shots.py (lobby, settings, about, every rules tab, and each
table at its moments: new-match panel, start of a deal, mid-deal, the leave question, a
chooser, the deal's summary, the match's end). They are drawn on the fixed 1280x720 canvas;
a window of another size only scales the finished canvas (game/ui/canvas.py), which
`test_window_size_changes_no_layout` proves, so each screen is checked once per language.

The text layer reports what it draws through `game.ui.fonts.watcher`:
- overflow: a text whose every fitting failed (still too wide at the minimum size, cut with
  an ellipsis, or a word split because it is wider than its box). A text fitted twice (a
  button tries one line, then two) overflows only when no attempt fits.
- missing glyph: a character the shipped face's cmap lacks (SDL draws a box). Every text of
  every catalog and rules page is checked as well (the card art draws with its own fonts).
- untranslated: a text that is some key's English (fields filled in or not) although this
  language translates that key differently (English cached across a language switch, a
  text drawn without `tr`); proper names and symbols are allowed. A key the language lacks
  altogether is test_i18n.py's business (test_every_language_is_complete).
"""

from __future__ import annotations

import functools
import re
import string
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

from game import i18n, storage
from game.engine import registry
from game.ui import fonts

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import i18n_coverage  # noqa: E402
import i18n_shots  # noqa: E402

SCENES = i18n_shots.scene_names()
#: Texts that may read the same in every language: names of games, people and places,
#: card faces, symbols. A translated word that equals English (e.g. "Mau Mau") needs no
#: entry: only texts a language translates differently count.
ALLOWED_ENGLISH = frozenset({"OK", "Gnav", "Cuccù", "Mau Mau", "Mada", "L.A.M.A. Kadabra"})
#: An English text counts when it has this many letters outside its {fields}: "{name}:
#: {text}" would match any language's line.
MIN_LETTERS = 4


@dataclass
class Seen:
    """What the text layer reported while one screen was brought up and drawn."""

    rendered: set[tuple[str, bool]] = field(default_factory=set)
    fitted: dict[str, list[tuple[str, int, bool]]] = field(default_factory=dict)

    def __call__(self, kind: str, text: str, size: int, bold: bool, fits: bool) -> None:
        if kind == "render":
            self.rendered.add((text, bold))
        else:
            self.fitted.setdefault(text, []).append((kind, size, fits))

    def overflows(self) -> list[str]:
        return [
            f"{text!r} ({', '.join(f'{kind} at {size}px' for kind, size, _ in tries)})"
            for text, tries in sorted(self.fitted.items())
            if not any(fits for _, _, fits in tries)
        ]

    def texts(self) -> set[str]:
        return {text for text, _ in self.rendered} | set(self.fitted)


@pytest.fixture
def watch(tmp_path, monkeypatch) -> Iterator[Seen]:
    """A private data folder, only the real games (a test's toy game, registered by another
    module, would have a lobby tile), and the text layer's reports for one screen."""
    monkeypatch.setenv(storage.ENV_DATA_DIR, str(tmp_path))
    storage.use_backend(None)
    guests = [d for d in registry.games() if d.engine not in registry.BUILTIN]
    for guest in guests:
        registry.unregister(guest.id)
    seen = Seen()
    monkeypatch.setattr(fonts, "watcher", seen)
    yield seen
    for guest in guests:
        registry.register(guest)
    i18n.set_language("en")


def draw(lang: str, scene: str, size: tuple[int, int] = (1280, 720)):
    """A fresh app in `lang` with `scene` brought up and drawn whole."""
    app = i18n_shots.make_app(lang, size)
    i18n_shots.bring_up(app, scene)
    app.redraw()
    app.render()
    return app


# ----------------------------------------------------------------------------- English
def _pattern(text: str) -> re.Pattern[str] | None:
    """A text with its {fields} as wildcards, or None when too little of it is words."""
    parts, letters = [], 0
    for literal, name, _, _ in string.Formatter().parse(text):
        parts.append(re.escape(literal))
        letters += sum(ch.isalpha() for ch in literal)
        if name is not None:
            parts.append(r"-?\d+" if name == "n" else ".+?")
    if letters < MIN_LETTERS:
        return None
    return re.compile("".join(parts), re.DOTALL)


class EnglishLeft:
    """Finds the English of keys a language translates differently."""

    def __init__(self, lang: str) -> None:
        catalogs = i18n_coverage.read_catalogs(i18n.LOCALE_DIR)
        english = i18n_coverage.keys_of(catalogs, "en")
        own = i18n_coverage.keys_of(catalogs, lang)
        self.plain: dict[str, str] = {}
        self.patterns: list[tuple[str, re.Pattern[str], list[re.Pattern[str]]]] = []
        for key, entry in english.items():
            mine = own.get(key)
            if mine is None:
                continue  # untranslated keys are test_i18n.py's business
            for form in set(entry.forms):
                if not form or form in ALLOWED_ENGLISH or form in mine.forms:
                    continue
                pattern = _pattern(form)
                if pattern is None:
                    continue
                if "{" not in form:
                    self.plain[form] = key
                else:
                    others = [p for p in map(_pattern, mine.forms) if p]
                    self.patterns.append((key, pattern, others))

    def find(self, texts: set[str]) -> list[str]:
        found = []
        for text in sorted(texts):
            if text in ALLOWED_ENGLISH:
                continue
            if text in self.plain:
                found.append(f"{text!r} ({self.plain[text]})")
                continue
            for key, pattern, others in self.patterns:
                if pattern.fullmatch(text) and not any(o.fullmatch(text) for o in others):
                    found.append(f"{text!r} ({key})")
                    break
        return found


_english_left: dict[str, EnglishLeft] = {}


def english_left(lang: str) -> EnglishLeft:
    if lang not in _english_left:
        _english_left[lang] = EnglishLeft(lang)
    return _english_left[lang]


@functools.cache
def glyphs(bold: bool) -> frozenset[int]:
    """The characters a shipped face has. The font's own cmap, because SDL_ttf 2.24's
    `Font.metrics` gives a missing character the box glyph's metrics, not None."""
    path = fonts.APP_DIR / (fonts.BOLD if bold else fonts.REGULAR)
    return frozenset(TTFont(str(path), lazy=True).getBestCmap())


def missing_glyphs(rendered: set[tuple[str, bool]]) -> list[str]:
    """Texts with characters the shipped font cannot draw (they would show as boxes)."""
    bad = []
    for text, bold in sorted(rendered):
        lacking = {ch for ch in text if ord(ch) not in glyphs(bold) and ch not in "\n\t"}
        if lacking:
            bad.append(f"{text!r} lacks {sorted(lacking)}{' (bold)' if bold else ''}")
    return bad


# ----------------------------------------------------------------------------- the checks
@pytest.mark.parametrize("scene", SCENES)
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_screen_fits_and_speaks_the_language(watch, lang, scene) -> None:
    draw(lang, scene)
    assert watch.rendered, "nothing was drawn: the watcher or the scene is broken"
    problems = [f"overflow: {line}" for line in watch.overflows()]
    problems += [f"missing glyph: {line}" for line in missing_glyphs(watch.rendered)]
    if lang != "en":
        problems += [f"English: {line}" for line in english_left(lang).find(watch.texts())]
    assert not problems, f"{lang} {scene}:\n  " + "\n  ".join(problems)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_text_of_a_language_has_its_glyphs(lang) -> None:
    """All of a language's catalog texts and rules pages, in both faces (titles are bold)."""
    catalogs = i18n_coverage.read_catalogs(i18n.LOCALE_DIR)
    texts = {
        form for entry in i18n_coverage.keys_of(catalogs, lang).values() for form in entry.forms
    }
    texts |= {p.read_text("utf-8") for p in i18n_coverage.RULES_DIR.glob(f"*.{lang}.md")}
    for bold in (False, True):
        assert missing_glyphs({(text, bold) for text in texts}) == []


def test_window_size_changes_no_layout(watch) -> None:
    """The app lays out on the 1280x720 canvas whatever the window: at 960x540 the same
    texts are fitted and drawn at the same sizes (the canvas is only scaled at the end)."""
    records = []
    for size in ((1280, 720), (960, 540)):
        seen = Seen()
        fonts.watcher = seen
        app = draw("hu", "maumau:mid", size)
        assert app.canvas.get_size() == (1280, 720)
        assert app.window.get_size() == size
        records.append((seen.rendered, seen.fitted))
        fonts.watcher = watch
    assert len(records[0][0]) > 20, "the table drew its texts"
    assert records[0] == records[1]


def test_the_checks_catch_what_they_should(watch) -> None:
    """Each check fails on a planted fault (so a green run means something)."""
    fonts.fit_size("W" * 200, 28, 300)  # too wide even at the minimum size
    fonts.fit_lines("short", 28, 300, 1)  # fits
    fonts.wrap("Donaudampfschifffahrtsgesellschaft", 28, 120)  # one word wider than the box
    fonts.fit_box("word " * 200, 28, 200, 60)  # cut with an ellipsis
    fonts.fit_lines("Play", 28, 40, 1)
    fonts.fit_lines("Play", 28, 400, 2)  # a second try that fits clears the first
    flagged = {line.split(" (")[0] for line in watch.overflows()}
    assert flagged == {
        repr("W" * 200),
        repr("Donaudampfschifffahrtsgesellschaft"),
        repr("word " * 200),
    }
    fonts.render("日本", fonts.MIN_TEXT, (0, 0, 0))
    assert missing_glyphs(watch.rendered) == ["'日本' lacks ['日', '本']"]
    uk = english_left("uk")
    back = i18n_coverage.keys_of(i18n_coverage.read_catalogs(i18n.LOCALE_DIR), "en")["common.back"]
    assert uk.find({back.forms[0], "Назад", "Gnav"}) == [f"{back.forms[0]!r} (common.back)"]
    i18n.set_language("en")
    assert uk.find({i18n.trn("count.cards", 5)}) == ["'5 cards' (count.cards)"]
