"""Long AI tournaments (make tournament): each game's module `bench/tournament_<id>.py`
has a `main()` that plays its tables and writes bench/results/<id>.json."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path


def main() -> int:
    folder = Path(__file__).resolve().parent
    names = sorted(
        m.name for m in pkgutil.iter_modules([str(folder)]) if m.name.startswith("tournament_")
    )
    only = set(sys.argv[1:])
    for name in names:
        if only and name.removeprefix("tournament_") not in only:
            continue
        print(f"== bench/{name}.py", flush=True)
        importlib.import_module(f"bench.{name}").main()
    return 0


if __name__ == "__main__":
    sys.exit(main())
