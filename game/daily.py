"""The daily deal (issue 33): the same match for everyone on the same day, with no server.

Everything about a day's match follows from the UTC date and the game's id by a fixed rule,
so two players (or one player on the desktop and in the browser, today and after an update)
get the same deal, and the same moves give the same match (the opponents' budgets are
counted in work, never in time: game/ai/search.py).

The rule, kept for good (changing it breaks every result already shared, and
tests/test_daily.py pins it with literal seeds):

- the text ``card-atlas-daily/<game id>/<YYYY-MM-DD>`` (UTF-8, the UTC date) is hashed with
  SHA-256; the seed is the digest's first four bytes as a big-endian number, shifted right
  by one bit (below 2**31, like any other match's seed);
- the opponents play at the strongest level the game lists (hard);
- the table is the game's usual one: its default number of players, every other option at
  its default.

No pygame and no app here: the engine's registry gives the game's facts.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any

from game.engine.registry import descriptor
from game.storage_schema import DAY_KEY

SEED_TEXT = "card-atlas-daily/{game}/{day}"


@dataclass(frozen=True)
class DailyDeal:
    """One game's match of one day: its seed, the opponents' level and the players."""

    game_id: str
    day: date
    seed: int
    level: str
    players: int

    @property
    def opponents(self) -> int:
        return self.players - 1

    @property
    def options(self) -> dict[str, Any]:
        """The engine's match options (the game's usual table)."""
        return {"players": self.players}

    def query(self) -> str:
        """The address's query that opens this deal (``?daily=2026-12-03&game=<id>``)."""
        return f"?daily={self.day.isoformat()}&game={self.game_id}"


def today(now: datetime | None = None) -> date:
    """The day of the daily deal: the UTC date of the device's clock (or of `now`)."""
    moment = now if now is not None else datetime.now(UTC)
    return moment.astimezone(UTC).date()


def daily_seed(game_id: str, day: date) -> int:
    """The seed of `game_id`'s deal on `day`, by the rule in the module's docstring."""
    text = SEED_TEXT.format(game=game_id, day=day.isoformat())
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return int.from_bytes(digest[:4], "big") >> 1


def deal(game_id: str, day: date) -> DailyDeal:
    """`game_id`'s daily deal on `day` (KeyError for a game the registry does not know)."""
    rules = descriptor(game_id)
    return DailyDeal(
        game_id, day, daily_seed(game_id, day), rules.levels[-1], rules.default_players
    )


def parse_day(text: str) -> date | None:
    """The date in a link (``YYYY-MM-DD``), or None when it is not one."""
    if not isinstance(text, str) or not DAY_KEY.fullmatch(text):
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None
