"""'Report a problem': the latest match as a scenario file (seed and actions) on the
clipboard, so a player's bug report is a file `python -m game.engine.scenario` replays.

Browser: ``navigator.clipboard.writeText`` (the tap on the button is the gesture it needs).
Desktop: SDL's clipboard (``pygame.scrap.put_text``); where there is none
(a dummy video driver, an old X server) the file goes into the data folder instead.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from game import storage
from game.engine.conformance import scenario_of
from game.i18n import N_


def report_text(record: dict[str, Any]) -> str:
    """The scenario file's text for a match record (extra keys such as the level dropped)."""
    return json.dumps(scenario_of(record), indent=1, ensure_ascii=False) + "\n"


def copy_to_clipboard(text: str) -> bool:
    """True when the text is on the clipboard."""
    try:
        if sys.platform == "emscripten":
            import platform

            platform.window.navigator.clipboard.writeText(text)  # type: ignore[attr-defined]
            return True
        import pygame

        pygame.scrap.put_text(text)  # SDL's clipboard; needs a window, not scrap.init
        return pygame.scrap.get_text() == text
    except Exception:  # no clipboard here: the caller saves a file instead
        return False


def save_report(text: str) -> Path | None:
    """The report as a file in the data folder; None when that fails too."""
    path = storage.data_dir() / f"report-{time.strftime('%Y%m%d-%H%M%S')}.json"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    except OSError:
        return None
    return path


def report_problem() -> tuple[str, dict[str, Any]]:
    """Copy the latest match; (message key, its params) for the toast that says where."""
    record = storage.latest_match()
    if record is None:
        return N_("about.report.none"), {}
    text = report_text(record)
    if copy_to_clipboard(text):
        return N_("about.report.copied"), {}
    path = save_report(text)
    if path is None:
        return N_("storage.cannot_save"), {}
    return N_("about.report.saved"), {"path": str(path)}
