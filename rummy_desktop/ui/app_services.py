"""What the main window does besides playing: saves, autosave and resume, statistics, settings, crashes.

The window calls :func:`install_app_services` once; the services add their
actions to its Game menu (Open…, Save…, Save As…, Statistics…, Settings…),
follow its match's signals and keep:

* the **autosave**: written when a game starts or is loaded and after every
  move (a draw too, so a game stopped mid-turn goes on from that draw; that one on a
  thread of its own, :class:`AutosaveWriter`, so the disk never holds up the window,
  and only the newest of the moves made while it waits), cleared when the game ends. It is what :meth:`AppServices.offer_resume`
  offers at the next start, after a crash or after the app was simply closed;
  until the player has answered, nothing is dealt and nothing overwrites it;
* the **statistics**: a round and a game are counted when exactly one person
  plays against computers; a game left unfinished by starting or opening
  another once a move was played in it (the player is asked first, see
  :meth:`AppServices.confirm_abandon`), or by declining to resume it, counts as
  abandoned, not as lost. Each count is made on the statistics file as it is then (another copy
  of the app may have counted since), so no copy writes back what it read at its start;
* the **score chart's rounds** (``round_scores``) and the game's seed, both saved, and
  the score sheet's rounds (the window's ``round_history``), saved and put back;
* the game's **moves** (``recorder``, a :class:`GameRecorder`), saved and put back, for its review;
* the **settings applied live**: the card look (four colours, back) through the
  window's ``set_card_theme`` (every table, and every dialog made later), the
  language through :mod:`rummy_desktop.ui.text.i18n`. The window follows the other
  settings itself (card size, animation speed, the end-of-turn and knock questions).
  What was wrong with the statistics or the settings file at the start is said once in
  the status bar, and so is a setting that could not be written to disk.
* a **data folder that refuses to be written** (a read-only disk, a folder gone with its drive): the
  game plays on, the statistics count on in memory, and the player is told once a session, in one
  warning, rather than at every move; clearing an autosave that is not there is no refusal.

A change of language reaches the services as it reaches every child of the
window (a ``LanguageChange`` event): the actions are named again, and an open
statistics window is made anew in the new language, where it was.

``run_gui`` calls :func:`start_app_services` after the window exists, with
no game dealt yet: it installs the crash guard, whose handler
:meth:`AppServices.on_crash` autosaves the game and shows :class:`ErrorDialog`,
and deals the first game at once, or, when a game was left unfinished, offers
to resume it once the window has painted and deals the first game only if the
player declines. The interrupted game is read then too, not before the window
shows: a long game's save takes a while to check, and the window would stay black
meanwhile.

Every question to the player is an attribute tests replace (``ask_resume``,
``ask_abandon``, ``ask_open_backup``, ``ask_error``, ``edit_settings``); file names come from
``QFileDialog``'s static functions and refusals go to :func:`warn`, which tests monkeypatch.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Protocol, Sequence, cast

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QStandardPaths, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from rummy_desktop.ai.program_level import is_program
from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.crash_guard import CrashGuard, install_crash_guard
from rummy_desktop.controller.crash_report import CrashReport
from rummy_desktop.controller.game_outcome import (
    State,
    final_score,
    game_winners,
    round_points,
    round_winners,
)
from rummy_desktop.controller.game_record import GameRecorder
from rummy_desktop.controller.match import Seat as MatchSeat
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.controller.safe_files import backup_path
from rummy_desktop.controller.saves import (
    Autosaves,
    DiskRefused,
    GameState,
    SaveError,
    SaveGame,
    Seat,
    app_data_dir,
    read_save,
    write_save,
)
from rummy_desktop.controller.explain import explain
from rummy_desktop.controller.json_files import FileError
from rummy_desktop.controller.settings import Settings
from rummy_desktop.controller.settings_file import stored_settings
from rummy_desktop.engine import gin
from rummy_desktop.engine.manipulation import IllegalAction
from rummy_desktop.controller.statistics import (
    Change,
    Statistics,
    StatisticsBusy,
    StatisticsError,
    StatisticsRefused,
    StatisticsStore,
    opponents_label,
    record_abandoned,
    record_game,
    record_hint,
    record_puzzle,
    record_round,
)

from .after_first_paint import after_first_paint
from .autosave_writer import AutosaveWriter
from .table.animation import CardMotion
from .table.card_theme import CardTheme
from .dialogs.error_dialog import ErrorDialog, GameSaved
from .text.game_log_text import replayed_log, shown_name
from .text.i18n import install_language, resolve_language
from .log_dock import LogDock
from .dialogs.settings_dialog import SettingsDialog, game_names
from .dialogs.statistics_dialog import StatisticsDialog

__all__ = [
    "AppServices",
    "GameWindow",
    "SAVE_SUFFIX",
    "install_app_services",
    "start_app_services",
    "saved_seats",
    "match_seats",
    "warn",
]

SAVE_SUFFIX = ".rummy"
"""The extension of a game saved by the player (the content is the JSON of :mod:`saves`)."""
_THEME_SETTINGS = ("four_colour", "card_back")


class GameWindow(Protocol):
    """What the services need of the main window (``MainWindow`` documents this surface)."""

    match: Any
    """The :class:`~rummy_desktop.controller.match.Match`: ``state``, ``has_game``, ``seats``, ``seed``,
    ``game`` and the signals ``game_started``, ``action_played``."""
    log: LogDock
    """The game log: its lines are saved with the game and put back when it is loaded."""
    round_history: list[Any]
    """The round results the score sheet shows: saved with the game and put back when it is loaded."""
    motion: CardMotion
    """Moves the table's cards: the autosave after a move is written once they have landed."""

    def set_card_theme(self, theme: CardTheme) -> None: ...

    def load_state(self, game: str, seats: Sequence[MatchSeat], state: GameState, rounds: Sequence[Any] = (),
                   seed: int | None = None) -> None:
        """Carry on a saved game of ``game`` at ``state``, with the ``rounds`` already played, dealt from ``seed``."""

    def add_game_actions(self, actions: Sequence[QAction]) -> None: ...

    def show_message(self, text: str) -> None: ...

    def close(self) -> bool: ...


