"""'Report a problem': the latest match as a scenario file (seed and actions) on the
clipboard, so a player's bug report is a file `python -m game.engine.scenario` replays.

The file's ``report`` key (which the runner reads past) says what a scenario cannot: the
player's seat, the level, the language, the app's version, and the last error a scene
raised this session (game/ui/crash.py), if any.

Browser: ``navigator.clipboard.writeText`` (the tap on the button is the gesture it needs).
Desktop: SDL's clipboard (``pygame.scrap.put_text``); where there is none
(a dummy video driver, an old X server) the file goes into the data folder instead, under a
name no other report has (two reports in one second both stay).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from game import __version__, storage
from game.engine.conformance import scenario_of
from game.i18n import N_, get_language

#: The errors scenes raised this session, the latest last (a few).
_errors: list[str] = []
KEEP_ERRORS = 5


def note_error(line: str) -> bool:
    """Keep an error for the next report; False when it is the one kept last already."""
    if _errors and _errors[-1] == line:
        return False
    _errors.append(line)
    del _errors[:-KEEP_ERRORS]
    return True


def about(record: dict[str, Any] | None) -> dict[str, Any]:
    """The report's own facts: seat, level, language, version, the last error."""
    facts: dict[str, Any] = {"language": get_language(), "version": __version__}
    if record is not None:
        facts.update(seat=record.get("human"), level=record.get("level"))
    if _errors:
        facts["error"] = _errors[-1]
    return facts


def report_text(record: dict[str, Any] | None) -> str:
    """The report file's text: the match as a scenario (extra keys such as the level go
    into ``report``), or only ``report`` when there is no match."""
    spec = scenario_of(record) if record is not None else {}
    spec["report"] = about(record)
    return json.dumps(spec, indent=1, ensure_ascii=False) + "\n"


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
    """The report as a new file in the data folder; None when that fails too."""
    folder = storage.data_dir()
    base = f"report-{time.strftime('%Y%m%d-%H%M%S')}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for n in range(1, 1000):
            path = folder / (f"{base}.json" if n == 1 else f"{base}-{n}.json")
            try:
                with open(path, "x", encoding="utf-8") as handle:  # never over another
                    handle.write(text)
                return path
            except FileExistsError:
                continue
    except OSError:
        return None
    return None


def report_problem() -> tuple[str, dict[str, Any]]:
    """Copy the latest match (and the last error); (message key, its params) for the
    toast that says where."""
    record = storage.latest_match()
    if record is None and not _errors:
        return N_("about.report.none"), {}
    text = report_text(record)
    if copy_to_clipboard(text):
        return N_("about.report.copied"), {}
    path = save_report(text)
    if path is None:
        return N_("storage.cannot_save"), {}
    return N_("about.report.saved"), {"path": str(path)}
