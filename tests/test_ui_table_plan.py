"""The tables' layout as data: the canvas profile, zones to places (`Placed.where`), the
opponents' seating and the parts a table lists (drawn per seat, tapped, kept clear)."""

import importlib
from dataclasses import FrozenInstanceError, replace
from types import SimpleNamespace

import pygame
import pytest
from test_ui_support import app_fixture, data_dir_fixture  # noqa: F401

from game.ui import theme
from game.ui.art import card_size
from game.ui.table.layout import Layout, Part, Place, Placed, plate_row, plate_spots
from game.ui.table.profile import FULL

AREA = pygame.Rect(0, 72, 1280, 648)


def test_full_profile_is_the_canvas_and_frozen() -> None:
    assert FULL.canvas == theme.CANVAS_SIZE and FULL.top_bar == theme.TOP_BAR_HEIGHT
    assert FULL.button_h >= theme.MIN_TARGET and FULL.min_text == theme.MIN_TEXT
    assert FULL.card(100) == 100
    with pytest.raises(FrozenInstanceError):
        FULL.log_w = 1  # type: ignore[misc]
    compact = replace(FULL, card_scale=0.5)  # a second profile is a second value
    assert compact.card(100) == 50 and FULL.card(100) == 100


class Seen(Part):
    """A part that remembers what it was asked."""

    def __init__(self) -> None:
        self.drawn: list[int | None] = []
        self.taps: list[tuple[int, int]] = []

    def draw(self, surface, table, seat) -> None:
        self.drawn.append(seat)

    def tap(self, table, pos) -> bool:
        self.taps.append(pos)
        return pos[0] < 100

    def areas(self, table) -> list[pygame.Rect]:
        return [pygame.Rect(table.table_rect.x, table.table_rect.y, 600, table.table_rect.h)]


PLAN = Layout(
    seating=lambda others, area: plate_row(others, area, col=300, y=6),
    column_w=200,
    table={
        "draw": Place("table.midtop", -70, 262, card=80, pin="center"),
        "hint": Place("column.bottomleft", 0, -258),
        "strip": Place("table.bottomleft", 236, -250, h=76),
    },
    mine={
        "plate": Place("table.bottomleft", 12, -72),
        "hand": Place("table.bottomleft", 236, -200, card=100, h=192),
    },
    theirs={
        "pile": Place("plate.bottomleft", 0, 8, card=72, step=20),
        "hand": Place("plate.midtop", 0, -8, card=44, pin="midtop"),
    },
)


class Base:
    def handle(self, event) -> None:
        self.passed = event


class Table(Placed, Base):
    plan = PLAN
    profile = FULL

    def __init__(self, n: int, human: int = 0) -> None:
        self.human = human
        self.shown = SimpleNamespace(n_seats=n)
        self.table_rect = pygame.Rect(AREA)
        self.parts = (Seen(),)
        self.passed = None


def test_where_reads_places_relative_to_the_felt_the_column_and_the_plates() -> None:
    table = Table(3)
    assert table.column_x == AREA.right - 200 - FULL.pad
    draw = table.where("draw")
    assert draw.center == (AREA.centerx - 70, AREA.y + 262)
    assert draw.size == card_size(80) and table.zone_card("draw") == 80
    assert table.hint_rect == pygame.Rect(table.column_x, AREA.bottom - 258, 200, FULL.button_h)
    strip = table.where("strip")  # reaches the column, a pad short of it
    assert (strip.x, strip.right, strip.h) == (236, table.column_x - FULL.pad, 76)
    assert table.hint_line_centre == strip.center and table.hint_room == strip.w
    assert table.where("plate:0") == pygame.Rect((12, AREA.bottom - 72), FULL.plate)
    assert table.plate(0) == table.where("plate:0")
    assert table.where("hand:0").size == (table.column_x - FULL.pad - 236, 192)
    assert table.card_w == 100 and table.back_w == 44 and table.column_w == 200
    for seat in (1, 2):  # an opponent's zones hang off its own plate
        plate = table.plate(seat)
        assert plate.size == FULL.plate and plate.top == AREA.y + 6
        assert table.where(f"pile:{seat}").topleft == (plate.x, plate.bottom + 8)
        assert table.where(f"hand:{seat}").midtop == (plate.centerx, plate.top - 8)
    assert table.plate(1).centerx < table.plate(2).centerx  # clockwise from the left


def test_the_human_may_sit_anywhere() -> None:
    table = Table(4, human=2)
    assert table.opponents() == [3, 0, 1]
    assert table.where("plate:2").bottom == AREA.bottom - 72 + FULL.plate[1]
    assert table.where("pile:0").top == table.plate(0).bottom + 8
    with pytest.raises(KeyError):
        table.where("pile:2")  # this plan gives the player no pile


