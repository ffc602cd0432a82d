"""Computer players for Gin Rummy and its variants: simple, easy, medium, hard.

The variants change only the knock limit (read from the view: Oklahoma's
upcard sets it) and the scoring, so one player serves all three.

- ``simple`` is the published baseline (after Neller's SimpleGinRummyPlayer,
  the EAAI-21 Gin Rummy challenge's reference player): it takes the upcard or the discard only when that card
  joins a meld, discards to keep the least deadwood (random among ties) and
  knocks as soon as it may.
- ``easy`` plays like simple but now and then throws the wrong deadwood card.
- ``medium`` plays as simple does, except that among the discards keeping the
  least deadwood it keeps the hand with the best *outlook* (the deadwood the
  next draw is expected to save, every unseen card treated alike).
- ``hard`` chooses among the discards keeping at most 2 points above the least
  deadwood, and between the stock and the pile, by the outlook with its
  chance to knock; it reads the discard pile and the opponent's visible picks
  to estimate his hand, avoids discards he can use, counts the cards still
  live for its own melds, and knocks only when the sampled score of a knock
  is good enough.

Every level lays off as well as possible when the opponent knocks (the
engine's best spread), as a computer opponent should. A knocker arranges his
own spread (the rules page assets/rules/gin.en.html): ``hard`` shows the legal spread with the best
sampled score against the opponent hands it considers possible (one that
blocks a lay-off may beat the lowest deadwood); the other levels show the
lowest deadwood.
"""

from __future__ import annotations

import random
import time
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Sequence

from rummy_desktop.ai.gin_knowledge import GinKnowledge, read_view
from rummy_desktop.ai.gin_outlook import Outlook, feed_risk, outlook, spread_values
from rummy_desktop.engine.cards import Card, sort_by_rank
from rummy_desktop.engine.gin import (
    Action,
    Discard,
    DrawDiscard,
    DrawStock,
    GinView,
    GoBigGin,
    Knock,
    NextRound,
    PassUpcard,
    Phase,
    TakeUpcard,
    best_melds,
    discard_options,
    legal_spreads,
)

__all__ = [
    "HARD_STYLE",
    "GinPlayer",
    "SimplePlayer",
    "StrategicPlayer",
    "Style",
    "gin_bot",
    "joins_meld",
    "legal_discards",
    "lowest_deadwood_knock",
]


def joins_meld(card: Card, hand: Sequence[Card]) -> bool:
    """True when ``card`` and two cards of ``hand`` form a meld (a set, or a run, ace low)."""
    if sum(1 for c in hand if c.rank == card.rank) >= 2:
        return True
    ranks = {c.rank for c in hand if c.suit == card.suit}
    r = card.rank
    return any({a, b} <= ranks for a, b in ((r - 2, r - 1), (r - 1, r + 1), (r + 1, r + 2)))


def lowest_deadwood_knock(hand11: Sequence[Card], card: Card) -> Knock:
    """Knock discarding ``card``, spreading the rest with the lowest deadwood."""
    return Knock(card, best_melds([c for c in hand11 if c != card]).melds)


def legal_discards(view: GinView) -> dict[Card, int]:
    """Each card the rules let this seat discard now, with the deadwood kept after it."""
    allowed = {a.card for a in view.legal_actions if isinstance(a, Discard)}
    return {card: left for card, left in discard_options(view.hand) if card in allowed}


