"""The player's statistics, per game and opponent level, with a definition for each number.

The counting is pure: :func:`record_game`, :func:`record_abandoned`,
:func:`record_round` and :func:`record_hint` take a :class:`Statistics` value and return a new one,
so tests need no Qt and no files. Every event is counted twice: under the
opponents' level and under :data:`ALL_LEVELS`, so that streaks across levels
are exact rather than guessed from the parts.

:class:`StatisticsStore` keeps them as JSON in the app data folder, written
atomically like saves. A damaged file is renamed aside and the statistics go
on from its backup, or from zero; the caller is told in plain words, in the
player's language (the ``"StatisticsFile"`` context).

Two copies of the app may count into the same file: :meth:`StatisticsStore.update` reads
it again under a lock file (:mod:`file_lock`) and makes this copy's new counts on what is
there, so the statistics are merged, never overwritten by what a copy read when it started.
"""

from __future__ import annotations

import json
import re
from contextlib import suppress
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any, Callable, Mapping, NamedTuple, Sequence

from rummy_desktop.controller.explain import explain
from rummy_desktop.controller.file_lock import LockBusy, held_lock
from rummy_desktop.controller.json_files import (
    FileError,
    Refused,
    parse_json,
    read_json_file,
    shorten,
    too_large,
    type_name,
    unreadable,
)
from rummy_desktop.controller.os_errors import os_error_reason
from rummy_desktop.controller.puzzle_statistics import PuzzleRecord, puzzles_from_json, puzzles_to_json, solved_puzzle
from rummy_desktop.controller.safe_files import backup_path, set_aside, write_file_atomically
from rummy_desktop.controller.saves import app_data_dir
from rummy_desktop.engine.limits import MAX_COUNT, MAX_SCORE
from rummy_desktop.engine.messages import QT_TRANSLATE_NOOP, Explanation

__all__ = [
    "ALL_LEVELS",
    "MIXED_LEVELS",
    "Record",
    "Statistics",
    "Definition",
    "DEFINITIONS",
    "KEY_DEFINITIONS",
    "opponents_label",
    "record_game",
    "record_abandoned",
    "record_round",
    "record_hint",
    "record_puzzle",
    "StatisticsError",
    "StatisticsRefused",
    "StatisticsBusy",
    "Change",
    "LoadedStatistics",
    "StatisticsStore",
]

ALL_LEVELS = "all"
"""The opponents label under which every game of a kind is counted too."""
MIXED_LEVELS = "mixed"
"""The opponents label of a game against computers of different levels."""

STATISTICS_FORMAT = "rummy-desktop-statistics"
STATISTICS_VERSION = 3
"""Version 2 added ``games_abandoned``; a version 1 file is read with none abandoned (it counted them as lost).
Version 3 added ``puzzles`` (:mod:`puzzle_statistics`); a file of an earlier version is read with none solved."""
_VERSION_1_MISSING = frozenset({"games_abandoned"})
MAX_STATISTICS_BYTES = 1024 * 1024
_HIGHEST: Mapping[str, int] = MappingProxyType({"best_score": MAX_SCORE, "total_score": MAX_SCORE * MAX_COUNT})
"""The largest value of each score in a record; every other number is a count, at most :data:`MAX_COUNT`."""
_LABEL_PATTERN = re.compile(r"[a-z][a-z0-9_-]{0,19}")


@dataclass(frozen=True)
class Record:
    """The counts for one game and one opponents label; see :data:`DEFINITIONS` for their meaning."""

    games_played: int = 0
    games_won: int = 0
    rounds_played: int = 0
    rounds_won: int = 0
    games_scored: int = 0
    total_score: int = 0
    best_score: int | None = None
    current_streak: int = 0
    best_streak: int = 0
    hints_used: int = 0
    games_abandoned: int = 0

    @property
    def win_percent(self) -> float | None:
        return 100 * self.games_won / self.games_played if self.games_played else None

    @property
    def average_score(self) -> float | None:
        return self.total_score / self.games_scored if self.games_scored else None


Key = tuple[str, str]
"""(game, opponents label)."""


