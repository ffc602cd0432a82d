"""Saves: round trips, atomic writes with a backup, and every kind of broken file refused plainly."""

from __future__ import annotations

import copy
import json
import os
import random
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_desktop.controller import json_files, safe_files, saves
from rummy_desktop.controller.saves import (
    MAX_SAVE_BYTES,
    Autosaves,
    GameCodec,
    SaveError,
    SaveFormat,
    SaveGame,
    Seat,
    default_format,
    read_save,
    write_save,
)
from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.cards import Card, make_deck
from rummy_desktop.engine.gin import serialize as gin_serialize
from rummy_desktop.engine.manipulation import serialize as manipulation_serialize
from rummy_desktop.engine.messages import Explanation
from read_only_disk import make_read_only
from review_game import a_save_with_moves
from rummy_desktop.engine.record import RoundRecord


@dataclass(frozen=True)
class FakeState:
    """A stand-in engine state: hands and a stock over one 52-card pack, checked as strictly as the engine."""

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]

    def to_json(self) -> dict[str, Any]:
        return {"hands": [[c.token for c in hand] for hand in self.hands], "stock": [c.token for c in self.stock]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> FakeState:
        if set(data) != {"hands", "stock"}:
            raise ValueError("the state needs exactly “hands” and “stock”")
        if not isinstance(data["hands"], list) or not all(isinstance(h, list) for h in data["hands"]):
            raise ValueError("“hands” must be a list of lists")
        hands = tuple(_cards(hand) for hand in data["hands"])
        stock = _cards(data["stock"])
        cards = [c for hand in hands for c in hand] + list(stock)
        seen: set[tuple[int, str, int]] = set()
        for card in cards:
            if card.key in seen:
                raise ValueError(f"the card {card.token} appears twice")
            seen.add(card.key)
        if len(cards) != 52:
            raise ValueError(f"the game holds {len(cards)} cards instead of 52")
        return cls(hands, stock)


def _cards(tokens: Any) -> tuple[Card, ...]:
    if not isinstance(tokens, list) or not all(isinstance(t, str) for t in tokens):
        raise ValueError("cards must be a list of card tokens")
    return tuple(Card.from_token(t) for t in tokens)


@dataclass(frozen=True)
class FakeRound:
    """A stand-in round result: what each seat scored."""

    points: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"points": list(self.points)}

    @classmethod
    def from_json(cls, data: Any, state: FakeState) -> FakeRound:
        points = data.get("points") if isinstance(data, dict) and set(data) == {"points"} else None
        if not isinstance(points, list) or len(points) != len(state.hands) or any(type(p) is not int for p in points):
            raise ValueError("a round holds “points”: a whole number for each seat")
        return cls(tuple(points))


FAKE = SaveFormat({"fake": GameCodec(FakeState.from_json, FakeState.to_json, lambda state: len(state.hands),
                                     ("easy", "hard"), FakeRound.to_json, FakeRound.from_json)})


def a_save(log: tuple[str, ...] = ("You drew a card.",), seed: int = 7) -> SaveGame:
    deck = make_deck(1, 0)
    state = FakeState((tuple(deck[:10]), tuple(deck[10:20])), tuple(deck[20:]))
    seats = (Seat("You", "human"), Seat("Ada", "computer", "hard"))
    rounds = (FakeRound((3, 0)), FakeRound((0, 12)))
    return SaveGame("fake", seats, seed, state, "2025-01-31T20:15:00+00:00", ((3, 0), (0, 12)), log, rounds=rounds)


def good_document() -> dict[str, Any]:
    return json.loads(FAKE.dumps(a_save()))


def refusal(tmp_path: Path, content: bytes | str | dict[str, Any] | list[Any]) -> str:
    """Write ``content`` as a save file, check it is refused, and return the message."""
    path = tmp_path / "broken.json"
    if isinstance(content, (dict, list)):
        content = json.dumps(content)
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    with pytest.raises(SaveError) as caught:
        FAKE.read(path)
    message = str(caught.value)
    assert "broken.json" in message
    assert "Traceback" not in message and "Error" not in message
    return message


def with_changes(**changes: Any) -> dict[str, Any]:
    document = good_document()
    document.update(changes)
    return document


# -- round trips and atomic writing --------------------------------------------------


