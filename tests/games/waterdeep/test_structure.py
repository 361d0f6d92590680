"""Issue 21 for Lords of Waterdeep: no import circle inside the game's folder (imports inside
functions count), package faces hold only a docstring and re-exports, no module of logic over
800 code lines, and the registry's view path still resolves."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
PKG = ROOT / "game" / "games" / "waterdeep"
PREFIX = "game.games.waterdeep"


def _modules() -> dict[str, Path]:
    out = {}
    for p in PKG.rglob("*.py"):
        parts = list(p.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = p
    return out


def _graph(mods: dict[str, Path]) -> dict[str, set[str]]:
    def resolve(name: str) -> str | None:
        while name and name not in mods:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {m: set() for m in mods}
    for m, p in mods.items():
        pkg = m if p.name == "__init__.py" else m.rpartition(".")[0]
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            targets: list[str | None] = []
            if isinstance(node, ast.Import):
                targets = [resolve(a.name) for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    b = pkg.split(".")[: len(pkg.split(".")) - node.level + 1]
                    base = ".".join(b + ([base] if base else []))
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in mods else resolve(base) for a in node.names]
            graph[m] |= {t for t in targets if t and t != m}
    return graph


def _reaches(graph: dict[str, set[str]], start: str, goal: str) -> bool:
    seen, todo = set(), list(graph[start])
    while todo:
        m = todo.pop()
        if m == goal:
            return True
        if m not in seen:
            seen.add(m)
            todo.extend(graph.get(m, ()))
    return False


def test_no_import_circle_in_waterdeep() -> None:
    mods = _modules()
    graph = _graph(mods)
    circles = sorted(m for m in mods if _reaches(graph, m, m))
    assert not circles, f"modules on an import circle: {circles}"


def test_package_faces_are_docstring_and_reexports() -> None:
    for p in PKG.rglob("__init__.py"):
        tree = ast.parse(p.read_text(encoding="utf-8"))
        assert ast.get_docstring(tree), f"{p} has no docstring"
        for node in tree.body[1:]:
            ok = isinstance(node, (ast.Import, ast.ImportFrom)) or (
                isinstance(node, ast.Assign) and [getattr(t, "id", "") for t in node.targets] == ["__all__"]
            )
            assert ok, f"{p}:{node.lineno} holds more than re-exports"


def test_every_module_says_what_it_is_and_stays_short() -> None:
    for m, p in _modules().items():
        text = p.read_text(encoding="utf-8")
        tree = ast.parse(text)
        doc = ast.get_docstring(tree)
        assert doc and doc.splitlines()[0].strip(), f"{m} has no first docstring line"
        if m.endswith(".content"):
            continue  # data tables are exempt
        code = [ln for ln in text.splitlines() if ln.strip() and not ln.strip().startswith("#")]
        assert len(code) <= 800, f"{m} has {len(code)} code lines"


def test_registry_view_path_resolves() -> None:
    from game.games import view_path

    module, _, name = str(view_path("waterdeep")).partition(":")
    assert (module, name) == ("game.games.waterdeep.view", "WaterdeepView")
    cls = getattr(importlib.import_module(module), name)
    assert cls.__module__ == f"{PREFIX}.view.table"
