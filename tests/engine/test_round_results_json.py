"""A round result saved on its own (the score sheet's earlier rounds) and read back, or refused with a ValueError.

Both engines write a finished round inside their state already; standing alone,
a round result is the same JSON (Gin adds the hands and the doubling a state
would tell), scored again from its cards on loading.
"""

from __future__ import annotations

import copy
import json
from typing import Any, Callable

import pytest
from gin_playout import arranged_round, card, game_states, run
from hypothesis import given, settings
from hypothesis import strategies as st
from manipulation_helpers import cards, position
from manipulation_playout import random_game

from rummy_desktop.engine import gin
from rummy_desktop.engine.gin import serialize as gin_json
from rummy_desktop.engine.manipulation import Knock, Phase, PlayMelds, RoundResult, apply
from rummy_desktop.engine.manipulation import serialize as manipulation_json

GIN_RULES = [
    gin.GinRules(),
    gin.GinRules(variant="oklahoma", big_gin=True, undercut_bonus=25),
    gin.GinRules(variant="hollywood", gin_bonus=20),
]


def gin_rounds() -> list[tuple[gin.RoundResult, gin.GinRules]]:
    """Every round result of a few whole matches, with the rules it was played under."""
    found: list[tuple[gin.RoundResult, gin.GinRules]] = []
    for seed, rules in enumerate(GIN_RULES * 2):
        for state in game_states(seed, rules):
            if state.round_result is not None and (not found or state.round_result is not found[-1][0]):
                found.append((state.round_result, rules))
    return found


GIN_ROUNDS = gin_rounds()


def gin_big_gin() -> gin.GinState:
    """Anna draws the K♠ and all her 11 cards are melded."""
    state = arranged_round("4H 10H 2S AS 10C JC QC 3C AD 2D", "5H 6H 7H 8H 9S 9D 9C KC KD KH", "QS",
                           stock_top="KS", rules=gin.GinRules(big_gin=True))
    return run(state, gin.PassUpcard(), gin.PassUpcard(), gin.DrawStock(), gin.GoBigGin())


def gin_knock_with_layoffs() -> gin.GinState:
    """Anna knocks with the 2♣ as deadwood; You lay 4♥ 8♥ 9♥ off on her hearts."""
    state = arranged_round("4H 8H 9H 10C JC QC 2D 3S 6D 7D", "5H 6H 7H 9S 9D 9C KC KD KH 2C", "KS", stock_top="AC")
    state = run(state, gin.PassUpcard(), gin.PassUpcard(), gin.DrawStock(), gin.Knock(card("AC")))
    return run(state, gin.best_spread(state))


def ended(state: Any) -> Any:
    """The result of the round ``state`` has just ended."""
    assert state.round_result is not None
    return state.round_result


def through_gin_json(result: gin.RoundResult, rules: gin.GinRules) -> gin.RoundResult:
    return gin_json.round_result_from_json(json.loads(json.dumps(gin_json.round_result_to_json(result))), rules)


# -- Gin -------------------------------------------------------------------------------------------


def test_the_whole_matches_end_rounds_in_every_way() -> None:
    results = [result for result, _ in GIN_ROUNDS]
    assert any(r.drawn for r in results) and any(r.gin for r in results) and any(r.undercut for r in results)
    assert any(r.defender_spread and r.defender_spread.layoffs for r in results)
    assert any(r.doubled for r in results) and any(len(r.games) > 1 for r in results)


def test_every_gin_round_result_reads_back_as_it_was() -> None:
    for result, rules in GIN_ROUNDS:
        assert through_gin_json(result, rules) == result


@pytest.mark.parametrize("finished", [gin_big_gin, gin_knock_with_layoffs], ids=["big gin", "lay-offs"])
def test_a_round_arranged_to_end_so_reads_back_as_it_was(finished: Callable[[], gin.GinState]) -> None:
    state = finished()
    assert through_gin_json(ended(state), state.rules) == state.round_result


