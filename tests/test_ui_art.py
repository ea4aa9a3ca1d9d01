"""Card art: every face renders with the right size and corners, faces are told apart,
the four-colour option recolours exactly diamonds and clubs, and surfaces are cached."""

import itertools

import pygame
import pytest

from game.ui import art
from game.ui.art import (
    back_surface,
    card_name,
    card_size,
    card_surface,
    shadow_origin,
    shadow_surface,
)
from game.ui.art.cuckoo import MARK_INK
from game.ui.art.decks import is_picture
from game.ui.art.palette import BLUE, GREEN, INK, RED

WIDTHS = (60, 110, 200)
#: The built-in decks (a test's deck, such as the toy game's, may be registered too).
DECKS = ("gnav", "cuccu", "french32", "mada", "kadabra")
FACES = {deck: art.faces(deck) for deck in DECKS}


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.init()
    yield


def _thumb(surface: pygame.Surface, rect: pygame.Rect | None = None, size=(16, 22)) -> bytes:
    part = surface.subsurface(rect) if rect else surface
    return pygame.image.tobytes(pygame.transform.smoothscale(part, size), "RGB")


def _distance(a: bytes, b: bytes) -> float:
    """Mean absolute difference per channel (0..255) between two thumbnails."""
    return sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a)


def _brightness(surface: pygame.Surface, rect: pygame.Rect | None = None) -> list[int]:
    raw = pygame.image.tobytes((surface.subsurface(rect) if rect else surface).copy(), "RGB")
    return [raw[i] + raw[i + 1] + raw[i + 2] for i in range(0, len(raw), 3)]


def _changed_share(a: list[int], b: list[int]) -> float:
    """The share of pixels whose brightness differs clearly (ink against stock)."""
    return sum(1 for x, y in zip(a, b, strict=True) if abs(x - y) > 90) / len(a)


def test_decks_have_the_engines_faces():
    assert art.deck_ids()[: len(DECKS)] == DECKS
    assert len(FACES["gnav"]) == 21 and len(FACES["cuccu"]) == 20 and len(FACES["french32"]) == 32
    assert FACES["gnav"][:4] == ("narr", "ugle", "potte", "0") and FACES["gnav"][-1] == "gjok"
    assert FACES["cuccu"][:4] == ("leone", "mascherone", "secchia", "nulla")
    assert FACES["cuccu"][-2:] == ("cucco", "matto")
    assert {"7C", "10H", "JS", "AD"} <= set(FACES["french32"])


