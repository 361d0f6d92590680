"""Issue 21 for Rogue Agent: every module one job -- no import circle inside the game's package
(imports inside functions count too), no module of logic over 800 code lines, package faces
(``__init__.py``) hold only a docstring and re-exports, and every module says what it is."""

from __future__ import annotations

import ast
from pathlib import Path

import game.games.rogue_agent as RA

ROOT = Path(RA.__file__).parent
PREFIX = "game.games.rogue_agent"
MAX_CODE_LINES = 800


def _modules() -> dict[str, Path]:
    out = {}
    for path in ROOT.rglob("*.py"):
        rel = path.relative_to(ROOT).with_suffix("")
        parts = [p for p in rel.parts if p != "__init__"]
        out[".".join([PREFIX, *parts])] = path
    return out


def _package_of(name: str, path: Path) -> str:
    return name if path.name == "__init__.py" else name.rpartition(".")[0]


def _imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The game's modules ``name`` imports (``from A import B`` names ``A.B`` when that is a module)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                pkg = _package_of(name, path).split(".")
                pkg = pkg[: len(pkg) - (node.level - 1)]
                base = ".".join(pkg + ([base] if base else []))
            for a in node.names:
                out.add(f"{base}.{a.name}" if f"{base}.{a.name}" in known else base)
    return {m for m in out if m in known and m != name}


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(n: str) -> list[str] | None:
        state[n] = 1
        stack.append(n)
        for m in sorted(graph[n]):
            if state.get(m) == 1:
                return stack[stack.index(m):] + [m]
            if m not in state:
                found = visit(m)
                if found:
                    return found
        stack.pop()
        state[n] = 2
        return None

    for n in sorted(graph):
        if n not in state:
            found = visit(n)
            if found:
                return found
    return None


def code_lines(source: str) -> int:
    """Lines holding code: not blank, not only a comment, not part of a docstring."""
    tree = ast.parse(source)
    doc: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                doc |= set(range(first.lineno, first.end_lineno + 1))
    return sum(1 for i, line in enumerate(source.splitlines(), 1)
               if line.strip() and not line.strip().startswith("#") and i not in doc)


def test_no_import_circle_in_rogue_agent() -> None:
    mods = _modules()
    graph = {n: _imports(n, p, set(mods)) for n, p in mods.items()}
    assert _cycle(graph) is None, " -> ".join(_cycle(graph) or [])


def test_no_module_of_logic_over_800_code_lines() -> None:
    big = {n: code_lines(p.read_text()) for n, p in _modules().items()
           if p.parent.name != "data" and code_lines(p.read_text()) > MAX_CODE_LINES}
    assert not big, big


def test_package_faces_are_docstring_and_re_exports() -> None:
    for name, path in _modules().items():
        if path.name != "__init__.py":
            continue
        tree = ast.parse(path.read_text())
        body = tree.body[1:] if ast.get_docstring(tree) else tree.body
        for node in body:
            ok = isinstance(node, (ast.Import, ast.ImportFrom)) or (
                isinstance(node, ast.Assign) and [getattr(t, "id", "") for t in node.targets] == ["__all__"])
            assert ok, f"{name}: line {node.lineno} is neither an import nor __all__"


def test_every_module_says_what_it_is() -> None:
    for name, path in _modules().items():
        doc = ast.get_docstring(ast.parse(path.read_text()))
        assert doc and "Rogue Agent" in doc.splitlines()[0], name


def test_the_registry_path_of_the_view_keeps_working() -> None:
    from game.games import ENTRIES
    from game.games.rogue_agent.view import RogueAgentView
    from game.games.rogue_agent.view.table import RogueAgentView as Same

    entry = next(e for e in ENTRIES if e.id == "rogue_agent")
    assert entry.view == "game.games.rogue_agent.view:RogueAgentView"
    assert RogueAgentView is Same
