"""What Qt needs to open the window: its own command-line options, and a graphical session.

``rummy-desktop`` parses its command line strictly, and Qt's own options are not
its: :func:`split_qt_options` takes them (``-platform offscreen``, ``-style
Fusion``, ``-reverse``, also written ``--platform`` or ``-style=Fusion``) out of
the words, with the value that follows an option that takes one, for Qt.

Without a display Qt prints a few lines about plugins and aborts the process.
:func:`display_problem` looks first, without starting Qt: the platform Qt will
use (``-platform``, else ``QT_QPA_PLATFORM``, else X11 or Wayland), the
variable that names the display (``DISPLAY``, ``WAYLAND_DISPLAY``), the system
libraries Qt's X11 plugin needs (``libxcb-cursor0`` and the like, which a
minimal system lacks) and whether the X server answers, and says what is
missing in one line. A platform that needs no display (``offscreen``,
``minimal``, ``vnc``, ``eglfs``, …) or one this check does not know is left to Qt.

No Qt application is made here: the check must run before Qt could abort (only QtCore is asked
where Qt's plugins are).
"""

from __future__ import annotations

import ctypes
import sys
from pathlib import Path
from typing import Callable, Mapping, Sequence

__all__ = [
    "QT_OPTIONS_WITH_VALUE",
    "QT_FLAGS",
    "split_qt_options",
    "requested_platform",
    "display_problem",
    "debian_package",
]

QT_OPTIONS_WITH_VALUE = frozenset({
    "platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry", "qwindowicon",
    "qwindowtitle", "session", "display", "geometry", "style", "stylesheet",
})
"""Qt's options (QGuiApplication, QApplication, X11) that take the next word as their value."""
QT_FLAGS = frozenset({"reverse", "widgetcount", "nograb", "dograb", "sync"})
"""Qt's options that take no value."""
_QT_EQUALS_ONLY = frozenset({"qmljsdebugger", "fontengine", "dialogs", "darkmode"})
"""Qt's options written only as ``-name=value``."""

DISPLAYLESS_PLATFORMS = frozenset({"offscreen", "minimal", "minimalegl", "eglfs", "linuxfb", "vnc", "vkkhrdisplay"})
"""Qt platforms that draw without a window system: no display is needed."""

Loader = Callable[[str], object]
"""Loads a shared library by path or name, raising OSError when it cannot (``ctypes.CDLL``)."""


def _qt_name(word: str) -> tuple[str | None, bool]:
    """The option name a word gives Qt (``-style``, ``--style`` and ``-style=x`` all give "style"),
    and whether the value is in the word; ``(None, False)`` for a word that is not an option."""
    if not word.startswith("-") or word in ("-", "--"):
        return None, False
    name, equals, _ = word[2 if word.startswith("--") else 1:].partition("=")
    return name, bool(equals)


def split_qt_options(words: Sequence[str]) -> tuple[list[str], list[str]]:
    """``(the app's words, Qt's options)``, each in the order given; an option's value goes with it."""
    ours: list[str] = []
    qt: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        name, has_value = _qt_name(word)
        if name in QT_OPTIONS_WITH_VALUE and not has_value and index + 1 < len(words):
            qt += [word, words[index + 1]]
            index += 2
            continue
        known = (name in QT_OPTIONS_WITH_VALUE and has_value) or (name in QT_FLAGS and not has_value) or (
            name in _QT_EQUALS_ONLY and has_value)
        (qt if known else ours).append(word)
        index += 1
    return ours, qt


def requested_platform(qt_args: Sequence[str], environ: Mapping[str, str]) -> str:
    """The platforms Qt will try, as Qt reads them: ``-platform``, else ``QT_QPA_PLATFORM``, else ""
    (Qt's default). Several may be listed (``wayland;xcb``), each with options (``offscreen:fontengine=x``)."""
    for index, word in enumerate(qt_args):
        name, has_value = _qt_name(word)
        if name == "platform":
            if has_value:
                return word.partition("=")[2]
            if index + 1 < len(qt_args):
                return qt_args[index + 1]
    return environ.get("QT_QPA_PLATFORM", "")


