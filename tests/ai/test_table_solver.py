"""best_play on hand-picked positions: the rules of the rules page assets/rules/manipulation.en.html one by one."""

import time

import pytest

from rummy_desktop.ai.solver_dp import DeadlineExceeded, TableSearch
from rummy_desktop.ai import table_solver
from rummy_desktop.ai.table_solver import Play, best_play
from rummy_desktop.bench.solver import benchmark_positions
from rummy_desktop.engine.cards import Face, Suit, parse_cards

from table_solver_oracles import brute_force_objective, conservation_problems, legality_problems, objective


def deal(table_texts, hand_text=""):
    """Table melds and a hand parsed together, so identical cards are distinct physical copies."""
    cards = parse_cards(" ".join([*table_texts, hand_text]))
    table, i = [], 0
    for text in table_texts:
        n = len(text.split())
        table.append(tuple(cards[i : i + n]))
        i += n
    return table, cards[i:]


def melds(*texts):
    return deal(texts)[0]


def solve(table, hand, **kw) -> Play:
    play = best_play(table, hand, **kw)
    assert legality_problems(table, hand, play) == []
    return play


def shown(play):
    return sorted(" ".join(map(str, m)) for m in play.melds)


def test_nothing_to_play_leaves_the_table_as_it_was():
    table, hand = deal(["5H 6H 7H"], "KS 2D")
    play = solve(table, hand)
    assert play.played == () and play.points == 0 and play.optimal
    assert play.melds == tuple(table)


def test_the_first_meld_of_a_round_comes_from_hand():
    play = solve([], parse_cards("5H 6H 7H 9C"))
    assert shown(play) == ["5H 6H 7H"] and play.points == 18


def test_an_empty_hand_plays_nothing():
    assert solve(melds("5H 6H 7H"), []).played == ()


def test_cards_laid_off_at_both_ends_of_a_run():
    play = solve(*deal(("5H 6H 7H",), "4H 8H KS"))
    assert shown(play) == ["4H 5H 6H 7H 8H"] and play.points == 12


def test_untouched_melds_keep_their_physical_cards():
    table, hand = deal(["9S 9D 9C", "5H 6H 7H"], "8H")
    play = solve(table, hand)
    assert table[0] in play.melds


def test_the_table_is_rebuilt_to_play_more():
    # 7H 8H 9H and 7S 7D 7C: the hand's 7H... only fits if both melds are rebuilt.
    play = solve(*deal(["7S 7D 7C", "8H 9H 10H"], "7H 6H JS"))
    assert play.points == 13 and len(play.played) == 2


def test_a_group_split_in_two_plays_more():
    play = solve(*deal(["8S 8H 8D 8C"], "8S 8H"))
    assert len(play.played) == 2 and len(play.melds) == 2


def test_ace_high_and_ace_low_both_count():
    play = solve(*deal(("QH KH AH",), "2H 3H AH"))
    assert play.points == 6 and len(play.played) == 3


def test_a_run_may_not_turn_the_corner():
    play = solve(*deal(("QH KH AH",), "2H"))
    assert play.played == ()


def test_the_joker_in_hand_counts_25_and_is_declared():
    play = solve(*deal(("5H 6H 7H",), "JK"))
    assert play.points == 25
    joker = next(c for m in play.melds for c in m if c.is_joker)
    assert joker.declared in (Face(4, Suit.HEARTS), Face(8, Suit.HEARTS))


def test_a_joker_in_a_group_of_three_takes_a_missing_suit():
    play = solve([], parse_cards("9S 9H JK"))
    joker = next(c for m in play.melds for c in m if c.is_joker)
    assert joker.declared in (Face(9, Suit.DIAMONDS), Face(9, Suit.CLUBS))


def test_the_joker_goes_where_it_plays_the_most_points():
    # One joker: KS KH JK (45 points) or 2C 3C JK (30 points), not both.
    play = solve([], parse_cards("KS KH JK 2C 3C"))
    assert play.points == 45 and sorted(map(str, play.played)) == ["JK", "KH", "KS"]


