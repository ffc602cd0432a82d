"""The Statistics dialog: the numbers per game and opponents, each with its definition beside it,
and :class:`ScoreChart`, the current game's totals round by round.

The chart is drawn with QPainter (no charting library). Each player has a
colour from a palette colour-blind players can tell apart (Okabe and Ito),
plus a marker shape and a line style of their own, so the lines differ
without colour too; its accessible description gives the totals in words.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import accumulate
from typing import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.controller.placeholders import fill
from rummy_desktop.controller.statistics import (
    ALL_LEVELS,
    DEFINITIONS,
    KEY_DEFINITIONS,
    MIXED_LEVELS,
    Record,
    Statistics,
)
from rummy_desktop.ui.dialogs.fitting_scroll import FittingScroll
from rummy_desktop.ui.dialogs.puzzle_numbers import PuzzleNumbers
from rummy_desktop.ui.dialogs.settings_dialog import game_names, level_name
from rummy_desktop.ui.text.game_log_text import listed, name_and_points, shown_name
from rummy_desktop.ui.text.i18n import number_locale

__all__ = ["ScoreChart", "StatisticsDialog", "nice_ticks", "format_value"]

_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")
_STYLES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)
_MARKERS = ("circle", "square", "triangle", "diamond", "cross", "star")
_MARKER_RADIUS = 4.0
_PADDING = 10.0
_LEGEND_KEY = 30.0
"""The width of a legend entry's line and marker, before its label."""
_LEGEND_GAP = 18.0
_NUMBERS_MOST = QSize(720, 280)
"""The most the numbers and their definitions ask for: with the chart below them, the dialog fits a laptop."""


def nice_ticks(low: int, high: int, most: int = 6) -> list[int]:
    """Round values from ``low`` or below to ``high`` or above, in steps of 1, 2 or 5 times a power of ten."""
    raw = max(high - low, 1) / max(most - 1, 1)
    power = 10 ** math.floor(math.log10(raw))
    step = max(1, int(next(m * power for m in (1, 2, 5, 10) if m * power >= raw)))
    first = math.floor(low / step) * step
    last = max(math.ceil(high / step) * step, first + step)  # two ticks at least, even when every score is 0
    return list(range(first, last + step, step))


@dataclass(frozen=True)
class _Plot:
    """Where the plot area is and how rounds and scores map into it."""

    area: QRectF
    ticks: list[int]
    rounds: int

    def at(self, round_number: float, score: float) -> QPointF:
        x = self.area.left() + self.area.width() * round_number / self.rounds
        y = self.area.bottom() - self.area.height() * (score - self.ticks[0]) / (self.ticks[-1] - self.ticks[0])
        return QPointF(x, y)


