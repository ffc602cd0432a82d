"""JSON files the app reads back: suspicious reading, and the words for what is wrong.

Saves and statistics share these (they are written by :mod:`safe_files`, which
a kill at any moment leaves whole). Reading treats the file as hostile: only a
regular file is opened, its size is checked before it is read, and NaN, infinities,
huge numbers, duplicate keys, deep nesting and broken Unicode are refused with
a :class:`Refused` whose reason says what is wrong in plain words.

Reasons are :class:`~rummy_desktop.engine.messages.Explanation` values: English
text that keeps its marked template, so it can be said in the player's language
(this module's own words are in the ``"JsonFiles"`` context). :class:`FileError`,
which saves and statistics raise for the player, reads in the current language.
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path
from typing import Any

from rummy_desktop.controller.explain import explain
from rummy_desktop.controller.os_errors import os_error_reason
from rummy_desktop.controller.safe_files import open_regular
from rummy_desktop.engine.messages import QT_TRANSLATE_NOOP, Explanation, Template

__all__ = [
    "Refused",
    "FileError",
    "unreadable",
    "MAX_DEPTH",
    "MAX_INT_DIGITS",
    "read_json_file",
    "parse_json",
    "too_large",
    "type_name",
    "kind_name",
    "shorten",
]

MAX_DEPTH = 32
"""The app's files nest a few levels deep (save, state, table, meld); deeper means a hostile file."""

MAX_INT_DIGITS = 20
"""Enough for any 64-bit number; longer integers are refused before they are built."""

_TYPE_NAMES = {
    dict: QT_TRANSLATE_NOOP("JsonFiles", "an object"),
    list: QT_TRANSLATE_NOOP("JsonFiles", "a list"),
    str: QT_TRANSLATE_NOOP("JsonFiles", "text"),
    int: QT_TRANSLATE_NOOP("JsonFiles", "a whole number"),
    float: QT_TRANSLATE_NOOP("JsonFiles", "a number with a fraction"),
    bool: QT_TRANSLATE_NOOP("JsonFiles", "true or false"),
    type(None): QT_TRANSLATE_NOOP("JsonFiles", "null"),
}


class Refused(ValueError):
    """A file is not acceptable; ``reason`` says why in plain words (without the file name).

    It is made like an :class:`Explanation`: a marked template and its values.
    """

    def __init__(self, template: Template, /, **values: object) -> None:
        self.reason = Explanation(template, **values)
        super().__init__(self.reason)


