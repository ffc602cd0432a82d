"""The new-game dialog: game, seats, rules options and seed; the last choices come back next time."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialog, QLabel
from pytestqt.qtbot import QtBot

from rummy_desktop.controller.manipulation_match import Seat
from rummy_desktop.controller.new_game_choice import NewGameChoice
from rummy_desktop.controller.settings import Settings
from rummy_desktop.engine.gin import GinRules
from rummy_desktop.engine.manipulation import ManipulationRules
from rummy_desktop.ui.text.game_log_text import YOU
from rummy_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from shots import save_shot
from stub_translator import translations


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def open_dialog(qtbot: QtBot, settings: Settings) -> NewGameDialog:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    return dialog


def choose_game(dialog: NewGameDialog, game: str) -> None:
    dialog.game.setCurrentIndex(dialog.game.findData(game))


def shown_with(qtbot: QtBot, settings: Settings, game: str) -> NewGameDialog:
    """The dialog on screen with ``game`` chosen."""
    dialog = open_dialog(qtbot, settings)
    choose_game(dialog, game)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def choose_kind(dialog: NewGameDialog, seat: int, level: str | None) -> None:
    box = dialog.seat_rows[seat].kind
    box.setCurrentIndex(box.findData(level or ""))


def kinds_on_offer(dialog: NewGameDialog, seat: int) -> list[str]:
    box = dialog.seat_rows[seat].kind
    return [box.itemData(i) for i in range(box.count())]


def visible_names(dialog: NewGameDialog) -> list[str]:
    return [row.name.text() for row in dialog.seat_rows if row.name.isVisibleTo(dialog)]


def test_the_first_time_it_offers_the_default_game_and_opponents_of_the_settings(qtbot, settings) -> None:
    settings.default_opponents = ("easy", "hard", "hard")
    dialog = open_dialog(qtbot, settings)
    assert dialog.current_choice() == NewGameChoice(
        "manipulation",
        (Seat("You"), Seat("Computer 1", "easy"), Seat("Computer 2", "hard"), Seat("Computer 3", "hard")),
        ManipulationRules(),
    )
    settings.default_game = "hollywood"
    dialog = open_dialog(qtbot, settings)
    assert dialog.current_choice() == NewGameChoice(
        "hollywood", (Seat("You"), Seat("Computer 1", "easy")), GinRules(variant="hollywood")
    )


def test_manipulation_takes_two_to_five_players_and_offers_its_one_option(qtbot, settings) -> None:
    dialog = open_dialog(qtbot, settings)
    dialog.seat_count.setValue(4)
    dialog.show()
    qtbot.waitExposed(dialog)
    save_shot(dialog, "new-game-manipulation-4-seats")
    assert (dialog.seat_count.minimum(), dialog.seat_count.maximum()) == (2, 5)
    assert visible_names(dialog) == ["You", "Computer 1", "Computer 2", "Computer 3"]
    assert dialog.round_bonus_for_all.isVisible() and not dialog.gin_options.isVisible()
    assert dialog.round_bonus_for_all.text().startswith("Round bonus for every player: those who reach 150 also")
    assert kinds_on_offer(dialog, 1) == ["", "beginner", "easy", "medium", "skilled", "advanced", "hard", "expert",
                                         "cmd:"]
    choice = dialog.current_choice()
    assert choice is not None and len(choice.seats) == 4 and choice.rules == ManipulationRules()
    assert not choice.rules.round_bonus_for_all  # off by default, as the source rules say


def test_the_manipulation_levels_are_listed_in_order_with_how_each_plays(qtbot, settings) -> None:
    dialog = open_dialog(qtbot, settings)
    dialog.show()
    qtbot.waitExposed(dialog)
    save_shot(dialog, "new-game-manipulation-levels")
    lines = dialog.level_guide.text().split("\n")
    assert dialog.level_guide.isVisible() and fits(dialog)
    assert [line.split(":")[0] for line in lines] == ["Beginner", "Easy", "Medium", "Skilled", "Advanced", "Hard",
                                                      "Expert"]
    assert "never takes a meld apart" in lines[0] and "whole table" in lines[5] and "four or more melds" in lines[5]
    assert "Never overlooks a play" in lines[6] and "draw" in lines[6]
    assert "often overlooks" in lines[2] and "never overlooks" in lines[3]
    box = dialog.seat_rows[1].kind
    assert box.itemData(box.findData("skilled"), Qt.ItemDataRole.ToolTipRole) == lines[3].split(": ", 1)[1]
    assert box.itemData(box.findData("advanced"), Qt.ItemDataRole.ToolTipRole) == lines[4].split(": ", 1)[1]


GIN_LADDER = ["easy", "simple", "medium", "hard", "expert"]
"""The Gin levels weakest first, as docs/strength.md measures them (the expert, level with hard, last)."""


def guide_lines(dialog: NewGameDialog) -> list[tuple[str, str]]:
    """The level guide's lines as (level name, how it plays), without the marks that set direction or
    where a line may break."""
    text = "".join(char for char in dialog.level_guide.text() if char not in "\u200f\u2068\u2069\u200b")
    text = text.replace("\u00a0", " ")
    return [(name, way) for name, way in (line.split(": ", 1) for line in text.split("\n"))]


def line_starts(label: QLabel) -> list[int]:
    """Where each line of text drawn in ``label`` starts: its first inked column on the reading side
    (the rightmost right to left, the leftmost left to right)."""
    image = label.grab().toImage()
    background = image.pixel(0, 0)
    starts: list[int] = []
    inked_before = False
    for y in range(image.height()):
        inked = [x for x in range(image.width()) if image.pixel(x, y) != background]
        if inked:
            start = max(inked) if label.isRightToLeft() else min(inked)
            if inked_before:
                starts[-1] = max(starts[-1], start) if label.isRightToLeft() else min(starts[-1], start)
            else:
                starts.append(start)
        inked_before = bool(inked)
    return starts


def fits(dialog: NewGameDialog) -> bool:
    """The guide has room for all its wrapped lines, no line runs into the edge lines end at (the
    left one right to left, where Qt can push a wrapped line past it), and it ends above the buttons."""
    guide = dialog.level_guide
    image = guide.grab().toImage()
    end = 0 if guide.isRightToLeft() else image.width() - 1
    end_clear = all(image.pixel(end, y) == image.pixel(end, 0) for y in range(image.height()))
    guide_bottom = guide.mapTo(dialog, guide.rect().bottomLeft()).y()
    return (guide.height() >= guide.heightForWidth(guide.width()) and end_clear
            and guide_bottom < dialog.buttons.geometry().top() and dialog.rect().contains(dialog.buttons.geometry()))


def test_the_gin_levels_are_listed_weakest_first_with_how_each_plays(qtbot, settings) -> None:
    dialog = shown_with(qtbot, settings, "gin")
    save_shot(dialog, "new-game-gin-levels")
    lines = guide_lines(dialog)
    assert [name for name, _way in lines] == ["Easy", "Simple", "Medium", "Hard", "Expert"]
    ways = dict(zip(GIN_LADDER, (way for _name, way in lines)))
    assert len(set(ways.values())) == 5
    assert "wrong card" in ways["easy"] and "knocks as soon as it can" in ways["simple"]
    assert ways["medium"].startswith("Plays like Simple") and "discard pile" in ways["hard"]
    assert "thinks ahead" in ways["expert"] and "about as strong as Hard" in ways["expert"]
    box = dialog.seat_rows[1].kind
    assert {level: box.itemData(box.findData(level), Qt.ItemDataRole.ToolTipRole) for level in GIN_LADDER} == ways
    assert dialog.level_guide.isVisible() and fits(dialog)


def test_the_guide_follows_the_game(qtbot, settings) -> None:
    dialog = open_dialog(qtbot, settings)
    dialog.show()
    qtbot.waitExposed(dialog)
    manipulation = dialog.level_guide.text()
    for game in ("gin", "oklahoma", "hollywood"):
        choose_game(dialog, game)
        assert [name for name, _way in guide_lines(dialog)] == ["Easy", "Simple", "Medium", "Hard", "Expert"]
        assert fits(dialog)
    gin = dialog.level_guide.text()
    choose_game(dialog, "manipulation")
    assert dialog.level_guide.text() == manipulation != gin
    assert guide_lines(dialog)[0][0] == "Beginner" and fits(dialog)


@pytest.mark.parametrize("language", ["he"], indirect=True)
def test_the_hebrew_gin_guide_reads_right_to_left_and_fits(language, qtbot, settings) -> None:
    dialog = shown_with(qtbot, settings, "gin")
    save_shot(dialog, "new-game-gin-levels-he")
    assert dialog.level_guide.isRightToLeft()
    lines = guide_lines(dialog)
    assert [name for name, _way in lines] == ["קלה", "פשוטה", "בינונית", "קשה", "מומחה"]
    assert not any(re.search("[A-Za-z]", way) for _name, way in lines)  # every line in Hebrew, none left in English
    assert fits(dialog)
    starts = line_starts(dialog.level_guide)   # a wrapped line starts where the others do, not a space in
    assert len(starts) > len(lines) and max(starts) - min(starts) <= 1
    choose_game(dialog, "manipulation")
    save_shot(dialog, "new-game-manipulation-levels-he")
    assert [name for name, _way in guide_lines(dialog)][2:5] == ["בינונית", "מיומנת", "מתקדמת"]
    assert guide_lines(dialog)[0][0] == "מתחילה" and fits(dialog)


def test_the_round_bonus_for_every_player_is_chosen_and_remembered(qtbot, settings) -> None:
    dialog = open_dialog(qtbot, settings)
    dialog.round_bonus_for_all.click()
    assert dialog.current_choice().rules == ManipulationRules(round_bonus_for_all=True)
    dialog.accept()
    again = open_dialog(qtbot, settings)
    assert again.round_bonus_for_all.isChecked()
    assert again.current_choice().rules == ManipulationRules(round_bonus_for_all=True)


def test_oklahoma_offers_every_gin_option_and_its_own(qtbot, settings) -> None:
    dialog = shown_with(qtbot, settings, "oklahoma")
    save_shot(dialog, "new-game-oklahoma-options")
    assert dialog.gin_options.isVisible() and not dialog.round_bonus_for_all.isVisible()
    assert dialog.oklahoma_spade_doubles.isVisible() and dialog.target.isVisible()
    assert not dialog.seat_count.isEnabled() and visible_names(dialog) == ["You", "Computer 1"]
    assert dialog.current_choice().rules == GinRules(variant="oklahoma")  # every option at its default
    dialog.undercut_bonus.setCurrentIndex(dialog.undercut_bonus.findData(25))
    dialog.gin_bonus.setCurrentIndex(dialog.gin_bonus.findData(20))
    dialog.target.setCurrentIndex(dialog.target.findData(150))
    for box in (dialog.big_gin, dialog.discard_taken_card_forbidden, dialog.hoyle_bonuses,
                dialog.oklahoma_spade_doubles):
        box.toggle()
    assert dialog.current_choice().rules == GinRules(
        variant="oklahoma",
        discard_taken_card_forbidden=False,
        big_gin=True,
        undercut_bonus=25,
        gin_bonus=20,
        hoyle_bonuses=True,
        oklahoma_spade_doubles=False,
        target=150,
    )
    choose_game(dialog, "gin")
    assert not dialog.oklahoma_spade_doubles.isVisible() and not dialog.target.isVisible()
    assert dialog.current_choice().rules == GinRules(
        discard_taken_card_forbidden=False, big_gin=True, undercut_bonus=25, gin_bonus=20, hoyle_bonuses=True
    )


def test_the_gin_games_seat_two_and_offer_the_expert_and_simple_levels(qtbot, settings) -> None:
    dialog = open_dialog(qtbot, settings)
    dialog.seat_count.setValue(4)
    choose_kind(dialog, 1, "hard")
    choose_game(dialog, "hollywood")
    assert visible_names(dialog) == ["You", "Computer 1"]
    assert kinds_on_offer(dialog, 1) == ["", "easy", "simple", "medium", "hard", "expert", "cmd:"]  # weakest first
    choose_kind(dialog, 1, "expert")
    assert dialog.seat_rows[1].kind.currentText() == "Computer: Expert"
    assert dialog.current_choice().seats == (Seat("You"), Seat("Computer 1", "expert"))
    choose_kind(dialog, 1, "simple")
    assert dialog.current_choice().seats == (Seat("You"), Seat("Computer 1", "simple"))
    choose_game(dialog, "manipulation")
    assert visible_names(dialog) == ["You", "Computer 1", "Computer 2", "Computer 3"]
    assert dialog.seats()[1] == Seat("Computer 1", "medium")  # simple is a Gin player only


def test_a_default_name_follows_the_kind_of_player_and_a_typed_one_stays(qtbot, settings) -> None:
    dialog = open_dialog(qtbot, settings)
    choose_kind(dialog, 2, None)
    assert dialog.seats()[2] == Seat("Player 3")
    choose_kind(dialog, 2, "easy")
    assert dialog.seats()[2] == Seat("Computer 2", "easy")
    dialog.seat_rows[2].name.setText("Dana")
    choose_kind(dialog, 2, None)
    assert dialog.seats()[2] == Seat("Dana")


@pytest.mark.parametrize(
    "edit, message",
    [
        (lambda d: d.seat_rows[1].name.setText("  "), "Player 2 needs a name."),
        (lambda d: d.seat_rows[2].name.setText("computer 1"), "Player 3 has the same name as another player."),
        (lambda d: choose_kind(d, 0, "hard"), "At least one player must be a person."),
    ],
)
def test_start_waits_until_the_seats_can_play(qtbot, settings, edit, message) -> None:
    dialog = open_dialog(qtbot, settings)
    dialog.show()
    assert dialog.start_button.isEnabled() and not dialog.problems.isVisible()
    edit(dialog)
    assert not dialog.start_button.isEnabled()
    assert dialog.problems.isVisible() and dialog.problems.text() == message
    assert dialog.current_choice() is None
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.chosen is None


def test_an_empty_seed_is_drawn_and_returned_and_the_choice_is_remembered_without_it(qtbot, settings) -> None:
    dialog = open_dialog(qtbot, settings)
    choose_game(dialog, "gin")
    dialog.hoyle_bonuses.setChecked(True)
    dialog.seat_rows[1].name.setText("Anna")
    assert dialog.seed.text() == ""
    dialog.start_button.click()
    assert dialog.result() == QDialog.DialogCode.Accepted
    chosen = dialog.chosen
    assert chosen is not None and isinstance(chosen.seed, int)
    assert chosen == NewGameChoice("gin", (Seat("You"), Seat("Anna", "medium")), GinRules(hoyle_bonuses=True), chosen.seed)
    assert NewGameChoice.from_json(settings.last_new_game) == chosen.with_seed(None)

    again = open_dialog(qtbot, settings)
    assert again.current_choice() == chosen.with_seed(None) and again.seed.text() == ""


def test_a_typed_seed_is_the_seed_used_and_only_digits_can_be_typed(qtbot, settings) -> None:
    dialog = open_dialog(qtbot, settings)
    qtbot.keyClicks(dialog.seed, "12x34")
    assert dialog.seed.text() == "1234"
    dialog.accept()
    assert dialog.chosen.seed == 1234


def test_a_damaged_remembered_choice_gives_the_defaults(qtbot, settings) -> None:
    settings.last_new_game = {"game": "gin", "seats": [{"name": "You", "level": None}], "rules": {}, "seed": None}
    dialog = open_dialog(qtbot, settings)
    assert dialog.current_choice().game == "manipulation" and len(dialog.seats()) == 3


def test_ask_returns_the_choice_or_none(qtbot, settings, monkeypatch) -> None:
    def start(dialog: NewGameDialog) -> int:
        dialog.seed.setText("77")
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(NewGameDialog, "exec", start)
    chosen = NewGameDialog.ask(None, settings)
    assert chosen is not None and chosen.seed == 77 and chosen.game == "manipulation"
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: dialog.reject() or dialog.result())
    assert NewGameDialog.ask(None, settings) is None


# --- "You": the sentinel behind the word, and nobody is "You" among several people ---------------

TI = {("NewGameDialog", "You"): "Ti"}
"""A language whose word for "You" (the name the dialog offers the person at this computer) is "Ti"."""


def test_the_word_for_you_is_kept_as_the_sentinel_and_shown_again_in_the_language_of_the_moment(
        qtbot, qapp, settings) -> None:
    with translations(qapp, TI):
        dialog = open_dialog(qtbot, settings)
        assert visible_names(dialog)[0] == "Ti"
        assert dialog.current_choice().seats[0] == Seat(YOU)
        dialog.seat_rows[0].name.setText(" Ti ")          # as typed: the spaces go as for any name
        assert dialog.current_choice().seats[0] == Seat(YOU)
        dialog.accept()
        assert dialog.chosen.seats[0] == Seat(YOU)
        assert settings.last_new_game["seats"][0]["name"] == YOU
    assert visible_names(open_dialog(qtbot, settings))[0] == "You"


def test_a_name_that_only_looks_like_the_word_for_you_stays_a_name(qtbot, qapp, settings) -> None:
    with translations(qapp, TI):
        dialog = open_dialog(qtbot, settings)
        dialog.seat_rows[0].name.setText("Tina")
        dialog.seat_rows[1].name.setText("Ti!")
        assert [seat.name for seat in dialog.current_choice().seats[:2]] == ["Tina", "Ti!"]


@pytest.mark.parametrize("typed", ["ti", "You"], ids=["the same word as typed", "the same seat as kept"])
def test_the_word_for_you_has_no_twin_as_typed_nor_as_kept(qtbot, qapp, settings, typed) -> None:
    with translations(qapp, TI):
        dialog = open_dialog(qtbot, settings)
        dialog.seat_rows[2].name.setText(typed)
        assert dialog.current_choice() is None and not dialog.start_button.isEnabled()
        assert dialog.problems.text() == "Player 3 has the same name as another player."


def test_with_two_people_or_more_nobody_is_offered_as_you(qtbot, settings) -> None:
    dialog = open_dialog(qtbot, settings)
    choose_kind(dialog, 1, None)
    assert visible_names(dialog) == ["Player 1", "Player 2", "Computer 2"]
    assert dialog.current_choice().seats[:2] == (Seat("Player 1"), Seat("Player 2"))
    choose_kind(dialog, 1, "easy")
    assert visible_names(dialog) == ["You", "Computer 1", "Computer 2"]
    choose_kind(dialog, 2, None)
    assert visible_names(dialog)[0] == "Player 1"
    dialog.seat_count.setValue(2)                          # the other person leaves the table
    assert visible_names(dialog) == ["You", "Computer 1"]
    choose_kind(dialog, 0, "hard")
    choose_kind(dialog, 1, None)
    choose_kind(dialog, 0, None)
    assert visible_names(dialog) == ["Player 1", "Player 2"]
    choose_kind(dialog, 0, "hard")                         # "Player 1" was a default too: it follows the kind
    assert visible_names(dialog) == ["Computer", "Player 2"]


def test_a_typed_name_stays_whoever_joins_and_a_remembered_choice_shows_as_it_was(qtbot, settings) -> None:
    dialog = open_dialog(qtbot, settings)
    dialog.seat_rows[0].name.setText("Dana")
    choose_kind(dialog, 1, None)
    assert visible_names(dialog)[:2] == ["Dana", "Player 2"]
    remembered = NewGameChoice("manipulation", (Seat(YOU), Seat("Ann"), Seat("Computer 2", "easy")), ManipulationRules())
    settings.last_new_game = remembered.to_json()
    assert open_dialog(qtbot, settings).current_choice() == remembered


def test_a_last_choice_kept_with_the_word_for_you_deals_the_sentinel(qtbot, qapp, settings) -> None:
    """As a version that kept the word itself left it; the window's first game starts from it without the dialog."""
    settings.last_new_game = NewGameChoice("gin", (Seat("Ti"), Seat("Computer 1", "easy")), GinRules()).to_json()
    with translations(qapp, TI):
        assert NewGameDialog.initial_choice(settings).seats == (Seat(YOU), Seat("Computer 1", "easy"))
    assert NewGameDialog.initial_choice(settings).seats[0] == Seat("Ti")   # in English it is a name


