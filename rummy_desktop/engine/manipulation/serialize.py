"""A Manipulation Rummy state as plain JSON, and back, refusing anything the rules could not produce.

Format (version 2)::

    {"game": "manipulation", "version": 2, "rules": {"target": 150, "round_bonus_for_all": false},
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
rest. Anything else raises ``ValueError`` whose argument is an :class:`Explanation`
in the player's words (cards in their notation, players and melds counted from 1).

Version 1 had no ``round_bonus_for_all``: its games gave the 25 per round won
to every player, which is that option on. :func:`upgraded_from_version_1`
turns such a state into version 2 with the option on, so that a game goes on
under the rule it started with; only version 2 is read.
"""

from __future__ import annotations

from typing import Any

from ..cards import Card, make_deck
from ..limits import MAX_ROUNDS, MAX_SCORE, MAX_TARGET
from ..melds import meld_problem
from ..messages import QT_TRANSLATE_NOOP, Explanation, Template
from ..saved_values import SavedGame, field_name, refusal, shown
from .rules import KNOCK_LIMIT, MAX_DRAWS, MAX_PLAYERS, MIN_PLAYERS, ManipulationRules, Phase, packs_and_jokers
from .scoring import GameResult, RoundResult, game_result, hand_points, score_round_detailed
from .state import ManipulationState

__all__ = [
    "FORMAT_VERSION",
    "state_to_json",
    "state_from_json",
    "round_result_to_json",
    "round_result_from_json",
    "upgraded_from_version_1",
    "move_of_format_4",
]

FORMAT_VERSION = 2
_RULES = {"target", "round_bonus_for_all"}
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
        "rules": {"target": state.rules.target, "round_bonus_for_all": state.rules.round_bonus_for_all},
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


def _int(value: Any, what: Explanation, low: int, high: int | None = None) -> int:
    if type(value) is not int or value < low or (high is not None and value > high):
        if high is None:
            raise refusal(
                QT_TRANSLATE_NOOP("SavedGame", "{what} must be a whole number of {low} or more, not {value}"),
                what=what, low=low, value=shown(value),
            )
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "{what} must be a whole number from {low} to {high}, not {value}"),
            what=what, low=low, high=high, value=shown(value),
        )
    return value


def _list(value: Any, what: Explanation, length: int | None = None) -> list[Any]:
    if not isinstance(value, list):
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "{what} must be a list, not {value}"), what=what, value=shown(value)
        )
    if length is not None and len(value) != length:
        raise refusal(
            SavedGame.QT_TR_NOOP("{what} must have %n entries, not {count}", None, length),
            what=what, count=len(value),
        )
    return value


def _cards(value: Any, what: Explanation) -> tuple[Card, ...]:
    cards = []
    for token in _list(value, what):
        if not isinstance(token, str):
            raise refusal(
                QT_TRANSLATE_NOOP("SavedGame", "{what} holds {value}, which is not a card written as text"),
                what=what, value=shown(token),
            )
        try:
            cards.append(Card.from_token(token))
        except ValueError as error:
            # Card.from_token words every refusal as an Explanation.
            raise refusal(
                QT_TRANSLATE_NOOP("SavedGame", "{what}: {problem}"), what=what, problem=error.args[0].in_sentence()
            ) from None
    return tuple(cards)


def _hand_of(seat: int) -> Explanation:
    return Explanation(QT_TRANSLATE_NOOP("SavedGame", "the hand of player {number}"), number=seat + 1)


def _per_seat(value: Any, name: str, num_players: int, high: int) -> tuple[int, ...]:
    every = Explanation(QT_TRANSLATE_NOOP("SavedGame", "each entry of {what}"), what=field_name(name))
    return tuple(_int(v, every, 0, high) for v in _list(value, field_name(name), num_players))


def _seat_or_none(value: Any, what: Explanation, num_players: int) -> int | None:
    return None if value is None else _int(value, what, 0, num_players - 1)


_CardKey = tuple[int, str, int]


def _game_cards(num_players: int) -> dict[_CardKey, Card]:
    """Every physical card of a game for ``num_players``, by its key."""
    return {card.key: card for card in make_deck(*packs_and_jokers(num_players))}


