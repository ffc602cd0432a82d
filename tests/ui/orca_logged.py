"""Orca with no sound, writing what it would speak to its debug log (for docs/accessibility.md's transcripts).

Run by the Debian Python that has Orca (``/usr/bin/python3 orca_logged.py PREFS_DIR LOG_FILE``) on the
session bus and X display of the app under test (``orca_transcript.py`` does it). Orca logs every
utterance as ``SPEECH OUTPUT: '…'`` before handing it to its speech server, so a silent server is enough:
speech-dispatcher with no sound card hangs Orca at its first word, and with speech turned off Orca skips
the messages (a new description, a name) altogether. So a speech server that does nothing is put in
Orca's place for one (``speechServerFactory``), given in fresh preferences in ``PREFS_DIR``; the debug
log is written line by line (Orca buffers it, and loses its end when stopped).

It imports nothing of the app (the app's packages are not installed for that Python), and imports Orca
only when run (the tests' virtual environment has none).
"""

from __future__ import annotations

import builtins
import json
import runpy
import sys
import types
from pathlib import Path
from typing import Any

SILENT = "rummy_silent_speech"
"""The module name Orca is told to take its speech server from."""


def preferences(prefs: Path) -> None:
    """Orca's preferences: the default profile, speech on through the silent server."""
    prefs.mkdir(parents=True, exist_ok=True)
    general = {"enableSpeech": True, "speechServerFactory": SILENT, "speechServerInfo": None,
               "activeProfile": ["Default", "default"], "startingProfile": ["Default", "default"]}
    settings = {"general": general, "pronunciations": {}, "keybindings": {},
                "profiles": {"default": {"profile": ["Default", "default"], "enableSpeech": True,
                                         "speechServerFactory": SILENT, "pronunciations": {}, "keybindings": {}}}}
    (prefs / "user-settings.conf").write_text(json.dumps(settings), encoding="utf-8")


def silent_server_module() -> types.ModuleType:
    """A speech server factory module that Orca accepts and that says nothing."""
    from orca import speechserver  # type: ignore[import-not-found]  # Debian's orca, not in the app's environment

    class SpeechServer(speechserver.SpeechServer):  # type: ignore[misc]
        _one: Any = None

        @staticmethod
        def getFactoryName() -> str:  # noqa: N802 - Orca's name
            return "silent"

        @staticmethod
        def getSpeechServers() -> list[Any]:  # noqa: N802
            return [SpeechServer.getSpeechServer()]

        @staticmethod
        def getSpeechServer(info: Any = None) -> Any:  # noqa: N802
            if SpeechServer._one is None:
                SpeechServer._one = SpeechServer()
            return SpeechServer._one

        @staticmethod
        def shutdownActiveServers() -> None:  # noqa: N802
            SpeechServer._one = None

        def getInfo(self) -> list[str]:  # noqa: N802
            return ["silent", "silent"]

        def getVoiceFamilies(self) -> list[Any]:  # noqa: N802
            return []

    module = types.ModuleType(SILENT)
    module.SpeechServer = SpeechServer  # type: ignore[attr-defined]
    return module


def main(prefs: str, log: str) -> None:
    preferences(Path(prefs))
    sys.modules[SILENT] = silent_server_module()
    opened = builtins.open

    def line_buffered(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if mode == "w" and str(file) == log:
            return opened(file, mode, buffering=1, encoding="utf-8")
        return opened(file, mode, *args, **kwargs)

    builtins.open = line_buffered
    sys.argv = ["/usr/bin/orca", "-u", prefs, "--debug-file", log, "-r"]
    runpy.run_path("/usr/bin/orca", run_name="__main__")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
