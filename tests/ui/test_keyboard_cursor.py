"""The keyboard's card cursor as a player sees it: drawn where it is on the screen and nowhere else,
a look of its own, and landing where the player goes next.

What the screen shows is read from the window's backing store (``QScreen.grabWindow``), which holds
what the window painted, region by region, as a real display does; ``QWidget.grab`` would repaint
everything and so hide a frame that a real screen never drew or never wiped.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from main_window_helpers import window_for
from manipulation_positions import position
from rummy_desktop.controller.new_game_choice import NewGameChoice, default_rules
from rummy_desktop.engine.cards import parse_card
from rummy_desktop.engine.gin import Spread
from rummy_desktop.engine.manipulation import Phase
from rummy_desktop.ui.assist.cursor_frame import CURSOR_COLOUR, CURSOR_RIM
from rummy_desktop.ui.gin.items import MELD_COLOURS
from rummy_desktop.ui.main_window import MainWindow
from rummy_desktop.ui.table.card_item import SELECTION_COLOUR, TURN_COLOUR
from rummy_desktop.ui.assist.hints import HINT_COLOUR
from rummy_desktop.ui.manipulation.meld_items import ILLEGAL_COLOUR
from shots import save_shot
from test_clean_table import seats
from test_gin_scene import anna_knocked
from test_keyboard_play import GinTable, go_to, hand_key, make_window, press


def on_screen(window: MainWindow) -> QImage:
    """What the window's last paints left on the screen (not a fresh repaint)."""
    for _ in range(3):
        QApplication.processEvents()
    return window.screen().grabWindow(window.winId()).toImage().convertToFormat(QImage.Format.Format_RGB32)


def repainted_without_cursor(window: MainWindow) -> QImage:
    cursor = window.keyboard.cursor
    cursor.hide()
    try:
        return window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    finally:
        cursor.show()


def cursor_box(window: MainWindow) -> QRect:
    """Where the cursor and its parts are, in window pixels, with a pixel to spare for antialiasing."""
    cursor = window.keyboard.cursor
    scene_box = QRectF(cursor.sceneBoundingRect())
    for part in cursor.childItems():
        scene_box = scene_box.united(part.sceneBoundingRect())
    view = window.view
    box = view.mapFromScene(scene_box).boundingRect()
    return QRect(view.mapTo(window, box.topLeft()), box.size()).adjusted(-2, -2, 2, 2)


def differences(a: QImage, b: QImage, area: QRect) -> list[tuple[int, int]]:
    """The pixels of ``area`` where the two images differ (rows compared whole first, for speed)."""
    found = []
    for y in range(area.top(), area.bottom() + 1):
        row_a = a.constScanLine(y).tobytes()[area.left() * 4:(area.right() + 1) * 4]
        row_b = b.constScanLine(y).tobytes()[area.left() * 4:(area.right() + 1) * 4]
        if row_a != row_b:
            found += [(area.left() + x // 4, y) for x in range(0, len(row_a), 4) if row_a[x:x + 4] != row_b[x:x + 4]]
    return found


def assert_cursor_only_where_it_is(qtbot, window: MainWindow) -> None:
    window.motion.finish()
    # Every card's own picture drawn first: one that came while the screen was read would differ from the
    # fresh repaint below in the card's pixels (a card shown at a new size first shows its old picture scaled).
    window.scene.pictures_ahead.wait()
    qtbot.wait(30)
    screen, clean = on_screen(window), repainted_without_cursor(window)
    table = QRect(window.view.mapTo(window, window.view.rect().topLeft()), window.view.size())
    changed = differences(screen, clean, table)
    box = cursor_box(window)
    stray = [p for p in changed if not box.contains(*p)]
    assert not stray, f"{len(stray)} pixels of an old cursor are left on the screen, e.g. at {stray[:3]}"
    assert len(changed) > 200, f"the cursor is not drawn where it is ({box.getRect()})"


def gin_window(qtbot, tmp_path) -> MainWindow:
    window = window_for(qtbot, tmp_path, seats(2), pause_ms=10**6, start_game=False)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    for seed in range(3, 50):
        window.start_game(NewGameChoice("gin", seats(2), default_rules("gin"), seed))
        if window.match.seat_to_act() == 0:
            return window
    raise AssertionError("no deal lets seat 0 start")


def test_on_the_manipulation_table_the_screen_shows_the_cursor_where_it_is_and_nowhere_else(qtbot):
    window, keys = make_window(qtbot, position("8S 2C KS 4D 9H", ["5H 6H 7H", "9S 10S JS"]))
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Left, Qt.Key.Key_Down):
        press(qtbot, window, key)
        assert_cursor_only_where_it_is(qtbot, window)


def test_on_the_gin_table_the_screen_shows_the_cursor_where_it_is_and_nowhere_else(qtbot, tmp_path):
    window = gin_window(qtbot, tmp_path)
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Up, Qt.Key.Key_Down):
        qtbot.keyClick(window.view, key)
        assert_cursor_only_where_it_is(qtbot, window)
    save_shot(window, "keyboard-cursor-gin-hand")


