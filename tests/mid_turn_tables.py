"""Seeded Manipulation turns for hint tests: a table of legal melds (some with jokers fixed in earlier
turns), a hand (sometimes with a joker), then random edits through the turn controller's intents, so
that many tables are half rebuilt and illegal when the hint is asked for."""

from __future__ import annotations

import random
from dataclasses import replace

from manipulation_positions import human_match
from rummy_desktop.controller.turn_controller import TurnController
from rummy_desktop.engine.cards import Card, Face, Suit, make_deck
from rummy_desktop.engine.manipulation import ManipulationState, Phase, new_game

__all__ = ["random_turn", "edit_at_random"]

_SUITS = list(Suit)


def _take(pool: list[Card], rank: int, suit: Suit) -> Card | None:
    for card in pool:
        if card.rank == rank and card.suit is suit:
            pool.remove(card)
            return card
    return None


def _meld(rng: random.Random, pool: list[Card]) -> list[Card] | None:
    """A legal meld drawn from ``pool`` (a sequence or a group), or None when its cards are gone."""
    if rng.random() < 0.6:
        suit, start, length = rng.choice(_SUITS), rng.randint(1, 10), rng.randint(3, 5)
        faces = [(r, suit) for r in range(start, min(start + length, 14))]
    else:
        rank = rng.randint(1, 13)
        faces = [(rank, s) for s in rng.sample(_SUITS, rng.choice((3, 4)))]
    if len(faces) < 3:
        return None
    taken = [_take(pool, r, s) for r, s in faces]
    if any(card is None for card in taken):
        pool.extend(card for card in taken if card is not None)
        return None
    return [card for card in taken if card is not None]


def random_turn(seed: int) -> ManipulationState:
    """A turn after the first draw: 2 to 6 melds on the table, a joker fixed in some, 3 to 9 cards in hand."""
    rng = random.Random(seed)
    pool = make_deck(2, 2)
    rng.shuffle(pool)
    jokers = [card for card in pool if card.is_joker]
    pool = [card for card in pool if not card.is_joker]
    table: list[tuple[Card, ...]] = []
    while len(table) < rng.randint(2, 6):
        meld = _meld(rng, pool)
        if meld is None:
            continue
        if jokers and rng.random() < 0.3:
            at = rng.randrange(len(meld))
            real = meld[at]
            pool.append(real)
            meld[at] = jokers.pop().declare(Face(real.rank, real.suit))   # type: ignore[arg-type]
        table.append(tuple(meld))
    rng.shuffle(pool)
    hand = [pool.pop() for _ in range(rng.randint(3, 9))]
    if jokers and rng.random() < 0.3:
        hand.append(jokers.pop())
    rest = pool + jokers
    base = new_game(3, random.Random(seed))
    hands = (tuple(hand), tuple(rest[:10]), tuple(rest[10:20]))
    return replace(base, hands=hands, table=tuple(table), stock=tuple(rest[20:]), current=0,
                   phase=Phase.MELD_OR_DRAW, draws_this_turn=1)


def edit_at_random(controller: TurnController, rng: random.Random, edits: int) -> None:
    """``edits`` random edits of the table through the controller's intents (moves, new melds,
    splits, merges, a joker freed, cards taken back), as a person half way through a turn makes them."""
    for _ in range(edits):
        a = controller.arrangement
        melds = a.melds
        choice = rng.randrange(7)
        if choice == 0 and a.hand and melds:
            card = rng.choice(a.hand)
            m = rng.randrange(len(melds))
            controller.move_cards([card.key], m, rng.randint(0, len(melds[m])))
        elif choice == 1 and a.hand:
            cards = rng.sample(a.hand, min(len(a.hand), rng.randint(1, 3)))
            controller.new_meld([card.key for card in cards])
        elif choice == 2 and melds:
            m = rng.randrange(len(melds))
            if len(melds[m]) > 1:
                controller.split_meld(m, rng.randrange(len(melds[m]) - 1))
        elif choice == 3 and len(melds) > 1:
            source, target = rng.sample(range(len(melds)), 2)
            controller.merge_melds(source, target, len(melds[target]))
        elif choice == 4 and len(melds) > 1:
            source, target = rng.sample(range(len(melds)), 2)
            card = rng.choice(melds[source])
            controller.move_cards([card.key], target, rng.randint(0, len(melds[target])))
        elif choice == 5:
            _free_a_joker(controller, rng)
        elif choice == 6:
            played = [c for m in melds for c in m if c.key in {h.key for h in controller.turn_start.hand}]
            if played:
                controller.return_to_hand([rng.choice(played).key], 0)


def _free_a_joker(controller: TurnController, rng: random.Random) -> None:
    a = controller.arrangement
    for m, meld in enumerate(a.melds):
        for position, joker in enumerate(meld):
            if not joker.is_joker or joker.declared is None:
                continue
            real = [c for c in (*a.hand, *(c for other in a.melds for c in other))
                    if not c.is_joker and c.face == joker.declared]
            if real:
                controller.move_cards([rng.choice(real).key], m, position, onto=joker.key)
                return
    if a.freed and a.melds:
        m = rng.randrange(len(a.melds))
        controller.move_cards([a.freed[0].key], m, len(a.melds[m]))
