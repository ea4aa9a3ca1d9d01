"""Long AI tournaments (make tournament): for every registered game that has a module
`bench/tournament_<id>.py`, its `main()` plays its tables and writes
bench/results/<id>.json. Command line: game ids to run only those (default: all)."""

from __future__ import annotations

import importlib.util
import sys

from game.engine.registry import game_ids


def main() -> int:
    only = {arg for arg in sys.argv[1:] if not arg.isdigit() and not arg.startswith("-")}
    for game in game_ids():
        name = f"bench.tournament_{game}"
        if (only and game not in only) or importlib.util.find_spec(name) is None:
            continue
        print(f"== bench/tournament_{game}.py", flush=True)
        importlib.import_module(name).main()
    return 0


if __name__ == "__main__":
    sys.exit(main())
