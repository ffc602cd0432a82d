"""Table geometry without Qt: everything fits, cards follow the window, points hit the right slot."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.ui.gin.layout import GinSpec, layout_gin
from rummy_desktop.ui.table.table_layout import (
    MIN_CARD_WIDTH,
    FreedTarget,
    HandTarget,
    MeldTarget,
    OpponentTarget,
    Rect,
    StockTarget,
    TableSpec,
    TableTarget,
    anchor_at,
    card_widths_ahead,
    hit_test,
    layout_table,
)

TWO_PACK_TABLE = (3, 4, 3, 5, 3, 3, 13, 4, 3, 6, 3, 3, 4, 3, 3, 5, 3, 4, 3, 3, 3, 4, 3)  # 90 cards


def inside(inner: Rect, outer: Rect) -> bool:
    return outer.x <= inner.x and outer.y <= inner.y and inner.right <= outer.right + 1e-6 and inner.bottom <= outer.bottom + 1e-6


def overlaps(a: Rect, b: Rect) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


@pytest.mark.parametrize("size", [(900, 600), (1280, 800), (1920, 1080), (640, 480)])
@pytest.mark.parametrize("melds", [(), (3, 4, 3), TWO_PACK_TABLE])
def test_everything_fits_the_window_without_overlapping_areas(size, melds):
    width, height = size
    layout = layout_table(TableSpec(width, height, melds, hand_size=14, opponents=2, freed=1))
    window = Rect(0, 0, layout.width, layout.height)
    assert inside(layout.stock, window) and inside(layout.hand_area, window)
    for meld in layout.melds:
        assert inside(meld.bounds, layout.table)
        assert not overlaps(meld.bounds, layout.hand_area) and not overlaps(meld.bounds, layout.stock)
        assert layout.freed_area is not None and not overlaps(meld.bounds, layout.freed_area)
    for a, b in zip(layout.melds, layout.melds[1:]):
        assert not overlaps(a.bounds, b.bounds)
    for rect in layout.hand:
        assert inside(rect, layout.hand_area)
    for opponent in layout.opponents:
        assert not overlaps(opponent.area, layout.stock) and not overlaps(opponent.area, layout.table)


def test_cards_grow_with_the_window_and_shrink_to_fit_a_full_table():
    small = layout_table(TableSpec(900, 600, (3, 3), 10, 2))
    large = layout_table(TableSpec(1920, 1080, (3, 3), 10, 2))
    crowded = layout_table(TableSpec(1920, 1080, TWO_PACK_TABLE, 10, 2))
    assert small.card_w < large.card_w
    assert crowded.card_w < large.card_w
    assert (large.width, large.height) == (1920, 1080)


def test_a_window_too_small_for_the_table_gets_a_larger_scene_instead_of_overlaps():
    layout = layout_table(TableSpec(480, 360, TWO_PACK_TABLE * 2, 20, 4))
    assert layout.height > 360
    for meld in layout.melds:
        assert inside(meld.bounds, layout.table)


@pytest.mark.parametrize("size", [(900, 600), (1280, 800), (1920, 1080)])
def test_the_card_size_setting_scales_both_tables_and_they_still_fit_the_window(size):
    width, height = size
    manipulation = TableSpec(width, height, (3, 4, 3), hand_size=14, opponents=2)
    small, normal, large = (layout_table(replace(manipulation, card_scale=s)) for s in (0.7, 1.0, 1.5))
    assert small.card_w < normal.card_w < large.card_w
    assert (large.width, large.height) == (width, height)   # bigger cards, and still nothing to scroll to
    assert inside(large.hand[-1], Rect(0, 0, width, height))
    gin = GinSpec(width, height, hand=(3, 3, 4), opponent=(10,))
    small, normal, large = (layout_gin(replace(gin, card_scale=s)) for s in (0.7, 1.0, 1.5))
    assert small.card_w < normal.card_w < large.card_w
    assert (large.width, large.height) == (width, height)


def test_a_meld_has_a_split_handle_between_every_two_cards_and_a_grip_clear_of_them():
    layout = layout_table(TableSpec(1280, 800, (5,), 10, 2))
    meld = layout.melds[0]
    assert len(meld.splits) == 4
    for i, handle in enumerate(meld.splits):
        boundary = meld.cards[i + 1].x
        assert handle.x < boundary < handle.right
        assert not overlaps(handle, meld.grip)


def test_hit_test_finds_insertion_points_in_a_meld():
    layout = layout_table(TableSpec(1280, 800, (3, 4), 10, 2))
    cards = layout.melds[1].cards
    y = cards[0].center[1]
    assert hit_test(layout, cards[0].x + 2, y) == MeldTarget(1, 0, 0)
    assert hit_test(layout, cards[1].x + (cards[2].x - cards[1].x) * 0.8, y) == MeldTarget(1, 2, 1)
    assert hit_test(layout, cards[-1].right - 2, y) == MeldTarget(1, 4, 3)
    assert hit_test(layout, cards[-1].right + layout.meld_gap * 0.3, y) == MeldTarget(1, 4, None)


def test_hit_test_names_every_area():
    layout = layout_table(TableSpec(1280, 800, (3,), 10, 2, freed=1))
    assert hit_test(layout, *layout.stock.center) == StockTarget()
    assert hit_test(layout, *layout.opponents[1].area.center) == OpponentTarget(1)
    assert hit_test(layout, *layout.freed_area.center) == FreedTarget()
    assert hit_test(layout, layout.hand[0].x + 1, layout.hand[0].center[1]) == HandTarget(0)
    assert hit_test(layout, layout.hand[-1].right - 1, layout.hand[-1].center[1]) == HandTarget(10)
    assert hit_test(layout, layout.table.x + layout.table.w * 0.5, layout.table.bottom - 5) == TableTarget(len(layout.melds))
    assert hit_test(layout, -5, -5) is None


def test_right_to_left_mirrors_the_table_but_not_the_order_inside_a_meld():
    spec = TableSpec(1280, 800, (3, 4, 5), 10, 2, freed=1)
    ltr, rtl = layout_table(spec), layout_table(replace(spec, right_to_left=True))
    assert rtl.stock.x < rtl.width / 2 < ltr.stock.x
    assert rtl.freed_area.x < rtl.melds[0].bounds.x
    for a, b in zip(ltr.melds, rtl.melds):
        assert b.bounds == a.bounds.mirrored(1280)
        assert [r.x for r in b.cards] == sorted(r.x for r in b.cards)   # A-2-3 still reads left to right
        assert b.grip.x > b.cards[-1].x
    assert rtl.melds[0].bounds.x > rtl.melds[1].bounds.x               # melds flow from the right
    assert rtl.opponents[0].area.x > rtl.opponents[1].area.x           # the next player at the right
    assert rtl.hand[-1].right == rtl.hand_area.right


def test_hit_test_works_on_the_mirrored_table():
    layout = layout_table(TableSpec(1280, 800, (3, 4), 10, 2, right_to_left=True))
    cards = layout.melds[1].cards
    y = cards[0].center[1]
    assert hit_test(layout, cards[0].x + 2, y) == MeldTarget(1, 0, 0)
    assert hit_test(layout, cards[-1].right - 2, y) == MeldTarget(1, 4, 3)
    assert hit_test(layout, *layout.stock.center) == StockTarget()


@pytest.mark.parametrize("right_to_left", [False, True])
def test_empty_table_says_where_a_new_meld_goes_in_the_order_of_the_melds(right_to_left):
    layout = layout_table(TableSpec(1280, 800, (5,) * 6, 10, 2, right_to_left=right_to_left))
    rows = sorted({meld.bounds.y for meld in layout.melds})
    assert len(rows) >= 2, "the melds take more than one row"
    first_row = [meld.bounds for meld in layout.melds if meld.bounds.y == rows[0]]
    end = first_row[-1]
    rest_of_the_row = (end.x - 40 if right_to_left else end.right + 40, end.center[1])
    assert hit_test(layout, *rest_of_the_row) == TableTarget(len(first_row))
    below_every_row = (layout.table.center[0], layout.table.bottom - 3)
    assert hit_test(layout, *below_every_row) == TableTarget(len(layout.melds))


@pytest.mark.parametrize("right_to_left", [False, True])
def test_a_meld_put_on_the_table_lies_with_its_first_card_where_it_was_put(right_to_left):
    spec = TableSpec(1280, 800, (3, 4, 3), 10, 2, right_to_left=right_to_left)
    plain = layout_table(spec)
    across = 0.3 if right_to_left else 0.7   # past the other melds, in the direction they flow
    point = (plain.table.x + plain.table.w * across, plain.table.y + plain.table.h * 0.6)
    anchor = anchor_at(plain, *point, cards=3)
    layout = layout_table(replace(spec, meld_anchors=(None, None, anchor), held_card_w=plain.card_w))
    first = layout.melds[2].cards[0]
    assert first.x <= point[0] <= first.right and layout.melds[2].bounds.y <= point[1] <= first.bottom
    assert [m.bounds for m in layout.melds[:2]] == [m.bounds for m in plain.melds[:2]]   # the others stay


def test_melds_put_at_the_same_place_lie_side_by_side():
    spec = TableSpec(1280, 800, (3, 3, 3), 10, 2)
    plain = layout_table(spec)
    anchor = anchor_at(plain, plain.table.center[0], plain.table.center[1], cards=3)
    layout = layout_table(replace(spec, meld_anchors=(anchor, anchor, anchor)))
    bounds = [m.bounds for m in layout.melds]
    assert not any(overlaps(a, b) for i, a in enumerate(bounds) for b in bounds[i + 1:])
    assert len({b.y for b in bounds}) == 1, "the nearest free places are in the same row"


@settings(max_examples=60, deadline=None)
@given(sizes=st.lists(st.integers(3, 8), max_size=14),
       anchors=st.lists(st.one_of(st.none(), st.tuples(st.floats(-3, 25), st.integers(-1, 8))), max_size=14),
       width=st.integers(640, 1920), height=st.integers(480, 1080), right_to_left=st.booleans())
def test_melds_never_overlap_nor_leave_the_table_wherever_they_were_put(sizes, anchors, width, height, right_to_left):
    layout = layout_table(TableSpec(width, height, tuple(sizes), 10, 2, right_to_left=right_to_left,
                                    meld_anchors=tuple(anchors)))
    bounds = [m.bounds for m in layout.melds]
    assert len(bounds) == len(sizes)
    assert all(inside(b, layout.table.inflated(1e-6, 1e-6)) for b in bounds)
    assert not any(overlaps(a, b) for i, a in enumerate(bounds) for b in bounds[i + 1:])
    assert not any(overlaps(b, layout.hand_area) or overlaps(b, layout.stock) for b in bounds)


def test_the_hand_uses_the_room_it_has_before_its_cards_overlap():
    few = layout_table(TableSpec(1280, 800, (), 5, 2))
    assert all(a.right < b.x for a, b in zip(few.hand, few.hand[1:])), "cards overlap with room to spare"
    assert hit_test(few, few.hand[2].right + 1, few.hand[2].center[1]) == HandTarget(3)
    for count in (10, 14, 30):
        many = layout_table(TableSpec(1280, 800, (), count, 2))
        assert all(b.x < a.right for a, b in zip(many.hand, many.hand[1:]))
        assert abs(many.hand[-1].right - many.hand_area.right) < 1e-6, "a fan that does not use the whole width"


def test_the_hand_has_a_line_for_its_label_clear_of_the_table_and_the_cards():
    for spec in (TableSpec(1280, 800, (3, 4), 10, 2), TableSpec(1280, 800, (3, 4), 10, 2, right_to_left=True)):
        layout = layout_table(spec)
        assert layout.table.bottom <= layout.hand_label.y and layout.hand_label.bottom <= layout.hand_area.y
        assert hit_test(layout, layout.hand[0].center[0], layout.hand_label.center[1]) == HandTarget(0) or \
            hit_test(layout, layout.hand[0].center[0], layout.hand_label.center[1]) == HandTarget(1)


@pytest.mark.parametrize("right_to_left", [False, True])
def test_the_gin_hand_uses_the_room_it_has_before_its_cards_overlap(right_to_left):
    """Ten cards in a meld and seven deadwood: side by side on a wide table, and on a laptop's
    table as little overlapped as its width allows, the row reaching the far edge."""
    wide = layout_gin(GinSpec(1900, 1000, hand=(3, 7), opponent=(10,), rtl=right_to_left))
    for group in wide.hand:
        cards = sorted(group, key=lambda rect: rect.x)
        assert all(a.right <= b.x for a, b in zip(cards, cards[1:])), "cards overlap with room to spare"
    laptop = layout_gin(GinSpec(690, 630, hand=(3, 7), opponent=(10,), rtl=right_to_left))
    cards = laptop.hand_left_to_right
    assert any(b.x < a.right for a, b in zip(cards, cards[1:])), "ten cards side by side on a 690-pixel table"
    assert abs(cards[-1].right - laptop.hand_area.right) < 1e-6 and abs(cards[0].x - laptop.hand_area.x) < 1e-6, (
        "an overlapped hand that leaves part of its row empty")


def test_the_card_widths_ahead_are_the_next_widths_a_layout_tries():
    assert card_widths_ahead(100) == (96, 93, 90)
    assert card_widths_ahead(30, count=5) == (29, 28)   # no smaller card than the smallest
    assert card_widths_ahead(MIN_CARD_WIDTH) == ()


def test_a_fuller_table_shrinks_its_cards_to_one_of_the_widths_ahead():
    spec = TableSpec(1000, 700, (3,) * 7, 10, 3)
    now = layout_table(spec).card_w
    fuller = layout_table(replace(spec, meld_sizes=(3,) * 14)).card_w
    assert fuller < now
    assert fuller in card_widths_ahead(now, count=10)
