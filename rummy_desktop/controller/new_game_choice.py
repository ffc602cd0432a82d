"""What the player chose for a new game: the game, the seats, the rules and the seed.

A :class:`NewGameChoice` checks itself when it is made, so a choice that
exists can be dealt. :func:`choice_problems` lists everything wrong with some
seats, as :class:`ChoiceProblem` values the new-game dialog puts into words of
the player's language; the English ``message`` is what a ``ValueError`` says.

``to_json``/``from_json`` keep the last choice in the settings; ``from_json``
treats its input as hand-edited text and refuses anything a choice cannot hold.
An option missing from the rules (kept before the option existed) takes its
default.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields, replace
from typing import Any, Sequence, Union

from rummy_desktop.ai.program_level import command_problem, is_program, program_command
from rummy_desktop.engine.gin import GinRules
from rummy_desktop.engine.manipulation import ManipulationRules
from rummy_desktop.engine.manipulation.rules import MAX_PLAYERS, MIN_PLAYERS

from .match import Seat
from .settings import GAMES, GIN_LEVELS, MANIPULATION_LEVELS

__all__ = [
    "GAMES",
    "GIN_GAMES",
    "MANIPULATION_LEVELS",
    "MAX_NAME_LENGTH",
    "MAX_SEED",
    "ChoiceProblem",
    "NewGameChoice",
    "Rules",
    "choice_problems",
    "command_problems",
    "default_rules",
    "levels_for",
    "random_seed",
    "seat_range",
]

GIN_GAMES = ("gin", "oklahoma", "hollywood")
MAX_NAME_LENGTH = 24
MAX_SEED = 10**18 - 1
"""The largest seed a player may type (18 digits; saves accept any seed below 2**64)."""
_RANDOM_SEEDS = 10**8
"""Seeds drawn for the player have at most 8 digits, short enough to note down and type again."""

Rules = Union[ManipulationRules, GinRules]


def levels_for(game: str) -> tuple[str, ...]:
    """The computer levels on offer in ``game``, weakest first.

    Manipulation has its own ladder; the Gin games add ``expert`` (it searches, see
    ``ai/gin_expert.py``) and ``simple``, the published baseline player.
    """
    _check_game(game)
    return MANIPULATION_LEVELS if game == "manipulation" else GIN_LEVELS


def seat_range(game: str) -> tuple[int, int]:
    """The fewest and most seats ``game`` is played with."""
    _check_game(game)
    return (MIN_PLAYERS, MAX_PLAYERS) if game == "manipulation" else (2, 2)


def default_rules(game: str) -> Rules:
    """The rules with every option at its default (the first value rules/*.md names)."""
    _check_game(game)
    return ManipulationRules() if game == "manipulation" else GinRules(variant=game)


def random_seed() -> int:
    """A fresh seed for a deal nobody asked to replay."""
    return random.SystemRandom().randrange(_RANDOM_SEEDS)


@dataclass(frozen=True, slots=True)
class ChoiceProblem:
    """One thing wrong with the seats: ``kind`` names it, ``seat`` is the seat concerned (or None).

    Kinds: ``seat count``, ``no person``, ``empty name``, ``long name``,
    ``same name`` (the seat repeats an earlier seat's name), ``level``,
    ``program`` (a program seat without a command line); and from
    :func:`command_problems`, which looks at this computer's files:
    ``unreadable command`` (a quote left open), ``no program`` (not found),
    ``not executable`` (a file that may not be run).
    """

    kind: str
    seat: int | None = None

    @property
    def message(self) -> str:
        where = f"seat {self.seat + 1}: " if self.seat is not None else ""
        texts = {
            "seat count": "the number of seats does not suit the game",
            "no person": "at least one seat must be a person",
            "empty name": "every seat needs a name",
            "long name": f"a name has at most {MAX_NAME_LENGTH} characters",
            "same name": "two seats have the same name",
            "level": "this computer level is not played in this game",
            "program": "a program needs its command line",
            "unreadable command": "the command line cannot be read (a quote is not closed)",
            "no program": "the program was not found",
            "not executable": "the program's file is not executable",
        }
        return where + texts[self.kind]


def choice_problems(game: str, seats: Sequence[Seat]) -> list[ChoiceProblem]:
    """Everything wrong with these seats for ``game``; empty when they can play."""
    low, high = seat_range(game)
    problems = []
    if not low <= len(seats) <= high:
        problems.append(ChoiceProblem("seat count"))
    if not any(seat.is_human for seat in seats):
        problems.append(ChoiceProblem("no person"))
    seen: set[str] = set()
    for number, seat in enumerate(seats):
        name = seat.name.strip()
        if not name:
            problems.append(ChoiceProblem("empty name", number))
        elif len(name) > MAX_NAME_LENGTH:
            problems.append(ChoiceProblem("long name", number))
        elif name.casefold() in seen:
            problems.append(ChoiceProblem("same name", number))
        seen.add(name.casefold())
        if is_program(seat.level):
            assert seat.level is not None
            if not program_command(seat.level).strip():
                problems.append(ChoiceProblem("program", number))
        elif seat.level is not None and seat.level not in levels_for(game):
            problems.append(ChoiceProblem("level", number))
    return problems


_COMMAND_KINDS = {"unreadable": "unreadable command", "not found": "no program", "not executable": "not executable"}


def command_problems(seats: Sequence[Seat]) -> list[ChoiceProblem]:
    """What stops the programs of these seats from starting on this computer, as ``simulate`` checks them.

    Kept apart from :func:`choice_problems`: a remembered choice stays valid when
    its program is missing from this computer; the dialog asks both.
    """
    problems = []
    for number, seat in enumerate(seats):
        if is_program(seat.level):
            assert seat.level is not None
            problem = command_problem(program_command(seat.level))
            if problem is not None and problem.kind in _COMMAND_KINDS:
                problems.append(ChoiceProblem(_COMMAND_KINDS[problem.kind], number))
    return problems


@dataclass(frozen=True, slots=True)
class NewGameChoice:
    """A game ready to deal. ``seed`` None means "draw one" (see :meth:`with_seed_drawn`).

    Names are stored without surrounding spaces, as :func:`choice_problems` judges them.
    """

    game: str
    seats: tuple[Seat, ...]
    rules: Rules
    seed: int | None = None

    def __post_init__(self) -> None:
        _check_game(self.game)
        seats = tuple(self.seats)
        if not all(isinstance(seat, Seat) for seat in seats):
            raise TypeError(f"seats must be Seat values, not {self.seats!r}")
        problems = choice_problems(self.game, seats)
        if problems:
            raise ValueError("; ".join(problem.message for problem in problems))
        object.__setattr__(self, "seats", tuple(Seat(seat.name.strip(), seat.level) for seat in seats))
        expected = type(default_rules(self.game))
        if type(self.rules) is not expected:
            raise ValueError(f"{self.game} is played with {expected.__name__}, not {self.rules!r}")
        if isinstance(self.rules, GinRules) and self.rules.variant != self.game:
            raise ValueError(f"{self.game} is played with the {self.game} variant, not {self.rules.variant!r}")
        if self.seed is not None and (type(self.seed) is not int or not 0 <= self.seed <= MAX_SEED):
            raise ValueError(f"the seed must be a whole number from 0 to {MAX_SEED}, not {self.seed!r}")

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    def with_seed(self, seed: int | None) -> NewGameChoice:
        return replace(self, seed=seed)

    def with_seed_drawn(self) -> NewGameChoice:
        """This choice with a seed: its own, or a fresh one, so the deal can always be replayed."""
        return self if self.seed is not None else self.with_seed(random_seed())

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seats": [{"name": seat.name, "level": seat.level} for seat in self.seats],
            "rules": {field.name: getattr(self.rules, field.name) for field in fields(self.rules)},
            "seed": self.seed,
        }

    @classmethod
    def from_json(cls, data: Any) -> NewGameChoice:
        """The choice :meth:`to_json` wrote; ``ValueError`` saying what is wrong otherwise."""
        _expect_keys(data, {"game", "seats", "rules", "seed"}, "a new-game choice")
        game = data["game"]
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}")
        if not isinstance(data["seats"], list):
            raise ValueError("the seats must be a list")
        seats = []
        for raw in data["seats"]:
            _expect_keys(raw, {"name", "level"}, "a seat")
            if not isinstance(raw["name"], str) or not (raw["level"] is None or isinstance(raw["level"], str)):
                raise ValueError(f"a seat has a text name and a level or null, not {raw!r}")
            seats.append(Seat(raw["name"], raw["level"]))
        rules_type = type(default_rules(game))
        names = {field.name for field in fields(rules_type)}
        if not isinstance(data["rules"], dict) or not set(data["rules"]) <= names:
            raise ValueError(f"the rules must be an object with some of the keys {', '.join(sorted(names))}")
        try:
            rules = rules_type(**data["rules"])
        except TypeError as error:
            raise ValueError(str(error)) from None
        return cls(game, tuple(seats), rules, data["seed"])


def _check_game(game: object) -> None:
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}; choose one of {', '.join(GAMES)}")


def _expect_keys(data: Any, keys: set[str], what: str) -> None:
    if not isinstance(data, dict) or set(data) != keys:
        raise ValueError(f"{what} must be an object with exactly the keys {', '.join(sorted(keys))}, not {data!r}")
