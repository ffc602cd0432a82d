"""The Gin state machine: deal, the upcard offer, turns, knocks, lay-offs, scores, next round."""

from __future__ import annotations

import random
from dataclasses import replace

from ..cards import Card, make_deck
from ..messages import QT_TRANSLATE_NOOP, Explanation, Template
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
from .deadwood import Arrangement, best_melds, deadwood, discard_options
from .hollywood import games_entered
from .knocker_spreads import GinKnock, knock_limit_words, knock_spread_problem, legal_spreads, spread_key
from .layoffs import best_layoff
from .results import Bonus, GameResult, RoundResult
from .rules import HAND_SIZE, STOCK_LEFT_FOR_A_DRAW, GinRules
from .scoring import game_score, hand_points
from .spread import knocker_spread, shown_defender_hand, shown_knocker_hand, shown_melds, spread_of, spread_problem
from .state import GinState, Hand, Phase

Meld = tuple[Card, ...]

__all__ = [
    "new_game",
    "apply",
    "legal_actions",
    "best_spread",
    "knock_spreads",
    "deal",
    "round_outcome",
    "scored_round",
    "enter_round",
    "close_round",
    "match_result",
]


def deal(
    rules: GinRules,
    dealer: int,
    rng: random.Random,
    scores: tuple[tuple[int, ...], tuple[int, ...]],
    rounds_won: tuple[tuple[int, ...], tuple[int, ...]],
) -> GinState:
    """A new round: 10 cards each, one at a time from the non-dealer, then the upcard."""
    deck = make_deck(1, 0)
    rng.shuffle(deck)
    hands: tuple[list[Card], list[Card]] = ([], [])
    for i in range(2 * HAND_SIZE):
        hands[(1 - dealer + i) % 2].append(deck.pop())
    upcard = deck.pop()
    return GinState(
        rules=rules,
        hands=(tuple(hands[0]), tuple(hands[1])),
        stock=tuple(deck),
        discard_pile=(upcard,),
        upcard=upcard,
        dealer=dealer,
        current=1 - dealer,
        phase=Phase.UPCARD_OFFER,
        scores=scores,
        rounds_won=rounds_won,
    )


def new_game(rng: random.Random, rules: GinRules = GinRules()) -> GinState:
    """A new match: the first dealer drawn at random, then the first deal."""
    zero = (0,) * rules.games
    return deal(rules, rng.randrange(2), rng, (zero, zero), (zero, zero))


def best_spread(state: GinState) -> Spread:
    """The defender's best answer to a knock: own melds and lay-offs giving the lowest count."""
    _require_phase(state, Phase.LAYOFF)
    assert state.knocker_spread is not None
    melds, layoffs, _ = best_layoff(state.knocker_spread.melds, state.hands[state.current])
    return Spread(melds, layoffs)


def legal_actions(state: GinState) -> list[Action]:
    """Every action the player to move may take.

    A knock is listed once per card, with the spread the app proposes
    (``Knock(card)``); :func:`apply` accepts any legal spread of the knocker
    (``Knock(card, melds)``, see :func:`knock_spreads`). In LAYOFF, where the
    defender may spread in very many ways, only two are listed: the best
    spread (:func:`best_spread`) and his best own melds with no lay-offs (the
    same action when nothing can be laid off); :func:`apply` accepts any
    legal spread.
    """
    phase = state.phase
    if phase is Phase.UPCARD_OFFER:
        return [DrawStock()] if state.upcard_passes == 2 else [TakeUpcard(), PassUpcard()]
    if phase is Phase.DRAW:
        return [DrawStock(), DrawDiscard()]
    if phase is Phase.DISCARD:
        hand = state.hands[state.current]
        options = [(c, left) for c, left in discard_options(hand) if c != _forbidden(state)]
        actions: list[Action] = [Discard(c) for c, _ in options]
        actions += [Knock(c) for c, left in options if left <= state.knock_limit]
        if state.rules.big_gin and deadwood(hand) == 0:
            actions.append(GoBigGin())
        return actions
    if phase is Phase.LAYOFF:
        best = best_spread(state)
        _, own, _ = best_melds(state.hands[state.current])
        plain = Spread(own, ())
        return [best] if plain == best else [best, plain]
    if phase is Phase.ROUND_OVER:
        return [NextRound()]
    return []