class GinPlayer(ABC):
    """The flow every level shares; a level decides the draw and the end of its turn."""

    name = "gin"

    def choose(self, view: GinView, rng: random.Random, deadline: float | None = None) -> Action:
        phase = view.phase
        if phase is Phase.ROUND_OVER:
            return NextRound()
        if phase is Phase.LAYOFF:
            return view.legal_actions[0]  # the engine lists the best spread first
        if phase is Phase.DISCARD:
            if any(isinstance(a, GoBigGin) for a in view.legal_actions):
                return GoBigGin()
            return self.end_turn(view, rng, deadline)
        if phase is Phase.UPCARD_OFFER and view.upcard_passes == 2:
            return DrawStock()
        take = self.wants_top_card(view, rng, deadline)
        if phase is Phase.UPCARD_OFFER:
            return TakeUpcard() if take else PassUpcard()
        return DrawDiscard() if take else DrawStock()

    @abstractmethod
    def wants_top_card(self, view: GinView, rng: random.Random, deadline: float | None) -> bool:
        """Take the upcard or the top discard (True) rather than pass or draw from the stock."""

    @abstractmethod
    def end_turn(self, view: GinView, rng: random.Random, deadline: float | None) -> Action:
        """Holding 11 cards: the discard, or the knock."""


class SimplePlayer(GinPlayer):
    """The baseline; ``slip`` is how often it discards a random deadwood card instead (easy)."""

    def __init__(self, name: str = "simple", slip: float = 0.0) -> None:
        self.name = name
        self.slip = slip

    def wants_top_card(self, view: GinView, rng: random.Random, deadline: float | None) -> bool:
        return joins_meld(view.discard_pile[-1], view.hand)

    def end_turn(self, view: GinView, rng: random.Random, deadline: float | None) -> Action:
        options = legal_discards(view)
        least = min(options.values())
        if least <= view.knock_limit:
            return lowest_deadwood_knock(view.hand, min(options, key=options.__getitem__))
        if self.slip and rng.random() < self.slip:
            loose = [c for c in best_melds(view.hand).deadwood_cards if c in options]
            if loose:
                return Discard(rng.choice(loose))
        return Discard(rng.choice([c for c, left in options.items() if left == least]))


@dataclass(frozen=True)
class Style:
    """How a strategic level weighs things.

    ``infer``: read the opponent's hand from the pile and his picks.
    ``meld_draws``: take the upcard or the discard only when it joins a meld (as simple does).
    ``potential``: weight of the next draw's expected saving.
    ``knock_bonus``: worth (in deadwood points) of a chance to knock after the next draw.
    ``feed``: cost (in deadwood points) of a discard the opponent surely uses.
    ``knock_samples``: sampled opponent hands to judge a knock; 0 knocks at once.
    ``knock_margin``: expected score a knock must reach.
    ``keep_margin``: discards keeping more than this above the least deadwood are not considered.
    ``choose_spread``: knock with the legal spread of the best sampled score, not the lowest deadwood
    (needs ``knock_samples``).
    """

    infer: bool
    meld_draws: bool = False
    potential: float = 1.0
    knock_bonus: float = 4.0
    feed: float = 0.0
    knock_samples: int = 0
    knock_margin: float = 0.0
    keep_margin: int = 8
    choose_spread: bool = False