def test_a_save_reads_back_as_it_was_written(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_save(path, a_save(), FAKE)
    assert read_save(path, FAKE) == a_save()


def test_the_file_is_the_documented_json(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_save(path, a_save(), FAKE)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format"] == "rummy-desktop-save"
    assert document["version"] == saves.SAVE_VERSION
    assert document["seats"][1] == {"name": "Ada", "kind": "computer", "level": "hard"}
    assert document["state"]["stock"][0] == "8H#0"


def test_the_previous_good_save_is_kept_as_a_backup(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_save(path, a_save(seed=1), FAKE)
    write_save(path, a_save(seed=2), FAKE)
    assert read_save(path, FAKE).seed == 2
    assert read_save(tmp_path / "game.json.bak", FAKE).seed == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "game.json.bak"]


def test_the_file_a_save_replaces_is_not_read_again_when_it_holds_the_text_just_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An autosave replaces the text it wrote the move before: known good, it is kept as the backup
    without being built again (that doubled each autosave's work, in the window's drawing time)."""
    save_format = SaveFormat(FAKE.codecs)
    path = tmp_path / "game.json"
    save_format.write(path, a_save(seed=1))
    read: list[Path] = []
    real_read = SaveFormat.read
    monkeypatch.setattr(SaveFormat, "read", lambda self, where: read.append(where) or real_read(self, where))
    save_format.write(path, a_save(seed=2))
    assert read == []
    assert read_save(tmp_path / "game.json.bak", FAKE).seed == 1


def test_a_good_save_another_program_wrote_in_its_place_is_read_before_it_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.json"
    save_format = SaveFormat(FAKE.codecs)
    save_format.write(path, a_save(seed=1))
    SaveFormat(FAKE.codecs).write(path, a_save(seed=5))   # another copy of the app, say
    read: list[Path] = []
    real_read = SaveFormat.read
    monkeypatch.setattr(SaveFormat, "read", lambda self, where: read.append(where) or real_read(self, where))
    save_format.write(path, a_save(seed=2))
    assert read == [path]
    assert read_save(tmp_path / "game.json.bak", FAKE).seed == 5


def test_a_damaged_file_never_replaces_the_good_backup(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_save(path, a_save(seed=1), FAKE)
    write_save(path, a_save(seed=2), FAKE)
    path.write_text("{ damaged")
    write_save(path, a_save(seed=3), FAKE)
    assert read_save(path, FAKE).seed == 3
    assert read_save(tmp_path / "game.json.bak", FAKE).seed == 1


def test_a_failed_write_leaves_the_old_file_whole_and_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.json"
    write_save(path, a_save(seed=1), FAKE)
    before = path.read_bytes()

    def disk_full(*args: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(safe_files.os, "fsync", disk_full)
    with pytest.raises(SaveError, match="the disk is full"):
        write_save(path, a_save(seed=2), FAKE)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_a_state_that_cannot_be_read_back_is_never_written(tmp_path: Path) -> None:
    broken = a_save()
    broken = SaveGame(broken.game, broken.seats, broken.seed, FakeState((), ()), broken.saved_at)
    with pytest.raises(SaveError, match="0 cards instead of 52"):
        write_save(tmp_path / "game.json", broken, FAKE)
    assert not any(tmp_path.iterdir())


def test_a_seat_name_with_control_characters_is_not_saved(tmp_path: Path) -> None:
    save = a_save()
    bad = SaveGame(save.game, (Seat("a\x07b", "human"), save.seats[1]), save.seed, save.state, save.saved_at)
    with pytest.raises(SaveError, match="control characters"):
        write_save(tmp_path / "game.json", bad, FAKE)


def test_a_seat_name_with_right_to_left_marks_is_saved_and_read_back(tmp_path: Path) -> None:
    """Hebrew's default seat names isolate their number ("מחשב \u20682\u2069"); autosave refused them."""
    save = a_save()
    hebrew = SaveGame(save.game, (Seat("מחשב \u20682\u2069", "human"), save.seats[1]), save.seed, save.state,
                      save.saved_at)
    write_save(tmp_path / "game.json", hebrew, FAKE)
    assert read_save(tmp_path / "game.json", FAKE) == hebrew


def test_a_save_with_a_byte_order_mark_opens(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(b"\xef\xbb\xbf" + FAKE.dumps(a_save()).encode("utf-8"))
    assert read_save(path, FAKE) == a_save()


# -- broken files ----------------------------------------------------------------------


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="could not be read"):
        read_save(tmp_path / "nowhere.json", FAKE)


def test_a_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "folder.json").mkdir()
    with pytest.raises(SaveError, match="cannot be opened"):
        read_save(tmp_path / "folder.json", FAKE)


@pytest.mark.parametrize("content", [b"", b"   \n\t "])
def test_an_empty_file_is_refused(tmp_path: Path, content: bytes) -> None:
    assert "empty" in refusal(tmp_path, content)


def test_a_save_cut_short_anywhere_is_refused(tmp_path: Path) -> None:
    text = FAKE.dumps(a_save()).encode("utf-8")
    for end in range(0, len(text) - 1, 5):
        refusal(tmp_path, text[:end])
    assert "cut short" in refusal(tmp_path, text[: len(text) // 2])


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("hello, world", "not valid JSON"),
        ("{'format': 'rummy-desktop-save'}", "not valid JSON"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe", "not a text file"),
        ("[1, 2, 3]", "holds a list"),
        ('"a save"', "holds text"),
        ("42", "holds a whole number"),
        ("null", "holds null"),
    ],
)
def test_what_is_not_a_save_object_is_refused(tmp_path: Path, content: str | bytes, words: str) -> None:
    assert words in refusal(tmp_path, content)


@pytest.mark.parametrize("tag", [None, "rummy-desktop-settings", 1])
def test_a_wrong_format_tag_is_refused(tmp_path: Path, tag: Any) -> None:
    assert "not a Rummy Desktop save" in refusal(tmp_path, with_changes(format=tag))


def test_a_save_without_a_format_tag_is_refused(tmp_path: Path) -> None:
    document = good_document()
    del document["format"]
    assert "not a Rummy Desktop save" in refusal(tmp_path, document)


@pytest.mark.parametrize(
    "key", ["version", "app_version", "saved_at", "game", "seats", "seed", "state", "round_scores", "rounds", "log"]
)
def test_a_missing_field_is_named(tmp_path: Path, key: str) -> None:
    document = good_document()
    del document[key]
    message = refusal(tmp_path, document)
    assert key in message


def test_an_unknown_field_is_named(tmp_path: Path) -> None:
    assert "“cheat”" in refusal(tmp_path, with_changes(cheat=True))


@pytest.mark.parametrize(
    ("key", "value", "words"),
    [
        ("app_version", 1, "“app_version” should be text, not a whole number"),
        ("app_version", "1.0; rm -rf /", "not a version number"),
        ("saved_at", "yesterday", "not a date and time"),
        ("saved_at", ["2025"], "should be text, not a list"),
        ("game", "poker", "a game this version does not know"),
        ("game", "", "empty or too long"),
        ("seats", {"0": "You"}, "“seats” should be a list, not an object"),
        ("seed", "7", "“seed” should be a whole number, not text"),
        ("seed", True, "“seed” should be a whole number, not true or false"),
        ("seed", 7.5, "not a number with a fraction"),
        ("seed", -1, "out of range"),
        ("state", [], "“state” should be an object, not a list"),
        ("round_scores", {}, "“round_scores” should be a list, not an object"),
        ("round_scores", [[1, 2, 3]], "round 1 should be 2 whole numbers from 0 to 1000, one per seat"),
        ("round_scores", [[1, 2], [1, "2"]], "round 2 should be 2 whole numbers"),
        ("round_scores", [[1, True]], "round 1 should be 2 whole numbers"),
        ("round_scores", [[1, 10**9]], "round 1 should be 2 whole numbers"),
        ("round_scores", [[1, 1001]], "round 1 should be 2 whole numbers from 0 to 1000"),
        ("round_scores", [[-1, 3]], "round 1 should be 2 whole numbers from 0 to 1000"),
        ("round_scores", [[0, 0]] * 1001, "1001 rounds"),
        ("log", "all of it", "“log” should be a list, not text"),
        ("log", ["fine", 3], "line 2 of its log should be text"),
        ("log", ["x" * 5000], "too long"),
    ],
)
def test_a_field_of_the_wrong_type_or_value_is_explained(tmp_path: Path, key: str, value: Any, words: str) -> None:
    assert words in refusal(tmp_path, with_changes(**{key: value}))


@pytest.mark.parametrize(
    ("seats", "words"),
    [
        ([{"name": "You", "kind": "human", "level": None}], "it has 1 seat;"),
        (["You", "Ada"], "seat 1 should be an object, not text"),
        ([{"name": "You", "kind": "human"}, {"name": "Ada", "kind": "computer", "level": "hard"}], "no “level”"),
        ([{"name": "", "kind": "human", "level": None}] * 2, "empty or too long"),
        ([{"name": "N" * 41, "kind": "human", "level": None}] * 2, "empty or too long"),
        ([{"name": "You", "kind": "alien", "level": None}] * 2, "“human” or “computer”"),
        ([{"name": "You", "kind": "human", "level": "hard"}] * 2, "person but has a computer level"),
        ([{"name": "Ada", "kind": "computer", "level": None}] * 2, "without a valid level"),
        ([{"name": "Ada", "kind": "computer", "level": "<b>"}] * 2, "without a valid level"),
        ([{"name": "Ada", "kind": "computer", "level": "medium"}] * 2, "a level this game does not have: “medium”"),
        ([{"name": "You", "kind": "human", "level": None, "x": 1}] * 2, "does not know: “x”"),
    ],
)
def test_bad_seats_are_explained(tmp_path: Path, seats: list[Any], words: str) -> None:
    assert words in refusal(tmp_path, with_changes(seats=seats))


def test_seats_must_match_the_players_of_the_game(tmp_path: Path) -> None:
    three = [{"name": "You", "kind": "human", "level": None}] * 3
    assert "3 seats but the game has 2 players" in refusal(tmp_path, with_changes(seats=three, round_scores=[]))


def _with_state(mutate: Any) -> dict[str, Any]:
    document = good_document()
    mutate(document["state"])
    return document


@pytest.mark.parametrize(
    ("mutate", "words"),
    [
        (lambda s: s["hands"][0].__setitem__(0, "ZZ#0"), "“ZZ” is not a card"),
        (lambda s: s["hands"][0].__setitem__(0, "AS"), "“AS” is not a card as saves write it"),
        (lambda s: s["hands"][0].__setitem__(0, s["hands"][1][0]), "appears twice"),
        (lambda s: s["stock"].pop(), "51 cards instead of 52"),
        (lambda s: s.pop("stock"), "exactly “hands” and “stock”"),
    ],
)
def test_a_bad_game_state_is_refused_with_the_engines_reason(tmp_path: Path, mutate: Any, words: str) -> None:
    message = refusal(tmp_path, _with_state(mutate))
    assert "the game in it is not valid" in message
    assert words in message


def test_a_save_from_a_newer_version_is_refused(tmp_path: Path) -> None:
    message = refusal(tmp_path, with_changes(version=saves.SAVE_VERSION + 1))
    assert "made by a newer version of Rummy Desktop" in message


@pytest.mark.parametrize("version", [0, -3, "1", 1.0, None])
def test_a_nonsense_version_is_refused(tmp_path: Path, version: Any) -> None:
    assert "format version" in refusal(tmp_path, with_changes(version=version))


def test_a_very_large_file_is_refused_before_it_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as stream:
        stream.truncate(MAX_SAVE_BYTES + 1)
    opened = json_files.open_regular

    class Unread:
        """The file opened, but failing the test if it is read."""

        def __init__(self, stream: Any) -> None:
            self.stream = stream

        def fileno(self) -> int:
            return int(self.stream.fileno())

        def read(self, *args: Any) -> bytes:
            pytest.fail("a huge file was read")

        def __enter__(self) -> Unread:
            return self

        def __exit__(self, *args: Any) -> None:
            self.stream.close()

    monkeypatch.setattr(json_files, "open_regular", lambda path: Unread(opened(path)))
    with pytest.raises(SaveError, match="far larger than such a file ever is"):
        read_save(path, FAKE)


def test_a_long_log_within_the_size_limit_opens(tmp_path: Path) -> None:
    path = tmp_path / "long.json"
    save = a_save(log=tuple(f"Turn {n}: Ada played 7♥ 8♥ 9♥." for n in range(5000)))
    write_save(path, save, FAKE)
    assert read_save(path, FAKE).log == save.log


@pytest.mark.parametrize("depth", [40, 5000, 200_000])
def test_deep_nesting_is_refused(tmp_path: Path, depth: int) -> None:
    text = json.dumps(good_document())[:-1] + ', "extra": ' + "[" * depth + "]" * depth + "}"
    assert "nested more than" in refusal(tmp_path, text)


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_refused(tmp_path: Path, constant: str) -> None:
    text = json.dumps(good_document()).replace('"seed": 7', f'"seed": {constant}')
    assert constant in refusal(tmp_path, text)


def test_a_float_overflowing_to_infinity_is_refused(tmp_path: Path) -> None:
    text = json.dumps(good_document()).replace('"seed": 7', '"seed": 1e999')
    assert "too large" in refusal(tmp_path, text)


def test_a_huge_integer_is_refused_before_it_is_built(tmp_path: Path) -> None:
    text = json.dumps(good_document()).replace('"seed": 7', '"seed": ' + "9" * 100_000)
    assert "100000 digits" in refusal(tmp_path, text)


def test_a_seed_beyond_64_bits_is_refused(tmp_path: Path) -> None:
    assert "out of range" in refusal(tmp_path, with_changes(seed=2**64))


def test_a_field_given_twice_is_refused(tmp_path: Path) -> None:
    text = json.dumps(good_document()).replace('"seed": 7', '"seed": 7, "seed": 8')
    assert "“seed” appears twice" in refusal(tmp_path, text)


def test_text_that_is_not_unicode_is_refused(tmp_path: Path) -> None:
    text = json.dumps(good_document()).replace("You drew a card.", "\\ud800")
    assert "not valid Unicode" in refusal(tmp_path, text)


# -- versions ------------------------------------------------------------------------------


def format_1(document: dict[str, Any]) -> dict[str, Any]:
    """``document`` as format 1 wrote it: without the round results."""
    old = {key: value for key, value in document.items() if key != "rounds"}
    return old | {"version": 1}


def without_rounds(save: SaveGame) -> SaveGame:
    return SaveGame(save.game, save.seats, save.seed, save.state, save.saved_at, save.round_scores, save.log)


def test_a_save_of_format_1_opens_with_its_scores_and_no_round_results(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    path.write_text(json.dumps(format_1(good_document())))
    save = read_save(path, FAKE)
    assert save.rounds == () and save.round_scores == a_save().round_scores
    assert save == without_rounds(a_save())


def test_an_older_save_is_migrated_step_by_step(tmp_path: Path) -> None:
    """A future format that renamed "log" to "history" and then renamed it back still opens format 1."""

    def rename_log(document: dict[str, Any]) -> dict[str, Any]:
        document["history"] = document.pop("log")
        return document

    def restore_log(document: dict[str, Any]) -> dict[str, Any]:
        document["log"] = document.pop("history")
        return document

    now = saves.SAVE_VERSION
    future = SaveFormat(FAKE.codecs, version=now + 2, migrations={**saves.MIGRATIONS, now: rename_log, now + 1: restore_log})
    path = tmp_path / "old.json"
    path.write_text(json.dumps(format_1(good_document())))
    assert read_save(path, future) == without_rounds(a_save())
    write_save(path, a_save(), FAKE)
    assert read_save(path, future) == a_save()


def test_a_version_without_a_migration_is_refused(tmp_path: Path) -> None:
    future = SaveFormat(FAKE.codecs, version=saves.SAVE_VERSION + 1, migrations={})
    path = tmp_path / "old.json"
    write_save(path, a_save(), FAKE)
    with pytest.raises(SaveError, match="too old"):
        read_save(path, future)


# -- Manipulation games saved before the round bonus became an option ---------------------------

OLD_SAVES = Path(__file__).parent / "old_saves"


def test_a_manipulation_game_saved_in_format_2_goes_on_with_the_round_bonus_for_every_player(tmp_path: Path) -> None:
    """A real save of format 2 (written by the app before the change): the game there ends under the old rule.

    The player at 140 with 3 rounds won knocks with A♠ against K♦ Q♦: 159 points,
    then 100 for reaching 150 and, as that game was played, 4 × 25 for the rounds won.
    """
    save = read_save(OLD_SAVES / "manipulation_format_2.json")
    assert save.state.rules == manipulation.ManipulationRules(target=150, round_bonus_for_all=True)
    over = manipulation.apply(save.state, manipulation.Knock())
    assert over.game_result.final_scores == (159 + 100 + 4 * 25, 20 + 25)
    write_save(tmp_path / "again.json", save)
    assert json.loads((tmp_path / "again.json").read_text())["state"]["rules"]["round_bonus_for_all"] is True
    assert read_save(tmp_path / "again.json") == save


def test_a_manipulation_game_saved_in_format_1_is_migrated_through_format_2(tmp_path: Path) -> None:
    document = format_1(json.loads((OLD_SAVES / "manipulation_format_2.json").read_text()))
    (tmp_path / "format1.json").write_text(json.dumps(document))
    save = read_save(tmp_path / "format1.json")
    assert save.state.rules.round_bonus_for_all and save.rounds == ()


def test_a_new_manipulation_game_is_saved_without_the_round_bonus_for_every_player(tmp_path: Path) -> None:
    write_save(tmp_path / "new.json", a_real_save("manipulation", seed=1, steps=5))
    document = json.loads((tmp_path / "new.json").read_text())
    assert document["version"] == saves.SAVE_VERSION and document["state"]["rules"] == {"target": 150, "round_bonus_for_all": False}


def test_the_round_bonus_migration_leaves_other_games_and_broken_saves_alone() -> None:
    gin_save = json.loads(default_format().dumps(a_real_save("gin", 1, 5))) | {"version": 2}
    assert saves.MIGRATIONS[2](copy.deepcopy(gin_save)) == gin_save
    assert saves.MIGRATIONS[2]({"game": "manipulation"}) == {"game": "manipulation"}


# -- the score sheet's rounds ---------------------------------------------------------------------


def test_the_round_results_are_saved_as_the_engine_writes_them(tmp_path: Path) -> None:
    assert good_document()["rounds"] == [{"points": [3, 0]}, {"points": [0, 12]}]


def test_the_round_results_may_be_only_the_last_rounds(tmp_path: Path) -> None:
    """A game first saved in format 1 and played on keeps the results of the rounds played since."""
    path = tmp_path / "game.json"
    save = a_save()
    later = SaveGame(save.game, save.seats, save.seed, save.state, save.saved_at, save.round_scores, save.log,
                     rounds=save.rounds[1:])
    write_save(path, later, FAKE)
    assert read_save(path, FAKE) == later


@pytest.mark.parametrize(
    ("rounds", "words"),
    [
        ({"points": [3, 0]}, "“rounds” should be a list, not an object"),
        ([{"points": [3, 0]}] * 3, "it keeps the results of 3 rounds but the scores of only 2."),
        ([{"points": [3, 0]}, {"points": [0]}], "the result of round 2 is not valid: a round holds “points”"),
        ([{"points": [0, "12"]}], "the result of round 2 is not valid"),   # the last round kept is round 2
        ([["points", 3, 0]], "the result of round 2 is not valid"),
    ],
)
def test_bad_round_results_are_explained(tmp_path: Path, rounds: Any, words: str) -> None:
    assert words in refusal(tmp_path, with_changes(rounds=rounds))


# -- hypothesis: any mutation is refused plainly or opens as a valid game ---------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8)
    | st.sampled_from(["AS#0", "AS#1", "JK#0", "10H#0", "8S", "human", "computer", "fake", "hard"]),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=6), children, max_size=3),
    max_leaves=6,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, prefix + (index,))
    return found


