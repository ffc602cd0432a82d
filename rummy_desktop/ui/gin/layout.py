"""Where everything goes on the Gin table: pure geometry, no Qt.

Three bands, top to bottom, in scene units equal to the view's pixels:

* the opponent's hand (a tight fan of backs, or, once shown, his melds and deadwood);
* the middle: the stock and the discard pile, a line of notes (knock limit, doubling)
  above the knocker's spread when you lay off, and the action buttons;
* your hand, in groups (melds first, then deadwood), with its deadwood count and the
  sort buttons above it.

Rows of cards are groups of overlapping cards separated by a gap. Right to left,
the stock and pile move to the right edge and the buttons to the left, every row
(the opponent's too) starts at the right edge and its groups follow one another
leftwards, as words do (your melds first, at the right), while the cards inside a
group stay in left-to-right order (a run reads low to high everywhere).

The buttons are as wide as their longest label (:attr:`GinSpec.sort_labels`,
:attr:`GinSpec.action_label`, measured by the scene in its font): no translation
is cut. :func:`layout_gin` picks the largest cards at which everything fits;
:func:`gin_hit_test` turns a point into the drop target under it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from ..table.table_layout import (
    CARD_RATIO,
    HAND_ROOMY_STEP,
    HAND_STEP_MAX,
    MAX_CARD_WIDTH,
    MIN_CARD_WIDTH,
    HandTarget,
    Rect,
    insertion_index,
    smaller_card_width,
)

__all__ = [
    "GinSpec",
    "GinLayout",
    "layout_gin",
    "grouped_row",
    "PileTarget",
    "SpreadTarget",
    "GinTarget",
    "gin_hit_test",
    "bounds",
    "BUTTON_SLOTS",
    "SORT_SLOTS",
    "button_font_px",
]

BUTTON_SLOTS = 3
"""Action buttons the middle band has room for (Take and Pass; Knock and Big gin; Best lay-off and Done)."""
SORT_SLOTS = 3
"""Sort buttons over the hand: melds, suit, rank."""

_BACK_STEP = 0.22
"""Offset between the opponent's face-down cards, in card widths: a compact fan."""
_MIN_STEP = 0.14
"""The tightest a row may overlap, in card widths, before the cards must shrink."""


@dataclass(frozen=True, slots=True)
class GinSpec:
    """What has to fit: the window, the card groups of each row, and the direction."""

    width: float
    height: float
    hand: tuple[int, ...] = ()
    """Group sizes of your hand, left to right."""
    opponent: tuple[int, ...] = ()
    """Group sizes of the opponent's hand: one group of backs while it is hidden."""
    opponent_hidden: bool = True
    spread: tuple[int, ...] = ()
    """Group sizes of the knocker's spread shown in the middle (melds, then deadwood)."""
    rtl: bool = False
    card_scale: float = 1.0
    """The player's card size: the preferred card width is multiplied by it (the table must still fit)."""
    sort_labels: tuple[float, ...] = ()
    """The width of each sort button's label (melds, suit, rank), in ems of the buttons' font."""
    action_label: float = 0.0
    """The width of the longest label an action button may show, in ems of the buttons' font."""


@dataclass(frozen=True, slots=True)
class GinLayout:
    width: float
    height: float
    """The size laid out for: the window's, or more when even the smallest cards did not fit it."""
    card_w: int
    card_h: float
    opponent_area: Rect
    opponent: tuple[tuple[Rect, ...], ...]
    opponent_label: Rect
    stock: Rect
    stock_label: Rect
    pile: Rect
    pile_label: Rect
    notes: Rect
    """One line over the middle band: knock limit, doubling, the knock's caption."""
    spread_area: Rect
    spread: tuple[tuple[Rect, ...], ...]
    buttons: tuple[Rect, ...]
    hand_area: Rect
    hand: tuple[tuple[Rect, ...], ...]
    hand_label: Rect
    sort_buttons: tuple[Rect, ...]

    @property
    def hand_cards(self) -> tuple[Rect, ...]:
        """Every card rectangle of the hand, in the order of its groups (right to left, the first group is rightmost)."""
        return tuple(r for group in self.hand for r in group)

    @property
    def hand_left_to_right(self) -> tuple[Rect, ...]:
        """Every card rectangle of the hand, as they lie from left to right."""
        return tuple(sorted(self.hand_cards, key=lambda rect: rect.x))


