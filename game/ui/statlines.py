"""The statistics of a game in lines (its lobby tile, the statistics screen), from the
counters its descriptor names.

Every game counts matches played and won; `GameDescriptor.stats_fields` names the extra
counters it keeps, and each counter has one formatter here, shared by every game that
keeps it. Each fact is one short line ("Wins: 5/12"), so the record fits a narrow tile in
every language. No pygame: the lobby and the tests use it cheaply.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.registry import GameDescriptor
from game.i18n import tr
from game.ui.games import RoundWords, info

#: A counter's formatter: (the game's id, its stats) -> its line, or None when there is
#: nothing to say.
Formatter = Callable[[str, dict[str, Any]], "str | None"]


def round_words(game_id: str) -> RoundWords | None:
    """The game's words for its rounds (its `Game.round_words`), None if it has none."""
    return info(game_id).round_words


def _lives_lost(game_id: str, stats: dict[str, Any]) -> str | None:
    """Games with lives (the cuckoo tables): the lives the player lost."""
    return tr("table.stats.lives", n=int(stats["lives_lost"])) if "lives_lost" in stats else None


def rounds_line(game_id: str, stats: dict[str, Any]) -> str | None:
    """Games scored round by round: rounds won of those played, in the game's words."""
    rounds, words = int(stats.get("rounds", 0)), round_words(game_id)
    if not rounds or words is None:
        return None
    return tr(words.line, won=int(stats.get("rounds_won", 0)), rounds=rounds)


FORMATTERS: dict[str, Formatter] = {"lives_lost": _lives_lost, "rounds": rounds_line}


def stats_line(game: GameDescriptor, stats: dict[str, Any]) -> str:
    """The tile's record, one fact a line: matches won of those played, then each counter
    the game keeps."""
    played = int(stats.get("played", 0))
    lines = [tr("lobby.stats.wins", won=int(stats.get("won", 0)), played=played)] if played else []
    formatters = [FORMATTERS[name] for name in game.stats_fields if name in FORMATTERS]
    lines += [line for formatter in formatters if (line := formatter(game.id, stats))]
    return "\n".join(lines) if lines else tr("lobby.stats.none")


def share(won: float, played: float) -> float:
    return won / played if played else 0.0
