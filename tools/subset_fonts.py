"""Subset the shipped DejaVu fonts to the characters the game can show (for the web bundle).

    python tools/subset_fonts.py OUT_DIR     # writes the two subset faces into OUT_DIR

The two full faces are about three quarters of the browser bundle, yet the game shows a
few hundred of their six thousand glyphs. tools/build_web.py calls `subset_faces` on the
staged copy, so the repository keeps the full fonts (the desktop and any later text keep
working) and every build covers the text of that moment: the fixed blocks below (whole
scripts, so a translation in progress is covered before it lands) plus every character
found in the game's catalogs, rules texts and source (scanned at build time). Hinting and
the font's names (with its licence notice) are kept, so text renders as on the desktop.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "assets" / "fonts"
FACES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
#: Files whose text the game draws: catalogs, rules texts and the UI's own symbols.
TEXT_SUFFIXES = (".po", ".md", ".py", ".json", ".txt")

#: Whole blocks the eight languages (en de it nb uk ru ka hu), the cards and the UI need.
BLOCKS: tuple[tuple[int, int, str], ...] = (
    (0x0020, 0x007E, "Basic Latin"),
    (0x00A0, 0x00FF, "Latin-1: German, Italian, Norwegian (ß æ ø å), « » ½ ×"),
    (0x0100, 0x017F, "Latin Extended-A: Hungarian ő ű and the rest of Europe"),
    (0x02C6, 0x02DD, "spacing accents"),
    (0x0400, 0x04FF, "Cyrillic: Russian and Ukrainian (і ї є ґ)"),
    (0x10A0, 0x10FF, "Georgian (Mkhedruli)"),
    (0x2000, 0x206F, "General Punctuation: dashes, quotes, …, ‹ ›"),
    (0x20AC, 0x20AC, "euro sign"),
    (0x2116, 0x2116, "numero sign №"),
    (0x2190, 0x21FF, "Arrows"),
    (0x2212, 0x2212, "minus sign"),
    (0x25A0, 0x25FF, "Geometric Shapes: ▲ ▼ ● ○ ■ □"),
    (0x2605, 0x2606, "stars ★ ☆"),
    (0x2660, 0x2667, "card suits ♠ ♥ ♦ ♣ and their outlines"),
    (0x2713, 0x2718, "check marks ✓ ✗"),
)


def block_codepoints() -> set[int]:
    return {code for first, last, _ in BLOCKS for code in range(first, last + 1)}


def text_files(root: Path = ROOT) -> Iterator[Path]:
    """Every file under game/ whose characters may end up on screen."""
    for path in sorted((root / "game").rglob("*")):
        if path.is_file() and path.suffix in TEXT_SUFFIXES and "__pycache__" not in path.parts:
            yield path


def scanned_codepoints(paths: Iterable[Path]) -> set[int]:
    """The printable non-ASCII characters in `paths` (ASCII is in the blocks anyway)."""
    found: set[int] = set()
    for path in paths:
        found.update(ord(ch) for ch in path.read_text("utf-8") if ord(ch) > 0x7E)
    return found


def wanted_codepoints(root: Path = ROOT) -> set[int]:
    return block_codepoints() | scanned_codepoints(text_files(root))


def subset_face(source: Path, dest: Path, codepoints: set[int]) -> set[int]:
    """Write the subset of `source` to `dest`; returns the codepoints it maps (its cmap)."""
    from fontTools import subset
    from fontTools.ttLib import TTFont

    options = subset.Options()
    options.hinting = True  # keep the bytecode hints: the same pixels as the desktop
    options.name_IDs = ["*"]  # keep every name record, the copyright and licence included
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.glyph_names = False
    options.drop_tables = [*options.drop_tables, "FFTM"]  # a timestamp nothing reads
    font = TTFont(source)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(codepoints))
    subsetter.subset(font)
    dest.parent.mkdir(parents=True, exist_ok=True)
    font.save(dest)
    return set(font.getBestCmap())


def subset_faces(out_dir: Path, root: Path = ROOT) -> dict[str, int]:
    """Subset both faces into `out_dir` (which may be the staged fonts folder itself, since
    each face is read fully before it is written). Returns each face's size in bytes."""
    wanted = wanted_codepoints(root)
    sizes = {}
    for face in FACES:
        subset_face(root / "assets" / "fonts" / face, out_dir / face, wanted)
        sizes[face] = (out_dir / face).stat().st_size
    return sizes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    for face, size in subset_faces(args.out).items():
        print(f"{args.out / face}: {size / 1024:.0f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
