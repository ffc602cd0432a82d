"""Every text the app shows passes through translation: with a catalogue that marks every message
(``Marking``, in visible_texts.py), no word may be left unmarked on any screen.

Each screen (a table at a moment of the game, a dialog, a question, a status message) is built
the way the other UI tests build it, under the marking catalogue, and every text on it is read:
titles, labels, buttons, menus and actions, items, tooltips, accessible names, the game log, the
status bar, and on the tables every text item, painted button and tooltip. A failure lists the
screen, each offending text, its unmarked words and the widget or item it was read from.

The players are named ①, ②, ③, ④: names without letters need no allow-list, and a name can never
hide an untranslated word. The app's own default names are checked on a screen of their own.
Painted texts (QPainter.drawText) other than the table buttons' are not read: see the screenshots
(``RUMMY_SHOTS_DIR``) of the marked Manipulation table and New game dialog.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator, Sequence, TypeVar

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from engine.gin_playout import arranged_round, card, run
from engine.manipulation_helpers import cards
from engine.manipulation_helpers import position as game_position
from finished_games import (
    gin_big_gin,
    gin_drawn,
    gin_gin,
    gin_hoyle_shutout,
    gin_knock_with_layoffs,
    gin_played,
    gin_undercut,
    hollywood_mid_match,
    manipulation_game_over,
    manipulation_going_out,
    manipulation_two_rounds,
)
from main_window_helpers import ResultAnswers, instant_settings, play_turns, window_for
from manipulation_positions import position, stand_in_factory
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.statistics import (
    MIXED_LEVELS,
    Statistics,
    record_abandoned,
    record_game,
    record_hint,
    record_round,
)
from rummy_desktop.engine import gin
from rummy_desktop.engine.cards import parse_face
from rummy_desktop.engine.manipulation import Phase, PlayMelds
from rummy_desktop.ui import app_services
from rummy_desktop.ui.app_services import SAVE_SUFFIX
from rummy_desktop.ui.dialogs.error_dialog import ErrorDialog, GameSaved
from rummy_desktop.ui.text.game_log_text import YOU
from rummy_desktop.ui.dialogs.game_result_dialog import GameResultDialog
from rummy_desktop.ui.gin.scene import GinScene
from rummy_desktop.ui.dialogs.joker_dialog import JokerDialog
from rummy_desktop.ui.dialogs.knock_confirmation import KnockConfirmation
from rummy_desktop.ui.main_window import MainWindow
from rummy_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from rummy_desktop.ui.dialogs.round_result_dialog import RoundResultDialog
from rummy_desktop.ui.dialogs.rules_dialog import RulesDialog
from rummy_desktop.ui.score_sheet import ScoreSheet
from rummy_desktop.ui.dialogs.settings_dialog import SettingsDialog
from rummy_desktop.ui.dialogs.shortcuts_dialog import ShortcutsDialog
from rummy_desktop.ui.dialogs.statistics_dialog import StatisticsDialog
from shots import save_shot
from visible_texts import OPEN, Marking, Seen, mark, report, unmarked_words, untranslated, widget_texts

THREE = (Seat("①"), Seat("②", "easy"), Seat("③", "easy"))
TWO = (Seat("①"), Seat("②", "easy"))
PEOPLE = (Seat("①"), Seat("②"))
FOUR_NAMES = ("①", "②", "③", "④")
TWO_NAMES = ("①", "②")
YOU_AND_TWO = (YOU, "②")
"""The names the window passes when its person plays under the app's name for them, "You"."""
CRASH = "KeyError: 'lost card'"
"""An error's own text as Python words it: the error dialog shows it as it is, in no language."""
LOG_FILE = Path("/tmp/rummy-desktop/logs/crash.log")
"""A report's path, shown as it is: the player's file system, in no language."""


@dataclass
class Context:
    """What a screen is built with; ``allowed``: texts the screen shows as they are (each says why where it is added)."""

    qtbot: QtBot
    tmp_path: Path
    monkeypatch: pytest.MonkeyPatch
    allowed: list[str] = field(default_factory=list)


# --- building screens -------------------------------------------------------------------------


Shown = TypeVar("Shown", bound=QWidget)


def shown(ctx: Context, widget: Shown) -> Shown:
    ctx.qtbot.addWidget(widget)
    widget.show()
    ctx.qtbot.waitExposed(widget)
    return widget


