"""What a table adds to a game's statistics: a round as soon as it is played, and the
match at its end (its figures from the tally). The lobby's and the statistics screen's
lines are game/ui/statlines.py."""

from __future__ import annotations

from typing import Any

from game import storage
from game.ui.table import tally


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
