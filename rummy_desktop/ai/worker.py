"""What a worker process runs for the app: a computer player's decision, a hint's best play, a table puzzle,
the review's analysis of a turn.

The window's computer players and hints think in worker processes
(``controller/worker_pool.py``), so that a long search never holds the GUI
process's Python lock. These are the functions such a process is given: plain
module functions, found by name in the worker. The GUI process imports this
module to name them; the bots and the solver load in the workers only.

A decision is given the seat's view, never the state: the engine's frozen view
value, copied into the worker by ``pickle`` as multiprocessing does (the engine has
no JSON for views; the state's JSON would not do, as reading it checks it as a
saved game and refuses positions that tests and scripts set up). The answer is the
action as the engine's action JSON (``engine/*/action_json.py``), text. A hint's
table and hand go as card tokens, its play comes back as JSON text.

A failure comes back as :class:`WorkerFailed` (its text names the original error),
or ``TimeoutError`` when the search ran out of time: an exception carrying an engine
``Explanation`` does not survive the way back through ``pickle``.

Time is given as a moment of the wall clock (``time.time()``), which the processes
share, and turned here into a ``time.monotonic()`` deadline: the bots' clock, which
is the process's own.
"""

from __future__ import annotations

import json
import os
import random
import threading
import time
from functools import wraps
from typing import TYPE_CHECKING, Any, Callable, TypeVar

from rummy_desktop.engine.cards import Card
from rummy_desktop.engine.gin import action_json as gin_json
from rummy_desktop.engine.manipulation import action_json as manipulation_json

from .solver_dp import DeadlineExceeded
from .background_priority import give_way

if TYPE_CHECKING:
    from rummy_desktop.engine.gin.replay import GinDecision
    from rummy_desktop.engine.manipulation.replay import MeldChance

    from .bots import Bot
    from .gin_knock_risk import GinAdvice
    from .gin_review import DecisionReview
    from .review import TurnReview
    from .table_solver import Play

__all__ = ["WorkerFailed", "start_worker", "end_with_parent", "decide", "hint_play", "gin_hint", "gin_hint_from_json", "table_puzzle", "review_turn", "review_decision", "play_from_json", "warm_up", "monotonic_deadline",
           "second_core"]

_Answer = TypeVar("_Answer")


class WorkerFailed(Exception):
    """A task failed in the worker; the text is the original error's type and message."""


def _reported(task: Callable[..., _Answer]) -> Callable[..., _Answer]:
    """``task``, its failures turned into exceptions that cross back to the GUI process intact."""
    @wraps(task)
    def run(*args: Any) -> _Answer:
        try:
            return task(*args)
        except TimeoutError:
            raise
        except DeadlineExceeded:
            raise TimeoutError("the search ran out of time") from None
        except Exception as error:
            raise WorkerFailed(f"{type(error).__name__}: {error}") from None
    return run

_bots: dict[tuple[str, str], Bot] = {}
"""This process's bots, made once: every level is a function of the view alone."""


def start_worker() -> None:
    """A worker's initializer: it thinks at a lower priority than the window's (:func:`.give_way`) and
    ends with the app (:func:`end_with_parent`)."""
    give_way()
    end_with_parent()


def end_with_parent() -> None:
    """The worker ends as soon as the app's process is gone, even killed (an idle worker would
    otherwise wait for work for ever, an orphan)."""
    import multiprocessing
    import multiprocessing.connection

    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(1)

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


def warm_up() -> int:
    """Load the bots and the solver; the worker's process id. Sent once the window is shown, so the
    first computer move does not wait for a worker to start."""
    from . import bots, table_solver  # noqa: F401

    return os.getpid()


@_reported
def second_core(patience: float) -> int:
    """The process id of this worker's second-core helper once it has done a share of a search's work
    (``ai/second_core.py``), 0 on a machine with one core: the self-test's check."""
    from .gin_expert import SECOND_CORE
    from .second_core import helper_process_id

    return helper_process_id(SECOND_CORE, patience)