def table_window(ctx: Context, state: object, seats: Sequence[Seat] = THREE, *, pause_ms: int = 0,
                 bot_factory: Callable[[str, str], object] = stand_in_factory, **settings: object) -> MainWindow:
    """A shown window carrying on at ``state``; result dialogs answer at once, keeping the round on the table."""
    ResultAnswers(ctx.monkeypatch, next_round=False)
    window = window_for(ctx.qtbot, ctx.tmp_path, seats, settings=instant_settings(ctx.tmp_path, **settings),
                        bot_factory=bot_factory, pause_ms=pause_ms, start_game=False)
    window.resize(1280, 800)
    window.show()
    ctx.qtbot.waitExposed(window)
    # Positions set up by tests are not whole packs, which the autosave refuses; the screen "refused files"
    # checks the words of such refusals.
    ctx.monkeypatch.setattr(window.services, "autosave", lambda: False)
    window.match.resume(state, seats)
    return window


def key(window: MainWindow, text: str) -> tuple[int, str, int]:
    return next(c.key for c in window.controller.arrangement.all_cards() if str(c.bare()) == text)


def messages_of(window: MainWindow) -> list[str]:
    """Every status bar message from now on (a later one replaces an earlier one on screen)."""
    told: list[str] = []
    window.statusBar().messageChanged.connect(lambda text: told.append(text) if text else None)
    return told


def status_messages(told: Sequence[str]) -> list[Seen]:
    return [Seen("QStatusBar.message", text) for text in told]


def modal_texts(ctx: Context, open_it: Callable[[], object]) -> list[Seen]:
    """The texts of the modal dialog ``open_it`` shows (read once it is up, then closed with Escape's answer)."""
    seen: list[Seen] = []
    attempts = iter(range(100))

    def read() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            if next(attempts, None) is not None:
                QTimer.singleShot(20, read)
            return
        assert isinstance(dialog, QDialog)
        seen.extend(widget_texts(dialog))
        dialog.reject()

    QTimer.singleShot(0, read)
    open_it()
    assert seen, "no modal dialog opened"
    return seen


# --- Manipulation tables ----------------------------------------------------------------------


def manipulation_turn_start(ctx: Context) -> list[Seen]:
    window = table_window(ctx, position("8H 9H KS 2C", ["5H 6H 7H", "JD QD KD"], phase=Phase.DRAW))
    return widget_texts(window)


def manipulation_after_drawing(ctx: Context) -> list[Seen]:
    window = table_window(ctx, position("8H 9H KS 2C", ["5H 6H 7H", "JD QD KD"], phase=Phase.DRAW))
    window.draw_action.trigger()
    ctx.qtbot.keyClick(window.view, Qt.Key.Key_Right)   # keyboard play: the cursor is described
    return widget_texts(window)


def manipulation_illegal_meld(ctx: Context) -> list[Seen]:
    window = table_window(ctx, position("2S 3D KS", ["5H 6H 7H"]))
    told = messages_of(window)
    window.controller.move_cards([key(window, "2S")], 0, 3)
    window.controller.new_meld([key(window, "3D")])
    window.end_turn_action.trigger()
    assert window.problems.isVisible()
    for press in (Qt.Key.Key_Right, Qt.Key.Key_Up):   # the cursor onto a meld that is not legal
        ctx.qtbot.keyClick(window.view, press)
    window.centralWidget().layout().activate()   # the refusal list laid out now, not at the next event loop turn
    save_shot(window, "marked_manipulation")
    return widget_texts(window) + status_messages(told)


def manipulation_refusals(ctx: Context) -> list[Seen]:
    window = table_window(ctx, position("2S 3D KS", ["5H 6H 7H"]))
    told = messages_of(window)
    c = window.controller
    c.return_to_hand([key(window, "5H")], 0)       # a card of the table must stay there
    c.move_cards([key(window, "2S")], 0, 3)
    c.draw()                                         # no drawing after changing the table
    ctx.qtbot.keyClick(window.view, Qt.Key.Key_N)   # a new meld with nothing selected
    assert len(told) >= 3
    return status_messages(told)


