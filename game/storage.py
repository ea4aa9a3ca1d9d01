"""Settings, per-game statistics and the match in progress, kept between sessions.

Desktop: one JSON file (``card-atlas.json``) in the user's data directory, rewritten
atomically (temp file + rename) so a crash never leaves half a file. Browser (pygbag):
``platform.window.localStorage``, one entry per document, every key prefixed ``cardatlas.``
because itch.io serves many games from one origin.

Both hold the same documents: ``settings``, ``stats.<game_id>`` and ``match.<game_id>``.
Whatever is read is validated: a missing, unreadable, corrupt or partly invalid store keeps
every valid value, replaces the bad ones by defaults (numbers out of range are clamped), logs
one warning per load and never raises. Saving never raises either: a failed write is logged
and the game goes on; the first failure is kept for `save_problem`, which the app polls to
tell the player once.
"""

from __future__ import annotations

import copy
import json
import logging
import os
import re
import sys
import tempfile
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any, Protocol

from game.engine import registry
from game.i18n import LANGUAGES, system_language

log = logging.getLogger(__name__)

APP_DIR_NAME = "card-atlas"
APP_DIR_NAME_PRETTY = "Card Atlas"
FILE_NAME = "card-atlas.json"
KEY_PREFIX = "cardatlas."
#: The settings document's name (its localStorage key is KEY_PREFIX + this; the web page
#: reads its `language` before the game runs, see tools/build_web.py).
SETTINGS = "settings"
ENV_DATA_DIR = "CARD_ATLAS_DATA_DIR"

SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")
DIFFICULTIES: tuple[str, ...] = ("easy", "normal", "hard")
SLIDERS: tuple[str, ...] = ("contrast", "grain", "temperature", "volume")
FLAGS: tuple[str, ...] = (
    "reduced_motion",
    "four_colour",
    "fullscreen",
    "muted",
    "confirm_play",
)
#: How a player's hand may be sorted at a table (kept per game under ``hand_sort``).
HAND_SORTS: tuple[str, ...] = ("suit", "rank")


class _OpponentRanges(Mapping[str, tuple[int, int, int]]):
    """AI opponents per registered game as (fewest, most, default), read from each game's
    descriptor when asked (so a game registered later is included)."""

    def __getitem__(self, game_id: str) -> tuple[int, int, int]:
        try:
            return registry.descriptor(game_id).opponent_range
        except KeyError:
            raise KeyError(game_id) from None

    def __iter__(self) -> Iterator[str]:
        return iter(registry.game_ids())

    def __len__(self) -> int:
        return len(registry.game_ids())


OPPONENTS: Mapping[str, tuple[int, int, int]] = _OpponentRanges()
#: The range for a game that is not registered (a game added later keeps its choice).
OPPONENTS_OTHER: tuple[int, int, int] = (1, 5, 3)

#: What a first run starts from. ``language`` is replaced by the browser's or the system's
#: language on a first run (see `default_settings`).
SETTINGS_DEFAULTS: dict[str, Any] = {
    "language": "en",
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
        game_id: {"difficulty": "normal", "opponents": limits[2]}
        for game_id, limits in OPPONENTS.items()
    },
}

#: Counters every game's statistics start with; games may add their own.
STATS_DEFAULTS: dict[str, int] = {"played": 0, "won": 0}

_GAME_ID = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
_warned: set[str] = set()


# ----------------------------------------------------------------------------- backends


class Backend(Protocol):
    """Where documents live. `read` returns (value or None when absent, problem or None)."""

    def read(self, name: str) -> tuple[Any, str | None]: ...

    def write(self, name: str, value: Any) -> None: ...

    def remove(self, name: str) -> None: ...


def data_dir() -> Path:
    """The folder of the desktop store: $CARD_ATLAS_DATA_DIR, else the platform's usual place."""
    override = os.environ.get(ENV_DATA_DIR)
    if override:
        return Path(override)
    home = Path.home()
    if sys.platform == "win32":
        base = os.environ.get("APPDATA")
        return Path(base) / APP_DIR_NAME_PRETTY if base else home / APP_DIR_NAME_PRETTY
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / APP_DIR_NAME_PRETTY
    xdg = os.environ.get("XDG_DATA_HOME")
    base_dir = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".local" / "share"
    return base_dir / APP_DIR_NAME