class ScoreChart(QWidget):
    """Cumulative scores round by round: ``set_scores(names, round_scores)`` with ``round_scores[r][p]``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._totals: list[list[int]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Score chart"))
        self._describe()

    def set_scores(self, names: Sequence[str], round_scores: Sequence[Sequence[int]]) -> None:
        """Show ``names`` (as :func:`shown_name` says them) and what each scored per round; the chart adds
        them up from 0."""
        if any(len(points) != len(names) for points in round_scores):
            raise ValueError("every round needs one score per player")
        self._names = [shown_name(name) for name in names]
        self._totals = [[0, *accumulate(points[p] for points in round_scores)] for p in range(len(names))]
        self._describe()
        self.update()

    def totals(self) -> list[list[int]]:
        """Each player's total after 0, 1, 2… rounds, as drawn."""
        return [list(line) for line in self._totals]

    @property
    def rounds(self) -> int:
        return len(self._totals[0]) - 1 if self._totals else 0

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(520, 240)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(260, 160)

    def _describe(self) -> None:
        if not self.rounds:
            self.setAccessibleDescription(self.tr("No round has been scored yet."))
            return
        scores = listed(name_and_points(name, line[-1]) for name, line in zip(self._names, self._totals))
        self.setAccessibleDescription(fill(self.tr("Totals after round %1: %2"), self.rounds, scores))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().base())
        if not self.rounds:
            painter.setPen(self.palette().placeholderText().color())
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self.tr("No round has been scored yet."))
            return
        metrics = QFontMetricsF(self.font())
        plot = self._plot(metrics)
        if plot.area.width() < 20 or plot.area.height() < 20:
            return
        self._draw_axes(painter, plot, metrics)
        for player, line in enumerate(self._totals):
            _set_line_pen(painter, player)
            painter.drawPolyline(QPolygonF([plot.at(r, score) for r, score in enumerate(line)]))
            for r, score in enumerate(line):
                _draw_marker(painter, player, plot.at(r, score))
        self._draw_legend(painter, metrics)

    def _plot(self, metrics: QFontMetricsF) -> _Plot:
        ticks = nice_ticks(min(min(line) for line in self._totals), max(max(line) for line in self._totals))
        label_width = max(metrics.horizontalAdvance(str(t)) for t in ticks)
        left = _PADDING + metrics.height() + label_width + 6
        top = _PADDING + len(self._legend_lines(metrics)) * metrics.height() + 10
        right = self.width() - _PADDING - _MARKER_RADIUS - 4
        bottom = self.height() - _PADDING - 2 * metrics.height() - 4
        area = QRectF(QPointF(left, top), QPointF(right, bottom))
        return _Plot(area, ticks, self.rounds)

    def _draw_axes(self, painter: QPainter, plot: _Plot, metrics: QFontMetricsF) -> None:
        area = plot.area
        text = self.palette().text().color()
        grid = QColor(text)
        grid.setAlpha(40)
        for tick in plot.ticks:
            y = plot.at(0, tick).y()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text)
            label = QRectF(0, y - metrics.height() / 2, area.left() - 6, metrics.height())
            painter.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(tick))
        room = max(1.0, area.width() // (metrics.horizontalAdvance("000") + 8))
        for r in range(0, plot.rounds + 1, max(1, math.ceil(plot.rounds / room))):
            x = plot.at(r, 0).x()
            painter.drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() + 4))
            label = QRectF(x - 20, area.bottom() + 4, 40, metrics.height())
            painter.drawText(label, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, str(r))
        painter.setPen(QPen(text, 1.2))
        painter.drawLine(area.bottomLeft(), area.topLeft())
        zero = plot.at(0, 0).y()
        painter.drawLine(QPointF(area.left(), zero), QPointF(area.right(), zero))
        below = QRectF(area.left(), area.bottom() + 4 + metrics.height(), area.width(), metrics.height())
        painter.drawText(below, Qt.AlignmentFlag.AlignHCenter, self.tr("Round"))
        painter.save()
        painter.translate(_PADDING, area.center().y())
        painter.rotate(-90)
        side = QRectF(-area.height() / 2, 0, area.height(), metrics.height())
        painter.drawText(side, Qt.AlignmentFlag.AlignHCenter, self.tr("Score"))
        painter.restore()

    def legend(self) -> list[str]:
        """The legend's labels, one per player: name and total."""
        #: A player in the score chart's legend: %1 the name, %2 the total score.
        template = self.tr("%1 (%2)")
        return [fill(template, name, line[-1]) for name, line in zip(self._names, self._totals)]

    def _legend_lines(self, metrics: QFontMetricsF) -> list[list[tuple[int, str, float]]]:
        """The legend's entries (player, label, x) in lines as wide as the chart: five long names wrap
        rather than run off its edge."""
        lines: list[list[tuple[int, str, float]]] = [[]]
        x = _PADDING
        for player, label in enumerate(self.legend()):
            width = _LEGEND_KEY + metrics.horizontalAdvance(label)
            if lines[-1] and x + width > self.width() - _PADDING:
                lines.append([])
                x = _PADDING
            lines[-1].append((player, label, x))
            x += width + _LEGEND_GAP
        return lines

    def _draw_legend(self, painter: QPainter, metrics: QFontMetricsF) -> None:
        for row, line in enumerate(self._legend_lines(metrics)):
            y = _PADDING + metrics.height() * (row + 0.5)
            for player, label, x in line:
                _set_line_pen(painter, player)
                painter.drawLine(QPointF(x, y), QPointF(x + 24, y))
                _draw_marker(painter, player, QPointF(x + 12, y))
                painter.setPen(self.palette().text().color())
                painter.drawText(QPointF(x + _LEGEND_KEY, y + metrics.ascent() / 2 - 1), label)


def _colour(player: int) -> QColor:
    return QColor(_COLOURS[player % len(_COLOURS)])