def manipulation_someone_elses_turn(ctx: Context) -> list[Seen]:
    window = table_window(ctx, position("2S 3D KS", ["5H 6H 7H"], seat=1), pause_ms=60_000)
    told = messages_of(window)
    c = window.controller
    c.new_meld([key(window, "5H")])                  # the table is not yours to change
    c.draw()                                         # the match refuses: another seat's turn
    window.hint_action.trigger()
    assert len(told) >= 3
    return widget_texts(window) + status_messages(told)


def manipulation_round_over(ctx: Context) -> list[Seen]:
    ctx.monkeypatch.setattr(KnockConfirmation, "ask", classmethod(lambda cls, parent, text: True))
    window = table_window(ctx, position("8H 2S AC", ["5H 6H 7H"]))
    window.controller.move_cards([key(window, "8H")], 0, 3)
    window.end_turn_action.trigger()
    knock = widget_texts(window)                     # "knock or play on"
    window.knock_action.trigger()
    assert window.match.state.is_round_over
    return knock + widget_texts(window)


def manipulation_freed_joker(ctx: Context) -> list[Seen]:
    window = table_window(ctx, position("7H KS", ["5H 6H JK=7H"]))
    told = messages_of(window)
    window.controller.move_cards([key(window, "7H")], 0, 2, onto=key(window, "JK"))   # the 7♥ frees the joker
    assert window.controller.arrangement.freed
    for press in (Qt.Key.Key_Right, Qt.Key.Key_Up):   # the cursor onto the freed joker
        ctx.qtbot.keyClick(window.view, press)
    window.end_turn_action.trigger()
    return widget_texts(window) + status_messages(told)


def manipulation_last_turns(ctx: Context) -> list[Seen]:
    window = table_window(ctx, position("8H KS", ["5H 6H 7H"], phase=Phase.FINAL_MELD))
    return widget_texts(window)


def manipulation_game_over_on_table(ctx: Context) -> list[Seen]:
    """③, the person, melds the last three cards past 150: the round and the game end on the table."""
    seats = (Seat("①", "easy"), Seat("②", "easy"), Seat("③"), Seat("④", "easy"))
    last_turn = game_position(["KD QC 9S", "8C 8D", "5H 6H 7H", "JS 4C 2D"], current=2,
                              scores=(40, 90, 140, 30), rounds_won=(1, 3, 4, 1))
    window = table_window(ctx, last_turn, seats)
    window.match.play(PlayMelds([cards("5H 6H 7H")]))
    assert window.match.state.is_game_over
    return widget_texts(window)


def manipulation_hint(ctx: Context) -> list[Seen]:
    window = table_window(ctx, position("8H 9H 2C KS 10D 4S", ["5H 6H 7H", "JD QD KD"]))
    told = messages_of(window)
    window.hints.seconds = 30
    with ctx.qtbot.waitSignal(window.hints.hint_ready, timeout=30_000):
        window.hint_action.trigger()
    return widget_texts(window) + status_messages(told)


def manipulation_default_seats(ctx: Context) -> list[Seen]:
    """The window as it starts for a player who chose nothing: the app's own seat names."""
    window = MainWindow(settings=instant_settings(ctx.tmp_path), data_dir=ctx.tmp_path, bot_factory=stand_in_factory,
                        pause_ms=0, seed=2)
    shown(ctx, window)
    ctx.qtbot.waitUntil(lambda: window.controller.is_my_turn(), timeout=10_000)
    window.draw_action.trigger()
    return widget_texts(window)


def hot_seat_pass_screen(ctx: Context) -> list[Seen]:
    ResultAnswers(ctx.monkeypatch, next_round=False)
    window = window_for(ctx.qtbot, ctx.tmp_path, PEOPLE, bot_factory=stand_in_factory, pause_ms=0, seed=5)
    window.resize(1100, 750)
    window.show()
    ctx.qtbot.waitExposed(window)
    assert window.pass_screen.isVisible()
    return widget_texts(window)


# --- Gin tables -------------------------------------------------------------------------------


class PassingBot:
    """The opponent: passes the upcard, draws from the stock, discards (never knocks)."""

    def choose(self, view: gin.GinView, rng: object, deadline: float | None = None) -> gin.Action:
        legal = list(view.legal_actions)
        wanted = [a for a in legal if a in (gin.PassUpcard(), gin.DrawStock()) or isinstance(a, gin.Discard)]
        return (wanted or legal)[0]