def warn(parent: QWidget, title: str, text: str) -> None:
    """Tell the player why something was refused, ``text`` shown as it is.

    A refusal names files and folders, which may look like HTML ("<b>x<i>.rummy"); the static
    ``QMessageBox.warning`` would guess the text is rich text and draw it so. The box is window
    modal but does not wait: nothing depends on the player having read it.
    """
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()


def saved_seats(seats: Sequence[MatchSeat]) -> tuple[Seat, ...]:
    """The match's seats as a save lists them; a program seat as the hard level that stands in for it.

    A save never starts a program: a file somebody sends must not run a command.
    """
    return tuple(
        Seat(s.name, "human") if s.is_human else Seat(s.name, "computer", "hard" if is_program(s.level) else s.level)
        for s in seats
    )


def match_seats(seats: Sequence[Seat]) -> tuple[MatchSeat, ...]:
    """A save's seats as the match seats them."""
    return tuple(MatchSeat(s.name, s.level if s.kind == "computer" else None) for s in seats)


@dataclass(frozen=True)
class _Counted:
    """A game the statistics count: one person (``seat``) against computers of ``opponents``."""

    game: str
    seat: int
    opponents: str


def _counted(game: str, seats: Sequence[Seat]) -> _Counted | None:
    humans = [number for number, seat in enumerate(seats) if seat.kind == "human"]
    if len(humans) != 1 or any(is_program(seat.level) for seat in seats):
        return None  # the statistics compare the app's levels; a program is somebody's own
    levels = [seat.level for seat in seats if seat.level is not None]
    return _Counted(game, humans[0], opponents_label(levels))


@dataclass(frozen=True)
class _Game:
    """The game in the window: what it is, who sits at it, where it stands."""

    game: str
    seats: tuple[Seat, ...]
    state: State
    under_way: bool = False
    """A move was played in it since it was dealt, or it was loaded: leaving it now abandons it."""

    @property
    def counted(self) -> _Counted | None:
        return _counted(self.game, self.seats)


