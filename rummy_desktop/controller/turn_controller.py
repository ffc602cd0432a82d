"""One person's turn of Manipulation Rummy: the working arrangement and the intents that change it.

During a meld phase the player rebuilds the table freely; only the final
arrangement is judged (the rules page assets/rules/manipulation.en.html). The controller keeps that
working arrangement, an immutable :class:`Arrangement` of the table melds, the
hand and the jokers freed this turn, and turns each intent from the table
("move these cards into meld 3 at position 2", "split meld 1 after its second
card", "merge meld 4 into meld 0", "declare this joker") into a new
arrangement, pushed on a ``QUndoStack`` as one named step. "End turn" asks the
engine (``check_turn_end``, then ``PlayMelds``); a refusal keeps every reason
and the melds to highlight.

The undo stack is cleared whenever the engine state changes (a draw, the end
of a turn), so undo never reveals or changes hidden information.

Melds are kept in display order (``melds.arrange``), so a position on the table
is a position in the arrangement.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import Callable, Iterable, Literal, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoStack

from rummy_desktop.engine.cards import Card, Face, sort_by_rank, sort_by_suit
from rummy_desktop.engine.manipulation import (
    Action,
    Draw,
    EndTurn,
    IllegalAction,
    Knock,
    ManipulationState,
    NextRound,
    PlayMelds,
    TurnProblem,
    can_meld,
    check_turn_end,
    legal_actions,
)
from rummy_desktop.engine.manipulation.meld_labels import carried_labels, first_free_label, labels_in_order
from rummy_desktop.engine.manipulation.turn_check import fixed_jokers, table_meld_problem
from rummy_desktop.engine.manipulation.permissions import refusal
from rummy_desktop.engine.melds import arrange, declaration_options, declare_free_jokers
from rummy_desktop.engine.messages import QT_TRANSLATE_NOOP, Explanation

from . import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from .explain import explain
from .match import Match
from .placeholders import fill
from .undo_commands import SnapshotCommand, StepName

__all__ = ["Key", "Arrangement", "EditRefused", "TurnController", "AskJoker", "describe"]

Key = tuple[int, str, int]
"""A physical card (``Card.key``)."""

AskJoker = Callable[[Sequence[Face]], "Face | None"]
"""Asks the player which card a joker stands for; None cancels the move."""


_NOTHING_PLAYED = TurnProblem(Explanation(QT_TRANSLATE_NOOP(
    "TurnController", "You haven't played anything: put cards from your hand on the table, or draw again.")))
"""End turn with the table as it was, while another draw is due: there is nothing to mark on the table."""


class EditRefused(Exception):
    """An edit that cannot be made; the message, already translated, is for the status bar."""


def describe(cards: Iterable[Card]) -> str:
    """``7♥ 8♥ JK=9♥``: cards as a person reads them."""
    return " ".join(card.pretty for card in cards)


def _arranged(meld: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(arrange(meld))


@dataclass(frozen=True, slots=True)
class Arrangement:
    """The table melds, the cards in hand and the jokers freed this turn (waiting to be placed)."""

    melds: tuple[tuple[Card, ...], ...]
    hand: tuple[Card, ...]
    freed: tuple[Card, ...] = ()
    labels: tuple[str, ...] = ()
    """Each meld's label (``meld_labels``), one per meld; left out: A, B, C, … in table order."""

    def __post_init__(self) -> None:
        if len(self.labels) != len(self.melds):
            object.__setattr__(self, "labels", labels_in_order(len(self.melds)))

    @classmethod
    def at_start(cls, table: Iterable[Iterable[Card]], hand: Iterable[Card],
                 before: Arrangement | None = None) -> Arrangement:
        """The table and hand as a turn starts; each meld keeps the label of the meld ``before`` it came from."""
        melds = tuple(_arranged(tuple(m)) for m in table)
        if before is None:
            return cls(melds, tuple(hand))
        labels = carried_labels([[c.key for c in m] for m in before.melds], before.labels,
                                [[c.key for c in m] for m in melds])
        return cls(melds, tuple(hand), labels=labels)

    def label(self, meld: int) -> str:
        """The label framed on meld ``meld``."""
        return self.labels[meld]

    def card(self, key: Key) -> Card:
        for card in self.all_cards():
            if card.key == key:
                return card
        raise EditRefused(QCoreApplication.translate("TurnController", "That card is not in play."))

    def all_cards(self) -> Iterable[Card]:
        for meld in self.melds:
            yield from meld
        yield from self.hand
        yield from self.freed

    def meld_of(self, key: Key) -> int | None:
        for i, meld in enumerate(self.melds):
            if any(card.key == key for card in meld):
                return i
        return None

    def same_play_as(self, other: Arrangement) -> bool:
        """True when both hold the same melds (in any order) and the same hand: nothing was played."""
        def melds(a: Arrangement) -> Counter[tuple[tuple[Key, str], ...]]:
            return Counter(tuple(sorted((c.key, str(c.declared)) for c in m)) for m in a.melds)
        return melds(self) == melds(other) and {c.key for c in self.hand} == {c.key for c in other.hand} \
            and not self.freed and not other.freed

    # --- edits: each returns a new arrangement -----------------------------------------

    def _lift(self, keys: Sequence[Key], loosen: Callable[[Card], Card]) -> tuple[list[list[Card]], list[Card], list[Card], list[Card]]:
        """Take the cards out (melds keep their places, maybe empty), in the order of ``keys``."""
        wanted = set(keys)
        if len(wanted) != len(keys):
            raise EditRefused(QCoreApplication.translate("TurnController", "The same card was picked twice."))
        melds = [[c for c in m if c.key not in wanted] for m in self.melds]
        hand = [c for c in self.hand if c.key not in wanted]
        freed = [c for c in self.freed if c.key not in wanted]
        taken = [loosen(self.card(k)) for k in keys]
        return melds, hand, freed, taken

    def _pack(self, melds: list[list[Card]], hand: list[Card], freed: list[Card],
              labels: Sequence[str | None] | None = None) -> Arrangement:
        """The new arrangement: empty melds gone with their labels; a meld labelled None (a new one)
        takes the first label no other meld holds."""
        named = list(self.labels) if labels is None else list(labels)
        kept = [(m, name) for m, name in zip(melds, named) if m]
        used = {name for _, name in kept if name is not None}
        final: list[str] = []
        for _, name in kept:
            if name is None:
                name = first_free_label(used)
                used.add(name)
            final.append(name)
        return Arrangement(tuple(_arranged(m) for m, _ in kept), tuple(hand), tuple(freed), tuple(final))

    def moved_into(self, keys: Sequence[Key], meld: int, position: int, loosen: Callable[[Card], Card]) -> Arrangement:
        """The cards inserted into ``meld`` at ``position`` (counted in the meld as it is now)."""
        target = self.melds[meld]
        before = sum(1 for c in target[:position] if c.key in set(keys))
        melds, hand, freed, taken = self._lift(keys, loosen)
        at = position - before
        melds[meld][at:at] = taken
        return self._pack(melds, hand, freed)

    def with_new_meld(self, keys: Sequence[Key], loosen: Callable[[Card], Card], at: int | None = None) -> Arrangement:
        """The cards as a new meld, before meld ``at`` (counted in the melds as they are now), or last."""
        melds, hand, freed, taken = self._lift(keys, loosen)
        where = len(melds) if at is None else max(0, min(at, len(melds)))
        melds.insert(where, taken)
        labels: list[str | None] = [*self.labels]
        labels.insert(where, None)
        return self._pack(melds, hand, freed, labels)

    def taken_back(self, keys: Sequence[Key], loosen: Callable[[Card], Card]) -> Arrangement:
        melds, hand, freed, taken = self._lift(keys, loosen)
        return self._pack(melds, hand + taken, freed)

    def split(self, meld: int, after: int) -> Arrangement:
        """Meld ``meld`` cut in two after its card ``after``; the right part becomes the next meld."""
        cards = self.melds[meld]
        if not 0 <= after < len(cards) - 1:
            raise EditRefused(QCoreApplication.translate("TurnController", "A meld splits between two of its cards."))
        melds = [list(m) for m in self.melds]
        melds[meld:meld + 1] = [list(cards[:after + 1]), list(cards[after + 1:])]
        labels: list[str | None] = [*self.labels]
        labels.insert(meld + 1, None)
        return self._pack(melds, list(self.hand), list(self.freed), labels)

    def merged(self, source: int, target: int, position: int) -> Arrangement:
        """Meld ``source``'s cards inserted into meld ``target`` at ``position``; ``source`` disappears."""
        if source == target:
            raise EditRefused(QCoreApplication.translate("TurnController", "A meld can't merge with itself."))
        melds = [list(m) for m in self.melds]
        melds[target][position:position] = melds[source]
        melds[source] = []
        return self._pack(melds, list(self.hand), list(self.freed))

    def joker_swapped(self, card_key: Key, joker_key: Key) -> Arrangement:
        """The real card takes the joker's place; the joker, free, waits in the holding area."""
        joker = self.card(joker_key)
        melds, hand, freed, (card,) = self._lift([card_key], lambda c: c)
        for meld in melds:
            for i, c in enumerate(meld):
                if c.key == joker_key:
                    meld[i] = card
        return self._pack(melds, hand, freed + [joker.declare(None)])

    def declared(self, joker_key: Key, face: Face | None) -> Arrangement:
        melds = [[c.declare(face) if c.key == joker_key else c for c in m] for m in self.melds]
        return self._pack(melds, list(self.hand), list(self.freed))


