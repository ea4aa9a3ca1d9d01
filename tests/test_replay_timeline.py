"""Stepping through a finished match (issue 35): the timeline gives the same match as a
replay cut at that step, in any order of steps, and each action's own events."""

from __future__ import annotations

import random

import pytest

from game.engine import registry
from game.engine.replay import Timeline, replay
from game.ui.games import make_opponent


def played_record(game: str, seed: int) -> dict:
    match = registry.new_match(game, seed=seed)
    bots = [make_opponent(game, "easy", seat, seed) for seat in range(match.n_seats)]
    while not match.is_over:
        seat = match.to_act()[0]
        match.apply(bots[seat].decide(match.view(seat)).action)
    return match.record()


@pytest.mark.parametrize("game", registry.game_ids())
def test_any_step_is_the_replay_cut_there(game: str) -> None:
    record = played_record(game, seed=3)
    timeline = Timeline(record)
    assert len(timeline) == len(record["actions"])
    assert game == "toy" or len(timeline) > Timeline.EVERY  # steps past the first copy
    inner = random.Random(game).sample(range(len(timeline)), min(6, len(timeline)))
    steps = [0, len(timeline), *inner]
    for step in [*steps, *reversed(steps)]:  # forward and back, and jumps
        at = timeline.at(step)
        assert at == replay(record, upto=step)
        assert at.view(0) == replay(record, upto=step).view(0)
    assert timeline.at(len(timeline)).is_over


@pytest.mark.parametrize("game", ["maumau", "gnav"])
def test_each_action_keeps_its_own_events(game: str) -> None:
    record = played_record(game, seed=5)
    timeline = Timeline(record)
    match = replay({**record, "actions": []})
    for step, text in enumerate(record["actions"], start=1):
        assert timeline.events(step) == list(match.apply(text))
    with pytest.raises(IndexError):
        timeline.events(0)
    with pytest.raises(IndexError):
        timeline.at(len(timeline) + 1)


def test_reading_changes_nothing() -> None:
    record = played_record("mada", seed=2)
    kept = {**record, "actions": list(record["actions"])}
    timeline = Timeline(record)
    timeline.at(7).apply(timeline.at(7).legal_actions(timeline.at(7).to_act()[0])[0])
    assert timeline.at(7) == replay(record, upto=7)
    assert record == kept
