"""The statistics of a game (its lobby tile), from the counters its descriptor names.

Every game counts matches played and won; `GameDescriptor.stats_fields` names the extra
counters it keeps, and each counter has one formatter here, shared by every game that
keeps it. Each fact is one short line ("Wins: 5/12"), so the record fits a narrow tile in
every language. No pygame: the lobby and the tests use it cheaply.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game import storage
from game.engine.registry import GameDescriptor
from game.i18n import tr

#: A counter's formatter: the stats -> its line, or None when there is nothing to say.
Formatter = Callable[[dict[str, Any]], "str | None"]


def _lives_lost(stats: dict[str, Any]) -> str | None:
    """Games with lives (the cuckoo tables): the lives the player lost."""
    if "lives_lost" not in stats:
        return None
    return tr("table.stats.lives", n=int(stats["lives_lost"]))


def rounds_line(stats: dict[str, Any]) -> str | None:
    """Games scored round by round (Mau Mau): rounds won of those played."""
    rounds = int(stats.get("rounds", 0))
    if not rounds:
        return None
    return tr("maumau.stats.rounds_won", won=int(stats.get("rounds_won", 0)), rounds=rounds)


def count_round(game_id: str, won: bool, points: int = 0) -> None:
    """One round played (and won, with the `points` it won) in the game's statistics, as
    soon as it is played: leaving mid-animation loses nothing."""
    stats = storage.load_stats(game_id)
    stats["rounds"] = stats.get("rounds", 0) + 1
    if won:
        stats["rounds_won"] = stats.get("rounds_won", 0) + 1
        if points:
            stats["points"] = stats.get("points", 0) + points
    storage.save_stats(game_id, stats)


FORMATTERS: dict[str, Formatter] = {"lives_lost": _lives_lost, "rounds": rounds_line}


def stats_line(game: GameDescriptor, stats: dict[str, Any]) -> str:
    """The tile's record, one fact a line: matches won of those played, then each counter
    the game keeps."""
    played = int(stats.get("played", 0))
    lines = [tr("lobby.stats.wins", won=int(stats.get("won", 0)), played=played)] if played else []
    for name in game.stats_fields:
        formatter = FORMATTERS.get(name)
        line = formatter(stats) if formatter is not None else None
        if line:
            lines.append(line)
    return "\n".join(lines) if lines else tr("lobby.stats.none")
