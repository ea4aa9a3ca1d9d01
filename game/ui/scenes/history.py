"""A game's last finished matches (the store keeps 20, `storage.load_history`), newest
first, each with its date and result: a tap replays it (game/ui/replay.py). Opened from the
statistics; reading it never changes the store."""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, Any

import pygame

from game import storage
from game.engine.replay import replay
from game.i18n import N_, tr
from game.ui import fonts, theme
from game.ui.games import info
from game.ui.replay import open_replay
from game.ui.scene import Scene
from game.ui.widgets import Button
from game.ui.widgets.topbar import TopBar

if TYPE_CHECKING:
    from game.ui.services import App

MARGIN = 40
GAP = 8
RESULT_KEYS = {"won": N_("history.won"), "lost": N_("history.lost"), "draw": N_("history.draw")}


def outcome(record: dict[str, Any]) -> str:
    """won, lost or draw, for the player's seat (a record that no longer replays: lost)."""
    try:
        result = replay(record).result() or {}
    except Exception:  # an older rules version: the list still shows it
        return "lost"
    if result.get("draw"):
        return "draw"
    return "won" if record.get("human", 0) in result.get("winners", []) else "lost"


class HistoryScene(Scene):
    static_content = True

    def __init__(self, app: App, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.matches: list[tuple[str, dict[str, Any]]] = []  # (label, record), newest first

    def layout(self) -> None:
        name = tr(info(self.game_id).name_key)
        self.bar = TopBar(self, tr("history.title", name=name), rules_game=None)
        kept = storage.load_history(self.game_id).items()
        self.matches = [(self.label(int(k), r), r) for k, r in reversed(list(kept))]
        p = self.app.profile
        top, h = p.top_bar + 16, p.button_h
        rows = max(1, (theme.CANVAS_SIZE[1] - top - 16) // (h + GAP))
        cols = max(1, math.ceil(len(self.matches) / rows))
        w = (theme.CANVAS_SIZE[0] - 2 * MARGIN - (cols - 1) * GAP) // cols
        for i, (label, record) in enumerate(self.matches):
            col, row = divmod(i, rows)
            rect = pygame.Rect(MARGIN + col * (w + GAP), top + row * (h + GAP), w, h)
            self.ui.add(
                Button(rect, label, lambda r=record: self.open(r), tooltip=tr("replay.tip"))
            )

    def label(self, ended_ms: int, record: dict[str, Any]) -> str:
        """When the match ended (the history's key) and how it went for the player."""
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(ended_ms / 1000))
        return f"{when} · {tr(RESULT_KEYS[outcome(record)])}"

    def open(self, record: dict[str, Any]) -> None:
        self.app.stack.push(open_replay(self.app, {**record, "game": self.game_id}))

    def draw_content(self, surface: pygame.Surface) -> None:
        self.bar.draw(surface)
        if not self.matches:
            image = fonts.render(tr("history.none"), theme.BODY_TEXT, theme.ON_FELT)
            surface.blit(image, image.get_rect(center=surface.get_rect().center))
