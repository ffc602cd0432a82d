"""The main window: a game at once, menus and shortcuts, status line, game log, undo, knock, rounds."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

import pytest

from main_window_helpers import ResultAnswers, window_for
from manipulation_positions import position, stand_in_factory, table_of
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.new_game_choice import NewGameChoice
from rummy_desktop.engine.gin import GinRules
from rummy_desktop.engine.manipulation import ManipulationRules, Phase
from rummy_desktop.ui.dialogs.knock_confirmation import KnockConfirmation
from rummy_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from rummy_desktop.ui import app_services, main_window
from rummy_desktop.ui.main_window import MainWindow

_window_context = {}


@pytest.fixture(autouse=True)
def _context(tmp_path, monkeypatch):
    """Every window here keeps its settings in tmp_path, and the result dialogs answer at once."""
    _window_context["tmp_path"] = tmp_path
    _window_context["results"] = ResultAnswers(monkeypatch)
    _window_context["knock questions"] = questions = []
    monkeypatch.setattr(KnockConfirmation, "ask", classmethod(lambda cls, parent, text: questions.append(text) or True))
    yield
    _window_context.clear()


def make_window(qtbot, state=None, seats=(Seat("You"), Seat("Computer 1", "easy"), Seat("Computer 2", "easy"))):
    window = window_for(qtbot, _window_context["tmp_path"], seats, bot_factory=stand_in_factory, seed=2, pause_ms=0,
                        start_game=state is None)
    if state is not None:
        window.match.resume(state)
    return window


def key(window: MainWindow, text: str):
    return next(c.key for c in window.controller.arrangement.all_cards() if str(c.bare()) == text)


def menu_actions(window: MainWindow, title: str) -> dict[str, object]:
    menu = next(a.menu() for a in window.menuBar().actions() if a.text().replace("&", "") == title)
    return {a.text().replace("&", ""): a for a in menu.actions() if a.text()}


def test_a_game_against_two_computers_starts_at_once_and_they_play_until_it_is_my_turn(qtbot):
    window = make_window(qtbot)
    window.show()
    assert window.match.has_game
    assert window.names == ["You", "Computer 1", "Computer 2"]
    qtbot.waitUntil(lambda: window.controller.is_my_turn(), timeout=10000)
    assert window.turn_label.text().startswith("Your turn: draw a card")
    lines = window.log.lines()
    assert lines[0].startswith("New game: You, Computer 1, Computer 2.")
    if window.match.state.dealer != 2:   # somebody played before me
        assert any(line.startswith("Computer") and "draws a card." in line for line in lines)
    assert window.draw_action.isEnabled()
    window.close()


def test_menus_have_the_standard_shortcuts(qtbot):
    window = make_window(qtbot, position("8H KS", ["5H 6H 7H"]))
    game = menu_actions(window, "Game")
    assert game["New game…"].shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    assert game["Quit"].shortcut() == QKeySequence(QKeySequence.StandardKey.Quit)
    edit = menu_actions(window, "Edit")
    assert set(edit) == {"Undo", "Redo", "Reset turn"}
    assert edit["Undo"].shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    assert edit["Redo"].shortcut() == QKeySequence(QKeySequence.StandardKey.Redo)
    assert set(menu_actions(window, "Help")) == {"Rules", "About Rummy Desktop", "Keyboard shortcuts"}
    assert menu_actions(window, "Turn")["Hint"].shortcut() == QKeySequence("H")


def test_edit_menu_names_the_step_and_undo_redo_restore_it(qtbot):
    window = make_window(qtbot, position("8H KS", ["5H 6H 7H"]))
    c = window.controller
    start = c.arrangement
    assert not window.undo_action.isEnabled() and not window.reset_action.isEnabled()
    c.move_cards([key(window, "8H")], 0, 3)
    moved = c.arrangement
    assert window.undo_action.text().replace("&", "") == "Undo Move 8♥ onto 5♥ 6♥ 7♥"
    assert window.reset_action.isEnabled()
    window.undo_action.trigger()
    assert c.arrangement == start
    assert window.redo_action.text().replace("&", "") == "Redo Move 8♥ onto 5♥ 6♥ 7♥"
    window.redo_action.trigger()
    assert c.arrangement == moved
    window.reset_action.trigger()
    assert c.arrangement == start


def test_an_illegal_end_of_turn_lists_every_reason_and_nothing_changes(qtbot):
    state = position("2S 3D KS", ["5H 6H 7H"])
    window = make_window(qtbot, state)
    window.show()
    c = window.controller
    c.move_cards([key(window, "2S")], 0, 3)
    c.new_meld([key(window, "3D")])
    window.end_turn_action.trigger()
    assert window.match.state is state
    assert window.problems.isVisible()
    for problem in c.problems:
        assert problem.message in window.problems.text()
    assert len(c.problems) >= 2
    assert "Not yet" in window.statusBar().currentMessage()
    window.undo_action.trigger()
    assert not window.problems.isVisible()


def test_a_refusal_and_a_longer_turn_line_leave_every_card_where_it_was(qtbot):
    window = make_window(qtbot, position("2S 3D KS", ["5H 6H 7H"], phase=Phase.DRAW))
    window.resize(1024, 768)
    window.show()
    qtbot.waitExposed(window)
    c = window.controller

    def places():
        return window.view.viewport().size(), {item.card.key: item.sceneBoundingRect() for item in window.scene.card_items()
                                               if item.card.key not in {card.key for card in c.arrangement.hand}}
    before = places()
    assert c.draw()                                     # the turn line says more now
    qtbot.wait(10)
    assert places() == before
    c.move_cards([key(window, "2S")], 0, 3)
    c.new_meld([key(window, "3D")])
    before = places()
    window.end_turn_action.trigger()                    # refused: the reasons show over the table
    qtbot.wait(10)
    assert window.problems.isVisible()
    assert places() == before


def test_a_legal_end_of_turn_is_logged_and_the_next_player_moves(qtbot):
    window = make_window(qtbot, position("8H KS QS", ["5H 6H 7H"]))
    window.controller.move_cards([key(window, "8H")], 0, 3)
    window.end_turn_action.trigger()
    assert table_of(window.match.state) == ["5H 6H 7H 8H"]
    assert "You play 8♥." in window.log.lines()
    qtbot.waitUntil(lambda: window.controller.is_my_turn(), timeout=10000)
    assert "Computer 1 draws a card." in window.log.lines()


def test_rebuilding_the_table_is_logged_as_such(qtbot):
    window = make_window(qtbot, position("9H KS QS", ["3H 4H 5H", "6H 7H 8H"]))
    window.controller.merge_melds(1, 0, 3)
    window.controller.move_cards([key(window, "9H")], 0, 6)
    window.end_turn_action.trigger()
    assert "You play 9♥ and rebuild the table." in window.log.lines()


def test_knock_appears_only_when_allowed_and_ends_the_round_with_a_message(qtbot):
    window = make_window(qtbot, position("8H 2S AC", ["5H 6H 7H"]))
    window.show()
    assert not window.knock_action.isVisible()
    window.controller.move_cards([key(window, "8H")], 0, 3)
    window.end_turn_action.trigger()
    assert window.match.state.phase is Phase.KNOCK_DECISION
    assert window.knock_action.isVisible() and "Knock" in window.turn_label.text()
    window.knock_action.trigger()
    assert _window_context["knock questions"] == ["Knock with 3 points in hand and end the round?"]
    assert window.match.state.is_round_over
    assert not window.knock_action.isVisible()
    assert window.next_round_action.isVisible()
    assert any("Round 1 is over: You knocked." in line for line in window.log.lines())
    panels = [i for i in window.scene.items() if hasattr(i, "childItems") and any(
        hasattr(child, "toPlainText") and "Totals" in child.toPlainText() for child in i.childItems())]
    assert panels, "no round-over panel with the scores"
    window.next_round_action.trigger()
    assert window.match.state.round_number == 2
    assert not window.next_round_action.isVisible()


def test_rules_show_the_resolved_points(qtbot):
    window = make_window(qtbot, position("8H KS", ["5H 6H 7H"]))
    window.rules_action.trigger()
    text = window._rules.browser.toPlainText()
    assert window._rules.isVisible()
    assert "How this app reads unclear points" in text
    for resolved in ("one meld phase", "can never stand for a card that would make its meld",
                     "straight to melding", "everybody tied for the fewest points wins except the knocker",
                     "Every other player (each one who did not reach 150) gets 25 points for each round they won"):
        assert resolved in text.replace("\n", " ")


def test_the_rules_window_follows_the_game_and_the_language(qtbot, monkeypatch):
    def switch_catalogues(app, code):   # the app's language changes: widgets hear LanguageChange
        QApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    monkeypatch.setattr(app_services, "install_language", switch_catalogues)
    window = make_window(qtbot, position("8H KS", ["5H 6H 7H"]))
    window.settings.language = "en"
    window.show()
    window.rules_action.trigger()
    first = window._rules
    assert "Manipulation" in first.windowTitle() and "How this app reads unclear points" in first.browser.toPlainText()
    window.start_game(NewGameChoice("oklahoma", (Seat("You"), Seat("Bo", "easy")), GinRules(variant="oklahoma"), 5))
    gin_rules = window._rules
    assert gin_rules is not first and gin_rules.isVisible() and not first.isVisible()
    assert "Gin" in gin_rules.windowTitle() and "Oklahoma" in gin_rules.browser.toPlainText()
    window.settings.language = "he"
    qtbot.waitUntil(lambda: window._rules is not gin_rules)
    assert window._rules.isVisible()
    assert any("\u0590" <= ch <= "\u05ff" for ch in window._rules.browser.toPlainText())
    window._rules.close()
    window.start_game(NewGameChoice("manipulation", (Seat("You"), Seat("Bo", "easy")), ManipulationRules(), 6))
    assert not window._rules.isVisible(), "a closed rules window stays closed"
    window.rules_action.trigger()
    assert "Manipulation" in window._rules.windowTitle()


def test_about_opens_without_blocking(qtbot):
    window = make_window(qtbot, position("8H KS", ["5H 6H 7H"]))
    window.show()
    window.about_action.trigger()
    box = window.findChild(QMessageBox, "about-box")
    assert box is not None and box.isVisible()
    box.close()


def test_about_names_the_third_party_licences_and_offers_qts_own_about(qtbot, monkeypatch):
    window = make_window(qtbot, position("8H KS", ["5H 6H 7H"]))
    window.show()
    asked = []
    monkeypatch.setattr(QMessageBox, "aboutQt", staticmethod(lambda parent, title="": asked.append(parent)))
    window.about_action.trigger()
    box = window.findChild(QMessageBox, "about-box")
    for name in ("MIT", "Qt", "LGPL", "Python", "ICU"):
        assert name in box.text()
    box.findChild(QPushButton, "about-qt").click()
    assert asked == [window] and not box.isVisible()


def test_new_game_asks_for_the_game_and_deals_it_with_its_seed_on_view(qtbot, monkeypatch):
    window = make_window(qtbot, position("8H KS", ["5H 6H 7H"]))
    window.log.add("old line")
    choice = NewGameChoice("manipulation", (Seat("Ann"), Seat("Bo", "easy")), ManipulationRules(), 4321)
    monkeypatch.setattr(NewGameDialog, "ask", classmethod(lambda cls, parent, settings: choice))
    window.new_action.trigger()
    assert window.match.state.round_number == 1 and window.match.state.table == ()
    assert window.names == ["Ann", "Bo"] and len(window.match.state.hands) == 2
    assert window.log.lines()[0].startswith("New game: Ann, Bo.")
    assert "4321" in window.windowTitle() and "4321" in window.seed_label.text()


def test_the_window_title_names_the_game_and_its_seed_and_leaves_the_app_name_to_the_system(qtbot):
    window = make_window(qtbot, position("8H KS", ["5H 6H 7H"]))
    window.match.new_game(77)
    assert window.windowTitle() == "Manipulation Rummy — seed 77"   # the system adds " — Rummy Desktop"


def test_a_cancelled_new_game_changes_nothing(qtbot, monkeypatch):
    window = make_window(qtbot, position("8H KS", ["5H 6H 7H"]))
    state = window.match.state
    monkeypatch.setattr(NewGameDialog, "ask", classmethod(lambda cls, parent, settings: None))
    window.new_action.trigger()
    assert window.match.state is state


def run_app(tmp_path, code: str, **env: str) -> subprocess.CompletedProcess:
    """``code`` in a process of its own (app.exec() and quit() would stop this process's later event loops),
    with temporary settings and data folders and ``env`` added; the window quits once shown."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), **{main_window.QUIT_WHEN_SHOWN: "1"}, **env)
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120,
                          cwd=Path(main_window.__file__).resolve().parents[2])
    assert done.returncode == 0, done.stderr
    return done


