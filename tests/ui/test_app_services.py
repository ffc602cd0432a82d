"""Saves, autosave and resume, statistics, live settings and the crash path of the main window."""

from __future__ import annotations

import json
import os
import random
import threading
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType
from typing import Sequence

import pytest
from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QGraphicsRectItem, QGraphicsScene, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from engine.manipulation_helpers import cards, position
from finished_games import gin_drawn, gin_hoyle_shutout, gin_played, manipulation_two_rounds
from gin_review_game import start as gin_to_draw
from main_window_helpers import ResultAnswers, play_turns, window_for
from manipulation_positions import position as table_position
from manipulation_positions import stand_in_factory
from rummy_desktop.controller.game_outcome import final_score, game_winners, round_points, round_winners
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.saves import Autosaves, SaveGame, default_format, read_save
from rummy_desktop.controller.settings import Settings
from rummy_desktop.controller.settings_file import open_settings_file
from rummy_desktop.controller.statistics import ALL_LEVELS, Statistics, StatisticsStore, record_hint
from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.limits import MAX_COUNT
from rummy_desktop.engine.manipulation import PlayMelds
from rummy_desktop.ui import app_services, main_window
from rummy_desktop.ui.app_services import AppServices, install_app_services, saved_seats, start_app_services
from rummy_desktop.ui.autosave_writer import AutosaveWriter
from rummy_desktop.ui.table.animation import CardMotion
from rummy_desktop.ui.table.card_theme import CardTheme
from rummy_desktop.ui.dialogs.error_dialog import GameSaved
from rummy_desktop.ui.main_window import MainWindow
from shots import save_shot
from shouting import Shouting

SEATS = (Seat("You"), Seat("Ada", "easy"), Seat("Bo", "easy"))


def make_settings(folder: Path) -> Settings:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat), card_backs=CardTheme.backs())
    settings.animation_speed = "instant"
    return settings


def make_window(qtbot: QtBot, data_dir: Path, seats: Sequence[Seat] = SEATS) -> tuple[MainWindow, AppServices]:
    window = MainWindow(seats, settings=make_settings(data_dir), data_dir=data_dir, bot_factory=stand_in_factory,
                        pause_ms=0, start_game=False)
    qtbot.addWidget(window)
    services = install_app_services(window, data_dir=data_dir, settings=window.settings)
    return window, services


def test_a_game_survives_a_crash_and_is_resumed_in_a_new_window(qtbot: QtBot, tmp_path: Path) -> None:
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(11)
    play_turns(qtbot, window, 3)
    crashed_at = window.match.state
    log = window.log.lines()
    told: list[tuple[str, Path | None, GameSaved]] = []
    services.ask_error = lambda summary, log, saved, parent: told.append((summary, log, saved)) or False
    services.on_crash(tmp_path / "logs" / "crash.log", "KeyError: 'lost card'")
    assert told == [("KeyError: 'lost card'", tmp_path / "logs" / "crash.log", GameSaved.SAVED)]
    window.close()

    offered: list[SaveGame] = []
    again, resumed = make_window(qtbot, tmp_path)
    again.match.new_game(12)  # run_gui's window deals a game before the offer: it must not replace the saved one
    assert read_save(resumed.autosaves.path).state == crashed_at
    resumed.ask_resume = lambda save: offered.append(save) or True
    resumed.offer_resume()
    assert len(offered) == 1 and offered[0].seed == 11
    assert again.match.state == crashed_at
    assert again.match.seats == SEATS
    assert again.log.lines() == log and len(log) > 3
    assert resumed.seed == 11


def test_declining_the_resume_keeps_the_game_aside_and_counts_it_abandoned(qtbot: QtBot, tmp_path: Path) -> None:
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(3)
    play_turns(qtbot, window, 1)
    window.close()
    declined = services.autosaves.path.read_bytes()
    again, services = make_window(qtbot, tmp_path)
    services.ask_resume = lambda save: False
    services.offer_resume(lambda: again.match.new_game(4))
    assert read_save(services.autosaves.path).seed == 4  # the game in the window from now on
    assert services.autosaves.previous_path.read_bytes() == declined   # for one more launch, at least
    backup = services.autosaves.backup_path
    assert not backup.exists() or read_save(backup).seed == 4
    record = services.statistics.get("manipulation", "easy")
    assert (record.games_abandoned, record.games_played, record.games_won) == (1, 0, 0)
    assert StatisticsStore(tmp_path).load().statistics == services.statistics


