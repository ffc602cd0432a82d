"""The table puzzles window: a position on the normal Manipulation table, the target, and Check.

The person picks the daily puzzle or a puzzle of a numbered series (easy,
medium, hard), rearranges the table with the gestures of a game (drag and drop,
✂ handles, grips, undo) and presses Check (:class:`PuzzleSession`). Hint lays
one meld of a best play on the table each time (an edit like the person's own,
so Undo takes it back); Show solution plays a best play out the same way, one
meld after another on a timer (the window answers meanwhile; pressed again, or
any other button, it stops), until the whole of it is on the table. The number
of a series puzzle the person solved carries a ✓ (``solved(kind)``, the numbers
solved in a series). Puzzles come from a :class:`PuzzleSupply` (worker
processes); the next of the series is made while this one is played.
"""

from __future__ import annotations

import datetime
from typing import Callable

from PySide6.QtCore import QDate, QEvent, QLocale, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.ai.puzzles import DAILY_DIFFICULTY, DIFFICULTIES, Meld, Puzzle, daily_source, series_source
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.controller.puzzle_session import PuzzleSession
from rummy_desktop.controller.puzzle_supply import PuzzleSupply
from rummy_desktop.controller.settings import Settings
from rummy_desktop.controller.turn_controller import describe

from ..dialogs.joker_dialog import JokerDialog
from ..remembered_size import RememberedSize
from ..table.card_theme import CardTheme
from ..table.table_view import TableView
from ..text.log_words import YOU
from ..text.i18n import language_locale
from ..text.plain_text import heading_label, plain_label
from .puzzle_scene import PuzzleScene

__all__ = ["PuzzleWindow", "DAILY"]

DAILY = "daily"
"""The chooser's entry for the daily puzzle (the others are the series' difficulties)."""
_RIGHT_STYLE = "QLabel { background: #e3f4e6; color: #1b5e20; padding: 4px 8px; font-weight: bold; }"
_WRONG_STYLE = "QLabel { background: #fdf0d5; color: #7a4a00; padding: 4px 8px; }"
MAX_NUMBER = 99_999
SOLUTION_STEP_MS = 900
"""Between two melds of a solution played out: time to see what moved."""
SOLVED_MARK = " ✓"
_REASON_SHOWN = 160
"""The characters of a reason a puzzle could not be made that its heading shows (two lines or so)."""


