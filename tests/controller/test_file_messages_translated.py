"""What saves and statistics tell the player about their files is said in the player's language.

A stand-in catalogue wraps every text of the file contexts in «…», so a test sees
which parts were translated (the templates, the words put into them) and which
stay as they are (file names, numbers, field names).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from rummy_desktop.controller import json_files
from rummy_desktop.controller.explain import explain
from rummy_desktop.controller.json_files import Refused, parse_json
from rummy_desktop.controller.saves import Autosaves, SaveError, SaveGame, Seat, default_format, read_save
from rummy_desktop.controller.statistics import Statistics, StatisticsError, StatisticsStore
from rummy_desktop.engine import gin
from rummy_desktop.engine.messages import Explanation
from stub_translator import translations

FILE_CONTEXTS = {"SaveFiles", "JsonFiles", "StatisticsFile", "SystemErrors"}


class Brackets(QTranslator):
    """Translates the file contexts by wrapping each source text in «…»; no other context."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        return f"«{source}»" if context in FILE_CONTEXTS else None


@pytest.fixture
def brackets(qapp: QCoreApplication) -> Iterator[None]:
    translator = Brackets()
    assert qapp.installTranslator(translator)
    try:
        yield
    finally:
        qapp.removeTranslator(translator)


def a_gin_document() -> dict[str, Any]:
    state = gin.new_game(random.Random(3), gin.GinRules(variant="gin"))
    seats = (Seat("You", "human"), Seat("Ada", "computer", "medium"))
    save = SaveGame("gin", seats, 3, state, "2025-02-01T09:00:00+01:00", ((0, 0),), ("Dealt.",))
    document: dict[str, Any] = json.loads(default_format().dumps(save))
    return document


def changed(**changes: Any) -> str:
    return json.dumps(a_gin_document() | changes)


HUMAN = {"name": "You", "kind": "human", "level": None}

BROKEN_SAVES = {
    "empty": (
        "",
        "“broken.json” cannot be opened: the file is empty.",
        "«“broken.json” cannot be opened: «the file is empty.»»",
    ),
    "not JSON": (
        "hello, world",
        "“broken.json” cannot be opened: it is not valid JSON (line 1, column 1: a value is missing).",
        "«“broken.json” cannot be opened: «it is not valid JSON (line 1, column 1: «a value is missing»).»»",
    ),
    "seat count": (
        changed(seats=[HUMAN] * 3, round_scores=[]),
        "“broken.json” cannot be opened: it lists 3 seats but the game has 2 players.",
        "«“broken.json” cannot be opened: «it lists 3 seats but the game has 2 players.»»",
    ),
    "hostile field": (
        changed(seed="7"),
        "“broken.json” cannot be opened: its “seed” should be a whole number, not text.",
        "«“broken.json” cannot be opened: «its “seed” should be «a whole number», not «text».»»",
    ),
    "seat": (
        changed(seats=[HUMAN, ["Ada"]]),
        "“broken.json” cannot be opened: seat 2 should be an object, not a list.",
        "«“broken.json” cannot be opened: «seat 2 should be an object, not «a list».»»",
    ),
    "unknown level": (
        changed(seats=[HUMAN, {"name": "Ada", "kind": "computer", "level": "all"}]),
        "“broken.json” cannot be opened: seat 2 is a computer of a level this game does not have: “all”.",
        "«“broken.json” cannot be opened: «seat 2 is a computer of a level this game does not have: “all”.»»",
    ),
}


@pytest.mark.parametrize(
    "text", ['{"a" 1}', '{"a": 1 "b": 2}', "{x", "1 2", '"\\q"', '"\\u12"', '"a\x01"', "[1,]"]
)
def test_what_the_json_parser_finds_wrong_is_said_in_the_installed_language(brackets, text: str) -> None:
    with pytest.raises(Refused) as caught:
        parse_json(text)
    fault = dict(caught.value.reason.params)["error"]
    assert isinstance(fault, Explanation) and explain(fault) == f"«{fault}»"


def test_a_json_fault_no_catalogue_knows_stays_as_the_parser_words_it() -> None:
    fault = json_files._parser_fault("a fault of a later Python")
    assert fault == "a fault of a later Python" and not isinstance(fault, Explanation)


def save_error(tmp_path: Path, content: str) -> SaveError:
    path = tmp_path / "broken.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        read_save(path)
    return caught.value


@pytest.mark.parametrize("case", BROKEN_SAVES)
def test_without_a_translation_a_broken_save_is_explained_in_english(qapp, tmp_path: Path, case: str) -> None:
    content, english, _ = BROKEN_SAVES[case]
    error = save_error(tmp_path, content)
    assert str(error) == english == error.message
    assert isinstance(error.reason, Explanation) and english.endswith(error.reason)


@pytest.mark.parametrize("case", BROKEN_SAVES)
def test_a_broken_save_is_explained_in_the_installed_language(brackets, tmp_path: Path, case: str) -> None:
    content, _, translated = BROKEN_SAVES[case]
    assert str(save_error(tmp_path, content)) == translated


