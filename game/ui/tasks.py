"""The task runner: long work (an AI's `think()` generator) stepped a few ms per frame.

The browser has no threads, so a search runs as a generator that yields often. Each frame
the app gives the runner a budget in milliseconds; the runner resumes tasks round-robin
while the next step fits in what is left of it. Time decides only *how many steps run this
frame*, never what a task computes, so an AI's decision is the same at any budget or
machine speed.

A step's cost is learned as the task runs (the longest of its recent steps, fading), so
the last step of a frame never starts when it would run past the budget: on WebAssembly a
step costs several times what it costs natively, and the budget holds there too. Each
frame still runs one step of each waiting task, so every task moves on.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any

#: How fast a task's learned step cost forgets a long step (per step): a search's steps
#: are alike, and one slow step (a collection) should not hold the next frames back long.
COST_FADE = 0.5


@dataclass(eq=False)
class Task:
    """A running generator and what to call with its return value."""

    gen: Generator[Any, Any, Any]
    on_done: Callable[[Any], None]
    owner: object | None = None
    on_error: Callable[[BaseException], None] | None = None
    steps: int = 0
    finished: bool = False
    cancelled: bool = False
    #: what a step is expected to cost (seconds): the longest recent step, fading
    cost: float = 0.0


class TaskRunner:
    def __init__(
        self, budget_ms: float = 4.0, clock: Callable[[], float] = time.perf_counter
    ) -> None:
        self.budget_ms = budget_ms
        self.clock = clock
        self.tasks: list[Task] = []
        #: tasks ended so far: their callbacks changed what a scene shows
        self.ended = 0

    @property
    def busy(self) -> bool:
        return bool(self.tasks)

    def start(
        self,
        gen: Generator[Any, Any, Any],
        on_done: Callable[[Any], None],
        owner: object | None = None,
        on_error: Callable[[BaseException], None] | None = None,
    ) -> Task:
        task = Task(gen, on_done, owner, on_error)
        self.tasks.append(task)
        return task

    def cancel(self, task: Task) -> None:
        if task in self.tasks:
            self.tasks.remove(task)
            task.cancelled = True
            task.gen.close()

    def cancel_owned(self, owner: object) -> None:
        """Drop every task of a scene that leaves the stack."""
        for task in [t for t in self.tasks if t.owner is owner]:
            self.cancel(task)

    def _step(self, task: Task) -> None:
        try:
            next(task.gen)
            task.steps += 1
        except StopIteration as stop:
            task.steps += 1
            task.finished = True
            self.ended += 1
            self.tasks.remove(task)
            task.on_done(stop.value)
        except Exception as error:  # a failing task must not take the app down
            task.finished = True
            self.ended += 1
            self.tasks.remove(task)
            if task.on_error is None:
                raise
            task.on_error(error)

    def step(self, budget_ms: float | None = None) -> bool:
        """Run tasks within `budget_ms`: round-robin, one step of each, then more only
        while the next one's expected cost fits in what is left. Returns True while tasks
        remain."""
        budget = (self.budget_ms if budget_ms is None else budget_ms) / 1000.0
        if not self.tasks:
            return False
        deadline = self.clock() + budget
        first = True
        while self.tasks:
            for task in list(self.tasks):
                if task not in self.tasks:
                    continue
                before = self.clock()
                if not first and before + task.cost > deadline:
                    return self.busy
                self._step(task)
                task.cost = max(self.clock() - before, task.cost * COST_FADE)
            first = False
        return self.busy

    def run_all(self, max_steps: int = 10_000_000) -> None:
        """Drive every task to the end regardless of time (tests, headless tools)."""
        for _ in range(max_steps):
            if not self.tasks:
                return
            for task in list(self.tasks):
                if task in self.tasks:
                    self._step(task)
