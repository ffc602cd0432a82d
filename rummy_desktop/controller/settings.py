"""The player's settings, kept with QSettings, typed and checked key by key.

Reading never fails: a value that is missing, unreadable, of the wrong type or
out of range reads as that setting's default (an INI file edited by hand, or
one that is not INI at all, only loses the values it spoils). Writing checks
the value and raises ``ValueError`` for one the setting cannot hold, since that
is a programming error, not the player's. A value the store cannot write to
disk (a read-only file, a full disk) still applies until the app closes, and
``not_saved`` says so in the player's words; ``problem`` is what was wrong with
the settings file when it was opened (:mod:`settings_file`).

Tests inject ``Settings(QSettings(path, QSettings.Format.IniFormat))`` so they
never touch the real store.
"""

from __future__ import annotations

import datetime
import json
import re
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any, Generic, Protocol, Sequence, TypeVar, overload

from PySide6.QtCore import QObject, QSettings, Signal

from rummy_desktop.controller.explain import explain
from rummy_desktop.engine.messages import QT_TRANSLATE_NOOP, Explanation

__all__ = [
    "ANIMATION_SPEEDS",
    "ANIMATION_MS",
    "CARD_SIZE_RANGE",
    "LANGUAGES",
    "GAMES",
    "GIN_LEVELS",
    "LEVELS",
    "MANIPULATION_LEVELS",
    "MAX_OPPONENTS",
    "WINDOW_SIZE_RANGE",
    "Settings",
    "SettingsStore",
    "MemoryStore",
]

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
ANIMATION_MS = {"slow": 450, "normal": 250, "fast": 120, "instant": 0}
"""How long a card takes to fly at each animation speed."""
CARD_SIZE_RANGE = (70, 200)
"""Card size, in percent of the normal size."""
LANGUAGES = ("system", "en", "he", "sq", "mr", "mk")
GAMES = ("manipulation", "gin", "oklahoma", "hollywood")
MANIPULATION_LEVELS = ("beginner", "easy", "medium", "skilled", "advanced", "hard", "expert")
"""Manipulation's ladder, weakest first (``ai.manipulation_levels``'s, not imported: that loads every bot)."""
GIN_LEVELS = ("easy", "simple", "medium", "hard", "expert")
"""The Gin games' levels (``ai.bots``'s), weakest first as ``docs/strength.md`` measures them; ``simple`` is the
published baseline player, and ``expert``, measured level with ``hard``, comes last."""
LEVELS = tuple(dict.fromkeys(MANIPULATION_LEVELS + GIN_LEVELS))
"""Every level some game offers: the default opponents may be any (a new game offers its game's)."""
MAX_OPPONENTS = 4
PUZZLE_SERIES = ("easy", "medium", "hard")
"""The puzzles' series (``ai.puzzles.DIFFICULTIES``, not imported: the controller's settings load no AI)."""
MAX_PUZZLE_NUMBER = 99_999
"""Manipulation seats up to five players: you and four opponents."""
WINDOW_SIZE_RANGE = (200, 20_000)
"""The smallest and largest width or height, in pixels, a remembered window size may have."""
MAX_COMMAND_LENGTH = 1000
"""The longest program command line kept in the settings."""
_MAX_JSON_LENGTH = 10_000

T = TypeVar("T")


class _Setting(ABC, Generic[T]):
    """One key of :class:`Settings`: its default and how a stored value is checked."""

    def __init__(self, default: T) -> None:
        self.default = default
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, settings: None, owner: type) -> _Setting[T]: ...
    @overload
    def __get__(self, settings: Settings, owner: type) -> T: ...
    def __get__(self, settings: Settings | None, owner: type) -> _Setting[T] | T:
        if settings is None:
            return self
        return settings._read(self)

    def __set__(self, settings: Settings, value: T) -> None:
        settings._write(self, value)

    @abstractmethod
    def convert(self, raw: object, settings: Settings) -> T:
        """The value ``raw`` stands for; ``ValueError`` or ``TypeError`` if it is not one."""

    def encode(self, value: T) -> object:
        """What is handed to QSettings (text where QSettings would change the type)."""
        return value


