"""The games the app shows, derived from the engine's registry (game.engine.registry).

Every registered game gets a lobby tile, a rules page, statistics and, when its descriptor
names a table, a Play button and a ``--scene <id>``. `ANNOUNCED` keeps the tiles of games
whose engines have not landed yet ("Coming soon"); a game's own registration replaces its
placeholder, so nothing here changes when it lands.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from game.engine import registry
from game.engine.kadabra import URL as KADABRA_URL
from game.engine.registry import GameDescriptor
from game.i18n import N_

if TYPE_CHECKING:
    from game.ui.scene import Scene
    from game.ui.services import App


def _announced(
    game_id: str, players: tuple[int, int], deck: int, url: str, link: str, felt
) -> GameDescriptor:
    return GameDescriptor(
        id=game_id,
        engine="",
        players=players,
        default_players=players[0],
        deck_size=deck,
        opponents="",
        table=None,
        name_key=f"games.{game_id}.name",
        origin_key=f"games.{game_id}.origin",
        pitch_key=f"games.{game_id}.pitch",
        url=url,
        link_key=link,
        felt=felt,
    )


#: Tiles of games still to come, in lobby order after the registered ones.
ANNOUNCED: tuple[GameDescriptor, ...] = (
    _announced(
        "mada",
        (2, 5),
        70,
        "https://boardgamegeek.com/boardgame/365983/mada",
        N_("lobby.link.bgg"),
        (104, 84, 48),
    ),
    _announced(
        "kadabra",
        (2, 6),
        60,
        KADABRA_URL,
        N_("lobby.link.bgg"),
        (70, 48, 96),
    ),
)
#: The announced games' texts, spelled out for the catalog checks (tests/test_i18n.py).
_KEYS = (
    N_("games.mada.name"),
    N_("games.mada.origin"),
    N_("games.mada.pitch"),
    N_("games.kadabra.name"),
    N_("games.kadabra.origin"),
    N_("games.kadabra.pitch"),
)


def lobby_games() -> list[GameDescriptor]:
    """The built-in games in their order, the other registered ones (e.g. a test's game,
    whatever registered first), then the announced ones not registered yet."""
    rank = {module: i for i, module in enumerate(registry.BUILTIN)}
    shown = sorted(registry.games(), key=lambda g: rank.get(g.engine, len(rank)))
    known = {g.id for g in shown}
    return shown + [g for g in ANNOUNCED if g.id not in known]


def info(game_id: str) -> GameDescriptor:
    """The descriptor of a game the lobby shows (KeyError for an unknown id)."""
    for game in lobby_games():
        if game.id == game_id:
            return game
    raise KeyError(game_id)


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
    module_name, _, class_name = str(info(game_id).table).partition(":")
    scene_class = getattr(importlib.import_module(module_name), class_name)
    return scene_class(app, resume)
