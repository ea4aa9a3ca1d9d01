"""The daily deal as the player meets it (issue 33): which play of the day counts, its
result kept (``daily.<game>``, game/storage.py), the share text, the streak and the last
30 days. The deal itself (seed, level, table) is game/daily.py's rule.

The first play of a day counts, from the moment it starts (leaving it and starting again
is practice, or a player could deal until the cards suit): its day is written with place 0
when it starts and filled in at its end. Every later play of that day, and any play of an
older day (from a shared link), is practice: it is played and shown, never kept. No
pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from game import daily, storage
from game.i18n import tr
from game.ui import games
from game.ui.table import tally

#: The share text's mark per round: came out best, in between, came out worst.
EMOJI = {"w": "🟩", "p": "🟨", "l": "🟥"}
CALENDAR_DAYS = 30


@dataclass(frozen=True)
class Play:
    """One play of a daily deal: its deal and whether it counts (else practice)."""

    deal: daily.DailyDeal
    counts: bool

    def as_saved(self) -> dict[str, Any]:
        """What a saved match keeps of it (``daily`` in the match record)."""
        return {"day": self.deal.day.isoformat(), "counts": self.counts}


def begin(game_id: str, day: date, today: date | None = None) -> Play:
    """A play of `game_id`'s deal of `day`: it counts when it is today's first (then its
    day is written at once), else it is practice."""
    deal = daily.deal(game_id, day)
    days = storage.load_daily(game_id)
    counts = day == (today or daily.today()) and day.isoformat() not in days
    if counts:
        days[day.isoformat()] = {"place": 0, "of": deal.players}
        storage.save_daily(game_id, days)
    return Play(deal, counts)


def resumed(game_id: str, saved: Any) -> Play | None:
    """The play a saved match was (its record's ``daily``), or None for an ordinary one."""
    if not isinstance(saved, dict):
        return None
    day = daily.parse_day(saved.get("day"))
    return Play(daily.deal(game_id, day), saved.get("counts") is True) if day else None


def marks(rows: list[list[float]], seat: int, higher: bool, lives: bool) -> str:
    """One letter per round `seat` played: w came out best, l came out worst, p between
    (or a round where all gained alike)."""
    out = []
    for before, gains in zip(rows[:-1], tally.breakdown(rows), strict=True):
        if not tally.in_deal(before, seat, lives):
            continue
        worst = min(gains) if higher else max(gains)
        if tally.came_out_best(gains, seat, higher):
            out.append("w")
        elif gains[seat] == worst and min(gains) != max(gains):
            out.append("l")
        else:
            out.append("p")
    return "".join(out)


def finish(
    play: Play,
    place: int,
    points: float,
    rows: list[list[float]],
    higher: bool,
    lives: bool,
    seat: int,
) -> dict[str, Any]:
    """The play's result (kept when it counts): place of how many, points, marks."""
    result = {
        "place": place,
        "of": play.deal.players,
        "points": int(points) if float(points).is_integer() else points,
        "marks": marks(rows, seat, higher, lives)[:400],
    }
    if play.counts:
        days = storage.load_daily(play.deal.game_id)
        days[play.deal.day.isoformat()] = result
        storage.save_daily(play.deal.game_id, days)
    return result


def share_text(play: Play, result: dict[str, Any], address: str) -> str:
    """Plain text to paste anywhere: the game and day, the placing and points, one emoji
    per round, and the link that opens the same deal (`address`: the page's, without
    its query)."""
    name = tr(games.info(play.deal.game_id).name_key)
    head = tr("daily.share.head", name=name, day=play.deal.day.isoformat())
    if not play.counts:
        head += " · " + tr("daily.practice")
    place = tr("daily.share.place", place=result["place"], of=result["of"], points=result["points"])
    emoji = "".join(EMOJI[m] for m in result["marks"])
    return "\n".join(line for line in (head, place, emoji, address + play.deal.query()) if line)


def streak(days: dict[str, Any], today: date) -> int:
    """The days in a row, up to today (or yesterday, while today's is not played yet),
    whose daily deal was played to its end."""
    done = {day for day, entry in days.items() if entry.get("place", 0) > 0}
    day = today if today.isoformat() in done else today - timedelta(days=1)
    count = 0
    while day.isoformat() in done:
        count += 1
        day -= timedelta(days=1)
    return count


def calendar(days: dict[str, Any], today: date) -> list[tuple[date, dict[str, Any] | None]]:
    """The last `CALENDAR_DAYS` days, oldest first, each with its counted play or None."""
    first = today - timedelta(days=CALENDAR_DAYS - 1)
    span = (first + timedelta(days=n) for n in range(CALENDAR_DAYS))
    return [(day, days.get(day.isoformat())) for day in span]
