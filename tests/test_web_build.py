"""The browser bundle: `tools/build_web.py` (what `make web` runs) builds offline, the page has
everything pygbag's loader looks up and nothing it must not have, and the bundle holds
exactly what runs."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import types
import zipfile
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import build_web  # noqa: E402
import merge_catalogs  # noqa: E402

CDN = "https://pygame-web.github.io/cdn/0.9.3/"
APK = f"{build_web.APP_NAME}.apk"
MAIN = ROOT / "main.py"
#: Every key pythons.js reads from the page's `config` object.
CONFIG_KEYS = (
    "xtermjs",
    "_sdl2",
    "user_canvas",
    "user_canvas_managed",
    "gui_divider",
    "ume_block",
    "can_close",
    "archive",
    "gui_debug",
    "cdn",
    "autorun",
    "PYBUILD",
    "fb_ar",
    "fb_width",
    "fb_height",
)
#: Element ids the loader (or our page script) looks up.
ELEMENT_IDS = {
    "canvas": "canvas",
    "canvas3d": "canvas",
    "transfer": "div",
    "status": "div",
    "progress": "progress",
    "infobox": "div",
    "html": "div",
    "pyconsole": "div",
    "terminal": "div",
    "loader": "div",
    "gate": "button",
    "failure": "div",
    "failure-detail": "p",
    "reload": "button",
}
NEVER_SHIPPED = ("tests/", "bench/", ".venv/", "venv/", "build/", ".git/", "tools/", "assets/web/")


def pygbag_missing() -> bool:
    return importlib.util.find_spec("pygbag") is None


@pytest.fixture(scope="module", name="web")
def web_fixture(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if pygbag_missing():
        pytest.skip("pygbag is not installed (make test installs it)")
    out = tmp_path_factory.mktemp("webbuild")
    return build_web.build(out, timeout=120)


class Page(HTMLParser):
    """The tags with an id, and the text of the loader's script tag."""

    def __init__(self) -> None:
        super().__init__()
        self.by_id: dict[str, tuple[str, dict[str, str | None]]] = {}
        self.scripts: list[tuple[dict[str, str | None], str]] = []
        self._in_script: dict[str, str | None] | None = None
        self.title = ""
        self._in_title = False

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if "id" in attributes:
            self.by_id[str(attributes["id"])] = (tag, attributes)
        if tag == "script":
            self._in_script = attributes
            self.scripts.append((attributes, ""))
        self._in_title = tag == "title"

    def handle_data(self, data):
        if self._in_script is not None:
            attributes, text = self.scripts[-1]
            self.scripts[-1] = (attributes, text + data)
        if self._in_title:
            self.title += data

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_script = None
        self._in_title = False


@pytest.fixture(scope="module", name="page")
def page_fixture(web: Path) -> tuple[str, Page]:
    html = (web / "index.html").read_text("utf-8")
    parser = Page()
    parser.feed(html)
    return html, parser


def site_script(parsed: Page) -> tuple[dict[str, str | None], str]:
    sites = [(attrs, text) for attrs, text in parsed.scripts if attrs.get("id") == "site"]
    assert len(sites) == 1, "exactly one loader script tag"
    return sites[0]


# ----------------------------------------------------------------------------- the page


def test_outputs_are_all_there(web: Path) -> None:
    for name in build_web.WEB_FILES:
        assert (web / name).stat().st_size > 0, name
    with zipfile.ZipFile(web.parent / "web.zip") as archive:
        assert sorted(archive.namelist()) == sorted(["index.html", "favicon.png", APK])
    # The page fetches the .apk on every host; a .tar.gz would only be a trap.
    assert sorted(path.name for path in web.iterdir()) == sorted(build_web.WEB_FILES)


def test_loader_script_tag_and_its_data_attributes(page) -> None:
    _, parsed = page
    attrs, _ = site_script(parsed)
    assert attrs["src"] == CDN + "pythons.js"
    assert attrs["type"] == "module"
    assert attrs["data-python"] == "python3.12"
    assert {"gui", "snd"} <= set(str(attrs["data-os"]).split(","))
    assert attrs.get("data-lines") and attrs.get("data-columns")


