"""A computer seat played by somebody's own program, over the bot protocol of docs/bot-protocol.md.

The program is started with the command line given (``python3 my_bot.py``),
greeted once with the protocol version, the game, its rules and the seat, then
sent one line of JSON per decision (the seat's view, as the engine writes it)
and answers each with one line naming the action. The app never trusts the
answer: a late one, one that is not JSON or not an action, too long or nested
too deep (garbage: both are refused before the answer is parsed), or one the
rules refuse (illegal) is replaced by the hard level's move and counted in
:attr:`ProgramPlayer.faults`. A program that stops, cannot be started, or fails
:data:`FAULTS_IN_A_ROW` decisions in a row is replaced by the hard level for
the rest of the game. Each such event leaves a notice
(:meth:`ProgramPlayer.take_notices`) for the player to read.

The player waits on a queue and the program's process, never on the processor,
so it runs as well in a thread of the app as in a worker process: it only needs
to be created and used in the same one, and closed (:meth:`ProgramPlayer.close`)
when the game ends. The program is started at the first decision, not before:
the view tells the seat and the rules. How the process is kept in bounds is
:mod:`.program_process`'s business.
"""

from __future__ import annotations

import json
import queue
import random
import time
from collections import Counter
from typing import Any

from rummy_desktop.ai.gin_bots import gin_bot
from rummy_desktop.ai.manipulation_levels import manipulation_bot
from rummy_desktop.ai.program_level import PROGRAM_PREFIX, command_words, program_problem
from rummy_desktop.ai.program_lines import EOF, MAX_ANSWER_BYTES, MAX_DEPTH, TOO_LONG, nesting_problem
from rummy_desktop.ai.program_process import ProgramProcess
from rummy_desktop.ai.protocol import action_from_answer, hello_message, rule_problem, view_message
from rummy_desktop.engine.messages import QT_TRANSLATE_NOOP, Explanation

__all__ = [
    "FAULTS",
    "FAULTS_IN_A_ROW",
    "PROGRAM_PREFIX",
    "TIME_LIMIT_SECONDS",
    "ProgramPlayer",
    "program_problem",
]

TIME_LIMIT_SECONDS = 5.0
"""How long a program may think about one decision; it is told so in the greeting."""
FAULTS = ("late", "garbage", "illegal", "crash", "gave_up")
"""What :attr:`ProgramPlayer.faults` counts: a decision the hard level played instead (late, garbage,
illegal), the program's end (crash), or its replacement after too many faults in a row (gave_up)."""
FAULTS_IN_A_ROW = 3
"""A program whose answers fail this many decisions in a row is replaced for the rest of the game."""
_WATCH_SECONDS = 0.1
"""How often a wait for an answer looks whether the program has exited (its output may stay open)."""
_LAST_WORDS_SECONDS = 0.2
"""How long lines written just before the program exited may take to arrive."""

_NOTICES = {
    "late": QT_TRANSLATE_NOOP("ProgramPlayer", "the program did not answer in {seconds} seconds"),
    "garbage": QT_TRANSLATE_NOOP("ProgramPlayer", "the program's answer is not an action: {detail}"),
    "illegal": QT_TRANSLATE_NOOP("ProgramPlayer", "the program's move breaks the rules: {detail}"),
}
_STOPPED = QT_TRANSLATE_NOOP(
    "ProgramPlayer",
    "the program stopped ({detail}); the hard computer level plays this seat for the rest of the game",
)
_GAVE_UP = QT_TRANSLATE_NOOP(
    "ProgramPlayer",
    "the program failed {count} decisions in a row; the hard computer level plays this seat for the rest of "
    "the game",
)


