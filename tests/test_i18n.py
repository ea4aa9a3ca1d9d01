"""i18n: every key the code uses (a literal, or made by rule: game.i18n.keyed and the
narrations' names) exists in every language, each language is complete and keeps
English's fields, plural forms and line breaks, the switch is live, a partial catalog falls
back to English key by key, and the first run finds the browser's or the desktop's language."""

from __future__ import annotations

import ast
import functools
import platform
import re
import sys
import types
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game import i18n
from game.i18n import detect, keyed
from game.ui.scenes import cuckoo_events, kadabra_events, mada_events, maumau_events
from game.ui.scenes.cuckoo_words import Words
from game.ui.scenes.kadabra_words import KadabraWords
from game.ui.scenes.mada_words import MadaWords
from game.ui.scenes.maumau_words import MauMauWords
from game.ui.table import narration
from game.ui.table.events import table
from game.ui.table.model import EventTable, On
from game.ui.table.narration import Narration, SeatLine

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import i18n_coverage  # noqa: E402

#: Every language must be complete and sound (issue 14): a missing or fuzzy entry fails.
STRICT = i18n_coverage.STRICT
#: The functions whose first argument is a message id: tr(key), trn(key, n), N_(key).
KEY_FUNCS = {"tr": "plain", "trn": "plural", "N_": "any"}


def sources() -> list[Path]:
    return [ROOT / "main.py", *sorted((ROOT / "game").rglob("*.py"))]


@functools.cache
def key_calls() -> tuple[tuple[str, int, str, ast.expr], ...]:
    """(file, line, function, first argument) of every tr / trn / N_ call in the game
    (parsed once per test session)."""
    return tuple(_key_calls())


