"""Building Manipulation Rummy positions for rules tests, in card notation.

Cards are written as in the scripting API ("8S", "JK=7H"); "8S#1" is the
second 8♠ of a two-pack game. Every word is a distinct physical card unless
the test means otherwise.
"""

from __future__ import annotations

from dataclasses import replace

from rummy_desktop.engine.cards import Card, parse_card
from rummy_desktop.engine.manipulation import ManipulationRules, ManipulationState, Phase


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.from_token(w) if "#" in w else parse_card(w) for w in text.split())


def melds(*texts: str) -> tuple[tuple[Card, ...], ...]:
    return tuple(cards(t) for t in texts)


def position(
    hands: list[str],
    table: tuple[str, ...] = (),
    stock: str = "2C 3C 4C 5C",
    *,
    phase: Phase = Phase.MELD_OR_DRAW,
    current: int = 0,
    dealer: int | None = None,
    scores: tuple[int, ...] | None = None,
    rounds_won: tuple[int, ...] | None = None,
    final_turns_left: int = 0,
    target: int = 150,
    round_bonus_for_all: bool = False,
) -> ManipulationState:
    """A position in the middle of a round; the seat to move has drawn once unless told otherwise.

    The rounds won were won in the rounds before this one, one winner each.
    """
    n = len(hands)
    rounds_won = rounds_won or (0,) * n
    return ManipulationState(
        rules=ManipulationRules(target=target, round_bonus_for_all=round_bonus_for_all),
        num_players=n,
        hands=tuple(cards(h) for h in hands),
        table=melds(*table),
        stock=cards(stock),
        dealer=(current - 1) % n if dealer is None else dealer,
        current=current,
        phase=phase,
        draws_this_turn=1 if phase is Phase.MELD_OR_DRAW else 0,
        scores=scores or (0,) * n,
        rounds_won=rounds_won,
        round_number=1 + sum(rounds_won),
        knocker=None,
        round_result=None,
        game_result=None,
        final_turns_left=final_turns_left,
    )


def with_draws(state: ManipulationState, draws: int) -> ManipulationState:
    return replace(state, draws_this_turn=draws)


def messages(problems) -> list[str]:
    return [p.message for p in problems]
