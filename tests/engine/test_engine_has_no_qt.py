"""docs/architecture.md: the rules and the computer players never import Qt."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "rummy_desktop"


def imported_modules(path: Path):
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def test_nothing_under_engine_or_ai_imports_qt():
    offenders = [
        f"{p.relative_to(PACKAGE)} imports {m}"
        for layer in ("engine", "ai")
        for p in sorted((PACKAGE / layer).rglob("*.py"))
        for m in imported_modules(p)
        if m.split(".")[0] in {"PySide6", "shiboken6", "PyQt5", "PyQt6"}
    ]
    assert offenders == []
    assert list((PACKAGE / "engine").rglob("*.py")), "the engine package is empty"
