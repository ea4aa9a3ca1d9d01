"""The shared hand-shedding pieces besides the hand: card flights (timing, flip, instant,
reduced motion, skip), the choice overlay (keys, taps, one choice only, cancel), the match
board's count-up, and the piles."""

from __future__ import annotations

import pygame
import pytest
from test_ui_support import app_fixture, data_dir_fixture, feed, key, tap  # noqa: F401

from game.ui.anim import Animator
from game.ui.table.board import MatchBoard
from game.ui.table.chooser import ChoiceOverlay, Option
from game.ui.table.moves import Moves, Spot
from game.ui.table.piles import DiscardPile, OpponentHand, StockPile
from game.ui.table.seats import Seat


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


def card(colour, w=60, h=84) -> pygame.Surface:
    surface = pygame.Surface((w, h))
    surface.fill(colour)
    return surface


def animator(**settings) -> Animator:
    return Animator(lambda: settings)


def spot(image: pygame.Surface, at: tuple[int, int], w: int = 0) -> Spot:
    return Spot(at, image, w or image.get_width())


def test_flight_slides_and_lands_once() -> None:
    anim, layer, landed = animator(speed="normal"), Moves(), []
    face = card((255, 0, 0))
    flight = layer.fly(
        anim, spot(face, (0, 0)), spot(face, (100, 50)), None, on_done=lambda: landed.append(1)
    )
    anim.update(125)
    assert 0 < flight.centre[0] < 100 and layer.busy and anim.busy
    anim.update(200)
    assert flight.centre == (100, 50) and landed == [1] and not layer.busy


def test_flight_turns_over_half_way() -> None:
    anim, layer = animator(), Moves()
    front, back = card((255, 0, 0)), card((0, 0, 255))
    flight = layer.fly(anim, spot(front, (0, 0)), spot(back, (200, 0)), None)
    flight.t = 0.25
    early = flight.image()
    assert early.get_width() < front.get_width() and early.get_at((0, 0))[:3] == (255, 0, 0)
    flight.t = 0.9
    assert flight.image().get_at((0, 0))[:3] == (0, 0, 255)
    flight.t = 1.0
    assert flight.image().get_size() == back.get_size()


def test_flight_grows_between_sizes() -> None:
    anim, layer, face = animator(), Moves(), card((9, 9, 9))
    flight = layer.fly(anim, spot(face, (0, 0), 30), spot(face, (10, 10), 60), None)
    flight.t = 0.5
    assert flight.image().get_width() == 45


def test_instant_speed_lands_at_once_and_delay_waits() -> None:
    anim, layer, landed = animator(speed="instant"), Moves(), []
    start, end = spot(card((1, 2, 3)), (0, 0)), spot(card((1, 2, 3)), (5, 5))
    end = Spot(end.centre, start.image, end.width)
    layer.fly(anim, start, end, None, delay=300, on_done=lambda: landed.append(1))
    assert landed == [1] and not anim.busy and not layer.busy
    anim, landed = animator(speed="normal"), []
    flight = layer.fly(anim, start, end, None, delay=150, on_done=lambda: landed.append(1))
    anim.update(100)
    assert flight not in layer.flights  # still on the ground
    anim.update(100)
    assert flight in layer.flights
    anim.skip()
    assert landed == [1] and not layer.busy


def test_reduced_motion_fades_in_place() -> None:
    anim, layer, face = animator(reduced_motion=True), Moves(), card((1, 2, 3))
    flight = layer.fly(anim, spot(face, (0, 0)), spot(face, (50, 50)), None)
    assert flight.centre == (50, 50) and flight.alpha == 0
    anim.update(100)
    assert 0 < flight.alpha < 255
    anim.update(400)
    assert flight.done


def test_layer_draws_cards_in_the_air() -> None:
    anim, layer, face = animator(), Moves(), card((250, 0, 0))
    layer.fly(anim, spot(face, (100, 100)), spot(face, (100, 100)), None)
    surface = pygame.Surface((200, 200))
    layer.draw(surface)
    assert surface.get_at((100, 100))[:3] == (250, 0, 0)


def test_a_grounded_card_lies_at_its_start_under_the_cards_in_the_air() -> None:
    anim, layer = animator(speed="normal"), Moves()
    one, two = card((1, 1, 1)), card((2, 2, 2))
    waiting = layer.fly(anim, spot(one, (0, 0)), spot(one, (90, 0)), None, delay=200, grounded=True)
    flying = layer.fly(anim, spot(two, (0, 0)), spot(two, (90, 0)), None)
    assert waiting.grounded and waiting.centre == (0, 0) and layer.flights == [waiting, flying]
    anim.update(210)
    assert not waiting.grounded and layer.flights == [flying, waiting], "it takes off on top"


def test_a_reshuffle_flies_a_few_backs_one_after_another() -> None:
    anim, layer, back = animator(speed="normal"), Moves(), card((0, 0, 200))
    layer.gather(anim, back, (0, 0), (50, 0), 30)
    assert len(layer.flights) == 1 and not layer.flights[0].flips
    seen = {}  # the flights kept alive, so no id is used twice
    for _ in range(100):
        seen.update({id(flight): flight for flight in layer.flights})
        anim.update(10)
    assert len(seen) == 4, "four backs at most, one after another"
    assert not layer.busy and not anim.busy and not layer.incoming