def test_card_size_is_63_by_88():
    assert card_size(63) == (63, 88)
    assert card_size(126) == (126, 176)
    w, h = card_size(110)
    assert abs(h / w - 88 / 63) < 0.01


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("deck", DECKS)
def test_every_face_renders_with_size_and_transparent_corners(deck, width):
    faces = [card_surface(deck, face, width) for face in FACES[deck]]
    for surface in [*faces, back_surface(deck, width)]:
        w, h = card_size(width)
        assert surface.get_size() == (w, h)
        assert surface.get_flags() & pygame.SRCALPHA
        for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            assert surface.get_at(corner).a == 0, corner
        assert surface.get_at((w // 2, h // 2)).a == 255
        assert surface.get_at((w // 2, 0)).a == 255  # the edge itself is opaque


@pytest.mark.parametrize("width", WIDTHS)
def test_faces_have_a_darker_edge_than_the_stock(width):
    surface = card_surface("gnav", "V", width)
    w, h = surface.get_size()
    edge, inside = surface.get_at((w // 2, 0)), surface.get_at((w // 2, 3))
    assert sum(edge[:3]) < sum(inside[:3]) - 60


@pytest.mark.parametrize("width", [60, 110])
@pytest.mark.parametrize("deck", DECKS)
def test_no_two_faces_of_a_deck_look_alike(deck, width):
    """Any two faces differ in at least 0.4% of their pixels (a suit pip or more)."""
    pixels = {face: _brightness(card_surface(deck, face, width)) for face in FACES[deck]}
    for (fa, a), (fb, b) in itertools.combinations(pixels.items(), 2):
        assert _changed_share(a, b) > 0.004, (fa, fb)


@pytest.mark.parametrize("deck", ["gnav", "cuccu"])
def test_picture_emblems_differ_even_without_their_names(deck):
    """Only the picture area (above the ribbon, below the value mark) is compared."""
    w, h = card_size(110)
    area = pygame.Rect(round(0.12 * w), round(0.2 * h), round(0.76 * w), round(0.55 * h))
    pictures = [f for f in FACES[deck] if is_picture(deck, f)]
    thumbs = {f: _thumb(card_surface(deck, f, 110), area, (20, 20)) for f in pictures}
    for (fa, a), (fb, b) in itertools.combinations(thumbs.items(), 2):
        assert _distance(a, b) > 8.0, (fa, fb)


@pytest.mark.parametrize("width", [60, 110])
def test_french_index_corner_alone_tells_every_card_apart(width):
    """What a fan leaves visible of the index corner identifies rank and suit."""
    w, h = card_size(width)
    corner = pygame.Rect(0, 0, round(0.27 * w), round(0.34 * h))
    pixels = {f: _brightness(card_surface("french32", f, width), corner) for f in FACES["french32"]}
    for (fa, a), (fb, b) in itertools.combinations(pixels.items(), 2):
        assert _changed_share(a, b) > 0.015, (fa, fb)


def _ace_centre(face: str, four: bool) -> tuple[int, int, int]:
    surface = card_surface("french32", face, 200, four_colour=four)
    w, h = surface.get_size()
    return tuple(surface.get_at((w // 2, h // 2 + 6)))[:3]


def test_suit_inks_two_and_four_colours():
    assert _ace_centre("AS", False) == INK and _ace_centre("AS", True) == INK
    assert _ace_centre("AH", False) == RED and _ace_centre("AH", True) == RED
    assert _ace_centre("AD", False) == RED and _ace_centre("AD", True) == BLUE
    assert _ace_centre("AC", False) == INK and _ace_centre("AC", True) == GREEN


def test_four_colour_changes_diamonds_and_clubs_only():
    for face in FACES["french32"]:
        two = pygame.image.tobytes(card_surface("french32", face, 110), "RGBA")
        four = pygame.image.tobytes(card_surface("french32", face, 110, four_colour=True), "RGBA")
        assert (two != four) == (face[-1] in "DC"), face


def test_caching_returns_the_same_surface():
    assert card_surface("gnav", "gjok", 110) is card_surface("gnav", "gjok", 110)
    assert card_surface("french32", "QS", 96, four_colour=True) is card_surface(
        "french32", "QS", 96, four_colour=True
    )
    # Arguments that cannot change a card share its surface.
    assert card_surface("cuccu", "cucco", 80, four_colour=True, lang="ru") is card_surface(
        "cuccu", "cucco", 80
    )
    assert card_surface("french32", "7H", 80, lang="it") is card_surface("french32", "7H", 80)
    assert back_surface("cuccu", 70) is back_surface("cuccu", 70)
    assert shadow_surface(110) is shadow_surface(110)


def test_court_letters_follow_the_language():
    en, ru = card_surface("french32", "QS", 110), card_surface("french32", "QS", 110, lang="ru")
    assert pygame.image.tobytes(en, "RGBA") != pygame.image.tobytes(ru, "RGBA")
    seven_en = card_surface("french32", "7S", 110)
    seven_ru = card_surface("french32", "7S", 110, lang="ru")
    assert pygame.image.tobytes(seven_en, "RGBA") == pygame.image.tobytes(seven_ru, "RGBA")


def test_backs_are_in_the_table_colours_and_differ():
    thumbs = {}
    for deck in DECKS:
        back = back_surface(deck, 110)
        w, h = back.get_size()
        r, g, b, _ = pygame.transform.average_color(back, pygame.Rect(10, 10, w - 20, h - 20))
        target = art.decks.get(deck).colour
        assert max(abs(r - target[0]), abs(g - target[1]), abs(b - target[2])) < 45, deck
        thumbs[deck] = _thumb(back)
    for a, b in itertools.combinations(thumbs.values(), 2):
        assert _distance(a, b) > 10


def test_shadow_is_soft_and_offset_down_right():
    width = 110
    shadow = shadow_surface(width)
    w, h = card_size(width)
    assert shadow.get_width() > w and shadow.get_height() > h
    dx, dy = shadow_origin(width)
    sx, sy = shadow.get_size()
    # The shadow's centre lies down and right of the card's centre.
    assert dx + sx / 2 > w / 2 and dy + sy / 2 > h / 2
    centre = shadow.get_at((sx // 2, sy // 2)).a
    assert 40 < centre < 255
    assert shadow.get_at((0, 0)).a < centre // 4


def test_card_names_are_native():
    assert card_name("gnav", "gjok", "en") == "Gjøk"
    assert card_name("gnav", "gjok", "ru") == "Gjøk"
    assert card_name("cuccu", "cucco", "hu") == "Cucco"
    assert card_name("gnav", "0") == "0" and card_name("cuccu", "VII") == "VII"
    assert card_name("french32", "10H") == "10♥"
    assert card_name("french32", "QS", "ru") == "Д♠"


def test_unknown_deck_or_face_is_refused():
    with pytest.raises(ValueError, match="unknown face"):
        card_surface("gnav", "XIII", 110)
    with pytest.raises(ValueError, match="unknown deck"):
        card_surface("tarot", "I", 110)
    with pytest.raises(ValueError, match="unknown deck"):
        back_surface("tarot", 110)


@pytest.mark.parametrize("deck", DECKS)
def test_a_whole_deck_draws_once_and_then_comes_from_the_cache(deck):
    """Every face draws at an odd width, and asking again draws nothing (the cache is what
    keeps a table's frames cheap; how long drawing takes is bench/art.py's figure)."""
    art._face.cache_clear()
    first = {face: card_surface(deck, face, 123) for face in FACES[deck]}
    assert {s.get_size() for s in first.values()} == {art.card_size(123)}
    drawn = _misses()
    again = {face: card_surface(deck, face, 123) for face in FACES[deck]}
    assert all(again[face] is first[face] for face in first)
    assert _misses() == drawn


def _misses() -> int:
    return art._face.cache_info().misses


def test_faces_are_the_engines_faces():
    from game.engine import cuccu, gnav, kadabra, mada_deck, maumau

    assert FACES["mada"] == mada_deck.FACES
    assert FACES["gnav"] == tuple(gnav.FACES)
    assert FACES["cuccu"] == tuple(cuccu.FACES)
    assert set(FACES["french32"]) == set(maumau.CANONICAL)
    assert set(FACES["kadabra"]) == set(kadabra.FACE.values()) and len(FACES["kadabra"]) == 19


@pytest.mark.parametrize("width", (60, 120, 200))
def test_every_kadabra_face_renders_and_names_its_value(width):
    for face in FACES["kadabra"]:
        surface = card_surface("kadabra", face, width)
        assert surface.get_size() == card_size(width)
    assert card_name("kadabra", "6R") == "6" and card_name("kadabra", "2/3") == "2/3"
    assert card_name("kadabra", "L") == "Lama" and is_picture("kadabra", "L")


def test_kadabra_symbols_change_only_the_foot_of_the_card():
    """A rectangle or star card is its plain number plus the roundel below the panel."""
    w, h = card_size(110)
    panel = pygame.Rect(round(0.2 * w), round(0.2 * h), round(0.6 * w), round(0.5 * h))
    foot = pygame.Rect(round(0.35 * w), round(0.76 * h), round(0.3 * w), round(0.17 * h))
    plain, star = card_surface("kadabra", "4", 110), card_surface("kadabra", "4S", 110)
    assert _brightness(plain, panel) == _brightness(star, panel)
    assert _changed_share(_brightness(plain, foot), _brightness(star, foot)) > 0.05


def _luminance(c: tuple[int, int, int]) -> float:
    def lin(v: int) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(v) for v in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a, b) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_printed_text_has_enough_contrast():
    """STYLE.md asks 4.5:1: the ribbon's name and Cuccù's red value marks, measured on the
    rendered cards (band colour and arch colour next to the text)."""
    surface = card_surface("gnav", "gjok", 200)
    w, h = surface.get_size()
    band = surface.get_at((round(0.12 * w), round((112 + 8) / 139.7 * h)))
    assert _contrast(INK, band) >= 4.5
    leone = card_surface("cuccu", "leone", 200)
    arch = leone.get_at((round(0.38 * w), round(0.09 * h)))
    assert arch[:3] != (244, 238, 220)  # on the tinted arch, not the bare stock
    assert _contrast(MARK_INK, arch) >= 4.5


def test_art_survives_pygame_quit_and_init():
    """Tests and the app may quit and re-init pygame; cached fonts must not go stale."""
    card_surface("french32", "9S", 77)
    pygame.quit()
    pygame.init()
    surface = card_surface("french32", "9H", 77)
    assert surface.get_size() == card_size(77)


def test_a_float_width_is_the_same_card():
    assert card_surface("gnav", "hus", 96.0) is card_surface("gnav", "hus", 96)
    assert back_surface("gnav", 96.4) is back_surface("gnav", 96)
    assert shadow_surface(96.0).get_size() == shadow_surface(96).get_size()


def test_prerender_fills_the_cache_one_card_per_step():
    art._face.cache_clear()
    steps = list(art.prerender("cuccu", [70, 90]))
    assert len(steps) == 2 * (len(FACES["cuccu"]) + 1)
    before = art._face.cache_info()
    card_surface("cuccu", "bragon", 90)
    after = art._face.cache_info()
    assert after.hits == before.hits + 1 and after.misses == before.misses


@pytest.mark.parametrize("width", [60, 120, 200])
def test_every_mada_face_renders_at_the_table_sizes(width):
    for face in FACES["mada"]:
        surface = card_surface("mada", face, width)
        assert surface.get_size() == card_size(width)
        assert surface.get_at((0, 0)).a < 128 and surface.get_at((width // 2, 5)).a == 255
    assert card_name("mada", "DL") == "Double Lemur" and card_name("mada", "13") == "13"
    assert is_picture("mada", "S") and not is_picture("mada", "7")


def test_warm_up_draws_the_faces_a_table_will_show_one_at_a_time():
    """Idle frames draw ahead the faces of a deck at a size already asked for, one per
    call, so a face first shown mid-animation is already in the cache."""
    art._asked.clear()
    art._face.cache_clear()
    assert art.warm_up() is False  # nothing asked for yet: nothing to draw
    card_surface("mada", "7", 88)
    drawn = 0
    while art.warm_up():
        drawn += 1
    assert drawn == len(FACES["mada"]) - 1
    before = art._face.cache_info()
    for face in FACES["mada"]:
        card_surface("mada", face, 88)
    assert art._face.cache_info().misses == before.misses  # every face was ready
