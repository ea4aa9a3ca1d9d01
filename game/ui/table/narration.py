"""The narration protocol every table speaks: one object per game turns engine data into
the player's language.

- `narrate(event)`: the side log's line for an event, or None. A subclass tells events
  with methods marked ``@tells("kind", ...)``; the class collects them into one dispatch
  table (kind -> method), so adding an event is adding one small method, not a branch.
- `refusal(error)`: why the engine refused the player's action (STYLE.md: always why).
- `reason(decision)`: a hint's reason.
- `seat(seat)`, `card(card)`: names, relative to the human's seat (never assumed to be 0).

No pygame: the words are tested without a display. The lobby's statistics line is
`game.ui.table.stats`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game.ai.base import Decision
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.i18n import tr
from game.ui.table.dispatch import collect, marker

#: Mark a method as the teller of these event kinds (its argument: the event's data).
tells = marker("tells")


class Narration:
    """Base of a game's words; see the module docstring."""

    #: event kind -> the name of the method that tells it (built per class).
    tellers: ClassVar[dict[str, str]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.tellers = collect(cls, "tells")

    def __init__(self, human: int = 0) -> None:
        self.human = human

    # --- the protocol ----------------------------------------------------------------------
    def narrate(self, event: Event) -> str | None:
        """The log line of `event` (as the human's seat sees it), or None."""
        self.observe(event)
        name = self.tellers.get(event.kind)
        return getattr(self, name)(event.data) if name else None

    def observe(self, event: Event) -> None:
        """hook: remember what later lines need (every event passes here first)."""

    def refusal(self, error: IllegalAction) -> str:
        return tr("table.refused")

    def reason(self, decision: Decision) -> str:
        return str(decision.action)

    def seat(self, seat: int | None) -> str:
        return tr("table.you") if seat == self.human else str(seat)

    def card(self, card: str | None) -> str:
        return card or "?"

    # --- helpers for the tellers -----------------------------------------------------------
    def you(
        self, seat: int | None, plain: str, mine: str, to_me: str | None = None, obj: Any = None
    ) -> str:
        """The key for the human as subject ('You stand'), as object, or neither."""
        if seat == self.human:
            return mine
        return to_me if to_me is not None and obj == self.human else plain
