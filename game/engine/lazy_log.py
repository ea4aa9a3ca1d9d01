"""A match log whose events are built when someone reads them.

Most actions of a fast game are never narrated one by one: a bench, a soak run or an AI
playing on a recording copy reads the log now and then, if at all. A game that mixes in
`LazyLog` notes its events on a flat *tape* of plain values, four per event, and builds the
same `Event` values the eager log holds, in the same order, only when the log, a view, a
comparison or the events an `apply` returned are read. The tape holds no container of its
own, so an action leaves nothing new for the garbage collector to walk (its cost, more
than the events' own, grew with every action the eager log kept). What each seat has seen
is still updated at once (the rules read memories, and a reveal depends on where the card
lies at that moment).

A tape record is one of:

- ``card, src, dst, audience``: a card moved (face up when `audience` is None);
- ``NOTE, kind, data, None``: a public event that moves no card (``Event(kind, data)``);
- ``EVENT, event, None, None``: an event already built (`Match.emit`);
- ``maker, a, b, c``: the event ``maker(a, b, c)`` (a game's commonest events, noted
  without even their data dict).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, overload

from game.engine.actions import Action
from game.engine.events import Event

#: Markers of the tape's records that are not moves (no card id is a marker).
NOTE = ("note",)
EVENT = ("event",)
WIDTH = 4


class LazyLog:
    """Mixin before `Match` in the bases: `log` is built from the tape on read."""

    _built: list[Event]
    _tape: list[Any]
    recording: bool
    history: list[str]
    _legal_cache: list[Action] | None
    _legal_seat: int

    @property
    def log(self) -> list[Event]:
        if self._tape:
            self._build_log()
        return self._built

    @log.setter
    def log(self, events: list[Event]) -> None:
        self._built = events
        self._tape = []

    def _build_log(self) -> None:
        tape, out = self._tape, self._built
        for i in range(0, len(tape), WIDTH):
            first, second, third, fourth = tape[i : i + WIDTH]
            if type(first) is str:
                data = {"card": first, "from": second, "to": third, "face_up": fourth is None}
                out.append(Event("move", data, fourth))
            elif first is EVENT:
                out.append(second)
            elif first is NOTE:
                out.append(Event(second, third))
            else:
                out.append(first(second, third, fourth))
        self._tape = []

    def apply(self, action: Action | str) -> Sequence[Event]:
        """`Match.apply`: an action taken from `legal_actions` is legal as it is (checked
        by identity), anything else gets the full check; the events stay on the tape."""
        cache = self._legal_cache
        if cache is None or type(action) is not Action or self._legal_seat != action.seat:
            action = self._check(Action.parse(action) if isinstance(action, str) else action)  # type: ignore[attr-defined]
        else:
            for legal in cache:
                if legal is action:
                    break
            else:
                action = self._check(action)  # type: ignore[attr-defined]
        start = len(self._built) + len(self._tape) // WIDTH
        self._legal_cache = None
        self._apply(action)  # type: ignore[attr-defined]
        self.history.append(action._text or str(action))
        return EventBatch(self, start, len(self._built) + len(self._tape) // WIDTH)

    def _commit_events(self) -> None:
        """Nothing to move: the tape is the log (see `Match._commit_events`)."""

    def _copy_log(self, state: dict[str, Any]) -> None:
        """A copy gets the log built (once: a match is copied again and again in search,
        and an event list is a quarter of its tape)."""
        state["_built"] = list(self.log)
        state["_tape"] = []

    def _comparable(self) -> dict[str, Any]:
        if self._tape:
            self._build_log()
        state: dict[str, Any] = super()._comparable()  # type: ignore[misc]
        del state["_tape"]
        return state

    def emit(self, event: Event) -> Event:
        """`Match.emit`, the event noted on the tape."""
        if self.recording:
            self._tape += (EVENT, event, None, None)
            self._remember(event)  # type: ignore[attr-defined]
        return event

    def emit_move(
        self, card: str, src: str, dst: str, audience: frozenset[int] | None = None
    ) -> None:
        """`Match.emit_move`, the move noted on the tape."""
        if self.recording:
            self._tape += (card, src, dst, audience)
            self._remember_move(card, dst, audience)  # type: ignore[attr-defined]

    def note(self, kind: str, data: dict[str, Any]) -> None:
        """A public event that moves no card (no memory to update)."""
        if self.recording:
            self._tape += (NOTE, kind, data, None)


class EventBatch(Sequence[Event]):
    """The events one `apply` returned, read from the match's log when first read (equal
    to the list of the same events; ``+`` gives a list)."""

    __slots__ = ("_match", "_start", "_stop")

    def __init__(self, match: LazyLog, start: int, stop: int) -> None:
        self._match = match
        self._start = start
        self._stop = stop

    def _events(self) -> list[Event]:
        return self._match.log[self._start : self._stop]

    def __len__(self) -> int:
        return self._stop - self._start

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
