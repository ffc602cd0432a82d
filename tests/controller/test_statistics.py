"""Statistics: what each event counts, streaks, the file kept safe, and a damaged file survived."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_desktop.controller.statistics import (
    ALL_LEVELS,
    DEFINITIONS,
    MIXED_LEVELS,
    Record,
    Statistics,
    StatisticsError,
    StatisticsStore,
    opponents_label,
    record_abandoned,
    record_game,
    record_hint,
    record_round,
    record_puzzle,
)
from rummy_desktop.engine.messages import Explanation


def play(stats: Statistics, results: str, game: str = "gin", opponents: str = "hard") -> Statistics:
    """``results`` like "WWL": games won (W) and lost (L), each scoring 100 if won and 40 if lost."""
    for result in results:
        won = result == "W"
        stats = record_game(stats, game, opponents, won=won, score=100 if won else 40)
    return stats


def test_no_statistics_at_first() -> None:
    stats = Statistics()
    assert stats.get("gin", "hard") == Record()
    assert stats.games() == [] and stats.opponents("gin") == []
    assert Record().win_percent is None and Record().average_score is None


def test_games_won_lost_and_their_scores() -> None:
    record = play(Statistics(), "WLW").get("gin", "hard")
    assert (record.games_played, record.games_won) == (3, 2)
    assert record.best_score == 100
    assert record.average_score == 80
    assert record.win_percent == pytest.approx(200 / 3)


def test_winning_streaks() -> None:
    record = play(Statistics(), "WWWLWW").get("gin", "hard")
    assert (record.current_streak, record.best_streak) == (2, 3)
    assert play(Statistics(), "WWL").get("gin", "hard").current_streak == 0


def test_an_abandoned_game_is_counted_as_abandoned_not_as_lost() -> None:
    stats = play(Statistics(), "WW")
    stats = record_abandoned(stats, "gin", "hard")
    record = stats.get("gin", "hard")
    assert record.games_abandoned == 1
    assert (record.games_played, record.games_won, record.win_percent) == (2, 2, 100)
    assert (record.games_scored, record.average_score, record.best_score) == (2, 100, 100)


def test_an_abandoned_game_ends_a_winning_streak() -> None:
    stats = record_abandoned(play(Statistics(), "WW"), "gin", "hard")
    stats = play(stats, "W")
    record = stats.get("gin", "hard")
    assert (record.current_streak, record.best_streak) == (1, 2)


def test_negative_scores_can_be_the_best() -> None:
    stats = record_game(Statistics(), "gin", "easy", won=False, score=-5)
    assert stats.get("gin", "easy").best_score == -5


def test_rounds_and_hints() -> None:
    stats = record_round(Statistics(), "manipulation", "easy", won=True)
    stats = record_round(stats, "manipulation", "easy", won=False)
    stats = record_hint(stats, "manipulation", "easy")
    record = stats.get("manipulation", "easy")
    assert (record.rounds_played, record.rounds_won, record.hints_used) == (2, 1, 1)
    assert record.games_played == 0


def test_each_level_is_counted_apart_and_all_levels_together() -> None:
    stats = play(Statistics(), "WW", opponents="easy")
    stats = play(stats, "L", opponents="hard")
    stats = play(stats, "W", game="oklahoma", opponents="hard")
    assert stats.get("gin", "easy").games_won == 2
    assert stats.get("gin", "hard").games_won == 0
    everything = stats.get("gin", ALL_LEVELS)
    assert (everything.games_played, everything.games_won, everything.best_streak) == (3, 2, 2)
    assert stats.get("gin").current_streak == 0
    assert stats.games() == ["gin", "oklahoma"]
    assert stats.opponents("gin") == [ALL_LEVELS, "easy", "hard"]


def test_a_loss_at_one_level_breaks_the_all_levels_streak_only() -> None:
    stats = play(Statistics(), "W", opponents="hard")
    stats = play(stats, "L", opponents="easy")
    stats = play(stats, "W", opponents="hard")
    assert stats.get("gin", "hard").best_streak == 2
    assert stats.get("gin", ALL_LEVELS).best_streak == 1


def test_recording_does_not_change_the_statistics_it_was_given() -> None:
    before = play(Statistics(), "W")
    play(before, "WWW")
    assert before.get("gin", "hard").games_played == 1


def test_the_opponents_label() -> None:
    assert opponents_label(["hard"]) == "hard"
    assert opponents_label(["medium", "medium"]) == "medium"
    assert opponents_label(["easy", "hard"]) == MIXED_LEVELS
    with pytest.raises(ValueError):
        opponents_label([])


@pytest.mark.parametrize(("game", "opponents"), [("gin", ALL_LEVELS), ("Gin", "hard"), ("gin", ""), ("x" * 30, "easy")])
def test_bad_names_are_refused(game: str, opponents: str) -> None:
    with pytest.raises(ValueError):
        record_hint(Statistics(), game, opponents)


def test_every_number_shown_has_a_definition() -> None:
    names = [d.name for d in DEFINITIONS]
    assert len(set(names)) == len(names)
    for definition in DEFINITIONS:
        assert hasattr(Record(), definition.name)
        assert definition.label and definition.text.endswith(".")
    shown = {"games_played", "games_won", "games_abandoned", "rounds_played", "rounds_won", "best_score", "average_score"}
    assert shown | {"current_streak", "best_streak", "hints_used"} <= set(names)


# -- the file ------------------------------------------------------------------------------


@pytest.fixture
def store(tmp_path: Path) -> StatisticsStore:
    return StatisticsStore(tmp_path / "data")


def varied() -> Statistics:
    stats = play(Statistics(), "WWLW")
    stats = record_abandoned(stats, "manipulation", MIXED_LEVELS)
    stats = record_round(stats, "manipulation", MIXED_LEVELS, won=True)
    return record_hint(stats, "hollywood", "easy")


def test_statistics_are_kept_between_sessions(store: StatisticsStore) -> None:
    assert store.load() == (Statistics(), None)
    store.save(varied())
    assert store.load() == (varied(), None)


def test_the_previous_file_is_kept_as_a_backup(store: StatisticsStore) -> None:
    store.save(play(Statistics(), "W"))
    store.save(play(Statistics(), "WW"))
    backup = json.loads((store.folder / "statistics.json.bak").read_text())
    assert backup["records"][0]["games_played"] == 1


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"", "empty"),
        (b'{"format": "rummy-desktop-statistics", "version": 1, "rec', "cut short"),
        (b"\xff\xfe\x00garbage", "not a text file"),
        (b"[]", "not a Rummy Desktop statistics file"),
        (b'{"format": "rummy-desktop-statistics", "version": 3, "records": []}', "version"),
        (b'{"format": "rummy-desktop-statistics", "version": 1, "records": {}}', "should be a list"),
        (b'{"format": "rummy-desktop-statistics", "version": 1, "records": [NaN]}', "NaN"),
        (b'{"format": "rummy-desktop-statistics", "version": 1, "records": ' + b"[" * 100 + b"]" * 100 + b"}", "nested"),
    ],
)
def test_a_damaged_file_is_set_aside_and_counting_starts_again(
    store: StatisticsStore, content: bytes, words: str
) -> None:
    store.folder.mkdir()
    store.path.write_bytes(content)
    stats, damage = store.load()
    assert stats == Statistics()
    assert damage is not None and words in damage and "from zero" in damage
    assert (store.folder / "statistics.json.damaged").read_bytes() == content
    assert not store.path.exists()


def test_a_damaged_file_falls_back_to_its_backup(store: StatisticsStore) -> None:
    store.save(play(Statistics(), "W"))
    store.save(play(Statistics(), "WW"))
    store.path.write_text("{")
    stats, damage = store.load()
    assert stats == play(Statistics(), "W")
    assert damage is not None and "previous copy" in damage


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"games_won": 9}, "contradict"),
        ({"best_streak": 1, "current_streak": 2}, "contradict"),
        ({"best_score": None}, "contradict"),
        ({"total_score": 10**6}, "contradict"),
        ({"games_played": -1}, "should be a whole number from 0 to 1000000000"),
        ({"games_played": "4"}, "should be a whole number from 0 to 1000000000"),
        ({"hints_used": True}, "should be a whole number from 0 to 1000000000"),
        ({"games_played": 10**10}, "should be a whole number from 0 to 1000000000"),
        ({"best_score": 10**19}, "“best_score” should be a whole number from 0 to 100000, not 10000000000000000000"),
        ({"best_score": -3}, "“best_score” should be a whole number from 0 to 100000"),
        ({"total_score": 10**15}, "“total_score” should be a whole number from 0 to 100000000000000"),
        ({"game": "../../etc"}, "cannot be"),
        ({"opponents": 3}, "cannot be"),
        ({"cheat": 1}, "fields"),
    ],
)
def test_records_that_cannot_be_true_are_refused(store: StatisticsStore, change: dict[str, Any], words: str) -> None:
    store.save(play(Statistics(), "WWLW"))
    document = json.loads(store.path.read_text())
    document["records"][0].update(change)
    store.path.write_text(json.dumps(document))
    stats, damage = store.load()
    assert damage is not None and words in damage
    assert stats == Statistics()


def test_a_record_given_twice_is_refused(store: StatisticsStore) -> None:
    store.save(play(Statistics(), "W"))
    document = json.loads(store.path.read_text())
    document["records"].append(document["records"][0])
    store.path.write_text(json.dumps(document))
    assert "repeats gin against hard" in (store.load().problem or "")


def test_a_file_of_version_1_loads_with_no_game_abandoned(store: StatisticsStore) -> None:
    """Version 1 had no abandoned count (it counted those games as lost): its records load as they were."""
    store.save(play(Statistics(), "WWLW"))
    document = json.loads(store.path.read_text())
    document["version"] = 1
    del document["puzzles"]
    for record in document["records"]:
        del record["games_abandoned"]
    store.path.write_text(json.dumps(document))
    assert store.load() == (play(Statistics(), "WWLW"), None)


def test_a_file_of_version_2_loads_with_no_puzzle_solved(store: StatisticsStore) -> None:
    """Version 2 had no table puzzles: its records load as they were, with no puzzle solved."""
    store.save(play(Statistics(), "WLW"))
    document = json.loads(store.path.read_text())
    document["version"] = 2
    del document["puzzles"]
    store.path.write_text(json.dumps(document))
    assert store.load() == (play(Statistics(), "WLW"), None)


def test_puzzles_solved_and_their_times_are_kept_with_the_games(store: StatisticsStore) -> None:
    stats = record_puzzle(record_puzzle(play(Statistics(), "W"), "easy", 42.4), "easy", 30.6)
    stats = record_puzzle(stats, "daily", 95)
    store.save(stats)
    loaded = store.load()
    assert loaded.problem is None
    assert loaded.statistics == stats
    easy = loaded.statistics.puzzles["easy"]
    assert (easy.solved, easy.total_seconds, easy.best_seconds) == (2, 73, 31)
    assert loaded.statistics.puzzles["daily"].solved == 1
    assert loaded.statistics.get("gin", "hard").games_won == 1   # the games' records are untouched


def test_a_game_counted_after_a_puzzle_keeps_the_puzzle(store: StatisticsStore) -> None:
    stats = play(record_puzzle(Statistics(), "hard", 10), "L")
    assert stats.puzzles["hard"].solved == 1


@pytest.mark.parametrize("puzzles, words", [
    ({}, "should be a list"),
    ([{"kind": "impossible", "solved": 1, "total_seconds": 5, "best_seconds": 5}], "puzzle record 1 does not have"),
    ([{"kind": "easy", "solved": -1, "total_seconds": 5, "best_seconds": 5}], "“solved” should be a whole number"),
    ([{"kind": "easy", "solved": 2, "total_seconds": 5, "best_seconds": 4}], "contradict each other"),
    ([{"kind": "easy", "solved": 0, "total_seconds": 0, "best_seconds": 4}], "contradict each other"),
])
def test_a_damaged_puzzle_record_is_refused_in_words_and_set_aside(store: StatisticsStore, puzzles, words) -> None:
    store.save(play(Statistics(), "W"))
    document = json.loads(store.path.read_text())
    document["puzzles"] = puzzles
    store.path.write_text(json.dumps(document))
    loaded = store.load()
    assert words in (loaded.problem or "")
    assert list(store.folder.glob("statistics*.json*"))   # the damaged file is kept aside, not lost


def test_a_write_the_disk_refuses_is_reported_in_words(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(StatisticsError, match="could not be saved"):
        StatisticsStore(blocker).save(varied())


events = st.lists(
    st.tuples(
        st.sampled_from(["game", "abandon", "round", "hint"]),
        st.sampled_from(["gin", "manipulation"]),
        st.sampled_from(["easy", "hard", MIXED_LEVELS]),
        st.booleans(),
        st.integers(0, 500),  # a final score is never below 0 (the statistics refuse one)
    ),
    max_size=40,
)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(history=events)
def test_any_history_gives_consistent_numbers_that_survive_the_file(tmp_path: Path, history: list[Any]) -> None:
    stats = Statistics()
    for kind, game, opponents, won, score in history:
        if kind == "game":
            stats = record_game(stats, game, opponents, won=won, score=score)
        elif kind == "abandon":
            stats = record_abandoned(stats, game, opponents)
        elif kind == "round":
            stats = record_round(stats, game, opponents, won=won)
        else:
            stats = record_hint(stats, game, opponents)
    for game in stats.games():
        parts = [stats.get(game, level) for level in stats.opponents(game)[1:]]
        whole = stats.get(game)
        assert whole.games_played == sum(p.games_played for p in parts)
        for name in ("games_won", "games_abandoned", "rounds_played", "rounds_won", "games_scored", "total_score",
                     "hints_used"):
            assert getattr(whole, name) == sum(getattr(p, name) for p in parts)
    store = StatisticsStore(tmp_path / "fuzz")
    store.save(stats)
    assert store.load() == (stats, None)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_file_damaged_byte_by_byte_never_stops_the_app(tmp_path: Path, data: st.DataObject) -> None:
    store = StatisticsStore(tmp_path / "bytes")
    store.save(varied())
    content = bytearray(store.path.read_bytes())
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(content) - 1))
        content[at] = data.draw(st.integers(0, 255))
    store.path.write_bytes(bytes(content))
    stats, damage = store.load()
    if damage is None:  # a digit changed into another digit can still be a true record
        store.save(stats)
        assert store.load() == (stats, None)
    else:  # said in words a catalogue can translate, down to the reason
        reason = dict(damage.params)["reason"]
        assert isinstance(reason, Explanation) and reason.context in ("StatisticsFile", "JsonFiles")
