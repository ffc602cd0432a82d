"""The Gin table under the keyboard cursor: its rows of stops, its parts for screen readers, its keys.

The rows are the stock, the discard pile, the knocker's melds while you lay off
and the table's buttons; then the sort buttons; then your hand. The keys
(:data:`key_help.KEYS`) click what the mouse would click, through the Gin
table's own clicks and buttons, so the table's checks and refusals are the same
for both.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.placeholders import fill

from rummy_desktop.engine.gin.deadwood import best_melds

from .accessibility import gin_pile_item, item_rect, visible_parts
from .cursor_stops import CursorOwner, Row, Stop, card_words, hand_row, position, selected_words
from .stop_parts import card_list, card_part, common_parts, placed
from .table_access import Part
from ..gin.items import TableButton
from ..gin.scene import GinScene
from ..table.card_item import CardItem
from ..text.game_log_text import listed
from ..text.spoken import in_words, spoken_cards

Role = QAccessible.Role

__all__ = ["GinKeys"]


class GinKeys:
    """Rows and keys of the Gin table; every action goes through the table's own clicks and buttons."""

    def __init__(self, scene: GinScene, owner: CursorOwner) -> None:
        self.scene = scene
        self.owner = owner

    def rows(self) -> list[Row]:
        scene, layout = self.scene, self.scene.layout
        if layout is None:
            return []
        middle: list[Stop] = []
        state = self.owner.controller.match.state
        if scene.stock_item.isVisible():
            count = len(state.stock)
            middle.append(Stop(("stock",), item_rect(scene, scene.stock_item), scene.stock_item,
                               fill(QCoreApplication.translate("KeyboardPlay", "Stock, cards left: %1"), count), ""))
        pile = gin_pile_item(scene)
        if pile is not None and pile.card is not None:
            middle.append(Stop(("pile",), item_rect(scene, pile), pile,
                               fill(QCoreApplication.translate("KeyboardPlay", "Discard pile: %1"),
                                    card_words(scene, pile.card)), ""))
        melds = scene.layoff_melds()
        template = QCoreApplication.translate("KeyboardPlay", "Meld %1 of %2 to lay off on: %3")
        middle += [Stop(("layoff", i), rect, None, position(template, i, len(melds), spoken_cards(cards)),
                        selected_words(scene))
                   for i, (cards, rect) in enumerate(melds)]
        buttons = sorted((item for item in scene.items() if isinstance(item, TableButton) and item.isVisible()),
                         key=lambda b: (b.y(), b.x()))
        sorts = [b for b in buttons if b.name in GinScene.SORTS]
        middle += [self._button_stop(b) for b in buttons if b not in sorts]
        hand_lines = {round(r.y) for group in layout.hand for r in group}
        cards = sorted((item for item in scene.hand_items() if round(item_rect(scene, item).y()) in hand_lines),
                       key=lambda item: item_rect(scene, item).x())
        rows = [Row("middle", tuple(middle)), Row("sort", tuple(self._button_stop(b) for b in sorts)),
                hand_row(scene, [item.card for item in cards if item.card is not None],
                         [item_rect(scene, item) for item in cards if item.card is not None])]
        return [row for row in rows if row.stops]

    def parts(self, rows: list[Row]) -> list[Part]:
        """The opponent, the stock and the discard pile, the knocker's melds while you lay off, the
        table's buttons and your hand."""
        scene = self.scene
        opponents, stock, hand = common_parts(scene, rows, next(
            (stop.name for row in rows for stop in row.stops if stop.ident == ("stock",)), ""))
        middle: list[Part] = []
        melds = scene.layoff_melds()
        for row in rows:
            for stop in row.stops:
                kind = stop.ident[0]
                if kind in ("pile", "button"):
                    middle.append(Part(stop.ident, Role.Button, stop.name, stop.rect))
                elif kind == "layoff":
                    items = [scene.card_item(card.key) for card in melds[stop.ident[1]][0]]
                    rects = visible_parts([item_rect(scene, item) for item in items])
                    middle.append(card_list(stop.ident, stop.name, placed([
                        card_part(scene, Stop(("layoff card", item.card.key if item.card else None), rect, item, "", ""))
                        for item, rect in zip(items, rects)],
                        QCoreApplication.translate("KeyboardPlay", "%1, %2 of %3 in meld %4"), stop.ident[1] + 1)))
        return [*opponents, *([stock] if stock else []), *middle, *hand]

    def _button_stop(self, button: TableButton) -> Stop:
        return Stop(("button", button.name), item_rect(self.scene, button), button,
                    fill(QCoreApplication.translate("KeyboardPlay", "Button: %1"), button.text), button.toolTip())

    def table_words(self, rows: list[Row]) -> str:
        """The table for the T key: the opponent's cards, the stock, the discard pile, the melds to lay off on."""
        said = [text for text, _, _ in self.scene.opponents()]
        said += [stop.name for row in rows for stop in row.stops if stop.ident[0] in ("stock", "pile", "layoff")]
        return " ".join(f"{line}." for line in said)

    def hand_words(self) -> str:
        """Your hand for the Y key: its melds and its deadwood, as the line over it counts it."""
        cards = self.scene.hand_cards
        if not cards:
            return QCoreApplication.translate("KeyboardPlay", "Your hand is empty.")
        deadwood, melds, loose = best_melds(cards)
        said = [fill(QCoreApplication.translate("KeyboardPlay", "Meld: %1"), spoken_cards(list(meld))) for meld in melds]
        if loose:
            said.append(fill(QCoreApplication.translate("KeyboardPlay", "Deadwood %1: %2"), deadwood,
                             listed(card_words(self.scene, card) for card in loose)))
        line = in_words(self.scene.deadwood_line)
        if line != fill(QCoreApplication.translate("GinScene", "Deadwood %1"), deadwood):   # not said twice
            said.append(line)
        return " ".join(f"{line}." for line in said if line)

    def _chosen(self, stop: Stop) -> CardItem | None:
        """The card a key discards or knocks with: the one card of your hand selected (a hint's), else the
        card under the cursor."""
        selected = [item for item in self.scene.selectedItems() if isinstance(item, CardItem) and item.card is not None
                    and item.card in self.scene.hand_cards]
        if len(selected) == 1:
            return selected[0]
        return stop.item if isinstance(stop.item, CardItem) else None

    def press(self, key: int, stop: Stop | None) -> bool:
        scene = self.scene
        plain = Qt.KeyboardModifier.NoModifier
        if key == Qt.Key.Key_D:
            self.owner.await_new_card()
            scene.click(scene.stock_item, plain)
        elif key == Qt.Key.Key_P:
            pile = gin_pile_item(scene)
            if pile is not None:
                self.owner.await_new_card()
                scene.click(pile, plain)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and stop is not None:
            if stop.ident[0] == "hand" and scene.laying_off and isinstance(stop.item, CardItem):
                scene.clearSelection()
                stop.item.setSelected(True)
                self.owner.told.emit(fill(QCoreApplication.translate(
                    "KeyboardPlay", "%1 selected: put the cursor on a meld and press Return to lay it off."),
                    card_words(scene, stop.item.card) if stop.item.card is not None else ""))
            elif stop.ident[0] == "hand":
                scene.double_click(self._chosen(stop))
            elif stop.ident[0] == "layoff":
                scene.lay_off_selected(stop.ident[1])
            else:
                if stop.ident[0] in ("stock", "pile"):
                    self.owner.await_new_card()
                scene.click(stop.item, plain)
        elif key == Qt.Key.Key_X:
            passing = scene.button("pass")
            if passing.isVisible():
                passing.activate()
            else:
                self.owner.message.emit(QCoreApplication.translate(
                    "KeyboardPlay", "You can pass only on the first upcard, while it is on offer to you."))
        elif key == Qt.Key.Key_K:
            chosen = self._chosen(stop) if stop is not None and stop.ident[0] == "hand" else None
            if chosen is not None and not scene.laying_off:
                scene.clearSelection()
                chosen.setSelected(True)
            knock = scene.button("knock")
            if knock.isVisible():
                knock.activate()
            else:
                self.owner.message.emit(scene.knock_refusal())
        else:
            return False
        return True

    def toggle(self, stop: Stop) -> None:
        self.scene.click(stop.item, Qt.KeyboardModifier.NoModifier)