@st.composite
def mutations_of(draw: st.DrawFn, document: Any) -> Any:
    """``document`` with one to three values replaced, deleted, inserted or duplicated."""
    document = copy.deepcopy(document)
    for _ in range(draw(st.integers(1, 3))):
        paths = _paths(document)
        path = draw(st.sampled_from(paths))
        operation = draw(st.sampled_from(["replace", "delete", "insert", "duplicate"]))
        if not path:
            document = draw(json_values) if operation == "replace" else document
            continue
        parent = document
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        if operation == "replace":
            parent[last] = draw(json_values)
        elif operation == "delete":
            del parent[last]
        elif operation == "insert" and isinstance(parent, dict):
            parent[draw(st.text(max_size=6))] = draw(json_values)
        elif operation == "insert":
            parent.insert(last, draw(json_values))
        elif isinstance(parent, list):
            parent.insert(last, copy.deepcopy(parent[last]))
    return document


def _assert_translatable(message: str) -> None:
    """``message``, and every explanation quoted in it, is made from a template marked in the save files' or the engine's contexts."""
    assert isinstance(message, Explanation), f"a reason nobody can translate: {message!r}"
    assert message.context in ("SaveFiles", "JsonFiles", "SystemErrors", "SavedGame", "CardNotation", "Melds", "GinRules",
                               "GinKnock")
    for _, value in message.params:
        if isinstance(value, Explanation):
            _assert_translatable(value)


