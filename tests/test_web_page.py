"""The web page fails fast and speaks the player's language (assets/web/card-atlas.tmpl,
tools/build_web.py, game/i18n/pagewords.py): its words in all eight languages, the language
chosen as the game chooses it, the bundle's URL tied to the build, and every failure before
the game runs on the page's own failure card, never the loader's alert().

The language choice runs under Node when it is installed; the page's states run in headless
Chromium (tools/page_preview.py), the runtime's abort with pygbag's real loader and runtime
script from a snapshot of its CDN. Each skips cleanly without what it needs.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest
from test_web_build import (  # noqa: F401 - the fixtures
    APK,
    ROOT,
    build_web,
    page_fixture,
    page_preview,
    preview_fixture,
    web_fixture,
)

from game.i18n import LANGUAGES, detect, pagewords

NODE = shutil.which("node")
SNAPSHOT = Path(
    os.environ.get("CARD_ATLAS_CDN_SNAPSHOT", ROOT.parent / ".mirror" / "pygame-web+cdn" / "repo")
)
needs_chromium = pytest.mark.skipif(
    shutil.which(page_preview.BROWSER) is None,
    reason=f"apt-get install {page_preview.BROWSER} to check the page's states",
)


def page_json(html: str) -> dict:
    found = re.search(r"var PAGE = (\{.*?\});\n", html)
    assert found, "the page's words"
    return json.loads(found.group(1))


def words(lang: str) -> dict[str, str]:
    return pagewords.words(lang)


# ----------------------------------------------------------------------------- the words


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_word_is_in_every_language(lang: str) -> None:
    said = words(lang)
    assert set(said) == set(pagewords.PAGE_KEYS)
    assert all(text.strip() for text in said.values())
    assert "{name}" in said["install"], "the package's name goes into the sentence"
    if lang != "en":
        same = [name for name, text in said.items() if text == words("en")[name]]
        assert not same, f"{lang} shows English for {same}"


def test_a_missing_page_word_fails_the_build(tmp_path: Path, monkeypatch) -> None:
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    folder = tmp_path / "de" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    catalog = Catalog(locale="de")
    catalog.add("page.gate", "Zum Spielen tippen")
    with (folder / "page.mo").open("wb") as stream:
        write_mo(stream, catalog)
    monkeypatch.setattr(pagewords, "LOCALE_DIR", tmp_path)
    with pytest.raises(LookupError, match="page.tagline"):
        pagewords.words("de")


def test_the_page_carries_every_language_and_the_settings_key(page) -> None:
    html, _ = page
    document = page_json(html)
    assert document == build_web.page_document()
    assert document["languages"] == list(LANGUAGES)
    assert document["aliases"] == detect.ALIASES
    from game import storage

    assert document["settingsKey"] == storage.KEY_PREFIX + storage.SETTINGS == "cardatlas.settings"
    # Every name the page asks for has words: its data-say texts, the stages the Python and
    # the page name, the failure reasons (the Python's, the page's, each kind of trouble's).
    asked = set(re.findall(r'data-say="(\w+)"', html))
    asked |= set(re.findall(r'\.stage\("(\w+)"', html)) | set(re.findall(r'say\("(\w+)"\)', html))
    asked |= set(re.findall(r'\.fail\(.*?, "(\w+)"\)', html))
    asked |= set(re.findall(r'BundleError\(.*, "(\w+)"\)', html))
    asked |= set(re.findall(r':\s*"(\w+)"', re.search(r"var REASONS = \{(.*?)\}", html)[1]))
    assert asked == set(pagewords.PAGE_KEYS), "every word is shown, every shown word exists"
    for lang in LANGUAGES:
        assert asked <= set(document["words"][lang]), lang


# ----------------------------------------------------------------------------- the language


def choose(page_html: str, cases: list[dict]) -> list[str]:
    """pageLanguage from the built page, run under Node for each case: `saved` is the text
    localStorage holds (None: nothing; "THROW": reading it throws, as a sandboxed frame
    does), `browser` is navigator.languages, `search` the page's query."""
    script = re.search(r'<script id="page-language">(.*?)</script>', page_html, re.S)
    assert script, "the language choice is its own script"
    document = page_json(page_html)
    program = (
        script.group(1)
        + f"\nconst known = {json.dumps(document['languages'])};"
        + f"\nconst aliases = {json.dumps(document['aliases'])};"
        + f"\nconst cases = {json.dumps(cases)};\n"
        + """
for (const c of cases) {
    const read = c.saved === "THROW" ? () => { throw new Error("SecurityError"); } : () => c.saved;
    console.log(pageLanguage(known, aliases, c.search || "", read, c.browser));
}
"""
    )
    done = subprocess.run(
        [NODE, "-e", program], capture_output=True, text=True, timeout=60, check=True
    )
    return done.stdout.split()


def saved_as(lang: object) -> str:
    return json.dumps({"language": lang, "speed": "fast"})


