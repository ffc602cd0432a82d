"""The Statistics dialog's table puzzles box: per kind of puzzle, how many were solved and how fast."""

from __future__ import annotations

from typing import Mapping

from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from rummy_desktop.controller.placeholders import fill
from rummy_desktop.controller.puzzle_statistics import PUZZLE_KINDS, PuzzleRecord

__all__ = ["PuzzleNumbers", "duration"]


def duration(seconds: float) -> str:
    """``m:ss`` (``h:mm:ss`` past an hour), as a clock shows a time taken."""
    whole = round(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


class PuzzleNumbers(QGroupBox):
    """One line per kind of puzzle solved (daily, easy, medium, hard), or a note that none was."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Table puzzles (Game ▸ Puzzles…)"))
        self.lines = QLabel()
        self.lines.setWordWrap(True)
        QVBoxLayout(self).addWidget(self.lines)

    def show_records(self, puzzles: Mapping[str, PuzzleRecord]) -> None:
        names = {"daily": self.tr("Daily puzzle"), "easy": self.tr("Easy series"),
                 "medium": self.tr("Medium series"), "hard": self.tr("Hard series")}
        lines = []
        for kind in PUZZLE_KINDS:
            record = puzzles.get(kind)
            if record is None or not record.solved or record.average_seconds is None or record.best_seconds is None:
                continue
            #: %1 is the kind of puzzle, %2 how many were solved, %3 and %4 times as minutes:seconds.
            lines.append(fill(self.tr("%1: solved %2, average time %3, fastest %4"), names[kind], record.solved,
                              duration(record.average_seconds), duration(record.best_seconds)))
        self.lines.setText("\n".join(lines) or self.tr(
            "No puzzle solved yet. A puzzle counts when Check finds it solved before its solution is shown."))
