"""The words of the web page's own screens: loading, the 'tap to play' gate, the failure
card and the 'turn your phone' card (assets/web/card-atlas.tmpl).

The page shows them before Python runs, so they cannot go through `tr` at run time:
tools/build_web.py writes every language's words into the page as JSON at build time
(`page_document`). Listing the keys here with `N_` puts them under the same checks as the
game's own (tests/test_i18n.py, tools/i18n_coverage.py --strict): all eight languages,
the same `{fields}` as English. They live in their own catalog area (`page.po`), which the
build keeps out of the game's bundle.
"""

from __future__ import annotations

import gettext

from game.i18n import LANGUAGES, LOCALE_DIR, N_, detect

#: The catalog area of the page's words.
DOMAIN = "page"

#: The page's name for each text (its `data-say` attributes, its stage and reason names) and
#: the message key behind it.
PAGE_KEYS: dict[str, str] = {
    "tagline": N_("page.tagline"),
    "runtime": N_("page.runtime"),
    "wait": N_("page.wait"),
    "gate": N_("page.gate"),
    "fetch": N_("page.fetch"),
    "unpack": N_("page.unpack"),
    "install": N_("page.install"),
    "start": N_("page.start"),
    "failed": N_("page.failed"),
    "failhint": N_("page.failhint"),
    "download": N_("page.download"),
    "damaged": N_("page.damaged"),
    "aborted": N_("page.aborted"),
    "stalled": N_("page.stalled"),
    "reload": N_("page.reload"),
    "turn": N_("page.turn"),
    "turnhint": N_("page.turnhint"),
}


def words(lang: str) -> dict[str, str]:
    """One language's page words from its compiled catalog; a missing catalog or key is an
    error here (at build time), never English shown on a German page."""
    catalog = gettext.translation(DOMAIN, str(LOCALE_DIR), languages=[lang])
    found = {name: catalog.gettext(key) for name, key in PAGE_KEYS.items()}
    untranslated = sorted(key for name, key in PAGE_KEYS.items() if found[name] == key)
    if untranslated:
        raise LookupError(f"{lang}: no text for {', '.join(untranslated)}")
    return found


def page_document() -> dict[str, object]:
    """What the page needs to speak the player's language: the languages in the game's order,
    the language tags that mean one of them (the game's own aliases, `no` -> `nb`), and
    every language's words."""
    return {
        "languages": list(LANGUAGES),
        "aliases": dict(detect.ALIASES),
        "words": {lang: words(lang) for lang in LANGUAGES},
    }
