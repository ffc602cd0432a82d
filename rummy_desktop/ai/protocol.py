"""The bot protocol's messages (docs/bot-protocol.md): the greeting, a decision's view, an answer's action.

Views are the engine's (``engine/*/view_json.py``) and actions are in each
game's one action language (``engine/*/action_json.py``); this module puts
them into the protocol's messages and judges an answer by the rules, for
:class:`~.program_player.ProgramPlayer`.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.gin import action_json as gin_actions
from rummy_desktop.engine.gin import view_json as gin_json
from rummy_desktop.engine.gin.knocker_spreads import knock_spread_problem
from rummy_desktop.engine.gin.spread import spread_problem
from rummy_desktop.engine.manipulation import action_json as manipulation_actions
from rummy_desktop.engine.manipulation import view_json as manipulation_json

__all__ = [
    "PROTOCOL_VERSION", "action_from_answer", "hello_message", "rule_problem", "tell_round_over", "view_message",
]

PROTOCOL_VERSION = 2
"""Version 2 (docs/bot-protocol.md, "Changes"): ``num_players`` in the greeting, the limits, the
round's end sent to the program, one action language, a knocker's own spread."""


def _codec(game: str) -> Any:
    return manipulation_json if game == "manipulation" else gin_json


def hello_message(game: str, view: Any, time_limit: float, limits: dict[str, int]) -> dict[str, Any]:
    """The greeting: the protocol, the game, its rules, the seat, the players, the time allowed, the limits.

    ``players`` is version 1's name of ``num_players``, still sent for programs written for it.
    """
    players = view.num_players if game == "manipulation" else 2
    return {
        "type": "hello", "protocol": PROTOCOL_VERSION, "game": game,
        "rules": _codec(game).rules_to_json(view.rules), "seat": view.seat, "num_players": players,
        "players": players, "time_limit_seconds": time_limit, "limits": limits,
    }


def view_message(game: str, view: Any) -> dict[str, Any]:
    """The seat's view as the protocol sends it."""
    return dict(_codec(game).view_to_json(view))


def action_from_answer(game: str, data: Any, view: Any) -> Any:
    """The engine action an answer's ``action`` names; ValueError saying what is wrong with its form."""
    if game == "manipulation":
        return manipulation_actions.action_from_json(data, view)
    return gin_actions.action_from_json(data)


def rule_problem(action: Any, view: Any) -> str:
    """Why the rules refuse ``action`` in ``view`` (the seat to move's), or ``""`` when they allow it."""
    if isinstance(view, manipulation.ManipulationView):
        if isinstance(action, manipulation.PlayMelds):
            return " ".join(problem.message for problem in manipulation.check_turn_end(view, action.table))
        return "" if action in manipulation.legal_actions(view) else f"{type(action).__name__} is not allowed now"
    return _gin_rule_problem(action, view)


def _gin_rule_problem(action: Any, view: gin.GinView) -> str:
    if isinstance(action, gin.Spread) and view.phase is gin.Phase.LAYOFF and view.knocker_spread is not None:
        return str(spread_problem(view.knocker_spread.melds, view.hand, action) or "")
    legal = list(view.legal_actions)
    if isinstance(action, gin.Knock) and action.melds is not None and gin.Knock(action.card) in legal:
        kept = [card for card in view.hand if card != action.card]
        return str(knock_spread_problem(kept, action.melds, view.knock_limit, discarded=action.card) or "")
    return "" if action in legal else f"{type(action).__name__} is not allowed now"


def tell_round_over(seated: Iterable[tuple[int, Any]], view_for: Callable[[Any, int], Any], state: Any) -> None:
    """Show each (seat, player) that listens (a program: ``round_over``) its view of the round just ended.

    Sending never waits on a program, so the window may call it from its own thread.
    """
    for seat, player in seated:
        round_over = getattr(player, "round_over", None)
        if round_over is not None:
            round_over(view_for(state, seat))
