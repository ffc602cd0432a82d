"""GinState to and from JSON-ready dicts, for saves: every field is checked on the way in.

Only what cannot be worked out is stored: the cards, the scores, the spreads
the players chose (the knocker's ``knocker_melds``, the defender's ``melds``
and ``layoffs``). A round's points and bonuses and the game result are
recomputed on loading from them, so a file cannot hold a result that
contradicts its cards. A file written before the knocker chose his spread
has no ``knocker_melds``: his spread is then the one the app proposes.

A round result can also stand alone (:func:`round_result_to_json`: the score
sheet's earlier rounds in a save). It is then written as the state writes its
``round``, with the two hands as they were spread and whether the round was
doubled, since no state is there to tell; it is scored again on loading too.
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any, Sequence

from ..cards import Card, make_deck, parse_card
from ..limits import MAX_ROUNDS, MAX_SCORE
from ..messages import QT_TRANSLATE_NOOP, Explanation, Template
from ..saved_values import SavedGame, field_name, refusal, shown
from .actions import Spread
from .deadwood import deadwood
from .game import close_round, enter_round, match_result, scored_round
from .hollywood import game_is_over, games_entered, games_entered_when_locked_out
from .results import RoundResult, ShownHand
from .rules import HAND_SIZE, KNOCK_LIMIT, STOCK_LEFT_FOR_A_DRAW, GinRules
from .knocker_spreads import knock_spread_problem
from .spread import knocker_spread, shown_knocker_hand, spread_of, spread_problem
from .state import GinState, Hand, Phase

__all__ = [
    "state_to_json", "state_from_json", "round_result_to_json", "round_result_from_json", "move_of_format_4",
    "FORMAT", "VERSION",
]

FORMAT = "rummy-desktop gin state"
VERSION = 1
_DECK = frozenset(make_deck(1, 0))
_RULE_FIELDS = tuple(f.name for f in fields(GinRules))
_KEYS = {
    "format", "version", "rules", "hands", "stock", "discard_pile", "upcard", "dealer", "current",
    "phase", "upcard_passes", "taken_from_discard", "visible_takes", "scores", "rounds_won",
    "knocker", "knocker_melds", "round",
}
_ROUND_KEYS = {"kind", "knocker", "games", "knocker_melds", "melds", "layoffs"}
_ALONE_KEYS = {"hands", "doubled"}
"""What a round result standing alone adds to the state's ``round``."""


def _cards(cards: Sequence[Card]) -> list[str]:
    return [str(c) for c in cards]


def _round_to_json(result: RoundResult) -> dict[str, Any]:
    """How the round ended, as a state writes it: what its hands cannot tell."""
    kind = "drawn" if result.drawn else "big_gin" if result.big_gin else "gin" if result.gin else "knock"
    out: dict[str, Any] = {"kind": kind, "knocker": result.knocker, "games": list(result.games)}
    if kind in ("knock", "gin"):
        assert result.knocker_spread is not None
        out["knocker_melds"] = [_cards(m) for m in result.knocker_spread.melds]
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
        "knocker_melds": [_cards(m) for m in state.knocker_spread.melds] if state.knocker_spread else None,
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


def _of_player(what: Explanation, seat: int) -> Explanation:
    return Explanation(QT_TRANSLATE_NOOP("SavedGame", "{what} of player {number}"), what=what, number=seat + 1)


_THE_GAME = QT_TRANSLATE_NOOP("SavedGame", "the game")
_THE_ROUND = QT_TRANSLATE_NOOP("SavedGame", "the round")
_UNKNOWN_ENTRY = QT_TRANSLATE_NOOP("SavedGame", "{where} holds an entry this version does not know: “{name}”")
_UNDECIDED = QT_TRANSLATE_NOOP("SavedGame", "every game is decided, so the phase must be “game_over”")
_SCORES_DISAGREE = QT_TRANSLATE_NOOP("SavedGame", "the scores do not agree with the round's result")


def _field(data: dict[str, Any], key: str, where: Template) -> Any:
    if key not in data:
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "“{name}” is missing from {where}"), name=key, where=Explanation(where)
        )
    return data[key]


def _unknown(data: dict[str, Any], known: set[str], where: Template) -> None:
    unknown = set(data) - known
    if unknown:
        raise refusal(_UNKNOWN_ENTRY, where=Explanation(where), name=sorted(map(str, unknown))[0])