def test_the_resume_question_names_the_players(qtbot: QtBot, tmp_path: Path) -> None:
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(5)
    save = services.current_save()
    box = services.resume_question(save)
    qtbot.addWidget(box)
    box.show()
    assert "Manipulation Rummy\nPlayers: You, Ada, Bo" in box.informativeText()
    save_shot(box, "resume-question")


def test_the_resume_question_words_you_in_the_language_of_the_moment(qtbot: QtBot, qapp, tmp_path: Path) -> None:
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(5)
    save = services.current_save()
    translator = Shouting({"GameLog"})   # where "You" is worded
    qapp.installTranslator(translator)
    try:
        box = services.resume_question(save)
    finally:
        qapp.removeTranslator(translator)
    qtbot.addWidget(box)
    assert "Players: YOU, Ada, Bo" in box.informativeText()


def test_open_refuses_a_broken_file_and_keeps_the_game(qtbot: QtBot, tmp_path: Path, monkeypatch) -> None:
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(4)
    before = window.match.state
    broken = tmp_path / "broken.rummy"
    broken.write_text('{"format": "rummy-desktop-save", "version": 1, "game": ', encoding="utf-8")
    warnings: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(broken), ""))
    monkeypatch.setattr(app_services, "warn", lambda parent, title, text: warnings.append(text))
    services.open_action.trigger()
    assert len(warnings) == 1 and "“broken.rummy” cannot be opened" in warnings[0]
    assert window.match.state is before


def _saved_twice(qtbot: QtBot, tmp_path: Path, monkeypatch) -> tuple[MainWindow, AppServices, Path, SaveGame]:
    """A window whose game was saved to ``evening.rummy`` twice: the first save is now the backup."""
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(8)
    path = tmp_path / "evening.rummy"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(path), ""))
    services.save_as_action.trigger()
    first = read_save(path)
    play_turns(qtbot, window, 1)
    services.save_action.trigger()
    assert read_save(path.with_name("evening.rummy.bak")) == first
    window.match.new_game(9)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    return window, services, path, first


@pytest.mark.parametrize("damage", ["cut short", "missing"])
def test_open_offers_the_backup_of_a_file_that_does_not_open(qtbot: QtBot, tmp_path: Path, monkeypatch,
                                                              damage: str) -> None:
    window, services, path, first = _saved_twice(qtbot, tmp_path, monkeypatch)
    if damage == "missing":
        path.unlink()
    else:
        path.write_bytes(path.read_bytes()[:300])
    asked: list[tuple[str, Path, SaveGame]] = []
    services.ask_open_backup = lambda problem, backup, save: asked.append((problem, backup, save)) or True
    services.open_action.trigger()
    [(problem, backup, offered)] = asked
    assert problem.startswith("“evening.rummy” cannot be opened: ")
    assert backup == tmp_path / "evening.rummy.bak" and offered == first
    assert window.match.state == first.state
    assert services.save_path == path
    services.save_action.trigger()  # Save writes the file under its own name again
    assert read_save(path).state == first.state


def test_declining_the_backup_keeps_the_game_in_the_window(qtbot: QtBot, tmp_path: Path, monkeypatch) -> None:
    window, services, path, _ = _saved_twice(qtbot, tmp_path, monkeypatch)
    path.write_text("damaged")
    before = window.match.state
    warnings: list[str] = []
    monkeypatch.setattr(app_services, "warn", lambda parent, title, text: warnings.append(text))
    services.ask_open_backup = lambda problem, backup, save: False
    services.open_action.trigger()
    assert window.match.state is before and warnings == []
    assert path.read_text() == "damaged"