_THE_GAME = QT_TRANSLATE_NOOP("SavedGame", "the game")
_RESULT_DOES_NOT_MATCH = QT_TRANSLATE_NOOP(
    "SavedGame", "the result of the round (“round_result”) does not match the hands and the knock"
)
_IN_A_HAND = QT_TRANSLATE_NOOP("SavedGame", "in a hand")
_ON_THE_TABLE = QT_TRANSLATE_NOOP("SavedGame", "on the table")
_IN_THE_STOCK = QT_TRANSLATE_NOOP("SavedGame", "in the stock")


def _cards_seen(
    places: list[tuple[Template, tuple[Card, ...]]], expected: dict[_CardKey, Card], num_players: int
) -> set[_CardKey]:
    """The keys of the cards in ``places``, each a card of the game met once; jokers declared on the table only."""
    seen: set[_CardKey] = set()
    for place, cards in places:
        for card in cards:
            if card.key not in expected:
                copies = sum(1 for rank, suit, _ in expected if (rank, suit) == card.key[:2])
                raise refusal(
                    QT_TRANSLATE_NOOP(
                        "SavedGame", "a {players}-player game has {copies} × {card}, so none is marked #{copy}"
                    ),
                    players=num_players, copies=copies, card=card.bare().pretty, copy=card.copy,
                )
            if card.key in seen:
                raise refusal(
                    QT_TRANSLATE_NOOP("SavedGame", "the same {card} (marked #{copy}) is in the game twice"),
                    card=card.bare().pretty, copy=card.copy,
                )
            seen.add(card.key)
            if card.is_joker and (card.declared is not None) != (place is _ON_THE_TABLE):
                raise refusal(
                    QT_TRANSLATE_NOOP("SavedGame", "{card} {place}: only a joker on the table declares a card"),
                    card=card.pretty, place=Explanation(place),
                )
    return seen


def _check_cards(state: ManipulationState) -> None:
    """Every physical card of the game exactly once; jokers declared on the table and only there."""
    expected = _game_cards(state.num_players)
    places = [(_IN_A_HAND, hand) for hand in state.hands] + [(_ON_THE_TABLE, m) for m in state.table]
    seen = _cards_seen(places + [(_IN_THE_STOCK, state.stock)], expected, state.num_players)
    missing = [card.pretty for key, card in expected.items() if key not in seen]
    if missing:
        raise refusal(
            SavedGame.QT_TR_NOOP("%n cards of the game are missing, such as {cards}", None, len(missing)),
            cards=" ".join(missing[:5]),
        )
    for i, meld in enumerate(state.table):
        problem = meld_problem(meld)
        if problem is not None:
            raise refusal(
                QT_TRANSLATE_NOOP("SavedGame", "meld {number} on the table is not legal: {problem}"),
                number=i + 1, problem=problem.in_sentence(),
            )


def _check_knock(hand: tuple[Card, ...], seat: int) -> None:
    points = hand_points(hand)
    if points > KNOCK_LIMIT:
        raise refusal(
            QT_TRANSLATE_NOOP(
                "SavedGame", "player {number} holds {points} points: knocking needs {limit} points or less"
            ),
            number=seat + 1, points=points, limit=KNOCK_LIMIT,
        )


def _check_phase(state: ManipulationState) -> None:
    """The phase agrees with the draws, the stock, the hands, the knock and the results."""
    phase, over = state.phase, state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)
    if (state.draws_this_turn > 0) != (phase is Phase.MELD_OR_DRAW):
        raise refusal(
            SavedGame.QT_TR_NOOP(
                "%n draws this turn (“draws_this_turn”) do not fit the phase “{phase}”", None, state.draws_this_turn
            ),
            phase=phase.value,
        )
    if (state.final_turns_left > 0) != (phase is Phase.FINAL_MELD):
        raise refusal(
            SavedGame.QT_TR_NOOP(
                "%n last turns left (“final_turns_left”) do not fit the phase “{phase}”", None, state.final_turns_left
            ),
            phase=phase.value,
        )
    if phase in (Phase.DRAW, Phase.FINAL_MELD) and bool(state.stock) != (phase is Phase.DRAW):
        raise refusal(
            SavedGame.QT_TR_NOOP("the phase “{phase}” does not fit a stock of %n cards", None, len(state.stock)),
            phase=phase.value,
        )
    if not over and not all(state.hands):
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "a player without cards has gone out, so the round must be over"))
    if phase is Phase.KNOCK_DECISION:
        _check_knock(state.hands[state.current], state.current)
    if not over and (state.knocker is not None or state.round_result or state.game_result):
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "only a finished round has a knocker and results"))
    reached = max(state.scores) >= state.rules.target
    if reached != (phase is Phase.GAME_OVER):
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "the phase “{phase}” does not fit the scores {scores}"),
            phase=phase.value, scores=", ".join(map(str, state.scores)),
        )
    played = state.round_number - (not over)
    for seat, won in enumerate(state.rounds_won):
        if won > played:
            raise refusal(
                SavedGame.QT_TR_NOOP("player {number} has won %n rounds, more than the {played} played", None, won),
                number=seat + 1, played=played,
            )


