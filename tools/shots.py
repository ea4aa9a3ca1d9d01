"""Screenshots of the game tables at the moments worth checking, headless, for review.

    .venv/bin/python tools/shots.py OUT_DIR [--games all|none|ID,ID] [--players N ...]
        [--sizes 1280x720 960x540] [--lang ru] [--moments deal catch]
        [--screens all|lobby,settings,rules,about,stats] [--profile compact|full]

Every game with a table (`--games all`, the default) is driven by its real table, clicks
where a player would click, to the moments its staging names (tools/stages/, found through
its registry entry in game/ui/games.py), or, for a game without one, to the start of a new
match (seed 1). PNGs go to OUT_DIR (keep it outside the repository), named
<game>_<moment>_<n>p_<WxH>[_<lang>].png. `--screens` adds the app's own screens as they
open (<screen>_<WxH>[_<lang>].png, shot first, before any match is played). The profile
follows the window as in the app (a window under 460 px tall, e.g. `--sizes 844x390`, a
phone held sideways, is compact); `--profile` forces it (CARD_ATLAS_PROFILE), e.g.
`--profile compact --sizes 1280x720` for the canvas itself.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tools import table_stage  # noqa: E402

if __name__ == "__main__":
    table_stage.main(sys.argv[1:], __doc__)
