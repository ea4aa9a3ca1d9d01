"""What a screen may ask of the app: the narrow interface scenes, widgets and the table kit
are written against.

They name `App` from here, never game/ui/app.py's class: the app module imports the scenes
(through their registry), so a scene importing it back, even for type hints only, would
close an import circle through every module of the UI. `game.ui.app.App` provides all of it.
"""

from __future__ import annotations

from typing import Any, Protocol

from game.ui.tasks import TaskRunner


class Stack(Protocol):
    """The scene stack as screens use it (game/ui/scene.py's SceneStack)."""

    scenes: list[Any]

    @property
    def top(self) -> Any: ...

    def push(self, scene: Any) -> Any: ...

    def pop(self) -> Any: ...

    def replace(self, scene: Any) -> Any: ...

    def reset(self, scene: Any) -> Any: ...

    def close_above(self, scene: Any) -> None: ...


class App(Protocol):
    """The services of the app: its scene stack, settings, task runner and toasts."""

    settings: dict[str, Any]
    stack: Stack
    tasks: TaskRunner
    web: bool
    keyboard_used: bool
    options: Any  # game.ui.app.Options: the command line's flags
    postfx: Any  # game.ui.postfx.PostFX: the display's look, for a fade's snapshot
    profile: Any  # game.ui.table.profile.Profile: the canvas's sizes (compact on a phone)

    @property
    def can_fullscreen(self) -> bool: ...

    def toast(self, text: str) -> None: ...

    def set_setting(self, key: str, value: Any, save: bool = True) -> None: ...

    def save_settings(self) -> None: ...

    def open_scene(self, name: str, *args: Any) -> Any: ...

    def redraw(self) -> None: ...

    def quit(self) -> None: ...

    def screen_copy(self) -> Any: ...
