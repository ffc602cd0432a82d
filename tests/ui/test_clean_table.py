"""The table is always clean: a new game leaves nothing of the last one, and nothing drawn over the
cards (a hint, the keyboard cursor, the insertion line) outlives what it points at.

One window plays every kind of game in turn, each time after leaving the table busy (a meld being
built, a hint, the keyboard cursor); the scene must then hold the items of the new game: its cards and
labels counted from the state, and every other kind of item as many as a fresh window shows.
"""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from main_window_helpers import window_for
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.new_game_choice import NewGameChoice, default_rules
from rummy_desktop.engine import gin
from rummy_desktop.ui.assist.accessibility import OverlayFrame
from rummy_desktop.ui.manipulation.meld_items import MeldFrame, MeldGrip, SplitHandle
from rummy_desktop.ui.main_window import MainWindow
from rummy_desktop.ui.table.card_item import Label
from rummy_desktop.ui.table.table_layout import OPPONENT_FAN_MAX
from shots import save_shot

GAMES = [("manipulation", 5), ("manipulation", 2), ("gin", 2), ("manipulation", 3), ("oklahoma", 2),
         ("hollywood", 2), ("manipulation", 4), ("gin", 2), ("manipulation", 5)]
"""Every game kind, in an order that goes from more seats to fewer and between the two tables."""


def seats(count: int) -> tuple[Seat, ...]:
    return (Seat("You"), *(Seat(f"Computer {n}", "easy") for n in range(1, count)))


KEPT_HIDDEN = (MeldFrame, MeldGrip, SplitHandle)


def census(window: MainWindow) -> Counter[str]:
    """The items on the table, by type (an item's own parts, such as a frame's rim, not counted; nor the meld
    frames and handles the table keeps hidden for its next drawing, ui/table/reused_items.py)."""
    return Counter(type(item).__name__ for item in window.view.scene().items()
                   if item.parentItem() is None and (item.isVisible() or not isinstance(item, KEPT_HIDDEN)))


def expected_from_state(window: MainWindow) -> dict[str, int]:
    """The cards (faces, backs and the stock) and the labels the game's state asks for, seen by seat 0."""
    state = window.match.state
    if window.game_name == "manipulation":
        others = range(1, len(state.hands))
        backs = sum(min(len(state.hands[seat]), OPPONENT_FAN_MAX) for seat in others)
        cards = len(state.hands[0]) + sum(len(meld) for meld in state.table) + backs + 1
        # the stock's, one per opponent, the freed jokers' caption and your hand's
        return {"CardItem": cards, "Label": 1 + len(others) + 1 + 1}
    melds = gin.best_melds(state.hands[0]).melds
    cards = len(state.hands[0]) + len(state.hands[1]) + 1 + min(1, len(state.discard_pile))
    # the stock's, the discard pile's, the opponent's name, his deadwood, the notes and your hand's
    return {"CardItem": cards, "Label": 6, "MeldMark": len(melds)}


def deal(window: MainWindow, game: str, count: int, seed: int) -> None:
    """Deal ``game`` for ``count`` seats, with the first deal from ``seed`` on in which seat 0 moves first."""
    for attempt in range(seed, seed + 50):
        window.start_game(NewGameChoice(game, seats(count), default_rules(game), attempt))
        if window.match.seat_to_act() == 0:
            return
    raise AssertionError(f"no deal of {game} in 50 seeds lets seat 0 start")


def leave_the_table_busy(qtbot, window: MainWindow) -> None:
    """What a player leaves on the table mid-turn: the keyboard cursor, a hint, a meld being built."""
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert window.keyboard.cursor.isVisible()
    with qtbot.waitSignal(window.hints.hint_ready, timeout=30000):
        window.hints.request_hint()
    assert window.hints.overlays
    if window.game_name == "manipulation":
        window.controller.draw()
        hand = [card.key for card in window.controller.hand_in_order()]
        window.controller.new_meld(hand[:2])   # two cards: a meld framed as not legal yet, with its handles
        window.motion.finish()


def fresh_census(qtbot, tmp_path, game: str, count: int, seed: int) -> Counter[str]:
    window = window_for(qtbot, tmp_path / f"fresh-{game}-{count}", seats(count), pause_ms=10**6, start_game=False)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    deal(window, game, count, seed)
    window.motion.finish()
    return census(window)


def test_every_game_after_every_other_leaves_exactly_its_own_items(qtbot, tmp_path):
    (tmp_path / "window").mkdir()
    window = window_for(qtbot, tmp_path / "window", seats(3), pause_ms=10**6, start_game=False)
    window.hints.seconds = 30
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    for n, (game, count) in enumerate(GAMES):
        if n:
            leave_the_table_busy(qtbot, window)
        deal(window, game, count, seed=10 * n)
        window.motion.finish()
        shown = census(window)
        for kind, number in expected_from_state(window).items():
            assert shown[kind] == number, f"{game} for {count} after {GAMES[n - 1]}: {kind}"
        (tmp_path / f"fresh-{game}-{count}").mkdir(exist_ok=True)
        assert shown == fresh_census(qtbot, tmp_path, game, count, seed=10 * n), f"{game} for {count}"
        drawn_over = [item for item in window.view.scene().items() if isinstance(item, OverlayFrame) and item.isVisible()]
        assert drawn_over == [], f"{game} for {count} starts with a frame over the cards"
        save_shot(window, f"clean-table-{n}-{game}-{count}")