def test_loader_python_is_valid_and_loads_our_bundle(page) -> None:
    _, parsed = page
    _, code = site_script(parsed)
    compile(code, "index.html#site", "exec")  # the loader runs this text as Python
    for needed in (
        f'BUNDLE = "{build_web.APP_NAME}"',
        "async def custom_site():",  # pygbag's asyncio.run knows the page coroutine by name
        "asyncio.run(custom_site())",
        'fetch(f"{BUNDLE}.apk"',
        "platform.run_main(",
        "MM.UME",
        "shell.source(",
        "page.gate()",
        "page.fail(",
    ):
        assert needed in code, needed
    for gone in ("tarfile", ".itch.zone", "r:gz"):
        assert gone not in code, f"the apk is fetched everywhere: no {gone}"


def test_config_has_every_key_the_loader_reads(page) -> None:
    html, _ = page
    block = re.search(r"var config = \{(.*?)\};", html, re.S)
    assert block, "the config object"
    keys = re.findall(r"^\s*(\w+)\s*:", block.group(1), re.M)
    assert sorted(keys) == sorted(CONFIG_KEYS)
    assert f'cdn: "{CDN}"' in block.group(1)
    assert f'archive: "{build_web.APP_NAME}"' in block.group(1)
    assert "gui_divider: 1," in block.group(1), "the canvas fills the page, not half of it"
    assert "ume_block: 1," in block.group(1), "wait for a gesture before sound"
    assert re.search(r"can_close: 1,", block.group(1)), "no 'Leave site?' prompt"


def test_elements_the_loader_looks_up(page) -> None:
    _, parsed = page
    for element_id, tag in ELEMENT_IDS.items():
        assert element_id in parsed.by_id, element_id
        assert parsed.by_id[element_id][0] == tag, element_id
    canvas = parsed.by_id["canvas"][1]
    assert "emscripten" in str(canvas.get("class"))
    # 16:9 from the start: the loader fits the canvas by its width/height ratio, so a 1x1
    # canvas would show as a square until the game set its mode.
    assert (canvas.get("width"), canvas.get("height")) == ("1280", "720")


def test_canvas_has_no_border_or_padding_and_is_centred(page) -> None:
    html, _ = page
    rule = re.search(r"canvas\.emscripten\s*\{(.*?)\}", html, re.S)
    assert rule
    body = rule.group(1)
    for declaration in (
        "border: 0",
        "padding: 0",
        "margin: auto",
        "max-width: 100%",
        "width: min(100vw, calc(100vh * 16 / 9))",
        "height: min(100vh, calc(100vw * 9 / 16))",
        "visibility: hidden",  # until the game has drawn its first frame
    ):
        assert declaration in body, declaration


def test_page_script_offers_what_the_game_calls(page) -> None:
    """game/ui/webpage.py calls window.cardAtlas.ready / fail; the Python calls the rest."""
    html, _ = page
    script = html.split("window.cardAtlas = (function () {", 1)[1]
    for method in ("stage:", "gate:", "ready:", "fail:"):
        assert method in script, method
    assert script.count("window.onbeforeunload = null") == 2, "ready and fail both clear it"
    assert "location.reload()" in script
    assert "new MutationObserver(poke)" in script, "the loader's progress restarts the clock"
    assert 'loader.classList.add("python")' in script, "the progress bar hides once done"


def test_nothing_left_unfilled_or_dead(page) -> None:
    html, parsed = page
    assert "{{" not in html and "cookiecutter" not in html
    assert "browserfs" not in html.lower()
    assert parsed.title == "Card Atlas"
    assert "Card Atlas" in html.split("<body>", 1)[1], "the loading screen shows the name"
    assert "tap to play" in html.lower()
    assert "Нажмите, чтобы играть" in html, "the gate speaks Russian too, like the game"
    assert 'href="favicon.png"' in html


def test_favicon_is_a_real_png(web: Path) -> None:
    data = (web / "favicon.png").read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    assert width == height >= 32


# ----------------------------------------------------------------------------- the bundle


