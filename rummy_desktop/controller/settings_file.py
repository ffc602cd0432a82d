"""The player's settings file, opened so that a bad one costs a message and nothing else.

On Linux and other Unix systems Qt keeps the settings in an INI file, which it
reads whole as soon as it is opened: a named pipe there would stop the app
before its window shows, and a 50 MB file would slow every start by seconds.
:func:`stored_settings` therefore looks at the file before Qt opens it. A file
that is not a regular file, or larger than :data:`MAX_SETTINGS_BYTES` (the app
writes at most about 20 kB), is renamed ``<name>.damaged`` and the app starts
with the default settings. A file Qt finds damaged is set aside the same way,
what Qt could still read of it kept. Either way :attr:`Settings.problem` says
so once; the window shows it in the status bar.

(Windows keeps the settings in the registry and macOS in its preferences
system: there is no file of the app's to look at, and Qt's own store is used.)
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Sequence

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

from rummy_desktop.controller.json_files import unreadable
from rummy_desktop.controller.safe_files import check_regular, set_aside
from rummy_desktop.controller.settings import MemoryStore, Settings, SettingsStore
from rummy_desktop.engine.messages import QT_TRANSLATE_NOOP, Explanation

__all__ = ["MAX_SETTINGS_BYTES", "settings_path", "open_settings_file", "stored_settings"]

MAX_SETTINGS_BYTES = 64 * 1024
"""A settings file larger than this is not the app's (tests/controller/test_settings_file.py measures the largest
the app writes); Qt reads 64 kB in a few milliseconds."""


def settings_path() -> Path | None:
    """The INI file where Qt keeps the app's settings on this system, or ``None`` (registry, macOS preferences).

    It is the path Qt itself gives a ``QSettings()`` (set the application's and
    organization's names first), worked out without opening the file.
    """
    if sys.platform in ("win32", "darwin"):
        return None
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    organization = QCoreApplication.organizationName() or "Unknown Organization"
    return Path(folder) / organization / f"{QCoreApplication.applicationName()}.conf"


def _refusal(path: Path) -> Explanation | None:
    """Why the file at ``path`` must not be given to Qt, or ``None`` when it can be (or is not there)."""
    try:
        size = check_regular(path).st_size
    except FileNotFoundError:
        return None
    except OSError as error:  # a named pipe, a device, a folder, no permission
        return unreadable(error)
    if size > MAX_SETTINGS_BYTES:
        return Explanation(
            QT_TRANSLATE_NOOP("SettingsFile", "it is {size} MB, far larger than settings ever are ({limit} kB at most)."),
            size=f"{size / 1024 / 1024:.1f}",
            limit=MAX_SETTINGS_BYTES // 1024,
        )
    return None


def open_settings_file(path: Path) -> tuple[SettingsStore, Explanation | None]:
    """The settings store over the INI file at ``path``, and what was wrong with the file if anything.

    A file Qt must not read, or one it finds damaged, is set aside first; the settings
    Qt could read of a damaged file are kept. When it cannot be set aside, the
    settings live in memory only, and saying so is the problem.
    """
    reason = _refusal(path)
    salvaged: dict[str, object] = {}
    if reason is None:
        store = QSettings(str(path), QSettings.Format.IniFormat)
        salvaged = {key: store.value(key) for key in store.allKeys()}  # reading them all finds the damage
        if store.status() == QSettings.Status.AccessError:
            return store, Explanation(_UNREADABLE, path=path)
        if store.status() != QSettings.Status.FormatError:
            return store, None
        reason = Explanation(QT_TRANSLATE_NOOP("SettingsFile", "parts of it are not settings."))
    kept = set_aside(path)
    if kept == path:  # it could not be renamed: nothing can be saved there
        return MemoryStore(path), Explanation(_KEPT_IN_PLACE, reason=reason, path=path)
    store = QSettings(str(path), QSettings.Format.IniFormat)
    for key, value in salvaged.items():
        store.setValue(key, value)
    store.sync()
    return store, Explanation(_SET_ASIDE, reason=reason, kept=kept)


_UNREADABLE = QT_TRANSLATE_NOOP(
    "SettingsFile", "Your settings file {path} could not be read: the app starts with the default settings."
)
_SET_ASIDE = QT_TRANSLATE_NOOP(
    "SettingsFile",
    "Your settings file could not be used: {reason} It was kept as {kept}; "
    "the settings it spoilt are back to their defaults.",
)
_KEPT_IN_PLACE = QT_TRANSLATE_NOOP(
    "SettingsFile",
    "Your settings file {path} could not be used: {reason} The app starts with the default settings "
    "and cannot keep a change to them until that file is removed.",
)


def stored_settings(card_backs: Sequence[str]) -> Settings:
    """The player's settings, where Qt keeps them for this app; :attr:`Settings.problem` says what was wrong."""
    path = settings_path()
    if path is None:
        return Settings(QSettings(), card_backs=card_backs)
    store, problem = open_settings_file(path)
    return Settings(store, card_backs=card_backs, problem=problem)