def gin_offer(rules: gin.GinRules = gin.GinRules(), upcard: str = "AD") -> gin.GinState:
    """The upcard offered to you first; taking it leaves 3 deadwood, enough to knock."""
    state = arranged_round("3H 4H 5H 7S 7D 7C 9C 10C JC 2S", "AC 2C 3C 8S 8H 8D 10S JS QS 5D", upcard,
                           dealer=1, stock_top="KH", rules=rules)
    assert state.current == 0 and state.phase is gin.Phase.UPCARD_OFFER
    return state


def gin_layoff() -> gin.GinState:
    """② knocked with the 2♣ as deadwood; you (①) may lay 4♥ 8♥ 9♥ off on ②'s hearts."""
    state = arranged_round("4H 8H 9H 10C JC QC 2D 3S 6D 7D", "5H 6H 7H 9S 9D 9C KC KD KH 2C", "KS", stock_top="AC")
    state = run(state, gin.PassUpcard(), gin.PassUpcard(), gin.DrawStock(), gin.Knock(card("AC")))
    assert state.phase is gin.Phase.LAYOFF and state.current == 0
    return state


def gin_window(ctx: Context, state: gin.GinState) -> tuple[MainWindow, GinScene]:
    window = table_window(ctx, state, TWO, bot_factory=lambda game, level: PassingBot())
    scene = window.scene
    assert isinstance(scene, GinScene)
    return window, scene


def gin_offer_phase(ctx: Context) -> list[Seen]:
    window, scene = gin_window(ctx, gin_offer())
    told = messages_of(window)
    offer = widget_texts(window)                    # before a message hides the turn line
    scene.click(scene.stock_item, Qt.KeyboardModifier.NoModifier)   # refused: the upcard is on offer first
    assert told
    return offer + widget_texts(window) + status_messages(told)


def gin_draw_phase(ctx: Context) -> list[Seen]:
    window, scene = gin_window(ctx, gin_offer())
    match = window.match
    scene.button("pass").activate()
    ctx.qtbot.waitUntil(lambda: match.state.upcard_passes == 2 and match.seat_to_act() == 0, timeout=10_000)
    first_draw = widget_texts(window)               # both passed: the first draw of the round
    scene.click(scene.stock_item, Qt.KeyboardModifier.NoModifier)
    scene.double_click(next(i for i in scene.card_items() if i.card == card("2S")))
    ctx.qtbot.waitUntil(lambda: match.state.phase is gin.Phase.DRAW and match.seat_to_act() == 0, timeout=10_000)
    ctx.qtbot.keyClick(window.view, Qt.Key.Key_Right)
    return first_draw + widget_texts(window)


def gin_discard_phase(ctx: Context) -> list[Seen]:
    window, scene = gin_window(ctx, gin_offer())
    told = messages_of(window)
    scene.button("take").activate()
    assert scene.button("knock").isVisible()
    discard = widget_texts(window)
    taken = next(i for i in scene.card_items() if i.card == card("AD"))
    scene.double_click(taken)                       # refused: the card just taken may not be discarded
    assert told
    return discard + status_messages(told)


def gin_knock_question(ctx: Context) -> list[Seen]:
    _, scene = gin_window(ctx, gin_offer())
    scene.button("take").activate()
    return modal_texts(ctx, scene.button("knock").activate)


def gin_laying_off(ctx: Context) -> list[Seen]:
    window, scene = gin_window(ctx, gin_layoff())
    assert scene.button("best_layoff").isVisible()
    return widget_texts(window)


def gin_round_over(ctx: Context) -> list[Seen]:
    window, scene = gin_window(ctx, gin_layoff())
    scene.button("best_layoff").activate()
    assert window.match.state.is_round_over
    return widget_texts(window)


def oklahoma_offer(ctx: Context) -> list[Seen]:
    window, _ = gin_window(ctx, gin_offer(gin.GinRules(variant="oklahoma"), upcard="4S"))
    return widget_texts(window)


def hollywood_offer(ctx: Context) -> list[Seen]:
    window, _ = gin_window(ctx, gin_offer(gin.GinRules(variant="hollywood")))
    return widget_texts(window)


def gin_hint(ctx: Context) -> list[Seen]:
    window, _ = gin_window(ctx, gin_offer())
    told = messages_of(window)
    window.hints.seconds = 30
    with ctx.qtbot.waitSignal(window.hints.hint_ready, timeout=30_000):
        window.hint_action.trigger()
    return widget_texts(window) + status_messages(told)


