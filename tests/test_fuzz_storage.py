"""A short slice of the storage fuzzer (bench/fuzz_storage.py; the long run is in
`make soak`): Hypothesis JSON at every document and key, then the app starts, opens every
statistics page and resumes every game without an exception, and loses nothing valid."""

from __future__ import annotations

import json

import pytest

from bench import fuzz_storage
from game import storage


@pytest.fixture(autouse=True)
def own_backend():
    yield
    storage.use_backend(None)
    storage.reset_save_problem()
    storage._latest.clear()


def test_a_slice_of_the_storage_fuzzer_breaks_nothing():
    counts = fuzz_storage.Counts()
    fuzz_storage.run(4, counts, seed=29)
    assert counts.stores == 4 and counts.documents > 20 and counts.lost == []


def test_a_valid_store_is_read_back_whole_by_the_app(tmp_path):
    texts = {name: json.dumps(doc) for name, doc in fuzz_storage.VALID.items()}
    done = dict.fromkeys(texts, "keep")
    for browser in (False, True):
        counts = fuzz_storage.Counts()
        fuzz_storage.check(texts, done, browser, counts)
        assert counts.documents == len(texts) and counts.damaged == 0


def test_the_fuzzer_notices_a_lost_value(monkeypatch):
    """Its own check: a store that drops a valid value is a failure."""
    texts = {name: json.dumps(doc) for name, doc in fuzz_storage.VALID.items()}
    done = dict.fromkeys(texts, "keep")
    monkeypatch.setattr(storage, "load_stats", lambda game: {"played": 0, "won": 0})
    with pytest.raises(AssertionError, match="stats.gnav was valid"):
        fuzz_storage.check(texts, done, True, fuzz_storage.Counts())
