"""A save holding any number in any numeric field opens or is refused in words, never with an exception (issue 33).

A save with ``draws_this_turn`` of 2**31 was refused, but saying why raised OverflowError: the refusal
counts the draws with Qt's ``%n``, and Qt's count is a C ``int``. As the autosave it ended the app
before its window showed; opened as a file it brought up the crash dialog instead of the refusal.

The saves fuzzed here are of games played by the engine tests' simple players, both games and every
Gin variant, at every phase, with the round results and moves they kept so far; each numeric field
(an ``int``, a ``float`` or a ``bool`` in the file) gets a number at or past a bound of the app
(:mod:`rummy_desktop.engine.limits`, the players, the seats, the cards, 64 bits) or none a game writes.
The reader must give a game or a :class:`SaveError` whose words can be shown in every language.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication

from engine.gin_playout import choose as gin_choose
from engine.manipulation_playout import choose_action as manipulation_choose
from rummy_desktop.controller.game_outcome import State
from rummy_desktop.controller.game_record import kept_as_played
from rummy_desktop.controller.saves import SAVE_VERSION, Autosaves, SaveError, SaveGame, Seat, default_format, read_save
from rummy_desktop.engine import gin, manipulation, limits
from rummy_desktop.engine.manipulation.rules import MAX_PLAYERS
from rummy_desktop.ui.text.i18n import LANGUAGES, install_language

Path_ = tuple[str | int, ...]

_BOUNDS = (
    0, 1, 2, 3, MAX_PLAYERS, 10, 51, 52, 99, 100, 150, SAVE_VERSION, limits.MAX_TARGET, limits.MAX_ROUNDS,
    limits.MAX_ROUND_POINTS, limits.MAX_SCORE, limits.MAX_COUNT, 2**31, 2**32, 2**63, 2**64,
)
HOSTILE_NUMBERS: tuple[object, ...] = (
    *sorted({bound + step for bound in _BOUNDS for step in (-1, 0, 1)} | {-(2**31) - 1, -(2**63), -(2**64)}),
    10**19, 10**20 - 1, 10**20, 10**40,            # the reader refuses more than 20 digits before building them
    0.0, -0.0, 0.5, 1.0, 2.0, 1e308, -1e308, 5e-324,
    float("nan"), float("inf"), float("-inf"),     # JSON has none; Python writes NaN, Infinity
    True, False,
)


def _seats(players: int) -> tuple[Seat, ...]:
    return (Seat("You", "human"), *(Seat(f"Bot {n}", "computer", "easy") for n in range(1, players)))


def _played(states: Iterator[tuple[State, object, State]], game: str, players: int) -> list[SaveGame]:
    """A save at the first state of each phase of the game ``states`` plays, with what the app keeps of it."""
    saves: dict[object, SaveGame] = {}
    for kept in kept_as_played(states):
        saves.setdefault(kept.state.phase, SaveGame(
            game, _seats(players), 7, kept.state, "2026-12-07T04:00:00+00:00", kept.round_scores, ("Dealt.",),
            rounds=kept.rounds, moves=kept.moves,
        ))
    return list(saves.values())


def _manipulation_game(seed: int, players: int) -> Iterator[tuple[State, object, State]]:
    deal, choice = random.Random(seed), random.Random(seed + 1)
    state = manipulation.new_game(players, deal)
    while not state.is_game_over and state.round_number <= 3:
        action = manipulation_choose(state, choice)
        after = manipulation.apply(state, action, deal)
        yield state, action, after
        state = after


def _gin_game(seed: int, variant: str) -> Iterator[tuple[State, object, State]]:
    rng = random.Random(seed)
    state = gin.new_game(rng, gin.GinRules(variant=variant))
    for _ in range(400):
        if state.is_game_over:
            return
        action = gin_choose(state, rng)
        after = gin.apply(state, action, rng if isinstance(action, gin.NextRound) else None)
        yield state, action, after
        state = after


@cache
def saved_documents() -> tuple[Any, ...]:
    """The saves to fuzz as the JSON values a file holds."""
    saves = [
        *_played(_manipulation_game(3, 2), "manipulation", 2),
        *_played(_manipulation_game(4, MAX_PLAYERS), "manipulation", MAX_PLAYERS),
        *(save for variant in ("gin", "oklahoma", "hollywood") for save in _played(_gin_game(5, variant), variant, 2)),
    ]
    return tuple(json.loads(default_format().dumps(save)) for save in saves)


def numeric_paths(value: Any, prefix: Path_ = ()) -> list[Path_]:
    """Where ``value`` holds a number (or true or false), at any depth."""
    if isinstance(value, (bool, int, float)):
        return [prefix]
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    return [path for key, item in items for path in numeric_paths(item, (*prefix, key))]


def with_number(document: Any, path: Path_, number: object) -> str:
    """The text of a file holding ``document`` with ``number`` at ``path``, as Python's JSON writes it."""
    copied = json.loads(json.dumps(document))
    parent = copied
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = number
    return json.dumps(copied, ensure_ascii=False)


