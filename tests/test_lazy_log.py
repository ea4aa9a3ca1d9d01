"""The lazy log (game/engine/lazy_log.py): Mau Mau notes events on a tape and builds them on
read; what `apply` returns, the log and the copies must be exactly the eager story."""

from __future__ import annotations

import random

from game.engine.events import Event
from game.engine.lazy_log import EventBatch
from game.engine.maumau import new_match


def played(seed: int, actions: int):
    rng = random.Random(seed)
    match = new_match(options={"players": 4}, seed=seed)
    batches = []
    since = len(match.log)  # the deal; later events stay on the tape until read
    for _ in range(actions):
        if match.is_over:
            break
        batch = match.apply(rng.choice(match.legal_actions(match.to_act()[0])))
        batches.append((since, batch))
        since += len(batch)
    assert match._tape, "the events are still on the tape"
    return match, batches


def test_each_apply_returns_its_own_events_read_late():
    match, batches = played(seed=4, actions=300)
    log = match.log
    assert all(type(event) is Event for event in log)
    for since, batch in batches:  # read after every later action was applied
        assert isinstance(batch, EventBatch)
        events = list(batch)
        assert len(batch) == len(events) > 0
        assert all(a is b for a, b in zip(events, log[since : since + len(events)], strict=True))
        assert batch == events and batch[0] is events[0] and batch[-1] is events[-1]
    (_, first), (_, second) = batches[:2]
    assert first + second == [*first, *second] and [] + first == list(first)


def test_the_log_built_early_or_late_is_the_same_story():
    early, _ = played(seed=7, actions=200)
    late = new_match(options={"players": 4}, seed=7)
    rng = random.Random(7)
    for _ in range(200):
        if late.is_over:
            break
        len(late.log)  # build the log after every action
        late.apply(rng.choice(late.legal_actions(late.to_act()[0])))
    assert early.log == late.log and early.view(1) == late.view(1) and early == late
    for event in early.log:
        assert Event.from_json(event.to_json()) == event


def test_a_copy_keeps_the_story_and_goes_on_alone():
    match, _ = played(seed=9, actions=80)
    copy = match.search_copy(record=True)
    assert copy.log == match.log and copy == match
    before = list(match.log)
    action = copy.legal_actions(copy.to_act()[0])[0]
    events = copy.apply(action)
    assert match.log == before and copy.log == [*before, *events]
