"""Scene names (for --scene) to scenes: the fixed screens plus every game with a table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.ui import games

if TYPE_CHECKING:
    from game.ui.scene import Scene
    from game.ui.services import App

SCREENS = ("lobby", "settings", "rules", "about", "stats")


def names() -> list[str]:
    return [*SCREENS, *games.table_ids()]


def make(app: App, name: str, *args: Any) -> Scene:
    """The scene called `name` (extra arguments go to its constructor, e.g. the rules'
    game); an unknown or unplayable name opens the lobby."""
    from game.ui.scenes.about import AboutScene
    from game.ui.scenes.lobby import LobbyScene
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.stats import StatsScene

    if games.playable(name):
        return games.table_scene(app, name)
    screens = {
        "settings": SettingsScene,
        "rules": RulesScene,
        "about": AboutScene,
        "stats": StatsScene,
    }
    return screens.get(name, LobbyScene)(app, *args)
