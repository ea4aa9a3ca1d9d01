"""The schema of every stored document: what each value may be, checked where it is read.

Documents: ``settings``, ``stats.<game>``, ``match.<game>``, ``daily.<game>``,
``history.<game>`` and ``tips`` (the first-time
guide). Each cleaner takes what was read (any JSON) and returns what can stand: a value of
the wrong type or out of range is dropped alone (a setting goes back to its default, a
counter reads as 0), and a document is dropped whole only when nothing of it can stand (not
an object, or a saved match whose replay part is broken: a replay without its seed or its
actions would be another match). Every drop is noted in a `Problems`, which says it in one
true log line. Another page of the same origin (itch.io) can write any of these keys, so
nothing here trusts a type.
"""

from __future__ import annotations

import copy
import math
import re
from collections.abc import Callable
from typing import Any

from game.engine import registry
from game.i18n import LANGUAGES, system_language

SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")
DIFFICULTIES: tuple[str, ...] = ("easy", "normal", "hard")
SLIDERS: tuple[str, ...] = ("contrast", "grain", "temperature", "volume")
FLAGS: tuple[str, ...] = ("reduced_motion", "four_colour", "fullscreen", "muted", "confirm_play")
#: How a player's hand may be sorted at a table (kept per game under ``hand_sort``).
HAND_SORTS: tuple[str, ...] = ("suit", "rank")
#: The range for a game that is not registered (a game added later keeps its choice).
OPPONENTS_OTHER: tuple[int, int, int] = (1, 5, 3)
GAME_ID = re.compile(r"^[a-z][a-z0-9_]{0,31}$")

#: Statistics: whole counts (played, won, ...), with these the known ones; `FIGURES` are
#: scores (may be fractional). A count above `COUNT_MAX` is no count a person played.
COUNTS: tuple[str, ...] = (
    "played",
    "won",
    "lives_lost",
    "rounds",
    "rounds_won",
    "points",
    "streak",
    "best_streak",
    "scored",
    "deals",
    "deals_won",
)
FIGURES: tuple[str, ...] = ("score_sum", "best")
COUNT_MAX = 10**9
FIGURE_MAX = 10**12
#: (part, whole): a part larger than its whole is dropped.
PARTS: tuple[tuple[str, str], ...] = (
    ("won", "played"),
    ("rounds_won", "rounds"),
    ("deals_won", "deals"),
    ("streak", "best_streak"),
)
STATS_DEFAULTS: dict[str, int] = {"played": 0, "won": 0}

#: A saved match: the replay's keys (all must stand, or the match is dropped) and the
#: table's own (each dropped alone; Resume then refuses what it needs).
REPLAY_KEYS: tuple[str, ...] = ("game", "options", "seed", "dealer", "deck", "decks", "start")
ACTION_MAX = 200  # characters in one action's text
SEED_MAX = 2**63


class Problems:
    """What was dropped from one document, for one log line that says it truly."""

    def __init__(self, what: str) -> None:
        self.what = what
        self.items: list[str] = []
        self.whole = False  # nothing of the document could stand

    def add(self, text: str | None) -> None:
        if text:
            self.items.append(text)

    def drop_all(self, why: str) -> None:
        self.whole = True
        self.add(why)

    def __bool__(self) -> bool:
        return bool(self.items)

    def line(self, raw: Any, clean: Any, copy_at: str | None = None) -> str:
        """The log line: what was dropped, how many values were kept, where the copy is."""
        if self.whole or kept_values(raw, clean) == 0:
            text = f"{self.what}: dropped the whole document ({'; '.join(self.items)})"
        else:
            n = kept_values(raw, clean)
            text = f"{self.what}: dropped {'; '.join(self.items)}; kept {n} other value"
            text += "" if n == 1 else "s"
        return text + (f"; the damaged copy is kept at {copy_at}" if copy_at else "")


def kept_values(raw: Any, clean: Any) -> int:
    """How many leaf values of `raw` stand unchanged in `clean` (lists count as one)."""
    if isinstance(raw, dict) and isinstance(clean, dict):
        return sum(kept_values(value, clean[key]) for key, value in raw.items() if key in clean)
    if isinstance(raw, dict):
        return 0
    return int(type(raw) is type(clean) and raw == clean)


def short(value: Any, limit: int = 40) -> str:
    """`repr(value)` cut to `limit` characters: a hostile value never floods a line."""
    text = repr(value) if not isinstance(value, dict | list) or len(value) < 20 else "…"
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return text


