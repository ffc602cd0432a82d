"""A Manipulation Rummy state as plain JSON, and back, refusing anything the rules could not produce.

Format (version 1)::

    {"game": "manipulation", "version": 1, "rules": {"target": 150},
     "num_players": 3, "dealer": 0, "current": 1, "phase": "meld_or_draw",
     "draws_this_turn": 1, "final_turns_left": 0, "round_number": 1,
     "scores": [0, 0, 0], "rounds_won": [0, 0, 0], "knocker": null,
     "hands": [["8S#1", "JK#0", ...], ...], "table": [["5H#0", "JK=6H#0", "7H#0"]],
     "stock": [...], "round_result": null, "game_result": null}

A card is its :attr:`Card.token`: ``8S#1`` is the second 8♠ (copy 1) and
``JK=6H#0`` is the first joker declaring 6♥. The stock's top card is last.
``round_result`` and ``game_result`` are written out in full for people
reading a save; on loading they must be exactly what the hands and scores
give, since they follow from them. A round result written alone
(:func:`round_result_to_json`, the score sheet's earlier rounds in a save)
holds its hands too, and is checked against them in the same way.

Loading checks every field: types, card tokens, each physical card of the
53 or 106 exactly once across hands, table and stock, declared jokers only on
the table, a legal table, seats in range, and a phase consistent with the
rest. Anything else raises ``ValueError`` with a clear message.
"""

from __future__ import annotations

from typing import Any

from ..cards import Card, make_deck
from ..melds import meld_problem
from .rules import KNOCK_LIMIT, ManipulationRules, Phase, check_player_count, packs_and_jokers
from .scoring import GameResult, RoundResult, game_result, hand_points, score_round_detailed
from .state import ManipulationState

__all__ = ["FORMAT_VERSION", "state_to_json", "state_from_json", "round_result_to_json", "round_result_from_json"]

FORMAT_VERSION = 1
_FIELDS = (
    "game", "version", "rules", "num_players", "dealer", "current", "phase", "draws_this_turn",
    "final_turns_left", "round_number", "scores", "rounds_won", "knocker", "hands", "table",
    "stock", "round_result", "game_result",
)  # fmt: skip


def _tokens(cards: tuple[Card, ...]) -> list[str]:
    return [card.token for card in cards]


def round_result_to_json(result: RoundResult) -> dict[str, Any]:
    """A round result as JSON-ready values: the state's ``round_result``, or a round standing alone."""
    return {
        "hands": [_tokens(hand) for hand in result.hands],
        "points": list(result.points),
        "winners": list(result.winners),
        "scored": list(result.scored),
        "bonuses": [list(bonus) for bonus in result.bonuses],
        "knocker": result.knocker,
        "went_out": result.went_out,
        "stock_exhausted": result.stock_exhausted,
    }


def _game_result_json(result: GameResult) -> dict[str, Any]:
    return {
        "bonuses": [list(bonus) for bonus in result.bonuses],
        "final_scores": list(result.final_scores),
        "winners": list(result.winners),
    }


def state_to_json(state: ManipulationState) -> dict[str, Any]:
    """``state`` as JSON-ready dicts, lists, strings, ints, booleans and None."""
    return {
        "game": "manipulation",
        "version": FORMAT_VERSION,
        "rules": {"target": state.rules.target},
        "num_players": state.num_players,
        "dealer": state.dealer,
        "current": state.current,
        "phase": state.phase.value,
        "draws_this_turn": state.draws_this_turn,
        "final_turns_left": state.final_turns_left,
        "round_number": state.round_number,
        "scores": list(state.scores),
        "rounds_won": list(state.rounds_won),
        "knocker": state.knocker,
        "hands": [_tokens(hand) for hand in state.hands],
        "table": [_tokens(meld) for meld in state.table],
        "stock": _tokens(state.stock),
        "round_result": None if state.round_result is None else round_result_to_json(state.round_result),
        "game_result": None if state.game_result is None else _game_result_json(state.game_result),
    }


def _int(value: Any, what: str, low: int, high: int | None = None) -> int:
    if type(value) is not int or value < low or (high is not None and value > high):
        bound = f"from {low} to {high}" if high is not None else f"of {low} or more"
        raise ValueError(f"{what} must be a whole number {bound}, not {value!r}")
    return value


