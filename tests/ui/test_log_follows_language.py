"""The game log keeps events, not sentences: a change of language words the log on screen again,
and what is copied or saved from it is in the new language too; a joker is written in words."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QGuiApplication

from engine.manipulation_helpers import cards
from engine.manipulation_helpers import position as game_position
from main_window_helpers import window_for
from manipulation_positions import position, stand_in_factory
from rummy_desktop.controller.match import Seat
from rummy_desktop.engine.manipulation import PlayMelds, apply
from rummy_desktop.ui.log_dock import MOST_LINES, LogDock
from rummy_desktop.ui.log_export import log_text
from rummy_desktop.ui.text.game_log_text import describe_action
from stub_translator import translations

SEATS = (Seat("You"), Seat("Ada", "easy"), Seat("Bo", "easy"))
FRENCH = {
    ("GameLog", "You draw a card."): "Vous piochez une carte.",
    ("GameLog", "You"): "Vous",
    ("GameLog", "New game: {names}. {deal}"): "Nouvelle partie : {names}. {deal}",
    ("GameLog", "Round {round}: {name} deals."): "Manche {round} : {name} distribue.",
    ("GameLog", "Round {round}: You deal."): "Manche {round} : vous distribuez.",
    ("GameLog", "(joker as {card})"): "(joker pour {card})",
}


def language_changed(window) -> None:
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))


def a_window_with_a_draw(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, SEATS, bot_factory=stand_in_factory, pause_ms=60_000, start_game=False)
    window.match.resume(position("8H KS", ["5H 6H 7H"]), SEATS)
    window.draw_action.trigger()
    return window


def test_a_change_of_language_words_the_log_on_screen_again(qtbot, qapp, tmp_path) -> None:
    window = a_window_with_a_draw(qtbot, tmp_path)
    english = window.log.lines()
    assert english[-1] == "You draw a card."
    with translations(qapp, FRENCH):
        language_changed(window)
        assert window.log.lines()[-1] == "Vous piochez une carte."
        assert window.log.lines()[0].startswith("Nouvelle partie : Vous, Ada, Bo. Manche 1 :")
        assert len(window.log.lines()) == len(english)
    language_changed(window)
    assert window.log.lines() == english


def test_the_log_is_copied_and_saved_in_the_language_on_screen(qtbot, qapp, tmp_path) -> None:
    window = a_window_with_a_draw(qtbot, tmp_path)
    with translations(qapp, FRENCH):
        language_changed(window)
        window.log_export.copy_action.trigger()
        assert QGuiApplication.clipboard().text() == log_text(window.log.lines())
        assert "Vous piochez une carte.\n" in QGuiApplication.clipboard().text()
        assert window.services.current_save().log[-1] == "Vous piochez une carte."
    language_changed(window)


def test_lines_that_came_as_text_stay_as_they_are(qtbot, qapp) -> None:
    log = LogDock()
    qtbot.addWidget(log)
    log.add("Ada a pioché une carte.")     # the log of a game saved in another language
    log.add(lambda: [QCoreApplication.translate("GameLog", "You draw a card.")])
    with translations(qapp, FRENCH):
        language_changed(log)
        assert log.lines() == ["Ada a pioché une carte.", "Vous piochez une carte."]


def test_the_log_forgets_its_oldest_events_beyond_its_length_in_every_language(qtbot, qapp) -> None:
    log = LogDock()
    qtbot.addWidget(log)
    for number in range(MOST_LINES + 10):
        log.add(lambda number=number: [f"{number}a", f"{number}b"] if number % 2 else [f"{number}"])
    lines = log.lines()
    assert len(lines) <= MOST_LINES and lines[-1] == f"{MOST_LINES + 9}b"
    first = lines[0]
    assert first.isdigit() or first.endswith("a")   # whole events are dropped, never half of one
    language_changed(log)
    assert log.lines() == lines


def test_a_joker_is_written_in_words() -> None:
    before = game_position(["5H JK 7H 9S", "8C 8D"], current=0)
    play = PlayMelds([cards("5H JK=6H 7H")])
    assert describe_action(["You", "Ada"], 0, play, before, apply(before, play)) == ["You play 5♥ (joker as 6♥) 7♥."]


def test_the_joker_words_are_translated(qapp) -> None:
    before = game_position(["5H JK 7H 9S", "8C 8D"], current=0)
    play = PlayMelds([cards("5H JK=6H 7H")])
    with translations(qapp, FRENCH):
        line = describe_action(["Ada", "Bo"], 0, play, before, apply(before, play))
    assert line == ["Ada plays 5♥ (joker pour 6♥) 7♥."]


def test_a_game_opened_from_a_file_has_its_whole_log_in_the_language_of_the_moment(qtbot, qapp, tmp_path) -> None:
    from review_game import a_save_with_moves

    save = dataclasses.replace(a_save_with_moves(), log=("New game: You, Bot 1.", "You draw a card."))
    assert save.moves   # its log was written in English
    window = window_for(qtbot, tmp_path, SEATS, bot_factory=stand_in_factory, pause_ms=60_000, start_game=False)
    with translations(qapp, FRENCH):
        window.services.load(save)
        lines = window.log.lines()
        assert lines[0].startswith("Nouvelle partie : Vous, Bot 1. Manche 1 :")
        assert "You draw a card." not in lines and "Vous piochez une carte." in lines
    language_changed(window)
    assert window.log.lines()[0].startswith("New game: You, Bot 1. Round 1:")
    assert len(window.log.lines()) == len(lines)


def test_a_name_the_app_gave_a_seat_follows_the_language_and_a_typed_name_stays(qapp) -> None:
    from rummy_desktop.ui.text.log_words import Name

    with translations(qapp, {("NewGameDialog", "Computer %1"): "Ordinateur %1"}):
        assert str(Name("Computer 2")) == "Ordinateur 2"
        assert str(Name("Компјутер 3")) == "Ordinateur 3"   # named in Macedonian
        assert str(Name("Computer Ada")) == "Computer Ada"
    assert str(Name("מחשב 1")) == "Computer 1"


def test_a_computer_named_by_the_app_is_named_in_the_language_of_the_moment_in_every_line(qapp) -> None:
    # "סיבוב 1: החלוקה של Computer 1." — the list of seats was translated, the lines about one seat were not.
    before = game_position(["8C 8D", "5H 6H 7H 9S"], current=1)
    play = PlayMelds([cards("5H 6H 7H")])
    french = {**FRENCH, ("NewGameDialog", "Computer %1"): "Ordinateur %1", ("GameLog", "{name} plays {cards}."):
              "{name} joue {cards}."}
    with translations(qapp, french):
        line = describe_action(["You", "Computer 1"], 1, play, before, apply(before, play))
    assert line[0].startswith("Ordinateur 1 ")
