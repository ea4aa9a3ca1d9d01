"""Screenshot the built page (build/web/index.html) in headless Chromium, with a stub in place
of pygbag's CDN loader, so the loading screen, the 'tap to play' gate, the failure card and
the canvas fit can be looked at without the network, in every language.

    python tools/page_preview.py [--web build/web] [--out build/preview]
                                 [--sizes 960x540,1920x1080]
                                 [--states loading,gate,running,missing,corrupt,offline]
                                 [--lang de-DE] [--saved ka]
                                 [--loader PATH/pythons.js] [--runtime PATH/main.js]
                                 [--snapshot CDN_GIT_DIR]

Needs Debian's chromium-headless-shell (apt-get install -y chromium-headless-shell). The page
is served on localhost with pygbag's CDN replaced by a local folder (`cdn/`), whose
pythons.js is a stub by default. The stub plays the loader's and the game's parts (and adds
the loader's alert() listeners): it calls the page's custom_onload, moves the progress bar,
then shows the state asked for: `loading` (the runtime downloading), `gate` (waiting for a
click or tap), `install` (after the tap, pygame-ce's wheel downloading), `running` (the game
set its 1280x720 mode, the canvas was fitted the way the loader fits it and the game said it
drew its first frame), `missing` (the bundle is not on the host: a real 404), `corrupt` (the
bundle does not unpack), `offline` (the Python runtime's script does not load: a real 404),
`aborted` (the runtime's Module.onAbort), `error` and `rejection` (uncaught, while loading)
or `late` (both once the game runs: it stays on screen). The page's Python, which reports
`missing` and `corrupt`, is tested in tests/test_web_build.py.

With `--loader PATH/pythons.js` the page runs pygbag's real loader instead of the stub,
offline (the state `real`: the runtime's script is not there, as when the CDN is out of
reach). With `--runtime
PATH/cpython312/main.js` too, the fake CDN serves pygbag's real runtime script and the
states `abort` (no main.wasm: the runtime really fails to download its WebAssembly and
aborts) and `nodata` (no main.data either: its download fails with an uncaught error) show
how fast the page gives up: each prints the seconds from the page's start to its failure
card, as the page recorded them (`data-failed-ms`), and the wall-clock seconds from the
page's request to the failure. `--snapshot` takes both files from a git snapshot of
pygbag's CDN (pygame-web/cdn, version 0.9.3). Never commit pygbag's files.

`--lang` sets the browser's languages (e.g. `de-DE` or `ka,en`); `--saved` presets the
game's saved settings document in localStorage (a language code, or any text at all to see
how the page copes with it). A recorder stands in for `alert()` (a dialog would stall the
headless browser for minutes) and marks the page with `data-alerts` if anything called it.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import re
import shutil
import subprocess
import sys
import threading
import time
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CDN = "https://pygame-web.github.io/cdn/0.9.3/"
CDN_LOADER = CDN + "pythons.js"
LOCAL_CDN = "cdn/"  # the page's CDN, served next to it
RUNTIME = "cpython312"  # the runtime folder pythons.js loads for data-python="python3.12"
SETTINGS_KEY = "cardatlas.settings"  # game/storage.py: KEY_PREFIX + SETTINGS
BROWSER = "chromium-headless-shell"
STUB_STATES = (
    "loading",
    "gate",
    "install",
    "running",
    "missing",
    "corrupt",
    "offline",
    "aborted",
    "error",
    "rejection",
    "late",
)
REAL_STATES = ("real", "abort", "nodata")
#: A stand-in for the runtime's data package in the `abort` state: the runtime keeps it
#: until its WebAssembly is ready, which never happens there, so it is never unpacked.
PLACEHOLDER_DATA = b"card-atlas page_preview: never unpacked, the runtime aborts first\n"
FAILED_BEACON = "/__failed"

HARNESS = """
// page_preview.py's harness, not part of the page: an alert() is recorded instead of shown,
// the saved settings are preset from the address (#state&saved=TEXT), and the failure card
// is reported to the preview's server, which keeps the wall clock.
(function () {
    const root = document.documentElement;
    window.alert = function (message) {
        const said = JSON.parse(root.getAttribute("data-alerts") || "[]");
        said.push(String(message));
        root.setAttribute("data-alerts", JSON.stringify(said));
    };
    const saved = new URLSearchParams((location.hash || "#").slice(1)).get("saved");
    if (saved === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, saved);
    new MutationObserver(function () {
        const loader = document.getElementById("loader");
        if (loader && loader.classList.contains("failed") && !root.dataset.reported) {
            root.dataset.reported = "1";
            fetch(BEACON, { method: "POST" }).catch(function () {});
        }
    }).observe(root, { attributes: true, subtree: true, attributeFilter: ["class"] });
})();
"""

STUB = """
// Stands in for pythons.js and the game: the same calls into the page, no Python.
const state = (location.hash || "#loading").slice(1).split("&")[0];
// What pythons.js does first: alert() every uncaught error and rejection. The page's own
// listeners must keep these from ever running.
window.addEventListener("error", (e) => alert("Error occurred: " + e.error.message));
window.addEventListener("unhandledrejection", (e) => alert("Rejection occurred: " + e.reason.message));
// The loader's download: a generator the Python side steps, the stored path at its end.
window.cross_file = function* (url, store) { yield 0; yield store; };
window.MM = { UME: false };
window.Module = {};  // the runtime's Module, as the loader makes it before custom_onload
if (window.custom_onload) window.custom_onload(true);
const status = document.getElementById("status");
const progress = document.getElementById("progress");
const canvas = document.getElementById("canvas");
status.textContent = "Downloading the Python runtime (12/20)";
progress.value = 60;
function fit() {  // what the loader does with gui_divider 1: fill the page, aspect kept
    const ar = canvas.width / canvas.height;
    let w = window.innerWidth, h = Math.trunc(w / ar);
    if (h > window.innerHeight) { h = window.innerHeight; w = Math.trunc(h * ar); }
    canvas.style.width = w + "px";
    canvas.style.height = h + "px";
}
window.window_resize = fit;
const page = window.cardAtlas;
function run() {  // what the game does: set_mode, fit, draw, ready()
    page.stage("start", "");
    canvas.width = 1280;
    canvas.height = 720;
    canvas.style.width = "1280px";  // SDL gives the canvas its pixel size as CSS size
    canvas.style.height = "720px";
    window.window_resize();
    const g = canvas.getContext("2d");
    g.fillStyle = "#22342d"; g.fillRect(0, 0, 1280, 720);
    g.strokeStyle = "#e8b648"; g.lineWidth = 8; g.strokeRect(4, 4, 1272, 712);
    g.fillStyle = "#f4eedc"; g.font = "bold 64px sans-serif"; g.textAlign = "center";
    g.fillText("1280 x 720 canvas", 640, 380);
    page.ready();
}
if (state === "gate") {
    page.stage("unpack", "");
    page.gate();
} else if (state === "running") {
    run();
} else if (state === "install") {  // after the tap: the loader fetches pygame-ce's wheel
    page.stage("start", "");
    window.cross_file(
        "https://pygame-web.github.io/archives/repo/cp312/"
        + "pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl", "/tmp/pygame_ce.whl"
    ).next();  // started, not finished
} else if (state === "missing") {  // the real request: this folder has no bundle
    page.stage("fetch", "");
    fetch("card-atlas.apk").then((response) => {
        if (!response.ok) page.fail("card-atlas.apk could not be downloaded", "download");
    });
} else if (state === "offline") {  // the loader adds the runtime's script: it 404s here
    const runtime = document.createElement("script");
    runtime.src = "cdn/cpython312/main.js";
    document.head.appendChild(runtime);
} else if (state === "corrupt") {  // the page's words for a bundle that is not a zip
    page.stage("unpack", "");
    page.fail("card-atlas.apk could not be unpacked (File is not a zip file)", "damaged");
} else if (state === "aborted") {  // what the runtime does when its WebAssembly fails
    window.Module.onAbort("CompileError: WebAssembly.instantiate(): expected magic word");
    Promise.reject(new WebAssembly.RuntimeError("Aborted(CompileError)"));
} else if (state === "error") {  // an uncaught error while loading
    page.stage("fetch", "");
    setTimeout(() => { throw new Error("the runtime broke"); }, 0);
} else if (state === "rejection") {  // an unhandled rejection while loading
    page.stage("fetch", "");
    Promise.reject(new Error("a download broke"));
} else if (state === "late") {  // the game runs, then something fails: it stays on screen
    run();
    setTimeout(() => { throw new Error("a late error"); }, 0);
    Promise.reject(new Error("a late rejection"));
}
"""


def from_snapshot(git_dir: Path, out: Path) -> tuple[Path, Path]:
    """pygbag's loader and runtime script (0.9.3) from a git snapshot of its CDN
    (pygame-web/cdn), written under `out`: (pythons.js, cpython312/main.js)."""
    out.mkdir(parents=True, exist_ok=True)
    found = []
    for name in ("pythons.js", f"{RUNTIME}/main.js"):
        shown = subprocess.run(
            ["git", "-C", str(git_dir), "show", f"HEAD:0.9.3/{name}"],
            check=True,
            capture_output=True,
            timeout=60,
        )
        target = out / name.replace("/", "-")
        target.write_bytes(shown.stdout)
        found.append(target)
    return found[0], found[1]


def prepare(web: Path, out: Path, loader: Path | None = None, runtime: Path | None = None) -> Path:
    """A copy of the built page whose CDN is the local folder `cdn/`: pythons.js is the stub
    (or `loader`), cpython312/main.js is `runtime` when given, with no main.wasm, and the
    harness goes first in the page's head."""
    if out.exists():
        shutil.rmtree(out)
    cdn = out / LOCAL_CDN / RUNTIME
    cdn.mkdir(parents=True)
    html = (web / "index.html").read_text("utf-8")
    if CDN_LOADER not in html or "<head>" not in html:
        raise SystemExit(f"{web / 'index.html'} does not load {CDN_LOADER}")
    harness = HARNESS.replace("KEY", json.dumps(SETTINGS_KEY))
    harness = harness.replace("BEACON", json.dumps(FAILED_BEACON))
    (out / "preview-harness.js").write_text(harness, "utf-8")
    html = html.replace(CDN, LOCAL_CDN)
    html = html.replace("<head>", '<head>\n<script src="preview-harness.js"></script>', 1)
    (out / "index.html").write_text(html, "utf-8")
    if loader is None:
        (cdn.parent / "pythons.js").write_text(STUB, "utf-8")
    else:
        shutil.copy2(loader, cdn.parent / "pythons.js")
    if runtime is not None:
        shutil.copy2(runtime, cdn / "main.js")
    shutil.copy2(web / "favicon.png", out / "favicon.png")  # no bundle: `missing` needs its 404
    return out