def test_one_move_flight_hides_the_card_where_it_lands_until_it_gets_there() -> None:
    from game.engine.events import Event

    anim, moves, applied, landed = animator(speed="normal"), Moves(), [], []
    face, back, small = card((200, 0, 0)), card((0, 0, 200)), card((0, 0, 200), 30, 42)
    places = {
        ("stock", None): Spot((0, 0), back, 60, False),
        ("stock", "7H"): Spot((0, 0), back, 60, False),
        ("hand:0", "7H"): Spot((100, 0), face, 60),
        ("hand:1", None): Spot((0, 100), small, 30, False),
    }
    deal = [
        Event("move", {"card": "7H", "from": "stock", "to": "hand:0"}),
        Event("move", {"card": None, "from": "stock", "to": "hand:1"}),
    ]
    moves.move(anim, deal, lambda zone, c: places[zone, c], applied.append)
    assert applied == deal, "the model moves both at once, before they fly"
    assert moves.hidden == {"7H"} and moves.landing("hand:0") == moves.landing("hand:1") == 1
    mine, theirs = moves.flights
    assert mine.flips and not theirs.flips, "a back that stays a back never turns over"
    assert theirs.start_w == 60 and theirs.end_w == 30
    stock, theirs_spot = places["stock", None], places["hand:1", None]
    moves.fly(anim, stock, theirs_spot, "hand:1", on_done=lambda: landed.append(1))
    assert moves.landing("hand:1") == 2
    anim.skip()
    assert not moves.hidden and moves.landing("hand:0") == moves.landing("hand:1") == 0
    assert landed == [1] and not moves.busy


def test_a_regrouped_card_keeps_its_face_waits_where_it_was_and_stays_when_its_place_does() -> None:

    anim, moves = animator(speed="normal"), Moves()
    face, bigger = card((200, 0, 0)), card((0, 200, 0), 80, 112)
    moves.regroup(anim, Spot((0, 0), face, 60), Spot((0, 0), bigger, 80), "pile:1", "9", delay=100)
    assert not moves.flights and "9" not in moves.hidden, "a card whose place stays never flies"
    start, end = Spot((0, 0), face, 60), Spot((90, 30), bigger, 80)
    moves.regroup(anim, start, end, "pile:1", "9", ms=200, arc=0.3, delay=100)
    (flight,) = moves.flights
    assert flight.grounded and flight.centre == (0, 0) and "9" in moves.hidden
    assert not flight.flips and (flight.start_w, flight.end_w) == (60, 80), "it only scales"
    anim.update(110)
    assert not flight.grounded
    anim.update(100)
    assert flight.centre[1] < 15, "it bulges upwards along its arc"
    anim.skip()
    assert not moves.busy and not moves.hidden and moves.landing("pile:1") == 0


def suit_options() -> list[Option]:
    return [
        Option("H", "Hearts", pygame.K_h),
        Option("S", "Spades", pygame.K_s),
        Option("D", "Diamonds", pygame.K_d),
        Option("C", "Clubs", pygame.K_c),
    ]


def test_chooser_picks_by_letter_number_and_tap_once(app) -> None:
    from game.ui.scene import Scene

    base = app.stack.push(Scene(app))
    chosen: list = []
    overlay = app.stack.push(ChoiceOverlay(app, "Name a suit", suit_options(), chosen.append))
    feed(app.stack, [key(pygame.K_d)])
    assert chosen == ["D"] and app.stack.top is base
    overlay = app.stack.push(ChoiceOverlay(app, "Name a suit", suit_options(), chosen.append))
    feed(app.stack, [key(pygame.K_2)])
    assert chosen[-1] == "S"
    overlay = app.stack.push(ChoiceOverlay(app, "Name a suit", suit_options(), chosen.append))
    button = overlay.buttons[3]
    assert button.rect.w >= 120 and button.rect.h >= 96
    feed(app.stack, tap(button.rect.center))
    overlay.choose(0)  # a second choice after the first is ignored
    assert chosen[-1] == "C" and len(chosen) == 3 and app.stack.top is base


def test_chooser_cancel_only_when_allowed(app) -> None:
    from game.ui.scene import Scene

    app.stack.push(Scene(app))
    chosen: list = []
    overlay = app.stack.push(
        ChoiceOverlay(app, "Pick", suit_options(), chosen.append, cancellable=False)
    )
    feed(app.stack, [key(pygame.K_ESCAPE)] + tap((5, 700)))
    assert chosen == [] and app.stack.top is overlay
    overlay.cancellable = True
    feed(app.stack, [key(pygame.K_ESCAPE)])
    assert chosen == [None]


def test_board_counts_up_to_the_true_total() -> None:
    anim = animator()
    board = MatchBoard(pygame.Rect(0, 0, 600, 0), ["You", "Greta"], [40, 100], 150, "Scores")
    board.count_up(anim, 1, 56)
    anim.update(300)
    assert 100 < board.shown[1] < 156 and board.totals[1] == 156
    anim.skip()
    assert board.shown[1] == 156 and board.gains == [0, 56]
    surface = pygame.Surface((1280, 720))
    board.draw(surface)  # draws without error at any state


def test_piles_draw_and_stock_taps_draw() -> None:
    from game.ui.widgets import FocusGroup

    drawn: list[int] = []
    stock = StockPile((300, 300), card((30, 80, 50)), on_draw=lambda: drawn.append(1))
    stock.count = 12
    group = FocusGroup()
    group.add(stock)
    feed(group, tap(stock.rect.center))
    assert drawn == [1]
    stock.enabled = False
    feed(group, tap(stock.rect.center))
    assert drawn == [1]
    surface = pygame.Surface((1280, 720))
    stock.draw(surface, False)
    DiscardPile((500, 300), 60).draw(surface, ["7H", "8H", "9H"], lambda c: card((240, 230, 210)))
    assert surface.get_at((500, 300))[:3] == (240, 230, 210)
    facts = Seat("Greta", 1, line="37 points", turn=True, dealer="D")
    seat = OpponentHand((800, 200), card((30, 80, 50), 40, 56), facts)
    seat.count = 7
    seat.draw(surface)
    assert seat.bounds.collidepoint(seat.center)