def _int(value: Any, what: Explanation, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "{what} must be a whole number from {low} to {high}, not {value}"),
            what=what, low=low, high=high, value=shown(value),
        )
    return value


def _seat(value: Any, what: Explanation) -> int:
    return _int(value, what, 0, 1)


def _list(value: Any, what: Explanation) -> list[Any]:
    if not isinstance(value, list):
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "{what} must be a list, not {value}"), what=what, value=shown(value)
        )
    return value


def _card(value: Any, what: Explanation) -> Card:
    if not isinstance(value, str):
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "{what} must be a card written as text, such as AS, not {value}"),
            what=what, value=shown(value),
        )
    try:
        card = parse_card(value)
    except ValueError as error:  # parse_card words every refusal as an Explanation
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "{what}: {problem}"), what=what, problem=error.args[0].in_sentence()
        ) from None
    if card not in _DECK:
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "{what}: {card} is not a card of the Gin pack"), what=what, card=card.pretty
        )
    return card


def _card_list(value: Any, what: Explanation) -> tuple[Card, ...]:
    return tuple(
        _card(v, Explanation(QT_TRANSLATE_NOOP("SavedGame", "card {number} of {what}"), number=i + 1, what=what))
        for i, v in enumerate(_list(value, what))
    )


def _hands(value: Any, what: Explanation) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """One list of cards per player."""
    first, second = _pair(value, what)
    return _card_list(first, _of_player(what, 0)), _card_list(second, _of_player(what, 1))


def _pair(value: Any, what: Explanation) -> list[Any]:
    items = _list(value, what)
    if len(items) != 2:
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "{what} must hold one entry per player (2), not {count}"),
            what=what, count=len(items),
        )
    return items


def _rules(value: Any) -> GinRules:
    if not isinstance(value, dict):
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "“rules” must be an object, not {value}"), value=shown(value))
    _unknown(value, set(_RULE_FIELDS), QT_TRANSLATE_NOOP("SavedGame", "the “rules” entry"))
    try:
        return GinRules(**value)
    except ValueError:
        name = _refused_setting(value)
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "the rules' setting “{name}” cannot be {value}"),
            name=name, value=shown(value[name]),
        ) from None


def _refused_setting(settings: dict[str, Any]) -> str:
    """Which of ``settings`` GinRules refuses: the variant, or a setting the variant does not allow."""
    variant = settings.get("variant", "gin")

    def refused(name: str) -> bool:
        try:
            GinRules(**{"variant": variant, name: settings[name]})
        except ValueError:
            return True
        return False

    return next(name for name in sorted(settings, key=lambda name: name != "variant") if refused(name))


def _columns(value: Any, name: str, games: int, high: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    seats = []
    for seat, row in enumerate(_pair(value, field_name(name))):
        what = _of_player(field_name(name), seat)
        row = _list(row, what)
        if len(row) != games:
            raise refusal(
                QT_TRANSLATE_NOOP("SavedGame", "{what} must hold one number per game ({games}), not {count}"),
                what=what, games=games, count=len(row),
            )
        in_game = QT_TRANSLATE_NOOP("SavedGame", "{what} in game {game}")
        seats.append(tuple(_int(v, Explanation(in_game, what=what, game=g + 1), 0, high) for g, v in enumerate(row)))
    return seats[0], seats[1]


def _melds(value: Any, what: Explanation) -> tuple[tuple[Card, ...], ...]:
    meld = QT_TRANSLATE_NOOP("SavedGame", "meld {number} of {what}")
    return tuple(_card_list(m, Explanation(meld, number=i + 1, what=what)) for i, m in enumerate(_list(value, what)))


def _knocker_melds(value: Any, what: Explanation, knocker_cards: Hand, limit: int) -> tuple[tuple[Card, ...], ...]:
    """The knocker's spread as saved, checked as the engine checks a knock."""
    melds = _melds(value, what)
    problem = knock_spread_problem(knocker_cards, melds, limit)
    if problem:
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "the knocker's spread: {problem}"), problem=problem)
    return melds


