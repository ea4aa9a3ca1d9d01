"""What the address (or main.py's flags) asked for beyond the first scene: ``?game=<id>``
(``--game <id>``) opens that game's new-match panel over the lobby, as its Play button
does; a part of the address the game does not understand is ignored, and a toast says so
(the page's query: game/ui/webpage.py `query_flags`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import tr
from game.ui import games

if TYPE_CHECKING:
    from game.ui.services import App


def follow(app: App) -> None:
    """Act on `app.options.game` and tell `app.options.ignored`, once, at the start."""
    options = app.options
    ignored = list(options.ignored)
    if options.game is not None and not games.playable(options.game):
        ignored.append("game")
    elif options.game is not None:
        open_game(app, options.game)
    for key in dict.fromkeys(ignored):
        app.toast(tr("link.ignored", key=key))
    options.game, options.ignored = None, ()


def open_game(app: App, game_id: str) -> None:
    """The lobby, then its Play for `game_id` (it asks first when a match is saved)."""
    from game.ui.scenes.lobby import LobbyScene

    lobby = app.stack.top
    if not isinstance(lobby, LobbyScene):
        lobby = LobbyScene(app)
        app.stack.reset(lobby)
    lobby.play(games.info(game_id))