def _assert_refused_translatably(error: SaveError) -> None:
    assert str(error) and "Traceback" not in str(error)
    _assert_translatable(error.message)
    _assert_translatable(error.reason)


def _opens_or_is_refused(path: Path, data: bytes) -> None:
    path.write_bytes(data)
    try:
        save = read_save(path, FAKE)
    except SaveError as error:
        _assert_refused_translatably(error)
    else:
        assert isinstance(save.state, FakeState)
        assert FakeState.from_json(save.state.to_json()) == save.state


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(document=mutations_of(good_document()))
def test_structural_mutations_are_refused_or_open_cleanly(tmp_path: Path, document: Any) -> None:
    _opens_or_is_refused(tmp_path / "mutated.json", json.dumps(document).encode("utf-8"))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_byte_mutations_are_refused_or_open_cleanly(tmp_path: Path, data: st.DataObject) -> None:
    content = bytearray(FAKE.dumps(a_save()).encode("utf-8"))
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(content) - 1))
        operation = data.draw(st.sampled_from(["flip", "delete", "insert"]))
        if operation == "flip":
            content[at] = data.draw(st.integers(0, 255))
        elif operation == "delete":
            del content[at]
        else:
            content[at:at] = data.draw(st.binary(min_size=1, max_size=4))
    _opens_or_is_refused(tmp_path / "mutated.json", bytes(content))