# --- refusals and questions ---------------------------------------------------------------------


def refused_files(ctx: Context) -> list[Seen]:
    """A damaged statistics file, a damaged autosave, a save file that cannot be opened, a save the disk refuses.

    File names and folders are the player's, shown as they are.
    """
    ctx.allowed += [str(ctx.tmp_path), SAVE_SUFFIX, "autosave.json.damaged", "statistics.json.damaged"]
    (ctx.tmp_path / "statistics.json").write_text("[1, 2", encoding="utf-8")
    (ctx.tmp_path / "autosave.json").write_text("{ not json", encoding="utf-8")
    seen: list[Seen] = []

    def warning(parent: QWidget, title: str, text: str) -> None:
        seen.extend([Seen("warn.windowTitle", title), Seen("warn.text", text)])

    ctx.monkeypatch.setattr(app_services, "warn", warning)
    window = window_for(ctx.qtbot, ctx.tmp_path, THREE, bot_factory=stand_in_factory, pause_ms=0, seed=5)
    seen.append(Seen("QStatusBar.currentMessage", window.statusBar().currentMessage()))
    services = window.services
    services.ask_resume = lambda save: False
    services.offer_resume()
    broken = ctx.tmp_path / f"①{SAVE_SUFFIX}"
    broken.write_text('{"format": "rummy-desktop-save", "version": 1, "game": ', encoding="utf-8")
    ctx.monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(broken), ""))
    services.open_action.trigger()
    (ctx.tmp_path / "②").write_text("a file, not a folder", encoding="utf-8")
    target = ctx.tmp_path / "②" / f"③{SAVE_SUFFIX}"
    ctx.monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), ""))
    services.save_action.trigger()
    assert len(seen) == 7, "a refusal was not shown"
    return seen


def end_turn_question(ctx: Context) -> list[Seen]:
    window = table_window(ctx, position("8H KS QS", ["5H 6H 7H"]), confirm_end_turn=True)
    window.controller.move_cards([key(window, "8H")], 0, 3)
    return modal_texts(ctx, window.end_turn_action.trigger)


def manipulation_knock_question(ctx: Context) -> list[Seen]:
    window = table_window(ctx, position("8H 2S AC", ["5H 6H 7H"]))
    window.controller.move_cards([key(window, "8H")], 0, 3)
    window.end_turn_action.trigger()
    return modal_texts(ctx, window.knock_action.trigger)


def about_box(ctx: Context) -> list[Seen]:
    window = table_window(ctx, position("8H KS", ["5H 6H 7H"]))
    window.about_action.trigger()
    box = window.findChild(QMessageBox, "about-box")
    assert box is not None
    return widget_texts(box)


def resume_question(ctx: Context) -> list[Seen]:
    window = window_for(ctx.qtbot, ctx.tmp_path, THREE, bot_factory=stand_in_factory, pause_ms=0, seed=5)
    box = window.services.resume_question(window.services.current_save())
    return widget_texts(shown(ctx, box))


def resume_question_default_seats(ctx: Context) -> list[Seen]:
    window = MainWindow(settings=instant_settings(ctx.tmp_path), data_dir=ctx.tmp_path, bot_factory=stand_in_factory,
                        pause_ms=60_000, seed=2)
    ctx.qtbot.addWidget(window)
    box = window.services.resume_question(window.services.current_save())
    return widget_texts(shown(ctx, box))


def abandon_question(ctx: Context) -> list[Seen]:
    """Game ▸ New while a game is under way (of one person against computers: the statistics are named)."""
    window = window_for(ctx.qtbot, ctx.tmp_path, THREE, bot_factory=stand_in_factory, pause_ms=0, seed=5)
    play_turns(ctx.qtbot, window, 1)
    assert window.services.game_to_abandon
    return modal_texts(ctx, window.new_action.trigger)


def reset_statistics_question(ctx: Context) -> list[Seen]:
    dialog = shown(ctx, StatisticsDialog(some_statistics()))
    return modal_texts(ctx, dialog.reset_button.click)


# --- dialogs ------------------------------------------------------------------------------------


def new_game_dialog(game: str) -> Callable[[Context], list[Seen]]:
    def screen(ctx: Context) -> list[Seen]:
        dialog = NewGameDialog(instant_settings(ctx.tmp_path))
        dialog.game.setCurrentIndex(dialog.game.findData(game))
        shown(ctx, dialog)
        if game == "manipulation":
            save_shot(dialog, "marked_new_game")
        return widget_texts(dialog)
    return screen


