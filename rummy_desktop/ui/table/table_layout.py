"""Where everything goes on a card table: pure geometry, no Qt.

The table is laid out in scene units equal to the view's pixels (the scene is
not scaled). :func:`layout_table` picks the largest card size at which the
whole table fits the window, so cards grow and shrink with it, then places:

* a top band with the opponents' hands (small fanned backs) and the stock;
* the table area with the melds in rows, each meld with a header strip (its
  label, a grip to drag the whole meld, and a split handle between every two
  cards). A meld lies at its *anchor*, the place it was put (a column in card
  widths and a row), or, when another meld took that place, at the nearest free
  place in its row or the rows nearest it; a meld with no anchor yet takes the
  first free place, reading row by row. Melds the caller marks *settled* are
  placed first, so a meld that grew or a meld just made never pushes them: the
  table holds still while a person rebuilds it;
* the player's hand along the bottom, on a tray of its own, with a line for its
  label above it, and at the tray's end the jokers freed this turn, when there
  are any. The cards of the hand lie side by side while they have room, and
  overlap only when they have not.

The card size is the largest at which everything fits and a new meld of four
cards still finds room; a caller may *hold* a card size (the one it drew last),
which is kept as long as everything still fits at it, so that nothing on the
table moves by a pixel while cards come and go.

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
    "smaller_card_width",
    "card_widths_ahead",
    "OPPONENT_SCALE",
    "fan",
    "MeldTarget",
    "HandTarget",
    "StockTarget",
    "OpponentTarget",
    "FreedTarget",
    "TableTarget",
    "DropTarget",
    "hit_test",
    "new_meld_position",
    "anchor_at",
    "anchor_of",
    "row_at",
    "Anchor",
    "MELD_STEP",
    "insertion_index",
]

CARD_RATIO = 1.4
"""Height over width of a card (a standard poker card is 88.9 x 63.5 mm)."""

MELD_STEP = 0.3
"""Horizontal offset between overlapping cards in a meld, in card widths: enough to show the index."""

HAND_STEP_MAX = 0.62
"""The widest a fanned row of cards spreads (Gin's groups), in card widths: every index shows."""
HAND_ROOMY_STEP = 1.06
"""The Manipulation hand's step while it has room: whole cards a little apart (a fan only when it must)."""
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


Anchor = tuple[float, int]
"""A place on the table where a meld was put: its left edge, in card widths from the left of the melds'
area (its right, mirrored), and its row. Counted in card widths, a place keeps its meaning when the
cards change size: the table zooms, the melds keep their order and rows."""


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
    meld_anchors: tuple[Anchor | None, ...] = ()
    """Per meld (missing: None), where on the table it was put: it lies there if it can."""
    settled: tuple[bool, ...] = ()
    """Per meld (missing: False), whether it is as it was last drawn: settled melds take their places
    first, so the melds that changed make way for them, never the other way round."""
    flow_rank: tuple[float, ...] = ()
    """Per meld (missing: its index), its turn in the flow of the melds that have no anchor."""
    held_card_w: int | None = None
    """The card width to keep while everything fits at it (the one drawn last)."""
    keep_room: bool = False
    """Whether the held card width must also leave room for a new meld (as a turn begins)."""
    top_band: bool = True
    """Whether the top band (the stock and the opponents' hands) is drawn; without it (a puzzle, played
    alone from no stock) the melds' area starts at the top of the table."""


@dataclass(frozen=True, slots=True)
class MeldGeometry:
    cards: tuple[Rect, ...]
    grip: Rect
    """The handle at the right of the header strip: drag it to move the whole meld."""
    label: Rect
    """Where the meld's label is written, at the left of the header strip."""
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
    hand_label: Rect
    """The line over the hand: whose turn it is, when it is yours."""
    stock: Rect
    stock_label: Rect
    opponents: tuple[OpponentGeometry, ...]
    freed_area: Rect | None
    freed: tuple[Rect, ...]
    right_to_left: bool = False

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


class _Rows:
    """The rows of the melds' area and the stretches of each already taken (a meld and the gap after it)."""

    def __init__(self, area: Rect, card_w: float, card_h: float) -> None:
        self.area, self.card_w = area, card_w
        self.gap = _meld_gap(card_w)
        self.header = _header_h(card_w)
        self.pitch = self.header + card_h + self.gap * 0.6
        self.count = max(0, int((area.h - self.header - card_h) // self.pitch) + 1)
        self.taken: list[list[tuple[float, float]]] = [[] for _ in range(self.count)]

    def fits(self, row: int, x: float, w: float) -> bool:
        if x < self.area.x - 1e-6 or x + w > self.area.right + 1e-6:
            return False
        return all(x + w + self.gap <= a + 1e-6 or x >= b + self.gap - 1e-6 for a, b in self.taken[row])

    def first_free(self, w: float, after: tuple[int, float] = (0, 0.0)) -> tuple[int, float] | None:
        """The first place at or after ``after`` (a row and an x), reading row by row from the left, where a
        meld ``w`` wide fits."""
        for row in range(after[0], self.count):
            x = max(self.area.x, after[1]) if row == after[0] else self.area.x
            for a, b in sorted(self.taken[row]):
                if x + w + self.gap > a and x < b + self.gap:
                    x = b + self.gap
            if self.fits(row, x, w):
                return row, x
        return None

    def nearest_free(self, row: int, x: float, w: float) -> float | None:
        """The x nearest ``x`` where a meld ``w`` wide fits in ``row``."""
        x = max(self.area.x, min(x, self.area.right - w))
        edges = [x, self.area.x, self.area.right - w]
        for a, b in self.taken[row]:
            edges += [b + self.gap, a - self.gap - w]
        fitting = [e for e in edges if self.fits(row, e, w)]
        return min(fitting, key=lambda e: abs(e - x)) if fitting else None

    def take(self, row: int, x: float, w: float) -> Rect:
        self.taken[row].append((x, x + w))
        return Rect(x, self.area.y + row * self.pitch, w, self.pitch - self.gap * 0.6)

    def anchored(self, anchor: Anchor, w: float) -> Rect | None:
        """The place of a meld ``w`` wide put at ``anchor``: there, or the nearest free in the rows nearest it."""
        column, home = anchor
        home = max(0, min(self.count - 1, home))
        want = self.area.x + column * self.card_w
        for row in sorted(range(self.count), key=lambda r: (abs(r - home), r < home)):
            x = self.nearest_free(row, want, w)
            if x is not None:
                return self.take(row, x, w)
        return None

    def has_room(self, w: float) -> bool:
        """Whether a meld ``w`` wide still finds a free place."""
        return self.first_free(w) is not None


def _meld_geometry(bounds: Rect, n: int, card_w: float, card_h: float, header: float) -> MeldGeometry:
    x, y = bounds.x, bounds.y
    step = card_w * MELD_STEP
    cards = tuple(Rect(x + i * step, y + header, card_w, card_h) for i in range(n))
    split_w = min(header, step)
    splits = tuple(Rect(x + (i + 1) * step - split_w / 2, y, split_w, header) for i in range(n - 1))
    label_w = step - split_w / 2
    # The grip sits over the last card, which shows whole, right of the last split handle (of the label).
    grip_x = cards[-1].x + split_w / 2 + 2 if n > 1 else x + label_w
    grip = Rect(grip_x, y, x + bounds.w - grip_x, header)
    return MeldGeometry(cards=cards, grip=grip, label=Rect(x, y, label_w, header), splits=splits,
                        bounds=Rect(x, y, bounds.w, header + card_h))


def _padded(flags: tuple[bool, ...], count: int) -> tuple[bool, ...]:
    """``flags`` for ``count`` melds: the missing ones False."""
    return (*flags[:count], *[False] * (count - len(flags)))


def _place_melds(spec: TableSpec, area: Rect, card_w: float, card_h: float,
                 need_room: bool) -> tuple[MeldGeometry, ...] | None:
    """Melds in rows inside ``area``: the settled ones first, each at its anchor (or the nearest free place),
    then the others at theirs, then those with no anchor at the first free places; None if they do not fit
    (or, with ``need_room``, if no room is left for a new meld of four cards)."""
    sizes = spec.meld_sizes
    anchors = [*spec.meld_anchors[:len(sizes)], *[None] * (len(sizes) - len(spec.meld_anchors))]
    settled = _padded(spec.settled, len(sizes))
    rows = _Rows(area, card_w, card_h)
    widths = [_meld_width(n, card_w) for n in sizes]
    if rows.count == 0 or any(w > area.w for w in widths):
        return None
    rank = [*spec.flow_rank[:len(sizes)], *range(len(spec.flow_rank), len(sizes))]
    order = sorted(range(len(sizes)), key=lambda i: (not settled[i], anchors[i] is None, rank[i]))
    places: dict[int, Rect] = {}
    flow = (0, 0.0)   # melds with no anchor follow one another in reading order
    for i in order:
        anchor = anchors[i]
        if anchor is not None:
            place = rows.anchored(anchor, widths[i])
        else:
            free = rows.first_free(widths[i], flow) or rows.first_free(widths[i])
            place = None if free is None else rows.take(free[0], free[1], widths[i])
            if free is not None:
                flow = (free[0], free[1] + widths[i])
        if place is None:
            return None
        places[i] = place
    if need_room and not rows.has_room(_meld_width(4, card_w)):
        return None
    return tuple(_meld_geometry(places[i], n, card_w, card_h, rows.header) for i, n in enumerate(sizes))


def _try_layout(spec: TableSpec, card_w: int, need_room: bool = False) -> TableLayout | None:
    card_h = float(round(card_w * CARD_RATIO))
    m = _margin(card_w)
    label = _label_h(card_w)
    # Top band: stock at the right, opponents' fans to its left.
    stock = Rect(spec.width - m - card_w, m, card_w, card_h)
    stock_label = Rect(stock.x, stock.bottom, card_w, label)
    top_bottom = stock_label.bottom + m if spec.top_band else m
    ow, oh = card_w * OPPONENT_SCALE, card_h * OPPONENT_SCALE
    opponents: list[OpponentGeometry] = []
    if spec.opponents:
        band_w = stock.x - m - m
        slot_w = band_w / spec.opponents
        for i in range(spec.opponents):
            area = Rect(m + i * slot_w, m, slot_w - m, oh + label)
            cards = fan(area.x, area.y, OPPONENT_FAN_MAX, ow, oh, area.w, 0.3)
            opponents.append(OpponentGeometry(area, cards, Rect(area.x, area.y + oh, area.w, label)))
    # Bottom band: the hand and its label; the freed jokers at the band's right end.
    band = Rect(m, spec.height - m - card_h, spec.width - 2 * m, card_h)
    freed_area: Rect | None = None
    freed: tuple[Rect, ...] = ()
    hand_area = band
    if spec.freed:
        fw = _meld_width(spec.freed, card_w) + 2 * m
        freed_area = Rect(band.right - fw, band.y - label, fw, band.h + label)
        freed = fan(freed_area.x + m, band.y, spec.freed, card_w, card_h, fw - 2 * m, MELD_STEP)
        hand_area = Rect(band.x, band.y, band.w - fw - m, band.h)
    hand = fan(hand_area.x, hand_area.y, spec.hand_size, card_w, card_h, hand_area.w, HAND_ROOMY_STEP)
    hand_label = Rect(m, hand_area.y - m * 0.5 - label, hand_area.w, label)
    table_bottom = hand_label.y - m * 0.5
    table = Rect(m, top_bottom, spec.width - 2 * m, table_bottom - top_bottom)
    if table.h < card_h + _header_h(card_w) or table.w < 3 * card_w or hand_area.w < 2 * card_w:
        return None
    melds = _place_melds(spec, table, card_w, card_h, need_room)
    if melds is None:
        return None
    return TableLayout(
        spec.width, spec.height, card_w, card_h, table, melds, hand_area, hand, hand_label, stock, stock_label,
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
        melds.append(MeldGeometry(cards=cards, grip=meld.grip.shifted(dx), label=meld.label.shifted(dx),
                                  splits=tuple(s.shifted(dx) for s in meld.splits), bounds=meld.bounds.shifted(dx)))
    opponents = []
    for opp in layout.opponents:  # the next player now sits at the right, where reading starts
        cards, dx = _moved_group(opp.cards, opp.area, w)
        opponents.append(OpponentGeometry(opp.area.shifted(dx), cards, opp.label.shifted(dx)))
    freed = layout.freed
    if layout.freed_area is not None:
        freed, _ = _moved_group(freed, layout.freed_area, w)
    hand = layout.hand
    if hand:
        hand_area = layout.hand_area.mirrored(w)
        hand = tuple(r.shifted(hand_area.right - hand[-1].right) for r in hand)
    return replace(
        layout, table=layout.table.mirrored(w), melds=tuple(melds), hand_area=layout.hand_area.mirrored(w), hand=hand,
        hand_label=layout.hand_label.mirrored(w), stock=layout.stock.mirrored(w),
        stock_label=layout.stock_label.mirrored(w), opponents=tuple(opponents),
        freed_area=None if layout.freed_area is None else layout.freed_area.mirrored(w), freed=freed,
        right_to_left=True,
    )


def smaller_card_width(card_w: int) -> int:
    """The next card width a layout tries when the table does not fit at ``card_w`` (4 % less)."""
    return max(MIN_CARD_WIDTH, card_w - max(1, int(card_w * 0.04)))


def card_widths_ahead(card_w: int, count: int = 3) -> tuple[int, ...]:
    """The next ``count`` smaller card widths a layout tries after ``card_w``, nearest first: the sizes the
    table may shrink to on the next moves. One move often lays several melds and makes room short by
    three widths at once (four expert seats at 1280 x 800, docs/benchmarks.md)."""
    widths: list[int] = []
    width = card_w
    for _ in range(count):
        smaller = smaller_card_width(width)
        if smaller == width:   # the smallest card
            break
        widths.append(smaller)
        width = smaller
    return tuple(widths)


def layout_table(spec: TableSpec) -> TableLayout:
    """The layout with the largest cards at which everything fits (down to a minimum size)."""
    found = _largest_layout(spec)
    return _mirrored(found) if spec.right_to_left else found


def _largest_layout(spec: TableSpec) -> TableLayout:
    if spec.held_card_w is not None:
        # Kept by the melds that changed: at their anchors if they can, else at the first free places.
        anywhere = replace(spec, meld_anchors=tuple(a if settled else None for a, settled in
                                                    zip(spec.meld_anchors, _padded(spec.settled, len(spec.meld_anchors)))))
        for kept in (spec, anywhere):
            held = _try_layout(kept, spec.held_card_w, need_room=spec.keep_room)
            if held is not None:
                return held
    biggest = min(MAX_CARD_WIDTH, spec.width / 9.0, spec.height / (3.3 * CARD_RATIO)) * spec.card_scale
    card_w = max(MIN_CARD_WIDTH, int(biggest))
    if spec.held_card_w is not None:   # it no longer fits: the table zooms out from there, never in
        card_w = min(card_w, smaller_card_width(spec.held_card_w))
    while card_w > MIN_CARD_WIDTH:
        found = _try_layout(spec, card_w, need_room=True)
        if found is not None:
            return found
        card_w = smaller_card_width(card_w)
    at_minimum = _try_layout(spec, MIN_CARD_WIDTH)
    if at_minimum is not None:
        return at_minimum
    # A window too small for the table: grow the scene instead (the view scrolls).
    return _largest_layout(replace(spec, width=max(spec.width, MIN_CARD_WIDTH * 16),
                                height=max(spec.height, 200.0) * 1.5, held_card_w=None))


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
    """Empty table: dropped cards make a new meld, at ``position`` in the flow of melds (so it lands
    where it was dropped, or at the nearest free place the flow has)."""

    position: int = 0


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
    hand_band = Rect(layout.hand_area.x, layout.hand_label.y, layout.hand_area.w,
                     layout.hand_area.bottom + _margin(layout.card_w) - layout.hand_label.y)
    if hand_band.contains(px, py):
        return HandTarget(insertion_index(layout.hand, px))
    gap = layout.meld_gap
    for i, meld in enumerate(layout.melds):
        if meld.bounds.inflated(gap / 2, gap * 0.3).contains(px, py):
            return MeldTarget(i, insertion_index(meld.cards, px), _card_under(meld.cards, px, py))
    if layout.table.contains(px, py):
        return TableTarget(new_meld_position(layout, px, py))
    return None


def anchor_at(layout: TableLayout, px: float, py: float, cards: int) -> Anchor:
    """The anchor of a meld of ``cards`` cards put with its first card under the point (px, py)."""
    area = layout.table
    left = px - layout.card_w / 2
    if layout.right_to_left:   # anchors are kept left to right; the mirrored meld keeps its cards' order
        left = layout.width - left - _meld_width(cards, layout.card_w)
        area = area.mirrored(layout.width)
    return (left - area.x) / layout.card_w, row_at(layout, py)


def row_at(layout: TableLayout, py: float) -> int:
    """The row of melds a point of the table is in (the nearest row, above or below the table)."""
    pitch = _header_h(layout.card_w) + layout.card_h + _meld_gap(layout.card_w) * 0.6
    return max(0, int((py - layout.table.y) // pitch))


def anchor_of(layout: TableLayout, meld: int) -> Anchor:
    """Where meld ``meld`` of ``layout`` lies, as an anchor: laid out with it, it lies there again."""
    bounds = layout.melds[meld].bounds
    if layout.right_to_left:
        bounds = bounds.mirrored(layout.width)
    area = layout.table.mirrored(layout.width) if layout.right_to_left else layout.table
    return (bounds.x - area.x) / layout.card_w, row_at(layout, bounds.y + 1)


def new_meld_position(layout: TableLayout, px: float, py: float) -> int:
    """Where a new meld dropped at a point on empty table goes in the flow of melds.

    After the melds of every row above the point, and after the melds of the point's own row that
    come before it in reading order (left to right, or right to left when mirrored); below the last
    row, at the end. The melds counted are always the first ones of the flow.
    """
    def before(bounds: Rect) -> bool:
        if bounds.bottom <= py:
            return True
        if bounds.y > py:
            return False
        middle = bounds.center[0]
        return middle > px if layout.right_to_left else middle < px
    return sum(1 for meld in layout.melds if before(meld.bounds))
