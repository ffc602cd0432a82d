"""The game log in sentences: what a seat did, read from the engine states before and after.

The person at this computer is "You" ("You draw a card."); everyone else by
name ("Anna draws a card."). :func:`describe_action` and :func:`new_game_line`
take the states of either game (Manipulation Rummy or the Gin games).

Every sentence is a translatable template (context "GameLog") with named
placeholders (``{name}``, ``{cards}``, ``{points}`` ...) filled in by
``str.format``. A sentence about a seat has two templates, one for "You" and
one for anyone else, since many languages change more than the verb.
:func:`action_words` and :func:`new_game_words` give the sentences as
:class:`~.log_words.Words`, worded when shown (the log words them again after
a change of language); the other functions give them worded now.

The words the log shares with the tables and dialogs live here too: the
choice between the two wordings of a sentence about a seat (:func:`about`),
a seat's name as shown (:func:`shown_name`), a name with its score
(:func:`name_and_points`) and lists in the player's language (:func:`listed`,
:func:`listed_groups`), so no text glues translated pieces with English
punctuation or in English order.
"""

from __future__ import annotations

from typing import Callable, Iterable, Sequence, TypeVar

from rummy_desktop.engine import gin
from rummy_desktop.engine.cards import Card
from rummy_desktop.engine.manipulation import (
    Action,
    Draw,
    EndTurn,
    Knock,
    ManipulationState,
    NextRound,
    Phase,
    PlayMelds,
)
from rummy_desktop.engine.manipulation import apply as manipulation_apply
from rummy_desktop.engine.record import RoundRecord

from .i18n import QT_TRANSLATE_NOOP
from .log_words import YOU, GameLog, Joined, Name, Piece, Words, lazy, wording

__all__ = ["YOU", "about", "action_words", "and_listed", "card_words", "describe_action", "describe_gin_action",
           "gin_round_summary", "listed", "listed_groups", "name_and_points", "new_game_line", "new_game_words", "round_summary",
           "scores_line", "shown_name"]

Wording = TypeVar("Wording", str, Words)

_ROUND_BONUSES = {
    "gin": QT_TRANSLATE_NOOP("GameLog", "gin bonus {amount}"),
    "big gin": QT_TRANSLATE_NOOP("GameLog", "big gin bonus {amount}"),
    "undercut": QT_TRANSLATE_NOOP("GameLog", "undercut bonus {amount}"),
}


def about(name: str, you: Wording, other: Wording) -> Wording:
    """The wording of a sentence about the seat named ``name``: ``you`` for the person at this
    computer ("You went out."), ``other`` for anyone else ("Anna went out.")."""
    return you if name == YOU else other


def _about(names: Sequence[str], seat: int, you: Words, other: Words, **values: Piece) -> Words:
    """A sentence about ``seat``: the template ``you`` for the person at this computer, else ``other``."""
    name = names[seat]
    return about(name, you, other).filled(name=Name(name), **values)


def shown_name(name: str) -> str:
    """A seat's name in a list: "You" in the current language for the person at this computer."""
    return str(Name(name))


def listed(items: Iterable[str]) -> str:
    """Names, numbers or bonuses in a list, with the separator of the player's language: "Anna, Ben, You"."""
    return str(_listed(items))


def _listed(items: Iterable[Piece]) -> Joined:
    #: Between the items of a list (names, numbers, bonuses): "Anna, Ben, You".
    return Joined(items, QT_TRANSLATE_NOOP("GameLog", ", "))


def listed_groups(items: Iterable[str]) -> str:
    """A list of items that hold spaces or commas themselves (melds, clauses): "7♥ 8♥ 9♥; 5♠ 5♦ 5♣"."""
    return str(_listed_groups(items))


def _listed_groups(items: Iterable[Piece]) -> Joined:
    #: Between the items of a list whose items hold commas or spaces (melds, clauses): "7♥ 8♥ 9♥; 5♠ 5♦ 5♣".
    return Joined(items, QT_TRANSLATE_NOOP("GameLog", "; "))


def _sentences(pieces: Iterable[Piece]) -> Joined:
    """Sentences one after another, a space between them."""
    return Joined(pieces, " ", translated=False)


