"""The score sheet: entries as the engine placed them (Hollywood's three games), running totals, decided games."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from pytestqt.qtbot import QtBot

from finished_games import (
    GIN_NAMES,
    MANIPULATION_NAMES,
    gin_drawn,
    gin_played,
    hollywood_knock_by_anna,
    hollywood_mid_match,
    manipulation_game_over,
    manipulation_two_rounds,
)
from engine.gin_playout import run
from rummy_desktop.engine import gin
from rummy_desktop.ui.score_sheet import ScoreSheet, sheet_data
from shots import save_shot
from stub_translator import translations


def sheet_for(qtbot: QtBot, state, names, rounds) -> ScoreSheet:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.show_state(state, names, rounds)
    return sheet


def test_hollywood_mid_match_each_win_is_entered_in_the_games_the_engine_named(qtbot: QtBot) -> None:
    state, rounds = hollywood_mid_match()
    sheet = sheet_for(qtbot, state, GIN_NAMES, rounds)
    sheet.resize(sheet.sizeHint())
    sheet.show()
    qtbot.waitExposed(sheet)
    save_shot(sheet, "hollywood-sheet-mid-match")
    data = sheet.data
    assert data.games == 3 and len(data.rounds) == len(rounds)
    for row, result in zip(data.rounds, rounds):
        assert [(game, seat, points) for game, seat, points, _ in row.entries] == [
            (game, result.winner, result.points[result.winner]) for game in result.games
        ]
    assert data.totals == tuple(tuple(state.scores[seat][game] for seat in (0, 1)) for game in range(3))
    for game in range(3):
        for seat in (0, 1):
            entered = [e for row in data.rounds for e in row.entries if e[:2] == (game, seat)]
            running = 0
            for _, _, points, total in entered:
                running += points
                assert total == running
            assert running == state.scores[seat][game]
    # Game 1 is decided and names its winner; the others are still played; the cells say so.
    winner = 0 if state.scores[0][0] >= 100 else 1
    assert data.winners == ((winner,), (), ())
    assert sheet.cells[(0, 1)].text() == f"Game 1\nwon by {GIN_NAMES[winner]}"
    assert sheet.cells[(0, 3)].text() == "Game 2\nin play"
    total_row = 2 + len(rounds)
    assert sheet.cells[(total_row, 1 + winner)].text() == f"{state.scores[winner][0]} ★"
    assert sheet.cells[(total_row, 4)].text() == str(state.scores[1][1])
    first_entry = data.rounds[0].entries[0]
    assert sheet.cells[(2, 1 + first_entry[1])].text() == f"+{first_entry[2]} = {first_entry[3]}"
    assert "won by" in sheet.accessibleDescription()


def test_a_game_nobody_has_scored_in_yet_is_not_started(qtbot: QtBot) -> None:
    state, rounds = gin_played(3, gin.GinRules(variant="hollywood"), lambda s: len(s.round_result.games) == 2)
    sheet = sheet_for(qtbot, state, GIN_NAMES, rounds)
    assert sheet.cells[(0, 5)].text() == "Game 3\nnot started"
    assert sheet.data.winners == ((), (), ())


def test_without_the_early_rounds_the_totals_still_hold(qtbot: QtBot) -> None:
    state, rounds = hollywood_mid_match()
    data = sheet_data(state, GIN_NAMES, rounds[-3:])
    assert [row.number for row in data.rounds] == [1, 2, 3]
    last = {entry[:2]: entry[3] for row in data.rounds for entry in row.entries}
    for (game, seat), total in last.items():
        assert total == state.scores[seat][game]


def test_manipulation_has_one_game_with_a_column_per_player_and_shared_wins(qtbot: QtBot) -> None:
    state, rounds = manipulation_two_rounds()
    sheet = sheet_for(qtbot, state, MANIPULATION_NAMES, rounds)
    data = sheet.data
    assert data.games == 1 and data.totals == (state.scores,) and data.winners == ((),)
    assert data.rounds[1].entries == ((0, 1, 35, 35), (0, 2, 35, state.scores[2]))
    assert [sheet.cells[(0, c)].text() for c in range(5)] == ["Round", *MANIPULATION_NAMES]
    assert sheet.cells[(2, 3)].text() == f"+35 = {state.scores[2]}"


def test_a_finished_manipulation_game_marks_its_winners(qtbot: QtBot) -> None:
    state, rounds = manipulation_game_over()
    sheet = sheet_for(qtbot, state, MANIPULATION_NAMES, rounds)
    assert sheet.data.winners == (state.game_result.winners,) == ((2,),)
    assert sheet.cells[(2, 3)].text() == f"{state.scores[2]} ★"


def test_a_drawn_round_is_a_row_of_its_own(qtbot: QtBot) -> None:
    state = gin_drawn()
    sheet = sheet_for(qtbot, state, GIN_NAMES, (state.round_result,))
    assert sheet.data.rounds[0].entries == ()
    assert sheet.cells[(1, 1)].text() == "Drawn round: nobody scores"
    assert sheet.cells[(2, 0)].text() == "Total"


REORDERED = {
    ("ScoreSheet", "%1: %2 (%3)"): "(%3) %2 :%1",
    ("ScoreSheet", "won by %1"): "%1 won",
    ("GameLog", "{name} {points}"): "{points}={name}",
    ("GameLog", ", "): " / ",
    ("GameLog", "; "): " | ",
    ("GameLog", "You"): "Vous",
}


def test_the_description_for_screen_readers_is_worded_in_the_order_the_translation_gives(qtbot: QtBot, qapp) -> None:
    state, rounds = manipulation_two_rounds()
    with translations(qapp, REORDERED):
        sheet = sheet_for(qtbot, state, MANIPULATION_NAMES, rounds)
    scores = " / ".join(f"{points}={name}" for name, points in zip(("Vous", "Anna", "Ben", "Cleo"), state.scores))
    assert sheet.accessibleDescription() == f"(in play) {scores} :Total"
    assert sheet.cells[(0, 1)].text() == "Vous"


def test_the_games_of_a_hollywood_sheet_are_listed_with_the_translations_separator(qtbot: QtBot, qapp) -> None:
    state, rounds = hollywood_mid_match()
    with translations(qapp, REORDERED):
        sheet = sheet_for(qtbot, state, GIN_NAMES, rounds)
    games = sheet.accessibleDescription().split(" | ")
    winner = ("Vous", "Anna")[sheet.data.winners[0][0]]
    assert games[0] == f"({winner} won) {state.scores[0][0]}=Vous / {state.scores[1][0]}=Anna :Game 1"
    assert [game.endswith(f":Game {number}") for number, game in enumerate(games, start=1)] == [True] * 3


def test_the_sheet_follows_a_change_of_language(qtbot: QtBot, qapp) -> None:
    state, rounds = manipulation_two_rounds()
    sheet = sheet_for(qtbot, state, MANIPULATION_NAMES, rounds)
    with translations(qapp, {**REORDERED, ("ScoreSheet", "Total"): "Totaux"}):
        QCoreApplication.sendEvent(sheet, QEvent(QEvent.Type.LanguageChange))
        assert sheet.cells[(0, 1)].text() == "Vous"
        assert sheet.accessibleDescription().endswith(" :Totaux")
    QCoreApplication.sendEvent(sheet, QEvent(QEvent.Type.LanguageChange))
    assert sheet.cells[(0, 1)].text() == "You" and sheet.accessibleDescription().startswith("Total: You ")


def test_each_win_shows_under_the_games_it_went_into_a_shut_out_players_in_the_next_open_game(qtbot: QtBot) -> None:
    # Game 1 ended with Anna (seat 1) shut out: her next win is entered in game 2 only, the one after in 2 and 3.
    first = run(hollywood_knock_by_anna(((105, 60, 30), (0, 0, 0)), ((4, 3, 2), (0, 0, 0))), gin.Spread((), ()))
    second = run(hollywood_knock_by_anna(first.scores, first.rounds_won), gin.Spread((), ()))
    rounds = (first.round_result, second.round_result)
    sheet = sheet_for(qtbot, second, GIN_NAMES, rounds)
    win = rounds[0].points[1]
    assert [[entry[:2] for entry in row.entries] for row in sheet.data.rounds] == [[(1, 1)], [(1, 1), (2, 1)]]
    # Rows 0 and 1 are the headers; Anna's columns are 2 (game 1), 4 (game 2) and 6 (game 3).
    assert [sheet.cells[(2, column)].text() for column in (2, 4, 6)] == ["", f"+{win} = {win}", ""]
    assert [sheet.cells[(3, column)].text() for column in (2, 4, 6)] == ["", f"+{win} = {2 * win}", f"+{win} = {win}"]
    assert sheet.cells[(3, 6)].accessibleName() == f"Game 3, Anna: +{win} = {win}"
