"""The toy game's table: thin, on the shared kit (the table scene, model, seat badge and
narration). Importing this module registers the toy's deck (plain number cards drawn with
the art kit, game/ui/art/decks.py) and joins its table, deck and rules texts to its game
(game/ui/games.py): nothing in the app is edited for it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import toygame

from game.engine.events import Event
from game.i18n import tr
from game.ui import art, games
from game.ui.art import decks
from game.ui.art.backs import crosshatch
from game.ui.art.canvas import UNIT_H, Blank, blit_text
from game.ui.art.fonts import font
from game.ui.art.palette import INK, OCHRE, RED, TEAL, Inks, mix
from game.ui.table.controls import Control, Controls, legal_verbs
from game.ui.table.events import table
from game.ui.table.layout import seat_anchors
from game.ui.table.model import On, TableModel, hand
from game.ui.table.narration import Narration
from game.ui.table.scene import TableScene
from game.ui.table.seats import Seat, badge_rect, draw_seat, emblem_index

CARD_W = 64
FELT = toygame.GAME.felt


def paint(face: str, width: int, _four_colour: bool, _lang: str) -> pygame.Surface:
    """A plain number card: the number large in the middle and small in a corner."""
    blank = Blank(width)
    blank.pen.rect(4, 4, 92, UNIT_H - 8, None, FELT, radius=3, line=1.3)
    surface = blank.finish()
    k = width / 100.0
    blit_text(surface, face, font(round(46 * k)), mix(FELT, INK, 0.5), (50 * k, UNIT_H / 2 * k))
    blit_text(surface, face, font(round(15 * k)), INK, (13 * k, 16 * k))
    return surface


DECK = decks.register(
    decks.Deck(
        id="toy",
        faces=tuple(str(n) for n in range(1, 10)),
        colour=FELT,
        inks=Inks(INK, RED, OCHRE, TEAL),
        paint=paint,
        pattern=crosshatch,
        name=lambda face, _lang: face,
    )
).id


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
            held = self.model.cards(hand(seat))
            if held:
                card = held[0]
                face = art.back_surface(DECK, CARD_W)
                if card is not None:
                    face = art.card_surface(DECK, card[1:], CARD_W)
                surface.blit(face, face.get_rect(center=(x, y - 40)))
            badge = Seat(self.words.seat(seat), emblem_index(seat, self.human), turn=seat in turn)
            draw_seat(
                surface, badge_rect((x, y + 55), self.profile.badge).clamp(self.table_rect), badge
            )

    def result_text(self, result: dict[str, Any]) -> tuple[str, list[str]]:
        title, _ = super().result_text(result)
        return title, [tr("table.you") + ": " + str(self.model.cards(hand(self.human)))]


GAME = games.register(
    replace(
        toygame.GAME,
        table=f"{__name__}:ToyTable",
        deck=DECK,
        rules_dir=str(Path(__file__).parent / "rules"),
    )
)
