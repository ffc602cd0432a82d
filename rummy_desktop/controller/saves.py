"""Saved games: versioned JSON, written atomically, read with suspicion.

A save file is one JSON object::

    {"format": "rummy-desktop-save", "version": 1, "app_version": "0.1.0",
     "saved_at": "2025-01-31T20:15:00+00:00", "game": "manipulation",
     "seats": [{"name": "You", "kind": "human", "level": null},
               {"name": "Ada", "kind": "computer", "level": "hard"}],
     "seed": 42, "state": {...the engine's to_json()...}, "log": ["..."]}

Writing never leaves a half-written file: the text goes to a temporary file in
the same folder, is flushed to disk, and replaces the old file in one rename;
the old file, if it was a good save, is kept beside it as ``<name>.bak``.

Reading treats the file as hostile: its size is checked before parsing, NaN,
huge numbers, duplicate keys and deep nesting are refused, every field is
checked, and the game state is rebuilt by the engine, which validates it
fully. Anything wrong raises :class:`SaveError` whose message says what is
wrong in plain words. Nothing is ever unpickled or evaluated.

Saves made by an older format version are brought up to date by the functions
in :data:`MIGRATIONS`, one version step at a time; a newer version is refused.
"""

from __future__ import annotations

import json
import math
import os
import re
import tempfile
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any, Callable, Literal, Mapping, Protocol

from PySide6.QtCore import QStandardPaths

from rummy_desktop import __version__

__all__ = [
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "MIGRATIONS",
    "MAX_SAVE_BYTES",
    "SaveError",
    "Seat",
    "SaveGame",
    "GameState",
    "GameCodec",
    "SaveFormat",
    "default_format",
    "read_save",
    "write_save",
    "write_file_atomically",
    "app_data_dir",
    "Autosaves",
]

SAVE_FORMAT = "rummy-desktop-save"
SAVE_VERSION = 1

Migration = Callable[[dict[str, Any]], dict[str, Any]]
MIGRATIONS: Mapping[int, Migration] = {}
"""``MIGRATIONS[n]`` turns a version-``n`` save (the whole object) into a version ``n + 1`` one.

Version 1 is the first format, so there is nothing to migrate yet. When the
format changes, raise :data:`SAVE_VERSION` and add the step from the old
version here, so every save ever written still opens.
"""

MAX_SAVE_BYTES = 4 * 1024 * 1024
"""A long game with its whole log is well under 1 MB; anything larger is not a save."""

MAX_DEPTH = 32
"""Saves nest a few levels deep (save, state, table, meld); deeper means a hostile file."""

MAX_INT_DIGITS = 20
"""Enough for any 64-bit number; longer integers are refused before they are built."""

MAX_NAME_LENGTH = 40
MAX_LOG_LINE_LENGTH = 2000
MIN_SEATS, MAX_SEATS = 2, 6

_FIELDS = ("format", "version", "app_version", "saved_at", "game", "seats", "seed", "state", "log")
_SEAT_FIELDS = ("name", "kind", "level")
_LEVEL_PATTERN = re.compile(r"[a-z][a-z0-9_-]{0,19}")
_VERSION_PATTERN = re.compile(r"[0-9A-Za-z.+_-]{1,40}")
_JSON_TYPE_NAMES = {
    dict: "an object",
    list: "a list",
    str: "text",
    int: "a whole number",
    float: "a number with a fraction",
    bool: "true or false",
    type(None): "null",
}


class SaveError(Exception):
    """A save could not be read or written; ``str(error)`` is a sentence for the player.

    ``reason`` is the part that says what is wrong, without the file name.
    """

    def __init__(self, message: str, reason: str | None = None) -> None:
        super().__init__(message)
        self.reason = reason if reason is not None else message


class _Refused(ValueError):
    """Internal: the file is not an acceptable save; the text is the plain-words reason."""


