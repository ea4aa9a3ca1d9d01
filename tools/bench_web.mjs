// The engine benches on WebAssembly: CPython in Pyodide (from npm) under Node, offline.
// usage: node tools/bench_web.mjs PYODIDE_DIR REPO_DIR [RLCARD_DIR] [BENCH ...]
// Mounts the repository read-only-by-convention at /repo and runs `python -m bench BENCH...`
// there (pure-Python benches only: no pygame). With RLCARD_DIR (the installed `rlcard`
// package folder) RLCard's UNO engine runs beside Mau Mau; Pyodide's numpy cannot load
// offline, so a stand-in gives UNO the two calls it makes (shuffle and choice of a colour,
// on Python's random), and termcolor a no-op `colored`.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [pyodideDir, repoDir, rlcardDir, ...benches] = process.argv.slice(2);
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
const args = JSON.stringify(benches.length ? benches : ["engine_maumau"]);
py.runPython(`
import os, sys
sys.dont_write_bytecode = True
sys.path[:0] = ["/repo", "/shim"]
os.chdir("/repo")
print("Python", sys.version.split()[0], "on", sys.platform, "(Pyodide)")
sys.argv = ["bench", *${args}]
from bench.__main__ import main
main()
`);
