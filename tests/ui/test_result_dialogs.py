"""Round and game result dialogs, built from rounds and games the real engines finished."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from finished_games import (
    GIN_NAMES,
    MANIPULATION_NAMES,
    gin_big_gin,
    gin_drawn,
    gin_gin,
    gin_hoyle_shutout,
    gin_knock_with_layoffs,
    gin_played,
    gin_undercut,
    hollywood_knock_by_anna,
    hollywood_mid_match,
    manipulation_game_over,
    manipulation_going_out,
    manipulation_two_rounds,
)
from engine.gin_playout import run
from rummy_desktop.engine import gin
from rummy_desktop.engine.cards import parse_cards
from rummy_desktop.ui.table.card_theme import CardTheme
from rummy_desktop.ui.dialogs.game_result_dialog import GameResultDialog
from rummy_desktop.ui.dialogs.round_result_dialog import CARD_WIDTH, CardGroup, CardStrip, RoundResultDialog, bonus_text
from orca_dialog_reading import loose_labels
from shots import save_shot
from stub_translator import translations


def round_dialog(qtbot: QtBot, state, names, rounds=()) -> RoundResultDialog:
    dialog = RoundResultDialog(state, names, rounds)
    qtbot.addWidget(dialog)
    return dialog


def shown(qtbot: QtBot, dialog: QDialog, name: str) -> None:
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.resize(dialog.sizeHint())
    save_shot(dialog, name)


def texts(groups) -> list[str]:
    return [" ".join(str(card) for card in group.cards) for group in groups]


def test_a_gin_knock_shows_both_spreads_with_the_lay_offs_beside_the_meld_they_extend(qtbot: QtBot) -> None:
    state = gin_knock_with_layoffs()
    dialog = round_dialog(qtbot, state, GIN_NAMES)
    shown(qtbot, dialog, "round-result-gin-knock-with-layoffs")
    report = dialog.report
    result = state.round_result
    assert report.headline == "Winner of the round: Anna" and report.details == ("Anna knocked.",)
    you, anna = report.seats
    assert texts(anna.groups) == ["9S 9C 9D", "KH KC KD", "5H 6H 7H", "4H 8H 9H", "2C"]
    assert [g.marked for g in anna.groups] == [False, False, False, True, False]
    assert [g.caption for g in anna.groups][3:] == ["laid off by You", "deadwood 2"]
    assert texts(you.groups) == ["10C JC QC", "3S 2D 6D 7D"]
    assert you.note == "Laid off 4♥ 8♥ 9♥ on the knocker's melds."
    assert (you.count, anna.count) == (result.defender_deadwood, result.knocker_deadwood) == (18, 2)
    assert (you.scored, anna.scored) == result.points == (0, 16)
    assert (anna.winner, you.winner) == (True, False)
    strips = dialog.findChildren(CardStrip)
    assert sum(len(strip.cards) for strip in strips) == 20
    assert dialog.next_button.text() == "Next round"


def test_an_undercut_names_its_bonus(qtbot: QtBot) -> None:
    state = gin_undercut()
    report = round_dialog(qtbot, state, GIN_NAMES).report
    assert report.headline == "Winner of the round: You"
    assert report.details == ("Anna knocked and you undercut.",)
    assert report.seats[0].bonuses == ("Undercut +10",) and report.seats[0].scored == 10
    assert report.seats[0].note == "Laid off 4♥ 8♥ on the knocker's melds."


@pytest.mark.parametrize(
    "finish, ending, bonus",
    [(gin_gin, "Anna went gin.", "Gin bonus +25"), (gin_big_gin, "Anna went big gin.", "Big gin +31")],
)
def test_gin_and_big_gin_name_their_bonus_and_allow_no_lay_off(qtbot: QtBot, finish, ending, bonus) -> None:
    state = finish()
    report = round_dialog(qtbot, state, GIN_NAMES).report
    assert report.details == (ending,)
    assert report.seats[1].bonuses == (bonus,) and report.seats[1].count == 0
    assert not any(group.caption.startswith("deadwood") for group in report.seats[1].groups)
    assert report.seats[0].note == "Nothing may be laid off on gin."
    assert report.seats[1].scored == state.round_result.points[1]


def test_oklahoma_shows_the_upcard_and_the_doubling(qtbot: QtBot) -> None:
    plain = gin_knock_with_layoffs(upcard="8S").round_result
    state = gin_knock_with_layoffs(gin.GinRules(variant="oklahoma"), upcard="8S")
    report = round_dialog(qtbot, state, GIN_NAMES).report
    assert report.details == (
        "Anna knocked.",
        "The upcard 8♠ set the knock limit to 8.",
        "The upcard is a spade: every score of this round is doubled.",
    )
    assert report.seats[1].bonuses == ("Oklahoma doubling ×2",)
    assert report.seats[1].scored == 2 * plain.points[1] == 32


def test_a_drawn_round_has_no_winner_and_shows_both_hands(qtbot: QtBot) -> None:
    state = gin_drawn()
    dialog = round_dialog(qtbot, state, GIN_NAMES)
    report = dialog.report
    assert report.headline == "Nobody wins this round."
    assert "drawn" in report.details[0]
    for seat, hand in zip(report.seats, state.hands):
        assert sorted(str(c) for g in seat.groups for c in g.cards) == sorted(str(c) for c in hand)
        assert seat.count == gin.deadwood(hand) and seat.scored == 0 and not seat.winner


def test_a_manipulation_round_with_undercut_bonuses_and_the_running_scores(qtbot: QtBot) -> None:
    state, rounds = manipulation_two_rounds()
    dialog = round_dialog(qtbot, state, MANIPULATION_NAMES, rounds)
    shown(qtbot, dialog, "round-result-manipulation-bonuses")
    report = dialog.report
    result = state.round_result
    assert report.headline == "Winners of the round: Anna, Ben"
    assert report.details == ("You knocked with 4 points in hand.",)
    assert [seat.bonuses for seat in report.seats] == [(), ("Undercut +10",), ("Undercut +10",), ()]
    assert [seat.scored for seat in report.seats] == list(result.scored)
    assert [seat.count for seat in report.seats] == list(result.points)
    assert [texts(seat.groups) for seat in report.seats] == [["2S 2H"], ["AH 3C"], ["4D"], ["9C QD KD"]]
    assert len(dialog.sheet.data.rounds) == 2 and dialog.sheet.data.totals == (state.scores,)


def test_going_out_is_named_and_this_round_joins_the_sheet(qtbot: QtBot) -> None:
    state = manipulation_going_out()
    dialog = round_dialog(qtbot, state, MANIPULATION_NAMES)
    ben = dialog.report.seats[2]
    assert dialog.report.details == ("Ben went out.",)
    assert ben.groups == () and ben.note == "No cards left: went out."
    assert ben.bonuses == ("Going out +25",) and ben.scored == state.round_result.scored[2]
    assert [row.entries for row in dialog.sheet.data.rounds] == [((0, 2, ben.scored, ben.scored),)]


def test_a_hollywood_round_says_which_games_it_counts_in(qtbot: QtBot) -> None:
    state, rounds = hollywood_mid_match()
    dialog = round_dialog(qtbot, state, GIN_NAMES, rounds)
    assert len(state.round_result.games) > 1
    games = ", ".join(str(g + 1) for g in state.round_result.games)
    assert dialog.report.details[-1] == f"The points go into games {games}."
    assert dialog.sheet.data.games == 3 and len(dialog.sheet.data.rounds) == len(rounds)


def test_a_win_after_a_shut_out_goes_into_the_next_open_game_and_says_so(qtbot: QtBot) -> None:
    # Game 1 ended with Anna (seat 1) shut out: her win is game 2's first score.
    state = run(hollywood_knock_by_anna(((105, 60, 30), (0, 0, 0)), ((4, 3, 2), (0, 0, 0))), gin.Spread((), ()))
    dialog = round_dialog(qtbot, state, GIN_NAMES)
    assert dialog.report.details[-1] == "The points go into game 2."
    (row,) = dialog.sheet.data.rounds
    assert [(game, seat) for game, seat, _, _ in row.entries] == [(1, 1)]


def test_the_last_round_leads_to_the_final_result_and_ask_tells_how_it_closed(qtbot: QtBot, monkeypatch) -> None:
    state, rounds = manipulation_game_over()
    assert round_dialog(qtbot, state, MANIPULATION_NAMES, rounds).next_button.text() == "Final result"
    monkeypatch.setattr(RoundResultDialog, "exec", lambda dialog: dialog.next_button.click() or dialog.result())
    assert RoundResultDialog.ask(None, state, MANIPULATION_NAMES, rounds) is True
    monkeypatch.setattr(RoundResultDialog, "exec", lambda dialog: dialog.reject() or dialog.result())
    assert RoundResultDialog.ask(None, state, MANIPULATION_NAMES, rounds) is False


def test_every_bonus_the_engines_give_has_a_name_of_its_own(qtbot: QtBot) -> None:
    manipulation_end = manipulation_game_over()[0]
    names = {name for _, name, _ in manipulation_end.game_result.bonuses}
    names |= {name for _, name, _ in manipulation_two_rounds()[0].round_result.bonuses}
    names |= {name for _, name, _ in manipulation_going_out().round_result.bonuses}
    for state in (gin_undercut(), gin_gin(), gin_big_gin(), gin_hoyle_shutout()):
        names |= {bonus.name for bonus in state.round_result.bonuses}
    names |= {bonus.name for game in gin_hoyle_shutout().game_result.games for bonus in game.bonuses}
    assert names == {"undercut", "going out", "reached 150", "rounds won", "gin", "big gin", "game", "box", "shutout"}
    labels = {name: bonus_text(name, 5) for name in names}
    assert labels["reached 150"] == "Reached 150 +5" and labels["box"] == "Box bonus +5"
    assert all(label[0].isupper() and label != f"{name} +5" for name, label in labels.items())


def test_a_card_strip_draws_every_card_face(qtbot: QtBot) -> None:
    theme = CardTheme()
    strip = CardStrip(CardGroup(tuple(parse_cards("5H 6H 7H"))), theme)
    qtbot.addWidget(strip)
    strip.resize(strip.sizeHint())
    image = strip.grab().toImage()
    assert strip.accessibleName() == "five, six, seven of hearts"
    assert image.width() == CARD_WIDTH + 2 * 20
    last = theme.pixmap(parse_cards("7H")[0], CARD_WIDTH).toImage()
    middle_of_last = (image.width() - CARD_WIDTH // 2, image.height() // 2)
    assert image.pixelColor(*middle_of_last) == last.pixelColor(CARD_WIDTH // 2, image.height() // 2)
    assert image.pixelColor(5, 5).alpha() > 0


def test_the_end_of_a_manipulation_game_names_every_final_bonus(qtbot: QtBot, monkeypatch) -> None:
    state, _ = manipulation_game_over()
    dialog = GameResultDialog(state, MANIPULATION_NAMES)
    qtbot.addWidget(dialog)
    shown(qtbot, dialog, "game-result-manipulation")
    report = dialog.report
    assert report.headline == "Winner of the game: Ben"
    assert report.details[1] == (
        "Reaching 150 earns 100 points; every player who did not reach 150 earns 25 for each round won."
    )
    (table,) = report.tables
    assert table.rows[2] == ("Ben", str(state.scores[2]), "5", "Reached 150 +100",
                             str(state.game_result.final_scores[2]))
    assert table.rows[1] == ("Anna", "90", "3", "Rounds won +75", "165")
    assert [row[4] for row in table.rows] == [str(s) for s in state.game_result.final_scores]
    assert table.winners == (False, False, True, False)
    monkeypatch.setattr(GameResultDialog, "exec", lambda d: d.play_again_button.click() or d.result())
    assert GameResultDialog.ask(None, state, MANIPULATION_NAMES) is True
    monkeypatch.setattr(GameResultDialog, "exec", lambda d: d.close_button.click() or d.result())
    assert GameResultDialog.ask(None, state, MANIPULATION_NAMES) is False


def test_the_end_of_a_manipulation_game_names_the_round_bonus_for_every_player_when_it_is_on(qtbot: QtBot) -> None:
    state, _ = manipulation_game_over(round_bonus_for_all=True)
    dialog = GameResultDialog(state, MANIPULATION_NAMES)
    qtbot.addWidget(dialog)
    shown(qtbot, dialog, "game-result-manipulation-round-bonus-for-all")
    assert dialog.report.details[1] == (
        "Reaching 150 earns 100 points. Round bonus for every player (an option of this game): "
        "every player earns 25 for each round won, those who reached 150 too."
    )
    assert dialog.report.tables[0].rows[2][3] == "Reached 150 +100, Rounds won +125"


def test_a_shared_manipulation_win_is_said_so(qtbot: QtBot) -> None:
    state, _ = manipulation_game_over()
    shared = replace(state.game_result, winners=(1, 2))
    dialog = GameResultDialog(replace(state, game_result=shared), MANIPULATION_NAMES)
    qtbot.addWidget(dialog)
    assert dialog.report.headline == "The win is shared: Anna, Ben"


def test_the_hoyle_bonuses_at_the_end_of_a_gin_game(qtbot: QtBot) -> None:
    state = gin_hoyle_shutout()
    dialog = GameResultDialog(state, GIN_NAMES)
    qtbot.addWidget(dialog)
    (game,) = state.game_result.games
    (table,) = dialog.report.tables
    assert dialog.report.headline == "Winner of the game: Anna"
    assert table.rows[1] == ("Anna", str(game.points[1]), "4", "Game bonus +100, Box bonus +100, Shutout +335",
                             str(game.final[1]))
    assert dialog.play_again_button.text() == "Play again"


def test_a_hollywood_match_shows_each_game_and_the_match_winner(qtbot: QtBot) -> None:
    state, _ = gin_played(3, gin.GinRules(variant="hollywood"), lambda s: s.is_game_over)
    dialog = GameResultDialog(state, GIN_NAMES)
    qtbot.addWidget(dialog)
    result = state.game_result
    report = dialog.report
    assert report.headline == f"Winner of the match: {GIN_NAMES[result.winner]}"
    assert [table.title for table in report.tables] == [
        f"Game {g.game + 1}: won by {GIN_NAMES[g.winner]}" for g in result.games
    ]
    assert "Hoyle bonuses are off" in report.details[-1]
    assert len(dialog.tables) == 3
    assert report.match.rows == tuple(
        (GIN_NAMES[seat], str(result.games_won[seat]), str(result.net_results[seat])) for seat in (0, 1)
    )


def hollywood_over(scores, rounds_won):
    state = run(hollywood_knock_by_anna(scores, rounds_won), gin.Spread((), ()))
    assert state.is_game_over
    return state


def test_the_match_goes_to_the_higher_net_total_with_the_games_won_beside_it(qtbot: QtBot) -> None:
    # You won games 1 and 2 by 10 and 5; Anna wins game 3 by 106: Anna wins the match with one game.
    state = hollywood_over(((100, 100, 0), (90, 95, 30)), ((4, 4, 0), (3, 3, 1)))
    dialog = GameResultDialog(state, GIN_NAMES)
    qtbot.addWidget(dialog)
    shown(qtbot, dialog, "game-result-hollywood-net-total")
    report = dialog.report
    assert report.headline == "Winner of the match: Anna"
    assert report.details[0] == ("The match goes to the higher net total: the margins of the games each player won, "
                                 "bonuses included, added up.")
    assert report.match.rows == (("You", "2", "15"), ("Anna", "1", "106")) and report.match.winners == (False, True)
    assert dialog.match is not None


def test_equal_net_totals_share_the_match(qtbot: QtBot) -> None:
    state = hollywood_over(((100, 100, 0), (50, 50, 24)), ((4, 4, 0), (2, 2, 1)))
    dialog = GameResultDialog(state, GIN_NAMES)
    qtbot.addWidget(dialog)
    assert dialog.report.headline == "The match is shared: You, Anna (equal net totals)"
    assert dialog.report.match.winners == (True, True)


IN_ANOTHER_LANGUAGE = {
    ("GameLog", ", "): " / ",
    ("GameLog", "You"): "Vous",
    ("RoundEnding", "%1 knocked with %n points in hand."): "%n points: %1 knocked.",
    ("RoundEnding", "You knocked with %n points in hand."): "%n points: you knocked.",
}


def test_the_round_result_lists_names_and_bonuses_as_the_translation_says(qtbot: QtBot, qapp) -> None:
    state, rounds = manipulation_two_rounds()
    with translations(qapp, IN_ANOTHER_LANGUAGE):
        report = round_dialog(qtbot, state, MANIPULATION_NAMES, rounds).report
    assert report.headline == "Winners of the round: Anna / Ben"
    assert report.details == ("4 points: you knocked.",)
    assert [seat.name for seat in report.seats] == ["Vous", "Anna", "Ben", "Cleo"]


def test_the_game_result_lists_the_winners_as_the_translation_says(qtbot: QtBot, qapp) -> None:
    state, _ = manipulation_game_over()
    shared = replace(state.game_result, winners=(0, 2))
    with translations(qapp, IN_ANOTHER_LANGUAGE):
        dialog = GameResultDialog(replace(state, game_result=shared), MANIPULATION_NAMES)
    qtbot.addWidget(dialog)
    assert dialog.report.headline == "The win is shared: Vous / Ben"
    assert [row[0] for row in dialog.report.tables[0].rows] == ["Vous", "Anna", "Ben", "Cleo"]


# --- "you": the sentences about the person at this computer ---------------------------------------

AS_ANNA = ("Bo", "You")
"""Gin names with the person at this computer in Anna's seat (seat 1)."""


