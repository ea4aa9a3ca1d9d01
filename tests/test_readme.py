"""The README's scenario examples run as written, and its commands exist in the Makefile."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest

from game.engine import scenario

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text("utf-8")
EXAMPLES = [json.loads(block) for block in re.findall(r"```json\n(.*?)```", README, re.S)]


def test_the_readme_has_an_example_per_built_game() -> None:
    assert sorted(spec["game"] for spec in EXAMPLES) == ["cuccu", "gnav", "mada", "maumau"]


@pytest.mark.parametrize("spec", EXAMPLES, ids=lambda spec: spec["game"])
def test_scenario_example_runs(spec: dict) -> None:
    out = io.StringIO()
    match = scenario.run(spec, reveal=True, out=out)
    printed = out.getvalue()
    assert printed.count("\n> ") == len(spec["actions"]), "every action was applied"
    assert json.loads(printed[printed.rindex("\n{") :])["game"] == spec["game"]
    assert match.game_id == spec["game"]


def test_make_targets_the_readme_names_exist() -> None:
    makefile = (ROOT / "Makefile").read_text("utf-8")
    for target in re.findall(r"^\s+make (\w+)", README, re.M):
        assert re.search(rf"^{target}:", makefile, re.M), target