def positions(dialog: NewGameDialog) -> tuple[tuple[int, int], ...]:
    """Where the game and the number of players are, in the dialog."""
    return tuple(box.mapTo(dialog, box.rect().topLeft()).toTuple() for box in (dialog.game, dialog.seat_count))


def test_the_game_and_the_number_of_players_stay_put_and_no_gap_is_left(qtbot, settings) -> None:
    dialog = open_dialog(qtbot, settings)
    dialog.show()
    qtbot.waitExposed(dialog)
    where, width = positions(dialog), dialog.width()
    changes = [lambda: dialog.seat_count.setValue(5), lambda: choose_game(dialog, "oklahoma"),
               lambda: choose_game(dialog, "gin"), lambda: choose_game(dialog, "manipulation"),
               lambda: dialog.seat_count.setValue(2), lambda: dialog.seat_count.setValue(4)]
    heights = set()
    for change in changes:
        change()
        qtbot.waitUntil(lambda: dialog.size() == dialog.layout().totalSizeHint())   # as tall as what it shows
        assert positions(dialog) == where and dialog.width() == width
        heights.add(dialog.height())
        save_shot(dialog, f"new-game-{len(heights)}")
    assert len(heights) > 3   # it grew and shrank with what it shows, at its bottom edge


def test_the_simple_level_says_what_it_does(qtbot, settings) -> None:
    dialog = open_dialog(qtbot, settings)
    choose_game(dialog, "gin")
    box = dialog.seat_rows[1].kind
    offered = [box.itemText(i) for i in range(box.count())]
    assert "Computer: Simple, knocks as soon as it can" in offered
    assert not any("baseline" in text for text in offered)


