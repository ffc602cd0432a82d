"""Where everything goes on a card table: pure geometry, no Qt.

The table is laid out in scene units equal to the view's pixels (the scene is
not scaled). :func:`layout_table` picks the largest card size at which the
whole table fits the window, so cards grow and shrink with it, then places:

* a top band with the opponents' hands (small fanned backs) and the stock;
* the table area with the melds flowing in rows, left to right, each meld with
  a header strip (a grip to drag the whole meld, and a split handle between
  every two cards);
* a holding area for freed jokers at the right of the table, when there are any;
* the player's hand along the bottom.

Right to left (Hebrew), the whole table is mirrored: the stock at the left, the
opponents from the right, melds flowing from the right, the freed jokers at the
left, the hand from the right; the cards inside a meld or a hand keep their
left-to-right order (A-2-3 reads the same in every language).

:func:`hit_test` turns a point into the drop target under it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

__all__ = [
    "Rect",
    "TableSpec",
    "MeldGeometry",
    "OpponentGeometry",
    "TableLayout",
    "layout_table",
    "fan",
    "MeldTarget",
    "HandTarget",
    "StockTarget",
    "OpponentTarget",
    "FreedTarget",
    "TableTarget",
    "DropTarget",
    "hit_test",
    "insertion_index",
]

CARD_RATIO = 1.4
"""Height over width of a card (a standard poker card is 88.9 x 63.5 mm)."""

MELD_STEP = 0.3
"""Horizontal offset between overlapping cards in a meld, in card widths: enough to show the index."""

HAND_STEP_MAX = 0.62
MIN_CARD_WIDTH = 28
MAX_CARD_WIDTH = 180
OPPONENT_SCALE = 0.62
OPPONENT_FAN_MAX = 12


@dataclass(frozen=True, slots=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px < self.right and self.y <= py < self.bottom

    def inflated(self, dx: float, dy: float) -> Rect:
        return Rect(self.x - dx, self.y - dy, self.w + 2 * dx, self.h + 2 * dy)

    def shifted(self, dx: float) -> Rect:
        return Rect(self.x + dx, self.y, self.w, self.h)

    def mirrored(self, width: float) -> Rect:
        """This rectangle reflected in the vertical middle line of a table ``width`` wide."""
        return Rect(width - self.right, self.y, self.w, self.h)


@dataclass(frozen=True, slots=True)
class TableSpec:
    """What has to fit: the window size and how many cards are where."""

    width: float
    height: float
    meld_sizes: tuple[int, ...] = ()
    hand_size: int = 0
    opponents: int = 0
    freed: int = 0
    card_scale: float = 1.0
    """The player's card size: the preferred card width is multiplied by it (the table must still fit)."""
    right_to_left: bool = False


@dataclass(frozen=True, slots=True)
class MeldGeometry:
    cards: tuple[Rect, ...]
    grip: Rect
    """The handle at the right of the header strip: drag it to move the whole meld."""
    splits: tuple[Rect, ...]
    """``splits[i]`` sits between card ``i`` and card ``i + 1``."""
    bounds: Rect
    """Header and cards together."""


@dataclass(frozen=True, slots=True)
class OpponentGeometry:
    area: Rect
    cards: tuple[Rect, ...]
    label: Rect


@dataclass(frozen=True, slots=True)
class TableLayout:
    width: float
    height: float
    """The size laid out for: the window's, or more when even the smallest cards did not fit it."""
    card_w: int
    card_h: float
    table: Rect
    melds: tuple[MeldGeometry, ...]
    hand_area: Rect
    hand: tuple[Rect, ...]
    stock: Rect
    stock_label: Rect
    opponents: tuple[OpponentGeometry, ...]
    freed_area: Rect | None
    freed: tuple[Rect, ...]

    @property
    def meld_gap(self) -> float:
        return _meld_gap(self.card_w)


def _margin(card_w: float) -> float:
    return max(6.0, card_w * 0.12)


def _meld_gap(card_w: float) -> float:
    return card_w * 0.35


def _header_h(card_w: float) -> float:
    return max(14.0, card_w * 0.2)


def _label_h(card_w: float) -> float:
    return max(16.0, card_w * 0.22)


def fan(x: float, y: float, count: int, card_w: float, card_h: float, width: float, step_max: float) -> tuple[Rect, ...]:
    """``count`` overlapping cards from ``(x, y)``, spread up to ``step_max`` card widths but within ``width``."""
    if count <= 0:
        return ()
    step = card_w * step_max
    if count > 1:
        step = max(0.0, min(step, (width - card_w) / (count - 1)))
    return tuple(Rect(x + i * step, y, card_w, card_h) for i in range(count))


