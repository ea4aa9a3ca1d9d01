"""Settings, per-game statistics, the match in progress and the guide's state, kept between
sessions.

Desktop: one JSON file per document in the user's data directory (``settings.json``,
``stats.<game>.json``, ``match.<game>.json``, ``tips.json``), each rewritten atomically;
an older single-file store is migrated on first use. Browser (pygbag):
``platform.window.localStorage``, one entry per document, every key prefixed ``cardatlas.``
because itch.io serves many games from one origin (game/storage_backends.py).

Whatever is read is checked against its document's schema (game/storage_schema.py) where it
is read: a value of the wrong type or out of range is dropped alone, a document only when
nothing of it can stand. Then one log line says what was dropped, the damaged text is kept
(timestamped, the last few), the document is written back repaired, and `damage_notice`
tells the app once, to tell the player. A document larger than its cap (`CAPS`) is damaged
too, and never written. Nothing here raises: a failed write is logged and the game goes on;
the first failure is kept for `save_problem`, which the app polls to tell the player once.
"""

from __future__ import annotations

import copy
import json
import logging
import math
import os
import sys
import time
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

from game.engine import registry

# Backends and the statistics' defaults are named as storage.X by their users (re-exported).
from game.storage_backends import KEY_PREFIX, Backend, FileBackend, LocalStorageBackend  # noqa: F401
from game.storage_schema import (
    GAME_ID,
    HISTORY_KEPT,
    STATS_DEFAULTS,  # noqa: F401
    Problems,
    clean_daily,
    clean_history,
    clean_match,
    clean_settings,
    clean_stats,
    clean_tips,
    settings_defaults,
)

log = logging.getLogger(__name__)

APP_DIR_NAME = "card-atlas"
APP_DIR_NAME_PRETTY = "Card Atlas"
ENV_DATA_DIR = "CARD_ATLAS_DATA_DIR"
#: The settings document's name (its localStorage key is KEY_PREFIX + this; the web page
#: reads its `language` before the game runs, see tools/build_web.py).
SETTINGS = "settings"
#: The largest document of each kind, in characters of JSON: a match of thousands of
#: moves is far below its cap; anything larger was not written by us.
CAPS: dict[str, int] = {
    "settings": 16_000,
    "tips": 16_000,
    "stats": 64_000,
    "daily": 64_000,
    "match": 1_000_000,
    "history": 1_000_000,  # 20 matches: a whole Mada match is about 3 kB
}
#: Deeper JSON than this is no document of ours (and could exhaust the stack).
MAX_DEPTH = 16
HUGE_DIGITS = 300


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
#: What a first run starts from (``language`` becomes the system's, see `default_settings`).
SETTINGS_DEFAULTS: dict[str, Any] = settings_defaults("en")
_warned: set[str] = set()


# ----------------------------------------------------------------------------- where
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


_override: Backend | None = None


def use_backend(backend: Backend | None) -> None:
    """Store somewhere else (tests); None goes back to choosing by platform."""
    global _override
    _override = backend


def backend() -> Backend:
    """localStorage in the browser, the data folder elsewhere (chosen on each call, so an
    env override set later still counts); an older layout is migrated first."""
    if _override is not None:
        chosen = _override
    elif sys.platform == "emscripten":
        import platform

        chosen = LocalStorageBackend(platform.window)  # type: ignore[attr-defined]
    else:
        chosen = FileBackend(data_dir())
    try:
        problems = chosen.migrate()
    except Exception as exc:  # the old store stays where it is; the new one works
        problems = [f"cannot migrate the old store: {exc}"]
    for problem in problems:
        _damaged(problem)
    return chosen


# ----------------------------------------------------------------------------- notices
#: The first save that failed this session, and whether the player was told (they are
#: told once: a full disk or a read-only store fails every save after it too); and
#: whether damage was found, and the player told.
_failure: dict[str, Any] = {"problem": None, "told": False}
_damage: dict[str, bool] = {"found": False, "told": False}


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


def _damaged(line: str, tell: bool = True) -> None:
    """One log line for damage found (said once a session), and (`tell`) the player to be
    told."""
    if line in _warned:
        return
    _warned.add(line)
    log.warning("%s", line)
    _damage["found"] = _damage["found"] or tell


def damage_notice() -> bool:
    """True once, the first time this session that stored data was found damaged: the
    app polls this and tells the player (a copy of what was damaged is kept)."""
    if not _damage["found"] or _damage["told"]:
        return False
    _damage["told"] = True
    return True


def reset_save_problem() -> None:
    """Forget failures and damage (tests, and a new session)."""
    _failure.update(problem=None, told=False)
    _damage.update(found=False, told=False)


