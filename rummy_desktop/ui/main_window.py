"""The main window: the table of the game being played, menus, toolbar, status line, game log and scores.

``run_gui(argv)`` is what ``rummy-desktop`` runs without a sub-command: a game
starts at once (the last game chosen, or Manipulation Rummy against two
computer players), and Game ▸ New offers every game.
"""

from __future__ import annotations

import gc
import os
import sys
import time
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop import __version__
from rummy_desktop.controller.crash_guard import CrashGuard
from rummy_desktop.controller.crash_report import CrashReport, left_crash_report, open_crash_report
from rummy_desktop.controller.explain import explain
from rummy_desktop.controller.game_outcome import State
from rummy_desktop.controller.freed_memory import give_back_freed_memory
from rummy_desktop.controller.match import BotFactory, Match, Seat
from rummy_desktop.controller.worker_pool import shared_pool, shutdown_shared_pool
from rummy_desktop.controller.new_game_choice import NewGameChoice, Rules, default_rules, random_seed
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.controller.saves import app_data_dir
from rummy_desktop.controller.settings import Settings
from rummy_desktop.controller.settings_file import stored_settings
from rummy_desktop.controller.turn_controller import TurnController
from rummy_desktop.controller.undo_commands import rename_steps
from rummy_desktop.engine import gin
from rummy_desktop.engine.manipulation import TurnProblem
from rummy_desktop.desktop_entry import APP_ID
from rummy_desktop.resources import asset_path

from .table.animation import CardMotion
from .app_services import install_app_services, start_app_services
from .file_open import FILE_OPEN_EVENTS, open_or_deal, watch_file_open_events
from .interrupt import exit_on_interrupt
from .single_instance import Role, bring_forward, claim_data_folder
from .table.card_theme import CardTheme
from .text.game_log_text import YOU, action_words, new_game_words, shown_name
from .text.log_words import wording
from .dialogs.game_result_dialog import GameResultDialog
from .assist.hints import HintService
from .text.i18n import install_language, register_fonts, resolve_language
from .dialogs.joker_dialog import JokerDialog
from .assist.announcer import Announcer
from .assist.keyboard_play import install_keyboard_play, step_back
from .assist.read_aloud import Readers
from .dialogs.knock_confirmation import KnockConfirmation
from .log_dock import LogDock, retranslate_title_buttons
from .hint_panel import HintPanel
from .log_export import LogExport
from .manipulation.scene import ManipulationScene
from .dialogs.new_game_dialog import NewGameDialog, default_seat_name
from .dialogs.pass_screen import PassScreen
from .text.plain_text import plain_label
from .text.spoken import drawn_card_words, in_words
from .dialogs.round_result_dialog import RoundResultDialog
from .puzzles.puzzle_action import PuzzleService
from .review.review_action import ReviewService
from .dialogs.rules_dialog import RulesDialog
from .score_sheet import ScoreSheet
from .dialogs.settings_dialog import game_names
from .remembered_size import RememberedSize
from .dialogs.spread_dialog import SpreadDialog
from .dialogs.shortcuts_dialog import ShortcutsAction
from .side_panels import SIDE_WIDTH, SidePanels
from .table.table_scene import CardTableScene
from .table.table_view import TableView
from .problems_note import ProblemsNote
from .turn_status import TurnLine, end_turn_words, gin_turn_status, turn_status

if TYPE_CHECKING:
    from .gin.scene import GinScene

__all__ = ["MainWindow", "deal_first_game", "first_window", "run_gui", "default_seats", "QUIT_WHEN_SHOWN", "BASE_PAUSE_MS"]


def default_seats() -> tuple[Seat, ...]:
    """You against two computers of medium level, named in the app's language as it is now.

    "You" stays the :data:`YOU` sentinel, which the window words in the language of the moment.
    """
    return (Seat(YOU), *(Seat(default_seat_name(number, "medium"), "medium") for number in (1, 2)))


QUIT_WHEN_SHOWN = "RUMMY_QUIT_WHEN_SHOWN"
"""Environment variable: when set, ``run_gui`` prints ``shown <time.time()>`` once the window is
on screen and quits (to measure start-up time; see docs/benchmarks.md)."""

BASE_PAUSE_MS = 350
"""A computer seat waits this long, plus two card flights, before it moves: long enough to follow."""
_MESSAGE_MS = 8000


