"""Records what Orca 43 would speak of an app, from the real AT-SPI events (run by Debian's /usr/bin/python3).

``/usr/bin/python3 atspi_recorder.py OUT.jsonl``: registers for the events a screen reader listens to, on
the session bus of its environment, and appends one JSON line per event it would speak, as Orca 43's
default script decides (``orca/scripts/default.py``, Debian 12):

- ``focus``: an object got the focus (``focus:``, or ``object:state-changed:focused`` turned on); Orca says
  its name. The object becomes the *locus of focus*;
- ``described``: the description of the object that just got the focus, which Orca says after its name in
  the same breath (read when the event is handled, as Orca reads it);
- ``said``: a new, non-empty description of the locus of focus (``onDescriptionChanged``: Orca says the
  text; a description of any other object is not spoken);
- ``named``: a new name of the locus of focus (``onNameChanged``);
- ``announced``: an ``object:announcement`` (Orca 43 does not listen for it; newer Orca says it).

Each line has the time (``time.time()``), the kind, the source's role and name, and the text. A first
line ``{"kind": "ready"}`` says the listeners are registered. It imports ``pyatspi`` when run: the test
environment (a virtual environment) has none; the test runs this file with the system's Python.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any


def main(out: str) -> None:
    import pyatspi  # type: ignore[import-not-found]  # Debian's python3-pyatspi

    file = open(out, "a", encoding="utf-8", buffering=1)
    locus: list[Any] = [None]

    def write(kind: str, source: Any, text: str) -> None:
        try:
            role, name = source.getRoleName(), source.name
        except Exception:  # noqa: BLE001 - the object may be gone by now; what was said is still in the event
            role, name = "", ""
        file.write(json.dumps({"t": time.time(), "kind": kind, "role": role, "name": name, "text": text}) + "\n")

    def heard(event: Any) -> None:
        source = event.source
        if event.type.startswith("focus:") or (event.type.startswith("object:state-changed:focused") and event.detail1):
            if locus[0] is None or locus[0] != source:
                locus[0] = source
                write("focus", source, source.name)
                if source.description:   # Orca says it after the name, in the same breath
                    write("described", source, source.description)
        elif event.type.startswith("object:property-change:accessible-description"):
            if event.any_data and locus[0] is not None and source == locus[0]:
                write("said", source, str(event.any_data))
        elif event.type.startswith("object:property-change:accessible-name"):
            if event.any_data and locus[0] is not None and source == locus[0]:
                write("named", source, str(event.any_data))
        elif event.type.startswith("object:announcement"):
            write("announced", source, str(event.any_data))

    pyatspi.Registry.registerEventListener(
        heard, "focus:", "object:state-changed:focused", "object:property-change:accessible-description",
        "object:property-change:accessible-name", "object:announcement")
    file.write(json.dumps({"t": time.time(), "kind": "ready"}) + "\n")
    pyatspi.Registry.start()


if __name__ == "__main__":
    main(sys.argv[1])
