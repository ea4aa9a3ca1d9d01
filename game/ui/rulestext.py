"""Where the rules viewer finds a game's rules: game/ui/rules/<game_id>.<lang>.md, or the
folder its entry in game/ui/games.py names (a game kept outside the app, such as the tests'
toy game, brings its own texts).

The texts use the tiny markup of `game.ui.markup`. The player's language is tried first,
then English; a game without a text yet gets a clear "rules coming with the game" page.
"""

from __future__ import annotations

from pathlib import Path

from game.i18n import get_language, tr
from game.ui.games import info

RULES_DIR = Path(__file__).resolve().parent / "rules"


def rules_dir(game_id: str) -> Path:
    """The folder of the game's rules texts."""
    try:
        folder = info(game_id).rules_dir
    except KeyError:
        folder = None
    return Path(folder) if folder else RULES_DIR


def rules_path(game_id: str, lang: str | None = None) -> Path | None:
    """The file to show for `game_id`, or None when there is none in `lang` nor English."""
    for code in dict.fromkeys((lang or get_language(), "en")):
        path = rules_dir(game_id) / f"{game_id}.{code}.md"
        if path.is_file():
            return path
    return None


def rules_source(game_id: str, name: str, lang: str | None = None) -> str:
    path = rules_path(game_id, lang)
    if path is None:
        return f"# {name}\n\n{tr('rules.coming')}"
    return path.read_text(encoding="utf-8")