def is_whole(value: Any, low: int, high: int) -> bool:
    """An integer in [low, high] (a float with a whole value counts; a bool does not)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    if isinstance(value, float) and (not math.isfinite(value) or not value.is_integer()):
        return False
    return low <= value <= high  # an int of any size compares without converting


def is_figure(value: Any, high: float) -> bool:
    """A finite number in [0, high] (not a bool)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    if isinstance(value, float) and not math.isfinite(value):
        return False
    return 0 <= value <= high  # never float(value): an int of 400 digits has no float


# ----------------------------------------------------------------------------- settings
def opponent_range(game_id: str) -> tuple[int, int, int]:
    """AI opponents of a game as (fewest, most, default)."""
    try:
        return registry.descriptor(game_id).opponent_range
    except KeyError:
        return OPPONENTS_OTHER


def settings_defaults(language: str | None = None) -> dict[str, Any]:
    """What a first run starts from, in `language` or else the browser's or the system's."""
    return {
        "language": language or system_language(),
        "speed": "normal",
        "reduced_motion": False,
        "four_colour": False,
        "fullscreen": False,
        "contrast": 50,
        "grain": 50,
        "temperature": 50,
        "volume": 70,
        "muted": False,
        "confirm_play": False,  # a card played by a tap needs a second tap (touch misclicks)
        "hand_sort": {},  # game id -> "suit" or "rank", the order the player chose
        "games": {
            game_id: {"difficulty": "normal", "opponents": opponent_range(game_id)[2]}
            for game_id in registry.game_ids()
        },
    }


def _checked(
    raw: dict[str, Any],
    out: dict[str, Any],
    checks: dict[str, Callable[[Any], bool]],
    where: str,
    problems: Problems,
) -> None:
    """Copy each key of `raw` that `checks` names and whose check passes into `out`; note
    the others (the key keeps its default)."""
    for key, ok in checks.items():
        if key not in raw:
            continue
        if ok(raw[key]):
            out[key] = int(raw[key]) if isinstance(raw[key], float) else raw[key]
        else:
            problems.add(f"{where}{key} = {short(raw[key])}")


def _game_settings(game_id: str, raw: Any, problems: Problems) -> dict[str, Any]:
    low, high, default = opponent_range(game_id)
    out: dict[str, Any] = {"difficulty": "normal", "opponents": default}
    if not isinstance(raw, dict):
        problems.add(f"games.{game_id} = {short(raw)} (not an object)")
        return out
    checks = {
        "difficulty": lambda v: isinstance(v, str) and v in DIFFICULTIES,
        "opponents": lambda v: is_whole(v, low, high),
    }
    _checked(raw, out, checks, f"games.{game_id}.", problems)
    return out


def _hand_sorts(raw: Any, problems: Problems) -> dict[str, str]:
    """The sort order chosen per game; a bad entry is dropped alone (the table's default)."""
    if not isinstance(raw, dict):
        problems.add(f"hand_sort = {short(raw)} (not an object)")
        return {}
    out = {}
    for game_id, mode in raw.items():
        if isinstance(game_id, str) and GAME_ID.match(game_id) and mode in HAND_SORTS:
            out[game_id] = mode
        else:
            problems.add(f"hand_sort.{short(game_id)} = {short(mode)}")
    return out


def clean_settings(raw: Any, problems: Problems) -> dict[str, Any]:
    """Every valid value of `raw` over the defaults; each bad one noted in `problems`."""
    out = settings_defaults()
    if raw is None:
        return out
    if not isinstance(raw, dict):
        problems.drop_all(f"{short(raw)} is not an object")
        return out
    checks: dict[str, Callable[[Any], bool]] = {
        "language": lambda v: isinstance(v, str) and v in LANGUAGES,
        "speed": lambda v: isinstance(v, str) and v in SPEEDS,
    }
    checks.update({name: lambda v: isinstance(v, bool) for name in FLAGS})
    checks.update({name: lambda v: is_whole(v, 0, 100) for name in SLIDERS})
    _checked(raw, out, checks, "", problems)
    out["hand_sort"] = _hand_sorts(raw.get("hand_sort", {}), problems)
    games = raw.get("games")
    if games is not None and not isinstance(games, dict):
        problems.add(f"games = {short(games)} (not an object)")
    elif games:
        for game_id, entry in games.items():
            if GAME_ID.match(game_id):
                out["games"][game_id] = _game_settings(game_id, entry, problems)
            else:
                problems.add(f"games.{short(game_id)} (not a game id)")
    for key in raw:
        if key not in checks and key not in ("games", "hand_sort"):
            problems.add(f"{short(key)} (not a setting)")
    return out


# ----------------------------------------------------------------------------- statistics
def _levels(game_id: str) -> tuple[str, ...] | None:
    try:
        return registry.descriptor(game_id).levels
    except KeyError:
        return None  # a game registered later: any level name that is an id


