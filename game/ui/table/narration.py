"""The narration protocol every table speaks: one object per game turns engine data into
the player's language.

- `narrate(event)`: the side log's line for an event, or None, from the game's event table
  (game/ui/table/events.py): an entry's `words` are a pair of keys (another seat does it,
  the human does it; the event's seat is the subject and its other data, a card in words,
  fills the line), one key for a line about no one in particular, or a teller: a function
  of this narration and the event's data, which may use `line` for the pairs in `lines`.
- `refusal(error)`: why the engine refused the player's action (STYLE.md: always why).
- `reason(decision)`: a hint's reason.
- `seat(seat)`, `card(card)`: names, relative to the human's seat (never assumed to be 0).

No pygame: the words are tested without a display. The lobby's statistics line is
`game.ui.table.stats`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from game.ai.base import Decision
from game.engine.actions import Action
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.i18n import tr

if TYPE_CHECKING:
    from game.ui.table.events import On


def other_number(seat: int, human: int) -> int:
    """The other seats numbered 0, 1, 2... in seat order, the human's left out: names and
    emblems stay distinct wherever the player sits (and as before when the player is 0)."""
    return seat if seat < human else seat - 1


def reported_move(move: str, seat: int) -> Action:
    """The move an AI reason names among its parameters: a report, so text without the
    seat ('play 9', 'swap to=2'), read back into the value its words are made from."""
    verb, *tokens = move.split()
    return Action(seat, verb, tuple(tokens))


def named(seat: int, human: int, keys: tuple[str, ...]) -> str:
    """'You', or the name a game's catalog gives the seat's place round the table."""
    if seat == human:
        return tr("table.you")
    return tr(keys[other_number(seat, human) % len(keys)])


class Narration:
    """Base of a game's words; see the module docstring."""

    #: line name -> (key for another seat, key for the human); the seat's name fills the
    #: parameter `subject` (`line`)
    lines: ClassVar[dict[str, tuple[str, str]]] = {}
    subject: ClassVar[str] = "seat"
    #: the other seats' names round the table (`named`)
    seat_keys: ClassVar[tuple[str, ...]] = ()

    def __init__(self, human: int = 0, kinds: dict[str, On] | None = None) -> None:
        self.human = human
        self.kinds = kinds or {}  # the game's event table
        self.last_drawn: str | None = None  # the last card seen coming into the human's hand

    # --- the protocol ----------------------------------------------------------------------
    def narrate(self, event: Event) -> str | None:
        """The log line of `event` (as the human's seat sees it), or None."""
        d = event.data
        if event.kind == "move" and d["to"] == f"hand:{self.human}" and d.get("card"):
            self.last_drawn = d["card"]
        self.observe(event)
        entry = self.kinds.get(event.kind)
        words = entry.words if entry is not None else None
        if callable(words):
            return words(self, d)
        if isinstance(words, tuple):
            return self.say(words, d.get("seat"), **self.fields(d)) if "seat" in d else None
        return tr(words, **self.fields(d)) if words else None

    def fields(self, data: dict[str, Any]) -> dict[str, Any]:
        """An event's data as a line's fields: a card in words (the seat is the subject)."""
        fields = {k: v for k, v in data.items() if k not in ("seat", self.subject)}
        if "card" in fields:
            fields["card"] = self.card(fields["card"])
        return fields

    def observe(self, event: Event) -> None:
        """hook: remember what later lines need (every event passes here first)."""

    def refusal(self, error: IllegalAction) -> str:
        return tr("table.refused")

    def reason(self, decision: Decision) -> str:
        return str(decision.action)

    def seat(self, seat: int | None) -> str:
        """'You', or the seat's name from the game's `seat_keys` (its number without)."""
        if self.seat_keys:
            return named(seat or 0, self.human, self.seat_keys)
        return tr("table.you") if seat == self.human else str(seat)

    def card(self, card: str | None) -> str:
        return card or "?"

    # --- helpers for the tellers -----------------------------------------------------------
    def line(self, name: str, seat: int | None, **params: Any) -> str:
        """The `lines` line `name` with `seat` as its subject ('You knock')."""
        return self.say(self.lines[name], seat, **params)

    def say(self, keys: tuple[str, str], seat: int | None, **params: Any) -> str:
        """One of two keys (another seat's, the human's) with `seat` as its subject."""
        other, mine = keys
        return tr(
            mine if seat == self.human else other, **{self.subject: self.seat(seat)}, **params
        )

    def you(
        self, seat: int | None, plain: str, mine: str, to_me: str | None = None, obj: Any = None
    ) -> str:
        """The key for the human as subject ('You stand'), as object, or neither."""
        if seat == self.human:
            return mine
        return to_me if to_me is not None and obj == self.human else plain