class PuzzleWindow(QDialog):
    """Plays table puzzles from ``supply``; ``first_number(difficulty)`` is where a series opens."""

    solved = Signal(object, float)
    """(puzzle, seconds): a puzzle solved by the person (its solution not shown first)."""

    def __init__(self, supply: PuzzleSupply, theme: CardTheme | None = None, parent: QWidget | None = None, *,
                 today: Callable[[], datetime.date] = datetime.date.today,
                 first_number: Callable[[str], int] = lambda difficulty: 1, settings: Settings | None = None,
                 solved: Callable[[str], frozenset[int]] = lambda difficulty: frozenset()) -> None:
        super().__init__(parent)
        self.setObjectName("puzzles")
        self.supply = supply
        self._today = today
        self._first_number = first_number
        self._solved_numbers = solved
        self._position_name = ""
        self.solution_timer = QTimer(self)
        """Lays the next meld of a solution played out (tests shorten its interval)."""
        self.solution_timer.setInterval(SOLUTION_STEP_MS)
        self.solution_timer.timeout.connect(self._solution_step)
        self.session = PuzzleSession(YOU, lambda candidates: JokerDialog.ask(candidates, self), self)
        self.session.solved.connect(self.solved)
        self.controller = self.session.controller
        self.scene = PuzzleScene(self.controller, theme, self)
        self.view = TableView(self.scene)

        self.chooser = QComboBox()
        self.number = QSpinBox()
        self.number.setRange(1, MAX_NUMBER)
        self.number_label = QLabel()
        self.number_label.setBuddy(self.number)
        self.next_button = QPushButton()
        self.heading = heading_label()
        self.heading.setWordWrap(True)
        self.verdict = plain_label()
        self.verdict.setWordWrap(True)
        self.verdict.setMinimumHeight(2 * self.verdict.fontMetrics().height() + 8)
        self.status = plain_label()
        self.status.setWordWrap(True)
        self.check_button = QPushButton()
        self.check_button.setDefault(True)
        self.undo_button = QPushButton()
        self.reset_button = QPushButton()
        self.hint_button = QPushButton()
        self.solution_button = QPushButton()
        self.close_button = QPushButton()

        choose_row = QHBoxLayout()
        choose_row.addWidget(self.chooser)
        choose_row.addWidget(self.number_label)
        choose_row.addWidget(self.number)
        choose_row.addWidget(self.next_button)
        choose_row.addStretch(1)
        buttons = QHBoxLayout()
        for button in (self.check_button, self.undo_button, self.reset_button, self.hint_button, self.solution_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(choose_row)
        layout.addWidget(self.heading)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.status)
        layout.addWidget(self.verdict)
        layout.addLayout(buttons)

        self.chooser.activated.connect(self._kind_chosen)
        self.number.editingFinished.connect(self.open_chosen)
        self.next_button.clicked.connect(self.next_puzzle)
        self.check_button.clicked.connect(self.check)
        self.undo_button.clicked.connect(self.controller.undo_stack.undo)
        self.reset_button.clicked.connect(self.controller.reset_turn)
        self.hint_button.clicked.connect(self.hint)
        self.solution_button.clicked.connect(self.show_solution)
        self.close_button.clicked.connect(self.close)
        for button in (self.check_button, self.undo_button, self.reset_button, self.hint_button, self.next_button):
            button.pressed.connect(self.stop_solution)
        self.number.valueChanged.connect(self._mark_number)
        QShortcut(QKeySequence.StandardKey.Undo, self, self._undo)
        QShortcut(QKeySequence.StandardKey.Redo, self, self._redo)
        self.controller.changed.connect(self._update_buttons)
        # Not a call of _update_buttons: the stack says it can undo only after the edit's changed signal.
        self.controller.undo_stack.canUndoChanged.connect(self.undo_button.setEnabled)
        self.controller.message.connect(self.status.setText)
        self.scene.message.connect(self.status.setText)
        self.supply.ready.connect(self.play)
        self.supply.failed.connect(self._failed)
        self._fill_chooser()
        self.retranslate()
        self.remembered_size = RememberedSize(self, settings, "puzzles_window_size")
        self._update_buttons()

    # --- texts -----------------------------------------------------------------------------------

    def _fill_chooser(self) -> None:
        self.chooser.clear()
        self.chooser.addItem(self.tr("Daily puzzle"), DAILY)
        names = {"easy": self.tr("Easy series"), "medium": self.tr("Medium series"), "hard": self.tr("Hard series")}
        for difficulty in DIFFICULTIES:
            self.chooser.addItem(names[difficulty], difficulty)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Table puzzles"))
        chosen = self.chooser.currentIndex()
        self._fill_chooser()
        self.chooser.setCurrentIndex(max(chosen, 0))
        self.chooser.setAccessibleName(self.tr("Puzzle"))
        self.number_label.setText(self.tr("Nu&mber:"))
        self.next_button.setText(self.tr("&Next puzzle"))
        self.check_button.setText(self.tr("&Check"))
        self.undo_button.setText(self.tr("&Undo"))
        self.reset_button.setText(self.tr("&Reset"))
        self.hint_button.setText(self.tr("&Hint"))
        self._name_solution_button()
        self.close_button.setText(self.tr("Close"))
        self.number.setToolTip(self.tr("✓: a puzzle you solved"))
        self._show_heading()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _show_heading(self) -> None:
        self.heading.setToolTip("")
        puzzle = self.session.puzzle
        if puzzle is None:
            self.heading.setText(self.tr("Making the puzzle…"))
            return
        names = {"easy": self.tr("easy"), "medium": self.tr("medium"), "hard": self.tr("hard")}
        if self._position_name:
            title = self._position_name
        elif puzzle.source.startswith(DAILY):
            day = QDate.fromString(puzzle.source.partition(":")[2], Qt.DateFormat.ISODate)
            title = fill(self.tr("Daily puzzle of %1"), language_locale().toString(day, QLocale.FormatType.LongFormat))
        else:
            number = puzzle.source.rpartition(":")[2]
            title = fill(self.tr("Puzzle %1, %2"), number, names[puzzle.difficulty])
            if number.isdigit() and int(number) in self._solved_numbers(puzzle.difficulty):
                title += SOLVED_MARK
        #: %1 is the puzzle's name, %2 the points to play (the most this hand can play on this table).
        self.heading.setText(fill(self.tr("%1 — points to play from your hand: %2"), title, puzzle.target))

    # --- choosing a puzzle -------------------------------------------------------------------------

    @property
    def kind(self) -> str:
        """:data:`DAILY` or the difficulty of the series chosen."""
        return str(self.chooser.currentData())

    def open_daily(self) -> None:
        self.chooser.setCurrentIndex(0)
        self.open_chosen()

    def open_series(self, difficulty: str, number: int | None = None) -> None:
        self.chooser.setCurrentIndex(self.chooser.findData(difficulty))
        self.number.setValue(number if number is not None else self._first_number(difficulty))
        self.open_chosen()

    def _kind_chosen(self) -> None:
        """A series picked in the chooser opens where the person is in it (the first not yet solved), not at
        the number the spin box showed for another kind."""
        if self.kind == DAILY:
            self.open_chosen()
        else:
            self.open_series(self.kind)

    def _mark_number(self) -> None:
        """A ✓ after the number of a puzzle of the series solved."""
        solved = self.kind != DAILY and self.number.value() in self._solved_numbers(self.kind)
        self.number.setSuffix(SOLVED_MARK if solved else "")

    def mark_solved(self) -> None:
        """Show the marks again: a puzzle was just solved."""
        self._mark_number()
        self._show_heading()

    def open_chosen(self) -> None:
        """Ask for the puzzle the chooser and the number name, and have the next one made meanwhile."""
        self._mark_number()
        daily = self.kind == DAILY
        self.number.setEnabled(not daily)
        self.number_label.setEnabled(not daily)
        if daily:
            self._ask(daily_source(self._today()), DAILY_DIFFICULTY)
            return
        number = self.number.value()
        self._ask(series_source(number, self.kind), self.kind)
        if number < MAX_NUMBER:
            self.supply.prepare(series_source(number + 1, self.kind), self.kind)

    def next_puzzle(self) -> None:
        """The next puzzle of the series (after the daily one: the medium series where it was)."""
        if self.kind == DAILY:
            self.open_series(DAILY_DIFFICULTY)
        else:
            self.number.setValue(min(self.number.value() + 1, MAX_NUMBER))
            self.open_chosen()

    def _ask(self, source: str, difficulty: str) -> None:
        self.stop_solution()
        self.session.begin_waiting()
        self.verdict.clear()
        self.verdict.setStyleSheet("")
        self.status.clear()
        self._show_heading()
        self._update_buttons()
        self.supply.ask(source, difficulty)

    def play(self, puzzle: Puzzle) -> None:
        """Lay ``puzzle`` out on the table (the one the supply made for the chooser, or any other)."""
        self.stop_solution()
        self.session.begin(puzzle)
        self.verdict.clear()
        self.verdict.setStyleSheet("")
        self._show_heading()
        self._update_buttons()

    def play_position(self, puzzle: Puzzle, name: str) -> None:
        """Play ``puzzle``, a position from outside the series (a reviewed turn) called ``name``: the
        chooser of daily and series puzzles is hidden."""
        self._position_name = name
        for widget in (self.chooser, self.number_label, self.number, self.next_button):
            widget.hide()
        self.play(puzzle)

    def _failed(self, reason: str) -> None:
        """Say so in the heading, the reason on one line and cut short (a worker's reason may run to many
        lines, which made the window taller than the screen); the whole of it in the heading's tooltip."""
        line = " ".join(reason.split())
        short = line if len(line) <= _REASON_SHOWN else line[:_REASON_SHOWN - 1] + "…"
        self.heading.setText(fill(self.tr("The puzzle could not be made: %1"), short))
        self.heading.setToolTip(reason)

    # --- playing ----------------------------------------------------------------------------------------

    def check(self) -> None:
        if self.session.puzzle is None:
            return
        verdict = self.session.check()
        self.verdict.setText(verdict.text)
        self.verdict.setStyleSheet(_RIGHT_STYLE if verdict.solved else _WRONG_STYLE)

    def hint(self) -> None:
        """Lay the next meld of a best play on the table."""
        if self.session.puzzle is None:
            return
        meld = self.session.hint()
        if meld is None:
            self.status.setText(self.tr("Every meld of the best play was given: Show solution plays the rest out."))
            return
        self.controller.lay_meld(meld)
        #: %1 names the cards of the meld laid on the table.
        self.status.setText(fill(self.tr("Hint: %1 belongs to a best play; it is on the table now."),
                                 _in_reading_order(meld)))

    @property
    def showing_solution(self) -> bool:
        """Is a solution being played out (the timer lays its next meld)?"""
        return self.solution_timer.isActive()

    def show_solution(self) -> None:
        """Play a best play out on the table, a meld at a time; pressed while it plays, stop."""
        if self.showing_solution:
            self.stop_solution()
            return
        if self.session.puzzle is None:
            return
        if self._solution_step():
            self.solution_timer.start()
            self._name_solution_button()

    def stop_solution(self) -> None:
        """Stop playing the solution out (what is laid stays: Undo takes it back meld by meld)."""
        if self.showing_solution:
            self.solution_timer.stop()
            self._name_solution_button()

    def _name_solution_button(self) -> None:
        self.solution_button.setText(self.tr("S&top") if self.showing_solution else self.tr("Show &solution"))

    def _solution_step(self) -> bool:
        """Lay the next meld of a best play on the table; False (and stop) once the whole of it is there."""
        meld = self.session.solution_step() if self.session.puzzle is not None else None
        if meld is None:
            self.stop_solution()
            self.status.setText(self.tr("The whole best play is on the table."))
            return False
        self.controller.lay_meld(meld)
        more = self.session.solution_step() is not None
        #: %1 names the cards of the meld laid on the table.
        self.status.setText(fill(self.tr("A best play, one meld at a time: %1. Solved with the solution shown, a "
                                         "puzzle does not count in your statistics.") if more else
                                 self.tr("A best play, its last meld: %1. Solved with the solution shown, a puzzle "
                                         "does not count in your statistics."), _in_reading_order(meld)))
        if not more:
            self.stop_solution()
        return more

    def _undo(self) -> None:
        self.stop_solution()
        self.controller.undo_stack.undo()

    def _redo(self) -> None:
        self.stop_solution()
        self.controller.undo_stack.redo()

    def _update_buttons(self) -> None:
        ready = self.session.puzzle is not None
        for button in (self.check_button, self.hint_button, self.solution_button):
            button.setEnabled(ready)
        self.undo_button.setEnabled(ready and self.controller.undo_stack.canUndo())
        self.reset_button.setEnabled(ready and self.controller.is_modified)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self.stop_solution()
        self.supply.ready.disconnect(self.play)
        self.supply.failed.disconnect(self._failed)
        self.session.shutdown()
        super().closeEvent(event)


def _in_reading_order(meld: Meld) -> str:
    """A meld's cards as the table shows them, left to right in a right-to-left sentence too (10♠ J♠ Q♠, not
    Q♠ J♠ 10♠): a left-to-right isolate."""
    return "\u2066" + describe(meld) + "\u2069"