def new_game_problems(ctx: Context) -> list[Seen]:
    dialog = NewGameDialog(instant_settings(ctx.tmp_path))
    rows = dialog.seat_rows
    rows[0].kind.setCurrentIndex(rows[0].kind.findData("easy"))   # nobody is a person
    rows[1].name.setText("")                                        # a seat without a name
    rows[2].name.setText(rows[0].name.text())                       # two seats of the same name
    assert dialog.problems.text()
    return widget_texts(shown(ctx, dialog))


def settings_dialog(ctx: Context) -> list[Seen]:
    return widget_texts(shown(ctx, SettingsDialog(instant_settings(ctx.tmp_path))))


def some_statistics() -> Statistics:
    stats = Statistics()
    for won, score in [(True, 120), (False, 80)]:
        stats = record_game(stats, "gin", "hard", won=won, score=score)
    stats = record_abandoned(stats, "gin", "easy")
    stats = record_round(stats, "gin", "hard", won=True)
    stats = record_game(stats, "manipulation", MIXED_LEVELS, won=True, score=160)
    return record_hint(stats, "manipulation", MIXED_LEVELS)


def statistics_dialog(ctx: Context) -> list[Seen]:
    dialog = shown(ctx, StatisticsDialog(some_statistics(), TWO_NAMES, [[10, 0], [0, 25]]))
    seen = []
    for game in range(dialog.game_box.count()):      # each game's opponents and numbers
        dialog.game_box.setCurrentIndex(game)
        seen += widget_texts(dialog)
    return seen


def statistics_chart_with_you(ctx: Context) -> list[Seen]:
    return widget_texts(shown(ctx, StatisticsDialog(some_statistics(), YOU_AND_TWO, [[10, 0], [0, 25]])))


def statistics_empty(ctx: Context) -> list[Seen]:
    return widget_texts(shown(ctx, StatisticsDialog(Statistics())))


def score_sheet(finished: Callable[[], tuple], names: Sequence[str] = TWO_NAMES) -> Callable[[Context], list[Seen]]:
    def screen(ctx: Context) -> list[Seen]:
        state, rounds = finished()
        sheet = ScoreSheet()
        sheet.show_state(state, names, rounds)
        return widget_texts(shown(ctx, sheet))
    return screen


def drawn_gin_round() -> tuple:
    state = gin_drawn()
    return state, (state.round_result,)


def round_dialog(finished: Callable[[], object], names: Sequence[str] = TWO_NAMES) -> Callable[[Context], list[Seen]]:
    def screen(ctx: Context) -> list[Seen]:
        result = finished()
        state, rounds = result if isinstance(result, tuple) else (result, ())
        return widget_texts(shown(ctx, RoundResultDialog(state, names, rounds)))
    return screen


def game_dialog(finished: Callable[[], object], names: Sequence[str] = TWO_NAMES) -> Callable[[Context], list[Seen]]:
    def screen(ctx: Context) -> list[Seen]:
        result = finished()
        state = result[0] if isinstance(result, tuple) else result
        return widget_texts(shown(ctx, GameResultDialog(state, names)))
    return screen


def joker_dialog(ctx: Context) -> list[Seen]:
    return widget_texts(shown(ctx, JokerDialog([parse_face("7H"), parse_face("7S")])))


def rules_dialog(game: str) -> Callable[[Context], list[Seen]]:
    def screen(ctx: Context) -> list[Seen]:
        dialog = RulesDialog(language="en", game=game)
        return widget_texts(shown(ctx, dialog), skip=[dialog.browser])   # the page is a translated file of its own
    return screen


def shortcuts_dialog(ctx: Context) -> list[Seen]:
    window = table_window(ctx, position("8H KS", ["5H 6H 7H"]))
    menus = [action.menu() for action in window.menuBar().actions() if action.menu() is not None]
    return widget_texts(shown(ctx, ShortcutsDialog(menus, window)))


def error_dialog(saved: GameSaved, log: Path | None) -> Callable[[Context], list[Seen]]:
    def screen(ctx: Context) -> list[Seen]:
        ctx.allowed += [CRASH, str(LOG_FILE)]
        return widget_texts(shown(ctx, ErrorDialog(CRASH, log, saved)))
    return screen


