"""The narration protocol every table speaks: one object per game turns engine data into
the player's language.

- `narrate(event)`: the side log's line for an event, or None, from the game's event table
  (game/ui/table/events.py): an entry's `words` are one key for a line about no one in
  particular, `line(name)` (the game's line about the event's seat, its other data, a card
  in words, filling the line), `between(name, ...)` (a line from the event's seat to
  another) or a teller: a function of this narration and the event's data, which may use
  `line`, `between_line` and `you`.
- `refusal(error)`: why the engine refused the player's action (STYLE.md: always why).
- `reason(decision)`: a hint's reason.
- `seat(seat)`, `card(card)`, `move(action)`: names, relative to the human's seat (never
  assumed to be 0).

A game's words name their keys by one convention, so they declare names, not keys: the
catalog `area` (Mada's is mada) and the names of its `lines` ("<area>.log.<name>" when
another seat does it, "<area>.log.<name>.you" when the human does), of its lines `between`
two seats (those and "<area>.log.<name>.to_you"), its AI's `reasons` ("ai.<area>.<code>"),
its engine's `refusals` ("refuse.<area>.<code>") and how many `seats` have names
("<area>.seat.<n>"). A table of another rule (a `Keys` or the engine's own code -> key map)
may stand for a string of names. The keys are `Keys`, checked like literal ones
(tools/i18n_coverage.py); a code without a key reads as the generic words ("table.refused",
a hint's move itself).

No pygame: the words are tested without a display. The lobby's statistics line is
`game.ui.table.stats`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, TypeAlias

from game.ai.base import Decision
from game.engine.actions import Action
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.i18n import Keys, keyed, tr

if TYPE_CHECKING:
    from game.ui.table.model import On

#: A game's event table's entries (`EventTable.kinds`), whose `words` the narration reads.
Kinds: TypeAlias = "dict[str, On]"


def other_number(seat: int, human: int) -> int:
    """The other seats numbered 0, 1, 2... in seat order, the human's left out: names and
    emblems stay distinct wherever the player sits (and as before when the player is 0)."""
    return seat if seat < human else seat - 1


def named(seat: int, human: int, keys: Keys) -> str:
    """'You', or the name a game's catalog gives the seat's place round the table (`keys`
    names them "1", "2"... in seat order)."""
    if seat == human:
        return tr("table.you")
    return keys.text(str(other_number(seat, human) % len(keys) + 1))


@dataclass(frozen=True)
class SeatLine:
    """An event table's words: the game's line `name` about the seat the data's field
    `about` names (none for an event without it), its other data filling the line; with
    `other`, its line `name` between that seat and the one the field `other` names, whose
    name fills `param`. A test checks that the game's words declare the name."""

    name: str
    about: str = "seat"
    other: str | None = None
    param: str = "to"

    def __call__(self, words: Narration, d: dict[str, Any]) -> str | None:
        if self.other is not None:
            return words.between_line(self.name, d.get(self.about), d.get(self.other), self.param)
        return words.line(self.name, d[self.about], **words.fields(d)) if self.about in d else None


#: The game's line `name` about the seat the data's field `about` names.
line = SeatLine


def between(name: str, other: str, param: str) -> SeatLine:
    """The game's line `name` from the event's seat to the one the field `other` names."""
    return SeatLine(name, other=other, param=param)


def by_rule(names: str | Mapping[str, str], pattern: str) -> Mapping[str, str]:
    """`names`' keys by `pattern`, or `names` itself when it is a table already."""
    return names if isinstance(names, Mapping) else keyed(pattern, names)


