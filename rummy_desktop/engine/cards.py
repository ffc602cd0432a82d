"""Cards, their notation and their values.

A :class:`Card` is one *physical* card: two packs hold two 8♠ that differ only
in ``copy``, and the two jokers are distinct objects. The rules treat identical
cards alike; drag and drop, undo and saves need to tell them apart.

Notation (the scripting API's, see README): rank ``A 2 … 10 J Q K`` (``T`` for ten) and suit
``S H D C`` (or ``♠ ♥ ♦ ♣``), e.g. ``AS``, ``10H``; a joker is ``JK`` and a joker
on the table with its declared card is ``JK=7H``. Parsing is case-insensitive.
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import lru_cache
from typing import Iterable, Sequence

from .messages import QT_TRANSLATE_NOOP, Explanation

__all__ = [
    "Suit",
    "Face",
    "Card",
    "JOKER_RANK",
    "RANK_NAMES",
    "parse_card",
    "parse_cards",
    "check_copies",
    "distinct_copies",
    "parse_face",
    "format_cards",
    "make_deck",
    "card_points",
    "face_points",
    "sort_by_suit",
    "sort_by_rank",
    "shuffled_deck",
    "rank_text",
    "JOKER_POINTS",
]

JOKER_RANK = 0
RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}
_RANK_FROM_TEXT = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10}
_RANK_FROM_TEXT.update({str(n): n for n in range(2, 11)})


class Suit(str, Enum):
    """The four suits; the value is the notation letter."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        return _SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def order(self) -> int:
        return _SUIT_ORDER[self]


_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SUIT_FROM_TEXT = {s.value: s for s in Suit} | {sym: s for s, sym in _SYMBOLS.items()}
_SUIT_ORDER = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3}


def rank_text(rank: int) -> str:
    return RANK_NAMES.get(rank, str(rank))


@dataclass(frozen=True, order=True, slots=True)
class Face:
    """What a card shows, regardless of which physical copy it is: rank and suit."""

    rank: int
    suit: Suit

    def __post_init__(self) -> None:
        if not 1 <= self.rank <= 13:
            raise ValueError(f"rank {self.rank} is not between 1 (ace) and 13 (king)")

    def __str__(self) -> str:
        return f"{rank_text(self.rank)}{self.suit.value}"

    @property
    def pretty(self) -> str:
        """``7♥``: the way the app shows a card to a person."""
        return f"{rank_text(self.rank)}{self.suit.symbol}"


_FACES = {(rank, suit): Face(rank, suit) for rank in range(1, 14) for suit in Suit}
"""Every face once: a card's face is asked for often (the table solver's moves, the melds' checks), and a
face is immutable, so cards share these instead of building a new one each time."""


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card.

    ``rank`` is 1 (ace) to 13 (king), or :data:`JOKER_RANK` for a joker, whose
    ``suit`` is ``None``. ``copy`` tells identical cards of a two-pack game
    apart. ``declared`` is the card a joker on the table stands for (``None``
    for real cards and for a joker not yet declared). Two cards are the *same
    physical card* when :attr:`key` is equal; the declaration is not part of it.
    """

    rank: int
    suit: Suit | None
    copy: int = 0
    declared: Face | None = None
    key: tuple[int, str, int] = field(init=False, repr=False, compare=False)
    """Identity of the physical card (rank, suit letter, copy): worked out once, as a card is made; the
    table and the engine ask for it thousands of times a move, and an enum's value is a slow attribute."""

    def __post_init__(self) -> None:
        if self.rank == JOKER_RANK:
            if self.suit is not None:
                raise ValueError("a joker has no suit")
        else:
            if self.suit is None or not 1 <= self.rank <= 13:
                raise ValueError(f"not a card: rank {self.rank}, suit {self.suit}")
            if self.declared is not None:
                raise ValueError("only a joker can declare a card")
        object.__setattr__(self, "key", (self.rank, self.suit.value if self.suit else "", self.copy))

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    @property
    def face(self) -> Face | None:
        """The card as the rules see it: its own face, or a joker's declared card."""
        if self.is_joker:
            return self.declared
        assert self.suit is not None
        return _FACES[self.rank, self.suit]

    def declare(self, face: Face | None) -> Card:
        """This joker declaring ``face`` (``None`` to clear the declaration)."""
        if not self.is_joker:
            raise ValueError(f"{self} is not a joker and cannot declare a card")
        return replace(self, declared=face)

    def bare(self) -> Card:
        """The physical card without a joker declaration."""
        return replace(self, declared=None) if self.declared is not None else self

    def same_physical(self, other: Card) -> bool:
        return self.key == other.key

    def __str__(self) -> str:
        if self.is_joker:
            return f"JK={self.declared}" if self.declared else "JK"
        assert self.suit is not None
        return f"{rank_text(self.rank)}{self.suit.value}"

    @property
    def pretty(self) -> str:
        """``7♥``, ``JK``, ``JK=7♥``: for players."""
        if self.is_joker:
            return f"JK={self.declared.pretty}" if self.declared else "JK"
        assert self.suit is not None
        return f"{rank_text(self.rank)}{self.suit.symbol}"

    @property
    def token(self) -> str:
        """Copy-aware text for saves and logs: ``8S#1`` is the second 8♠."""
        return f"{self}#{self.copy}"

    @classmethod
    def from_token(cls, text: str) -> Card:
        """Inverse of :attr:`token`."""
        body, sep, copy_text = text.rpartition("#")
        if not sep or not copy_text.isdigit() or len(copy_text) > 1:
            raise ValueError(
                Explanation(
                    QT_TRANSLATE_NOOP(
                        "CardNotation",
                        "“{text}” is not a card as saves write it: the card, then “#” and which of the identical"
                        " cards it is (0 for the first)",
                    ),
                    text=text,
                )
            )
        return card_copy(body, int(copy_text))

    def __repr__(self) -> str:
        return f"Card({self.token!r})"


