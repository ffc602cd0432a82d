"""Gin Rummy, Oklahoma Gin and Hollywood Gin, as the rules page assets/rules/gin.en.html defines them.

Pure Python and deterministic: randomness only from the ``random.Random``
given to :func:`new_game` and to :func:`apply` for :class:`NextRound`.
"""

from .actions import (
    Action,
    Discard,
    DrawDiscard,
    DrawStock,
    GoBigGin,
    IllegalAction,
    Knock,
    NextRound,
    PassUpcard,
    Spread,
    TakeUpcard,
)
from .deadwood import Arrangement, all_best_arrangements, best_melds, deadwood, discard_options
from .game import apply, best_spread, knock_spreads, legal_actions, new_game
from .knocker_spreads import legal_spreads
from .layoffs import best_layoff
from .results import Bonus, GameResult, GameScore, RoundResult, ShownHand
from .rules import GinRules
from .scoring import score_hand
from .state import GinState, Phase
from .view import GinView, view_for

__all__ = [
    "Action",
    "Arrangement",
    "Bonus",
    "Discard",
    "DrawDiscard",
    "DrawStock",
    "GameResult",
    "GameScore",
    "GinRules",
    "GinState",
    "GinView",
    "GoBigGin",
    "IllegalAction",
    "Knock",
    "NextRound",
    "PassUpcard",
    "Phase",
    "RoundResult",
    "ShownHand",
    "Spread",
    "TakeUpcard",
    "all_best_arrangements",
    "apply",
    "best_layoff",
    "best_melds",
    "best_spread",
    "deadwood",
    "discard_options",
    "knock_spreads",
    "legal_actions",
    "legal_spreads",
    "new_game",
    "score_hand",
    "view_for",
]
