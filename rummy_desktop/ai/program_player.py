"""A computer seat played by somebody's own program, over the bot protocol of docs/bot-protocol.md.

The program is started with the command line given (``python3 my_bot.py``),
greeted once with the protocol version, the game, its rules and the seat, then
sent one line of JSON per decision (the seat's view, as the engine writes it)
and answers each with one line naming the action. The app never trusts the
answer: a late one, one that is not JSON or not an action (garbage), or one
the rules refuse (illegal) is replaced by the hard level's move and counted in
:attr:`ProgramPlayer.faults`; a program that stops or cannot be started is
replaced by the hard level for the rest of the game. Each such event leaves a
notice (:meth:`ProgramPlayer.take_notices`) for the player to read.

The player waits on a pipe, never on the processor, so it runs as well in a
thread of the app as in a worker process: it only needs to be created and used
in the same one, and closed (:meth:`ProgramPlayer.close`) when the game ends. The
program is started at the first decision, not before: the view tells the
seat and the rules.
"""

from __future__ import annotations

import json
import os
import queue
import random
import shlex
import shutil
import subprocess
import threading
import time
from collections import Counter
from typing import IO, Any, Callable

from rummy_desktop.ai.gin_bots import gin_bot
from rummy_desktop.ai.manipulation_levels import manipulation_bot
from rummy_desktop.ai.program_level import PROGRAM_PREFIX
from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.gin import view_json as gin_json
from rummy_desktop.engine.gin.spread import spread_problem
from rummy_desktop.engine.manipulation import view_json as manipulation_json
from rummy_desktop.engine.messages import QT_TRANSLATE_NOOP, Explanation

__all__ = [
    "FAULTS",
    "PROGRAM_PREFIX",
    "PROTOCOL_VERSION",
    "TIME_LIMIT_SECONDS",
    "ProgramPlayer",
    "command_words",
    "program_problem",
]

PROTOCOL_VERSION = 1
TIME_LIMIT_SECONDS = 5.0
"""How long a program may think about one decision; it is told so in the greeting."""
FAULTS = ("late", "garbage", "illegal", "crash")
"""What :attr:`ProgramPlayer.faults` counts, each a decision the hard level played instead."""
MAX_LINE = 1_000_000
"""The longest answer read (characters); a longer line is garbage, not a reason to run out of memory."""
_CLOSE_SECONDS = 1.0

_EOF = None


def command_words(command: str) -> list[str]:
    """The program and its arguments, split as the platform's shell would; ValueError for an empty or broken line."""
    try:
        words = shlex.split(command, posix=os.name != "nt")
    except ValueError as error:
        raise ValueError(f"the command line {command!r} cannot be read: {error}") from None
    if not words:
        raise ValueError("the command line of a program player is empty")
    return words


def program_problem(command: str) -> str:
    """Why ``command`` cannot start a program (empty, unreadable, no such program), or ``""``.

    Only the program's name is checked (on the search path, or as a file): a
    program found may still fail at once, which the game then reports.
    """
    try:
        program = command_words(command)[0]
    except ValueError as error:
        return str(error)
    if shutil.which(program) is None:
        return f"no program {program!r} was found (give its full path, or a command on the search path)"
    return ""


_NOTICES = {
    "late": QT_TRANSLATE_NOOP("ProgramPlayer", "the program did not answer in {seconds} seconds"),
    "garbage": QT_TRANSLATE_NOOP("ProgramPlayer", "the program's answer is not an action: {detail}"),
    "illegal": QT_TRANSLATE_NOOP("ProgramPlayer", "the program's move breaks the rules: {detail}"),
}
_STOPPED = QT_TRANSLATE_NOOP(
    "ProgramPlayer",
    "the program stopped ({detail}); the hard computer level plays this seat for the rest of the game",
)