def test_run_gui_shows_the_window_and_can_quit_at_once(tmp_path):
    """The game it deals is autosaved in the data folder by the app services."""
    done = run_app(tmp_path, "from rummy_desktop.ui.main_window import run_gui; raise SystemExit(run_gui(['rummy-desktop']))")
    assert done.stdout.startswith("shown ")
    assert (tmp_path / "data" / "RummyDesktop" / "rummy_desktop" / "autosave.json").is_file()
    assert list((tmp_path / "data" / "RummyDesktop" / "rummy_desktop" / "crash-reports").iterdir()) == []  # a clean exit


def test_named_pipes_in_place_of_the_settings_autosave_and_statistics_do_not_stop_the_start(tmp_path):
    """Opening a named pipe waits for a writer: the window used never to appear. Each is set aside instead."""
    pipes = [tmp_path / "config" / "RummyDesktop" / "rummy_desktop.conf",
             tmp_path / "data" / "RummyDesktop" / "rummy_desktop" / "autosave.json",
             tmp_path / "data" / "RummyDesktop" / "rummy_desktop" / "statistics.json"]
    for pipe in pipes:
        pipe.parent.mkdir(parents=True, exist_ok=True)
        os.mkfifo(pipe)
    done = run_app(tmp_path, "from rummy_desktop.ui.main_window import run_gui; raise SystemExit(run_gui(['rummy-desktop']))")
    assert done.stdout.startswith("shown ")
    settings, autosave, statistics = pipes
    for pipe in (settings, statistics):
        assert stat.S_ISFIFO(os.stat(f"{pipe}.damaged").st_mode)
    # The autosave is read when the unfinished game is offered, after the window's first paint (a
    # start that quits once shown offers nothing): it stays where it is, unopened, until then.
    assert stat.S_ISFIFO(os.stat(autosave).st_mode)


