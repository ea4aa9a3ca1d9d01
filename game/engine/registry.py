"""The one registry of games' rules: each game is one `GameDescriptor` of rules facts (seats,
deck, options, levels), and the engine's side of everything else (storage defaults, the
scenario runner, soak, the conformance test) derives from it.

A descriptor lives in its game's engine module as ``DESCRIPTOR``; `BUILTIN` lists those
modules. A test-only game calls `register` with its own descriptor. Opponents and
presentation (table, felt, deck art, URL, name keys, rules folder) are joined to it one floor
up, in game/ui/games.py: the engine never names the AI or the UI (the arrows stay
ui -> ai -> engine).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from game.engine.errors import shown
from game.engine.match import Match
from game.engine.start import ScenarioError

#: Engine modules of the built games, in lobby order; each defines ``DESCRIPTOR``.
BUILTIN: tuple[str, ...] = (
    "game.engine.gnav",
    "game.engine.cuccu",
    "game.engine.maumau",
    "game.engine.mada",
    "game.engine.kadabra",
)


def N_(key: str) -> str:  # noqa: N802 - gettext's marker: a message key chosen at run time
    """Mark an i18n key for the catalog checks (tests/test_i18n.py) without importing i18n."""
    return key


class OptionError(ScenarioError):
    """A match option the game does not take, or a value out of its type or range; the
    message is one line naming it (the scenario runner prints it as it is)."""


@dataclass(frozen=True)
class Option:
    """One match option besides ``players``: a flag (`kind` bool) or a whole number in
    [`low`, `high`]."""

    kind: type
    default: Any
    low: int = 0
    high: int = 0

    def problem(self, value: Any) -> str | None:
        """What is wrong with `value` for this option, or None."""
        if self.kind is bool:
            return None if isinstance(value, bool) else "is not true or false"
        if isinstance(value, bool) or not isinstance(value, int):
            return "is not a whole number"
        if not self.low <= value <= self.high:
            return f"is out of range ({self.low}-{self.high})"
        return None


@dataclass(frozen=True)
class GameDescriptor:
    """The rules facts of one game: what any part of the program may ask of its rules.

    `engine` offers ``new_match(options, seed, dealer, deck, decks, start)``,
    ``seat_order(n_seats, dealer, options)`` and ``determinize(view, rng)`` (one line with
    game/engine/completion.py); its Match subclass declares what a starting state may hold
    (``START_KEYS``/``SEAT_KEYS``, game/engine/start.py) and asks questions inside a turn as
    pending choices (game/engine/choices.py). Registering it (and its opponents in
    game/ui/games.py) is all a game needs for the conformance test
    (tests/test_engine_contract.py)."""

    id: str
    engine: str
    players: tuple[int, int]  # fewest and most seats, the human included
    default_players: int
    deck_size: int
    #: Statistics this game keeps beside played/won (e.g. "lives_lost", "rounds").
    stats_fields: tuple[str, ...] = ()
    levels: tuple[str, ...] = ("easy", "normal", "hard")
    #: The match options the game takes besides ``players`` (anything else is refused).
    options: dict[str, Option] = field(default_factory=dict)

    # --- the lazily imported parts ------------------------------------------------------------
    def engine_module(self) -> ModuleType:
        return importlib.import_module(self.engine)

    def new_match(self, **kwargs: Any) -> Match:
        return self.engine_module().new_match(**kwargs)

    def seat_order(self, n_seats: int, dealer: int, options: dict[str, Any]) -> list[int]:
        return self.engine_module().seat_order(n_seats, dealer, options)

    def determinize(self, view: dict[str, Any], rng: Any) -> Match:
        """A full state consistent with `view` whose view for that seat is `view` again."""
        return self.engine_module().determinize(view, rng)

    @property
    def opponent_range(self) -> tuple[int, int, int]:
        """AI opponents as (fewest, most, default): the seats less the human's."""
        low, high = self.players
        return low - 1, high - 1, self.default_players - 1


def seated_options(game: GameDescriptor, options: Any) -> tuple[dict, int]:
    """A match's options with its player count set (the game's default when absent), and
    that count. Every option is checked (the game's own validation): ``players`` in the
    game's range, each other one among `GameDescriptor.options` with a value of its type
    and range; anything else is an `OptionError` that names it."""
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise OptionError(f"options: expected an object, not {type(options).__name__}")
    options = dict(options)
    n = options.setdefault("players", game.default_players)
    low, high = game.players
    if isinstance(n, bool) or not isinstance(n, int) or not low <= n <= high:
        raise OptionError(f"options.players: {shown(n)} is not a number of players ({low}-{high})")
    for key, value in options.items():
        if key == "players":
            continue
        spec = game.options.get(key)
        if spec is None:
            allowed = ", ".join(["players", *game.options])
            raise OptionError(f"options: unknown option {shown(key)} (allowed: {allowed})")
        problem = spec.problem(value)
        if problem is not None:
            raise OptionError(f"options.{key}: {shown(value)} {problem}")
    return options, n


_REGISTERED: dict[str, GameDescriptor] = {}
_builtin_loaded: list[bool] = []


def register(descriptor: GameDescriptor) -> GameDescriptor:
    """Add a game (test-only games do this at import time)."""
    _REGISTERED[descriptor.id] = descriptor
    return descriptor


def unregister(game_id: str) -> None:
    _REGISTERED.pop(game_id, None)


def _load_builtin() -> None:
    if _builtin_loaded:
        return
    _builtin_loaded.append(True)
    for path in BUILTIN:
        descriptor = importlib.import_module(path).DESCRIPTOR
        _REGISTERED.setdefault(descriptor.id, descriptor)


def games() -> list[GameDescriptor]:
    """Every registered game, built-in ones first in lobby order (a test's game may have
    registered before the built-in ones loaded)."""
    _load_builtin()
    rank = {module: i for i, module in enumerate(BUILTIN)}
    return sorted(_REGISTERED.values(), key=lambda d: rank.get(d.engine, len(rank)))


def game_ids() -> list[str]:
    return [d.id for d in games()]


def descriptor(game_id: str) -> GameDescriptor:
    _load_builtin()
    try:
        return _REGISTERED[game_id]
    except KeyError:
        known = ", ".join(_REGISTERED)
        raise KeyError(f"unknown game {game_id!r}; the games are {known}") from None


def engine(game_id: str) -> ModuleType:
    return descriptor(game_id).engine_module()


def new_match(game_id: str, **kwargs: Any) -> Match:
    return descriptor(game_id).new_match(**kwargs)
