"""A daily deal's share card (issue 33): the text a player pastes anywhere (the game and
day, placing and points, one emoji per round, the link that opens the same deal), shown
on the card with the rounds as coloured squares (the shipped font has no emoji), and
copied to the clipboard: the browser's through `platform.window` (navigator.clipboard,
guarded: no error, no alert), the desktop's through SDL where it has one."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from game.ui import dailyplay, fonts, theme, webpage
from game.ui.table.overlay import PAD, Choice, PanelOverlay

if TYPE_CHECKING:
    from game.ui.services import App

#: The rounds' squares on the card, as the share text's emoji: best, between, worst.
EMOJI = "".join(dailyplay.EMOJI.values())
MARK_COLOURS = {"w": (76, 150, 72), "p": (222, 178, 52), "l": (190, 64, 52)}
SQUARE = 20
SQUARE_GAP = 4


def copy_text(text: str) -> bool:
    """Put `text` on the clipboard; True when something took it (never raises)."""
    window = webpage.page_window()
    if window is not None:
        try:
            promise = window.navigator.clipboard.writeText(text)
        except Exception:
            return False
        with contextlib.suppress(Exception):  # a refusal is no error for the page to report
            promise.catch(lambda *_: None)
        return True
    try:
        import pygame.scrap

        if not pygame.scrap.get_init():
            pygame.scrap.init()
        pygame.scrap.put_text(text)
        return True
    except Exception:
        return False


class ShareCard(PanelOverlay):
    """The share text on a card with Copy and Close; the emoji line drawn as squares."""

    def __init__(
        self, app: App, title: str, text: str, marks: str, on_close: Callable[[], None]
    ) -> None:
        lines = text.split("\n")
        self.marks = marks
        self.text = text
        #: the emoji line's place among the lines (drawn as squares, left blank as text)
        self.marks_at = next((i for i, line in enumerate(lines) if line[:1] in EMOJI), None)
        shown = ["" if i == self.marks_at else line for i, line in enumerate(lines)]
        buttons: list[Choice] = [(tr("daily.copy"), self.copy), (tr("common.close"), on_close)]
        super().__init__(app, title, shown, buttons)

    def copy(self) -> None:
        ok = copy_text(self.text)
        self.app.toast(tr("daily.copied" if ok else "daily.copy_failed"))

    def choose(self, index: int) -> None:
        if index == 0:  # Copy keeps the card up
            self.copy()
            return
        super().choose(index)

    def draw_content(self, surface: pygame.Surface) -> None:
        super().draw_content(surface)
        if self.marks_at is None:
            return
        width = self.box.w - 2 * PAD
        before = sum(
            len(fonts.wrap(line, theme.MIN_TEXT, width)) for line in self.lines[: self.marks_at]
        )
        step = fonts.line_height(theme.MIN_TEXT)
        top = self.box.y + PAD + fonts.line_height(theme.TITLE_TEXT, True) + 12
        y = top + before * step + (step - SQUARE) // 2
        per_row = max(1, (self.box.w - 2 * PAD) // (SQUARE + SQUARE_GAP))
        for i, mark in enumerate(self.marks[:per_row]):
            rect = (self.box.x + PAD + i * (SQUARE + SQUARE_GAP), y, SQUARE, SQUARE)
            pygame.draw.rect(surface, MARK_COLOURS[mark], rect, border_radius=3)
