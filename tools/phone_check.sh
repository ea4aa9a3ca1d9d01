#!/usr/bin/env bash
# The real web bundle on a phone, offline: our page (build/web/index.html) with an offline
# stand-in for pygbag's loader (tools/phone_loader.js: Pyodide's CPython 3.12 and pygbag's
# wasm pygame-ce wheel run card-atlas.apk) in headless Chromium emulating a phone (device
# scale 3, isMobile, touch), driven by tools/phone_check.mjs: taps at canvas coordinates
# mapped to the page, long presses, turning the phone, screenshots; OUTDIR/report.json
# gets the page errors, alerts, frame gaps, the game's last printed lines and, per
# screenshot, the canvas's box on the page and whether the game is held under the
# "turn your phone" card.
#
# usage: tools/phone_check.sh OUTDIR [SIZE [STEPS]]     (SIZE in CSS px, default 844x390)
#   STEPS: see tools/phone_check.mjs (default: the lobby, turned upright, turned back)
#   CARD_ATLAS_WHEEL  pygbag's pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl
#                     (from pygame-web/cdn; never commit it)
#   PHONE_WEB         the built page (default build/web: make web)
#   PHONE_QUERY       the page's query, e.g. '?scene=mada&seed=5&lang=de'
#   PHONE_DESKTOP=1   a desktop browser instead (scale 1, a mouse): the itch.io embed
#   PHONE_MODULES     node_modules with pyodide@0.27.7 and puppeteer-core
#                     (default: browser-check's cache, ~/.cache/browser-check/node_modules)
# Exit status: 0 fine, 1 a page error, an alert, a failure card or a traceback, 2 a usage
# error or no build, 77 skipped (no wheel, Node, Chromium or modules: nothing is downloaded).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
[ $# -ge 1 ] || { echo "usage: tools/phone_check.sh OUTDIR [SIZE [STEPS]]" >&2; exit 2; }
out=$(realpath -m "$1")
size=${2:-844x390}
steps=${3:-gate,ready,wait:2500,shot:lobby,turn:390x844,wait:600,shot:upright,turn:844x390,wait:600,shot:turned-back}
web=${PHONE_WEB:-$here/build/web}
modules=${PHONE_MODULES:-${XDG_CACHE_HOME:-$HOME/.cache}/browser-check/node_modules}
wheel=${CARD_ATLAS_WHEEL:-}
skip() { echo "phone_check: skipped: $1" >&2; exit 77; }
[ -n "$wheel" ] && [ -f "$wheel" ] || skip "set CARD_ATLAS_WHEEL to pygbag's wasm pygame-ce wheel"
command -v node >/dev/null || skip "no node"
command -v chromium-headless-shell >/dev/null || skip "no chromium-headless-shell (apt-get install chromium-headless-shell)"
[ -d "$modules/pyodide" ] && [ -d "$modules/puppeteer-core" ] ||
  skip "no pyodide and puppeteer-core in $modules (see ../shared/tools/browser-check)"
[[ $size =~ ^[0-9]+x[0-9]+$ ]] || { echo "phone_check: SIZE is WIDTHxHEIGHT, not $size" >&2; exit 2; }
[ -f "$web/index.html" ] && [ -f "$web/card-atlas.apk" ] ||
  { echo "phone_check: no $web/index.html and card-atlas.apk (run make web first)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/cdn"
# pygbag's CDN becomes the local folder cdn/, whose pythons.js is the stand-in
sed -E 's#https://pygame-web\.github\.io/cdn/[0-9.]+/#/cdn/#g' "$web/index.html" > "$work/index.html"
grep -q 'src="/cdn/pythons.js"' "$work/index.html" ||
  { echo "phone_check: $web/index.html does not load pygbag's pythons.js" >&2; exit 2; }
cp "$here/tools/phone_loader.js" "$work/cdn/pythons.js"
cp "$here/tools/phone_check.mjs" "$work/"
cp "$web/card-atlas.apk" "$work/app.apk"
cp "$web/favicon.png" "$work/" 2>/dev/null || true
cp "$wheel" "$work/pgce312.whl"
ln -s "$(realpath "$modules")" "$work/node_modules"
cd "$work" && timeout 900 node phone_check.mjs "$out" "$size" "$steps" ${PHONE_DESKTOP:+desktop}
