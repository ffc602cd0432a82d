"""A Manipulation table on screen for one position, and the gestures a player makes on it with the mouse."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt

from manipulation_positions import human_match
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.turn_controller import TurnController
from rummy_desktop.engine.cards import parse_card
from rummy_desktop.ui.table.card_item import CardItem
from rummy_desktop.ui.manipulation.scene import ManipulationScene
from rummy_desktop.ui.manipulation.meld_items import MeldFrame, MeldGrip, SplitHandle
from rummy_desktop.ui.table.table_view import TableView

__all__ = ["Table"]


class Table:
    """A table on screen for one position, and the gestures a player makes on it."""

    def __init__(self, qtbot, state, answer: str | None = None, size: tuple[int, int] = (1280, 800)) -> None:
        self.qtbot = qtbot
        names = ("You", "Anna", "Ben", "Carla", "Dov")
        self.match = human_match(state, [Seat(name) for name in names[:state.num_players]])
        self.asked: list[list[str]] = []

        def ask(candidates):
            self.asked.append([str(f) for f in candidates])
            return parse_card(answer).face if answer else None

        self.controller = TurnController(self.match, 0, ask)
        self.messages: list[str] = []
        self.scene = ManipulationScene(self.controller)
        self.scene.message.connect(self.messages.append)
        self.controller.message.connect(self.messages.append)
        self.view = TableView(self.scene)
        qtbot.addWidget(self.view)
        self.view.resize(*size)
        self.view.show()
        qtbot.waitExposed(self.view)

    # where things are, in scene coordinates
    def card(self, text: str, copy: int = 0) -> CardItem:
        for item in self.scene.card_items():
            if str(item.card.bare()) == text and item.card.copy == copy:
                return item
        raise AssertionError(f"{text} is not on the table")

    def grip(self, meld: int) -> MeldGrip:
        return next(i for i in self.scene.items() if isinstance(i, MeldGrip) and i.isVisible() and i.meld == meld)

    def split_handle(self, meld: int, after: int) -> SplitHandle:
        return next(i for i in self.scene.items()
                    if isinstance(i, SplitHandle) and i.isVisible() and (i.meld, i.after) == (meld, after))

    def frames(self) -> list[MeldFrame]:
        return sorted((i for i in self.scene.items() if isinstance(i, MeldFrame) and i.isVisible()), key=lambda f: f.meld)

    @staticmethod
    def grab_point(item) -> QPointF:
        """A point on the part of an item that shows (cards overlap to the right)."""
        rect = item.sceneBoundingRect()
        if isinstance(item, CardItem):
            return QPointF(rect.left() + min(10.0, rect.width() * 0.15), rect.center().y())
        return rect.center()

    def after_meld(self, meld: int) -> QPointF:
        """Just right of a meld's last card: dropping there appends to the meld."""
        last = self.scene.layout.melds[meld].cards[-1]
        return QPointF(last.right + 4, last.center[1])

    def empty_table(self) -> QPointF:
        table = self.scene.layout.table
        return QPointF(table.x + table.w * 0.75, table.bottom - 10)

    # gestures
    def _at(self, point: QPointF) -> QPoint:
        return self.view.mapFromScene(point)

    def drag(self, start: QPointF, end: QPointF, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        viewport = self.view.viewport()
        a, b = self._at(start), self._at(end)
        self.qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, modifier, a)
        self.qtbot.mouseMove(viewport, a + QPoint(12, 12))
        self.qtbot.mouseMove(viewport, (a + b) / 2)
        self.qtbot.mouseMove(viewport, b)
        self.qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, modifier, b)

    def click(self, point: QPointF, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        self.qtbot.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, modifier, self._at(point))

    def melds(self) -> list[list[str]]:
        return [[str(c) for c in meld] for meld in self.controller.arrangement.melds]
