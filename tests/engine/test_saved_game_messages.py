"""A damaged save's reasons speak the player's words and can be translated whole.

Whatever is wrong in a saved state, the ``ValueError`` the engine raises holds
an :class:`Explanation`; every value put into it is an explanation too, or one
of the things no language translates: a number, cards in their notation, a
field name of the file, or text quoted from the file. No reason shows a card
by its copy-aware save key (``8S#1``), which a player never sees elsewhere.
"""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from gin_playout import game_states
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from manipulation_playout import one_state_per_phase

from rummy_desktop.engine.gin import GinRules, GinState
from rummy_desktop.engine.gin import serialize as gin_json
from rummy_desktop.engine.manipulation import ManipulationState, new_game
from rummy_desktop.engine.manipulation import serialize as manipulation_json
from rummy_desktop.engine.messages import QT_TRANSLATE_NOOP, Explanation

_FACE = r"(?:10|[2-9AJQKT])[SHDC♠♥♦♣]"
CARD = rf"(?:JK(?:={_FACE})?|{_FACE})"
"""A card in the notation players read and type: ``8♠``, ``8S``, ``JK=7♥``."""
CARD_KEY = re.compile(rf"{CARD}#\d")
QUOTED_FROM_FILE = {"value", "text", "name"}
"""Values that quote the file as it is: any text may stand there."""
PLAIN = re.compile(
    r"-?\d+(?:, -?\d+)*"  # numbers, a list of scores
    rf"|{CARD}(?: {CARD})*"  # cards
    r"|[a-z_]+(?:, [a-z_]+)*"  # the words a field may hold (the phases)
)
CONTEXTS = {"SavedGame", "CardNotation", "Melds", "GinRules", "GinKnock"}


def problems(reason: Any) -> list[str]:
    """What keeps ``reason`` from being translated whole, or shows a card by its save key."""
    if not isinstance(reason, Explanation):
        return [f"not an explanation: {reason!r}"]
    found = [f"context {reason.context!r}"] if reason.context not in CONTEXTS else []
    found += [f"a card key in {reason.template!r}"] if CARD_KEY.search(reason.template) else []
    for name, value in reason.params:
        if isinstance(value, Explanation):
            found += problems(value)
        elif name not in QUOTED_FROM_FILE and not PLAIN.fullmatch(value):
            found.append(f"{name}={value!r} in {reason.template!r} is neither a word of the file nor an explanation")
    return found


def test_the_check_finds_english_values_and_card_keys() -> None:
    template = QT_TRANSLATE_NOOP("SavedGame", "{what} holds {card}")
    assert problems(Explanation(template, what="hand 1", card="8♠")) != []
    assert problems(Explanation(template, what=Explanation(QT_TRANSLATE_NOOP("SavedGame", "the game")), card="8S#1"))
    assert problems(Explanation(QT_TRANSLATE_NOOP("SavedGame", "8S#1 is twice in {value}"), value="x"))
    assert problems("a card is missing")
    good = Explanation(template, what=Explanation(QT_TRANSLATE_NOOP("SavedGame", "the game")), card="8♠ JK=7♥")
    assert problems(good) == []


def refusal(load: Callable[[Any], object], data: Any) -> Any:
    """The reason ``load`` gives for refusing ``data``, or None when it accepts it."""
    try:
        load(data)
    except ValueError as error:
        assert len(error.args) == 1
        return error.args[0]
    return None


def assert_told_in_player_words(load: Callable[[Any], object], data: Any) -> None:
    reason = refusal(load, data)
    if reason is not None:
        assert problems(reason) == [], str(reason)


GIN_RULES = GinRules(variant="hollywood")
GIN_STATES = [state for seed, rules in enumerate((GinRules(), GIN_RULES)) for state in game_states(seed, rules)]
GIN_DOCUMENTS = [gin_json.state_to_json(state) for state in GIN_STATES[::7]]
GIN_ROUNDS = [gin_json.round_result_to_json(s.round_result) for s in GIN_STATES if s.round_result is not None][:8]
MANIPULATION_STATES = list(one_state_per_phase().values()) + [new_game(2, random.Random(3))]
MANIPULATION_DOCUMENTS = [manipulation_json.state_to_json(state) for state in MANIPULATION_STATES]
MANIPULATION_ROUNDS = [
    (manipulation_json.round_result_to_json(s.round_result), s.num_players)
    for s in MANIPULATION_STATES if s.round_result is not None
]  # fmt: skip

LOADERS: list[tuple[str, Callable[[Any], object], list[Any]]] = [
    ("gin state", gin_json.state_from_json, GIN_DOCUMENTS),
    ("gin round", lambda data: gin_json.round_result_from_json(data, GIN_RULES), GIN_ROUNDS),
    ("manipulation state", manipulation_json.state_from_json, MANIPULATION_DOCUMENTS),
    *[
        (f"manipulation round of {players}", lambda data, n=players: manipulation_json.round_result_from_json(data, n), [doc])
        for doc, players in MANIPULATION_ROUNDS
    ],
]

