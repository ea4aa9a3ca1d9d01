"""Cheap card blits (game/ui/fastblit.py) and opaque text lines (fonts.render with a
background): the same picture as the plain alpha blits they replace."""

from __future__ import annotations

import random

import pygame
from test_ui_support import app_fixture, data_dir_fixture  # noqa: F401

from game.ui import art, fastblit, fonts, theme


def busy_background(size) -> pygame.Surface:
    rng = random.Random(3)
    surface = pygame.Surface(size).convert()
    for _ in range(200):
        colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        rect = (rng.randrange(size[0]), rng.randrange(size[1]), 30, 30)
        surface.fill(colour, rect)
    return surface


def diff(a: pygame.Surface, b: pygame.Surface) -> int:
    pa, pb = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
    return max(abs(x - y) for x, y in zip(pa, pb, strict=True))


def test_a_card_blits_in_pieces_with_the_same_pixels(app) -> None:  # noqa: F811
    face = art.card_surface("french32", "QH", 100)
    pieces = fastblit.pieces(face)
    assert len(pieces) == 3  # alpha corners above and below, the opaque middle between
    assert not pieces[1][0].get_flags() & pygame.SRCALPHA
    plain, fast = busy_background((160, 200)), busy_background((160, 200))
    plain.blit(face, (17, 23))
    fastblit.blit(fast, face, (17, 23))
    assert diff(plain, fast) == 0


def test_small_or_opaque_images_blit_whole(app) -> None:  # noqa: F811
    small = pygame.Surface((20, 20), pygame.SRCALPHA)
    opaque = pygame.Surface((200, 100)).convert()
    assert fastblit.pieces(small) == ((small, 0),)
    assert fastblit.pieces(opaque) == ((opaque, 0),)


def test_the_shadow_strips_look_like_the_whole_shadow(app) -> None:  # noqa: F811
    face = art.card_surface("mada", "7", 100)
    shadow = pygame.Surface(face.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 70), shadow.get_rect(), border_radius=6)
    card = face.get_rect(topleft=(20, 20))
    whole, strips = busy_background((170, 210)), busy_background((170, 210))
    whole.blit(shadow, card.move(3, 5))
    whole.blit(face, card)
    fastblit.shadow_strips(strips, shadow, card, (3, 5), 6)
    strips.blit(face, card)
    assert diff(whole, strips) <= 12  # only where a corner's anti-aliasing lets it through


def test_text_on_its_background_is_opaque_and_looks_the_same(app) -> None:  # noqa: F811
    line = "Mialy plays the Lemur."
    opaque = fonts.render(line, theme.BODY_TEXT, theme.INK, False, theme.STOCK)
    blended = fonts.render(line, theme.BODY_TEXT, theme.INK)
    assert not opaque.get_flags() & pygame.SRCALPHA
    a = pygame.Surface(opaque.get_size()).convert()
    a.fill(theme.STOCK)
    b = a.copy()
    a.blit(opaque, (0, 0))
    b.blit(blended, (0, 0))
    assert diff(a, b) <= 3
