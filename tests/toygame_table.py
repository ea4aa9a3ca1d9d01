"""The toy game's table: thin, on the shared kit (the table scene, model, seat badge and
narration). Importing this module registers the toy's descriptor with its table, rules
texts and (until the toy's engine module has one) a first-legal-move opponent: nothing in
the app is edited for it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import toygame

from game.ai.base import Decision, Opponent
from game.engine.actions import Action
from game.engine.events import Event
from game.engine.registry import register
from game.i18n import tr
from game.ui import fonts, theme
from game.ui.table.controls import Control, Controls, legal_verbs
from game.ui.table.events import table
from game.ui.table.layout import seat_anchors
from game.ui.table.model import On, TableModel, hand
from game.ui.table.narration import Narration
from game.ui.table.scene import TableScene
from game.ui.table.seats import Seat, badge_rect, draw_seat, emblem_index

CARD = (64, 90)


class FirstLegal(Opponent):
    def think(self, view: dict[str, Any]):
        yield
        return Decision(Action.parse(view["legal"][0]), "first")


def make_opponent(level: str, seat: int, match_seed: int) -> Opponent:
    return FirstLegal(seat, match_seed)


def told_move(words: Narration, d: dict[str, Any]) -> str | None:
    seat = int(d["from"][5:]) if d["from"].startswith("hand:") else None
    return None if seat is None else f"{words.seat(seat)}: swap"


EVENTS = table({"move": On(words=told_move)})
CONTROLS = (Control("keep", "keep"), Control("swap", "swap"))


class ToyTable(TableScene):
    game_id = "toy"
    events = EVENTS

    def reset_table(self, fresh: bool) -> None:
        assert self.session is not None
        view = self.session.view()
        empty = TableModel(EVENTS, view["n_seats"], self.human, {"stock": [None] * 9})
        self.model = empty if fresh else TableModel.of(EVENTS, view)

    def show_event(self, event: Event) -> None:
        self.model.apply(event)

    def layout_table(self) -> None:
        self.controls = Controls(self, CONTROLS)
        if self.session is None:
            return
        area = self.table_rect
        self.anchors = seat_anchors(self.model.n_seats, self.human, area)
        self.anchors[self.human] = (area.centerx, area.bottom - 150)
        x, y = self.anchors[self.human]
        self.controls.layout(x + 50, y - 60, 150)
        self.controls_changed()

    def controls_changed(self) -> None:
        if hasattr(self, "controls"):
            self.controls.sync(legal_verbs(self))

    def draw_table(self, surface: pygame.Surface) -> None:
        if self.session is None:
            return
        turn = self.session.to_act()
        for seat, (x, y) in self.anchors.items():
            card = pygame.Rect((0, 0), CARD)
            card.center = (x, y - 40)
            held = self.model.cards(hand(seat))
            if held:
                pygame.draw.rect(surface, theme.STOCK, card, border_radius=6)
                if held[0] is not None:
                    image = fonts.render(held[0][1:], theme.TITLE_TEXT, theme.INK, True)
                    surface.blit(image, image.get_rect(center=card.center))
            badge = Seat(self.words.seat(seat), emblem_index(seat, self.human), turn=seat in turn)
            draw_seat(surface, badge_rect((x, y + 55)).clamp(self.table_rect), badge)

    def result_text(self, result: dict[str, Any]) -> tuple[str, list[str]]:
        title, _ = super().result_text(result)
        return title, [tr("table.you") + ": " + str(self.model.cards(hand(self.human)))]


opponents = toygame.DESCRIPTOR.opponents
if not hasattr(toygame, opponents.partition(":")[2]):
    opponents = f"{__name__}:make_opponent"
DESCRIPTOR = register(
    replace(
        toygame.DESCRIPTOR,
        table=f"{__name__}:ToyTable",
        opponents=opponents,
        extra={**toygame.DESCRIPTOR.extra, "rules_dir": str(Path(__file__).parent / "rules")},
    )
)
