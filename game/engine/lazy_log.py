"""A match log whose events are built when someone reads them.

Most actions of a fast game are never narrated one by one: a bench, a soak run or an AI
playing on a recording copy only reads the log now and then, if at all. A game that mixes in
`LazyLog` notes each action's events as compact records (game/engine/events.py, `build`)
and keeps them, one chunk per action, until the log, a view, a comparison or the events an
`apply` returned are read; then the records become the same `Event` values the eager log
holds, in the same order. What each seat has seen is still updated at once (memories are
read by the rules, and a reveal depends on where the card lies at that moment).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, overload

from game.engine.events import Event, Record, build


class LazyLog:
    """Mixin before `Match` in the bases: `log` is built from the pending chunks on read."""

    _built: list[Event]
    #: Each action's records not built yet, oldest first; a chunk is built in place.
    _chunks: list[list[Record]]
    recording: bool
    seen: list[dict[str, str]]
    _pending_events: list[Record]

    @property
    def log(self) -> list[Event]:
        if self._chunks:
            self._build_log()
        return self._built

    @log.setter
    def log(self, events: list[Event]) -> None:
        self._built = events
        self._chunks = []

    def _build_log(self) -> None:
        log = self._built
        for chunk in self._chunks:
            chunk[:] = map(build, chunk)  # shared with copies and batches: built once
            log.extend(chunk)
        self._chunks = []

    def _commit_events(self) -> EventBatch:
        chunk = self._pending_events
        self._pending_events = []
        if chunk:
            self._chunks.append(chunk)
        return EventBatch(chunk)

    def _copy_log(self, state: dict[str, Any]) -> None:
        state["_built"] = list(self._built)
        state["_chunks"] = list(self._chunks)  # the chunks' records are immutable values

    def _comparable(self) -> dict[str, Any]:
        self._build_log()
        state: dict[str, Any] = super()._comparable()  # type: ignore[misc]
        del state["_chunks"]
        return state

    def emit_move(
        self, card: str, src: str, dst: str, audience: frozenset[int] | None = None
    ) -> None:
        """The core's `emit_move`, noted as a record."""
        if not self.recording:
            return
        self._pending_events.append((card, src, dst, audience))
        seen = self.seen
        if audience is None:
            for memory in seen:
                memory[card] = dst
        else:
            for seat in audience:
                seen[seat][card] = dst


class EventBatch(Sequence[Event]):
    """The events one `apply` returned: a read-only sequence built on first read (equal to
    the list of the same events; ``+`` gives a list)."""

    __slots__ = ("_chunk",)

    def __init__(self, chunk: list[Record]) -> None:
        self._chunk = chunk

    def _events(self) -> list[Event]:
        """The chunk, built in place (the log that holds it then finds it built)."""
        chunk = self._chunk
        if not all(type(record) is Event for record in chunk):
            chunk[:] = map(build, chunk)
        return chunk

    def __len__(self) -> int:
        return len(self._chunk)

    @overload
    def __getitem__(self, index: int) -> Event: ...
    @overload
    def __getitem__(self, index: slice) -> list[Event]: ...
    def __getitem__(self, index):
        return self._events()[index]

    def __iter__(self) -> Iterator[Event]:
        return iter(self._events())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, EventBatch):
            other = other._events()
        return self._events() == other

    __hash__ = None  # type: ignore[assignment]

    def __add__(self, other: Sequence[Event]) -> list[Event]:
        return [*self._events(), *other]

    def __radd__(self, other: Sequence[Event]) -> list[Event]:
        return [*other, *self._events()]

    def __repr__(self) -> str:
        return f"EventBatch({self._events()!r})"
