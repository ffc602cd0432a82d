"""What the result dialogs show, as data already in words: a round's report (each seat's cards, counts and
bonuses) and a game's (its tables of scores). The dialogs build them and lay them out; :mod:`.result_words`
says them in sentences for a screen reader; neither needs the other's module for them."""

from __future__ import annotations

from dataclasses import dataclass

from rummy_desktop.engine.cards import Card

__all__ = ["CardGroup", "GameReport", "GameTable", "RoundReport", "SeatReport"]


@dataclass(frozen=True)
class CardGroup:
    """Cards shown together (a meld, a hand, deadwood); ``marked`` frames lay-offs."""

    cards: tuple[Card, ...]
    caption: str = ""
    marked: bool = False


@dataclass(frozen=True)
class SeatReport:
    """One player's line: cards as shown, what they count, the bonuses, and the points scored this round."""

    name: str
    winner: bool
    groups: tuple[CardGroup, ...]
    note: str
    count: int
    bonuses: tuple[str, ...]
    scored: int


@dataclass(frozen=True)
class RoundReport:
    """Everything the round dialog says, already in words."""

    headline: str
    details: tuple[str, ...]
    count_heading: str
    seats: tuple[SeatReport, ...]


@dataclass(frozen=True)
class GameTable:
    """A small table of a row per player: one game's (name, points, rounds won, bonuses, final score), or the match's."""

    title: str
    rows: tuple[tuple[str, ...], ...]
    winners: tuple[bool, ...]


@dataclass(frozen=True)
class GameReport:
    """What the dialog shows; ``match`` is Hollywood's summary: per player (name, games won, net total)."""

    headline: str
    details: tuple[str, ...]
    tables: tuple[GameTable, ...]
    match: GameTable | None = None
