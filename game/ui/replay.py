"""Replays (issue 35): a finished match stepped through both ways at its own table, with
every hand shown and the story told in the player's language.

A `ReplaySession` is a `MatchSession` whose match is a `Timeline`'s at a step: nobody
thinks, the human never acts, it is never over (so the table counts no statistics and shows
no ending) and it never saves, so a replay cannot touch the store. The table shows it as an
all-seeing seat would (`watcher` None). The `ReplayBar` over the felt steps (buttons, the
Left/Right/Home/End keys) and marks the decisive moments on a timeline strip.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame

from game.engine.events import Event
from game.engine.registry import descriptor
from game.engine.replay import Timeline, check_record
from game.i18n import N_, tr
from game.ui import theme
from game.ui.table.overlay import put_text
from game.ui.table.session import MatchSession
from game.ui.widgets import Button

#: Event kinds that mark a decisive moment on the timeline: a bust, lives lost at a
#: settle, a seat out, a round's or the match's end and its scores.
DECISIVE = frozenset(
    {"bust", "settle", "eliminated", "caught", "round_end", "game_end", "match_over"}
)


ALL = 10**9  # a jump past either end (clamped): to the start, to the end
#: The bar's buttons: label, steps to go, tooltip.
STEPS = (
    ("|<", -ALL, N_("replay.start")),
    ("<", -1, N_("replay.back")),
    (">", 1, N_("replay.forward")),
    (">|", ALL, N_("replay.end")),
)


class ReplaySession(MatchSession):
    """A recorded match at one step; see the module docstring."""

    replaying = True
    watcher = None

    def __init__(self, record: dict[str, Any]) -> None:
        check_record(record)
        self.timeline = Timeline(record)
        self.step = 0
        game_id = record["game"]
        level = record.get("level")
        level = level if level in descriptor(game_id).levels else descriptor(game_id).levels[0]
        human = record.get("human")
        human = human if isinstance(human, int) and 0 <= human < self.timeline.final.n_seats else 0
        super().__init__(game_id, self.timeline.at(0), level, human)

    @property
    def over(self) -> bool:
        return False

    def human_may_act(self) -> bool:
        return False

    def next_opponent(self) -> int | None:
        return None

    def save(self) -> None:
        """A replay never touches the store."""

    def view(self) -> dict[str, Any]:
        """The human's view with every zone's cards: every hand shown."""
        zones = {name: list(pile) for name, pile in self.match.zones.piles.items()}
        return {**super().view(), "zones": zones}

    def story(self) -> list[Event]:
        return [event.for_seat(None) for event in self.match.log]

    def forward(self) -> list[Event]:
        """Apply the next recorded action; its events ([] at the end)."""
        if self.step >= len(self.timeline):
            return []
        self.match.apply(self.timeline.actions[self.step])
        self.step += 1
        return self.timeline.events(self.step)

    def seek(self, step: int) -> None:
        """The match after `step` actions (clamped to the record)."""
        self.step = max(0, min(step, len(self.timeline)))
        self.match = self.timeline.at(self.step)
        self._view = None

    def marks(self) -> list[int]:
        """The steps whose action made a decisive event (see `DECISIVE`)."""
        steps = range(1, len(self.timeline) + 1)
        return [s for s in steps if any(e.kind in DECISIVE for e in self.timeline.events(s))]


def read_report(path: str | Path) -> dict[str, Any]:
    """A report file's (game/ui/report.py) match as a replay record: the scenario's set-up
    and actions, the seat and level from its ``report`` (a `ScenarioError` when it is not
    a match)."""
    spec = json.loads(Path(path).read_text(encoding="utf-8"))
    facts = spec.pop("report", None) or {}
    record = {**spec, "human": facts.get("seat") or 0, "level": facts.get("level")}
    check_record(record)
    return record


def open_replay(app: Any, record: dict[str, Any]) -> Any:
    """The table of the record's game, to push: it opens on the replay."""
    from game.ui import games

    table = games.table_scene(app, record["game"])
    table.nav.replay = record
    return table