def parse_face(text: str) -> Face:
    """``"7H"`` -> ``Face(7, HEARTS)``; ``ValueError`` naming the text otherwise."""
    card = parse_card(text)
    if card.is_joker:
        raise ValueError(
            Explanation(
                QT_TRANSLATE_NOOP("CardNotation", "“{text}” is a joker, not a card a joker can stand for"), text=text
            )
        )
    face = card.face
    assert face is not None
    return face


@lru_cache(maxsize=1024)
def card_copy(text: str, copy: int) -> Card:
    """``parse_card(text)`` as physical copy ``copy`` (``ValueError`` as :func:`parse_card`).

    Remembered: a save and a worker's messages name the same few hundred cards tens of thousands of
    times, and reading a long game's save back (every autosave does) spent most of its time here.
    Cards are immutable, so one object serves every reading; a text refused is not remembered."""
    return replace(parse_card(text), copy=copy)


def parse_card(text: str) -> Card:
    """Parse one card (``AS``, ``10H``, ``T♦``, ``JK``, ``JK=7H``)."""
    raw = text
    t = text.strip().upper()
    if not t:
        raise ValueError(Explanation(QT_TRANSLATE_NOOP("CardNotation", "the card text is empty")))
    if t.startswith("JK"):
        rest = t[2:]
        if not rest:
            return Card(JOKER_RANK, None)
        if rest.startswith("=") and len(rest) > 1:
            try:
                declared = parse_face(rest[1:])
            except ValueError:
                raise ValueError(
                    Explanation(
                        QT_TRANSLATE_NOOP("CardNotation", "“{text}”: a joker must declare a card such as JK=7H"),
                        text=raw,
                    )
                ) from None
            return Card(JOKER_RANK, None, declared=declared)
        raise ValueError(
            Explanation(
                QT_TRANSLATE_NOOP("CardNotation", "“{text}” is not a card (a joker is written JK or JK=7H)"), text=raw
            )
        )
    suit = _SUIT_FROM_TEXT.get(t[-1])
    rank = _RANK_FROM_TEXT.get(t[:-1])
    if suit is None or rank is None:
        raise ValueError(
            Explanation(
                QT_TRANSLATE_NOOP("CardNotation", "“{text}” is not a card (write rank then suit, e.g. AS, 10H, QD)"),
                text=raw,
            )
        )
    return Card(rank, suit)


def parse_cards(text: str) -> list[Card]:
    """Parse cards separated by white space; ``""`` gives ``[]``.

    Identical cards in one string become distinct physical copies, so
    ``parse_cards("8S 8S")`` is the two 8♠ of a two-pack game and
    ``parse_cards("JK JK")`` the two jokers.
    """
    cards: list[Card] = []
    seen: dict[tuple[int, str], int] = {}
    for word in text.split():
        card = parse_card(word)
        ident = (card.rank, card.suit.value if card.suit else "")
        n = seen.get(ident, 0)
        seen[ident] = n + 1
        cards.append(replace(card, copy=n) if n else card)
    return cards


