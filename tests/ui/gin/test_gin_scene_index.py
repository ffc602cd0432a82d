"""A card the Gin table stops letting you select stays right in the scene's index (issue 33's crash).

Qt files each item of a scene in the cells of an index (a BSP tree) by its bounding rectangle. A pixmap
item is half a pixel larger all round while it can be selected, and Qt does not tell the index when
that flag changes. The Gin table turns your cards selectable on your turn and back on the computer's:
the index then took a card out under the smaller rectangle, and a cell its half pixel reached kept a
pointer to it. Once the card left the table and was deleted, the next paint of that cell read freed
memory: a segmentation fault in ``QGraphicsView::paintEvent``.

The table here is laid out so that a border of the index's cells runs along the left edge of a card
of your hand, where the half pixel crosses it: with a tree two levels deep, the table is cut across
its middle, and each half down its middle.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys

import shiboken6
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem

from rummy_desktop.engine.gin import GinRules, new_game, view_for
from rummy_desktop.ui.gin.scene import GinScene
from rummy_desktop.ui.table.card_item import CardItem
from rummy_desktop.ui.table.card_theme import CardTheme

HEIGHT = 600
SELECTABLE = QGraphicsItem.GraphicsItemFlag.ItemIsSelectable


def table_with_a_card_on_the_split() -> tuple[GinScene, CardItem]:
    """Your turn on a Gin table whose index has a border along the left edge of one of your cards."""
    scene = GinScene(CardTheme())
    scene.setBspTreeDepth(2)   # across the middle of the table, then each half down its middle
    scene.show(view_for(new_game(random.Random(7), GinRules()), 0), ["You", "Anna"], 0)
    scene.set_interactive(True)
    for width in range(700, 1600):
        scene.set_view(width, HEIGHT, 1.0)
        middle = scene.sceneRect().center()
        on_split = [item for item in scene.hand_items() if item.x() == middle.x() and item.y() > middle.y()]
        if on_split:
            scene.items(QRectF(0, 0, 1, 1))   # the index files every item now
            return scene, on_split[0]
    raise AssertionError("no table width puts a card of your hand on a border of the index's cells")


def left_of_the_split(scene: GinScene) -> QRectF:
    """The cell left of the border the card's left edge lies on (the lower half's left half)."""
    rect = scene.sceneRect()
    return QRectF(rect.left(), rect.center().y(), rect.width() / 2 - 0.25, rect.height() / 2)


def test_a_card_no_longer_selectable_then_taken_off_the_table_is_gone_from_the_index(qapp) -> None:
    scene, card = table_with_a_card_on_the_split()
    assert card.flags() & SELECTABLE
    scene.set_interactive(False)   # the computer's turn: your cards can no longer be selected
    assert not card.flags() & SELECTABLE
    scene.place_cards([])   # every card leaves the table (as at the end of a round)
    assert card.scene() is None
    # Selectable again, the card reaches across the border: the index finds it there if it kept it.
    card.setFlag(SELECTABLE, True)
    left_behind = scene.items(left_of_the_split(scene), Qt.ItemSelectionMode.IntersectsItemBoundingRect)
    assert card not in left_behind, "the scene's index kept a card taken off the table"


CRASH = """
import ctypes, gc
from PySide6.QtWidgets import QApplication
from rummy_desktop.controller import pyside_refcount
app = QApplication([])
import test_gin_scene_index as t
scene, card = t.table_with_a_card_on_the_split()
size = ctypes.c_size_t.from_address(t.shiboken6.getCppPointer(card)[0] - 8).value & ~7   # malloc's chunk
scene.set_interactive(False)   # the computer's turn
others = [item for item in scene.card_items() if item is not card]   # kept: only the one card is deleted
scene.place_cards([])   # the cards leave the table
del card
gc.collect()   # the card is deleted
libc = ctypes.CDLL(None)
libc.malloc.restype = ctypes.c_void_p
for _ in range(8):   # its memory used again, as the app goes on allocating (malloc hands back the latest first)
    ctypes.memset(libc.malloc(size - 8), 0xff, size - 8)
scene.items(t.left_of_the_split(scene))   # what a paint of that part of the table asks the index
print("painted")
"""


def test_the_table_is_painted_after_the_turn_changed_and_the_cards_left() -> None:
    """The same steps in a process of its own, the deleted card's memory then used again: before the
    fix the paint's question to the index read it and died of a segmentation fault."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join([os.path.dirname(__file__), os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, "-X", "faulthandler", "-c", CRASH], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().endswith("painted")
