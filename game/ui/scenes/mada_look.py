"""How Mada's piles and banks look, as the table's own parts (game/ui/table/layout.py): a
personal pile is a short cascade (bottom left, top right, each card's corner value
showing, the top card whole), its height on a badge; a bank is a small stack (faces for
your own, backs for the others' until the end, when they lie open); an opponent's hand is
a row of small backs with its count.

`PileSpot` is pure geometry, so the Lemur's pull-down and the Double Lemur's swap can fly
every card from its place in the old pile to its place in the new one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.mada_deck import PEARS
from game.i18n import tr
from game.ui import fastblit, fonts, theme
from game.ui.art import back_surface, card_size
from game.ui.scenes.mada_events import bank, match_over, pears, pile
from game.ui.table.layout import Part
from game.ui.table.piles import count_badge

DECK = "mada"
VISIBLE = 5  # a pile shows its top few cards; the rest lie under the first shown
READY = theme.FOCUS

FaceFn = Callable[[str], pygame.Surface]


@dataclass(frozen=True)
class PileSpot:
    """Where a personal pile lies: its bottom card's top-left corner, card width, step."""

    x: int
    y: int
    card_w: int
    step: int

    @property
    def card_h(self) -> int:
        return card_size(self.card_w)[1]

    def slot(self, index: int, size: int) -> pygame.Rect:
        """The rectangle of card `index` (0 = bottom) in a pile of `size` cards: the last
        `VISIBLE` fan out, any below them lie under the first shown."""
        first = max(0, size - VISIBLE)
        place = max(0, index - first)
        return pygame.Rect(self.x + place * self.step, self.y, self.card_w, self.card_h)

    @property
    def area(self) -> pygame.Rect:
        """The pile's whole room (its tap target when a swap asks for a pile)."""
        return pygame.Rect(self.x, self.y, self.card_w + (VISIBLE - 1) * self.step, self.card_h)


def draw_bank(
    surface: pygame.Surface,
    at: tuple[int, int],
    cards: Sequence[str | None],
    face: FaceFn,
    back: pygame.Surface,
    step: int = 10,
    text: int = theme.MIN_TEXT,
) -> pygame.Rect:
    """A bank at `at` (top-left): faces where known, backs otherwise, with its count."""
    w, h = back.get_size()
    rect = pygame.Rect(at, (w, h))
    if not cards:
        pygame.draw.rect(surface, theme.ON_FELT_MUTED, rect, 1, border_radius=6)
        count_badge(surface, "0", rect.center, text)
        return rect
    for i, card in enumerate(cards):
        image = face(card) if card else back
        fastblit.blit(surface, image, (at[0] + i * step, at[1]))
    rect.w += step * (len(cards) - 1)
    count_badge(surface, str(len(cards)), (rect.right - 8, rect.bottom - 4), text)
    return rect


def draw_label(
    surface: pygame.Surface, text: str, midleft: tuple[int, int], room: int, size: int
) -> None:
    """A short muted label on the felt (`size` high, fitted to its room)."""
    size = fonts.fit_size(text, size, room)
    image = fonts.render(text, size, theme.ON_FELT_MUTED)
    surface.blit(image, image.get_rect(midleft=midleft))


