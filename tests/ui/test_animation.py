"""Cards glide to their places card by card; instant speed puts them there at once."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from main_window_helpers import instant_settings, window_for
from manipulation_positions import position, stand_in_factory
from rummy_desktop.controller.match import Seat
from rummy_desktop.ui.table.animation import CardMotion


def items(scene: QGraphicsScene, count: int) -> list[QGraphicsRectItem]:
    made = [QGraphicsRectItem(0, 0, 10, 10) for _ in range(count)]
    for item in made:
        scene.addItem(item)
    return made


def test_an_item_glides_and_lands_exactly_on_its_target(qtbot):
    scene = QGraphicsScene()
    (item,) = items(scene, 1)
    # A long flight: the motion follows the clock, so on a loaded machine a short one may land
    # before the test looks at it once on its way.
    motion = CardMotion(1500)
    seen: list[QPointF] = []
    motion.finished.connect(lambda: seen.append(item.pos()))
    assert motion.move(item, QPointF(300, 40))
    assert motion.busy and item.pos() == QPointF(0, 0)
    qtbot.waitUntil(lambda: 0 < item.pos().x() < 300, timeout=10_000)      # on its way
    qtbot.waitUntil(lambda: not motion.busy, timeout=10_000)
    assert item.pos() == QPointF(300, 40) and seen == [QPointF(300, 40)]


def test_cards_set_off_one_after_another(qtbot):
    scene = QGraphicsScene()
    first, last = items(scene, 2)
    motion = CardMotion(200)
    step = motion.stagger_ms(2)
    assert step > 0 and motion.total_ms(2) == 200 + step
    motion.move(first, QPointF(100, 0), 0)
    motion.move(last, QPointF(100, 0), step)
    qtbot.waitUntil(lambda: first.pos().x() > 0, timeout=2000)
    assert last.pos().x() < first.pos().x()
    motion.finish()
    assert first.pos() == last.pos() == QPointF(100, 0) and not motion.busy


def test_instant_speed_moves_at_once_and_starts_no_timer():
    scene = QGraphicsScene()
    (item,) = items(scene, 1)
    motion = CardMotion(0)
    assert not motion.move(item, QPointF(5, 6), start=QPointF(90, 90))
    assert item.pos() == QPointF(5, 6) and not motion.busy and motion.total_ms(10) == 0


def test_picking_a_card_up_stops_its_flight(qtbot):
    scene = QGraphicsScene()
    (item,) = items(scene, 1)
    motion = CardMotion(5000)
    motion.move(item, QPointF(500, 0))
    motion.stop(item)
    qtbot.wait(50)
    assert item.pos() == QPointF(0, 0) and not motion.busy


def test_a_card_moved_onto_a_meld_glides_there_in_the_window_at_the_slow_speed(qtbot, tmp_path):
    settings = instant_settings(tmp_path, animation_speed="slow")
    seats = (Seat("You"), Seat("Anna", "easy"), Seat("Ben", "easy"))
    window = window_for(qtbot, tmp_path, seats, settings=settings, bot_factory=stand_in_factory, pause_ms=0,
                        start_game=False)
    window.show()
    qtbot.waitExposed(window)
    window.match.resume(position("8H KS", ["5H 6H 7H"]))
    window.motion.finish()
    c = window.controller
    eight = next(card.key for card in c.arrangement.hand if str(card) == "8H")
    c.move_cards([eight], 0, 3)
    item = window.scene.card_item(eight)
    assert window.motion.busy and item.pos() != window.motion.target(item)   # on its way to the meld
    qtbot.waitUntil(lambda: not window.motion.busy, timeout=5000)
    assert item.pos() == window.motion.target(item)
    settings.animation_speed = "instant"
    assert window.motion.duration_ms == 0


def a_gliding_window(qtbot, tmp_path):
    settings = instant_settings(tmp_path, animation_speed="slow")
    seats = (Seat("You"), Seat("Anna", "easy"), Seat("Ben", "easy"))
    window = window_for(qtbot, tmp_path, seats, settings=settings, bot_factory=stand_in_factory, pause_ms=0,
                        start_game=False)
    window.resize(1100, 700)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_game_opened_in_the_window_deals_from_the_stock_and_the_table_appears_in_place(qtbot, tmp_path):
    window = a_gliding_window(qtbot, tmp_path)
    window.match.resume(position("8H KS 5D", ["5H 6H 7H"]))
    stock = window.scene.layout.stock
    for item in window.scene.card_items():
        if str(item.card) in {"5H", "6H", "7H"}:   # on the table: no corner to glide in from
            assert item.pos() == window.motion.target(item)
        else:                                      # in the hand: dealt from the stock
            assert item.pos() == QPointF(stock.x, stock.y) != window.motion.target(item)


def test_a_new_window_size_puts_the_cards_in_their_new_places_at_once(qtbot, tmp_path):
    window = a_gliding_window(qtbot, tmp_path)
    window.match.resume(position("8H KS 5D", ["5H 6H 7H"]))
    hand_card = next(item for item in window.scene.card_items() if str(item.card) == "8H")
    before = hand_card.pos()
    window.resize(1400, 900)
    qtbot.waitUntil(lambda: hand_card.pos() != before, timeout=2000)
    assert not window.motion.busy and hand_card.pos() == window.motion.target(hand_card)
