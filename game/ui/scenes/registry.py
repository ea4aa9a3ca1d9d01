"""Scene names (for --scene) to scenes: the fixed screens plus every built game's table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui import tables

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scene import Scene

SCREENS = ("lobby", "settings", "rules", "about")


def names() -> list[str]:
    return [*SCREENS, *tables.TABLES]


def make(app: App, name: str) -> Scene:
    """The scene called `name`; an unknown or unbuilt name opens the lobby."""
    from game.ui.scenes.about import AboutScene
    from game.ui.scenes.lobby import LobbyScene
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.settings import SettingsScene

    if name in tables.TABLES:
        return tables.table_scene(app, name)
    screens = {"settings": SettingsScene, "rules": RulesScene, "about": AboutScene}
    return screens.get(name, LobbyScene)(app)
