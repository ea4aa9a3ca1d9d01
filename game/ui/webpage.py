"""The game's side of the web page (assets/web/card-atlas.tmpl): three calls and one flag,
no-ops off the web.

The page keeps its loading screen up until the game has drawn its first frame, shows a
failure message when the game cannot start, and the loader's canvas fit must run again once
SDL has given the canvas its real size. While a phone is held upright the page shows its
"turn your phone" card over the game and raises `held`, which the app reads every frame
(the game waits under the card). All of it goes through `platform.window` (pygbag's
bridge to the page's JavaScript). A page without these functions (another host, a test
harness) is fine: every call is guarded, since the page's chrome must never break the game.
"""

from __future__ import annotations

import re
import sys
from typing import Any
from urllib.parse import parse_qsl

WEB = sys.platform == "emscripten"
PAGE_OBJECT = "cardAtlas"  # window.cardAtlas in the template


def page_window() -> Any:
    """The page's `window` (pygbag's `platform.window`), or None off the web."""
    return _window()


def _window() -> Any:
    if not WEB:
        return None
    try:
        import platform

        return getattr(platform, "window", None)
    except Exception:
        return None


def _call(owner: Any, name: str, *args: Any) -> bool:
    """Call owner.name(*args) if it exists; True when it was called."""
    try:
        function = getattr(owner, name, None) if owner is not None else None
        if function is None:
            return False
        function(*args)
    except Exception:
        return False
    return True


def _page() -> Any:
    try:
        return getattr(_window(), PAGE_OBJECT, None)
    except Exception:
        return None


#: The page's query keys that main.py takes as flags (`?scene=mada&seed=5` is
#: `--scene mada --seed 5`: a scripted browser run gets the same deal every time;
#: `?game=<id>` opens that game's new-match panel, `?daily=YYYY-MM-DD&game=<id>` that day's
#: daily deal, `?profile=compact|full` forces the canvas profile), each with the shape its
#: value must have.
QUERY_FLAGS = {
    "scene": r"[a-z_]{1,20}",
    "seed": r"[0-9]{1,18}",
    "lang": r"[a-z]{2}",
    "game": r"[a-z_]{1,20}",
    "daily": r"[0-9]{4}-[0-9]{2}-[0-9]{2}",
    "profile": r"compact|full",
}
#: Keys that hosts and sharing sites add to an address (campaign tags, click ids): not the
#: player's doing, so left alone without a word.
FOREIGN_KEYS = r"utm_\w*|\w*clid"


def query_flags(search: str | None = None) -> list[str]:
    """main.py's flags from the page's query string (`search`: location.search; read from
    the page when None). A key we do not know or a value of the wrong shape is never an
    error: it becomes ``--ignored KEY``, which the app tells the player in a toast."""
    if search is None:
        try:
            search = str(_window().location.search)
        except Exception:
            return []
    flags: list[str] = []
    for key, value in parse_qsl(search.lstrip("?")[:2000], keep_blank_values=True):
        shape = QUERY_FLAGS.get(key)
        if shape is not None and re.fullmatch(shape, value):
            flags += [f"--{key}", value]
        elif not re.fullmatch(FOREIGN_KEYS, key):
            flags += ["--ignored", shown_key(key)]
    return flags


def shown_key(key: str) -> str:
    """A query key as a toast may show it: letters, digits, - and _ only, at most 20."""
    return re.sub(r"[^A-Za-z0-9_-]", "", key)[:20] or "?"


def page_address() -> str:
    """The page's address without its query (a shared link's start), or "" off the web."""
    try:
        location = _window().location
        return str(location.origin) + str(location.pathname)
    except Exception:
        return ""


def fit_canvas() -> bool:
    """After set_mode: SDL has resized the canvas, so let the loader fit it to the page
    again (16:9, centred) instead of leaving SDL's pixel size or a 1x1 box."""
    return _call(_window(), "window_resize")


def first_frame_drawn() -> bool:
    """The game is on screen: the page may take its loading screen away."""
    return _call(_page(), "ready")


def failed(reason: str) -> bool:
    """The game could not start: the page shows `reason` with a reload button."""
    return _call(_page(), "fail", str(reason)[:300])


def held() -> bool:
    """The page holds the game under its "turn your phone" card (window.cardAtlas.held):
    the app takes no input and runs no task, timer or drawing meanwhile. False off the
    web and on a page without the flag."""
    try:
        return bool(getattr(_page(), "held", False))
    except Exception:
        return False


def shown_height() -> float | None:
    """How tall the page shows the canvas, in CSS px (window.cardAtlas.shown()), or None
    off the web, on a page without the function, or before the canvas has a size."""
    try:
        height = float(_page().shown())
    except Exception:
        return None
    return height if height > 0 else None