class _Bool(_Setting[bool]):
    _WORDS = {"true": True, "1": True, "yes": True, "false": False, "0": False, "no": False}

    def convert(self, raw: object, settings: Settings) -> bool:
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, str) and raw.strip().lower() in self._WORDS:
            return self._WORDS[raw.strip().lower()]
        raise ValueError(f"{self.name} must be true or false, not {raw!r}")


class _Percent(_Setting[int]):
    def __init__(self, default: int, low: int, high: int) -> None:
        super().__init__(default)
        self.low, self.high = low, high

    def convert(self, raw: object, settings: Settings) -> int:
        if isinstance(raw, str) and re.fullmatch(r"\s*[0-9]{1,4}\s*", raw):
            raw = int(raw)
        if type(raw) is not int or not self.low <= raw <= self.high:
            raise ValueError(f"{self.name} must be a whole number from {self.low} to {self.high}, not {raw!r}")
        return raw


class _Choice(_Setting[str]):
    def __init__(self, default: str, choices: Sequence[str]) -> None:
        super().__init__(default)
        self.choices = tuple(choices)

    def convert(self, raw: object, settings: Settings) -> str:
        if raw not in self.choices:
            raise ValueError(f"{self.name} must be one of {', '.join(self.choices)}, not {raw!r}")
        assert isinstance(raw, str)
        return raw


class _CardBack(_Setting[str]):
    """A back the card theme offers; the theme lives in the UI, so the list is given to :class:`Settings`."""

    def convert(self, raw: object, settings: Settings) -> str:
        if not isinstance(raw, str) or raw not in settings.card_backs:
            raise ValueError(f"card_back must be one of {', '.join(settings.card_backs)}, not {raw!r}")
        return raw


class _CommandLine(_Setting[str]):
    """A command line: one line of text, at most :data:`MAX_COMMAND_LENGTH` characters."""

    def convert(self, raw: object, settings: Settings) -> str:
        if not isinstance(raw, str) or len(raw) > MAX_COMMAND_LENGTH or not raw.isprintable():
            raise ValueError(f"{self.name} must be one line of at most {MAX_COMMAND_LENGTH} characters, not {raw!r}")
        return raw


class _Levels(_Setting[tuple[str, ...]]):
    """The computer opponents' levels, one per opponent; stored as ``easy,hard``."""

    def convert(self, raw: object, settings: Settings) -> tuple[str, ...]:
        items = raw.split(",") if isinstance(raw, str) else raw
        if not isinstance(items, (list, tuple)):
            raise TypeError(f"{self.name} must be a list of levels, not {raw!r}")
        levels = tuple(item.strip() if isinstance(item, str) else item for item in items)
        if not 1 <= len(levels) <= MAX_OPPONENTS or any(level not in LEVELS for level in levels):
            raise ValueError(f"{self.name} must be 1 to {MAX_OPPONENTS} of {', '.join(LEVELS)}, not {raw!r}")
        return levels

    def encode(self, value: tuple[str, ...]) -> object:
        return ",".join(value)


class _Size(_Setting[tuple[int, int]]):
    """A window's width and height in pixels; stored as ``980x680``."""

    def convert(self, raw: object, settings: Settings) -> tuple[int, int]:
        if isinstance(raw, str) and re.fullmatch(r"\s*[0-9]{1,5}\s*x\s*[0-9]{1,5}\s*", raw):
            raw = tuple(int(part) for part in raw.split("x"))
        low, high = WINDOW_SIZE_RANGE
        if (not isinstance(raw, tuple) or len(raw) != 2 or any(type(part) is not int for part in raw)
                or not all(low <= part <= high for part in raw)):
            raise ValueError(f"{self.name} must be a width and a height from {low} to {high}, not {raw!r}")
        return raw[0], raw[1]

    def encode(self, value: tuple[int, int]) -> object:
        return f"{value[0]}x{value[1]}"


class _Day(_Setting[str]):
    """A date as ISO text (``2026-12-07``), or empty for none."""

    def convert(self, raw: object, settings: Settings) -> str:
        if raw == "":
            return ""
        if not isinstance(raw, str) or not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", raw):
            raise ValueError(f"{self.name} must be a date written 2026-12-07, or empty, not {raw!r}")
        datetime.date.fromisoformat(raw)   # a ValueError for 2026-02-30
        return raw