# -- the autosave ----------------------------------------------------------------------------


@pytest.fixture
def autosaves(tmp_path: Path) -> Autosaves:
    return Autosaves(tmp_path / "data", FAKE)


def test_with_no_autosave_there_is_no_interrupted_game(autosaves: Autosaves) -> None:
    assert autosaves.find_interrupted_game() is None


def test_the_autosaved_game_is_offered_for_resuming(autosaves: Autosaves) -> None:
    autosaves.autosave(a_save(seed=1))
    autosaves.autosave(a_save(seed=2))
    found = autosaves.find_interrupted_game()
    assert found is not None and found.seed == 2


def test_a_damaged_autosave_falls_back_to_the_turn_before(autosaves: Autosaves) -> None:
    autosaves.autosave(a_save(seed=1))
    autosaves.autosave(a_save(seed=2))
    autosaves.path.write_bytes(autosaves.path.read_bytes()[:100])
    found = autosaves.find_interrupted_game()
    assert found is not None and found.seed == 1


def test_an_autosave_interrupted_between_the_renames_resumes_from_the_backup(autosaves: Autosaves) -> None:
    autosaves.autosave(a_save(seed=1))
    autosaves.autosave(a_save(seed=2))
    autosaves.path.unlink()
    found = autosaves.find_interrupted_game()
    assert found is not None and found.seed == 1