def test_seatings_spread_the_opponents_over_the_felt() -> None:
    others = [1, 2, 3, 4, 5]
    row = plate_row(others, AREA, col=300, y=6)
    xs = [row[s][0] for s in others]
    assert xs == sorted(xs) and xs[1] - xs[0] == (AREA.w - 16) // 5  # narrower than 300
    spots = {2: ((0.25, 100), (0.75, 200))}
    assert plate_spots([4, 7], AREA, spots) == {4: (320, AREA.y + 100), 7: (960, AREA.y + 200)}


def test_parts_are_drawn_tapped_and_kept_clear_of_panels() -> None:
    table = Table(3)
    part = table.parts[0]
    surface = pygame.Surface((10, 10))
    table.draw_parts(surface, 1)
    table.draw_middle(surface)
    assert part.drawn == [1, None]
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(50, 300))
    table.handle(up)  # the part takes it
    assert part.taps == [(50, 300)] and table.passed is None
    miss = pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(700, 300))
    table.handle(miss)  # the part lets it by: the table's widgets get it
    assert table.passed is miss
    room = table.room([table.plate(1)])
    assert room.left >= 600 and not room.colliderect(table.plate(1))
    assert room.w >= FULL.panel_min_w


@pytest.mark.parametrize("game", ["mada", "kadabra"])
def test_a_second_profile_reaches_the_tables_without_touching_them(app, game) -> None:
    """A compact profile (bigger buttons, smaller cards) is a second value: the tables read
    their sizes through it, nothing in them changes."""
    stage = importlib.import_module(f"tools.stages.{game}")
    table = stage.moment_deal(app, 4)
    full_hand, full_hint = table.hand_view.card_w, table.hint_rect
    table.profile = replace(FULL, button_h=80, pad=16, card_scale=0.75)
    table.relayout()
    assert table.hint_rect.h == 80 and table.hint_rect != full_hint
    assert table.hand_view.card_w == round(full_hand * 0.75) == table.card_w
    assert table.column_x == table.table_rect.right - table.column_w - 16
    assert table.back_w == round(table.plan.theirs["hand"].card * 0.75)
    table.draw_content(app.canvas)  # it still draws


def test_a_second_profile_reaches_the_mau_mau_buttons_and_plates(app) -> None:
    """The compact profile reaches Mau Mau's hand, backs, column and buttons, and the
    opponents' plates too (their size comes from the profile, not from FULL at import)."""
    stage = importlib.import_module("tools.stages.maumau")
    table = stage.moment_deal(app, 4)
    full_hand = table.hand_view.card_w
    table.profile = replace(
        FULL, button_h=80, button_step=90, pad=16, card_scale=0.75, plate=(180, 70)
    )
    table.relayout()
    assert table.hint_rect.h == 80 and table.column_x == table.table_rect.right - 160 - 16
    assert table.hand_view.card_w == round(full_hand * 0.75) == table.card_w
    draw, catch = table.controls.buttons["draw"].rect, table.controls.buttons["catch"].rect
    assert draw.h == catch.h == 80 and catch.y - draw.y == 2 * 90
    assert table.next_button is None or table.next_button.rect.h == 80
    for seat, hand in table.seats.items():
        assert hand.plate.size == (180, 70) and hand.plate == table.plate(seat)
    assert table.human_plate().size == (180, 70)
    table.draw_content(app.canvas)


@pytest.mark.parametrize("game", ["gnav", "cuccu"])
def test_a_second_profile_reaches_the_cuckoo_seats_and_buttons(app, game) -> None:
    """The compact profile reaches a cuckoo table's cards, badges and answer buttons."""
    stage = importlib.import_module("tools.stages.cuckoo")
    table = stage.bring(game, "start", app)
    mine = table.seats[table.human].rect
    table.profile = replace(FULL, button_h=80, button_step=90, card_scale=0.5, badge=(160, 80))
    table.relayout()
    assert table.seats[table.human].rect.w == round(mine.w * 0.5)
    assert all(
        seat.badge.size == (160, 80) == table.plate(s).size for s, seat in table.seats.items()
    )
    buttons = [b.rect for b in table.controls.buttons.values()]
    assert len(buttons) == 2 and {b.h for b in buttons} == {80 + 8}
    assert buttons[1].y - buttons[0].y == 90 + 10
    assert table.hint_rect.h == 80
    table.draw_content(app.canvas)