class Piles(Part):
    """Every seat's personal pile (an opponent's gives way to its open bank at the match's
    end), ringed while a Double Lemur asks for one: a tap on it or its plate answers."""

    def draw(self, surface: pygame.Surface, t: Any, seat: int | None) -> None:
        """The pile's cascade, an empty outline when it holds nothing, its height on a
        badge; a ring says it may be tapped (a Double Lemur's choice)."""
        if seat is None or (seat != t.human and match_over(t.shown)):
            return
        spot, cards = t.pile_spot(seat), pile(t.shown, seat)
        if t.choice_kind() == "swap" and seat != t.human:
            pygame.draw.rect(surface, READY, spot.area.inflate(14, 14), 4, border_radius=12)
        n, face = len(cards), t.sized(spot.card_w)
        if not n:
            outline = pygame.Rect(spot.x, spot.y, spot.card_w, spot.card_h)
            pygame.draw.rect(surface, theme.ON_FELT_MUTED, outline, 2, border_radius=8)
            return
        shown = [i for i in range(max(0, n - VISIBLE), n) if cards[i] not in t.flights.hidden]
        for i in shown:
            fastblit.blit(surface, face(cards[i]), spot.slot(i, n))
        if shown:  # else the whole pile is in the air (a swap): its height lands with it
            top = spot.slot(n - 1, n)
            count_badge(surface, str(n), (top.right - 6, top.bottom - 4), t.profile.min_text)

    def tap(self, t: Any, pos: tuple[int, int]) -> bool:
        if t.choice_kind() != "swap":
            return False
        for seat in t.opponents():
            if t.pile_spot(seat).area.collidepoint(pos) or t.plate(seat).collidepoint(pos):
                t.act("swap", to=seat)
                return True
        return False

    def areas(self, t: Any) -> list[pygame.Rect]:
        seats = [] if match_over(t.shown) else range(t.shown.n_seats)
        return [t.pile_spot(seat).area for seat in seats]


class Banks(Part):
    """Your bank, face up under its prickly pears; at the match's end every bank lies open,
    an opponent's in place of its pile and hand."""

    def rect(self, t: Any, seat: int) -> pygame.Rect:
        """Where a seat's bank lies face up with its label."""
        zone = f"bank:{seat}"
        w, h = card_size(t.zone_card(zone))
        wide = w + t.zone_place(zone).step * 4  # the match ends at five banked cards
        if seat != t.human:
            return pygame.Rect(t.where(f"open:{seat}").topleft, (wide, h + 30))
        label = tr("mada.bank.you", pears=pears(t.shown, seat))
        wide = max(wide, min(t.left_room(), fonts.width(label, t.profile.min_text)))
        return pygame.Rect(t.where(zone).move(0, -28).topleft, (wide, h + 28))

    def draw(self, surface: pygame.Surface, t: Any, seat: int | None) -> None:
        if seat is None or (seat != t.human and not match_over(t.shown)):
            return
        zone, cards = f"bank:{seat}", bank(t.shown, seat)
        width, step = t.zone_card(zone), t.zone_place(zone).step
        if seat == t.human:  # your bank as it fills, its pears counted as the cards land
            cards = [c for c in cards if c not in t.flights.hidden]
            at, room = t.where(zone).topleft, t.left_room()
            label, y = tr("mada.bank.you", pears=sum(PEARS[c] for c in cards if c)), at[1] - 16
        else:
            rect, room = self.rect(t, seat), t.plate(seat).w
            at, label = (rect.x, rect.y + 30), tr("mada.bank.pears", pears=pears(t.shown, seat))
            y = rect.y + 10
        text = t.profile.min_text
        draw_label(surface, label, (at[0], y), room, text)
        draw_bank(surface, at, cards, t.sized(width), back_surface(DECK, width), step, text)

    def areas(self, t: Any) -> list[pygame.Rect]:
        seats = range(t.shown.n_seats) if match_over(t.shown) else [t.human]
        return [self.rect(t, seat) for seat in seats]


class Backs(Part):
    """An opponent's hand: small backs beside its pile, with their count."""

    def draw(self, surface: pygame.Surface, t: Any, seat: int | None) -> None:
        if seat is None or seat == t.human or match_over(t.shown):
            return
        zone = f"hand:{seat}"
        count, back, step = t.shown.counts[seat], back_surface(DECK, t.zone_card(zone)), 8
        x, y = t.where(zone).topleft
        faces = t.shown.zones[zone] if t.replay is not None else []  # a replay shows them
        for i in range(count):
            card = faces[i] if i < len(faces) else None
            image = t.sized(t.zone_card(zone))(card) if card else back
            fastblit.blit(surface, image, (x + step * i, y))
        if not count:
            rect = back.get_rect(topleft=(x, y))
            pygame.draw.rect(surface, theme.ON_FELT_MUTED, rect, 1, border_radius=6)
        at, text = (x + back.get_width() // 2 + 8, y + back.get_height()), t.profile.min_text
        count_badge(surface, str(count), at, text)