BROWSERS = [
    (["de-DE", "en"], "de"),
    (["pt-BR", "hu-HU", "de"], "hu"),
    (["nn-NO"], "nb"),
    (["no"], "nb"),
    (["ka"], "ka"),
    (["uk-UA", "ru-RU"], "uk"),
    (["fr-FR", "es"], "en"),
    ([], "en"),
    ([123, None, "__proto__", "constructor", "it-IT"], "it"),
]


@pytest.mark.skipif(NODE is None, reason="Node runs the page's language choice")
def test_the_browser_s_languages_choose_as_the_game_does(page) -> None:
    html, _ = page
    cases = [{"saved": None, "browser": browser} for browser, _ in BROWSERS]
    cases.append({"saved": None, "browser": None})  # no navigator.languages at all
    assert choose(html, cases) == [expected for _, expected in BROWSERS] + ["en"]
    for browser, expected in BROWSERS:
        assert detect.pick([str(code) for code in browser], LANGUAGES) == expected, browser


HOSTILE_SAVES = [
    "{broken",
    "",
    "[]",
    "null",
    '"ka"',
    "42",
    saved_as("__proto__"),
    saved_as("constructor"),
    saved_as("toString"),
    saved_as(["ka"]),
    saved_as({"toString": "ka"}),
    saved_as("KA"),
    saved_as("ka-GE"),
    saved_as("xx"),
    '{"__proto__": {"language": "ka"}}',
    '{"language": "ka"' + " " * 100_000,
    "THROW",
]


@pytest.mark.skipif(NODE is None, reason="Node runs the page's language choice")
def test_the_saved_setting_comes_first_and_a_hostile_one_means_no_preference(page) -> None:
    html, _ = page
    german = ["de-DE", "en"]
    cases = [
        {"saved": saved_as("ka"), "browser": german},
        {"saved": saved_as("hu"), "browser": []},
        {"saved": None, "browser": german},
        # The page's ?lang= is the game's --lang: it beats the saved setting, when it is ours.
        {"saved": saved_as("ka"), "browser": german, "search": "?scene=lobby&lang=hu"},
        {"saved": saved_as("ka"), "browser": german, "search": "?lang=xx"},
        {"saved": saved_as("ka"), "browser": german, "search": "?lang=__proto__"},
    ]
    assert choose(html, cases) == ["ka", "hu", "de", "hu", "ka", "ka"]
    hostile = [{"saved": text, "browser": ["it-IT", "de"]} for text in HOSTILE_SAVES]
    assert choose(html, hostile) == ["it"] * len(HOSTILE_SAVES)


@needs_chromium
@pytest.mark.parametrize(
    ("browser", "saved", "expected"),
    [
        ("de-DE", None, "de"),
        ("ka-GE", None, "ka"),
        ("hu-HU", None, "hu"),
        ("fr-FR", None, "en"),
        ("de-DE", saved_as("ka"), "ka"),
        ("hu-HU", "{broken", "hu"),
        ("hu-HU", saved_as("__proto__"), "hu"),
    ],
)
def test_the_page_speaks_the_chosen_language(preview, browser, saved, expected) -> None:
    """Real localStorage, real navigator.languages: the gate in the chosen language."""
    html = page_preview.dom(preview.url("gate", saved), "960x540", browser)
    assert re.search(r'<html lang="(\w+)"', html)[1] == expected
    said = words(expected)
    assert f">{said['gate']}</button>" in html
    assert f">{said['tagline']}</p>" in html
    assert f">{said['unpack']}…</div>" in html


# ----------------------------------------------------------------------------- the bundle's URL


def test_the_bundle_url_carries_the_build_hash(page, web: Path, tmp_path: Path) -> None:
    html, _ = page
    version = build_web.apk_version(web / APK)
    assert re.fullmatch(r"[0-9a-f]{16}", version)
    assert f'BUNDLE_VERSION = "{version}"' in html
    assert 'url = f"{name}?v={BUNDLE_VERSION}"' in html
    # The itch.io upload carries the same filled page.
    with zipfile.ZipFile(web.parent / "web.zip") as upload:
        assert upload.read("index.html") == (web / "index.html").read_bytes()
    # Another bundle, another URL.
    other = tmp_path / APK
    other.write_bytes((web / APK).read_bytes() + b"\0")
    assert build_web.apk_version(other) != version


def test_the_build_refuses_a_template_without_its_fields(web: Path) -> None:
    with pytest.raises(build_web.BuildError, match="card_atlas.page"):
        build_web.fill_page("<html>{{card_atlas.apk_version}}</html>", web / APK)


# ----------------------------------------------------------------------------- failing fast


