"""Hints: the solver's best play glows on the Manipulation table, the hard player's move on the Gin table;
worked out in a worker process, dropped when the position changed before it arrived, counted when shown."""

from __future__ import annotations

import logging
import os
import random
from dataclasses import replace
from functools import partial

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGraphicsTextItem

from manipulation_positions import position
from rummy_desktop.ai.bots import make_bot
from rummy_desktop.ai.table_solver import best_play
from rummy_desktop.engine import gin
from rummy_desktop.engine.manipulation import Phase
from rummy_desktop.ui.assist.accessibility import OverlayFrame
from rummy_desktop.ui.text.spoken import in_words
from rummy_desktop.ui.assist.hints import HintService
from rummy_desktop.ui.main_window import MainWindow
from rummy_desktop.ui.text.i18n import install_language
from hint_window import gin_hints, hint_window
from shots import save_shot
from worker_tasks import hint_play_failing_with, hint_play_noting_pid


def make_window(qtbot, state) -> tuple[MainWindow, HintService]:
    window = hint_window(qtbot, state)
    return window, window.hints


def ask(qtbot, service: HintService):
    with qtbot.waitSignal(service.hint_ready, timeout=30000) as blocker:
        service.request_hint()
    return blocker.args[0]


def glowing(service: HintService) -> list:
    return [item for item in service.overlays if isinstance(item, OverlayFrame)]


def test_a_manipulation_hint_shows_exactly_the_solvers_play(qtbot):
    window, service = make_window(qtbot, position("8H 9H 2C KS 10D 4S", ["5H 6H 7H", "JD QD KD"]))
    counted = []
    service.hint_shown.connect(counted.append)
    hint = ask(qtbot, service)
    arrangement = window.controller.arrangement
    expected = best_play(arrangement.melds, arrangement.hand)
    assert set(hint.cards) == {card.key for card in expected.played} != set()
    assert hint.play.points == expected.points
    assert hint.numbers == (1, 1, 2)
    assert hint.text == ("Play 8♥ 9♥ 10♦ (points: 27) in 2 steps:\n"
                         "1. move 8♥ 9♥ from your hand to A\n2. move 10♦ from your hand to B")
    assert len(glowing(service)) == len(hint.cards)
    assert counted == ["manipulation"]
    assert window.view.accessibleDescription() == in_words(hint.text)
    assert "♥" not in window.view.accessibleDescription(), "a screen reader hears cards in words"
    window.motion.finish()
    image = save_shot(window, "hint-on-the-manipulation-table")
    card = window.scene.card_item(hint.cards[0]).sceneBoundingRect()
    spot = window.view.mapTo(window, window.view.mapFromScene(card.left() - 3, card.center().y()))
    colour = image.pixelColor(spot)
    assert colour.red() > 200 and colour.blue() < 150, "the card to play does not glow"


def test_no_play_says_draw(qtbot):
    window, service = make_window(qtbot, position("2C KS 9D", ["5H 6H 7H"]))
    hint = ask(qtbot, service)
    assert hint.cards == () and hint.text == "No play: draw a card."


def test_before_drawing_the_hard_player_says_draw(qtbot):
    window, service = make_window(qtbot, position("8H 2C KS", ["5H 6H 7H"], phase=Phase.DRAW))
    assert ask(qtbot, service).text == "Draw a card."


def test_a_hint_for_a_position_that_changed_is_dropped(qtbot):
    window, service = make_window(qtbot, position("8H 9H 2C KS 10D 4S", ["5H 6H 7H", "JD QD KD"]))
    arrived = []
    service.hint_ready.connect(arrived.append)
    service.request_hint()
    key = next(c.key for c in window.controller.arrangement.hand if str(c) == "8H")
    assert window.controller.move_cards([key], 0, 3)   # the table changes before the hint arrives
    qtbot.waitUntil(lambda: not service.busy, timeout=30000)
    assert arrived == [] and service.shown is None and service.overlays == ()


def test_a_shown_hint_goes_when_the_table_changes(qtbot):
    window, service = make_window(qtbot, position("8H 9H 2C KS 10D 4S", ["5H 6H 7H", "JD QD KD"]))
    ask(qtbot, service)
    assert service.overlays
    window.controller.sort_hand("rank")
    frames = [i for i in window.scene.items() if isinstance(i, OverlayFrame) and i is not window.keyboard.cursor]
    assert service.overlays == () and frames == []


def test_no_hint_on_someone_elses_turn(qtbot):
    window, service = make_window(qtbot, position("8H 2C KS", ["5H 6H 7H"], seat=1))
    window.match.shutdown()
    with qtbot.waitSignal(service.message) as blocker:
        service.request_hint()
    assert blocker.args == ["Hints are for your own turn."] and not service.busy


def test_the_gin_hint_is_the_hard_players_move(qtbot):
    state = replace(gin.new_game(random.Random(11)), phase=gin.Phase.DRAW, current=0)
    scene, service = gin_hints(qtbot, state)
    counted = []
    service.hint_shown.connect(counted.append)
    hint = ask(qtbot, service)
    expected = make_bot("gin", "hard").choose(gin.view_for(state, 0), random.Random(0), None)
    assert hint.action == expected
    top = state.discard_pile[-1].pretty
    assert hint.text == ("Draw from the stock." if isinstance(expected, gin.DrawStock)
                         else f"Take the {top} from the pile.")
    assert counted == ["gin"] and glowing(service)