@pytest.mark.parametrize(
    "finish, names, ending",
    [
        (gin_gin, GIN_NAMES, "Anna went gin."),
        (gin_gin, AS_ANNA, "You went gin."),
        (gin_big_gin, GIN_NAMES, "Anna went big gin."),
        (gin_big_gin, AS_ANNA, "You went big gin."),
        (gin_knock_with_layoffs, GIN_NAMES, "Anna knocked."),
        (gin_knock_with_layoffs, AS_ANNA, "You knocked."),
        (gin_undercut, GIN_NAMES, "Anna knocked and you undercut."),
        (gin_undercut, AS_ANNA, "You knocked and Bo undercut."),
        (gin_undercut, ("Bo", "Anna"), "Anna knocked and Bo undercut."),
    ],
)
def test_the_end_of_a_gin_round_says_you_to_the_person_at_this_computer(qtbot: QtBot, finish, names, ending) -> None:
    assert round_dialog(qtbot, finish(), names).report.details[0] == ending


@pytest.mark.parametrize(
    "names, ending",
    [(MANIPULATION_NAMES, "Ben went out."), (("Anna", "Ben", "You", "Cleo"), "You went out.")],
)
def test_going_out_says_you_to_the_person_at_this_computer(qtbot: QtBot, names, ending) -> None:
    assert round_dialog(qtbot, manipulation_going_out(), names).report.details == (ending,)


