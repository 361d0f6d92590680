"""Issue 21 for the shell: no import circle through ``game/ui`` (every import statement counts,
also one inside a function or under TYPE_CHECKING), no module of logic in ``game/ui`` over 800
code lines, and every module of ``game/ui`` says what it is in its docstring."""

from __future__ import annotations

import ast
import io
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"
MAX_CODE_LINES = 800


def _modules() -> dict[str, Path]:
    mods: dict[str, Path] = {}
    for p in GAME.rglob("*.py"):
        parts = list(p.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        mods[".".join(parts)] = p
    return mods


def _resolve(name: str, mods: dict[str, Path]) -> str | None:
    while name and name not in mods:
        name = name.rpartition(".")[0]
    return name or None


def import_graph() -> dict[str, set[str]]:
    """module -> the modules of ``game`` it imports (any import statement anywhere in it)."""
    mods = _modules()
    graph: dict[str, set[str]] = {m: set() for m in mods}
    for mod, path in mods.items():
        package = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(parts + ([base] if base else []))
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in mods else base for a in node.names]
            for t in targets:
                r = _resolve(t, mods)
                if r and r != mod:
                    graph[mod].add(r)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(graph[w]))))
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    x = stack.pop()
                    on_stack.discard(x)
                    comp.append(x)
                    if x == v:
                        break
                if len(comp) > 1:
                    found.append(sorted(comp))
    return found


def code_lines(path: Path) -> int:
    """Lines holding code: not blank, not only a comment, not part of a docstring."""
    text = path.read_text(encoding="utf-8")
    doc_lines: set[int] = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                doc_lines.update(range(first.lineno, first.end_lineno + 1))
    lines: set[int] = set()
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT,
                        tokenize.ENDMARKER):
            continue
        lines.update(range(tok.start[0], tok.end[0] + 1))
    return len(lines - doc_lines)


def test_no_import_circle_through_the_shell():
    bad = [c for c in circles(import_graph()) if any(m.startswith("game.ui") for m in c)]
    assert not bad, f"import circles through game/ui: {bad}"


def test_the_graph_sees_a_circle_hidden_in_a_function(tmp_path):
    """The checker itself: a circle closed by an import inside a function is found."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]


def test_no_shell_module_over_800_code_lines():
    long = {str(p.relative_to(ROOT)): n for p in (GAME / "ui").rglob("*.py") if (n := code_lines(p)) > MAX_CODE_LINES}
    assert not long, f"modules of logic over {MAX_CODE_LINES} code lines: {long}"


def test_every_shell_module_says_what_it_is():
    missing = [str(p.relative_to(ROOT)) for p in (GAME / "ui").rglob("*.py")
               if not (ast.get_docstring(ast.parse(p.read_text(encoding="utf-8"))) or "").strip()]
    assert not missing, f"modules without a docstring: {missing}"


def test_a_shell_package_face_is_docstring_and_re_exports_only():
    """A package ``__init__.py`` holds no logic: only its docstring and imports (and ``__all__``)."""
    heavy = []
    for p in (GAME / "ui").rglob("__init__.py"):
        for node in ast.parse(p.read_text(encoding="utf-8")).body:
            ok = isinstance(node, (ast.Import, ast.ImportFrom)) or (
                isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)) or (
                isinstance(node, ast.Assign) and [getattr(t, "id", "") for t in node.targets] == ["__all__"])
            if not ok:
                heavy.append(f"{p.relative_to(ROOT)}:{node.lineno}")
    assert not heavy, f"logic in a package face: {heavy}"