def test_run_gui_gives_the_app_its_icon(tmp_path):
    done = run_app(tmp_path, "from rummy_desktop.ui.main_window import QApplication, run_gui\n"
                             "code = run_gui(['rummy-desktop'])\n"
                             "print('icon', not QApplication.windowIcon().isNull())\n"
                             "raise SystemExit(code)")
    assert "icon True" in done.stdout


def test_run_gui_lets_the_gui_thread_take_pythons_lock_back_quickly(tmp_path):
    done = run_app(tmp_path, "import sys\nfrom rummy_desktop.ui.main_window import run_gui\n"
                             "code = run_gui(['rummy-desktop'])\n"
                             "print('switch', round(sys.getswitchinterval() * 1e6))\n"
                             "raise SystemExit(code)")
    assert "switch 200" in done.stdout   # microseconds (Python's default: 5000)


def test_run_gui_paints_without_waiting_for_qts_gui_thread_pool(tmp_path):
    done = run_app(tmp_path, "import os\nfrom rummy_desktop.ui.main_window import run_gui\n"
                             "code = run_gui(['rummy-desktop'])\n"
                             "print('serial', os.environ.get('QT_NO_GUI_THREADPOOL'))\n"
                             "raise SystemExit(code)")
    assert "serial 1" in done.stdout