class ProgramPlayer:
    """One seat's program, for one game; ``game`` is manipulation, gin, oklahoma or hollywood.

    ``time_limit`` is the seconds one decision may take (the bots' ``deadline``
    is for searches and does not shorten it: the program was promised this
    much). A command line that cannot be read is found at the first decision,
    as a program that cannot start: the seat is then the hard level's.
    """

    def __init__(self, game: str, command: str, time_limit: float = TIME_LIMIT_SECONDS) -> None:
        self.name = "program"
        self.game = game
        self.command = command
        self.time_limit = time_limit
        self._fallback = manipulation_bot("hard") if game == "manipulation" else gin_bot("hard")
        self.faults: Counter[str] = Counter()
        self.decisions = 0
        """Decisions asked of this seat."""
        self.replaced_decisions = 0
        """Decisions the hard level played for the program (every one after it was replaced)."""
        self.replaced = False
        self._process: ProgramProcess | None = None
        self._asked = 0
        self._in_a_row = 0
        self._closed = False
        self._notices: list[Explanation] = []

    # --- the Bot interface ------------------------------------------------------------

    def choose(self, view: Any, rng: random.Random, deadline: float | None = None) -> Any:
        """The program's action for ``view`` if it is legal in time, else the hard level's (counted)."""
        self.decisions += 1
        if not self.replaced:
            action = self._ask(view)
            if action is not None:
                self._in_a_row = 0
                return action
            if not self.replaced:
                self._in_a_row += 1
                if self._in_a_row >= FAULTS_IN_A_ROW:
                    self._give_up()
        self.replaced_decisions += 1
        return self._fallback.choose(view, rng, deadline)

    def round_over(self, view: Any) -> None:
        """Tell the program how the round ended (``view`` in the phase ``round_over`` or ``game_over``).

        Needs no answer; nothing is sent to a program not started yet or replaced. Never waits.
        """
        process = self._process
        if process is not None and not self.replaced:
            process.send({"type": "round_over", "view": view_message(self.game, view)})

    def take_notices(self) -> list[Explanation]:
        """What went wrong since the last call, in the player's words (to be translated), oldest first."""
        notices, self._notices = self._notices, []
        return notices

    def close(self) -> None:
        """Say goodbye and end the program and all it started: it gets a moment to exit on its own.

        Returns at once (the window calls it when a game ends); a decision waited for on another
        thread ends within a tenth of a second.
        """
        self._closed = True
        self._end_program()

    @property
    def pid(self) -> int | None:
        """The program's process id while it runs (for tests and tools)."""
        return None if self._process is None else self._process.pid

    # --- inside -------------------------------------------------------------------------

    def _ask(self, view: Any) -> Any:
        """The program's legal answer, or None after counting why there is none."""
        try:
            process = self._process or self._launch(view)
        except (OSError, ValueError) as error:
            self._crashed(str(error) or type(error).__name__)
            return None
        self._asked += 1
        process.send({"type": "decide", "id": self._asked, "view": view_message(self.game, view)})
        give_up = time.monotonic() + self.time_limit
        exited_at: float | None = None
        while not self._closed:
            now = time.monotonic()
            if now >= give_up:
                return self._fault("late", seconds=f"{self.time_limit:g}")
            try:
                line = process.lines.get(timeout=min(_WATCH_SECONDS, give_up - now))
            except queue.Empty:
                if exited_at is None and process.exit_code() is not None:
                    exited_at = now   # its last words may still be on their way
                if exited_at is not None and now - exited_at >= _LAST_WORDS_SECONDS:
                    return self._crashed(self._exit_text(process))
                continue
            if line is EOF:
                return self._crashed(self._exit_text(process))
            if line is TOO_LONG:
                return self._fault("garbage", detail=f"a line longer than {MAX_ANSWER_BYTES} bytes")
            answer = self._answer(line)
            if answer is not None:
                return self._judge(answer, view)
        return None

    def _launch(self, view: Any) -> ProgramProcess:
        """Start the program and greet it: the protocol, the game, its rules, the seat, the time allowed."""
        process = ProgramProcess(command_words(self.command))
        self._process = process
        limits = {"answer_bytes": MAX_ANSWER_BYTES, "answer_depth": MAX_DEPTH, "faults_in_a_row": FAULTS_IN_A_ROW}
        process.send(hello_message(self.game, view, self.time_limit, limits))
        return process

    def _answer(self, line: str) -> dict[str, Any] | None:
        """The answer to the decision asked now; None for an answer to an earlier one, already given up on.

        Anything else (nested too deep, not JSON, no ``id``, an ``id`` never asked) is garbage.
        """
        shown = repr(line.strip()[:80])
        problem = nesting_problem(line)
        if problem:
            return {"garbage": f"{problem}: {shown}"}
        try:
            answer = json.loads(line)
        except ValueError:
            return {"garbage": f"not JSON: {shown}"}
        if not isinstance(answer, dict) or type(answer.get("id")) is not int:
            return {"garbage": f"an answer is an object with the decision's \"id\", not {shown}"}
        if answer["id"] < self._asked:
            return None
        if answer["id"] > self._asked:
            return {"garbage": f"no decision {answer['id']} was asked"}
        return answer

    def _judge(self, answer: dict[str, Any], view: Any) -> Any:
        if "garbage" in answer:
            return self._fault("garbage", detail=answer["garbage"])
        try:
            action = action_from_answer(self.game, answer.get("action"), view)
        except ValueError as error:
            return self._fault("garbage", detail=str(error))
        problem = rule_problem(action, view)
        if problem:
            return self._fault("illegal", detail=problem)
        return action

    def _fault(self, kind: str, **values: str) -> None:
        self.faults[kind] += 1
        self._notices.append(Explanation(_NOTICES[kind], **values))
        return None

    def _crashed(self, detail: str) -> None:
        """Replace the program for the rest of the game, and end what is left of it."""
        self.faults["crash"] += 1
        self._notices.append(Explanation(_STOPPED, detail=detail))
        self._replace()
        return None

    def _give_up(self) -> None:
        self.faults["gave_up"] += 1
        self._notices.append(Explanation(_GAVE_UP, count=str(FAULTS_IN_A_ROW)))
        self._replace()

    def _replace(self) -> None:
        self.replaced = True
        self._end_program()

    def _end_program(self) -> None:
        """Say goodbye to the program, and end it and all it started after the grace second."""
        process, self._process = self._process, None
        if process is not None:
            process.send({"type": "bye"})
            process.end()

    @staticmethod
    def _exit_text(process: ProgramProcess) -> str:
        code = process.exit_code(wait=_LAST_WORDS_SECONDS)
        return "its output ended" if code is None else f"exit code {code}"