def expected_bundle() -> set[str]:
    """What runs: main.py, the game package without sources of catalogs or caches, assets."""
    names = {"assets/main.py"}
    for folder, skip in (("game", ()), ("assets", (ROOT / "assets" / "web",))):
        for path in (ROOT / folder).rglob("*"):
            rel = path.relative_to(ROOT)
            if not path.is_file() or any(s == path or s in path.parents for s in skip):
                continue
            if not all(build_web._wanted(Path(part)) for part in rel.parts):
                continue
            if path.suffix == ".mo":  # one merged catalog per language (tools/merge_catalogs.py)
                rel = rel.with_name(merge_catalogs.MERGED)
            names.add(f"assets/{rel.as_posix()}")
    return names


def test_apk_holds_exactly_what_runs(web: Path) -> None:
    with zipfile.ZipFile(web / APK) as apk:
        names = set(apk.namelist())
    assert names == expected_bundle()
    for needed in (
        "assets/main.py",
        "assets/game/__init__.py",
        "assets/game/engine/match.py",
        "assets/game/storage.py",
        "assets/assets/fonts/DejaVuSans.ttf",
        "assets/assets/fonts/DejaVuSans-Bold.ttf",
        "assets/assets/fonts/LICENSE-DejaVu.txt",
    ):
        assert needed in names, needed
    catalogs = {
        f"assets/{po.parent.relative_to(ROOT).as_posix()}/{merge_catalogs.MERGED}"
        for po in ROOT.glob("game/i18n/locale/*/LC_MESSAGES/*.po")
    }
    assert len(catalogs) == 8 and catalogs <= names, "every language, compiled"
    for name in names:
        inner = name.removeprefix("assets/")
        assert not inner.startswith(NEVER_SHIPPED), name
        assert not name.endswith((".po", ".pyc")), name
        assert "__pycache__" not in name, name


def test_each_language_ships_one_catalog_that_says_what_the_sources_say(web: Path) -> None:
    """The merged catalog answers every translated key as the per-area catalogs do, the
    first area (in sorted order) winning a key that two areas have, plurals included."""
    import gettext
    import io

    from babel.messages.pofile import read_po

    from game import i18n

    with zipfile.ZipFile(web / APK) as apk:
        for folder in sorted(ROOT.glob("game/i18n/locale/*/LC_MESSAGES")):
            lang = folder.parent.name
            shipped = gettext.GNUTranslations(
                io.BytesIO(apk.read(f"assets/{folder.relative_to(ROOT).as_posix()}/catalog.mo"))
            )
            source = i18n._load(lang)
            checked = 0
            for po in sorted(folder.glob("*.po")):
                if po.with_suffix(".mo").name in build_web.PAGE_ONLY:
                    continue  # the page's words are in index.html, not in the bundle
                for message in read_po(po.open("rb")):
                    if not message.id or message.fuzzy or not message.string:
                        continue
                    if isinstance(message.id, tuple):
                        for n in (1, 2, 5):
                            key = message.id[0]
                            assert shipped.ngettext(key, key, n) == source.ngettext(key, key, n)
                    else:
                        assert shipped.gettext(message.id) == source.gettext(message.id), (
                            lang,
                            message.id,
                        )
                    checked += 1
            assert checked > 400, lang


def test_merged_catalog_keeps_the_first_areas_text(tmp_path: Path) -> None:
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    folder = tmp_path / "xx" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    for name, text in (("a", "from a"), ("b", "from b")):
        catalog = Catalog(locale="ru")
        catalog.add("shared.key", text)
        catalog.add(f"only.{name}", name)
        catalog.add(("n.cards", "n.cards"), (f"{name} one", f"{name} few", f"{name} many"))
        with (folder / f"{name}.mo").open("wb") as stream:
            write_mo(stream, catalog)
    written = merge_catalogs.merge_locale(tmp_path)
    assert [p.name for p in folder.iterdir()] == ["catalog.mo"] and written == [
        folder / "catalog.mo"
    ]
    import gettext

    merged = gettext.GNUTranslations((folder / "catalog.mo").open("rb"))
    assert merged.gettext("shared.key") == "from a"
    assert (merged.gettext("only.a"), merged.gettext("only.b")) == ("a", "b")
    assert merged.ngettext("n.cards", "n.cards", 5) == "a many"


def test_shipped_fonts_are_subset_with_their_licence(web: Path) -> None:
    with zipfile.ZipFile(web / APK) as apk:
        for face in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
            shipped = len(apk.read(f"assets/assets/fonts/{face}"))
            assert shipped < (ROOT / "assets" / "fonts" / face).stat().st_size / 4, face
        licence = apk.read("assets/assets/fonts/LICENSE-DejaVu.txt")
    assert licence == (ROOT / "assets" / "fonts" / "LICENSE-DejaVu.txt").read_bytes()