def test_more_points_beat_more_cards():
    # One joker: KS KH JK (45 points, 3 cards) or 2C 3C JK 5C 6C (41 points, 5 cards).
    play = solve([], parse_cards("KS KH JK 2C 3C 5C 6C"))
    assert (play.points, len(play.played)) == (45, 3)


def test_a_table_joker_keeps_its_card_unless_the_real_card_replaces_it():
    play = solve(*deal(["5H JK=6H 7H"], "6H 9C 10C"))
    assert play.points == 25  # the freed joker makes 9C 10C JK
    play = solve(*deal(["5H JK=6H 7H"], "9C 10C"))
    assert play.played == ()


def test_a_real_card_already_on_the_table_may_free_a_joker():
    play = solve(*deal(["5H JK=6H 7H", "6S 6H 6D 6C"], "9C 10C"))
    assert play.points == 19


def test_a_freed_joker_must_be_placed_again():
    # Freeing the joker to play 6H would leave it idle; 6H still goes at the end of 4H 5H JK.
    play = solve(*deal(["4H 5H JK=6H"], "6H"))
    assert play.points == 6


def test_two_packs_two_identical_cards():
    play = solve(*deal(("8S 9S 10S",), "8S 9S 10S JS"))
    assert len(play.played) == 4


def test_a_tiny_deadline_gives_a_legal_play_marked_not_optimal():
    position = max(benchmark_positions(12), key=lambda p: sum(map(len, p.table)))
    play = best_play(position.table, position.hand, deadline=time.monotonic() - 1.0)
    assert not play.optimal
    assert legality_problems(position.table, position.hand, play) == []


def test_a_table_joker_without_declaration_is_refused():
    with pytest.raises(ValueError):
        best_play([tuple(parse_cards("5H 6H JK"))], parse_cards("8H"))


def test_a_full_suit_run_takes_the_second_ace_by_splitting():
    # A..K and the other ace: A..7 and 8..K A, never A..K..A in one run.
    play = solve(*deal(["AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"], "AS"))
    assert len(play.played) == 1 and len(play.melds) == 2


def test_a_joker_standing_for_an_ace_can_be_freed_and_go_high():
    # AH replaces the joker in AH 2H 3H; the joker then completes QD KD JK=AD.
    play = solve(*deal(["JK=AH 2H 3H"], "AH QD KD"))
    assert play.points == 21 and len(play.played) == 3


def test_two_table_jokers_for_the_same_card():
    # Two packs: both jokers stand for 6H; one real 6H frees only one of them.
    play = solve(*deal(["5H JK=6H 7H", "6S 6D JK=6H"], "6H 9C 10C"))
    assert play.points == 25
    joker_faces = sorted(str(c.declared) for m in play.melds for c in m if c.is_joker)
    assert "6H" in joker_faces


def test_going_out_plays_every_card():
    table, hand = deal(["5H 6H 7H", "9S 9D 9C"], "4H 8H 9H JK")
    play = solve(table, hand)
    assert len(play.played) == 4 and play.jokers_used == 1 and play.cards == 4


def test_a_generous_deadline_still_proves_the_play_optimal():
    table, hand = deal(["5H 6H 7H"], "8H 9H")
    play = solve(table, hand, deadline=time.monotonic() + 600)
    assert play.optimal and play.points == 17


def test_among_equal_plays_the_table_is_disturbed_as_little_as_possible():
    # 6S JK=7S 8S takes 6S from its group; JS QS KS AS and JH JC JD would do as well but move more.
    table, hand = deal(["6C 6S 6H 6D", "JH JC JD JS", "QS KS AS"], "3D 4S 8S JK")
    play = solve(table, hand)
    assert play.points == 33
    assert table[1] in play.melds and table[2] in play.melds


