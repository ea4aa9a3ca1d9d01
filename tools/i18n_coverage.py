"""How much of the English catalogs each language translates, per area and in total.

    python tools/i18n_coverage.py [--locale-dir DIR] [--strict]

English is the reference: its keys are the set every language should have. A key counts as
translated when every form of its msgstr is non-empty and the entry is not fuzzy. Languages
below 100% fall back to English key by key at run time (game/i18n). Keys a language has but
English does not are listed as stale. `make test` prints this report after the suite.

With --strict the exit status is 1 when a language in STRICT has a problem: a key missing or
fuzzy, a `{field}` that differs from English, a plural entry without exactly the forms its
catalog's Plural-Forms header counts, a multi-line text whose line breaks differ from
English's, or a rules text (game/ui/rules/<game>.<lang>.md) English has and it lacks. tests/test_i18n.py runs the same checks one language at a time.

Checking the game's own catalogs, --strict also fails for a key the code makes by rule that a
language lacks: every `Keys` table (game.i18n.keyed) a module of game/ holds, at its top level
or in a class (a narration's names made keys: "<area>.log.<line>", "ai.<area>.<code>"...,
game/ui/table/narration.py). tests/test_i18n.py checks them with the literal keys it reads.
"""

from __future__ import annotations

import argparse
import importlib
import os
import string
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE_DIR = ROOT / "game" / "i18n" / "locale"
RULES_DIR = ROOT / "game" / "ui" / "rules"
REFERENCE = "en"
#: The languages whose catalogs must be complete and sound: a string that lands in English
#: lands in all of these (issue 14). Kept in step with game.i18n.LANGUAGES by a test.
STRICT: tuple[str, ...] = ("en", "de", "it", "nb", "uk", "ru", "ka", "hu")


@dataclass(frozen=True)
class Entry:
    """One message of one catalog, as the checks need it."""

    key: str
    forms: tuple[str, ...]
    plural: bool
    fuzzy: bool
    #: The forms a plural entry needs: its catalog's Plural-Forms `nplurals`.
    nplurals: int = 2

    @property
    def translated(self) -> bool:
        return not self.fuzzy and bool(self.forms) and all(self.forms)


Catalogs = dict[str, dict[str, dict[str, Entry]]]  # language -> area -> key -> entry


def read_catalogs(locale_dir: Path = LOCALE_DIR) -> Catalogs:
    """Every .po under `locale_dir`, parsed with Babel."""
    out: Catalogs = {}
    for po in sorted(locale_dir.glob("*/LC_MESSAGES/*.po")):
        lang = po.parent.parent.name
        with po.open("rb") as handle:
            catalog = read_po(handle, locale=None, abort_invalid=True)
        entries: dict[str, Entry] = {}
        for message in catalog:
            if not message.id:
                continue  # the header
            plural = isinstance(message.id, list | tuple)
            key = message.id[0] if plural else message.id
            strings = (
                message.string if isinstance(message.string, list | tuple) else [message.string]
            )
            forms = tuple(s or "" for s in strings)
            entries[key] = Entry(key, forms, plural, message.fuzzy, catalog.num_plurals)
        out.setdefault(lang, {})[po.stem] = entries
    return out


def plural_counts(locale_dir: Path = LOCALE_DIR) -> dict[str, set[int]]:
    """Each language's `nplurals` values, one per distinct Plural-Forms header among its
    catalogs (a sound language has exactly one)."""
    out: dict[str, set[int]] = {}
    for po in sorted(locale_dir.glob("*/LC_MESSAGES/*.po")):
        with po.open("rb") as handle:
            catalog = read_po(handle, locale=None, abort_invalid=True)
        out.setdefault(po.parent.parent.name, set()).add(catalog.num_plurals)
    return out


def keys_of(catalogs: Catalogs, lang: str, translated_only: bool = True) -> dict[str, Entry]:
    """All of one language's entries across areas (translated ones only, by default)."""
    merged: dict[str, Entry] = {}
    for area in catalogs.get(lang, {}).values():
        for key, entry in area.items():
            if entry.translated or not translated_only:
                merged.setdefault(key, entry)
    return merged


