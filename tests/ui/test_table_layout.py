"""Table geometry without Qt: everything fits, cards follow the window, points hit the right slot."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rummy_desktop.ui.gin.layout import GinSpec, layout_gin
from rummy_desktop.ui.table.table_layout import (
    FreedTarget,
    HandTarget,
    MeldTarget,
    OpponentTarget,
    Rect,
    StockTarget,
    TableSpec,
    TableTarget,
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
    assert hit_test(layout, layout.table.x + layout.table.w * 0.5, layout.table.bottom - 5) == TableTarget()
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