@dataclass
class Clock:
    """The wall clock of one page load, as the server sees it: when the page was asked
    for, and when its harness reported the failure card."""

    requested: float | None = None
    failed: float | None = None
    lock: threading.Lock = field(default_factory=threading.Lock)

    def seconds(self) -> float | None:
        with self.lock:
            if self.requested is None or self.failed is None:
                return None
            return self.failed - self.requested


class _Handler(http.server.SimpleHTTPRequestHandler):
    """Serves the copy as the state needs it (requests carry no hash, so the state comes from
    the server's `mode`): the runtime's script is missing in `real`, a placeholder
    `main.data` is there only in `abort`; the harness's beacon stops the clock."""

    clock: Clock
    mode: dict[str, str]

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base's name
        pass

    def do_GET(self) -> None:  # noqa: N802 - the base's name
        path = urllib.parse.urlsplit(self.path).path
        if path.endswith("/index.html"):
            with self.clock.lock:
                self.clock.requested, self.clock.failed = time.monotonic(), None
        if path == f"/{LOCAL_CDN}{RUNTIME}/main.js" and self.mode["state"] in ("real", "offline"):
            self.send_error(404)
            return
        if path == f"/{LOCAL_CDN}{RUNTIME}/main.data" and self.mode["state"] == "abort":
            self.send_response(200)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Content-Length", str(len(PLACEHOLDER_DATA)))
            self.end_headers()
            self.wfile.write(PLACEHOLDER_DATA)
            return
        super().do_GET()

    def do_POST(self) -> None:  # noqa: N802 - the base's name
        if urllib.parse.urlsplit(self.path).path == FAILED_BEACON:
            with self.clock.lock:
                if self.clock.failed is None:
                    self.clock.failed = time.monotonic()
        self.send_response(204)
        self.end_headers()