class TurnController(QObject):
    """The turn of the person at ``seat``: intents in, arrangement and messages out.

    ``ask_joker`` is set by the window (the joker dialog) and by tests. The
    controller follows the match only while it plays Manipulation Rummy; in
    another game it shows an empty table and allows nothing. With several people
    at one computer the window moves it to the person whose turn it is
    (:meth:`set_seat`).
    """

    changed = Signal()
    """The arrangement, the problems, or what the player may do changed: redraw."""
    message = Signal(str)
    """A short note for the status bar: why an intent was refused, or what to do next."""

    def __init__(self, match: Match, seat: int, ask_joker: AskJoker, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.match = match
        self.seat = seat
        self.ask_joker = ask_joker
        self.undo_stack = QUndoStack(self)
        self._start = Arrangement((), ())
        self._arrangement = self._start
        self._problems: tuple[TurnProblem, ...] = ()
        self._hand_order: list[Key] = []
        self._fixed_jokers: frozenset[Key] = frozenset()
        self._played_known: tuple[Arrangement, Arrangement, bool] | None = None
        """:attr:`has_played` for an arrangement and a turn start (compared by identity)."""
        match.state_changed.connect(self._begin)
        match.round_started.connect(lambda state: self.sort_hand("suit"))
        if match.has_game:
            self._begin(match.state)
            self.sort_hand("suit")

    def set_seat(self, seat: int) -> None:
        """Play for another person at this computer: their hand, sorted by suit."""
        self.seat = seat
        if self.match.has_game:
            self._begin(self.match.state)
        self.sort_hand("suit")

    # --- what the table shows --------------------------------------------------------------

    @property
    def state(self) -> ManipulationState:
        return self.match.state

    @property
    def arrangement(self) -> Arrangement:
        return self._arrangement

    @property
    def problems(self) -> tuple[TurnProblem, ...]:
        """Why the last "End turn" was refused (empty after any later edit)."""
        return self._problems

    def problem_melds(self) -> set[int]:
        return {i for p in self._problems for i in p.melds}

    def meld_problem(self, meld: int) -> Explanation | None:
        """Why meld ``meld`` is not legal yet (in English; :func:`explain` translates it), or None.

        A joker fixed in an earlier turn that keeps the meld from being legal is named as the reason."""
        return table_meld_problem(self._arrangement.melds[meld], self._fixed_jokers)

    def hand_in_order(self) -> tuple[Card, ...]:
        """The hand in the order the player arranged it (sorted by suit when dealt); new cards at the right."""
        rank = {key: i for i, key in enumerate(self._hand_order)}
        return tuple(sorted(self._arrangement.hand, key=lambda c: rank.get(c.key, len(rank))))

    def is_fixed_joker(self, key: Key) -> bool:
        """A joker whose declared card was fixed at the start of this turn and that still stands for it."""
        return key in self.fixed_jokers

    @property
    def fixed_jokers(self) -> dict[Key, Face]:
        """The jokers on the table whose card is fixed, and that card: declared as the turn began and still
        standing for it. A joker freed this turn by its real card stands for whatever it is put in for then."""
        start = {c.key: c.declared for m in self._start.melds for c in m if c.key in self._fixed_jokers}
        return {c.key: c.declared for m in self._arrangement.melds for c in m
                if c.declared is not None and start.get(c.key) == c.declared}

    @property
    def turn_start(self) -> Arrangement:
        """The table and hand as the turn began: a hint's best play is worked out from them, as cards
        played this turn may still go back to the hand."""
        return self._start

    @property
    def in_play(self) -> bool:
        """The match is playing Manipulation Rummy (the controller has nothing to do in another game)."""
        return self.match.has_game and isinstance(self.match.state, ManipulationState)

    def is_my_turn(self) -> bool:
        return self.in_play and self.state.current_player == self.seat

    @property
    def can_edit(self) -> bool:
        return self.is_my_turn() and can_meld(self.state)

    @property
    def is_modified(self) -> bool:
        """The arrangement differs from the start of the turn (perhaps only in how melds are ordered)."""
        return self._arrangement != self._start

    @property
    def has_played(self) -> bool:
        """Cards were played or the table rebuilt: ending the turn now is a meld.

        Asked many times for one table (every action's state, tooltips, the turn line): worked out once
        per arrangement and turn start."""
        known = self._played_known
        if known is None or known[0] is not self._arrangement or known[1] is not self._start:
            known = (self._arrangement, self._start, not self._arrangement.same_play_as(self._start))
            self._played_known = known
        return known[2]

    def _allows(self, action: Action) -> bool:
        return self.is_my_turn() and action in legal_actions(self.state)

    @property
    def can_draw(self) -> bool:
        """A draw is allowed now: the rules allow it, and the table was not changed this turn (a draw
        after a change is refused: it would throw the changes away)."""
        return self._allows(Draw()) and not self.has_played

    def draw_refusal(self) -> str:
        """Why a draw is not allowed now, in the player's words; empty when it is."""
        if self.can_draw:
            return ""
        if self._allows(Draw()):
            return self.tr("You changed the table: end the turn to play it, or reset the turn to draw again.")
        if not self.match.has_game or not self.is_my_turn():
            return self._why_no_edit()
        reason = refusal(self.state, Draw)
        return explain(reason) if reason is not None else ""

    @property
    def can_end_turn(self) -> bool:
        """End turn acts now: it ends the turn, plays the table, or says what is wrong with it.

        Not while nothing was played and another draw is due: then there is nothing to end yet
        (:meth:`end_turn_problems` says so)."""
        return self._allows(EndTurn()) or (self.can_edit and self.has_played)

    @property
    def can_knock(self) -> bool:
        return self._allows(Knock())

    @property
    def can_next_round(self) -> bool:
        return self.in_play and NextRound() in legal_actions(self.state)

    # --- table edits (each one undo step) ----------------------------------------------------

    def move_cards(self, keys: Sequence[Key], meld: int, position: int, onto: Key | None = None) -> bool:
        """Put the cards into ``meld`` at ``position``.

        One real card dropped onto a joker that stands for it frees the joker
        (the card takes its place) instead.
        """
        def edit(a: Arrangement) -> tuple[Arrangement, StepName]:
            if onto is not None and len(keys) == 1:
                joker = a.card(onto)
                card = a.card(keys[0])
                if joker.is_joker and not card.is_joker and joker.declared == card.face:
                    self.message.emit(self.tr("The joker is free: put it in a meld before you end the turn."))
                    return a.joker_swapped(card.key, joker.key), StepName(
                        QT_TRANSLATE_NOOP("TurnController", "Free the joker with %1"), (card.pretty,))
            cards = [a.card(k) for k in keys]
            target = a.melds[meld]
            after = a.moved_into(keys, meld, position, self._loosen)
            rest = describe(c for c in target if c.key not in set(keys))
            return after, StepName(QT_TRANSLATE_NOOP("TurnController", "Move %1 onto %2"), (describe(cards), rest))
        return self._edit(edit, keys)

    def new_meld(self, keys: Sequence[Key], position: int | None = None) -> bool:
        """The cards, taken from wherever they are, as a new meld: before meld ``position`` (where they
        were dropped on the table), or after every meld."""
        def edit(a: Arrangement) -> tuple[Arrangement, StepName]:
            after = a.with_new_meld(keys, self._loosen, position)
            new = after.melds[after.meld_of(keys[0]) or 0] if keys else ()
            return after, StepName(QT_TRANSLATE_NOOP("TurnController", "New meld %1"), (describe(new),))
        return self._edit(edit, keys)

    def lay_meld(self, meld: Sequence[Card]) -> bool:
        """``meld``'s cards, taken from wherever they are, as a new meld after every meld, each joker
        standing for the card ``meld`` gives it (a best play's meld laid out for the player: nothing is asked)."""
        given = {card.key: card for card in meld}
        keys = list(given)

        def edit(a: Arrangement) -> tuple[Arrangement, StepName]:
            after = a.with_new_meld(keys, lambda card: given[card.key])
            return after, StepName(QT_TRANSLATE_NOOP("TurnController", "New meld %1"), (describe(meld),))
        return self._edit(edit, keys, resolve=False)

    def split_meld(self, meld: int, after: int) -> bool:
        def edit(a: Arrangement) -> tuple[Arrangement, StepName]:
            return a.split(meld, after), StepName(QT_TRANSLATE_NOOP("TurnController", "Split %1"),
                                                  (describe(a.melds[meld]),))
        return self._edit(edit, ())

    def merge_melds(self, source: int, target: int, position: int) -> bool:
        """Meld ``source`` into meld ``target`` at ``position``."""
        def edit(a: Arrangement) -> tuple[Arrangement, StepName]:
            name = StepName(QT_TRANSLATE_NOOP("TurnController", "Merge %1 with %2"),
                            (describe(a.melds[source]), describe(a.melds[target])))
            return a.merged(source, target, position), name
        return self._edit(edit, [c.key for c in self._arrangement.melds[source]])

    def return_to_hand(self, keys: Sequence[Key], position: int) -> bool:
        """Cards back into the hand at ``position``: a reorder for hand cards, a take-back for cards
        played from hand this turn; cards that began the turn on the table stay there."""
        in_hand = {c.key for c in self._arrangement.hand}
        if all(k in in_hand for k in keys):
            self._place_in_hand_order(keys, position)
            self.changed.emit()
            return True
        started_in_hand = {c.key for c in self._start.hand}
        for key in keys:
            if key not in started_in_hand:
                card = self._arrangement.card(key)
                self.message.emit(self.tr("%1 was on the table when your turn began: it stays on the table.").replace(
                    "%1", card.bare().pretty))
                return False

        def edit(a: Arrangement) -> tuple[Arrangement, StepName]:
            taken = [a.card(k).bare() for k in keys if k not in in_hand]
            return a.taken_back(keys, lambda c: c.bare()), StepName(
                QT_TRANSLATE_NOOP("TurnController", "Take back %1"), (describe(taken),))
        if not self._edit(edit, ()):
            return False
        self._place_in_hand_order(keys, position)
        self.changed.emit()
        return True

    def declare_joker(self, key: Key) -> bool:
        """Ask again which card a joker played this turn stands for (a fixed joker keeps its card)."""
        if self.is_fixed_joker(key):
            self.message.emit(self.tr("This joker's card was fixed in an earlier turn: only the real card can free it."))
            return False

        def edit(a: Arrangement) -> tuple[Arrangement, StepName]:
            meld = a.meld_of(key)
            if meld is None:
                raise EditRefused(self.tr("Put the joker in a meld first."))
            cleared = a.declared(key, None)
            if not declaration_options(cleared.melds[meld]):
                raise EditRefused(self.tr("No card makes this meld legal with the joker in it."))
            after = self._declare_jokers(cleared, [key])
            if after is None:
                raise EditRefused("")
            face = after.card(key).declared
            assert face is not None, "a card fits the meld, so _declare_jokers declared each joker in it"
            return after, StepName(QT_TRANSLATE_NOOP("TurnController", "Declare the joker as %1"), (face.pretty,))
        return self._edit(edit, (), resolve=False)

    def lay_out(self, melds: Sequence[Sequence[Card]]) -> bool:
        """The table made ``melds`` at once (a hint's target table, jokers declared), as one undo step.

        ``melds`` must hold every card that began the turn on the table and only cards in play; the
        cards in play left out go to the hand. Each meld keeps the label of the meld now on the table
        it takes more than half of its cards from (``carried_labels``).
        """
        def edit(a: Arrangement) -> tuple[Arrangement, StepName]:
            target = tuple(_arranged(tuple(m)) for m in melds)
            keys = [c.key for m in target for c in m]
            in_play = {c.key for c in a.all_cards()}
            began = {c.key for m in self._start.melds for c in m}
            if len(set(keys)) != len(keys) or not set(keys) <= in_play or not began <= set(keys):
                raise EditRefused(self.tr("That table can't be made from the cards in play."))
            labels = carried_labels([[c.key for c in m] for m in a.melds], a.labels,
                                    [[c.key for c in m] for m in target])
            held = {c.key for c in a.hand}
            hand = (*a.hand, *(c.bare() for c in a.all_cards() if c.key not in set(keys) and c.key not in held))
            return Arrangement(target, hand, (), labels), StepName(
                QT_TRANSLATE_NOOP("TurnController", "Lay out the hint's table"))
        return self._edit(edit, (), resolve=False)

    def reset_turn(self) -> bool:
        """Back to the table and hand as the turn began (one undo step)."""
        if not self.is_modified:
            return False
        self._push(self._arrangement, self._start, StepName(QT_TRANSLATE_NOOP("TurnController", "Reset turn")))
        return True

    # --- hand order (not an undo step: it changes nothing in the game) --------------------------

    def sort_hand(self, by: Literal["suit", "rank"]) -> None:
        ordered = sort_by_suit(self._arrangement.hand) if by == "suit" else sort_by_rank(self._arrangement.hand)
        self._hand_order = [c.key for c in ordered]
        self.changed.emit()

    def _place_in_hand_order(self, keys: Sequence[Key], position: int) -> None:
        shown = [c.key for c in self.hand_in_order()]
        position -= sum(1 for k in shown[:position] if k in set(keys))
        rest = [k for k in shown if k not in set(keys)]
        rest[position:position] = keys
        self._hand_order = rest

    # --- turn actions --------------------------------------------------------------------------

    def draw(self) -> bool:
        if self.has_played and self._allows(Draw()):
            self.message.emit(self.draw_refusal())
            return False
        return self._play(Draw())

    def end_turn_problems(self) -> tuple[TurnProblem, ...]:
        """Why :meth:`end_turn` would refuse now, without saying so or changing anything; empty when it would not.

        With cards played: everything wrong with the table as it is. With nothing played while
        another draw is due: that a turn does not end unplayed yet.
        """
        if not self.can_edit:
            return ()
        if self.has_played:
            return (*self._freed_problems(), *check_turn_end(self.state, self._arrangement.melds, self._arrangement.labels))
        return () if self._allows(EndTurn()) else (_NOTHING_PLAYED,)

    def check(self) -> tuple[TurnProblem, ...]:
        """What :meth:`end_turn` would refuse, marked on the table as a refusal is, with nothing played
        (a table puzzle's Check: the turn is judged, never ended)."""
        self._problems = self.end_turn_problems()
        self.changed.emit()
        return self._problems

    def end_turn(self) -> bool:
        """Play the arrangement (if anything changed), or end the turn without melding.

        A refusal goes to the status bar; the table's problems are kept too (:attr:`problems`), to be marked.
        """
        problems = self.end_turn_problems()
        if problems == (_NOTHING_PLAYED,):
            self.message.emit(explain(_NOTHING_PLAYED.message))
            return False
        if problems:
            self._problems = problems
            self.message.emit(fill(self.tr("Not yet: %1"), " ".join(explain(p.message) for p in problems)))
            self.changed.emit()
            return False
        return self._play(PlayMelds(self._arrangement.melds) if self.can_edit and self.has_played else EndTurn())

    def knock(self) -> bool:
        return self._play(Knock())

    def next_round(self) -> bool:
        return self._play(NextRound())

    # --- inside ----------------------------------------------------------------------------------

    def _freed_problems(self) -> list[TurnProblem]:
        if not self._arrangement.freed:
            return []
        return [TurnProblem(Explanation(QT_TRANSLATE_NOOP(
            "TurnController",
            "A freed joker is waiting beside the table: put it in a meld, with the card it stands for, "
            "before you end the turn.",
        )))]

    def _play(self, action: Action) -> bool:
        try:
            self.match.play(action)
        except IllegalAction as exc:
            self.message.emit(" ".join(explain(reason) for reason in exc.reasons))
            return False
        return True

    def _loosen(self, card: Card) -> Card:
        """A joker that moves forgets its card, unless the card was fixed in an earlier turn (and the joker
        was not freed since)."""
        return card.declare(None) if card.is_joker and not self.is_fixed_joker(card.key) else card

    def _edit(self, edit: Callable[[Arrangement], tuple[Arrangement, StepName]], moved: Sequence[Key], resolve: bool = True) -> bool:
        """Apply one edit as an undo step; jokers moved by it are declared (asking when it is ambiguous)."""
        if not self.can_edit:
            self.message.emit(self._why_no_edit())
            return False
        try:
            after, name = edit(self._arrangement)
            if resolve:
                declared = self._declare_jokers(after, moved)
                if declared is None:
                    return False
                after = declared
        except EditRefused as exc:
            if str(exc):
                self.message.emit(str(exc))
            return False
        if after == self._arrangement:
            return False
        self._push(self._arrangement, after, name)
        return True

    def _why_no_edit(self) -> str:
        if not self.match.has_game:
            return self.tr("Start a game first (Game ▸ New).")
        if not self.is_my_turn():
            seat = self.state.current_player
            if seat is None:
                return self.tr("The round is over.")
            return fill(self.tr("Wait: it is %1's turn."), self.match.seats[seat].name)
        reason = refusal(self.state, PlayMelds)
        return self.tr("You can't change the table now.") if reason is None else explain(reason)

    def _declare_jokers(self, arrangement: Arrangement, moved: Sequence[Key]) -> Arrangement | None:
        """Give each undeclared joker in the melds the cards went into a card: the only one that fits,
        or the one the player picks. None if the player cancels. A joker nothing fits stays undeclared."""
        keys = set(moved)
        melds = list(arrangement.melds)
        for i, meld in enumerate(melds):
            if not any(c.key in keys for c in meld):
                continue
            declared = declare_free_jokers(meld, self.ask_joker)
            if declared is None:
                return None
            melds[i] = tuple(declared)
        return replace(arrangement, melds=tuple(melds))

    def _push(self, before: Arrangement, after: Arrangement, name: StepName) -> None:
        self.undo_stack.push(SnapshotCommand(self._restore, before, after, name))

    def _restore(self, arrangement: Arrangement) -> None:
        self._arrangement = arrangement
        self._problems = ()
        self.changed.emit()

    def _begin(self, state: object) -> None:
        """A new engine state: the turn's working arrangement starts again from it (empty in another game)."""
        self.undo_stack.clear()
        if not isinstance(state, ManipulationState):
            self._start = Arrangement((), ())
        else:
            self._start = Arrangement.at_start(state.table, state.hands[self.seat], self._arrangement)
        self._arrangement = self._start
        self._fixed_jokers = fixed_jokers(self._start.melds)
        self._problems = ()
        self.changed.emit()
