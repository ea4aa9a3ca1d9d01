"""bench/hard_oracle.py: the oracle values every choice of the hard seat's decisions, and a
variant's loss is the oracle's best value minus the value of the variant's choice."""

from __future__ import annotations

from bench.hard_oracle import losses, oracle_rows, variant
from game.ai.cuckoo import HardOpponent


def test_the_oracle_values_every_choice_of_every_hard_decision() -> None:
    rows = oracle_rows("cuccu", 2, 48)
    assert rows
    for seed, view, values in rows:
        assert view["seat"] == seed % 4  # the hard seat's decisions only
        assert len(values) == len(view["legal"]) > 1
        assert all(0.0 <= v <= 1.0 for v in values)


def test_a_variants_loss_is_the_value_it_gives_up() -> None:
    """With the oracle's values set to 1 for the first legal action and 0 for the others,
    the loss is 1 exactly on the decisions where the variant chooses another action."""
    rows = oracle_rows("gnav", 2, 24)
    one_hot = [(seed, view, [1.0] + [0.0] * (len(values) - 1)) for seed, view, values in rows]
    lost, deals = losses("gnav", one_hot, "samples=24")
    for (seed, view, _), loss in zip(one_hot, lost, strict=True):
        chosen = variant("samples=24")(view["seat"], seed, "gnav").decide(view).action
        assert loss == (0.0 if str(chosen) == view["legal"][0] else 1.0)
    assert 0.0 < sum(lost) < len(lost)  # both kinds of decision occur
    assert all(d >= HardOpponent.samples for d in deals)
