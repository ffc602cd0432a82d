"""A relaunch never overwrites the unfinished game, and a game under way is abandoned only when the player says so.

The relaunch tests open the app's first window as ``run_gui`` does, over a data folder holding the
autosave of a game left unfinished, and look at the table and the disk while the real "Resume the
game?" question is still open, before they answer it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from main_window_helpers import instant_settings, play_turns, window_for
from manipulation_positions import stand_in_factory
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.new_game_choice import NewGameChoice, default_rules
from rummy_desktop.controller.saves import Autosaves, read_save
from rummy_desktop.controller.statistics import StatisticsStore
from rummy_desktop.ui.table.card_item import CardItem
from rummy_desktop.ui.main_window import MainWindow, first_window
from rummy_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from shots import save_shot

SEATS = (Seat("You"), Seat("Ada", "easy"), Seat("Bo", "easy"))
QUESTION_OPEN_MS = 1500
"""How long the question stays open before the test answers: the time for several computer moves
(a computer waits 350 ms before it moves at instant animation)."""


def leave_a_game_unfinished(qtbot: QtBot, folder: Path) -> Any:
    """A game of seed 11 played three turns in, then the window closed: its state."""
    window = window_for(qtbot, folder, SEATS, bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    window.match.new_game(11)
    play_turns(qtbot, window, 3)
    window.close()
    return window.match.state


def relaunch(qtbot: QtBot, folder: Path, answer: QMessageBox.StandardButton) -> tuple[MainWindow, dict[str, Any]]:
    """The app's first window over ``folder``; what it showed while the question was open, then ``answer``."""
    autosave = folder / "autosave.json"
    seen: dict[str, Any] = {}
    moves: list[object] = []

    def look_then_answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.update(title=box.windowTitle(), has_game=window.match.has_game, moves=list(moves),
                    cards=[item for item in window.scene.items()
                           if isinstance(item, CardItem) and item.isVisible() and not item.pixmap().isNull()],
                    shot=save_shot(window, "relaunch-question-open"),
                    autosave=autosave.read_bytes(), files=sorted(path.name for path in folder.iterdir()))
        box.button(answer).click()

    QTimer.singleShot(QUESTION_OPEN_MS, look_then_answer)
    window, guard = first_window(instant_settings(folder), data_dir=folder, bot_factory=stand_in_factory)
    qtbot.addWidget(window)
    window.match.action_played.connect(lambda *played: moves.append(played))
    window.show()
    try:
        qtbot.waitUntil(lambda: "autosave" in seen and window.match.has_game, timeout=20_000)
    finally:
        guard.uninstall()
    return window, seen


def test_nothing_is_dealt_played_or_autosaved_while_the_resume_question_is_open(qtbot: QtBot, tmp_path: Path) -> None:
    leave_a_game_unfinished(qtbot, tmp_path)
    unfinished = (tmp_path / "autosave.json").read_bytes()
    files = sorted(path.name for path in tmp_path.iterdir())

    window, seen = relaunch(qtbot, tmp_path, QMessageBox.StandardButton.No)   # "Start afresh"
    assert seen["title"] == "Resume the game?"
    assert seen["autosave"] == unfinished and seen["files"] == files
    assert not seen["has_game"] and seen["moves"] == [] and seen["cards"] == []

    # Declined: a new game of the player's choosing replaces it; the declined one is kept aside.
    assert read_save(tmp_path / "autosave.json").seed == window.match.seed != 11
    assert (tmp_path / "autosave.previous").read_bytes() == unfinished
    record = StatisticsStore(tmp_path).load().statistics.get("manipulation", "easy")
    assert (record.games_abandoned, record.games_played) == (1, 0)


def test_a_resumed_game_shows_its_own_seed(qtbot: QtBot, tmp_path: Path) -> None:
    unfinished = leave_a_game_unfinished(qtbot, tmp_path)
    window, seen = relaunch(qtbot, tmp_path, QMessageBox.StandardButton.Yes)   # "Resume"
    assert not seen["has_game"]
    assert window.match.state == unfinished and window.match.seats == SEATS
    assert window.match.seed == 11 and window.services.seed == 11
    assert window.windowTitle().endswith("seed 11") and window.seed_label.text() == "Seed: 11"
    assert not (tmp_path / "autosave.previous").exists()
    assert StatisticsStore(tmp_path).load().statistics.records == {}


class Paints(QObject):
    """Notes "painted" in ``events`` each time ``window`` paints."""

    def __init__(self, window: MainWindow, events: list[str]) -> None:
        super().__init__(window)
        self.events = events
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            self.events.append("painted")
        return False


def test_a_relaunch_paints_the_window_before_it_reads_the_unfinished_game(qtbot: QtBot, tmp_path: Path,
                                                                          monkeypatch) -> None:
    """The window is on screen before the autosave is read and checked (issue 33: a relaunch showed a black
    screen for 2.3 to 3.3 s before anything appeared)."""
    leave_a_game_unfinished(qtbot, tmp_path)
    events: list[str] = []
    read = Autosaves.find_interrupted_game
    monkeypatch.setattr(Autosaves, "find_interrupted_game", lambda autosaves: events.append("read") or read(autosaves))
    window, guard = first_window(instant_settings(tmp_path), data_dir=tmp_path, bot_factory=stand_in_factory)
    qtbot.addWidget(window)
    Paints(window, events)
    window.services.ask_resume = lambda save: events.append("asked") or True
    window.show()
    try:
        qtbot.waitUntil(lambda: "asked" in events, timeout=20_000)
    finally:
        guard.uninstall()
    assert events.index("painted") < events.index("read") < events.index("asked"), events
    assert window.match.seed == 11   # resumed


