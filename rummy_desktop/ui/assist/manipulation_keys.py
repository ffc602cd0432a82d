"""The Manipulation table under the keyboard cursor: its rows of stops, its parts for screen readers, its keys.

The rows are the melds on the table (card by card, a line of melds a row, in the
order they lie), the freed jokers and your hand. The keys (:data:`key_help.KEYS`)
call the turn controller's intents, the same the mouse's drags call, or the
window's actions when :class:`keyboard_play.KeyboardPlay` was given them, so the
rules are checked in one place and refusals are explained the same way.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.explain import explain
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.engine.cards import Card
from rummy_desktop.engine.melds import MeldKind, meld_kind

from .accessibility import visible_parts
from .cursor_stops import CursorOwner, Row, Stop, card_stop, card_words, hand_row, position
from .stop_parts import card_list, card_part, common_parts, placed
from .table_access import Part
from ..manipulation.scene import ManipulationScene
from ..table.card_item import CardItem, to_qrect
from ..text.game_log_text import listed
from ..text.spoken import spoken_cards

__all__ = ["ManipulationKeys"]


class ManipulationKeys:
    """Rows and keys of the Manipulation table; every change goes through the turn controller."""

    def __init__(self, scene: ManipulationScene, owner: CursorOwner) -> None:
        self.scene = scene
        self.owner = owner
        self.controller = scene.controller

    def rows(self) -> list[Row]:
        scene, c, layout = self.scene, self.controller, self.scene.layout
        if layout is None:
            return []
        melds = c.arrangement.melds
        by_line: dict[float, list[tuple[float, int, Stop]]] = {}
        reading = -1 if layout.right_to_left else 1
        for m, (meld, geometry) in enumerate(zip(melds, layout.melds)):
            about = self._meld_words(m, meld)
            rects = visible_parts([to_qrect(r) for r in geometry.cards])
            for j, (card, rect) in enumerate(zip(meld, rects)):
                name = fill(QCoreApplication.translate("KeyboardPlay", "Table, meld %1 of %2, card %3 of %4: %5"),
                            m + 1, len(melds), j + 1, len(meld), card_words(scene, card))
                stop = card_stop(scene, ("meld", card.key), rect, card, name, about)
                by_line.setdefault(geometry.bounds.y, []).append((reading * geometry.bounds.x, j, stop))
        # a row's melds in the order they lie (a meld put somewhere on the table need not follow the one before)
        rows = [Row("table", tuple(stop for *_, stop in sorted(stops, key=lambda s: s[:2])))
                for _, stops in sorted(by_line.items())]
        freed = c.arrangement.freed
        if freed:
            about = QCoreApplication.translate("KeyboardPlay", "A freed joker must go back into a meld before you end the turn.")
            rects = visible_parts([to_qrect(r) for r in layout.freed])
            template = QCoreApplication.translate("KeyboardPlay", "Freed joker %1 of %2: %3")
            rows.append(Row("freed", tuple(
                card_stop(scene, ("freed", card.key), rect, card,
                          position(template, i, len(freed), card_words(scene, card)), about)
                for i, (card, rect) in enumerate(zip(freed, rects)))))
        hand = list(c.hand_in_order())
        if hand:
            rows.append(hand_row(scene, hand, [to_qrect(r) for r in layout.hand]))
        return rows

    def parts(self, rows: list[Row]) -> list[Part]:
        """The opponents, the stock, each meld and its cards, the freed jokers and your hand."""
        scene, c = self.scene, self.controller
        count = len(c.match.state.stock) if c.match.has_game else 0
        opponents, stock, hand = common_parts(
            scene, rows, fill(QCoreApplication.translate("KeyboardPlay", "Stock, cards left: %1"), count))
        stops = {stop.ident: stop for row in rows for stop in row.stops}
        melds = [card_list(("group", "meld", m),
                          fill(QCoreApplication.translate("KeyboardPlay", "Meld %1: %2"), c.arrangement.label(m),
                               self._meld_words(m, meld)),
                          placed([card_part(scene, stops[("meld", card.key)]) for card in meld if ("meld", card.key) in stops],
                                 QCoreApplication.translate("KeyboardPlay", "%1, %2 of %3 in meld %4"), c.arrangement.label(m)))
                 for m, meld in enumerate(c.arrangement.melds)]
        freed = placed([card_part(scene, stop) for row in rows if row.region == "freed" for stop in row.stops],
                       QCoreApplication.translate("KeyboardPlay", "%1, freed joker %2 of %3"))
        jokers = [card_list(("group", "freed"), QCoreApplication.translate("KeyboardPlay", "Freed jokers"), freed)] if freed else []
        return [*opponents, *([stock] if stock else []), *melds, *jokers, *hand]

    def table_words(self, rows: list[Row]) -> str:
        """The table meld by meld, for the T key: "Meld A: five, six, seven of hearts: a sequence, legal. …"."""
        c = self.controller
        melds = [fill(QCoreApplication.translate("KeyboardPlay", "Meld %1: %2"), c.arrangement.label(m), self._meld_words(m, meld))
                 for m, meld in enumerate(c.arrangement.melds)]
        if c.arrangement.freed:
            melds.append(fill(QCoreApplication.translate("KeyboardPlay", "Freed jokers: %1"),
                              listed(card_words(self.scene, card) for card in c.arrangement.freed)))
        if not melds:
            return QCoreApplication.translate("KeyboardPlay", "No melds on the table.")
        return " ".join(f"{line}." for line in melds)

    def hand_words(self) -> str:
        """Your hand, for the Y key: "Your hand, 10 cards: …"."""
        hand = list(self.controller.hand_in_order())
        return fill(QCoreApplication.translate("KeyboardPlay", "Your hand, %n cards: %1", None, len(hand)),
                    listed(card_words(self.scene, card) for card in hand))

    def _meld_of(self, key: object, template: str = "") -> str:
        """The meld holding the card ``key`` now, by ``template`` (%1 its label, %2 its cards and whether it is
        legal; by default as the T key says it)."""
        c = self.controller
        for m, meld in enumerate(c.arrangement.melds):
            if any(card.key == key for card in meld):
                return fill(template or QCoreApplication.translate("KeyboardPlay", "Meld %1: %2"),
                            c.arrangement.label(m), self._meld_words(m, meld))
        return ""

    def _meld_words(self, index: int, meld: tuple[Card, ...]) -> str:
        problem = self.controller.meld_problem(index)
        if problem is not None:
            status = fill(QCoreApplication.translate("KeyboardPlay", "not legal: %1"), explain(problem))
        else:
            faces = [card.face for card in meld if card.face is not None]
            kind = meld_kind(faces)
            status = QCoreApplication.translate("KeyboardPlay", "a group, legal") if kind is MeldKind.GROUP else QCoreApplication.translate("KeyboardPlay", "a sequence, legal")
        return fill(QCoreApplication.translate("KeyboardPlay", "%1: %2"), spoken_cards(meld), status)

    def press(self, key: int, stop: Stop | None) -> bool:
        c, scene = self.controller, self.scene
        selected = scene.selected_keys()
        if key == Qt.Key.Key_D:
            self.owner.await_new_card()
            self.owner.trigger("draw", c.draw)
        elif key == Qt.Key.Key_E:
            self.owner.trigger("end_turn", c.end_turn)
        elif key == Qt.Key.Key_K:
            self.owner.trigger("knock", c.knock)
        elif key == Qt.Key.Key_N:
            if not selected:
                self.owner.message.emit(QCoreApplication.translate("KeyboardPlay", "Select cards with Space first, then press N for a new meld."))
            elif c.new_meld(selected):
                scene.clearSelection()
                self.owner.told.emit(self._meld_of(selected[0], QCoreApplication.translate("KeyboardPlay", "New meld %1: %2")))
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._put(selected, stop)
        elif key == Qt.Key.Key_S and stop is not None and stop.ident[0] == "meld":
            m, j = self._in_meld(stop)
            meld = c.arrangement.melds[m]
            after = meld[j + 1].key if j + 1 < len(meld) else None
            if c.split_meld(m, j):
                #: The S key's result: the two melds a meld was split into (%1, %2: "Meld A: …").
                self.owner.told.emit(fill(QCoreApplication.translate("KeyboardPlay", "Split into %1 and %2"),
                                          self._meld_of(stop.ident[1]), self._meld_of(after)))
        elif key == Qt.Key.Key_J and stop is not None and isinstance(stop.item, CardItem):
            card = stop.item.card
            if card is not None and card.is_joker:
                c.declare_joker(card.key)
        else:
            return False
        return True

    def _in_meld(self, stop: Stop) -> tuple[int, int]:
        key = stop.ident[1]
        for m, meld in enumerate(self.controller.arrangement.melds):
            for j, card in enumerate(meld):
                if card.key == key:
                    return m, j
        raise LookupError(key)

    def _put(self, selected: list, stop: Stop | None) -> None:
        """Return: the selected cards into the meld after the card under the cursor, or into the hand."""
        c = self.controller
        if not selected:
            self.owner.message.emit(QCoreApplication.translate("KeyboardPlay", "Select cards with Space first, then move the cursor where they go "
                                        "and press Return."))
            return
        if stop is None or stop.ident[0] == "freed":
            self.owner.message.emit(QCoreApplication.translate("KeyboardPlay", "Put the cursor on a meld or in your hand, then press Return."))
            return
        if stop.ident[0] == "meld":
            m, j = self._in_meld(stop)
            done = c.move_cards(selected, m, j + 1, onto=stop.ident[1])
            told = self._meld_of(selected[0], QCoreApplication.translate("KeyboardPlay", "Moved to meld %1: %2"))
        else:
            hand = [card.key for card in c.hand_in_order()]
            done = c.return_to_hand(selected, hand.index(stop.ident[1]))
            told = fill(QCoreApplication.translate("KeyboardPlay", "Back in your hand: %1"),
                        listed(card_words(self.scene, c.arrangement.card(key)) for key in selected))
        if done:
            self.scene.clearSelection()
            self.owner.told.emit(told)

    def toggle(self, stop: Stop) -> None:
        self.scene.click(stop.item, Qt.KeyboardModifier.ControlModifier)