@dataclass(frozen=True)
class Coverage:
    lang: str
    translated: int
    total: int
    by_area: dict[str, tuple[int, int]]
    stale: tuple[str, ...]

    @property
    def percent(self) -> float:
        return 100.0 * self.translated / self.total if self.total else 100.0


def coverage(catalogs: Catalogs, languages: tuple[str, ...]) -> list[Coverage]:
    """Each language's share of the English keys, overall and per English area."""
    reference = catalogs.get(REFERENCE, {})
    all_reference = keys_of(catalogs, REFERENCE)
    report = []
    for lang in languages:
        have = keys_of(catalogs, lang)
        by_area = {
            area: (sum(1 for key in entries if key in have), len(entries))
            for area, entries in sorted(reference.items())
        }
        stale = tuple(sorted(set(keys_of(catalogs, lang, False)) - set(all_reference)))
        translated = sum(1 for key in all_reference if key in have)
        report.append(Coverage(lang, translated, len(all_reference), by_area, stale))
    return report


def format_report(rows: list[Coverage]) -> str:
    """One line per language; the areas are listed only for a partly translated language
    (complete and empty ones need no detail)."""
    lines = ["i18n coverage (keys translated / English keys; the rest falls back to English)"]
    for row in rows:
        note = ""
        if row.translated == 0 and row.total:
            note = "  (English everywhere)"
        elif row.translated < row.total:
            note = "  " + "  ".join(
                f"{area} {done}/{total}"
                for area, (done, total) in row.by_area.items()
                if done < total
            )
        line = f"  {row.lang}  {row.percent:5.1f}%  {row.translated:4d}/{row.total:<4d}{note}"
        lines.append(line.rstrip())
        if row.stale:
            lines.append(f"      not in English (stale?): {', '.join(row.stale)}")
    return "\n".join(lines)


# ----------------------------------------------------------------------------- strict checks