def _meld_width(n: int, card_w: float) -> float:
    return card_w + max(0, n - 1) * card_w * MELD_STEP


def _flow_melds(sizes: Sequence[int], area: Rect, card_w: float, card_h: float) -> tuple[MeldGeometry, ...] | None:
    """Melds in rows inside ``area``; None if they do not fit."""
    gap = _meld_gap(card_w)
    header = _header_h(card_w)
    row_h = header + card_h + gap * 0.6
    x, y = area.x, area.y
    placed: list[MeldGeometry] = []
    for n in sizes:
        w = _meld_width(n, card_w)
        if x > area.x and x + w > area.right:
            x, y = area.x, y + row_h
        if y + header + card_h > area.bottom or w > area.w:
            return None
        step = card_w * MELD_STEP
        cards = tuple(Rect(x + i * step, y + header, card_w, card_h) for i in range(n))
        split_w = min(header, step)
        splits = tuple(Rect(x + (i + 1) * step - split_w / 2, y, split_w, header) for i in range(n - 1))
        # The grip sits over the last card, which shows whole, right of the last split handle.
        grip_x = cards[-1].x + split_w / 2 + 2 if n > 1 else x
        grip = Rect(grip_x, y, x + w - grip_x, header)
        placed.append(MeldGeometry(cards, grip, splits, Rect(x, y, w, header + card_h)))
        x += w + gap
    return tuple(placed)


def _try_layout(spec: TableSpec, card_w: int) -> TableLayout | None:
    card_h = float(round(card_w * CARD_RATIO))
    m = _margin(card_w)
    label = _label_h(card_w)
    # Top band: stock at the right, opponents' fans to its left.
    stock = Rect(spec.width - m - card_w, m, card_w, card_h)
    stock_label = Rect(stock.x, stock.bottom, card_w, label)
    top_bottom = stock_label.bottom + m
    ow, oh = card_w * OPPONENT_SCALE, card_h * OPPONENT_SCALE
    opponents: list[OpponentGeometry] = []
    if spec.opponents:
        band_w = stock.x - m - m
        slot_w = band_w / spec.opponents
        for i in range(spec.opponents):
            area = Rect(m + i * slot_w, m, slot_w - m, oh + label)
            cards = fan(area.x, area.y, OPPONENT_FAN_MAX, ow, oh, area.w, 0.3)
            opponents.append(OpponentGeometry(area, cards, Rect(area.x, area.y + oh, area.w, label)))
    # Bottom band: the hand.
    hand_area = Rect(m, spec.height - m - card_h, spec.width - 2 * m, card_h)
    hand = fan(hand_area.x, hand_area.y, spec.hand_size, card_w, card_h, hand_area.w, HAND_STEP_MAX)
    table_bottom = hand_area.y - m
    table = Rect(m, top_bottom, spec.width - 2 * m, table_bottom - top_bottom)
    if table.h < card_h + _header_h(card_w) or table.w < 3 * card_w:
        return None
    freed_area: Rect | None = None
    freed: tuple[Rect, ...] = ()
    melds_area = table
    if spec.freed:
        fw = card_w + 2 * m
        freed_area = Rect(table.right - fw, table.y, fw, table.h)
        freed = tuple(
            Rect(freed_area.x + m, freed_area.y + label + i * card_h * 0.25, card_w, card_h)
            for i in range(spec.freed)
        )
        melds_area = Rect(table.x, table.y, table.w - fw - m, table.h)
    melds = _flow_melds(spec.meld_sizes, melds_area, card_w, card_h)
    if melds is None:
        return None
    return TableLayout(
        spec.width, spec.height, card_w, card_h, melds_area, melds, hand_area, hand, stock, stock_label,
        tuple(opponents), freed_area, freed,
    )


def _moved_group(cards: Sequence[Rect], bounds: Rect, width: float) -> tuple[tuple[Rect, ...], float]:
    """Cards moved with their group's bounds to its mirrored place, their order kept; and the shift."""
    dx = bounds.mirrored(width).x - bounds.x
    return tuple(r.shifted(dx) for r in cards), dx


