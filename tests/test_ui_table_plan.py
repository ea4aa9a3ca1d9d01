"""The tables' layout as data: the canvas profile, zones to places (`Placed.where`), the
opponents' seating and the parts a table lists (drawn per seat, tapped, kept clear)."""

import importlib
from dataclasses import FrozenInstanceError, replace
from types import SimpleNamespace

import pygame
import pytest
from test_ui_support import app_fixture, data_dir_fixture  # noqa: F401

from game.ui import fonts, theme
from game.ui.art import card_size
from game.ui.table.layout import Layout, Part, Place, Placed, plate_row, plate_spots
from game.ui.table.profile import COMPACT, FULL, PROFILES, of_app, pick
from game.ui.widgets import Button

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
        self.log = SimpleNamespace(covers=lambda pos, profile: False)  # no story drawer open


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


def test_the_compact_profile_is_picked_below_460_css_px_and_is_bigger() -> None:
    """Phones held sideways (390 CSS px tall) get the compact profile; the 960x540 embed
    and desktops keep the full one. Its taps are 74 canvas px at least (40 CSS px at the
    phone's scale 0.542) and its text 21 (11 CSS px)."""
    assert pick(390) is COMPACT and pick(459.5) is COMPACT
    assert pick(460) is FULL and pick(540) is FULL and pick(720) is FULL
    assert PROFILES == {"full": FULL, "compact": COMPACT}
    assert COMPACT.canvas == FULL.canvas  # only sizes and layouts change
    assert COMPACT.button_h >= 74 and COMPACT.tap >= 74 and COMPACT.top_bar >= 74
    assert COMPACT.min_text >= 21 and COMPACT.card(100) > 100
    assert COMPACT.plate > FULL.plate and COMPACT.badge > FULL.badge
    assert COMPACT.log_drawer and not COMPACT.log_open and FULL.log_open


def test_the_profile_comes_from_the_app_or_the_environment(monkeypatch) -> None:
    monkeypatch.setenv("CARD_ATLAS_PROFILE", "compact")
    assert of_app(SimpleNamespace()) is COMPACT
    assert of_app(SimpleNamespace(profile=FULL)) is FULL  # the app's own wins
    monkeypatch.setenv("CARD_ATLAS_PROFILE", "nonsense")
    assert of_app(SimpleNamespace()) is FULL


def test_a_layout_for_a_second_profile_names_only_what_differs() -> None:
    moved = Place("table.topleft", 1, 2)
    compact = PLAN.but(column_w=300, table={"hint": moved})
    assert compact.table["hint"] == moved and compact.table["draw"] == PLAN.table["draw"]
    assert compact.mine == PLAN.mine and compact.column_w == 300
    assert PLAN.table["hint"] != moved and PLAN.column_w == 200  # the first is untouched


COMPACT_TABLES = [("maumau", 4), ("maumau", 2), ("mada", 5), ("kadabra", 6), ("kadabra", 2)]


def staged(app, game: str, players: int):
    """A table mid-deal, then shown on a phone: the app's profile changes to compact."""
    if game in ("gnav", "cuccu"):
        table = importlib.import_module("tools.stages.cuckoo").bring(game, "start", app)
    else:
        table = importlib.import_module(f"tools.stages.{game}").moment_deal(app, players)
    app.profile = COMPACT
    table.profile_changed()
    return table


def taps_and_things(table) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """What the player taps on the felt (the top bar is the app's), and the things on the
    felt that must not overlap: plates with their fans, piles, the hand, buttons."""
    top = table.profile.top_bar
    buttons = [
        w.rect
        for w in table.ui.widgets
        if isinstance(w, Button) and w.visible and w.rect.top >= top
    ]
    if table.game_id in ("gnav", "cuccu"):  # each seat's card (a tap explains it), badge
        taps = buttons + [seat.rect for seat in table.seats.values()]
        seats = [r for seat in table.seats.values() for r in (seat.rect, seat.badge)]
        return taps, buttons + seats + [table.where("stock"), table.where("discard")]
    hand = table.hand_view
    taps = buttons + [hand.visible_part(card) for card in hand.cards] + [table.stock_pile.rect]
    if table.game_id == "mada":  # the plates, and the piles and banks (parts)
        seats = [table.plate(seat) for seat in range(table.shown.n_seats)]
        seats += [area for part in table.parts for area in part.areas(table)]
    else:  # an opponent's fan over its plate
        seats = [seat.bounds for seat in table.seats.values()] + [table.human_plate()]
    piles = [table.stock_pile.rect, table.discard_pile.rect, hand.cards_rect()]
    return taps, buttons + seats + piles


@pytest.mark.parametrize(("game", "players"), [*COMPACT_TABLES, ("gnav", 4), ("cuccu", 4)])
def test_every_table_lays_out_in_the_compact_profile(app, game, players) -> None:
    """On a phone every tap target is 74 canvas px both ways (a hand card by its visible
    strip), everything lies on the felt, nothing covers anything else, every text drawn
    is 21 px at least, and the story is a closed drawer that leaves the felt whole."""
    table = staged(app, game, players)
    assert table.profile is COMPACT and not table.log.open
    felt = table.table_rect
    assert felt.w == COMPACT.canvas[0] and felt.h == COMPACT.canvas[1] - COMPACT.top_bar
    taps, things = taps_and_things(table)
    for rect in taps:
        assert rect.w >= 74 and rect.h >= 74, (game, rect)
    controls = getattr(table, "controls", None)  # an answer shows only while it is asked
    for button in controls.buttons.values() if controls is not None else ():
        assert felt.contains(button.rect), (game, button.label, button.rect)
    for rect in things:
        assert felt.contains(rect), (game, rect)
    for i, rect in enumerate(things):
        for other in things[i + 1 :]:
            assert not rect.colliderect(other), (game, rect, other)
    sizes: list[tuple[str, int]] = []
    fonts.watcher = lambda kind, text, size, bold, ok: sizes.append((text, size))
    try:
        table.draw(app.canvas)
    finally:
        fonts.watcher = None
    assert sizes and min(size for _, size in sizes) >= 21, sorted(sizes, key=lambda s: s[1])[:3]


def test_the_story_opens_as_a_drawer_over_the_felt_and_back_to_full(app) -> None:
    """In the compact profile the story's button is in the top bar and opens the story
    over the felt (the felt keeps its width); back on a large screen it is the side panel
    again, open, and the felt makes room for it."""
    table = staged(app, "maumau", 4)
    felt = table.table_rect
    assert table.log.button.rect.bottom <= COMPACT.top_bar and table.log.panel is None
    table.log.toggle()
    assert table.log.open and table.table_rect == felt
    panel = table.log.panel.rect
    assert panel.right <= COMPACT.canvas[0] and panel.w >= COMPACT.log_w - 2 * COMPACT.pad
    title = (panel.centerx, (COMPACT.top_bar + panel.top) // 2)  # over the story's title
    assert table.log.covers(title, COMPACT) and table.log.covers(panel.center, COMPACT)
    assert not table.log.covers((panel.left - 40, panel.centery), COMPACT)
    table.draw(app.canvas)
    app.profile = FULL
    table.profile_changed()
    assert table.profile is FULL and table.log.open
    assert table.table_rect.w == FULL.canvas[0] - FULL.log_w
    assert table.hint_rect.h == FULL.button_h
