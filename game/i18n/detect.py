"""Which language a first run starts in: the browser's preferred languages in the browser,
the desktop locale elsewhere; the first one we translate wins, else English.

Kept apart from the catalogs because it reads the outside world (the page's `navigator`,
environment variables, the C locale), and every such read can fail: a failure means "no
preference", never a crash at start-up.
"""

from __future__ import annotations

import contextlib
import locale
import os
import sys
from collections.abc import Iterable, Sequence
from typing import Any

#: Primary subtags that mean one of our languages under another code: Norwegian ("no") and
#: Nynorsk readers are closer to Bokmål than to English.
ALIASES = {"no": "nb", "nn": "nb"}
#: Windows reports locale names in English ("German_Germany"); their first word is enough.
ENGLISH_NAMES = {
    "english": "en",
    "german": "de",
    "italian": "it",
    "norwegian": "nb",
    "ukrainian": "uk",
    "russian": "ru",
    "georgian": "ka",
    "hungarian": "hu",
}
#: Locale variables in the order POSIX gives them precedence (LANGUAGE is a list of its own).
LOCALE_VARS = ("LC_ALL", "LC_MESSAGES", "LANG")


def primary(code: str) -> str:
    """The primary subtag of a browser tag or locale name: 'pt-BR', 'de_DE.UTF-8@euro',
    'German_Germany' -> 'pt', 'de', 'de'; '' when there is none ('C', 'POSIX')."""
    code = code.strip().split(".")[0].split("@")[0].lower()
    base = code.replace("_", "-").replace(" ", "-").split("-")[0]
    if base in ("c", "posix"):
        return ""
    base = ENGLISH_NAMES.get(base, base)
    return ALIASES.get(base, base)


def pick(codes: Iterable[str], languages: Sequence[str], default: str = "en") -> str:
    """The first of `codes` whose primary subtag is one of `languages`, else `default`."""
    for code in codes:
        base = primary(code)
        if base in languages:
            return base
    return default


def _js_list(value: Any) -> list[str]:
    """A JS array as strings: through `length` and indexing (pygbag's proxy), else its
    text, which for a JS array is the items joined by commas; [] when it cannot be read."""
    if value is None:
        return []
    if isinstance(value, list | tuple):
        return [str(item) for item in value if item]
    try:
        return [str(value[i]) for i in range(int(value.length))]
    except Exception:
        pass
    try:
        text = str(value)
    except Exception:
        return []
    return [part.strip() for part in text.split(",") if part.strip()]


def browser_languages(window: Any = None) -> list[str]:
    """`navigator.languages` (the user's order), then `navigator.language`, in the browser;
    empty on the desktop or when the page will not say."""
    if window is None:
        if sys.platform != "emscripten":
            return []
        try:
            import platform

            window = platform.window  # pygbag's bridge to the page
        except Exception:
            return []
    try:
        navigator = window.navigator
    except Exception:
        return []
    codes: list[str] = []
    with contextlib.suppress(Exception):
        codes.extend(_js_list(navigator.languages))
    try:
        single = navigator.language
        if single:
            codes.append(str(single))
    except Exception:
        pass
    return codes


def desktop_languages(environ: dict[str, str] | None = None) -> list[str]:
    """The desktop's choices in gettext's order: LANGUAGE's list, then the first set of
    LC_ALL, LC_MESSAGES, LANG, then the C library's locale (Windows and macOS apps
    started from the desktop often have no variables at all)."""
    env = os.environ if environ is None else environ
    codes = [part for part in env.get("LANGUAGE", "").split(":") if part]
    for var in LOCALE_VARS:
        if env.get(var):
            codes.append(env[var])
            break
    try:
        name = locale.getlocale()[0]
    except Exception:
        name = None
    if name:
        codes.append(name)
    return codes


def system_language(languages: Sequence[str]) -> str:
    """The browser's languages in the browser, else the desktop's; first of ours, else
    English."""
    return pick(browser_languages() or desktop_languages(), languages)