def test_the_gin_discard_hint_and_the_deadwood_line_name_the_same_card(qtbot):
    state = replace(gin.new_game(random.Random(0)), phase=gin.Phase.DRAW, current=0)
    state = gin.apply(state, gin.DrawStock())
    scene, service = gin_hints(qtbot, state)
    least = min(gin.discard_options(state.hands[0]), key=lambda option: option[1])[0]
    assert scene.deadwood_line.endswith(f"after discarding {least.pretty}")
    hint = ask(qtbot, service)
    assert isinstance(hint.action, gin.Discard) and hint.action.card != least   # the hard player keeps another card
    card = hint.action.card
    assert hint.text == f"Discard the {card.pretty}."
    assert scene.deadwood_line.endswith(f"after discarding {card.pretty}")     # one card to let go, said once
    assert scene.selected_keys() == [card.key]
    other = next(item for item in scene.hand_items() if item.card not in (card, least))
    scene.click(other, Qt.KeyboardModifier.NoModifier)                          # the player picks another card
    assert service.shown is None and service.overlays == ()
    assert scene.deadwood_line.endswith(f"after discarding {other.card.pretty}")


def test_the_hint_is_worked_out_in_a_worker_process(qtbot, monkeypatch, tmp_path):
    marker = tmp_path / "pid"
    monkeypatch.setattr("rummy_desktop.ui.assist.hints.hint_play", partial(hint_play_noting_pid, str(marker)))
    window, service = make_window(qtbot, position("8H 9H 2C KS 10D 4S", ["5H 6H 7H", "JD QD KD"]))
    hint = ask(qtbot, service)
    assert hint.text.startswith("Play ")
    assert int(marker.read_text()) != os.getpid()


@pytest.mark.parametrize(("error", "words"), [
    ("IndexError", "No hint this time: the computer could not find a move."),
    ("TimeoutError", "No hint this time: the computer ran out of time."),
    ("DeadlineExceeded", "No hint this time: the computer ran out of time."),
])
def test_a_failed_search_is_said_in_words_and_its_detail_goes_to_the_log(qtbot, monkeypatch, caplog, error, words):
    # The solver fails in the worker process; the failure comes back across it.
    monkeypatch.setattr("rummy_desktop.ui.assist.hints.hint_play", partial(hint_play_failing_with, error))
    window, service = make_window(qtbot, position("8H 9H 2C KS 10D 4S", ["5H 6H 7H", "JD QD KD"]))
    with caplog.at_level(logging.WARNING, logger="rummy_desktop.ui.assist.hints"):
        with qtbot.waitSignal(service.message, timeout=30000) as blocker:
            service.request_hint()
    assert blocker.args == [words]
    assert service.shown is None and service.overlays == () and not service.busy
    if error == "IndexError":
        assert "IndexError: tuple index out of range" in caplog.text


def banner_text(service: HintService) -> str:
    """The words on the hint's banner over the table."""
    (words,) = [child.toPlainText() for item in service.overlays for child in item.childItems()
                if isinstance(child, QGraphicsTextItem) and type(item).__name__ == "_Banner"]
    return words


@pytest.mark.parametrize("language", ["he", "mk"])
def test_the_hints_banner_and_panel_follow_a_change_of_language(qtbot, qapp, language):
    window, service = make_window(qtbot, position("8H 9H 2C KS 10D 4S", ["5H 6H 7H", "JD QD KD"]))
    ask(qtbot, service)
    english = "Play 8♥ 9♥ 10♦ (points: 27) in 2 steps:\n1. move 8♥ 9♥ from your hand to A\n2. move 10♦ from your hand to B"
    english_banner = ("Play 8♥ 9♥ 10♦ (points: 27) in 2 steps:\n1. move 8♥ 9♥ from your hand to A\n"
                      "1 more step in the Hint panel.")
    assert banner_text(service) == english_banner and window.hint_panel.words.text() == english
    try:
        install_language(qapp, language)   # Qt tells every window of the change, as a player's choice does
        qtbot.waitUntil(lambda: banner_text(service) != english_banner)
        translated = banner_text(service)
        play = QCoreApplication.translate("HintPlan", "Play %1 (points: %2) in %n steps:", None, 2).split("%1")[0].strip()
        assert play and play != "Play" and play in translated
        assert "meld" not in translated and all(card in translated for card in ("8♥", "9♥", "27"))
        assert translated == service.shown.banner_text and "10♦" not in translated.split("\n")[1]
        whole = service.shown.text
        assert window.hint_panel.words.text() == whole and "10♦" in whole
        assert window.view.accessibleDescription() == in_words(whole)
        assert window.statusBar().currentMessage() == whole
        window.motion.finish()
        save_shot(window, f"hint-banner-{language}")
    finally:
        install_language(qapp, "en")
    qtbot.waitUntil(lambda: banner_text(service) == english_banner and window.hint_panel.words.text() == english)
