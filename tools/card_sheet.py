"""Render contact sheets of every card at the sizes the tables use, to look at.

    .venv/bin/python tools/card_sheet.py OUT_DIR [--four-colour] [--lang ru]

Writes <deck>_60.png, <deck>_120.png (faces plus the back, on the deck's felt), fan.png (a
hand of French cards overlapping so that only the left ~40 px of each shows, at 110 px and
at 60 px scaled by 0.75 as on a 960x540 embed) and zoom.png (a few cards at 200 px).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game.ui.art import (  # noqa: E402
    back_surface,
    card_size,
    card_surface,
    deck_ids,
    decks,
    faces,
    shadow_origin,
    shadow_surface,
)
from game.ui.art.palette import mix  # noqa: E402

GAP = 10


def felt(deck: str) -> tuple[int, int, int]:
    return mix(decks.get(deck).colour, (0, 0, 0), 0.45)


def put(sheet: pygame.Surface, card: pygame.Surface, x: int, y: int, width: int) -> None:
    dx, dy = shadow_origin(width)
    sheet.blit(shadow_surface(width), (x + dx, y + dy))
    sheet.blit(card, (x, y))


def deck_sheet(deck: str, width: int, four: bool, lang: str) -> pygame.Surface:
    w, h = card_size(width)
    cards = [card_surface(deck, f, width, four_colour=four, lang=lang) for f in faces(deck)]
    cards.append(back_surface(deck, width))
    per_row = 8 if len(cards) % 8 == 1 else 11  # a suited pack: a suit a row, the back last
    rows = (len(cards) + per_row - 1) // per_row
    sheet = pygame.Surface((per_row * (w + GAP) + GAP, rows * (h + GAP) + GAP))
    sheet.fill(felt(deck))
    for i, card in enumerate(cards):
        put(sheet, card, GAP + (i % per_row) * (w + GAP), GAP + (i // per_row) * (h + GAP), width)
    return sheet


def fan_sheet(four: bool, lang: str) -> pygame.Surface:
    hand = ["7C", "10C", "JS", "QS", "AS", "8H", "10H", "KH", "9D", "QD", "AD"]
    big = _fan(hand, 110, 40, four, lang)
    small = _fan(hand, 60, 22, four, lang)
    small = pygame.transform.smoothscale_by(small, 0.75)
    sheet = pygame.Surface(
        (big.get_width() + 2 * GAP, big.get_height() + small.get_height() + 3 * GAP)
    )
    sheet.fill(felt("french32"))
    sheet.blit(big, (GAP, GAP))
    sheet.blit(small, (GAP, big.get_height() + 2 * GAP))
    return sheet


def _fan(hand: list[str], width: int, step: int, four: bool, lang: str) -> pygame.Surface:
    w, h = card_size(width)
    surf = pygame.Surface((step * (len(hand) - 1) + w + 2 * GAP, h + 2 * GAP))
    surf.fill(felt("french32"))
    for i, face in enumerate(hand):
        put(
            surf,
            card_surface("french32", face, width, four_colour=four, lang=lang),
            GAP + i * step,
            GAP,
            width,
        )
    return surf


def zoom_faces(deck_id: str) -> list[str]:
    """Two faces of a deck worth seeing big: its first two picture cards, or its first and
    last faces (a deck registers itself, so no deck is named here)."""
    deck = decks.get(deck_id)
    pictures = [f for f in deck.faces if f in deck.pictures]
    return pictures[:2] if len(pictures) >= 2 else [deck.faces[0], deck.faces[-1]]


def zoom_sheet(four: bool, lang: str) -> pygame.Surface:
    picks = [(deck, face) for deck in deck_ids() for face in zoom_faces(deck)]
    w, h = card_size(200)
    sheet = pygame.Surface((len(picks) * (w + GAP) + GAP, h + 2 * GAP))
    sheet.fill((40, 48, 44))
    for i, (deck, face) in enumerate(picks):
        put(
            sheet,
            card_surface(deck, face, 200, four_colour=four, lang=lang),
            GAP + i * (w + GAP),
            GAP,
            200,
        )
    return sheet


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--four-colour", action="store_true")
    parser.add_argument("--lang", default="en")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    for deck in deck_ids():
        for width in (60, 120):
            start = time.perf_counter()
            sheet = deck_sheet(deck, width, args.four_colour, args.lang)
            ms = (time.perf_counter() - start) * 1000
            pygame.image.save(sheet, str(args.out / f"{deck}_{width}.png"))
            print(f"{deck} at {width} px: {len(faces(deck))} faces + back in {ms:.0f} ms")
    pygame.image.save(fan_sheet(args.four_colour, args.lang), str(args.out / "fan.png"))
    pygame.image.save(zoom_sheet(args.four_colour, args.lang), str(args.out / "zoom.png"))


if __name__ == "__main__":
    main()
