"""Rounds and games finished by the real engines, for the result dialogs and the score sheet.

Every result here comes from the engines' own ``apply`` (a knock, a meld, a
spread), from positions dealt to order or from whole games played with a
seeded generator by the engine tests' simple legal player; no number is made
up. Each function returns the state after the round and the round results of
the game so far, in order.
"""

from __future__ import annotations

from engine.gin_playout import arranged_round, card, game_states, later_in_round, run
from engine.manipulation_helpers import cards, position
from rummy_desktop.engine import gin
from rummy_desktop.engine.manipulation import Knock, ManipulationState, Phase, PlayMelds, apply

MANIPULATION_NAMES = ("You", "Anna", "Ben", "Cleo")
GIN_NAMES = ("You", "Anna")


def manipulation_going_out(scores=(0, 0, 0, 0), rounds_won=(0, 0, 0, 0), round_bonus_for_all=False) -> ManipulationState:
    """Ben (seat 2) melds his last three cards and goes out."""
    state = position(
        ["KD QC 9S", "8C 8D", "5H 6H 7H", "JS 4C 2D"], current=2, scores=scores, rounds_won=rounds_won,
        round_bonus_for_all=round_bonus_for_all,
    )
    return apply(state, PlayMelds([cards("5H 6H 7H")]))


def manipulation_two_rounds() -> tuple:
    """Ben goes out; next round You knock with 4 and Anna and Ben tie with you: both undercut."""
    first = manipulation_going_out()
    second = position(
        ["2S 2H", "AH 3C", "4D", "KD QD 9C"],
        phase=Phase.KNOCK_DECISION,
        current=0,
        scores=first.scores,
        rounds_won=first.rounds_won,
    )
    second = apply(second, Knock())
    return second, (first.round_result, second.round_result)


def manipulation_game_over(round_bonus_for_all=False) -> tuple:
    """Ben goes out past 150: the game ends with his 150 bonus and the others' rounds-won bonuses.

    With ``round_bonus_for_all`` (the option "round bonus for every player") Ben scores his rounds won too.
    """
    state = manipulation_going_out(scores=(40, 90, 140, 30), rounds_won=(1, 3, 4, 1),
                                   round_bonus_for_all=round_bonus_for_all)
    assert state.phase is Phase.GAME_OVER
    return state, (state.round_result,)


def gin_knock_with_layoffs(rules: gin.GinRules = gin.GinRules(), upcard: str = "KS", **kwargs) -> gin.GinState:
    """Anna (seat 1) knocks with the 2♣ as deadwood; You lay 4♥ 8♥ 9♥ off on her hearts."""
    state = arranged_round(
        "4H 8H 9H 10C JC QC 2D 3S 6D 7D",
        "5H 6H 7H 9S 9D 9C KC KD KH 2C",
        upcard,
        stock_top="AC",
        rules=rules,
        **kwargs,
    )
    state = run(state, gin.PassUpcard(), gin.PassUpcard(), gin.DrawStock(), gin.Knock(card("AC")))
    return run(state, gin.best_spread(state))


def gin_undercut() -> gin.GinState:
    """Anna knocks with 3 and You, laying off, get down to 3 as well: You undercut."""
    state = arranged_round(
        "4H 8H AS 2S 3S 10C JC QC AD 2D", "5H 6H 7H 9S 9D 9C KC KD KH 3C", "QS", stock_top="5C"
    )
    state = run(state, gin.PassUpcard(), gin.PassUpcard(), gin.DrawStock(), gin.Knock(card("5C")))
    return run(state, gin.best_spread(state))


def gin_gin(rules: gin.GinRules = gin.GinRules(), **kwargs) -> gin.GinState:
    """Anna draws the 8♥ and goes gin."""
    state = arranged_round(
        "4H 10H 2S AS 10C JC QC KC AD 2D", "5H 6H 7H 9S 9D 9C KD KH KS 3C", "QS", stock_top="8H", rules=rules, **kwargs
    )
    return run(state, gin.PassUpcard(), gin.PassUpcard(), gin.DrawStock(), gin.Knock(card("3C")))


def gin_big_gin() -> gin.GinState:
    """Anna draws the K♠ and all her 11 cards are melded: big gin (an option)."""
    state = arranged_round(
        "4H 10H 2S AS 10C JC QC 3C AD 2D",
        "5H 6H 7H 8H 9S 9D 9C KC KD KH",
        "QS",
        stock_top="KS",
        rules=gin.GinRules(big_gin=True),
    )
    return run(state, gin.PassUpcard(), gin.PassUpcard(), gin.DrawStock(), gin.GoBigGin())


def gin_drawn() -> gin.GinState:
    """Nobody knocks before only two cards are left in the stock."""
    state = later_in_round(arranged_round("4H 10H 2S AS 10C JC QC KC AD 2D", "5H 7H 9S JD 9C KD 3H KS 3C 4S", "QS"), 3)
    state = run(state, gin.DrawStock())
    return run(state, gin.Discard(state.hands[state.current][-1]))


def gin_hoyle_shutout() -> gin.GinState:
    """Anna, at 90 with three rounds won to none, goes gin: game, box and shutout bonuses."""
    rules = gin.GinRules(hoyle_bonuses=True)
    state = gin_gin(rules, scores=((0,), (90,)), rounds_won=((0,), (3,)))
    assert state.is_game_over
    return state


def gin_played(seed: int, rules: gin.GinRules, stop) -> tuple:
    """A seeded match of the engine tests' simple player, up to the first round end where ``stop(state)``."""
    rounds = []
    for state in game_states(seed, rules):
        if state.round_result is not None and (not rounds or state.round_result is not rounds[-1]):
            rounds.append(state.round_result)
            if stop(state):
                return state, tuple(rounds)
    raise AssertionError("the match ended before the wanted moment")


def hollywood_mid_match() -> tuple:
    """A Hollywood match just after game 1 was decided, games 2 and 3 still in play."""
    def one_game_decided(state: gin.GinState) -> bool:
        return max(state.scores[0][0], state.scores[1][0]) >= 100 and max(state.scores[0][2], state.scores[1][2]) < 100

    return gin_played(3, gin.GinRules(variant="hollywood"), one_game_decided)


def hollywood_knock_by_anna(scores, rounds_won) -> gin.GinState:
    """A Hollywood round from these scores: Anna (seat 1) knocks with 2; You, to lay off, hold 78 and can lay off
    nothing, so the spread ``gin.Spread((), ())`` lets her win 76."""
    state = arranged_round("KS KH QS JD 9D 3H 8S 5D 10C 3C", "AS 2S 3S 4H 5H 6H 7C 8C 9C KD", "2D",
                           rules=gin.GinRules(variant="hollywood"), scores=scores, rounds_won=rounds_won)
    return run(state, gin.TakeUpcard(), gin.Knock(card("KD")))
