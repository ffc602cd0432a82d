"""explain(): the engine's reasons in the installed language, and English when a translation is broken."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTranslator

from rummy_desktop.controller.explain import explain
from rummy_desktop.engine.cards import parse_cards
from rummy_desktop.engine.manipulation import arrangement_problems
from rummy_desktop.engine.melds import meld_problem
from rummy_desktop.engine.messages import Explanation
from rummy_desktop.engine.saved_values import SavedGame
from rummy_desktop.ui.text.i18n import install_language


class Catalogue(QTranslator):
    """A few rule templates in French, as a .qm file would give them."""

    def __init__(self, entries: dict[tuple[str, str], str]) -> None:
        super().__init__()
        self.entries = entries

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        return self.entries.get((context, source))  # None: not in this catalogue


@pytest.fixture
def install(qapp):
    installed: list[QTranslator] = []

    def install(entries: dict[tuple[str, str], str]) -> None:
        catalogue = Catalogue(entries)
        assert qapp.installTranslator(catalogue)
        installed.append(catalogue)

    yield install
    for catalogue in installed:
        qapp.removeTranslator(catalogue)


TOO_SHORT = ("Melds", "A meld needs at least 3 cards; this one has {count}.")
MELD_N = ("ManipulationRules", "Meld {meld}: {problem}")


def test_without_a_translation_the_english_text_is_shown(qapp) -> None:
    reason = meld_problem(parse_cards("5H 6H"))
    assert explain(reason) == "A meld needs at least 3 cards; this one has 2."
    assert explain("plain text") == "plain text"


def test_a_reason_is_translated_with_its_values_and_quoted_reasons(install) -> None:
    install({
        TOO_SHORT: "Une combinaison a au moins 3 cartes ; celle-ci en a {count}.",
        MELD_N: "Combinaison {meld} : {problem}",
    })
    assert explain(meld_problem(parse_cards("5H 6H"))) == "Une combinaison a au moins 3 cartes ; celle-ci en a 2."
    [problem] = [p for p in arrangement_problems(parse_cards("5H 6H"), (), [parse_cards("5H 6H")]) if p.melds]
    assert explain(problem.message) == "Combinaison A : une combinaison a au moins 3 cartes ; celle-ci en a 2."


@pytest.mark.parametrize("broken", [
    "Il en manque {nombre}.",        # a placeholder the template does not have (KeyError)
    "Il en manque {0}.",             # a positional one (IndexError)
    "Il en manque {count.real}.",    # an attribute of a value (AttributeError)
    "Il en manque {count:d}.",       # a format the text value cannot take (ValueError)
    "Il en manque {count[x]}.",      # an index into a value (TypeError)
    "Il en manque {count.",          # unbalanced braces (ValueError)
])
def test_a_broken_translation_falls_back_to_english(install, broken: str) -> None:
    install({TOO_SHORT: broken, MELD_N: "Combinaison {meld} : {problem}"})
    assert explain(meld_problem(parse_cards("5H 6H"))) == "A meld needs at least 3 cards; this one has 2."
    [problem] = [p for p in arrangement_problems(parse_cards("5H 6H"), (), [parse_cards("5H 6H")]) if p.melds]
    assert explain(problem.message) == "Combinaison A : a meld needs at least 3 cards; this one has 2."


@pytest.mark.parametrize(("code", "one", "two"), [
    ("en", "1 card of the game is missing: ", "2 cards of the game are missing, such as "),
    ("he", "חסר במשחק קלף אחד: ", "חסרים במשחק 2 קלפים, למשל "),
    ("mk", "од играта недостасува 1 карта: ", "од играта недостасуваат 2 карти, на пример "),
])
def test_a_reason_with_a_count_takes_the_plural_form_of_its_language(qapp, code, one, two) -> None:
    def missing(count: int) -> Explanation:
        return Explanation(SavedGame.QT_TR_NOOP("%n cards of the game are missing, such as {cards}", None, count),
                           cards="5♠")

    install_language(qapp, code)
    try:
        assert missing(1) == "1 cards of the game are missing, such as 5♠"  # the engine's own English: the source
        assert explain(missing(1)).replace("\u2068", "").replace("\u2069", "") == one + "5♠"
        assert explain(missing(2)).replace("\u2068", "").replace("\u2069", "") == two + "5♠"
    finally:
        install_language(qapp, "en")


@pytest.mark.parametrize("count", [2**31, 2**63, 10**20 - 1, -(2**31) - 1])
def test_a_count_qt_cannot_take_is_said_with_its_own_digits_in_its_plural_form(qapp, count: int) -> None:
    """Qt counts in a C int; a larger count (a hostile save's) is said all the same, with the form of its last digits."""
    template = SavedGame.QT_TR_NOOP("%n cards of the game are missing, such as {cards}", None, count)
    assert explain(Explanation(template, cards="5♥")) == f"{count} cards of the game are missing, such as 5♥"
    try:
        for language in ("mk", "he"):
            install_language(qapp, language)
            said = explain(Explanation(template, cards="5♥"))
            like = explain(Explanation(SavedGame.QT_TR_NOOP(str(template), None, abs(count) % 1000 + 1000), cards="5♥"))
            assert said.replace(str(count), "#") == like.replace(str(abs(count) % 1000 + 1000), "#")
    finally:
        install_language(qapp, "en")