class AppServices(QObject):
    """Saves, autosave and resume, statistics, live settings and the crash handler of one window."""

    def __init__(
        self,
        window: GameWindow,
        *,
        data_dir: Path | None = None,
        settings: Settings | None = None,
        guest: bool = False,
    ) -> None:
        super().__init__(cast(QObject, window))
        self.window = window
        self._widget = cast(QWidget, window)
        self.data_dir = Path(data_dir) if data_dir is not None else app_data_dir()
        self.settings = settings if settings is not None else stored_settings(CardTheme.backs())
        self.autosaves = Autosaves(self.data_dir, guest=guest)
        """A guest's own (another copy owns the folder's autosave): it offers nothing, and clears only its own."""
        self.autosave_writer = AutosaveWriter(self.autosaves, self, motion=window.motion)
        """Writes the autosave after a move off the GUI thread once its cards have landed (:meth:`autosave_later`)."""
        self.autosave_writer.failed.connect(self._autosave_refused)
        self.store = StatisticsStore(self.data_dir)
        loaded = self.store.load()
        self.statistics: Statistics = loaded.statistics
        self._not_written: list[Change] = []
        """What was counted while the disk refused (in :attr:`statistics` already, not yet in the file)."""
        self.round_scores: list[tuple[int, ...]] = []
        self.seed = 0
        self.save_path: Path | None = None
        """Where Save writes without asking: the file last opened or saved."""
        self.ask_resume: Callable[[SaveGame], bool | None] = self._ask_resume
        """Asks "Resume the game?": True to resume, False to start afresh, None when the question closed
        unanswered (the app is quitting); tests replace it."""
        self.ask_abandon: Callable[[str], bool] = self._ask_abandon
        """Asks "Abandon this game?" with a text before another game replaces one under way; tests replace it."""
        self.ask_open_backup: Callable[[str, Path, SaveGame], bool] = self._ask_open_backup
        self.ask_error: Callable[[str, Path | None, GameSaved, QWidget | None], bool] = ErrorDialog.ask
        self.edit_settings: Callable[[Settings, QWidget | None], bool] = SettingsDialog.edit
        self.statistics_dialog: StatisticsDialog | None = None
        self._game: _Game | None = None
        self._loading = False
        self._resume_pending = not guest and self.autosaves.left_behind()
        """An autosave of a game left unfinished last time (or a damaged one) waits for :meth:`offer_resume`,
        which reads it once the window is shown; nothing is autosaved over it until then. A guest has none."""
        self.crash_report_left: Path | None = None
        """The report a crashed run left (:func:`start_app_services` sets it): the resume question says where."""
        self._asking_resume = False
        """While "Resume the game?" is open, a file the desktop asks to open waits for its answer."""
        self._open_after_resume: Path | None = None
        self._told_folder_refused = False
        """The player was told that the data folder refuses to be written (said once a session)."""

        self.open_action = self._action(self.open_game, QKeySequence.StandardKey.Open)
        self.save_action = self._action(self.save_game, QKeySequence.StandardKey.Save)
        self.save_as_action = self._action(self.save_game_as, QKeySequence.StandardKey.SaveAs)
        self.statistics_action = self._action(self.show_statistics)
        self.settings_action = self._action(self.show_settings, QKeySequence.StandardKey.Preferences)
        if self.settings_action.shortcut().isEmpty():
            # Qt maps no key to Preferences on most Linux desktops; Ctrl+, is what GNOME apps and macOS use.
            self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self._name_actions()
        window.add_game_actions([self.open_action, self.save_action, self.save_as_action,
                                 self.statistics_action, self.settings_action])

        match = window.match
        self.recorder = GameRecorder(match, self)
        """The game's moves, round by round: saved with it, put back when it is loaded, replayed by its review.
        Made before the services follow the match, so an autosave after a move holds that move."""
        match.game_started.connect(self._game_started)
        match.action_played.connect(self._action_played)
        self.settings.changed.connect(self.apply_setting)
        self.apply_card_theme()
        if match.has_game:
            self._game_started(match.state)
        self.settings.not_saved.connect(window.show_message)
        problems = [loaded.problem, None if self.settings.problem is None else explain(self.settings.problem)]
        if guest:
            problems.append(self.tr("Another copy of Rummy Desktop uses the same data folder and does not answer: "
                                    "this window keeps its game apart from that copy's."))
        if any(problems):  # said once, at the start (the statistics' first: more is at stake)
            window.show_message(" ".join(problem for problem in problems if problem))

    def _action(self, slot: Callable[[], object], shortcut: QKeySequence.StandardKey | None = None) -> QAction:
        """An action for the Game menu; :meth:`_name_actions` gives it its text."""
        action = QAction(self._widget)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda: slot())
        return action

    def _name_actions(self) -> None:
        """The actions' texts in the current language."""
        for action, text in ((self.open_action, self.tr("&Open…")), (self.save_action, self.tr("&Save…")),
                             (self.save_as_action, self.tr("Save &As…")),
                             (self.statistics_action, self.tr("S&tatistics…")),
                             (self.settings_action, self.tr("S&ettings…"))):
            action.setText(text)

    def event(self, event: QEvent) -> bool:
        """A change of language (passed on by the window, whose child this is) reaches every text set once."""
        if event.type() == QEvent.Type.LanguageChange:
            self._name_actions()
            self._renew_statistics_dialog()
        return super().event(event)

    # --- the game in progress ----------------------------------------------------------------

    @property
    def game_in_progress(self) -> bool:
        """A game is dealt and not over."""
        return self._game is not None and not self._game.state.is_game_over

    @property
    def game_to_abandon(self) -> bool:
        """A game in progress that is under way (a move played in it, or loaded): another game abandons it."""
        return self.game_in_progress and self._game is not None and self._game.under_way

    @property
    def has_interrupted_game(self) -> bool:
        """A game left unfinished last time (or a damaged autosave to report) waits for :meth:`offer_resume`."""
        return self._resume_pending

    def confirm_abandon(self) -> bool:
        """Before another game replaces the one in the window: True when nothing under way is lost, or
        when the player agreed to abandon it (asked with :attr:`ask_abandon`)."""
        if not self.game_to_abandon:
            return True
        assert self._game is not None
        if self._game.counted is not None:
            text = self.tr("The game in progress is not finished. If you start another, this one ends here "
                           "and counts as abandoned in your statistics (not as lost).")
        else:
            text = self.tr("The game in progress is not finished. If you start another, this one ends here.")
        return self.ask_abandon(text)

    def _ask_abandon(self, text: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Abandon this game?"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self._widget)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Abandon it"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Keep playing"))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def current_save(self) -> SaveGame:
        """The game in the window as a save; ``RuntimeError`` when no game was dealt."""
        if self._game is None:
            raise RuntimeError("no game to save")
        return SaveGame(
            game=self._game.game,
            seats=self._game.seats,
            seed=self.seed,
            state=self._game.state,
            saved_at=datetime.now(timezone.utc).isoformat(timespec="seconds"),
            round_scores=tuple(self.round_scores),
            log=tuple(self.window.log.lines()),
            rounds=tuple(self.window.round_history),
            moves=self.recorder.rounds,
        )

    def _game_started(self, state: State) -> None:
        if self.game_to_abandon:
            assert self._game is not None
            self._count_abandoned(self._game.counted)
        match = self.window.match
        self._game = _Game(match.game, saved_seats(match.seats), state, under_way=self._loading)
        if self._loading:
            return  # load() puts back the rest of the saved game
        self.round_scores = []
        self.seed = match.seed if match.seed is not None else 0
        self.save_path = None
        self._update_statistics_dialog()
        self.autosave()

    def _action_played(self, seat: int, action: object, before: State, after: State) -> None:
        assert self._game is not None
        self._game = replace(self._game, state=after, under_way=True)
        counted = self._game.counted
        if after.is_round_over and not before.is_round_over:
            self.round_scores.append(round_points(after))
            self._update_statistics_dialog()
            if counted is not None:
                won = counted.seat in round_winners(after)
                self._count(lambda stats: record_round(stats, counted.game, counted.opponents, won=won))
        if after.is_game_over:
            if not before.is_game_over:
                self._game_over(after, counted)
        else:
            self.autosave_later()

    def _game_over(self, state: State, counted: _Counted | None) -> None:
        self.autosave_writer.wait()   # no save of the game's last turns may come back after this
        try:
            self.autosaves.clear_autosave()
        except SaveError as error:
            self._folder_refused(error)
        if counted is not None:
            won = counted.seat in game_winners(state)
            score = final_score(state, counted.seat)
            self._count(lambda stats: record_game(stats, counted.game, counted.opponents, won=won, score=score))

    def _autosave_refused(self, error: SaveError) -> None:
        """An autosave was not written: the disk refused it (said once, :meth:`_folder_refused`), or the
        game in it would not read back (said each time in the status bar)."""
        if isinstance(error, DiskRefused):
            self._folder_refused(error)
        else:
            self.window.show_message(str(error))

    def _folder_refused(self, error: FileError) -> None:
        """The data folder refused a write (the autosave, the statistics): say so once a session, as one
        message, and play on; the next write tries again, and the statistics count on in memory."""
        if self._told_folder_refused:
            return
        self._told_folder_refused = True
        warn(self._widget, self.tr("Your games are not being kept"),
             fill(self.tr("Rummy Desktop cannot write in its data folder %1: %2.\n\nPlay goes on, but until it "
                          "can, the game in progress is not autosaved and your statistics are not kept."),
                  str(self.data_dir), explain(error.reason)))

    def _count_abandoned(self, counted: _Counted | None) -> None:
        if counted is not None:
            self._count(lambda stats: record_abandoned(stats, counted.game, counted.opponents))

    def count_hint(self, game: str) -> None:
        """Count a hint shown in ``game``, when the statistics count the game in the window."""
        counted = self._game.counted if self._game is not None else None
        if counted is not None:
            self._count(lambda stats: record_hint(stats, game, counted.opponents))

    def count_puzzle(self, kind: str, seconds: float) -> None:
        """Count a table puzzle solved in ``seconds`` (``kind``: the daily one or a series' difficulty)."""
        self._count(lambda stats: record_puzzle(stats, kind, seconds))

    def _count(self, change: Change) -> None:
        """Count ``change`` in the statistics file, with the counts not written yet, on what the file holds now
        (another copy of the app may have counted since), unless the file would refuse the result.

        A refused record never costs the records kept: the statistics stay as they were. When only
        the disk refuses, the statistics count on in memory and the next count writes them all.
        """
        changes = [*self._not_written, change]
        try:
            loaded = self.store.update(changes)
        except StatisticsRefused as refusal:
            self.window.show_message(str(refusal))
            return
        except StatisticsBusy as busy:
            self.window.show_message(str(busy))
            self._counted_in_memory(changes)
        except StatisticsError as error:
            self._folder_refused(error)
            self._counted_in_memory(changes)
        else:
            self._not_written = []
            self.statistics = loaded.statistics
            if loaded.problem is not None:
                self.window.show_message(loaded.problem)
        self._update_statistics_dialog()

    def autosave(self) -> bool:
        """Save the game in progress for a resume; a refusal goes to the status bar. True when saved.

        Nothing is written while an interrupted game waits for :meth:`offer_resume`.
        """
        if not self.game_in_progress or self._resume_pending:
            return False
        self.autosave_writer.wait()   # a save of an earlier move must not land after this one
        try:
            self.autosaves.autosave(self.current_save())
        except SaveError as error:
            self._autosave_refused(error)
            return False
        return True

    def autosave_later(self) -> None:
        """:meth:`autosave` on the writer's thread (after a move): the window goes on at once, and a
        refusal reaches the status bar when the writer meets it. :meth:`wait_for_autosave` waits for it."""
        if self.game_in_progress and not self._resume_pending:
            self.autosave_writer.write_later(self.current_save())

    def wait_for_autosave(self) -> None:
        """Until the autosaves asked for are on disk (the window closes)."""
        self.autosave_writer.wait()

    def load(self, save: SaveGame) -> None:
        """Carry on with ``save``: its seats, state, rounds (the chart's scores, the sheet's results), seed and log."""
        self._loading = True
        try:
            self.window.load_state(save.game, match_seats(save.seats), save.state, save.rounds, save.seed)
        finally:
            self._loading = False
        self.recorder.restore(save.moves)
        self.round_scores = list(save.round_scores)
        self.seed = save.seed
        self._update_statistics_dialog()
        self.window.log.clear()
        for line in self._log_of(save):
            self.window.log.add(line)
        self.autosave()

    def _log_of(self, save: SaveGame) -> Sequence[str | Callable[[], list[str]]]:
        """The saved game's log: made again from its moves when it kept them, so that it follows the
        language of the moment as a log being played does (and names the seats as the window does);
        else, or if its moves do not replay, the lines it kept, as they were written."""
        if not save.moves:
            return save.log
        try:
            return replayed_log([seat.name for seat in save.seats], save.moves)
        except (IllegalAction, gin.IllegalAction, ValueError):
            return save.log

    # --- resume --------------------------------------------------------------------------------

    def offer_resume(self, start_afresh: Callable[[], object] = lambda: None) -> None:
        """Offer the game left unfinished last time: carry on with it, or ``start_afresh`` (deal the
        game to play instead). Declining counts it as abandoned and keeps it as ``autosave.previous``.

        Until this is answered nothing is autosaved, so the interrupted game stays on disk even if the
        app stops in between; ``run_gui`` deals nothing before the answer either. A question ended
        unanswered (Ctrl+C quits the app) changes nothing: the game is offered again at the next start.
        """
        try:
            save = self.autosaves.find_interrupted_game()
        except SaveError as error:   # said once: the damaged files are set aside
            save = None
            warn(self._widget, self.tr("Interrupted game"), str(error))
        self._asking_resume = save is not None
        try:
            resume = self.ask_resume(save) if save is not None else False
        finally:
            self._asking_resume = False
        if resume is None:
            return   # the app is quitting (Ctrl+C): the unfinished game stays as it was, still unanswered
        self._resume_pending = False
        if save is not None and resume:
            self.load(save)
        else:
            if save is not None:
                try:
                    self.autosaves.keep_declined()
                except SaveError as error:   # the game stays offered at the next start: nothing is lost
                    self._folder_refused(error)
                self._count_abandoned(_counted(save.game, save.seats))
            start_afresh()
            self.autosave()   # the game in the window from now on (already saved when start_afresh dealt it)
        requested, self._open_after_resume = self._open_after_resume, None
        if requested is not None:
            self.open_requested(requested)

    def _ask_resume(self, save: SaveGame) -> bool | None:
        box = self.resume_question(save)
        box.exec()
        answer = box.clickedButton()   # None: the question's event loop ended unanswered (the app quits)
        return None if answer is None else answer is box.button(QMessageBox.StandardButton.Yes)

    def resume_question(self, save: SaveGame) -> QMessageBox:
        """The question :meth:`offer_resume` asks (built here so it can be looked at without waiting)."""
        game = game_names().get(save.game, save.game)
        names = ", ".join(shown_name(seat.name) for seat in save.seats)
        when = datetime.fromisoformat(save.saved_at).astimezone().strftime("%Y-%m-%d %H:%M")
        text = self.tr("Your last game was not finished.")
        details = fill(self.tr("%1\nPlayers: %2\nSaved: %3\nRounds played: %4"),
                       game, names, when, len(save.round_scores))
        if self.crash_report_left is not None:
            text = self.tr("Rummy Desktop stopped unexpectedly last time, in the middle of a game.")
            details = self._where_the_report_is() + "\n\n" + details
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Resume the game?"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self._widget)
        box.setInformativeText(details + "\n\n" + self.tr("Resume it? If you do not, it counts as abandoned."))
        # The names as typed. Set once the informative text's label exists, so it takes the format too.
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Resume"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Start afresh"))
        return box

    def _where_the_report_is(self) -> str:
        return fill(self.tr("What happened is written in %1."), str(self.crash_report_left))

    def tell_of_crash(self) -> None:
        """Say that the last run crashed and where its report is (no game of it to offer back)."""
        warn(self._widget, self.tr("Rummy Desktop stopped unexpectedly"),
             self.tr("Rummy Desktop stopped unexpectedly last time.") + " " + self._where_the_report_is())

    # --- files ---------------------------------------------------------------------------------

    def _file_filter(self) -> str:
        return fill(self.tr("Rummy Desktop games (*%1);;All files (*)"), SAVE_SUFFIX)

    def open_game(self) -> None:
        """Ask for a saved game and carry on with it; a file that cannot be opened changes nothing.

        When the file is missing or damaged but its backup (``<name>.bak``) opens, the
        player is offered the backup; Save then writes to the file's own name again.
        A game under way in the window is abandoned for it, so the player is asked first.
        """
        if not self.confirm_abandon():
            return
        name, _ = QFileDialog.getOpenFileName(self._widget, self.tr("Open a saved game"),
                                              str(self._folder()), self._file_filter())
        if name:
            self.open_file(Path(name))

    def open_requested(self, path: Path) -> None:
        """The desktop, or a second copy of the app, asks to open ``path`` (a ``.rummy`` file double-clicked
        while the app runs): as Open… does, once the player agrees to abandon a game under way. While
        "Resume the game?" waits for its answer, the file opens once it is answered."""
        if self._asking_resume:
            self._open_after_resume = path
        elif self.confirm_abandon():
            self.open_file(path)

    def open_file(self, path: Path) -> bool:
        """Carry on with the game saved in ``path``, or with its backup when only that opens and the
        player agrees; True when a game was loaded. A refusal is shown and changes nothing. Asks
        nothing about the game in the window: the callers do, before."""
        try:
            save = read_save(path)
            opened = fill(self.tr("Opened %1."), path.name)
        except SaveError as error:
            backup = self._readable_backup(path)
            if backup is None:
                warn(self._widget, self.tr("Open a saved game"), str(error))
                return False
            if not self.ask_open_backup(str(error), backup_path(path), backup):
                return False
            save = backup
            opened = fill(self.tr("Opened the backup copy %1."), backup_path(path).name)
        self.load(save)
        self.save_path = path
        self.window.show_message(opened)
        return True

    @staticmethod
    def _readable_backup(path: Path) -> SaveGame | None:
        try:
            return read_save(backup_path(path))
        except SaveError:
            return None

    def _ask_open_backup(self, problem: str, backup: Path, save: SaveGame) -> bool:
        box = self.backup_question(problem, backup, save)
        return box.exec() == QMessageBox.StandardButton.Yes

    def backup_question(self, problem: str, backup: Path, save: SaveGame) -> QMessageBox:
        """What :meth:`open_game` asks when only the backup opens (built here so it can be looked at)."""
        when = datetime.fromisoformat(save.saved_at).astimezone().strftime("%Y-%m-%d %H:%M")
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Open a saved game"), problem,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, self._widget)
        box.setInformativeText(fill(self.tr("Its backup copy %1, saved %2, opens. Open the backup instead? "
                                            "Save then writes the game to %3 again."),
                                    backup.name, when, backup.with_suffix("").name))
        box.setTextFormat(Qt.TextFormat.PlainText)  # file names as they are, even if they look like HTML
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Open the backup"))
        return box

    def save_game(self) -> None:
        """Save where the game was last opened or saved, or ask where."""
        if self.save_path is None:
            self.save_game_as()
        else:
            self._write(self.save_path)

    def save_game_as(self) -> None:
        """Ask for a file name and save the game there."""
        if self._game is None:
            return
        name, _ = QFileDialog.getSaveFileName(self._widget, self.tr("Save the game"),
                                              str(self._folder() / f"game{SAVE_SUFFIX}"), self._file_filter())
        if not name:
            return
        path = Path(name)
        self._write(path if path.suffix else path.with_suffix(SAVE_SUFFIX))

    def _write(self, path: Path) -> None:
        try:
            write_save(path, self.current_save())
        except SaveError as error:
            warn(self._widget, self.tr("Save the game"), str(error))
            return
        self.save_path = path
        self.window.show_message(fill(self.tr("Saved to %1."), str(path)))

    def _folder(self) -> Path:
        """Where the file dialogs start: beside the last save, else the player's documents (made if it is
        missing), else the home folder. Always a folder that is there: Qt's dialog reads a missing one's
        last part as a file name ("Documents" filled in, Open greyed out) and starts in the folder the
        app was started from."""
        if self.save_path is not None and self.save_path.parent.is_dir():
            return self.save_path.parent
        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        if documents:
            try:
                Path(documents).mkdir(parents=True, exist_ok=True)
            except OSError:
                pass   # a read-only home: the home folder it is
            if Path(documents).is_dir():
                return Path(documents)
        return Path.home()

    # --- statistics and settings ---------------------------------------------------------------

    def show_statistics(self) -> None:
        """The statistics, with this game's scores round by round (a window that stays up to date)."""
        if self.statistics_dialog is None:
            self.statistics_dialog = StatisticsDialog(self.statistics, parent=self._widget)
            self.statistics_dialog.reset_requested.connect(self.reset_statistics)
        self._update_statistics_dialog()
        self.statistics_dialog.show()
        self.statistics_dialog.raise_()

    def _renew_statistics_dialog(self) -> None:
        """Make the statistics window again, as it was, in the current language (it words its texts once).

        A window not on screen is only dropped: the next :meth:`show_statistics` makes a new one.
        """
        old, self.statistics_dialog = self.statistics_dialog, None
        if old is None:
            return
        if old.isVisible():
            self.show_statistics()
            assert self.statistics_dialog is not None
            self.statistics_dialog.setGeometry(old.geometry())
            self.statistics_dialog.select(old.game_box.currentData(), old.opponents_box.currentData())
        old.close()
        old.deleteLater()

    def _counted_in_memory(self, changes: list[Change]) -> None:
        """The disk refused ``changes``: count the last one in memory, and write them all at the next count."""
        self._not_written = changes
        self.statistics = changes[-1](self.statistics)

    def _update_statistics_dialog(self) -> None:
        if self.statistics_dialog is None:
            return
        names = [seat.name for seat in self._game.seats] if self._game is not None else []
        self.statistics_dialog.chart.set_scores(names, self.round_scores)
        self.statistics_dialog.set_statistics(self.statistics)

    def reset_statistics(self) -> None:
        """Forget every statistic (the player confirmed it in the dialog)."""
        self._count(lambda stats: Statistics())

    def show_settings(self) -> None:
        """Edit the settings; what changes applies at once (see :meth:`apply_setting`)."""
        self.edit_settings(self.settings, self._widget)

    def card_theme(self) -> CardTheme:
        """The card look the settings ask for."""
        return CardTheme(self.settings.four_colour, self.settings.card_back)

    def apply_card_theme(self) -> None:
        """Draw the cards as the settings ask: every table now, and every table or dialog made later."""
        self.window.set_card_theme(self.card_theme())

    def apply_setting(self, name: str) -> None:
        """Make a changed setting visible now (the window reads the others when it needs them)."""
        if name in _THEME_SETTINGS:
            self.apply_card_theme()
        elif name == "language":
            app = QCoreApplication.instance()
            if app is not None:
                install_language(app, resolve_language(self.settings.language))

    # --- unexpected errors ---------------------------------------------------------------------

    def on_crash(self, log_path: Path | None, summary: str) -> None:
        """An unexpected error: save the game for a resume, say what happened, quit if the player asks."""
        if not self.game_in_progress:
            saved = GameSaved.NO_GAME
        else:
            saved = GameSaved.SAVED if self.autosave() else GameSaved.NOT_SAVED
        if self.ask_error(summary, log_path, saved, self._widget):
            self.window.close()