def _set_line_pen(painter: QPainter, player: int) -> None:
    pen = QPen(_colour(player), 2.2, _STYLES[player % len(_STYLES)])
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)


def _star(points: int = 5) -> list[tuple[float, float]]:
    return [
        (math.cos(math.radians(-90 + 180 * i / points)) * (1.4 if i % 2 == 0 else 0.6),
         math.sin(math.radians(-90 + 180 * i / points)) * (1.4 if i % 2 == 0 else 0.6))
        for i in range(2 * points)
    ]  # fmt: skip


_POLYGONS: dict[str, list[tuple[float, float]]] = {
    "square": [(-1, -1), (1, -1), (1, 1), (-1, 1)],
    "triangle": [(0, -1.2), (1.1, 0.9), (-1.1, 0.9)],
    "diamond": [(0, -1.3), (1.3, 0), (0, 1.3), (-1.3, 0)],
    "star": _star(),
}


def _draw_marker(painter: QPainter, player: int, centre: QPointF) -> None:
    shape, colour, r = _MARKERS[player % len(_MARKERS)], _colour(player), _MARKER_RADIUS
    painter.save()
    painter.setPen(QPen(colour, 2.0 if shape == "cross" else 1.0))
    painter.setBrush(colour)
    if shape == "circle":
        painter.drawEllipse(centre, r, r)
    elif shape == "cross":
        painter.drawLine(centre + QPointF(-r, -r), centre + QPointF(r, r))
        painter.drawLine(centre + QPointF(-r, r), centre + QPointF(r, -r))
    else:
        path = QPainterPath()
        path.addPolygon(QPolygonF([centre + QPointF(dx * r, dy * r) for dx, dy in _POLYGONS[shape]]))
        path.closeSubpath()
        painter.drawPath(path)
    painter.restore()


# -- the dialog -----------------------------------------------------------------------


def format_value(record: Record, name: str) -> str:
    """A statistic as shown: a whole number, a percentage, a one-decimal average, “—” for none.

    Numbers are written the way of :func:`.number_locale` (the system's regional format: "128,8"
    in Albanian or Macedonian, Devanagari digits in Marathi).
    """
    value = getattr(record, name)
    if value is None:
        return "—"
    locale = number_locale()
    if name == "win_percent":
        #: A percentage: %1 is the number ("45%").
        return fill(QCoreApplication.translate("StatisticsDialog", "%1%"), locale.toString(value, "f", 0))
    if isinstance(value, float):
        return locale.toString(value, "f", 1)
    return locale.toString(value)


def _statistics_text(text: str) -> str:
    return QCoreApplication.translate("Statistics", text)