@pytest.mark.parametrize("language", ["he", "mk"], indirect=True)
def test_default_names_are_plain_text_right_to_left_too(language, qtbot, tmp_path) -> None:
    """Right to left a sentence sets its values between direction marks; a name must not hold them,
    or the game could not be saved ("the name of seat 2 holds a control character")."""
    from main_window_helpers import window_for
    from rummy_desktop.ui.dialogs.new_game_dialog import default_seat_name
    from rummy_desktop.ui.main_window import default_seats

    names = [default_seat_name(number, level) for number in range(5) for level in (None, "easy")]
    assert all(name.isprintable() and name == name.strip() for name in names)
    window = window_for(qtbot, tmp_path, default_seats(), pause_ms=60_000, seed=3)
    assert window.services.autosave()


def test_a_computer_seat_can_be_played_by_a_program_and_the_dialog_says_it_runs_with_your_rights(qtbot, settings) -> None:
    dialog = open_dialog(qtbot, settings)
    dialog.show()
    choose_game(dialog, "gin")
    row = dialog.seat_rows[1]
    assert not row.program.isVisible() and not dialog.program_note.isVisible()
    choose_kind(dialog, 1, "cmd:")
    assert row.kind.currentText() == "Program…"
    assert row.program.isVisible() and row.browse.isVisible() and dialog.program_note.isVisible()
    assert "plays with your rights, as any program you start yourself" in dialog.program_note.text()
    assert not dialog.start_button.isEnabled()
    assert dialog.problems.text() == "Player 2 is a program: type its command line, or choose its file."
    qtbot.keyClicks(row.program, "python3 my_bot.py")
    assert dialog.start_button.isEnabled()
    save_shot(dialog, "new-game-program-seat")
    dialog.start_button.click()
    assert dialog.chosen.seats == (Seat("You"), Seat("Computer 1", "cmd:python3 my_bot.py"))
    assert settings.program_command == "python3 my_bot.py"

    again = open_dialog(qtbot, settings)
    assert again.seats()[1] == Seat("Computer 1", "cmd:python3 my_bot.py")
    assert again.seat_rows[1].kind.currentText() == "Program…" and again.seat_rows[1].program.text() == "python3 my_bot.py"


