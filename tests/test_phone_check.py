"""The real bundle in our real page on an emulated phone (tools/phone_check.sh): the game fits
the sideways phone, a long press shows the help without acting, held upright the "turn your
phone" card covers a game that waits, and turned back it goes on. Skips cleanly without the
wasm pygame-ce wheel (CARD_ATLAS_WHEEL), Node, Chromium or the npm modules."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from test_ui_support import data_dir_fixture  # noqa: F401

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_web  # noqa: E402

SKIPPED = 77  # tools/phone_check.sh: nothing to run it with


@pytest.fixture(scope="module", name="web")
def web_fixture(tmp_path_factory: pytest.TempPathFactory) -> Path:
    try:
        import pygbag  # noqa: F401
    except ImportError:
        pytest.skip("pygbag is not installed (make test installs it)")
    return build_web.build(tmp_path_factory.mktemp("phoneweb"), timeout=120)


def phone(web: Path, out: Path, size: str, steps: str, query: str = "") -> dict:
    """Run the tool; its report, after checking that the page stayed healthy."""
    env = {"PHONE_WEB": str(web), "PHONE_QUERY": query}
    done = subprocess.run(
        ["bash", str(ROOT / "tools" / "phone_check.sh"), str(out), size, steps],
        capture_output=True,
        text=True,
        timeout=900,
        env={**os.environ, **env},
    )
    if done.returncode == SKIPPED:
        pytest.skip(done.stderr.strip())
    report = json.loads((out / "report.json").read_text("utf-8"))
    assert done.returncode == 0, (done.stdout, done.stderr[-2000:], report)
    assert report["page_errors"] == [] and report["alerts"] == [], report
    assert report["harness_error"] is None and report["failure"] is None, report
    assert not any("Traceback" in line for line in report["log_tail"]), report["log_tail"]
    return report


HELP_SPOT = """
from game.ui.app import App, Options
app = App(Options(headless=True))
app.stack.push(app.open_scene("lobby"))
helped = [w for w in app.stack.top.ui.widgets if w.tooltip and w.visible]
print(*min(helped, key=lambda w: (-w.rect.bottom, w.rect.left)).rect.center)
"""


def lobby_help(data_dir: Path) -> tuple[int, int]:
    """The centre of the lobby's lowest, leftmost widget with a help text, found on the
    desktop build in a fresh process (the first tile's statistics button: a tap there opens
    a screen; the top bar differs on the web, which has no Quit)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env["CARD_ATLAS_DATA_DIR"] = str(data_dir)
    found = subprocess.check_output(
        [sys.executable, "-c", HELP_SPOT], text=True, timeout=120, cwd=ROOT, env=env
    )
    x, y = found.split()[-2:]
    return int(x), int(y)


def test_a_phone_sees_the_lobby_its_help_and_the_upright_card(web, tmp_path, data_dir) -> None:
    """At 844x390: the canvas fits the height; a long press shows a help text and does not
    act; held upright the card is up and the game waits (the help's 4 s do not run out
    under it); turned back the game goes on (the help goes, the lobby is as it was)."""
    x, y = lobby_help(data_dir)
    report = phone(
        web,
        tmp_path / "out",
        "844x390",
        f"gate,ready,wait:1500,shot:lobby,press:{x}:{y}:1200,wait:100,shot:help,"
        "turn:390x844,wait:400,shot:upright,wait:5500,turn:844x390,wait:300,shot:kept,"
        "wait:5000,shot:after",
    )
    lobby, helped, upright, kept, after = report["shots"]
    assert lobby["canvas"] == [75.5, 0, 693, 390], "16:9, full height, centred"
    assert not lobby["held"] and not lobby["turn_card"]
    assert helped["picture"] != lobby["picture"], "a long press shows the help"
    assert upright["held"] and upright["turn_card"] and upright["window"] == [390, 844]
    assert not kept["held"] and not kept["turn_card"] and kept["canvas"] == lobby["canvas"]
    assert kept["picture"] == helped["picture"], "upright for 5.5 s: the help's 4 s waited"
    assert after["picture"] == lobby["picture"], "then it went, and the press did not act"
    import pygame

    shots = tmp_path / "out"
    assert pygame.image.load(str(shots / "lobby.png")).get_size() == (2532, 1170), "scale 3"
    assert pygame.image.load(str(shots / "upright.png")).get_size() == (1170, 2532)
    assert report["frames"]["count"] > 0