CARD_TEXT = st.sampled_from(
    ["8S#1", "8S#2", "JK#0", "JK#3", "JK=7H#0", "AS", "AS#0", "ZZ#0", "#0", "10H#9", "JK=JK#0", "KD", "JK", "", "x" * 60]
)
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 200) | st.floats(allow_nan=False) | st.text(max_size=8) | CARD_TEXT
    | st.sampled_from(["draw", "discard", "round_over", "game_over", "knock", "gin", "big_gin", "drawn"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)


def places(document: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """The path of every value inside ``document``."""
    children = document.items() if isinstance(document, dict) else enumerate(document) if isinstance(document, list) else ()
    for key, child in children:
        yield path + (key,)
        yield from places(child, path + (key,))


@st.composite
def mutated(draw: st.DrawFn, documents: list[Any]) -> Any:
    """One of ``documents`` with a few of its values replaced, removed, duplicated or swapped."""
    document = copy.deepcopy(draw(st.sampled_from(documents)))
    for _ in range(draw(st.integers(1, 3))):
        paths = list(places(document))
        if not paths:
            return draw(JSON_VALUES)
        path = draw(st.sampled_from(paths))
        parent = document
        for key in path[:-1]:
            parent = parent[key]
        operation = draw(st.sampled_from(["replace", "remove", "duplicate", "swap"]))
        if operation == "replace":
            parent[path[-1]] = draw(JSON_VALUES)
        elif operation == "remove":
            del parent[path[-1]]
        elif operation == "duplicate" and isinstance(parent, list):
            parent.append(copy.deepcopy(parent[path[-1]]))
        elif operation == "swap":
            other = draw(st.sampled_from(paths))
            if not (other[: len(path)] == path or path[: len(other)] == other):
                holder = document
                for key in other[:-1]:
                    holder = holder[key]
                parent[path[-1]], holder[other[-1]] = holder[other[-1]], parent[path[-1]]
    return document


@pytest.mark.parametrize(("what", "load", "documents"), LOADERS, ids=[what for what, _, _ in LOADERS])
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_every_reason_for_refusing_a_mutated_save_is_in_player_words(
    what: str, load: Callable[[Any], object], documents: list[Any], data: st.DataObject
) -> None:
    assert_told_in_player_words(load, data.draw(mutated(documents)))


def _manipulation(change: Callable[[dict[str, Any]], object], phase_index: int = 0) -> dict[str, Any]:
    document = copy.deepcopy(MANIPULATION_DOCUMENTS[phase_index])
    change(document)
    return document


def _a_declared_joker_in_a_hand(document: dict[str, Any]) -> None:
    for cards in [*document["hands"], *document["table"], document["stock"]]:
        if "JK#0" in cards:
            cards.remove("JK#0")
    document["hands"][1].append("JK=7H#0")


def _gin(change: Callable[[dict[str, Any]], object]) -> dict[str, Any]:
    document = copy.deepcopy(GIN_DOCUMENTS[0])
    change(document)
    return document


HAND_BROKEN: list[tuple[Callable[[Any], object], Any, str]] = [
    (manipulation_json.state_from_json, _manipulation(lambda d: d["stock"].append("8S#2")), "none is marked #2"),
    (manipulation_json.state_from_json, _manipulation(lambda d: d["stock"].append(d["stock"][0])), "is in the game twice"),
    (manipulation_json.state_from_json, _manipulation(_a_declared_joker_in_a_hand), "only a joker on the table"),
    (manipulation_json.state_from_json, _manipulation(lambda d: d["hands"][1].__setitem__(0, "7H")), "the hand of player 2:"),
    (manipulation_json.state_from_json, _manipulation(lambda d: d["stock"].pop()), "cards of the game are missing, such as"),
    (manipulation_json.state_from_json, _manipulation(lambda d: d.update(knocker=True)), "“knocker” must be a whole number"),
    (manipulation_json.state_from_json, [], "must be a JSON object"),
    (gin_json.state_from_json, _gin(lambda d: d["hands"][1].__setitem__(0, "JK")), "card 1 of “hands” of player 2: JK is not"),
    (gin_json.state_from_json, _gin(lambda d: d["scores"][1].__setitem__(0, -1)), "“scores” of player 2 in game 1"),
    (gin_json.state_from_json, _gin(lambda d: d["rules"].update(variant="canasta")), "setting “variant” cannot be \"canasta\""),
    (gin_json.state_from_json, _gin(lambda d: d["rules"].update(target=150)), "setting “target” cannot be 150"),
    (gin_json.state_from_json, _gin(lambda d: d["stock"].__setitem__(0, "JK=7H")), "a joker must declare|not a card of the Gin"),
    (gin_json.state_from_json, _gin(lambda d: d.update(upcard="JK=ZZ")), "“upcard”: “JK=ZZ”: a joker must declare a card such as JK=7H"),
]


@pytest.mark.parametrize(("load", "document", "words"), HAND_BROKEN, ids=[words for _, _, words in HAND_BROKEN])
def test_a_hand_broken_save_is_refused_in_player_words(load: Callable[[Any], object], document: Any, words: str) -> None:
    reason = refusal(load, document)
    assert reason is not None and re.search(words, reason), reason
    assert problems(reason) == []