def test_the_backup_question_says_what_is_wrong_and_which_copy_opens(qtbot: QtBot, tmp_path: Path,
                                                                     monkeypatch) -> None:
    window, services, path, first = _saved_twice(qtbot, tmp_path, monkeypatch)
    box = services.backup_question("“evening.rummy” cannot be opened: the file is empty.",
                                   path.with_name("evening.rummy.bak"), first)
    qtbot.addWidget(box)
    box.show()
    assert box.text() == "“evening.rummy” cannot be opened: the file is empty."
    assert box.informativeText().startswith("Its backup copy evening.rummy.bak, saved ")
    assert box.informativeText().endswith("Save then writes the game to evening.rummy again.")
    assert box.button(QMessageBox.StandardButton.Yes).text() == "Open the backup"
    save_shot(box, "backup-question")


def test_save_then_open_round_trips(qtbot: QtBot, tmp_path: Path, monkeypatch) -> None:
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(8)
    play_turns(qtbot, window, 2)
    saved_state = window.match.state
    services.round_scores = [(0, 12, 0)]
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(tmp_path / "evening"), ""))
    services.save_as_action.trigger()
    path = tmp_path / "evening.rummy"
    assert read_save(path).state == saved_state

    window.match.new_game(9)
    assert window.match.state != saved_state and services.round_scores == []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    services.open_action.trigger()
    assert window.match.state == saved_state
    assert services.round_scores == [(0, 12, 0)] and services.seed == 8
    assert services.save_path == path
    # Leaving game 8 for game 9 abandoned it; game 9, where nobody had moved yet, is not abandoned for the file.
    record = services.statistics.get("manipulation", "easy")
    assert (record.games_abandoned, record.games_played) == (1, 0)


def computers_round_by_round(qtbot: QtBot, folder: Path, monkeypatch, rounds: int) -> MainWindow:
    """A Hollywood match of two computers in a window, stopped after ``rounds`` rounds (the last one not dealt on)."""
    answers = ResultAnswers(monkeypatch, next_round=False)
    folder.mkdir()
    window = window_for(qtbot, folder, (Seat("Ada", "simple"), Seat("Bo", "easy")), seed=11, pause_ms=0,
                        rules=gin.GinRules("hollywood"))
    for played in range(1, rounds + 1):
        qtbot.waitUntil(lambda: len(answers.rounds) == played, timeout=30_000)
        if played < rounds:
            window.match.next_round()
    assert not window.match.state.is_game_over
    return window


def open_in_a_new_window(qtbot: QtBot, folder: Path, monkeypatch, path: Path) -> MainWindow:
    folder.mkdir()
    window = window_for(qtbot, folder, (Seat("You"), Seat("Ada", "easy")), start_game=False)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    window.services.open_action.trigger()
    return window


def test_the_score_sheet_shows_the_same_rounds_after_a_save_and_open(qtbot: QtBot, tmp_path: Path, monkeypatch) -> None:
    window = computers_round_by_round(qtbot, tmp_path / "evening", monkeypatch, rounds=3)
    history, sheet = list(window.round_history), window.score_sheet.data
    assert len(history) == 3 and sheet is not None and len(sheet.rounds) == 3
    path = tmp_path / "evening.rummy"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(path), ""))
    window.services.save_as_action.trigger()
    assert read_save(path).rounds == tuple(history)

    again = open_in_a_new_window(qtbot, tmp_path / "next day", monkeypatch, path)
    assert again.match.state == window.match.state
    assert again.round_history == history
    assert again.score_sheet.data == sheet


def test_a_game_saved_before_the_sheets_rounds_were_kept_opens_with_its_totals(
    qtbot: QtBot, tmp_path: Path, monkeypatch
) -> None:
    window = computers_round_by_round(qtbot, tmp_path / "evening", monkeypatch, rounds=2)
    document = json.loads(default_format().dumps(window.services.current_save()))
    del document["rounds"]
    path = tmp_path / "format 1.rummy"
    path.write_text(json.dumps(document | {"version": 1}), encoding="utf-8")

    again = open_in_a_new_window(qtbot, tmp_path / "next day", monkeypatch, path)
    assert again.match.state == window.match.state and again.round_history == []
    assert again.services.round_scores == window.services.round_scores
    sheet = again.score_sheet.data
    assert sheet is not None and sheet.rounds == () and sheet.totals == window.score_sheet.data.totals