@dataclass
class Server:
    """The preview copy on localhost (module scripts do not load from file://)."""

    httpd: http.server.ThreadingHTTPServer
    port: int
    clock: Clock
    mode: dict[str, str]

    def url(self, state: str, saved: str | None = None) -> str:
        """The page in `state`, with the saved settings preset to `saved` (None: none)."""
        hashed = state if saved is None else f"{state}&saved={urllib.parse.quote(saved)}"
        self.mode["state"] = state
        return f"http://127.0.0.1:{self.port}/index.html#{hashed}"

    def shutdown(self) -> None:
        self.httpd.shutdown()


def serve(folder: Path) -> Server:
    clock, mode = Clock(), {"state": "loading"}
    handler = functools.partial(
        type("Handler", (_Handler,), {"clock": clock, "mode": mode}), directory=str(folder)
    )
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return Server(httpd, httpd.server_address[1], clock, mode)


def _browse(url: str, size: str, lang: str, action: str, budget_ms: int = 1500) -> str:
    """Open `url` in a headless window of `size`, let its timers run, then `action`."""
    width, height = size.split("x")
    command = [
        BROWSER,
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-background-networking",
        "--hide-scrollbars",
        f"--lang={lang.split(',')[0]}",
        f"--accept-lang={lang}",
        f"--window-size={width},{height}",
        f"--virtual-time-budget={budget_ms}",
        action,
        url,
    ]
    return subprocess.run(command, check=True, capture_output=True, text=True, timeout=120).stdout


