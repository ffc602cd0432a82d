"""Table puzzles for Manipulation Rummy: positions from real deals whose best play rearranges the table.

A puzzle is a table of melds and a hand, with the target "play N points",
where N is the exact solver's proven optimum (:func:`best_play`). Positions
come from games played by computer players from a random deal: the table a
person would meet after a few turns, not a made-up one. A position is kept
only when

- the solver proves its best play (no deadline cut it short),
- that play takes apart at least the level's number of table melds
  (:func:`melds_split`, the measure of how far a play reaches into the table),
  and at most its largest,
- no other play worth as much takes apart fewer melds than the level says
  (:func:`fewest_melds_split`, exact): the level is the fewest melds any best
  play must take apart, not just what the solver's play happens to take apart,
- the table holds a number of cards within the level's range, and
- laying cards off onto the table as it stands (:func:`lay_off_table`) plays
  fewer points: the rearrangement is what the puzzle asks for.

Everything follows from a seed text: the same puzzle comes out on every
computer for the same daily date or series number (:func:`daily_puzzle`,
:func:`series_puzzle`). The games that lead to the positions are played by the
beginner level, whose choices depend on the view and the generator alone,
never on the clock. The solver proves most tables in milliseconds
(docs/benchmarks.md, "Table solver"); a position it could not prove within
:data:`SOLVE_SECONDS` is passed over, and only there could a much slower
computer make a different puzzle from the same seed text: a position that
takes the solver seconds is rare on the tables kept here (the slowest whole
puzzle of the benchmark, games and all, took 1.6 s on the loaded machine).
"""

from __future__ import annotations

import datetime
import json
import random
import time
from dataclasses import dataclass
from typing import Iterator

from rummy_desktop.ai.manipulation_bots import lay_off_table
from rummy_desktop.ai.manipulation_levels import manipulation_bot
from rummy_desktop.ai.manipulation_reach import fewest_melds_split, melds_split
from rummy_desktop.ai.table_solver import Play, best_play
from rummy_desktop.engine.cards import Card, card_points
from rummy_desktop.engine.manipulation import ManipulationState, Phase, apply, new_game, view_for

__all__ = [
    "DIFFICULTIES",
    "DAILY_DIFFICULTY",
    "Difficulty",
    "Puzzle",
    "daily_puzzle",
    "daily_source",
    "series_source",
    "series_puzzle",
    "make_puzzle",
    "position_puzzle",
    "puzzle_to_json",
    "puzzle_from_json",
    "points_played",
]

Meld = tuple[Card, ...]

SOLVE_SECONDS = 10.0
"""The longest the solver may search a candidate position; one not proven by then is passed over."""
_GAMES = 400
"""Games tried for one puzzle before giving up (never reached with the levels below: a few suffice)."""


@dataclass(frozen=True)
class Difficulty:
    """A level of puzzles: how many table melds the best play takes apart, and how many cards the table holds."""

    name: str
    fewest_split: int
    most_split: int
    fewest_cards: int
    most_cards: int


DIFFICULTIES: dict[str, Difficulty] = {
    "easy": Difficulty("easy", 1, 1, 6, 18),
    "medium": Difficulty("medium", 2, 2, 12, 30),
    "hard": Difficulty("hard", 3, 99, 20, 80),
}
"""The levels, easiest first: ``fewest_split`` is the K of "the best play changes at least K melds"."""
DAILY_DIFFICULTY = "medium"


@dataclass(frozen=True)
class Puzzle:
    """A position and its proven best play; ``source`` names it (``daily:2026-12-02``, ``series:easy:7``).

    ``melds_split`` is what ``solution`` takes apart; every play worth ``target`` takes apart at least
    the level's ``fewest_split`` melds (for easy and medium exactly that many).
    """

    source: str
    difficulty: str
    table: tuple[Meld, ...]
    hand: tuple[Card, ...]
    target: int
    solution: tuple[Meld, ...]
    melds_split: int

    @property
    def table_cards(self) -> int:
        return sum(len(meld) for meld in self.table)

    def changed_melds(self) -> tuple[Meld, ...]:
        """The melds of the solution not on the table as it starts (what a hint shows, one at a time),
        the melds holding cards of a meld taken apart first."""
        start = {frozenset(card.key for card in meld) for meld in self.table}
        table_keys = {card.key for meld in self.table for card in meld}
        changed = [meld for meld in self.solution if frozenset(card.key for card in meld) not in start]
        return tuple(sorted(changed, key=lambda meld: -sum(card.key in table_keys for card in meld)))


