"""The two statistics every bench and tournament reports, and the benches' clock."""

from __future__ import annotations

import math
import sys
import time

#: The benches' clock: process CPU time where other processes share the machine; wall time
#: under WebAssembly (Pyodide has one process and no CPU clock).
clock = time.perf_counter if sys.platform == "emscripten" else time.process_time


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (0..1) of `values`, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def wilson(points: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a share of `points` out of `n` (points may be
    fractional: a shared win counts 1/k)."""
    if n == 0:
        return 0.0, 1.0
    p = points / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)