def test_a_start_with_no_unfinished_game_deals_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    window, guard = first_window(instant_settings(tmp_path), data_dir=tmp_path, bot_factory=stand_in_factory)
    qtbot.addWidget(window)
    guard.uninstall()
    assert window.match.has_game
    assert read_save(tmp_path / "autosave.json").seed == window.match.seed


# --- Game ▸ New and Open… while a game is under way ----------------------------------------------------


class Questions:
    """Stands in for "Abandon this game?" and the new-game dialog; records what was asked."""

    def __init__(self, window: MainWindow, monkeypatch, abandon: bool) -> None:
        self.abandon_texts: list[str] = []
        self.dialogs = 0
        self.abandon = abandon
        window.services.ask_abandon = lambda text: self.abandon_texts.append(text) or self.abandon
        choice = NewGameChoice("manipulation", SEATS, default_rules("manipulation"), seed=99)
        monkeypatch.setattr(NewGameDialog, "ask", classmethod(lambda cls, parent, settings: self._dialog(choice)))

    def _dialog(self, choice: NewGameChoice) -> NewGameChoice:
        self.dialogs += 1
        return choice


def test_new_game_during_a_game_under_way_asks_first(qtbot: QtBot, tmp_path: Path, monkeypatch) -> None:
    window = window_for(qtbot, tmp_path, SEATS, bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    window.match.new_game(5)
    play_turns(qtbot, window, 1)
    under_way = window.match.state
    questions = Questions(window, monkeypatch, abandon=False)
    window.new_action.trigger()   # "Keep playing"
    assert len(questions.abandon_texts) == 1 and "counts as abandoned" in questions.abandon_texts[0]
    assert questions.dialogs == 0 and window.match.state is under_way
    assert window.services.statistics.records == {}

    questions.abandon = True
    window.new_action.trigger()   # "Abandon it"
    assert questions.dialogs == 1 and window.match.seed == 99
    record = window.services.statistics.get("manipulation", "easy")
    assert (record.games_abandoned, record.games_played, record.games_won) == (1, 0, 0)

    window.new_action.trigger()   # a deal nobody has moved in yet is left without a question
    assert len(questions.abandon_texts) == 2 and questions.dialogs == 2


def test_opening_a_file_during_a_game_under_way_asks_first(qtbot: QtBot, tmp_path: Path, monkeypatch) -> None:
    window = window_for(qtbot, tmp_path, SEATS, bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    window.match.new_game(5)
    play_turns(qtbot, window, 1)
    questions = Questions(window, monkeypatch, abandon=False)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: ("", ""))
    asked_for_a_file: list[object] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: asked_for_a_file.append(1) or ("", ""))
    window.services.open_action.trigger()
    assert len(questions.abandon_texts) == 1 and asked_for_a_file == []


def test_the_abandon_question_of_a_game_between_people_leaves_statistics_out(qtbot: QtBot, tmp_path: Path,
                                                                             monkeypatch) -> None:
    window = window_for(qtbot, tmp_path, (Seat("Ann"), Seat("Ben")), bot_factory=stand_in_factory, pause_ms=0,
                        start_game=False)
    window.match.new_game(5)
    window.match.play(window.match.adapter.safe_move(window.match.state))
    questions = Questions(window, monkeypatch, abandon=False)
    window.new_action.trigger()
    assert len(questions.abandon_texts) == 1 and "statistics" not in questions.abandon_texts[0]


def test_the_abandon_question_keeps_playing_by_default(qtbot: QtBot, tmp_path: Path) -> None:
    window = window_for(qtbot, tmp_path, SEATS, bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    window.match.new_game(5)
    play_turns(qtbot, window, 1)
    answered: list[bool] = []

    def press_enter() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        answered.append(box.windowTitle() == "Abandon this game?")
        assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
        assert box.defaultButton().text() == "Keep playing"
        box.defaultButton().click()

    QTimer.singleShot(0, press_enter)
    assert window.services.confirm_abandon() is False
    assert answered == [True]


def test_a_resume_question_ended_unanswered_changes_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    """Ctrl+C in the terminal ends every event loop, the question's too, with no button pressed (the app is
    quitting): nothing is declined, dealt, counted or written, and the game is offered again next time."""
    leave_a_game_unfinished(qtbot, tmp_path)
    unfinished = (tmp_path / "autosave.json").read_bytes()
    window = window_for(qtbot, tmp_path, SEATS, bot_factory=stand_in_factory, start_game=False)
    dealt: list[bool] = []

    def end_unanswered() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        box.done(0)   # its event loop ends, as the app's exit() ends it: no button was pressed

    QTimer.singleShot(0, end_unanswered)
    window.services.offer_resume(lambda: dealt.append(True))
    assert dealt == [] and not window.match.has_game
    assert (tmp_path / "autosave.json").read_bytes() == unfinished
    assert not (tmp_path / "autosave.previous").exists()
    assert window.services.has_interrupted_game
    assert StatisticsStore(tmp_path).load().statistics.records == {}