@dataclass(frozen=True)
class Statistics:
    """Every :class:`Record`, keyed by (game, opponents label), and the table puzzles solved by kind; an
    immutable value."""

    records: Mapping[Key, Record] = field(default_factory=lambda: MappingProxyType({}))
    puzzles: Mapping[str, PuzzleRecord] = field(default_factory=lambda: MappingProxyType({}))

    def get(self, game: str, opponents: str = ALL_LEVELS) -> Record:
        return self.records.get((game, opponents), Record())

    def games(self) -> list[str]:
        """The games that have statistics, in the order they were first played."""
        return list(dict.fromkeys(game for game, _ in self.records))

    def opponents(self, game: str) -> list[str]:
        """The opponents labels ``game`` has been played against, :data:`ALL_LEVELS` first."""
        labels = sorted(label for g, label in self.records if g == game and label != ALL_LEVELS)
        return [ALL_LEVELS, *labels] if labels else []


class Definition(NamedTuple):
    """A statistic shown to the player: the attribute of :class:`Record`, its label, and what it means."""

    name: str
    label: str
    text: str


DEFINITIONS: tuple[Definition, ...] = (
    Definition(
        "games_played",
        QT_TRANSLATE_NOOP("Statistics", "Games played"),
        QT_TRANSLATE_NOOP(
            "Statistics",
            "Games played to the end. A game left unfinished is not counted here but as abandoned.",
        ),
    ),
    Definition(
        "games_won",
        QT_TRANSLATE_NOOP("Statistics", "Games won"),
        QT_TRANSLATE_NOOP("Statistics", "Games you won; sharing first place counts as a win."),
    ),
    Definition(
        "win_percent",
        QT_TRANSLATE_NOOP("Statistics", "Games won (%)"),
        QT_TRANSLATE_NOOP("Statistics", "Games won divided by games played."),
    ),
    Definition(
        "games_abandoned",
        QT_TRANSLATE_NOOP("Statistics", "Games abandoned"),
        QT_TRANSLATE_NOOP(
            "Statistics",
            "Games left unfinished: a new game started in their place, or not resumed when offered. "
            "They are not counted as lost, but they end a winning streak. Closing the app does not "
            "abandon a game: it is offered again at the next start.",
        ),
    ),
    Definition(
        "rounds_played",
        QT_TRANSLATE_NOOP("Statistics", "Rounds played"),
        QT_TRANSLATE_NOOP("Statistics", "Rounds (deals) played to the end, in every game counted here."),
    ),
    Definition(
        "rounds_won",
        QT_TRANSLATE_NOOP("Statistics", "Rounds won"),
        QT_TRANSLATE_NOOP("Statistics", "Rounds you won or shared the win of."),
    ),
    Definition(
        "best_score",
        QT_TRANSLATE_NOOP("Statistics", "Best score"),
        QT_TRANSLATE_NOOP("Statistics", "Your highest final score in a game played to the end, bonuses included."),
    ),
    Definition(
        "average_score",
        QT_TRANSLATE_NOOP("Statistics", "Average score"),
        QT_TRANSLATE_NOOP(
            "Statistics", "Your final scores added up and divided by the number of games played to the end."
        ),
    ),
    Definition(
        "current_streak",
        QT_TRANSLATE_NOOP("Statistics", "Current winning streak"),
        QT_TRANSLATE_NOOP("Statistics", "Games won in a row up to the latest one; a game lost or abandoned sets it to 0."),
    ),
    Definition(
        "best_streak",
        QT_TRANSLATE_NOOP("Statistics", "Best winning streak"),
        QT_TRANSLATE_NOOP("Statistics", "The most games ever won in a row."),
    ),
    Definition(
        "hints_used",
        QT_TRANSLATE_NOOP("Statistics", "Hints used"),
        QT_TRANSLATE_NOOP("Statistics", "How many times you asked for a hint in these games."),
    ),
)

KEY_DEFINITIONS: tuple[Definition, ...] = (
    Definition(
        "opponents",
        QT_TRANSLATE_NOOP("Statistics", "Opponents"),
        QT_TRANSLATE_NOOP(
            "Statistics",
            "The level of the computer players. “Mixed” means computers of different levels; "
            "“All levels” counts every game of this kind. Only games of one person against "
            "the computer are counted.",
        ),
    ),
)
"""What the choices above the numbers mean."""


