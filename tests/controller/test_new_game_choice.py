"""A new-game choice: seats that suit the game, rules of the game's kind, a seed, and a JSON round trip."""

from __future__ import annotations

import json

import pytest

from rummy_desktop.controller.manipulation_match import Seat
from rummy_desktop.controller.new_game_choice import (
    command_problems,
    MAX_SEED,
    ChoiceProblem,
    NewGameChoice,
    choice_problems,
    default_rules,
    levels_for,
    seat_range,
)
from rummy_desktop.engine.gin import GinRules
from rummy_desktop.engine.manipulation import ManipulationRules

YOU = Seat("You")
ANNA = Seat("Anna", "hard")
BEN = Seat("Ben", "easy")


def test_manipulation_takes_two_to_five_seats_and_gin_exactly_two() -> None:
    assert seat_range("manipulation") == (2, 5)
    assert all(seat_range(game) == (2, 2) for game in ("gin", "oklahoma", "hollywood"))
    computers = [Seat(f"Computer {n}", "medium") for n in range(1, 6)]
    for count in range(1, 7):
        seats = [YOU] + computers[: count - 1]
        assert (ChoiceProblem("seat count") in choice_problems("manipulation", seats)) == (not 2 <= count <= 5)
        assert (ChoiceProblem("seat count") in choice_problems("gin", seats)) == (count != 2)


def test_every_problem_is_found_with_its_seat() -> None:
    seats = [Seat("Anna", "hard"), Seat(" "), Seat("anna "), Seat("X" * 25), Seat("Ben", "simple")]
    assert choice_problems("manipulation", seats) == [
        ChoiceProblem("empty name", 1),
        ChoiceProblem("same name", 2),
        ChoiceProblem("long name", 3),
        ChoiceProblem("level", 4),
    ]
    assert choice_problems("gin", [ANNA, BEN]) == [ChoiceProblem("no person")]
    assert choice_problems("oklahoma", [YOU, Seat("Ben", "simple")]) == []


def test_a_choice_refuses_what_cannot_be_dealt() -> None:
    with pytest.raises(ValueError, match="seat 2: two seats have the same name"):
        NewGameChoice("manipulation", (YOU, Seat("you", "easy")), ManipulationRules())
    with pytest.raises(ValueError, match="at least one seat must be a person"):
        NewGameChoice("gin", (ANNA, BEN), GinRules())
    with pytest.raises(ValueError, match="GinRules"):
        NewGameChoice("gin", (YOU, ANNA), ManipulationRules())
    with pytest.raises(ValueError, match="oklahoma variant"):
        NewGameChoice("oklahoma", (YOU, ANNA), GinRules(variant="hollywood"))
    with pytest.raises(ValueError, match="unknown game"):
        NewGameChoice("canasta", (YOU, ANNA), GinRules())
    for seed in (-1, MAX_SEED + 1, 1.5, True, "7"):
        with pytest.raises(ValueError, match="seed"):
            NewGameChoice("gin", (YOU, ANNA), GinRules(), seed)  # type: ignore[arg-type]


def test_names_lose_their_surrounding_spaces() -> None:
    choice = NewGameChoice("manipulation", (Seat("  Dana "), ANNA, BEN), ManipulationRules(), 0)
    assert choice.names == ("Dana", "Anna", "Ben")


def test_a_seed_is_always_there_once_drawn() -> None:
    choice = NewGameChoice("gin", (YOU, ANNA), GinRules())
    drawn = choice.with_seed_drawn()
    assert isinstance(drawn.seed, int) and 0 <= drawn.seed < 10**8
    assert drawn.with_seed_drawn() == drawn
    assert choice.with_seed(42).with_seed_drawn().seed == 42


def test_the_manipulation_levels_on_offer_are_the_computer_players_ladder() -> None:
    from rummy_desktop.ai.bots import levels_of, make_bot

    assert levels_for("manipulation") == levels_of("manipulation")
    assert all(make_bot("manipulation", level).name == level for level in levels_for("manipulation"))