def shown_in_every_language(qapp: QApplication, error: SaveError) -> None:
    """The refusal's words, in each language of the app (English put back after)."""
    try:
        for code in LANGUAGES:
            install_language(qapp, code)
            assert str(error).strip()
    finally:
        install_language(qapp, "en")


def opens_or_is_refused_in_words(qapp: QApplication, path: Path) -> None:
    try:
        read_save(path)
    except SaveError as error:
        shown_in_every_language(qapp, error)


@st.composite
def hostile_saves(draw: st.DrawFn) -> str:
    """A saved game with one or two of its numbers replaced by a hostile one."""
    document = draw(st.sampled_from(saved_documents()))
    text = json.dumps(document)
    for _ in range(draw(st.integers(1, 2))):
        current = json.loads(text)
        path, number = draw(st.sampled_from(numeric_paths(current))), draw(st.sampled_from(HOSTILE_NUMBERS))
        text = with_number(current, path, number)
    return text


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(text=hostile_saves())
def test_any_number_anywhere_opens_or_is_refused_in_words(qapp: QApplication, tmp_path: Path, text: str) -> None:
    path = tmp_path / "hostile.rummy"
    path.write_text(text, encoding="utf-8")
    opens_or_is_refused_in_words(qapp, path)


def test_every_numeric_field_of_both_games_is_fuzzed() -> None:
    """The saves fuzzed hold every field a number is written in: none is left out by the games chosen."""
    names = {str(step) for document in saved_documents() for path in numeric_paths(document) for step in path
             if isinstance(step, str)}
    assert {"version", "seed", "round_scores", "rounds", "moves", "draws_this_turn", "final_turns_left", "target",
            "round_bonus_for_all", "num_players", "dealer", "current", "round_number", "knocker", "scores",
            "rounds_won", "upcard_passes", "points", "scored", "gin_bonus", "undercut_bonus", "layoffs",
            "final_scores"} <= names, sorted(names)


PAST_A_C_INT = (2**31, 2**32, 2**63, 2**64, 10**20 - 1)


def _manipulation_document(phase: manipulation.Phase) -> Any:
    return next(d for d in saved_documents() if d["game"] == "manipulation" and d["state"]["phase"] == phase.value)


@pytest.mark.parametrize("number", PAST_A_C_INT)
@pytest.mark.parametrize("key", ["draws_this_turn", "final_turns_left"])
def test_a_count_past_a_c_int_is_refused_in_words_when_opened(
    qapp: QApplication, tmp_path: Path, key: str, number: int
) -> None:
    path = tmp_path / "hostile.rummy"
    path.write_text(with_number(_manipulation_document(manipulation.Phase.DRAW), ("state", key), number))
    with pytest.raises(SaveError) as refused:
        read_save(path)
    assert f"“{key}”" in str(refused.value) and str(number) in str(refused.value)
    shown_in_every_language(qapp, refused.value)


@pytest.mark.parametrize("key", ["draws_this_turn", "final_turns_left"])
def test_an_autosave_with_a_count_past_a_c_int_is_refused_in_words(qapp: QApplication, tmp_path: Path,
                                                                    key: str) -> None:
    autosaves = Autosaves(tmp_path)
    autosaves.path.write_text(with_number(_manipulation_document(manipulation.Phase.DRAW), ("state", key), 2**31))
    with pytest.raises(SaveError) as refused:
        autosaves.find_interrupted_game()
    assert str(refused.value).startswith("The interrupted game could not be resumed: ")
    shown_in_every_language(qapp, refused.value)
