"""A game between seats (people at this computer and computer players), for any of the app's games.

The match owns the authoritative engine state. A person's action comes in
through :meth:`Match.play`; a computer seat chooses in a worker process
(:class:`~rummy_desktop.controller.worker_pool.ProcessWork`, ``ai/worker.py``): its
seat's view of the game goes there, the bot chooses from it with a deadline, and its
action comes back as the engine's action JSON, by signal. A seat played by a program
(docs/bot-protocol.md) waits on a pipe, not on the processor: it is played on a thread
of this process, by a player made for it each game, so the program is started afresh
and ended with its game. Every request
carries a generation number and the state it was asked about, so a result that
arrives after "New game", or after the match was shut down, is dropped; a new game,
a loaded one and closing also cancel the requests still on their way. The GUI
thread never waits for a computer player.

A match given a ``bot_factory`` (tests, tools scripting their own players) runs
those bots in this process instead, on a worker thread of its own
(:class:`~rummy_desktop.controller.background.BackgroundWork`): such bots are
Python objects of the caller's, which another process cannot be handed.

What differs between Manipulation Rummy and the Gin games is kept in a small
:class:`GameAdapter` (deal, apply, view, the seat to move, a safe fallback
move); the match itself is written once. One match object lives as long as the
window: a new game (of any kind, with other seats) is dealt into it, so whoever
listens to its signals keeps listening.
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass
from functools import partial
from typing import Any, Callable, Protocol, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from rummy_desktop.ai.worker import decide
from rummy_desktop.ai.program_level import is_program
from rummy_desktop.ai.protocol import tell_round_over
from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.gin import action_json as gin_action_json
from rummy_desktop.engine.manipulation import action_json as manipulation_action_json
from rummy_desktop.engine.messages import QT_TRANSLATE_NOOP, Explanation

from . import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from .background import BackgroundWork
from .explain import explain
from .worker_pool import ProcessWork, Task

__all__ = [
    "Seat",
    "Bot",
    "BotFactory",
    "GameAdapter",
    "ManipulationAdapter",
    "GinAdapter",
    "Match",
    "adapter_for_rules",
    "adapter_for_state",
    "decision_task",
]


@dataclass(frozen=True, slots=True)
class Seat:
    """A place at the table: a person (``level`` None) or a computer player of that level."""

    name: str
    level: str | None = None

    @property
    def is_human(self) -> bool:
        return self.level is None


class Bot(Protocol):
    def choose(self, view: Any, rng: random.Random, deadline: float | None) -> Any: ...


BotFactory = Callable[[str, str], Bot]
"""``factory(game, level)``, the shape of ``rummy_desktop.ai.bots.make_bot``."""


class GameAdapter(Protocol):
    """One game's rules as the match needs them; states and actions are the engine's own values."""

    @property
    def game(self) -> str:
        """The game's name for bots and the new-game choice: manipulation, gin, oklahoma or hollywood."""

    @property
    def rules(self) -> Any: ...

    def deal(self, players: int, rng: random.Random) -> Any: ...

    def apply(self, state: Any, action: Any, rng: random.Random) -> Any: ...

    def view_for(self, state: Any, seat: int) -> Any: ...

    def players(self, state: Any) -> int: ...

    def safe_move(self, state: Any) -> Any:
        """A move that is always legal for the seat to act (played when a computer's choice fails)."""

    def next_round_action(self) -> Any:
        """The engine's action that deals the next round."""

    def action_from_json(self, data: Any) -> Any:
        """The action the engine's action JSON describes; ValueError if it describes none."""


@dataclass(frozen=True)
class ManipulationAdapter:
    rules: manipulation.ManipulationRules = manipulation.ManipulationRules()
    game: str = "manipulation"

    def deal(self, players: int, rng: random.Random) -> manipulation.ManipulationState:
        return manipulation.new_game(players, rng, self.rules)

    def apply(self, state: Any, action: Any, rng: random.Random) -> manipulation.ManipulationState:
        return manipulation.apply(state, action, rng)

    def view_for(self, state: Any, seat: int) -> manipulation.ManipulationView:
        return manipulation.view_for(state, seat)

    def players(self, state: Any) -> int:
        return int(state.num_players)

    def safe_move(self, state: Any) -> manipulation.Action:
        """Draw if possible, else end the turn."""
        legal = manipulation.legal_actions(state)
        return manipulation.Draw() if manipulation.Draw() in legal else manipulation.EndTurn()

    def next_round_action(self) -> manipulation.NextRound:
        return manipulation.NextRound()

    def action_from_json(self, data: Any) -> manipulation.Action:
        return manipulation_action_json.action_from_json(data)