def _spread(data: dict[str, Any]) -> Spread:
    melds = _melds(_field(data, "melds", _THE_ROUND), Explanation(QT_TRANSLATE_NOOP("SavedGame", "the round's “melds”")))
    layoffs_field = Explanation(QT_TRANSLATE_NOOP("SavedGame", "the round's “layoffs”"))
    layoffs = []
    for i, item in enumerate(_list(_field(data, "layoffs", _THE_ROUND), layoffs_field)):
        what = Explanation(
            QT_TRANSLATE_NOOP("SavedGame", "lay-off {number} of {what}"), number=i + 1, what=layoffs_field
        )
        pair = _list(item, what)
        if len(pair) != 2:
            raise refusal(
                QT_TRANSLATE_NOOP(
                    "SavedGame", "{what} must be a pair: the number of a knocker's meld and the cards laid off on it"
                ),
                what=what,
            )
        meld_number = Explanation(QT_TRANSLATE_NOOP("SavedGame", "the meld number of {what}"), what=what)
        index = _int(pair[0], meld_number, 0, 51)
        cards = _card_list(pair[1], Explanation(QT_TRANSLATE_NOOP("SavedGame", "the cards of {what}"), what=what))
        layoffs.append((index, cards))
    return Spread(melds, tuple(layoffs))


def state_from_json(data: Any) -> GinState:
    """The state a :func:`state_to_json` dict describes; ValueError naming the first problem found.

    The ValueError's argument is an :class:`Explanation` in the player's words
    (cards in their notation, players and games counted from 1).
    """
    if not isinstance(data, dict):
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "a saved Gin game must be a JSON object"))
    if data.get("format") != FORMAT or data.get("version") != VERSION:
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "it is not a Gin game saved in format version {version}"), version=VERSION
        )
    _unknown(data, _KEYS, _THE_GAME)
    get = lambda key: _field(data, key, _THE_GAME)  # noqa: E731
    rules = _rules(get("rules"))
    hands = _hands(get("hands"), field_name("hands"))
    stock = _card_list(get("stock"), field_name("stock"))
    pile = _card_list(get("discard_pile"), field_name("discard_pile"))
    every = hands[0] + hands[1] + stock + pile
    if len(set(every)) != len(every) or set(every) != _DECK:
        raise refusal(
            QT_TRANSLATE_NOOP(
                "SavedGame", "the hands, stock and discard pile must hold each of the 52 cards exactly once"
            )
        )
    phase_raw = get("phase")
    if not isinstance(phase_raw, str) or phase_raw not in {p.value for p in Phase}:
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "“phase” must be one of {phases}, not {value}"),
            phases=", ".join(p.value for p in Phase), value=shown(phase_raw),
        )
    taken_raw = get("taken_from_discard")
    state = GinState(
        rules=rules,
        hands=hands,
        stock=stock,
        discard_pile=pile,
        upcard=_card(get("upcard"), field_name("upcard")),
        dealer=_seat(get("dealer"), field_name("dealer")),
        current=_seat(get("current"), field_name("current")),
        phase=Phase(phase_raw),
        scores=_columns(get("scores"), "scores", rules.games, MAX_SCORE),
        rounds_won=_columns(get("rounds_won"), "rounds_won", rules.games, MAX_ROUNDS),
        upcard_passes=_int(get("upcard_passes"), field_name("upcard_passes"), 0, 2),
        taken_from_discard=None if taken_raw is None else _card(taken_raw, field_name("taken_from_discard")),
        visible_takes=_hands(get("visible_takes"), field_name("visible_takes")),
    )
    _check_holdings(state)
    _check_scores(state)
    knocker_raw = get("knocker")
    knocker_melds_raw = data.get("knocker_melds")  # absent from files written before the knocker chose his spread
    round_raw = get("round")
    if state.phase is Phase.LAYOFF:
        return _layoff_state(state, knocker_raw, knocker_melds_raw)
    if knocker_raw is not None or knocker_melds_raw is not None:
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "“knocker” and “knocker_melds” are only saved while the defender lays off")
        )
    if state.is_round_over:
        if not isinstance(round_raw, dict):
            raise refusal(QT_TRANSLATE_NOOP("SavedGame", "a finished round must say how it ended (“round”)"))
        return _finished_state(state, round_raw)
    if round_raw is not None:
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "“round” is only saved once a round is over"))
    _check_play(state)
    return state


