"""The turn controller: intents change the working arrangement; End turn asks the engine."""

from __future__ import annotations

import threading
from dataclasses import replace

import pytest

from manipulation_positions import StandInBot, human_match, position, table_of
from rummy_desktop.controller.manipulation_match import ManipulationMatch, Seat
from rummy_desktop.controller.turn_controller import TurnController
from rummy_desktop.engine.cards import Face, Suit, parse_card, sort_by_suit
from rummy_desktop.engine.manipulation import Draw, EndTurn, Phase


class Asker:
    """Stands in for the joker dialog: records what it was offered, answers with ``answer``."""

    def __init__(self, answer: str | None = None) -> None:
        self.answer = answer
        self.offered: list[list[str]] = []

    def __call__(self, candidates):
        self.offered.append([str(f) for f in candidates])
        return None if self.answer is None else parse_card(self.answer).face


def start(state, asker=None):
    match = human_match(state)
    controller = TurnController(match, 0, asker or Asker())
    return match, controller


def key(controller: TurnController, text: str, copy: int = 0):
    """The key of the card written ``text`` (copy ``copy``) in the working arrangement."""
    for card in controller.arrangement.all_cards():
        if str(card.bare()) == text and card.copy == copy:
            return card.key
    raise AssertionError(f"{text} is not in play")


def test_a_card_from_hand_onto_a_meld_is_played_at_end_of_turn(qtbot):
    match, c = start(position("8H KS QS", ["5H 6H 7H"]))
    assert c.move_cards([key(c, "8H")], 0, 3)
    assert [str(x) for x in c.arrangement.melds[0]] == ["5H", "6H", "7H", "8H"]
    assert c.end_turn()
    assert table_of(match.state) == ["5H 6H 7H 8H"]
    assert sorted(str(x) for x in match.state.hands[0]) == ["KS", "QS"]
    assert match.state.current == 1 and match.state.phase is Phase.DRAW


def test_first_meld_from_hand_as_a_new_meld(qtbot):
    match, c = start(position("9S 9H 9D KC QC"))
    assert c.new_meld([key(c, "9S"), key(c, "9H"), key(c, "9D")])
    assert c.end_turn()
    assert table_of(match.state) == ["9D 9H 9S"]
    assert match.state.current == 1


def test_split_a_run_and_extend_both_parts(qtbot):
    match, c = start(position("6C 9C KD", ["3C 4C 5C 6C 7C 8C"]))
    assert c.split_meld(0, 2)
    assert [len(m) for m in c.arrangement.melds] == [3, 3]
    assert c.move_cards([key(c, "6C")], 0, 3)
    assert c.move_cards([key(c, "9C")], 1, 3)
    assert c.end_turn()
    assert table_of(match.state) == ["3C 4C 5C 6C", "6C 7C 8C 9C"]


def test_merge_two_melds_then_add_a_card(qtbot):
    match, c = start(position("9H KS", ["3H 4H 5H", "6H 7H 8H"]))
    assert c.merge_melds(1, 0, 3)
    assert len(c.arrangement.melds) == 1
    assert c.move_cards([key(c, "9H")], 0, 6)
    assert c.end_turn()
    assert table_of(match.state) == ["3H 4H 5H 6H 7H 8H 9H"]


def test_an_illegal_end_of_turn_is_refused_with_every_reason_and_nothing_changes(qtbot):
    state = position("8H 2S KS", ["5H 6H 7H", "9C 9D 9S"])
    match, c = start(state)
    messages: list[str] = []
    c.message.connect(messages.append)
    c.move_cards([key(c, "2S")], 0, 3)          # 5H 6H 7H 2S: not a meld
    c.move_cards([key(c, "9S")], 0, 0)          # and 9C 9D is too short
    assert not c.end_turn()
    assert match.state is state
    problems = c.problems
    assert len(problems) >= 2
    assert {0, 1} <= c.problem_melds()
    assert all(p.message in messages[-1] for p in problems)
    assert c.meld_problem(1) is not None and "at least 3 cards" in c.meld_problem(1)


def test_end_turn_with_nothing_played_is_not_a_meld(qtbot):
    state = position("8H KS", ["5H 6H 7H"])
    match, c = start(state)
    messages: list[str] = []
    c.message.connect(messages.append)
    assert c.split_meld(0, 0) and c.merge_melds(0, 1, 0)   # rebuilt exactly as it was
    assert not c.end_turn()
    assert match.state is state
    assert "draw again" in messages[-1]