def main_window_menus(ctx: Context) -> list[Seen]:
    window = table_window(ctx, position("8H KS", ["5H 6H 7H"]))
    return widget_texts(window.menuBar()) + widget_texts(window.toolbar)


SCREENS: dict[str, Callable[[Context], list[Seen]]] = {
    "manipulation table: start of a turn": manipulation_turn_start,
    "manipulation table: after drawing (keyboard cursor on)": manipulation_after_drawing,
    "manipulation table: an illegal meld and End turn refused": manipulation_illegal_meld,
    "manipulation table: refusals in the status bar": manipulation_refusals,
    "manipulation table: someone else's turn": manipulation_someone_elses_turn,
    "manipulation table: knock decision, then the round over": manipulation_round_over,
    "manipulation table: a freed joker": manipulation_freed_joker,
    "manipulation table: last turns": manipulation_last_turns,
    "manipulation table: the game over": manipulation_game_over_on_table,
    "manipulation table: a hint": manipulation_hint,
    "manipulation table: the default seats": manipulation_default_seats,
    "hot seat: the pass screen": hot_seat_pass_screen,
    "gin table: upcard offer (stock refused)": gin_offer_phase,
    "gin table: draw": gin_draw_phase,
    "gin table: discard or knock": gin_discard_phase,
    "gin table: laying off after a knock": gin_laying_off,
    "gin table: the round over after lay-offs": gin_round_over,
    "gin table: a hint": gin_hint,
    "oklahoma table: upcard offer": oklahoma_offer,
    "hollywood table: upcard offer": hollywood_offer,
    "main window: menus and toolbar": main_window_menus,
    "refused files: statistics, autosave, open, save": refused_files,
    "question: end your turn?": end_turn_question,
    "question: knock (Manipulation)": manipulation_knock_question,
    "question: knock (Gin)": gin_knock_question,
    "question: resume the game?": resume_question,
    "question: resume the game? (the default seats)": resume_question_default_seats,
    "question: abandon this game?": abandon_question,
    "question: reset statistics": reset_statistics_question,
    "about box": about_box,
    "new game dialog: Manipulation Rummy": new_game_dialog("manipulation"),
    "new game dialog: Gin Rummy": new_game_dialog("gin"),
    "new game dialog: Oklahoma Gin": new_game_dialog("oklahoma"),
    "new game dialog: Hollywood Gin": new_game_dialog("hollywood"),
    "new game dialog: problems": new_game_problems,
    "settings dialog": settings_dialog,
    "statistics dialog: games counted": statistics_dialog,
    "statistics dialog: the chart of You against a computer": statistics_chart_with_you,
    "statistics dialog: nothing counted": statistics_empty,
    "score sheet: Hollywood, one game decided": score_sheet(hollywood_mid_match),
    "score sheet: a drawn Gin round": score_sheet(drawn_gin_round),
    "round result: Manipulation, a knock and undercuts": round_dialog(manipulation_two_rounds, FOUR_NAMES),
    "round result: Manipulation, going out": round_dialog(manipulation_going_out, FOUR_NAMES),
    "round result: Gin knock with lay-offs": round_dialog(gin_knock_with_layoffs),
    "round result: Gin undercut": round_dialog(gin_undercut),
    "round result: gin": round_dialog(gin_gin),
    "round result: big gin": round_dialog(gin_big_gin),
    "round result: drawn round": round_dialog(gin_drawn),
    "round result: Oklahoma, spade upcard": round_dialog(
        lambda: gin_knock_with_layoffs(gin.GinRules(variant="oklahoma"), upcard="KS")),
    "round result: Hollywood": round_dialog(hollywood_mid_match),
    "round result: You against a computer": round_dialog(gin_knock_with_layoffs, YOU_AND_TWO),
    "game result: Manipulation": game_dialog(manipulation_game_over, FOUR_NAMES),
    "game result: You against a computer": game_dialog(gin_hoyle_shutout, YOU_AND_TWO),
    "game result: Gin with Hoyle bonuses": game_dialog(gin_hoyle_shutout),
    "game result: Hollywood": game_dialog(
        lambda: gin_played(3, gin.GinRules(variant="hollywood"), lambda state: state.is_game_over)),
    "joker dialog": joker_dialog,
    "rules dialog: Manipulation Rummy": rules_dialog("manipulation"),
    "rules dialog: Gin": rules_dialog("gin"),
    "shortcuts dialog": shortcuts_dialog,
    "error dialog: game saved, report written": error_dialog(GameSaved.SAVED, LOG_FILE),
    "error dialog: game not saved, no report": error_dialog(GameSaved.NOT_SAVED, None),
    "error dialog: no game": error_dialog(GameSaved.NO_GAME, LOG_FILE),
}