def _margin(card_w: float) -> float:
    return max(6.0, card_w * 0.12)


def _line_h(card_w: float) -> float:
    return max(16.0, card_w * 0.2)


def _button_h(card_w: float) -> float:
    return max(24.0, card_w * 0.24)


def button_font_px(button_h: float) -> int:
    """The pixel size of a table button's label: half the button's height inside its one-pixel rim."""
    return max(11, int((button_h - 2) * 0.5))


def _button_w(label_ems: float, button_h: float, least: float) -> float:
    """A button wide enough for a label ``label_ems`` wide, with room at both ends; ``least`` at the least."""
    return max(least, label_ems * button_font_px(button_h) + button_h * 0.8)


def _mirror(rect: Rect, width: float, rtl: bool) -> Rect:
    return rect.mirrored(width) if rtl else rect


def grouped_row(sizes: Sequence[int], area: Rect, card_w: float, card_h: float, *, step_max: float = HAND_STEP_MAX,
                rtl: bool = False) -> tuple[tuple[Rect, ...], ...] | None:
    """Groups of overlapping cards along ``area``, a gap between groups; None if they cannot fit.

    The overlap tightens (down to a minimum) before the row gives up. The row starts at the
    left edge, its groups following rightwards; right to left it starts at the right edge and
    the groups follow leftwards. The cards of a group always run left to right.
    """
    sizes = [n for n in sizes if n > 0]
    if not sizes:
        return ()
    gap = card_w * 0.3
    cards = sum(sizes)
    fixed = len(sizes) * card_w + (len(sizes) - 1) * gap
    steps = cards - len(sizes)
    step = card_w * step_max
    if steps and fixed + steps * step > area.w:
        step = (area.w - fixed) / steps
    if step < card_w * _MIN_STEP or fixed > area.w:
        return None
    groups = []
    x = area.right if rtl else area.x
    for n in sizes:
        width = card_w + (n - 1) * step
        left = x - width if rtl else x
        groups.append(tuple(Rect(left + i * step, area.y, card_w, card_h) for i in range(n)))
        x = left - gap if rtl else left + width + gap
    return tuple(groups)