def test_a_manipulation_knock_by_someone_else_names_them(qtbot: QtBot) -> None:
    state, rounds = manipulation_two_rounds()
    report = round_dialog(qtbot, state, ("Ada", "Anna", "Ben", "Cleo"), rounds).report
    assert report.details == ("Ada knocked with 4 points in hand.",)


@pytest.mark.parametrize(
    "names, reached",
    [(MANIPULATION_NAMES, "Ben reached 150: the game is over."),
     (("Anna", "Ben", "You", "Cleo"), "You reached 150: the game is over.")],
)
def test_who_reached_the_target_is_you_or_a_name(qtbot: QtBot, names, reached) -> None:
    state, _ = manipulation_game_over()
    dialog = GameResultDialog(state, names)
    qtbot.addWidget(dialog)
    assert dialog.report.details[0] == reached


def test_several_players_past_the_target_are_listed_you_among_them(qtbot: QtBot) -> None:
    state = manipulation_going_out(scores=(150, 90, 140, 30))
    dialog = GameResultDialog(state, MANIPULATION_NAMES)
    qtbot.addWidget(dialog)
    assert dialog.report.details[0] == "You, Ben reached 150: the game is over."


@pytest.mark.parametrize("winner_is_you", [True, False])
def test_the_hollywood_match_winner_is_you_or_a_name(qtbot: QtBot, winner_is_you: bool) -> None:
    state, _ = gin_played(3, gin.GinRules(variant="hollywood"), lambda s: s.is_game_over)
    result = state.game_result
    subject = "You" if winner_is_you else "Anna"
    names = (subject, "Bo") if result.winner == 0 else ("Bo", subject)
    dialog = GameResultDialog(state, names)
    qtbot.addWidget(dialog)
    assert dialog.report.headline == f"Winner of the match: {subject}"
    assert dialog.report.match.rows[result.winner][:2] == (subject, str(result.games_won[result.winner]))


