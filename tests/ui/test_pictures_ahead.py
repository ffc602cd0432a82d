"""Card pictures drawn ahead: once the table is laid out, its cards at the smaller sizes the next moves may
bring are drawn in the GUI thread's spare moments, one per event-loop turn, and a table laid out at one of
those sizes draws nothing while it is laid out."""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QCoreApplication, QEventLoop

from main_window_helpers import window_for
from rummy_desktop.controller.match import Seat
from rummy_desktop.ui.table import card_theme
from rummy_desktop.ui.table.card_item import CardItem
from rummy_desktop.ui.table.table_layout import OPPONENT_SCALE, card_widths_ahead
from rummy_desktop.ui.table.pictures_ahead import PicturesAhead


def shown(window) -> list[tuple[object, int]]:
    """What each card on the table shows (None: a back) and its width."""
    return [(item.look[0], item.look[1]) for item in window.scene.items() if isinstance(item, CardItem) and item.look]


def table_with_pictures_drawn(qtbot, tmp_path, monkeypatch, seed: int):
    """A window with you and three computers at 1280 x 800, every picture it asked for drawn."""
    # The stores of pictures are the process's: pictures of earlier tests' tables, and tables still drawing
    # ahead (their windows not yet collected), would push this table's pictures out of them (in the full
    # suite, one in CI did, and one after the review and puzzle rooms): this table has stores of its own.
    gc.collect()
    monkeypatch.setattr(card_theme, "_CACHE", card_theme._PixmapCache(card_theme._CACHE_SIZE))
    monkeypatch.setattr(card_theme, "_AHEAD", card_theme._PixmapCache(card_theme._CACHE_SIZE))
    seats = (Seat("You"), *(Seat(f"Computer {n}", "easy") for n in range(1, 4)))
    window = window_for(qtbot, tmp_path, seats, pause_ms=10**6, seed=seed)
    window.resize(1280, 800)
    window.show()
    qtbot.waitUntil(lambda: window.view.viewport().width() > 700)
    window.scene.pictures_ahead.wait()
    return window


def test_a_table_laid_out_at_a_size_drawn_ahead_draws_no_card_while_it_is_laid_out(qtbot, tmp_path, monkeypatch):
    window = table_with_pictures_drawn(qtbot, tmp_path, monkeypatch, seed=3)
    scene, theme = window.scene, window.theme
    card_w = scene.layout.card_w
    ahead = card_widths_ahead(card_w)
    assert len(ahead) == 3
    for smaller in ahead:   # every card's picture at each size ahead is drawn, faces and backs
        faces = [card for card, width in shown(window) if width == card_w]
        backs = [card for card, width in shown(window) if width == int(card_w * OPPONENT_SCALE)]
        hand = window.match.state.hands[0]
        assert len(faces) == len(hand) + 1 and set(backs) == {None}   # your hand and the stock; the opponents' backs
        assert theme.draw_ahead(faces, smaller, scene.dpr) == []
        assert theme.draw_ahead(backs, int(smaller * OPPONENT_SCALE), scene.dpr) == []

    drawn_here: list[object] = []
    draw = card_theme._card_image
    monkeypatch.setattr(card_theme, "_card_image", lambda key: drawn_here.append(key) or draw(key))
    scene.set_card_scale(0.97)   # the cards a little smaller, as after a move that fills the table
    assert scene.layout.card_w in ahead
    assert {width for _, width in shown(window)} == {scene.layout.card_w, int(scene.layout.card_w * OPPONENT_SCALE)}
    assert drawn_here == []


def test_a_new_wish_list_replaces_the_jobs_not_started_yet(qtbot):
    ahead = PicturesAhead()
    done: list[str] = []
    ahead.want([lambda: ahead.want([lambda: done.append("newer")]), lambda: done.append("older")])
    ahead.wait()
    assert done == ["newer"]


def test_pictures_are_drawn_on_the_gui_thread_one_per_event_loop_turn(qtbot):
    # On a thread of their own they made the GUI thread wait for Python's lock at every paint: the
    # SVG renderer keeps it while it draws.
    ahead = PicturesAhead()
    threads: list[int] = []
    ahead.want([lambda: threads.append(threading.get_ident()) for _ in range(3)])
    assert threads == []   # nothing drawn while the table is being laid out
    QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
    assert len(threads) == 1   # one picture, then the window's own events come first again
    qtbot.waitUntil(lambda: len(threads) == 3)
    assert set(threads) == {threading.get_ident()}


def test_a_card_at_a_size_nobody_drew_ahead_shows_its_old_picture_scaled_until_its_own_is_drawn(qtbot, tmp_path,
                                                                                                monkeypatch):
    # A move that lays many melds can shrink the cards by several sizes at once: drawing every card on the
    # table there and then was the costliest move of a game.
    window = table_with_pictures_drawn(qtbot, tmp_path, monkeypatch, seed=5)
    scene, theme = window.scene, window.theme
    before = scene.layout.card_w
    drawn_here: list[tuple[object, ...]] = []
    draw = card_theme._card_image
    monkeypatch.setattr(card_theme, "_card_image", lambda key: drawn_here.append(key) or draw(key))

    scene.set_card_scale(0.6)   # far below the sizes drawn ahead
    faces = [item for item in scene.items() if isinstance(item, CardItem) and item.look and item.look[0] is not None]
    width = scene.layout.card_w
    assert width not in card_widths_ahead(before) and faces
    assert [key for key in drawn_here if key[1] == width and type(key[0]).__name__ == "_Front"] == []
    for item in faces:   # the old picture, at the new size
        assert item.pixmap().width() == round(width * scene.dpr) and item.look[1] == width

    scene.pictures_ahead.wait()   # then each card's own picture, drawn in the spare moments
    for item in faces:
        assert item.pixmap().cacheKey() == theme.pixmap(item.card, width, scene.dpr).cacheKey()
