"""Every dialog of the app, built with the fullest content it can show, for tests over all of them.

Each builder makes its dialog (not shown) in the language installed at the moment: the seats are
named as the app names them in that language ("Computer 3"), the round and game results come
from the real engines (see finished_games.py), five players where the game allows five.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from engine.manipulation_helpers import cards
from engine.manipulation_helpers import position as game_position
from finished_games import gin_knock_with_layoffs, gin_played, hollywood_mid_match
from main_window_helpers import instant_settings, window_for
from manipulation_positions import stand_in_factory
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.statistics import MIXED_LEVELS, Statistics, record_game, record_hint, record_round
from rummy_desktop.engine import gin
from rummy_desktop.engine.cards import parse_card, parse_cards, parse_face
from rummy_desktop.engine.manipulation import ManipulationState, PlayMelds, apply
from rummy_desktop.ui.dialogs.error_dialog import ErrorDialog, GameSaved
from rummy_desktop.ui.text.game_log_text import YOU
from rummy_desktop.ui.dialogs.game_result_dialog import GameResultDialog
from rummy_desktop.ui.dialogs.joker_dialog import JokerDialog
from rummy_desktop.ui.dialogs.new_game_dialog import NewGameDialog, default_seat_name
from rummy_desktop.ui.dialogs.round_result_dialog import RoundResultDialog
from rummy_desktop.ui.dialogs.rules_dialog import RulesDialog
from rummy_desktop.ui.dialogs.settings_dialog import SettingsDialog
from rummy_desktop.ui.dialogs.shortcuts_dialog import ShortcutsDialog
from rummy_desktop.ui.dialogs.spread_dialog import SpreadDialog
from rummy_desktop.ui.dialogs.statistics_dialog import StatisticsDialog
from rummy_desktop.ai.puzzles import series_puzzle
from rummy_desktop.controller.puzzle_supply import PuzzleSupply
from rummy_desktop.controller.review_analysis import ReviewAnalysis
from rummy_desktop.ui.puzzles.puzzle_window import PuzzleWindow
from rummy_desktop.ui.review.review_window import ReviewWindow
from review_game import record
from gin_review_game import record as gin_record

__all__ = ["DIALOGS", "Builder", "five_names", "five_seats", "five_players_out", "opening_size"]

Builder = Callable[[object, Path, str], QWidget]
"""Makes a dialog: given pytest-qt's ``qtbot`` (which closes it after the test), a folder for files and
the code of the language installed."""


def five_names() -> tuple[str, ...]:
    """You and four computers, named as the app names them in the language of the moment."""
    return (YOU, *(default_seat_name(number, "medium") for number in range(1, 5)))


def five_seats() -> tuple[Seat, ...]:
    return tuple(Seat(name, None if name == YOU else "medium") for name in five_names())


def five_players_out(scores: tuple[int, ...] = (0, 0, 0, 0, 0)) -> ManipulationState:
    """A five-player Manipulation round: the seat 2 melds its last three cards and goes out."""
    state = game_position(["KD QC 9S", "8C 8D", "5H 6H 7H", "JS 4C 2D", "AH 2H 9D QS"], current=2, scores=scores)
    return apply(state, PlayMelds([cards("5H 6H 7H")]))


def counted_statistics() -> Statistics:
    """Games counted for two games and several levels: every box of the dialog has something to show."""
    stats = Statistics()
    for won, score in [(True, 120), (False, 80)]:
        stats = record_game(stats, "gin", "hard", won=won, score=score)
    stats = record_round(stats, "gin", "hard", won=True)
    stats = record_game(stats, "manipulation", MIXED_LEVELS, won=True, score=160)
    return record_hint(stats, "manipulation", MIXED_LEVELS)


def opening_size(dialog: QWidget) -> QSize:
    """The size the dialog asks for when it opens: the one it set itself, else its size hint."""
    return dialog.size() if dialog.testAttribute(Qt.WidgetAttribute.WA_Resized) else dialog.sizeHint()


def _made(qtbot: object, widget: QWidget) -> QWidget:
    qtbot.addWidget(widget)  # type: ignore[attr-defined]
    return widget


def _new_game(game: str) -> Builder:
    def build(qtbot: object, folder: Path, language: str) -> QWidget:
        dialog = NewGameDialog(instant_settings(folder))
        dialog.game.setCurrentIndex(dialog.game.findData(game))
        if game == "manipulation":
            dialog.seat_count.setValue(dialog.seat_count.maximum())
        return _made(qtbot, dialog)
    return build


def _statistics(qtbot: object, folder: Path, language: str) -> QWidget:
    names = five_names()
    rounds = [[10, 0, 25, 0, 3], [0, 40, 0, 12, 0], [5, 5, 5, 5, 60]]
    return _made(qtbot, StatisticsDialog(counted_statistics(), names, rounds))


def _statistics_empty(qtbot: object, folder: Path, language: str) -> QWidget:
    return _made(qtbot, StatisticsDialog(Statistics()))


def _round_result_five(qtbot: object, folder: Path, language: str) -> QWidget:
    state = five_players_out()
    return _made(qtbot, RoundResultDialog(state, five_names(), (state.round_result,)))


def _round_result_gin(qtbot: object, folder: Path, language: str) -> QWidget:
    state = gin_knock_with_layoffs()
    return _made(qtbot, RoundResultDialog(state, five_names()[:2], (state.round_result,)))


def _round_result_hollywood(qtbot: object, folder: Path, language: str) -> QWidget:
    state, rounds = hollywood_mid_match()
    return _made(qtbot, RoundResultDialog(state, five_names()[:2], rounds))


def _game_result_five(qtbot: object, folder: Path, language: str) -> QWidget:
    state = five_players_out(scores=(40, 90, 140, 30, 120))
    return _made(qtbot, GameResultDialog(state, five_names()))


def _game_result_hollywood(qtbot: object, folder: Path, language: str) -> QWidget:
    state, _ = gin_played(3, gin.GinRules(variant="hollywood"), lambda state: state.is_game_over)
    return _made(qtbot, GameResultDialog(state, five_names()[:2]))


def _joker(qtbot: object, folder: Path, language: str) -> QWidget:
    return _made(qtbot, JokerDialog([parse_face(text) for text in ("7H", "7S", "7D", "7C")]))


def _knocker_spread(qtbot: object, folder: Path, language: str) -> QWidget:
    """The knocker's choice among his legal spreads: a hand with many of them, so the list scrolls."""
    spreads = gin.legal_spreads(parse_cards("2D 2C 3C 4C 4S 4H 4D 5H 6H 7H"), 10)
    return _made(qtbot, SpreadDialog(spreads, spreads[0], parse_card("KS")))