def opponents_label(levels: Sequence[str]) -> str:
    """The label a game is counted under: the opponents' level, or :data:`MIXED_LEVELS` when they differ."""
    if not levels:
        raise ValueError("a game counted in the statistics has at least one computer opponent")
    distinct = set(levels)
    return levels[0] if len(distinct) == 1 else MIXED_LEVELS


def _counted(stats: Statistics, game: str, opponents: str, change: Callable[[Record], Record]) -> Statistics:
    """``stats`` with ``change`` applied to the record of ``opponents`` and to that of all levels."""
    for label in (game, opponents):
        if not _LABEL_PATTERN.fullmatch(label) or label == ALL_LEVELS:
            raise ValueError(f"{label!r} cannot name a game or opponents in the statistics")
    records = dict(stats.records)
    for key in ((game, opponents), (game, ALL_LEVELS)):
        records[key] = change(records.get(key, Record()))
    return replace(stats, records=MappingProxyType(records))


def record_game(stats: Statistics, game: str, opponents: str, *, won: bool, score: int) -> Statistics:
    """Count a game played to the end; ``score`` is your final score."""

    def change(r: Record) -> Record:
        streak = r.current_streak + 1 if won else 0
        return replace(
            r,
            games_played=r.games_played + 1,
            games_won=r.games_won + won,
            games_scored=r.games_scored + 1,
            total_score=r.total_score + score,
            best_score=score if r.best_score is None else max(r.best_score, score),
            current_streak=streak,
            best_streak=max(r.best_streak, streak),
        )

    return _counted(stats, game, opponents, change)


def record_abandoned(stats: Statistics, game: str, opponents: str) -> Statistics:
    """Count a game left unfinished: neither won nor lost, but no longer part of a winning streak."""
    return _counted(
        stats,
        game,
        opponents,
        lambda r: replace(r, games_abandoned=r.games_abandoned + 1, current_streak=0),
    )


def record_round(stats: Statistics, game: str, opponents: str, *, won: bool) -> Statistics:
    """Count a round played to the end; ``won`` when you won or shared the win."""
    return _counted(
        stats,
        game,
        opponents,
        lambda r: replace(r, rounds_played=r.rounds_played + 1, rounds_won=r.rounds_won + won),
    )


def record_hint(stats: Statistics, game: str, opponents: str) -> Statistics:
    """Count one hint asked for."""
    return _counted(stats, game, opponents, lambda r: replace(r, hints_used=r.hints_used + 1))


def record_puzzle(stats: Statistics, kind: str, seconds: float) -> Statistics:
    """Count a table puzzle of ``kind`` (daily, or a series' difficulty) solved in ``seconds``."""
    return replace(stats, puzzles=solved_puzzle(stats.puzzles, kind, seconds))


# -- the file ------------------------------------------------------------------------


class StatisticsError(FileError):
    """The statistics could not be written; ``str(error)`` says why in plain words, in the current language."""


class StatisticsRefused(StatisticsError):
    """The statistics hold what their reader would refuse (a count beyond :data:`MAX_COUNT`…): nothing was written."""


class StatisticsBusy(StatisticsError):
    """Another copy of the app held the statistics file's lock too long: nothing was written, try again later."""


Change = Callable[[Statistics], Statistics]
"""One thing counted (a game, a round, a hint…), as the statistics it makes of those it is given."""


class LoadedStatistics(NamedTuple):
    """The statistics read at start, and what went wrong if the file was damaged (``None`` if nothing)."""

    statistics: Statistics
    damage: Explanation | None

    @property
    def problem(self) -> str | None:
        """What went wrong, in the current language, ready to show the player."""
        return None if self.damage is None else explain(self.damage)


