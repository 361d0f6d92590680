"""Issue 21 for Android: no import circle among the game's modules (every import statement,
function-local ones too), no module of logic over 800 code lines, package faces that only
re-export, and module docstrings that say what each module is."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
PKG = ROOT / "game" / "games" / "android"
DATA_EXEMPT = {"content.py"}  # a content loader; its tables are data


def _modules() -> dict[str, Path]:
    out = {}
    for p in PKG.rglob("*.py"):
        name = ".".join(p.relative_to(ROOT).with_suffix("").parts)
        out[name.removesuffix(".__init__")] = p
    return out


def _imports(name: str, path: Path, mods: dict[str, Path]) -> set[str]:
    pkg = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found = set()
    for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(n, ast.Import):
            found |= {a.name for a in n.names if a.name in mods}
        elif isinstance(n, ast.ImportFrom):
            base = n.module or ""
            if n.level:
                parts = pkg.split(".")
                base = ".".join(parts[: len(parts) - n.level + 1] + ([base] if base else []))
            for a in n.names:
                full = f"{base}.{a.name}"
                if full in mods:
                    found.add(full)
                elif base in mods:
                    found.add(base)
    return found - {name}


def test_no_import_circle():
    mods = _modules()
    graph = {m: _imports(m, p, mods) for m, p in mods.items()}
    done: set[str] = set()

    def visit(m: str, path: list[str]) -> None:
        if m in path:
            raise AssertionError("import circle: " + " -> ".join(path[path.index(m):] + [m]))
        if m in done:
            return
        for n in sorted(graph[m]):
            visit(n, path + [m])
        done.add(m)

    for m in sorted(graph):
        visit(m, [])


def _code_lines(path: Path) -> int:
    src = path.read_text(encoding="utf-8")
    docs: set[int] = set()
    for node in ast.walk(ast.parse(src)):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            docs.update(range(body[0].lineno, body[0].end_lineno + 1))
    return sum(1 for i, line in enumerate(src.splitlines(), 1)
               if line.strip() and not line.strip().startswith("#") and i not in docs)


def test_no_module_of_logic_over_800_code_lines():
    long = {p.name: n for p in PKG.rglob("*.py") if p.name not in DATA_EXEMPT and (n := _code_lines(p)) > 800}
    assert not long, long


def test_package_faces_only_re_export_and_every_module_says_what_it_is():
    for p in PKG.rglob("*.py"):
        tree = ast.parse(p.read_text(encoding="utf-8"))
        doc = ast.get_docstring(tree) or ""
        assert doc and "not built" not in doc and "no view" not in doc, p
        if p.name == "__init__.py":
            kinds = {type(n).__name__ for n in tree.body[1:]}
            assert kinds <= {"ImportFrom", "Import", "Assign"}, (p, kinds)
            for n in tree.body[1:]:
                if isinstance(n, ast.Assign):
                    assert [t.id for t in n.targets if isinstance(t, ast.Name)] == ["__all__"], p