def name_and_points(name: str, points: int) -> str:
    """A name as shown with its score, as in a list of scores: "Anna 54"."""
    #: A player's name and score, as in a list of scores: "Anna 54".
    return str(Words(QT_TRANSLATE_NOOP("GameLog", "{name} {points}"), name=name, points=points))


def card_words(card: Card) -> str:
    """A card as the log writes it: "7♥", and a joker in words, "(joker as 7♥)", not the notation "JK=7♥"."""
    return str(_card(card))


def _card(card: Card) -> Piece:
    if not card.is_joker:
        return card.pretty
    if card.declared is None:
        return Words(QT_TRANSLATE_NOOP("GameLog", "joker"))
    #: A joker on the table among other cards, as in "You play 5♥ (joker as 6♥) 7♥."; {card} is the card it stands for.
    return Words(QT_TRANSLATE_NOOP("GameLog", "(joker as {card})"), card=card.declared.pretty)


def _cards(cards: Sequence[Card]) -> Joined:
    return Joined((_card(card) for card in cards), " ", translated=False)


def describe_action(names: Sequence[str], seat: int, action: object, before: object, after: object) -> list[str]:
    """Sentences for the log, worded now: the action, then the end of the round if it ended there."""
    return [str(line) for line in action_words(names, seat, action, before, after)]


def action_words(names: Sequence[str], seat: int, action: object, before: object, after: object) -> list[Piece]:
    """The sentences of :func:`describe_action`, to be worded when shown; they keep nothing of the states."""
    if isinstance(before, gin.GinState) and isinstance(after, gin.GinState):
        return _gin_action_words(names, seat, action, before, after)
    assert isinstance(before, ManipulationState) and isinstance(after, ManipulationState)
    return _manipulation_action_words(names, seat, action, before, after)  # type: ignore[arg-type]


def _manipulation_action_words(names: Sequence[str], seat: int, action: Action,
                               before: ManipulationState, after: ManipulationState) -> list[Piece]:
    translate = lazy
    lines: list[Piece] = []
    if isinstance(action, Draw):
        if before.draws_this_turn == 2:
            lines.append(_about(names, seat, translate("GameLog", "You draw a third card; the turn is over."),
                                translate("GameLog", "{name} draws a third card; the turn is over.")))
        else:
            lines.append(_about(names, seat, translate("GameLog", "You draw a card."),
                                translate("GameLog", "{name} draws a card.")))
    elif isinstance(action, PlayMelds):
        in_hand = {card.key for card in before.hands[seat]}
        played = _cards([card for meld in action.table for card in meld if card.key in in_hand])
        if _rebuilt(before.table, action.table):
            lines.append(_about(names, seat, translate("GameLog", "You play {cards} and rebuild the table."),
                                translate("GameLog", "{name} plays {cards} and rebuilds the table."), cards=played))
        else:
            lines.append(_about(names, seat, translate("GameLog", "You play {cards}."),
                                translate("GameLog", "{name} plays {cards}."), cards=played))
    elif isinstance(action, EndTurn):
        if before.phase is Phase.KNOCK_DECISION:
            lines.append(_about(names, seat, translate("GameLog", "You do not knock."),
                                translate("GameLog", "{name} does not knock.")))
        else:
            lines.append(_about(names, seat, translate("GameLog", "You end the turn without melding."),
                                translate("GameLog", "{name} ends the turn without melding.")))
    elif isinstance(action, Knock):
        points = before.hand_points(seat)
        lines.append(_about(names, seat, GameLog.tr("You knock with %n points in hand.", None, points),
                            GameLog.tr("{name} knocks with %n points in hand.", None, points)))
    elif isinstance(action, NextRound):
        lines.append(_deal_line(names, after))
    if after.is_round_over and not before.is_round_over:
        lines.append(_round_summary(names, after))
    return lines