class FileBackend:
    """All documents in one JSON object in one file, rewritten whole on every save."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def _load(self) -> tuple[dict[str, Any], str | None]:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return {}, None
        except (OSError, UnicodeDecodeError) as exc:
            return {}, f"cannot read {self.path}: {exc}"
        try:
            data = json.loads(text)
        except ValueError as exc:
            return {}, f"{self.path} is not valid JSON ({exc})"
        if not isinstance(data, dict):
            return {}, f"{self.path} does not hold a JSON object"
        return data, None

    def read(self, name: str) -> tuple[Any, str | None]:
        data, problem = self._load()
        return data.get(name), problem

    def write(self, name: str, value: Any) -> None:
        data, problem = self._load()
        if problem is not None:
            self._keep_aside()
        data[name] = value
        self._write_all(data)

    def remove(self, name: str) -> None:
        data, problem = self._load()
        if problem is not None or name not in data:
            return
        del data[name]
        self._write_all(data)

    def _keep_aside(self) -> None:
        """Keep a copy of an unreadable store next to it instead of silently losing it."""
        try:
            if self.path.is_file():
                os.replace(self.path, self.path.with_suffix(".json.corrupt"))
        except OSError:
            pass

    def _write_all(self, data: dict[str, Any]) -> None:
        text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".card-atlas-", suffix=".tmp", dir=self.path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(text)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise


class LocalStorageBackend:
    """The browser's localStorage: one prefixed key per document, JSON text as the value."""

    def __init__(self, window: Any) -> None:
        self.storage = window.localStorage

    def read(self, name: str) -> tuple[Any, str | None]:
        key = KEY_PREFIX + name
        try:
            text = self.storage.getItem(key)
        except Exception as exc:  # a JS exception (e.g. SecurityError in a sandboxed frame)
            return None, f"localStorage.getItem({key!r}) failed: {exc}"
        if text is None:
            return None, None
        try:
            return json.loads(str(text)), None
        except ValueError as exc:
            return None, f"localStorage {key!r} is not valid JSON ({exc})"

    def write(self, name: str, value: Any) -> None:
        self.storage.setItem(KEY_PREFIX + name, json.dumps(value, ensure_ascii=False))

    def remove(self, name: str) -> None:
        self.storage.removeItem(KEY_PREFIX + name)


_override: Backend | None = None


def use_backend(backend: Backend | None) -> None:
    """Store somewhere else (tests); None goes back to choosing by platform."""
    global _override
    _override = backend


def backend() -> Backend:
    """localStorage in the browser, the JSON file elsewhere (chosen on each call, so an env
    override set later still counts)."""
    if _override is not None:
        return _override
    if sys.platform == "emscripten":
        import platform

        return LocalStorageBackend(platform.window)  # type: ignore[attr-defined]
    return FileBackend(data_dir() / FILE_NAME)


# ----------------------------------------------------------------------------- validation


class _Problems:
    """What was wrong with one document; reported as one warning."""

    def __init__(self, what: str) -> None:
        self.what = what
        self.items: list[str] = []

    def add(self, text: str | None) -> None:
        if text:
            self.items.append(text)

    def report(self) -> None:
        """One warning listing what is new; a problem already reported (a corrupt file seen
        by every load) is not repeated."""
        fresh = [item for item in self.items if item not in _warned]
        if not fresh:
            return
        _warned.update(fresh)
        log.warning("%s: %s; every other value kept", self.what, "; ".join(fresh))


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and value == value


def _int_in(value: Any, low: int, high: int, default: int, where: str, problems: _Problems) -> int:
    """An int in [low, high]: numbers are rounded and clamped, anything else is the default."""
    if not _is_number(value) or abs(value) == float("inf"):
        problems.add(f"{where} = {value!r} is not a number")
        return default
    number = round(value)
    clamped = min(high, max(low, number))
    if clamped != value:
        problems.add(f"{where} = {value!r} is out of range, set to {clamped}")
    return clamped


def _choice(value: Any, allowed: tuple[str, ...], default: str, where: str, p: _Problems) -> str:
    if value in allowed and isinstance(value, str):
        return value
    p.add(f"{where} = {value!r} is not one of {', '.join(allowed)}")
    return default


def _flag(value: Any, default: bool, where: str, problems: _Problems) -> bool:
    if isinstance(value, bool):
        return value
    problems.add(f"{where} = {value!r} is not true/false")
    return default


