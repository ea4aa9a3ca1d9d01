"""Every display string goes through `tr`. Catalogs are gettext .po files, one per area
(`app`, `gnav`, `cuccu`, `maumau`, ...) and language, compiled to .mo by Babel in the
Makefile; the stdlib `gettext` loads them. Message ids are dotted keys ("lobby.resume"), so a
missing translation shows up as a missing key, and English is a catalog like the others.

Languages without a full catalog fall back to English key by key. The switch is live:
`set_language` swaps the catalogs and bumps `revision`, so scenes know to re-render text.

Keys are checked: tests/test_i18n.py reads every `tr("...")`, `trn("...", n)` and `N_("...")`
literal in game/ and fails when any language lacks it. A key chosen at run time must
therefore come from literals marked with `N_` (the usual gettext marker), e.g.
``SPEED_KEYS = {"fast": N_("settings.speed.fast"), ...}`` then ``tr(SPEED_KEYS[speed])``;
keys glued together from pieces (f-strings, "+") cannot be checked and the test refuses them.
A family of keys that follows one convention is written once instead, as a `Keys` table
(`keyed("ai.mada.*", "climb draw ...")`): the check finds every `Keys` in game/'s modules
(tools/i18n_coverage.py, `derived_keys`) and holds its keys to the same rule.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterable, Mapping
from pathlib import Path

from game.i18n import detect

LANGUAGES: tuple[str, ...] = ("en", "de", "it", "nb", "uk", "ru", "ka", "hu")
#: Each language's own name, for the language chooser.
NATIVE_NAMES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "it": "Italiano",
    "nb": "Norsk bokmål",
    "uk": "Українська",
    "ru": "Русский",
    "ka": "ქართული",
    "hu": "Magyar",
}
LOCALE_DIR = Path(__file__).resolve().parent / "locale"

_current = "en"
_catalogs: dict[str, gettext.NullTranslations] = {}
revision = 0


def _load(lang: str) -> gettext.NullTranslations:
    """All areas' catalogs of one language chained into one, English behind them."""
    if lang in _catalogs:
        return _catalogs[lang]
    chain: gettext.NullTranslations = gettext.NullTranslations()
    folder = LOCALE_DIR / lang / "LC_MESSAGES"
    domains = sorted(p.stem for p in folder.glob("*.mo")) if folder.is_dir() else []
    first: gettext.NullTranslations | None = None
    for domain in domains:
        catalog = gettext.translation(domain, str(LOCALE_DIR), languages=[lang], fallback=True)
        if first is None:
            first = catalog
        else:
            first.add_fallback(catalog)
    if lang != "en":
        english = _load("en")
        if first is None:
            first = english
        else:
            first.add_fallback(english)
    chain = first or chain
    _catalogs[lang] = chain
    return chain


def reload() -> None:
    """Forget the loaded catalogs (after recompiling them, or in tests); keeps the language."""
    global revision
    _catalogs.clear()
    getattr(gettext, "_translations", {}).clear()  # the stdlib's own cache of .mo files
    revision += 1


def set_language(lang: str) -> None:
    """Switch every later `tr` to `lang` (unknown codes mean English); no restart needed."""
    global _current, revision
    if lang not in LANGUAGES:
        lang = "en"
    _current = lang
    _load(lang)
    revision += 1


def get_language() -> str:
    return _current


def tr(key: str, /, **params: object) -> str:
    """The text for `key` in the current language, with `{name}` fields filled in (`key` is
    positional-only, so a field may itself be called ``key``)."""
    text = _load(_current).gettext(key)
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def trn(key: str, n: int, /, **params: object) -> str:
    """The singular or plural text for `key` as the current language counts `n` (Russian has
    three forms), with `{n}` and the other fields filled in. The .po entry has a
    ``msgid_plural`` (the same key) and one ``msgstr[i]`` per form."""
    text = _load(_current).ngettext(key, key, n)
    try:
        return text.format(n=n, **params)
    except (KeyError, IndexError, ValueError):
        return text


def N_(key: str) -> str:  # noqa: N802 - the gettext convention
    """Mark `key` as a message id used later through a variable; returns it unchanged."""
    return key


class Keys(dict[str, str]):
    """Names and the message ids one rule makes of them (`keyed`); the i18n check reads
    every `Keys` of the game's modules as it reads `N_` literals."""

    def text(self, name: str, /, **params: object) -> str:
        """The words for `name`, or `name` itself when it has no key (a number's face)."""
        key = self.get(name)
        return name if key is None else tr(key, **params)


def keyed(pattern: str, names: str | Iterable[str] | Mapping[str, str]) -> Keys:
    """name -> `pattern` with the name in place of its ``*`` ("ai.mada.*"), for `names`: a
    string of names split on spaces, where ``ugle=low`` gives a name another's key, or a
    mapping of names to the word their key is made with."""
    if isinstance(names, str):
        names = dict(token.partition("=")[::2] for token in names.split())
    words = names if isinstance(names, Mapping) else dict.fromkeys(names, "")
    return Keys({name: pattern.replace("*", word or name) for name, word in words.items()})


def has_key(key: str, lang: str) -> bool:
    """True when `lang`'s own catalogs translate `key` (no English fallback)."""
    folder = LOCALE_DIR / lang / "LC_MESSAGES"
    for mo in folder.glob("*.mo") if folder.is_dir() else []:
        catalog = gettext.translation(mo.stem, str(LOCALE_DIR), languages=[lang], fallback=True)
        if catalog.gettext(key) != key or catalog.ngettext(key, key, 1) != key:
            return True
    return False


def system_language() -> str:
    """The browser's or the desktop's language when we have it, else English (see detect)."""
    return detect.system_language(LANGUAGES)