class StatisticsDialog(QDialog):
    """The numbers for one game and opponents at a time, definitions beside them, and the score chart.

    ``reset_requested`` is sent once the player has confirmed "Reset statistics";
    the window then clears the store and calls :meth:`set_statistics`.
    """

    reset_requested = Signal()

    def __init__(
        self,
        statistics: Statistics,
        names: Sequence[str] = (),
        round_scores: Sequence[Sequence[int]] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self._statistics = statistics
        self._game_names = game_names()
        self.game_box = QComboBox()
        self.opponents_box = QComboBox()
        self.empty_note = QLabel(self.tr("No game has been counted yet. Games of one person against the computer are counted when they end."))
        self.empty_note.setWordWrap(True)
        self.values: dict[str, QLabel] = {}
        self.chart = ScoreChart()
        self.chart.set_scores(names, round_scores)

        choose = QHBoxLayout()
        choose.addWidget(QLabel(self.tr("Game:")))
        choose.addWidget(self.game_box, 1)
        opponents = KEY_DEFINITIONS[0]
        #: The label before a choice box: %1 is what is chosen ("Opponents").
        choose.addWidget(QLabel(fill(self.tr("%1:"), _statistics_text(opponents.label))))
        choose.addWidget(self.opponents_box, 1)
        key_note = QLabel(_statistics_text(opponents.text))
        key_note.setWordWrap(True)

        numbers = QGroupBox(self.tr("Your results"))
        grid = QGridLayout(numbers)
        grid.setColumnStretch(2, 1)
        grid.setHorizontalSpacing(16)
        bold = QFont(self.font())
        bold.setBold(True)
        for row, definition in enumerate(DEFINITIONS):
            label = QLabel(_statistics_text(definition.label))
            label.setFont(bold)
            value = QLabel()
            value.setFont(bold)
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            value.setMinimumWidth(48)
            value.setAccessibleName(_statistics_text(definition.label))
            value.setAccessibleDescription(_statistics_text(definition.text))
            text = QLabel(_statistics_text(definition.text))
            text.setWordWrap(True)
            grid.addWidget(label, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(value, row, 1)
            grid.addWidget(text, row, 2, Qt.AlignmentFlag.AlignTop)
            self.values[definition.name] = value

        self.puzzle_numbers = PuzzleNumbers()
        chart_box = QGroupBox(self.tr("This game, round by round"))
        QVBoxLayout(chart_box).addWidget(self.chart)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton(self.tr("Reset statistics…"))
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self._confirm_reset)

        self.numbers, column = FittingScroll.column(most=_NUMBERS_MOST)
        """The notes and the numbers with their definitions: they scroll rather than push the chart or the
        buttons off a small screen."""
        column.addWidget(key_note)
        column.addWidget(self.empty_note)
        column.addWidget(numbers)
        column.addWidget(self.puzzle_numbers)
        column.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(choose)
        layout.addWidget(self.numbers, 3)
        layout.addWidget(chart_box, 2)
        layout.addWidget(buttons)

        self.game_box.currentIndexChanged.connect(self._fill_opponents)
        self.opponents_box.currentIndexChanged.connect(self._show_record)
        self.set_statistics(statistics)

    def set_statistics(self, statistics: Statistics) -> None:
        """Show ``statistics``, keeping the game chosen if it is still there."""
        self._statistics = statistics
        chosen = self.game_box.currentData()
        self.game_box.blockSignals(True)
        self.game_box.clear()
        for game in sorted(statistics.games(), key=self._game_order):
            self.game_box.addItem(self._game_names.get(game, game), game)
        self.game_box.blockSignals(False)
        if chosen is not None and self.game_box.findData(chosen) >= 0:
            self.game_box.setCurrentIndex(self.game_box.findData(chosen))
        self.empty_note.setVisible(not statistics.games())
        self.game_box.setEnabled(bool(statistics.games()))
        self.reset_button.setEnabled(bool(statistics.games()) or bool(statistics.puzzles))
        self.puzzle_numbers.show_records(statistics.puzzles)
        self._fill_opponents()

    def select(self, game: str, opponents: str = ALL_LEVELS) -> None:
        """Show the numbers of ``game`` against ``opponents`` (used to open on the game being played)."""
        index = self.game_box.findData(game)
        if index >= 0:
            self.game_box.setCurrentIndex(index)
            level = self.opponents_box.findData(opponents)
            if level >= 0:
                self.opponents_box.setCurrentIndex(level)

    def _game_order(self, game: str) -> tuple[int, str]:
        order = list(self._game_names)
        return (order.index(game) if game in order else len(order), game)

    def _fill_opponents(self) -> None:
        game = self.game_box.currentData()
        self.opponents_box.blockSignals(True)
        self.opponents_box.clear()
        for label in self._statistics.opponents(game) if game else []:
            self.opponents_box.addItem(self._opponents_name(label), label)
        self.opponents_box.blockSignals(False)
        self.opponents_box.setEnabled(self.opponents_box.count() > 0)
        self._show_record()

    def _opponents_name(self, label: str) -> str:
        if label == ALL_LEVELS:
            return self.tr("All levels")
        return self.tr("Mixed levels") if label == MIXED_LEVELS else level_name(label)

    def _show_record(self) -> None:
        game = self.game_box.currentData()
        opponents = self.opponents_box.currentData() or ALL_LEVELS
        record = self._statistics.get(game, opponents) if game else Record()
        for name, label in self.values.items():
            label.setText(format_value(record, name))

    def _confirm_reset(self) -> None:
        if self.ask_reset(self):
            self.reset_requested.emit()

    @staticmethod
    def ask_reset(parent: QWidget) -> bool:
        """Ask before forgetting every statistic (tests replace this)."""
        answer = QMessageBox.question(
            parent,
            QCoreApplication.translate("StatisticsDialog", "Reset statistics"),
            QCoreApplication.translate(
                "StatisticsDialog", "Forget every game counted so far, for every game and level? This cannot be undone."
            ),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Reset