def _list(value: Any, what: str, length: int | None = None) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"{what} must be a list, not {value!r}")
    if length is not None and len(value) != length:
        raise ValueError(f"{what} must have {length} entries, not {len(value)}")
    return value


def _cards(value: Any, what: str) -> tuple[Card, ...]:
    cards = []
    for token in _list(value, what):
        if not isinstance(token, str):
            raise ValueError(f"{what}: {token!r} is not a card token like '8S#1'")
        try:
            cards.append(Card.from_token(token))
        except ValueError as error:
            raise ValueError(f"{what}: {error}") from None
    return tuple(cards)


def _per_seat(value: Any, what: str, num_players: int) -> tuple[int, ...]:
    return tuple(_int(v, f"each of {what}", 0) for v in _list(value, what, num_players))


def _seat_or_none(value: Any, what: str, num_players: int) -> int | None:
    return None if value is None else _int(value, what, 0, num_players - 1)


_CardKey = tuple[int, str, int]


def _game_cards(num_players: int) -> dict[_CardKey, Card]:
    """Every physical card of a game for ``num_players``, by its key."""
    return {card.key: card for card in make_deck(*packs_and_jokers(num_players))}


def _cards_seen(
    places: list[tuple[str, tuple[Card, ...]]], expected: dict[_CardKey, Card], num_players: int
) -> set[_CardKey]:
    """The keys of the cards in ``places``, each a card of the game met once; jokers declared on the table only."""
    seen: set[_CardKey] = set()
    for place, cards in places:
        for card in cards:
            if card.key not in expected:
                raise ValueError(f"{card.token} is not a card of a {num_players}-player game")
            if card.key in seen:
                raise ValueError(f"{card.bare().token} appears more than once")
            seen.add(card.key)
            if card.is_joker and (card.declared is not None) != (place == "the table"):
                raise ValueError(f"{card.token} in {place}: only a joker on the table declares a card")
    return seen


def _check_cards(state: ManipulationState) -> None:
    """Every physical card of the game exactly once; jokers declared on the table and only there."""
    expected = _game_cards(state.num_players)
    places = [("a hand", hand) for hand in state.hands] + [("the table", m) for m in state.table]
    seen = _cards_seen(places + [("the stock", state.stock)], expected, state.num_players)
    missing = [card.token for key, card in expected.items() if key not in seen]
    if missing:
        raise ValueError(f"{len(missing)} cards are missing: {' '.join(missing[:5])}")
    for i, meld in enumerate(state.table):
        problem = meld_problem(meld)
        if problem is not None:
            raise ValueError(f"table meld {i + 1} is not legal: {problem}")


def _check_phase(state: ManipulationState) -> None:
    """The phase agrees with the draws, the stock, the hands, the knock and the results."""
    phase, over = state.phase, state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)
    if (state.draws_this_turn in (1, 2)) != (phase is Phase.MELD_OR_DRAW) or state.draws_this_turn > 2:
        raise ValueError(f"{state.draws_this_turn} draws this turn do not fit the phase {phase.value!r}")
    if (state.final_turns_left > 0) != (phase is Phase.FINAL_MELD) or state.final_turns_left > state.num_players:
        raise ValueError(f"{state.final_turns_left} last turns left do not fit the phase {phase.value!r}")
    if phase in (Phase.DRAW, Phase.FINAL_MELD) and bool(state.stock) != (phase is Phase.DRAW):
        raise ValueError(f"the phase {phase.value!r} does not fit a stock of {len(state.stock)} cards")
    if not over and not all(state.hands):
        raise ValueError("a player without cards has gone out, so the round must be over")
    if phase is Phase.KNOCK_DECISION and state.hand_points(state.current) > KNOCK_LIMIT:
        raise ValueError(f"seat {state.current} holds more than {KNOCK_LIMIT} points and cannot knock")
    if not over and (state.knocker is not None or state.round_result or state.game_result):
        raise ValueError("only a finished round has a knocker and results")
    reached = max(state.scores) >= state.rules.target
    if over and reached != (phase is Phase.GAME_OVER):
        raise ValueError(f"the phase {phase.value!r} does not fit the scores {list(state.scores)}")