class ProgramPlayer:
    """One seat's program, for one game; ``game`` is manipulation, gin, oklahoma or hollywood.

    ``time_limit`` is the seconds one decision may take (the bots' ``deadline``
    is for searches and does not shorten it: the program was promised this
    much). ``start`` starts the process (tests give one that fails).
    """

    def __init__(
        self,
        game: str,
        command: str,
        time_limit: float = TIME_LIMIT_SECONDS,
        start: Callable[..., subprocess.Popen[str]] = subprocess.Popen,
    ) -> None:
        self.name = "program"
        self.game = game
        self.command = command
        self._words = command_words(command)
        self.time_limit = time_limit
        self._start = start
        self._fallback = manipulation_bot("hard") if game == "manipulation" else gin_bot("hard")
        self.faults: Counter[str] = Counter()
        self.replaced = False
        self._process: subprocess.Popen[str] | None = None
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._asked = 0
        self._notices: list[Explanation] = []

    # --- the Bot interface ------------------------------------------------------------

    def choose(self, view: Any, rng: random.Random, deadline: float | None = None) -> Any:
        """The program's action for ``view`` if it is legal in time, else the hard level's (counted)."""
        if not self.replaced:
            action = self._ask(view)
            if action is not None:
                return action
        return self._fallback.choose(view, rng, deadline)

    def take_notices(self) -> list[Explanation]:
        """What went wrong since the last call, in the player's words (to be translated), oldest first."""
        notices, self._notices = self._notices, []
        return notices

    def close(self) -> None:
        """Say goodbye and end the program: it gets a moment to exit on its own, then is killed.

        Returns at once (the window calls it when a game ends); the waiting is done on a thread of its own.
        """
        process, self._process = self._process, None
        if process is None:
            return
        try:
            self._send(process, {"type": "bye"})
            assert process.stdin is not None
            process.stdin.close()
        except OSError:
            pass
        threading.Thread(target=_end, args=(process,), daemon=True).start()

    # --- inside -------------------------------------------------------------------------

    def _ask(self, view: Any) -> Any:
        """The program's legal answer, or None after counting why there is none."""
        try:
            process = self._process or self._launch(view)
            self._asked += 1
            self._send(process, {"type": "decide", "id": self._asked, "view": self._codec.view_to_json(view)})
        except OSError as error:
            self._crashed(str(error) or type(error).__name__)
            return None
        give_up = time.monotonic() + self.time_limit
        while True:
            try:
                line = self._lines.get(timeout=max(0.0, give_up - time.monotonic()))
            except queue.Empty:
                return self._fault("late", seconds=f"{self.time_limit:g}")
            if line is _EOF:
                self._crashed(self._exit_text())
                return None
            answer = self._answer(line)
            if answer is not None:
                return self._judge(answer, view)

    @property
    def _codec(self) -> Any:
        return manipulation_json if self.game == "manipulation" else gin_json

    def _launch(self, view: Any) -> subprocess.Popen[str]:
        """Start the program and greet it: the protocol, the game, its rules, the seat, the time allowed."""
        extra: dict[str, Any] = {}
        if os.name == "nt":  # a console program started from the window must not open a console of its own
            extra["creationflags"] = getattr(subprocess, "CREATE_NO_WINDOW", 0)
        process = self._start(
            self._words, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8",
            errors="replace", bufsize=1, **extra,
        )
        self._process = process
        assert process.stdout is not None
        threading.Thread(target=self._read, args=(process.stdout,), daemon=True).start()
        players = view.num_players if self.game == "manipulation" else 2
        self._send(process, {
            "type": "hello", "protocol": PROTOCOL_VERSION, "game": self.game,
            "rules": self._codec.rules_to_json(view.rules), "seat": view.seat, "players": players,
            "time_limit_seconds": self.time_limit,
        })
        return process

    def _read(self, stream: IO[str]) -> None:
        """Every line the program writes, onto the queue; the end of its output last (on the reader's thread)."""
        try:
            while line := stream.readline(MAX_LINE):
                self._lines.put(line)
        except (OSError, ValueError):  # the pipe was closed under us by close()
            pass
        self._lines.put(_EOF)

    @staticmethod
    def _send(process: subprocess.Popen[str], message: dict[str, Any]) -> None:
        assert process.stdin is not None
        process.stdin.write(json.dumps(message, separators=(",", ":")) + "\n")
        process.stdin.flush()

    def _answer(self, line: str) -> dict[str, Any] | None:
        """The answer to the decision asked now; None for an answer to an earlier one, already given up on.

        Anything else (not JSON, no ``id``, an ``id`` never asked) is garbage.
        """
        try:
            answer = json.loads(line)
        except ValueError:
            return {"garbage": f"not JSON: {line.strip()[:80]!r}"}
        if not isinstance(answer, dict) or type(answer.get("id")) is not int:
            return {"garbage": f"an answer is an object with the decision's \"id\", not {line.strip()[:80]!r}"}
        if answer["id"] < self._asked:
            return None
        if answer["id"] > self._asked:
            return {"garbage": f"no decision {answer['id']} was asked"}
        return answer

    def _judge(self, answer: dict[str, Any], view: Any) -> Any:
        if "garbage" in answer:
            return self._fault("garbage", detail=answer["garbage"])
        action: Any
        try:
            if self.game == "manipulation":
                action = manipulation_json.action_from_json(answer.get("action"), view)
            else:
                action = gin_json.action_from_json(answer.get("action"))
        except ValueError as error:
            return self._fault("garbage", detail=str(error))
        problem = _rule_problem(action, view)
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
        self.replaced = True
        self._notices.append(Explanation(_STOPPED, detail=detail))
        self.close()

    def _exit_text(self) -> str:
        process = self._process
        code = None
        if process is not None:
            try:
                code = process.wait(_CLOSE_SECONDS)
            except subprocess.TimeoutExpired:
                pass
        return "its output ended" if code is None else f"exit code {code}"


def _end(process: subprocess.Popen[str]) -> None:
    """Wait a moment for a program told goodbye to exit, then kill it."""
    try:
        process.wait(_CLOSE_SECONDS)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def _rule_problem(action: Any, view: Any) -> str:
    """Why the rules refuse ``action`` in ``view`` (the seat to move's), or ``""`` when they allow it."""
    if isinstance(view, manipulation.ManipulationView):
        if isinstance(action, manipulation.PlayMelds):
            return " ".join(problem.message for problem in manipulation.check_turn_end(view, action.table))
        legal = manipulation.legal_actions(view)
    else:
        if isinstance(action, gin.Spread) and view.phase is gin.Phase.LAYOFF and view.knocker_spread is not None:
            return str(spread_problem(view.knocker_spread.melds, view.hand, action) or "")
        legal = list(view.legal_actions)
    return "" if action in legal else f"{type(action).__name__} is not allowed now"
