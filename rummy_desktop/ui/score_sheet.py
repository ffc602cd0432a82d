"""The score sheet: every score entered round by round, with running totals, as on paper.

One sheet serves every game. Hollywood Gin has three columns (games 1 to 3),
each with one sub-column per player, and a round won is entered in the games
the engine's :class:`~rummy_desktop.engine.gin.RoundResult` names
(``games``): each win shows under the games it went into (a player shut out of
a game makes his next entry in the next game still open); Gin and Oklahoma have one game, Manipulation Rummy one game with
a sub-column for each of up to five players. A decided game is tinted and
names its winner.

The sheet is built from the engine: the round results of the game so far and
the current state, whose totals are authoritative. Running totals are counted
back from those totals, so a sheet whose early rounds are unknown (a game
restored from a save) still shows true totals.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence, Union

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QScrollArea, QWidget

from rummy_desktop.controller.placeholders import fill
from rummy_desktop.controller.game_outcome import State
from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.gin.scoring import game_score

from .assist.grid_tables import read_as_table
from .assist.names_in_words import names_in_words
from .text.game_log_text import listed, listed_groups, name_and_points, shown_name
from .text.plain_text import plain_label
from .text.spoken import in_words

__all__ = [
    "CELL",
    "DECIDED",
    "DECIDED_HEADER",
    "HEADER",
    "ScoreSheet",
    "SheetData",
    "SheetRound",
    "add_cell",
    "ruled_grid",
    "sheet_data",
    "two_lines",
]

RoundResult = Union[manipulation.RoundResult, gin.RoundResult]

CELL = "QLabel { padding: 3px 7px; background: palette(base); }"
HEADER = "QLabel { padding: 3px 7px; background: palette(button); font-weight: bold; }"
DECIDED = "QLabel { padding: 3px 7px; background: #dcefdc; color: #102010; }"
"""A decided game's cells, or a winner's row: a light green with its own dark text, readable in dark mode too."""
DECIDED_HEADER = "QLabel { padding: 3px 7px; background: #b9deb9; color: #102010; font-weight: bold; }"
_MAX_HEIGHT = 340
_MIN_HEIGHT = 160
_MIN_WIDTH = 240


@dataclass(frozen=True)
class SheetRound:
    """One round on the sheet: ``entries`` are (game, seat, points, running total); none for a drawn round."""

    number: int
    entries: tuple[tuple[int, int, int, int], ...]


@dataclass(frozen=True)
class SheetData:
    """What the sheet shows. ``totals[game][seat]``; ``winners[game]`` is empty while the game is in play."""

    names: tuple[str, ...]
    rounds: tuple[SheetRound, ...]
    totals: tuple[tuple[int, ...], ...]
    winners: tuple[tuple[int, ...], ...]

    @property
    def games(self) -> int:
        return len(self.totals)


def sheet_data(state: State, names: Sequence[str], rounds: Sequence[RoundResult]) -> SheetData:
    """The sheet of a game: ``rounds`` are its round results so far, in order (earlier ones may be missing)."""
    if isinstance(state, gin.GinState):
        return _gin_sheet(state, names, rounds)
    return _manipulation_sheet(state, names, rounds)


def _gin_sheet(state: gin.GinState, names: Sequence[str], rounds: Sequence[RoundResult]) -> SheetData:
    scored = []
    for result in rounds:
        assert isinstance(result, gin.RoundResult)
        winner = result.winner
        scored.append([] if winner is None else [(game, winner, result.points[winner]) for game in result.games])
    totals = tuple(tuple(state.scores[seat][game] for seat in (0, 1)) for game in range(state.rules.games))
    winners = []
    for game, points in enumerate(totals):
        rounds_won = (state.rounds_won[0][game], state.rounds_won[1][game])
        decided = game_score(game, (points[0], points[1]), rounds_won, target=state.rules.target, hoyle=False)
        winners.append(() if decided is None else (decided.winner,))
    return SheetData(tuple(names), _with_running_totals(scored, totals), totals, tuple(winners))


def _manipulation_sheet(
    state: manipulation.ManipulationState, names: Sequence[str], rounds: Sequence[RoundResult]
) -> SheetData:
    scored = []
    for result in rounds:
        assert isinstance(result, manipulation.RoundResult)
        scored.append([(0, seat, result.scored[seat]) for seat in result.winners])
    totals = (tuple(state.scores),)
    winners = (state.game_result.winners if state.game_result else (),)
    return SheetData(tuple(names), _with_running_totals(scored, totals), totals, winners)


def _with_running_totals(
    scored: list[list[tuple[int, int, int]]], totals: tuple[tuple[int, ...], ...]
) -> tuple[SheetRound, ...]:
    """Each entry with the total it made, counted back from the final totals."""
    running = [list(column) for column in totals]
    rows = []
    for number in range(len(scored), 0, -1):
        entries = []
        for game, seat, points in scored[number - 1]:
            entries.append((game, seat, points, running[game][seat]))
            running[game][seat] -= points
        rows.append(SheetRound(number, tuple(entries)))
    return tuple(reversed(rows))


def ruled_grid() -> tuple[QWidget, QGridLayout]:
    """A widget whose grid of cells is ruled by one-pixel gaps over the palette's mid colour."""
    widget = QWidget()
    read_as_table(widget)   # a screen reader reads its cells as a table's, not as loose labels
    widget.setObjectName("ruled")
    widget.setStyleSheet("QWidget#ruled { background: palette(mid); }")
    grid = QGridLayout(widget)
    grid.setSpacing(1)
    grid.setContentsMargins(1, 1, 1, 1)
    return widget, grid


