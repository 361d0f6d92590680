"""Issue 21 for Neuroshima: no import circle through a Neuroshima module (every import statement
counts, those inside functions too), no module of logic over 800 code lines, and package faces
(``__init__.py``) that hold only a docstring and re-exports."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
GAME = ROOT / "game"
OURS = "game.games.neuroshima"
CONTENT_TABLES = {"game.games.neuroshima.content"}  # data tables are exempt from the size rule


def _modules() -> dict[str, Path]:
    out = {}
    for path in GAME.rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


def _is_package(path: Path) -> bool:
    return path.name == "__init__.py"


def _imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """Every module ``name`` imports (resolved to the most specific known module)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if _is_package(path) else name.rsplit(".", 1)[0]
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                out.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            for alias in node.names:
                sub = f"{mod}.{alias.name}"
                out.add(sub if sub in known else mod)
    return {m for m in out if m in known and m != name}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_import_circle_through_neuroshima():
    known = _modules()
    graph = {name: _imports(name, path, known) for name, path in known.items()}
    ours = [c for c in _cycles(graph) if any(m.startswith(OURS) for m in c)]
    assert not ours, f"import circles: {ours}"


def _code_lines(path: Path) -> int:
    """Lines that are not blank, not comments and not docstrings."""
    source = path.read_text(encoding="utf-8")
    doc_lines: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            doc_lines.update(range(body[0].lineno, body[0].end_lineno + 1))
    return sum(1 for k, line in enumerate(source.splitlines(), 1)
               if line.strip() and not line.strip().startswith("#") and k not in doc_lines)


def test_no_neuroshima_module_over_800_code_lines():
    big = {name: n for name, path in _modules().items() if name.startswith(OURS) and name not in CONTENT_TABLES
           and (n := _code_lines(path)) > 800}
    assert not big, f"modules over 800 code lines: {big}"


def test_package_faces_hold_only_a_docstring_and_re_exports():
    for name, path in _modules().items():
        if not (name.startswith(OURS) and _is_package(path)):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        assert ast.get_docstring(tree), f"{name} has no docstring"
        for node in tree.body[1:]:
            ok = isinstance(node, (ast.Import, ast.ImportFrom)) or (
                isinstance(node, ast.Assign) and [getattr(t, "id", "") for t in node.targets] == ["__all__"])
            assert ok, f"{name}: line {node.lineno} is more than a re-export"
        for sub, sub_path in _modules().items():
            if sub.startswith(name + ".") and not _is_package(sub_path):
                assert name not in _imports(sub, sub_path, _modules()), f"{sub} imports back from {name}"


def test_every_neuroshima_module_says_what_it_is():
    for name, path in _modules().items():
        if name.startswith(OURS):
            assert ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))), f"{name} has no docstring"
