"""i18n: every key the code uses exists in English and Russian, the switch is live, the other
languages fall back to English key by key, and the catalogs are well formed."""

from __future__ import annotations

import ast
import functools
import re
import string
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game import i18n

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import i18n_coverage  # noqa: E402

COMPLETE = ("en", "ru")
FALLBACK = tuple(lang for lang in i18n.LANGUAGES if lang not in COMPLETE)
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


@pytest.mark.parametrize("lang", COMPLETE)
def test_every_key_used_in_code_is_in_the_complete_languages(catalogs, lang) -> None:
    have = i18n_coverage.keys_of(catalogs, lang)
    missing = [f"{key} ({where})" for key, (_, where) in literal_keys().items() if key not in have]
    assert not missing, f"missing from {lang} (or untranslated / fuzzy): " + ", ".join(missing)


@pytest.mark.parametrize("lang", COMPLETE)
def test_plural_keys_are_plural_entries_and_plain_keys_are_not(catalogs, lang) -> None:
    have = i18n_coverage.keys_of(catalogs, lang)
    wrong = [
        f"{key} ({where}: {use})"
        for key, (use, where) in literal_keys().items()
        if key in have and use != "any" and have[key].plural != (use == "plural")
    ]
    assert not wrong, "trn() needs a msgid_plural entry and tr() a plain one: " + ", ".join(wrong)


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


def test_english_and_russian_have_the_same_keys(catalogs) -> None:
    english = set(i18n_coverage.keys_of(catalogs, "en"))
    russian = set(i18n_coverage.keys_of(catalogs, "ru"))
    assert english - russian == set(), "English keys Russian lacks"
    assert russian - english == set(), "Russian keys English lacks"


# ----------------------------------------------------------------------------- catalogs


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_every_language_has_a_catalog(catalogs) -> None:
    assert sorted(catalogs) == sorted(i18n.LANGUAGES)


def test_translations_keep_the_english_fields(catalogs) -> None:
    """`{n}` or `{name}` missing or misspelt in a translation would show as a raw key."""
    english = i18n_coverage.keys_of(catalogs, "en")
    bad = []
    for lang in i18n.LANGUAGES:
        for key, entry in i18n_coverage.keys_of(catalogs, lang).items():
            if key not in english:
                continue
            want = set().union(*(fields(form) for form in english[key].forms))
            for form in entry.forms:
                try:
                    got = fields(form)
                except ValueError as exc:
                    bad.append(f"{lang} {key}: {exc}")
                    continue
                # A plural form may leave {n} out ("одна карта"); nothing else may differ.
                if got - want or (want - got - ({"n"} if entry.plural else set())):
                    bad.append(f"{lang} {key}: {sorted(got)} vs English {sorted(want)}")
    assert not bad, "; ".join(bad)


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


@pytest.mark.parametrize("lang", FALLBACK)
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


@pytest.mark.parametrize(
    ("browser", "env", "expected"),
    [
        ("uk-UA", "de_DE.UTF-8", "uk"),
        ("nn-NO", "", "nb"),
        ("pt-BR", "ru_RU.UTF-8", "en"),
        (None, "ka_GE.UTF-8", "ka"),
        (None, "hu_HU:en", "hu"),
        (None, "C", "en"),
    ],
)
def test_system_language(monkeypatch, browser, env, expected) -> None:
    import platform

    class Navigator:
        language = browser

    class Window:
        navigator = Navigator()

    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    if env:
        monkeypatch.setenv("LANG", env)
    if browser is not None:
        monkeypatch.setattr(platform, "window", Window(), raising=False)
    assert i18n.system_language() == expected


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
