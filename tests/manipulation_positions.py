"""Manipulation Rummy positions for controller and table tests, built from engine states.

``position("5H 9S", ["6H 7H 8H"])`` is a real dealt game (seeded) in which the
seat to move holds exactly those cards and the table holds exactly those
melds; the other hands and the stock are the deal minus those cards.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Sequence

from rummy_desktop.controller.manipulation_match import ManipulationMatch, Seat
from rummy_desktop.engine.cards import Card, parse_cards
from rummy_desktop.engine.manipulation import Draw, EndTurn, ManipulationState, ManipulationView, Phase, legal_actions, new_game

def position(
    hand: str,
    table: Sequence[str] = (),
    *,
    seat: int = 0,
    phase: Phase = Phase.MELD_OR_DRAW,
    players: int = 3,
    seed: int = 1,
) -> ManipulationState:
    words = [hand, *table]
    cards = parse_cards(" ".join(words))
    groups: list[tuple[Card, ...]] = []
    at = 0
    for text in words:
        n = len(text.split())
        groups.append(tuple(cards[at:at + n]))
        at += n
    used = {c.key for c in cards}
    base = new_game(players, random.Random(seed))
    hands = tuple(groups[0] if s == seat else tuple(c for c in h if c.key not in used) for s, h in enumerate(base.hands))
    return replace(
        base,
        hands=hands,
        table=tuple(groups[1:]),
        stock=tuple(c for c in base.stock if c.key not in used),
        current=seat,
        phase=phase,
        draws_this_turn=1 if phase is Phase.MELD_OR_DRAW else 0,
        final_turns_left=players if phase is Phase.FINAL_MELD else 0,
    )


class StandInBot:
    """The simplest computer player for tests: draw while it may, then end the turn."""

    name = "stand-in"

    def choose(self, view: ManipulationView, rng: random.Random, deadline: float | None = None):
        return Draw() if Draw() in legal_actions(view) else EndTurn()


def stand_in_factory(game: str, level: str) -> StandInBot:
    return StandInBot()


def human_match(state: ManipulationState, seats: Sequence[Seat] = (Seat("You"), Seat("Anna"), Seat("Ben"))) -> ManipulationMatch:
    """A match of people only (nothing moves unless the test moves it), resumed at ``state``."""
    match = ManipulationMatch(seats, seed=5, bot_factory=stand_in_factory, pause_ms=0)
    match.resume(state)
    return match


def table_of(state: ManipulationState) -> list[str]:
    """The table as sorted card text per meld, for comparisons that ignore order."""
    return sorted(" ".join(sorted(str(c) for c in meld)) for meld in state.table)
