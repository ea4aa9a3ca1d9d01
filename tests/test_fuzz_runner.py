"""A short slice of the runner fuzzer (bench/fuzz_runner.py; the long run is in `make soak`):
mutated scenario files and generated starting states end in exit status 0, 1 or 2 with
exactly one stderr line on failure, and every accepted set-up keeps the invariants."""

from __future__ import annotations

import json

from bench import fuzz_runner

SLICE = 600


def test_a_slice_of_the_runner_fuzzer_breaks_nothing(tmp_path):
    tally = fuzz_runner.fuzz(SLICE, seed=7, out_dir=tmp_path)
    assert tally.failures == []
    assert (tally.crashes, tally.bad_lines, tally.invariant_breaks) == (0, 0, 0)
    assert tally.inputs == SLICE
    assert all(tally.status[s] > 0 for s in (0, 1, 2)), tally.status


def test_the_fuzzer_notices_a_runner_that_breaks(tmp_path, monkeypatch):
    """The fuzzer's own check: a traceback out of main, or two lines, is counted."""
    from game.engine import scenario

    def noisy(argv):
        print("error: one\nerror: two", file=__import__("sys").stderr)
        return 2

    monkeypatch.setattr(scenario, "main", noisy)
    tally = fuzz_runner.Tally()
    fuzz_runner.run_one(json.dumps({"game": "gnav"}), tmp_path / "in.json", tally, tmp_path)
    assert tally.bad_lines == 1 and len(tally.failures) == 1

    def crashing(argv):
        raise KeyError("boom")

    monkeypatch.setattr(scenario, "main", crashing)
    fuzz_runner.run_one(json.dumps({"game": "gnav"}), tmp_path / "in.json", tally, tmp_path)
    assert tally.crashes == 1