def test_settings_apply_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    window, services = make_window(qtbot, tmp_path)
    window.resize(1100, 640)
    window.match.new_game(2)
    window.show()
    qtbot.waitUntil(lambda: window.match.seat_to_act() == 0, timeout=5000)
    two_colours = save_shot(window.view, "settings-before-four-colours")
    assert not window.scene.theme.four_colour
    services.edit_settings = lambda settings, parent: setattr(settings, "four_colour", True) or True
    services.settings_action.trigger()
    assert window.scene.theme.four_colour and window.theme is window.scene.theme
    assert save_shot(window.view, "settings-after-four-colours") != two_colours
    services.settings.card_back = "red"
    assert window.scene.theme.back == "red" and window.scene.theme.four_colour


def test_a_language_change_installs_its_translations(qtbot: QtBot, tmp_path: Path, monkeypatch) -> None:
    installed: list[str] = []
    monkeypatch.setattr(app_services, "install_language", lambda app, code: installed.append(code))
    window, services = make_window(qtbot, tmp_path)
    services.settings.language = "sq"
    assert installed == ["sq"]


def test_statistics_count_a_finished_game(qtbot: QtBot, tmp_path: Path, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(main_window.RoundResultDialog, "ask", lambda *args, **kwargs: shown.append("round") or True)
    monkeypatch.setattr(main_window.GameResultDialog, "ask", lambda *args, **kwargs: shown.append("game") or False)
    seats = (Seat("Ada", "hard"), Seat("Bo", "hard"), Seat("You"), Seat("Cy", "hard"))
    window, services = make_window(qtbot, tmp_path, seats)
    # The person (seat 2) melds the last three cards past 150: the round and the game end.
    last_turn = position(["KD QC 9S", "8C 8D", "5H 6H 7H", "JS 4C 2D"], current=2,
                         scores=(40, 90, 140, 30), rounds_won=(1, 3, 4, 1))
    window.match.resume(last_turn)
    window.match.play(PlayMelds([cards("5H 6H 7H")]))
    assert window.match.state.is_game_over
    record = services.statistics.get("manipulation", "hard")
    assert (record.games_played, record.games_won, record.rounds_played, record.rounds_won) == (1, 1, 1, 1)
    assert record.best_score == window.match.state.game_result.final_scores[2]
    assert services.statistics.get("manipulation", ALL_LEVELS) == record
    assert StatisticsStore(tmp_path).load().statistics == services.statistics
    assert not services.autosaves.path.exists()
    qtbot.waitUntil(lambda: shown == ["round", "game"])


def test_a_shown_hint_is_counted(qtbot: QtBot, tmp_path: Path) -> None:
    window, services = make_window(qtbot, tmp_path)
    window.match.resume(table_position("8H 9H 2C KS 10D 4S", ["5H 6H 7H", "JD QD KD"]), SEATS)
    window.hints.seconds = 30
    with qtbot.waitSignal(window.hints.hint_shown, timeout=30000):
        window.hint_action.trigger()
    record = services.statistics.get("manipulation", "easy")
    assert record.hints_used == 1
    assert services.statistics.get("manipulation", ALL_LEVELS).hints_used == 1
    assert StatisticsStore(tmp_path).load().statistics == services.statistics


def test_a_new_game_before_the_end_counts_the_old_one_abandoned_not_lost(qtbot: QtBot, tmp_path: Path) -> None:
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(6)
    play_turns(qtbot, window, 1)
    window.match.new_game(7)
    record = services.statistics.get("manipulation", "easy")
    assert (record.games_abandoned, record.games_played, record.games_won) == (1, 0, 0)
    assert read_save(services.autosaves.path).seed == 7


def test_a_deal_nobody_has_moved_in_yet_is_not_abandoned(qtbot: QtBot, tmp_path: Path) -> None:
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(6)
    assert services.game_in_progress and not services.game_to_abandon
    window.match.new_game(7)
    assert services.statistics.records == {}


def test_games_between_people_are_not_counted(qtbot: QtBot, tmp_path: Path) -> None:
    window, services = make_window(qtbot, tmp_path, (Seat("Ann"), Seat("Ben")))
    window.match.new_game(6)
    window.match.new_game(7)
    assert services.statistics.records == {}
    assert not services.store.path.exists()


def test_every_turn_is_autosaved(qtbot: QtBot, tmp_path: Path) -> None:
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(12)
    for turns in (1, 2):
        play_turns(qtbot, window, 1)
        services.wait_for_autosave()
        assert read_save(services.autosaves.path).state == window.match.state


def test_each_draw_of_a_manipulation_turn_is_autosaved(qtbot: QtBot, tmp_path: Path) -> None:
    """A turn's draws are in the autosave before the turn ends (issue 33: SIGTERM's autosave, written as
    the window closes, was the start of the turn, one or two draws missing in 5 of 10 trials)."""
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(12)
    qtbot.waitUntil(lambda: window.match.seat_to_act() == 0, timeout=5000)
    for draws in (1, 2):
        window.match.play(manipulation.Draw())
        services.wait_for_autosave()   # as the window does when it closes
        saved = read_save(services.autosaves.path).state
        assert isinstance(saved, manipulation.ManipulationState)
        assert saved == window.match.state and saved.draws_this_turn == draws


def test_a_gin_draw_is_autosaved_before_the_discard(qtbot: QtBot, tmp_path: Path) -> None:
    seats = (Seat("You"), Seat("Ada", "easy"))
    window, services = make_window(qtbot, tmp_path, seats)
    services.load(SaveGame("gin", saved_seats(seats), 5, gin_to_draw(), "2026-12-07T04:00:00+00:00"))
    assert window.match.seat_to_act() == 0
    window.match.play(gin.DrawStock())
    services.wait_for_autosave()
    saved = read_save(services.autosaves.path).state
    assert saved == window.match.state and saved.phase is gin.Phase.DISCARD


def test_the_autosave_after_a_move_is_written_off_the_gui_thread(qtbot: QtBot, tmp_path: Path, monkeypatch) -> None:
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(12)
    writers: list[bool] = []
    autosave = services.autosaves.autosave
    monkeypatch.setattr(services.autosaves, "autosave",
                        lambda save: writers.append(threading.current_thread() is threading.main_thread())
                        or autosave(save))
    play_turns(qtbot, window, 1)
    services.wait_for_autosave()
    assert writers and not any(writers)
    assert read_save(services.autosaves.path).state == window.match.state


def test_a_save_waiting_is_replaced_by_a_newer_one(qtbot: QtBot, tmp_path: Path) -> None:
    """Only the newest save waiting is written; the game's last word is the one on disk."""
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(12)
    written: list[int] = []
    release = threading.Event()
    writer = AutosaveWriter(services.autosaves)

    def slow_autosave(save: SaveGame) -> None:
        release.wait(10)
        written.append(save.seed)

    services.autosaves.autosave = slow_autosave   # type: ignore[method-assign]
    for seed in (1, 2, 3):
        writer.write_later(replace(services.current_save(), seed=seed))
    release.set()
    writer.wait()
    assert written in ([1, 3], [3])   # the first may be under way already; 2 waited and was replaced


def gliding_card(motion: CardMotion) -> None:
    """Set one card gliding across the table, for the motion's whole flight."""
    card = QGraphicsRectItem(0, 0, 10, 14)
    QGraphicsScene(motion).addItem(card)
    motion.move(card, QPointF(300, 0))
    assert motion.busy


def test_the_autosave_after_a_move_is_written_once_the_cards_have_landed(qtbot: QtBot, tmp_path: Path) -> None:
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(12)
    events: list[str] = []
    motion = CardMotion(300)
    motion.finished.connect(lambda: events.append("landed"))
    autosaves = Autosaves(tmp_path / "this writer's")   # the window's own writer goes on with its moves
    autosaves.folder.mkdir()
    writer = AutosaveWriter(autosaves, motion=motion)
    autosave = autosaves.autosave
    autosaves.autosave = lambda save: events.append("written") or autosave(save)  # type: ignore[method-assign]
    gliding_card(motion)
    save = services.current_save()
    writer.write_later(save)
    qtbot.wait(100)
    assert events == []   # the cards still glide: nothing written yet
    qtbot.waitUntil(lambda: "written" in events, timeout=5000)
    writer.wait()
    assert events == ["landed", "written"]
    assert read_save(autosaves.path).state == save.state


def test_a_save_waiting_for_the_cards_is_written_at_once_when_the_window_closes(qtbot: QtBot, tmp_path: Path) -> None:
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(12)
    play_turns(qtbot, window, 1)
    services.wait_for_autosave()
    window.motion.duration_ms = 10_000
    gliding_card(window.motion)
    services.autosave_later()   # as after a move, with the game moved on since the last save
    saved_at_close = window.match.state
    assert read_save(services.autosaves.path).state == saved_at_close   # the earlier save: same state
    services.autosaves.path.unlink()
    window.close()
    assert window.motion.busy   # closing did not wait for the cards
    assert read_save(services.autosaves.path).state == saved_at_close


def test_an_autosave_the_disk_refuses_after_a_move_is_said_once_on_the_gui_thread(qtbot: QtBot, tmp_path: Path,
                                                                                 monkeypatch) -> None:
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(12)
    services.autosaves.folder = tmp_path / "a file"
    (tmp_path / "a file").write_text("not a folder", encoding="utf-8")
    shown_on_gui_thread: list[bool] = []
    monkeypatch.setattr(app_services, "warn", lambda parent, title, text: shown_on_gui_thread.append(
        threading.current_thread() is threading.main_thread()))
    play_turns(qtbot, window, 2)
    services.wait_for_autosave()
    qtbot.waitUntil(lambda: len(shown_on_gui_thread) == 1)
    assert shown_on_gui_thread == [True]   # once, and widgets are touched on the GUI thread only


def test_a_damaged_statistics_file_is_reported_in_the_status_bar(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "statistics.json").write_text("[1, 2", encoding="utf-8")
    window, services = make_window(qtbot, tmp_path)
    assert window.statusBar().currentMessage().startswith("Your statistics file was damaged")


def test_a_count_the_statistics_file_would_refuse_costs_none_of_the_records_kept(qtbot: QtBot, tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path)
    counted = record_hint(Statistics(), "manipulation", "easy")
    full = Statistics(MappingProxyType({key: replace(record, hints_used=MAX_COUNT)
                                        for key, record in counted.records.items()}))
    store.save(full)
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(6)
    services.count_hint("manipulation")
    assert window.statusBar().currentMessage().startswith("This could not be counted in your statistics:")
    assert services.statistics == full
    assert store.load() == (full, None)


def window_with_settings(qtbot: QtBot, data_dir: Path, settings: Settings) -> tuple[MainWindow, AppServices]:
    window = MainWindow(SEATS, settings=settings, data_dir=data_dir, bot_factory=stand_in_factory, pause_ms=0,
                        start_game=False)
    qtbot.addWidget(window)
    return window, install_app_services(window, data_dir=data_dir, settings=settings)


def test_a_settings_file_that_could_not_be_used_is_said_once_in_the_status_bar(qtbot: QtBot, tmp_path: Path,
                                                                               no_hang: None) -> None:
    path = tmp_path / "rummy_desktop.conf"
    os.mkfifo(path)
    store, problem = open_settings_file(path)
    window, services = window_with_settings(qtbot, tmp_path, Settings(store, CardTheme.backs(), problem=problem))
    assert window.statusBar().currentMessage().startswith("Your settings file could not be used: it could not be read")


def test_with_a_damaged_statistics_file_too_both_are_said(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "statistics.json").write_text("[1, 2", encoding="utf-8")
    path = tmp_path / "rummy_desktop.conf"
    path.write_text("[General\nlanguage=sq\n", encoding="utf-8")
    store, problem = open_settings_file(path)
    window, services = window_with_settings(qtbot, tmp_path, Settings(store, CardTheme.backs(), problem=problem))
    message = window.statusBar().currentMessage()
    assert message.startswith("Your statistics file was damaged") and " Your settings file could not be used" in message


def test_a_setting_that_could_not_be_saved_is_said_in_the_status_bar(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "config").write_text("a file where the settings folder should be")
    path = tmp_path / "config" / "rummy_desktop.conf"
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat), CardTheme.backs())
    window, services = window_with_settings(qtbot, tmp_path, settings)
    settings.four_colour = True
    assert window.statusBar().currentMessage().startswith(f"The settings could not be saved to {path}")
    assert services.card_theme().four_colour  # the change applies all the same