def apply(state: GinState, action: Action, rng: random.Random | None = None) -> GinState:
    """The state after ``action``; IllegalAction (a ValueError) says why it is not allowed.

    ``rng`` is needed only by NextRound, to shuffle the next deal.
    """
    if state.phase is Phase.GAME_OVER:
        raise IllegalAction(Explanation(QT_TRANSLATE_NOOP("GinRules", "the game is over")))
    if isinstance(action, NextRound):
        return _next_round(state, rng)
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise IllegalAction(f"{action!r} is not a Gin action")
    return handler(state, action)  # type: ignore[operator]


_PHASE_NAMES: dict[Phase, Template] = {
    Phase.UPCARD_OFFER: QT_TRANSLATE_NOOP("GinRules", "upcard offer"),
    Phase.DRAW: QT_TRANSLATE_NOOP("GinRules", "draw"),
    Phase.DISCARD: QT_TRANSLATE_NOOP("GinRules", "discard"),
    Phase.LAYOFF: QT_TRANSLATE_NOOP("GinRules", "layoff"),
    Phase.ROUND_OVER: QT_TRANSLATE_NOOP("GinRules", "round over"),
    Phase.GAME_OVER: QT_TRANSLATE_NOOP("GinRules", "game over"),
}
"""Each phase as "not now: the game is in the {phase} phase" names it."""


def _require_phase(state: GinState, *phases: Phase) -> None:
    if state.phase not in phases:
        raise IllegalAction(
            Explanation(QT_TRANSLATE_NOOP("GinRules", "not now: the game is in the {phase} phase"), phase=Explanation(_PHASE_NAMES[state.phase]))
        )


def _forbidden(state: GinState) -> Card | None:
    """The card that may not be discarded this turn (option: the one just taken from the pile)."""
    return state.taken_from_discard if state.rules.discard_taken_card_forbidden else None


def _with_hand(state: GinState, hand: tuple[Card, ...]) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    hands = list(state.hands)
    hands[state.current] = hand
    return hands[0], hands[1]


def _offer(state: GinState, action: TakeUpcard | PassUpcard) -> GinState:
    _require_phase(state, Phase.UPCARD_OFFER)
    if state.upcard_passes == 2:
        raise IllegalAction(Explanation(
            QT_TRANSLATE_NOOP("GinRules", "both players passed the upcard: the non-dealer now draws from the stock")
        ))
    if isinstance(action, PassUpcard):
        return replace(state, upcard_passes=state.upcard_passes + 1, current=1 - state.current)
    return _take_top_of_pile(state)


def _take_top_of_pile(state: GinState) -> GinState:
    card = state.discard_pile[-1]
    takes = list(state.visible_takes)
    takes[state.current] += (card,)
    return replace(
        state,
        hands=_with_hand(state, state.hands[state.current] + (card,)),
        discard_pile=state.discard_pile[:-1],
        taken_from_discard=card,
        visible_takes=(takes[0], takes[1]),
        phase=Phase.DISCARD,
        upcard_passes=0,
    )


def _draw_stock(state: GinState, action: DrawStock) -> GinState:
    if state.phase is Phase.UPCARD_OFFER and state.upcard_passes < 2:
        raise IllegalAction(Explanation(QT_TRANSLATE_NOOP("GinRules", "the upcard is on offer first: take it or pass")))
    _require_phase(state, Phase.UPCARD_OFFER, Phase.DRAW)
    card = state.stock[-1]
    return replace(
        state,
        hands=_with_hand(state, state.hands[state.current] + (card,)),
        stock=state.stock[:-1],
        phase=Phase.DISCARD,
        upcard_passes=0,
    )


def _draw_discard(state: GinState, action: DrawDiscard) -> GinState:
    if state.phase is Phase.UPCARD_OFFER:
        raise IllegalAction(Explanation(QT_TRANSLATE_NOOP("GinRules", "on the first turn the upcard is offered: take it or pass it")))
    _require_phase(state, Phase.DRAW)
    return _take_top_of_pile(state)


