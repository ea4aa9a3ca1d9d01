"""The shipped fonts draw every script we show: pygame has no font fallback, so a glyph the
face lacks comes out as its missing-glyph box. A glyph is missing when it renders exactly
like a private-use codepoint (U+E000), which no font we ship defines."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "assets" / "fonts"
FACES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
SIZE = 24
NOT_A_GLYPH = "\ue000"

SAMPLES = {
    "latin, Hungarian": "Árvíztűrő tükörfúrógép ŐŰ őű",
    "latin, German/Norwegian/Italian": "Größe Ää Öö Üü ß Ææ Øø Åå àèéìòù",
    "cyrillic, Russian": "Съешь же ещё этих мягких французских булок ЁЁ",
    "cyrillic, Ukrainian": "Їжак ґедзь є і ї Ґ Є І Ї",
    "georgian": "ქართული ენა აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ",
    "card suits": "♠ ♥ ♦ ♣ ♤ ♡ ♢ ♧",
    "punctuation": "«» „“ — – … № ’",
}


@pytest.fixture(scope="module", autouse=True)
def fonts_ready():
    pygame.font.init()
    yield


@cache
def font(face: str) -> pygame.font.Font:
    return pygame.font.Font(str(FONTS / face), SIZE)


def picture(fnt: pygame.font.Font, char: str) -> tuple[tuple[int, int], bytes]:
    surface = fnt.render(char, False, (255, 255, 255), (0, 0, 0))
    return surface.get_size(), pygame.image.tobytes(surface, "RGB")


def missing_glyphs(fnt: pygame.font.Font, text: str) -> list[str]:
    box = picture(fnt, NOT_A_GLYPH)
    return sorted(
        {ch for ch in text if not ch.isspace() and picture(fnt, ch) == box},
        key=ord,
    )


def test_the_check_catches_boxes() -> None:
    """pygame's own default font lacks Georgian and the suits: the check must say so."""
    default = pygame.font.Font(None, SIZE)
    assert missing_glyphs(default, "აქ♠♥") == sorted("აქ♠♥", key=ord)
    assert missing_glyphs(default, "Ab") == []


@pytest.mark.parametrize("face", FACES)
@pytest.mark.parametrize("script", SAMPLES)
def test_script_renders_without_boxes(face: str, script: str) -> None:
    assert missing_glyphs(font(face), SAMPLES[script]) == []


@pytest.mark.parametrize("face", FACES)
def test_every_catalog_string_renders(face: str) -> None:
    """Any translation added later is checked against the font too."""
    sys.path.insert(0, str(ROOT / "tools"))
    import i18n_coverage

    catalogs = i18n_coverage.read_catalogs()
    text = "".join(
        form
        for areas in catalogs.values()
        for entries in areas.values()
        for entry in entries.values()
        for form in entry.forms
    )
    assert text, "no catalog strings found"
    assert missing_glyphs(font(face), text) == []


def test_fonts_ship_with_their_licence() -> None:
    assert (FONTS / "LICENSE-DejaVu.txt").stat().st_size > 1000
    readme = (FONTS / "README.md").read_text("utf-8")
    for face in FACES:
        assert (FONTS / face).is_file()
        assert face in readme


# ------------------------------------------------------------------ the subset the browser gets
# tools/build_web.py ships subset fonts (tools/subset_fonts.py): every string the game can
# show must still find its glyph there, in every catalog (all eight languages, also while
# they are being translated) and every rules text.

#: The letters each language needs beyond ASCII, and the symbols the cards and the UI draw.
ALPHABETS = {
    "de": "ÄÖÜäöüß„“",
    "it": "ÀÈÉÌÒÙàèéìòù",
    "nb": "ÆØÅæøå",
    "hu": "ÁÉÍÓÖŐÚÜŰáéíóöőúüű",
    "ru": "".join(chr(c) for c in range(0x0410, 0x0450)) + "Ёё",
    "uk": "ІіЇїЄєҐґ’",
    "ka": "".join(chr(c) for c in range(0x10D0, 0x10F1)),  # Mkhedruli, all 33 letters
    "cards and UI": "♠♥♦♣♤♡♢♧←↑→↓↗↺↻•…–—«»‹›№−×✓★",
}


def shipped_text_sources() -> list[Path]:
    """Every catalog and every rules text: what the game can put on screen."""
    catalogs = sorted((ROOT / "game" / "i18n" / "locale").glob("*/LC_MESSAGES/*.po"))
    rules = sorted((ROOT / "game" / "ui" / "rules").glob("*.md"))
    assert catalogs and rules
    return catalogs + rules