@dataclass(frozen=True)
class GinAdapter:
    rules: gin.GinRules = gin.GinRules()

    @property
    def game(self) -> str:
        return self.rules.variant

    def deal(self, players: int, rng: random.Random) -> gin.GinState:
        if players != 2:
            raise ValueError(f"Gin is played by two, not {players}")
        return gin.new_game(rng, self.rules)

    def apply(self, state: Any, action: Any, rng: random.Random) -> gin.GinState:
        return gin.apply(state, action, rng)

    def view_for(self, state: Any, seat: int) -> gin.GinView:
        return gin.view_for(state, seat)

    def players(self, state: Any) -> int:
        return 2

    def safe_move(self, state: Any) -> gin.Action:
        """Draw from the stock or pass the upcard when allowed; else the first legal action (the best
        spread, or a discard)."""
        legal = gin.legal_actions(state)
        for action in (gin.DrawStock(), gin.PassUpcard()):
            if action in legal:
                return action
        return legal[0]

    def next_round_action(self) -> gin.NextRound:
        return gin.NextRound()

    def action_from_json(self, data: Any) -> gin.Action:
        return gin_action_json.action_from_json(data)


def adapter_for_rules(rules: manipulation.ManipulationRules | gin.GinRules) -> GameAdapter:
    """The adapter of the game these rules belong to."""
    if isinstance(rules, gin.GinRules):
        return GinAdapter(rules)
    if isinstance(rules, manipulation.ManipulationRules):
        return ManipulationAdapter(rules)
    raise TypeError(f"not the rules of a game: {rules!r}")


def adapter_for_state(state: object) -> GameAdapter:
    """The adapter of the game ``state`` is a position of (a loaded game)."""
    if isinstance(state, (gin.GinState, manipulation.ManipulationState)):
        return adapter_for_rules(state.rules)
    raise TypeError(f"not a game state: {type(state).__name__}")


def decision_task(adapter: GameAdapter, level: str, state: Any, seat: int, seed: int, seconds: float) -> Task:
    """The ``level`` computer player's choice for ``seat`` in ``state``, to be made in a worker process
    within ``seconds`` from the seat's view; the action comes back as JSON and is read here."""
    return Task(decide, (adapter.game, level, adapter.view_for(state, seat), seed),
                lambda answer: adapter.action_from_json(json.loads(answer)), seconds)