def check_copies(card_lists: Sequence[Sequence[Card]], packs: int, jokers: int) -> None:
    """Refuse cards no game of ``packs`` packs and ``jokers`` jokers could hold together.

    Each face is counted over every list, whatever the copy numbers say: a
    game holds ``packs`` cards of each face and ``jokers`` jokers. A
    ``ValueError`` names the first card given more often than that.
    """
    given = Counter((card.rank, card.suit) for cards in card_lists for card in cards)
    for (rank, suit), count in given.items():
        most = jokers if rank == JOKER_RANK else packs
        if count <= most:
            continue
        name = Card(rank, suit).pretty
        if most == 0:
            raise ValueError(Explanation(QT_TRANSLATE_NOOP("CardNotation", "this game has no {card}"), card=name))
        raise ValueError(
            Explanation(
                QT_TRANSLATE_NOOP("CardNotation", "{card} is given {count} times, but the game has only {most}"),
                card=name, count=count, most=most,
            )
        )


def distinct_copies(card_lists: Sequence[Sequence[Card]], packs: int, jokers: int) -> list[list[Card]]:
    """``card_lists`` with equal cards in different places made different physical cards.

    Cards parsed list by list (a table's melds, a hand) each start their copies
    at 0, so the table's 7♠ and the hand's 7♠ are the same physical card to
    the engine. Here every face given more than once as the same physical card
    is numbered again, copy 0, 1, ... in the order given; other cards keep
    their copy. :func:`check_copies` first refuses more cards of a face than
    the game holds.
    """
    check_copies(card_lists, packs, jokers)
    keys = Counter(card.key for cards in card_lists for card in cards)
    clashing = {key[:2] for key, count in keys.items() if count > 1}
    if not clashing:
        return [list(cards) for cards in card_lists]
    copies: defaultdict[tuple[int, str], int] = defaultdict(int)
    renumbered = []
    for cards in card_lists:
        row = []
        for card in cards:
            face = card.key[:2]
            if face in clashing:
                card = replace(card, copy=copies[face])
                copies[face] += 1
            row.append(card)
        renumbered.append(row)
    return renumbered


def format_cards(cards: Iterable[Card]) -> str:
    """Inverse of :func:`parse_cards` (declarations kept, copies not shown)."""
    return " ".join(str(c) for c in cards)


def make_deck(packs: int, jokers: int) -> list[Card]:
    """``packs`` 52-card packs plus ``jokers`` jokers, every physical card distinct."""
    deck = [
        Card(rank, suit, copy)
        for copy in range(packs)
        for suit in Suit
        for rank in range(1, 14)
    ]
    deck += [Card(JOKER_RANK, None, copy) for copy in range(jokers)]
    return deck


def shuffled_deck(packs: int, jokers: int, rng: random.Random) -> list[Card]:
    deck = make_deck(packs, jokers)
    rng.shuffle(deck)
    return deck


def face_points(rank: int) -> int:
    """Value of a non-joker rank left in hand: ace 1, 2-10 face value, J Q K 10."""
    return 1 if rank == 1 else min(rank, 10)


JOKER_POINTS = 25


def card_points(card: Card) -> int:
    """Value of a card left in hand (both games): joker 25, J Q K 10, ace 1."""
    return JOKER_POINTS if card.is_joker else face_points(card.rank)


def _suit_key(card: Card) -> tuple[int, int, int]:
    if card.is_joker:
        return (9, 0, card.copy)
    assert card.suit is not None
    return (card.suit.order, card.rank, card.copy)


def _rank_key(card: Card) -> tuple[int, int, int]:
    if card.is_joker:
        return (99, 0, card.copy)
    assert card.suit is not None
    return (card.rank, card.suit.order, card.copy)


def sort_by_suit(cards: Iterable[Card]) -> list[Card]:
    """Suits together (♠ ♥ ♣ ♦, alternating colours), ranks ascending, jokers last."""
    return sorted(cards, key=_suit_key)


def sort_by_rank(cards: Iterable[Card]) -> list[Card]:
    """Ranks ascending, ties by suit, jokers last."""
    return sorted(cards, key=_rank_key)