# ----------------------------------------------------------------------------- reading
def _kind(name: str) -> str:
    return name.partition(".")[0]


def _depth_ok(value: Any) -> bool:
    """No deeper than `MAX_DEPTH` (checked without recursion)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > MAX_DEPTH:
            return False
        children = (
            item.values() if isinstance(item, dict) else item if isinstance(item, list) else ()
        )
        stack.extend((child, depth + 1) for child in children)
    return True


def _integer(digits: str) -> int | float:
    """A JSON integer; one of hundreds of digits is no value of ours and reads as infinity
    (so the schema drops it alone, where int() would fail the whole document)."""
    return int(digits) if len(digits) <= HUGE_DIGITS else math.inf


def parse(text: str, cap: int) -> Any:
    """A document's JSON, or ValueError saying why it cannot be one: larger than `cap`,
    not JSON, nesting too deep. NaN, Infinity and huge integers are read (as floats) so
    that the schema drops each alone."""
    if len(text) > cap:
        raise ValueError(f"{len(text):,} characters, more than its cap of {cap:,}")
    try:
        value = json.loads(text, parse_int=_integer)
    except RecursionError:
        raise ValueError("nested too deep") from None
    except ValueError as exc:
        raise ValueError(f"not valid JSON ({str(exc)[:80]})") from None
    if not _depth_ok(value):
        raise ValueError(f"nested deeper than {MAX_DEPTH} levels")
    return value


def _load(name: str, clean: Callable[[Any, Problems], Any]) -> Any:
    """Read, parse and clean one document; damage is logged once, its text kept, the
    document written back repaired (or removed, when nothing of it stands)."""
    problems = Problems(name)
    store = backend()
    try:
        text = store.read_text(name)
    except Exception as exc:  # an OSError, a JS exception: never let it stop the game
        line = f"{name}: cannot read ({str(exc)[:200]})"
        if line not in _warned:
            _warned.add(line)
            log.warning("%s", line)
        return clean(None, problems)
    if text is None:
        return clean(None, problems)
    try:
        raw = parse(text, CAPS[_kind(name)])
        if raw is None:
            raise ValueError("null is not an object")
    except ValueError as exc:
        raw = None
        problems.drop_all(str(exc))
    value = clean(raw, problems)
    if problems:
        _repair(store, name, text, raw, value, problems)
    return value


def _repair(store: Backend, name: str, text: str, raw: Any, value: Any, problems: Problems) -> None:
    try:
        where: str | None = store.keep_copy(name, text)
    except Exception as exc:
        where = None
        log.warning("%s: cannot keep a copy of the damaged document (%s)", name, exc)
    _damaged(problems.line(raw, value, where))
    if value is None:
        _remove(name)
    else:
        _write(name, value)


# ----------------------------------------------------------------------------- writing
def _write(name: str, value: Any) -> None:
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as exc:
        log.warning("could not save %s: not JSON (%s)", name, exc)
        return
    cap = CAPS[_kind(name)]
    if len(text) > cap:
        _save_failed(f"could not save {name}: {len(text):,} characters, over its cap of {cap:,}")
        return
    try:
        backend().write_text(name, text)
    except Exception as exc:
        _save_failed(f"could not save {name}: {exc}")


def _remove(name: str) -> None:
    try:
        backend().remove(name)
    except Exception as exc:
        _save_failed(f"could not clear {name}: {exc}")


def _check_game_id(game_id: str) -> str:
    if not isinstance(game_id, str) or not GAME_ID.match(game_id):
        raise ValueError(f"not a game id: {game_id!r}")
    return game_id


def _cleaned_to_save(name: str, value: Any, clean: Callable[[Any, Problems], Any]) -> Any:
    """What the game hands over, through the same schema (a bad value is a bug: logged)."""
    problems = Problems(name + " to save")
    out = clean(value, problems)
    if problems:
        log.warning("%s", problems.line(value, out))
    return out


# ----------------------------------------------------------------------------- the API
def default_settings() -> dict[str, Any]:
    """A fresh copy of the defaults, in the browser's or the system's language."""
    return settings_defaults()


def load_settings() -> dict[str, Any]:
    """The saved settings over the defaults (a first run gets the system's language)."""
    return _load(SETTINGS, clean_settings)


def save_settings(settings: dict[str, Any]) -> None:
    _write(SETTINGS, _cleaned_to_save(SETTINGS, settings, clean_settings))


def _stats_cleaner(game_id: str) -> Callable[[Any, Problems], Any]:
    return lambda raw, problems: clean_stats(raw, problems, game_id)


def load_stats(game_id: str) -> dict[str, Any]:
    """One game's counters; at least `STATS_DEFAULTS`."""
    return _load("stats." + _check_game_id(game_id), _stats_cleaner(game_id))


def save_stats(game_id: str, stats: dict[str, Any]) -> None:
    name = "stats." + _check_game_id(game_id)
    _write(name, _cleaned_to_save(name, stats, _stats_cleaner(game_id)))


def _match_cleaner(game_id: str) -> Callable[[Any, Problems], Any]:
    return lambda raw, problems: clean_match(game_id, raw, problems)


def save_match(game_id: str, record: dict[str, Any]) -> None:
    """Keep the match in progress (its replay record, stamped with the time) so a reload
    can resume it; the one document a move writes."""
    name = "match." + _check_game_id(game_id)
    _write(name, {**record, "saved_at": time.time()})


def load_match(game_id: str) -> dict[str, Any] | None:
    """The saved match in progress of `game_id`, or None."""
    return _load("match." + _check_game_id(game_id), _match_cleaner(game_id))


def clear_match(game_id: str) -> None:
    _remove("match." + _check_game_id(game_id))


def drop_match(game_id: str, why: str) -> None:
    """A saved match that cannot be resumed: its text kept as a damaged copy, then cleared
    (the table tells the player itself, so no damage notice)."""
    name = "match." + _check_game_id(game_id)
    store = backend()
    try:
        text = store.read_text(name)
        where = store.keep_copy(name, text) if text is not None else None
    except Exception as exc:
        where = f"nowhere ({exc})"
    _damaged(f"{name}: cannot be resumed ({why}); the copy is kept at {where}", tell=False)
    clear_match(game_id)


_latest: list[dict[str, Any]] = []


def remember_match(record: dict[str, Any]) -> None:
    """The latest match played this session, kept in memory (a problem report copies it)."""
    _latest[:] = [copy.deepcopy(record)]


def latest_match() -> dict[str, Any] | None:
    """The latest match played this session, else the saved match in progress saved last,
    else None."""
    if _latest:
        return copy.deepcopy(_latest[0])
    saved = [
        {"game": game_id, **record}
        for game_id in registry.game_ids()
        if (record := load_match(game_id)) is not None
    ]
    return max(saved, key=lambda r: r.get("saved_at", 0), default=None)


# ----------------------------------------------------------------------------- daily deals
def load_daily(game_id: str) -> dict[str, Any]:
    """`game_id`'s daily deals by UTC day (``YYYY-MM-DD``): the counted play of each
    (game/storage_schema.py `clean_daily`)."""
    return _load("daily." + _check_game_id(game_id), clean_daily)


def save_daily(game_id: str, days: dict[str, Any]) -> None:
    name = "daily." + _check_game_id(game_id)
    _write(name, _cleaned_to_save(name, days, clean_daily))


# ----------------------------------------------------------------------------- match history
def _history_cleaner(game_id: str) -> Callable[[Any, Problems], Any]:
    return lambda raw, problems: clean_history(game_id, raw, problems)


def load_history(game_id: str) -> dict[str, dict[str, Any]]:
    """`game_id`'s last finished matches (replay records with the level and the human
    seat) by when they ended, oldest first (game/storage_schema.py `clean_history`)."""
    return _load("history." + _check_game_id(game_id), _history_cleaner(game_id))


def add_to_history(game_id: str, record: dict[str, Any]) -> None:
    """Keep a finished match; the oldest goes once `HISTORY_KEPT` are kept."""
    name, clean = "history." + _check_game_id(game_id), _history_cleaner(game_id)
    kept = dict(_load(name, clean))
    stamp = time.time()
    key = max(round(stamp * 1000), *(int(k) + 1 for k in kept), 0)
    kept[str(key)] = {**record, "saved_at": stamp}
    newest = dict(sorted(kept.items(), key=lambda item: int(item[0]))[-HISTORY_KEPT:])
    _write(name, _cleaned_to_save(name, newest, clean))


# ----------------------------------------------------------------------------- table tips
#: The first-time guide: games whose table tips the player has seen (document ``tips``).
TIPS = "tips"


def tips_seen(game_id: str) -> bool:
    """Whether the player has seen (and dismissed) the table tips of `game_id`."""
    return _check_game_id(game_id) in _load(TIPS, clean_tips)["seen"]


def set_tips_seen(game_id: str, seen: bool = True) -> None:
    """Remember that the tips were seen, or (False) show them again next time."""
    games = [g for g in _load(TIPS, clean_tips)["seen"] if g != _check_game_id(game_id)]
    if seen:
        games.append(game_id)
    _write(TIPS, {"seen": sorted(games)})