def fields(text: str) -> set[str]:
    """The `{names}` a text fills in (ValueError for a broken brace)."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def missing(catalogs: Catalogs, lang: str) -> list[str]:
    """English keys `lang` lacks, or has only empty or fuzzy."""
    have = keys_of(catalogs, lang)
    return sorted(key for key in keys_of(catalogs, REFERENCE) if key not in have)


def _pairs(catalogs: Catalogs, lang: str):
    """(key, English entry, `lang`'s entry) for every key both translate."""
    english = keys_of(catalogs, REFERENCE)
    for key, entry in sorted(keys_of(catalogs, lang).items()):
        if key in english:
            yield key, english[key], entry


def field_problems(catalogs: Catalogs, lang: str) -> list[str]:
    """Translations whose `{fields}` differ from English's: a missing or misspelt one shows
    as a raw brace on screen. A plural form may leave `{n}` out ("одна карта")."""
    bad = []
    for key, english, entry in _pairs(catalogs, lang):
        want = set().union(*(fields(form) for form in english.forms))
        for form in entry.forms:
            try:
                got = fields(form)
            except ValueError as exc:
                bad.append(f"{key}: {exc}")
                continue
            if got - want or (want - got - ({"n"} if entry.plural else set())):
                bad.append(f"{key}: {sorted(got)} vs English {sorted(want)}")
    return bad


def plural_problems(catalogs: Catalogs, lang: str) -> list[str]:
    """Entries plural in one language and plain in English (trn would then miss its forms).
    The form count itself is Babel's job: it pads a plural entry to the Plural-Forms count
    with empty forms (so a short one counts as missing) and refuses one with too many."""
    bad = []
    for key, english, entry in _pairs(catalogs, lang):
        if entry.plural != english.plural:
            bad.append(f"{key}: plural in {'English' if english.plural else lang} only")
        elif entry.plural and len(entry.forms) != entry.nplurals:
            bad.append(f"{key}: {len(entry.forms)} forms, Plural-Forms says {entry.nplurals}")
    return bad


def line_break_problems(catalogs: Catalogs, lang: str) -> list[str]:
    """Texts whose line breaks differ from English where either has one: the screens lay
    out multi-line texts (the About text, dialog bodies) line by line."""
    bad = []
    for key, english, entry in _pairs(catalogs, lang):
        want = english.forms[0].count("\n")
        for form in entry.forms:
            got = form.count("\n")
            if got != want:
                bad.append(f"{key}: {got} line breaks, English {want}")
                break
    return bad


def missing_rules(lang: str, rules_dir: Path | None = None) -> list[str]:
    """Rules texts English has and `lang` lacks (the viewer would show English)."""
    rules_dir = RULES_DIR if rules_dir is None else rules_dir
    games = sorted(path.name.split(".")[0] for path in rules_dir.glob("*.en.md"))
    return [
        f"{game}.{lang}.md" for game in games if not (rules_dir / f"{game}.{lang}.md").is_file()
    ]


# ----------------------------------------------------------------------------- keys by rule


def game_modules() -> list[ModuleType]:
    """Every module of game/, imported: a `Keys` table is made when its module loads."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    names = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return [importlib.import_module(name) for name in names]


def derived_keys(modules: Iterable[ModuleType] | None = None) -> dict[str, str]:
    """Each key made by rule -> where: the keys of every `Keys` that `modules` (game/'s by
    default) hold at their top level or in a class of theirs, directly or in a table or a
    tuple there."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from game.i18n import Keys

    found: dict[str, str] = {}

    def visit(value: Any, where: str, depth: int = 0) -> None:
        if isinstance(value, Keys):
            for key in value.values():
                found.setdefault(key, where)
        elif isinstance(value, dict | tuple | list) and depth < 3:
            for item in value.values() if isinstance(value, dict) else value:
                visit(item, where, depth + 1)

    for module in game_modules() if modules is None else modules:
        for name, value in vars(module).items():
            where = f"{module.__name__}.{name}"
            if isinstance(value, type) and value.__module__ == module.__name__:
                for attr, item in vars(value).items():
                    visit(item, f"{where}.{attr}")
            else:
                visit(value, where)
    return found


def missing_derived(catalogs: Catalogs, lang: str, derived: dict[str, str]) -> list[str]:
    """Keys made by rule (`derived_keys`) that `lang` lacks, or has only empty or fuzzy."""
    have = keys_of(catalogs, lang)
    return sorted(f"{key} ({where})" for key, where in derived.items() if key not in have)


CHECKS = {
    "missing or fuzzy": missing,
    "fields": field_problems,
    "plural forms": plural_problems,
    "line breaks": line_break_problems,
}


def strict_problems(
    catalogs: Catalogs,
    languages: tuple[str, ...] | None = None,
    derived: dict[str, str] | None = None,
) -> list[str]:
    """One line per check that fails for a language (STRICT by default), naming the first
    few keys; with `derived`, the keys made by rule are checked too."""
    lines = []
    checks = dict(CHECKS)
    if derived is not None:
        checks["keys made by rule missing"] = lambda cat, lang: missing_derived(cat, lang, derived)
    for lang in STRICT if languages is None else languages:
        for name, check in checks.items():
            found = check(catalogs, lang)
            if found:
                more = f" (+{len(found) - 5} more)" if len(found) > 5 else ""
                lines.append(f"  {lang} {name}: {'; '.join(found[:5])}{more}")
        rules = missing_rules(lang)
        if rules:
            lines.append(f"  {lang} rules texts missing: {', '.join(rules)}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--locale-dir", type=Path, default=LOCALE_DIR)
    parser.add_argument(
        "--strict", action="store_true", help="exit 1 when a STRICT language has a problem"
    )
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from game.i18n import LANGUAGES

    catalogs = read_catalogs(args.locale_dir)
    print(format_report(coverage(catalogs, LANGUAGES)))
    if not args.strict:
        return 0
    own = args.locale_dir.resolve() == LOCALE_DIR.resolve()
    problems = strict_problems(catalogs, derived=derived_keys() if own else None)
    if problems:
        print("i18n strict check failed (every language in STRICT must be complete):")
        print("\n".join(problems))
        return 1
    print(f"i18n strict check passed: {', '.join(STRICT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
