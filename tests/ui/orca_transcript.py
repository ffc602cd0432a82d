"""What Orca 43 speaks while the game is played by keys: a transcript from its debug log.

Run from the repository (``/work/main/.venv/bin/python tests/ui/orca_transcript.py gin-hand``, or any
scenario of ``bridge_scenario.py``): a private desktop (:class:`bridge_desktop.Desktop`), Orca started on it
by Debian's Python with a silent speech server (``orca_logged.py``), the scenario played in the real
window; then every ``SPEECH OUTPUT`` line Orca logged while it played is printed, in order, with the
seconds since the start, and each time Orca stopped speech (:data:`INTERRUPTED`). A second argument: a
file to keep Orca's whole debug log in. ``--x-keys`` first: the keys go through the X server as a real
keyboard's (``xdotool``, which Orca sees, and stops speech at), not handed to the table by ``QTest``.
Needs Orca (``apt-get install orca``) and, for ``--x-keys``, xdotool, besides the test's tools.
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path
from tempfile import TemporaryDirectory

from bridge_desktop import HERE, KEYS_BY_X, SYSTEM_PYTHON, Desktop

SPOKEN = re.compile(r"^(\d\d):(\d\d):(\d\d\.\d+) - SPEECH OUTPUT: '(.*)'(?: ?\{.*\}| voice=\w+.*)?$")
STOPPED = re.compile(r"^(\d\d):(\d\d):(\d\d\.\d+) - DEFAULT: Interrupting presentation")
"""Orca stops speech (``presentationInterrupt``: a key pressed, a mouse button, a window left); its speech
dispatcher backend ignores ``speak``'s interrupt flag and queues what it is given (priority "message"), so
these are the only cuts."""
INTERRUPTED = "[Orca stops speech]"
MARKS = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
"""Unicode's invisible direction marks, printed as "[mark]" where Orca was given one to speak."""


def transcript(log: str) -> list[tuple[float, str]]:
    """(seconds of the day, what was spoken) for each utterance in Orca's debug log, and
    (seconds, :data:`INTERRUPTED`) where Orca stopped speech."""
    found = []
    for line in log.splitlines():
        match = SPOKEN.match(line)
        stop = STOPPED.match(line)
        if match:
            hours, minutes, seconds, text = match.groups()
        elif stop:
            (hours, minutes, seconds), text = stop.groups(), INTERRUPTED
        else:
            continue
        found.append((int(hours) * 3600 + int(minutes) * 60 + float(seconds), text))
    return found


def main(game: str, keep: str | None = None, x_keys: bool = False) -> None:
    with TemporaryDirectory(prefix="orca-transcript-") as folder:
        desktop = Desktop(Path(folder))
        if x_keys:
            desktop.env[KEYS_BY_X] = "1"
        try:
            log = Path(folder) / "orca.log"
            orca = desktop.start([SYSTEM_PYTHON, str(HERE / "orca_logged.py"), str(Path(folder) / "orca"), str(log)],
                                 desktop.env)
            deadline = time.monotonic() + 30
            while "Screen reader on" not in (log.read_text(encoding="utf-8") if log.exists() else ""):
                assert orca.poll() is None and time.monotonic() < deadline, "Orca did not start"
                time.sleep(0.2)
            desktop.play(game)
            time.sleep(1)
        finally:
            desktop.close()
        spoken = transcript(log.read_text(encoding="utf-8"))
        if keep:
            Path(keep).write_text(log.read_text(encoding="utf-8"), encoding="utf-8")
    start = spoken[0][0] if spoken else 0.0
    for at, text in spoken:
        print(f"{at - start:6.1f}  {MARKS.sub('[mark]', text)}")


if __name__ == "__main__":
    arguments = [a for a in sys.argv[1:] if a != "--x-keys"]
    main(arguments[0], arguments[1] if len(arguments) > 1 else None, x_keys="--x-keys" in sys.argv[1:])
