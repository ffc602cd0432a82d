"""The game log's sentences go through the installed translations, template by template."""

from __future__ import annotations

import random
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, Qt, QTranslator

from engine.gin_playout import run
from finished_games import gin_knock_with_layoffs, hollywood_knock_by_anna, manipulation_two_rounds
from rummy_desktop.engine import gin
from rummy_desktop.engine.cards import parse_cards
from rummy_desktop.engine.manipulation import Draw
from rummy_desktop.ui.text.game_log_text import (
    YOU,
    about,
    describe_action,
    describe_gin_action,
    new_game_line,
    round_summary,
    scores_line,
)
from stub_translator import translations

FRENCH = {
    "{name} draws a card.": "{name} pioche une carte.",
    "You draw a card.": "Vous piochez une carte.",
    "You": "Vous",
    "New game: {names}. {deal}": "Nouvelle partie : {names}. {deal}",
    "Round {round}: {name} deals.": "Manche {round} : {name} distribue.",
    "Round {round} is over: You knocked.": "La manche {round} est finie : vous avez frappé.",
    "{name} scores %n.": "{name} marque %n.",
}


class Catalogue(QTranslator):
    """A few "GameLog" sentences in French, as a .qm file would give them."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        return FRENCH.get(source) if context == "GameLog" else None   # None: not in this catalogue


def test_the_log_is_written_in_the_installed_language(qapp) -> None:
    state, _ = manipulation_two_rounds()
    names = ["You", "Anna", "Ben", "Cleo"]
    catalogue = Catalogue()
    assert qapp.installTranslator(catalogue)
    try:
        assert QCoreApplication.translate("GameLog", "You") == "Vous"
        assert describe_action(names, 1, Draw(), state, state) == ["Anna pioche une carte."]
        assert describe_action(names, 0, Draw(), state, state) == ["Vous piochez une carte."]
        assert round_summary(names, state) == ("La manche 2 est finie : vous avez frappé. "
                                               "Anna marque 35. Ben marque 35.")
        assert scores_line(names, state).startswith("Vous ")
        assert state.dealer == 3
        assert new_game_line(["Anna", "You", "Ben", "Cleo"], replace(state, round_number=1)) == (
            "Nouvelle partie : Anna, Vous, Ben, Cleo. Manche 1 : Cleo distribue.")
    finally:
        qapp.removeTranslator(catalogue)
    assert describe_action(names, 1, Draw(), state, state) == ["Anna draws a card."]


def test_lists_and_scores_follow_the_translations_separators_and_order(qapp) -> None:
    state, _ = manipulation_two_rounds()
    names = ["You", "Anna", "Ben", "Cleo"]
    reordered = {
        ("GameLog", "{name} {points}"): "{points}={name}",
        ("GameLog", ", "): " / ",
        ("GameLog", "You"): "Vous",
    }
    with translations(qapp, reordered):
        assert scores_line(names, state) == " · ".join(
            f"{points}={name}" for name, points in zip(["Vous", "Anna", "Ben", "Cleo"], state.scores))
        assert new_game_line(names, state).startswith("New game: Vous / Anna / Ben / Cleo. ")


def test_the_melds_of_a_gin_spread_are_listed_with_the_translations_separator(qapp) -> None:
    state = gin_knock_with_layoffs()
    spread = gin.Spread((parse_cards("9S 9C 9D"), parse_cards("KH KC KD")))
    with translations(qapp, {("GameLog", "; "): " | "}):
        [line, *_] = describe_gin_action(["You", "Anna"], 1, spread, state, state)
    assert line == "Anna spreads 9♠ 9♣ 9♦ | K♥ K♣ K♦ and lays off nothing."


def test_a_sentence_about_a_seat_is_worded_for_you_or_for_anyone_else() -> None:
    assert about(YOU, "You went out.", "Anna went out.") == "You went out."
    assert about("Anna", "You went out.", "Anna went out.") == "Anna went out."
    assert about("you", "You went out.", "you went out.") == "you went out."  # only the seat named exactly "You"


def test_right_to_left_the_cards_and_names_of_a_log_line_keep_their_own_order(qapp) -> None:
    """In Hebrew "Anna discards 9♠" must not draw "♠9": each value is set in a Unicode isolate."""
    state = gin.new_game(random.Random(4), gin.GinRules())
    state = gin.apply(state, gin.PassUpcard(), None)
    names = ("Anna", YOU)
    upcard = state.discard_pile[-1].pretty
    qapp.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        line = describe_gin_action(names, 1, gin.PassUpcard(), state, gin.apply(state, gin.PassUpcard(), None))[0]
    finally:
        qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    assert f"\u2068{upcard}\u2069" in line


def test_the_log_names_the_match_winner_by_the_net_total() -> None:
    # You won games 1 and 2 by 10 and 5; Anna wins game 3 by 106.
    before = hollywood_knock_by_anna(((100, 100, 0), (90, 95, 30)), ((4, 4, 0), (3, 3, 1)))
    after = run(before, gin.Spread((), ()))
    lines = describe_gin_action([YOU, "Anna"], 0, gin.Spread((), ()), before, after)
    assert lines[-1].endswith("The match is over: Anna wins with a net total of 106 to 15.")


def test_the_log_says_when_equal_net_totals_share_the_match() -> None:
    before = hollywood_knock_by_anna(((100, 100, 0), (50, 50, 24)), ((4, 4, 0), (2, 2, 1)))
    after = run(before, gin.Spread((), ()))
    lines = describe_gin_action([YOU, "Anna"], 0, gin.Spread((), ()), before, after)
    assert lines[-1].endswith("The match is over: You and Anna share it with equal net totals of 100.")
