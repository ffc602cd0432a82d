"""The app's entry in a Linux desktop's menu: the ``.desktop`` file, its icon and the ``.rummy`` file type.

The same texts serve the Debian package (``packaging/linux_package.py`` puts them under
``/usr/share``) and ``rummy-desktop --install-desktop-entry``, which writes them into the
person's own XDG folders for an install made with pip (``--remove-desktop-entry`` takes them
away again). The names follow the app's reverse-DNS identifier, as AppStream and Wayland
compositors expect: ``org.rummydesktop.RummyDesktop.desktop`` and an icon of that name.

A desktop reads these files without the app running, so their translations live here, in
the freedesktop.org form (``Comment[he]=...``), not in the Qt catalogues; the words come
from the app's catalogues where they exist there ("Manipulation Rummy and Gin Rummy against
the computer or with friends.", the games' names, "Rummy Desktop games").
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Sequence

from rummy_desktop.resources import asset_path

__all__ = [
    "APP_ID",
    "MIME_TYPE",
    "desktop_entry",
    "mime_info",
    "exec_line",
    "installed_command",
    "data_home",
    "entry_files",
    "install_desktop_entry",
    "remove_desktop_entry",
]

APP_ID = "org.rummydesktop.RummyDesktop"
"""The reverse-DNS identifier: the macOS bundle's, the AppStream id, and the stem of the desktop file and icon."""
APP_NAME = "Rummy Desktop"
MIME_TYPE = "application/x-rummy-desktop-game"
SAVE_PATTERN = "*.rummy"
"""The saved games' extension (``rummy_desktop.ui.app_services.SAVE_SUFFIX``, not imported: that loads Qt)."""
LANGUAGES = ("he", "sq", "mr", "mk")
"""The app's languages besides English, which is the files' untranslated text."""


@dataclass(frozen=True)
class EntryTexts:
    """What a menu shows of the app in one language."""

    generic_name: str
    comment: str
    keywords: tuple[str, ...]
    """Words a menu's search finds the app by; "rummy" and "gin" stay in every language, as people type them."""
    file_type: str
    """The name of the ``.rummy`` file type, as a file manager shows it."""


TEXTS: Mapping[str, EntryTexts] = {
    "en": EntryTexts(
        "Card game", "Manipulation Rummy and Gin Rummy against the computer or with friends.",
        ("rummy", "gin", "cards", "card game", "manipulation", "Oklahoma", "Hollywood"),
        "Rummy Desktop game"),
    "he": EntryTexts(
        "משחק קלפים", "רמי מניפולציה וג׳ין רמי נגד המחשב או עם חברים.",
        ("רמי", "ג׳ין", "קלפים", "משחק קלפים", "מניפולציה", "אוקלהומה", "הוליווד", "rummy", "gin"),
        "משחק Rummy Desktop"),
    "sq": EntryTexts(
        "Lojë me letra", "Remi me manipulim dhe xhin remi kundër kompjuterit ose me shokë.",
        ("remi", "xhin", "letra", "lojë me letra", "manipulim", "Oklahoma", "Hollivud", "rummy", "gin"),
        "Lojë Rummy Desktop"),
    "mr": EntryTexts(
        "पत्त्यांचा खेळ", "मॅनिप्युलेशन रमी आणि जिन रमी, संगणकाविरुद्ध किंवा मित्रांसोबत.",
        ("रमी", "जिन", "पत्ते", "पत्त्यांचा खेळ", "मॅनिप्युलेशन", "ओक्लाहोमा", "हॉलिवूड", "rummy", "gin"),
        "Rummy Desktop खेळ"),
    "mk": EntryTexts(
        "Игра со карти", "Реми манипулација и џин реми против компјутерот или со пријатели.",
        ("реми", "џин", "карти", "игра со карти", "манипулација", "Оклахома", "Холивуд", "rummy", "gin"),
        "Игра на Rummy Desktop"),
}


def _localised(key: str, values: Mapping[str, str]) -> list[str]:
    """``key=english`` then ``key[xx]=...`` for each other language."""
    return [f"{key}={values['en']}", *(f"{key}[{language}]={values[language]}" for language in LANGUAGES)]


def _escape(value: str) -> str:
    """A desktop file's string escapes (the Desktop Entry Specification, "Possible value types")."""
    return value.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def exec_line(command: Sequence[str]) -> str:
    """The ``Exec`` value that starts ``command`` with the file opened (``%f``), quoted as the
    specification asks: an argument holding a space or a reserved character in double quotes, with
    ``"``, `````, ``$`` and ``\\`` escaped by a backslash, then the string escapes over it all."""
    reserved = set(" \t\n\"'\\><~|&;$*?#()`")

    def quoted(argument: str) -> str:
        if argument and not reserved & set(argument):
            return argument.replace("%", "%%")
        inner = "".join("\\" + c if c in '"`$\\' else c for c in argument).replace("%", "%%")
        return f'"{inner}"'

    return _escape(" ".join([*(quoted(a) for a in command), "%f"]))


