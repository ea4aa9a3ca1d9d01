#!/usr/bin/env bash
# One scripted deal of each game, played by taps in the real web bundle (headless Chromium,
# pygbag's WebAssembly pygame-ce) through ../shared/tools/browser-check, AI turns included.
# usage: tools/web_play.sh WHEEL [OUTDIR] [GAME ...]
#   WHEEL: pygbag's cp312 pygame-ce wheel (see browser-check's README); build/web must exist
#   (make web). The taps come from tools/web_play.py (the same deal on the desktop, seed
#   SEED). Each game's report, screenshots and frame gaps land in OUTDIR/<game>/, and one
#   line per game in OUTDIR/frames.jsonl.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
wheel=$(realpath "$1"); out=$(realpath -m "${2:-$here/build/web-play}"); shift $(( $# > 1 ? 2 : 1 ))
check=${BROWSER_CHECK:-$here/../shared/tools/browser-check/run.sh}
python=${PYTHON:-$here/.venv/bin/python}
# every game with a table, from the registry (game/ui/games.py), unless games are named
games=("$@"); [ ${#games[@]} -gt 0 ] || read -r -a games < <(cd "$here" && "$python" -c \
  "from game.ui.games import table_ids; print(*table_ids())")
seed=${SEED:-5}
apk="$here/build/web/card-atlas.apk"
[ -f "$apk" ] || { echo "web_play: no $apk (run make web first)" >&2; exit 2; }
mkdir -p "$out"; : > "$out/frames.jsonl"
for game in "${games[@]}"; do
  steps=$("$python" "$here/tools/web_play.py" "$game" "$seed" 2>/dev/null | tail -n 1)
  line=$(BC_QUERY="?scene=$game&seed=$seed" bash "$check" "$wheel" "$apk" "$out/$game" "$steps" | tail -n 1)
  echo "{\"game\": \"$game\", \"seed\": $seed, \"report\": $line}" | tee -a "$out/frames.jsonl"
done
