"""One control per move: a table's buttons described as data (`Control`: the move, its
words, tooltip, key and look), laid out in a column and live exactly when their move is
among the player's legal moves now (or by the control's own rule, read from them).

A press makes the move through the table's `press(move)` (by default `act(move)`: the
session's legal action of that verb); the keys come from the same list (`keys`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.i18n import tr
from game.ui.table.profile import FULL
from game.ui.widgets import Button


@dataclass(frozen=True)
class Control:
    """One button: its `move` (a verb), words (i18n keys), key, look and live rule."""

    move: str
    label: str
    tip: str = ""
    key: int | None = None
    style: str = "secondary"
    bold: bool = False
    live: Callable[[set[str]], bool] | None = None  # default: the move is legal now
    only_live: bool = False  # shown only while live (an answer to a question)

    def is_live(self, legal: set[str]) -> bool:
        return self.live(legal) if self.live is not None else self.move in legal


def legal_verbs(table: Any) -> set[str]:
    """The verbs the player may use now (none while anything is under way)."""
    session = table.session
    return {a.verb for a in session.human_actions()} if session and table.can_act else set()


class Controls:
    """A table's buttons for its `controls`, by move."""

    def __init__(self, table: Any, controls: Sequence[Control]) -> None:
        self.table = table
        self.controls = list(controls)
        self.buttons: dict[str, Button] = {}

    def layout(
        self, x: int, y: int, w: int, h: int = FULL.button_h, step: int = FULL.button_step
    ) -> None:
        """The buttons in a column from (x, y), one `step` apart."""
        self.buttons = {}
        for i, c in enumerate(self.controls):
            rect = (x, y + i * step, w, h)
            tip = tr(c.tip) if c.tip else ""
            press = lambda move=c.move: self.table.press(move)  # noqa: E731
            button = Button(rect, tr(c.label), press, c.style, tooltip=tip, bold=c.bold)
            self.buttons[c.move] = self.table.ui.add(button)

    def sync(self, legal: set[str]) -> None:
        """Each button live exactly when its rule says, from the legal moves."""
        for c in self.controls:
            button = self.buttons.get(c.move)
            if button is not None:
                button.enabled = c.is_live(legal)
                button.visible = button.enabled or not c.only_live

    def keys(self) -> dict[int, Callable[[], None]]:
        """The controls' keys (a table's shortcuts)."""
        return {c.key: lambda m=c.move: self.table.press(m) for c in self.controls if c.key}