def near(colour, wanted, slack: int = 40) -> bool:
    return all(abs(a - b) <= slack for a, b in zip(colour.getRgb()[:3], wanted.getRgb()[:3]))


def test_the_cursor_has_a_look_of_its_own_dashed_black_and_white_with_an_arrow(qtbot):
    window, keys = make_window(qtbot, position("8S 2C KS 4D 9H", ["5H 6H 7H", "9S 10S JS", "QD QH QC"]))
    go_to(qtbot, window, keys, ("meld", hand_key(window, "10S")))
    window.motion.finish()
    image = save_shot(window, "keyboard-cursor-on-the-table")
    rect = keys.stop.rect
    view = window.view

    def at(x: float, y: float):
        point = view.mapTo(window, view.mapFromScene(x, y))
        return image.pixelColor(point.x(), point.y())

    edge = [at(rect.left() - 3, rect.top() + dy) for dy in range(10, int(rect.height()) - 10)]
    assert any(near(c, CURSOR_COLOUR, 20) for c in edge) and any(near(c, CURSOR_RIM, 30) for c in edge), \
        "its edge is broken into white dashes over black"
    assert at(rect.center().x(), rect.top() - 13) == CURSOR_COLOUR, "an arrow above the card points at it"
    for other in (TURN_COLOUR, SELECTION_COLOUR, HINT_COLOUR, ILLEGAL_COLOUR, *MELD_COLOURS):
        assert not near(CURSOR_COLOUR, other), f"the cursor's colour is too close to {other.name()}"


def test_after_n_the_cursor_stays_where_the_new_melds_cards_left_the_hand(qtbot):
    window, keys = make_window(qtbot, position("2C 5H 6H 7H KS 4D", ["9S 10S JS"], phase=Phase.MELD_OR_DRAW))
    hand = [card.key for card in window.controller.hand_in_order()]
    for card in ("5H", "6H", "7H"):
        go_to(qtbot, window, keys, ("hand", hand_key(window, card)))
        press(qtbot, window, Qt.Key.Key_Space)
    following = hand[hand.index(hand_key(window, "7H")) + 1]
    press(qtbot, window, Qt.Key.Key_N)
    assert [str(c) for c in window.controller.arrangement.melds[-1]] == ["5H", "6H", "7H"]
    assert keys.stop.ident == ("hand", following), "the card after the ones that left, not the hand's last"
    assert_cursor_only_where_it_is(qtbot, window)


def test_after_a_draw_the_cursor_is_on_the_card_drawn(qtbot):
    window, keys = make_window(qtbot, position("5H 6H 7H 2C KS", ["9S 10S JS"], phase=Phase.DRAW))
    before = {card.key for card in window.controller.hand_in_order()}
    press(qtbot, window, Qt.Key.Key_D)
    (drawn,) = {card.key for card in window.controller.hand_in_order()} - before
    assert keys.stop.ident == ("hand", drawn)


def test_a_refused_key_is_explained_on_the_table_near_the_cursor(qtbot):
    window, keys = make_window(qtbot, position("5H 6H 7H 2C KS", ["9S 10S JS"], phase=Phase.DRAW))
    press(qtbot, window, Qt.Key.Key_D)
    with qtbot.waitSignal(window.controller.message) as refusal:
        press(qtbot, window, Qt.Key.Key_E)   # one card drawn and nothing played: the turn cannot end yet
    assert window.match.state.current == 0
    note = keys.note
    assert note.isVisible() and note.text() == refusal.args[0]
    stop = window.view.mapFromScene(keys.stop.rect).boundingRect()
    assert note.geometry().bottom() < stop.top() and window.view.viewport().rect().contains(note.geometry())
    save_shot(window, "keyboard-refusal-on-the-table")


def test_while_laying_off_in_gin_the_knockers_melds_are_stops_and_return_lays_off_there(qtbot):
    table = GinTable(qtbot, anna_knocked())
    keys = table.keys
    melds = table.match.state.knocker_spread.melds
    spades = next(i for i, m in enumerate(melds) if parse_card("JS") in m)
    go_to(qtbot, table, keys, ("hand", parse_card("9S").key))
    table.press(qtbot, Qt.Key.Key_Space)
    go_to(qtbot, table, keys, ("layoff", spades))
    assert table.view.accessibleName() == f"Meld {spades + 1} of {len(melds)} to lay off on: ten, jack, queen of spades"
    assert table.keys.cursor.path().boundingRect().contains(keys.stop.rect), "the whole meld is framed"
    table.press(qtbot, Qt.Key.Key_Return)
    assert parse_card("9S") in table.scene.layoff_melds()[spades][0], "laid off on her run"
    assert keys.stop.ident == ("layoff", spades)
    assert table.view.accessibleName().endswith("nine, ten, jack, queen of spades")
    save_shot(table.view, "keyboard-gin-lay-off")
    go_to(qtbot, table, keys, ("button", "done"))
    table.press(qtbot, Qt.Key.Key_Return)
    assert table.played[-1] == (0, Spread((), ((spades, (parse_card("9S"),)),)))
    table.match.shutdown()

