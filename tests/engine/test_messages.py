"""Engine reasons are English text that also carry their template, for the window to translate."""

from __future__ import annotations

import random

import pytest

from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.cards import parse_cards
from rummy_desktop.engine.manipulation import arrangement_problems
from rummy_desktop.engine.melds import meld_problem
from rummy_desktop.engine.manipulation.serialize import state_from_json, state_to_json
from rummy_desktop.engine.messages import QT_TRANSLATE_NOOP, Context, Explanation
from rummy_desktop.engine.saved_values import SavedGame


def test_an_explanation_is_its_english_text_and_keeps_template_and_values() -> None:
    reason = meld_problem(parse_cards("5H 6H"))
    assert isinstance(reason, Explanation)
    assert reason == "A meld needs at least 3 cards; this one has 2."
    assert (reason.context, reason.template) == ("Melds", "A meld needs at least 3 cards; this one has {count}.")
    assert reason.params == (("count", "2"),)
    assert not reason.mid_sentence


def test_a_reason_quoted_in_another_keeps_its_own_template() -> None:
    [problem] = arrangement_problems(parse_cards("5H 6H 9C"), (), [parse_cards("5H 6H 9C")])[:1]
    assert problem.message == ("Meld A: cards in a meld must be one rank (a group of different suits) "
                               "or one suit in sequence (a run).")
    assert problem.message.template == "Meld {meld}: {problem}"
    quoted = dict(problem.message.params)["problem"]
    assert isinstance(quoted, Explanation) and quoted.mid_sentence
    assert quoted.template.startswith("Cards in a meld must be one rank")


def test_the_marker_returns_the_text_and_names_its_context() -> None:
    template = QT_TRANSLATE_NOOP("Melds", "This game is played without jokers.")
    assert template == "This game is played without jokers." and template.context == "Melds"


def test_a_reason_with_a_count_carries_it_for_the_plural_forms() -> None:
    """The count is written %n: the window picks the plural form for it (see controller/explain)."""

    class Sample(Context):
        """A translation context named by its class, as lupdate reads ``Sample.QT_TR_NOOP(...)``."""

    template = Sample.QT_TR_NOOP("%n cards of {name} are missing", None, 3)
    assert template == "%n cards of {name} are missing" and (template.context, template.n) == ("Sample", 3)
    reason = Explanation(template, name="Anna")
    assert reason == "3 cards of Anna are missing" and reason.n == 3 and reason.params == (("name", "Anna"),)
    quoted = reason.in_sentence()
    assert quoted.n == 3 and quoted == "3 cards of Anna are missing"
    assert QT_TRANSLATE_NOOP("Melds", "This game is played without jokers.").n is None


def test_a_damaged_save_counts_its_missing_cards() -> None:
    document = state_to_json(manipulation.new_game(3, random.Random(4)))
    document["hands"][0] = document["hands"][0][1:]
    with pytest.raises(ValueError) as refused:
        state_from_json(document)
    reason = refused.value.args[0]
    assert (reason.context, reason.n) == ("SavedGame", 1)
    assert reason.template == SavedGame.QT_TR_NOOP("%n cards of the game are missing, such as {cards}", None, 1)


def test_gin_refusals_carry_their_reason() -> None:
    state = gin.new_game(random.Random(1))
    with pytest.raises(gin.IllegalAction) as refused:
        gin.apply(state, gin.Discard(state.hands[state.current][0]))
    reason = refused.value.reason
    assert isinstance(reason, Explanation)
    assert str(refused.value) == reason == "not now: the game is in the upcard offer phase"
    assert dict(reason.params)["phase"].template == "upcard offer"
