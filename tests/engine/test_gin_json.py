"""Saving and loading Gin states: JSON round trips, and bad files refused with a ValueError."""

import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.engine.cards import parse_cards
from rummy_desktop.engine.gin import GinRules, GinState, Knock, Phase, Spread, TakeUpcard, best_spread
from rummy_desktop.engine.gin.serialize import state_from_json, state_to_json

from gin_playout import arranged_round, card, game_states, run

RULE_SETS = [
    GinRules(),
    GinRules(variant="oklahoma", big_gin=True, target=150, undercut_bonus=25),
    GinRules(variant="hollywood", hoyle_bonuses=True, gin_bonus=20, discard_taken_card_forbidden=False),
]


def sample_states():
    states = []
    for seed, rules in enumerate(RULE_SETS):
        states += list(game_states(seed, rules))
    return states


SAMPLES = sample_states()
EXAMPLES = {}  # the first state of each phase (plain Gin where it has one)
for _state in SAMPLES:
    EXAMPLES.setdefault(_state.phase, _state)
MUTABLE = list(EXAMPLES.values()) + [s for s in SAMPLES if s.rules.variant == "hollywood" and s.is_round_over][:3]


def through_json(state):
    return state_from_json(json.loads(json.dumps(state_to_json(state))))


def test_every_phase_is_covered_by_the_samples():
    assert set(EXAMPLES) == set(Phase)


def test_every_state_of_whole_games_survives_a_json_round_trip():
    for state in SAMPLES:
        assert through_json(state) == state


def test_a_lay_off_spread_chosen_by_the_defender_is_saved():
    state = run(arranged_round("KS KH QS JD 9D 3H 8S 5D 10C 3C", "AS 2S 3S 4H 5H 6H 7C 8C 9C KD", "2D"),
                TakeUpcard(), Knock(card("KD")))
    over = run(state, Spread((), ((1, (card("3H"),)),)))
    assert through_json(state) == state and through_json(over) == over


def broken(change):
    data = copy.deepcopy(state_to_json(EXAMPLES[Phase.DRAW]))
    change(data)
    return data


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d.pop("stock"), "“stock” is missing from the game"),
        (lambda d: d.update(version=99), "version"),
        (lambda d: d["hands"][0].append(d["stock"].pop()), "each hand holds 10"),
        (lambda d: d["stock"].pop(), "52 cards exactly once"),
        (lambda d: d["stock"].__setitem__(0, d["stock"][1]), "52 cards exactly once"),
        (lambda d: d["stock"].__setitem__(0, "JK"), "not a card of the Gin pack"),
        (lambda d: d["stock"].__setitem__(0, "11X"), "not a card"),
        (lambda d: d.update(phase="lunch"), "“phase” must be one of .*, not \"lunch\""),
        (lambda d: d.update(dealer=2), "“dealer” must be a whole number from 0 to 1, not 2"),
        (lambda d: d.update(current=True), "“current” must be a whole number from 0 to 1, not true"),
        (lambda d: d["rules"].update(gin_bonus=30), "the rules' setting “gin_bonus” cannot be 30"),
        (lambda d: d["rules"].update(jokers=2), "the “rules” entry holds an entry this version does not know: “jokers”"),
        (lambda d: d.update(scores=[[120], [0]], rounds_won=[[3], [0]]), "the phase must be “game_over”"),
        (lambda d: d.update(scores=[[12], [0]]), "without a round won"),
        (lambda d: d.update(round={"kind": "drawn"}), "only saved once a round is over"),
        (lambda d: d.update(taken_from_discard=d["hands"][0][0]), "taken_from_discard"),
        (lambda d: d.update(extra=1), "the game holds an entry this version does not know: “extra”"),
    ],
)
def test_a_damaged_save_is_refused_with_a_clear_reason(change, message):
    with pytest.raises(ValueError, match=message):
        state_from_json(broken(change))


def test_a_finished_round_must_agree_with_the_scores():
    over = next(s for s in SAMPLES if s.phase is Phase.ROUND_OVER and not s.round_result.drawn)
    data = state_to_json(over)
    winner = over.round_result.winner
    data["scores"][winner][0] = over.round_result.points[winner] - 1  # less than this round alone
    with pytest.raises(ValueError, match="scores do not agree"):
        state_from_json(data)


def test_not_a_json_object_is_refused():
    for bad in (None, [], "state", 3):
        with pytest.raises(ValueError, match="JSON object"):
            state_from_json(bad)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 200) | st.sampled_from(["AS", "10H", "KD", "JK", "", "gin", "knock"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(["kind", "melds", "x"]), inner, max_size=3),
    max_leaves=8,
)


def paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, prefix + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from paths(item, prefix + (i,))


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(MUTABLE), st.data())
def test_a_mutated_save_loads_or_raises_value_error_never_anything_else(state, data):
    saved = state_to_json(state)
    spots = [p for p in paths(saved) if p]
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(spots))
        holder = saved
        for key in path[:-1]:
            holder = holder[key]
        if data.draw(st.booleans()) and isinstance(holder, dict):
            holder.pop(path[-1], None)
        else:
            try:
                holder[path[-1]] = data.draw(json_values)
            except IndexError:
                pass
        spots = [p for p in paths(saved) if p]
        if not spots:
            break
    try:
        loaded = state_from_json(saved)
    except ValueError:
        return
    assert through_json(loaded) == loaded


def test_a_round_saved_when_a_shut_out_player_was_locked_out_still_loads():
    # An earlier version entered seat 1's win nowhere (game 1 over, seat 1 shut out): its save keeps loading.
    rules = GinRules(variant="hollywood")
    before = (((105, 60, 30), (0, 0, 0)), ((4, 3, 2), (0, 0, 0)))
    state = arranged_round("KS KH QS JD 9D 3H 8S 5D 10C 3C", "AS 2S 3S 4H 5H 6H 7C 8C 9C KD", "2D", rules=rules,
                           scores=before[0], rounds_won=before[1])
    state = run(state, TakeUpcard(), Knock(card("KD")), Spread((), ()))
    assert state.round_result.games == (1,)
    old = state_to_json(state)
    old["round"]["games"] = []
    old["scores"], old["rounds_won"] = [list(s) for s in before[0]], [list(r) for r in before[1]]
    loaded = state_from_json(old)
    assert loaded.round_result.games == () and loaded.scores == before[0]
    wrong = copy.deepcopy(old)
    wrong["round"]["games"] = [2]
    with pytest.raises(ValueError, match="the scores do not agree with the round's result"):
        state_from_json(wrong)


def knock_with_the_chosen_spread():
    """Seat 1 knocks discarding K♠ showing three 4s and the run 4-7♥ (7 deadwood), not the proposal (2)."""
    state = run(arranged_round("9H 6D JC 6C 5D 3H KH 8H AD 5C", "6H 7H 4H 2C 5H 3C 4S 4D 4C KS", "2D"), TakeUpcard())
    return run(state, Knock(card("KS"), (parse_cards("4S 4C 4D"), parse_cards("4H 5H 6H 7H"))))


def test_the_knockers_chosen_spread_is_saved_during_the_lay_off_and_with_the_round():
    knocked = knock_with_the_chosen_spread()
    over = run(knocked, best_spread(knocked))
    assert state_to_json(knocked)["knocker_melds"] == [["4S", "4C", "4D"], ["4H", "5H", "6H", "7H"]]
    assert state_to_json(over)["round"]["knocker_melds"] == [["4S", "4C", "4D"], ["4H", "5H", "6H", "7H"]]
    assert through_json(knocked) == knocked and through_json(over) == over
    assert through_json(over).round_result.knocker_deadwood == 7


def test_a_save_from_before_the_knocker_chose_his_spread_shows_the_proposal():
    knocked = knock_with_the_chosen_spread()
    over = run(knocked, best_spread(knocked))
    old_layoff = state_to_json(knocked)
    del old_layoff["knocker_melds"]
    assert state_from_json(old_layoff).knocker_spread.deadwood == 2
    old_round = state_to_json(run(arranged_round("KS KH QS JD 9D 3H 8S 5D 10C 3C", "AS 2S 3S 4H 5H 6H 7C 8C 9C KD",
                                                 "2D"), TakeUpcard(), Knock(card("KD")), Spread((), ())))
    del old_round["round"]["knocker_melds"]
    assert state_from_json(old_round).round_result.knocker_deadwood == 2
    assert "knocker_melds" in state_to_json(over)["round"]


@pytest.mark.parametrize(
    "melds, message",
    [
        ([["4S", "4C", "4D"]], "the knocker's spread: this spread leaves 29 deadwood: too much to knock"),
        ([["4S", "4C", "5H"]], "the knocker's spread: 4S 4C 5H is not a meld"),
        ([["9H", "8H", "7H"]], "the knocker's spread: 9H is not in your hand"),
        ("4S", "must be a list"),
    ],
)
def test_a_knockers_spread_the_rules_refuse_is_not_loaded(melds, message):
    data = state_to_json(knock_with_the_chosen_spread())
    data["knocker_melds"] = melds
    with pytest.raises(ValueError, match=message):
        state_from_json(data)
