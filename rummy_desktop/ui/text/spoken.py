"""Texts for the ear: cards and melds in words, never in the signs the card faces show.

A screen reader reads ``10♥ JK=J♥ Q♥`` as "ten black heart suit, J K equals ..." or skips
the signs altogether. What is said to assistive technology goes through here:
:func:`spoken_cards` names cards in the player's language ("five, six, seven of clubs"),
and :func:`in_words` turns every card written in signs inside a sentence (a hint, an
explanation) into words.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from PySide6.QtCore import QCoreApplication

from rummy_desktop.controller.placeholders import fill
from rummy_desktop.engine.cards import Card, Suit, parse_face

from .game_log_text import listed
from .i18n import rank_words, spoken_card, spoken_face, suit_words

__all__ = ["spoken_cards", "in_words", "drawn_card_words"]

_CARD = r"(?:10|[2-9AJQK])[♠♥♦♣]"
_ONE = rf"JK(?:={_CARD})?|{_CARD}"
_RUN = re.compile(rf"(?<![\w=])(?:{_ONE})(?: (?:{_ONE}))*(?![\w])")
_SUITS = {"♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS}
_SUIT_SIGN = re.compile("[♠♥♦♣]")
_DIRECTION_MARKS = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
"""Unicode's invisible direction marks and isolates: they order text on screen, and a screen reader
either says them ("right-to-left mark") or stumbles on them."""


def spoken_cards(cards: Sequence[Card]) -> str:
    """Cards in words, a run of one suit said once: "five, six, seven of clubs"; otherwise each card
    named: "queen of spades, queen of hearts, joker as queen of clubs"."""
    suits = {card.suit for card in cards}
    if len(cards) > 1 and not any(card.is_joker for card in cards) and len(suits) == 1:
        suit = next(iter(suits))
        assert suit is not None
        #: A card in words: %1 is the rank ("seven"), %2 the suit ("hearts"). Reorder freely.
        return fill(QCoreApplication.translate("CardNames", "%1 of %2"),
                    listed(rank_words(card.rank) for card in cards), suit_words(suit))
    return listed(spoken_card(card) for card in cards)


def _token(text: str) -> str:
    if text == "JK":
        return QCoreApplication.translate("CardNames", "joker")
    if text.startswith("JK="):
        #: A joker on the table and the card it stands for (%1, e.g. "seven of hearts").
        return fill(QCoreApplication.translate("CardNames", "joker as %1"), spoken_face(parse_face(text[3:])))
    return spoken_face(parse_face(text))


def in_words(text: str) -> str:
    """``text`` for the ear: every card written in signs said in words ("Play 10♥ JK=J♥" becomes
    "Play ten of hearts, joker as jack of hearts"), a suit's sign on its own too ("♦ blue": "diamonds
    blue"), and no direction marks."""
    text = _DIRECTION_MARKS.sub("", text)
    text = _RUN.sub(lambda found: listed(_token(token) for token in found.group(0).split(" ")), text)
    text = _SUIT_SIGN.sub(lambda found: suit_words(_SUITS[found.group(0)]), text)
    return _DIRECTION_MARKS.sub("", text)   # the words of a card may hold marks of their own (Hebrew)


def drawn_card_words(before: Sequence[Card], after: Sequence[Card], said: str = "") -> str | None:
    """Which card a hand gained by a draw, for the ear of the person who drew it ("You drew the seven of
    hearts."): the game log says only "You draw a card", as everyone at the screen may read it. None
    when the hand did not gain exactly one card (a deal, a meld, a discard) or ``said`` (the move's own
    words) names it already (a card taken from the discard pile)."""
    gained = list((Counter(after) - Counter(before)).elements())
    if len(gained) != 1 or len(after) != len(before) + 1 or gained[0].pretty in said:
        return None
    #: Said to a screen reader after your own draw: %1 is the card in words ("seven of hearts").
    return fill(QCoreApplication.translate("CardNames", "You drew the %1."), spoken_cards(gained))