SIGNS_AND_SYMBOLS = re.compile("[★♠♥♦♣+=×—]")


def heard_on_opening(qtbot: QtBot, dialog: QDialog) -> list[str]:
    """What Orca 43 says after the dialog's title as it opens (its own rule: ``orca_dialog_reading``)."""
    QAccessible.setActive(True)
    try:
        dialog.show()
        qtbot.waitExposed(dialog)
        return loose_labels(dialog)
    finally:
        QAccessible.setActive(False)


def assert_words_only(heard: list[str]) -> None:
    for text in heard:
        assert not SIGNS_AND_SYMBOLS.search(text), text
        assert not re.search(r"\b(\d+) \1\b", text), f"a number said twice: {text}"


def test_a_round_result_is_heard_in_words_who_won_and_each_players_points_and_score(qtbot: QtBot) -> None:
    state = manipulation_going_out()
    dialog = round_dialog(qtbot, state, MANIPULATION_NAMES)
    heard = heard_on_opening(qtbot, dialog)
    scored = state.round_result.scored
    names = [seat.name for seat in dialog.report.seats]
    assert heard == [
        "Winner of the round: Ben. Ben went out.",
        "Points this round: " + ", ".join(f"{name} {points}" for name, points in zip(names, scored)) + ".",
        "Scores. Total: " + ", ".join(f"{name} {total}" for name, total in zip(names, state.scores)) + " (in play).",
    ]
    assert_words_only(heard)


