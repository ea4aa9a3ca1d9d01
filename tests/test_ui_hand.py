"""The shared hand widget: sorted, legal cards lifted, every card's visible part at least
56x56 canvas px (one row or two), taps land on the card that shows there, keys pick."""

from __future__ import annotations

import pygame
import pytest
from test_ui_support import feed, key, tap

from game.engine.maumau import CANONICAL, RANKS, SUITS
from game.ui.table.hand import LIFT, HandView

CARD_W = 92


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


def plain_face(card: str) -> pygame.Surface:
    surface = pygame.Surface((CARD_W, round(CARD_W * 88 / 63)))
    surface.fill((200, 200, 200))
    return surface


def sort_key(card: str) -> tuple[int, int]:
    return (SUITS.index(card[-1]), RANKS.index(card[:-1]))


def make_hand(cards, legal=(), width=900, picked=None) -> HandView:
    hand = HandView(
        pygame.Rect(100, 420, width, 280),
        plain_face,
        CARD_W,
        on_pick=(picked.append if picked is not None else None),
        sort_key=sort_key,
    )
    hand.set_cards(cards)
    hand.set_legal(legal, active=True)
    return hand


def test_cards_are_sorted_and_legal_ones_lifted() -> None:
    hand = make_hand(["AH", "7C", "JS", "9H"], legal=["9H"])
    assert hand.cards == ["7C", "JS", "9H", "AH"]
    assert hand.card_rect("9H").bottom == hand.card_rect("AH").bottom - LIFT
    hand.set_legal(["9H"], active=False)  # not the player's turn: nothing lifted
    assert hand.card_rect("9H").bottom == hand.card_rect("AH").bottom


@pytest.mark.parametrize("n", [1, 2, 5, 9, 14, 15, 16, 20, 27, 32])
@pytest.mark.parametrize("width", [900, 600])
def test_visible_part_of_every_card_is_a_tap_target(n: int, width: int) -> None:
    cards = CANONICAL[:n]
    for legal in ([], cards[::2], cards[1::2]):
        hand = make_hand(cards, legal, width)
        for card in hand.cards:
            part = hand.visible_part(card)
            assert part.w >= 56 and part.h >= 56, (n, card, part)
            assert hand.card_at(part.center) == card  # the tap lands on what shows there


def test_many_cards_fold_into_two_rows() -> None:
    hand = make_hand(CANONICAL[:20], width=900)
    rows = hand.rows()
    assert len(rows) == 2 and sum(map(len, rows)) == 20
    assert hand.card_rect(rows[0][0]).top < hand.card_rect(rows[1][0]).top


def test_tap_picks_the_card_and_keys_move_and_pick() -> None:
    picked: list[str] = []
    hand = make_hand(["7C", "8C", "9C"], legal=["8C"], picked=picked)
    group = _group(hand)
    feed(group, tap(hand.visible_part("8C").center))
    assert picked == ["8C"]
    feed(group, [key(pygame.K_RIGHT), key(pygame.K_RETURN)])
    assert picked == ["8C", "9C"]
    feed(group, [key(pygame.K_LEFT), key(pygame.K_LEFT), key(pygame.K_SPACE)])
    assert picked[-1] == "7C"


def test_hidden_cards_and_gaps_do_not_pick() -> None:
    picked: list[str] = []
    hand = make_hand(["7C", "8C"], picked=picked)
    hand.hidden = {"8C"}
    group = _group(hand)
    feed(group, tap(hand.visible_part("8C").center))
    feed(group, tap((hand.rect.x + 2, hand.rect.y + 2)))
    assert picked == []


def test_disabled_hand_picks_nothing() -> None:
    picked: list[str] = []
    hand = make_hand(["7C"], legal=["7C"], picked=picked)
    hand.enabled = False
    feed(_group(hand), tap(hand.card_rect("7C").center))
    assert picked == []


def test_draw_dims_only_when_active() -> None:
    hand = make_hand(["7C", "8C"], legal=["7C"])
    surface = pygame.Surface((1280, 720))
    surface.fill((0, 0, 0))
    hand.draw(surface, False)
    lit = surface.get_at(hand.visible_part("7C").center)
    dim = surface.get_at(hand.visible_part("8C").center)
    assert sum(lit[:3]) > sum(dim[:3]) + 100


def _group(widget):
    from game.ui.widgets import FocusGroup

    group = FocusGroup()
    group.add(widget)
    group.focus(widget)
    return group
