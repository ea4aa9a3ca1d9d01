// tools/phone_check.sh serves this as the page's pythons.js: an offline stand-in for
// pygbag's loader that runs the real bundle (card-atlas.apk) in our real page, on
// WebAssembly CPython 3.12 (Pyodide from npm) with pygbag's own wasm pygame-ce wheel. It
// makes the loader's calls into the page (custom_onload, the stages, the gate, the canvas
// fit on every resize) and runs main.py as pygbag's runtime does: pygame-ce installed, a
// non-blocking asyncio.run, platform.window as the page's window.
// Not part of the game; never shipped. window.phone is what phone_check.mjs reads.
import { loadPyodide } from "/node_modules/pyodide/pyodide.mjs";

const phone = (window.phone = { log: [], started: false, error: null, frameGaps: [], frameAt: [] });
const say = (line) => {
    phone.log.push(String(line));
    if (phone.log.length > 400) phone.log.shift();
};
const page = window.cardAtlas;
const canvas = document.getElementById("canvas");

// The loader's canvas fit (pythons.js window_canvas_adjust, gui_divider 1): the largest
// box of the canvas's aspect in the window, centred, 100 ms after each resize.
function fit() {
    const ar = canvas.width / canvas.height;
    let w = window.innerWidth;
    let h = Math.trunc(w / ar);
    if (h > window.innerHeight) {
        h = window.innerHeight;
        w = Math.trunc(h * ar);
    }
    Object.assign(canvas.style, { position: "absolute", inset: "0", margin: "auto" });
    canvas.style.width = w + "px";
    canvas.style.height = h + "px";
}
window.window_resize = () => setTimeout(fit, 100);
window.addEventListener("resize", window.window_resize);

window.MM = { UME: false };
window.Module = {};
if (window.custom_onload) window.custom_onload(true);

const bytes = async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
};

const RUN_MAIN = `
import asyncio, os, platform, sys, zipfile
import js

zipfile.ZipFile("/tmp/app.apk").extractall("/data/data/app")
os.chdir("/data/data/app/assets")
sys.path.insert(0, os.getcwd())

# pygbag installs pygame-ce only when main.py names it; tools/build_web.py refuses to build
# a main.py that does not (pygame_requested), so the bundle here always asks for it.
source = open("main.py", encoding="utf-8").read()
zipfile.ZipFile("/tmp/pgce.whl").extractall("/tmp/site")
sys.path.insert(0, "/tmp/site")
from pyodide_js._api import loadDynlib

await loadDynlib("/tmp/site/pygame/base.cpython-312-wasm32-emscripten.so", True)
platform.window = js  # pygbag's bridge to the page
_tasks = []
asyncio.run = lambda coroutine: _tasks.append(asyncio.ensure_future(coroutine))
exec(compile(source, "main.py", "exec"), {"__name__": "__main__", "__file__": os.path.abspath("main.py")})
`;

async function start() {
    page.stage("fetch", "");
    const [apk, wheel, python] = await Promise.all([
        bytes("/app.apk"),
        bytes("/pgce312.whl"),
        loadPyodide({ indexURL: "/node_modules/pyodide/", stdout: say, stderr: say }),
    ]);
    page.stage("unpack", "");
    python.FS.writeFile("/tmp/app.apk", apk);
    python.FS.writeFile("/tmp/pgce.whl", wheel);
    python.FS.mkdirTree("/data/data/app");
    python.canvas.setCanvas2D(canvas);
    page.gate();
    while (!window.MM.UME) await new Promise((resolve) => setTimeout(resolve, 50));
    page.stage("start", "");
    await python.runPythonAsync(RUN_MAIN);
    phone.started = true;
    // The gaps between the browser's animation frames: a gap over 50 ms is a stall a
    // player sees.
    let last = performance.now();
    const tick = (now) => {
        phone.frameGaps.push(now - last);
        phone.frameAt.push(now);
        last = now;
        requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
}

start().catch((error) => {
    phone.error = String(error).slice(0, 2000);
    say("HARNESS ERROR " + phone.error);
    page.fail(phone.error, "failhint");
});