#: How long (virtual ms) each state gets to settle: the real loader parses a 850 KB runtime
#: script and waits for its downloads; 15 s of page time is far more than it needs and far
#: less than the page's 90 s stall watchdog, so a failure shown here was not the watchdog.
BUDGET_MS = {"abort": 15000, "nodata": 15000, "real": 15000}


def shoot(url: str, size: str, png: Path, lang: str, state: str = "loading") -> None:
    _browse(url, size, lang, f"--screenshot={png}", BUDGET_MS.get(state, 1500))


def dom(url: str, size: str, lang: str = "en-US", state: str = "loading") -> str:
    """The page's DOM after its scripts ran (for tests: which state it shows)."""
    return _browse(url, size, lang, "--dump-dom", BUDGET_MS.get(state, 1500))


def failed_after(html: str) -> float | None:
    """Seconds from the page's start to its failure card, as the page recorded them."""
    found = re.search(r'data-failed-ms="(\d+)"', html)
    return int(found.group(1)) / 1000 if found else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--web", type=Path, default=ROOT / "build" / "web")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "preview")
    parser.add_argument("--sizes", default="960x540,1920x1080")
    parser.add_argument("--states", default="loading,gate,install,running,missing,offline")
    parser.add_argument("--loader", type=Path, default=None, help="pygbag's pythons.js")
    parser.add_argument("--runtime", type=Path, default=None, help="pygbag's cpython312/main.js")
    parser.add_argument("--snapshot", type=Path, default=None, help="pygame-web/cdn git dir")
    parser.add_argument("--lang", default="en-US", help="the browser's languages, e.g. ka,en")
    parser.add_argument("--saved", default=None, help="the saved settings' language (or text)")
    args = parser.parse_args(argv)
    if not shutil.which(BROWSER):
        print(f"{BROWSER} not found: apt-get install -y {BROWSER}", file=sys.stderr)
        return 1
    loader, runtime = args.loader, args.runtime
    if args.snapshot is not None:
        loader, runtime = from_snapshot(args.snapshot, args.out.with_name("preview-cdn"))
    states = args.states.split(",")
    wrong = [s for s in states if s not in STUB_STATES + REAL_STATES]
    needs = {"real": loader, "abort": runtime and loader, "nodata": runtime and loader}
    if wrong or any(state in needs and needs[state] is None for state in states):
        print(f"unknown or impossible states {states}: see --help", file=sys.stderr)
        return 2
    if loader is not None and any(state in STUB_STATES for state in states):
        print("the stub's states need the stub: leave out --loader", file=sys.stderr)
        return 2
    saved = args.saved
    if saved is not None and re.fullmatch(r"[a-z]{2}", saved):
        saved = json.dumps({"language": saved})
    folder = prepare(args.web, args.out, loader, runtime)
    server = serve(folder)
    try:
        for size in args.sizes.split(","):
            for state in states:
                png = folder / f"page-{state}-{size}.png"
                url = server.url(state, saved)
                shoot(url, size, png, args.lang, state)
                line = f"wrote {png}"
                if state in REAL_STATES:
                    page_s = failed_after(dom(url, size, args.lang, state))
                    wall_s = server.clock.seconds()
                    line += f" (failure card: {page_s} s page time, {wall_s} s wall clock)"
                print(line)
    finally:
        server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