class MainWindow(QMainWindow):
    """The application's window, for every game.

    The surface other parts of the app build on (saves, statistics, keyboard play):

    * ``window.match`` — the :class:`Match` (one for the window's lifetime): ``state``,
      ``seats``, ``game``, ``rules``, ``seed``, and the signals ``game_started(state)``,
      ``round_started(state)``, ``state_changed(state)``,
      ``action_played(seat, action, before, after)``, ``thinking(seat)``, ``computer_error(seat, text)``;
    * ``window.game_name`` (manipulation, gin, oklahoma, hollywood), ``window.names`` (one per seat),
      ``window.round_history`` (this game's ``round_result`` values, in order);
    * ``window.scene_for_game(game=None)`` — the table scene showing that game (a
      :class:`CardTableScene`); ``window.view`` is the view showing the current one;
    * ``window.start_game(choice)`` deals a :class:`NewGameChoice`; ``window.load_state(game, seats,
      state, rounds=(), seed=None)`` carries on a saved game; ``window.new_game(seed)`` deals again with the
      same seats and rules;
    * ``window.add_game_actions(actions)`` / ``window.add_help_actions(actions)`` put actions in the
      Game menu (above Quit) and the Help menu;
    * ``window.settings`` and ``window.data_dir`` (where saves may live; None: the default place);
      ``MainWindow(guest=True)``: another copy of the app owns that folder (it did not answer), so this
      window keeps an autosave of its own and offers no interrupted game;
      ``window.set_card_theme(theme)`` draws every table with a :class:`CardTheme`; the card size
      setting scales the tables' cards; ``window.ask_end_turn(text) -> bool`` is the question asked
      before a turn ends when ``confirm_end_turn`` is on and the turn can end (tests replace it);
    * ``MainWindow(seats=None)`` seats :func:`default_seats`, named when the window is made;
    * ``window.services`` — its :class:`AppServices` (saves, autosave, statistics, live settings);
      ``window.keyboard`` — keyboard play on the table (:class:`KeyboardPlay`); ``window.hints`` —
      Turn ▸ Hint (:class:`HintService`, each hint shown counted in the statistics);
      ``window.log_export`` — Game ▸ Copy game log / Export game log… (:class:`LogExport`);
      ``window.reviews`` — Game ▸ Review… and the result dialogs' Review button (:class:`ReviewService`);
      ``window.puzzles`` — Game ▸ Puzzles…, the table puzzles and their statistics (:class:`PuzzleService`);
      ``window.side_panels`` — the log and the scores beside the table, held to a share of the window's
      width (:class:`SidePanels`).

    Hot-seat: with two or more people, a :class:`PassScreen` covers the window before each
    person's turn and every hand card is hidden until they confirm. The round result is shown as
    soon as a round ends, without a pass screen, because it shows every hand to everyone: the
    round is over. The next round's first turn is again behind the pass screen.
    """

    def __init__(
        self,
        seats: Sequence[Seat] | None = None,
        *,
        settings: Settings | None = None,
        data_dir: Path | None = None,
        bot_factory: BotFactory | None = None,
        seed: int | None = None,
        pause_ms: int | None = None,
        start_game: bool = True,
        rules: Rules | None = None,
        guest: bool = False,
    ) -> None:
        super().__init__()
        self.settings = settings if settings is not None else stored_settings(CardTheme.backs())
        self.data_dir = data_dir
        self._fixed_pause = pause_ms
        self.theme = CardTheme()
        self.motion = CardMotion(self.settings.animation_ms, self)
        seats = seats if seats is not None else default_seats()   # named in the language installed by now
        self.match = Match(seats, bot_factory=bot_factory, seed=seed, pause_ms=self._pause_ms(), parent=self)
        self.names = [s.name for s in self.match.seats]
        self.round_history: list[Any] = []
        self.viewer: int | None = self._first_human()
        self._game_id = 0
        self.controller = TurnController(self.match, self.viewer or 0, lambda candidates: JokerDialog.ask(candidates, self),
                                         self)
        self.ask_end_turn: Callable[[str], bool] = self._ask_end_turn
        """Asks "End your turn?" with a text (when Settings.confirm_end_turn is on); tests replace it."""
        # Both tables belong to the window, so Qt deletes them with it, on this thread. A table owned by
        # Python went with the window's last reference cycle: the garbage collector deleted it in whichever
        # thread it happened to run (a computer player's or a hint's worker), under the GUI thread's feet.
        self.scene: CardTableScene = ManipulationScene(self.controller, self.theme, self)
        self.scene.motion = self.motion
        self.scene.set_card_scale(self._card_scale())
        self._manipulation_scene = self.scene
        self._gin_scene: "GinScene | None" = None
        self.view = TableView(self.scene)
        self.problems = ProblemsNote(self.view)
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.view, 1)
        self.turn_label = TurnLine()
        """Whose turn it is and what to do, under the table: a status tip or message never hides it."""
        column.addWidget(self.turn_label)
        self.setCentralWidget(central)
        self.pass_screen = PassScreen(central)
        self.pass_screen.revealed.connect(self._revealed)
        self._pass_to: int | None = None
        self.log = LogDock(self)
        self.addDockWidget(self._side_area(), self.log)
        self.score_sheet = ScoreSheet()
        self.scores_dock = QDockWidget(self.tr("Scores"), self)
        self.scores_dock.setObjectName("scores")
        self.scores_dock.setWidget(self.score_sheet)
        self.addDockWidget(self._side_area(), self.scores_dock)
        self.resizeDocks([self.log, self.scores_dock], [SIDE_WIDTH, SIDE_WIDTH], Qt.Orientation.Horizontal)
        self.side_panels = SidePanels(self, (self.log, self.scores_dock), self.score_sheet)
        self.resizeDocks([self.log, self.scores_dock], [400, 260], Qt.Orientation.Vertical)
        self.rules_label = plain_label()
        self.rules_label.setObjectName("rules-note")
        self.seed_label = QLabel()
        self.seed_label.setObjectName("seed")
        self.seed_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statusBar().addPermanentWidget(self.rules_label)
        self.statusBar().addPermanentWidget(self.seed_label)
        self._rules: RulesDialog | None = None
        self._rules_page: tuple[str, str] = ("", "")
        """The (language, game) the rules window shows."""
        self.hints = HintService(self.view, self.controller, parent=self)
        self.hint_panel = HintPanel(self.hints, self)
        self.addDockWidget(self._side_area(), self.hint_panel)
        # Top to bottom beside the table: the plan (while a hint shows it), the log, the scores.
        self.splitDockWidget(self.hint_panel, self.log, Qt.Orientation.Vertical)
        self.splitDockWidget(self.log, self.scores_dock, Qt.Orientation.Vertical)
        self.hints.message.connect(self.show_message)
        self.hints.withdrawn.connect(self._hint_withdrawn)
        self.hints.hint_ready.connect(self._hint_ready)
        self._make_actions()
        self._make_menus()
        self._make_toolbar()
        self.retranslate()
        self.add_help_actions([ShortcutsAction(self)])
        self.announcer = Announcer(self.view, self.settings.announce_moves, holder=lambda: self.keyboard.speaker())
        """Tells screen readers what the computers do, whose turn it is, and what your keys did."""
        self.keyboard = install_keyboard_play(self.view, self.controller, {
            "draw": self.draw_action, "end_turn": self.end_turn_action, "knock": self.knock_action},
            Readers(scores=lambda: self.score_sheet.accessibleDescription(),
                    turn=lambda: in_words(self.turn_label.text()), log=lambda: self.log.lines()))
        self.keyboard.message.connect(self.show_message)
        self.keyboard.told.connect(self.announcer.tell)
        self.keyboard.access.tell_focus = self.announcer.focus   # a key's sentence said with the card it moved to
        self._turn_told: int | None = None
        self.view.setFocus()   # keyboard play works as soon as the window shows
        self.match.game_started.connect(self._game_started)
        self.match.state_changed.connect(self._state_changed)
        self.match.action_played.connect(self._action_played)
        self.match.computer_error.connect(self._log_computer_error)
        self.match.program_notice.connect(self._log_program_notice)
        self.match.thinking.connect(lambda seat: self._update())
        self.controller.changed.connect(self._update)
        self.controller.message.connect(self.show_message)
        self.scene.message.connect(self.show_message)
        self.settings.changed.connect(self._setting_changed)
        self.services = install_app_services(self, data_dir=data_dir, settings=self.settings, guest=guest)
        self.log_export = LogExport(self.log, self, self.show_message)
        self.add_game_actions([self.log_export.separator, self.log_export.copy_action, self.log_export.export_action])
        self.hints.hint_shown.connect(self.services.count_hint)
        self.reviews = ReviewService(self, self.match, self.services.recorder, lambda: self.theme, self.settings)
        self.game_menu.insertAction(self.log_export.separator, self.reviews.action)
        self.puzzles = PuzzleService(self, lambda: self.theme, lambda: self.services.statistics,
                                     self.services.count_puzzle, self.settings)
        self.game_menu.insertAction(self.log_export.separator, self.puzzles.action)
        self.remembered_size = RememberedSize(self, self.settings, "main_window_size")
        if start_game:
            self.new_game(seed if seed is not None else random_seed(), rules=rules)
        self._update()

    # --- the surface for the rest of the app ------------------------------------------------------

    @property
    def game_name(self) -> str:
        """manipulation, gin, oklahoma or hollywood."""
        return self.match.game

    @property
    def is_hot_seat(self) -> bool:
        return len(self.match.human_seats) >= 2

    def scene_for_game(self, game: str | None = None) -> CardTableScene:
        """The scene that shows ``game`` (the game being played when None)."""
        game = game or self.game_name
        if game == "manipulation":
            return self._manipulation_scene
        if self._gin_scene is None:
            from .gin.scene import GinScene   # loaded with the first Gin game: start-up stays short

            self._gin_scene = GinScene(self.theme, self)
            self._gin_scene.motion = self.motion
            self._gin_scene.set_card_scale(self._card_scale())
            self._gin_scene.confirm_knocks = self.settings.confirm_knock
            self._gin_scene.spread_choices = lambda card: gin.knock_spreads(self.match.state, card)
            self._gin_scene.ask_spread = lambda spreads, proposal, card: SpreadDialog.ask(self, spreads, proposal, card)
            self._gin_scene.action_chosen.connect(self._gin_action)
            self._gin_scene.message.connect(self.show_message)
        return self._gin_scene

    def set_card_theme(self, theme: CardTheme) -> None:
        """Draw every table with ``theme`` from now on (and the result dialogs shown later)."""
        self.theme = theme
        for scene in self._scenes():
            scene.theme = theme
            scene.refresh()

    def _scenes(self) -> list[CardTableScene]:
        """The tables made so far (the Gin table is made with the first Gin game)."""
        return [self._manipulation_scene] + ([self._gin_scene] if self._gin_scene is not None else [])

    def add_game_actions(self, actions: Iterable[QAction]) -> None:
        """Put ``actions`` in the Game menu, after New game and before Quit."""
        self.game_menu.insertActions(self._quit_separator, list(actions))

    def add_help_actions(self, actions: Iterable[QAction]) -> None:
        self.help_menu.addActions(list(actions))

    def start_game(self, choice: NewGameChoice) -> None:
        """Deal the game chosen (its seed must be set, so the deal can be replayed)."""
        self.match.new_game(choice.with_seed_drawn().seed, seats=choice.seats, rules=choice.rules)

    def new_game(self, seed: int | None = None, *, rules: Rules | None = None) -> None:
        """Deal a new game with the same seats (and rules, unless given); a fresh seed when None."""
        self.match.new_game(random_seed() if seed is None else seed,
                            rules=rules if rules is not None else self.match.rules)

    def load_state(self, game: str, seats: Sequence[Seat], state: State, rounds: Sequence[Any] = (),
                   seed: int | None = None) -> None:
        """Carry on a saved game of ``game`` at ``state``, with the rounds already played; ``seed`` is
        the one its deal came from, shown in the title and the status bar."""
        if type(default_rules(game)) is not type(state.rules):
            raise ValueError(f"the state is not a position of {game}")
        self.match.resume(state, seats, seed)
        self.round_history = list(rounds)
        self._show_scores()

    # --- building -----------------------------------------------------------------------------

    def _action(self, slot: Any, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
        """An action of the window; :meth:`retranslate` gives it its text."""
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _make_actions(self) -> None:
        c = self.controller
        self.new_action = self._action(self.ask_new_game, QKeySequence.StandardKey.New)
        self.quit_action = self._action(self.close, QKeySequence.StandardKey.Quit)
        # Own undo/redo actions rather than QUndoStack.createUndoAction, whose "Undo" prefix is fixed
        # when the action is made and so could not follow a change of language.
        self.undo_action = self._action(lambda: self.announcer.tell(step_back(c.undo_stack, undo=True)),
                                        QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(lambda: self.announcer.tell(step_back(c.undo_stack, undo=False)),
                                        QKeySequence.StandardKey.Redo)
        self.undo_action.setEnabled(c.undo_stack.canUndo())
        self.redo_action.setEnabled(c.undo_stack.canRedo())
        c.undo_stack.canUndoChanged.connect(self.undo_action.setEnabled)
        c.undo_stack.canRedoChanged.connect(self.redo_action.setEnabled)
        c.undo_stack.undoTextChanged.connect(lambda step: self._name_undo_action(self.undo_action, step))
        c.undo_stack.redoTextChanged.connect(lambda step: self._name_undo_action(self.redo_action, step))
        self.reset_action = self._action(c.reset_turn, "Ctrl+Shift+R")
        self.draw_action = self._action(c.draw, "Ctrl+D")
        self.end_turn_action = self._action(self._end_turn, "Ctrl+Return")
        self.knock_action = self._action(self._knock_manipulation, "Ctrl+K")
        self.next_round_action = self._action(self._next_round, "Ctrl+R")
        self.sort_suit_action = self._action(lambda: c.sort_hand("suit"), "Ctrl+1")
        self.sort_rank_action = self._action(lambda: c.sort_hand("rank"), "Ctrl+2")
        self.rules_action = self._action(self.show_rules, QKeySequence.StandardKey.HelpContents)
        self.hint_action = self._action(self.hints.request_hint, "H")
        self.show_me_action = self._action(self.hints.show_me, "Shift+H")
        self.about_action = self._action(self.show_about)
        self.manipulation_actions = (self.draw_action, self.end_turn_action, self.knock_action, self.reset_action,
                                     self.show_me_action,
                                     self.sort_suit_action, self.sort_rank_action)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.new_action)
        self._quit_separator = self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.edit_menu = edit = bar.addMenu("")
        edit.addActions([self.undo_action, self.redo_action])
        edit.addSeparator()
        edit.addAction(self.reset_action)
        self.turn_menu = turn = bar.addMenu("")
        turn.addActions([self.draw_action, self.end_turn_action, self.knock_action, self.next_round_action])
        turn.addSeparator()
        turn.addActions([self.hint_action, self.show_me_action])
        turn.addSeparator()
        turn.addActions([self.sort_suit_action, self.sort_rank_action])
        self.view_menu = view = bar.addMenu("")
        view.addActions([self.log.toggleViewAction(), self.scores_dock.toggleViewAction()])
        self.help_menu: QMenu = bar.addMenu("")
        self.help_menu.addActions([self.rules_action, self.about_action])

    def _make_toolbar(self) -> None:
        bar = QToolBar()
        bar.setObjectName("turn-toolbar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        bar.addActions([self.draw_action, self.end_turn_action, self.knock_action, self.reset_action,
                        self.next_round_action])
        after_turn = bar.addSeparator()
        bar.addActions([self.sort_suit_action, self.sort_rank_action])
        after_sorts = bar.addSeparator()
        bar.addAction(self.hint_action)   # Show me stays in the Turn menu: the toolbar is full at 1024 pixels
        self._manipulation_separators = (after_turn, after_sorts)
        """A toolbar does not fold separators as a menu does: these go with the Manipulation actions."""
        font = bar.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        bar.setFont(font)
        for action in (self.end_turn_action, self.knock_action, self.next_round_action):
            bar.widgetForAction(action).setStyleSheet("font-weight: bold")
        self.addToolBar(Qt.ToolBarArea.BottomToolBarArea, bar)
        self.toolbar = bar

    def retranslate(self) -> None:
        """Every text the window sets once, again in the current language (a change of language calls it)."""
        texts = (
            (self.new_action, self.tr("&New game…"), ""),
            (self.quit_action, self.tr("&Quit"), ""),
            (self.reset_action, self.tr("Reset &turn"),
             self.tr("Put the table and your hand back as they were when your turn began")),
            (self.draw_action, self.tr("&Draw"), self.tr("Draw a card from the stock")),
            (self.end_turn_action, self.tr("&End turn"), ""),   # what it does now: _update says
            (self.knock_action, self.tr("&Knock"), self.tr("End the round now")),
            (self.next_round_action, self.tr("&Next round"), self.tr("Deal the next round")),
            (self.sort_suit_action, self.tr("Sort by &suit"), self.tr("Sort your hand by suit")),
            (self.sort_rank_action, self.tr("Sort by &rank"), self.tr("Sort your hand by rank")),
            (self.rules_action, self.tr("&Rules"), ""),
            (self.hint_action, self.tr("&Hint"), self.tr("Show the best move")),
            (self.show_me_action, self.tr("Show &me"),
             self.tr("Lay out the table the hint leads to, at once (one step to undo)")),
            (self.about_action, self.tr("&About Rummy Desktop"), ""),
        )
        for action, text, tip in texts:
            action.setText(text)
            action.setStatusTip(tip)
            action.setToolTip(tip)   # empty: Qt shows the text
        stack = self.controller.undo_stack
        rename_steps(stack)
        self._name_undo_action(self.undo_action, stack.undoText())
        self._name_undo_action(self.redo_action, stack.redoText())
        for menu, title in ((self.game_menu, self.tr("&Game")), (self.edit_menu, self.tr("&Edit")),
                            (self.turn_menu, self.tr("&Turn")), (self.view_menu, self.tr("&View")),
                            (self.help_menu, self.tr("&Help"))):
            menu.setTitle(title)
        self.toolbar.setWindowTitle(self.tr("Turn"))
        self.scores_dock.setWindowTitle(self.tr("Scores"))
        retranslate_title_buttons(self.scores_dock)   # the log and hint docks word their own
        if self.match.has_game:
            self._show_game_title()
        for scene in self._scenes():
            scene.retranslate()
        self._update()

    def _name_undo_action(self, action: QAction, step: str) -> None:
        """"Undo <step>" or "Redo <step>" in the current language.

        ``step`` comes with the stack's signal: the stack itself may be on its way out (it clears
        itself, and says so, while it is destroyed).
        """
        prefix = self.tr("&Undo") if action is self.undo_action else self.tr("&Redo")
        action.setText(f"{prefix} {step}" if step else prefix)

    # --- keeping up with the game --------------------------------------------------------------

    def _first_human(self) -> int | None:
        humans = self.match.human_seats
        return humans[0] if humans else None

    def _game_started(self, state: State) -> None:
        self._game_id += 1
        self.names = [seat.name for seat in self.match.seats]
        self.round_history = []
        self.viewer = None if self.is_hot_seat else self._first_human()
        self._pass_to = None
        self.pass_screen.hide()
        self.scene.conceal(())
        self.controller.set_seat(self._first_human() or 0)
        scene = self.scene_for_game()
        if self.view.scene() is not scene:
            self.scene = scene
            self.view.setScene(scene)
            self.view.table().set_view(self.view.viewport().width(), self.view.viewport().height(),
                                       self.view.devicePixelRatioF())
        self.log.clear()
        self.log.add(wording([new_game_words(self.names, state)]))
        self._show_game_title()
        for action in (*self.manipulation_actions, *self._manipulation_separators):
            action.setVisible(self.game_name == "manipulation")
        self._show_scores()
        self._follow_rules()

    def _show_game_title(self) -> None:
        """The window title and the seed in the status bar, for the game being played.

        The title does not name the app: the system adds the application's display name to it
        ("Gin Rummy — seed 7 — Rummy Desktop"), which ``run_gui`` sets.
        """
        seed = "—" if self.match.seed is None else str(self.match.seed)
        self.setWindowTitle(fill(self.tr("%1 — seed %2"), game_names()[self.game_name], seed))
        self.seed_label.setText(fill(self.tr("Seed: %1"), seed))

    def _state_changed(self, state: State) -> None:
        if self.is_hot_seat:
            seat = self.match.seat_to_act()
            if seat is not None and self.match.seats[seat].is_human and seat != self.viewer:
                self._pass_to = seat
            if self._pass_to is not None or self.viewer is None:
                self.scene.conceal(card.key for hand in state.hands for card in hand)
            if self._pass_to is not None and not self.pass_screen.isVisible():
                self.pass_screen.show_for(self.names[self._pass_to])
        self._show_table()
        self._update()

    def _revealed(self) -> None:
        """The next person confirmed it is them: their hand, and only theirs, comes out."""
        if self._pass_to is None:
            return
        self.viewer, self._pass_to = self._pass_to, None
        self.scene.conceal(())
        self.controller.set_seat(self.viewer)   # redraws the Manipulation table
        self._show_table()
        self._update()
        self.view.setFocus()   # the pass screen's button had it

    def _show_table(self) -> None:
        """Redraw the Gin table (the Manipulation table follows its turn controller by itself)."""
        if self.match.has_game and self.game_name != "manipulation":
            seat = self.viewer if self.viewer is not None else (self._first_human() or 0)
            scene = self.scene_for_game()
            state = self.match.state
            scene.show(self.match.view_for(seat), self.names, seat,  # type: ignore[attr-defined]
                       reveal_opponent=state.is_round_over)
            mine = self.match.seat_to_act() == seat and self.match.seats[seat].is_human and self._pass_to is None
            scene.set_interactive(mine)  # type: ignore[attr-defined]

    def _action_played(self, seat: int, action: Any, before: State, after: State) -> None:
        words = wording(action_words(self.names, seat, action, before, after))
        self.log.add(words)
        if not self.match.seats[seat].is_human:
            self.announcer.say(lambda: " ".join(words()))
        else:   # your own move confirmed, and the card you drew named (unless the log line names it: the pile's)
            said = " ".join(words())
            drawn = drawn_card_words(before.hands[seat], after.hands[seat], said) if not before.is_round_over else None
            self.announcer.tell(f"{said} {drawn}" if drawn else said)
        if self.is_hot_seat and action == self.match.adapter.next_round_action():
            self.viewer = None   # new hands: nobody has seen theirs yet
        if after.is_round_over and not before.is_round_over:
            self.round_history.append(after.round_result)
            # In the next turn of the event loop, not in the move's: building the sheet is the costliest
            # part of the window's work on a move (issue 29's stalls, docs/benchmarks.md).
            QTimer.singleShot(0, self, self._show_scores)
            game, state = self._game_id, after
            # after the last card has landed, so the table shows how the round ended
            QTimer.singleShot(self.motion.total_ms(2), self, lambda: self._round_over(game, state))

    def _show_scores(self) -> None:
        if self.match.has_game:
            self.score_sheet.show_state(self.match.state, self.names, self.round_history)

    def _round_over(self, game: int, state: State) -> None:
        """The round result, then (after the last round) the game's result and maybe a new game."""
        if game != self._game_id or self.match.state is not state:
            return
        review = self.reviews.offer()
        next_round = RoundResultDialog.ask(self, state, self.names, tuple(self.round_history), self.theme,
                                           review=review)
        if game != self._game_id or self.match.state is not state:
            return
        if state.is_game_over:
            give_back_freed_memory()   # what the game freed and malloc kept goes back to the system
            if GameResultDialog.ask(self, state, self.names, review=review):
                self.new_game()
        elif next_round:
            self.match.next_round()

    def _update(self) -> None:
        c = self.controller
        manipulation_game = self.match.has_game and self.game_name == "manipulation"
        open_hand = self._pass_to is None   # behind the pass screen nobody plays
        self.draw_action.setEnabled(open_hand and c.can_draw)
        why_not = c.draw_refusal() if manipulation_game and c.is_my_turn() else ""
        draw_tip = why_not or self.tr("Draw a card from the stock")
        self.draw_action.setToolTip(draw_tip)
        self.draw_action.setStatusTip(draw_tip)
        self.show_me_action.setEnabled(open_hand and self.hints.can_show_me)
        self.end_turn_action.setEnabled(open_hand and c.can_end_turn)
        self.knock_action.setVisible(open_hand and c.can_knock)
        self.reset_action.setEnabled(open_hand and c.can_edit and c.is_modified)
        for action in (self.sort_suit_action, self.sort_rank_action, self.hint_action):
            action.setEnabled(open_hand)
        round_over = self.match.has_game and self.match.state.is_round_over and not self.match.state.is_game_over
        self.next_round_action.setVisible(round_over)
        self.next_round_action.setEnabled(round_over)
        gin_state = self.match.state if self.match.has_game and not manipulation_game else None
        self.rules_label.setText(self._gin_rules_note(gin_state) if gin_state is not None else "")
        seat = self.match.seat_to_act()
        yours = seat is not None and seat == self.viewer and open_hand and self.match.seats[seat].is_human
        if self._pass_to is not None:
            line = fill(self.tr("Pass the computer to %1."), shown_name(self.names[self._pass_to]))
        elif seat is not None and self.match.is_computer_turn():
            line = fill(self.tr("%1 is playing…"), shown_name(self.names[seat]))
        elif gin_state is not None:
            line = gin_turn_status(gin_state, self.viewer, self.names)
        else:
            line = turn_status(c, self.names)
        if yours and seat is not None and self.is_hot_seat:
            #: Hot seat: the turn line named for the person whose turn it is (%1), before what to do (%2).
            line = fill(self.tr("%1 — %2"), shown_name(self.names[seat]), line)
        self.turn_label.show_turn(line, yours)
        if yours and seat is not None and seat != self._turn_told:
            scene, name = self.scene, self.names[seat]
            self.announcer.say(lambda: scene.turn_words(name))
        self._turn_told = seat if yours else None
        tip, _ = end_turn_words(c)
        self.end_turn_action.setToolTip(tip)
        self.end_turn_action.setStatusTip(tip)
        problems = c.problems if manipulation_game else ()
        self.problems.show_text(self._problems_list(problems) if problems else "")

    def _problems_list(self, problems: Sequence[TurnProblem]) -> str:
        """Why the turn cannot end, as a list in rich text: each text escaped, so it shows as it reads."""
        items = "".join(f"<li>{escape(explain(problem.message), quote=False)}</li>" for problem in problems)
        heading = escape(self.tr("You can't end the turn yet:"), quote=False)
        return f"<b>{heading}</b><ul>{items}</ul>"

    def _gin_rules_note(self, state: gin.GinState) -> str:
        if state.rules.variant == "oklahoma":
            if state.knock_limit == 0:
                return self.tr("Gin only this round · scores double") if state.round_doubled else self.tr(
                    "Gin only this round")
            note = (self.tr("Knock limit this round: %1 · scores double") if state.round_doubled
                    else self.tr("Knock limit this round: %1"))
            return fill(note, state.knock_limit)
        if state.rules.variant == "hollywood":
            return self.tr("Hollywood: three games scored at once")
        return fill(self.tr("Knock with at most %1"), state.knock_limit)

    def show_message(self, text: str) -> None:
        """A message in the status bar, and said to a screen reader (a refusal's reason, a hint)."""
        self.statusBar().showMessage(text, _MESSAGE_MS)
        self.announcer.tell(text)

    def _hint_ready(self, hint: object) -> None:
        self._update()   # Show me follows the hint on the table

    def _hint_withdrawn(self, words: str) -> None:
        """A hint went: its words go from the status bar too, if they are still what it shows."""
        if words and self.statusBar().currentMessage() == words:
            self.statusBar().clearMessage()
        self._update()

    def _log_program_notice(self, seat: int, what: str) -> None:
        self.log.add(fill(self.tr("%1, a program: %2."), shown_name(self.names[seat]), what))

    def _log_computer_error(self, seat: int, reason: str) -> None:
        """The line about a computer's refused move (the reason comes worded in the language of the moment)."""
        name = self.names[seat]
        self.log.add(lambda: [fill(self.tr("%1 tried a move the rules refuse (%2) and plays safe instead."),
                                   shown_name(name), reason)])

    # --- settings ------------------------------------------------------------------------------

    def _card_scale(self) -> float:
        return self.settings.card_size / 100

    def _pause_ms(self) -> int:
        if self._fixed_pause is not None:
            return self._fixed_pause
        return BASE_PAUSE_MS + 2 * self.settings.animation_ms

    def _setting_changed(self, name: str) -> None:
        if name == "animation_speed":
            self.motion.duration_ms = self.settings.animation_ms
            self.match.pause_ms = self._pause_ms()
        elif name == "announce_moves":
            self.announcer.enabled = self.settings.announce_moves
        elif name == "confirm_knock" and self._gin_scene is not None:
            self._gin_scene.confirm_knocks = self.settings.confirm_knock
        elif name == "card_size":
            for scene in self._scenes():
                scene.set_card_scale(self._card_scale())

    # --- commands ------------------------------------------------------------------------------

    def ask_new_game(self) -> None:
        """Game ▸ New: "Abandon this game?" when one is under way, the new-game dialog (with the last
        choices), then the game chosen."""
        if not self.services.confirm_abandon():
            return
        choice = NewGameDialog.ask(self, self.settings)
        if choice is not None:
            self.start_game(choice)

    def _next_round(self) -> None:
        if self.match.has_game and self.match.state.is_round_over and not self.match.state.is_game_over:
            self.match.next_round()

    def _end_turn(self) -> None:
        """Turn ▸ End turn: after "End your turn?" when the settings ask for it, but only of a turn
        that can end; otherwise the refusal at once (a question answered Yes must not lead to a No)."""
        c = self.controller
        can_end = not c.end_turn_problems()
        if can_end and self.settings.confirm_end_turn and not self.ask_end_turn(end_turn_words(c)[1]):
            return
        c.end_turn()

    def _ask_end_turn(self, text: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("End your turn?"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        return box.exec() == QMessageBox.StandardButton.Yes

    def _knock_manipulation(self) -> None:
        state = self.match.state
        text = self.tr("Knock with %n points in hand and end the round?", None, state.hand_points(state.current))
        if not self.settings.confirm_knock or KnockConfirmation.ask(self, text):
            self.controller.knock()

    def _gin_action(self, action: Any) -> None:
        """An action from the Gin table (which asked about a knock already), for the person on view."""
        seat = self.match.seat_to_act()
        if seat is None or seat != self.viewer or self._pass_to is not None:
            return
        try:
            self.match.play(action)
        except gin.IllegalAction as refusal:
            self.show_message(explain(refusal.reason))
            self._show_table()

    def show_rules(self) -> None:
        """Help ▸ Rules: the rules of the game being played in the app's language, in a window that stays open."""
        page = (resolve_language(self.settings.language), self.game_name)
        dialog = self._rules
        if dialog is None or self._rules_page != page:
            dialog = RulesDialog(self, language=page[0], game=page[1], settings=self.settings)
            old, self._rules, self._rules_page = self._rules, dialog, page
            if old is not None:
                if old.isVisible():
                    dialog.setGeometry(old.geometry())
                old.close()
                old.deleteLater()
        dialog.show()
        dialog.raise_()

    def _follow_rules(self) -> None:
        """An open rules window turns to the game and the language now in use."""
        if self._rules is not None and self._rules.isVisible():
            self.show_rules()

    def show_about(self) -> None:
        """The version, what the app is, its licence and the third-party licences it ships (their texts
        are in the bundle's licenses folder: packaging/third_party_licences.py), and Qt's own About."""
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("About Rummy Desktop"),
                          "<b>Rummy Desktop " + __version__ + "</b><p>"
                          + self.tr("Manipulation Rummy and Gin Rummy against the computer or with friends.")
                          + "</p><p>"
                          + self.tr("Rummy Desktop is free software under the MIT licence. It contains Qt and "
                                    "PySide6 (GNU LGPL version 3), Python (PSF licence) and ICU (Unicode licence), "
                                    "whose licence texts are installed with it in its licenses folder.")
                          + "</p>", QMessageBox.StandardButton.Ok, self)
        box.setObjectName("about-box")
        about_qt = box.addButton(self.tr("About &Qt"), QMessageBox.ButtonRole.HelpRole)
        about_qt.setObjectName("about-qt")
        # The box closes on any button; Qt's About (its version and licence) opens after it.
        box.buttonClicked.connect(lambda button: QMessageBox.aboutQt(self) if button is about_qt else None)
        box.open()

    def _side_area(self) -> Qt.DockWidgetArea:
        """Where the log and scores docks go: beside the table on the side reading ends (Qt does not
        mirror dock areas for right-to-left languages)."""
        rtl = QApplication.isRightToLeft()
        return Qt.DockWidgetArea.LeftDockWidgetArea if rtl else Qt.DockWidgetArea.RightDockWidgetArea

    def _place_docks(self) -> None:
        for dock in (self.log, self.scores_dock):
            if self.dockWidgetArea(dock) != self._side_area():
                self.addDockWidget(self._side_area(), dock)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            QTimer.singleShot(0, self, self._follow_rules)   # once every catalogue of the new language is in
        elif event.type() == QEvent.Type.LayoutDirectionChange:
            self._place_docks()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._game_id += 1
        self.match.shutdown()
        self.hints.shutdown()
        self.reviews.shutdown()
        self.puzzles.shutdown()
        self.services.wait_for_autosave()   # the last move is on disk before the app may end
        super().closeEvent(event)


GUI_SWITCH_INTERVAL = 0.0002
"""Seconds a thread may hold Python's lock before another gets it (Python's default is 0.005).

When the computer players thought in pure Python on a worker thread, with the default the GUI
thread waited up to ~35 ms for the lock on top of its own work (52 ms stalls measured,
goal 50); with 1 ms the longest stall fell to about 30 ms (docs/benchmarks.md). They think in
worker processes now; the GUI process's other threads (the autosave writer's, the worker pool's,
bots a caller gives the match) still share the lock. Each call into Qt lets the lock go, and while
the autosave writer's Python runs the GUI thread then waits a whole interval to take it back: with
1 ms, paints of 6 ms of CPU took 14 ms; with 0.2 ms they take their CPU time (docs/benchmarks.md,
"The autosave writer's Python")."""


WARM_UP_MS = 100
"""After the window is shown, the wait before the worker processes start: the first paint comes first."""


SERIAL_PAINTING = "QT_NO_GUI_THREADPOOL"
"""Environment variable read by Qt once, at the first paint: when set, the raster engine fills on
the thread that paints instead of handing each large fill to Qt's own GUI thread pool.

Qt splits every fill of 96 or more spans (a card, a meld's frame) into pieces, gives them to its
pool and waits for them; on a busy machine each hand-over waits for a pool thread to be scheduled.
Over the stall benchmark's game the GUI thread spent 2.3 to 4.1 s painting with the pool, 0.6 to
0.9 s without it (docs/benchmarks.md, "What the window does on a move"); the pixels are the same,
the pool only shares the spans out. The card table's fills are too small to gain from threads."""


def keep_gui_responsive() -> None:
    """Let the GUI thread take Python's lock back from the process's other threads sooner, paint
    without waiting for Qt's GUI thread pool, and keep the garbage collector's full passes short;
    call it once everything is imported, before the application object is made.

    The modules' objects (most of the tens of thousands Python tracks) live as long as the app: frozen
    (``gc.freeze``), the collector's full passes leave them out. A full pass over all of them held
    Python's lock for 30 ms, on whichever thread ran it (the autosave writer's, in a measured stall
    of the window; docs/benchmarks.md, "The drawing thread's lock")."""
    sys.setswitchinterval(GUI_SWITCH_INTERVAL)
    os.environ[SERIAL_PAINTING] = "1"
    gc.collect()
    gc.freeze()


def deal_first_game(window: MainWindow) -> None:
    """The game the app opens with: the game chosen last time, or the Settings' default game and
    opponents, with a fresh deal (a new seed)."""
    window.start_game(NewGameDialog.initial_choice(window.settings))


def first_window(settings: Settings, *, data_dir: Path | None = None, bot_factory: BotFactory | None = None,
                 offer_resume: bool = True, saved_game: Path | None = None, report: CrashReport | None = None,
                 crash_report_left: Path | None = None, guest: bool = False) -> tuple[MainWindow, CrashGuard]:
    """The window the app opens with, and its crash guard (keep it until the event loop ends).

    The first game is dealt at once, unless a game was left unfinished: then the window opens
    with an empty table, asks whether to resume it, and deals the first game only if the player
    declines, so nothing is dealt, played or autosaved over the unfinished game before the answer.
    A ``saved_game`` named on the command line takes the dealt game's place (the deal when it does
    not open); on macOS the desktop's open-file events open their files from then on. The crash guard
    adds what it catches to ``report``; a report a crashed run left is named when its game is offered.
    A ``guest`` window (another copy owns the data folder) keeps an autosave of its own and offers nothing.
    """
    window = MainWindow(settings=settings, data_dir=data_dir, bot_factory=bot_factory, start_game=False,
                        guest=guest)
    if FILE_OPEN_EVENTS:
        watch_file_open_events(window.services, window)
    start = open_or_deal(window.services, saved_game, lambda: deal_first_game(window))
    guard = start_app_services(window.services, start, offer_resume=offer_resume, report=report,
                               crash_report_left=crash_report_left)
    return window, guard


WINDOW_FRAME = QSize(16, 40)
"""Room a window manager's frame and title bar take around the window (a generous guess)."""


def fit_to_screen(window: QWidget, available: QRect) -> None:
    """Shrink ``window`` (opened at its remembered size, 1280×800 at first) so it and its frame fit ``available``, the screen's
    free area: on a 1366×768 laptop the turn buttons and the status bar stay on screen."""
    room = available.size() - WINDOW_FRAME
    if window.width() > room.width() or window.height() > room.height():
        window.resize(min(window.width(), room.width()), min(window.height(), room.height()))
        window.move(available.topLeft())  # the frame's corner: the whole window on screen


def _handed_over(window: MainWindow, saved_game: Path | None) -> None:
    """A second copy of the app was started: show this window, and the game it was given."""
    bring_forward(window)
    if saved_game is not None:
        window.services.open_requested(saved_game)


def run_gui(argv: list[str], saved_game: Path | None = None) -> int:
    """Open the window (the first game dealt, or ``saved_game`` opened, or the unfinished one offered);
    the application's exit code (130 when Ctrl+C in the terminal ended it, 143 when SIGTERM did)."""
    keep_gui_responsive()
    app = QApplication.instance() or QApplication(argv)
    restore_interrupt = exit_on_interrupt(app)
    QCoreApplication.setOrganizationName("RummyDesktop")
    QCoreApplication.setApplicationName("rummy_desktop")
    QApplication.setApplicationDisplayName("Rummy Desktop")
    QApplication.setWindowIcon(QIcon(str(asset_path("icons", "rummy-desktop.svg"))))
    data_dir = app_data_dir()
    claim = claim_data_folder(data_dir, saved_game)
    if claim.role is Role.HANDED_OVER:   # the copy that owns the folder shows the file, or itself
        restore_interrupt()
        return 0
    guest = claim.role is Role.GUEST
    crash_report_left = None if guest else left_crash_report(data_dir)
    crash_report = open_crash_report(data_dir)   # from here on a fatal signal leaves its stacks there
    settings = stored_settings(CardTheme.backs())
    register_fonts()
    install_language(app, resolve_language(settings.language, QLocale.system()))
    # Wayland compositors match the window to its menu entry (and icon) by this name.
    QGuiApplication.setDesktopFileName(APP_ID)
    window, guard = first_window(settings, data_dir=data_dir, offer_resume=not os.environ.get(QUIT_WHEN_SHOWN),
                                 saved_game=saved_game, report=crash_report, crash_report_left=crash_report_left,
                                 guest=guest)
    if claim.server is not None:
        claim.server.requested.connect(lambda path: _handed_over(window, path))
    fit_to_screen(window, window.screen().availableGeometry())
    window.show()
    if os.environ.get(QUIT_WHEN_SHOWN):
        def report() -> None:
            print(f"shown {time.time():.6f}", flush=True)
            window.close()
            app.quit()
        QTimer.singleShot(0, report)
    else:
        # The computer players' processes start once the window is up, before a computer moves.
        QTimer.singleShot(WARM_UP_MS, shared_pool().warm_up)
    try:
        return app.exec()
    finally:
        window.close()   # after Ctrl+C or SIGTERM (Quit closed it already: closing again changes nothing)
        shutdown_shared_pool()   # no worker process outlives the app
        restore_interrupt()
        guard.uninstall()
        if crash_report is not None:
            crash_report.close()
