"""A guard against reference-count bugs in PySide6 6.12.0 on Python 3.11.

Measured on this machine (``sys.getrefcount`` before and after 100 calls):

* ``SignalInstance.emit()`` returns ``True`` without taking a reference to it:
  ``True`` loses one reference per emit from Python;
* a Python override of a C++ virtual function that returns ``None``
  (``QUndoCommand.redo``, ``QGraphicsItem.paint``, ``QWidget.resizeEvent`` ...)
  costs ``None`` one reference per call.

``True`` starts with about 600 references and ``None`` with a few thousand, so
after some hundreds of emits or repaints the interpreter deallocates one of
them and aborts ("Fatal Python error: bool_dealloc" / "none_dealloc"): in the
middle of a game, or at exit after a test run.

The guard gives ``None``, ``True`` and ``False`` a very large number of extra
references once, so they can never reach zero in this process. Extra
references to these singletons cost nothing (Python 3.12 makes them immortal
for the same reason), so the guard stays harmless once PySide is fixed.
Importing this module applies it; every Qt-aware module of the controller and
the table imports it.
"""

from __future__ import annotations

import ctypes
import sys

__all__ = ["pin_singletons"]

_EXTRA_REFERENCES = 1 << 40


def pin_singletons() -> None:
    """Make ``None``, ``True`` and ``False`` impossible to deallocate (a no-op where they are immortal)."""
    if sys.version_info >= (3, 12):
        return
    for value in (None, True, False):
        ctypes.c_ssize_t.from_address(id(value)).value += _EXTRA_REFERENCES


pin_singletons()