def _rebuilt(old: Sequence[Sequence[Card]], new: Sequence[Sequence[Card]]) -> bool:
    """True when a meld was split or two melds were joined (extending melds is not rebuilding)."""
    home = {card.key: i for i, meld in enumerate(old) for card in meld}
    sources = [{home[card.key] for card in meld if card.key in home} for meld in new]
    if any(len(s) > 1 for s in sources):
        return True
    used = [i for s in sources for i in s]
    return len(used) != len(set(used))


def _deal_line(names: Sequence[str], state: ManipulationState) -> Words:
    translate = lazy
    return _about(names, state.dealer, translate("GameLog", "Round {round}: You deal."),
                  translate("GameLog", "Round {round}: {name} deals."), round=state.round_number)


def new_game_line(names: Sequence[str], state: object) -> str:
    """E.g. "New game: You, Anna, Ben. Round 1: Anna deals."."""
    return str(new_game_words(names, state))


def new_game_words(names: Sequence[str], state: object) -> Words:
    """The sentence of :func:`new_game_line`, to be worded when shown."""
    if isinstance(state, gin.GinState):
        deal: Piece = _gin_deal_line(names, state)
    else:
        assert isinstance(state, ManipulationState)
        deal = _deal_line(names, state)
    translate = lazy
    return translate("GameLog", "New game: {names}. {deal}").filled(
        names=_listed(Name(name) for name in names), deal=deal)


def _scores(names: Sequence[str], seat: int, points: int) -> Words:
    return _about(names, seat, GameLog.tr("You score %n.", None, points),
                  GameLog.tr("{name} scores %n.", None, points))


def _winners(names: Sequence[str], seats: Sequence[int]) -> Piece:
    """Several winners in one phrase: "Anna, Ben and You"."""
    return _and_listed([Name(names[seat]) for seat in seats])


def and_listed(items: Sequence[str]) -> str:
    """Items in one phrase, the language's "and" before the last: "A, C and K" (in Hebrew "A, C ו־K": the
    conjunction takes a maqaf before a Latin letter or a digit, which the locale's own list leaves out)."""
    return str(_and_listed(items))


def _and_listed(pieces: Sequence[Piece]) -> Piece:
    if len(pieces) == 1:
        return pieces[0]
    translate = lazy
    return translate("GameLog", "{names} and {last}").filled(names=_listed(pieces[:-1]), last=pieces[-1])


def round_summary(names: Sequence[str], state: ManipulationState) -> str:
    """How the round ended and who scored, e.g. "Round 1 is over: Anna went out. Anna scores 54."."""
    return str(_round_summary(names, state))


def _round_summary(names: Sequence[str], state: ManipulationState) -> Joined:
    translate = lazy
    result = state.round_result
    assert result is not None
    if result.went_out is not None:
        how = _about(names, result.went_out, translate("GameLog", "Round {round} is over: You went out."),
                     translate("GameLog", "Round {round} is over: {name} went out."), round=state.round_number)
    elif result.knocker is not None:
        how = _about(names, result.knocker, translate("GameLog", "Round {round} is over: You knocked."),
                     translate("GameLog", "Round {round} is over: {name} knocked."), round=state.round_number)
    else:
        how = translate("GameLog", "Round {round} is over: the stock ran out.").filled(round=state.round_number)
    sentences: list[Piece] = [how, *(_scores(names, seat, result.scored[seat]) for seat in result.winners)]
    if state.game_result is not None:
        winners, best = state.game_result.winners, max(state.game_result.final_scores)
        if len(winners) == 1:
            over = _about(names, winners[0], translate("GameLog", "The game is over: You win with {points} points."),
                          translate("GameLog", "The game is over: {name} wins with {points} points."), points=best)
        else:
            over = translate("GameLog", "The game is over: {names} win with {points} points.").filled(
                names=_winners(names, winners), points=best)
        sentences.append(over)
    return _sentences(sentences)


def scores_line(names: Sequence[str], state: ManipulationState) -> str:
    """Totals so far, e.g. "You 54 · Anna 0 · Ben 12"."""
    totals = state.game_result.final_scores if state.game_result else state.scores
    return " · ".join(name_and_points(shown_name(name), total) for name, total in zip(names, totals))


# --- Gin, Oklahoma and Hollywood ---------------------------------------------------------------