def _rules(game: str) -> Builder:
    def build(qtbot: object, folder: Path, language: str) -> QWidget:
        return _made(qtbot, RulesDialog(language=language, game=game))
    return build


def _window(qtbot: object, folder: Path):
    return window_for(qtbot, folder, five_seats(), bot_factory=stand_in_factory, pause_ms=60_000, seed=2)


def _shortcuts(qtbot: object, folder: Path, language: str) -> QWidget:
    window = _window(qtbot, folder)
    menus = [action.menu() for action in window.menuBar().actions() if action.menu() is not None]
    return _made(qtbot, ShortcutsDialog(menus, window))


def _error(qtbot: object, folder: Path, language: str) -> QWidget:
    return _made(qtbot, ErrorDialog("KeyError: 'lost card'", folder / "logs" / "crash.log", GameSaved.SAVED))


def _about(qtbot: object, folder: Path, language: str) -> QWidget:
    window = _window(qtbot, folder)
    window.about_action.trigger()
    box = window.findChild(QMessageBox, "about-box")
    assert box is not None
    return box


def _resume(qtbot: object, folder: Path, language: str) -> QWidget:
    window = _window(qtbot, folder)
    return _made(qtbot, window.services.resume_question(window.services.current_save()))


def _review(qtbot: object, folder: Path, language: str) -> QWidget:
    """The review of the short game with points missed, analysed to the end (its analysis dies with it)."""
    window = ReviewWindow([record()], 0, ReviewAnalysis())
    window.analysis.setParent(window)
    _made(qtbot, window)
    qtbot.waitUntil(lambda: len(window.reviews) == 2 and not window.analysis.running,  # type: ignore[attr-defined]
                    timeout=20_000)
    return window


def _gin_review(qtbot: object, folder: Path, language: str) -> QWidget:
    """The review of the Gin turn with a big mistake, analysed to the end, at that decision."""
    window = ReviewWindow([gin_record()], 0, ReviewAnalysis(), game="gin")
    window.analysis.setParent(window)
    _made(qtbot, window)
    qtbot.waitUntil(lambda: len(window.reviews) == 2 and not window.analysis.running,  # type: ignore[attr-defined]
                    timeout=30_000)
    window.next_turn()
    return window


def _puzzles(qtbot: object, folder: Path, language: str) -> QWidget:
    """The puzzles window at a hard puzzle of a big table, with its solution shown."""
    window = PuzzleWindow(PuzzleSupply(), settings=instant_settings(folder))
    _made(qtbot, window)
    window.play(series_puzzle(3, "hard"))
    window.solution_timer.setInterval(0)
    window.show_solution()
    qtbot.waitUntil(lambda: not window.showing_solution, timeout=10_000)  # type: ignore[attr-defined]
    return window


def _position_tried(qtbot: object, folder: Path, language: str) -> QWidget:
    """A reviewed turn opened as a puzzle by Try this position."""
    review = _review(qtbot, folder, language)
    review.try_position()  # type: ignore[attr-defined]
    window = review.puzzle_window  # type: ignore[attr-defined]
    assert window is not None
    return window


DIALOGS: dict[str, Builder] = {
    "new game: Manipulation, five seats": _new_game("manipulation"),
    "new game: Gin": _new_game("gin"),
    "new game: Oklahoma": _new_game("oklahoma"),
    "new game: Hollywood": _new_game("hollywood"),
    "settings": lambda qtbot, folder, language: _made(qtbot, SettingsDialog(instant_settings(folder))),
    "statistics: games counted, five players charted": _statistics,
    "statistics: nothing counted": _statistics_empty,
    "round result: five players": _round_result_five,
    "round result: Gin knock with lay-offs": _round_result_gin,
    "round result: Hollywood": _round_result_hollywood,
    "game result: five players": _game_result_five,
    "game result: Hollywood": _game_result_hollywood,
    "joker": _joker,
    "knocker's spread": _knocker_spread,
    "rules: Manipulation Rummy": _rules("manipulation"),
    "rules: Gin": _rules("gin"),
    "keyboard shortcuts": _shortcuts,
    "error": _error,
    "about": _about,
    "resume": _resume,
    "review: a game with points missed": _review,
    "review: a Gin turn with a big mistake": _gin_review,
    "puzzles: a hard puzzle, its solution shown": _puzzles,
    "puzzles: a reviewed turn tried": _position_tried,
}
