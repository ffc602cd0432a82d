"""Where each meld lies on the Manipulation table, kept from one drawing to the next.

A person rebuilding the table needs to find the melds where they were: a meld
lies where it was put and stays there while cards come and go around it. This
keeps, per meld label, the place (an anchor) the meld was last drawn at, and
works out the anchors and the card size for the next drawing:

* a meld made by a drop lies where it was dropped;
* a meld drawn before with the same cards is *settled*: it is placed first, at
  the very place it had, so nothing another meld does moves it;
* a meld that gained or lost cards keeps the cards it kept where they were (a
  card put before them grows the meld to the left);
* a meld split off keeps its cards where they were, or the nearest free place;
* a meld made without a place (by keys) takes the first free place.

The card size is held from one drawing to the next: the table zooms out only
when everything no longer fits, never in, until a new round or a resize. As a
turn begins (the engine state changed) the held size must also leave room for a
new meld. When the window changes size, the melds flow anew at the size that
fits best, in the order they were read in (row by row, in reading direction).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable, Sequence

from rummy_desktop.controller.turn_controller import Arrangement, Key

from ..table.table_layout import MELD_STEP, Anchor, TableLayout, anchor_of

__all__ = ["MeldPlaces", "Drawing"]

@dataclass(frozen=True, slots=True)
class Drawing:
    """How to lay the next drawing out (the fields of ``TableSpec`` of the same names)."""

    meld_anchors: tuple[Anchor | None, ...]
    settled: tuple[bool, ...]
    flow_rank: tuple[float, ...]
    held_card_w: int | None
    keep_room: bool


class MeldPlaces:
    """The places of the melds last drawn, by label, and the card size they were drawn at."""

    def __init__(self) -> None:
        self.forget()

    def forget(self) -> None:
        """Lay the table out anew: melds flow row by row, at the largest card size that fits."""
        self._cards: dict[str, tuple[Key, ...]] = {}
        """Each meld last drawn, by label: its cards in order."""
        self._anchors: dict[str, Anchor] = {}
        """Each meld last drawn, by label: where it lay."""
        self._remembered: dict[frozenset[Key], Anchor] = {}
        """Every meld drawn this round, by its exact cards, and where it lay last (an undo brings it back)."""
        self._card_at: dict[Key, tuple[Anchor, int]] = {}
        """Each card last drawn in a meld: that meld's anchor and the card's place in it."""
        self._pending: tuple[frozenset[Key], Anchor] | None = None
        self._held: int | None = None
        self._held_for: Hashable = None
        self._state: object = None

    def put(self, keys: Sequence[Key], anchor: Anchor) -> None:
        """The meld these cards make next was put at ``anchor`` (a drop on the table)."""
        self._pending = (frozenset(keys), anchor)

    def before_drawing(self, arrangement: Arrangement, state: object, fits_for: Hashable) -> Drawing:
        """The anchors, settled melds and card size to draw ``arrangement`` with, in ``state``, for a
        window described by ``fits_for`` (its size, the card scale, …: a change lets the size change)."""
        if not arrangement.melds:   # a new round, a new game, another game: nothing to keep
            self.forget()
        pending, self._pending = self._pending, None
        anchors: list[Anchor | None] = []
        settled: list[bool] = []
        for label, meld in zip(arrangement.labels, arrangement.melds):
            keys = tuple(card.key for card in meld)
            anchor, same = self._anchor(label, keys, pending)
            anchors.append(anchor)
            settled.append(same)
        turn_began = state is not self._state
        self._state = state
        resized = fits_for != self._held_for
        self._held_for = fits_for
        # The order the melds were read in, row by row; melds with no place yet after them.
        rank = tuple(float("inf") if a is None else a[1] * 1e6 + a[0] for a in anchors)
        if resized:
            return Drawing(tuple(None for _ in anchors), tuple(False for _ in anchors), rank, None, True)
        return Drawing(tuple(anchors), tuple(settled), rank, self._held, turn_began)

    def _anchor(self, label: str, keys: tuple[Key, ...], pending: tuple[frozenset[Key], Anchor] | None,
                ) -> tuple[Anchor | None, bool]:
        if pending is not None and pending[0] == frozenset(keys):
            return pending[1], False
        old = self._cards.get(label)
        if old is not None:
            column, row = self._anchors[label]
            if old == keys:
                return (column, row), True
            kept = next(((j, old.index(key)) for j, key in enumerate(keys) if key in old), (0, 0))
            return (column - (kept[0] - kept[1]) * MELD_STEP, row), False
        remembered = self._remembered.get(frozenset(keys))
        if remembered is not None:
            return remembered, False
        came_from = self._card_at.get(keys[0]) if keys else None
        if came_from is not None:
            (column, row), index = came_from
            return (column + index * MELD_STEP, row), False
        return None, False

    def drawn(self, arrangement: Arrangement, layout: TableLayout) -> None:
        """``arrangement`` was drawn as ``layout``: where each meld lies now is its place from now on."""
        self._cards, self._anchors, self._card_at = {}, {}, {}
        for i, (label, meld) in enumerate(zip(arrangement.labels, arrangement.melds)):
            anchor = anchor_of(layout, i)
            keys = tuple(card.key for card in meld)
            self._cards[label] = keys
            self._anchors[label] = anchor
            self._remembered[frozenset(keys)] = anchor
            self._card_at.update((key, (anchor, j)) for j, key in enumerate(keys))
        self._held = layout.card_w
