"""The UI's import graph points one way: no cycle inside game/ui, the table kit never
reaches up into the scenes, and the lobby never imports a game's own words.

Imports inside functions count (a lazy import is still a dependency), and so do imports
under ``if TYPE_CHECKING:``: they never run, but a module typed against another depends on
it all the same (screens name the app's narrow interface, game/ui/services.py, never the app
itself). The graph is built with `ast`, so the test needs no display and names every cycle
it finds.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
UI = "game.ui"


def module_of(path: Path, root: Path) -> str:
    rel = path.relative_to(root).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts)


def _import_nodes(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement, wherever it is (in a function, under TYPE_CHECKING)."""
    return [node for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))]


def import_graph(root: Path = ROOT, package: str = UI) -> dict[str, set[str]]:
    """Module -> the modules of `package` it imports."""
    folder = root / Path(*package.split("."))
    modules = {module_of(p, root): p for p in sorted(folder.rglob("*.py"))}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        base = name if path.name == "__init__.py" else name.rpartition(".")[0]
        targets: set[str] = set()
        for node in _import_nodes(ast.parse(path.read_text("utf-8"), str(path))):
            if isinstance(node, ast.Import):
                targets.update(alias.name for alias in node.names)
                continue
            origin = node.module or ""
            if node.level:
                parts = base.split(".")[: len(base.split(".")) - node.level + 1]
                origin = ".".join(parts + ([node.module] if node.module else []))
            for alias in node.names:  # `from pkg import mod` imports pkg.mod
                sub = f"{origin}.{alias.name}"
                targets.add(sub if sub in modules else origin)
        graph[name] = {t for t in targets if t in modules and t != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle per strongly connected component that has one (Tarjan), as a path."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    components: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                item = stack.pop()
                on_stack.discard(item)
                component.append(item)
                if item == node:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return [_path_in(graph, set(c)) for c in components]


def _path_in(graph: dict[str, set[str]], members: set[str]) -> list[str]:
    """A closed walk through a component: start anywhere, follow edges until a repeat."""
    path = [min(members)]
    while True:
        nxt = min(t for t in graph[path[-1]] if t in members)
        if nxt in path:
            return [*path[path.index(nxt) :], nxt]
        path.append(nxt)


def test_the_graph_sees_the_ui() -> None:
    graph = import_graph()
    assert "game.ui.table.cards" in graph["game.ui.scenes.cuckoo"]
    assert "game.ui.widgets.topbar" in graph["game.ui.scenes.lobby"]


def test_no_import_cycle_inside_game_ui() -> None:
    found = cycles(import_graph())
    assert not found, "import cycles in game/ui: " + "; ".join(" -> ".join(c) for c in found)


def test_the_table_kit_never_imports_a_scene() -> None:
    graph = import_graph()
    bad = {
        f"{m} -> {t}"
        for m, targets in graph.items()
        if m.startswith("game.ui.table")
        for t in targets
        if t.startswith("game.ui.scenes")
    }
    assert not bad, sorted(bad)


@pytest.mark.parametrize("module", ["game.ui.scenes.lobby", "game.ui.scenes.rules"])
def test_the_lobby_never_imports_a_games_words(module: str) -> None:
    graph = import_graph()
    games = ("cuckoo", "maumau")
    bad = [t for t in graph[module] if any(g in t.rpartition(".")[2] for g in games)]
    assert not bad, bad


def test_a_cycle_is_found_and_named(tmp_path: Path) -> None:
    """Guard the walker: a planted cycle through a lazy import fails, and one closed only
    by an import under TYPE_CHECKING fails too."""
    ui = tmp_path / "game" / "ui"
    ui.mkdir(parents=True)
    (tmp_path / "game" / "__init__.py").write_text("")
    (ui / "__init__.py").write_text("")
    (ui / "a.py").write_text("from game.ui import b\n")
    (ui / "b.py").write_text("def f():\n    from .c import x\n")
    (ui / "c.py").write_text("from typing import TYPE_CHECKING\nfrom game.ui.a import y\n")
    (ui / "d.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import game.ui.a\n"
    )
    (ui / "e.py").write_text("from game.ui import d\n")
    graph = import_graph(tmp_path)
    assert graph["game.ui.d"] == {"game.ui.a"}
    assert cycles(graph) == [["game.ui.a", "game.ui.b", "game.ui.c", "game.ui.a"]]
    (ui / "a.py").write_text("from game.ui import e\n")  # a -> e -> d -> (type only) a
    (ui / "b.py").write_text("")
    assert cycles(import_graph(tmp_path)) == [["game.ui.a", "game.ui.e", "game.ui.d", "game.ui.a"]]