def test_end_turn_problems_tells_what_end_turn_would_refuse_and_changes_nothing(qtbot):
    state = position("8H 2S KS", ["5H 6H 7H"])
    match, c = start(state)
    messages: list[str] = []
    c.message.connect(messages.append)
    (nothing_played,) = c.end_turn_problems()
    assert "draw again" in nothing_played.message and nothing_played.melds == ()
    c.move_cards([key(c, "2S")], 0, 3)          # 5H 6H 7H 2S: not a meld
    problems = c.end_turn_problems()
    assert problems and {0} <= {i for p in problems for i in p.melds}
    assert messages == [] and c.problems == () and match.state is state
    assert not c.end_turn()
    assert c.problems == problems and messages[-1].startswith("Not yet:")
    c.undo_stack.undo()
    c.move_cards([key(c, "8H")], 0, 3)
    assert c.end_turn_problems() == () and c.end_turn()


def test_in_a_final_turn_end_turn_without_melding_passes(qtbot):
    match, c = start(position("8H KS", ["5H 6H 7H"], phase=Phase.FINAL_MELD))
    assert c.end_turn()
    assert match.state.current == 1


def test_drawing_after_changing_the_table_is_refused_until_reset(qtbot):
    state = position("8H KS", ["5H 6H 7H"])
    match, c = start(state)
    c.move_cards([key(c, "8H")], 0, 3)
    assert not c.draw()
    assert match.state is state
    assert c.reset_turn()
    assert c.draw()
    assert len(match.state.hands[0]) == 3


def test_a_table_card_cannot_go_back_into_the_hand_but_a_card_played_this_turn_can(qtbot):
    match, c = start(position("8H KS", ["5H 6H 7H"]))
    messages: list[str] = []
    c.message.connect(messages.append)
    assert not c.return_to_hand([key(c, "5H")], 0)
    assert "stays on the table" in messages[-1]
    c.move_cards([key(c, "8H")], 0, 3)
    assert c.return_to_hand([key(c, "8H")], 0)
    assert [str(x) for x in c.hand_in_order()] == ["8H", "KS"]
    assert c.arrangement.melds == c.undo_stack.command(0).before.melds


def test_the_hand_sorts_and_reorders_without_touching_the_game(qtbot):
    match, c = start(position("KS 2H AS 9D 2S"))
    c.sort_hand("suit")
    assert [str(x) for x in c.hand_in_order()] == ["AS", "2S", "KS", "2H", "9D"]
    c.sort_hand("rank")
    assert [str(x) for x in c.hand_in_order()] == ["AS", "2S", "2H", "9D", "KS"]
    assert c.return_to_hand([key(c, "KS")], 0)
    assert [str(x) for x in c.hand_in_order()][0] == "KS"
    assert c.undo_stack.count() == 0


def test_a_dealt_hand_is_sorted_by_suit_and_a_drawn_card_goes_to_the_right(qtbot):
    match, c = start(position("KS 2H AS 9D 2S", phase=Phase.DRAW))
    assert [str(x) for x in c.hand_in_order()] == ["AS", "2S", "KS", "2H", "9D"]
    c.draw()
    drawn = match.state.hands[0][-1]
    assert c.hand_in_order()[-1] == drawn
    match.new_game(seed=4)
    assert [str(x) for x in c.hand_in_order()] == [str(x) for x in sort_by_suit(match.state.hands[0])]


def test_nothing_can_be_edited_before_the_first_draw(qtbot):
    state = position("8H KS", ["5H 6H 7H"], phase=Phase.DRAW)
    match, c = start(state)
    messages: list[str] = []
    c.message.connect(messages.append)
    assert not c.can_edit
    assert not c.move_cards([key(c, "8H")], 0, 3)
    assert "draw" in messages[-1]
    assert c.draw() and c.can_edit


def test_knock_when_the_hand_is_low_ends_the_round(qtbot):
    match, c = start(position("8H 2S AC", ["5H 6H 7H"]))
    c.move_cards([key(c, "8H")], 0, 3)
    assert c.end_turn()
    assert match.state.phase is Phase.KNOCK_DECISION and c.can_knock
    assert c.knock()
    assert match.state.phase is Phase.ROUND_OVER and match.state.knocker == 0
    assert c.can_next_round and c.next_round()
    assert match.state.round_number == 2


def test_declining_to_knock_passes_the_turn(qtbot):
    match, c = start(position("8H 2S AC", ["5H 6H 7H"]))
    c.move_cards([key(c, "8H")], 0, 3)
    c.end_turn()
    assert c.end_turn()
    assert match.state.current == 1 and match.state.phase is Phase.DRAW


def test_going_out_ends_the_round_at_once(qtbot):
    match, c = start(position("8H", ["5H 6H 7H"]))
    c.move_cards([key(c, "8H")], 0, 3)
    assert c.end_turn()
    assert match.state.is_round_over
    assert match.state.round_result.went_out == 0


# --- jokers ---------------------------------------------------------------------------------


