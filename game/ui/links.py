"""Opening a web page: a new browser tab on the web, the system browser on the desktop."""

from __future__ import annotations

import sys


def open_url(url: str) -> bool:
    """Open `url` outside the game; False when nothing could open it."""
    try:
        if sys.platform == "emscripten":
            import platform  # pygbag's browser bridge

            platform.window.open(url, "_blank")
            return True
        import webbrowser

        return bool(webbrowser.open(url, new=2))
    except Exception:
        return False
