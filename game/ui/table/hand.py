"""The human's hand: a fanned, sorted row of cards, the legal ones lifted and the rest dimmed.

Shared by every hand-shedding table (Mau Mau, L.A.M.A. Kadabra, Mada). The widget knows
card ids only; the table gives it a `face(card) -> Surface` function and a sort key, the
set of legal cards and what to do when one is picked.

Tap targets (STYLE.md): the visible part of every card is at least `min_visible` canvas
pixels wide and tall (`MIN_VISIBLE` on the full canvas: the tap target of the table's
`profile` and a margin). When one row would overlap more than that, the hand folds into two rows
(each back row shows a band of `row_gap` pixels above the next). Hit-testing walks
the cards from the top-most down, so a tap lands on the card the player sees there.

Keyboard: Left/Right move a cursor along the hand (at either end the arrow moves the focus
on), Enter or Space picks the card under the cursor.

Confirm before playing (a setting, for touch misclicks): with `confirm` on, the first pick
of a playable card only readies it (lifted higher, ringed, "Tap again to play"); picking it
again plays it, and picking another card readies that one instead.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from weakref import WeakKeyDictionary

import pygame

from game.i18n import tr
from game.ui import fastblit, theme
from game.ui.art import card_size
from game.ui.table.callouts import draw_tag
from game.ui.table.profile import FULL, Profile
from game.ui.widgets.base import ACTIVATE_KEYS, Widget

TAP_MARGIN = 4  # a card's visible strip is this much more than a tap target
MIN_VISIBLE = theme.MIN_TARGET + TAP_MARGIN  # on the full canvas
LIFT = 22  # how far a legal card rises
MAX_STEP_FACTOR = 0.72  # cards never spread wider than this fraction of their width
READY_LIFT = 16  # how much higher a card readied by a first tap stands (confirm setting)

FaceFn = Callable[[str], pygame.Surface]


class HandView(Widget):
    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        face: FaceFn,
        card_w: int,
        on_pick: Callable[[str], None] | None = None,
        sort_key: Callable[[str], object] | None = None,
        tooltip: str = "",
        profile: Profile = FULL,
    ) -> None:
        super().__init__(rect, tooltip)
        self.text = profile.min_text  # the size of the "tap again" tag
        self.min_visible = min_visible = profile.tap + TAP_MARGIN
        # the back row's band when the hand folds into two rows: a lifted front card still
        # leaves `min_visible` of it showing
        self.row_gap = min_visible + LIFT + 2
        self.face = face
        self.card_w = card_w
        self.card_h = card_size(card_w)[1]
        self.on_pick = on_pick
        self.sort_key = sort_key
        self.cards: list[str] = []
        self.legal: set[str] = set()
        self.active = False  # the player may act: lift the legal cards, dim the others
        self.hidden: set[str] = set()  # cards in flight to or from the hand
        self.confirm = False  # a play needs a second pick of the same card
        self.ready: str | None = None  # the card a first pick readied
        self.cursor = 0
        self._rects: dict[str, pygame.Rect] = {}

    # --- contents ------------------------------------------------------------------------
    def set_cards(self, cards: Iterable[str]) -> None:
        current = self.cards[self.cursor] if self.cards else None
        self.cards = sorted(cards, key=self.sort_key) if self.sort_key else list(cards)
        if current in self.cards:
            self.cursor = self.cards.index(current)
        self.cursor = max(0, min(self.cursor, len(self.cards) - 1))
        self._layout()

    def set_legal(self, legal: Iterable[str], active: bool) -> None:
        self.legal = set(legal)
        self.active = active
        if self.ready not in self.legal or not active:
            self.ready = None  # the moment passed: nothing stays readied
        self._layout()

    def show_legal(self, legal: Iterable[str], active: bool) -> bool:
        """`set_legal` when something changed (tables call it every frame); True then."""
        legal = set(legal)
        if legal == self.legal and active == self.active:
            return False
        self.set_legal(legal, active)
        return True

    # --- geometry --------------------------------------------------------------------------
    def rows(self) -> list[list[str]]:
        """As few rows as let `min_visible` of each card show (back rows first, the front
        row takes the larger share); a long hand grows upwards, past the rect's top."""
        n = len(self.cards)
        if not n:
            return []
        count = -(-n // self.per_row())
        sizes = [n // count] * count
        for i in range(n % count):
            sizes[count - 1 - i] += 1
        rows, start = [], 0
        for size in sizes:
            rows.append(self.cards[start : start + size])
            start += size
        return rows

    def per_row(self) -> int:
        """How many cards fit side by side with `min_visible` of each showing."""
        return max(1, (self.rect.w - self.card_w) // self.min_visible + 1)

    def _layout(self) -> None:
        self._rects = {}
        rows = self.rows()
        bottom = self.rect.bottom
        front_top = bottom - self.card_h
        for r, row in enumerate(rows):
            top = front_top - self.row_gap * (len(rows) - 1 - r)
            n = len(row)
            step = 0 if n <= 1 else (self.rect.w - self.card_w) / (n - 1)
            step = min(step, self.card_w * MAX_STEP_FACTOR)
            width = self.card_w + step * (n - 1)
            left = self.rect.centerx - width / 2
            for i, card in enumerate(row):
                rect = pygame.Rect(round(left + i * step), top, self.card_w, self.card_h)
                if self.active and card in self.legal:
                    rect.y -= LIFT + (READY_LIFT if card == self.ready else 0)
                self._rects[card] = rect

    def card_rect(self, card: str) -> pygame.Rect | None:
        """Where `card` is drawn (after `set_cards`); None when it is not in the hand."""
        return self._rects.get(card)

    def cards_rect(self) -> pygame.Rect:
        """The cards as drawn, with room above for a lifted one (what a tip points at);
        the hand's whole room while it is empty."""
        rects = [r for r in map(self.card_rect, self.cards) if r is not None]
        if not rects:
            return pygame.Rect(self.rect)
        hand = rects[0].unionall(rects[1:])
        top = min(hand.top, self.rect.bottom - self.card_h - LIFT)
        return pygame.Rect(hand.x, top, hand.w, hand.bottom - top)

    def slot_for(self, card: str) -> pygame.Rect:
        """Where `card` would sit if it were in the hand now (a card flying in lands here)."""
        rect = self._rects.get(card)
        if rect is not None:
            return rect
        rect = pygame.Rect(0, 0, self.card_w, self.card_h)
        rect.midbottom = self.rect.midbottom
        return rect

    def visible_part(self, card: str) -> pygame.Rect:
        """A rectangle of `card` that no later card covers: the strip left of its right
        neighbour, above the front row when it sits in the back row (tests check it is a
        full tap target)."""
        rect = self._rects[card]
        rows = self.rows()
        r = next(i for i, row in enumerate(rows) if card in row)
        row = rows[r]
        visible = rect.copy()
        i = row.index(card)
        if i + 1 < len(row):
            visible.width = self._rects[row[i + 1]].left - rect.left
        for later in rows[r + 1 :]:
            for other in later:
                cover = self._rects[other]
                if cover.colliderect(visible):
                    visible.height = min(visible.height, cover.top - visible.top)
        return visible

    def cards_in_draw_order(self) -> list[str]:
        return [card for row in self.rows() for card in row]

    def card_at(self, pos: tuple[int, int]) -> str | None:
        for card in reversed(self.cards_in_draw_order()):
            rect = self._rects.get(card)
            if rect is not None and card not in self.hidden and rect.collidepoint(pos):
                return card
        return None

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.card_at(pos) is not None

    # --- input -----------------------------------------------------------------------------
    def on_release(self, pos: tuple[int, int], inside: bool) -> bool:
        self.pressed = False
        card = self.card_at(pos) if inside else None
        if card is not None:
            self.cursor = self.cards.index(card)
            self.pick(card)
        return True

    def on_key(self, event: pygame.event.Event) -> bool:
        if not self.cards:
            return False
        if event.key in ACTIVATE_KEYS:
            self.pick(self.cards[self.cursor])
            return True
        step = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}.get(event.key)
        if step is None:
            return False
        target = self.cursor + step
        if not 0 <= target < len(self.cards):
            return False  # at the end: let the arrow move the focus on
        self.cursor = target
        return True

    def pick(self, card: str) -> None:
        """Play `card` (hand it to `on_pick`); with `confirm`, a playable card is readied by
        the first pick and played by the second (an unplayable one is handed on at once,
        so the table can say why it is refused)."""
        if not self.enabled or self.on_pick is None:
            return
        if self.confirm and self.active and card in self.legal and card != self.ready:
            self.ready = card
            self._layout()
            return
        self.ready = None
        self._layout()
        self.on_pick(card)

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        shade = _film(self.card_w, self.card_h, SHADE)
        shadow = _film(self.card_w, self.card_h, SHADOW)
        radius = _radius(self.card_w)
        for card in self.cards_in_draw_order():
            if card in self.hidden:
                continue
            rect = self._rects[card]
            fastblit.shadow_strips(surface, shadow, rect, SHADOW_OFFSET, radius)
            face = self.face(card)
            if self.active and card not in self.legal:
                face = _veiled(face, shade)
            fastblit.blit(surface, face, rect)
        if focused and self.cards:
            rect = self._rects.get(self.cards[self.cursor])
            if rect is not None:
                pygame.draw.rect(surface, theme.FOCUS, rect.inflate(6, 6), 3, border_radius=9)
        ready = self._rects.get(self.ready) if self.ready else None
        if ready is not None and self.ready not in self.hidden:
            pygame.draw.rect(surface, theme.FOCUS, ready.inflate(8, 8), 4, border_radius=10)
            at = (ready.centerx, ready.bottom - 26)
            draw_tag(surface, tr("hand.confirm"), at, theme.FOCUS, self.text)


RGBA = tuple[int, int, int, int]
_films: dict[tuple[int, int, RGBA], pygame.Surface] = {}
SHADE: RGBA = (12, 18, 14, 120)  # the veil over a card that cannot be played now
SHADOW: RGBA = (0, 0, 0, 70)  # the drop shadow under a lifted card


SHADOW_OFFSET = (3, 5)
_veils: WeakKeyDictionary[pygame.Surface, pygame.Surface] = WeakKeyDictionary()


def _radius(w: int) -> int:
    return max(2, w // 16)


def _film(w: int, h: int, colour: RGBA) -> pygame.Surface:
    """A rounded translucent film of a card's size, cached per size and colour."""
    key = (w, h, colour)
    if key not in _films:
        film = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(film, colour, film.get_rect(), border_radius=_radius(w))
        _films[key] = film
    return _films[key]


def _veiled(face: pygame.Surface, shade: pygame.Surface) -> pygame.Surface:
    """The face under the veil of a card that cannot be played now, made once per face
    (one blit per card instead of two)."""
    veiled = _veils.get(face)
    if veiled is None:
        veiled = _veils[face] = face.copy()
        veiled.blit(shade, (0, 0))
    return veiled
