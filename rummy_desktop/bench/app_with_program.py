"""An app in miniature for the tests and the benchmark: seat a program, play one decision, then end as asked.

``python app_with_program.py MODE PIDFILE ENDING``: MODE is a mode of
hostile_programs.py; ENDING is ``exit`` (the game ends and the app exits at
once, well within the goodbye's grace second) or ``kill`` (the app is killed
and runs no code of its own at all).
"""

from __future__ import annotations

import os
import random
import shlex
import signal
import sys
from pathlib import Path

from rummy_desktop.ai.program_player import ProgramPlayer
from rummy_desktop.engine import gin

HOSTILE = Path(__file__).with_name("hostile_programs.py")


def main(mode: str, pidfile: str, ending: str) -> None:
    command = f"{shlex.quote(sys.executable)} {shlex.quote(str(HOSTILE))} {mode} {shlex.quote(pidfile)}"
    player = ProgramPlayer("gin", command)
    state = gin.new_game(random.Random(4), gin.GinRules())
    player.choose(gin.view_for(state, state.current), random.Random(1))
    print("played", flush=True)
    if ending == "kill":
        os.kill(os.getpid(), signal.SIGKILL)
    player.close()


if __name__ == "__main__":
    main(*sys.argv[1:])