class StrategicPlayer(GinPlayer):
    """Draws and discards by the value of the 10-card hand kept (see :meth:`value`)."""

    def __init__(self, name: str, style: Style) -> None:
        self.name = name
        self.style = style
        self._fallback = SimplePlayer()

    def _out_of_time(self, deadline: float | None) -> bool:
        return deadline is not None and time.monotonic() >= deadline

    def _score(self, look: Outlook, drawing: bool = False) -> float:
        """The worth of a hand's outlook; ``drawing``: its stock draw is about to be made."""
        style = self.style
        kept = look.deadwood - look.gain if drawing else look.deadwood
        return -kept + style.potential * look.gain + style.knock_bonus * look.knock_chance

    def value(self, hand10: Sequence[Card], know: GinKnowledge, limit: int, discarded: Card | None) -> float:
        """Deadwood kept (negative), plus what the next draw may bring, less what the discard gives away."""
        score = self._score(outlook(hand10, know, limit))
        if discarded is not None and self.style.feed:
            score -= self.style.feed * feed_risk(discarded, know)
        return score

    def ranked_discards(
        self, hand11: Sequence[Card], options: dict[Card, int], know: GinKnowledge, limit: int
    ) -> list[tuple[float, Card]]:
        """The discards considered, each with its :meth:`value`, best first."""
        least = min(options.values())
        scored = [
            (self.value([c for c in hand11 if c != card], know, limit, card), card)
            for card, left in options.items()
            if left <= least + self.style.keep_margin
        ]
        # Ties go to the card sort_by_rank puts last: the higher rank, then the later suit.
        tie_order = {c: i for i, c in enumerate(sort_by_rank(options))}
        return sorted(scored, key=lambda vc: (vc[0], -options[vc[1]], tie_order[vc[1]]), reverse=True)

    def _best_discard(
        self, hand11: Sequence[Card], options: dict[Card, int], know: GinKnowledge, limit: int
    ) -> tuple[Card, float]:
        value, card = self.ranked_discards(hand11, options, know, limit)[0]
        return card, value

    def wants_top_card(self, view: GinView, rng: random.Random, deadline: float | None) -> bool:
        top = view.discard_pile[-1]
        if self.style.meld_draws or self._out_of_time(deadline):
            return self._fallback.wants_top_card(view, rng, deadline)
        know = read_view(view, infer=self.style.infer)
        limit = view.knock_limit
        hand11 = [*view.hand, top]
        options = {c: left for c, left in discard_options(hand11) if c != top}
        if min(options.values()) <= limit and self._knock(hand11, options, know, view, rng) is not None:
            return True
        _, taken = self._best_discard(hand11, options, know, limit)
        return taken > self._score(outlook(view.hand, know, limit), drawing=True)

    def _knock(
        self, hand11: Sequence[Card], options: dict[Card, int], know: GinKnowledge, view: GinView, rng: random.Random
    ) -> Knock | None:
        """The knock to make holding these 11 cards (gin always; else by the sampled score), or None."""
        card = min(options, key=options.__getitem__)
        if options[card] == 0 or not self.style.knock_samples:
            return lowest_deadwood_knock(hand11, card)
        kept = [c for c in hand11 if c != card]
        spreads = legal_spreads(kept, view.knock_limit) if self.style.choose_spread else [best_melds(kept)]
        values = spread_values(spreads, know, view.rules.undercut_bonus, rng, self.style.knock_samples)
        value, best = max(zip(values, spreads), key=lambda pair: pair[0])  # the lowest deadwood among equals
        return Knock(card, best.melds) if value >= self.style.knock_margin else None

    def end_turn(self, view: GinView, rng: random.Random, deadline: float | None) -> Action:
        if self._out_of_time(deadline):
            return self._fallback.end_turn(view, rng, deadline)
        options = legal_discards(view)
        know = read_view(view, infer=self.style.infer)
        knock = self._knock(view.hand, options, know, view, rng) if min(options.values()) <= view.knock_limit else None
        if knock is not None:
            return knock
        card, _ = self._best_discard(view.hand, options, know, view.knock_limit)
        return Discard(card)


HARD_STYLE = Style(
    infer=True, potential=1.6, knock_bonus=12.0, feed=8.0, knock_samples=24, keep_margin=2, choose_spread=True
)
"""The hard level's judgement, which the expert level searches around."""

_STYLES = {
    "medium": Style(infer=False, meld_draws=True, knock_bonus=0.0, keep_margin=0),
    "hard": HARD_STYLE,
}


def gin_bot(level: str) -> GinPlayer:
    """A new Gin player of this level (``simple``, ``easy``, ``medium``, ``hard``)."""
    if level == "simple":
        return SimplePlayer()
    if level == "easy":
        return SimplePlayer("easy", slip=0.3)
    if level in _STYLES:
        return StrategicPlayer(level, _STYLES[level])
    raise ValueError(f"Gin has the levels simple, easy, medium, hard; {level!r} is not one of them")
