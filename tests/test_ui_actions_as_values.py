"""Tables choose among the session's legal actions and submit Action values: no table writes
action text (an f-string, a string or a join handed to `submit`, `Action.parse`), and none
reaches past the session into its match. Read with `ast`, so no display is needed."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: The only module that holds the match itself.
SESSION = ROOT / "game" / "ui" / "table" / "session.py"
TABLES = sorted((ROOT / "game" / "ui" / "scenes").glob("*.py")) + sorted(
    p for p in (ROOT / "game" / "ui" / "table").glob("*.py") if p != SESSION
)


def _is_text(node: ast.expr) -> bool:
    """A string built or written out: a literal, an f-string, a concatenation or a join."""
    if isinstance(node, ast.JoinedStr) or (
        isinstance(node, ast.Constant) and isinstance(node.value, str)
    ):
        return True
    if isinstance(node, ast.BinOp):
        return _is_text(node.left) or _is_text(node.right)
    func = getattr(node, "func", None)
    return isinstance(func, ast.Attribute) and func.attr == "join"


def _session(node: ast.expr) -> bool:
    return (isinstance(node, ast.Name) and node.id == "session") or (
        isinstance(node, ast.Attribute) and node.attr == "session"
    )


def problems(source: str) -> list[str]:
    """What a table module does against the rule, one line each."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr == "match" and _session(node.value):
            found.append(f"line {node.lineno}: reaches into session.match")
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        name, owner = node.func.attr, node.func.value
        if name == "parse" and isinstance(owner, ast.Name) and owner.id == "Action":
            found.append(f"line {node.lineno}: Action.parse")
        handed = name == "submit" or (name == "apply" and _session(owner))
        if handed and node.args and _is_text(node.args[0]):
            found.append(f"line {node.lineno}: {name} of action text")
    return found


@pytest.mark.parametrize("path", TABLES, ids=lambda p: p.name)
def test_a_table_submits_values_and_reads_only_the_session(path: Path) -> None:
    assert not problems(path.read_text("utf-8")), path.name


def test_the_check_sees_text_and_the_match() -> None:
    bad = """
def go(self, card):
    self.submit(f"{self.human} play {card}")
    self.submit(" ".join([str(self.human), "draw"]))
    self.submit(str(self.human) + " luck")
    self.session.apply("0 keep")
    Action.parse("0 pass")
    return self.session.match.n_seats
"""
    assert len(problems(bad)) == 6
    good = "def go(self, card):\n    return self.act('play', card) and self.session.n_seats\n"
    assert problems(good) == []