def points_played(start_hand: tuple[Card, ...], melds: tuple[Meld, ...]) -> int:
    """What the hand cards on the table ``melds`` are worth (the points a play scores)."""
    in_hand = {card.key for card in start_hand}
    return sum(card_points(card) for meld in melds for card in meld if card.key in in_hand)


def daily_source(day: datetime.date) -> str:
    """The seed text of the puzzle of ``day`` (at :data:`DAILY_DIFFICULTY`)."""
    return f"daily:{day.isoformat()}"


def series_source(number: int, difficulty: str) -> str:
    """The seed text of puzzle ``number`` (from 1) of the ``difficulty`` series."""
    if number < 1:
        raise ValueError(f"puzzles are numbered from 1, not {number}")
    return f"series:{difficulty}:{number}"


def daily_puzzle(day: datetime.date) -> Puzzle:
    """The puzzle of ``day``: the same for everybody on that date."""
    return make_puzzle(daily_source(day), DAILY_DIFFICULTY)


def series_puzzle(number: int, difficulty: str) -> Puzzle:
    """Puzzle ``number`` (from 1) of the ``difficulty`` series: the same everywhere."""
    return make_puzzle(series_source(number, difficulty), difficulty)


def make_puzzle(source: str, difficulty: str) -> Puzzle:
    """The first position kept (module docstring) in games dealt from the seed text ``source``."""
    level = DIFFICULTIES.get(difficulty)
    if level is None:
        raise ValueError(f"puzzles come in {', '.join(DIFFICULTIES)}, not {difficulty!r}")
    rng = random.Random(f"rummy-desktop puzzle {source}")
    for _ in range(_GAMES):
        for state in _positions(rng):
            puzzle = _kept(state, level, source)
            if puzzle is not None:
                return puzzle
    raise RuntimeError(f"no {difficulty} puzzle in {_GAMES} games from {source!r}")


def _positions(rng: random.Random) -> Iterator[ManipulationState]:
    """Each position of one round where a player has just drawn for the first time, the table not empty."""
    bot = manipulation_bot("beginner")
    state = new_game(rng.choice((2, 3, 4)), rng)
    while not state.is_round_over:
        if state.phase is Phase.MELD_OR_DRAW and state.draws_this_turn == 1 and state.table:
            yield state
        state = apply(state, bot.choose(view_for(state, state.current), rng))


def _kept(state: ManipulationState, level: Difficulty, source: str) -> Puzzle | None:
    """The puzzle at this position, if it fits ``level`` (module docstring); None otherwise."""
    table = state.table
    if not level.fewest_cards <= sum(len(meld) for meld in table) <= level.most_cards:
        return None
    hand = state.hands[state.current]
    play: Play = best_play(table, hand, deadline=time.monotonic() + SOLVE_SECONDS)
    if not play.optimal or play.points == 0:
        return None
    split = melds_split(table, play.melds)
    if not level.fewest_split <= split <= level.most_split:
        return None
    if fewest_melds_split(table, hand, play.points, level.fewest_split) is not None:
        return None  # an equally good play takes apart fewer melds: easier than the level
    simple = lay_off_table(view_for(state, state.current))
    if simple is not None and points_played(hand, tuple(tuple(m) for m in simple)) >= play.points:
        return None
    return Puzzle(source, level.name, table, hand, play.points, play.melds, split)


def position_puzzle(table: tuple[Meld, ...], hand: tuple[Card, ...], best: Play, source: str) -> Puzzle:
    """A position of a game (a reviewed turn) as a puzzle: play what ``best``, its best play, plays."""
    return Puzzle(source, "", table, hand, best.points, best.melds, melds_split(table, best.melds))


def puzzle_to_json(puzzle: Puzzle) -> str:
    """The puzzle as JSON text (cards as tokens), to come back from a worker process."""
    def melds(value: tuple[Meld, ...]) -> list[list[str]]:
        return [[card.token for card in meld] for meld in value]
    return json.dumps({"source": puzzle.source, "difficulty": puzzle.difficulty, "table": melds(puzzle.table),
                       "hand": [card.token for card in puzzle.hand], "target": puzzle.target,
                       "solution": melds(puzzle.solution), "melds_split": puzzle.melds_split})


def puzzle_from_json(text: str) -> Puzzle:
    """The puzzle :func:`puzzle_to_json` wrote."""
    data = json.loads(text)

    def melds(value: list[list[str]]) -> tuple[Meld, ...]:
        return tuple(tuple(Card.from_token(token) for token in meld) for meld in value)
    return Puzzle(str(data["source"]), str(data["difficulty"]), melds(data["table"]),
                  tuple(Card.from_token(token) for token in data["hand"]), int(data["target"]),
                  melds(data["solution"]), int(data["melds_split"]))
