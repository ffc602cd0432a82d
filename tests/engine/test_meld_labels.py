"""Meld labels: short, unique, and a meld's name for as long as it lasts."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rummy_desktop.engine.manipulation.meld_labels import carried_labels, first_free_label, label_for, labels_in_order


def test_labels_run_like_spreadsheet_columns():
    assert [label_for(i) for i in (0, 1, 25, 26, 27, 51, 52, 701, 702)] == \
        ["A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"]
    assert labels_in_order(3) == ("A", "B", "C")


def test_a_new_meld_takes_the_first_label_left_free():
    assert first_free_label({"A", "B", "D"}) == "C"
    assert first_free_label(set()) == "A"


def test_a_meld_keeps_its_label_when_cards_come_and_go():
    old = [{1, 2, 3}, {4, 5, 6}, {7, 8, 9}]
    new = [{1, 2, 3}, {7, 8, 9, 10}, {4, 5}, {11, 12, 13}]
    assert carried_labels(old, ["A", "B", "C"], new) == ("A", "C", "B", "D")


def test_a_meld_made_of_pieces_of_several_takes_a_free_label():
    old = [{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11}]
    new = [{9, 10, 11}, {1, 2, 5, 6}, {3, 4, 7, 8}]   # half of each, never more than half of either
    assert carried_labels(old, ["A", "B", "C"], new) == ("C", "A", "B")


def test_of_two_melds_claiming_one_label_the_larger_keeps_it():
    old = [{1, 2, 3, 4, 5, 6, 7}]
    new = [{1, 2, 9}, {3, 4, 5, 6, 7}]
    assert carried_labels(old, ["A"], new) == ("B", "A")


@st.composite
def melds(draw: st.DrawFn) -> list[frozenset[int]]:
    """Melds of distinct cards (a card lies in one meld at most)."""
    cards = draw(st.permutations(range(40)))
    sizes = draw(st.lists(st.integers(1, 6), max_size=8))
    cut, out = 0, []
    for size in sizes:
        out.append(frozenset(cards[cut:cut + size]))
        cut += size
    return out


@given(old=melds(), new=melds())
def test_carried_labels_are_unique_and_one_per_meld(old, new):
    labels = carried_labels(old, labels_in_order(len(old)), new)
    assert len(labels) == len(new) == len(set(labels))


@given(old=melds())
def test_a_table_that_did_not_change_keeps_every_label(old):
    names = tuple(reversed(labels_in_order(len(old))))
    assert carried_labels(old, names, old) == names