def test_alone_a_gin_round_is_the_states_round_with_the_hands_and_the_doubling() -> None:
    state = gin_knock_with_layoffs()
    alone = gin_json.round_result_to_json(ended(state))
    assert {k: v for k, v in alone.items() if k not in ("hands", "doubled")} == gin_json.state_to_json(state)["round"]
    assert alone["doubled"] is False
    assert sorted(alone["hands"][1]) == sorted(str(c) for c in state.hands[1])  # Anna knocked: seat 1's cards
    assert sorted(alone["hands"][0]) == sorted(str(c) for c in state.hands[0])


def knock_json() -> dict[str, Any]:
    return gin_json.round_result_to_json(ended(gin_knock_with_layoffs()))


def drawn_json() -> dict[str, Any]:
    drawn = next(result for result, _ in GIN_ROUNDS if result.drawn)
    return gin_json.round_result_to_json(drawn)


def changed(document: dict[str, Any], change: Callable[[dict[str, Any]], object]) -> dict[str, Any]:
    document = copy.deepcopy(document)
    change(document)
    return document


@pytest.mark.parametrize(
    "document, rules, words",
    [
        ([], gin.GinRules(), "must be an object"),
        (changed(knock_json(), lambda d: d.pop("hands")), gin.GinRules(), "“hands” is missing from the round"),
        (changed(knock_json(), lambda d: d["hands"][0].append(d["hands"][1][0])), gin.GinRules(), "a card twice"),
        (changed(knock_json(), lambda d: d["hands"][0].append("JK")), gin.GinRules(), "not a card of the Gin pack"),
        (changed(knock_json(), lambda d: d.update(doubled=1)), gin.GinRules(), "true or false"),
        (changed(knock_json(), lambda d: d.update(doubled=True)), gin.GinRules(), "only an Oklahoma round"),
        (changed(knock_json(), lambda d: d.update(kind="schneider")), gin.GinRules(), "the round's “kind” must be “drawn”, “knock”, “gin” or “big_gin”, not \"schneider\""),
        (changed(knock_json(), lambda d: d.update(games=[1])), gin.GinRules(), "each entry of the round's “games” must be a whole number from 0 to 0, not 1"),
        (changed(knock_json(), lambda d: d.update(games=[1, 1])), gin.GinRules(variant="hollywood"), "in order"),
        (changed(knock_json(), lambda d: d.update(kind="gin")), gin.GinRules(), "gin exactly when"),
        (changed(knock_json(), lambda d: d.update(kind="big_gin")), gin.GinRules(), "big gin is not played"),
        (changed(knock_json(), lambda d: d.update(knocker=0)), gin.GinRules(), "more than the knock limit"),
        (changed(knock_json(), lambda d: d["layoffs"][0].__setitem__(0, 7)), gin.GinRules(), "meld number 7 to lay"),
        (changed(knock_json(), lambda d: d.update(extra=1)), gin.GinRules(), "the round holds an entry this version does not know: “extra”"),
        (changed(drawn_json(), lambda d: d.update(doubled=True)), gin.GinRules("oklahoma"), "drawn round"),
        (changed(drawn_json(), lambda d: d.update(hands=knock_json()["hands"])), gin.GinRules(), "drawn round"),
    ],
)
def test_a_damaged_gin_round_is_refused_with_a_clear_reason(document: Any, rules: gin.GinRules, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        gin_json.round_result_from_json(document, rules)


# -- Manipulation ----------------------------------------------------------------------------------


def manipulation_rounds() -> list[tuple[RoundResult, int]]:
    """Every round result of a few random games of 2 to 5 players, with the number of players."""
    found = []
    for seed in range(8):
        players = 2 + seed % 4
        for before, _, after in random_game(seed, players, max_rounds=4):
            if after.round_result is not None and before.round_result is None:
                found.append((after.round_result, players))
    return found


MANIPULATION_ROUNDS = manipulation_rounds()


def through_manipulation_json(result: RoundResult, players: int) -> RoundResult:
    text = json.dumps(manipulation_json.round_result_to_json(result))
    return manipulation_json.round_result_from_json(json.loads(text), players)


def test_the_random_games_end_rounds_in_every_way() -> None:
    results = [result for result, _ in MANIPULATION_ROUNDS]
    assert any(r.went_out is not None for r in results) and any(r.stock_exhausted for r in results)
    assert any(r.knocker is not None and r.went_out is None for r in results)


def test_every_manipulation_round_result_reads_back_as_it_was() -> None:
    for result, players in MANIPULATION_ROUNDS:
        assert through_manipulation_json(result, players) == result


def test_alone_a_manipulation_round_is_the_states_round_result() -> None:
    state = apply(position(["KD QC 9S", "8C 8D", "5H 6H 7H", "JS 4C 2D"], current=2), PlayMelds((cards("5H 6H 7H"),)))
    assert manipulation_json.round_result_to_json(ended(state)) == manipulation_json.state_to_json(state)["round_result"]


def knocked_json() -> dict[str, Any]:
    knocking = position(["2S 2H", "AH 3C", "4D", "KD QD 9C"], current=0, phase=Phase.KNOCK_DECISION)
    return manipulation_json.round_result_to_json(ended(apply(knocking, Knock())))


@pytest.mark.parametrize(
    "document, words",
    [
        ("a round", "“stock_exhausted” is true or false"),
        (changed(knocked_json(), lambda d: d.pop("stock_exhausted")), "“stock_exhausted” is true or false"),
        (changed(knocked_json(), lambda d: d["hands"].pop()), "must have 4 entries"),
        (changed(knocked_json(), lambda d: d["hands"][0].append("JK=5H#0")), "only a joker on the table"),
        (changed(knocked_json(), lambda d: d["hands"][1].append(d["hands"][0][0])), "is in the game twice"),
        (changed(knocked_json(), lambda d: d["hands"][0].append("8S#2")), "a 4-player game has 2 × 8♠"),
        (changed(knocked_json(), lambda d: d.update(knocker=4)), "the round's “knocker” must be a whole number from 0 to 3, not 4"),
        (changed(knocked_json(), lambda d: d.update(knocker=3)), "player 4 holds \\d+ points: knocking needs 5 points or less"),
        (changed(knocked_json(), lambda d: d["scored"].__setitem__(1, 99)), "does not match"),
        (changed(knocked_json(), lambda d: d.update(remark="well played")), "does not match"),
    ],
)
def test_a_damaged_manipulation_round_is_refused_with_a_clear_reason(document: Any, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        manipulation_json.round_result_from_json(document, 4)


# -- anything a hostile file may hold --------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.text(max_size=6)
    | st.sampled_from(["AS", "10H", "KD", "JK", "knock", "gin", "big_gin", "drawn", "JK#0", "JK=7H#1", "8S#1"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)


def _spots(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix] if prefix else []
    children = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in children:
        found += _spots(item, prefix + (key,))
    return found


@st.composite
def mutated(draw: st.DrawFn, document: dict[str, Any]) -> dict[str, Any]:
    """``document`` with one to three values replaced or removed."""
    document = copy.deepcopy(document)
    for _ in range(draw(st.integers(1, 3))):
        spots = _spots(document)
        if not spots:
            break
        path = draw(st.sampled_from(spots))
        holder = document
        for key in path[:-1]:
            holder = holder[key]
        if draw(st.booleans()):
            del holder[path[-1]]
        else:
            holder[path[-1]] = draw(JSON_VALUES)
    return document


@settings(max_examples=300, deadline=None)
@given(pick=st.integers(0, len(GIN_ROUNDS) - 1), data=st.data())
def test_a_mutated_gin_round_is_refused_or_reads_back_consistently(pick: int, data: st.DataObject) -> None:
    result, rules = GIN_ROUNDS[pick]
    document = data.draw(mutated(gin_json.round_result_to_json(result)))
    try:
        loaded = gin_json.round_result_from_json(document, rules)
    except ValueError as error:
        assert str(error)
        return
    assert through_gin_json(loaded, rules) == loaded


@settings(max_examples=300, deadline=None)
@given(pick=st.integers(0, len(MANIPULATION_ROUNDS) - 1), data=st.data())
def test_a_mutated_manipulation_round_is_refused_or_reads_back_consistently(pick: int, data: st.DataObject) -> None:
    result, players = MANIPULATION_ROUNDS[pick]
    document = data.draw(mutated(manipulation_json.round_result_to_json(result)))
    try:
        loaded = manipulation_json.round_result_from_json(document, players)
    except ValueError as error:
        assert str(error)
        return
    assert through_manipulation_json(loaded, players) == loaded