class GameState(Protocol):
    """What saves need from an engine state."""

    def to_json(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class GameCodec:
    """How one game's engine state is rebuilt from JSON.

    ``load`` raises ``ValueError`` with a readable message on any bad input;
    ``players`` tells how many seats the state has, to check it against the seats.
    """

    load: Callable[[dict[str, Any]], GameState]
    players: Callable[[Any], int]


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat; ``level`` is the computer's level, ``None`` for a person."""

    name: str
    kind: Literal["human", "computer"]
    level: str | None = None


@dataclass(frozen=True)
class SaveGame:
    """A game as saved: the match around the engine state.

    ``saved_at`` is ISO 8601 text given by the caller (the logic here reads no clock).
    """

    game: str
    seats: tuple[Seat, ...]
    seed: int
    state: GameState
    saved_at: str
    log: tuple[str, ...] = ()
    app_version: str = __version__


@dataclass(frozen=True)
class SaveFormat:
    """The save format: which games it holds, its current version, and how old versions migrate."""

    codecs: Mapping[str, GameCodec]
    version: int = SAVE_VERSION
    migrations: Mapping[int, Migration] = field(default_factory=lambda: MIGRATIONS)

    # -- writing -----------------------------------------------------------------

    def dumps(self, save: SaveGame) -> str:
        """The save as JSON text (checked by reading it back, so it can always be opened)."""
        document = {
            "format": SAVE_FORMAT,
            "version": self.version,
            "app_version": save.app_version,
            "saved_at": save.saved_at,
            "game": save.game,
            "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in save.seats],
            "seed": save.seed,
            "state": save.state.to_json(),
            "log": list(save.log),
        }
        try:
            text = json.dumps(document, ensure_ascii=False, allow_nan=False, indent=1)
        except (TypeError, ValueError) as error:
            raise SaveError(f"The game could not be saved: {error}.") from error
        try:
            self.loads(text)
        except _Refused as refusal:
            raise SaveError(f"The game could not be saved: {refusal}", str(refusal)) from None
        return text

    def write(self, path: Path, save: SaveGame) -> None:
        """Save atomically to ``path``; a good save already there is kept as ``path.bak``."""
        path = Path(path)
        data = self.dumps(save).encode("utf-8")
        backup = _backup_path(path) if self._is_good_save(path) else None
        try:
            write_file_atomically(path, data, backup)
        except OSError as error:
            reason = error.strerror or str(error)
            raise SaveError(f"The game could not be saved to {path}: {reason}.", reason) from error

    def _is_good_save(self, path: Path) -> bool:
        try:
            self.read(path)
        except SaveError:
            return False
        return True

    # -- reading -----------------------------------------------------------------

    def read(self, path: Path) -> SaveGame:
        """Read and check a save; :class:`SaveError` names the file and what is wrong."""
        path = Path(path)
        try:
            data = _read_limited(path)
            return self.loads(_decode(data))
        except _Refused as refusal:
            raise SaveError(f"“{path.name}” cannot be opened: {refusal}", str(refusal)) from None
        except OSError as error:
            reason = f"it could not be read ({error.strerror or error})."
            raise SaveError(f"“{path.name}” cannot be opened: {reason}", reason) from None

    def loads(self, text: str) -> SaveGame:
        """Check JSON text and build the save; raises the internal refusal with a plain reason."""
        document = _parse_json(text)
        if not isinstance(document, dict):
            raise _Refused(f"it holds {_type_name(document)}, not a saved game.")
        if document.get("format") != SAVE_FORMAT:
            raise _Refused("it is not a Rummy Desktop save (its “format” tag is missing or different).")
        document = self._migrate(document)
        return self._build(document)

    def _migrate(self, document: dict[str, Any]) -> dict[str, Any]:
        version = document.get("version")
        if type(version) is not int or version < 1:
            raise _Refused("its format version is missing or not a positive whole number.")
        if version > self.version:
            raise _Refused(
                f"it was made by a newer version of Rummy Desktop (save format {version}; "
                f"this version reads up to format {self.version}). Update Rummy Desktop to open it."
            )
        while version < self.version:
            step = self.migrations.get(version)
            if step is None:
                raise _Refused(f"save format {version} is too old for this version of Rummy Desktop.")
            document = step(document)
            version += 1
            document["version"] = version
        return document

    def _build(self, document: dict[str, Any]) -> SaveGame:
        _exact_keys(document, _FIELDS, "the save")
        app_version = _text(document, "app_version")
        if not _VERSION_PATTERN.fullmatch(app_version):
            raise _Refused("its “app_version” is not a version number.")
        saved_at = _text(document, "saved_at")
        try:
            datetime.fromisoformat(saved_at)
        except ValueError:
            raise _Refused("its “saved_at” is not a date and time.") from None
        game = _text(document, "game")
        codec = self.codecs.get(game)
        if codec is None:
            raise _Refused(f"it holds a game this version does not know: “{_shorten(game)}”.")
        seats = _seats(_typed(document, "seats", list))
        seed = _typed(document, "seed", int)
        if not 0 <= seed < 2**64:
            raise _Refused("its “seed” is out of range.")
        log = _log(_typed(document, "log", list))
        try:
            state = codec.load(_typed(document, "state", dict))
        except ValueError as error:
            raise _Refused(f"the game in it is not valid: {error}") from None
        players = codec.players(state)
        if players != len(seats):
            raise _Refused(f"it lists {len(seats)} seats but the game has {players} players.")
        return SaveGame(game, seats, seed, state, saved_at, log, app_version)


@cache
def default_format() -> SaveFormat:
    """The format with the real engines (imported on first use)."""
    from rummy_desktop.engine.gin import GinState
    from rummy_desktop.engine.manipulation import ManipulationState

    manipulation = GameCodec(ManipulationState.from_json, lambda state: state.num_players)
    gin = GameCodec(GinState.from_json, lambda state: state.num_players)
    return SaveFormat({"manipulation": manipulation, "gin": gin})


def read_save(path: Path, save_format: SaveFormat | None = None) -> SaveGame:
    """Open a save file; :class:`SaveError` says in plain words why it cannot be opened."""
    return (save_format or default_format()).read(path)


def write_save(path: Path, save: SaveGame, save_format: SaveFormat | None = None) -> None:
    """Save atomically; the previous good save stays beside it as ``<name>.bak``."""
    (save_format or default_format()).write(path, save)


def write_file_atomically(path: Path, data: bytes, backup: Path | None = None) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves either the old or the new file.

    The data goes to a temporary file in the same folder, is flushed and synced,
    then renamed over ``path``. With ``backup``, the old file is first renamed to it.
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


def _backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def app_data_dir() -> Path:
    """The app's data folder (saves, statistics, logs); set the app's name on QCoreApplication first."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".rummy-desktop")


class Autosaves:
    """The autosave of the game in progress, in the app data folder (or ``folder`` in tests)."""

    FILE_NAME = "autosave.json"

    def __init__(self, folder: Path | None = None, save_format: SaveFormat | None = None) -> None:
        self.folder = Path(folder) if folder is not None else app_data_dir()
        self._format = save_format

    @property
    def path(self) -> Path:
        return self.folder / self.FILE_NAME

    @property
    def backup_path(self) -> Path:
        return _backup_path(self.path)

    @property
    def save_format(self) -> SaveFormat:
        return self._format or default_format()

    def autosave(self, save: SaveGame) -> None:
        """Save the game in progress (after every turn); :class:`SaveError` if the disk refuses."""
        self.save_format.write(self.path, save)

    def find_interrupted_game(self) -> SaveGame | None:
        """The game left unfinished last time, or ``None`` if there is none.

        A damaged autosave falls back to its backup (one turn older). When
        neither can be read, both are renamed aside (``.damaged``) so the next
        start is clean, and :class:`SaveError` says what was wrong.
        """
        candidates = [p for p in (self.path, self.backup_path) if p.exists()]
        if not candidates:
            return None
        reasons: list[str] = []
        for candidate in candidates:
            try:
                return self.save_format.read(candidate)
            except SaveError as error:
                reasons.append(error.reason)
        kept = [self._set_aside(p) for p in candidates]
        reason = f"{reasons[0]} The damaged file was kept as {', '.join(str(p) for p in kept)}."
        raise SaveError(f"The interrupted game could not be resumed: {reason}", reason)

    def clear_autosave(self) -> None:
        """Forget the game in progress (it ended, or the player chose not to resume it)."""
        for path in (self.path, self.backup_path):
            path.unlink(missing_ok=True)

    @staticmethod
    def _set_aside(path: Path) -> Path:
        damaged = path.with_name(path.name + ".damaged")
        try:
            os.replace(path, damaged)
        except OSError:
            return path
        return damaged


# -- reading helpers ----------------------------------------------------------------


def _read_limited(path: Path) -> bytes:
    size = path.stat().st_size
    if size > MAX_SAVE_BYTES:
        raise _Refused(_too_large(size))
    with path.open("rb") as stream:
        data = stream.read(MAX_SAVE_BYTES + 1)
    if len(data) > MAX_SAVE_BYTES:
        raise _Refused(_too_large(len(data)))
    return data


def _too_large(size: int) -> str:
    return (
        f"it is {size / 1024 / 1024:.1f} MB, and a save is never larger than "
        f"{MAX_SAVE_BYTES // 1024 // 1024} MB, so it is not a save."
    )


def _decode(data: bytes) -> str:
    if not data.strip():
        raise _Refused("the file is empty.")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise _Refused("it is not a text file (it is not UTF-8), so it is not a save.") from None


def _parse_json(text: str) -> Any:
    if len(text) > MAX_SAVE_BYTES:
        raise _Refused(_too_large(len(text)))
    try:
        document = json.loads(
            text,
            object_pairs_hook=_object_without_duplicates,
            parse_int=_bounded_int,
            parse_float=_finite_float,
            parse_constant=_refuse_constant,
        )
    except _Refused:
        raise
    except json.JSONDecodeError as error:
        if error.pos >= len(text.rstrip()) or error.msg.startswith("Unterminated string"):
            raise _Refused("it ends too early: the file is cut short (truncated).") from None
        raise _Refused(
            f"it is not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})."
        ) from None
    except RecursionError:
        raise _Refused(_too_deep()) from None
    _check_shape(document)
    return document


def _object_without_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _Refused(f"the field “{_shorten(key)}” appears twice.")
        result[key] = value
    return result


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise _Refused(f"it holds a number with {len(text)} digits, far larger than any save needs.")
    return int(text)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"it holds a number too large to use ({_shorten(text)}).")
    return value


def _refuse_constant(name: str) -> Any:
    raise _Refused(f"it holds “{name}”, which is not a number a save can hold.")


def _too_deep() -> str:
    return f"it is nested more than {MAX_DEPTH} levels deep, which no save is."


def _check_shape(document: Any) -> None:
    """Refuse deep nesting and text that is not valid Unicode (lone surrogates), without recursion."""
    stack: list[tuple[Any, int]] = [(document, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            _check_text(value)
        elif isinstance(value, (dict, list)):
            if depth > MAX_DEPTH:
                raise _Refused(_too_deep())
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
        raise _Refused("it holds text that is not valid Unicode.") from None


def _type_name(value: Any) -> str:
    return _JSON_TYPE_NAMES.get(type(value), type(value).__name__)


def _shorten(text: str, limit: int = 40) -> str:
    text = "".join(ch if ch.isprintable() else "?" for ch in text[: limit + 1])
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _exact_keys(obj: dict[str, Any], expected: tuple[str, ...], what: str) -> None:
    for key in expected:
        if key not in obj:
            raise _Refused(f"{what} has no “{key}” field.")
    for key in obj:
        if key not in expected:
            raise _Refused(f"{what} has a field this version does not know: “{_shorten(key)}”.")


def _typed(obj: dict[str, Any], key: str, kind: type, what: str = "its") -> Any:
    value = obj[key]
    if type(value) is not kind:
        raise _Refused(f"{what} “{key}” should be {_JSON_TYPE_NAMES[kind]}, not {_type_name(value)}.")
    return value


def _text(obj: dict[str, Any], key: str, what: str = "its", max_length: int = 100) -> str:
    value: str = _typed(obj, key, str, what)
    if not value.strip() or len(value) > max_length:
        raise _Refused(f"{what} “{key}” is empty or too long.")
    return value


def _seats(raw: list[Any]) -> tuple[Seat, ...]:
    if not MIN_SEATS <= len(raw) <= MAX_SEATS:
        raise _Refused(f"it has {len(raw)} seats; a game has {MIN_SEATS} to {MAX_SEATS}.")
    return tuple(_seat(item, number) for number, item in enumerate(raw, start=1))


def _seat(raw: Any, number: int) -> Seat:
    what = f"seat {number}"
    if not isinstance(raw, dict):
        raise _Refused(f"{what} should be an object, not {_type_name(raw)}.")
    _exact_keys(raw, _SEAT_FIELDS, what)
    name = _text(raw, "name", f"{what}’s", MAX_NAME_LENGTH)
    if not name.isprintable():
        raise _Refused(f"{what}’s name holds control characters.")
    kind = raw["kind"]
    level = raw["level"]
    if kind == "human":
        if level is not None:
            raise _Refused(f"{what} is a person but has a computer level.")
        return Seat(name, "human")
    if kind == "computer":
        if not isinstance(level, str) or not _LEVEL_PATTERN.fullmatch(level):
            raise _Refused(f"{what} is a computer without a valid level.")
        return Seat(name, "computer", level)
    raise _Refused(f"{what}’s “kind” should be “human” or “computer”.")


def _log(raw: list[Any]) -> tuple[str, ...]:
    for number, line in enumerate(raw, start=1):
        if not isinstance(line, str):
            raise _Refused(f"line {number} of its log should be text, not {_type_name(line)}.")
        if len(line) > MAX_LOG_LINE_LENGTH:
            raise _Refused(f"line {number} of its log is too long.")
    return tuple(raw)
