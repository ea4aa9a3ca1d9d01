import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("CARD_ATLAS_NO_TIPS", "1")
os.environ.setdefault(
    "CARD_ATLAS_CRASH", "raise"
)  # a scene's error fails the test (crash.py)  # the first-time tips stay away unless a test asks


@pytest.fixture(autouse=True, scope="session")
def private_store(tmp_path_factory):
    """The desktop store in a folder of the run's own: tests that play a match save it
    (and keep it in the history), and the player's real saves are never touched."""
    from game import storage

    os.environ.setdefault(storage.ENV_DATA_DIR, str(tmp_path_factory.mktemp("store")))
    storage.use_backend(None)


@pytest.fixture(autouse=True, scope="session")
def tables_loaded():
    """The tables' code loaded up front, as a second in the lobby leaves it: Play opens a
    table at once in every test, whatever ran first (test_ui_preload.py covers the wait)."""
    from game.ui import preload

    preload.finish()


@pytest.fixture(autouse=True)
def seeded_global_random(request):
    """The global `random` seeded from the test's name: a table that draws a match seed
    (a new match without --seed) draws the same one on every run, so no test passes or
    fails by the luck of a deal."""
    import random

    random.seed(request.node.nodeid)
    yield