def _checked_discard(state: GinState, card: Card) -> GinState:
    """The state with ``card`` moved from the mover's hand to the discard pile."""
    _require_phase(state, Phase.DISCARD)
    hand = state.hands[state.current]
    if card not in hand:
        raise IllegalAction(Explanation(QT_TRANSLATE_NOOP("GinRules", "{card} is not in your hand"), card=card))
    if card == _forbidden(state):
        raise IllegalAction(Explanation(
            QT_TRANSLATE_NOOP("GinRules", "{card} was just taken from the discard pile and may not be discarded this turn"), card=card
        ))
    takes = list(state.visible_takes)
    takes[state.current] = tuple(c for c in takes[state.current] if c != card)
    return replace(
        state,
        hands=_with_hand(state, tuple(c for c in hand if c != card)),
        discard_pile=state.discard_pile + (card,),
        taken_from_discard=None,
        visible_takes=(takes[0], takes[1]),
    )


def _discard(state: GinState, action: Discard) -> GinState:
    after = _checked_discard(state, action.card)
    if len(after.stock) == STOCK_LEFT_FOR_A_DRAW:
        return _end_round(after, RoundResult(knocker=None, drawn=True))
    return replace(after, current=1 - state.current, phase=Phase.DRAW)


def _knock(state: GinState, action: Knock) -> GinState:
    after = _checked_discard(state, action.card)
    knocker = state.current
    hand = after.hands[knocker]
    points = deadwood(hand)
    if points > state.knock_limit:
        raise IllegalAction(Explanation(
            GinKnock.QT_TR_NOOP("discarding {card} leaves %n deadwood: too much to knock ({limit} this round)", None,
                                points),
            card=action.card,
            limit=knock_limit_words(state.knock_limit),
        ))
    if action.melds is None:
        arrangement = knocker_spread(hand, after.hands[1 - knocker])
    else:
        problem = knock_spread_problem(hand, action.melds, state.knock_limit, discarded=action.card)
        if problem:
            raise IllegalAction(problem)
        arrangement = spread_of(hand, action.melds)
    if arrangement.deadwood == 0:
        return _end_round(after, round_outcome(after, knocker, knocker_melds=arrangement.melds))
    return replace(after, phase=Phase.LAYOFF, knocker=knocker, knocker_spread=arrangement, current=1 - knocker)


def knock_spreads(state: GinState, card: Card) -> tuple[Arrangement, list[Arrangement]]:
    """If the player to move knocks discarding ``card``: the spread the app proposes, and every
    legal spread (the proposal among them; none when the cards kept leave too much deadwood).
    The proposal's tie-break reads the opponent's hand, so only the engine can make it.
    IllegalAction when ``card`` may not be discarded now."""
    kept = _checked_discard(state, card).hands[state.current]
    proposal = knocker_spread(kept, state.hands[1 - state.current])
    key = spread_key(proposal.melds)
    spreads = legal_spreads(kept, state.knock_limit)
    return next((s for s in spreads if spread_key(s.melds) == key), proposal), spreads


def _big_gin(state: GinState, action: GoBigGin) -> GinState:
    _require_phase(state, Phase.DISCARD)
    if not state.rules.big_gin:
        raise IllegalAction(Explanation(QT_TRANSLATE_NOOP("GinRules", "big gin is not played in this game (it is an option)")))
    points = deadwood(state.hands[state.current])
    if points:
        raise IllegalAction(Explanation(QT_TRANSLATE_NOOP("GinRules", "big gin needs all 11 cards melded (deadwood: {points})"), points=points))
    after = replace(state, taken_from_discard=None)
    return _end_round(after, round_outcome(after, state.current, big_gin=True))


def _spread(state: GinState, action: Spread) -> GinState:
    _require_phase(state, Phase.LAYOFF)
    assert state.knocker_spread is not None and state.knocker is not None
    problem = spread_problem(state.knocker_spread.melds, state.hands[state.current], action)
    if problem:
        raise IllegalAction(problem)
    return _end_round(state, round_outcome(state, state.knocker, action, knocker_melds=state.knocker_spread.melds))


def round_outcome(
    state: GinState,
    knocker: int,
    spread: Spread | None = None,
    *,
    big_gin: bool = False,
    knocker_melds: tuple[Meld, ...] | None = None,
) -> RoundResult:
    """Score a round ended by a knock, gin or big gin, from the hands as they lie.

    ``spread`` is the defender's answer to a knock (already checked); None after
    gin or big gin, when he only shows his best melds. ``knocker_melds`` is the
    knocker's spread (already checked; None: the proposal). The games the
    points go into are read from ``state.scores``, the scores before this round.
    """
    result = scored_round(
        state.hands, knocker, state.rules, spread, big_gin=big_gin, doubled=state.round_doubled,
        knocker_melds=knocker_melds,
    )
    assert result.winner is not None
    return replace(result, games=games_entered(result.winner, state.scores, state.rules.target))