def monotonic_deadline(wall_deadline: float | None) -> float | None:
    """The ``time.monotonic()`` moment of the wall-clock moment ``wall_deadline``."""
    if wall_deadline is None:
        return None
    return time.monotonic() + max(0.0, wall_deadline - time.time())


def _bot(game: str, level: str) -> Bot:
    from .bots import make_bot

    if (game, level) not in _bots:
        _bots[game, level] = make_bot(game, level)
    return _bots[game, level]


@_reported
def decide(game: str, level: str, view: Any, seed: int, wall_deadline: float | None) -> str:
    """The action (JSON text) the ``level`` player of ``game`` chooses from ``view`` (its seat's view)."""
    action = _bot(game, level).choose(view, random.Random(seed), monotonic_deadline(wall_deadline))
    encoded = manipulation_json.action_to_json(action) if game == "manipulation" else gin_json.action_to_json(action)
    return json.dumps(encoded)


@_reported
def gin_hint(game: str, level: str, view: Any, seed: int, wall_deadline: float | None) -> str:
    """The ``level`` player's move for a Gin seat's ``view`` (JSON text: the action, and for a knock the
    chance the opponent undercuts it, :func:`gin_knock_risk.knock_risk`)."""
    from rummy_desktop.engine.gin import Knock

    from .gin_knock_risk import knock_risk

    action = _bot(game, level).choose(view, random.Random(seed), monotonic_deadline(wall_deadline))
    risk = knock_risk(view, action, random.Random(seed)) if isinstance(action, Knock) else None
    return json.dumps({"action": gin_json.action_to_json(action), "undercut": risk})


def gin_hint_from_json(text: str) -> GinAdvice:
    """The :class:`GinAdvice` :func:`gin_hint` wrote."""
    from .gin_knock_risk import GinAdvice

    data = json.loads(text)
    risk = data["undercut"]
    return GinAdvice(gin_json.action_from_json(data["action"]), None if risk is None else float(risk))


def _cards(tokens: Any) -> tuple[Card, ...]:
    return tuple(Card.from_token(token) for token in tokens)


@_reported
def hint_play(table_text: str, hand_text: str, wall_deadline: float | None) -> str:
    """The best play (JSON text: melds, played, points, optimal) from a table (a list of melds) and a
    hand, each card as its token."""
    from .table_solver import best_play

    table = [_cards(meld) for meld in json.loads(table_text)]
    play = best_play(table, _cards(json.loads(hand_text)), deadline=monotonic_deadline(wall_deadline))
    return json.dumps({"melds": [[card.token for card in meld] for meld in play.melds],
                       "played": [card.token for card in play.played], "points": play.points,
                       "optimal": play.optimal})


@_reported
def table_puzzle(source: str, difficulty: str) -> str:
    """The table puzzle of seed text ``source`` at ``difficulty`` (JSON text, :func:`puzzles.puzzle_to_json`)."""
    from .puzzles import make_puzzle, puzzle_to_json

    return puzzle_to_json(make_puzzle(source, difficulty))


@_reported
def review_turn(turn: MeldChance, seconds: float) -> TurnReview:
    """The review's analysis of one Manipulation turn (:func:`review.analyse_turn`); the turn and its
    review go by ``pickle``, plain frozen values of cards."""
    from .review import analyse_turn

    return analyse_turn(turn, seconds)


@_reported
def review_decision(decision: GinDecision, seed: int) -> DecisionReview:
    """The review's analysis of one Gin decision (:func:`gin_review.analyse_decision`)."""
    from .gin_review import analyse_decision

    return analyse_decision(decision, seed)


def play_from_json(text: str) -> Play:
    """The :class:`Play` :func:`hint_play` wrote."""
    from .table_solver import Play

    data = json.loads(text)
    return Play(tuple(_cards(meld) for meld in data["melds"]), _cards(data["played"]), int(data["points"]),
                bool(data["optimal"]))
