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
