"""The statistics line of a game (its lobby tile), from the counters its descriptor names.

Every game counts matches played and won; `GameDescriptor.stats_fields` names the extra
counters it keeps, and each counter has one formatter here, shared by every game that
keeps it. No pygame: the lobby and the tests use it cheaply.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.registry import GameDescriptor
from game.i18n import tr, trn

#: A counter's formatter: (stats, the line so far or None when no match was played) ->
#: the new line.
Formatter = Callable[[dict[str, Any], "str | None"], "str | None"]


def _lives_lost(stats: dict[str, Any], record: str | None) -> str | None:
    """Games with lives (the cuckoo tables) add the lives the player lost."""
    if record is None or "lives_lost" not in stats:
        return record
    lives = trn("count.lives", int(stats["lives_lost"]))
    return tr("table.stats.lives_lost", record=record, lives=lives)


def rounds_line(stats: dict[str, Any], record: str | None = None) -> str:
    """Games scored round by round (Mau Mau): rounds played and won, average points per
    round won (after `record`, the matches' line, when there is one)."""
    rounds = int(stats.get("rounds", 0))
    if not rounds:
        return record or ""
    won = int(stats.get("rounds_won", 0))
    points = float(stats.get("points", 0))
    average = round(points / won) if won else 0
    text = tr("maumau.stats.rounds", rounds=rounds, won=won, average=average)
    return tr("maumau.stats.record", record=record, rounds=text) if record else text


def _rounds(stats: dict[str, Any], record: str | None) -> str | None:
    return rounds_line(stats, record) if stats.get("rounds") else record


FORMATTERS: dict[str, Formatter] = {"lives_lost": _lives_lost, "rounds": _rounds}


def stats_line(game: GameDescriptor, stats: dict[str, Any]) -> str:
    """The tile's record: matches played and won, then each counter the game keeps."""
    played = int(stats.get("played", 0))
    record: str | None = None
    if played:
        games, wins = trn("count.games", played), trn("count.wins", int(stats.get("won", 0)))
        record = tr("lobby.stats", games=games, wins=wins)
    for name in game.stats_fields:
        formatter = FORMATTERS.get(name)
        if formatter is not None:
            record = formatter(stats, record)
    return record if record else tr("lobby.stats.none")