def _key_calls() -> Iterator[tuple[str, int, str, ast.expr]]:
    for path in sources():
        if not path.exists():
            continue
        tree = ast.parse(path.read_text("utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            if name in KEY_FUNCS:
                yield str(path.relative_to(ROOT)), node.lineno, name, node.args[0]


def literal_keys() -> dict[str, tuple[str, str]]:
    """Each literal key the code uses -> (how it is used, where first)."""
    keys: dict[str, tuple[str, str]] = {}
    for where, line, func, arg in key_calls():
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            keys.setdefault(arg.value, (KEY_FUNCS[func], f"{where}:{line}"))
    return keys


@functools.cache
def used_keys() -> dict[str, tuple[str, str]]:
    """The literal keys and the keys made by rule (`tr` reads those: plain entries)."""
    keys = dict(literal_keys())
    for key, where in i18n_coverage.derived_keys().items():
        keys.setdefault(key, ("plain", where))
    return keys


@pytest.fixture(scope="module")
def catalogs() -> i18n_coverage.Catalogs:
    return i18n_coverage.read_catalogs(i18n.LOCALE_DIR)


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    i18n.set_language("en")


# ----------------------------------------------------------------------------- keys in code


def test_the_scan_finds_the_calls_it_should() -> None:
    """Guard the scanner itself: it must see calls through a name and through a module."""
    tree = ast.parse('tr("a.b")\ni18n.trn("c.d", 2)\nN_("e.f")\nprint("x")')
    names = [
        (n.func.id if isinstance(n.func, ast.Name) else n.func.attr)
        for n in ast.walk(tree)
        if isinstance(n, ast.Call)
    ]
    assert [name for name in names if name in KEY_FUNCS] == ["tr", "trn", "N_"]


@pytest.mark.parametrize("lang", STRICT)
def test_every_key_used_in_code_is_in_every_language(catalogs, lang) -> None:
    have = i18n_coverage.keys_of(catalogs, lang)
    missing = [f"{key} ({where})" for key, (_, where) in used_keys().items() if key not in have]
    assert not missing, f"missing from {lang} (or untranslated / fuzzy): " + ", ".join(missing)


@pytest.mark.parametrize("lang", STRICT)
def test_plural_keys_are_plural_entries_and_plain_keys_are_not(catalogs, lang) -> None:
    have = i18n_coverage.keys_of(catalogs, lang)
    wrong = [
        f"{key} ({where}: {use})"
        for key, (use, where) in used_keys().items()
        if key in have and use != "any" and have[key].plural != (use == "plural")
    ]
    assert not wrong, "trn() needs a msgid_plural entry and tr() a plain one: " + ", ".join(wrong)


def test_keys_made_by_rule_are_found() -> None:
    """Guard the scan of `Keys`: a module's table, a narration's names, a table in a table."""
    derived = i18n_coverage.derived_keys()
    for key in (
        "mada.prompt.turn",  # keyed at a module's top level
        "mada.log.play.you",  # a narration's line, as the human's
        "kadabra.log.give.white.to_you",  # a line between two seats, to the human
        "ai.mada.climb",  # a reason code
        "refuse.maumau.must_follow",  # a refusal code
        "cuckoo.refused.match_over",  # a refusal code of another rule
        "kadabra.seat.5",  # a seat's name
        "cuckoo.what.gnav.low",  # a name with another's key, in a table of tables
        "kadabra.verb.return.white",  # a key made of a mapping
    ):
        assert key in derived, key


class Stray(Narration):
    """Words whose names make keys the catalogs lack (the next test)."""

    area = "mada"
    lines = "play no_such_line"
    refusals = "too_low no_such_refusal"


def test_a_key_made_by_rule_that_a_catalog_lacks_is_reported(catalogs, monkeypatch, capsys):
    module = types.ModuleType("game.stray_words")
    module.Stray = Stray
    monkeypatch.setattr(Stray, "__module__", module.__name__)
    module.PROMPTS = keyed("mada.prompt.*", "turn no_such_prompt")
    derived = i18n_coverage.derived_keys([module])
    assert {"mada.log.play", "refuse.mada.too_low", "mada.prompt.turn"} <= set(derived)
    missing = [line.split()[0] for line in i18n_coverage.missing_derived(catalogs, "de", derived)]
    assert missing == [
        "mada.log.no_such_line",
        "mada.log.no_such_line.you",
        "mada.prompt.no_such_prompt",
        "refuse.mada.no_such_refusal",
    ]
    monkeypatch.setattr(i18n_coverage, "derived_keys", lambda: derived)
    assert i18n_coverage.main(["--strict"]) == 1
    assert "de keys made by rule missing: mada.log.no_such_line" in capsys.readouterr().out
    monkeypatch.setattr(i18n_coverage, "derived_keys", lambda: {"mada.log.play": "x"})
    assert i18n_coverage.main(["--strict"]) == 0


def undeclared_lines(events: EventTable, words: type[Narration]) -> list[str]:
    """The event kinds whose words name a line (`line`, `between`) the words lack: its keys
    would not be made, nor checked."""
    bad = []
    for kind, on in events.kinds.items():
        said = on.words
        if isinstance(said, SeatLine):
            names = words.between_keys[0] if said.other else words.line_keys[0]
            if said.name not in names:
                bad.append(kind)
    return bad


@pytest.mark.parametrize(
    ("events", "words"),
    [
        (cuckoo_events.EVENTS, Words),
        (maumau_events.EVENTS, MauMauWords),
        (mada_events.EVENTS, MadaWords),
        (kadabra_events.EVENTS, KadabraWords),
    ],
)
def test_every_line_an_event_table_names_is_declared(events, words) -> None:
    assert any(isinstance(on.words, SeatLine) for on in events.kinds.values())
    assert undeclared_lines(events, words) == []
    said = {"x": narration.line("no_such"), "y": narration.between("play", "to", "to")}
    planted = table({kind: On(words=words) for kind, words in said.items()})
    assert undeclared_lines(planted, words) == ["x", "y"]


def test_no_key_is_glued_together_at_run_time() -> None:
    """A key built from pieces can't be checked: pick among N_("...") literals instead."""
    glued = [
        f"{where}:{line} {func}(...)"
        for where, line, func, arg in key_calls()
        if isinstance(arg, ast.JoinedStr | ast.BinOp)
        or (isinstance(arg, ast.Call) and getattr(arg.func, "attr", "") == "format")
        or (func == "N_" and not isinstance(arg, ast.Constant))
    ]
    assert not glued, "message ids built at run time: " + ", ".join(glued)


@pytest.mark.parametrize("lang", STRICT)
def test_no_language_has_keys_english_lacks(catalogs, lang) -> None:
    english = set(i18n_coverage.keys_of(catalogs, "en"))
    own = set(i18n_coverage.keys_of(catalogs, lang, translated_only=False))
    assert own - english == set(), f"{lang} keys English lacks (stale?)"


# ----------------------------------------------------------------------------- catalogs


def test_every_language_has_a_catalog(catalogs) -> None:
    assert sorted(catalogs) == sorted(i18n.LANGUAGES)


def test_every_language_is_strict() -> None:
    """The strict list is the language list: a language the player can pick is complete."""
    assert STRICT == i18n.LANGUAGES


@pytest.mark.parametrize("lang", STRICT)
def test_every_language_is_complete(catalogs, lang) -> None:
    missing = i18n_coverage.missing(catalogs, lang)
    assert not missing, f"{lang} lacks (or has fuzzy) {len(missing)} keys: {missing[:10]}"


@pytest.mark.parametrize("lang", STRICT)
def test_translations_keep_the_english_fields(catalogs, lang) -> None:
    """`{n}` or `{name}` missing or misspelt in a translation would show as a raw key."""
    bad = i18n_coverage.field_problems(catalogs, lang)
    assert not bad, "; ".join(bad)


#: gettext's plural forms per language (Italian keeps 2: CLDR's third form is for millions).
NPLURALS = {"en": 2, "de": 2, "it": 2, "nb": 2, "uk": 3, "ru": 3, "ka": 2, "hu": 2}


def test_every_catalog_declares_its_language_s_plural_forms() -> None:
    assert set(NPLURALS) == set(STRICT)
    counts = i18n_coverage.plural_counts(i18n.LOCALE_DIR)
    wrong = {lang: sorted(n) for lang, n in counts.items() if n != {NPLURALS.get(lang)}}
    assert not wrong, f"Plural-Forms nplurals per language, expected {NPLURALS}"


@pytest.mark.parametrize("lang", STRICT)
def test_plural_entries_have_the_language_s_forms(catalogs, lang) -> None:
    bad = i18n_coverage.plural_problems(catalogs, lang)
    assert not bad, "; ".join(bad)


@pytest.mark.parametrize("lang", STRICT)
def test_multi_line_texts_keep_english_line_breaks(catalogs, lang) -> None:
    bad = i18n_coverage.line_break_problems(catalogs, lang)
    assert not bad, "; ".join(bad)


@pytest.mark.parametrize("lang", STRICT)
def test_every_language_has_every_rules_text(lang) -> None:
    assert i18n_coverage.missing_rules(lang) == []


def write_po(folder: Path, lang: str, body: str, nplurals: int = 2) -> None:
    """One small .po for the checks' own tests."""
    path = folder / lang / "LC_MESSAGES" / "app.po"
    path.parent.mkdir(parents=True, exist_ok=True)
    header = (
        f'msgid ""\nmsgstr ""\n"Language: {lang}\\n"\n'
        f'"Plural-Forms: nplurals={nplurals}; plural=(n != 1);\\n"\n\n'
    )
    path.write_text(header + body, "utf-8")


ENGLISH_PO = """msgid "a.text"
msgstr "Two\\nlines {name}"

msgid "a.count"
msgid_plural "a.count"
msgstr[0] "{n} card"
msgstr[1] "{n} cards"

msgid "a.plain"
msgstr "Plain"
"""


@pytest.mark.parametrize(
    ("body", "nplurals", "check", "expected"),
    [
        (ENGLISH_PO.replace("Plain", ""), 2, "missing", ["a.plain"]),
        ('#, fuzzy\nmsgid "a.plain"\nmsgstr "P"\n', 2, "missing", ["a.count", "a.plain", "a.text"]),
        (ENGLISH_PO.replace("lines {name}", "lines {nom}"), 2, "field_problems", ["a.text"]),
        (ENGLISH_PO, 3, "missing", ["a.count"]),  # Babel pads the third form empty
        (
            ENGLISH_PO.replace(
                '"a.plain"\nmsgstr "Plain"',
                '"a.plain"\nmsgid_plural "a.plain"\nmsgstr[0] "P"\nmsgstr[1] "Ps"',
            ),
            2,
            "plural_problems",
            ["a.plain"],
        ),
        (ENGLISH_PO.replace("Two\\nlines", "Two lines"), 2, "line_break_problems", ["a.text"]),
        (ENGLISH_PO.replace("Plain", "Pl\\nain"), 2, "line_break_problems", ["a.plain"]),
        (ENGLISH_PO, 2, "line_break_problems", []),
    ],
)
def test_the_strict_checks_catch_what_they_should(tmp_path, body, nplurals, check, expected):
    write_po(tmp_path, "en", ENGLISH_PO)
    write_po(tmp_path, "de", body, nplurals)
    found = getattr(i18n_coverage, check)(i18n_coverage.read_catalogs(tmp_path), "de")
    assert [line.split(":")[0] for line in found] == expected


def test_strict_report_exit_status(tmp_path, monkeypatch, capsys) -> None:
    write_po(tmp_path, "en", ENGLISH_PO)
    write_po(tmp_path, "de", ENGLISH_PO)
    monkeypatch.setattr(i18n_coverage, "STRICT", ("en", "de"))
    monkeypatch.setattr(i18n_coverage, "RULES_DIR", tmp_path / "rules")
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "gnav.en.md").write_text("# Gnav", "utf-8")
    (tmp_path / "rules" / "gnav.de.md").write_text("# Gnav", "utf-8")
    assert i18n_coverage.main(["--locale-dir", str(tmp_path), "--strict"]) == 0
    assert "strict check passed" in capsys.readouterr().out
    write_po(tmp_path, "de", ENGLISH_PO.replace("{name}", "{nom}"))
    assert i18n_coverage.main(["--locale-dir", str(tmp_path), "--strict"]) == 1
    assert "de fields: a.text" in capsys.readouterr().out
    write_po(tmp_path, "de", ENGLISH_PO)
    (tmp_path / "rules" / "gnav.de.md").unlink()
    assert i18n_coverage.main(["--locale-dir", str(tmp_path), "--strict"]) == 1
    assert "de rules texts missing: gnav.de.md" in capsys.readouterr().out
    assert i18n_coverage.main(["--locale-dir", str(tmp_path)]) == 0, "the report alone never fails"


def test_compiled_catalogs_are_up_to_date() -> None:
    stale = [
        str(po.relative_to(ROOT))
        for po in i18n.LOCALE_DIR.glob("*/LC_MESSAGES/*.po")
        if not po.with_suffix(".mo").exists()
        or po.with_suffix(".mo").stat().st_mtime < po.stat().st_mtime
    ]
    assert not stale, f"run `make catalogs`: {stale}"


# ----------------------------------------------------------------------------- run time


def test_switch_is_live_without_restart() -> None:
    i18n.set_language("en")
    before = i18n.revision
    assert i18n.tr("common.back") == "Back"
    i18n.set_language("ru")
    assert i18n.get_language() == "ru"
    assert i18n.tr("common.back") == "Назад"
    assert i18n.revision > before
    i18n.set_language("en")
    assert i18n.tr("common.back") == "Back"


def test_russian_plural_forms() -> None:
    i18n.set_language("ru")
    got = [i18n.trn("count.cards", n) for n in (1, 2, 5, 11, 21, 104)]
    assert got == ["1 карта", "2 карты", "5 карт", "11 карт", "21 карта", "104 карты"]
    i18n.set_language("en")
    assert [i18n.trn("count.cards", n) for n in (1, 2, 0)] == ["1 card", "2 cards", "0 cards"]


def test_params_fill_fields_and_bad_params_do_not_crash() -> None:
    i18n.set_language("en")
    assert i18n.trn("count.lives", 3) == "3 lives"
    # Fields may be named like the parameters (a "{key}" placeholder for a keyboard key).
    assert i18n.tr("no.such.key", key="Enter", n=2) == "no.such.key"
    assert i18n.trn("count.lives", 2, key="x") == "2 lives"
    assert i18n.tr("common.ok", unused=1) == "OK"
    assert i18n.tr("no.such.key") == "no.such.key"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_other_languages_fall_back_to_english_key_by_key(catalogs, lang) -> None:
    english = i18n_coverage.keys_of(catalogs, "en")
    own = i18n_coverage.keys_of(catalogs, lang)
    i18n.set_language(lang)
    for key, entry in english.items():
        source = own.get(key, entry)
        if entry.plural:
            assert i18n.trn(key, 1) == source.forms[0].format(n=1), key
        else:
            assert i18n.tr(key) == source.forms[0], key


def test_partial_catalog_mixes_own_words_with_english(tmp_path, monkeypatch) -> None:
    """A half-translated language shows its own words where it has them, English elsewhere."""
    for lang, words in {"en": {"x.one": "One", "x.two": "Two"}, "de": {"x.one": "Eins"}}.items():
        catalog = Catalog(locale=lang)
        for key, text in words.items():
            catalog.add(key, text)
        folder = tmp_path / lang / "LC_MESSAGES"
        folder.mkdir(parents=True)
        with (folder / "test.mo").open("wb") as handle:
            write_mo(handle, catalog)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    i18n.reload()
    try:
        i18n.set_language("de")
        assert (i18n.tr("x.one"), i18n.tr("x.two")) == ("Eins", "Two")
        assert i18n.has_key("x.one", "de") and not i18n.has_key("x.two", "de")
    finally:
        monkeypatch.undo()
        i18n.reload()


def test_unknown_language_means_english() -> None:
    i18n.set_language("xx")
    assert i18n.get_language() == "en"


class JsArray:
    """What pygbag hands over for a JS array: `length` and indexing, no Python iteration."""

    def __init__(self, items: list[str]) -> None:
        self.items = items

    @property
    def length(self) -> int:
        return len(self.items)

    def __getitem__(self, index: int) -> str:
        return self.items[index]

    def __iter__(self):
        raise TypeError("a JsProxy is not iterable here")


class Broken:
    """A page object whose every attribute read fails, as a locked-down frame may."""

    def __getattr__(self, name: str):
        raise RuntimeError(f"no {name}")


def fake_window(languages=None, language=None, broken_languages=False):
    navigator = type("Navigator", (), {})()
    if broken_languages:
        navigator = Broken()
    else:
        navigator.languages = JsArray(languages) if languages is not None else None
        navigator.language = language
    return type("Window", (), {"navigator": navigator})()


@pytest.fixture
def desktop(monkeypatch):
    """A desktop with no locale variables and the C locale; tests set what they need."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(detect.locale, "getlocale", lambda *a: (None, None))
    return monkeypatch


@pytest.mark.parametrize(
    ("languages", "expected"),
    [
        (["uk-UA", "en-US"], "uk"),
        (["pt-BR", "de-DE", "en"], "de"),  # the first of ours, not the first overall
        (["nn-NO"], "nb"),
        (["no"], "nb"),
        (["NB"], "nb"),
        (["pt-BR", "es"], "en"),
        (["ka"], "ka"),
        ([], "en"),
    ],
)
def test_browser_picks_the_first_of_our_languages(desktop, languages, expected) -> None:
    desktop.setattr(sys, "platform", "emscripten")
    desktop.setenv("LANG", "hu_HU.UTF-8")  # the browser wins when it names languages
    desktop.setattr(platform, "window", fake_window(languages), raising=False)
    want = "hu" if not languages else expected
    assert i18n.system_language() == want


class JsText:
    """A JS array proxy that only turns into text (as JS's Array.toString does)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __str__(self) -> str:
        return self.text


def test_browser_reads_an_array_it_cannot_index_through_its_text(desktop) -> None:
    window = fake_window()
    window.navigator.languages = JsText("fr-FR,nn-NO,en")
    assert detect.browser_languages(window) == ["fr-FR", "nn-NO", "en"]
    desktop.setattr(sys, "platform", "emscripten")
    desktop.setattr(platform, "window", window, raising=False)
    assert i18n.system_language() == "nb"


def test_browser_reads_navigator_language_when_languages_is_missing(desktop) -> None:
    desktop.setattr(sys, "platform", "emscripten")
    desktop.setattr(platform, "window", fake_window(None, "it-IT"), raising=False)
    assert i18n.system_language() == "it"
    assert detect.browser_languages(fake_window(["ru"], "ru-RU")) == ["ru", "ru-RU"]


@pytest.mark.parametrize(
    "window",
    [Broken(), fake_window(broken_languages=True), None],
    ids=["window-fails", "navigator-fails", "no-window"],
)
def test_a_page_that_will_not_answer_means_the_desktop_rules(desktop, window) -> None:
    desktop.setattr(sys, "platform", "emscripten")
    desktop.setenv("LANG", "ka_GE.UTF-8")
    if window is None:
        desktop.delattr(platform, "window", raising=False)
    else:
        desktop.setattr(platform, "window", window, raising=False)
    assert i18n.system_language() == "ka"


def test_the_page_is_not_asked_on_the_desktop(desktop) -> None:
    desktop.setattr(platform, "window", fake_window(["uk"]), raising=False)
    desktop.setenv("LANG", "de_DE.UTF-8")
    assert i18n.system_language() == "de"


@pytest.mark.parametrize(
    ("env", "c_locale", "expected"),
    [
        ({"LANG": "ka_GE.UTF-8"}, None, "ka"),
        ({"LANGUAGE": "pt_BR:hu_HU:en", "LANG": "de_DE.UTF-8"}, None, "hu"),
        ({"LANGUAGE": "pt_BR", "LANG": "de_DE.UTF-8"}, None, "de"),
        ({"LC_ALL": "ru_RU.UTF-8", "LANG": "de_DE.UTF-8"}, None, "ru"),
        ({"LC_MESSAGES": "nn_NO.UTF-8", "LANG": "de_DE.UTF-8"}, None, "nb"),
        ({"LC_ALL": "it_IT@euro"}, None, "it"),
        ({"LANG": "C"}, None, "en"),
        ({"LANG": "C.UTF-8"}, "uk_UA", "uk"),  # the C library's locale when the vars say nothing
        ({}, "Hungarian_Hungary", "hu"),  # Windows spells it out in English
        ({}, "Norwegian Bokmål_Norway", "nb"),
        ({}, None, "en"),
        ({"LANG": "pt_PT.UTF-8"}, "es_ES", "en"),
    ],
)
def test_desktop_locale(desktop, env, c_locale, expected) -> None:
    for var, value in env.items():
        desktop.setenv(var, value)
    desktop.setattr(detect.locale, "getlocale", lambda *a: (c_locale, "UTF-8"))
    assert i18n.system_language() == expected


def test_a_failing_c_locale_is_no_preference(desktop) -> None:
    def fail(*args):
        raise ValueError("unknown locale: xx")

    desktop.setattr(detect.locale, "getlocale", fail)
    assert i18n.system_language() == "en"


def test_first_run_settings_follow_the_browser(desktop, tmp_path) -> None:
    from game import storage

    desktop.setattr(sys, "platform", "emscripten")
    desktop.setattr(platform, "window", fake_window(["en-GB", "uk"]), raising=False)
    storage.use_backend(storage.FileBackend(tmp_path / "store.json"))
    try:
        assert storage.load_settings()["language"] == "en"  # English is one of ours too
        desktop.setattr(platform, "window", fake_window(["fr", "uk"]), raising=False)
        assert storage.load_settings()["language"] == "uk"
        storage.save_settings({"language": "ka"})
        assert storage.load_settings()["language"] == "ka", "a saved choice beats the browser"
    finally:
        storage.use_backend(None)


# ----------------------------------------------------------------------------- the report


def test_coverage_report(catalogs, capsys) -> None:
    rows = {row.lang: row for row in i18n_coverage.coverage(catalogs, i18n.LANGUAGES)}
    assert rows["en"].percent == 100.0 and rows["ru"].percent == 100.0
    assert rows["en"].total == len(i18n_coverage.keys_of(catalogs, "en")) > 0
    assert i18n_coverage.main([]) == 0
    printed = capsys.readouterr().out
    for lang in i18n.LANGUAGES:
        assert f"  {lang}  " in printed


def test_report_details_a_partly_translated_language() -> None:
    rows = [
        i18n_coverage.Coverage("de", 3, 4, {"app": (3, 3), "core": (0, 1)}, ("old.key",)),
        i18n_coverage.Coverage("it", 0, 4, {"app": (0, 3), "core": (0, 1)}, ()),
    ]
    text = i18n_coverage.format_report(rows)
    assert "  de   75.0%     3/4     core 0/1" in text
    assert "app 3/3" not in text, "complete areas need no detail"
    assert "stale?): old.key" in text
    assert "  it    0.0%     0/4     (English everywhere)" in text


#: Texts about a player (whose name may be anyone's): markers, losses, results, catches.
ABOUT_A_PLAYER = (
    "cuckoo.mark.",
    "cuckoo.loss.",
    "cuckoo.bubble.out",
    "cuckoo.end.",
    "maumau.log.caught",
    "maumau.log.escaped",
    "maumau.cue.out",
    "ai.maumau.catch",
    "refuse.maumau.window_open",
    "mada.log.",
)
#: A Russian past tense or short participle that names the player's gender ('заплатил',
#: 'Выбыл', 'Застрахован', 'выиграл(а)').
GENDERED_RU = re.compile(r"\(а\)|\(ла\)|\b(?!выстрел)\w+(?:ил|ал|ыл|ел|ял|ул|лся|ован|ен)\b")


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_texts_about_a_player_are_gender_neutral(lang) -> None:
    pattern = GENDERED_RU if lang == "ru" else re.compile(r"\(ла\)|\(а\)|\b\w+(?:ив|ав|ув)\b")
    found = {}
    for path in (i18n.LOCALE_DIR / lang / "LC_MESSAGES").glob("*.po"):
        catalog = read_po(path.open("rb"))
        for message in catalog:
            if message.id and str(message.id).startswith(ABOUT_A_PLAYER):
                text = (
                    message.string if isinstance(message.string, str) else " ".join(message.string)
                )
                if pattern.search(text):
                    found[message.id] = text
    assert not found
