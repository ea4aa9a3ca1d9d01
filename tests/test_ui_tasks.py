"""The task runner: a budget per frame, results independent of time, cancellation."""

from __future__ import annotations

from test_ui_support import app_fixture, data_dir_fixture  # noqa: F401

from game.ui.scene import Scene
from game.ui.tasks import TaskRunner


def counting(n: int, log: list[int] | None = None):
    total = 0
    for i in range(n):
        total += i * i
        if log is not None:
            log.append(i)
        yield
    return total


class FakeClock:
    """Each reading advances 1 ms: a step 'costs' what the runner measures."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 0.001
        return self.now


def test_the_budget_limits_steps_per_frame() -> None:
    runner = TaskRunner(budget_ms=4, clock=FakeClock())
    results = []
    runner.start(counting(100), results.append)
    frames = 0
    while runner.step():
        frames += 1
    assert results == [sum(i * i for i in range(100))]
    assert 15 <= frames <= 60, "spread over many frames, a few steps each"


def test_the_result_does_not_depend_on_the_budget() -> None:
    outcomes = []
    for budget in (0.001, 1, 50):
        runner = TaskRunner(budget_ms=budget)
        runner.start(counting(5000), outcomes.append)
        while runner.step():
            pass
    assert len(set(outcomes)) == 1


def test_tasks_share_frames_round_robin() -> None:
    runner = TaskRunner(budget_ms=0)
    a_log, b_log = [], []
    runner.start(counting(3, a_log), lambda r: None)
    runner.start(counting(3, b_log), lambda r: None)
    runner.step()
    assert a_log == [0] and b_log == [0], "at least one step each per frame"


def test_cancel_closes_the_generator() -> None:
    runner = TaskRunner()
    closed = []

    def work():
        try:
            while True:
                yield
        finally:
            closed.append(True)

    done = []
    task = runner.start(work(), done.append)
    runner.step(0)
    runner.cancel(task)
    assert closed == [True] and done == [] and not runner.busy


def test_errors_go_to_on_error() -> None:
    runner = TaskRunner()

    def broken():
        yield
        raise ValueError("boom")

    errors = []
    runner.start(broken(), lambda r: None, on_error=errors.append)
    runner.run_all()
    assert isinstance(errors[0], ValueError) and not runner.busy


def test_a_scene_leaving_the_stack_cancels_its_tasks(app) -> None:
    first, second = Scene(app), Scene(app)
    app.stack.push(first)
    app.stack.push(second)
    done = []
    second.run_task(counting(10_000), done.append)
    assert app.tasks.busy
    app.stack.pop()
    assert not app.tasks.busy and done == []


class SteppedClock:
    """A clock that a task's steps move on by what they 'cost' (seconds)."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_step_that_would_run_past_the_budget_waits_for_the_next_frame() -> None:
    """Slow steps (WebAssembly runs them several times slower): the runner learns their
    cost and never starts one that would end past the budget, so a frame's share stays
    within it, the last step included; the first step of a frame always runs."""
    clock = SteppedClock()

    def slow(n: int, cost: float):
        for _ in range(n):
            clock.now += cost
            yield
        return n

    runner = TaskRunner(budget_ms=6, clock=clock)
    done = []
    runner.start(slow(40, 0.0025), done.append)  # 2.5 ms a step: two fit in 6 ms
    shares = []
    while runner.busy:
        start = clock.now
        runner.step()
        shares.append(clock.now - start)
    assert done == [40]
    assert max(shares) <= 0.006 + 1e-9  # never past the budget
    two_steps = [s for s in shares if abs(s - 0.005) < 1e-9]
    assert len(two_steps) >= 15  # and it does not waste it: two steps a frame


def test_one_long_step_is_forgotten_soon() -> None:
    """A single slow step (a garbage collection) holds the next frames back only briefly."""
    clock = SteppedClock()
    costs = [0.001] * 5 + [0.02] + [0.001] * 40

    def steps():
        for cost in costs:
            clock.now += cost
            yield

    runner = TaskRunner(budget_ms=4, clock=clock)
    runner.start(steps(), lambda r: None)
    per_frame = []
    while runner.busy:
        before = runner.tasks[0].steps if runner.tasks else 0
        runner.step()
        per_frame.append((runner.tasks[0].steps if runner.tasks else len(costs)) - before)
    slow_frame = next(i for i, n in enumerate(per_frame) if sum(per_frame[: i + 1]) >= 6)
    assert min(per_frame[slow_frame + 5 : -1]) >= 2  # five frames later, several a frame again
