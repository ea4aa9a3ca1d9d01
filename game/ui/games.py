"""The one join of a game's parts: its rules (the engine's registry, game.engine.registry),
its opponents and its presentation (table, felt, deck art, URL, name keys, rules folder).

The engine's descriptor keeps rules facts only; everything the app, the benches and the
tools show or play of a game is read here, so a game's id is named in its own files and
in these two registries and nowhere else. Every registered game gets a lobby tile, a rules
page, statistics and, when its entry names a table, a Play button and a ``--scene <id>``;
benches, tournaments and screenshots take its id. A game kept outside the app (the tests'
toy game) calls `register` with its own `Game`.

Nothing here imports pygame or the AI: parts are ``"module:attribute"`` paths, imported
when asked for.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.engine import registry
from game.engine.registry import GameDescriptor
from game.i18n import N_

if TYPE_CHECKING:
    from game.ui.scene import Scene
    from game.ui.services import App

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class RoundWords:
    """How a game that counts rounds names them, in its own words on the lobby tile and the
    statistics screen alike: the tile's line ("Rounds won: 2 of 5"), the screen's label,
    and what winning a round means in that game (i18n keys)."""

    line: str
    label: str
    rule: str


@dataclass(frozen=True)
class Game:
    """One game as the app offers it: the rules (by `id`, from the engine's registry)
    joined to its opponents and its presentation.

    `opponents` is a function ``(level, seat, match_seed) -> Opponent``; `table` a scene
    class ``(app, resume)`` or None while the game has no table (then it is not playable);
    `deck` the deck its cards are drawn from (game/ui/art/decks.py); `round_words` its
    words for rounds when its statistics count them; `stages` its staging for the tools
    and benches (tools/table_stage.py `Stages`: moments, frames, tournament; not shipped)."""

    id: str
    opponents: str  # "module:function"
    name_key: str
    origin_key: str
    pitch_key: str
    felt: Colour  # the table's colour (STYLE.md)
    url: str = ""  # where to read more (Wikipedia, else BoardGameGeek)
    link_key: str = ""  # the link's label
    table: str | None = None  # "module:Class"
    deck: str = ""
    rules_dir: str | None = None  # its rules texts, when not in game/ui/rules/
    round_words: RoundWords | None = None
    stages: str | None = None  # "module:attribute"

    @property
    def rules(self) -> GameDescriptor:
        """The engine's descriptor: seats, deck size, options, levels."""
        return registry.descriptor(self.id)

    def make_opponent(self, level: str, seat: int, match_seed: int) -> Any:
        return resolve(self.opponents)(level, seat, match_seed)

    def table_class(self) -> type | None:
        return resolve(self.table) if self.table else None


def resolve(path: str) -> Any:
    """The attribute a ``"module:attribute"`` path names, its module imported if need be."""
    module_name, _, attribute = path.partition(":")
    return getattr(importlib.import_module(module_name), attribute)


#: The built-in games' joins (their rules: game.engine.registry.BUILTIN, in lobby order).
BUILTIN: tuple[Game, ...] = (
    Game(
        id="gnav",
        opponents="game.ai.cuckoo:make_gnav_opponent",
        name_key=N_("games.gnav.name"),
        origin_key=N_("games.gnav.origin"),
        pitch_key=N_("games.gnav.pitch"),
        felt=(24, 70, 74),
        url="https://en.wikipedia.org/wiki/Gnav",
        link_key=N_("lobby.link.wikipedia"),
        table="game.ui.scenes.cuckoo:GnavTable",
        deck="gnav",
        stages="tools.stages.cuckoo:GNAV",
    ),
    Game(
        id="cuccu",
        opponents="game.ai.cuckoo:make_cuccu_opponent",
        name_key=N_("games.cuccu.name"),
        origin_key=N_("games.cuccu.origin"),
        pitch_key=N_("games.cuccu.pitch"),
        felt=(92, 32, 36),
        url="https://en.wikipedia.org/wiki/Cucc%C3%B9",
        link_key=N_("lobby.link.wikipedia"),
        table="game.ui.scenes.cuckoo:CuccuTable",
        deck="cuccu",
        stages="tools.stages.cuckoo:CUCCU",
    ),
    Game(
        id="maumau",
        opponents="game.ai.maumau:make_opponent",
        name_key=N_("games.maumau.name"),
        origin_key=N_("games.maumau.origin"),
        pitch_key=N_("games.maumau.pitch"),
        felt=(31, 72, 46),
        url="https://en.wikipedia.org/wiki/Mau-Mau_(card_game)",
        link_key=N_("lobby.link.wikipedia"),
        table="game.ui.scenes.maumau:MauMauTable",
        deck="french32",
        stages="tools.stages.maumau:STAGES",
        round_words=RoundWords(
            N_("maumau.stats.rounds_won"), N_("maumau.stats.rounds"), N_("maumau.stats.round_rule")
        ),
    ),
    Game(
        id="mada",
        opponents="game.ai.mada:make_opponent",
        name_key=N_("games.mada.name"),
        origin_key=N_("games.mada.origin"),
        pitch_key=N_("games.mada.pitch"),
        felt=(104, 84, 48),
        url="https://boardgamegeek.com/boardgame/365983/mada",
        link_key=N_("lobby.link.bgg"),
        table="game.ui.scenes.mada:MadaTable",
        deck="mada",
        stages="tools.stages.mada:STAGES",
        round_words=RoundWords(
            N_("mada.stats.rounds_won"), N_("mada.stats.rounds"), N_("mada.stats.round_rule")
        ),
    ),
    Game(
        id="kadabra",
        opponents="game.ai.kadabra:make_opponent",
        name_key=N_("games.kadabra.name"),
        origin_key=N_("games.kadabra.origin"),
        pitch_key=N_("games.kadabra.pitch"),
        felt=(70, 48, 96),
        # L.A.M.A. Kadabra's own BoardGameGeek entry, found by its exact name (the German
        # Wikipedia page was the original L.A.M.A.'s, another game).
        url="https://boardgamegeek.com/geeksearch.php?action=search&objecttype=boardgame"
        "&q=L.A.M.A.%20Kadabra",
        link_key=N_("lobby.link.bgg"),
        table="game.ui.scenes.kadabra:KadabraTable",
        deck="kadabra",
        stages="tools.stages.kadabra:STAGES",
        round_words=RoundWords(
            N_("kadabra.stats.rounds_won"),
            N_("kadabra.stats.rounds"),
            N_("kadabra.stats.round_rule"),
        ),
    ),
)

_JOINED: dict[str, Game] = {game.id: game for game in BUILTIN}


def register(game: Game) -> Game:
    """Join a game registered with the engine to its opponents and presentation (a game
    kept outside the app does this at import time; a second call replaces the first)."""
    _JOINED[game.id] = game
    return game


def unregister(game_id: str) -> None:
    _JOINED.pop(game_id, None)


def lobby_games() -> list[Game]:
    """Every joined game whose rules are registered: the built-in ones in their order, then
    the others (e.g. a test's game) in the order they registered."""
    return [_JOINED[rules.id] for rules in registry.games() if rules.id in _JOINED]


def game_ids() -> list[str]:
    return [game.id for game in lobby_games()]


def info(game_id: str) -> Game:
    """The joined game (KeyError for an id whose rules or join are not registered)."""
    registry.descriptor(game_id)
    try:
        return _JOINED[game_id]
    except KeyError:
        raise KeyError(f"game {game_id!r} has rules but no opponents or presentation") from None


def make_opponent(game_id: str, level: str, seat: int, match_seed: int) -> Any:
    """An opponent of `level` for `seat` in `game_id` (KeyError for an unknown game)."""
    return info(game_id).make_opponent(level, seat, match_seed)


def playable(game_id: str) -> bool:
    """True when the game has a table (its tile offers Play)."""
    try:
        return info(game_id).table is not None
    except KeyError:
        return False


def table_ids() -> list[str]:
    """The games that can be played, in lobby order (the `--scene` names of tables)."""
    return [g.id for g in lobby_games() if g.table is not None]


def table_scene(app: App, game_id: str, resume: bool = False) -> Scene:
    """The game's table scene. Its module is imported when it opens, if the lobby has not
    loaded it ahead yet (game/ui/preload.py): the app starts light either way."""
    scene_class = info(game_id).table_class()
    assert scene_class is not None, f"{game_id} has no table"
    return scene_class(app, resume)