def _check_results(state: ManipulationState, data: dict[str, Any]) -> ManipulationState:
    """Fill in the round and game results, which must be what the state's hands and scores give."""
    if state.phase not in (Phase.ROUND_OVER, Phase.GAME_OVER):
        return state
    round_data = data["round_result"]
    if not isinstance(round_data, dict):
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "a finished round needs its result (“round_result”)"))
    result = round_result_from_json(round_data, state.num_players)
    if result.hands != state.hands or result.knocker != state.knocker:
        raise refusal(_RESULT_DOES_NOT_MATCH)
    before = [total - gained for total, gained in zip(state.scores, result.scored)]
    if min(before) < 0 or max(before) >= state.rules.target:
        raise refusal(
            QT_TRANSLATE_NOOP(
                "SavedGame",
                "the scores {scores} minus the round's points make {before} before the round, "
                "which a game played to {target} could not have had",
            ),
            scores=", ".join(map(str, state.scores)), before=", ".join(map(str, before)), target=state.rules.target,
        )
    rules = state.rules
    final = (
        game_result(state.scores, state.rounds_won, rules.target, round_bonus_for_all=rules.round_bonus_for_all)
        if state.phase is Phase.GAME_OVER
        else None
    )
    if (None if final is None else _game_result_json(final)) != data["game_result"]:
        raise refusal(
            QT_TRANSLATE_NOOP(
                "SavedGame", "the result of the game (“game_result”) does not match the scores and rounds won"
            )
        )
    return ManipulationState(**{**_fields(state), "round_result": result, "game_result": final})


def round_result_from_json(data: Any, num_players: int) -> RoundResult:
    """The round result :func:`round_result_to_json` wrote for a game of ``num_players``.

    It is scored again from its hands and knock, and refused (``ValueError``)
    unless every number written is what they give.
    """
    if not isinstance(data, dict) or type(data.get("stock_exhausted")) is not bool:
        raise refusal(
            QT_TRANSLATE_NOOP(
                "SavedGame", "the result of a round is an object whose “stock_exhausted” is true or false"
            )
        )
    hands_field = Explanation(QT_TRANSLATE_NOOP("SavedGame", "the round's “hands”"))
    hands_raw = _list(data.get("hands"), hands_field, num_players)
    hands = tuple(_cards(hand, _hand_of(seat)) for seat, hand in enumerate(hands_raw))
    _cards_seen([(_IN_A_HAND, hand) for hand in hands], _game_cards(num_players), num_players)
    knocker_field = Explanation(QT_TRANSLATE_NOOP("SavedGame", "the round's “knocker”"))
    knocker = _seat_or_none(data.get("knocker"), knocker_field, num_players)
    if knocker is not None:
        _check_knock(hands[knocker], knocker)
    try:
        result = score_round_detailed(hands, knocker, stock_exhausted=data["stock_exhausted"])
    except ValueError:  # more than one empty hand, or a knock or going out as well as an exhausted stock
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "the hands, the knock and “stock_exhausted” describe no way a round can end")
        ) from None
    if round_result_to_json(result) != data:
        raise refusal(_RESULT_DOES_NOT_MATCH)
    return result


def _fields(state: ManipulationState) -> dict[str, Any]:
    return {name: getattr(state, name) for name in ManipulationState.__dataclass_fields__}


