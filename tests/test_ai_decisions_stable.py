"""Every opponent decides as it did before the search kernel (issue 31): whole matches on
fixed seeds, every decision (action, reason and its parameters) and result hashed
(bench/decision_hashes.py). A hash that changes means a level now plays differently:
re-run its tournament, then record the new hash with the reason in the commit."""

from __future__ import annotations

import pytest

from bench.decision_hashes import GAMES, game_hash

#: The hashes of the code before the kernel (ff6adc3, with this bench), seeds 1 and 2.
EXPECTED = {
    "kadabra": "0c7ededb54d0258f858916634a84b5b732bc912db3d29953eb28c5cdc66c4135",
    "mada": "a23fe50ab2ea4593ff51c1f43e4a3125123b23d417e725fc8080e11e9497ca76",
    "maumau": "f32ca0455ecd32b59c01cee6c72d3bf0c412b5a4cf5c94e2e3e60bb0deddd522",
    "gnav": "bb15014d09330875a1e5a15a678d8e6f34c6776900691a7439053d981190e034",
    "cuccu": "438da96ea8cdba34c5820a38541eb2a0c9ca6d97b70da8bac4cf3d15a31048cd",
}


@pytest.mark.parametrize("game", GAMES)
def test_whole_matches_decide_as_before(game: str) -> None:
    assert game_hash(game) == EXPECTED[game]