def test_an_ambiguous_joker_asks_and_the_choice_is_applied(qtbot):
    asker = Asker("8H")
    match, c = start(position("JK KS QS", ["5H 6H 7H"]), asker)
    assert c.move_cards([key(c, "JK")], 0, 3)
    assert asker.offered == [["4H", "8H"]]
    assert [str(x) for x in c.arrangement.melds[0]] == ["5H", "6H", "7H", "JK=8H"]
    assert c.end_turn()
    assert table_of(match.state) == ["5H 6H 7H JK=8H"]


def test_a_joker_that_only_one_card_fits_is_declared_without_asking(qtbot):
    asker = Asker()
    match, c = start(position("JK KS QS", ["5H 7H"]), asker)
    # 5H 7H is not a meld yet; the joker between them can only be 6H
    assert c.move_cards([key(c, "JK")], 0, 1)
    assert asker.offered == []
    assert [str(x) for x in c.arrangement.melds[0]] == ["5H", "JK=6H", "7H"]


def test_cancelling_the_joker_question_cancels_the_move(qtbot):
    asker = Asker(None)
    match, c = start(position("JK KS QS", ["5H 6H 7H"]), asker)
    before = c.arrangement
    assert not c.move_cards([key(c, "JK")], 0, 3)
    assert asker.offered and c.arrangement == before and c.undo_stack.count() == 0


def test_a_joker_played_this_turn_can_be_declared_again(qtbot):
    asker = Asker("8H")
    match, c = start(position("JK KS QS", ["5H 6H 7H"]), asker)
    c.move_cards([key(c, "JK")], 0, 3)
    asker.answer = "4H"
    assert c.declare_joker(key(c, "JK"))
    assert [str(x) for x in c.arrangement.melds[0]] == ["JK=4H", "5H", "6H", "7H"]
    assert c.undo_stack.text(c.undo_stack.index() - 1) == "Declare the joker as 4♥"


def test_freeing_a_fixed_joker_with_its_real_card_then_using_it_again(qtbot):
    asker = Asker("9C")
    state = position("6H 9S 9D KS", ["5H JK=6H 7H"])
    match, c = start(state, asker)
    joker = key(c, "JK")
    assert c.is_fixed_joker(joker)
    assert not c.declare_joker(joker)
    assert c.move_cards([key(c, "6H")], 0, 1, onto=joker)
    assert [str(x) for x in c.arrangement.melds[0]] == ["5H", "6H", "7H"]
    assert [str(x) for x in c.arrangement.freed] == ["JK"]
    # the freed joker must be placed before the turn can end
    assert not c.end_turn()
    assert any("freed joker" in p.message for p in c.problems)
    assert c.new_meld([key(c, "9S"), key(c, "9D"), joker])
    assert asker.offered == [["9C", "9H"]]
    assert not c.arrangement.freed
    assert c.end_turn()
    assert table_of(match.state) == ["5H 6H 7H", "9D 9S JK=9C"]
    assert [str(x) for x in match.state.hands[0]] == ["KS"]


def test_a_fixed_joker_keeps_its_card_when_it_moves(qtbot):
    match, c = start(position("KS QS", ["5H JK=6H 7H 8H"]))
    joker = key(c, "JK")
    assert c.split_meld(0, 2)
    assert c.move_cards([joker], 1, 0)
    assert c.arrangement.card(joker).declared == Face(6, Suit.HEARTS)


def test_a_fixed_joker_that_does_not_fit_its_new_meld_is_the_reason_the_meld_shows(qtbot):
    match, c = start(position("KS QS", ["5H 6H 7H JK=8H", "9S 9D 9C"]))
    assert c.move_cards([key(c, "JK")], 1, 3)
    reason = c.meld_problem(1)
    assert reason == ("The joker here has stood for 8♥ since an earlier turn and keeps that card, so it can't be "
                      "another card in this meld. To free it, put the real 8♥ in its place.")
    assert "one rank" not in reason


# --- the match: computer seats on a worker thread --------------------------------------------


def test_after_a_legal_turn_the_computer_seats_play_and_it_is_my_turn_again(qtbot):
    state = position("8H KS QS", ["5H 6H 7H"])
    match = ManipulationMatch([Seat("You"), Seat("Anna", "easy"), Seat("Ben", "easy")],
                              bot_factory=lambda game, level: StandInBot(), pause_ms=0)
    c = TurnController(match, 0, Asker())
    match.resume(state)
    played: list[tuple[int, object]] = []
    match.action_played.connect(lambda seat, action, before, after: played.append((seat, action)))
    assert c.move_cards([key(c, "8H")], 0, 3) and c.end_turn()
    qtbot.waitUntil(lambda: match.state.current == 0, timeout=10000)
    assert [seat for seat, _ in played] == [0, 1, 1, 1, 2, 2, 2]
    assert all(isinstance(a, Draw) for _, a in played[1:])
    assert c.can_draw and not c.can_edit


