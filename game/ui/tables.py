"""The registry of table scenes: a game is "built" (playable from the lobby) when it is here.

A table helper adds one line, ``"maumau": "game.ui.scenes.maumau:MauMauTable"``, naming a
`Scene` subclass whose constructor is ``(app, resume: bool)``; the module is imported only
when the table opens, so the lobby stays light.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scene import Scene

TABLES: dict[str, str] = {
    "gnav": "game.ui.scenes.cuckoo:GnavTable",
    "cuccu": "game.ui.scenes.cuckoo:CuccuTable",
    "maumau": "game.ui.scenes.maumau:MauMauTable",
}


def is_built(game_id: str) -> bool:
    return game_id in TABLES


def table_scene(app: App, game_id: str, resume: bool = False) -> Scene:
    module_name, _, class_name = TABLES[game_id].partition(":")
    scene_class = getattr(importlib.import_module(module_name), class_name)
    return scene_class(app, resume)