def test_the_levels_on_offer_depend_on_the_game() -> None:
    assert levels_for("manipulation") == ("beginner", "easy", "medium", "skilled", "advanced", "hard", "expert")
    assert levels_for("hollywood") == ("easy", "simple", "medium", "hard", "expert")  # weakest first
    assert levels_for("gin") == levels_for("oklahoma") == levels_for("hollywood")
    assert default_rules("oklahoma") == GinRules(variant="oklahoma")
    assert default_rules("manipulation") == ManipulationRules()


@pytest.mark.parametrize(
    "choice",
    [
        NewGameChoice("manipulation", (YOU, ANNA, BEN, Seat("Dana")), ManipulationRules(), None),
        NewGameChoice(
            "oklahoma",
            (YOU, Seat("Ben", "simple")),
            GinRules(variant="oklahoma", undercut_bonus=25, oklahoma_spade_doubles=False, target=150),
            123456,
        ),
        NewGameChoice("hollywood", (YOU, Seat("Ben")), GinRules(variant="hollywood", hoyle_bonuses=True), MAX_SEED),
    ],
)
def test_json_round_trip(choice: NewGameChoice) -> None:
    text = json.dumps(choice.to_json())
    assert NewGameChoice.from_json(json.loads(text)) == choice


def good_json() -> dict:
    return NewGameChoice("gin", (YOU, ANNA), GinRules(big_gin=True), 5).to_json()


@pytest.mark.parametrize(
    "spoil",
    [
        lambda d: d.pop("seed"),
        lambda d: d.update(extra=1),
        lambda d: d.update(game="poker"),
        lambda d: d.update(seats="You"),
        lambda d: d["seats"].append({"name": "Cy", "level": "hard"}),
        lambda d: d["seats"][1].update(level=3),
        lambda d: d["seats"][1].update(name=None),
        lambda d: d["seats"][1].pop("level"),
        lambda d: d["rules"].update(undercut_bonus=15),
        lambda d: d["rules"].update(variant="oklahoma"),
        lambda d: d["rules"].update(big_gin="yes"),
        lambda d: d.update(rules=[]),
        lambda d: d.update(rules={"target": 150}),
        lambda d: d.update(seed=-3),
    ],
)
def test_damaged_json_is_refused_with_a_value_error(spoil) -> None:
    data = good_json()
    assert NewGameChoice.from_json(good_json()).seed == 5
    spoil(data)
    with pytest.raises(ValueError):
        NewGameChoice.from_json(data)


def test_an_option_the_choice_was_kept_without_takes_its_default() -> None:
    """A Manipulation choice kept before the option "round bonus for every player" existed."""
    data = NewGameChoice("manipulation", (YOU, ANNA), ManipulationRules(), 5).to_json()
    data["rules"] = {"target": 150}
    assert NewGameChoice.from_json(data).rules == ManipulationRules(round_bonus_for_all=False)


@pytest.mark.parametrize("data", [None, [], "gin", 7])
def test_json_that_is_not_an_object_is_refused(data) -> None:
    with pytest.raises(ValueError):
        NewGameChoice.from_json(data)


@pytest.mark.parametrize("game", ["manipulation", "gin"])
def test_a_program_may_play_a_computer_seat_of_any_game_once_it_has_a_command_line(game):
    you = Seat("You")
    assert choice_problems(game, (you, Seat("Bot", "cmd:python3 bot.py"))) == []
    assert choice_problems(game, (you, Seat("Bot", "cmd:  "))) == [ChoiceProblem("program", 1)]
    chosen = NewGameChoice(game, (you, Seat("Bot", "cmd:python3 'my bot.py'")), default_rules(game))
    assert NewGameChoice.from_json(chosen.to_json()) == chosen


def test_a_program_that_could_not_start_is_a_command_problem_but_a_remembered_choice_keeps_it(tmp_path):
    you = Seat("You")
    seats = (you, Seat("Bot", "cmd:python3 'open"), Seat("Bot 2", f"cmd:{tmp_path / 'gone'}"), Seat("Bot 3", "hard"))
    assert command_problems(seats) == [ChoiceProblem("unreadable command", 1), ChoiceProblem("no program", 2)]
    assert choice_problems("manipulation", seats) == []
