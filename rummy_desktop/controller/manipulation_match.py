"""A game of Manipulation Rummy between seats: people at this computer and computer players.

The match owns the authoritative engine state. A person's action comes in
through :meth:`ManipulationMatch.play`; a computer seat chooses on a worker
thread (a ``QRunnable`` on the match's own ``QThreadPool``) from its own view
of the game, with a deadline, and the choice comes back by signal. Every
request carries a generation number and the state it was asked about, so a
result that arrives after "New game", or after the match was shut down, is
dropped. The GUI thread never waits for a computer player.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Callable, Protocol, Sequence

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from rummy_desktop.engine.manipulation import (
    Action,
    Draw,
    EndTurn,
    IllegalAction,
    ManipulationState,
    ManipulationView,
    NextRound,
    apply,
    legal_actions,
    new_game,
    view_for,
)

from . import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)

__all__ = ["Seat", "Bot", "BotFactory", "ManipulationMatch", "default_bot_factory"]


@dataclass(frozen=True, slots=True)
class Seat:
    """A place at the table: a person (``level`` None) or a computer player of that level."""

    name: str
    level: str | None = None

    @property
    def is_human(self) -> bool:
        return self.level is None


class Bot(Protocol):
    def choose(self, view: ManipulationView, rng: random.Random, deadline: float | None) -> Action: ...


BotFactory = Callable[[str, str], Bot]
"""``factory(game, level)``, the shape of ``rummy_desktop.ai.bots.make_bot``."""


def default_bot_factory(game: str, level: str) -> Bot:
    """The project's computer players (imported on first use: the window opens before they load)."""
    from rummy_desktop.ai.bots import make_bot

    return make_bot(game, level)


class _TaskSignals(QObject):
    # generation, the state the seat was asked about, the action (or the exception raised)
    chosen = Signal(int, object, object)


class _ThinkTask(QRunnable):
    """Runs one ``Bot.choose`` off the GUI thread; touches nothing but its own arguments."""

    def __init__(self, bot: Bot, view: ManipulationView, rng: random.Random, deadline: float,
                 generation: int, state: ManipulationState, signals: _TaskSignals) -> None:
        super().__init__()
        self._bot, self._view, self._rng, self._deadline = bot, view, rng, deadline
        self._generation, self._state, self._signals = generation, state, signals

    def run(self) -> None:
        try:
            result: object = self._bot.choose(self._view, self._rng, self._deadline)
        except Exception as exc:  # a broken bot must not take the match down; the match reports it
            result = exc
        self._signals.chosen.emit(self._generation, self._state, result)


class ManipulationMatch(QObject):
    """Seats, the engine state, and whose move it is; computer moves arrive by signal."""

    state_changed = Signal(object)
    """The new state: after every action, and when a game starts."""
    action_played = Signal(int, object, object, object)
    """(seat, action, state before, state after), for the game log."""
    round_started = Signal(object)
    """A round was dealt (or a game resumed): the new state."""
    thinking = Signal(int)
    """A computer seat started choosing its move."""
    computer_error = Signal(int, str)
    """A computer seat's choice failed or was refused; the match played a safe move instead."""

    def __init__(
        self,
        seats: Sequence[Seat],
        *,
        seed: int | None = None,
        bot_factory: BotFactory = default_bot_factory,
        think_seconds: float = 2.0,
        pause_ms: int = 600,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.seats = tuple(seats)
        self._bot_factory = bot_factory
        self._bots: dict[int, Bot] = {}
        self.think_seconds = think_seconds
        self.pause_ms = pause_ms
        self._rng = random.Random(seed)
        self._generation = 0
        self._state: ManipulationState | None = None
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _TaskSignals(self)
        self._signals.chosen.connect(self._on_chosen)

    # --- queries -------------------------------------------------------------------

    @property
    def state(self) -> ManipulationState:
        if self._state is None:
            raise RuntimeError("no game yet: call new_game() first")
        return self._state

    @property
    def has_game(self) -> bool:
        return self._state is not None

    def seat_to_act(self) -> int | None:
        """The seat whose move it is, or None between rounds and after the game."""
        return None if self._state is None else self._state.current_player

    def is_computer_turn(self) -> bool:
        seat = self.seat_to_act()
        return seat is not None and not self.seats[seat].is_human

    # --- commands -----------------------------------------------------------------

    def new_game(self, seed: int | None = None) -> None:
        """Deal a new game at once; a computer move still on its way for the old game is dropped."""
        if seed is not None:
            self._rng = random.Random(seed)
        self.resume(new_game(len(self.seats), self._rng))

    def resume(self, state: ManipulationState) -> None:
        """Carry on from ``state`` (a loaded game, or a position set up by a test)."""
        if state.num_players != len(self.seats):
            raise ValueError(f"the state has {state.num_players} players, the match {len(self.seats)} seats")
        self._generation += 1
        self._state = state
        self.state_changed.emit(state)
        self.round_started.emit(state)
        self._schedule_computer()

    def play(self, action: Action) -> ManipulationState:
        """A person's action for the seat to move (or NextRound); ``IllegalAction`` if the rules refuse it."""
        if self.is_computer_turn():
            raise IllegalAction([f"It is {self.seats[self.state.current].name}'s turn."])
        return self._apply(action)

    def shutdown(self) -> None:
        """Drop whatever a computer seat is still choosing and wait for the worker to finish (on quit)."""
        self._generation += 1
        self._pool.clear()
        self._pool.waitForDone()

    # --- inside --------------------------------------------------------------------

    def _apply(self, action: Action) -> ManipulationState:
        before = self.state
        seat = before.current
        after = apply(before, action, self._rng)
        self._state = after
        self.action_played.emit(seat, action, before, after)
        self.state_changed.emit(after)
        if isinstance(action, NextRound):
            self.round_started.emit(after)
        self._schedule_computer()
        return after

    def _bot(self, seat: int) -> Bot:
        if seat not in self._bots:
            level = self.seats[seat].level
            assert level is not None
            self._bots[seat] = self._bot_factory("manipulation", level)
        return self._bots[seat]

    def _schedule_computer(self) -> None:
        if not self.is_computer_turn():
            return
        generation, state = self._generation, self._state
        QTimer.singleShot(self.pause_ms, self, lambda: self._think(generation, state))

    def _think(self, generation: int, state: ManipulationState | None) -> None:
        if generation != self._generation or state is not self._state or state is None:
            return
        seat = state.current
        self.thinking.emit(seat)
        task = _ThinkTask(
            self._bot(seat), view_for(state, seat), random.Random(self._rng.getrandbits(64)),
            time.monotonic() + self.think_seconds, generation, state, self._signals,
        )
        self._pool.start(task)

    def _on_chosen(self, generation: int, state: ManipulationState, result: object) -> None:
        if generation != self._generation or state is not self._state:
            return
        seat = state.current
        if not isinstance(result, Exception):
            try:
                self._apply(result)  # type: ignore[arg-type]
                return
            except IllegalAction as exc:
                result = exc
        self.computer_error.emit(seat, str(result))
        self._apply(self._safe_move(state))

    @staticmethod
    def _safe_move(state: ManipulationState) -> Action:
        """Draw if possible, else end the turn: always legal when a computer seat is to move."""
        legal = legal_actions(state)
        return Draw() if Draw() in legal else EndTurn()
