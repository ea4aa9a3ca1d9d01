"""A game's statistics: matches and deals won, win share per difficulty, final scores and
winning streaks, as big figures and small bars; Reset (after a question) clears them.

Opened from a lobby tile it shows that game; opened by name (``--scene stats``) it offers
every game with a chooser. The counters come from `storage.load_stats` (recorded by
`game.ui.table.stats.record_match`); any counter an older version did not keep reads as 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game import daily, storage
from game.i18n import tr
from game.ui import dailyplay, fonts, theme
from game.ui.games import info, lobby_games
from game.ui.scene import Scene
from game.ui.scenes.history import HistoryScene
from game.ui.sharecard import MARK_COLOURS
from game.ui.statlines import round_words, share
from game.ui.table.chart import GRID
from game.ui.table.newmatch import LEVEL_KEYS
from game.ui.table.overlay import put_text
from game.ui.widgets import ChoiceList
from game.ui.widgets.dialog import ConfirmDialog
from game.ui.widgets.topbar import TopBar

if TYPE_CHECKING:
    from game.ui.services import App

MARGIN = 40
GAP = 20
PAD = 20
SMALL = theme.MIN_TEXT
BIG = 40
DAY = 16  # a day's square in the daily deal's calendar


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


class StatsScene(Scene):
    static_content = True

    def __init__(self, app: App, game_id: str | None = None) -> None:
        super().__init__(app)
        self.fixed = game_id
        self.game_id = game_id or lobby_games()[0].id
        self.stats: dict[str, Any] = {}
        self.days: dict[str, Any] = {}
        self.today = daily.today()
        self.cards: list[pygame.Rect] = []

    def layout(self) -> None:
        name = tr(info(self.game_id).name_key)
        self.bar = TopBar(self, tr("stats.title", name=name), rules_game=None)
        self.reset_button = self.bar.add_left(tr("stats.reset"), self.ask_reset, "")
        self.stats = storage.load_stats(self.game_id)
        self.days, self.today = storage.load_daily(self.game_id), daily.today()
        self.reset_button.enabled = bool(self.stats.get("played"))
        self.bar.add_left(tr("history.button"), self.open_history, tr("history.tip"))
        h = self.app.profile.button_h  # a tap target's height (taller on a phone)
        y = self.app.profile.top_bar + 16
        if not self.fixed:
            games = [(g.id, tr(g.name_key)) for g in lobby_games()]
            self.ui.add(
                ChoiceList(
                    (MARGIN, y, 1280 - 2 * MARGIN, h), games, self.game_id, self.choose, size=22
                )
            )
            y += h + 16
        w = (theme.CANVAS_SIZE[0] - 2 * MARGIN - GAP) // 2
        h = (theme.CANVAS_SIZE[1] - 24 - y - GAP) // 2
        self.cards = [
            pygame.Rect(MARGIN + col * (w + GAP), y + row * (h + GAP), w, h)
            for row in range(2)
            for col in range(2)
        ]

    def open_history(self) -> None:
        """The last matches, to replay."""
        self.app.stack.push(HistoryScene(self.app, self.game_id))

    def choose(self, game_id: str) -> None:
        self.game_id = game_id
        self.relayout()

    # --- reset -------------------------------------------------------------------------------
    def ask_reset(self) -> None:
        name = tr(info(self.game_id).name_key)
        self.app.stack.push(
            ConfirmDialog(
                self.app,
                tr("stats.reset.confirm", name=name),
                lambda yes: yes and self.reset(),
                yes=tr("stats.reset"),
                no=tr("common.cancel"),
            )
        )

    def reset(self) -> None:
        storage.save_stats(self.game_id, {})
        self.relayout()

    # --- the figures ---------------------------------------------------------------------------
    def figures(self) -> dict[str, Any]:
        """What the cards show, from the stored counters (tests read it)."""
        s = self.stats
        levels = s.get("levels", {})
        scored = s.get("scored", 0)
        return {
            "played": int(s.get("played", 0)),
            "won": int(s.get("won", 0)),
            "deals": int(s.get("deals", 0)),
            "deals_won": int(s.get("deals_won", 0)),
            "rounds": int(s.get("rounds", 0)),
            "rounds_won": int(s.get("rounds_won", 0)),
            "levels": {
                level: (int(levels.get(level, {}).get("won", 0)), int(levels[level]["played"]))
                for level in info(self.game_id).rules.levels
                if levels.get(level, {}).get("played")
            },
            "best": s.get("best"),
            "average": s.get("score_sum", 0) / scored if scored else None,
            "streak": int(s.get("streak", 0)),
            "best_streak": int(s.get("best_streak", 0)),
            "daily_streak": dailyplay.streak(self.days, self.today),
            "calendar": dailyplay.calendar(self.days, self.today),
        }

    # --- drawing -------------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        self.bar.draw(surface)
        f = self.figures()
        if not f["played"]:
            image = fonts.render(tr("stats.none"), theme.BODY_TEXT, theme.ON_FELT)
            area = pygame.Rect(self.cards[0].topleft, (0, 0)).union(self.cards[-1])
            surface.blit(image, image.get_rect(center=area.center))
            return
        of = lambda won, played: tr("stats.of", won=won, played=played)  # noqa: E731
        matches, levels, scores, streaks = self.cards
        body = self._card(surface, matches, tr("stats.share"))
        items = [(tr("stats.matches"), share(f["won"], f["played"]), of(f["won"], f["played"]))]
        words = round_words(self.game_id)
        if words is not None and "rounds" in info(self.game_id).rules.stats_fields:
            won, played = f["rounds_won"], f["rounds"]
            items.append((tr(words.label), share(won, played), of(won, played)))
            body = self._note(surface, body, tr(words.rule))
        elif f["deals"]:
            items.append(
                (
                    tr("stats.deals"),
                    share(f["deals_won"], f["deals"]),
                    of(f["deals_won"], f["deals"]),
                )
            )
        bars(surface, body, items)
        body = self._card(surface, levels, tr("stats.by_level"))
        items = [
            (tr(LEVEL_KEYS[level]), share(won, played), of(won, played))
            for level, (won, played) in f["levels"].items()
        ]
        bars(surface, body, items or [(tr(LEVEL_KEYS["normal"]), 0.0, "—")])
        body = self._card(surface, scores, tr("stats.scores"))
        best, average = f["best"], f["average"]
        self._figures(
            surface,
            body,
            [
                (tr("stats.best"), "—" if best is None else _number(best)),
                (tr("stats.average"), "—" if average is None else _number(round(average, 1))),
            ],
        )
        body = self._card(surface, streaks, tr("stats.streaks"))
        strip = self._calendar(surface, body, f["daily_streak"], f["calendar"])
        self._figures(
            surface,
            pygame.Rect(body.x, body.y, body.w, strip.y - body.y),
            [
                (tr("stats.streak.now"), str(f["streak"])),
                (tr("stats.streak.best"), str(f["best_streak"])),
            ],
        )

    def _calendar(
        self, surface: pygame.Surface, body: pygame.Rect, streak: int, days: list
    ) -> pygame.Rect:
        """The daily deal at the foot of the streaks card: its streak, and the last 30
        days as squares (first place, between, last; a dot for a play not finished; an
        empty frame for a day not played), oldest left. Returns the strip's rect."""
        step = fonts.line_height(SMALL)
        strip = pygame.Rect(body.x, body.bottom - step - DAY - 4, body.w, step + DAY + 4)
        line = tr("stats.daily", n=streak)
        size = fonts.fit_size(line, SMALL, body.w)
        surface.blit(fonts.render(line, size, theme.INK_MUTED), strip.topleft)
        pitch = min(DAY + 4, body.w // len(days))
        for i, (_day, entry) in enumerate(days):
            cell = pygame.Rect(strip.x + i * pitch, strip.bottom - DAY, pitch - 3, DAY)
            place, of = (entry or {}).get("place", 0), (entry or {}).get("of", 0)
            if entry is None:
                pygame.draw.rect(surface, theme.INK_MUTED, cell, 1, border_radius=2)
            elif place == 0:
                pygame.draw.rect(surface, theme.INK_MUTED, cell, 1, border_radius=2)
                pygame.draw.circle(surface, theme.INK_MUTED, cell.center, 3)
            else:
                mark = "w" if place == 1 else "l" if place >= of else "p"
                pygame.draw.rect(surface, MARK_COLOURS[mark], cell, border_radius=2)
        return strip

    def _card(self, surface: pygame.Surface, rect: pygame.Rect, heading: str) -> pygame.Rect:
        """A card with its heading; returns the room left for its contents."""
        theme.card_panel(surface, rect)
        size = fonts.fit_size(heading, theme.BODY_TEXT, rect.w - 2 * PAD, True)
        image = fonts.render(heading, size, theme.INK, True)
        surface.blit(image, (rect.x + PAD, rect.y + PAD - 4))
        top = rect.y + PAD + fonts.line_height(theme.BODY_TEXT, True)
        return pygame.Rect(rect.x + PAD, top, rect.w - 2 * PAD, rect.bottom - PAD - top)

    def _note(self, surface: pygame.Surface, body: pygame.Rect, text: str) -> pygame.Rect:
        """A small note at the foot of a card (what a won round means); returns the room
        left above it."""
        lines = fonts.wrap(text, SMALL, body.w)[:2]
        step = fonts.line_height(SMALL)
        y = body.bottom - step * len(lines)
        for line in lines:
            surface.blit(fonts.render(line, SMALL, theme.INK_MUTED), (body.x, y))
            y += step
        return pygame.Rect(body.x, body.y, body.w, body.h - step * len(lines) - 6)

    def _figures(self, surface: pygame.Surface, rect: pygame.Rect, items: list) -> None:
        """Big figures side by side, each with its label under it."""
        w = rect.w // len(items)
        for i, (label, value) in enumerate(items):
            cx = rect.x + i * w + w // 2
            image = fonts.render(value, BIG, theme.ACCENT, True)
            surface.blit(image, image.get_rect(midbottom=(cx, rect.centery + 10)))
            size = fonts.fit_size(label, SMALL, w - 12)
            image = fonts.render(label, size, theme.INK_MUTED)
            surface.blit(image, image.get_rect(midtop=(cx, rect.centery + 16)))


def bars(
    surface: pygame.Surface, rect: pygame.Rect, items: Sequence[tuple[str, float, str]]
) -> None:
    """Horizontal bars, one a row: its label on the left, a bar for a share 0..1 on a pale
    track, and its figure in words at the right of the track."""
    row_h = rect.h // len(items)
    widest = max(fonts.width(label, SMALL) for label, _, _ in items)
    label_w = min(rect.w // 3, widest + fonts.SLACK + 12)
    note_w = max(fonts.width(note, SMALL) for _, _, note in items) + 12
    track_w = max(40, rect.w - label_w - note_w)
    for i, (label, part, note) in enumerate(items):
        cy = rect.y + i * row_h + row_h // 2
        size = fonts.fit_size(label, SMALL, label_w - 12)
        put_text(surface, label, theme.INK, size=size, midleft=(rect.x, cy))
        track = pygame.Rect(rect.x + label_w, cy - 12, track_w, 24)
        pygame.draw.rect(surface, GRID, track, border_radius=6)
        filled = pygame.Rect(track.topleft, (round(track.w * max(0.0, min(1.0, part))), track.h))
        if filled.w:
            pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=6)
        put_text(surface, note, theme.INK, midleft=(track.right + 10, cy))