def test_the_page_hooks_every_failure_before_the_loader_can_alert(page) -> None:
    html, parsed = page
    head = html.split("<body>", 1)[0]
    for hook in (
        'window.addEventListener("error", function (event) {',
        'window.addEventListener("unhandledrejection", function (event) {',
    ):
        assert hook in head, hook
        listener = head.split(hook, 1)[1].split("}, true);", 1)[0]
        assert "event.stopImmediatePropagation();" in listener, "the loader's alert() never runs"
    assert head.count("}, true);") >= 2, "capturing, so they run first at the window"
    # The loader must run after the page's scripts: a module script that is not async.
    attrs = next(attrs for attrs, _ in parsed.scripts if attrs.get("id") == "site")
    assert "async" not in attrs and attrs["type"] == "module"
    body = html.split("<body>", 1)[1]
    assert "window.cardAtlas.hook(window.Module);" in body, "custom_onload hooks the runtime"
    assert "runtime.onAbort = function (what) {" in body
    assert "window.cross_file = function* (url, store, flags) {" in body
    assert "yield* crossFile.call(this, url, store, flags)" in body
    assert "var STALL_MS = 90000;" in body, "the watchdog stays as the last resort"


def shown(html: str, element_id: str) -> str:
    found = re.search(rf'id="{element_id}"[^>]*>([^<]*)<', html)
    assert found, element_id
    return found.group(1)


def loader_tag(html: str) -> str:
    return re.search(r'<div id="loader"[^>]*>', html).group(0)


def assert_no_alert(html: str) -> None:
    assert "data-alerts" not in re.search(r"<html[^>]*>", html).group(0), "an alert() ran"


@needs_chromium
@pytest.mark.parametrize(
    ("state", "reason", "detail"),
    [
        ("aborted", "aborted", "Aborted(CompileError: WebAssembly.instantiate()"),
        ("error", "failhint", "Error: the runtime broke"),
        ("rejection", "failhint", "Error: a download broke"),
        ("offline", "download", "http://127.0.0.1:"),
    ],
)
def test_a_failure_while_loading_shows_the_card_not_an_alert(
    preview,
    state,
    reason,
    detail,
) -> None:
    html = page_preview.dom(preview.url(state), "960x540", "de-DE")
    assert_no_alert(html)
    assert "failed" in loader_tag(html)
    assert shown(html, "failure-reason") == words("de")[reason]
    assert shown(html, "failure-detail").startswith(detail)
    assert page_preview.failed_after(html) < 2


@needs_chromium
def test_a_failure_once_the_game_runs_leaves_it_on_screen(preview) -> None:
    html = page_preview.dom(preview.url("late"), "960x540")
    assert_no_alert(html)
    assert "gone" in loader_tag(html) and "failed" not in loader_tag(html)
    assert "visibility: visible" in re.search(r'<canvas[^>]*id="canvas"[^>]*>', html).group(0)


@needs_chromium
def test_pygame_ce_s_install_shows_its_name_and_a_busy_bar(preview) -> None:
    html = page_preview.dom(preview.url("install"), "960x540", "hu-HU")
    assert shown(html, "phase") == words("hu")["install"].replace("{name}", "pygame-ce") + "…"
    assert "python" in loader_tag(html) and "failed" not in loader_tag(html)
    assert re.search(r'<progress id="busy"></progress>', html), "no value: indeterminate"


def snapshot_files(out: Path) -> tuple[Path, Path]:
    if shutil.which(page_preview.BROWSER) is None:
        pytest.skip(f"apt-get install {page_preview.BROWSER} to run pygbag's loader")
    if not (SNAPSHOT / "HEAD").is_file() and not (SNAPSHOT / ".git").exists():
        pytest.skip("set CARD_ATLAS_CDN_SNAPSHOT to a git snapshot of pygame-web/cdn")
    try:
        return page_preview.from_snapshot(SNAPSHOT, out)
    except subprocess.CalledProcessError:
        pytest.skip(f"{SNAPSHOT} has no 0.9.3 loader and runtime script")


@pytest.mark.parametrize(("state", "reason"), [("abort", "aborted"), ("nodata", "failhint")])
def test_pygbag_s_real_runtime_failing_shows_the_card_within_seconds(
    web: Path,
    tmp_path: Path,
    state: str,
    reason: str,
) -> None:
    """pygbag's own pythons.js and cpython312/main.js against a CDN without main.wasm: the
    runtime really fails to download its WebAssembly and aborts (or, without main.data,
    throws). The failure card, in the player's language, well inside the issue's 5 s."""
    loader, runtime = snapshot_files(tmp_path / "cdn")
    server = page_preview.serve(page_preview.prepare(web, tmp_path / "page", loader, runtime))
    try:
        html = page_preview.dom(server.url(state), "960x540", "ka-GE", state)
        wall = server.clock.seconds()
    finally:
        server.shutdown()
    assert_no_alert(html)
    assert "failed" in loader_tag(html)
    assert shown(html, "failure-reason") == words("ka")[reason]
    if state == "abort":
        assert shown(html, "failure-detail").startswith("Aborted(")
    assert page_preview.failed_after(html) < 5
    assert wall is not None and wall < 5