def state_from_json(data: Any) -> ManipulationState:
    """The state :func:`state_to_json` wrote; ``ValueError`` naming the first thing wrong otherwise."""
    if not isinstance(data, dict):
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "a saved Manipulation Rummy game must be a JSON object"))
    unknown = sorted(map(str, set(data) - set(_FIELDS)))
    if unknown:
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "{where} holds an entry this version does not know: “{name}”"),
            where=Explanation(_THE_GAME), name=unknown[0],
        )
    missing = [name for name in _FIELDS if name not in data]
    if missing:
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "“{name}” is missing from {where}"),
            name=missing[0],
            where=Explanation(_THE_GAME),
        )
    if data["game"] != "manipulation" or data["version"] != FORMAT_VERSION or type(data["version"]) is not int:
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "it is not a Manipulation Rummy game saved in format version {version}"),
            version=FORMAT_VERSION,
        )
    rules = data["rules"]
    if not isinstance(rules, dict) or set(rules) != _RULES:
        raise refusal(
            QT_TRANSLATE_NOOP(
                "SavedGame", "“rules” must hold two settings, {target} and {bonus}, and no other, not {value}"
            ),
            target=field_name("target"), bonus=field_name("round_bonus_for_all"), value=shown(rules),
        )
    if type(rules["round_bonus_for_all"]) is not bool:
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "{what} must be true or false, not {value}"),
            what=field_name("round_bonus_for_all"), value=shown(rules["round_bonus_for_all"]),
        )
    n = _int(data["num_players"], field_name("num_players"), MIN_PLAYERS, MAX_PLAYERS)
    try:
        phase = Phase(data["phase"])
    except ValueError:
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "{value} is not a phase: “phase” is one of {phases}"),
            value=shown(data["phase"]), phases=", ".join(p.value for p in Phase),
        ) from None
    melds = _list(data["table"], field_name("table"))
    state = ManipulationState(
        rules=ManipulationRules(
            target=_int(rules["target"], field_name("target"), 1, MAX_TARGET),
            round_bonus_for_all=rules["round_bonus_for_all"],
        ),
        num_players=n,
        hands=tuple(_cards(hand, _hand_of(seat)) for seat, hand in enumerate(_list(data["hands"], field_name("hands"), n))),
        table=tuple(
            _cards(meld, Explanation(QT_TRANSLATE_NOOP("SavedGame", "meld {number} on the table"), number=i + 1))
            for i, meld in enumerate(melds)
        ),
        stock=_cards(data["stock"], field_name("stock")),
        dealer=_int(data["dealer"], field_name("dealer"), 0, n - 1),
        current=_int(data["current"], field_name("current"), 0, n - 1),
        phase=phase,
        # the last draw ends the turn: a state holds one draw fewer
        draws_this_turn=_int(data["draws_this_turn"], field_name("draws_this_turn"), 0, MAX_DRAWS - 1),
        scores=_per_seat(data["scores"], "scores", n, MAX_SCORE),
        rounds_won=_per_seat(data["rounds_won"], "rounds_won", n, MAX_ROUNDS),
        round_number=_int(data["round_number"], field_name("round_number"), 1, MAX_ROUNDS),
        knocker=_seat_or_none(data["knocker"], field_name("knocker"), n),
        round_result=None,
        game_result=None,
        final_turns_left=_int(data["final_turns_left"], field_name("final_turns_left"), 0, n),
    )
    _check_cards(state)
    _check_phase(state)
    return _check_results(state, data)


def upgraded_from_version_1(data: Any) -> Any:
    """A state :func:`state_to_json` wrote in format 1, as format 2 writes it; anything else as it is.

    Format 1 knew one setting, the target; its games gave the 25 per round won
    to every player, the option ``round_bonus_for_all`` of format 2. Only the
    version and that setting change: :func:`state_from_json` still checks the
    rest, and refuses what is not a format-1 state.
    """
    old = isinstance(data, dict) and type(data.get("version")) is int and data["version"] == 1
    if not old or not isinstance(data.get("rules"), dict) or "round_bonus_for_all" in data["rules"]:
        return data
    return data | {"version": FORMAT_VERSION, "rules": data["rules"] | {"round_bonus_for_all": True}}


_FORMAT_4_NAMES = {"draw": "draw", "end": "end_turn", "knock": "knock"}


def move_of_format_4(data: Any) -> Any:
    """A move as saves of format 4 wrote it (``"draw"``, ``"end"``, ``"knock"``, or a play as its new
    table of card tokens) in the game's one action language (:mod:`.action_json`); anything else
    unchanged, for the reader to refuse."""
    if isinstance(data, str) and data in _FORMAT_4_NAMES:
        return {"action": _FORMAT_4_NAMES[data]}
    if isinstance(data, list):
        return {"action": "meld", "table": data}
    return data
