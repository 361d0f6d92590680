"""Issue 21 for the Metro table: the view package's ``__init__`` is its face (docstring and
re-exports), its parts never import back from the package, no import circle among them (counting
imports inside functions), and no module of logic over 800 code lines."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import game.games.metro2033.view as view_pkg

PKG = "game.games.metro2033.view"
ROOT = Path(view_pkg.__file__).parent


def _modules() -> dict[str, ast.Module]:
    return {p.stem: ast.parse(p.read_text(encoding="utf-8")) for p in sorted(ROOT.glob("*.py"))}


def _imports(tree: ast.Module) -> set[str]:
    """Every module a file imports, from any statement (also inside functions)."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            out.update(f"{node.module}.{a.name}" for a in node.names)
    return out


def _code_lines(tree: ast.Module, text: str) -> int:
    lines = [ln.strip() for ln in text.splitlines()]
    doc = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            doc.update(range(body[0].lineno, body[0].end_lineno + 1))
    return sum(1 for i, ln in enumerate(lines, 1) if ln and not ln.startswith("#") and i not in doc)


def test_the_package_face_is_a_docstring_and_re_exports():
    tree = _modules()["__init__"]
    body = tree.body
    assert isinstance(body[0], ast.Expr) and isinstance(body[0].value.value, str)
    for node in body[1:]:
        ok = isinstance(node, (ast.Import, ast.ImportFrom)) or (
            isinstance(node, ast.Assign) and [t.id for t in node.targets if isinstance(t, ast.Name)] == ["__all__"])
        assert ok, ast.dump(node)[:120]
    # the registry's path still names the class
    mod, _sep, cls = "game.games.metro2033.view:Metro2033View".partition(":")
    assert getattr(importlib.import_module(mod), cls).__name__ == "Metro2033View"


def test_no_part_imports_the_package_and_no_circle():
    mods = _modules()
    graph: dict[str, set[str]] = {}
    for stem, tree in mods.items():
        if stem == "__init__":
            continue
        deps = _imports(tree)
        assert PKG not in deps, f"{stem} imports from the package face"
        graph[stem] = {d[len(PKG) + 1:] for d in deps if d.startswith(PKG + ".") and d[len(PKG) + 1:] in mods}
    state: dict[str, int] = {}

    def visit(m: str, path: list[str]) -> None:
        state[m] = 1
        for d in graph.get(m, ()):
            assert state.get(d) != 1, "import circle: " + " -> ".join([*path, m, d])
            if d not in state:
                visit(d, [*path, m])
        state[m] = 2

    for m in graph:
        if m not in state:
            visit(m, [])


def test_no_module_of_logic_over_800_code_lines():
    for p in sorted(ROOT.glob("*.py")):
        if p.stem == "texts":  # a catalog of words (exempt), kept short anyway
            continue
        text = p.read_text(encoding="utf-8")
        assert _code_lines(ast.parse(text), text) <= 800, p.name
