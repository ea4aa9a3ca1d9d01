"""Every opponent decides as it did before the search kernel (issue 31): whole matches on
fixed seeds, every decision and result hashed (bench/decision_hashes.py). A hash that
changes means a level now plays differently: re-run its tournament, then record the new
hash with the reason in the commit."""

from __future__ import annotations

import pytest

from bench.decision_hashes import GAMES, game_hash

#: The hashes of the code before the kernel (ff6adc3), seeds 1 and 2.
EXPECTED = {
    "kadabra": "f7a35a4e37fe47e28a6a6f89d9e1968e3f303dfc1f8819d46f6393917c469b08",
    "mada": "25ce43c736fdee622e4c2df344ebcffe4ac6ef5c238fc3015b634c8dcf9bf33a",
    "maumau": "190b6930e58f43285f0f056ba92515ea59064645b8f28fcb07cabd21ba4eaf9a",
    "gnav": "1e26a17d2a8a7703489914e9503b6df74bd0372cb9a72195386851b921b4176c",
    "cuccu": "338a5864f9480503b537e72ccc06edde5d994ea09e50d0ee58ab268b63b09390",
}


@pytest.mark.parametrize("game", GAMES)
def test_whole_matches_decide_as_before(game: str) -> None:
    assert game_hash(game) == EXPECTED[game]
