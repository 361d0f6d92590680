"""Issue 21: the house stays in order.

The import graph of ``game/`` is built from the source (every import statement, at module
level or inside a function) and must have no circle; no module of logic is longer than 800
code lines (content tables and catalogs are exempt); a package ``__init__.py`` is its face:
a docstring and re-exports, no logic of its own.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "game"
MAX_CODE_LINES = 800
# Data, not logic: tables of content and the words of the catalogs.
EXEMPT_NAMES = {"content.py", "texts.py", "text.py", "catalog.py"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def all_modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _resolve(mod: str, node: ast.ImportFrom, is_pkg: bool) -> str:
    if not node.level:
        return node.module or ""
    base = mod.split(".") if is_pkg else mod.split(".")[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def imports_of(mod: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The modules of ``game`` that ``mod`` names in any import statement. ``from P import X``
    is an edge to ``P.X`` when X is a module, else to ``P`` (the package face)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name in modules)
        elif isinstance(node, ast.ImportFrom):
            target = _resolve(mod, node, path.name == "__init__.py")
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                if sub in modules:
                    found.add(sub)
                elif target in modules:
                    found.add(target)
    found.discard(mod)
    return found


def import_graph() -> dict[str, set[str]]:
    modules = all_modules()
    return {m: imports_of(m, p, modules) for m, p in modules.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            advanced = False
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph.get(nxt, ())))))
                    advanced = True
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    comp.append(top)
                    if top == node:
                        break
                if len(comp) > 1:
                    found.append(sorted(comp))
    return found


def code_lines(path: Path) -> int:
    """Lines holding code: not blank, not only a comment, not part of a docstring."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    doc_lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = getattr(node, "body", [])
            if body and isinstance(body[0], ast.Expr) and isinstance(getattr(body[0], "value", None), ast.Constant) \
                    and isinstance(body[0].value.value, str):
                doc_lines.update(range(body[0].lineno, body[0].end_lineno + 1))
    count = 0
    for no, line in enumerate(source.splitlines(), 1):
        text = line.strip()
        if text and not text.startswith("#") and no not in doc_lines:
            count += 1
    return count


def face_logic(path: Path) -> list[str]:
    """What a package ``__init__.py`` holds beyond its docstring and re-exports."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    allowed = (ast.Import, ast.ImportFrom)
    extra = []
    for i, node in enumerate(tree.body):
        if i == 0 and isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            continue
        if isinstance(node, allowed):
            continue
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if all(isinstance(t, ast.Name) and t.id.startswith("__") and t.id.endswith("__") for t in targets):
                continue
        extra.append(f"line {node.lineno}: {type(node).__name__}")
    return extra


def test_no_import_circles():
    found = circles(import_graph())
    assert not found, "import circles in game/:\n" + "\n".join(" <-> ".join(c) for c in found)


def test_no_long_module_of_logic():
    long = {m: n for m, p in all_modules().items()
            if p.name not in EXEMPT_NAMES and (n := code_lines(p)) > MAX_CODE_LINES}
    assert not long, f"modules of logic over {MAX_CODE_LINES} code lines: {long}"


def test_package_faces_hold_no_logic():
    faces = {m: extra for m, p in all_modules().items() if p.name == "__init__.py" and (extra := face_logic(p))}
    assert not faces, f"package __init__.py with logic (move it to a named module): {faces}"


def test_every_module_says_what_it_is():
    missing = [m for m, p in all_modules().items()
               if p.stat().st_size and ast.get_docstring(ast.parse(p.read_text(encoding="utf-8"))) is None]
    assert not missing, f"modules without a docstring: {missing}"


def test_the_checks_can_fail():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_an_import_inside_a_function_is_an_edge(tmp_path):
    """An import hidden in a function still counts: it closes a circle as surely as one at the top."""
    path = tmp_path / "a.py"
    path.write_text('"""a"""\n\n\ndef later():\n    from game.b import thing\n    return thing\n', encoding="utf-8")
    modules = {"game.a": path, "game.b": path}
    assert imports_of("game.a", path, modules) == {"game.b"}


def test_every_game_view_is_reached_by_its_registry_line():
    """The registry names each view by its package face; the class lives in a named module."""
    import importlib

    from game.games import ENTRIES

    for entry in ENTRIES:
        module, _, name = str(entry.view).partition(":")
        face = importlib.import_module(module)
        cls = getattr(face, name)
        if str(face.__file__).endswith("__init__.py"):
            assert cls.__module__ != module, (entry.id, "the view class lives in its package face")