# What the player is told after a damaged file. Two whole sentences rather than one with "from zero" put in,
# so that each language can word where the statistics go on from as it needs.
_GOING_ON_FROM_THE_BACKUP = QT_TRANSLATE_NOOP(
    "StatisticsFile",
    "Your statistics file was damaged: {reason} It was kept as {kept}; "
    "the statistics go on from their previous copy (the latest game may be missing).",
)
_GOING_ON_FROM_ZERO = QT_TRANSLATE_NOOP(
    "StatisticsFile",
    "Your statistics file was damaged: {reason} It was kept as {kept}; the statistics go on from zero.",
)


class StatisticsStore:
    """``statistics.json`` in the app data folder (or in ``folder``, for tests)."""

    FILE_NAME = "statistics.json"

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = Path(folder) if folder is not None else app_data_dir()

    @property
    def path(self) -> Path:
        return self.folder / self.FILE_NAME

    def load(self) -> LoadedStatistics:
        """The statistics; a damaged file is set aside and they go on from its backup or from zero."""
        if not self.path.exists():
            return LoadedStatistics(Statistics(), None)
        try:
            return LoadedStatistics(_read(self.path), None)
        except Refused as refusal:
            reason = refusal.reason
        except OSError as error:
            reason = unreadable(error)
        kept = set_aside(self.path)
        try:
            restored, damage = _read(backup_path(self.path)), _GOING_ON_FROM_THE_BACKUP
        except (Refused, OSError):
            restored, damage = Statistics(), _GOING_ON_FROM_ZERO
        return LoadedStatistics(restored, Explanation(damage, reason=reason, kept=kept))

    def update(self, changes: Sequence[Change]) -> LoadedStatistics:
        """The statistics on disk with ``changes`` made, in order, written back; what was wrong with the file.

        The file is read again under its lock, so what another copy of the app counted meanwhile is kept.
        :class:`StatisticsRefused` and :class:`StatisticsError` as :meth:`save` (nothing written), and
        :class:`StatisticsBusy` when another copy holds the lock too long.
        """
        with suppress(OSError):   # the lock file's folder; where it cannot be made, save says why
            self.folder.mkdir(parents=True, exist_ok=True)
        try:
            with held_lock(self.folder / f"{self.FILE_NAME}.lock"):
                loaded = self.load()
                statistics = loaded.statistics
                for change in changes:
                    statistics = change(statistics)
                self.save(statistics)
        except LockBusy as busy:
            raise self._not_saved(StatisticsBusy, Explanation(QT_TRANSLATE_NOOP(
                "StatisticsFile", "another copy of Rummy Desktop was writing them and did not finish in time"
            ))) from busy
        return LoadedStatistics(statistics, loaded.damage)

    def save(self, stats: Statistics) -> None:
        """Write atomically, keeping the previous file as the backup; :class:`StatisticsError` if the disk refuses.

        Statistics the reader would refuse are not written (:class:`StatisticsRefused`):
        the file keeps the statistics counted so far.
        """
        data = json.dumps(_to_json(stats), allow_nan=False, separators=(",", ":")).encode("utf-8")
        try:
            if len(data) > MAX_STATISTICS_BYTES:
                raise too_large(len(data), MAX_STATISTICS_BYTES)
            _statistics(parse_json(data.decode("utf-8")))
        except Refused as refusal:
            message = Explanation(
                QT_TRANSLATE_NOOP(
                    "StatisticsFile",
                    "This could not be counted in your statistics: {reason} The statistics stay as they were.",
                ),
                reason=refusal.reason,
            )
            raise StatisticsRefused(message, refusal.reason) from refusal
        try:
            write_file_atomically(self.path, data, backup_path(self.path))
        except OSError as error:
            raise self._not_saved(StatisticsError, os_error_reason(error)) from error

    def _not_saved(self, kind: type[StatisticsError], reason: Explanation) -> StatisticsError:
        message = Explanation(
            QT_TRANSLATE_NOOP("StatisticsFile", "The statistics could not be saved to {path}: {reason}."),
            path=self.path,
            reason=reason,
        )
        return kind(message, reason)


_RECORD_FIELDS = tuple(f.name for f in fields(Record))
_VERSION_1_FIELDS = tuple(name for name in _RECORD_FIELDS if name not in _VERSION_1_MISSING)


