"""GinState to and from JSON-ready dicts, for saves: every field is checked on the way in.

Only what cannot be worked out is stored. The knocker's spread, a round's
points and bonuses and the game result are recomputed on loading from the
hands, the defender's spread and the scores, so a file cannot hold a result
that contradicts its cards.

A round result can also stand alone (:func:`round_result_to_json`: the score
sheet's earlier rounds in a save). It is then written as the state writes its
``round``, with the two hands as they were spread and whether the round was
doubled, since no state is there to tell; it is scored again on loading too.
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any, Sequence

from ..cards import Card, make_deck, parse_card
from .actions import Spread
from .deadwood import deadwood
from .game import close_round, enter_round, match_result, scored_round
from .hollywood import game_is_over, games_entered
from .results import RoundResult, ShownHand
from .rules import HAND_SIZE, KNOCK_LIMIT, STOCK_LEFT_FOR_A_DRAW, GinRules
from .spread import knocker_spread, spread_problem
from .state import GinState, Hand, Phase

__all__ = ["state_to_json", "state_from_json", "round_result_to_json", "round_result_from_json", "FORMAT", "VERSION"]

FORMAT = "rummy-desktop gin state"
VERSION = 1
_DECK = frozenset(make_deck(1, 0))
_RULE_FIELDS = tuple(f.name for f in fields(GinRules))
_KEYS = {
    "format", "version", "rules", "hands", "stock", "discard_pile", "upcard", "dealer", "current",
    "phase", "upcard_passes", "taken_from_discard", "visible_takes", "scores", "rounds_won",
    "knocker", "round",
}
_ROUND_KEYS = {"kind", "knocker", "games", "melds", "layoffs"}
_ALONE_KEYS = {"hands", "doubled"}
"""What a round result standing alone adds to the state's ``round``."""


def _cards(cards: Sequence[Card]) -> list[str]:
    return [str(c) for c in cards]


def _round_to_json(result: RoundResult) -> dict[str, Any]:
    """How the round ended, as a state writes it: what its hands cannot tell."""
    kind = "drawn" if result.drawn else "big_gin" if result.big_gin else "gin" if result.gin else "knock"
    out: dict[str, Any] = {"kind": kind, "knocker": result.knocker, "games": list(result.games)}
    if kind == "knock":
        assert result.defender_spread is not None
        out["melds"] = [_cards(m) for m in result.defender_spread.melds]
        out["layoffs"] = [[i, _cards(cards)] for i, cards in result.defender_spread.layoffs]
    return out


def state_to_json(state: GinState) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": {name: getattr(state.rules, name) for name in _RULE_FIELDS},
        "hands": [_cards(h) for h in state.hands],
        "stock": _cards(state.stock),
        "discard_pile": _cards(state.discard_pile),
        "upcard": str(state.upcard),
        "dealer": state.dealer,
        "current": state.current,
        "phase": state.phase.value,
        "upcard_passes": state.upcard_passes,
        "taken_from_discard": None if state.taken_from_discard is None else str(state.taken_from_discard),
        "visible_takes": [_cards(t) for t in state.visible_takes],
        "scores": [list(s) for s in state.scores],
        "rounds_won": [list(r) for r in state.rounds_won],
        "knocker": state.knocker if state.phase is Phase.LAYOFF else None,
        "round": None if state.round_result is None else _round_to_json(state.round_result),
    }


def round_result_to_json(result: RoundResult) -> dict[str, Any]:
    """A round result standing alone: the state's ``round`` with both hands as spread, and the doubling."""
    hands: list[list[str]] = [[], []]
    if result.knocker is not None:
        hands[result.knocker] = _cards(_spread_cards(result.knocker_spread))
        hands[1 - result.knocker] = _cards(_spread_cards(result.defender_spread))
    return _round_to_json(result) | {"hands": hands, "doubled": result.doubled}


def _spread_cards(shown: ShownHand | None) -> Hand:
    """A spread hand's cards: melds, lay-offs, then deadwood in its order (scoring them again keeps it)."""
    assert shown is not None
    return sum(shown.melds, ()) + sum((cards for _, cards in shown.layoffs), ()) + shown.deadwood_cards


# --- reading ---------------------------------------------------------------


def _field(data: dict[str, Any], key: str, where: str) -> Any:
    if key not in data:
        raise ValueError(f"{where}: '{key}' is missing")
    return data[key]


def _int(value: Any, what: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{what} must be a whole number from {low} to {high}, not {value!r}")
    return value


def _seat(value: Any, what: str) -> int:
    return _int(value, what, 0, 1)


def _list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"{what} must be a list, not {value!r}")
    return value