def _check_holdings(state: GinState) -> None:
    for seat in (0, 1):
        held = state.hands[seat]
        for card in state.visible_takes[seat]:
            if card not in held:
                raise refusal(
                    QT_TRANSLATE_NOOP("SavedGame", "{card} in “visible_takes” is not in the hand of player {number}"),
                    card=card.pretty, number=seat + 1,
                )
        if len(set(state.visible_takes[seat])) != len(state.visible_takes[seat]):
            raise refusal(
                QT_TRANSLATE_NOOP("SavedGame", "“visible_takes” lists a card of player {number} twice"), number=seat + 1
            )
    if state.upcard in state.stock:
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "the upcard cannot be back in the stock"))
    if state.phase is not Phase.UPCARD_OFFER and state.upcard_passes:
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "“upcard_passes” is only counted while the upcard is on offer"))
    if state.taken_from_discard is not None and (
        state.phase is not Phase.DISCARD or state.taken_from_discard not in state.hands[state.current]
    ):
        raise refusal(
            QT_TRANSLATE_NOOP(
                "SavedGame", "“taken_from_discard” must be a card the player to discard holds"
            )
        )


def _check_scores(state: GinState) -> None:
    for seat in (0, 1):
        for game in range(state.rules.games):
            # Every round won scores at least 1 point (a knock by 1, else an undercut or gin bonus).
            if (state.scores[seat][game] > 0) != (state.rounds_won[seat][game] > 0):
                raise refusal(
                    QT_TRANSLATE_NOOP(
                        "SavedGame",
                        "player {number} has points in game {game} without a round won there, or the reverse",
                    ),
                    number=seat + 1, game=game + 1,
                )
            if state.rounds_won[seat][game] > state.scores[seat][game]:
                raise refusal(
                    SavedGame.QT_TR_NOOP(
                        "player {number} has won %n rounds in game {game} but scored fewer points there ({points}); "
                        "every round won scores at least 1",
                        None,
                        state.rounds_won[seat][game],
                    ),
                    number=seat + 1, game=game + 1, points=state.scores[seat][game],
                )
    for game in range(state.rules.games):
        column = (state.scores[0][game], state.scores[1][game])
        if min(column) >= state.rules.target:
            raise refusal(
                QT_TRANSLATE_NOOP("SavedGame", "both players cannot have reached {target} in game {game}"),
                target=state.rules.target, game=game + 1,
            )
        for seat in (0, 1):
            earlier = (state.scores[0][game - 1], state.scores[1][game - 1]) if game else None
            if column[seat] and earlier and not earlier[seat] and not game_is_over(earlier, state.rules.target):
                raise refusal(
                    QT_TRANSLATE_NOOP(
                        "SavedGame", "player {number} cannot score in game {game} before scoring in game {earlier}"
                    ),
                    number=seat + 1, game=game + 1, earlier=game,
                )


def _check_play(state: GinState) -> None:
    """Checks for the phases of play: hand sizes, stock, whose turn."""
    if match_result(state) is not None:
        raise refusal(_UNDECIDED)
    sizes = sorted(len(h) for h in state.hands)
    if state.phase is Phase.UPCARD_OFFER:
        if state.visible_takes != ((), ()):
            raise refusal(
                QT_TRANSLATE_NOOP(
                    "SavedGame", "nobody has taken a card from the discard pile before the upcard is taken"
                )
            )
        if sizes != [HAND_SIZE, HAND_SIZE] or state.discard_pile != (state.upcard,):
            raise refusal(
                QT_TRANSLATE_NOOP(
                    "SavedGame", "while the upcard is on offer, each hand holds 10 cards and the pile only the upcard"
                )
            )
        offered = state.non_dealer if state.upcard_passes != 1 else state.dealer
        if state.current != offered:
            raise refusal(QT_TRANSLATE_NOOP("SavedGame", "“current” is not the player the upcard is offered to"))
        return
    if not state.discard_pile and not (state.phase is Phase.DISCARD and state.taken_from_discard):
        raise refusal(
            QT_TRANSLATE_NOOP(
                "SavedGame", "the discard pile is empty only when its one card has just been taken"
            )
        )
    if state.phase is Phase.DRAW:
        if sizes != [HAND_SIZE, HAND_SIZE] or len(state.stock) <= STOCK_LEFT_FOR_A_DRAW:
            raise refusal(
                QT_TRANSLATE_NOOP(
                    "SavedGame", "at a draw each hand holds 10 cards and the stock more than 2"
                )
            )
    elif len(state.hands[state.current]) != HAND_SIZE + 1 or len(state.hands[1 - state.current]) != HAND_SIZE:
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "the player to discard holds 11 cards, the other 10"))
    elif len(state.stock) < STOCK_LEFT_FOR_A_DRAW:
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "the stock never runs below 2 cards"))