class _JsonObject(_Setting[dict[str, Any]]):
    """A small JSON object (the last new-game choices); stored as JSON text."""

    def convert(self, raw: object, settings: Settings) -> dict[str, Any]:
        text = raw if isinstance(raw, str) else json.dumps(raw, allow_nan=False)
        if len(text) > _MAX_JSON_LENGTH:
            raise ValueError(f"{self.name} is longer than {_MAX_JSON_LENGTH} characters")
        try:
            value = json.loads(text, parse_constant=_refuse_constant)
        except RecursionError:
            raise ValueError(f"{self.name} is nested too deeply") from None
        if not isinstance(value, dict):
            raise TypeError(f"{self.name} must be a JSON object, not {raw!r}")
        return value

    def encode(self, value: dict[str, Any]) -> object:
        return json.dumps(value, sort_keys=True, allow_nan=False)


class _SolvedPuzzles(_Setting[dict[str, frozenset[int]]]):
    """The numbers of the puzzles solved in each series; stored as ``easy:1-5,7;hard:2``."""

    def convert(self, raw: object, settings: Settings) -> dict[str, frozenset[int]]:
        if isinstance(raw, str):
            raw = dict(part.partition(":")[::2] for part in raw.split(";") if part)
        if not isinstance(raw, dict) or any(kind not in PUZZLE_SERIES for kind in raw):
            raise ValueError(f"{self.name} must name series of {', '.join(PUZZLE_SERIES)}, not {raw!r}")
        solved: dict[str, frozenset[int]] = {}
        for kind, numbers in raw.items():
            found = _number_ranges(numbers) if isinstance(numbers, str) else numbers
            if not isinstance(found, (set, frozenset)) or not all(
                    type(n) is int and 1 <= n <= MAX_PUZZLE_NUMBER for n in found):
                raise ValueError(f"{self.name}: the puzzles of {kind} must be numbers from 1 to "
                                 f"{MAX_PUZZLE_NUMBER}, not {numbers!r}")
            if found:
                solved[kind] = frozenset(found)
        return solved

    def encode(self, value: dict[str, frozenset[int]]) -> object:
        return ";".join(f"{kind}:{_as_ranges(numbers)}" for kind, numbers in sorted(value.items()) if numbers)


def _number_ranges(text: str) -> set[int] | None:
    """``1-5,7`` as {1, 2, 3, 4, 5, 7}; None if the text is not such a list (or holds too many numbers)."""
    numbers: set[int] = set()
    for part in text.split(","):
        match = re.fullmatch(r"\s*([0-9]{1,5})\s*(?:-\s*([0-9]{1,5})\s*)?", part)
        if match is None:
            return None
        first = int(match[1])
        last = int(match[2]) if match[2] else first
        if last < first or len(numbers) + last - first >= MAX_PUZZLE_NUMBER:
            return None
        numbers.update(range(first, last + 1))
    return numbers


def _as_ranges(numbers: frozenset[int]) -> str:
    ranges: list[str] = []
    for n in sorted(numbers):
        if ranges and n - 1 in numbers:
            first = ranges[-1].partition("-")[0]
            ranges[-1] = f"{first}-{n}"
        else:
            ranges.append(str(n))
    return ",".join(ranges)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a value a setting can hold")


class SettingsStore(Protocol):
    """What :class:`Settings` uses of ``QSettings``."""

    def value(self, key: str) -> Any: ...

    def setValue(self, key: str, value: Any) -> None: ...  # noqa: N802 (Qt's name)

    def sync(self) -> None: ...

    def status(self) -> QSettings.Status: ...

    def fileName(self) -> str: ...  # noqa: N802 (Qt's name)


class MemoryStore:
    """Settings that live until the app closes: for a settings file the app can neither use nor move aside.

    Every write to it is reported as not saved.
    """

    def __init__(self, path: Path) -> None:
        self._path = path
        self._values: dict[str, Any] = {}
        self._status = QSettings.Status.NoError

    def value(self, key: str) -> Any:
        return self._values.get(key)

    def setValue(self, key: str, value: Any) -> None:  # noqa: N802 (Qt's name)
        self._values[key] = value

    def sync(self) -> None:
        self._status = QSettings.Status.AccessError

    def status(self) -> QSettings.Status:
        return self._status

    def fileName(self) -> str:  # noqa: N802 (Qt's name)
        return str(self._path)


