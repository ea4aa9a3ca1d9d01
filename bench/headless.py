"""The setting every UI bench runs in: no window, no sound device, a throwaway data folder
(so a bench never reads or writes the player's settings and statistics), and no first-time
tips (a bench drives its tables for other reasons, as the tests do)."""

from __future__ import annotations

import os
import sys
import tempfile


def headless_env() -> None:
    """Set before pygame or the app is imported. On WebAssembly (make bench-web) SDL has
    no dummy driver: the bench harness gives it a stand-in canvas instead."""
    if sys.platform != "emscripten":
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["CARD_ATLAS_DATA_DIR"] = tempfile.mkdtemp(prefix="card-atlas-bench-")
    from game.ui.table.guide import NO_TIPS_ENV

    os.environ[NO_TIPS_ENV] = "1"
