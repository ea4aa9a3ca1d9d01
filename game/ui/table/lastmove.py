"""The last move, marked on the table until the next one (what players of Board Game Arena
and good card apps expect): a ring round the plate of the seat that acted, a word saying
what it did ("Played", "Drew"), and a ring round the card it played while that card lies
where it landed.

The mark is derived from the state, never from one event: `last_move` reads the view's
public log backwards to the latest move of a seat, so a Resume (whose table is rebuilt from
the view) marks the same move. A new deal or round clears it. No event plays a part in it
but as an entry of the log.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.i18n import keyed, tr
from game.ui import fonts, theme
from game.ui.table.callouts import draw_tag

#: The log entries after which nothing of the deal before is marked.
BOUNDARIES = frozenset({"deal", "deal_start", "round_end", "settle", "match_over", "game_end"})
#: What a seat did, in one word under its plate, by the event that tells the move.
WORDS = keyed("table.last.*", "play draw keep pass quit skip take_stage=take luck")
#: Reasons of a seat's event that make it another seat's doing.
OWED = frozenset({"rectangle"})
RING = (150, 200, 240)  # a cool blue: apart from the amber of the seat to act


@dataclass(frozen=True)
class LastMove:
    """The latest move: who made it, its kind (an event kind of `WORDS`) and the card it
    put on the table, if any."""

    seat: int
    kind: str
    card: str | None = None

    @property
    def word(self) -> str:
        return tr(WORDS[self.kind])


def last_move(
    log: Sequence[Mapping[str, Any]],
    kinds: frozenset[str],
    draws: str | None = None,
    dealt: int = 0,
) -> LastMove | None:
    """The latest move of `kinds` in a view's log since the deal or round began (None:
    none yet). A game whose draw is only a card's move (Mada) names its draw pile `draws`:
    a card from there into a hand is that seat's draw, but for the `dealt` cards that
    follow a deal. A draw owed to another seat's move (Kadabra's rectangle) is that move's
    effect, not a move of its own."""
    begin = max((i + 1 for i, e in enumerate(log) if e.get("kind") in BOUNDARIES), default=0)
    skip = dealt if begin and log[begin - 1].get("kind") == "deal" else 0
    found: LastMove | None = None
    for entry in log[begin:]:
        kind = entry.get("kind")
        to = str(entry.get("to", ""))
        if draws is not None and kind == "move" and entry.get("from") == draws:
            if to.startswith("hand:"):
                if skip:
                    skip -= 1
                else:
                    found = LastMove(int(to[5:]), "draw")
        elif kind in kinds and entry.get("seat") is not None and entry.get("reason") not in OWED:
            found = LastMove(int(entry["seat"]), str(kind), entry.get("card"))
    return found


def draw_last_move(
    surface: pygame.Surface,
    move: LastMove,
    plate: pygame.Rect,
    card: pygame.Rect | None,
    text: int = theme.MIN_TEXT,
) -> None:
    """The mark: a ring round the seat's plate with the move's word on its lower right
    corner (clear of the plate's name and of the fanned backs and count above it; above
    the corner when the plate is at the screen's foot), and a ring round the card played
    (`card`: where it lies, None when it is not in view)."""
    pygame.draw.rect(surface, RING, plate.inflate(8, 8), 2, border_radius=15)
    half = fonts.line_height(text, True) // 2 + 4  # the tag's half height
    width = fonts.width(move.word, text, True) + 18
    low = plate.bottom + half - 4
    y = low if low + half <= surface.get_height() else plate.top - half + 4
    draw_tag(surface, move.word, (plate.right - width // 2 - 6, y), RING, text)
    if card is not None:
        pygame.draw.rect(surface, RING, card.inflate(8, 8), 3, border_radius=10)