def desktop_entry(command: Sequence[str]) -> str:
    """The desktop file that starts ``command`` (e.g. ``["rummy-desktop"]``) from the menu or with a saved game."""
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
        *_localised("Name", {language: APP_NAME for language in TEXTS}),
        *_localised("GenericName", {language: texts.generic_name for language, texts in TEXTS.items()}),
        *_localised("Comment", {language: texts.comment for language, texts in TEXTS.items()}),
        *_localised("Keywords", {language: ";".join(texts.keywords) + ";" for language, texts in TEXTS.items()}),
        f"Icon={APP_ID}",
        f"Exec={exec_line(command)}",
        "Terminal=false",
        "Categories=Game;CardGame;",
        f"MimeType={MIME_TYPE};",
        "StartupNotify=true",
    ]
    return "\n".join(lines) + "\n"


def _xml_text(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def mime_info() -> str:
    """The shared-mime-info definition of the ``.rummy`` file type (the saves are JSON inside)."""
    def lang(language: str) -> str:
        return "" if language == "en" else f' xml:lang="{language}"'

    comments = "\n".join(
        f"    <comment{lang(language)}>{_xml_text(texts.file_type)}</comment>" for language, texts in TEXTS.items()
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">\n'
        f'  <mime-type type="{MIME_TYPE}">\n'
        f"{comments}\n"
        '    <sub-class-of type="application/json"/>\n'
        f'    <generic-icon name="{APP_ID}"/>\n'
        f'    <glob pattern="{SAVE_PATTERN}"/>\n'
        "  </mime-type>\n"
        "</mime-info>\n"
    )


# --- the person's own menu entry (installs made with pip) ---------------------------------------


def installed_command() -> list[str]:
    """The command that starts this installation of the app: the bundle's own program when frozen,
    else the ``rummy-desktop`` script pip put beside this Python (or on PATH), else ``python -m``."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    script = Path(sys.executable).parent / "rummy-desktop"
    if script.is_file():
        return [str(script)]
    found = shutil.which("rummy-desktop")
    if found:
        return [str(Path(found).resolve())]
    return [sys.executable, "-m", "rummy_desktop"]


def data_home(environ: Mapping[str, str]) -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset or not absolute (as the XDG
    Base Directory Specification says to treat a relative one)."""
    configured = environ.get("XDG_DATA_HOME", "")
    if configured and Path(configured).is_absolute():
        return Path(configured)
    return Path(environ.get("HOME") or Path.home()) / ".local" / "share"


def entry_files(data: Path) -> dict[str, Path]:
    """Where each file of the menu entry goes under a data folder (``/usr/share`` or the person's)."""
    return {
        "desktop": data / "applications" / f"{APP_ID}.desktop",
        "icon": data / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
        "mime": data / "mime" / "packages" / f"{APP_ID}.xml",
    }


def _refresh_caches(data: Path) -> None:
    """Let the desktop see the change now: the MIME and desktop-file caches, where their tools exist
    (a desktop also picks the files up by itself, later)."""
    for tool, folder in (("update-mime-database", data / "mime"), ("update-desktop-database", data / "applications")):
        if shutil.which(tool) and folder.is_dir():
            subprocess.run([tool, str(folder)], capture_output=True, check=False)


def install_desktop_entry(command: Sequence[str], environ: Mapping[str, str] = os.environ) -> list[Path]:
    """Write the menu entry starting ``command``, its icon and the file type into the person's XDG
    data folder; the files written."""
    data = data_home(environ)
    files = entry_files(data)
    contents = {
        "desktop": desktop_entry(command).encode("utf-8"),
        "icon": asset_path("icons", "rummy-desktop.svg").read_bytes(),
        "mime": mime_info().encode("utf-8"),
    }
    for key, path in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(contents[key])
    _refresh_caches(data)
    return list(files.values())


def remove_desktop_entry(environ: Mapping[str, str] = os.environ) -> list[Path]:
    """Remove what :func:`install_desktop_entry` wrote; the files that were there and are now gone."""
    data = data_home(environ)
    removed = []
    for path in entry_files(data).values():
        if path.is_file():
            path.unlink()
            removed.append(path)
    _refresh_caches(data)
    return removed
