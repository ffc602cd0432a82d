"""Bring the translations up to date with the code (run: python3 packaging/update_translations.py).

1. ``lupdate`` reads every ``rummy_desktop/**/*.py`` and updates
   ``assets/translations/rummy_desktop_<code>.ts``: strings new in the code are added
   as unfinished, existing translations are kept, strings gone from the code are
   dropped. English is the source language, so its file holds only the messages with
   plural forms (``%n``), whose English wording still needs a singular and a plural.
2. ``lrelease`` compiles each ``.ts`` into the ``.qm`` beside it (the hand-written ``qt_<code>.ts`` too). The ``.qm`` files are
   committed, so a pip install or a PyInstaller bundle ships them without Qt's tools;
   ``tests/ui/test_translations.py`` checks they match their ``.ts``.

Then translate what is unfinished (Qt Linguist: ``pyside6-linguist``, or any editor)
and run this again. Both tools come with PySide6-Essentials.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import PySide6

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "assets" / "translations"
LANGUAGES = ("en", "he", "sq", "mr", "mk")
SOURCE_LANGUAGE = "en"
QT_WORDS = "qt"
"""``qt_<code>.ts``: the words of Qt's own file dialog, written by hand for the languages whose Qt
catalogue (``qtbase_<code>.qm``) PySide6 does not ship, or lacks them in (not read from the code:
only compiled here)."""


def qt_tool(name: str) -> Path:
    """Path of a Qt tool shipped in the PySide6 wheel (what ``pyside6-<name>`` runs)."""
    return Path(PySide6.__file__).resolve().parent / (f"{name}.exe" if sys.platform == "win32" else name)


def sources() -> list[str]:
    """The Python files lupdate reads, relative to the repository (stable output on any machine)."""
    return sorted(path.relative_to(ROOT).as_posix() for path in (ROOT / "rummy_desktop").rglob("*.py"))


def ts_file(code: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"rummy_desktop_{code}.ts"


def lupdate(ts: Path, code: str) -> None:
    """Create or update ``ts`` for language ``code`` from the code's strings."""
    args = [
        str(qt_tool("lupdate")), *sources(),
        "-ts", str(ts),
        "-source-language", SOURCE_LANGUAGE,
        "-target-language", code,
        "-locations", "none",  # no line numbers: the .ts changes only when the strings do
        "-no-obsolete",
        "-silent",
    ]
    if code == SOURCE_LANGUAGE:
        args.append("-pluralonly")
    subprocess.run(args, cwd=ROOT, check=True)


def lrelease(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm``."""
    subprocess.run([str(qt_tool("lrelease")), str(ts), "-qm", str(qm), "-silent"], cwd=ROOT, check=True)


def unfinished(ts: Path) -> int:
    """How many messages of ``ts`` still wait for a translation."""
    root = ET.parse(ts).getroot()
    return sum(
        1 for message in root.iter("message")
        if (translation := message.find("translation")) is not None and translation.get("type") == "unfinished"
    )


def main() -> int:
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    for code in LANGUAGES:
        ts = ts_file(code)
        lupdate(ts, code)
        lrelease(ts, ts.with_suffix(".qm"))
        print(f"{ts.relative_to(ROOT)}: {unfinished(ts)} unfinished")
    for ts in sorted(TRANSLATIONS.glob(f"{QT_WORDS}_*.ts")):
        lrelease(ts, ts.with_suffix(".qm"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