def test_a_computer_result_for_an_abandoned_game_is_dropped(qtbot):
    release = threading.Event()
    asked = threading.Event()

    class SlowBot(StandInBot):
        def choose(self, view, rng, deadline=None):
            asked.set()
            release.wait(10)
            return super().choose(view, rng, deadline)

    match = ManipulationMatch([Seat("You"), Seat("Anna", "easy")], bot_factory=lambda g, l: SlowBot(), pause_ms=0)
    match.resume(position("8H KS", seat=1, phase=Phase.DRAW, players=2))
    qtbot.waitUntil(asked.is_set, timeout=5000)
    fresh = position("8H KS", seat=0, phase=Phase.DRAW, players=2)
    match.resume(fresh)                      # "New game" while the computer is thinking
    release.set()
    match.shutdown()                         # the worker has finished
    qtbot.wait(50)                           # let its queued result arrive, and be dropped
    assert match.state is fresh


def test_a_refused_computer_move_is_replaced_by_a_safe_one_and_reported(qtbot):
    class BadBot(StandInBot):
        def choose(self, view, rng, deadline=None):
            return EndTurn()                 # not allowed at the start of a turn

    match = ManipulationMatch([Seat("You"), Seat("Anna", "easy")], bot_factory=lambda g, l: BadBot(), pause_ms=0)
    errors: list[str] = []
    match.computer_error.connect(lambda seat, text: errors.append(text))
    start_state = position("8H KS", seat=1, phase=Phase.DRAW, players=2)
    match.resume(start_state)
    qtbot.waitUntil(lambda: match.state.current == 0, timeout=5000)
    assert len(match.state.hands[1]) == len(start_state.hands[1]) + 3   # it drew instead, three times
    assert len(errors) == 3 and "draw" in errors[0].lower()
    match.shutdown()


def test_people_cannot_play_for_a_computer_seat(qtbot):
    match = ManipulationMatch([Seat("You"), Seat("Anna", "easy")], bot_factory=lambda g, l: StandInBot(), pause_ms=60000)
    c = TurnController(match, 0, Asker())
    match.resume(position("8H KS", seat=1, phase=Phase.DRAW, players=2))
    messages: list[str] = []
    c.message.connect(messages.append)
    assert not c.draw()
    assert "Anna's turn" in messages[-1]
    match.shutdown()


def test_resume_refuses_a_state_for_another_number_of_players(qtbot):
    match = ManipulationMatch([Seat("You"), Seat("Anna")])
    with pytest.raises(ValueError):
        match.resume(replace(position("8H"), num_players=3))


def test_a_meld_keeps_its_label_through_edits_and_a_new_meld_takes_the_first_free_one(qtbot):
    match, c = start(position("9H 2S 2D 2C KS", ["3H 4H 5H", "6H 7H 8H", "JC QC KC"]))
    assert c.arrangement.labels == ("A", "B", "C")
    assert c.merge_melds(0, 1, 0)                       # A's cards go into B: A is free again
    assert c.arrangement.labels == ("B", "C")
    assert c.move_cards([key(c, "9H")], 0, 6)           # a card added: B stays B
    assert c.arrangement.labels == ("B", "C")
    assert c.new_meld([key(c, "2S"), key(c, "2D"), key(c, "2C")])
    assert c.arrangement.labels == ("B", "C", "A")
    assert c.split_meld(0, 2)                           # the right part is new: the first label left free
    assert c.arrangement.labels == ("B", "D", "C", "A")
    assert [str(x) for x in c.arrangement.melds[1]] == ["6H", "7H", "8H", "9H"]
    c.undo_stack.undo()
    assert c.arrangement.labels == ("B", "C", "A")


def test_the_next_turn_keeps_the_labels_of_the_melds_it_finds(qtbot):
    match, c = start(position("9H KS QD", ["3H 4H 5H", "6H 7H 8H", "JC QC KC"]))
    assert c.merge_melds(0, 1, 0)
    assert c.move_cards([key(c, "9H")], 0, 6)
    assert c.arrangement.labels == ("B", "C")
    assert c.end_turn()
    labels = dict(zip((" ".join(str(x) for x in m) for m in c.arrangement.melds), c.arrangement.labels))
    assert labels == {"3H 4H 5H 6H 7H 8H 9H": "B", "JC QC KC": "C"}


def test_a_refusal_names_each_meld_by_its_label(qtbot):
    match, c = start(position("2S KS", ["3H 4H 5H", "6H 7H 8H"]))
    assert c.merge_melds(0, 1, 0)                       # B now holds 3H … 8H; A is gone
    assert c.new_meld([key(c, "2S")])                   # a lone card: the new meld A
    assert not c.end_turn()
    assert any(p.message.startswith("Meld A:") for p in c.problems)
    assert c.arrangement.labels == ("B", "A")
