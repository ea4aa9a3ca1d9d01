#!/usr/bin/env bash
# One scripted deal of each game played by touch on a phone held sideways (issue 32): the
# real bundle (build/web: make web) in headless Chromium at SIZE CSS px, device scale 3,
# touch, in the profile the page picks there (compact below 460 CSS px tall). The taps come
# from tools/web_play.py run in the same profile on the desktop (the same deal, seed SEED);
# tools/phone_check.sh plays them and reports page errors and frame gaps.
# usage: tools/phone_play.sh OUTDIR [SIZE [GAME ...]]      (SIZE default 844x390)
#   CARD_ATLAS_WHEEL: pygbag's pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl
# Prints one line per game: its phone_check exit status (0: no page error) and the report's
# tail; OUTDIR/<game>/ holds the report and the screenshots.
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
out=$(realpath -m "${1:?usage: tools/phone_play.sh OUTDIR [SIZE [GAME ...]]}")
size=${2:-844x390}; shift $(( $# > 1 ? 2 : 1 ))
python=${PYTHON:-$here/.venv/bin/python}
profile=$(PYGAME_HIDE_SUPPORT_PROMPT=1 "$python" -c "import sys; sys.path.insert(0, '$here')
from game.ui.table.profile import pick
print(pick(float('${size#*x}')).name)" | tail -n 1)
games=("$@"); [ ${#games[@]} -gt 0 ] || read -r -a games < <(cd "$here" && "$python" -c \
  "from game.ui.games import table_ids; print(*table_ids())")
seed=${SEED:-5}
mkdir -p "$out"
for game in "${games[@]}"; do
  steps=$(CARD_ATLAS_PROFILE=$profile "$python" "$here/tools/web_play.py" "$game" "$seed" 2>/dev/null | tail -n 1)
  PHONE_QUERY="?scene=$game&seed=$seed" timeout 900 bash "$here/tools/phone_check.sh" \
    "$out/$game" "$size" "gate,ready,$steps" > "$out/$game.log" 2>&1
  echo "$game ($profile) rc=$? $(tail -c 300 "$out/$game.log" | tr '\n' ' ')"
done
