"""``rummy-desktop --self-test``: start the real application offscreen and prove it works.

Run on every bundle (packaging/build.py --self-test, CI): it catches what only goes
wrong once frozen, such as a Qt plugin, a library, an asset or a translation
trimmed away. It opens the main window, lets computer players make a few moves
of every game through the app's own match code, and exits 0 when every check
passed, or 1 with the reason on stderr.
"""

from __future__ import annotations

import os
import sys
from typing import Callable

from PySide6.QtCore import QCollator, QCoreApplication, QEventLoop, QLocale, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QIcon, QImageReader
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from rummy_desktop.controller.manipulation_match import Seat
from rummy_desktop.resources import assets_dir
from rummy_desktop.ui.i18n import LANGUAGES, install_language, register_fonts
from rummy_desktop.ui.main_window import MainWindow

__all__ = ["run_self_test", "SelfTestFailure"]

QT_CATALOGUE_LANGUAGES = ("en", "he")
"""The app's languages for which Qt has its own catalogue (qtbase_*.qm) in the wheel."""

COLLATION_SAMPLES = {
    "en": ("a", "B"),  # ICU ignores case first; a plain comparison of code points puts "B" first
    "he": ("\u05d0", "a"),  # the Hebrew collation puts Hebrew letters before Latin ones, the root one after
    "mk": ("\u0431", "a"),  # likewise Cyrillic
    "mr": ("\u0905", "a"),  # likewise Devanagari
    "sq": ("dz", "dh"),  # Albanian "dh" is a letter of its own, after every other "d..."
}
"""For each of the app's languages, two words its own collation orders first < second and
ICU's root collation (what is left when the language's data is missing) does not. The Linux
bundle carries a trimmed ICU data library; this proves the app's languages survived."""

COMPUTER_MOVES = 6
"""Computer moves each game must see; enough for every computer seat to play twice."""

PATIENCE_MS = 60_000
"""A game that has not made its moves by then is stuck (the easy level answers at once)."""

SEED = 7


class SelfTestFailure(Exception):
    """A check that failed; the message is the reason printed on stderr."""


def check_assets() -> str:
    """Card art and the icon are found and render, through the SVG plugins."""
    cards = sorted((assets_dir() / "cards").glob("*.svg"))
    if not cards:
        raise SelfTestFailure(f"no card art (*.svg) in {assets_dir() / 'cards'}")
    broken = [card.name for card in cards if not QSvgRenderer(str(card)).isValid()]
    if broken:
        raise SelfTestFailure(f"card art does not render: {', '.join(broken)}")
    if b"svg" not in QImageReader.supportedImageFormats():
        raise SelfTestFailure("Qt's SVG image format plugin (imageformats/qsvg) is missing")
    icon = assets_dir() / "icons" / "rummy-desktop.svg"
    if QIcon(str(icon)).pixmap(64, 64).isNull():
        raise SelfTestFailure(f"the app icon {icon} does not load (iconengines/qsvgicon missing?)")
    return f"{len(cards)} card sheets and the icon render from {assets_dir()}"


def check_translations() -> str:
    """Each of the app's languages loads through the app's own i18n code: its catalogue (a
    standard button is translated), Qt's catalogue where Qt has one, right to left for
    Hebrew; and the bundled fonts register."""
    app = QCoreApplication.instance()
    assert app is not None, "run_self_test makes the application first"
    problems: list[str] = []
    try:
        for code in LANGUAGES:
            translators = install_language(app, code)
            if code in QT_CATALOGUE_LANGUAGES and len(translators) < 2:
                problems.append(f"Qt's own catalogue for {code} is missing")
            if code != "en" and QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel":
                problems.append(f"the {code} catalogue translates nothing")
            if (QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft) != (code == "he"):
                problems.append(f"{code} is laid out in the wrong direction")
        install_language(app, "en")
    except (RuntimeError, FileNotFoundError) as error:
        raise SelfTestFailure(f"translations: {error}") from error
    fonts = register_fonts()
    if not fonts:
        problems.append(f"no bundled font registers from {assets_dir() / 'fonts'}")
    if problems:
        raise SelfTestFailure(f"translations: {'; '.join(problems)}")
    return f"translations for {', '.join(LANGUAGES)} load; bundled fonts: {', '.join(fonts)}"


