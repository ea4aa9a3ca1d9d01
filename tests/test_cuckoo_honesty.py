"""Honesty in the cuckoo games beyond the shared contract (tests/test_engine_contract.py
checks twin states, unseen card ids and decisions for every game): a seat that holds one
of two exchanged cards sees the difference, the others do not."""

from game.engine import gnav


def test_cuckoo_honesty_other_seats_views_differ():
    """The construction is not vacuous: a seat that holds one of the cards sees it."""
    m = gnav.new_match(seed=1, dealer=3, deck=["V", "VI", "VII", "VIII"])
    n = gnav.new_match(seed=1, dealer=3, deck=["IX", "VI", "VII", "VIII"])
    assert m.view(0) != n.view(0)
    assert m.view(1) == n.view(1)
