"""Melds: groups (sets) and sequences (runs), with declared jokers.

The checks here serve both games. Manipulation Rummy lets the ace be low
(A-2-3) or high (Q-K-A) and uses jokers with a declared card; Gin Rummy keeps
the ace low and has no jokers (``ace_high=False, jokers=False``).

A meld's validity does not depend on the order its cards are listed in;
:func:`arrange` gives the order in which a meld is shown.
"""

from __future__ import annotations

from enum import Enum
from itertools import product
from typing import Callable, Sequence

from .cards import Card, Face, Suit
from .messages import QT_TRANSLATE_NOOP, Explanation

__all__ = [
    "MeldKind",
    "meld_kind",
    "meld_problem",
    "is_valid_meld",
    "joker_candidates",
    "declaration_options",
    "declare_free_jokers",
    "arrange",
    "ALL_FACES",
]

ALL_FACES: tuple[Face, ...] = tuple(Face(r, s) for s in Suit for r in range(1, 14))


class MeldKind(str, Enum):
    GROUP = "group"
    SEQUENCE = "sequence"


def _group_problem(faces: Sequence[Face]) -> Explanation | None:
    seen: set[Suit] = set()
    for f in faces:
        if f.suit in seen:
            return Explanation(
                QT_TRANSLATE_NOOP("Melds", "A group can't hold two {card}: its cards must all be different suits."),
                card=f.pretty,
            )
        seen.add(f.suit)
    return None


def _run_positions(faces: Sequence[Face], ace_high: bool) -> list[int] | None:
    """Positions of a run's cards (ace as 1 or 14), or None if no reading is consecutive."""
    ranks = sorted(f.rank for f in faces)
    readings = [ranks]
    if ace_high and 1 in ranks:
        readings.append(sorted(14 if r == 1 else r for r in ranks))
    for pos in readings:
        if len(set(pos)) == len(pos) and pos[-1] - pos[0] == len(pos) - 1:
            return pos
    return None


def _sequence_problem(faces: Sequence[Face], ace_high: bool) -> Explanation | None:
    ranks = [f.rank for f in faces]
    for f in faces:
        if ranks.count(f.rank) > 1:
            return Explanation(QT_TRANSLATE_NOOP("Melds", "A sequence can't hold two {card}."), card=f.pretty)
    if _run_positions(faces, ace_high) is not None:
        return None
    rs = set(ranks)
    if ace_high and {1, 2, 13} <= rs:
        return Explanation(
            QT_TRANSLATE_NOOP(
                "Melds",
                "A sequence can't turn the corner (K-A-2): the ace is low (A-2-3) or high (Q-K-A), not both.",
            )
        )
    if not ace_high and _run_positions(faces, ace_high=True) is not None:
        return Explanation(QT_TRANSLATE_NOOP("Melds", "The ace is low only in this game: Q-K-A is not a run."))
    readings = [sorted(rs)]
    if ace_high and 1 in rs:
        readings.append(sorted(14 if r == 1 else r for r in rs))
    span = min(readings, key=lambda p: p[-1] - p[0])
    missing = [p for p in range(span[0], span[-1] + 1) if p not in span]
    suit = faces[0].suit
    shown = " ".join(Face(1 if p == 14 else p, suit).pretty for p in missing[:3])
    if len(missing) > 3:
        return Explanation(
            QT_TRANSLATE_NOOP("Melds", "A sequence needs consecutive cards: {cards} and more missing."), cards=shown
        )
    return Explanation(QT_TRANSLATE_NOOP("Melds", "A sequence needs consecutive cards: {cards} missing."), cards=shown)


def meld_kind(faces: Sequence[Face], *, ace_high: bool = True) -> MeldKind | None:
    """The kind of meld these faces form, or None if they form none."""
    if len(faces) < 3:
        return None
    if len({f.rank for f in faces}) == 1 and _group_problem(faces) is None:
        return MeldKind.GROUP
    if len({f.suit for f in faces}) == 1 and _sequence_problem(faces, ace_high) is None:
        return MeldKind.SEQUENCE
    return None


