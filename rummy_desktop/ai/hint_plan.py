"""A hint's plan: the steps that turn the Manipulation table as it is now into a target table.

The target is a best play (:func:`table_solver.best_play` from the turn's start), the table as it
is now may be half rebuilt and illegal. :func:`plan_steps` gives the steps a person makes on the
table to get there, each one of the table's own operations (the turn controller's intents), so
that a person can follow them one by one and a test can perform them:

1. cards played this turn that the target leaves in the hand go back to it;
2. each joker fixed in an earlier turn that the target gives another card is freed by the real
   card it stands for (dropped on it);
3. the real cards go to their melds: a meld of the target that takes more than half of its cards
   from a meld now on the table is built in that meld and keeps its label
   (:func:`meld_labels.carried_labels`), any other is made new;
4. last the jokers, each into a meld that holds all its other cards by then, so that the card it
   stands for is one the meld offers (a new meld with a joker is made in one step, jokers and all);
   a joker that stays but must stand for another card is declared again.

The steps are worked out on a copy of the table that is edited as the controller edits it (labels,
a joker forgetting its card when it moves, a joker declared when its meld allows it), so each step
names the melds by the labels they will have then. Where the table asks which card a joker stands
for, the answer meant is the target's (:attr:`Plan.joker_faces`; :func:`joker_answer`).

Pure: no Qt, no controller.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Collection, Iterable, Literal, Mapping, Sequence

from rummy_desktop.engine.cards import Card, Face
from rummy_desktop.engine.manipulation.meld_labels import carried_labels, first_free_label
from rummy_desktop.engine.melds import declare_free_jokers, is_valid_meld

__all__ = ["Plan", "PlanStep", "plan_steps", "joker_answer", "target_labels"]

Key = tuple[int, str, int]
Meld = tuple[Card, ...]
StepKind = Literal["take_back", "free_joker", "move", "new_meld", "declare"]


@dataclass(frozen=True)
class PlanStep:
    """One operation on the table.

    ``cards`` are the cards the step moves as they will lie once it is done (a joker with the card
    it is meant to stand for); ``origins`` says for each where it is taken from: a meld's label,
    ``None`` for the hand, ``""`` for the freed jokers. ``meld`` is the label of
    the meld the cards go into (``new_meld``: the label the new meld takes; ``declare``: the
    joker's meld). ``joker`` is the joker freed (``free_joker``) or declared again (``declare``).
    """

    kind: StepKind
    cards: tuple[Card, ...]
    origins: tuple[str | None, ...]
    meld: str | None = None
    joker: Card | None = None


@dataclass(frozen=True)
class Plan:
    """The steps from the table now to the target table, and the target's jokers' cards."""

    steps: tuple[PlanStep, ...]
    joker_faces: tuple[Face, ...] = field(default=())
    """The cards the target's jokers stand for: the answers meant when the table asks."""


def joker_answer(faces: Sequence[Face], choices: Sequence[Face]) -> Face:
    """The card a person following a plan names for a joker among ``choices``: the first card one of
    the target's jokers stands for, else the first choice."""
    return next((face for face in faces if face in choices), choices[0])


def target_labels(melds: Sequence[Meld], labels: Sequence[str], target: Sequence[Meld]) -> tuple[str, ...]:
    """The labels of the target's melds: each keeps the label of the meld now on the table it takes
    most of its cards from (:func:`carried_labels`)."""
    return carried_labels([[c.key for c in m] for m in melds], labels, [[c.key for c in m] for m in target])


class _Table:
    """The table as the controller keeps it, edited as the controller edits it."""

    def __init__(self, melds: Sequence[Meld], labels: Sequence[str], hand: Sequence[Card],
                 freed: Sequence[Card], fixed: Mapping[Key, Face], faces: Sequence[Face]) -> None:
        self.melds = [list(m) for m in melds]
        self.labels = list(labels)
        self.hand = list(hand)
        self.freed = list(freed)
        self.fixed = dict(fixed)
        self.faces = tuple(faces)

    def origin(self, key: Key) -> str | None:
        for meld, label in zip(self.melds, self.labels):
            if any(c.key == key for c in meld):
                return label
        return "" if any(c.key == key for c in self.freed) else None

    def card(self, key: Key) -> Card:
        return next(c for c in (*[c for m in self.melds for c in m], *self.hand, *self.freed) if c.key == key)

    def meld(self, label: str) -> list[Card]:
        return self.melds[self.labels.index(label)]

    def _lift(self, keys: Collection[Key], loosen: bool = True) -> list[Card]:
        taken = [self.card(k) for k in keys]
        self.melds = [[c for c in m if c.key not in keys] for m in self.melds]
        self.hand = [c for c in self.hand if c.key not in keys]
        self.freed = [c for c in self.freed if c.key not in keys]
        if not loosen:
            return taken
        return [c if self.is_fixed(c) else c.bare() for c in taken]

    def is_fixed(self, card: Card) -> bool:
        """A joker that keeps its card when it moves: fixed before this turn, and not freed since."""
        return card.declared is not None and self.fixed.get(card.key) == card.declared

    def _pack(self, new: list[Card] | None = None) -> str | None:
        """Empty melds go with their labels; ``new`` is added last with the first label left free."""
        kept = [(m, label) for m, label in zip(self.melds, self.labels) if m]
        self.melds, self.labels = [m for m, _ in kept], [label for _, label in kept]
        if new is None:
            return None
        label = first_free_label(set(self.labels))
        self.melds.append(new)
        self.labels.append(label)
        return label

    def _declare(self, keys: Collection[Key]) -> None:
        """The controller's joker question, answered as the plan means it, in each meld ``keys`` went into."""
        for i, meld in enumerate(self.melds):
            if any(c.key in keys for c in meld):
                self.melds[i] = declare_free_jokers(meld, lambda choices: joker_answer(self.faces, choices)) or meld

    def take_back(self, keys: Collection[Key]) -> None:
        self.hand += [c.bare() for c in self._lift(keys)]
        self._pack()

    def move(self, keys: Sequence[Key], label: str) -> None:
        at = self.labels.index(label)
        taken = self._lift(set(keys))
        self.melds[at] += taken
        self._pack()
        self._declare(set(keys))

    def new_meld(self, keys: Sequence[Key]) -> str:
        taken = self._lift(set(keys))
        label = self._pack(taken)
        assert label is not None
        self._declare(set(keys))
        return label

    def free_joker(self, card_key: Key, joker: Card) -> None:
        (card,) = self._lift({card_key}, loosen=False)
        self.melds = [[card if c.key == joker.key else c for c in m] for m in self.melds]
        self.freed.append(joker.declare(None))
        self._pack()
        self._declare({card_key})

    def declare(self, joker: Key) -> None:
        self.melds = [[c.declare(None) if c.key == joker else c for c in m] for m in self.melds]
        self._declare({joker})


def plan_steps(melds: Sequence[Meld], labels: Sequence[str], hand: Sequence[Card], freed: Sequence[Card],
               target: Sequence[Meld], fixed: Mapping[Key, Face] | None = None) -> Plan:
    """The steps from the table now (``melds`` labelled ``labels``, the ``hand``, the jokers ``freed``
    this turn) to the ``target`` table; ``fixed``: the jokers whose card is fixed, and that card
    (``TurnController.fixed_jokers``)."""
    target = _identical_cards_left_in_place(melds, labels, [*melds, hand, freed], target)
    jokers = {c.key: c for m in target for c in m if c.is_joker}
    faces = tuple(c.declared for c in jokers.values() if c.declared is not None)
    table = _Table(melds, labels, hand, freed, fixed or {}, faces)
    steps: list[PlanStep] = []
    named = target_labels(melds, labels, target)
    home = {c.key: i for i, m in enumerate(target) for c in m}
    wanted = {c.key: c for m in target for c in m}

    def step(kind: StepKind, keys: Sequence[Key], meld: str | None = None, joker: Card | None = None) -> PlanStep:
        done = PlanStep(kind, tuple(_as_meant(table.card(k), wanted) for k in keys),
                        tuple(table.origin(k) for k in keys), meld, joker)
        steps.append(done)
        return done

    back = [c.key for m in table.melds for c in m if c.key not in home] + [c.key for c in table.freed if c.key not in home]
    if back:
        step("take_back", back)
        table.take_back(set(back))
    _free_fixed_jokers(table, wanted, step)
    # A meld of the target built in the meld it takes most of its cards from (it never empties before).
    built = {i: named[i] for i in range(len(target))
             if named[i] in table.labels and 2 * _shared(target[i], table.meld(named[i])) > len(target[i])}
    places: dict[int, str] = dict(built)
    for i, meld in enumerate(target):
        if any(c.is_joker for c in meld) and i not in built:
            continue   # made in one step with its jokers, last
        missing = [c.key for c in meld if not c.is_joker and table.origin(c.key) != places.get(i, "\0")]
        if not missing:
            continue
        if i in places:
            step("move", missing, places[i])
            table.move(missing, places[i])
        else:
            planned = step("new_meld", missing)
            places[i] = table.new_meld(missing)
            steps[-1] = replace(planned, meld=places[i])
    for i, meld in enumerate(target):
        if i not in places:
            keys = [c.key for c in meld]
            planned = step("new_meld", keys)
            places[i] = table.new_meld(keys)
            steps[-1] = replace(planned, meld=places[i])
    for i in _joker_order(table, target, places):
        arriving = [c.key for c in target[i] if c.is_joker and table.origin(c.key) != places[i]]
        if arriving:
            step("move", arriving, places[i])
            table.move(arriving, places[i])
    for key, meant in jokers.items():
        now = table.card(key)
        place = table.origin(key)
        if place and is_valid_meld(table.meld(place)):
            continue   # two jokers of a meld may stand for each other's card: it is as good
        if now.declared != meant.declared and not table.is_fixed(now):
            step("declare", (key,), place, now)
            table.declare(key)
    return Plan(tuple(steps), faces)


def _identical_cards_left_in_place(melds: Sequence[Meld], labels: Sequence[str], in_play: Sequence[Sequence[Card]],
                                   target: Sequence[Meld]) -> list[Meld]:
    """The target with the two identical cards of two packs (two 7♠) trading places where that leaves
    more of them in the meld they go to: a person can't tell them apart, so a plan never moves one 7♠
    into a meld while it takes the other out."""
    now = {c.key: label for m, label in zip(melds, labels) for c in m}
    named = target_labels(melds, labels, target)
    home = {c.key: named[i] for i, m in enumerate(target) for c in m}
    copies: dict[Face, list[Key]] = {}
    for meld in target:
        for card in meld:
            if card.face is not None and not card.is_joker:
                copies.setdefault(card.face, []).append(card.key)
    trade: dict[Key, Key] = {}
    for keys in copies.values():
        if len(keys) == 2:
            a, b = keys
            kept = (now.get(a) == home[a]) + (now.get(b) == home[b])
            if (now.get(a) == home[b]) + (now.get(b) == home[a]) > kept:
                trade.update({a: b, b: a})
    if not trade:
        return list(target)
    cards = {c.key: c for group in in_play for c in group}
    return [tuple(cards[trade[c.key]] if c.key in trade else c for c in meld) for meld in target]


def _as_meant(card: Card, wanted: dict[Key, Card]) -> Card:
    """The card as the target has it: a joker with the card it is to stand for."""
    return wanted.get(card.key, card) if card.is_joker else card


def _shared(a: Iterable[Card], b: Iterable[Card]) -> int:
    return len({c.key for c in a} & {c.key for c in b})


def _free_fixed_jokers(table: _Table, wanted: dict[Key, Card], step: Callable[..., PlanStep]) -> None:
    """Each joker of an earlier turn that the target has stand for another card: the real card it stands
    for (one the target keeps on the table, each used once) dropped on it."""
    used: set[Key] = set()
    for meld in list(table.melds):
        for joker in meld:
            if not (joker.is_joker and joker.key in table.fixed and joker.declared is not None):
                continue
            if wanted[joker.key].declared == joker.declared:
                continue
            real = next(c for m in (*table.melds, table.hand) for c in m
                        if not c.is_joker and c.face == joker.declared and c.key in wanted and c.key not in used)
            used.add(real.key)
            step("free_joker", (real.key,), table.origin(joker.key), joker)
            table.free_joker(real.key, joker)


def _joker_order(table: _Table, target: Sequence[Meld], places: dict[int, str]) -> list[int]:
    """The target's melds in the order their jokers arrive: a meld whose own place still holds a
    joker that goes elsewhere waits for that joker's meld (there are at most two jokers)."""
    order = list(range(len(target)))

    def leaving(i: int) -> set[int]:
        here = table.meld(places[i]) if places[i] in table.labels else []
        homes = {c.key: j for j, m in enumerate(target) for c in m}
        return {homes[c.key] for c in here if c.is_joker and homes.get(c.key, i) != i}

    return sorted(order, key=lambda i: 0 if not leaving(i) else 1)