def _knock_problem(hands: tuple[Hand, Hand], knocker: int, limit: int) -> None:
    if len(hands[knocker]) != HAND_SIZE or len(hands[1 - knocker]) != HAND_SIZE:
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "after a knock each hand holds 10 cards"))
    points = deadwood(hands[knocker])
    if points > limit:
        raise refusal(
            SavedGame.QT_TR_NOOP(
                "the knocker's %n points of deadwood are more than the knock limit {limit}", None, points
            ),
            limit=limit,
        )


def _layoff_state(state: GinState, knocker_raw: Any, melds_raw: Any) -> GinState:
    knocker = _seat(knocker_raw, field_name("knocker"))
    if state.current != 1 - knocker:
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "during the lay-off the defender is the player to move"))
    _knock_problem(state.hands, knocker, state.knock_limit)
    if deadwood(state.hands[knocker]) == 0:
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "a gin admits no lay-off: the round would be over"))
    if match_result(state) is not None:
        raise refusal(_UNDECIDED)
    hand = state.hands[knocker]
    if melds_raw is None:
        arrangement = knocker_spread(hand, state.hands[1 - knocker])
    else:
        arrangement = spread_of(hand, _knocker_melds(melds_raw, field_name("knocker_melds"), hand, state.knock_limit))
    return replace(state, knocker=knocker, knocker_spread=arrangement)


def _finished_state(state: GinState, data: dict[str, Any]) -> GinState:
    result = _round_from_json(
        data, state.hands, state.rules, doubled=state.round_doubled, knock_limit=state.knock_limit
    )
    if result.drawn:
        if len(state.stock) != STOCK_LEFT_FOR_A_DRAW or sorted(map(len, state.hands)) != [HAND_SIZE, HAND_SIZE]:
            raise refusal(
                QT_TRANSLATE_NOOP(
                    "SavedGame", "a drawn round ends with 2 cards in the stock and 10 in each hand"
                )
            )
        if match_result(state) is not None:
            raise refusal(QT_TRANSLATE_NOOP("SavedGame", "a drawn round cannot end the match"))
        return close_round(state, result)
    before_scores, before_rounds = enter_round(state.scores, state.rounds_won, result, sign=-1)
    before = replace(state, scores=before_scores, rounds_won=before_rounds)
    assert result.winner is not None
    if (
        min(min(s) for s in before_scores + before_rounds) < 0
        or match_result(before) is not None
        or result.games not in _games_a_win_may_enter(result.winner, before_scores, state.rules.target)
    ):
        raise refusal(_SCORES_DISAGREE)
    try:
        _check_scores(before)
    except ValueError:
        raise refusal(_SCORES_DISAGREE) from None
    return close_round(state, result)


def _games_a_win_may_enter(seat: int, scores: Sequence[Sequence[int]], target: int) -> set[tuple[int, ...]]:
    """The games a saved round won by ``seat`` may name: as the rules enter it, or as a version that
    locked a shut-out player out of the later games did (its saves keep loading)."""
    return {games_entered(seat, scores, target), games_entered_when_locked_out(seat, scores, target)}