def test_a_gin_knock_with_lay_offs_is_heard_in_words(qtbot: QtBot) -> None:
    state = gin_knock_with_layoffs()
    heard = heard_on_opening(qtbot, round_dialog(qtbot, state, GIN_NAMES))
    assert heard[0] == "Winner of the round: Anna. Anna knocked.", "a detail of two words is said with the headline"
    assert any(text.startswith("Laid off ") and " of " in text for text in heard), "the lay-off note in words"
    assert heard[-2].startswith("Points this round: ") and heard[-1].startswith("Scores. Total: ")
    assert_words_only(heard)


def test_the_end_of_a_game_is_heard_in_words_who_won_by_how_much_and_the_final_scores(qtbot: QtBot) -> None:
    state, _ = manipulation_game_over()
    dialog = GameResultDialog(state, MANIPULATION_NAMES)
    qtbot.addWidget(dialog)
    heard = heard_on_opening(qtbot, dialog)
    finals = state.game_result.final_scores
    names = [row[0] for row in dialog.report.tables[0].rows]
    margin = finals[2] - max(finals[:2] + finals[3:])
    assert heard[0] == ("Winner of the game: Ben. Ben wins by %d. Final scores: " % margin
                        + ", ".join(f"{name} {final}" for name, final in zip(names, finals)) + ".")
    assert heard[1:] == list(dialog.report.details)
    assert_words_only(heard)


def test_a_hollywood_match_is_heard_with_the_net_totals_and_each_games_scores(qtbot: QtBot) -> None:
    state, _ = gin_played(3, gin.GinRules(variant="hollywood"), lambda s: s.is_game_over)
    dialog = GameResultDialog(state, GIN_NAMES)
    qtbot.addWidget(dialog)
    heard = heard_on_opening(qtbot, dialog)
    result = state.game_result
    assert heard[0].startswith(f"Winner of the match: {GIN_NAMES[result.winner]}. ")
    assert "Net totals: " in heard[0]
    for game in result.games:
        assert f"Game {game.game + 1}: won by {GIN_NAMES[game.winner]}. Final scores: " in heard[0]
    assert not any(text.startswith("Game ") for text in heard[1:]), "each game's title is said once"
    assert_words_only(heard)