def test_when_nothing_can_be_resumed_the_player_is_told_and_the_files_are_set_aside(autosaves: Autosaves) -> None:
    autosaves.autosave(a_save(seed=1))
    autosaves.autosave(a_save(seed=2))
    autosaves.path.write_text("garbage")
    autosaves.backup_path.write_text("")
    with pytest.raises(SaveError) as caught:
        autosaves.find_interrupted_game()
    message = str(caught.value)
    assert message.startswith("The interrupted game could not be resumed: it is not valid JSON")
    assert "autosave.json.damaged" in message
    assert (autosaves.folder / "autosave.json.damaged").read_text() == "garbage"
    assert autosaves.find_interrupted_game() is None


def test_clearing_the_autosave_forgets_the_game(autosaves: Autosaves) -> None:
    autosaves.autosave(a_save(seed=1))
    autosaves.autosave(a_save(seed=2))
    autosaves.clear_autosave()
    assert autosaves.find_interrupted_game() is None
    assert not any(autosaves.folder.iterdir())


def test_clearing_in_a_read_only_folder_with_no_autosave_is_no_error(autosaves: Autosaves,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Linux refuses with EROFS to remove even a file that is not there; nothing was to be removed."""
    make_read_only(monkeypatch, autosaves.folder)
    autosaves.clear_autosave()


def test_an_autosave_a_read_only_folder_keeps_is_refused_in_words(autosaves: Autosaves,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    autosaves.autosave(a_save(seed=1))
    make_read_only(monkeypatch, autosaves.folder)
    with pytest.raises(SaveError) as caught:
        autosaves.clear_autosave()
    assert str(caught.value) == f"The autosave {autosaves.path} could not be removed: the disk is read-only."
    assert autosaves.find_interrupted_game() == a_save(seed=1)   # offered again: nothing is lost


def test_the_autosave_lives_in_the_app_data_folder_by_default(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(saves.QStandardPaths, "writableLocation", lambda location: str(tmp_path / "AppData"))
    assert Autosaves().path == tmp_path / "AppData" / "autosave.json"


def test_write_failures_say_where_and_why(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    with pytest.raises(SaveError, match="could not be saved to"):
        write_save(blocker / "game.json", a_save(), FAKE)
    assert os.listdir(tmp_path) == ["not-a-folder"]


# -- real engine states -------------------------------------------------------------------------


def _played(game: str, seed: int, steps: int) -> tuple[Any, tuple[Any, ...]]:
    """A real engine state after ``steps`` random legal actions from a new game, and the rounds finished."""
    rng = random.Random(seed)
    if game == "manipulation":
        state: Any = manipulation.new_game(2 + seed % 4, rng)
        engine: Any = manipulation
    else:
        state = gin.new_game(rng, gin.GinRules(variant=game))
        engine = gin
    rounds = []
    for _ in range(steps):
        actions = engine.legal_actions(state)
        if not actions:
            break
        before, state = state, engine.apply(state, rng.choice(actions), rng)
        if state.is_round_over and not before.is_round_over:
            rounds.append(state.round_result)
    return state, tuple(rounds)


def a_real_save(game: str, seed: int, steps: int) -> SaveGame:
    state, rounds = _played(game, seed, steps)
    players = state.num_players if game == "manipulation" else 2
    seats = (Seat("You", "human"),) + tuple(Seat(f"Bot {n}", "computer", "medium") for n in range(1, players))
    scores = ((0,) * players,) * max(1, len(rounds))
    return SaveGame(game, seats, seed, state, "2025-02-01T09:00:00+01:00", scores, ("Dealt.",), rounds=rounds)


REAL_GAMES = ["manipulation", "gin", "oklahoma", "hollywood"]


@pytest.mark.parametrize("game", REAL_GAMES)
@pytest.mark.parametrize("steps", [0, 7, 60, 400])
def test_a_real_game_reads_back_as_it_was_saved(tmp_path: Path, game: str, steps: int) -> None:
    save = a_real_save(game, seed=steps + 3, steps=steps)
    write_save(tmp_path / "real.json", save)
    assert read_save(tmp_path / "real.json") == save


def test_the_games_name_must_match_the_gin_variant(tmp_path: Path) -> None:
    document = json.loads(default_format().dumps(a_real_save("oklahoma", 1, 5)))
    document["game"] = "hollywood"
    path = tmp_path / "mismatch.json"
    path.write_text(json.dumps(document))
    with pytest.raises(SaveError, match="the save says hollywood but the game in it is oklahoma"):
        read_save(path)


def _real_document(game: str) -> dict[str, Any]:
    return json.loads(default_format().dumps(a_real_save(game, 2, 9)))


def _real_refusal(tmp_path: Path, document: dict[str, Any]) -> str:
    path = tmp_path / "real.json"
    path.write_text(json.dumps(document))
    with pytest.raises(SaveError) as caught:
        read_save(path)
    return str(caught.value)


@pytest.mark.parametrize("game", REAL_GAMES)
def test_real_saves_with_a_bad_card_token_are_refused(tmp_path: Path, game: str) -> None:
    document = _real_document(game)
    document["state"]["hands"][0][0] = "11H#0"
    assert "the game in it is not valid" in _real_refusal(tmp_path, document)


@pytest.mark.parametrize("game", REAL_GAMES)
def test_real_saves_with_a_duplicated_card_are_refused(tmp_path: Path, game: str) -> None:
    document = _real_document(game)
    hands = document["state"]["hands"]
    hands[0][0] = hands[1][0]
    assert "the game in it is not valid" in _real_refusal(tmp_path, document)


@pytest.mark.parametrize("game", REAL_GAMES)
def test_real_saves_with_a_card_missing_or_added_are_refused(tmp_path: Path, game: str) -> None:
    short = _real_document(game)
    short["state"]["stock"].pop()
    assert "the game in it is not valid" in _real_refusal(tmp_path, short)
    extra = _real_document(game)
    extra["state"]["hands"][0].append("JK#5")
    assert "the game in it is not valid" in _real_refusal(tmp_path, extra)


@pytest.mark.parametrize("game", REAL_GAMES)
@pytest.mark.parametrize("level", ["all", "grandmaster"])  # "all" is the statistics' own label: counting would fail
def test_real_saves_with_a_computer_level_the_game_does_not_have_are_refused(
    tmp_path: Path, game: str, level: str
) -> None:
    document = _real_document(game)
    document["seats"][1]["level"] = level
    assert f"seat 2 is a computer of a level this game does not have: “{level}”" in _real_refusal(tmp_path, document)


def _check_loaded(save: SaveGame) -> None:
    """A save that opened holds a state the engine can play on, and round results that read back as they are."""
    engine: Any = manipulation if save.game == "manipulation" else gin
    serialize: Any = manipulation_serialize if save.game == "manipulation" else gin_serialize
    assert serialize.state_from_json(serialize.state_to_json(save.state)) == save.state
    engine.legal_actions(save.state)
    assert default_format().loads(default_format().dumps(save)).rounds == save.rounds


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game=st.sampled_from(REAL_GAMES), seed=st.integers(0, 1000), steps=st.integers(0, 80), data=st.data())
def test_mutated_real_saves_are_refused_or_open_to_a_playable_game(
    tmp_path: Path, game: str, seed: int, steps: int, data: st.DataObject
) -> None:
    document = json.loads(default_format().dumps(a_real_save(game, seed, steps)))
    document = data.draw(mutations_of(document))
    _refused_translatably_or_loaded(tmp_path / "mutated.json", document)



def _refused_translatably_or_loaded(path: Path, document: object) -> None:
    """Write ``document`` to ``path`` and open it: refused in translatable words, or a save of the game."""
    path.write_text(json.dumps(document))
    try:
        save = read_save(path)
    except SaveError as error:
        _assert_refused_translatably(error)
    else:
        _check_loaded(save)

@cache
def _document_with_rounds(game: str) -> str:
    save = a_real_save(game, 403, 400)
    assert save.rounds
    return default_format().dumps(save)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game=st.sampled_from(REAL_GAMES), data=st.data())
def test_mutated_round_results_are_refused_or_open_as_results_of_the_game(
    tmp_path: Path, game: str, data: st.DataObject
) -> None:
    document = json.loads(_document_with_rounds(game))
    document["rounds"] = data.draw(mutations_of(document["rounds"]))
    _refused_translatably_or_loaded(tmp_path / "mutated.json", document)


def test_hostile_text_quoted_back_by_the_engine_is_shortened_and_made_printable(tmp_path: Path) -> None:
    document = _real_document("manipulation")
    document["state"]["hands"][0][0] = "\x1b[2J" + "A" * 1000
    message = _real_refusal(tmp_path, document)
    assert "\x1b" not in message and len(message) < 300


# -- the moves kept for a game's review (format 4) ---------------------------------------------


def test_the_moves_of_a_game_read_back_as_they_were_saved(tmp_path: Path) -> None:
    save = a_save_with_moves()
    write_save(tmp_path / "moves.json", save)
    assert read_save(tmp_path / "moves.json").moves == save.moves
    document = json.loads((tmp_path / "moves.json").read_text())
    assert document["moves"][0]["actions"][:2] == [
        {"action": "draw"}, {"action": "meld", "table": [["5H#0", "6H#0", "7H#0", "8H#0"]]},
    ]


def test_a_game_saved_in_format_3_opens_without_moves_and_goes_on() -> None:
    """A real save of format 3 (written by the app before moves were kept): the same game, no moves."""
    save = read_save(OLD_SAVES / "manipulation_format_3.json")
    document = json.loads((OLD_SAVES / "manipulation_format_3.json").read_text())
    assert document["version"] == 3
    assert save.moves == ()
    assert save.state == manipulation_serialize.state_from_json(document["state"])
    assert manipulation.legal_actions(save.state)  # the game goes on from there


def test_the_migration_to_format_4_adds_no_moves_and_changes_nothing_else() -> None:
    document = json.loads((OLD_SAVES / "manipulation_format_3.json").read_text())
    migrated = saves.MIGRATIONS[3](copy.deepcopy(document))
    assert migrated == document | {"moves": []}


def test_the_migration_to_format_5_writes_the_moves_of_format_4_in_the_action_language() -> None:
    document = json.loads((OLD_SAVES / "manipulation_format_4.json").read_text())
    document["moves"][0]["actions"][:3] = ["draw", "end", [["5H#0", "6H#0", "7H#0"]]]
    document["moves"].append("not a round")
    migrated = saves.MIGRATIONS[4](copy.deepcopy(document))
    assert migrated["moves"][0]["actions"][:3] == [
        {"action": "draw"}, {"action": "end_turn"}, {"action": "meld", "table": [["5H#0", "6H#0", "7H#0"]]},
    ]
    assert migrated["moves"][-1] == "not a round"   # left for the reader to refuse
    assert migrated | {"moves": document["moves"]} == document
    gin_moves = {"game": "gin", "moves": [{"start": {}, "actions": [
        "pass_upcard", {"discard": "7H"}, {"knock": "2C", "melds": None}, {"knock": "2C", "melds": [["3C", "4C", "5C"]]},
        {"melds": [], "layoffs": [[0, ["6C"]]]}, "fly"]}]}
    assert saves.MIGRATIONS[4](gin_moves)["moves"][0]["actions"] == [
        {"action": "pass_upcard"}, {"action": "discard", "card": "7H"}, {"action": "knock", "card": "2C"},
        {"action": "knock", "card": "2C", "melds": [["3C", "4C", "5C"]]},
        {"action": "spread", "melds": [], "layoffs": [[0, ["6C"]]]}, "fly",
    ]


@pytest.mark.parametrize("moves, reason", [
    ([{"start": {}, "actions": ["draw"], "more": 1}], "the moves of round 1 should be"),
    ([{"start": {}, "actions": "draw"}], "the moves of round 1 should be"),
    (["draw"], "the moves of round 1 should be"),
])
def test_moves_of_the_wrong_shape_are_refused(tmp_path: Path, moves: list[Any], reason: str) -> None:
    document = json.loads(default_format().dumps(a_save_with_moves()))
    document["moves"] = moves
    (tmp_path / "bad.json").write_text(json.dumps(document))
    with pytest.raises(SaveError, match=reason):
        read_save(tmp_path / "bad.json")


@pytest.mark.parametrize("action, reason", [
    ("fly", "a move kept with the game is \"fly\", which is not a move"),
    ([["5H#0", "ZZ"]], "a move kept with the game"),
    (7, "which is not a move"),
    ({"action": "meld", "table": [["5H#0", "ZZ"]]}, "“ZZ” is not a card"),
    ({"action": "meld", "table": [["5H", "6H#0", "7H#0"]]}, "a move kept with the game"),
])
def test_a_move_that_is_no_move_is_refused(tmp_path: Path, action: Any, reason: str) -> None:
    document = json.loads(default_format().dumps(a_save_with_moves()))
    document["moves"][0]["actions"][1] = action
    (tmp_path / "bad.json").write_text(json.dumps(document))
    with pytest.raises(SaveError, match=reason):
        read_save(tmp_path / "bad.json")


def test_moves_of_a_game_whose_moves_are_not_kept_are_refused(tmp_path: Path) -> None:
    document = good_document()
    document["moves"] = [{"start": document["state"], "actions": []}]
    (tmp_path / "bad.json").write_text(json.dumps(document))
    with pytest.raises(SaveError, match="moves of a game whose moves are not kept"):
        read_save(tmp_path / "bad.json", FAKE)


@pytest.mark.parametrize("variant", ["gin", "oklahoma", "hollywood"])
def test_the_moves_of_a_gin_game_read_back_as_they_were_saved(tmp_path: Path, variant: str) -> None:
    """A round played by random legal actions, kept from its deal, then saved and read back."""
    rng = random.Random(3)
    start = state = gin.new_game(rng, gin.GinRules(variant=variant))
    actions = []
    while not state.is_round_over:
        action = rng.choice(gin.legal_actions(state))
        state = gin.apply(state, action, rng)
        actions.append(action)
    seats = (Seat("You", "human"), Seat("Bot 1", "computer", "medium"))
    save = SaveGame(variant, seats, 3, state, "2026-12-02T05:00:00+00:00", ((0, 0),),
                    moves=(RoundRecord(start, tuple(actions)),))
    write_save(tmp_path / "gin.json", save)
    assert read_save(tmp_path / "gin.json").moves == save.moves
