"""The table's parts for screen readers, made from the cursor's stops: what both tables build them with.

Each table (``manipulation_keys``, ``gin_keys``) lists its parts for
:class:`table_access.TableAccess` from the same rows the cursor moves over, so a
screen reader and the cursor name a card the same way. The pieces both tables
use (a card, a list of cards, the opponents, the stock and your hand) are here.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QAccessible

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.placeholders import fill

from .accessibility import item_rect
from .cursor_stops import Row, Stop, card_words
from .table_access import Part
from ..table.card_item import CardItem
from ..table.table_scene import CardTableScene

Role = QAccessible.Role

__all__ = ["card_list", "card_part", "common_parts", "placed"]


def card_part(scene: CardTableScene, stop: Stop) -> Part:
    """A card for a screen reader: named in words, selectable and selected as its item is."""
    item = stop.item
    assert isinstance(item, CardItem) and item.card is not None
    selectable = item.selectable
    return Part(stop.ident, Role.ListItem, card_words(scene, item.card), stop.rect,
                selectable=selectable, selected=item.isSelected())


def placed(cards: list[Part], template: str, *more: str | int) -> list[Part]:
    """``cards`` named with where each one is, by a translated ``template`` whose %1 is the card, %2 its place
    (from 1), %3 how many there are and %4 on ``more``: "seven of hearts, 3 of 10 in your hand" (two equal
    cards of two packs are told apart by where they are)."""
    return [replace(card, name=fill(template, card.name, i + 1, len(cards), *more)) for i, card in enumerate(cards)]


def card_list(ident: tuple[Any, ...], name: str, cards: list[Part]) -> Part:
    """A list of cards (a hand, a meld) lying where its cards lie."""
    rect = QRectF()
    for card in cards:
        rect = rect.united(card.rect)
    return Part(ident, Role.List, name, rect, tuple(cards))


def common_parts(scene: CardTableScene, rows: list[Row], stock_words: str) -> tuple[list[Part], Part | None, list[Part]]:
    """What both tables have: (each opponent's card count, the stock, your hand)."""
    opponents = [Part(("opponent", i), Role.StaticText,
                      fill(QCoreApplication.translate("KeyboardPlay", "%1, to move"), text) if active else text, rect)
                 for i, (text, active, rect) in enumerate(scene.opponents())]
    stock = (Part(("stock",), Role.Button, stock_words, item_rect(scene, scene.stock_item))
             if scene.stock_item.isVisible() else None)
    hand = placed([card_part(scene, stop) for row in rows if row.region == "hand" for stop in row.stops],
                  QCoreApplication.translate("KeyboardPlay", "%1, %2 of %3 in your hand"))
    return opponents, stock, [card_list(("group", "hand"), QCoreApplication.translate("KeyboardPlay", "Your hand"), hand)]
