"""The import rules of docs/architecture.md that a test can check.

Imports are read from the source with ``ast``, every one of them: at the top of
a module, inside a function, under ``if TYPE_CHECKING``. A deferred import still
ties two modules together, so it counts.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

LAYERS = ("engine", "ai", "controller", "ui")
"""From the bottom up: a layer may import the layers before it, never one after it."""


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """Every module of ``package`` (a folder under ``root``) and the modules of the package it imports."""
    paths = {module_name(p, root): p for p in sorted((root / package).rglob("*.py"))}
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        here = name if path.name == "__init__.py" else name.rpartition(".")[0]
        imported: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
            if isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = here.split(".")[: len(here.split(".")) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                for alias in node.names:  # 'from package import module' imports the module
                    submodule = f"{target}.{alias.name}"
                    imported.add(submodule if submodule in paths else target)
        graph[name] = {m for m in imported if m in paths and m != name}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle as the modules along it (the first repeated at the end), or ``[]`` when there is none."""
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> list[str]:
        if module in path:
            return path[path.index(module):] + [module]
        if module in done:
            return []
        for imported in sorted(graph[module]):
            cycle = visit(imported, path + [module])
            if cycle:
                return cycle
        done.add(module)
        return []

    for module in sorted(graph):
        cycle = visit(module, [])
        if cycle:
            return cycle
    return []


def test_the_engine_has_no_import_cycle():
    graph = import_graph(ROOT, "rummy_desktop/engine")
    assert len(graph) > 20, "the engine's modules were not found"
    assert find_cycle(graph) == []


def test_a_cycle_through_a_deferred_relative_import_is_found(tmp_path):
    package = tmp_path / "game"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "state.py").write_text("def to_json(state):\n    from .serialize import write\n    return write(state)\n")
    (package / "serialize.py").write_text("from game.state import to_json\n")
    (package / "rules.py").write_text("from . import state\n")
    cycle = find_cycle(import_graph(tmp_path, "game"))
    assert cycle in (["game.serialize", "game.state", "game.serialize"], ["game.state", "game.serialize", "game.state"])


def test_no_layer_imports_a_layer_above_it():
    graph = import_graph(ROOT, "rummy_desktop")
    layer_of = {f"rummy_desktop.{layer}": rank for rank, layer in enumerate(LAYERS)}

    def layer(module: str) -> int | None:
        return next((rank for prefix, rank in layer_of.items() if module == prefix or module.startswith(prefix + ".")), None)

    upward = sorted(
        f"{module} imports {imported}"
        for module, imports in graph.items()
        for imported in imports
        if layer(module) is not None and layer(imported) is not None and layer(imported) > layer(module)
    )
    assert {layer(m) for m in graph} >= set(range(len(LAYERS))), "a layer's modules were not found"
    assert upward == []


UI_ROOMS_BELOW = {"text": set(), "table": {"text"}, "gin": {"table", "text"}, "manipulation": {"table", "text"}}
"""What each lower room of ui/ may import of the other rooms; ``assist``, ``dialogs`` and the window sit above."""


def test_the_lower_rooms_of_ui_import_only_the_rooms_below_them():
    graph = import_graph(ROOT, "rummy_desktop/ui")

    def room(module: str) -> str:
        parts = module.split(".")
        return parts[2] if len(parts) > 3 else "the window"

    crossing = sorted(
        f"{module} imports {imported}"
        for module, imports in graph.items()
        if room(module) in UI_ROOMS_BELOW
        for imported in imports
        if room(imported) != room(module) and room(imported) not in UI_ROOMS_BELOW[room(module)]
    )
    assert set(UI_ROOMS_BELOW) <= {room(m) for m in graph}, "a room of ui/ was not found"
    assert crossing == []