def test_the_command_line_is_remembered_for_the_next_program_seat(qtbot, settings) -> None:
    settings.program_command = "java -jar rummy-bot.jar"
    dialog = open_dialog(qtbot, settings)
    choose_kind(dialog, 2, "cmd:")
    assert dialog.seats()[2] == Seat("Computer 2", "cmd:java -jar rummy-bot.jar")
    choose_kind(dialog, 2, "hard")
    assert dialog.seats()[2] == Seat("Computer 2", "hard") and not dialog.program_note.isVisibleTo(dialog)


def test_a_program_file_chosen_becomes_its_command_line(qtbot, settings, monkeypatch) -> None:
    dialog = open_dialog(qtbot, settings)
    dialog.show()
    choose_kind(dialog, 1, "cmd:")
    monkeypatch.setattr(dialog, "choose_program_file", lambda: "/home/ada/my bots/gin_bot.py")
    qtbot.mouseClick(dialog.seat_rows[1].browse, Qt.MouseButton.LeftButton)
    assert dialog.seat_rows[1].program.text() == "python3 '/home/ada/my bots/gin_bot.py'"
    monkeypatch.setattr(dialog, "choose_program_file", lambda: "")
    qtbot.mouseClick(dialog.seat_rows[1].browse, Qt.MouseButton.LeftButton)
    assert dialog.seat_rows[1].program.text() == "python3 '/home/ada/my bots/gin_bot.py'"