def _count(value: Any) -> bool:
    return is_whole(value, 0, COUNT_MAX)


def _clean_parts(out: dict[str, Any], raw: dict[str, Any], where: str, problems: Problems) -> None:
    """A part larger than its whole (more wins than matches): when both were read, the
    part cannot stand; when the whole was damaged or missing, it is at least the part (the
    wins are still a truth, and the smallest count of matches that holds them is that)."""
    for part, whole in PARTS:
        if part not in out or out[part] <= out.get(whole, 0):
            continue
        if raw.get(whole) == out.get(whole):
            problems.add(f"{where}{part} = {short(out[part])} (more than {whole})")
            del out[part]
            if not where and part in STATS_DEFAULTS:
                out[part] = STATS_DEFAULTS[part]
        else:
            out[whole] = out[part]


def clean_stats(raw: Any, problems: Problems, game_id: str = "") -> dict[str, Any]:
    """A game's counters over `STATS_DEFAULTS`: whole counts, scores, per-level counts.
    An unknown name whose value is a count is kept (a later version's counter)."""
    out: dict[str, Any] = dict(STATS_DEFAULTS)
    if raw is None:
        return out
    if not isinstance(raw, dict):
        problems.drop_all(f"{short(raw)} is not an object")
        return out
    for key, value in raw.items():
        if key in FIGURES:
            ok = is_figure(value, FIGURE_MAX)
        elif key == "lower_better":
            ok = value in (0, 1) and not isinstance(value, bool)
        elif key == "levels":
            out[key] = _clean_levels(game_id, value, problems)
            continue
        else:
            ok = _count(value) and GAME_ID.match(key) is not None
        if ok:
            out[key] = int(value) if key not in FIGURES else value
        else:
            problems.add(f"{short(key)} = {short(value)}")
    _clean_parts(out, raw, "", problems)
    return out


def _clean_levels(game_id: str, raw: Any, problems: Problems) -> dict[str, Any]:
    """``levels``: per difficulty, matches played and won there."""
    if not isinstance(raw, dict):
        problems.add(f"levels = {short(raw)} (not an object)")
        return {}
    allowed = _levels(game_id)
    out: dict[str, Any] = {}
    for level, entry in raw.items():
        known = level in allowed if allowed is not None else GAME_ID.match(level) is not None
        if not known or not isinstance(entry, dict):
            problems.add(f"levels.{short(level)} = {short(entry)}")
            continue
        counts = {}
        for key, value in entry.items():
            if key in ("played", "won") and _count(value):
                counts[key] = int(value)
            else:
                problems.add(f"levels.{level}.{short(key)} = {short(value)}")
        _clean_parts(counts, entry, f"levels.{level}.", problems)
        out[level] = counts
    return out


# ----------------------------------------------------------------------------- saved match
def _strings(value: Any, limit: int) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) and len(v) <= limit for v in value)


#: The replay's keys: each check passes or the whole match is dropped.
REPLAY_CHECKS: dict[str, Callable[[Any], bool]] = {
    "options": lambda v: isinstance(v, dict),
    "seed": lambda v: is_whole(v, -SEED_MAX, SEED_MAX) and not isinstance(v, float),
    "dealer": lambda v: v is None or (is_whole(v, 0, 64) and not isinstance(v, float)),
    "deck": lambda v: v is None or _strings(v, 32),
    "decks": lambda v: v is None or (isinstance(v, list) and all(_strings(d, 32) for d in v)),
    "start": lambda v: v is None or isinstance(v, dict),
    "actions": lambda v: _strings(v, ACTION_MAX),
}
#: The table's keys, each dropped alone.
EXTRA_CHECKS: dict[str, Callable[[Any], bool]] = {
    "level": lambda v: isinstance(v, str) and GAME_ID.match(v) is not None,
    "human": lambda v: is_whole(v, 0, 64) and not isinstance(v, float),
    "saved_at": lambda v: is_figure(v, 1e12),
    "daily": lambda v: (
        isinstance(v, dict)
        and set(v) == {"day", "counts"}
        and isinstance(v["day"], str)
        and DAY_KEY.fullmatch(v["day"]) is not None
        and isinstance(v["counts"], bool)
    ),
}