def check_collation() -> str:
    """Names sort the way each of the app's languages expects (ICU's locale data is there)."""
    wrong = [
        language for language, (first, second) in COLLATION_SAMPLES.items()
        if QCollator(QLocale(language)).compare(first, second) >= 0
    ]
    if wrong:
        raise SelfTestFailure(f"no collation data (ICU) for {', '.join(wrong)}")
    return f"collation data for {', '.join(COLLATION_SAMPLES)}"


def _run_until(done: Callable[[], bool], connect: Callable[[Callable[[], None]], None]) -> None:
    """Run the event loop until `done()` after one of the callbacks `connect` wires up, or PATIENCE_MS."""
    loop = QEventLoop()

    def maybe_quit() -> None:
        if done():
            loop.quit()

    connect(maybe_quit)
    QTimer.singleShot(PATIENCE_MS, loop.quit)
    loop.exec()


def check_manipulation_window() -> str:
    """The main window shows a Manipulation table and two computer players move on it, while
    the self-test plays the person's seat by pressing the window's own buttons."""
    seats = (Seat("Self-test"), Seat("Computer 1", "easy"), Seat("Computer 2", "easy"))
    window = MainWindow(seats, seed=SEED, pause_ms=0)
    match = window.match
    computer_moves: list[int] = []
    problems: list[str] = []

    def press_a_button() -> None:
        if match.is_computer_turn() or problems:
            return
        for action in (window.next_round_action, window.draw_action, window.end_turn_action):
            if action.isVisible() and action.isEnabled():
                action.trigger()
                return
        problems.append(f"the window offers no move on the player's turn ({window.turn_label.text()})")

    def wire(maybe_quit: Callable[[], None]) -> None:
        def played(seat: int, *_: object) -> None:
            if not seats[seat].is_human:
                computer_moves.append(seat)
            maybe_quit()

        def refused(seat: int, reason: str) -> None:
            problems.append(f"{seats[seat].name} tried a move the rules refuse: {reason}")
            maybe_quit()

        match.action_played.connect(played)
        match.computer_error.connect(refused)
        match.state_changed.connect(lambda _state: QTimer.singleShot(0, press_a_button))
        QTimer.singleShot(0, press_a_button)

    window.show()
    try:
        _run_until(lambda: len(computer_moves) >= COMPUTER_MOVES or bool(problems), wire)
        if not window.windowHandle() or not window.windowHandle().isExposed():
            raise SelfTestFailure("the main window was never shown")
        if window.grab().isNull():
            raise SelfTestFailure("the main window does not paint")
        if problems:
            raise SelfTestFailure(f"Manipulation: {problems[0]}")
        if len(computer_moves) < COMPUTER_MOVES:
            raise SelfTestFailure(f"Manipulation: only {len(computer_moves)} of {COMPUTER_MOVES} computer "
                                  f"moves in {PATIENCE_MS // 1000} s")
    finally:
        window.close()
    return f"the main window is shown and plays Manipulation: {len(computer_moves)} computer moves"


def check_gin_games() -> str:
    """Gin, Oklahoma and Hollywood are played through the app's own match code."""
    raise SelfTestFailure("Gin, Oklahoma and Hollywood cannot be played in the window yet: "
                          "rummy_desktop.controller has no Gin match")


CHECKS = (check_assets, check_translations, check_collation, check_manipulation_window, check_gin_games)


def _application(qt_args: list[str]) -> QApplication:
    if "-platform" not in qt_args:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    return QApplication([sys.argv[0], *qt_args])


def run_self_test(qt_args: list[str]) -> int:
    """Run every check in order; 0 if all passed, else 1 with the first failure on stderr."""
    _application(qt_args)
    try:
        for check in CHECKS:
            print(f"ok: {check()}", flush=True)
    except SelfTestFailure as failure:
        print(f"self-test failed: {failure}", file=sys.stderr)
        return 1
    print("self-test passed")
    return 0