def _try_layout(spec: GinSpec, card_w: int) -> GinLayout | None:
    card_h = float(round(card_w * CARD_RATIO))
    m, lh, bh = _margin(card_w), _line_h(card_w), _button_h(card_w)
    width = spec.width
    # Top band: the opponent.
    opponent_label = Rect(m, m, width - 2 * m, lh)
    opponent_area = Rect(m, opponent_label.bottom, width - 2 * m, card_h)
    step = _BACK_STEP if spec.opponent_hidden else HAND_STEP_MAX
    opponent = grouped_row(spec.opponent, opponent_area, card_w, card_h, step_max=step, rtl=spec.rtl)
    # Bottom band: your hand, its label and the sort buttons above it.
    hand_area = Rect(m, spec.height - m - card_h, width - 2 * m, card_h)
    hand_top = hand_area.y - bh - m * 0.5
    labels = spec.sort_labels or (0.0,) * SORT_SLOTS
    sort_widths = [_button_w(label, bh, card_w * 0.8) for label in labels]
    sort_x = width - m - sum(w + m * 0.5 for w in sort_widths)
    sort_rects = []
    for sort_w in sort_widths:
        sort_rects.append(_mirror(Rect(sort_x, hand_top, sort_w, bh), width, spec.rtl))
        sort_x += sort_w + m * 0.5
    hand_label = _mirror(Rect(m, hand_top, width - 2 * m - sum(w + m * 0.5 for w in sort_widths), bh), width, spec.rtl)
    if hand_label.w < card_w * 1.5:   # the deadwood count needs its room beside the buttons
        return None
    # The hand spreads over the room it has (cards side by side when they fit) before its cards overlap.
    hand = grouped_row(spec.hand, hand_area, card_w, card_h, step_max=HAND_ROOMY_STEP, rtl=spec.rtl)
    # Middle band: notes, then stock, pile, spread and buttons in a row, then the stock and pile labels.
    notes_y = opponent_area.bottom + m
    row_y = notes_y + lh
    if row_y + card_h + lh + m > hand_top or hand is None or opponent is None:
        return None
    def mirror(rect: Rect) -> Rect:
        return _mirror(rect, width, spec.rtl)

    stock = Rect(m, row_y, card_w, card_h)
    pile = Rect(stock.right + m, row_y, card_w, card_h)
    button_w = _button_w(spec.action_label, bh, card_w * 1.25)
    button_x = width - m - button_w
    pitch = min(bh * 1.5, (card_h - bh) / (BUTTON_SLOTS - 1))
    buttons = tuple(Rect(button_x, row_y + i * pitch, button_w, bh) for i in range(BUTTON_SLOTS))
    spread_area = mirror(Rect(pile.right + 2 * m, row_y, button_x - m - pile.right - 2 * m, card_h))
    spread = grouped_row(spec.spread, spread_area, card_w, card_h, rtl=spec.rtl)
    if spread is None:
        return None
    return GinLayout(
        width=width, height=spec.height, card_w=card_w, card_h=card_h,
        opponent_area=opponent_area, opponent=opponent, opponent_label=opponent_label,
        stock=mirror(stock), stock_label=mirror(Rect(stock.x, stock.bottom, card_w, lh)),
        pile=mirror(pile), pile_label=mirror(Rect(pile.x, pile.bottom, card_w, lh)),
        notes=Rect(m, notes_y, width - 2 * m, lh),
        spread_area=spread_area, spread=spread, buttons=tuple(mirror(b) for b in buttons),
        hand_area=hand_area, hand=hand, hand_label=hand_label, sort_buttons=tuple(sort_rects),
    )


def layout_gin(spec: GinSpec) -> GinLayout:
    """The layout with the largest cards at which everything fits (a too small window grows the scene)."""
    biggest = min(MAX_CARD_WIDTH, spec.width / 10.0, spec.height / 5.8) * spec.card_scale
    card_w = max(MIN_CARD_WIDTH, int(biggest))
    while True:
        found = _try_layout(spec, card_w)
        if found is not None:
            return found
        if card_w == MIN_CARD_WIDTH:
            break
        card_w = smaller_card_width(card_w)
    return layout_gin(replace(spec, width=max(spec.width, MIN_CARD_WIDTH * 16), height=max(spec.height, 200.0) * 1.5))


# --- hit testing -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PileTarget:
    """Over the discard pile."""


@dataclass(frozen=True, slots=True)
class SpreadTarget:
    """Over group ``group`` of the knocker's spread in the middle."""

    group: int


GinTarget = PileTarget | SpreadTarget | HandTarget | None


def bounds(rects: Sequence[Rect]) -> Rect:
    """The smallest rectangle holding ``rects``."""
    left, top = min(r.x for r in rects), min(r.y for r in rects)
    return Rect(left, top, max(r.right for r in rects) - left, max(r.bottom for r in rects) - top)


def gin_hit_test(layout: GinLayout, px: float, py: float) -> GinTarget:
    """The drop target at a scene point (None: nowhere a card can go)."""
    slack = _margin(layout.card_w)
    if layout.pile.inflated(slack, slack).contains(px, py):
        return PileTarget()
    for i, group in enumerate(layout.spread):
        if group and bounds(group).inflated(slack, slack).contains(px, py):
            return SpreadTarget(i)
    if layout.hand_area.inflated(0, slack).contains(px, py):
        return HandTarget(insertion_index(layout.hand_left_to_right, px))
    return None
