"""The main window: the Manipulation table, the turn buttons, menus, the status line and the game log.

``run_gui(argv)`` is what ``rummy-desktop`` runs without a sub-command: a
Manipulation Rummy game starts at once, you against two computer players.
"""

from __future__ import annotations

import os
import time
from typing import Sequence

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QMessageBox, QToolBar, QVBoxLayout, QWidget

from rummy_desktop import __version__
from rummy_desktop.controller.manipulation_match import BotFactory, ManipulationMatch, Seat, default_bot_factory
from rummy_desktop.controller.turn_controller import TurnController
from rummy_desktop.engine.manipulation import Action

from .card_theme import CardTheme
from .game_log_text import YOU, describe_action, new_game_line
from .joker_dialog import JokerDialog
from .log_dock import LogDock
from .manipulation_scene import ManipulationScene
from .rules_dialog import RulesDialog
from .table_view import TableView
from .turn_status import turn_status

__all__ = ["MainWindow", "run_gui", "DEFAULT_SEATS", "QUIT_WHEN_SHOWN"]

DEFAULT_SEATS = (Seat(YOU), Seat("Computer 1", "medium"), Seat("Computer 2", "medium"))
QUIT_WHEN_SHOWN = "RUMMY_QUIT_WHEN_SHOWN"
"""Environment variable: when set, ``run_gui`` prints ``shown <time.time()>`` once the window is
on screen and quits (to measure start-up time; see docs/benchmarks.md)."""

_MESSAGE_MS = 8000


