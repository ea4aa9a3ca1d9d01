"""The game's side of the web page (assets/web/card-atlas.tmpl): three calls, no-ops off the web.

The page keeps its loading screen up until the game has drawn its first frame, shows a
failure message when the game cannot start, and the loader's canvas fit must run again once
SDL has given the canvas its real size. All three go through `platform.window` (pygbag's
bridge to the page's JavaScript). A page without these functions (another host, a test
harness) is fine: every call is guarded, since the page's chrome must never break the game.
"""

from __future__ import annotations

import sys
from typing import Any

WEB = sys.platform == "emscripten"
PAGE_OBJECT = "cardAtlas"  # window.cardAtlas in the template


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
