"""The Manipulation table holds still: a drop moves no meld but the one it made, changed or carried.

Real mouse drags on tables of 0 to 100 cards, at the two laptop screen sizes: a card dropped on empty
table, on a meld, a split, a meld's tail carried off, a whole meld carried by its grip. After each, every other meld lies where it lay, to
the pixel, unless the table had to zoom out; and a zoom happens only when the meld that changed found
no free place at the old card size.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import QPointF, Qt

from manipulation_positions import position
from rummy_desktop.engine.cards import Card
from rummy_desktop.engine.manipulation import Phase
from rummy_desktop.engine.manipulation import new_game
from rummy_desktop.engine.manipulation.state import ManipulationState
from rummy_desktop.ui.table.table_layout import (
    Rect,
    TableLayout,
    TableSpec,
    TableTarget,
    anchor_of,
    hit_test,
    layout_table,
)
from table_player import Table

SIZES = [(1024, 768), (1366, 768)]


def crowded_table(seed: int, table_cards: int) -> ManipulationState:
    """A five-player deal (two packs, 106 cards) with ``table_cards`` cards on the table in melds of 3 to 6
    (legal or not: the table's layout does not judge them), the person at seat 0 to play with 4 cards in
    hand, the others holding the rest."""
    rng = random.Random(seed)
    base = new_game(5, rng)
    cards: list[Card] = [c for hand in base.hands for c in hand] + list(base.stock)
    assert table_cards <= len(cards) - 6
    rng.shuffle(cards)
    hand, rest = tuple(cards[:4]), cards[4:]
    melds: list[tuple[Card, ...]] = []
    while sum(map(len, melds)) < table_cards:
        size = min(rng.randint(3, 6), table_cards - sum(map(len, melds)))
        melds.append(tuple(rest[:size]))
        rest = rest[size:]
    others = tuple(tuple(rest[i::4]) for i in range(4))
    return replace(base, hands=(hand, *others), table=tuple(melds), stock=(), current=0,
                   phase=Phase.MELD_OR_DRAW, draws_this_turn=1, final_turns_left=0)


def bounds_by_label(t: Table) -> dict[str, Rect]:
    return {label: geometry.bounds for label, geometry in zip(t.controller.arrangement.labels, t.scene.layout.melds)}


def free_spot(t: Table, rng: random.Random, left: float = 0.0, width: float | None = None) -> QPointF | None:
    """A point of empty table to let go of something ``width`` wide (a card, by default) held ``left`` from
    its left edge, so that it lies on empty table with a gap all round; or None."""
    layout = t.scene.layout
    gap, w = layout.meld_gap, layout.card_w if width is None else width
    for _ in range(200):
        x = rng.uniform(layout.table.x + left, layout.table.right - w + left)
        y = rng.uniform(layout.table.y + layout.card_h * 0.3, layout.table.bottom - layout.card_h * 0.3)
        pitch = layout.card_h + max(14.0, layout.card_w * 0.2) + gap * 0.6
        row_top = layout.table.y + ((y - layout.table.y) // pitch) * pitch
        if row_top + pitch - gap * 0.6 > layout.table.bottom:
            continue
        spot = Rect(x - left - gap, row_top, w + 2 * gap, pitch)
        if all(not _overlap(spot, m.bounds) for m in layout.melds) and isinstance(hit_test(layout, x, y), TableTarget):
            return QPointF(x, y)
    return None


def _overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def fits_at(t: Table, old: TableLayout, old_labels: tuple[str, ...], changed: set[str]) -> bool:
    """Whether the table as it is now would have found a place for every meld at the old layout's card width,
    the melds that did not change at the places they had."""
    c = t.controller
    anchors = {label: anchor_of(old, i) for i, label in enumerate(old_labels)}
    kept = [label not in changed and label in anchors for label in c.arrangement.labels]
    spec = TableSpec(old.width, old.height, tuple(len(m) for m in c.arrangement.melds), len(c.arrangement.hand),
                     len(old.opponents), len(c.arrangement.freed),
                     meld_anchors=tuple(anchors[label] if keep else None for label, keep in zip(c.arrangement.labels, kept)),
                     settled=tuple(kept), held_card_w=old.card_w)
    return layout_table(spec).card_w == old.card_w


def melds_by_label(t: Table) -> dict[str, tuple]:
    return {label: tuple(card.key for card in meld)
            for label, meld in zip(t.controller.arrangement.labels, t.controller.arrangement.melds)}


def check_still(t: Table, before: dict[str, Rect], card_w: int, changed: set[str], move: str) -> bool:
    """Every meld not in ``changed`` lies where it lay; True if the table kept its card size."""
    after = bounds_by_label(t)
    if t.scene.layout.card_w != card_w:
        return False
    for label, bounds in before.items():
        if label not in changed and label in after:
            assert _same_place(after[label], bounds), f"{move}: meld {label} moved from {bounds} to {after[label]}"
    return True


@pytest.mark.parametrize("trial", range(3))
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("table_cards", [0, 12, 30, 55, 80, 100])
def test_drops_move_no_other_meld(qtbot, size, table_cards, trial):
    rng = random.Random(table_cards * 7 + size[0] + 1000 * trial)
    t = Table(qtbot, crowded_table(table_cards, table_cards), size=size)
    kept = zoomed = 0
    for step in range(12):
        arrangement, layout = t.controller.arrangement, t.scene.layout
        before, card_w, cards_before = bounds_by_label(t), layout.card_w, melds_by_label(t)
        hand = list(t.controller.hand_in_order())
        move = rng.choice(["new", "onto", "split", "tail", "grip"] if arrangement.melds else ["new"])
        if move == "new" and hand:
            card = rng.choice(hand)
            grab = t.grab_point(t.card(str(card.bare()), card.copy))
            held_at = grab.x() - t.card(str(card.bare()), card.copy).sceneBoundingRect().left()
            spot = free_spot(t, rng, held_at)
            if spot is None:
                continue
            t.drag(grab, spot)
            label = t.controller.arrangement.label(t.controller.arrangement.meld_of(card.key))
            new = t.scene.layout.melds[t.controller.arrangement.labels.index(label)]
            first, row_gap = new.cards[0], t.scene.layout.meld_gap * 0.6
            if t.scene.layout.card_w == card_w:   # where the card was let go, in the pointer's row
                assert abs(first.x - (spot.x() - held_at)) < 2 and new.bounds.y <= spot.y() <= first.bottom + row_gap, \
                    f"the new meld lies at {first}, let go at {spot.x() - held_at}, {spot.y()}"
        elif move == "onto" and hand:
            target = rng.randrange(len(arrangement.melds))
            card = rng.choice(hand)
            t.drag(t.grab_point(t.card(str(card.bare()), card.copy)), t.after_meld(target))
        elif move == "grip":   # a whole meld carried by its grip to empty table: it lies there, nothing else moves
            target = rng.randrange(len(arrangement.melds))
            label, bounds, grip = arrangement.label(target), layout.melds[target].bounds, t.grip(target)
            held_at = grip.sceneBoundingRect().center().x() - bounds.x
            spot = free_spot(t, rng, held_at, bounds.w)
            if spot is None:
                continue
            t.drag(grip.sceneBoundingRect().center(), spot)
            moved = t.scene.layout.melds[t.controller.arrangement.labels.index(label)].bounds
            assert t.scene.layout.card_w != card_w or (
                abs(moved.x - (spot.x() - held_at)) < 2 and moved.y <= spot.y() <= moved.bottom + layout.meld_gap), \
                f"meld {label} let go at {spot.x() - held_at}, {spot.y()} lies at {moved}"
            before.pop(label)
        elif move in ("split", "tail") and any(len(m) > 1 for m in arrangement.melds):
            target = rng.choice([i for i, m in enumerate(arrangement.melds) if len(m) > 1])
            after = rng.randrange(len(arrangement.melds[target]) - 1)
            if move == "split":
                t.click(t.split_handle(target, after).sceneBoundingRect().center())
            else:
                spot = free_spot(t, rng)
                if spot is None:
                    continue
                t.drag(t.split_handle(target, after).sceneBoundingRect().center(), spot)
        else:
            continue
        cards_after = melds_by_label(t)
        changed = {label for label, keys in cards_after.items() if cards_before.get(label) != keys}
        if check_still(t, before, card_w, changed, f"{move} (changed {sorted(changed)})"):
            kept += 1
        else:
            zoomed += 1
            assert t.scene.layout.card_w < card_w, "the table zooms out, never in, during a turn"
            assert not fits_at(t, layout, arrangement.labels, changed), \
                f"{move}: the table zoomed out though everything fitted at the old size"
    assert kept > 0
    assert zoomed <= kept, f"{zoomed} zooms against {kept} drops that kept the table still"


def _same_place(a: Rect, b: Rect) -> bool:
    """The same place to a hundredth of a pixel (a place kept in card widths comes back within rounding)."""
    return all(abs(p - q) < 0.01 for p, q in ((a.x, b.x), (a.y, b.y), (a.w, b.w), (a.h, b.h)))


@pytest.mark.parametrize("grabbed", ["9S", "9H", "9D"])
def test_selected_cards_dragged_by_any_of_them_lie_where_that_card_was_let_go(qtbot, grabbed):
    t = Table(qtbot, position("9S KC 9H QC 9D"))
    for text in ("9S", "9H", "9D"):
        t.click(t.grab_point(t.card(text)), Qt.KeyboardModifier.ControlModifier)
    card = t.card(grabbed)
    grab = t.grab_point(card)
    held_at = grab.x() - card.sceneBoundingRect().left()
    spot = free_spot(t, random.Random(1), held_at, t.scene.layout.card_w * 1.6)
    assert spot is not None
    t.drag(grab, spot)
    assert len(t.controller.arrangement.melds) == 1
    first = t.scene.layout.melds[0].cards[0]
    assert abs(first.x - (spot.x() - held_at)) < 2


def test_a_meld_carried_by_its_grip_goes_back_on_undo_and_comes_again_on_redo(qtbot):
    t = Table(qtbot, position("2C", ["5H 6H 7H", "JD QD KD"]))
    c = t.controller
    label, steps = c.arrangement.label(0), c.undo_stack.count()
    was = t.scene.layout.melds[0].bounds
    grip = t.grip(0)
    held_at = grip.sceneBoundingRect().center().x() - was.x
    spot = free_spot(t, random.Random(3), held_at, was.w)
    assert spot is not None
    t.drag(grip.sceneBoundingRect().center(), spot)
    moved = t.scene.layout.melds[c.arrangement.labels.index(label)].bounds
    assert not _same_place(moved, was), "the meld did not move"
    assert c.undo_stack.count() == steps + 1, "carrying a meld is a step of its own"
    assert c.undo_stack.undoText() == f"Move meld {label}"
    c.undo_stack.undo()
    assert _same_place(t.scene.layout.melds[c.arrangement.labels.index(label)].bounds, was)
    c.undo_stack.redo()
    assert _same_place(t.scene.layout.melds[c.arrangement.labels.index(label)].bounds, moved)