def _check_results(state: ManipulationState, data: dict[str, Any]) -> ManipulationState:
    """Fill in the round and game results, which must be what the state's hands and scores give."""
    if state.phase not in (Phase.ROUND_OVER, Phase.GAME_OVER):
        return state
    round_data = data["round_result"]
    if not isinstance(round_data, dict):
        raise ValueError("a finished round needs its round_result")
    result = round_result_from_json(round_data, state.num_players)
    if result.hands != state.hands or result.knocker != state.knocker:
        raise ValueError("round_result does not match the hands and the knock")
    final = game_result(state.scores, state.rounds_won, state.rules.target) if state.phase is Phase.GAME_OVER else None
    if (None if final is None else _game_result_json(final)) != data["game_result"]:
        raise ValueError("game_result does not match the scores and rounds won")
    return ManipulationState(**{**_fields(state), "round_result": result, "game_result": final})


def round_result_from_json(data: Any, num_players: int) -> RoundResult:
    """The round result :func:`round_result_to_json` wrote for a game of ``num_players``.

    It is scored again from its hands and knock, and refused (``ValueError``)
    unless every number written is what they give.
    """
    if not isinstance(data, dict) or type(data.get("stock_exhausted")) is not bool:
        raise ValueError("a round_result is an object with stock_exhausted true or false")
    hands_raw = _list(data.get("hands"), "the round's hands", num_players)
    hands = tuple(_cards(hand, f"the round's hand {seat}") for seat, hand in enumerate(hands_raw))
    _cards_seen([("a hand", hand) for hand in hands], _game_cards(num_players), num_players)
    knocker = _seat_or_none(data.get("knocker"), "the round's knocker", num_players)
    result = score_round_detailed(hands, knocker, stock_exhausted=data["stock_exhausted"])
    if round_result_to_json(result) != data:
        raise ValueError("round_result does not match the hands and the knock")
    return result


def _fields(state: ManipulationState) -> dict[str, Any]:
    return {name: getattr(state, name) for name in ManipulationState.__dataclass_fields__}


def state_from_json(data: Any) -> ManipulationState:
    """The state :func:`state_to_json` wrote; ``ValueError`` naming the first thing wrong otherwise."""
    if not isinstance(data, dict):
        raise ValueError(f"a saved Manipulation Rummy state is a JSON object, not {type(data).__name__}")
    unknown = sorted(map(str, set(data) - set(_FIELDS)))
    missing = [name for name in _FIELDS if name not in data]
    if unknown or missing:
        raise ValueError(f"unknown fields {unknown} / missing fields {missing}")
    if data["game"] != "manipulation" or data["version"] != FORMAT_VERSION or type(data["version"]) is not int:
        raise ValueError(f"not a version {FORMAT_VERSION} Manipulation Rummy state")
    rules = data["rules"]
    if not isinstance(rules, dict) or set(rules) != {"target"}:
        raise ValueError(f"rules must be {{'target': points}}, not {rules!r}")
    n = check_player_count(data["num_players"])
    try:
        phase = Phase(data["phase"])
    except ValueError:
        raise ValueError(f"{data['phase']!r} is not a phase: one of {[p.value for p in Phase]}") from None
    state = ManipulationState(
        rules=ManipulationRules(target=_int(rules["target"], "the target", 1)),
        num_players=n,
        hands=tuple(_cards(hand, f"hand {seat}") for seat, hand in enumerate(_list(data["hands"], "hands", n))),
        table=tuple(_cards(meld, "a table meld") for meld in _list(data["table"], "table")),
        stock=_cards(data["stock"], "stock"),
        dealer=_int(data["dealer"], "dealer", 0, n - 1),
        current=_int(data["current"], "current", 0, n - 1),
        phase=phase,
        draws_this_turn=_int(data["draws_this_turn"], "draws_this_turn", 0),
        scores=_per_seat(data["scores"], "scores", n),
        rounds_won=_per_seat(data["rounds_won"], "rounds_won", n),
        round_number=_int(data["round_number"], "round_number", 1),
        knocker=_seat_or_none(data["knocker"], "knocker", n),
        round_result=None,
        game_result=None,
        final_turns_left=_int(data["final_turns_left"], "final_turns_left", 0),
    )
    _check_cards(state)
    _check_phase(state)
    return _check_results(state, data)