def _hand_sorts(raw: Any, problems: _Problems) -> dict[str, str]:
    """The sort order chosen per game; a bad entry is dropped (the table's default then)."""
    if not isinstance(raw, dict):
        problems.add("hand_sort is not an object")
        return {}
    out = {}
    for game_id, mode in raw.items():
        if isinstance(game_id, str) and _GAME_ID.match(game_id) and mode in HAND_SORTS:
            out[game_id] = mode
        else:
            problems.add(f"hand_sort has a bad entry {game_id!r}: {mode!r}")
    return out


def _game_settings(game_id: str, raw: Any, problems: _Problems) -> dict[str, Any]:
    low, high, default = OPPONENTS.get(game_id, OPPONENTS_OTHER)
    out: dict[str, Any] = {"difficulty": "normal", "opponents": default}
    if raw is None:
        return out
    if not isinstance(raw, dict):
        problems.add(f"games.{game_id} is not an object")
        return out
    if "difficulty" in raw:
        out["difficulty"] = _choice(
            raw["difficulty"], DIFFICULTIES, "normal", f"games.{game_id}.difficulty", problems
        )
    if "opponents" in raw:
        where = f"games.{game_id}.opponents"
        out["opponents"] = _int_in(raw["opponents"], low, high, default, where, problems)
    return out


def default_settings() -> dict[str, Any]:
    """A fresh copy of the defaults, in the browser's or the system's language."""
    settings = copy.deepcopy(SETTINGS_DEFAULTS)
    settings["language"] = system_language()
    return settings


def clean_settings(raw: Any, problems: _Problems) -> dict[str, Any]:
    """Every valid value of `raw` over the defaults; each bad one noted in `problems`."""
    out = default_settings()
    if raw is None:
        return out
    if not isinstance(raw, dict):
        problems.add("not an object")
        return out
    checks: dict[str, Callable[[Any], Any]] = {
        "language": lambda v: _choice(v, LANGUAGES, out["language"], "language", problems),
        "speed": lambda v: _choice(v, SPEEDS, SETTINGS_DEFAULTS["speed"], "speed", problems),
    }
    for name in FLAGS:
        checks[name] = lambda v, n=name: _flag(v, SETTINGS_DEFAULTS[n], n, problems)
    for name in SLIDERS:
        checks[name] = lambda v, n=name: _int_in(v, 0, 100, SETTINGS_DEFAULTS[n], n, problems)
    checks["hand_sort"] = lambda v: _hand_sorts(v, problems)
    for name, check in checks.items():
        if name in raw:
            out[name] = check(raw[name])
    games = raw.get("games")
    if games is not None and not isinstance(games, dict):
        problems.add("games is not an object")
    elif games:
        for game_id, entry in games.items():
            if isinstance(game_id, str) and _GAME_ID.match(game_id):
                out["games"][game_id] = _game_settings(game_id, entry, problems)
            else:
                problems.add(f"games has a bad game id {game_id!r}")
    return out


def clean_stats(raw: Any, problems: _Problems, where: str = "") -> dict[str, Any]:
    """Counters (numbers >= 0, or nested groups of them) over `STATS_DEFAULTS` at top level."""
    out: dict[str, Any] = {} if where else dict(STATS_DEFAULTS)
    if raw is None:
        return out
    if not isinstance(raw, dict):
        problems.add(f"{where or 'stats'} is not an object")
        return out
    for key, value in raw.items():
        path = f"{where}{key}"
        if not isinstance(key, str) or not key:
            problems.add(f"bad counter name {key!r}")
        elif isinstance(value, dict):
            out[key] = clean_stats(value, problems, path + ".")
        elif _is_number(value) and 0 <= value < float("inf"):
            out[key] = value
        else:
            problems.add(f"{path} = {value!r} is not a count")
    return out