@pytest.fixture
def marking(qapp: QApplication) -> Iterator[Marking]:
    """The marking catalogue, installed over every other for the test, and a language change sent."""
    translator = Marking()
    qapp.installTranslator(translator)
    QCoreApplication.sendEvent(qapp, QEvent(QEvent.Type.LanguageChange))
    try:
        yield translator
    finally:
        qapp.removeTranslator(translator)


def check(screen: str, seen: list[Seen], allowed: Sequence[str] = ()) -> None:
    assert seen, f"no text found on the screen {screen!r}: the screen or the walk is broken"
    assert any(OPEN in item.text for item in seen), f"nothing on {screen!r} was translated: is the catalogue installed?"
    bad = untranslated(seen, allowed)
    assert not bad, report(screen, bad)


@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_visible_text_is_translated(screen: str, marking: Marking, qtbot: QtBot, tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = Context(qtbot, tmp_path, monkeypatch)
    check(screen, SCREENS[screen](ctx), ctx.allowed)


def manipulation_move_made(ctx: Context) -> MainWindow:
    window = table_window(ctx, position("2S 3D KS", ["5H 6H 7H"]))
    window.controller.move_cards([key(window, "2S")], 0, 3)   # an undo step named in English
    window.services.show_statistics()                         # a window that stays open
    return window


def hot_seat_window(ctx: Context) -> MainWindow:
    window = window_for(ctx.qtbot, ctx.tmp_path, PEOPLE, bot_factory=stand_in_factory, pause_ms=0, seed=5)
    shown(ctx, window)
    assert window.pass_screen.isVisible()
    return window


def gin_offer_window(ctx: Context) -> MainWindow:
    return gin_window(ctx, gin_offer(gin.GinRules(variant="oklahoma"), upcard="4S"))[0]


WINDOWS_BEFORE_A_CHANGE: dict[str, Callable[[Context], MainWindow]] = {
    "manipulation, a move made, statistics open": manipulation_move_made,
    "hot seat, the pass screen up": hot_seat_window,
    "oklahoma, the upcard offered": gin_offer_window,
}


@pytest.mark.parametrize("made", list(WINDOWS_BEFORE_A_CHANGE))
def test_texts_set_before_a_change_of_language_follow_it(made: str, qapp: QApplication, qtbot: QtBot, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """A window made in English, then the language changes: every text it shows follows, the game log's too."""
    window = WINDOWS_BEFORE_A_CHANGE[made](Context(qtbot, tmp_path, monkeypatch))
    translator = Marking()
    qapp.installTranslator(translator)
    try:
        QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
        qtbot.wait(50)   # and the events Qt posts to every window
        seen = widget_texts(window)
        assert any("QPlainTextEdit.line" in item.where for item in seen), "the game log was not read"
        check(f"{made}, after a change of language", seen)
    finally:
        qapp.removeTranslator(translator)


def test_marking_keeps_placeholders_outside_the_marks_so_values_must_be_translated_too(
        marking: Marking) -> None:
    assert mark("Take %1") == "⟦Take ⟧%1"
    assert mark("{name} draws a card.") == "{name}⟦ draws a card.⟧"
    assert mark("%n card(s)") == "%n⟦ card(s)⟧"
    assert QCoreApplication.translate("QGuiApplication", "QT_LAYOUT_DIRECTION") == "QT_LAYOUT_DIRECTION"
    sentence = QCoreApplication.translate("GinScene", "Take %1").replace("%1", "7♥")
    assert unmarked_words(sentence) == []
    assert unmarked_words(QCoreApplication.translate("X", "It is %1's turn.").replace("%1", "Computer 1")) == ["Computer"]
    assert unmarked_words("⟦Meld ⟧2⟦: ⟧⟦a meld needs 3 cards⟧ JK Shqip") == []
    assert unmarked_words("&Open…") == ["Open"]
