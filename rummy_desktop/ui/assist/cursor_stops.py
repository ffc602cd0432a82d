"""Where the keyboard cursor can be: :class:`Stop` and :class:`Row`, and the helpers both tables build them with.

The Manipulation and Gin tables (``manipulation_keys``, ``gin_keys``) each lay out
their own rows, but name cards, selections and your hand the same way; those
shared pieces are here. :class:`CursorOwner` is what a table's keys use of the
cursor (:class:`keyboard_play.KeyboardPlay`), written as a protocol so the tables
need not import ``keyboard_play``, which imports them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Protocol

from PySide6.QtCore import QCoreApplication, QRectF, SignalInstance
from PySide6.QtWidgets import QGraphicsItem

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.controller.turn_controller import TurnController
from rummy_desktop.engine.cards import Card

from .accessibility import visible_parts
from ..table.card_item import CardItem
from ..table.table_scene import CardTableScene
from ..text.game_log_text import listed
from ..text.i18n import spoken_card

__all__ = ["CursorOwner", "Row", "Stop", "card_stop", "card_words", "hand_row", "position", "selected_words"]


@dataclass(frozen=True, slots=True)
class Stop:
    """A place the cursor can be: what it follows across redraws, where it is drawn, and what is said."""

    ident: tuple[Any, ...]
    """("hand", card key), ("meld", card key), ("stock",), ("button", name) ...: stable across redraws."""
    rect: QRectF
    """The part of it that shows (overlapping cards show a strip)."""
    item: QGraphicsItem | None
    name: str
    description: str


@dataclass(frozen=True, slots=True)
class Row:
    region: str
    """"table", "freed", "hand", "middle", "sort": where the cursor returns when its stop is gone."""
    stops: tuple[Stop, ...]


class CursorOwner(Protocol):
    """What a table's keys use of the cursor that owns them (:class:`keyboard_play.KeyboardPlay`)."""

    @property
    def controller(self) -> TurnController: ...

    @property
    def message(self) -> SignalInstance:
        """Why a key did nothing (for the status bar)."""

    @property
    def told(self) -> SignalInstance:
        """What a key did, for a screen reader."""

    def await_new_card(self) -> None: ...

    def trigger(self, name: str, fallback: Callable[[], object]) -> None: ...


def card_words(scene: CardTableScene, card: Card) -> str:
    """The card's spoken name, unless the table hides it (hot seat: the pass screen is up)."""
    return QCoreApplication.translate("KeyboardPlay", "a hidden card") if card.key in scene.concealed else spoken_card(card)


def selected_words(scene: CardTableScene) -> str:
    cards = [item.card for item in scene.selectedItems() if isinstance(item, CardItem) and item.card is not None]
    if not cards:
        return QCoreApplication.translate("KeyboardPlay", "Nothing selected.")
    return fill(QCoreApplication.translate("KeyboardPlay", "Selected: %1"),
                listed(card_words(scene, card) for card in cards))


def card_stop(scene: CardTableScene, ident: tuple[Any, ...], rect: QRectF, card: Card, name: str, description: str) -> Stop:
    item = scene.card_item(card.key)
    if item.isSelected():
        name = fill(QCoreApplication.translate("KeyboardPlay", "%1, selected"), name)
    return Stop(ident, rect, item, name, description)


def position(template: str, index: int, count: int, words: str) -> str:
    """A translated "%1 of %2: %3" template filled in with a 0-based ``index``."""
    return fill(template, index + 1, count, words)


def hand_row(scene: CardTableScene, cards: list[Card], rects: list[QRectF]) -> Row:
    """Your hand as the cursor sees it, left to right."""
    selected = selected_words(scene)
    template = QCoreApplication.translate("KeyboardPlay", "Your hand, card %1 of %2: %3")
    return Row("hand", tuple(
        card_stop(scene, ("hand", card.key), rect, card,
                  position(template, i, len(cards), card_words(scene, card)), selected)
        for i, (card, rect) in enumerate(zip(cards, visible_parts(rects)))))