class MainWindow(QMainWindow):
    def __init__(
        self,
        seats: Sequence[Seat] = DEFAULT_SEATS,
        *,
        bot_factory: BotFactory = default_bot_factory,
        seed: int | None = None,
        pause_ms: int = 600,
        start_game: bool = True,
    ) -> None:
        super().__init__()
        self.setWindowTitle("Rummy Desktop — Manipulation Rummy")
        self.match = ManipulationMatch(seats, seed=seed, bot_factory=bot_factory, pause_ms=pause_ms, parent=self)
        seat = next(i for i, s in enumerate(self.match.seats) if s.is_human)
        self.names = [s.name for s in self.match.seats]
        self.controller = TurnController(self.match, seat, lambda candidates: JokerDialog.ask(candidates, self), self)
        self.scene = ManipulationScene(self.controller, self.names, CardTheme())
        self.view = TableView(self.scene)
        self.problems = QLabel()
        self.problems.setObjectName("turn-problems")
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("QLabel { background: #fbe3e1; color: #7a1610; padding: 6px 10px; }")
        self.problems.hide()
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.problems)
        column.addWidget(self.view, 1)
        self.setCentralWidget(central)
        self.log = LogDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log)
        self.turn_label = QLabel()
        self.statusBar().addWidget(self.turn_label, 1)
        self._rules: RulesDialog | None = None
        self._make_actions()
        self._make_menus()
        self._make_toolbar()
        self.match.action_played.connect(self._log_action)
        self.match.computer_error.connect(self._log_computer_error)
        self.match.thinking.connect(lambda seat: self._update())
        self.controller.changed.connect(self._update)
        self.controller.message.connect(self.show_message)
        self.scene.message.connect(self.show_message)
        self.resize(1280, 800)
        if start_game:
            self.new_game()
        self._update()

    # --- building ---------------------------------------------------------------------------

    def _action(self, text: str, slot, shortcut: QKeySequence | str | None = None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(slot)
        return action

    def _make_actions(self) -> None:
        c = self.controller
        self.new_action = self._action("&New game", lambda: self.new_game(), QKeySequence.StandardKey.New)
        self.quit_action = self._action("&Quit", self.close, QKeySequence.StandardKey.Quit)
        self.undo_action = c.undo_stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = c.undo_stack.createRedoAction(self, "&Redo")
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        self.reset_action = self._action("Reset &turn", c.reset_turn, "Ctrl+Shift+R",
                                         "Put the table and your hand back as they were when your turn began")
        self.draw_action = self._action("&Draw", c.draw, "Ctrl+D", "Draw a card from the stock")
        self.end_turn_action = self._action("&End turn", c.end_turn, "Ctrl+Return",
                                            "Play the table as it is now, or end the turn without melding")
        self.knock_action = self._action("&Knock", c.knock, "Ctrl+K", "End the round now")
        self.next_round_action = self._action("&Next round", c.next_round, "Ctrl+N, R", "Deal the next round")
        self.sort_suit_action = self._action("Sort by &suit", lambda: c.sort_hand("suit"), "Ctrl+1",
                                             "Sort your hand by suit")
        self.sort_rank_action = self._action("Sort by &rank", lambda: c.sort_hand("rank"), "Ctrl+2",
                                             "Sort your hand by rank")
        self.rules_action = self._action("&Rules", self.show_rules, QKeySequence.StandardKey.HelpContents)
        self.about_action = self._action("&About Rummy Desktop", self.show_about)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        game.addAction(self.new_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        edit = bar.addMenu("&Edit")
        edit.addActions([self.undo_action, self.redo_action])
        edit.addSeparator()
        edit.addAction(self.reset_action)
        turn = bar.addMenu("&Turn")
        turn.addActions([self.draw_action, self.end_turn_action, self.knock_action, self.next_round_action])
        turn.addSeparator()
        turn.addActions([self.sort_suit_action, self.sort_rank_action])
        view = bar.addMenu("&View")
        view.addAction(self.log.toggleViewAction())
        help_menu = bar.addMenu("&Help")
        help_menu.addActions([self.rules_action, self.about_action])

    def _make_toolbar(self) -> None:
        bar = QToolBar("Turn")
        bar.setObjectName("turn-toolbar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        bar.addActions([self.draw_action, self.end_turn_action, self.knock_action, self.reset_action,
                        self.next_round_action])
        bar.addSeparator()
        bar.addActions([self.sort_suit_action, self.sort_rank_action])
        font = bar.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        bar.setFont(font)
        for action in (self.end_turn_action, self.knock_action, self.next_round_action):
            bar.widgetForAction(action).setStyleSheet("font-weight: bold")
        self.addToolBar(Qt.ToolBarArea.BottomToolBarArea, bar)
        self.toolbar = bar

    # --- keeping up with the game --------------------------------------------------------------

    def _update(self) -> None:
        c = self.controller
        self.draw_action.setEnabled(c.can_draw)
        self.end_turn_action.setEnabled(c.can_end_turn)
        self.knock_action.setVisible(c.can_knock)
        self.reset_action.setEnabled(c.can_edit and c.is_modified)
        self.next_round_action.setVisible(c.can_next_round)
        self.next_round_action.setEnabled(c.can_next_round)
        self.turn_label.setText(turn_status(c, self.names))
        problems = c.problems
        self.problems.setVisible(bool(problems))
        self.problems.setText("<b>You can't end the turn yet:</b><ul>"
                              + "".join(f"<li>{p.message}</li>" for p in problems) + "</ul>")

    def show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, _MESSAGE_MS)

    def _log_action(self, seat: int, action: Action, before, after) -> None:
        for line in describe_action(self.names, seat, action, before, after):
            self.log.add(line)

    def _log_computer_error(self, seat: int, reason: str) -> None:
        self.log.add(f"{self.names[seat]} tried a move the rules refuse ({reason}) and plays safe instead.")

    # --- commands ------------------------------------------------------------------------------

    def new_game(self, seed: int | None = None) -> None:
        self.log.clear()
        self.match.new_game(seed)
        self.log.add(new_game_line(self.names, self.match.state))

    def show_rules(self) -> None:
        if self._rules is None:
            self._rules = RulesDialog(self)
        self._rules.show()
        self._rules.raise_()

    def show_about(self) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, "About Rummy Desktop",
                          f"<b>Rummy Desktop {__version__}</b><p>Manipulation Rummy and Gin Rummy "
                          f"against the computer or with friends.</p>", QMessageBox.StandardButton.Ok, self)
        box.setObjectName("about-box")
        box.open()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.match.shutdown()
        super().closeEvent(event)


def run_gui(argv: list[str]) -> int:
    """Open the window with a game already dealt; returns the application's exit code."""
    app = QApplication.instance() or QApplication(argv)
    QCoreApplication.setOrganizationName("RummyDesktop")
    QCoreApplication.setApplicationName("rummy_desktop")
    QApplication.setApplicationDisplayName("Rummy Desktop")
    window = MainWindow()
    window.show()
    if os.environ.get(QUIT_WHEN_SHOWN):
        def report() -> None:
            print(f"shown {time.time():.6f}", flush=True)
            window.close()
            app.quit()
        QTimer.singleShot(0, report)
    return app.exec()