def test_a_crash_without_a_game_says_so_and_quit_closes_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    window, services = make_window(qtbot, tmp_path)
    window.show()
    told: list[GameSaved] = []
    services.ask_error = lambda summary, log, saved, parent: told.append(saved) or True
    services.on_crash(None, "ValueError: boom")
    assert told == [GameSaved.NO_GAME]
    assert not window.isVisible()
    assert not services.autosaves.path.exists()


def test_a_save_the_disk_refuses_is_reported(qtbot: QtBot, tmp_path: Path, monkeypatch) -> None:
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(2)
    warnings: list[str] = []
    (tmp_path / "a file").write_text("not a folder", encoding="utf-8")
    target = tmp_path / "a file" / "game.rummy"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), ""))
    monkeypatch.setattr(app_services, "warn", lambda parent, title, text: warnings.append(text))
    services.save_action.trigger()
    assert len(warnings) == 1 and "could not be saved" in warnings[0]
    assert services.save_path is None


def test_the_statistics_window_follows_the_game(qtbot: QtBot, tmp_path: Path) -> None:
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(1)
    services.round_scores = [(10, 0, 0)]
    services.statistics_action.trigger()
    dialog = services.statistics_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.chart.totals() == [[0, 10], [0, 0], [0, 0]]
    two_people = (Seat("Ann"), Seat("Ben"))
    save = SaveGame("gin", saved_seats(two_people), 5, gin.new_game(random.Random(5)), "2025-01-31T20:15:00+00:00",
                    ((0, 25),))
    services.settings.four_colour = True
    services.load(save)
    assert dialog.chart.totals() == [[0, 0], [0, 25]]
    assert window.game_name == "gin" and window.scene.theme is window.theme and window.theme.four_colour
    window.match.new_game(2)
    assert dialog.chart.rounds == 0


