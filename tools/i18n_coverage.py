"""How much of the English catalogs each language translates, per area and in total.

    python tools/i18n_coverage.py [--locale-dir DIR]

English is the reference: its keys are the set every language should have. A key counts as
translated when every form of its msgstr is non-empty and the entry is not fuzzy. Languages
below 100% fall back to English key by key at run time (game/i18n). Keys a language has but
English does not are listed as stale. `make test` prints this report after the suite.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE_DIR = ROOT / "game" / "i18n" / "locale"
REFERENCE = "en"


@dataclass(frozen=True)
class Entry:
    """One message of one catalog, as the checks need it."""

    key: str
    forms: tuple[str, ...]
    plural: bool
    fuzzy: bool

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
            entries[key] = Entry(key, tuple(s or "" for s in strings), plural, message.fuzzy)
        out.setdefault(lang, {})[po.stem] = entries
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--locale-dir", type=Path, default=LOCALE_DIR)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from game.i18n import LANGUAGES

    print(format_report(coverage(read_catalogs(args.locale_dir), LANGUAGES)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