def meld_problem(
    cards: Sequence[Card], *, ace_high: bool = True, jokers: bool = True
) -> Explanation | None:
    """Why these cards are not a legal meld, in words a player understands; None if legal."""
    if len(cards) < 3:
        return Explanation(
            QT_TRANSLATE_NOOP("Melds", "A meld needs at least 3 cards; this one has {count}."), count=len(cards)
        )
    faces: list[Face] = []
    for c in cards:
        if c.is_joker:
            if not jokers:
                return Explanation(QT_TRANSLATE_NOOP("Melds", "This game is played without jokers."))
            if c.declared is None:
                return Explanation(
                    QT_TRANSLATE_NOOP("Melds", "A joker here has not been told which card it stands for.")
                )
        face = c.face
        assert face is not None
        faces.append(face)
    if len({f.rank for f in faces}) == 1:
        return _group_problem(faces)
    if len({f.suit for f in faces}) == 1:
        return _sequence_problem(faces, ace_high)
    return Explanation(
        QT_TRANSLATE_NOOP(
            "Melds",
            "Cards in a meld must be one rank (a group of different suits) or one suit in sequence (a run).",
        )
    )


def is_valid_meld(cards: Sequence[Card], *, ace_high: bool = True, jokers: bool = True) -> bool:
    """True when the cards form a legal meld (jokers must carry their declared card)."""
    return meld_problem(cards, ace_high=ace_high, jokers=jokers) is None


def declaration_options(cards: Sequence[Card], *, ace_high: bool = True) -> list[tuple[Face, ...]]:
    """Every way to declare this meld's undeclared jokers that makes it legal.

    Each option lists one face per undeclared joker, in the order the jokers
    appear. Declared jokers keep their card. Empty when nothing works.
    """
    free = [i for i, c in enumerate(cards) if c.is_joker and c.declared is None]
    if not free:
        return [()] if is_valid_meld(cards, ace_high=ace_high) else []
    candidates = _plausible_faces(cards)
    options: list[tuple[Face, ...]] = []
    for combo in product(candidates, repeat=len(free)):
        trial = list(cards)
        for i, face in zip(free, combo):
            trial[i] = cards[i].declare(face)
        if is_valid_meld(trial, ace_high=ace_high):
            options.append(combo)
    return options


def _plausible_faces(cards: Sequence[Card]) -> tuple[Face, ...]:
    """Faces worth trying for a joker: same rank or same suit as a known card."""
    known = [c.face for c in cards if c.face is not None]
    if not known:
        return ALL_FACES
    ranks = {f.rank for f in known}
    suits = {f.suit for f in known}
    return tuple(f for f in ALL_FACES if f.rank in ranks or f.suit in suits)


def joker_candidates(cards: Sequence[Card], *, ace_high: bool = True) -> list[Face]:
    """For a meld with one undeclared joker: every card it could declare to make the meld legal."""
    free = [c for c in cards if c.is_joker and c.declared is None]
    if len(free) != 1:
        raise ValueError(f"expected exactly one undeclared joker, found {len(free)}")
    return sorted({opt[0] for opt in declaration_options(cards, ace_high=ace_high)})


def declare_free_jokers(meld: Sequence[Card], choose: Callable[[list[Face]], Face | None]) -> list[Card] | None:
    """The meld with each undeclared joker given a card, one joker after another: the only card that fits,
    or the one ``choose`` picks among those that do; None when ``choose`` gives None (a cancelled choice).
    A joker no card fits stays undeclared. The meld comes back in display order (:func:`arrange`)."""
    cards = list(meld)
    while True:
        free = [j for j, c in enumerate(cards) if c.is_joker and c.declared is None]
        choices = sorted({option[0] for option in declaration_options(cards)}) if free else []
        if not choices:
            return arrange(cards)
        face = choices[0] if len(choices) == 1 else choose(choices)
        if face is None:
            return None
        cards[free[0]] = cards[free[0]].declare(face)


def arrange(cards: Sequence[Card], *, ace_high: bool = True) -> list[Card]:
    """The display order of a meld: a run by rank (ace where it is used), a group by suit.

    Cards that do not (yet) form a meld keep their order.
    """
    if any(c.face is None for c in cards):
        return list(cards)
    faces = [c.face for c in cards]
    kind = meld_kind(faces, ace_high=ace_high)  # type: ignore[arg-type]
    if kind is MeldKind.GROUP:
        return sorted(cards, key=lambda c: c.face.suit.order)  # type: ignore[union-attr]
    if kind is MeldKind.SEQUENCE:
        ranks = {f.rank for f in faces}  # type: ignore[union-attr]
        ace_as_high = ace_high and 1 in ranks and 13 in ranks
        def position(c: Card) -> int:
            r = c.face.rank  # type: ignore[union-attr]
            return 14 if (r == 1 and ace_as_high) else r
        return sorted(cards, key=position)
    return list(cards)
