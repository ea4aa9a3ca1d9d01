"""What the address (or main.py's flags) asked for beyond the first scene: ``?game=<id>``
(``--game <id>``) opens that game's new-match panel over the lobby, as its Play button
does; ``?daily=YYYY-MM-DD&game=<id>`` that day's daily deal, as its Daily button does (a
day before today is practice; a day to come is no deal yet); a part of the address the game does not understand is ignored, and a toast says so
(the page's query: game/ui/webpage.py `query_flags`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import daily
from game.i18n import tr
from game.ui import games

if TYPE_CHECKING:
    from game.ui.scenes.lobby import LobbyScene
    from game.ui.services import App


def follow(app: App) -> None:
    """Act on `app.options` game and daily, and tell what was ignored, once, at the start."""
    options = app.options
    ignored = list(options.ignored)
    day = daily.parse_day(options.daily) if options.daily is not None else None
    if options.daily is not None and (day is None or day > daily.today()):
        ignored.append("daily")
        day = None
    if options.game is not None and not games.playable(options.game):
        ignored.append("game")
    elif options.game is not None:
        game, lobby = games.info(options.game), the_lobby(app)
        if day is not None:
            lobby.play_daily(game, day)
        else:
            lobby.play(game)
    elif day is not None:
        ignored.append("daily")  # a day without its game
    for key in dict.fromkeys(ignored):
        app.toast(tr("link.ignored", key=key))
    options.game, options.daily, options.ignored = None, None, ()


def the_lobby(app: App) -> LobbyScene:
    """The lobby, alone on the stack (its Play and Daily open the rest)."""
    from game.ui.scenes.lobby import LobbyScene

    lobby = app.stack.top
    if not isinstance(lobby, LobbyScene):
        lobby = LobbyScene(app)
        app.stack.reset(lobby)
    return lobby