def test_time_running_out_in_the_exact_search_keeps_the_beams_play(monkeypatch):
    # The table's 7H can free its joker: 4H 8H 9H extend the run and one of 7S 7D joins the group (28 of 35).
    # The beam finds that play, the exact search is cut short (after a depth-first walk that ran out of steps),
    # so the play comes back without the proof.
    table, hand = deal(["5H 6H JK=7H", "7H 7C 7D"], "8H 9H 7S 7D 4H")
    monkeypatch.setattr(table_solver, "_STEPS", 1)
    exact = TableSearch.run

    def out_of_time(self, threshold, beam=None, deadline=None):
        if beam is None:
            raise DeadlineExceeded
        return exact(self, threshold, beam, deadline)

    monkeypatch.setattr(TableSearch, "run", out_of_time)
    play = solve(table, hand, deadline=time.monotonic() + 600)
    assert not play.optimal and play.points == 28


# -- the scripting API: the table's melds and the hand parsed one by one --------------------------


def apart(table_texts, hand_text=""):
    """Table melds and a hand each parsed on its own, as a script does: equal cards are equal values."""
    return [parse_cards(text) for text in table_texts], parse_cards(hand_text)


def solve_apart(table, hand) -> Play:
    play = best_play(table, hand)
    assert conservation_problems(table, hand, play) == []
    return play


def test_a_hand_card_equal_to_a_table_card_is_the_other_pack_s_copy():
    table, hand = apart(["7S 7C 7D", "8S 9S 10S"], "7S")
    play = solve_apart(table, hand)
    assert play.points == 7 and play.played == tuple(hand)
    assert shown(play) == ["7S 7C 7D", "7S 8S 9S 10S"]


def test_a_hand_card_equal_to_one_in_a_table_group_stays_in_hand_when_it_cannot_join():
    """A group holds one Q♠: the hand's Q♠ has nowhere to go, and the table keeps its own (25, not 35)."""
    table, hand = apart(["QD QC QS"], "JK QS")
    play = solve_apart(table, hand)
    assert play.points == 25 and play.played == (hand[0],)
    assert shown(play) == ["QS JK=QH QC QD"]


def test_equal_cards_in_two_table_melds_both_stay_on_the_table():
    table, hand = apart(["7S 7C 7D", "6S 7S 8S"], "7H 9S")
    play = solve_apart(table, hand)
    assert play.points == 16 and sum(map(len, play.melds)) == 8


def test_a_hand_joker_and_a_table_joker_parsed_apart_are_the_two_jokers():
    table, hand = apart(["5H JK=6H 7H"], "JK 9C 9D")
    play = solve_apart(table, hand)
    assert play.points == 25 + 9 + 9 and len(play.played) == 3  # JK 9C 9D: a group of 9s
    assert sum(card.is_joker for meld in play.melds for card in meld) == 2


def test_the_play_is_given_in_the_callers_own_cards():
    table, hand = apart(["7S 7C 7D", "8S 9S 10S"], "7S KD")
    play = solve_apart(table, hand)
    for card in play.played:
        hand.remove(card)  # each played card is one of the hand's own values
    assert hand == parse_cards("KD")


def test_parsed_apart_or_together_a_position_has_the_same_best_play():
    together = deal(["7S 7D 7C", "8H 9H 10H"], "7H 6H JS 7S 7C")
    table, hand = apart(["7S 7D 7C", "8H 9H 10H"], "7H 6H JS 7S 7C")
    assert objective(solve_apart(table, hand).played) == objective(solve(*together).played)
    assert objective(best_play(table, hand).played) == brute_force_objective(table, hand)


def test_a_card_given_more_often_than_two_packs_hold_is_refused_by_name():
    with pytest.raises(ValueError, match="^7♠ is given 3 times, but the game has only 2$"):
        best_play(*apart(["7S 7C 7D", "6S 7S 8S"], "7S"))
    with pytest.raises(ValueError, match="^JK is given 3 times, but the game has only 2$"):
        best_play(*apart(["5H JK=6H 7H", "9C JK=9D 9S"], "JK"))