def describe_gin_action(names: Sequence[str], seat: int, action: object,
                        before: gin.GinState, after: gin.GinState) -> list[str]:
    """The Gin sentences: what was taken, discarded, knocked, spread and laid off, then the round's end."""
    return [str(line) for line in _gin_action_words(names, seat, action, before, after)]


def _gin_action_words(names: Sequence[str], seat: int, action: object,
                      before: gin.GinState, after: gin.GinState) -> list[Piece]:
    translate = lazy
    lines: list[Piece] = []
    if isinstance(action, gin.TakeUpcard):
        lines.append(_about(names, seat, translate("GameLog", "You take the upcard {card}."),
                            translate("GameLog", "{name} takes the upcard {card}."),
                            card=before.discard_pile[-1].pretty))
    elif isinstance(action, gin.PassUpcard):
        lines.append(_about(names, seat, translate("GameLog", "You pass the upcard {card}."),
                            translate("GameLog", "{name} passes the upcard {card}."),
                            card=before.discard_pile[-1].pretty))
    elif isinstance(action, gin.DrawStock):
        lines.append(_about(names, seat, translate("GameLog", "You draw from the stock."),
                            translate("GameLog", "{name} draws from the stock.")))
    elif isinstance(action, gin.DrawDiscard):
        lines.append(_about(names, seat, translate("GameLog", "You take {card} from the discard pile."),
                            translate("GameLog", "{name} takes {card} from the discard pile."),
                            card=before.discard_pile[-1].pretty))
    elif isinstance(action, gin.Discard):
        lines.append(_about(names, seat, translate("GameLog", "You discard {card}."),
                            translate("GameLog", "{name} discards {card}."), card=action.card.pretty))
    elif isinstance(action, gin.Knock):
        result = after.round_result
        if result is not None and result.gin:
            lines.append(_about(names, seat, translate("GameLog", "You go gin, discarding {card}."),
                                translate("GameLog", "{name} goes gin, discarding {card}."), card=action.card.pretty))
        else:
            spread = after.knocker_spread
            assert spread is not None  # a knock that is not gin waits for the lay-off with its spread
            lines.append(_about(names, seat, GameLog.tr("You knock with %n deadwood, discarding {card}.", None,
                                                        spread.deadwood),
                                GameLog.tr("{name} knocks with %n deadwood, discarding {card}.", None, spread.deadwood),
                                card=action.card.pretty))
            lines.append(_about(names, seat, translate("GameLog", "You show {melds}, with {cards} as deadwood."),
                                translate("GameLog", "{name} shows {melds}, with {cards} as deadwood."),
                                melds=_listed_groups(_cards(meld) for meld in spread.melds),
                                cards=_cards(spread.deadwood_cards)))
    elif isinstance(action, gin.GoBigGin):
        lines.append(_about(names, seat, translate("GameLog", "You go big gin with all eleven cards."),
                            translate("GameLog", "{name} goes big gin with all eleven cards.")))
    elif isinstance(action, gin.Spread):
        melds: Piece = _listed_groups(_cards(meld) for meld in action.melds) or translate("GameLog", "no melds")
        laid: Piece = _cards([card for _, cards in action.layoffs for card in cards]) or translate("GameLog", "nothing")
        lines.append(_about(names, seat, translate("GameLog", "You spread {melds} and lay off {cards}."),
                            translate("GameLog", "{name} spreads {melds} and lays off {cards}."),
                            melds=melds, cards=laid))
    elif isinstance(action, gin.NextRound):
        lines.append(_gin_deal_line(names, after))
    if after.is_round_over and not before.is_round_over:
        lines.append(_gin_round_summary(names, after))
    return lines


def _gin_deal_line(names: Sequence[str], state: gin.GinState) -> Piece:
    translate = lazy
    line = _about(names, state.dealer, translate("GameLog", "You deal; the upcard is {card}."),
                  translate("GameLog", "{name} deals; the upcard is {card}."), card=state.upcard.pretty)
    if state.rules.variant != "oklahoma":
        return line
    limit = (translate("GameLog", "gin only") if state.knock_limit == 0
             else translate("GameLog", "knock with at most {limit}").filled(limit=state.knock_limit))
    template = (translate("GameLog", "This round: {limit}, scores doubled.") if state.round_doubled
                else translate("GameLog", "This round: {limit}."))
    return _sentences([line, template.filled(limit=limit)])