def _clean_match(game_id: str, raw: Any, problems: _Problems) -> dict[str, Any] | None:
    """The saved replay record, or None when it cannot be a record of this game."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        problems.add("not an object")
        return None
    actions = raw.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        problems.add("actions is not a list of strings")
        return None
    if raw.get("game", game_id) != game_id:
        problems.add(f"it is a match of {raw.get('game')!r}")
        return None
    return raw


def _check_game_id(game_id: str) -> str:
    if not isinstance(game_id, str) or not _GAME_ID.match(game_id):
        raise ValueError(f"not a game id: {game_id!r}")
    return game_id


# ----------------------------------------------------------------------------- the API


def _read(name: str, problems: _Problems) -> Any:
    try:
        value, problem = backend().read(name)
    except Exception as exc:  # never let a broken store stop the game
        value, problem = None, f"cannot read: {exc}"
    problems.add(problem)
    return value


def _write(name: str, value: Any) -> None:
    try:
        backend().write(name, value)
    except Exception as exc:
        _save_failed(f"could not save {name}: {exc}")


#: The first save that failed this session, and whether the player was told (they are
#: told once: a full disk or a read-only store fails every save after it too).
_failure: dict[str, Any] = {"problem": None, "told": False}


def _save_failed(problem: str) -> None:
    log.warning("%s", problem)
    if _failure["problem"] is None:
        _failure["problem"] = problem


def save_problem() -> str | None:
    """The first failed save, once: the app polls this and tells the player; every later
    call (and every later failure) returns None."""
    if _failure["problem"] is None or _failure["told"]:
        return None
    _failure["told"] = True
    return _failure["problem"]


def reset_save_problem() -> None:
    """Forget failures (tests, and a new session)."""
    _failure.update(problem=None, told=False)


def load_settings() -> dict[str, Any]:
    """The saved settings over the defaults (a first run gets the system's language)."""
    problems = _Problems("settings")
    settings = clean_settings(_read(SETTINGS, problems), problems)
    problems.report()
    return settings


def save_settings(settings: dict[str, Any]) -> None:
    problems = _Problems("settings to save")
    clean = clean_settings(settings, problems)
    problems.report()
    _write(SETTINGS, clean)


def load_stats(game_id: str) -> dict[str, Any]:
    """One game's counters; at least `STATS_DEFAULTS`."""
    name = "stats." + _check_game_id(game_id)
    problems = _Problems(name)
    stats = clean_stats(_read(name, problems), problems)
    problems.report()
    return stats


def save_stats(game_id: str, stats: dict[str, Any]) -> None:
    name = "stats." + _check_game_id(game_id)
    problems = _Problems(name + " to save")
    clean = clean_stats(stats, problems)
    problems.report()
    _write(name, clean)


def save_match(game_id: str, record: dict[str, Any]) -> None:
    """Keep the match in progress (its replay record) so a reload can resume it."""
    name = "match." + _check_game_id(game_id)
    try:
        json.dumps(record)
    except (TypeError, ValueError) as exc:
        log.warning("could not save %s: not JSON (%s)", name, exc)
        return
    _write(name, record)


_latest: list[dict[str, Any]] = []


def remember_match(record: dict[str, Any]) -> None:
    """The latest match played this session, kept in memory (a problem report copies it)."""
    _latest[:] = [copy.deepcopy(record)]


def latest_match() -> dict[str, Any] | None:
    """The latest match played this session, else a saved match in progress, else None."""
    if _latest:
        return copy.deepcopy(_latest[0])
    for game_id in registry.game_ids():
        record = load_match(game_id)
        if record is not None:
            return {"game": game_id, **record}
    return None


def load_match(game_id: str) -> dict[str, Any] | None:
    """The saved match in progress of `game_id`, or None."""
    name = "match." + _check_game_id(game_id)
    problems = _Problems(name)
    record = _clean_match(game_id, _read(name, problems), problems)
    problems.report()
    return record


def clear_match(game_id: str) -> None:
    name = "match." + _check_game_id(game_id)
    try:
        backend().remove(name)
    except Exception as exc:
        _save_failed(f"could not clear {name}: {exc}")


# ----------------------------------------------------------------------------- table tips
#: The first-time guide: games whose table tips the player has seen (document ``tips``).
TIPS = "tips"


def _tips() -> list[str]:
    problems = _Problems(TIPS)
    raw = _read(TIPS, problems)
    seen = raw.get("seen", []) if isinstance(raw, dict) else []
    if raw is not None and not isinstance(raw, dict):
        problems.add("not an object")
    good = (
        [g for g in seen if isinstance(g, str) and _GAME_ID.match(g)]
        if isinstance(seen, list)
        else []
    )
    if isinstance(seen, list) and len(good) != len(seen) or not isinstance(seen, list):
        problems.add("seen is not a list of game ids")
    problems.report()
    return good


def tips_seen(game_id: str) -> bool:
    """Whether the player has seen (and dismissed) the table tips of `game_id`."""
    return _check_game_id(game_id) in _tips()


def set_tips_seen(game_id: str, seen: bool = True) -> None:
    """Remember that the tips were seen, or (False) show them again next time."""
    games = [g for g in _tips() if g != _check_game_id(game_id)]
    if seen:
        games.append(game_id)
    _write(TIPS, {"seen": sorted(games)})