LANGUAGE_SPY = """
import rummy_desktop.ui.main_window as m
real = m.install_language
def spy(app, code):
    installed = real(app, code)
    print("language", code, app.layoutDirection().name, "window" if m.QApplication.topLevelWidgets() else "no window", flush=True)
    return installed
m.install_language = spy
raise SystemExit(m.run_gui(["rummy-desktop"]))
"""


@pytest.mark.parametrize("saved, system, expected", [("he", "en_GB.UTF-8", "language he RightToLeft no window"),
                                                     (None, "sq_AL.UTF-8", "language sq LeftToRight no window")])
def test_the_saved_language_applies_from_the_start(tmp_path, saved, system, expected):
    if saved is not None:
        folder = tmp_path / "config" / "RummyDesktop"
        folder.mkdir(parents=True)
        (folder / "rummy_desktop.conf").write_text(f"[General]\nlanguage={saved}\n", encoding="utf-8")
    done = run_app(tmp_path, LANGUAGE_SPY, LC_ALL=system, LANG=system, LANGUAGE="")
    lines = done.stdout.splitlines()
    assert lines[0] == expected, "the language is in before the window is built"
    assert lines[1].startswith("shown ")


def test_the_knock_question_can_be_turned_off_and_a_no_keeps_the_round_going(qtbot, monkeypatch):
    window = make_window(qtbot, position("8H 2S AC", ["5H 6H 7H"]))
    window.controller.move_cards([key(window, "8H")], 0, 3)
    window.end_turn_action.trigger()
    monkeypatch.setattr(KnockConfirmation, "ask", classmethod(lambda cls, parent, text: False))
    window.knock_action.trigger()
    assert not window.match.state.is_round_over
    window.settings.confirm_knock = False
    monkeypatch.setattr(KnockConfirmation, "ask", classmethod(lambda cls, parent, text: pytest.fail("asked")))
    window.knock_action.trigger()
    assert window.match.state.is_round_over


