"""The expert keeps back a card an opponent close to going out could use (ai/manipulation_denial.py).

In these positions the cards we cannot see are few, so what the opponent may
hold and draw is known: his last card is one that fits nowhere on the table.
"""

import dataclasses
import random
import time

from rummy_desktop.ai.bots import make_bot
from rummy_desktop.ai.manipulation_denial import Denial, chance_someone_goes_out, goes_out, sample_stuck_hands
from rummy_desktop.ai.table_solver import best_play
from rummy_desktop.engine.cards import parse_cards
from rummy_desktop.engine.manipulation import view_for
from engine.manipulation_helpers import position

TABLE_TEXT = "5H 6H 7H|4S 5S 6S"


def table(text=TABLE_TEXT):
    return [tuple(parse_cards(m)) for m in text.split("|")]


def played(play):
    return sorted(str(c) for c in play.played)


def test_a_hand_sampled_for_the_opponent_is_one_that_fits_nowhere_on_the_table():
    # 3S and 7S extend the spade run; only 9H fits nowhere, so it is his one card.
    hands = sample_stuck_hands(table(), 1, parse_cards("9H 3S 7S"), random.Random(0), wanted=5, tries=30)
    assert hands and all([str(c) for c in hand] == ["9H"] for hand, _ in hands)


def test_going_out_needs_every_card_of_the_hand_and_the_draws_so_far_on_the_table():
    with_8h = table("5H 6H 7H 8H|4S 5S 6S")
    assert goes_out(with_8h, parse_cards("9H"), parse_cards("3S 7S"))
    assert not goes_out(table(), parse_cards("9H"), parse_cards("3S 7S"))


def test_after_the_stock_ran_out_an_opponent_goes_out_only_with_the_cards_he_holds():
    with_8h = table("5H 6H 7H 8H|4S 5S 6S")
    assert goes_out(with_8h, parse_cards("9H"), [])
    assert not goes_out(with_8h, parse_cards("10H"), [])   # the 9H he would have needed is not drawn
    hands = sample_stuck_hands(table(), 1, parse_cards("10H"), random.Random(0), wanted=3, tries=5, draws=0)
    assert hands and all(draws == [] for _, draws in hands)


def test_no_hand_is_guessed_once_the_turn_has_no_time_left():
    past = time.monotonic() - 1.0
    assert sample_stuck_hands(table(), 1, parse_cards("9H 3S 7S"), random.Random(0), 5, 30, deadline=past) == []


def test_a_chance_the_turn_has_no_time_left_to_play_out_is_not_given():
    with_8h = table("5H 6H 7H 8H|4S 5S 6S")
    samples = [[(parse_cards("9H"), parse_cards("3S 7S"))]]
    assert chance_someone_goes_out(with_8h, samples) == 1.0
    assert chance_someone_goes_out(with_8h, samples, deadline=time.monotonic() - 1.0) is None


def test_the_expert_keeps_back_the_card_that_would_let_the_opponent_go_out():
    """His last card is the 9H: laying our 8H on the hearts run would give him the place he needs."""
    hand = parse_cards("8H KC KD KS 9C")
    best = best_play(table(), hand)
    assert played(best) == ["8H", "KC", "KD", "KS"]
    choice = Denial().choose(table(), hand, best, [1], parse_cards("9H 3S 7S"), random.Random(0))
    assert played(choice) == ["KC", "KD", "KS"]


def test_the_expert_lays_its_best_play_down_when_the_opponent_is_far_from_going_out():
    hand = parse_cards("8H KC KD KS 9C")
    best = best_play(table(), hand)
    assert Denial().choose(table(), hand, best, [5], parse_cards("9H 3S 7S"), random.Random(0)) is best


def test_the_expert_lays_its_best_play_down_when_no_card_of_it_helps_the_opponent():
    """His last card is the 2C, which our 8H does not help: keeping the 8H would only cost its points."""
    hand = parse_cards("8H KC KD KS 9C")
    best = best_play(table(), hand)
    assert Denial().choose(table(), hand, best, [1], parse_cards("2C 3S 7S"), random.Random(0)) is best


def test_the_expert_never_keeps_a_card_back_from_going_out():
    hand = parse_cards("8H KC KD KS")
    best = best_play(table(), hand)
    assert best.cards == len(hand)
    assert Denial().choose(table(), hand, best, [1], parse_cards("9H 3S 7S"), random.Random(0)) is best


def test_the_expert_level_weighs_keeping_cards_back_and_hard_does_not():
    assert make_bot("manipulation", "expert").denial == Denial()
    assert not hasattr(make_bot("manipulation", "hard"), "denial")


class _Asked(Denial):
    """A denial that notes each time the expert asks it, and keeps nothing back."""

    def __init__(self) -> None:
        object.__setattr__(self, "asked", [])

    def choose(self, table, hand, best, opponents_cards, *args, **kwargs):
        self.asked.append(list(opponents_cards))
        return best


def test_the_expert_keeps_cards_back_only_against_a_single_opponent():
    table_melds = ("5H 6H 7H", "4S 5S 6S")
    for hands, asked in ((["8H KC KD KS 9C", "9D"], [[1]]), (["8H KC KD KS 9C", "9D", "2D 3D"], [])):
        denial = _Asked()
        expert = dataclasses.replace(make_bot("manipulation", "expert"), denial=denial)
        view = view_for(position(hands, table_melds), 0)
        expert.denying_table(view, random.Random(0), None)
        assert denial.asked == asked