def file_text(path: Path) -> str:
    """A .po's msgids and msgstrs (all plural forms), or a rules text as it is."""
    if path.suffix != ".po":
        return path.read_text("utf-8")
    from babel.messages.pofile import read_po

    with path.open("rb") as handle:
        catalog = read_po(handle)
    parts: list[str] = []
    for message in catalog:
        for field in (message.id, message.string):
            parts.extend(field if isinstance(field, list | tuple) else [field or ""])
    return "\n".join(parts)


@pytest.fixture(scope="module")
def shipped_fonts(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The fonts folder exactly as the web build stages it."""
    sys.path.insert(0, str(ROOT / "tools"))
    pytest.importorskip("fontTools", reason="make test installs fonttools")
    import build_web

    app = build_web.stage(tmp_path_factory.mktemp("stage") / "card-atlas")
    return app / "assets" / "fonts"


@pytest.fixture(scope="module")
def shipped_cmaps(shipped_fonts: Path) -> dict[str, set[int]]:
    from fontTools.ttLib import TTFont

    return {face: set(TTFont(shipped_fonts / face).getBestCmap()) for face in FACES}


def uncovered(text: str, cmap: set[int]) -> list[str]:
    return sorted({ch for ch in text if ch.isprintable() and ord(ch) not in cmap}, key=ord)


@pytest.mark.parametrize("face", FACES)
def test_shipped_subset_has_every_character_of_every_catalog_and_rules_text(
    shipped_cmaps: dict[str, set[int]], face: str
) -> None:
    problems = [
        f"U+{ord(ch):04X} {ch!r} in {path.relative_to(ROOT)}"
        for path in shipped_text_sources()
        for ch in uncovered(file_text(path), shipped_cmaps[face])
    ]
    assert not problems, f"{face} (subset) lacks: " + "; ".join(problems)


@pytest.mark.parametrize("face", FACES)
@pytest.mark.parametrize("language", ALPHABETS)
def test_shipped_subset_covers_each_script_fully(
    shipped_cmaps: dict[str, set[int]], face: str, language: str
) -> None:
    """Translations arrive later: the whole alphabet must be there already."""
    assert uncovered(ALPHABETS[language], shipped_cmaps[face]) == []


@pytest.mark.parametrize("face", FACES)
def test_shipped_subset_keeps_every_glyph_of_the_wanted_blocks(
    shipped_cmaps: dict[str, set[int]], face: str
) -> None:
    """Whatever the full face has in the subset's blocks survives (Latin, Cyrillic, Georgian,
    arrows, suits...), so a new string in these scripts cannot hit a hole."""
    import subset_fonts
    from fontTools.ttLib import TTFont

    full = set(TTFont(FONTS / face).getBestCmap())
    assert not sorted((full & subset_fonts.block_codepoints()) - shipped_cmaps[face])


def test_the_coverage_check_catches_a_missing_character(
    shipped_cmaps: dict[str, set[int]],
) -> None:
    """Chinese is in no catalog and in no block: the check must name it."""
    assert uncovered("Gnav 中", shipped_cmaps[FACES[0]]) == ["中"]


@pytest.mark.parametrize("face", FACES)
def test_every_shipped_string_renders_without_boxes_in_the_subset(
    shipped_fonts: Path, face: str
) -> None:
    """The same strings drawn with pygame from the subset file: no missing-glyph box."""
    text = "".join(file_text(path) for path in shipped_text_sources())
    subset = pygame.font.Font(str(shipped_fonts / face), SIZE)
    assert missing_glyphs(subset, "".join(set(text))) == []


def test_fit_lines_spills_a_line_only_when_the_text_needs_it() -> None:
    from game.ui import fonts, theme

    pygame.init()
    text = "Round 1: minus points (the match ends at 40)"
    roomy = fonts.fit_lines(text, 28, 600, 2, True, spill=1)
    assert roomy == fonts.fit_lines(text, 28, 600, 2, True)  # two lines do: no spill
    assert len(fonts.fit_lines(text, 28, 240, 2, True)[1]) > 2  # even at the least size
    size, lines = fonts.fit_lines(text, 28, 240, 2, True, spill=1)
    assert size >= theme.MIN_TEXT and len(lines) == 3
    assert all(fonts.width(line, size, True) <= 240 for line in lines)
