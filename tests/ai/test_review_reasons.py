"""Why the best play is better: more cards, melds taken apart, jokers freed, compared card by card."""

from __future__ import annotations

from rummy_desktop.ai.review_reasons import why_better
from rummy_desktop.ai.table_solver import best_play
from rummy_desktop.engine.cards import Card


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.from_token(token) for token in text.split())


def test_the_best_play_frees_a_joker_taking_apart_the_run_that_the_play_made_only_extended() -> None:
    table = (cards("5S#0 JK=6S#0 7S#0"), cards("9H#0 9D#0 9C#0 9S#0"))
    hand = cards("6S#0 8S#0 10S#1 JS#1")
    played = (cards("5S#0 JK=6S#0 7S#0 8S#0"), cards("9H#0 9D#0 9C#0 9S#0"))
    best = best_play(table, hand)
    assert best.points > 8
    because = why_better(table, hand, played, best.melds)
    assert because.jokers_freed == (0,)
    assert because.taken_apart == (0,)   # the group of nines stays whole
    assert because.more_cards == len(best.played) - 1


def test_no_play_made_counts_every_card_the_best_play_puts_down() -> None:
    table = (cards("5S#0 6S#0 7S#0"),)
    hand = cards("8S#0 9S#0")
    best = best_play(table, hand)
    because = why_better(table, hand, None, best.melds)
    assert because == type(because)(2, (), ())