class ReplayBar:
    """The replay's controls where the game's own buttons sit (idle and hidden in a
    replay; else the felt's lower right corner): to start, back, forward, to the end, the step, and the
    timeline strip with the decisive moments marked."""

    KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_HOME: -ALL, pygame.K_END: ALL}

    def __init__(self, table: Any) -> None:
        self.table = table
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: list[Button] = []  # to start, back, forward, to the end
        self.strip = pygame.Rect(0, 0, 0, 0)  # the timeline
        self._marks: list[int] | None = None

    @property
    def session(self) -> ReplaySession:
        return self.table.session

    def go(self, delta: int) -> None:
        """Step by `delta`: one step forward plays with the table's animation; any other
        move rebuilds the table quietly at the step."""
        session, table = self.session, self.table
        table.anim.skip()
        if delta == 1:
            if table.queue:  # the last step's events not all shown yet: shown at once
                table.attach(session, fresh=False)
            table.play_events(session.forward())
        else:
            session.seek(session.step + delta)
            table.attach(session, fresh=False)
        table.dirty = True

    def handle(self, event: pygame.event.Event) -> bool:
        """Left/Right step, Home/End jump, a tap on the timeline goes to its step; True
        when the event was the replay's."""
        if event.type == pygame.KEYDOWN and event.key in self.KEYS:
            self.go(self.KEYS[event.key])
            return True
        strip = self.strip.inflate(0, 24)  # a finger's height
        if event.type == pygame.MOUSEBUTTONDOWN and strip.collidepoint(event.pos):
            total = len(self.session.timeline)
            target = round((event.pos[0] - self.strip.x) * total / max(1, self.strip.w))
            self.go(max(0, min(total, target)) - self.session.step)
            return True
        return False

    def layout(self, ui: Any) -> None:
        p, felt = self.table.profile, self.table.table_rect
        tap = max(p.tap, p.button_h)
        self.rect = pygame.Rect(0, 0, 4 * tap + 3 * 6 + 24 + tap * 2, tap + 34)
        self.rect.bottomright = (felt.right - 8, felt.bottom - 8)
        controls = getattr(self.table, "controls", None)
        column = [b.rect for b in controls.buttons.values()] if controls is not None else []
        if column:  # where the game keeps room for its buttons, idle in a replay
            self.rect.top = min(r.top for r in column)
            self.rect.clamp_ip(felt)
        self.buttons = []
        x = self.rect.x + 12
        for label, delta, tip in STEPS:
            rect = pygame.Rect(x, self.rect.y + 8, tap, tap)
            button = Button(rect, label, lambda d=delta: self.go(d), tooltip=tr(tip))
            self.buttons.append(ui.add(button))
            x += tap + 6
        self.strip = pygame.Rect(self.rect.x + 12, self.rect.bottom - 20, self.rect.w - 24, 10)

    def draw(self, surface: pygame.Surface) -> None:
        session, bar = self.session, self.rect
        if self._marks is None:
            self._marks = session.marks()
        pygame.draw.rect(surface, theme.BAR, bar, border_radius=10)
        tap = bar.h - 34
        text = tr("replay.step", step=session.step, steps=len(session.timeline))
        at = (bar.right - tap, bar.y + 8 + tap // 2)
        put_text(surface, text, theme.ON_FELT, size=self.table.profile.min_text, center=at)
        strip = self.strip
        pygame.draw.rect(surface, theme.DISABLED_INK, strip, border_radius=4)
        total = max(1, len(session.timeline))
        for step in self._marks:
            x = strip.x + strip.w * step // total
            pygame.draw.line(surface, theme.FOCUS, (x, strip.y - 3), (x, strip.bottom + 2), 3)
        x = strip.x + strip.w * session.step // total
        pygame.draw.circle(surface, theme.ON_FELT, (x, strip.centery), 7)
