"""How far a play reaches into the table: the melds it takes apart.

A person who has learnt the game looks at a few melds at a time: "if I take
the 7♣ off that run, my 7♦ 7♥ make a group". Adding cards to a meld, or
joining two melds into one, leaves each meld's cards together; taking cards
out of a meld to use them elsewhere splits it. :func:`melds_split` counts the
melds a new table split, which is how hard the play is to see: the medium
level plays the exact solver's best play only when it splits at most two melds.
"""

from __future__ import annotations

from typing import Sequence

from rummy_desktop.ai.manipulation_plays import Meld

__all__ = ["melds_split"]


def melds_split(before: Sequence[Meld], after: Sequence[Meld]) -> int:
    """How many melds of ``before`` do not lie whole inside one meld of ``after``.

    Cards are told apart by their physical identity (``Card.key``), so a
    joker that changed its declaration still counts as the same card.
    """
    where = {card.key: number for number, meld in enumerate(after) for card in meld}
    return sum(1 for meld in before if len({where.get(card.key) for card in meld}) > 1)