def test_outcomes_read_the_same_from_both_engines() -> None:
    manipulation_round, _ = manipulation_two_rounds()
    assert round_points(manipulation_round) == manipulation_round.round_result.scored
    assert round_winners(manipulation_round) == (1, 2) and manipulation_round.current_player is None
    shutout = gin_hoyle_shutout()
    assert round_winners(shutout) == game_winners(shutout) == (1,)
    assert round_points(shutout) == shutout.round_result.points
    game = shutout.game_result.games[0]
    assert final_score(shutout, 1) == game.final[1] > game.points[1]
    drawn = gin_drawn()
    assert round_winners(drawn) == () and round_points(drawn) == (0, 0)
    hollywood, _ = gin_played(3, gin.GinRules(variant="hollywood"), lambda state: state.is_game_over)
    games = hollywood.game_result.games
    assert len(games) == 3 and hollywood.current_player is None
    assert final_score(hollywood, 0) == sum(game.final[0] for game in games)


def test_the_game_menu_offers_files_statistics_and_settings_once(qtbot: QtBot, tmp_path: Path) -> None:
    window, services = make_window(qtbot, tmp_path)
    assert install_app_services(window, data_dir=tmp_path) is services is window.services
    texts = [action.text().replace("&", "") for action in window.game_menu.actions()]
    assert texts == ["New game…", "Open…", "Save…", "Save As…", "Statistics…", "Settings…", "Review…",
                     "Puzzles…", "", "Copy game log", "Export game log…", "", "Quit"]
    assert services.open_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Open)
    assert services.save_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    preferences = QKeySequence(QKeySequence.StandardKey.Preferences)
    assert services.settings_action.shortcut() == (QKeySequence("Ctrl+,") if preferences.isEmpty() else preferences)