def _round_from_json(
    data: dict[str, Any], hands: tuple[Hand, Hand], rules: GinRules, *, doubled: bool, knock_limit: int
) -> RoundResult:
    """The round ``data`` says ended (a state's ``round``), scored from ``hands`` as they lie at its end."""
    _unknown(data, _ROUND_KEYS, _THE_ROUND)
    kind = _field(data, "kind", _THE_ROUND)
    if kind not in ("drawn", "knock", "gin", "big_gin"):
        raise refusal(
            QT_TRANSLATE_NOOP(
                "SavedGame", "the round's “kind” must be “drawn”, “knock”, “gin” or “big_gin”, not {value}"
            ),
            value=shown(kind),
        )
    if kind == "drawn":
        if _field(data, "knocker", _THE_ROUND) is not None or _field(data, "games", _THE_ROUND) != []:
            raise refusal(QT_TRANSLATE_NOOP("SavedGame", "a drawn round has no knocker and scores in no game"))
        return RoundResult(knocker=None, drawn=True)
    knocker_field = Explanation(QT_TRANSLATE_NOOP("SavedGame", "the round's “knocker”"))
    knocker = _seat(_field(data, "knocker", _THE_ROUND), knocker_field)
    games_field = Explanation(QT_TRANSLATE_NOOP("SavedGame", "the round's “games”"))
    games_raw = _list(_field(data, "games", _THE_ROUND), games_field)
    every_game = Explanation(QT_TRANSLATE_NOOP("SavedGame", "each entry of {what}"), what=games_field)
    games = tuple(_int(g, every_game, 0, rules.games - 1) for g in games_raw)
    if list(games) != sorted(set(games)):
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "the round's “games” must be different games, in order"))
    if kind == "big_gin":
        if not rules.big_gin:
            raise refusal(QT_TRANSLATE_NOOP("SavedGame", "big gin is not played under these rules"))
        if len(hands[knocker]) != HAND_SIZE + 1 or len(hands[1 - knocker]) != HAND_SIZE or deadwood(hands[knocker]):
            raise refusal(QT_TRANSLATE_NOOP("SavedGame", "big gin needs 11 cards all melded"))
    else:
        _knock_problem(hands, knocker, knock_limit)
        if (kind == "gin") != (deadwood(hands[knocker]) == 0):
            raise refusal(QT_TRANSLATE_NOOP("SavedGame", "a round is gin exactly when the knocker has no deadwood"))
    knocker_melds = None
    if kind != "big_gin" and data.get("knocker_melds") is not None:  # absent: the proposal, as files had it before
        what = Explanation(QT_TRANSLATE_NOOP("SavedGame", "the round's “knocker_melds”"))
        knocker_melds = _knocker_melds(data["knocker_melds"], what, hands[knocker], knock_limit)
    spread = None
    if kind == "knock":
        spread = _spread(data)
        knocker_shown = shown_knocker_hand(hands[knocker], hands[1 - knocker], knocker_melds)
        problem = spread_problem(knocker_shown.melds, hands[1 - knocker], spread)
        if problem:
            raise refusal(QT_TRANSLATE_NOOP("SavedGame", "the defender's spread: {problem}"), problem=problem)
    result = scored_round(
        hands, knocker, rules, spread, big_gin=kind == "big_gin", doubled=doubled, knocker_melds=knocker_melds
    )
    return replace(result, games=games)


def round_result_from_json(data: Any, rules: GinRules) -> RoundResult:
    """The round result :func:`round_result_to_json` wrote, scored again under ``rules``; ValueError if it cannot be.

    Without its state, the round's knock limit is the largest there is (an
    Oklahoma upcard may have lowered it) and its games are not checked against
    the scores before it.
    """
    if not isinstance(data, dict):
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "the result of a round must be an object, not {value}"), value=shown(data)
        )
    hands_field = Explanation(QT_TRANSLATE_NOOP("SavedGame", "the round's “hands”"))
    hands = _hands(_field(data, "hands", _THE_ROUND), hands_field)
    if len(set(hands[0] + hands[1])) != len(hands[0] + hands[1]):
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "the round's hands hold a card twice"))
    doubled = _field(data, "doubled", _THE_ROUND)
    if type(doubled) is not bool:
        raise refusal(
            QT_TRANSLATE_NOOP("SavedGame", "the round's “doubled” must be true or false, not {value}"),
            value=shown(doubled),
        )
    if doubled and not (rules.variant == "oklahoma" and rules.oklahoma_spade_doubles):
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "only an Oklahoma round with spade doubling is doubled"))
    round_data = {key: value for key, value in data.items() if key not in _ALONE_KEYS}
    result = _round_from_json(round_data, hands, rules, doubled=doubled, knock_limit=KNOCK_LIMIT)
    if result.drawn and (doubled or hands != ((), ())):
        raise refusal(QT_TRANSLATE_NOOP("SavedGame", "a drawn round shows no hands and is not doubled"))
    return result


_FORMAT_4_NAMES = ("take_upcard", "pass_upcard", "draw_stock", "draw_discard", "big_gin")


def move_of_format_4(data: Any) -> Any:
    """A move as saves of format 4 wrote it (``"draw_stock"``, ``{"discard": "7H"}``, ``{"knock": "7H",
    "melds": null}``, ``{"melds": [...], "layoffs": [...]}``) in the game's one action language
    (:mod:`.action_json`); anything else unchanged, for the reader to refuse."""
    if isinstance(data, str) and data in _FORMAT_4_NAMES:
        return {"action": data}
    if isinstance(data, dict) and set(data) == {"discard"}:
        return {"action": "discard", "card": data["discard"]}
    if isinstance(data, dict) and set(data) == {"knock", "melds"}:
        knock = {"action": "knock", "card": data["knock"]}
        return knock if data["melds"] is None else knock | {"melds": data["melds"]}
    if isinstance(data, dict) and set(data) == {"melds", "layoffs"}:
        return {"action": "spread", **data}
    return data
