"""The bot protocol's messages (docs/bot-protocol.md): the greeting, a decision's view, an answer's action.

The words of views and actions are the engine's (``engine/*/view_json.py``);
this module puts them into the protocol's messages and judges an answer by
the rules, for :class:`~.program_player.ProgramPlayer`.
"""

from __future__ import annotations

from typing import Any

from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.gin import view_json as gin_json
from rummy_desktop.engine.gin.spread import spread_problem
from rummy_desktop.engine.manipulation import view_json as manipulation_json

__all__ = ["PROTOCOL_VERSION", "action_from_answer", "hello_message", "rule_problem", "view_message"]

PROTOCOL_VERSION = 1


def _codec(game: str) -> Any:
    return manipulation_json if game == "manipulation" else gin_json


def hello_message(game: str, view: Any, time_limit: float) -> dict[str, Any]:
    """The greeting: the protocol, the game, its rules, the seat, the players, the time allowed."""
    players = view.num_players if game == "manipulation" else 2
    return {
        "type": "hello", "protocol": PROTOCOL_VERSION, "game": game,
        "rules": _codec(game).rules_to_json(view.rules), "seat": view.seat, "players": players,
        "time_limit_seconds": time_limit,
    }


def view_message(game: str, view: Any) -> dict[str, Any]:
    """The seat's view as the protocol sends it."""
    return dict(_codec(game).view_to_json(view))


def action_from_answer(game: str, data: Any, view: Any) -> Any:
    """The engine action an answer's ``action`` names; ValueError saying what is wrong with its form."""
    if game == "manipulation":
        return manipulation_json.action_from_json(data, view)
    return gin_json.action_from_json(data)


def rule_problem(action: Any, view: Any) -> str:
    """Why the rules refuse ``action`` in ``view`` (the seat to move's), or ``""`` when they allow it."""
    if isinstance(view, manipulation.ManipulationView):
        if isinstance(action, manipulation.PlayMelds):
            return " ".join(problem.message for problem in manipulation.check_turn_end(view, action.table))
        legal = manipulation.legal_actions(view)
    else:
        if isinstance(action, gin.Spread) and view.phase is gin.Phase.LAYOFF and view.knocker_spread is not None:
            return str(spread_problem(view.knocker_spread.melds, view.hand, action) or "")
        legal = list(view.legal_actions)
    return "" if action in legal else f"{type(action).__name__} is not allowed now"
