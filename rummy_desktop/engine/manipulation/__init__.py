"""Manipulation Rummy, exactly as the rules page assets/rules/manipulation.en.html describes it.

Typical use::

    rng = random.Random(7)
    state = new_game(3, rng)
    state = apply(state, Draw())
    if can_meld(state) and not check_turn_end(state, new_table):
        state = apply(state, PlayMelds(new_table))

``legal_actions(state)`` lists every action allowed now except melding;
``can_meld(state)`` tells whether a :class:`PlayMelds` (the complete new table,
jokers with their declared cards) may be tried, and ``check_turn_end`` lists
every reason a given table would be refused. Both also accept the
:class:`ManipulationView` of the seat to move. ``apply`` raises
:class:`IllegalAction` (a ``ValueError``) naming every reason, and never
changes the state given (states are immutable values).

Modules: ``rules`` (players, packs, limits, phases), ``deal``, ``permissions``
(which phase allows which action), ``turn_check`` (the meld phase),
``game`` (turn flow and the end of a round), ``scoring``, ``view``,
``serialize`` (JSON).
"""

from .actions import Action, Draw, EndTurn, IllegalAction, Knock, NextRound, PlayMelds, TurnProblem
from .game import apply, new_game
from .permissions import can_meld, legal_actions
from .rules import ManipulationRules, Phase
from .scoring import (
    GameResult,
    RoundResult,
    end_of_game_bonuses,
    game_result,
    round_winners,
    score_round,
    score_round_detailed,
)
from .state import ManipulationState
from .turn_check import arrangement_problems, check_turn_end
from .view import ManipulationView, view_for

__all__ = [
    "Action",
    "Draw",
    "EndTurn",
    "GameResult",
    "IllegalAction",
    "Knock",
    "ManipulationRules",
    "ManipulationState",
    "ManipulationView",
    "NextRound",
    "Phase",
    "PlayMelds",
    "RoundResult",
    "TurnProblem",
    "apply",
    "arrangement_problems",
    "can_meld",
    "check_turn_end",
    "end_of_game_bonuses",
    "game_result",
    "legal_actions",
    "new_game",
    "round_winners",
    "score_round",
    "score_round_detailed",
    "view_for",
]
