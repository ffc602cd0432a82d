"""JSON files the app writes and reads back: atomic writing, and suspicious reading.

Saves and statistics share these. Writing goes to a temporary file in the same
folder, is flushed to disk, and replaces the old file in one rename, so a crash
leaves either the old or the new file, never half of one. Reading treats the
file as hostile: its size is checked before it is read, and NaN, infinities,
huge numbers, duplicate keys, deep nesting and broken Unicode are refused with
a :class:`Refused` whose text says what is wrong in plain words.
"""

from __future__ import annotations

import json
import math
import os
import tempfile
from pathlib import Path
from typing import Any

__all__ = [
    "Refused",
    "MAX_DEPTH",
    "MAX_INT_DIGITS",
    "read_json_file",
    "parse_json",
    "type_name",
    "kind_name",
    "shorten",
    "write_file_atomically",
    "backup_path",
    "set_aside",
]

MAX_DEPTH = 32
"""The app's files nest a few levels deep (save, state, table, meld); deeper means a hostile file."""

MAX_INT_DIGITS = 20
"""Enough for any 64-bit number; longer integers are refused before they are built."""

_TYPE_NAMES = {
    dict: "an object",
    list: "a list",
    str: "text",
    int: "a whole number",
    float: "a number with a fraction",
    bool: "true or false",
    type(None): "null",
}


class Refused(ValueError):
    """A file is not acceptable; the text is the reason in plain words (without the file name)."""


def read_json_file(path: Path, max_bytes: int) -> Any:
    """The JSON value in ``path``; :class:`Refused` if it is not safe, small, well-formed JSON.

    ``OSError`` passes through for the caller to word (missing file, no permission).
    """
    size = path.stat().st_size
    if size > max_bytes:
        raise Refused(_too_large(size, max_bytes))
    with path.open("rb") as stream:
        data = stream.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise Refused(_too_large(len(data), max_bytes))
    if not data.strip():
        raise Refused("the file is empty.")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise Refused("it is not a text file (it is not UTF-8).") from None
    return parse_json(text)


def _too_large(size: int, limit: int) -> str:
    return f"it is {size / 1024 / 1024:.1f} MB, far larger than such a file ever is ({limit // 1024 // 1024} MB at most)."


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
            raise Refused("it ends too early: the file is cut short (truncated).") from None
        raise Refused(f"it is not valid JSON (line {error.lineno}, column {error.colno}: {error.msg}).") from None
    except RecursionError:
        raise Refused(_too_deep()) from None
    _check_shape(document)
    return document


def _object_without_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise Refused(f"the field “{shorten(key)}” appears twice.")
        result[key] = value
    return result


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise Refused(f"it holds a number with {len(text)} digits, far larger than the app ever writes.")
    return int(text)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise Refused(f"it holds a number too large to use ({shorten(text)}).")
    return value


def _refuse_constant(name: str) -> Any:
    raise Refused(f"it holds “{name}”, which is not a number the app can use.")


def _too_deep() -> str:
    return f"it is nested more than {MAX_DEPTH} levels deep, which the app never writes."


def _check_shape(document: Any) -> None:
    """Refuse deep nesting and text that is not valid Unicode (lone surrogates), without recursion."""
    stack: list[tuple[Any, int]] = [(document, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            _check_text(value)
        elif isinstance(value, (dict, list)):
            if depth > MAX_DEPTH:
                raise Refused(_too_deep())
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
        raise Refused("it holds text that is not valid Unicode.") from None


def type_name(value: Any) -> str:
    """``"a whole number"``, ``"text"``…: a JSON value's type in plain words."""
    return kind_name(type(value))


def kind_name(kind: type) -> str:
    """A JSON type in plain words: ``kind_name(list) == "a list"``."""
    return _TYPE_NAMES.get(kind, kind.__name__)


def shorten(text: str, limit: int = 40) -> str:
    """Untrusted text made safe to quote in a message: printable, and at most ``limit`` characters."""
    text = "".join(ch if ch.isprintable() else "?" for ch in text[: limit + 1])
    return text if len(text) <= limit else text[: limit - 1] + "…"


def write_file_atomically(path: Path, data: bytes, backup: Path | None = None) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves either the old or the new file.

    With ``backup``, the old file is first renamed to it.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        if backup is not None and path.exists():
            os.replace(path, backup)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the renames durable (POSIX; Windows cannot open a folder for syncing)."""
    if os.name != "posix":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def backup_path(path: Path) -> Path:
    """Where the previous good version of ``path`` is kept: ``<name>.bak``."""
    return path.with_name(path.name + ".bak")


def set_aside(path: Path) -> Path:
    """Rename a damaged file to ``<name>.damaged`` (replacing an older one) and return where it is now."""
    damaged = path.with_name(path.name + ".damaged")
    try:
        os.replace(path, damaged)
    except OSError:
        return path
    return damaged
