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
from game.ui.games import RoundWords, info
from game.ui.table import tally

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
    formatters = [FORMATTERS[name] for name in game.stats_fields if name in FORMATTERS]
    lines += [line for formatter in formatters if (line := formatter(game.id, stats))]
    return "\n".join(lines) if lines else tr("lobby.stats.none")


# ----------------------------------------------------------------------------- recording
def record_match(
    stats: dict[str, Any],
    won: bool,
    level: str,
    score: float | None = None,
    higher: bool = True,
    deals: tuple[int, int] | None = None,
) -> None:
    """Count one finished match into `stats` (in place): played and won, per difficulty
    (``levels.<level>.played/won``), the winning streak (``streak``, ``best_streak``), the
    player's final score (``score_sum``/``scored`` for the average, ``best``;
    ``lower_better`` 1 for penalty-point games) and `deals` (played, won). Every counter is
    optional when read, so statistics saved by older versions keep working."""
    for counts in (stats, stats.setdefault("levels", {}).setdefault(level, {})):
        counts["played"] = counts.get("played", 0) + 1
        counts["won"] = counts.get("won", 0) + int(won)
    stats["streak"] = stats.get("streak", 0) + 1 if won else 0
    stats["best_streak"] = max(stats.get("best_streak", 0), stats["streak"])
    if score is not None:
        score = max(0.0, float(score))
        stats["score_sum"] = stats.get("score_sum", 0) + score
        stats["scored"] = stats.get("scored", 0) + 1
        best = stats.get("best")
        if best is None or (score > best if higher else score < best):
            stats["best"] = score
        stats["lower_better"] = 0 if higher else 1
    if deals is not None:
        stats["deals"] = stats.get("deals", 0) + deals[0]
        stats["deals_won"] = stats.get("deals_won", 0) + deals[1]


def match_figures(
    rows: list[list[float]], result: dict[str, Any], seat: int, lives: bool
) -> tuple[float | None, bool, tuple[int, int] | None]:
    """`record_match`'s score, direction and deals for `seat`, from the match's history
    (`tally.history`) and result (its final scores, when it has them, count over the
    last row); (None, True, None) without a history."""
    if not rows:
        return None, True, None
    final = tally.final(rows, result)
    higher = tally.higher_wins(final, result.get("winners", []))
    deals = (tally.deals_played(rows, seat, lives), tally.deals_won(rows, seat, higher, lives))
    return final[seat], higher, deals


def share(won: float, played: float) -> float:
    return won / played if played else 0.0