def test_bundle_stays_small(web: Path) -> None:
    """At most 760 KB with five games and all eight languages (the runtime, several MB, comes
    on top of it): the fonts are subset, the staged Python carries no docstrings or comments
    and each language's catalogs travel as one file. Three games fitted in 600 KB; each
    table with its words and eight rules pages costs about 45 KB compressed, and the hard
    opponents' match tables (game/ai/cuckoo_values.py, Mau Mau's race model) about 17 KB;
    the tables' reference cards, last-move words, hand sorting and confirm setting in
    eight languages (issue 30) about 19 KB; the stored documents' schemas, the crash screen
    and the page's look and cheap blits (issues 28, 29) about 15 KB: 721 KB in all."""
    assert (web / APK).stat().st_size <= 760 * 1024, "the runtime comes on top of it"
    assert (web.parent / "web.zip").stat().st_size <= 780 * 1024


# ----------------------------------------------------------------------------- pygbag's package rule


def test_main_py_asks_for_pygame_ce_the_way_pygbag_reads_it() -> None:
    """pygbag's runtime installs only what main.py names: its PEP 723 block (read line by
    line) or an import in its syntax tree. pygame is imported inside game/, so main.py
    must carry the block, at its top."""
    source = MAIN.read_text("utf-8")
    assert build_web.pygame_requested(source) == "PEP 723 block"
    assert build_web.pep723_dependencies(source) == ["pygame-ce"]
    assert source.startswith('# /// script\n# dependencies = ["pygame-ce"]\n# ///\n')


def test_the_rule_catches_a_main_py_without_pygame() -> None:
    """What main.py looked like before: pygame only inside game/ gives a blank page."""
    without = MAIN.read_text("utf-8").split("# ///\n", 1)[1]
    assert build_web.pygame_requested(without) is None
    assert build_web.pygame_requested("import pygame\n") == "import in main.py"
    assert build_web.pygame_requested("from pygame import display\n") == "import in main.py"
    assert build_web.pygame_requested("# /// script\n# dependencies = ['pygame_ce>=2.5']\n# ///\n")
    assert build_web.pygame_requested("# /// script\n# dependencies = ['numpy']\n# ///\n") is None
    # A docstring that merely mentions the import is not an import.
    assert build_web.pygame_requested('"""import pygame"""\n') is None


def test_build_refuses_a_main_py_without_pygame(tmp_path: Path) -> None:
    (tmp_path / "main.py").write_text("import asyncio\n")
    with pytest.raises(build_web.BuildError, match="pygame-ce"):
        build_web.check_sources(tmp_path)


def test_the_bundled_main_py_is_ours(web: Path) -> None:
    with zipfile.ZipFile(web / APK) as apk:
        shipped = apk.read("assets/main.py").decode("utf-8")
    assert build_web.pygame_requested(shipped) == "PEP 723 block"


# ----------------------------------------------------------------------------- the build


def test_black_is_not_installed() -> None:
    assert importlib.util.find_spec("black") is None, "pygbag would reformat the sources"