def test_the_table_keeps_its_items_through_a_resize(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, seats(5), pause_ms=10**6, start_game=False)
    window.resize(1280, 800)
    window.show()
    deal(window, "manipulation", 5, seed=1)
    deal(window, "manipulation", 2, seed=1)
    before = census(window)
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: window.view.viewport().width() < 900)
    window.motion.finish()
    assert census(window) == before
    labels = [item.text() for item in window.view.scene().items() if isinstance(item, Label) and item.isVisible()]
    assert not any(text.startswith(("Computer 2", "Computer 3", "Computer 4")) for text in labels)


def test_the_keyboard_cursor_shows_only_once_a_key_plays_and_goes_at_a_mouse_press(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, seats(3), pause_ms=10**6, start_game=False)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    deal(window, "manipulation", 3, seed=1)
    cursor = window.keyboard.cursor
    assert not cursor.isVisible()
    qtbot.keyClick(window.view, Qt.Key.Key_Tab)           # not a key of keyboard play
    qtbot.keyClick(window.view, Qt.Key.Key_Q)
    assert not cursor.isVisible()
    qtbot.keyClick(window.view, Qt.Key.Key_Left)
    assert cursor.isVisible() and cursor.scene() is window.view.scene()
    empty_table = window.view.mapFromScene(QPointF(window.scene.layout.table.center[0], window.scene.layout.table.y + 5))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=empty_table)
    assert not cursor.isVisible()
    qtbot.keyClick(window.view, Qt.Key.Key_Left)
    assert cursor.isVisible()
    deal(window, "manipulation", 3, seed=20)
    assert not cursor.isVisible()


@pytest.mark.parametrize("change", ["language", "resize", "card size"])
def test_a_hint_glows_where_its_cards_lie_after_the_table_is_laid_out_again(qtbot, tmp_path, change):
    window = window_for(qtbot, tmp_path, seats(3), pause_ms=10**6, start_game=False)
    window.hints.seconds = 30
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    deal(window, "gin", 2, seed=3)
    with qtbot.waitSignal(window.hints.hint_ready, timeout=30000) as blocker:
        window.hints.request_hint()
    hint = blocker.args[0]
    try:
        if change == "language":   # Hebrew: the table is mirrored
            window.settings.language = "he"
            def mirrored() -> bool:
                layout = window.view.scene().layout
                return QApplication.isRightToLeft() and layout.stock.x > layout.width / 2
            qtbot.waitUntil(mirrored)
        elif change == "resize":
            window.resize(1000, 700)
            qtbot.waitUntil(lambda: window.view.viewport().width() < 900)
        else:
            window.settings.card_size = 150
        window.motion.finish()
        scene = window.view.scene()
        glows = [item for item in window.hints.overlays if isinstance(item, OverlayFrame)]
        assert window.hints.shown is hint and glows
        places = [item.pos() for item in hint.items if item.isVisible()]
        places += [item.pos() for item in scene.card_items() if item.card is not None and item.card.key in hint.cards]
        framed = [glow.path().boundingRect() for glow in glows]
        assert places and all(any((frame.topLeft() - place).manhattanLength() < 12 for frame in framed)
                              for place in places), \
            "a glow stayed where its card was before the table was laid out again"
    finally:
        window.settings.language = "en"
        qtbot.waitUntil(lambda: not QApplication.isRightToLeft())


def test_the_insertion_line_goes_with_a_drag_the_table_drops(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, seats(3), pause_ms=10**6, start_game=False)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    deal(window, "manipulation", 3, seed=1)
    c = window.controller
    c.draw()
    hand = [card.key for card in c.hand_in_order()]
    assert c.new_meld(hand[:3])
    window.motion.finish()
    scene = window.scene
    card = scene.card_item(hand[3])
    meld = scene.layout.melds[0].cards[1]
    viewport = window.view.viewport()
    start = window.view.mapFromScene(card.pos() + QPointF(5, 20))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        target = QPointF(meld.x + 3, meld.y + 20)
        point = window.view.mapFromScene(card.pos() + (target - card.pos()) * step / 5)
        qtbot.mouseMove(viewport, point)
    marker = scene.drop_marker
    assert marker.isVisible()
    window.resize(1100, 760)              # the table is laid out again under the drag: the drag is dropped
    qtbot.waitUntil(lambda: not marker.isVisible())
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=point)


def test_a_frame_over_the_table_is_found_where_it_is_drawn(qtbot, tmp_path):
    """A real screen repaints only where items say they are: a frame (the keyboard cursor, a hint's glow)
    whose bounding rectangle missed what it draws was never drawn there, nor wiped when it moved."""
    window = window_for(qtbot, tmp_path, seats(2), pause_ms=10**6, start_game=False)
    window.hints.seconds = 30
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    deal(window, "gin", 2, seed=3)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    with qtbot.waitSignal(window.hints.hint_ready, timeout=30000):
        window.hints.request_hint()
    qtbot.wait(50)   # the scene's index of where items are catches up
    scene = window.view.scene()
    frames = [window.keyboard.cursor, *(item for item in window.hints.overlays if isinstance(item, OverlayFrame))]
    assert len(frames) >= 2
    for frame in frames:
        for part in (frame, *frame.childItems()):
            drawn = part.path().boundingRect().adjusted(-1, -1, 1, 1)
            assert part.sceneBoundingRect().contains(drawn)
        assert frame in scene.items(frame.path().boundingRect(), Qt.ItemSelectionMode.IntersectsItemBoundingRect)