class Match(QObject):
    """Seats, the engine state, and whose move it is; computer moves arrive by signal.

    ``pause_ms`` is the wait before a computer seat starts choosing, so a person
    can follow the moves (the window sets it from the animation speed).
    """

    state_changed = Signal(object)
    """The new state: after every action, and when a game starts."""
    action_played = Signal(int, object, object, object)
    """(seat, action, state before, state after), for the game log."""
    game_started = Signal(object)
    """A game was dealt or resumed (maybe another game, with other seats): its state."""
    round_started = Signal(object)
    """A round was dealt (or a game resumed): the new state."""
    thinking = Signal(int)
    """A computer seat started choosing its move."""
    program_notice = Signal(int, str)
    """(seat, what happened) when a program playing a seat (docs/bot-protocol.md) failed a decision or
    stopped; ``what`` is in the player's language, for the game log."""
    computer_error = Signal(int, str)
    """(seat, why) when a computer seat's choice failed or was refused; the match played a safe move
    instead. ``why`` is in the player's language, for a sentence of the game log."""

    def __init__(
        self,
        seats: Sequence[Seat],
        *,
        adapter: GameAdapter | None = None,
        seed: int | None = None,
        bot_factory: BotFactory | None = None,
        think_seconds: float = 2.0,
        pause_ms: int = 600,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.seats = tuple(seats)
        self.adapter: GameAdapter = adapter or ManipulationAdapter()
        self.seed = seed
        self._bots: dict[int, Bot] = {}
        self.think_seconds = think_seconds
        self.pause_ms = pause_ms
        self._rng = random.Random(seed)
        self._generation = 0
        self._state: Any = None
        self._processes = ProcessWork(parent=self)
        self._processes.done.connect(self._on_chosen)
        self._in_process: tuple[BackgroundWork, BotFactory] | None = None
        """The thread and the factory of bots given by the caller, which choose in this process."""
        if bot_factory is not None:
            self._in_process = (self._thread(), bot_factory)
        self._programs: tuple[BackgroundWork, BotFactory] | None = None
        """The thread the seats played by programs choose on, made when the first one does."""

    # --- queries -------------------------------------------------------------------

    @property
    def game(self) -> str:
        """manipulation, gin, oklahoma or hollywood."""
        return self.adapter.game

    @property
    def rules(self) -> Any:
        return self.adapter.rules

    @property
    def state(self) -> Any:
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

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(i for i, seat in enumerate(self.seats) if seat.is_human)

    def view_for(self, seat: int) -> Any:
        """What ``seat`` may see of the game now."""
        return self.adapter.view_for(self.state, seat)

    # --- commands -----------------------------------------------------------------

    def new_game(self, seed: int | None = None, *, seats: Sequence[Seat] | None = None,
                 rules: manipulation.ManipulationRules | gin.GinRules | None = None) -> None:
        """Deal a new game at once (another game when ``rules`` are of another game, with ``seats``
        if given); a computer move still on its way for the old game is dropped."""
        adapter = self.adapter if rules is None else adapter_for_rules(rules)
        seats = self.seats if seats is None else tuple(seats)
        if seed is not None:
            self._rng = random.Random(seed)
        self.seed = seed  # None: the deal continues the match's generator and cannot be replayed alone
        self._start(adapter, seats, adapter.deal(len(seats), self._rng))

    def resume(self, state: Any, seats: Sequence[Seat] | None = None, seed: int | None = None) -> None:
        """Carry on from ``state`` (a loaded game, or a position set up by a test), of any game;
        ``seed`` is the one its deal came from (None: unknown), shown with the game."""
        adapter = adapter_for_state(state)
        seats = self.seats if seats is None else tuple(seats)
        if adapter.players(state) != len(seats):
            raise ValueError(f"the state has {adapter.players(state)} players, the match {len(seats)} seats")
        self.seed = seed
        self._start(adapter, seats, state)

    def play(self, action: Any) -> Any:
        """A person's action for the seat to move (or NextRound); ``IllegalAction`` if the rules refuse it."""
        if self.is_computer_turn():
            seat = self.seat_to_act()
            assert seat is not None
            # Only ever a computer seat, so the name is never the person's own "You".
            #: Said when a person tries to move while a computer player is choosing; {name} is its name.
            raise self._illegal(Explanation(QT_TRANSLATE_NOOP("Match", "It is {name}'s turn."),
                                            name=self.seats[seat].name))
        return self._apply(action)

    def next_round(self) -> Any:
        """Deal the next round (after a round is over); ``IllegalAction`` otherwise."""
        return self._apply(self.adapter.next_round_action())

    @property
    def processes(self) -> ProcessWork:
        """Where the computer seats think (when no ``bot_factory`` was given)."""
        return self._processes

    def shutdown(self) -> None:
        """Drop whatever a computer seat is still choosing (on quit): its worker process is not waited
        for; a bot of the ``bot_factory`` running in this process is."""
        self._generation += 1
        self._close_bots()
        self._processes.shutdown()
        for thread in (self._in_process, self._programs):
            if thread is not None:
                thread[0].shutdown()

    # --- inside --------------------------------------------------------------------

    def _start(self, adapter: GameAdapter, seats: tuple[Seat, ...], state: Any) -> None:
        self._generation += 1
        self._processes.cancel()   # the old game's moves are not wanted any more
        self._close_bots()  # every game gets fresh players: a program is started afresh for each
        self.adapter, self.seats = adapter, seats
        self._state = state
        self.game_started.emit(state)
        self.state_changed.emit(state)
        self.round_started.emit(state)
        self._schedule_computer()

    def _illegal(self, reason: Explanation) -> Exception:
        if isinstance(self.adapter, GinAdapter):
            return gin.IllegalAction(reason)
        return manipulation.IllegalAction([reason])

    def _apply(self, action: Any) -> Any:
        before = self.state
        seat = before.current_player
        if seat is None:
            seat = before.current
        after = self.adapter.apply(before, action, self._rng)
        self._state = after
        if after.is_round_over and not before.is_round_over:
            tell_round_over(self._bots.items(), self.adapter.view_for, after)
        self.action_played.emit(seat, action, before, after)
        self.state_changed.emit(after)
        if action == self.adapter.next_round_action():
            self.round_started.emit(after)
        self._schedule_computer()
        return after

    def _thread(self) -> BackgroundWork:
        """A thread of this process for bots, whose choices come back to :meth:`_on_chosen`."""
        thread = BackgroundWork(self)
        thread.done.connect(self._on_chosen)
        return thread

    def _close_bots(self) -> None:
        """End the programs playing seats (closing one also ends a decision it is still waiting for)."""
        bots, self._bots = self._bots, {}
        for bot in bots.values():
            close = getattr(bot, "close", None)
            if close is not None:
                close()

    def _report_program(self, seat: int) -> None:
        """Tell what a program seat's last decision went through (nothing for a computer level)."""
        take_notices = getattr(self._bots.get(seat), "take_notices", None)
        for notice in take_notices() if take_notices is not None else ():
            self.program_notice.emit(seat, explain(notice))

    def _bot(self, seat: int, factory: BotFactory) -> Bot:
        if seat not in self._bots:
            level = self.seats[seat].level
            assert level is not None
            self._bots[seat] = factory(self.game, level)
        return self._bots[seat]

    def _schedule_computer(self) -> None:
        if not self.is_computer_turn():
            return
        generation, state = self._generation, self._state
        QTimer.singleShot(self.pause_ms, self, lambda: self._think(generation, state))

    def _think(self, generation: int, state: Any) -> None:
        if generation != self._generation or state is not self._state or state is None:
            return
        seat = state.current_player
        assert seat is not None
        level = self.seats[seat].level
        assert level is not None
        self.thinking.emit(seat)
        seed = self._rng.getrandbits(64)
        if self._in_process is None and not is_program(level):
            self._processes.start(decision_task(self.adapter, level, state, seat, seed, self.think_seconds),
                                  (generation, state))
            return
        if self._in_process is None and self._programs is None:
            self._programs = (self._thread(), _program_player)
        in_process = self._in_process or self._programs
        assert in_process is not None
        thread, factory = in_process
        # The bot touches nothing but what it is given: its seat's view, a generator, a deadline.
        choose = partial(self._bot(seat, factory).choose, self.adapter.view_for(state, seat),
                         random.Random(seed), time.monotonic() + self.think_seconds)
        thread.start(choose, (generation, state))

    def _on_chosen(self, asked: tuple[int, Any], result: object) -> None:
        """A computer seat's choice (or the exception its bot raised), for the (generation, state) it was asked."""
        generation, state = asked
        if generation != self._generation or state is not self._state:
            return
        seat = state.current_player
        assert seat is not None
        self._report_program(seat)
        if not isinstance(result, Exception):
            try:
                self._apply(result)
                return
            except (manipulation.IllegalAction, gin.IllegalAction) as exc:
                result = exc
        self.computer_error.emit(seat, _failure_text(result))
        self._apply(self.adapter.safe_move(state))


def _program_player(game: str, level: str) -> Bot:
    """The player of a seat played by a program (the bots load when the first such seat plays)."""
    from rummy_desktop.ai.bots import make_bot

    return make_bot(game, level)


def _failure_text(error: Exception) -> str:
    """Why a computer seat's choice was not played, in the player's language: the rules' reasons,
    or, for a computer player that broke, a sentence with the technical detail kept in it."""
    if isinstance(error, manipulation.IllegalAction):
        return " ".join(explain(reason) for reason in error.reasons)
    if isinstance(error, gin.IllegalAction):
        return explain(error.reason)
    #: In the game log, in brackets after "Computer 2 tried a move the rules refuse"; {error} is the
    #: technical error, kept in English for a bug report.
    return explain(Explanation(QT_TRANSLATE_NOOP("Match", "the computer player failed to choose a move: {error}"),
                               error=f"{type(error).__name__}: {error}"))
