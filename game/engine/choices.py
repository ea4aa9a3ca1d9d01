"""Decisions inside a turn: pending choices, offered as ordinary actions.

Some rules stop a turn half-way and ask someone a question: Mau Mau's catch window (every
other seat may catch a missed call), Cuccù's inn (insure, then accept or refuse), Kadabra's
chip recipient and magic show, Mada's scorpion discard and Double Lemur target. The core
keeps these as a stack of `PendingChoice` values on the match (`Match.pending`): while one is
open, `to_act()` is its `seats` and `legal_actions(seat)` its `answers`, so the UI, the AI,
replays and the scenario runner treat an answer exactly like any other action. The game's
`_apply` sees the answer while the choice is still on the stack (`Match.choice`) and calls
`close_choice()` or `replace_choice()`; nothing is answered behind the game's back.

`data` is public: every seat's view shows `kind`, `seats` and `data` (never put a hidden card
there). The answers themselves reach a seat through its own `legal` list.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine.actions import Action

#: Prebuilt answer actions by (seat, answers): the same questions come back all match long.
_ANSWER_ACTIONS: dict[tuple[int, tuple], tuple[Action, ...]] = {}
_ANSWER_CACHE_SIZE = 4096

#: One answer: a verb and its tokens, e.g. ``("give", ("to=2",))`` or ``("let_go", ())``.
Answer = tuple[str, tuple[str, ...]]


@dataclass(frozen=True, slots=True)
class PendingChoice:
    """A question the rules ask inside a turn: `seats` may answer now, each with any of
    `answers`; several seats means a reaction window (each answers once, the game decides
    when it closes)."""

    kind: str
    seats: tuple[int, ...]
    answers: tuple[Answer, ...]
    data: dict[str, Any] = field(default_factory=dict)

    def actions_for(self, seat: int) -> list[Action]:
        if seat not in self.seats:
            return []
        key = (seat, self.answers)
        actions = _ANSWER_ACTIONS.get(key)
        if actions is None:
            actions = tuple(Action(seat, verb, args) for verb, args in self.answers)
            if len(_ANSWER_ACTIONS) < _ANSWER_CACHE_SIZE:
                _ANSWER_ACTIONS[key] = actions
        return list(actions)

    def without(self, seat: int) -> PendingChoice:
        """The same question once `seat` has answered (a window that stays open)."""
        return PendingChoice(
            self.kind, tuple(s for s in self.seats if s != seat), self.answers, self.data
        )

    def to_json(self) -> dict[str, Any]:
        """The public form shown in every view (answers are in each seat's own `legal`)."""
        return {"kind": self.kind, "seats": list(self.seats), **self.data}

    @classmethod
    def from_json(cls, data: dict[str, Any], answers: tuple[Answer, ...]) -> PendingChoice:
        """Rebuild a choice from a view or a scenario's starting state."""
        rest = {k: v for k, v in data.items() if k not in ("kind", "seats")}
        return cls(data["kind"], tuple(data["seats"]), answers, rest)
