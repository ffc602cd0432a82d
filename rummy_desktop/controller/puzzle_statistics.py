"""The table puzzles' part of the statistics: puzzles solved and the time they took, per kind of puzzle.

A kind is ``daily`` or a series' difficulty (:data:`PUZZLE_KINDS`). The
statistics file holds them from its version 3 on, as a list of records beside
the games' (:func:`puzzles_to_json`, :func:`puzzles_from_json`); a file of an
earlier version is read with no puzzle solved. Times are whole seconds.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from types import MappingProxyType
from typing import Any, Mapping

from rummy_desktop.engine.limits import MAX_COUNT
from rummy_desktop.engine.messages import QT_TRANSLATE_NOOP

from .json_files import Refused, shorten

__all__ = ["PUZZLE_KINDS", "PuzzleRecord", "solved_puzzle", "puzzles_to_json", "puzzles_from_json"]

PUZZLE_KINDS = ("daily", "easy", "medium", "hard")
MAX_SECONDS = 10 * 365 * 24 * 3600
"""The most seconds a record may hold in all (ten years of puzzles), so a damaged file can't hold more."""


@dataclass(frozen=True)
class PuzzleRecord:
    """Puzzles of one kind solved without the solution shown, their seconds added up, and the fastest."""

    solved: int = 0
    total_seconds: int = 0
    best_seconds: int | None = None

    @property
    def average_seconds(self) -> float | None:
        return self.total_seconds / self.solved if self.solved else None


def solved_puzzle(puzzles: Mapping[str, PuzzleRecord], kind: str, seconds: float) -> Mapping[str, PuzzleRecord]:
    """``puzzles`` with one more puzzle of ``kind`` solved in ``seconds``."""
    if kind not in PUZZLE_KINDS:
        raise ValueError(f"{kind!r} is not a kind of puzzle: {', '.join(PUZZLE_KINDS)}")
    whole = max(0, round(seconds))
    old = puzzles.get(kind, PuzzleRecord())
    new = PuzzleRecord(old.solved + 1, old.total_seconds + whole,
                       whole if old.best_seconds is None else min(old.best_seconds, whole))
    return MappingProxyType({**puzzles, kind: new})


def puzzles_to_json(puzzles: Mapping[str, PuzzleRecord]) -> list[dict[str, Any]]:
    return [{"kind": kind, "solved": r.solved, "total_seconds": r.total_seconds, "best_seconds": r.best_seconds}
            for kind, r in puzzles.items()]


_FIELDS = frozenset({"kind", *(f.name for f in fields(PuzzleRecord))})


def puzzles_from_json(raw: Any) -> Mapping[str, PuzzleRecord]:
    """The puzzle records of a statistics file; :class:`Refused` saying what is wrong with them."""
    if not isinstance(raw, list):
        raise Refused(QT_TRANSLATE_NOOP("StatisticsFile", "its puzzles should be a list of records."))
    puzzles: dict[str, PuzzleRecord] = {}
    for number, item in enumerate(raw, start=1):
        if not isinstance(item, dict) or set(item) != _FIELDS or item["kind"] not in PUZZLE_KINDS \
                or item["kind"] in puzzles:
            raise Refused(QT_TRANSLATE_NOOP(
                "StatisticsFile", "puzzle record {record} does not have the fields of a puzzle record, "
                                  "or repeats a kind of puzzle."), record=number)
        highest = {"solved": MAX_COUNT, "total_seconds": MAX_SECONDS, "best_seconds": MAX_SECONDS}
        for name, most in highest.items():
            value = item[name]
            if value is None and name == "best_seconds":
                continue
            if type(value) is not int or not 0 <= value <= most:
                raise Refused(QT_TRANSLATE_NOOP(
                    "StatisticsFile", "puzzle record {record}: “{field}” should be a whole number from 0 to "
                                      "{highest}, not {value}."),
                    record=number, field=name, highest=most, value=shorten(repr(value)))
        record = PuzzleRecord(item["solved"], item["total_seconds"], item["best_seconds"])
        if (record.best_seconds is None) != (record.solved == 0) or \
                (record.best_seconds is not None and record.best_seconds * record.solved > record.total_seconds):
            raise Refused(QT_TRANSLATE_NOOP(
                "StatisticsFile", "puzzle record {record} holds numbers that contradict each other."), record=number)
        puzzles[item["kind"]] = record
    return MappingProxyType(puzzles)
