"""Settings: typed values with defaults; a damaged store reads as defaults and never raises."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from rummy_desktop.ai import bots
from rummy_desktop.controller.settings import GAMES, LEVELS, Settings

DEFAULTS: dict[str, Any] = {
    "animation_speed": "normal",
    "card_size": 100,
    "four_colour": False,
    "card_back": "blue",
    "confirm_end_turn": False,
    "confirm_knock": True,
    "announce_moves": True,
    "language": "system",
    "default_game": "manipulation",
    "default_opponents": ("medium", "medium"),
    "last_new_game": {},
    "program_command": "",
    "main_window_size": (1280, 800),
    "puzzles_window_size": (960, 660),
    "review_window_size": (940, 640),
    "rules_window_size": (640, 640),
    "daily_puzzle_solved": "",
    "solved_puzzles": {},
}

CHOSEN: dict[str, Any] = {
    "animation_speed": "instant",
    "card_size": 150,
    "four_colour": True,
    "card_back": "green",
    "confirm_end_turn": True,
    "confirm_knock": False,
    "announce_moves": False,
    "language": "he",
    "default_game": "oklahoma",
    "default_opponents": ("easy", "hard", "hard"),
    "last_new_game": {"game": "gin", "players": ["You", "Ada"], "target": 100},
    "program_command": "python3 'my bots/gin.py' --fast",
    "main_window_size": (1100, 700),
    "puzzles_window_size": (1000, 700),
    "review_window_size": (1200, 900),
    "rules_window_size": (700, 740),
    "daily_puzzle_solved": "2026-12-07",
    "solved_puzzles": {"easy": frozenset({1, 2, 3, 7}), "hard": frozenset({99_999})},
}


def store_at(path: Path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


def values(s: Settings) -> dict[str, Any]:
    return {name: getattr(s, name) for name in Settings.names()}


def test_the_games_and_levels_offered_are_those_the_computer_players_know() -> None:
    assert GAMES == bots.GAMES
    assert set(LEVELS) <= set(bots.LEVELS)


def test_every_setting_has_its_default_in_a_new_store(tmp_path: Path) -> None:
    assert values(Settings(store_at(tmp_path / "new.ini"))) == DEFAULTS


def test_chosen_values_are_kept_across_restarts(tmp_path: Path) -> None:
    first = Settings(store_at(tmp_path / "s.ini"))
    for name, value in CHOSEN.items():
        setattr(first, name, value)
    assert values(Settings(store_at(tmp_path / "s.ini"))) == CHOSEN


def test_restoring_defaults(tmp_path: Path) -> None:
    s = Settings(store_at(tmp_path / "s.ini"))
    for name, value in CHOSEN.items():
        setattr(s, name, value)
    s.restore_defaults()
    assert values(s) == DEFAULTS


def test_a_change_is_announced_once_with_the_settings_name(tmp_path: Path, qtbot: QtBot) -> None:
    s = Settings(store_at(tmp_path / "s.ini"))
    heard: list[str] = []
    s.changed.connect(heard.append)
    s.card_size = 120
    s.card_size = 120
    s.four_colour = False
    s.four_colour = True
    assert heard == ["card_size", "four_colour"]


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("animation_speed", "warp"),
        ("card_size", 69),
        ("card_size", 201),
        ("card_size", True),
        ("four_colour", "maybe"),
        ("card_back", "purple"),
        ("language", "fr"),
        ("default_game", "poker"),
        ("default_opponents", ()),
        ("default_opponents", ("easy",) * 5),
        ("default_opponents", ("grandmaster",)),
        ("last_new_game", ["not", "a", "dict"]),
        ("last_new_game", {"x": float("nan")}),
        ("program_command", "python3 bot.py\nrm -r ~"),
        ("program_command", "x" * 1001),
        ("program_command", ["python3", "bot.py"]),
        ("puzzles_window_size", (100, 700)),
        ("puzzles_window_size", (1000, 700, 3)),
        ("review_window_size", "1000 by 700"),
        ("review_window_size", (True, 700)),
        ("daily_puzzle_solved", "7 December 2026"),
        ("daily_puzzle_solved", "2026-02-30"),
        ("solved_puzzles", {"impossible": frozenset({1})}),
        ("solved_puzzles", {"easy": frozenset({0})}),
        ("solved_puzzles", {"easy": frozenset({100_000})}),
        ("solved_puzzles", "easy:5-3"),
        ("solved_puzzles", "easy:one"),
    ],
)
def test_a_value_a_setting_cannot_hold_is_refused_when_set(tmp_path: Path, name: str, value: Any) -> None:
    s = Settings(store_at(tmp_path / "s.ini"))
    with pytest.raises((ValueError, TypeError)):
        setattr(s, name, value)
    assert getattr(s, name) == DEFAULTS[name]


def test_animation_speed_gives_the_animation_length(tmp_path: Path) -> None:
    s = Settings(store_at(tmp_path / "s.ini"))
    s.animation_speed = "instant"
    assert s.animation_ms == 0
    s.animation_speed = "slow"
    assert s.animation_ms > 0


def test_card_backs_come_from_the_theme(tmp_path: Path) -> None:
    s = Settings(store_at(tmp_path / "s.ini"), card_backs=("blue", "tartan"))
    s.card_back = "tartan"
    assert s.card_back == "tartan"
    with pytest.raises(ValueError):
        s.card_back = "red"


def test_a_back_the_theme_no_longer_offers_reads_as_the_default(tmp_path: Path) -> None:
    Settings(store_at(tmp_path / "s.ini")).card_back = "red"
    assert Settings(store_at(tmp_path / "s.ini"), card_backs=("blue", "green")).card_back == "blue"


def test_hand_written_values_in_qt_ini_syntax_are_understood(tmp_path: Path) -> None:
    path = tmp_path / "hand.ini"
    path.write_text(
        "[General]\n"
        "animation_speed=fast\n"
        "card_size= 85 \n"
        "four_colour=TRUE\n"
        "confirm_knock=0\n"
        "default_opponents=easy, hard\n"
        'last_new_game="{\\"game\\": \\"gin\\"}"\n'
    )
    s = Settings(store_at(path))
    assert (s.animation_speed, s.card_size, s.four_colour, s.confirm_knock) == ("fast", 85, True, False)
    assert s.default_opponents == ("easy", "hard")
    assert s.last_new_game == {"game": "gin"}


def test_a_hand_edited_file_with_wrong_types_and_broken_lines_reads_as_defaults(tmp_path: Path) -> None:
    path = tmp_path / "corrupt.ini"
    path.write_text(
        "[General\n"
        "animation_speed=ludicrous\n"
        "card_size=huge\n"
        "[General]\n"
        "card_size=1e3\n"
        "four_colour=perhaps\n"
        "card_back=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x13junk)\n"
        "confirm_end_turn=@Rect(1 2 3 4)\n"
        "confirm_knock=@ByteArray(yes)\n"
        "language=@Point(1 2)\n"
        "default_game=\n"
        "default_opponents=easy, easy, easy, easy, easy\n"
        "last_new_game=[1, 2]\n"
        "=orphan\n"
        "no equals sign here\n"
    )
    assert values(Settings(store_at(path))) == DEFAULTS


@pytest.mark.parametrize(
    "content",
    [
        b"",
        bytes(range(256)) * 40,
        b"\x89PNG\r\n\x1a\n" + b"\x00" * 500,
        "[General]\nlast_new_game=\"" .encode() + b"[" * 5000 + b'"\n',
        "\ufeff[General]\ncard_size=\u0661\u0662\u0660\n".encode("utf-8"),
        b"<?xml version='1.0'?><settings><card_size>150</card_size></settings>",
    ],
)
def test_a_file_that_is_not_ini_at_all_reads_as_defaults_and_can_be_written_again(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "garbage.ini"
    path.write_bytes(content)
    s = Settings(store_at(path))
    assert values(s) == DEFAULTS
    s.card_size = 130
    assert Settings(store_at(path)).card_size == 130


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    raw=st.dictionaries(
        st.sampled_from(sorted(DEFAULTS)),
        st.text(max_size=30) | st.integers().map(str) | st.sampled_from(["true", "@Invalid()", "@Variant(\\xff)"]),
        max_size=6,
    )
)
def test_any_written_text_reads_as_a_valid_value_or_the_default(tmp_path: Path, raw: dict[str, str]) -> None:
    path = tmp_path / "fuzzed.ini"
    path.write_text("[General]\n" + "".join(f"{key}={text.replace(chr(10), ' ')}\n" for key, text in raw.items()))
    s = Settings(store_at(path))
    checker = Settings(store_at(tmp_path / "check.ini"))
    for name in Settings.names():
        setattr(checker, name, getattr(s, name))  # raises if what was read is not a valid value


def test_solved_puzzles_are_kept_as_ranges_of_numbers(tmp_path: Path) -> None:
    s = Settings(store_at(tmp_path / "s.ini"))
    s.solved_puzzles = {"easy": frozenset({1, 2, 3, 7}), "medium": frozenset()}
    assert store_at(tmp_path / "s.ini").value("solved_puzzles") == "easy:1-3,7"
    assert Settings(store_at(tmp_path / "s.ini")).solved_puzzles == {"easy": frozenset({1, 2, 3, 7})}
    store_at(tmp_path / "s.ini").setValue("solved_puzzles", "easy:1-99999999")
    assert Settings(store_at(tmp_path / "s.ini")).solved_puzzles == {}