def _to_json(stats: Statistics) -> dict[str, Any]:
    records = [
        {"game": game, "opponents": opponents} | {name: getattr(record, name) for name in _RECORD_FIELDS}
        for (game, opponents), record in stats.records.items()
    ]
    return {"format": STATISTICS_FORMAT, "version": STATISTICS_VERSION, "records": records,
            "puzzles": puzzles_to_json(stats.puzzles)}


def _read(path: Path) -> Statistics:
    return _statistics(read_json_file(path, MAX_STATISTICS_BYTES))


def _statistics(document: Any) -> Statistics:
    """The statistics in a document read from the file (or about to be written to it); :class:`Refused` if bad."""
    if not isinstance(document, dict) or document.get("format") != STATISTICS_FORMAT:
        raise Refused(QT_TRANSLATE_NOOP("StatisticsFile", "it is not a Rummy Desktop statistics file."))
    version = document.get("version")
    names = {"format", "version", "records"} | ({"puzzles"} if version == STATISTICS_VERSION else set())
    if version not in (1, 2, STATISTICS_VERSION) or set(document) != names:
        raise Refused(
            QT_TRANSLATE_NOOP("StatisticsFile", "its version or fields are not those of this version of Rummy Desktop.")
        )
    raw_records = document["records"]
    if not isinstance(raw_records, list):
        raise Refused(
            QT_TRANSLATE_NOOP("StatisticsFile", "its records should be a list, not {actual}."),
            actual=type_name(raw_records),
        )
    records: dict[Key, Record] = {}
    for number, raw in enumerate(raw_records, start=1):
        key, record = _record(raw, number, _VERSION_1_FIELDS if version == 1 else _RECORD_FIELDS)
        if key in records:
            raise Refused(
                QT_TRANSLATE_NOOP("StatisticsFile", "record {record} repeats {game} against {opponents}."),
                record=number,
                game=key[0],
                opponents=key[1],
            )
        records[key] = record
    puzzles = puzzles_from_json(document["puzzles"]) if version == STATISTICS_VERSION else MappingProxyType({})
    return Statistics(MappingProxyType(records), puzzles)


def _record(raw: Any, number: int, names: tuple[str, ...]) -> tuple[Key, Record]:
    """Record ``number`` of the file, which holds the fields ``names`` (those of its version)."""
    if not isinstance(raw, dict) or set(raw) != {"game", "opponents", *names}:
        raise Refused(
            QT_TRANSLATE_NOOP("StatisticsFile", "record {record} does not have the fields of a statistics record."),
            record=number,
        )
    game, opponents = raw["game"], raw["opponents"]
    for label in (game, opponents):
        if not isinstance(label, str) or not _LABEL_PATTERN.fullmatch(label):
            raise Refused(
                QT_TRANSLATE_NOOP(
                    "StatisticsFile", "record {record} names a game or opponents that cannot be: {label}."
                ),
                record=number,
                label=shorten(str(label)),
            )
    values = {name: raw[name] for name in names}
    for name, value in values.items():
        if value is None and name == "best_score":
            continue
        highest = _HIGHEST.get(name, MAX_COUNT)
        if type(value) is not int or not 0 <= value <= highest:
            raise Refused(
                QT_TRANSLATE_NOOP(
                    "StatisticsFile",
                    "record {record}: “{field}” should be a whole number from 0 to {highest}, not {value}.",
                ),
                record=number,
                field=name,
                highest=highest,
                value=shorten(repr(value)),
            )
    record = Record(**values)
    if not _consistent(record):
        raise Refused(
            QT_TRANSLATE_NOOP(
                "StatisticsFile",
                "record {record} holds numbers that contradict each other (say, more games won than played).",
            ),
            record=number,
        )
    return (game, opponents), record


def _consistent(r: Record) -> bool:
    scored = r.best_score is not None
    return (
        r.games_won <= r.games_played
        and r.rounds_won <= r.rounds_played
        and r.games_scored <= r.games_played
        and r.current_streak <= r.best_streak <= r.games_won
        and scored == (r.games_scored > 0)
        and (not scored or r.total_score <= r.best_score * r.games_scored)  # type: ignore[operator]
    )
