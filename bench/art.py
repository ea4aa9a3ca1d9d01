"""How long the card art takes to draw: each deck's every face at one width, from a cold
cache, then again from the cache (what a table pays per frame). Run with
`python -m bench art`; it prints figures and asserts nothing."""

from __future__ import annotations

import os
import time


def main() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui import art

    print(f"{'deck':<10} {'faces':>5} {'cold ms':>9} {'cached ms':>10}")
    for deck in art.deck_ids():
        faces = art.faces(deck)
        art._face.cache_clear()
        start = time.perf_counter()
        for face in faces:
            art.card_surface(deck, face, 123)
        cold = (time.perf_counter() - start) * 1000
        start = time.perf_counter()
        for face in faces:
            art.card_surface(deck, face, 123)
        cached = (time.perf_counter() - start) * 1000
        print(f"{deck:<10} {len(faces):>5} {cold:>9.1f} {cached:>10.3f}")


if __name__ == "__main__":
    main()