def install_app_services(
    window: GameWindow, *, data_dir: Path | None = None, settings: Settings | None = None, guest: bool = False
) -> AppServices:
    """Give ``window`` saves, autosave, statistics, live settings and a crash handler; a ``guest`` (another
    copy of the app owns the data folder) keeps an autosave of its own and offers no interrupted game.

    A window has one set of services: when it has them already, those are returned.
    """
    installed = cast(QObject, window).findChild(AppServices)
    if installed is not None:
        return installed
    return AppServices(window, data_dir=data_dir, settings=settings, guest=guest)


def start_app_services(services: AppServices, start_afresh: Callable[[], object], *, offer_resume: bool = True,
                       report: CrashReport | None = None, crash_report_left: Path | None = None) -> CrashGuard:
    """For ``run_gui``, with no game dealt yet: install the crash guard (adding what it catches to this
    run's ``report``), then deal the first game (``start_afresh``) at once, or, when a game was left
    unfinished, read it and offer it once the window has painted, and deal only if the player declines it.

    ``crash_report_left`` is the report of a crashed run: the offer says where it is, or, with no game
    to offer, a message does. Without ``offer_resume`` (start-up measurements) the first game is dealt
    at once and the interrupted game is neither offered nor autosaved over. Keep the returned guard
    until ``exec()`` returns.
    """
    guard = install_crash_guard(services.data_dir, services.on_crash, report)
    services.crash_report_left = crash_report_left
    if offer_resume and services.has_interrupted_game:
        after_first_paint(cast(QWidget, services.window), lambda: services.offer_resume(start_afresh))
    else:
        start_afresh()
        if crash_report_left is not None:
            QTimer.singleShot(0, services.tell_of_crash)
    return guard