def test_settings_open_from_the_keyboard_where_the_platform_maps_no_key_to_preferences(
        qtbot: QtBot, tmp_path: Path) -> None:
    window, services = make_window(qtbot, tmp_path)
    opened: list[Settings] = []
    services.edit_settings = lambda settings, parent: opened.append(settings) or False
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    assert opened == [services.settings]


def test_run_gui_services_offer_the_resume_and_route_crashes_to_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(21)
    window.close()
    again, services = make_window(qtbot, tmp_path)
    offered: list[int] = []
    services.ask_resume = lambda save: offered.append(save.seed) or True
    told: list[tuple[str, GameSaved]] = []
    services.ask_error = lambda summary, log, saved, parent: told.append((summary, saved)) or False
    guard = start_app_services(services, lambda: pytest.fail("the game was resumed: nothing else is dealt"))
    again.show()   # as run_gui does: the game is offered once the window has painted
    try:
        qtbot.waitUntil(lambda: offered == [21])
        assert again.match.has_game and services.seed == 21
        guard.handle(ValueError("boom"), "MainThread")
    finally:
        guard.uninstall()
    assert told == [("ValueError: boom", GameSaved.SAVED)]
    assert len(list((tmp_path / "logs").glob("crash-*.log"))) == 1


def test_a_damaged_autosave_is_reported_and_set_aside(qtbot: QtBot, tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "autosave.json").write_text("{ not json", encoding="utf-8")
    warnings: list[str] = []
    monkeypatch.setattr(app_services, "warn", lambda parent, title, text: warnings.append(text))
    window, services = make_window(qtbot, tmp_path)
    services.ask_resume = lambda save: pytest.fail("nothing can be resumed")
    services.offer_resume(lambda: window.match.new_game(2))
    assert len(warnings) == 1 and warnings[0].startswith("The interrupted game could not be resumed")
    assert list(tmp_path.glob("autosave.json.damaged*"))
    assert read_save(services.autosaves.path).seed == 2