def gin_round_summary(names: Sequence[str], state: gin.GinState) -> str:
    """E.g. "The round is over: Anna knocked. You undercut. You score 22 (undercut bonus 10)."."""
    return str(_gin_round_summary(names, state))


def _gin_round_summary(names: Sequence[str], state: gin.GinState) -> Joined:
    translate = lazy
    result = state.round_result
    assert result is not None
    sentences: list[Piece]
    if result.drawn or result.knocker is None:
        sentences = [translate("GameLog", "The round is drawn: the stock ran down to two cards. Nobody scores.")]
    else:
        if result.big_gin:
            how = _about(names, result.knocker, translate("GameLog", "The round is over: You went big gin."),
                         translate("GameLog", "The round is over: {name} went big gin."))
        elif result.gin:
            how = _about(names, result.knocker, translate("GameLog", "The round is over: You went gin."),
                         translate("GameLog", "The round is over: {name} went gin."))
        else:
            how = _about(names, result.knocker, translate("GameLog", "The round is over: You knocked."),
                         translate("GameLog", "The round is over: {name} knocked."))
        sentences = [how]
        if result.undercut and result.defender is not None:
            sentences.append(_about(names, result.defender, translate("GameLog", "You undercut."),
                                    translate("GameLog", "{name} undercut.")))
        winner = result.winner
        if winner is not None:
            bonuses = _listed(Words(_ROUND_BONUSES[bonus.name], amount=bonus.amount) for bonus in result.bonuses)
            if bonuses:
                points = result.points[winner]
                sentences.append(_about(names, winner, GameLog.tr("You score %n ({bonuses}).", None, points),
                                        GameLog.tr("{name} scores %n ({bonuses}).", None, points),
                                        bonuses=bonuses))
            else:
                sentences.append(_scores(names, winner, result.points[winner]))
            if result.doubled:
                sentences.append(translate("GameLog", "The round counts double."))
    if state.game_result is not None:
        sentences.append(_gin_game_over(names, state.game_result))
    return _sentences(sentences)


def _gin_game_over(names: Sequence[str], result: gin.GameResult) -> Words:
    """Who won the game, or the Hollywood match (shared when the net totals are equal)."""
    translate = lazy
    winner = result.winner
    if len(result.games) == 1:
        assert winner is not None  # one game always has its winner
        return _about(names, winner, translate("GameLog", "The game is over: You win."),
                      translate("GameLog", "The game is over: {name} wins."))
    nets = result.net_results
    if winner is None:
        return translate("GameLog", "The match is over: {names} share it with equal net totals of {points}.").filled(
            names=_winners(names, result.winners), points=nets[0])
    return _about(names, winner, translate("GameLog", "The match is over: You win with a net total of {points} to {loser}."),
                  translate("GameLog", "The match is over: {name} wins with a net total of {points} to {loser}."),
                  points=nets[winner], loser=nets[1 - winner])


def replayed_log(names: Sequence[str], rounds: Sequence[RoundRecord]) -> list[Callable[[], list[str]]]:
    """The log's events of a game kept as its moves (a save's), as the log had them when it was played:
    worded when shown, so a game opened from a file speaks the language of the moment too. Raises the
    engine's ``IllegalAction`` for moves its rules refuse (a damaged save)."""
    if not rounds:
        return []
    apply = gin.apply if isinstance(rounds[0].start, gin.GinState) else manipulation_apply
    next_round = gin.NextRound() if isinstance(rounds[0].start, gin.GinState) else NextRound()
    events = [wording([new_game_words(names, rounds[0].start)])]
    end = rounds[0].start
    for number, record in enumerate(rounds):
        if number:
            events.append(wording(action_words(names, end.current, next_round, end, record.start)))
        end = record.start
        for before, action, after in record.steps(apply):
            events.append(wording(action_words(names, before.current, action, before, after)))
            end = after
    return events
