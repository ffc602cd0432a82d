"""Every reason the engine marks for translation speaks the player's words, never the code's.

The templates are read from the source the way lupdate reads them
(``QT_TRANSLATE_NOOP`` with literal arguments), so a reason is checked even
when no test happens to provoke it.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import rummy_desktop.engine

ENGINE = Path(rummy_desktop.engine.__file__).parent
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")
_QUOTED = re.compile(r"“[^”]*”")
"""A name in quotation marks is a save file's field, named for a player who edits the file."""
_CODE_WORD = re.compile(r"\b(?:[A-Za-z]*[a-z][A-Z][A-Za-z]*|[A-Za-z]+_\w+)\b")
"""CamelCase (``TakeUpcard``, ``stockEmpty``) or snake_case (``round_result``): names from the code.

A one-word class name (``Knock``, ``Draw``) is a player's word as well, so it is not looked for.
"""


def _calls(tree: ast.AST) -> list[ast.Call]:
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name) and node.func.id == "QT_TRANSLATE_NOOP"]


def engine_templates() -> list[tuple[str, str]]:
    """``(where, template)`` for every text the engine marks for translation."""
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        for call in _calls(ast.parse(path.read_text(encoding="utf-8"))):
            text = ast.literal_eval(call.args[1])
            found.append((f"{path.relative_to(ENGINE)}:{call.lineno}", text))
    return found


def code_words(template: str) -> list[str]:
    """The words of ``template`` (outside its placeholders and quoted field names) that name something in the code."""
    return _CODE_WORD.findall(_QUOTED.sub(" ", _PLACEHOLDER.sub(" ", template)))


def test_the_check_finds_names_from_the_code() -> None:
    assert code_words("on the first turn the upcard is taken with TakeUpcard, or passed") == ["TakeUpcard"]
    assert code_words("a finished round needs its round_result") == ["round_result"]
    assert code_words("{card} is not in your hand; draw or {verb_now}") == []
    assert code_words("a finished round needs its result (“round_result”)") == []


def test_the_engine_marks_its_reasons() -> None:
    assert len(engine_templates()) > 40


@pytest.mark.parametrize(("where", "template"), engine_templates(), ids=lambda value: str(value)[:40])
def test_a_reason_names_no_class_or_field_of_the_code(where: str, template: str) -> None:
    assert code_words(template) == [], f"{where}: {template!r}"