_NOT_SAVED = QT_TRANSLATE_NOOP(
    "SettingsFile",
    "The settings could not be saved to {path}: the file cannot be written. The change applies until the app closes.",
)


class Settings(QObject):
    """Typed settings over a QSettings store; ``changed`` sends the name of a setting that changed.

    ``not_saved`` sends, in the current language, why a changed setting could not be written to disk.
    """

    changed = Signal(str)
    not_saved = Signal(str)

    animation_speed = _Choice("normal", ANIMATION_SPEEDS)
    card_size = _Percent(100, *CARD_SIZE_RANGE)
    four_colour = _Bool(False)
    card_back = _CardBack("blue")
    confirm_end_turn = _Bool(False)
    confirm_knock = _Bool(True)
    announce_moves = _Bool(True)
    """Screen readers are told the computers' moves and whose turn it is."""
    language = _Choice("system", LANGUAGES)
    default_game = _Choice("manipulation", GAMES)
    default_opponents = _Levels(("medium", "medium"))
    last_new_game = _JsonObject({})
    program_command = _CommandLine("")
    """The command line of the last program seated in a game (the new-game dialog offers it again)."""
    main_window_size = _Size((1280, 800))
    """The size the person last gave the game's window (it opens so again, within the screen)."""
    puzzles_window_size = _Size((960, 660))
    """The size the person last gave the table puzzles window (it opens so again, within the screen)."""
    review_window_size = _Size((940, 640))
    """The size the person last gave the review window."""
    rules_window_size = _Size((640, 640))
    """The size the person last gave the rules window (kept open beside the game, often made taller)."""
    daily_puzzle_solved = _Day("")
    """The day whose daily puzzle the person solved last: the puzzles open at a series puzzle after it."""
    solved_puzzles = _SolvedPuzzles({})
    """The numbers of the series puzzles the person solved (without the solution shown): marked in the
    puzzles window, and a series opens at its first one not solved."""

    def __init__(
        self,
        store: SettingsStore | None = None,
        card_backs: Sequence[str] = ("blue", "red", "green"),
        parent: QObject | None = None,
        problem: Explanation | None = None,
    ) -> None:
        super().__init__(parent)
        if "blue" not in card_backs:
            raise ValueError("the card backs on offer must include the default, blue")
        self._store: SettingsStore = store if store is not None else QSettings()
        self.card_backs = tuple(card_backs)
        self.problem = problem
        """What was wrong with the settings file when it was opened, or ``None``."""

    @classmethod
    def names(cls) -> tuple[str, ...]:
        """Every setting's name, in the order they are declared."""
        return tuple(name for name, attr in vars(cls).items() if isinstance(attr, _Setting))

    @property
    def animation_ms(self) -> int:
        """Duration of one card animation at the chosen speed (0 for instant)."""
        return ANIMATION_MS[self.animation_speed]

    @classmethod
    def default(cls, name: str) -> Any:
        """The default value of the setting called ``name`` (a window without settings opens at it)."""
        return cls._setting(name).default

    def restore_defaults(self) -> None:
        """Set every setting back to its default (``changed`` is sent for those that change)."""
        for name in self.names():
            setattr(self, name, self.default(name))

    @classmethod
    def _setting(cls, name: str) -> _Setting[Any]:
        setting = vars(cls).get(name)
        if not isinstance(setting, _Setting):
            raise KeyError(f"no setting called {name!r}")
        return setting

    def _read(self, setting: _Setting[T]) -> T:
        try:
            raw = self._store.value(setting.name)
        except Exception:  # noqa: BLE001 - whatever Qt makes of a damaged store, the default stands
            return setting.default
        if raw is None:
            return setting.default
        try:
            return setting.convert(raw, self)
        except (ValueError, TypeError):
            return setting.default

    def _write(self, setting: _Setting[T], value: T) -> None:
        checked = setting.convert(value, self)
        if checked == self._read(setting):
            return
        self._store.setValue(setting.name, setting.encode(checked))
        self._store.sync()
        if self._store.status() == QSettings.Status.AccessError:
            self.not_saved.emit(explain(Explanation(_NOT_SAVED, path=self._store.fileName())))
        self.changed.emit(setting.name)
