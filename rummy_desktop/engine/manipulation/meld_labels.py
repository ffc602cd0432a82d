"""The short labels that name the melds on the table: A, B, C, … Z, AA, AB, …

A label is a meld's name for as long as the meld lasts, so that what a message,
a hint or a puzzle's check says of "B" is still true of the meld framed "B" on
the screen after other melds came and went. Adding cards to a meld or taking
some away keeps its label; a meld made new takes the first label no meld holds.
Between turns the melds of the new table take the labels of the melds they come
from (the one that gave them more than half of their cards).

Pure functions over card keys: the engine's table has no labels of its own.
"""

from __future__ import annotations

from string import ascii_uppercase
from typing import Collection, Hashable, Sequence

__all__ = ["label_for", "first_free_label", "labels_in_order", "carried_labels"]


def label_for(index: int) -> str:
    """The ``index``-th label (from 0): A … Z, then AA, AB, … as spreadsheet columns are named."""
    if index < 0:
        raise ValueError("a label index is never negative")
    letters = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        letters = ascii_uppercase[rest] + letters
    return letters


def first_free_label(used: Collection[str]) -> str:
    """The first label in A, B, C, … order that is not in ``used``."""
    index = 0
    while label_for(index) in used:
        index += 1
    return label_for(index)


def labels_in_order(count: int) -> tuple[str, ...]:
    """A, B, C, … for ``count`` melds."""
    return tuple(label_for(i) for i in range(count))


def carried_labels(old: Sequence[Collection[Hashable]], old_labels: Sequence[str],
                   new: Sequence[Collection[Hashable]]) -> tuple[str, ...]:
    """Labels for the melds ``new`` (each a collection of card keys), carried over from the melds ``old``.

    A new meld takes the label of the old meld that gave it more than half of its cards (so no two new
    melds can claim the same one); any other new meld takes the first label left free, in table order.
    """
    old_sets = [frozenset(meld) for meld in old]
    labels: list[str | None] = []
    for meld in new:
        keys = frozenset(meld)
        shared, label = max(((len(keys & cards), name) for cards, name in zip(old_sets, old_labels)),
                            default=(0, None), key=lambda pair: pair[0])
        labels.append(label if label is not None and 2 * shared > len(keys) else None)
    # Two new melds can each take more than half of their cards from one old meld only if one of them
    # is smaller than the other's share: the larger keeps the label.
    owners: dict[str, int] = {}
    for i, label in enumerate(labels):
        if label is None:
            continue
        if label in owners and len(new[owners[label]]) >= len(new[i]):
            labels[i] = None
        else:
            if label in owners:
                labels[owners[label]] = None
            owners[label] = i
    used = {label for label in labels if label is not None}
    result: list[str] = []
    for label in labels:
        if label is None:
            label = first_free_label(used)
            used.add(label)
        result.append(label)
    return tuple(result)
