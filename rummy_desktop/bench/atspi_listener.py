"""An AT-SPI client that keeps asking the app what it shows, as a screen reader (Orca) does.

Run by the Debian Python, which has ``pyatspi`` (``/usr/bin/python3 atspi_listener.py OUT``), on the
session bus the app uses: :mod:`session_soak` starts it beside the app under test. It registers for
focus, state, children, name and announcement events, and for each one reads the source's name,
role, states, extents and children (two levels down), as Orca does when it speaks; every second it
also walks the app's whole tree. Qt's accessibility bridge then answers queries while the app changes
its table, which is when a stale object behind an accessible would show. Every 10 s it writes its
counts (events heard, objects read, errors) to ``OUT``.

It imports nothing of the app (the app's packages are not installed for that Python), and imports
``pyatspi`` only when run: the app's own environment, which imports every module of the package in a
test, has no ``pyatspi``.
"""

from __future__ import annotations

import sys
import time
from typing import Any

EVENTS = ("focus:", "object:state-changed", "object:children-changed", "object:property-change:accessible-name",
          "object:property-change:accessible-description", "object:announcement", "window:activate")
APP_NAMES = ("rummy", "python")
"""Application names (lower case) of the app under test, as AT-SPI lists it."""
DESKTOP_COORDS = 0
"""``pyatspi.DESKTOP_COORDS``: extents on the screen, as a screen reader's highlight needs them."""


class Listener:
    """Counts what it heard and read; ``registry`` is ``pyatspi.Registry``."""

    def __init__(self, registry: Any) -> None:
        self.registry = registry
        self.counts = {"events": 0, "read": 0, "errors": 0, "walks": 0}

    def read(self, node: Any, depth: int) -> None:
        """What a screen reader reads of ``node``: name, role, states, description, extents, and its children's."""
        try:
            self.counts["read"] += 1
            node.name, node.getRoleName(), node.getState().getStates(), node.description
            node.queryComponent().getExtents(DESKTOP_COORDS)
            if depth > 0:
                for i in range(min(node.childCount, 60)):
                    child = node.getChildAtIndex(i)
                    if child is not None:
                        self.read(child, depth - 1)
        except Exception:  # noqa: BLE001 - a node going away under the query is what is being stressed
            self.counts["errors"] += 1

    def heard(self, event: Any) -> None:
        self.counts["events"] += 1
        self.read(event.source, 2)

    def walk(self) -> bool:
        """Read every application whose name looks like the app's, whole (a GLib timeout: True repeats)."""
        self.counts["walks"] += 1
        try:
            desktop = self.registry.getDesktop(0)
            for i in range(desktop.childCount):
                app = desktop.getChildAtIndex(i)
                if app is not None and any(name in (app.name or "").lower() for name in APP_NAMES):
                    self.read(app, 12)
        except Exception:  # noqa: BLE001
            self.counts["errors"] += 1
        return True

    def report(self, out: str) -> bool:
        with open(out, "w", encoding="utf-8") as file:
            file.write(" ".join(f"{key}={value}" for key, value in self.counts.items()) + f" time={time.time():.0f}\n")
        return True


def main(out: str) -> None:
    import pyatspi  # type: ignore[import-not-found]  # Debian's python3-pyatspi, not in the app's environment
    from gi.repository import GLib  # type: ignore[import-not-found]

    listener = Listener(pyatspi.Registry)
    pyatspi.Registry.registerEventListener(listener.heard, *EVENTS)
    GLib.timeout_add(1000, listener.walk)
    GLib.timeout_add(10_000, listener.report, out)
    pyatspi.Registry.start()


if __name__ == "__main__":
    main(sys.argv[1])