def add_cell(grid: QGridLayout, row: int, column: int, text: str, style: str, span: int = 1) -> QLabel:
    label = plain_label(text)
    label.setStyleSheet(style)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    grid.addWidget(label, row, column, 1, span)
    label.ensurePolished()  # its style sheet's padding counts in the size hints from the start
    return label


def two_lines(name: str) -> str:
    """A name of several words on two lines, broken at the space that makes the longer line shortest:
    "Computer 1" as "Computer" over "1". A name of one word stays as it is."""
    spaces = [i for i, letter in enumerate(name) if letter == " "]
    if not spaces:
        return name
    best = min(spaces, key=lambda i: max(i, len(name) - i - 1))
    return name[:best] + "\n" + name[best + 1:]


class ScoreSheet(QScrollArea):
    """The sheet as a grid of cells; scrolls when a long match outgrows it.

    The grid keeps its natural size (the scroll area does not stretch it), so a
    short sheet is not padded with empty ruled space. When the sheet is narrower
    than the grid, the players' names are set on two lines (:func:`two_lines`), so
    five players' columns fit a side panel; :meth:`needed_width` is the width that shows
    every column. A change of language builds it again in the new language.
    """

    built = Signal()
    """The grid was built anew (new scores, names or language): its width may have changed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignTop)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.data: SheetData | None = None
        self.cells: dict[tuple[int, int], QLabel] = {}
        """The label at (grid row, grid column), for tests and screen readers."""
        self.names_on_two_lines = False
        """Whether the names in the header are set on two lines, to fit a narrow sheet."""
        self._widths = (0, 0)
        """The grid's width with the names on one line and on two."""
        self._show_empty()

    def show_state(self, state: State, names: Sequence[str], rounds: Sequence[RoundResult] = ()) -> None:
        """Show the game's sheet: its round results so far, in order, ending with the last round played."""
        self.show_data(sheet_data(state, names, rounds))

    def show_data(self, data: SheetData) -> None:
        self.data = data
        built = {}
        for names_on_two_lines in (False, True):   # both built to be measured; the one that fits is shown
            built[names_on_two_lines] = (self._build(data, names_on_two_lines), self.cells)
        self._widths = (built[False][0].sizeHint().width(), built[True][0].sizeHint().width())
        self._show_fitting(built[self._two_lines_fit_better()])

    def needed_width(self) -> int:
        """The width at which no column is cut: the names on two lines where that is narrower."""
        return min(self._widths) + 2 * self.frameWidth() if self.data is not None else self.sizeHint().width()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self.data is not None and self._two_lines_fit_better() != self.names_on_two_lines:
            self._show_fitting()

    def _two_lines_fit_better(self) -> bool:
        one_line, two = self._widths
        return two < one_line and self.viewport().width() < one_line

    def _show_fitting(self, built: tuple[QWidget, dict[tuple[int, int], QLabel]] | None = None) -> None:
        """Show the grid with the names on one line, or on two when the sheet is too narrow for one
        (``built``: that grid and its cells, built already)."""
        assert self.data is not None
        self.names_on_two_lines = self._two_lines_fit_better()
        if built is None:
            grid_widget = self._build(self.data, self.names_on_two_lines)
        else:
            grid_widget, self.cells = built
        grid_widget.adjustSize()
        self.setWidget(grid_widget)
        names_in_words(grid_widget)   # its cells, browsed by a screen reader: no direction marks
        self.setAccessibleDescription(in_words(self._summary(self.data, [shown_name(name) for name in self.data.names])))
        self.updateGeometry()
        self.built.emit()

    def _build(self, data: SheetData, names_on_two_lines: bool) -> QWidget:
        """The ruled grid of ``data`` (its cells in :attr:`cells`)."""
        self.cells = {}
        grid_widget, grid = ruled_grid()
        players = len(data.names)
        names = [shown_name(name) for name in data.names]
        first_row = self._add_headers(grid, data, [two_lines(name) for name in names] if names_on_two_lines else names)
        for row, sheet_round in enumerate(data.rounds, start=first_row):
            self._cell(grid, row, 0, self._round_label(sheet_round.number), HEADER)
            if not sheet_round.entries:
                self._cell(grid, row, 1, self.tr("Drawn round: nobody scores"), CELL, span=players * data.games)
                continue
            for game in range(data.games):
                for seat in range(players):
                    entry = next((e for e in sheet_round.entries if e[:2] == (game, seat)), None)
                    text = "" if entry is None else fill(self.tr("+%1 = %2"), entry[2], entry[3])
                    label = self._cell(grid, row, self._column(game, seat, players), text, self._style(data, game))
                    if entry is not None and data.games > 1:
                        #: A Hollywood score sheet's entry for screen readers: "Game 2, Anna: +12 = 75".
                        label.setAccessibleName(fill(self.tr("Game %1, %2: %3"), game + 1, names[seat], text))
        total_row = first_row + len(data.rounds)
        self._cell(grid, total_row, 0, self.tr("Total"), HEADER)
        for game in range(data.games):
            for seat in range(players):
                won = seat in data.winners[game]
                text = str(data.totals[game][seat])
                if won:
                    text = fill(self.tr("%1 ★"), text)
                label = self._cell(grid, total_row, self._column(game, seat, players), text, self._style(data, game))
                if won:
                    label.setAccessibleName(fill(self.tr("%1, winner"), data.totals[game][seat]))
        return grid_widget

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            if self.data is None:
                self._show_empty()
            else:
                self.show_data(self.data)
        super().changeEvent(event)

    def minimumSizeHint(self) -> QSize:
        """Small sheets are never squeezed into scrolling; long ones keep a few rows in view."""
        hint = self.sizeHint()
        return QSize(min(hint.width(), _MIN_WIDTH), min(hint.height(), _MIN_HEIGHT))

    def sizeHint(self) -> QSize:
        widget = self.widget()
        assert widget is not None  # there is always a grid, or the "no scores" label
        inner = widget.sizeHint()
        scrolls = inner.height() > _MAX_HEIGHT
        bar = self.verticalScrollBar().sizeHint().width() if scrolls else 0
        frame = 2 * self.frameWidth()
        return QSize(inner.width() + bar + frame, min(inner.height(), _MAX_HEIGHT) + frame)

    # --- building the grid ------------------------------------------------------------

    def _add_headers(self, grid: QGridLayout, data: SheetData, names: Sequence[str]) -> int:
        """Game titles (when there are several games) and the players' names; returns the next free row."""
        players = len(data.names)
        row = 0
        if data.games > 1:
            self._cell(grid, 0, 0, "", HEADER)
            for game in range(data.games):
                title = fill(self.tr("Game %1"), game + 1) + "\n" + self._status(data, game, names)
                style = DECIDED_HEADER if data.winners[game] else HEADER
                self._cell(grid, 0, self._column(game, 0, players), title, style, span=players)
            row = 1
        self._cell(grid, row, 0, self.tr("Round"), HEADER)
        for game in range(data.games):
            for seat, name in enumerate(names):
                style = DECIDED_HEADER if data.winners[game] else HEADER
                self._cell(grid, row, self._column(game, seat, players), name, style)
        return row + 1

    def _status(self, data: SheetData, game: int, names: Sequence[str]) -> str:
        if data.winners[game]:
            return fill(self.tr("won by %1"), listed(names[seat] for seat in data.winners[game]))
        if any(data.totals[game]):
            return self.tr("in play")
        return self.tr("not started")

    def _summary(self, data: SheetData, names: Sequence[str]) -> str:
        """The sheet in words, for screen readers: "Game 1: You 54, Anna 12 (in play); Game 2: ..."."""
        return listed_groups(self._game_summary(data, game, names) for game in range(data.games))

    def _game_summary(self, data: SheetData, game: int, names: Sequence[str]) -> str:
        scores = listed(name_and_points(name, data.totals[game][seat]) for seat, name in enumerate(names))
        title = fill(self.tr("Game %1"), game + 1) if data.games > 1 else self.tr("Total")
        #: One game in the score sheet's description for screen readers: %1 is "Game 2" (or "Total"),
        #: %2 the scores ("You 54, Anna 12"), %3 how the game stands ("in play", "won by Anna").
        return fill(self.tr("%1: %2 (%3)"), title, scores, self._status(data, game, names))

    @staticmethod
    def _column(game: int, seat: int, players: int) -> int:
        return 1 + game * players + seat

    @staticmethod
    def _style(data: SheetData, game: int) -> str:
        return DECIDED if data.winners[game] else CELL

    def _round_label(self, number: int) -> str:
        return fill(self.tr("Round %1"), number)

    def _cell(self, grid: QGridLayout, row: int, column: int, text: str, style: str, span: int = 1) -> QLabel:
        label = add_cell(grid, row, column, text, style, span)
        self.cells[(row, column)] = label
        return label

    def _show_empty(self) -> None:
        self.setWidget(QLabel(self.tr("No scores yet.")))
