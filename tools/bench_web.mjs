// The engine benches on WebAssembly: CPython in Pyodide (from npm) under Node, offline.
// usage: node tools/bench_web.mjs PYODIDE_DIR REPO_DIR [RLCARD_DIR] [BENCH ...]
// Mounts the repository read-only-by-convention at /repo and runs `python -m bench BENCH...`
// there (pure-Python benches only: no pygame). With RLCARD_DIR (the installed `rlcard`
// package folder) RLCard's UNO engine runs beside Mau Mau; Pyodide's numpy cannot load
// offline, so a stand-in gives UNO the two calls it makes (shuffle and choice of a colour,
// on Python's random), and termcolor a no-op `colored`.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [pyodideDir, repoDir, rlcardDir, ...benches] = process.argv.slice(2);
// pygame's joystick start-up reads navigator (Node 20 has none): before Pyodide loads.
globalThis.navigator ??= { getGamepads: () => [], userAgent: "node", languages: ["en"] };
const { loadPyodide } = await import(join(pyodideDir, "pyodide.mjs"));
const py = await loadPyodide({ indexURL: pyodideDir });

const shim = mkdtempSync(join(tmpdir(), "bench-web-"));
const write = (path, text) => {
  mkdirSync(join(shim, path, ".."), { recursive: true });
  writeFileSync(join(shim, path), text);
};
write("numpy/__init__.py", "from numpy import random\n");
write(
  "numpy/random.py",
  [
    '"""Stand-in for the part of numpy RLCard\'s UNO uses: a seeded shuffle and choice."""',
    "import random as _random",
    "class RandomState(_random.Random):",
    "    pass",
    "",
  ].join("\n"),
);
write("termcolor/__init__.py", "def colored(text, *args, **kwargs):\n    return text\n");
const mounts = [
  [repoDir, "/repo"],
  [shim, "/shim"],
];
if (rlcardDir && rlcardDir !== "-") {
  write("rlcard/__init__.py", 'name = "rlcard"\n__path__ = ["/rlcard"]\n');
  mounts.push([rlcardDir, "/rlcard"]);
}
for (const [root, point] of mounts) {
  py.FS.mkdirTree(point);
  py.FS.mount(py.FS.filesystems.NODEFS, { root }, point);
}
py.setStdout({ batched: (line) => console.log(line) });
py.setStderr({ batched: (line) => console.error(line) });
const wheel = process.env.CARD_ATLAS_WHEEL || "";
if (wheel) await installPygame(py, wheel);
const args = JSON.stringify(benches.length ? benches : ["engine_table"]);
// The benches' own knobs (GAME=mada, MODE=redraw, PAIRED=1...) reach Python's os.environ.
const knobs = Object.fromEntries(Object.entries(process.env).filter(([k]) => /^(GAME|MODE|FIRST|PAIRED)$/.test(k)));
try {
  py.runPython(`
import json, os, sys
sys.dont_write_bytecode = True
sys.path[:0] = ["/repo", "/shim"]
if ${wheel ? "True" : "False"}:
    import platform, js
    platform.window = js  # pygbag's bridge to the page: localStorage, the page's calls
os.environ.update(json.loads(${JSON.stringify(JSON.stringify(knobs))}))
os.chdir("/repo")
print("Python", sys.version.split()[0], "on", sys.platform, "(Pyodide)")
sys.argv = ["bench", *${args}]
from bench.__main__ import main
main()
`);
} catch (error) {
  // Pyodide's errors carry the minified runtime source: print the Python traceback only.
  console.error(String(error.message || error).slice(-4000));
  process.exitCode = 1;
}

// CARD_ATLAS_WHEEL: pygbag's WebAssembly build of pygame-ce (cp312 wheel from pygame-web/cdn).
// Under Node there is no page, so SDL's emscripten video driver gets a stand-in canvas whose
// 2D context takes the frames (putImageData does nothing; SDL's copy into the image data is
// still paid, as in the browser), a document that finds it, and an in-memory localStorage.
async function installPygame(py, wheelPath) {
  const noop = () => {};
  const image = (w, h) => ({ data: new Uint8ClampedArray(w * h * 4), width: w, height: h });
  const context = {
    createImageData: image, getImageData: (x, y, w, h) => image(w, h),
    putImageData: noop, drawImage: noop, fillRect: noop, clearRect: noop,
  };
  const canvas = {
    id: "canvas", nodeName: "CANVAS", width: 1280, height: 720, style: {},
    clientWidth: 1280, clientHeight: 720, getContext: () => context,
    addEventListener: noop, removeEventListener: noop, setAttribute: noop, focus: noop,
    getBoundingClientRect: () => ({ left: 0, top: 0, x: 0, y: 0, width: 1280, height: 720, right: 1280, bottom: 720 }),
  };
  const store = new Map();
  globalThis.localStorage = {
    getItem: (k) => (store.has(k) ? store.get(k) : null), setItem: (k, v) => store.set(k, String(v)),
    removeItem: (k) => store.delete(k), key: (i) => [...store.keys()][i] ?? null,
    get length() { return store.size; },
  };
  // Elements the page's look (game/ui/weblook.py) builds: attributes and queries only.
  const element = () => ({
    style: {}, innerHTML: "", setAttribute: noop, appendChild: noop,
    querySelector: () => element(), querySelectorAll: () => [element(), element(), element()],
  });
  const look = element();
  globalThis.document = {
    querySelector: () => canvas, createElementNS: () => look,
    createElement: (tag) => (tag === "canvas" ? canvas : element()),
    getElementById: (id) => (id === "canvas" ? canvas : id === "card-atlas-look" ? look : null),
    addEventListener: noop, removeEventListener: noop, hasFocus: () => true,
    body: { style: {}, appendChild: noop }, documentElement: { style: {} }, visibilityState: "visible",
  };
  globalThis.screen = { width: 1280, height: 720 };
  globalThis.window ??= globalThis;
  globalThis.devicePixelRatio = 1;
  globalThis.getComputedStyle = () => ({ visibility: "visible" });
  globalThis.addEventListener = noop;
  globalThis.removeEventListener = noop;
  py.canvas.setCanvas2D(canvas);
  py.FS.writeFile("/tmp/pygame_ce.whl", readFileSync(wheelPath));
  await py.runPythonAsync(`
import sys, zipfile
zipfile.ZipFile("/tmp/pygame_ce.whl").extractall("/tmp/site")
sys.path.insert(0, "/tmp/site")
from pyodide_js._api import loadDynlib
await loadDynlib("/tmp/site/pygame/base.cpython-312-wasm32-emscripten.so", True)
`);
}