def _mirrored(layout: TableLayout) -> TableLayout:
    """The layout for a right-to-left language: groups change sides, cards inside a group do not."""
    w = layout.width
    melds = []
    for meld in layout.melds:
        cards, dx = _moved_group(meld.cards, meld.bounds, w)
        melds.append(MeldGeometry(cards, meld.grip.shifted(dx), tuple(s.shifted(dx) for s in meld.splits),
                                  meld.bounds.shifted(dx)))
    opponents = []
    for opp in layout.opponents:  # the next player now sits at the right, where reading starts
        cards, dx = _moved_group(opp.cards, opp.area, w)
        opponents.append(OpponentGeometry(opp.area.shifted(dx), cards, opp.label.shifted(dx)))
    freed = layout.freed
    if layout.freed_area is not None:
        freed, _ = _moved_group(freed, layout.freed_area, w)
    hand = layout.hand
    if hand:
        hand = tuple(r.shifted(layout.hand_area.right - hand[-1].right) for r in hand)
    return replace(
        layout, table=layout.table.mirrored(w), melds=tuple(melds), hand=hand, stock=layout.stock.mirrored(w),
        stock_label=layout.stock_label.mirrored(w), opponents=tuple(opponents),
        freed_area=None if layout.freed_area is None else layout.freed_area.mirrored(w), freed=freed,
    )


def layout_table(spec: TableSpec) -> TableLayout:
    """The layout with the largest cards at which everything fits (down to a minimum size)."""
    found = _largest_layout(spec)
    return _mirrored(found) if spec.right_to_left else found


def _largest_layout(spec: TableSpec) -> TableLayout:
    biggest = min(MAX_CARD_WIDTH, spec.width / 9.0, spec.height / (3.3 * CARD_RATIO)) * spec.card_scale
    card_w = max(MIN_CARD_WIDTH, int(biggest))
    while card_w > MIN_CARD_WIDTH:
        found = _try_layout(spec, card_w)
        if found is not None:
            return found
        card_w = max(MIN_CARD_WIDTH, card_w - max(1, int(card_w * 0.04)))
    at_minimum = _try_layout(spec, MIN_CARD_WIDTH)
    if at_minimum is not None:
        return at_minimum
    # A window too small for the table: grow the scene instead (the view scrolls).
    return _largest_layout(replace(spec, width=max(spec.width, MIN_CARD_WIDTH * 16),
                                height=max(spec.height, 200.0) * 1.5))


# --- hit testing -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MeldTarget:
    """Over meld ``meld``: dropped cards go in at ``position``; ``card`` is the card under the point, if any."""

    meld: int
    position: int
    card: int | None


@dataclass(frozen=True, slots=True)
class HandTarget:
    position: int


@dataclass(frozen=True, slots=True)
class StockTarget:
    pass


@dataclass(frozen=True, slots=True)
class OpponentTarget:
    seat_index: int
    """Index into :attr:`TableLayout.opponents`."""


@dataclass(frozen=True, slots=True)
class FreedTarget:
    pass


@dataclass(frozen=True, slots=True)
class TableTarget:
    """Empty table: dropped cards make a new meld."""


DropTarget = MeldTarget | HandTarget | StockTarget | OpponentTarget | FreedTarget | TableTarget | None


def _visible_widths(cards: Sequence[Rect]) -> list[float]:
    """How much of each overlapping card shows: up to the next card's left edge, the whole last card."""
    return [(cards[i + 1].x - r.x) if i + 1 < len(cards) else r.w for i, r in enumerate(cards)]


def insertion_index(cards: Sequence[Rect], px: float) -> int:
    """Index at which a card dropped at x = ``px`` goes: after every card whose visible middle is left of it."""
    return sum(1 for r, vis in zip(cards, _visible_widths(cards)) if px > r.x + vis / 2)


def _card_under(cards: Sequence[Rect], px: float, py: float) -> int | None:
    for i in range(len(cards) - 1, -1, -1):
        if cards[i].contains(px, py):
            return i
    return None


def hit_test(layout: TableLayout, px: float, py: float) -> DropTarget:
    """The drop target at a scene point (None: off the table)."""
    if layout.stock.contains(px, py):
        return StockTarget()
    for i, opp in enumerate(layout.opponents):
        if opp.area.contains(px, py):
            return OpponentTarget(i)
    if layout.freed_area is not None and layout.freed_area.contains(px, py):
        return FreedTarget()
    if layout.hand_area.inflated(0, _margin(layout.card_w)).contains(px, py):
        return HandTarget(insertion_index(layout.hand, px))
    gap = layout.meld_gap
    for i, meld in enumerate(layout.melds):
        if meld.bounds.inflated(gap / 2, gap * 0.3).contains(px, py):
            return MeldTarget(i, insertion_index(meld.cards, px), _card_under(meld.cards, px, py))
    if layout.table.contains(px, py):
        return TableTarget()
    return None
