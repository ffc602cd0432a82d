"""Files hold only numbers the app itself can write (issue 13).

A save with a score of 10^19 used to load, play to its end and put that score
into the statistics, which were then refused at the next start, every record
with them; a round number of 10^20-1 made every later autosave fail; a target
of 2^63 made a game that never ends. Now the readers refuse what no game of
the app reaches (engine/limits.py), in words, and the writers never write what
their reader would refuse: a refused statistic costs none of those kept, and a
save is written compact, within the size its reader accepts.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType
from typing import Any, Callable

import pytest

from engine.gin_playout import game_states
from engine.manipulation_playout import one_state_per_phase
from rummy_desktop.controller.saves import (
    MAX_SAVE_BYTES,
    SaveError,
    SaveGame,
    Seat,
    default_format,
    read_save,
    write_save,
)
from rummy_desktop.controller.statistics import (
    Statistics,
    StatisticsRefused,
    StatisticsStore,
    record_game,
    record_hint,
)
from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.limits import MAX_COUNT
from rummy_desktop.engine.messages import Explanation

Change = Callable[[dict[str, Any]], object]
SEATS = (Seat("You", "human"), Seat("Ada", "computer", "easy"), Seat("Bo", "computer", "easy"),
         Seat("Cy", "computer", "easy"), Seat("Di", "computer", "easy"))


def a_save(game: str, state: Any) -> SaveGame:
    players = state.num_players if game == "manipulation" else 2
    return SaveGame(game, SEATS[:players], 3, state, "2025-03-01T10:00:00+00:00")


def refusal(tmp_path: Path, save: SaveGame, change: Change) -> str:
    """The words that refuse ``save`` once ``change`` is made to its engine state in the file."""
    document = json.loads(default_format().dumps(save))
    change(document["state"])
    path = tmp_path / "hostile.rummy"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert isinstance(caught.value.reason, Explanation)  # said in the player's language
    return str(caught.value)


def manipulation_at(phase: manipulation.Phase) -> SaveGame:
    return a_save("manipulation", one_state_per_phase()[phase])


def set_item(key: str, index: int, value: object) -> Change:
    return lambda state: state[key].__setitem__(index, value)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (set_item("scores", 0, 10**19),
         "each entry of “scores” must be a whole number from 0 to 100000, not 10000000000000000000"),
        (lambda state: state.update(round_number=10**20 - 1),
         "“round_number” must be a whole number from 1 to 1000, not 99999999999999999999"),
        (lambda state: state["rules"].update(target=2**63),
         "“target” must be a whole number from 1 to 1000, not 9223372036854775808"),
        (set_item("scores", 0, 150), "does not fit the scores 150"),
        (set_item("rounds_won", 0, 1), "player 1 has won 1 round, more than the 0 played"),
    ],
    ids=["score 10^19", "round 10^20-1", "target 2^63", "score at the target, game on", "rounds won, none played"],
)
def test_manipulation_numbers_no_game_reaches_are_refused(tmp_path: Path, change: Change, words: str) -> None:
    save = manipulation_at(manipulation.Phase.DRAW)
    assert save.state.round_number == 1 and save.state.rules.target == 150
    assert words in refusal(tmp_path, save, change)


def test_a_finished_round_must_leave_scores_that_were_below_the_target_before_it(tmp_path: Path) -> None:
    save = manipulation_at(manipulation.Phase.ROUND_OVER)
    scored = save.state.round_result.scored
    winner = max(range(len(scored)), key=lambda seat: scored[seat])
    message = refusal(tmp_path, save, set_item("scores", winner, scored[winner] - 1))
    assert "minus the round's points make" in message and "could not have had" in message


def gin_state(variant: str, phase: gin.Phase) -> gin.GinState:
    return next(s for s in game_states(4, gin.GinRules(variant=variant)) if s.phase is phase)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda state: state["scores"][0].__setitem__(0, 10**19),
         "must be a whole number from 0 to 100000, not 10000000000000000000"),
        (lambda state: state["rounds_won"][0].__setitem__(0, 10**20 - 1),
         "must be a whole number from 0 to 1000, not 99999999999999999999"),
        (lambda state: state["rounds_won"][1].__setitem__(0, 5) or state["scores"][1].__setitem__(0, 4),
         "player 2 has won 5 rounds in game 1 but scored fewer points there (4)"),
    ],
    ids=["score 10^19", "rounds won 10^20-1", "more rounds won than points"],
)
def test_gin_numbers_no_game_reaches_are_refused(tmp_path: Path, change: Change, words: str) -> None:
    save = a_save("gin", gin_state("gin", gin.Phase.DRAW))
    assert words in refusal(tmp_path, save, change)


# -- the statistics: what the reader refuses is never written, and costs nothing kept ---------------


def test_statistics_the_reader_would_refuse_are_not_written_and_the_records_stay(tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path)
    kept = record_game(Statistics(), "manipulation", "easy", won=True, score=212)
    store.save(kept)
    before = store.path.read_bytes()
    hostile = record_game(kept, "manipulation", "easy", won=True, score=10**19)
    with pytest.raises(StatisticsRefused) as caught:
        store.save(hostile)
    assert str(caught.value).startswith("This could not be counted in your statistics: ")
    assert "“total_score” should be a whole number from 0 to 100000000000000, not 10000000000000000212" in str(
        caught.value)
    assert str(caught.value).endswith("The statistics stay as they were.")
    assert store.path.read_bytes() == before
    assert store.load() == (kept, None)


def test_a_count_past_its_bound_is_refused_too(tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path)
    counted = record_hint(Statistics(), "gin", "easy")
    full = Statistics(MappingProxyType({key: replace(record, hints_used=MAX_COUNT)
                                        for key, record in counted.records.items()}))
    store.save(full)
    with pytest.raises(StatisticsRefused, match="“hints_used” should be a whole number from 0 to 1000000000"):
        store.save(record_hint(full, "gin", "easy"))
    assert store.load() == (full, None)


# -- sizes: what is written is what is read back --------------------------------------------------


def a_save_of(size: int) -> SaveGame:
    """A real game whose save is exactly ``size`` bytes, its log making up the rest."""
    state = manipulation.new_game(3, random.Random(5))

    def with_log(log: tuple[str, ...]) -> tuple[SaveGame, int]:
        save = SaveGame("manipulation", SEATS[:3], 5, state, "2025-03-01T10:00:00+00:00", log=log)
        return save, len(default_format().dumps(save).encode("utf-8"))

    line = "Ada draws a card and thinks about the table for a long while. " * 15
    _, empty = with_log(())
    lines = (line,) * ((size - empty) // (len(line) + 3) - 1)
    _, short = with_log(lines + ("",))
    save, written = with_log(lines + ("x" * (size - short),))
    assert written == size
    return save


def test_a_save_close_to_the_size_limit_is_written_read_and_written_back_the_same(tmp_path: Path) -> None:
    path = tmp_path / "long.rummy"
    write_save(path, a_save_of(MAX_SAVE_BYTES - 10))
    written = path.read_bytes()
    assert len(written) == MAX_SAVE_BYTES - 10
    write_save(path, read_save(path))
    assert path.read_bytes() == written  # written back exactly as it was read: no larger


def test_a_save_over_the_size_limit_is_not_written(tmp_path: Path) -> None:
    path = tmp_path / "long.rummy"
    write_save(path, a_save_of(MAX_SAVE_BYTES - 10))
    before = path.read_bytes()
    with pytest.raises(SaveError, match="The game could not be saved: it is 4.0 MB"):
        write_save(path, a_save_of(MAX_SAVE_BYTES + 50))
    assert path.read_bytes() == before