# --- names and file names as typed -------------------------------------------------------------

NAME = "<b>Bo</b> & <i>"
"""A name a player may type: tags and an ampersand."""


def test_the_resume_question_shows_the_names_as_typed(qtbot: QtBot, tmp_path: Path) -> None:
    window, services = make_window(qtbot, tmp_path, (Seat("You"), Seat(NAME, "easy"), Seat("50%3", "easy")))
    window.match.new_game(5)
    box = services.resume_question(services.current_save())
    qtbot.addWidget(box)
    assert f"Players: You, {NAME}, 50%3\nSaved: " in box.informativeText()   # "%3" is not the date
    details = box.findChild(QLabel, "qt_msgbox_informativelabel")
    assert box.textFormat() == details.textFormat() == Qt.TextFormat.PlainText


def test_a_refusal_shows_the_file_name_as_typed(qtbot: QtBot, tmp_path: Path, monkeypatch) -> None:
    """A file name may look like HTML ("/" cannot be in one, but tags without it can)."""
    window, services = make_window(qtbot, tmp_path)
    window.match.new_game(4)
    broken = tmp_path / "<b>x<i>.json"
    broken.write_text("{", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(broken), ""))
    services.open_action.trigger()
    box = window.findChild(QMessageBox)
    assert box.isVisible() and box.icon() == QMessageBox.Icon.Warning
    assert box.textFormat() == Qt.TextFormat.PlainText and "“<b>x<i>.json”" in box.text()
    box.button(QMessageBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.findChild(QMessageBox) is None)   # a closed box goes


def test_a_save_never_starts_a_program_and_the_statistics_leave_program_games_out() -> None:
    from rummy_desktop.controller.saves import Seat as SavedSeat
    from rummy_desktop.ui.app_services import _counted

    seats = saved_seats((Seat("You"), Seat("Bot", "cmd:python3 bot.py"), Seat("Ann", "easy")))
    assert [seat.level for seat in seats] == [None, "hard", "easy"]
    program = [SavedSeat("You", "human"), SavedSeat("Bot", "computer", "cmd:python3 bot.py")]
    assert _counted("manipulation", program) is None
    assert _counted("manipulation", [SavedSeat("You", "human"), SavedSeat("Ann", "computer", "easy")]) is not None
