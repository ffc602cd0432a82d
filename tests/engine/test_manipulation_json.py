"""Saving a Manipulation Rummy state as JSON and reading it back, refusing anything broken."""

import copy
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from manipulation_helpers import cards, position
from manipulation_playout import one_state_per_phase

from rummy_desktop.engine.cards import make_deck
from rummy_desktop.engine.manipulation import Knock, ManipulationState, Phase, apply, new_game
from rummy_desktop.engine.manipulation.serialize import state_from_json, state_to_json, upgraded_from_version_1


def test_the_samples_cover_every_phase():
    assert set(one_state_per_phase()) == set(Phase)


@pytest.mark.parametrize("phase", list(Phase), ids=lambda p: p.value)
def test_a_state_survives_a_round_trip_through_json_text(phase):
    state = one_state_per_phase()[phase]
    text = json.dumps(state_to_json(state))
    assert state_from_json(json.loads(text)) == state


def test_cards_are_saved_as_copy_aware_tokens_and_jokers_with_their_declared_card():
    data = state_to_json(one_state_per_phase()[Phase.ROUND_OVER])
    tokens = [t for hand in data["hands"] for t in hand] + [t for m in data["table"] for t in m] + data["stock"]
    assert all("#" in t for t in tokens)
    assert all("=" in t for m in data["table"] for t in m if t.startswith("JK"))


def about_to_end(round_bonus_for_all=False):
    """A whole two-player game: the player at 140 with 3 rounds won knocks with the ace of spades alone."""
    hands = ["AS", "KD QD"]
    held = {card.key for hand in hands for card in cards(hand)}
    stock = " ".join(card.token for card in make_deck(1, 1) if card.key not in held)
    return position(hands, stock=stock, phase=Phase.KNOCK_DECISION, scores=(140, 20), rounds_won=(3, 1),
                    round_bonus_for_all=round_bonus_for_all)


def test_the_rules_are_saved_with_the_round_bonus_option():
    state = about_to_end(round_bonus_for_all=True)
    assert state_to_json(state)["rules"] == {"target": 150, "round_bonus_for_all": True}
    assert state_from_json(state_to_json(state)) == state


def as_format_1(data):
    """``data`` as format 1 wrote it: the target the only setting (its games gave every player the round bonus)."""
    return data | {"version": 1, "rules": {"target": data["rules"]["target"]}}


def test_a_game_saved_in_format_1_goes_on_with_the_round_bonus_for_every_player():
    loaded = state_from_json(upgraded_from_version_1(as_format_1(state_to_json(about_to_end()))))
    assert loaded.rules.round_bonus_for_all
    assert apply(loaded, Knock()).game_result.final_scores == (159 + 100 + 4 * 25, 20 + 25)


def test_a_game_finished_in_format_1_loads_with_the_bonuses_it_ended_with():
    over = state_to_json(apply(about_to_end(round_bonus_for_all=True), Knock()))
    assert state_from_json(upgraded_from_version_1(as_format_1(over))).game_result.final_scores == (359, 45)


@pytest.mark.parametrize("data", [[1], {"version": 2, "rules": {"target": 150}}, {"version": 1, "rules": 150},
                                  {"version": True, "rules": {"target": 150}}])
def test_only_a_format_1_state_is_upgraded(data):
    assert upgraded_from_version_1(data) == data


def broken(change):
    data = copy.deepcopy(state_to_json(new_game(3, random.Random(1))))
    change(data)
    return data


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d.pop("stock"), "“stock” is missing"),
        (lambda d: d.update(extra=1), "does not know: “extra”"),
        (lambda d: d.update(version=1), "version 2"),
        (lambda d: d["rules"].pop("round_bonus_for_all"), "two settings, “target” and “round_bonus_for_all”"),
        (lambda d: d["rules"].update(round_bonus_for_all=1), "“round_bonus_for_all” must be true or false, not 1"),
        (lambda d: d.update(num_players=7), "“num_players” must be a whole number from 2 to 5, not 7"),
        (lambda d: d.update(phase="bidding"), "is not a phase"),
        (lambda d: d.update(current=3), "“current” must be a whole number from 0 to 2"),
        (lambda d: d.update(dealer=True), "“dealer” must be a whole number from 0 to 2, not true"),
        (lambda d: d["scores"].__setitem__(0, 1.5), "each entry of “scores” must be a whole number from 0 to 100000, not 1.5"),
        (lambda d: d["scores"].append(0), "3 entries"),
        (lambda d: d["hands"][0].__setitem__(0, "ZZ#0"), "the hand of player 1: “ZZ” is not a card"),
        (lambda d: d["hands"][0].__setitem__(0, 7), "the hand of player 1 holds 7, which is not a card written as text"),
        (lambda d: d["hands"][0].append(d["stock"].pop()) or d["hands"][1].append(d["hands"][0][0]), "is in the game twice"),
        (lambda d: d["stock"].pop(), "missing"),
        (lambda d: d["stock"].append("8S#2"), "a 3-player game has 2 × 8♠, so none is marked #2"),
        (lambda d: d["table"].append([d["stock"].pop(), d["stock"].pop()]), "meld 1 on the table is not legal"),
        (lambda d: d.update(draws_this_turn=1), "draws this turn"),
        (lambda d: d.update(knocker=0), "only a finished round"),
        (lambda d: d.update(phase="round_over"), "round_result"),
    ],
)
def test_a_broken_save_is_refused_with_a_clear_message(change, message):
    with pytest.raises(ValueError, match=message):
        state_from_json(broken(change))


def test_a_round_result_that_does_not_match_the_hands_is_refused():
    data = state_to_json(one_state_per_phase()[Phase.ROUND_OVER])
    data["round_result"]["scored"][0] += 1
    with pytest.raises(ValueError, match="“round_result”\\) does not match"):
        state_from_json(data)


def test_a_declared_joker_in_a_hand_is_refused():
    data = state_to_json(position(["JK KS", "2D 2S"]))
    data["hands"][0][0] = "JK=5H#0"
    with pytest.raises(ValueError, match="JK=5♥ in a hand: only a joker on the table declares a card"):
        state_from_json(data)


def test_something_that_is_not_a_json_object_is_refused():
    with pytest.raises(ValueError, match="JSON object"):
        state_from_json([1, 2])


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 200) | st.floats(allow_nan=False) | st.text(max_size=8)
    | st.sampled_from(["JK#0", "JK=7H#1", "8S#1", "AS#0", "draw", "final_meld", "round_over"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=8,
)


def mutate(data, path_choices, value):
    """Replace one value somewhere inside ``data`` (chosen by ``path_choices``) with ``value``."""
    node = data
    for choice in path_choices:
        children = list(node.items()) if isinstance(node, dict) else list(enumerate(node))
        children = [(k, v) for k, v in children]
        if not children:
            break
        key, child = children[choice % len(children)]
        if not isinstance(child, (dict, list)) or choice % 3 == 0:
            node[key] = value
            return data
        node = child
    if isinstance(node, dict):
        node["surplus"] = value
    elif node:
        node.pop()
    return data


@settings(max_examples=300, deadline=None)
@given(
    phase=st.sampled_from(list(Phase)),
    path=st.lists(st.integers(0, 200), min_size=1, max_size=5),
    value=JSON_VALUES,
)
def test_a_mutated_save_either_loads_as_a_consistent_state_or_raises_value_error(phase, path, value):
    data = mutate(copy.deepcopy(state_to_json(one_state_per_phase()[phase])), path, value)
    try:
        state = state_from_json(data)
    except ValueError as error:
        assert str(error)
        return
    assert state_from_json(state_to_json(state)) == state
