"""One compiled catalog per language in the web bundle instead of one per area.

The game reads every `*.mo` of a language and consults them in sorted order (the first that
knows a key wins: see `game.i18n._load`). Fourteen small files per language compress badly
one by one in the bundle's zip; a single file holding the same messages, with the same
precedence, is about a third smaller. The source tree keeps its per-area catalogs: this only
rewrites a staged copy (tools/build_web.py)."""

from __future__ import annotations

from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import read_mo, write_mo

MERGED = "catalog.mo"


def merged_catalog(files: list[Path]) -> Catalog:
    """The messages of `files` in one catalog; for a key in several, the first file's text."""
    merged: Catalog | None = None
    for path in files:
        with path.open("rb") as stream:
            catalog = read_mo(stream)
        if merged is None:
            merged = catalog
            continue
        for message in catalog:
            if message.id and message.id not in merged:
                merged[message.id] = message
    if merged is None:
        raise ValueError("no catalogs to merge")
    return merged


def merge_locale(locale_dir: Path) -> list[Path]:
    """Replace each language's `*.mo` files under `locale_dir` by one `catalog.mo`."""
    written = []
    for folder in sorted(locale_dir.glob("*/LC_MESSAGES")):
        files = sorted(folder.glob("*.mo"))
        if not files:
            continue
        catalog = merged_catalog(files)
        for path in files:
            path.unlink()
        target = folder / MERGED
        with target.open("wb") as stream:
            write_mo(stream, catalog)
        written.append(target)
    return written