class FileError(Exception):
    """A file could not be read or written; ``str(error)`` is a sentence for the player, in the current language.

    ``message`` is that sentence as an :class:`Explanation`, translated each
    time it is shown rather than once when it is raised. ``reason`` is the part
    that says what is wrong, without the file name.
    """

    def __init__(self, message: Explanation, reason: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.reason = reason if reason is not None else message

    def __str__(self) -> str:
        return explain(self.message)


def unreadable(error: OSError) -> Explanation:
    """Why a file could not be read: what the system said (no such file, no permission…), in the player's words."""
    return Explanation(QT_TRANSLATE_NOOP("JsonFiles", "it could not be read ({error})."), error=os_error_reason(error))


def read_json_file(path: Path, max_bytes: int) -> Any:
    """The JSON value in ``path``; :class:`Refused` if it is not safe, small, well-formed JSON.

    ``OSError`` passes through for the caller to word (missing file, no permission, a named
    pipe or a device in the file's place: see :mod:`safe_files`).
    """
    with open_regular(path) as stream:
        size = os.fstat(stream.fileno()).st_size
        if size > max_bytes:
            raise too_large(size, max_bytes)
        data = stream.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise too_large(len(data), max_bytes)
    if not data.strip():
        raise Refused(QT_TRANSLATE_NOOP("JsonFiles", "the file is empty."))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise Refused(QT_TRANSLATE_NOOP("JsonFiles", "it is not a text file (it is not UTF-8).")) from None
    return parse_json(text)


def too_large(size: int, limit: int) -> Refused:
    """The refusal of a file of ``size`` bytes where ``limit`` is the most such a file ever holds."""
    return Refused(
        QT_TRANSLATE_NOOP("JsonFiles", "it is {size} MB, far larger than such a file ever is ({limit} MB at most)."),
        size=f"{size / 1024 / 1024:.1f}",
        limit=limit // 1024 // 1024,
    )


def parse_json(text: str) -> Any:
    """Parse untrusted JSON text; :class:`Refused` says what is wrong with it."""
    try:
        document = json.loads(
            text,
            object_pairs_hook=_object_without_duplicates,
            parse_int=_bounded_int,
            parse_float=_finite_float,
            parse_constant=_refuse_constant,
        )
    except Refused:
        raise
    except json.JSONDecodeError as error:
        if error.pos >= len(text.rstrip()) or error.msg.startswith("Unterminated string"):
            raise Refused(
                QT_TRANSLATE_NOOP("JsonFiles", "it ends too early: the file is cut short (truncated).")
            ) from None
        raise Refused(
            QT_TRANSLATE_NOOP("JsonFiles", "it is not valid JSON (line {line}, column {column}: {error})."),
            line=error.lineno,
            column=error.colno,
            error=_parser_fault(error.msg),
        ) from None
    except RecursionError:
        raise _too_deep() from None
    _check_shape(document)
    return document


_PARSER_FAULTS: dict[str, Template] = {
    "Expecting value": QT_TRANSLATE_NOOP("JsonFiles", "a value is missing"),
    "Expecting property name enclosed in double quotes":
        QT_TRANSLATE_NOOP("JsonFiles", "a field name in double quotes is missing"),
    "Expecting ':' delimiter": QT_TRANSLATE_NOOP("JsonFiles", "a ':' is missing"),
    "Expecting ',' delimiter": QT_TRANSLATE_NOOP("JsonFiles", "a ',' is missing"),
    "Extra data": QT_TRANSLATE_NOOP("JsonFiles", "there is more after the end of the data"),
    "Invalid control character at": QT_TRANSLATE_NOOP("JsonFiles", "a control character stands inside a text"),
    "Invalid \\escape": QT_TRANSLATE_NOOP("JsonFiles", "a backslash starts an escape that does not exist"),
    "Invalid \\uXXXX escape": QT_TRANSLATE_NOOP("JsonFiles", "a \\u escape without its four hexadecimal digits"),
    "Illegal trailing comma before end of object":
        QT_TRANSLATE_NOOP("JsonFiles", "a comma stands just before the end of an object"),
    "Illegal trailing comma before end of array":
        QT_TRANSLATE_NOOP("JsonFiles", "a comma stands just before the end of a list"),
}
"""What Python's JSON parser says is wrong (Python 3.11 to 3.13; the keys are its exact words) in a
player's words, translatable."""


def _parser_fault(message: str) -> str:
    """The parser's ``message``, translatable when it is one of :data:`_PARSER_FAULTS` (English otherwise)."""
    fault = _PARSER_FAULTS.get(message)
    return message if fault is None else Explanation(fault)


def _object_without_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise Refused(QT_TRANSLATE_NOOP("JsonFiles", "the field “{key}” appears twice."), key=shorten(key))
        result[key] = value
    return result


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise Refused(
            QT_TRANSLATE_NOOP(
                "JsonFiles", "it holds a number with {digits} digits, far larger than the app ever writes."
            ),
            digits=len(text),
        )
    return int(text)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise Refused(
            QT_TRANSLATE_NOOP("JsonFiles", "it holds a number too large to use ({number})."), number=shorten(text)
        )
    return value


def _refuse_constant(name: str) -> Any:
    raise Refused(
        QT_TRANSLATE_NOOP("JsonFiles", "it holds “{name}”, which is not a number the app can use."), name=name
    )


def _too_deep() -> Refused:
    return Refused(
        QT_TRANSLATE_NOOP("JsonFiles", "it is nested more than {depth} levels deep, which the app never writes."),
        depth=MAX_DEPTH,
    )


def _check_shape(document: Any) -> None:
    """Refuse deep nesting and text that is not valid Unicode (lone surrogates), without recursion."""
    stack: list[tuple[Any, int]] = [(document, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            _check_text(value)
        elif isinstance(value, (dict, list)):
            if depth > MAX_DEPTH:
                raise _too_deep()
            if isinstance(value, dict):
                for key in value:
                    _check_text(key)
                stack.extend((item, depth + 1) for item in value.values())
            else:
                stack.extend((item, depth + 1) for item in value)


def _check_text(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise Refused(QT_TRANSLATE_NOOP("JsonFiles", "it holds text that is not valid Unicode.")) from None


def type_name(value: Any) -> Explanation:
    """``"a whole number"``, ``"text"``…: a JSON value's type in plain words."""
    return kind_name(type(value))


def kind_name(kind: type) -> Explanation:
    """A JSON type in plain words: ``kind_name(list) == "a list"`` (``KeyError`` for a type JSON has not)."""
    return Explanation(_TYPE_NAMES[kind])


def shorten(text: str, limit: int = 40) -> str:
    """Untrusted text made safe to quote in a message: printable, and at most ``limit`` characters."""
    text = "".join(ch if ch.isprintable() else "?" for ch in text[: limit + 1])
    return text if len(text) <= limit else text[: limit - 1] + "…"