def scored_round(
    hands: tuple[Hand, Hand],
    knocker: int,
    rules: GinRules,
    spread: Spread | None = None,
    *,
    big_gin: bool = False,
    doubled: bool = False,
    knocker_melds: tuple[Meld, ...] | None = None,
) -> RoundResult:
    """:func:`round_outcome` from the hands and rules alone, the games the points go into left empty.

    ``doubled``: an Oklahoma round whose spade upcard doubles every score. A
    saved round result is scored again with this (it stands without its state).
    """
    hand, other = hands[knocker], hands[1 - knocker]
    shown = shown_melds(hand) if big_gin else shown_knocker_hand(hand, other, knocker_melds)
    defender = shown_melds(other) if spread is None else shown_defender_hand(other, spread)
    k, d, bonus_name, bonus = hand_points(
        shown.deadwood,
        defender.deadwood,
        gin_bonus=rules.gin_bonus,
        undercut_bonus=rules.undercut_bonus,
        big_gin=big_gin,
    )
    factor = 2 if doubled else 1
    winner = knocker if k else 1 - knocker
    points = [0, 0]
    points[knocker], points[1 - knocker] = k * factor, d * factor
    return RoundResult(
        knocker=knocker,
        gin=shown.deadwood == 0 and not big_gin,
        big_gin=big_gin,
        undercut=bonus_name == "undercut",
        knocker_spread=shown,
        defender_spread=defender,
        points=(points[0], points[1]),
        bonuses=(Bonus(winner, bonus_name, bonus * factor),) if bonus_name else (),
        doubled=doubled,
    )


Scores = tuple[tuple[int, ...], tuple[int, ...]]


def enter_round(scores: Scores, rounds_won: Scores, result: RoundResult, sign: int = 1) -> tuple[Scores, Scores]:
    """Scores and rounds won with the round entered in its games (``sign=-1`` takes it out again)."""
    points = [list(scores[0]), list(scores[1])]
    rounds = [list(rounds_won[0]), list(rounds_won[1])]
    if result.winner is not None:
        for game in result.games:
            points[result.winner][game] += sign * result.points[result.winner]
            rounds[result.winner][game] += sign
    return (tuple(points[0]), tuple(points[1])), (tuple(rounds[0]), tuple(rounds[1]))


def close_round(state: GinState, result: RoundResult) -> GinState:
    """The round over, its points already in ``state.scores``; the match ends when every game is decided."""
    after = replace(
        state,
        knocker=result.knocker,
        knocker_spread=None,
        round_result=result,
        phase=Phase.ROUND_OVER,
    )
    outcome = match_result(after)
    if outcome is None:
        return after
    return replace(after, phase=Phase.GAME_OVER, game_result=outcome)


def _end_round(state: GinState, result: RoundResult) -> GinState:
    scores, rounds_won = enter_round(state.scores, state.rounds_won, result)
    return close_round(replace(state, scores=scores, rounds_won=rounds_won), result)


def match_result(state: GinState) -> GameResult | None:
    """The result once every game is decided (with the Hoyle bonuses if on), else None."""
    games = []
    for game in range(state.rules.games):
        score = game_score(
            game,
            (state.scores[0][game], state.scores[1][game]),
            (state.rounds_won[0][game], state.rounds_won[1][game]),
            target=state.rules.target,
            hoyle=state.rules.hoyle_bonuses,
        )
        if score is None:
            return None
        games.append(score)
    return GameResult(tuple(games))


def _next_round(state: GinState, rng: random.Random | None) -> GinState:
    _require_phase(state, Phase.ROUND_OVER)
    if rng is None:
        raise IllegalAction("dealing the next round needs the random source (rng)")
    assert state.round_result is not None
    winner = state.round_result.winner
    dealer = state.dealer if winner is None else winner
    return deal(state.rules, dealer, rng, state.scores, state.rounds_won)


_HANDLERS = {
    TakeUpcard: _offer,
    PassUpcard: _offer,
    DrawStock: _draw_stock,
    DrawDiscard: _draw_discard,
    Discard: _discard,
    Knock: _knock,
    GoBigGin: _big_gin,
    Spread: _spread,
}