def clean_match(game_id: str, raw: Any, problems: Problems) -> dict[str, Any] | None:
    """The saved replay record, or None when it cannot be a record of this game."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        problems.drop_all(f"{short(raw)} is not an object")
        return None
    if raw.get("game", game_id) != game_id:
        problems.drop_all(f"it is a match of {short(raw.get('game'))}")
        return None
    if "actions" not in raw:
        problems.drop_all("it has no actions")
        return None
    for key, ok in REPLAY_CHECKS.items():
        if key in raw and not ok(raw[key]):
            problems.drop_all(f"{key} = {short(raw[key])}")
            return None
    out = {key: copy.deepcopy(raw[key]) for key in REPLAY_CHECKS if key in raw}
    out["game"] = game_id
    for key, value in raw.items():
        if key in EXTRA_CHECKS and EXTRA_CHECKS[key](value):
            out[key] = value
        elif key not in out:
            problems.add(f"{short(key)} = {short(value)}")
    return out


# ----------------------------------------------------------------------------- daily deals
DAY_KEY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
#: One day's daily deal: the player's place (0 while the counted play is unfinished or was
#: left), of how many, the points, and one mark per round ("w" won it, "p" gained, "l"
#: lost: the share text's emoji).
DAY_CHECKS: dict[str, Callable[[Any], bool]] = {
    "place": lambda v: is_whole(v, 0, 64) and not isinstance(v, float),
    "of": lambda v: is_whole(v, 1, 64) and not isinstance(v, float),
    "points": lambda v: is_figure(v, FIGURE_MAX),
    "marks": lambda v: isinstance(v, str) and len(v) <= 400 and set(v) <= set("wpl"),
}
DAYS_KEPT = 400


def clean_daily(raw: Any, problems: Problems) -> dict[str, Any]:
    """A game's daily deals by UTC day (``YYYY-MM-DD``): each day's counted play (the
    first of that day); a bad day is dropped alone, a bad value of a day alone."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        problems.drop_all(f"{short(raw)} is not an object")
        return {}
    out: dict[str, Any] = {}
    for day in sorted((k for k in raw if isinstance(k, str)), reverse=True):
        entry = raw[day]
        if not DAY_KEY.fullmatch(day) or not isinstance(entry, dict) or len(out) >= DAYS_KEPT:
            problems.add(f"{short(day)} = {short(entry)}")
            continue
        kept = {key: value for key, value in entry.items() if DAY_CHECKS.get(key, _no)(value)}
        for key in entry.keys() - kept.keys():
            problems.add(f"{day}.{short(key)} = {short(entry[key])}")
        out[day] = {"place": 0, **kept}
    return dict(sorted(out.items()))


def _no(value: Any) -> bool:
    return False


# ----------------------------------------------------------------------------- match history
#: Finished matches kept per game (issue 35: replay them from the statistics).
HISTORY_KEPT = 20
#: A finished match's key: when it ended, in milliseconds since the epoch.
HISTORY_KEY = re.compile(r"[0-9]{1,16}")


def clean_history(game_id: str, raw: Any, problems: Problems) -> dict[str, Any]:
    """A game's last finished matches, each a saved match (`clean_match`) keyed by when it
    ended; a bad entry is dropped alone, and only the newest `HISTORY_KEPT` stand."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        problems.drop_all(f"{short(raw)} is not an object")
        return {}
    keys = [k for k in raw if isinstance(k, str) and HISTORY_KEY.fullmatch(k)]
    for key in raw.keys() - set(keys):
        problems.add(f"{short(key)} (not a time)")
    out: dict[str, Any] = {}
    for key in sorted(keys, key=int, reverse=True):
        if len(out) == HISTORY_KEPT:
            problems.add(f"{key} (more than {HISTORY_KEPT} matches)")
            continue
        entry = Problems(key)
        record = clean_match(game_id, raw[key], entry)
        problems.add(f"{key}: {'; '.join(entry.items)}" if entry else None)
        if record is not None:
            out[key] = record
    return dict(sorted(out.items(), key=lambda item: int(item[0])))


# ----------------------------------------------------------------------------- tips
def clean_tips(raw: Any, problems: Problems) -> dict[str, Any]:
    """The first-time guide: ``seen``, the games whose table tips were dismissed."""
    if raw is None:
        return {"seen": []}
    if not isinstance(raw, dict):
        problems.drop_all(f"{short(raw)} is not an object")
        return {"seen": []}
    seen = raw.get("seen", [])
    if not isinstance(seen, list):
        problems.add(f"seen = {short(seen)} (not a list)")
        seen = []
    good = sorted({g for g in seen if isinstance(g, str) and GAME_ID.match(g)})
    if len(good) != len(seen):
        bad = [g for g in seen if not (isinstance(g, str) and GAME_ID.match(g))]
        problems.add(f"seen entries {short(bad)}" if bad else "seen entries listed twice")
    for key in raw:
        if key != "seen":
            problems.add(f"{short(key)} (not a tips value)")
    return {"seen": good}