def test_an_error_is_said_in_the_language_installed_when_it_is_shown(qapp, tmp_path: Path) -> None:
    error = save_error(tmp_path, "")
    translator = Brackets()
    qapp.installTranslator(translator)
    try:
        assert str(error) == "«“broken.json” cannot be opened: «the file is empty.»»"
    finally:
        qapp.removeTranslator(translator)
    assert str(error) == "“broken.json” cannot be opened: the file is empty."


def test_a_game_the_engine_refuses_keeps_its_translated_sentence(brackets, tmp_path: Path) -> None:
    error = save_error(tmp_path, changed(game="oklahoma"))
    assert str(error) == (
        "«“broken.json” cannot be opened: «the game in it is not valid: "
        "«the save says oklahoma but the game in it is gin»»»"
    )


def test_an_interrupted_game_that_cannot_be_resumed_is_explained_in_the_installed_language(
    brackets, tmp_path: Path
) -> None:
    autosaves = Autosaves(tmp_path)
    autosaves.path.write_text("")
    with pytest.raises(SaveError) as caught:
        autosaves.find_interrupted_game()
    assert str(caught.value) == (
        "«The interrupted game could not be resumed: "
        f"««the file is empty.» The damaged file was kept as {tmp_path / 'autosave.json.damaged'}.»»"
    )


def test_a_save_the_disk_refuses_is_explained_in_the_installed_language(brackets, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    save = default_format().loads(json.dumps(a_gin_document()))
    with pytest.raises(SaveError) as caught:
        default_format().write(blocker / "game.json", save)
    assert isinstance(caught.value.reason, Explanation)  # the folder cannot be made: a file has its name
    assert str(caught.value) == (
        f"«The game could not be saved to {blocker / 'game.json'}: «a file of that name is already there».»"
    )


def damaged_statistics(tmp_path: Path, content: str) -> StatisticsStore:
    store = StatisticsStore(tmp_path)
    store.path.write_text(content)
    return store


def test_a_damaged_statistics_file_is_reported_in_english_without_a_translation(qapp, tmp_path: Path) -> None:
    loaded = damaged_statistics(tmp_path, "[]").load()
    english = (
        "Your statistics file was damaged: it is not a Rummy Desktop statistics file. "
        f"It was kept as {tmp_path / 'statistics.json.damaged'}; the statistics go on from zero."
    )
    assert loaded.problem == english == loaded.damage
    assert loaded.statistics == Statistics()


def test_a_damaged_statistics_file_is_reported_in_the_installed_language(brackets, tmp_path: Path) -> None:
    loaded = damaged_statistics(tmp_path, '{"format": "rummy-desktop-statistics", "version": 1, "records": {}}').load()
    assert loaded.problem == (
        "«Your statistics file was damaged: «its records should be a list, not «an object».» "
        f"It was kept as {tmp_path / 'statistics.json.damaged'}; the statistics go on from zero.»"
    )


def test_statistics_going_on_from_the_backup_say_so_in_the_installed_language(brackets, tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path)
    store.save(Statistics())
    store.save(Statistics())
    store.path.write_text("")
    assert store.load().problem == (
        "«Your statistics file was damaged: «the file is empty.» "
        f"It was kept as {tmp_path / 'statistics.json.damaged'}; "
        "the statistics go on from their previous copy (the latest game may be missing).»"
    )


def test_statistics_the_disk_refuses_are_explained_in_the_installed_language(brackets, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(StatisticsError) as caught:
        StatisticsStore(blocker).save(Statistics())
    assert isinstance(caught.value.reason, Explanation)
    assert str(caught.value) == (
        f"«The statistics could not be saved to {blocker / 'statistics.json'}: «a file of that name is already there».»"
    )


def a_damaged_gin_save(first_card: str) -> str:
    """A gin save whose first card in the first hand is ``first_card``."""
    document = a_gin_document()
    document["state"]["hands"][0][0] = first_card
    return json.dumps(document)


DAMAGED_CARDS = {
    "JK": (
        "JK is not a card of the Gin pack",
        "«{what}: JK is not a card of the Gin pack»",
    ),
    "ZZ": (
        "“ZZ” is not a card (write rank then suit, e.g. AS, 10H, QD)",
        "«{what}: «“ZZ” is not a card (write rank then suit, e.g. AS, 10H, QD)»»",
    ),
}


@pytest.mark.parametrize("first_card", DAMAGED_CARDS)
def test_the_engines_reason_for_refusing_a_damaged_save_is_said_in_the_installed_language(
    qapp, tmp_path: Path, first_card: str
) -> None:
    english, translated = DAMAGED_CARDS[first_card]
    error = save_error(tmp_path, a_damaged_gin_save(first_card))
    assert str(error) == f"“broken.json” cannot be opened: the game in it is not valid: card 1 of “hands” of player 1: {english}"
    with translations(qapp, {}, marked=("SaveFiles", "SavedGame", "CardNotation")):
        engine_part = translated.format(what="«card 1 of «{what} of player 1»»".format(what="«“hands”»"))
        assert str(error) == f"«“broken.json” cannot be opened: «the game in it is not valid: {engine_part}»»"
