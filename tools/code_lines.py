"""Code lines of each game's table and of the table kit: the measure issue 31 sets its
targets in (a line counts when it holds code: no comments, blank lines or docstrings).

A game's table is every module of ``game/ui/scenes`` named after its table's module
(``mada.py``, ``mada_events.py``, ``mada_words.py``...), as the registry names it; the kit
is ``game/ui/table``. ``python tools/code_lines.py [--rev REV]`` prints the table.
"""

from __future__ import annotations

import argparse
import ast
import io
import subprocess
import sys
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ui.games import lobby_games  # noqa: E402

SCENES = "game/ui/scenes"
KIT = "game/ui/table"
SKIPPED = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT}


def docstring_lines(tree: ast.AST) -> set[int]:
    """The lines of every module, class and function docstring."""
    lines: set[int] = set()
    kinds = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    for node in ast.walk(tree):
        if isinstance(node, kinds) and node.body:
            first = node.body[0]
            value = first.value if isinstance(first, ast.Expr) else None
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                lines.update(range(first.lineno, (first.end_lineno or first.lineno) + 1))
    return lines


def code_lines(source: str) -> int:
    """How many lines of `source` hold code."""
    skip = docstring_lines(ast.parse(source))
    lines: set[int] = set()
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type in SKIPPED or tok.type == tokenize.ENDMARKER:
            continue
        lines.update(n for n in range(tok.start[0], tok.end[0] + 1) if n not in skip)
    return len(lines)


def files_at(rev: str | None, folder: str) -> dict[str, str]:
    """The Python files of `folder` (name -> source), in the work tree or at `rev`."""
    if rev is None:
        return {p.name: p.read_text() for p in sorted((ROOT / folder).glob("*.py"))}
    names = subprocess.run(
        ["git", "ls-tree", "--name-only", f"{rev}:{folder}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    show = ["git", "show"]
    return {
        n: subprocess.run(
            [*show, f"{rev}:{folder}/{n}"], cwd=ROOT, capture_output=True, text=True
        ).stdout
        for n in names
        if n.endswith(".py")
    }


def table_modules() -> dict[str, str]:
    """Each table's module name -> the games it serves (Gnav and Cuccù share one)."""
    modules: dict[str, list[str]] = {}
    for game in lobby_games():
        if game.table:
            module = game.table.split(":")[0].rsplit(".", 1)[-1]
            modules.setdefault(module, []).append(game.id)
    return {m: "+".join(ids) for m, ids in modules.items()}


def report(rev: str | None) -> dict[str, int]:
    scenes = files_at(rev, SCENES)
    rows: dict[str, int] = {}
    for module, games in table_modules().items():
        mine = [s for n, s in scenes.items() if n == f"{module}.py" or n.startswith(f"{module}_")]
        rows[f"table {module} ({games})"] = sum(code_lines(s) for s in mine)
    rows["kit game/ui/table"] = sum(code_lines(s) for s in files_at(rev, KIT).values())
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rev", help="a git revision (default: the work tree)")
    args = parser.parse_args()
    for name, count in report(args.rev).items():
        print(f"{count:6d}  {name}")


if __name__ == "__main__":
    main()
