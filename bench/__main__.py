"""Run every benchmark module in bench/ that has a `main()`, one after another."""

from __future__ import annotations

import importlib
import pkgutil
import sys
import time
from pathlib import Path

SKIP = {
    "__main__",
    "tournament",
    "soak",
    "monkey",
    "hard_cuckoo",
    "fuzz_runner",
    "fuzz_storage",
    "frame_profile",
    "hard_oracle",
    "screen_maumau",
}
# (hours, or minutes per run; frame_profile is a diagnosis; hard_oracle and screen_maumau
# take their game and counts from the command line)


def main() -> int:
    folder = Path(__file__).resolve().parent
    sys.path.insert(0, str(folder.parent))
    names = sorted(
        m.name
        for m in pkgutil.iter_modules([str(folder)])
        if m.name not in SKIP and not m.name.startswith("tournament_")  # make tournament's
    )
    only = set(sys.argv[1:])
    for name in names:
        if only and name not in only:
            continue
        module = importlib.import_module(f"bench.{name}")
        if not hasattr(module, "main"):
            continue
        started = time.perf_counter()
        print(f"== bench/{name}.py", flush=True)
        module.main()
        print(f"   ({time.perf_counter() - started:.1f} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
