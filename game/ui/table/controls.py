"""One control per move: a table's buttons described as data (`Control`: the move, its
words, tooltip, key and look), laid out in a column and live exactly when their move is
among the player's legal moves now (or by the control's own rule, read from them).

A press makes the move through the table's `press(move)` (by default `act(move)`: the
session's legal action of that verb); a control that stands for several verbs (Mau Mau's
Draw, which keeps or passes too) presses the first of them that is legal. The keys come
from the same list (`keys`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.i18n import tr
from game.ui.widgets import Button


@dataclass(frozen=True)
class Control:
    """One button: its `move`, words (i18n keys), key, look and live rule."""

    move: str
    label: str = ""
    tip: str = ""
    key: int | None = None
    style: str = "secondary"
    bold: bool = False
    live: Callable[[set[str]], bool] | None = None  # default: one of its verbs is legal now
    only_live: bool = False  # shown only while live (an answer to a question)
    verbs: tuple[str, ...] = ()  # the verbs it makes, by preference (default: its move)
    #: its words now, from the table and the legal verbs (default: `label`)
    words: Callable[[Any, set[str]], str] | None = None
    widget: type[Button] = Button  # what shows it (a toggle draws itself otherwise)
    quiet: bool = False  # no tooltip while it is not live (none over the others' play)

    def makes(self) -> tuple[str, ...]:
        return self.verbs or (self.move,)

    def is_live(self, legal: set[str]) -> bool:
        return self.live(legal) if self.live is not None else bool(legal & set(self.makes()))


def legal_verbs(table: Any) -> set[str]:
    """The verbs the player may use now (none while anything is under way)."""
    session = table.session
    return {a.verb for a in session.human_actions()} if session and table.can_act else set()


class Controls:
    """A table's buttons for its `controls`, by move."""

    def __init__(self, table: Any, controls: Sequence[Control]) -> None:
        self.table = table
        self.controls = {c.move: c for c in controls}
        self.buttons: dict[str, Button] = {}

    def layout(self, x: int, y: int, w: int, h: int = 0, step: int = 0) -> None:
        """The buttons in a column from (x, y), one `step` apart (the table's profile's
        button height and step unless given)."""
        h, step = h or self.table.profile.button_h, step or self.table.profile.button_step
        self.buttons = {}
        legal = legal_verbs(self.table)
        for i, c in enumerate(self.controls.values()):
            rect = (x, y + i * step, w, h)
            press = lambda move=c.move: self.press(move)  # noqa: E731
            button = c.widget(rect, self.words(c, legal), press, c.style, bold=c.bold)
            button.tooltip = tr(c.tip) if c.tip else ""
            self.buttons[c.move] = self.table.ui.add(button)

    def words(self, c: Control, legal: set[str]) -> str:
        return c.words(self.table, legal) if c.words is not None else tr(c.label)

    def sync(self, legal: set[str]) -> None:
        """Each button live exactly when its rule says, from the legal moves, with its
        words now."""
        for c in self.controls.values():
            button = self.buttons.get(c.move)
            if button is not None:
                shown = self.table.replay is None  # a replay's bar is there instead
                button.enabled = shown and c.is_live(legal)
                button.visible = shown and (button.enabled or not c.only_live)
                if c.words is not None:
                    button.label = self.words(c, legal)
                if c.quiet and c.tip:
                    button.tooltip = tr(c.tip) if button.enabled else ""

    def press(self, move: str) -> None:
        """The control's move: its first verb that is legal now (else its own)."""
        legal = legal_verbs(self.table)
        verbs = self.controls[move].verbs if move in self.controls else ()
        self.table.press(next((v for v in verbs if v in legal), move))

    def rect_of(self, verb: str) -> pygame.Rect | None:
        """Where the button that makes `verb` is (a hint rings it)."""
        for move, button in self.buttons.items():
            if verb in self.controls[move].makes():
                return button.rect
        return None

    def keys(self) -> dict[int, Callable[[], None]]:
        """The controls' keys (a table's shortcuts)."""
        return {c.key: lambda m=c.move: self.press(m) for c in self.controls.values() if c.key}
