#!/usr/bin/env sh
# make bench-web: the pure-Python engine benches on WebAssembly (Pyodide from npm, under
# Node). Skips cleanly, with a message and status 0, when Node or npm is missing.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-$here/.venv/bin/python}
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  echo "bench-web: skipped (Node.js and npm are needed to run Pyodide)"
  exit 0
fi
cache=${XDG_CACHE_HOME:-$HOME/.cache}/card-atlas-bench
if [ ! -f "$cache/node_modules/pyodide/pyodide.mjs" ]; then
  mkdir -p "$cache"
  (cd "$cache" && { [ -f package.json ] || npm init -y >/dev/null; } &&
    npm install --no-audit --no-fund pyodide@0.27.7 >/dev/null) || {
    echo "bench-web: skipped (npm could not install pyodide)"
    exit 0
  }
fi
rlcard=$("$python" -c "import os, rlcard; print(os.path.dirname(rlcard.__file__))" 2>/dev/null || echo -)
exec timeout 900 node "$here/tools/bench_web.mjs" "$cache/node_modules/pyodide" "$here" "$rlcard" "$@"