def test_build_needs_no_network(tmp_path: Path) -> None:
    """The same build inside a network namespace with no network at all."""
    if pygbag_missing():
        pytest.skip("pygbag is not installed (make test installs it)")
    unshare = shutil.which("unshare")
    if not unshare or subprocess.run([unshare, "-rn", "true"], capture_output=True).returncode:
        pytest.skip("cannot cut the network here (unshare -rn unavailable)")
    done = subprocess.run(
        [
            unshare,
            "-rn",
            sys.executable,
            str(ROOT / "tools" / "build_web.py"),
            "--out",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        timeout=150,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert (tmp_path / "web.zip").is_file()


def test_build_refuses_stale_catalogs(tmp_path: Path, monkeypatch) -> None:
    fake = tmp_path / "root"
    (fake / "game").mkdir(parents=True)
    (fake / "main.py").write_text("import pygame\n")
    (fake / "game" / "x.po").write_text("")
    with pytest.raises(build_web.BuildError, match="make catalogs"):
        build_web.check_sources(fake)


# ----------------------------------------------------------------------------- a real browser

WHEEL = os.environ.get("CARD_ATLAS_WHEEL", "")
BROWSER_CHECK = Path(
    os.environ.get(
        "CARD_ATLAS_BROWSER_CHECK", ROOT.parent / "shared" / "tools" / "browser-check" / "run.sh"
    )
)
needs_browser = pytest.mark.skipif(
    not (WHEEL and Path(WHEEL).is_file() and BROWSER_CHECK.is_file()),
    reason="set CARD_ATLAS_WHEEL to the wasm pygame-ce wheel to run the browser check",
)

STORAGE_PROBE = """# /// script
# dependencies = ["pygame-ce"]
# ///
import asyncio, platform, sys
from game import storage

async def main():
    ls = platform.window.localStorage
    print("probe backend", sys.platform, type(storage.backend()).__name__)
    settings = storage.load_settings()
    settings["speed"] = "fast"
    storage.save_settings(settings)
    storage.save_stats("gnav", {"played": 2})
    storage.save_match("gnav", {"game": "gnav", "seed": 1, "actions": ["0 ask"]})
    print("probe keys", sorted(str(ls.key(i)) for i in range(ls.length)))
    print("probe reload", storage.load_settings()["speed"], storage.load_stats("gnav")["played"])
    ls.setItem("cardatlas.settings", "{broken")
    print("probe corrupt", storage.load_settings()["speed"])
    storage.clear_match("gnav")
    print("probe cleared", storage.load_match("gnav"))
    while True:
        await asyncio.sleep(0)

asyncio.run(main())
"""


def browser_run(apk: Path, out: Path, steps: str) -> dict:
    done = subprocess.run(
        ["bash", str(BROWSER_CHECK), WHEEL, str(apk), str(out), steps],
        capture_output=True,
        text=True,
        timeout=900,
    )
    report = json.loads((out / "report.json").read_text("utf-8"))
    assert done.returncode == 0 and not report["page_errors"], (report, done.stderr[-2000:])
    assert report["harness_error"] is None, report
    # An exception in the game's loop is printed, not raised to the page: look for it.
    assert not any("Traceback" in line for line in report["log_tail"]), report["log_tail"]
    return report


@pytest.mark.browser
@needs_browser
def test_lobby_and_a_table_run_in_the_browser_build(web: Path, tmp_path: Path) -> None:
    """The lobby, then Gnav's Play and the start dialog's Start: a dealt table."""
    log = browser_run(
        web / APK,
        tmp_path,
        "wait:4000,shot:start,click:136:596,wait:2000,click:788:459,wait:3000,shot:table",
    )["log_tail"]
    assert "pygame-ce requested by main.py: PEP 723 block" in log
    import pygame

    pictures = {}
    for name in ("start", "table"):
        shot = pygame.image.load(str(tmp_path / f"{name}.png"))
        assert shot.get_size() == (1280, 720)
        pictures[name] = [
            tuple(shot.get_at((x, y)))[:3] for x in range(0, 1280, 40) for y in range(0, 720, 40)
        ]
        assert len(set(pictures[name])) > 8, f"{name}: drawn, not a blank canvas"
    changed = sum(a != b for a, b in zip(pictures["start"], pictures["table"], strict=True))
    assert changed > len(pictures["start"]) // 4, "the table replaced the lobby"


@pytest.mark.browser
@needs_browser
def test_storage_uses_local_storage_in_the_browser(web: Path, tmp_path: Path) -> None:
    """The real wasm runtime, the real localStorage: our storage module end to end."""
    apk = tmp_path / "probe.apk"
    with zipfile.ZipFile(web / APK) as source, zipfile.ZipFile(apk, "w") as probe:
        for name in source.namelist():
            if name != "assets/main.py":
                probe.writestr(name, source.read(name))
        probe.writestr("assets/main.py", STORAGE_PROBE)
    log = browser_run(apk, tmp_path / "out", "wait:1500")["log_tail"]
    assert "probe backend emscripten LocalStorageBackend" in log
    assert (
        "probe keys ['cardatlas.match.gnav', 'cardatlas.settings', 'cardatlas.stats.gnav']" in log
    )
    assert "probe reload fast 2" in log
    assert "probe corrupt normal" in log
    assert "probe cleared None" in log


# ----------------------------------------------------------------------------- the page's Python


class FakePage:
    """window.cardAtlas: records what the page was told."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, ...]] = []

    def stage(self, what: str, detail: str) -> None:
        self.calls.append(("stage", what))

    def gate(self) -> None:
        self.calls.append(("gate",))

    def fail(self, detail: str, reason: str) -> None:
        self.calls.append(("fail", detail, reason))


def run_page_python(code: str, tmp_path: Path, monkeypatch, served: bytes | None) -> FakePage:
    """Run the loader's Python from index.html against a stand-in for pygbag's runtime whose
    host serves `served` as the apk (None: a 404). Returns what the page was told."""
    for constant in ('HOME = "/data/data"', 'SCRATCH = "/tmp"'):
        assert constant in code, constant
    code = code.replace('HOME = "/data/data"', f'HOME = "{tmp_path / "data"}"')
    code = code.replace('SCRATCH = "/tmp"', f'SCRATCH = "{tmp_path}"')
    page = FakePage()
    started: list[Path] = []

    def cross_file(url: str, store: str, flags=None):  # pythons.js: the path only on success
        page.calls.append(("cross_file", url, flags))
        yield 0
        if served is not None:
            Path(store).write_bytes(served)
            yield store

    async def jsiter(iterator):
        value = None
        for value in iterator:  # noqa: B007 - the last value is the result
            pass
        return value

    async def source(main: Path) -> None:
        started.append(Path(main))

    async def start_toplevel(shell, console) -> None:
        return None

    window = types.SimpleNamespace(
        cardAtlas=page,
        cross_file=cross_file,
        MM=types.SimpleNamespace(UME=False),
        python=types.SimpleNamespace(config=types.SimpleNamespace(debug=False)),
    )

    def gate() -> None:  # the player taps at once
        page.calls.append(("gate",))
        window.MM.UME = True

    page.gate = gate  # type: ignore[method-assign]
    shell = types.SimpleNamespace(source=source, interactive=lambda: None)
    platform = types.SimpleNamespace(
        window=window,
        jsiter=jsiter,
        shell=shell,
        run_main=lambda *a, **k: None,
        fopen=types.SimpleNamespace(flags={"redirect": "follow"}),  # the loader's own options
    )
    monkeypatch.setitem(sys.modules, "platform", platform)
    monkeypatch.setitem(sys.modules, "embed", types.SimpleNamespace(counter=lambda: 0))
    namespace = {
        "__name__": "page_python_under_test",
        "PyConfig": {},
        "TopLevel_async_handler": types.SimpleNamespace(start_toplevel=start_toplevel),
        "shell": shell,
        "window": window,
    }
    monkeypatch.setitem(sys.modules, "page_python_under_test", types.ModuleType("x"))
    exec(compile(code, "index.html#site", "exec"), namespace)
    page.calls.extend(("started", str(main)) for main in started)
    return page


def test_page_python_fetches_unpacks_and_starts_the_game(page, web: Path, tmp_path, monkeypatch):
    _, parsed = page
    told = run_page_python(site_script(parsed)[1], tmp_path, monkeypatch, (web / APK).read_bytes())
    main = tmp_path / "data" / build_web.APP_NAME / "assets" / "main.py"
    version = build_web.apk_version(web / APK)
    assert told.calls == [
        ("stage", "fetch"),
        ("cross_file", f"{APK}?v={version}", {"redirect": "follow"}),
        ("stage", "unpack"),
        ("gate",),
        ("stage", "start"),
        ("started", str(main)),
    ]
    assert build_web.pygame_requested(main.read_text("utf-8"))


@pytest.mark.parametrize(
    ("served", "says", "reason"),
    [
        (None, "card-atlas.apk could not be downloaded", "download"),
        (b"<html>404 Not Found</html>", "card-atlas.apk could not be unpacked", "damaged"),
        (b"", "card-atlas.apk could not be downloaded", "download"),
        ("truncated", "card-atlas.apk could not be unpacked", "damaged"),
        ("no main.py", "card-atlas.apk holds no game", "damaged"),
    ],
)
def test_a_missing_or_corrupt_bundle_shows_the_pages_error(
    page, web: Path, tmp_path, monkeypatch, served, says, reason
):
    apk = (web / APK).read_bytes()
    if served == "truncated":
        served = apk[: len(apk) // 2]
    elif served == "no main.py":
        other = tmp_path / "other.apk"
        with zipfile.ZipFile(other, "w") as archive:
            archive.writestr("assets/readme.txt", "not a game")
        served = other.read_bytes()
    _, parsed = page
    told = run_page_python(site_script(parsed)[1], tmp_path, monkeypatch, served)
    assert told.calls[-1][0] == "fail", told.calls
    assert told.calls[-1][1].startswith(says), told.calls[-1]
    assert told.calls[-1][2] == reason, "the player's sentence for it"
    assert ("gate",) not in told.calls and not any(c[0] == "started" for c in told.calls)


# ----------------------------------------------------------------------------- the page's JavaScript

import page_preview  # noqa: E402

needs_chromium = pytest.mark.skipif(
    shutil.which(page_preview.BROWSER) is None,
    reason=f"apt-get install {page_preview.BROWSER} to check the page's states",
)


@pytest.fixture(scope="module", name="preview")
def preview_fixture(web: Path, tmp_path_factory: pytest.TempPathFactory):
    """The built page served on localhost with the stub loader (tools/page_preview.py)."""
    folder = page_preview.prepare(web, tmp_path_factory.mktemp("preview"))
    server = page_preview.serve(folder)
    yield server
    server.shutdown()


def tag_attribute(html: str, element_id: str, name: str) -> str:
    """One attribute of the element with `element_id` in a DOM dump ("" when absent)."""
    tag = re.search(rf'<\w+ [^>]*id="{element_id}"[^>]*>', html)
    assert tag, element_id
    value = re.search(rf'\s{name}="([^"]*)"', tag.group(0))
    return value.group(1) if value else ""


def loader_classes(html: str) -> set[str]:
    return set(tag_attribute(html, "loader", "class").split())


@needs_chromium
@pytest.mark.parametrize(
    ("state", "classes", "detail"),
    [
        ("loading", set(), ""),
        ("gate", {"python", "ready"}, ""),
        ("missing", {"python", "failed"}, "card-atlas.apk could not be downloaded"),
        ("corrupt", {"python", "failed"}, "card-atlas.apk could not be unpacked"),
        ("offline", {"failed"}, "http://127.0.0.1:"),
    ],
)
def test_the_page_shows_each_loading_state(preview, state, classes, detail) -> None:
    html = page_preview.dom(preview.url(state), "960x540")
    assert loader_classes(html) == classes
    shown = re.search(r'<p class="detail" id="failure-detail">([^<]*)</p>', html)
    assert shown and shown.group(1).startswith(detail), shown
    assert "visibility: visible" not in tag_attribute(html, "canvas", "style"), "not before ready"


@needs_chromium
@pytest.mark.parametrize("size", ["960x540", "1920x1080", "1000x1000"])
def test_the_running_page_shows_a_16_by_9_canvas(preview, size: str) -> None:
    """The game set its mode, the loader fitted the canvas, the game said ready."""
    html = page_preview.dom(preview.url("running"), size)
    assert "gone" in loader_classes(html)
    style = tag_attribute(html, "canvas", "style")
    width = int(re.search(r"width: (\d+)px", style).group(1))
    height = int(re.search(r"height: (\d+)px", style).group(1))
    page_w, page_h = (int(n) for n in size.split("x"))
    assert width == min(page_w, page_h * 16 // 9) and abs(width * 9 - height * 16) < 16
    assert "visibility: visible" in style


def test_slimmed_modules_keep_their_code(tmp_path):
    """The bundle's modules lose docstrings and comments only: same names, same behaviour."""

    source = 'def f(x):\n    """Why."""\n    # a note\n    return {"a": x}  # more\n\n\nclass C:\n    """Doc."""\n'
    module = tmp_path / "m.py"
    module.write_text(source)
    build_web.slim_python(module)
    slim = module.read_text()
    assert "Why" not in slim and "note" not in slim and "Doc" not in slim
    namespace: dict = {}
    exec(compile(slim, "m.py", "exec"), namespace)
    assert namespace["f"](2) == {"a": 2} and isinstance(namespace["C"], type)