def display_problem(qt_args: Sequence[str], environ: Mapping[str, str], *, system: str = sys.platform,
                    load: Loader = ctypes.CDLL, plugins: Path | None = None) -> str | None:
    """Why the window cannot open here, in one line for the terminal; None when it can, or when it is
    Qt's to judge (another system than Linux or BSD, a platform this check does not know).

    ``load`` loads a library (``ctypes.CDLL``) and ``plugins`` is Qt's plugin folder (found from
    PySide6 when None): tests give their own.
    """
    if not system.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return None
    names = [part.partition(":")[0].strip() for part in requested_platform(qt_args, environ).split(";")]
    names = [name for name in names if name]
    if any(name in DISPLAYLESS_PLATFORMS for name in names):
        return None
    problems: list[str] = []
    for name in names or ["xcb", "wayland"]:   # Qt's default: X11, or Wayland in a Wayland session
        if name == "xcb":
            problem = _x11_problem(environ, load, plugins)
        elif name == "wayland":
            problem = None if environ.get("WAYLAND_DISPLAY") else "WAYLAND_DISPLAY is not set"
        else:
            return None
        if problem is None:
            return None
        problems.append(problem)
    return ("rummy-desktop needs a graphical session to open its window: " + "; ".join(problems)
            + " (to play without a window: rummy-desktop simulate)")


def _x11_problem(environ: Mapping[str, str], load: Loader, plugins: Path | None) -> str | None:
    display = environ.get("DISPLAY")
    if not display:
        return "DISPLAY is not set"
    plugin = (plugins if plugins is not None else _qt_plugins()) / "platforms" / "libqxcb.so"
    if plugin.exists():
        try:
            load(str(plugin))
        except OSError as error:
            library = str(error).partition(":")[0].strip()
            if library.startswith("lib") and ".so" in library:
                return (f"Qt's X11 plugin needs the system library {library}, which is missing "
                        f"(on Debian or Ubuntu: sudo apt install {debian_package(library)})")
            return f"Qt's X11 plugin cannot be loaded ({error})"
    if not _x_server_answers(display, load):
        return f"the X server of DISPLAY={display} does not answer"
    return None


def debian_package(library: str) -> str:
    """The Debian package of a library file, by Debian's naming rule: libxcb-cursor.so.0 -> libxcb-cursor0,
    libxkbcommon-x11.so.0 -> libxkbcommon-x11-0 (a hyphen when the name ends in a digit)."""
    name, _, version = library.partition(".so")
    version = version.lstrip(".").partition(".")[0]
    if not version:
        return name.lower()
    return f"{name.lower()}{'-' if name[-1].isdigit() else ''}{version}"


def _x_server_answers(display: str, load: Loader) -> bool:
    """True when an X server answers at ``display`` (or libxcb, which Qt's plugin needs anyway, cannot
    be asked: Qt will say)."""
    try:
        xcb = load("libxcb.so.1")
        connect = getattr(xcb, "xcb_connect")
        has_error = getattr(xcb, "xcb_connection_has_error")
        disconnect = getattr(xcb, "xcb_disconnect")
    except (OSError, AttributeError):
        return True
    connect.restype = ctypes.c_void_p
    connect.argtypes = (ctypes.c_char_p, ctypes.c_void_p)
    has_error.argtypes = disconnect.argtypes = (ctypes.c_void_p,)
    connection = connect(display.encode(), None)
    try:
        return connection is not None and has_error(connection) == 0
    finally:
        if connection is not None:
            disconnect(connection)


def _qt_plugins() -> Path:
    """Qt's plugin folder (in a bundle too): asked of QtCore, which starts no application."""
    from PySide6.QtCore import QLibraryInfo

    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