def test_the_table_has_the_keyboard_once_shown_and_h_shows_a_counted_hint(qtbot):
    window = make_window(qtbot, position("8H 9H 2C KS 10D 4S", ["5H 6H 7H", "JD QD KD"]))
    window.hints.seconds = 30
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert QApplication.focusWidget() is window.view
    with qtbot.waitSignal(window.hints.hint_ready, timeout=30000) as shown:
        qtbot.keyClick(window.view, Qt.Key.Key_H)
    assert shown.args[0].text.startswith("Play 8♥ 9♥ 10♦")
    assert window.statusBar().currentMessage() == shown.args[0].text
    assert window.services.statistics.get("manipulation", "easy").hints_used == 1
    qtbot.keyClick(window.view, Qt.Key.Key_D)   # keyboard play: D draws through the window's action
    assert len(window.controller.arrangement.hand) == 7
    window.close()
    assert not window.hints.busy


def test_the_app_leaves_its_modules_objects_out_of_the_collectors_full_passes() -> None:
    # A full pass over every object Python tracks held Python's lock for 30 ms on the autosave writer's
    # thread, a stall of the window. Run in a process of its own: freezing this one would hide the
    # objects other tests count.
    probe = ("import gc; from rummy_desktop.ui.main_window import keep_gui_responsive; "
             "before = len(gc.get_objects()); keep_gui_responsive(); "
             "print(before, gc.get_freeze_count(), len(gc.get_objects()))")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, cwd=Path(__file__).parents[2])
    before, frozen, left = map(int, result.stdout.split())
    assert frozen > before / 2 and left < before / 10, result.stdout