class Narration:
    """Base of a game's words; see the module docstring."""

    #: the names a game declares (split on white space), its keys made of them by the
    #: convention in the module docstring
    area: ClassVar[str] = ""
    lines: ClassVar[str] = ""
    between: ClassVar[str] = ""
    reasons: ClassVar[str | Mapping[str, str]] = ""
    refusals: ClassVar[str | Mapping[str, str]] = ""
    seats: ClassVar[int] = 0  # how many seats besides the human's have names
    #: the parameter a line's seat fills
    subject: ClassVar[str] = "seat"
    #: the keys made of those names (`__init_subclass__`): a line's (another seat's, the
    #: human's, and to the human between two seats), a reason's, a refusal's, a seat's
    line_keys: ClassVar[tuple[Keys, ...]] = ()
    between_keys: ClassVar[tuple[Keys, ...]] = ()
    reason_keys: ClassVar[Mapping[str, str]] = {}
    refusal_keys: ClassVar[Mapping[str, str]] = {}
    seat_keys: ClassVar[Keys] = Keys()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A game's keys, made of its names once when its words are defined."""
        super().__init_subclass__(**kwargs)
        area, ends = cls.area, ("", ".you", ".to_you")
        cls.line_keys = tuple(keyed(f"{area}.log.*{end}", cls.lines) for end in ends[:2])
        cls.between_keys = tuple(keyed(f"{area}.log.*{end}", cls.between) for end in ends)
        cls.reason_keys = by_rule(cls.reasons, f"ai.{area}.*")
        cls.refusal_keys = by_rule(cls.refusals, f"refuse.{area}.*")
        cls.seat_keys = keyed(f"{area}.seat.*", [str(n) for n in range(1, cls.seats + 1)])

    def __init__(self, human: int = 0, kinds: Kinds | None = None) -> None:
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
        return tr(words, **self.fields(d)) if words else None

    def fields(self, data: dict[str, Any]) -> dict[str, Any]:
        """An event's data as a line's fields, in words (the seat is the subject)."""
        return self.spelled({k: v for k, v in data.items() if k not in ("seat", self.subject)})

    def spelled(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """Engine data as a text's fields: its cards (`card`, `top`) and seat in words, and
        the move an AI reason reports."""
        spelled = dict(params)
        for field in ("card", "top"):
            if field in spelled:
                spelled[field] = self.card(spelled[field])
        if isinstance(spelled.get("seat"), int):
            spelled["seat"] = self.seat(spelled["seat"])
        if "move" in spelled:  # a report, text without the seat ('play 9', 'swap to=2')
            verb, *tokens = str(spelled["move"]).split()
            spelled["move"] = self.move(Action(self.human, verb, tuple(tokens)))
        return spelled

    def observe(self, event: Event) -> None:
        """hook: remember what later lines need (every event passes here first)."""

    def refusal(self, error: IllegalAction) -> str:
        """The refusal's words, its cards and seat spelled out; generic for a code without."""
        key = self.refusal_keys.get(error.code)
        return tr(key, **self.spelled(error.params)) if key else tr("table.refused")

    def reason(self, decision: Decision) -> str:
        """The reason's words, its fields spelled out; the move itself for a code without."""
        key = self.reason_keys.get(decision.reason)
        return tr(key, **self.spelled(decision.params)) if key else self.move(decision.action)

    def seat(self, seat: int | None) -> str:
        """'You', or the seat's name from the game's `seats` (its number without)."""
        if self.seat_keys:
            return self.seat_name(seat or 0, self.human)
        return tr("table.you") if seat == self.human else str(seat)

    @classmethod
    def seat_name(cls, seat: int, human: int = 0) -> str:
        """`seat`'s name as the player at `human` sees it (the tables' banners need no
        narration)."""
        return named(seat, human, cls.seat_keys)

    def card(self, card: str | None) -> str:
        return card or "?"

    def move(self, action: Action) -> str:
        """A move in words (a hint's move, a reason's reported move)."""
        return str(action)

    # --- helpers for the tellers -----------------------------------------------------------
    def line(self, name: str, seat: int | None, **params: Any) -> str:
        """The line `name` with `seat` as its subject ('You knock')."""
        other, mine = self.line_keys
        key = mine[name] if seat == self.human else other[name]
        return tr(key, **{self.subject: self.seat(seat)}, **params)

    def between_line(
        self, name: str, seat: int | None, other: int | None, param: str = "to", **params: Any
    ) -> str:
        """The line `name` from `seat` to `other` (either may be the human), whose name
        fills `param` (`params` fill the rest)."""
        plain, mine, to_me = (keys[name] for keys in self.between_keys)
        key = self.you(seat, plain, mine, to_me, other)
        return tr(key, **{self.subject: self.seat(seat), param: self.seat(other)}, **params)

    def you(
        self, seat: int | None, plain: str, mine: str, to_me: str | None = None, obj: Any = None
    ) -> str:
        """The key for the human as subject ('You stand'), as object, or neither."""
        if seat == self.human:
            return mine
        return to_me if to_me is not None and obj == self.human else plain