def _card(value: Any, what: str) -> Card:
    if not isinstance(value, str):
        raise ValueError(f"{what} must be a card such as 'AS', not {value!r}")
    card = parse_card(value)
    if card not in _DECK:
        raise ValueError(f"{what}: {value!r} is not a card of the Gin pack")
    return card


def _card_list(value: Any, what: str) -> tuple[Card, ...]:
    return tuple(_card(v, f"{what} item {i}") for i, v in enumerate(_list(value, what)))


def _pair(value: Any, what: str) -> list[Any]:
    items = _list(value, what)
    if len(items) != 2:
        raise ValueError(f"{what} must hold one entry per seat (2), not {len(items)}")
    return items


def _rules(value: Any) -> GinRules:
    if not isinstance(value, dict):
        raise ValueError(f"rules must be an object, not {value!r}")
    unknown = set(value) - set(_RULE_FIELDS)
    if unknown:
        raise ValueError(f"rules: unknown setting {sorted(map(str, unknown))[0]!r}")
    return GinRules(**{str(k): v for k, v in value.items()})


def _columns(value: Any, what: str, games: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    seats = []
    for seat, row in enumerate(_pair(value, what)):
        row = _list(row, f"{what}[{seat}]")
        if len(row) != games:
            raise ValueError(f"{what}[{seat}] must hold {games} game(s), not {len(row)}")
        seats.append(tuple(_int(v, f"{what}[{seat}][{g}]", 0, 10**6) for g, v in enumerate(row)))
    return seats[0], seats[1]


def _spread(data: dict[str, Any]) -> Spread:
    melds = tuple(_card_list(m, f"round melds item {i}") for i, m in enumerate(_list(_field(data, "melds", "round"), "round melds")))
    layoffs = []
    for i, item in enumerate(_list(_field(data, "layoffs", "round"), "round layoffs")):
        pair = _list(item, f"round layoffs item {i}")
        if len(pair) != 2:
            raise ValueError(f"round layoffs item {i} must be [meld index, cards]")
        layoffs.append((_int(pair[0], f"round layoffs item {i} index", 0, 51), _card_list(pair[1], f"round layoffs item {i} cards")))
    return Spread(melds, tuple(layoffs))


def state_from_json(data: Any) -> GinState:
    """The state a :func:`state_to_json` dict describes; ValueError naming the first problem found."""
    if not isinstance(data, dict):
        raise ValueError("a saved Gin state must be a JSON object")
    if data.get("format") != FORMAT or data.get("version") != VERSION:
        raise ValueError(f"not a saved Gin state of version {VERSION}")
    unknown = set(data) - _KEYS
    if unknown:
        raise ValueError(f"unknown entry {sorted(map(str, unknown))[0]!r}")
    get = lambda key: _field(data, key, "state")  # noqa: E731
    rules = _rules(get("rules"))
    hands_raw = _pair(get("hands"), "hands")
    hands = (_card_list(hands_raw[0], "hands[0]"), _card_list(hands_raw[1], "hands[1]"))
    stock = _card_list(get("stock"), "stock")
    pile = _card_list(get("discard_pile"), "discard_pile")
    every = hands[0] + hands[1] + stock + pile
    if len(set(every)) != len(every) or set(every) != _DECK:
        raise ValueError("the hands, stock and discard pile must hold each of the 52 cards exactly once")
    phase_raw = get("phase")
    if not isinstance(phase_raw, str) or phase_raw not in {p.value for p in Phase}:
        raise ValueError(f"phase must be one of {[p.value for p in Phase]}, not {phase_raw!r}")
    taken_raw = get("taken_from_discard")
    takes_raw = _pair(get("visible_takes"), "visible_takes")
    state = GinState(
        rules=rules,
        hands=hands,
        stock=stock,
        discard_pile=pile,
        upcard=_card(get("upcard"), "upcard"),
        dealer=_seat(get("dealer"), "dealer"),
        current=_seat(get("current"), "current"),
        phase=Phase(phase_raw),
        scores=_columns(get("scores"), "scores", rules.games),
        rounds_won=_columns(get("rounds_won"), "rounds_won", rules.games),
        upcard_passes=_int(get("upcard_passes"), "upcard_passes", 0, 2),
        taken_from_discard=None if taken_raw is None else _card(taken_raw, "taken_from_discard"),
        visible_takes=(_card_list(takes_raw[0], "visible_takes[0]"), _card_list(takes_raw[1], "visible_takes[1]")),
    )
    _check_holdings(state)
    _check_scores(state)
    knocker_raw = get("knocker")
    round_raw = get("round")
    if state.phase is Phase.LAYOFF:
        return _layoff_state(state, knocker_raw)
    if knocker_raw is not None:
        raise ValueError("knocker is only saved while the defender lays off")
    if state.is_round_over:
        if not isinstance(round_raw, dict):
            raise ValueError("a finished round must say how it ended ('round')")
        return _finished_state(state, round_raw)
    if round_raw is not None:
        raise ValueError("'round' is only saved once a round is over")
    _check_play(state)
    return state


def _check_holdings(state: GinState) -> None:
    for seat in (0, 1):
        held = state.hands[seat]
        for card in state.visible_takes[seat]:
            if card not in held:
                raise ValueError(f"visible_takes[{seat}]: {card} is not in that player's hand")
        if len(set(state.visible_takes[seat])) != len(state.visible_takes[seat]):
            raise ValueError(f"visible_takes[{seat}] lists a card twice")
    if state.upcard in state.stock:
        raise ValueError("the upcard cannot be back in the stock")
    if state.phase is not Phase.UPCARD_OFFER and state.upcard_passes:
        raise ValueError("upcard_passes is only counted while the upcard is on offer")
    if state.taken_from_discard is not None and (
        state.phase is not Phase.DISCARD or state.taken_from_discard not in state.hands[state.current]
    ):
        raise ValueError("taken_from_discard must be a card the player to discard holds")


def _check_scores(state: GinState) -> None:
    for seat in (0, 1):
        for game in range(state.rules.games):
            if (state.scores[seat][game] > 0) != (state.rounds_won[seat][game] > 0):
                raise ValueError(f"seat {seat} has points in game {game + 1} without a round won there, or the reverse")
    for game in range(state.rules.games):
        column = (state.scores[0][game], state.scores[1][game])
        if min(column) >= state.rules.target:
            raise ValueError(f"both players cannot have reached {state.rules.target} in game {game + 1}")
        for seat in (0, 1):
            earlier = (state.scores[0][game - 1], state.scores[1][game - 1]) if game else None
            if column[seat] and earlier and not earlier[seat] and not game_is_over(earlier, state.rules.target):
                raise ValueError(f"seat {seat} cannot score in game {game + 1} before scoring in game {game}")


def _check_play(state: GinState) -> None:
    """Checks for the phases of play: hand sizes, stock, whose turn."""
    if match_result(state) is not None:
        raise ValueError("every game is decided: the phase must be game_over")
    sizes = sorted(len(h) for h in state.hands)
    if state.phase is Phase.UPCARD_OFFER:
        if state.visible_takes != ((), ()):
            raise ValueError("nobody has taken a card from the discard pile before the upcard is taken")
        if sizes != [HAND_SIZE, HAND_SIZE] or state.discard_pile != (state.upcard,):
            raise ValueError("while the upcard is on offer, each hand holds 10 cards and the pile only the upcard")
        offered = state.non_dealer if state.upcard_passes != 1 else state.dealer
        if state.current != offered:
            raise ValueError("current is not the player the upcard is offered to")
        return
    if not state.discard_pile and not (state.phase is Phase.DISCARD and state.taken_from_discard):
        raise ValueError("the discard pile is empty only when its one card has just been taken")
    if state.phase is Phase.DRAW:
        if sizes != [HAND_SIZE, HAND_SIZE] or len(state.stock) <= STOCK_LEFT_FOR_A_DRAW:
            raise ValueError("at a draw each hand holds 10 cards and the stock more than 2")
    elif len(state.hands[state.current]) != HAND_SIZE + 1 or len(state.hands[1 - state.current]) != HAND_SIZE:
        raise ValueError("the player to discard holds 11 cards, the other 10")
    elif len(state.stock) < STOCK_LEFT_FOR_A_DRAW:
        raise ValueError("the stock never runs below 2 cards")


def _knock_problem(hands: tuple[Hand, Hand], knocker: int, limit: int) -> None:
    if len(hands[knocker]) != HAND_SIZE or len(hands[1 - knocker]) != HAND_SIZE:
        raise ValueError("after a knock each hand holds 10 cards")
    points = deadwood(hands[knocker])
    if points > limit:
        raise ValueError(f"the knocker's {points} deadwood is more than the knock limit {limit}")


def _layoff_state(state: GinState, knocker_raw: Any) -> GinState:
    knocker = _seat(knocker_raw, "knocker")
    if state.current != 1 - knocker:
        raise ValueError("during the lay-off the defender is the player to move")
    _knock_problem(state.hands, knocker, state.knock_limit)
    if deadwood(state.hands[knocker]) == 0:
        raise ValueError("gin admits no lay-off: the round would be over")
    if match_result(state) is not None:
        raise ValueError("every game is decided: the phase must be game_over")
    arrangement = knocker_spread(state.hands[knocker], state.hands[1 - knocker])
    return replace(state, knocker=knocker, knocker_spread=arrangement)


def _finished_state(state: GinState, data: dict[str, Any]) -> GinState:
    result = _round_from_json(
        data, state.hands, state.rules, doubled=state.round_doubled, knock_limit=state.knock_limit
    )
    if result.drawn:
        if len(state.stock) != STOCK_LEFT_FOR_A_DRAW or sorted(map(len, state.hands)) != [HAND_SIZE, HAND_SIZE]:
            raise ValueError("a drawn round ends with 2 cards in the stock and 10 in each hand")
        if match_result(state) is not None:
            raise ValueError("a drawn round cannot end the match")
        return close_round(state, result)
    before_scores, before_rounds = enter_round(state.scores, state.rounds_won, result, sign=-1)
    before = replace(state, scores=before_scores, rounds_won=before_rounds)
    assert result.winner is not None
    if (
        min(min(s) for s in before_scores + before_rounds) < 0
        or match_result(before) is not None
        or games_entered(result.winner, before_scores, state.rules.target) != result.games
    ):
        raise ValueError("the scores do not agree with the round's result")
    try:
        _check_scores(before)
    except ValueError:
        raise ValueError("the scores do not agree with the round's result") from None
    return close_round(state, result)


def _round_from_json(
    data: dict[str, Any], hands: tuple[Hand, Hand], rules: GinRules, *, doubled: bool, knock_limit: int
) -> RoundResult:
    """The round ``data`` says ended (a state's ``round``), scored from ``hands`` as they lie at its end."""
    unknown = set(data) - _ROUND_KEYS
    if unknown:
        raise ValueError(f"round: unknown entry {sorted(map(str, unknown))[0]!r}")
    kind = _field(data, "kind", "round")
    if kind not in ("drawn", "knock", "gin", "big_gin"):
        raise ValueError(f"round kind must be drawn, knock, gin or big_gin, not {kind!r}")
    if kind == "drawn":
        if _field(data, "knocker", "round") is not None or _field(data, "games", "round") != []:
            raise ValueError("a drawn round has no knocker and scores in no game")
        return RoundResult(knocker=None, drawn=True)
    knocker = _seat(_field(data, "knocker", "round"), "round knocker")
    games_raw = _list(_field(data, "games", "round"), "round games")
    games = tuple(_int(g, "round games item", 0, rules.games - 1) for g in games_raw)
    if list(games) != sorted(set(games)):
        raise ValueError("round games must be different games, in order")
    if kind == "big_gin":
        if not rules.big_gin:
            raise ValueError("big gin is not played under these rules")
        if len(hands[knocker]) != HAND_SIZE + 1 or len(hands[1 - knocker]) != HAND_SIZE or deadwood(hands[knocker]):
            raise ValueError("big gin needs 11 cards all melded")
    else:
        _knock_problem(hands, knocker, knock_limit)
        if (kind == "gin") != (deadwood(hands[knocker]) == 0):
            raise ValueError("a round is gin exactly when the knocker has no deadwood")
    spread = None
    if kind == "knock":
        spread = _spread(data)
        arrangement = knocker_spread(hands[knocker], hands[1 - knocker])
        problem = spread_problem(arrangement.melds, hands[1 - knocker], spread)
        if problem:
            raise ValueError(f"round: {problem}")
    result = scored_round(hands, knocker, rules, spread, big_gin=kind == "big_gin", doubled=doubled)
    return replace(result, games=games)


def round_result_from_json(data: Any, rules: GinRules) -> RoundResult:
    """The round result :func:`round_result_to_json` wrote, scored again under ``rules``; ValueError if it cannot be.

    Without its state, the round's knock limit is the largest there is (an
    Oklahoma upcard may have lowered it) and its games are not checked against
    the scores before it.
    """
    if not isinstance(data, dict):
        raise ValueError(f"a round result must be an object, not {data!r}")
    hands_raw = _pair(_field(data, "hands", "round"), "round hands")
    hands = (_card_list(hands_raw[0], "round hands[0]"), _card_list(hands_raw[1], "round hands[1]"))
    if len(set(hands[0] + hands[1])) != len(hands[0] + hands[1]):
        raise ValueError("the round's hands hold a card twice")
    doubled = _field(data, "doubled", "round")
    if type(doubled) is not bool:
        raise ValueError(f"round doubled must be true or false, not {doubled!r}")
    if doubled and not (rules.variant == "oklahoma" and rules.oklahoma_spade_doubles):
        raise ValueError("only an Oklahoma round with spade doubling is doubled")
    round_data = {key: value for key, value in data.items() if key not in _ALONE_KEYS}
    result = _round_from_json(round_data, hands, rules, doubled=doubled, knock_limit=KNOCK_LIMIT)
    if result.drawn and (doubled or hands != ((), ())):
        raise ValueError("a drawn round shows no hands and is not doubled")
    return result