@pytest.mark.parametrize("language", ["en", "he"], indirect=True)
@pytest.mark.parametrize("game", ["manipulation", "gin", "oklahoma"])
def test_the_dialog_opens_as_tall_as_what_it_shows_with_the_whole_level_guide_in_view(language, game, qtbot,
                                                                                      settings) -> None:
    dialog = open_dialog(qtbot, settings)
    choose_game(dialog, game)
    dialog.seat_count.setValue(dialog.seat_count.maximum())
    dialog.show()
    qtbot.waitExposed(dialog)
    layout = dialog.layout()
    assert dialog.height() == layout.totalHeightForWidth(dialog.width())   # no empty room left in a box
    rules = dialog.round_bonus_for_all.parentWidget()
    assert rules.height() == rules.sizeHint().height()
    guide = dialog.level_guide
    bottom = guide.mapTo(dialog._seats_box, guide.rect().bottomLeft()).y()
    assert bottom < dialog._seats_box.contentsRect().bottom()   # the guide's last line is not cut off


def test_a_command_line_the_game_could_not_start_is_refused_in_the_dialog(qtbot, settings, tmp_path) -> None:
    """As ``simulate`` refuses it: a quote left open, a program not there, a file that may not be run."""
    dialog = open_dialog(qtbot, settings)
    choose_kind(dialog, 1, "cmd:")
    row = dialog.seat_rows[1]
    script = tmp_path / "bot.py"
    script.write_text("print('hello')\n")
    script.chmod(0o644)
    for command, words in [
        ("python3 'my bot.py", "The command line of player 2 cannot be read: a quote is not closed"),
        (str(tmp_path / "no-such-bot"), "The program of player 2 was not found: give its full path"),
        (str(script), "The file of player 2's program is not executable: make it executable"),
    ]:
        row.program.setText(command)
        assert words in dialog.problems.text() and not dialog.start_button.isEnabled()
    row.program.setText(f"python3 '{script}'")
    assert dialog.start_button.isEnabled()
