"""Screenshot the built page (build/web/index.html) in headless Chromium, with a stub in place
of pygbag's CDN loader, so the loading screen, the 'tap to play' gate and the canvas fit can
be looked at without the network.

    python tools/page_preview.py [--web build/web] [--out build/preview]
                                 [--sizes 960x540,1920x1080]
                                 [--states loading,gate,running,missing,corrupt]
                                 [--lang ru-RU]

Needs Debian's chromium-headless-shell (apt-get install -y chromium-headless-shell). The stub
plays the loader's and the game's parts: it calls the page's custom_onload, moves the
progress bar, then shows the state asked for: `loading` (the runtime downloading), `gate`
(waiting for a click or tap), `running` (the game set its 1280x720 mode, the canvas was
fitted the way the loader fits it and the game said it drew its first frame), `missing`
(the bundle is not on the host: a real 404), `corrupt` (the bundle does not unpack) or
`offline` (the Python runtime's script does not load: a real 404). With `--loader
PATH/pythons.js` the page runs pygbag's real loader instead of the stub, offline, in the
state `real`.
The page's Python, which reports those two, is tested in tests/test_web_build.py.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import shutil
import subprocess
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CDN_LOADER = "https://pygame-web.github.io/cdn/0.9.3/pythons.js"
BROWSER = "chromium-headless-shell"

STUB = """
// Stands in for pythons.js and the game: the same calls into the page, no Python.
const state = (location.hash || "#loading").slice(1);
window.MM = { UME: false };
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
if (state === "gate") {
    page.stage("unpack", "");
    page.gate();
} else if (state === "running") {  // what the game does: set_mode, fit, draw, ready()
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
} else if (state === "missing") {  // the real request: this folder has no bundle
    page.stage("fetch", "");
    fetch("card-atlas.apk").then((response) => {
        if (!response.ok) page.fail("card-atlas.apk could not be downloaded", "download");
    });
} else if (state === "offline") {  // the loader adds the runtime's script: it 404s here
    const runtime = document.createElement("script");
    runtime.src = "cpython312/main.js";
    document.head.appendChild(runtime);
} else if (state === "corrupt") {  // the page's words for a bundle that is not a zip
    page.stage("unpack", "");
    page.fail("card-atlas.apk could not be unpacked (File is not a zip file)", "damaged");
} else {
    status.textContent = "Downloading the Python runtime (12/20)";
}
"""


def prepare(web: Path, out: Path, loader: Path | None = None) -> Path:
    """A copy of the built page whose loader script is the stub (or `loader`)."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    html = (web / "index.html").read_text("utf-8")
    if CDN_LOADER not in html:
        raise SystemExit(f"{web / 'index.html'} does not load {CDN_LOADER}")
    # The real loader finds its own script tag by the name pythons.js.
    local = "stub-loader.js" if loader is None else "pythons.js"
    (out / "index.html").write_text(html.replace(CDN_LOADER, local), "utf-8")
    if loader is None:
        (out / local).write_text(STUB, "utf-8")
    else:
        shutil.copy2(loader, out / local)
    shutil.copy2(web / "favicon.png", out / "favicon.png")
    return out


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base's name
        pass


def serve(folder: Path) -> tuple[http.server.ThreadingHTTPServer, int]:
    """Module scripts do not load from file://, so serve the copy on localhost."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


def _browse(url: str, size: str, lang: str, action: str) -> str:
    """Open `url` in a headless window of `size`, let its timers run, then `action`."""
    width, height = size.split("x")
    command = [
        BROWSER,
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-background-networking",
        "--hide-scrollbars",
        f"--lang={lang}",
        f"--accept-lang={lang}",
        f"--window-size={width},{height}",
        "--virtual-time-budget=1500",
        action,
        url,
    ]
    return subprocess.run(command, check=True, capture_output=True, text=True, timeout=60).stdout


def shoot(url: str, size: str, png: Path, lang: str) -> None:
    _browse(url, size, lang, f"--screenshot={png}")


def dom(url: str, size: str, lang: str = "en-US") -> str:
    """The page's DOM after its scripts ran (for tests: which state it shows)."""
    return _browse(url, size, lang, "--dump-dom")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--web", type=Path, default=ROOT / "build" / "web")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "preview")
    parser.add_argument("--sizes", default="960x540,1920x1080")
    parser.add_argument("--states", default="loading,gate,running,missing,corrupt,offline")
    parser.add_argument("--loader", type=Path, default=None, help="pygbag's pythons.js")
    parser.add_argument("--lang", default="en-US", help="the browser's language, e.g. ru-RU")
    args = parser.parse_args(argv)
    if not shutil.which(BROWSER):
        print(f"{BROWSER} not found: apt-get install -y {BROWSER}", file=sys.stderr)
        return 1
    folder = prepare(args.web, args.out, args.loader)
    server, port = serve(folder)
    try:
        for size in args.sizes.split(","):
            for state in args.states.split(","):
                png = folder / f"page-{state}-{size}.png"
                shoot(f"http://127.0.0.1:{port}/index.html#{state}", size, png, args.lang)
                print(f"wrote {png}")
    finally:
        server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
