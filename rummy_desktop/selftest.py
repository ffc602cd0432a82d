"""``rummy-desktop --self-test``: start the real application offscreen and prove it works.

Run on every bundle (packaging/build.py --self-test, CI): it catches what only goes
wrong once frozen, such as a Qt plugin, a library, an asset or a translation
trimmed away. It opens the main window, lets computer players make a few moves
of every game through the app's own match code, which has them think in worker
processes (the frozen executable started again as a worker: what
``multiprocessing.freeze_support()`` must get right), and exits 0 when every check
passed, or 1 with the reason on stderr.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import traceback
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import Callable, Iterator

from PySide6.QtCore import QCollator, QCoreApplication, QEventLoop, QLocale, QSettings, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QIcon, QImageReader
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from rummy_desktop.ai.bots import GAMES, Bot, make_bot
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.new_game_choice import NewGameChoice, default_rules, seat_range
from rummy_desktop.controller.settings import Settings
from rummy_desktop.controller.worker_pool import shared_pool, shutdown_shared_pool
from rummy_desktop.qt_start import requested_platform
from rummy_desktop.resources import assets_dir
from rummy_desktop.ui.table.card_theme import CardTheme
from rummy_desktop.ui.dialogs.game_result_dialog import GameResultDialog
from rummy_desktop.ui.text.i18n import LANGUAGES, install_language, register_fonts
from rummy_desktop.ui.main_window import MainWindow
from rummy_desktop.ui.dialogs.round_result_dialog import RoundResultDialog

__all__ = ["run_self_test", "SelfTestFailure"]

QT_CATALOGUE_LANGUAGES = ("en", "he")
"""The app's languages for which Qt has its own catalogue (qtbase_*.qm) in the wheel."""
QT_WORDS_LANGUAGES = ("he", "sq", "mr", "mk")
"""The app's languages with its own catalogue of Qt's file dialog words (assets/translations/qt_*.qm)."""

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
"""Computer moves each game must see: every computer seat moves at least twice."""

PATIENCE_MS = 60_000
"""A game that has not made its moves by then is stuck (the easy level answers at once)."""

SEED = 7

HELPER_PATIENCE_S = 60.0
"""Seconds a worker may take to start its second-core helper (a frozen start of the executable)."""


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
            if len(translators) < 1 + (code in QT_CATALOGUE_LANGUAGES) + (code in QT_WORDS_LANGUAGES):
                problems.append(f"Qt's own catalogue or the file dialog's words for {code} are missing")
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


def _seats(game: str) -> tuple[Seat, ...]:
    """A person and easy computer players: two of them in Manipulation, one in the Gin games."""
    computers = 2 if game == "manipulation" else seat_range(game)[0] - 1
    return (Seat("Self-test"), *(Seat(f"Computer {n}", "easy") for n in range(1, computers + 1)))


def _person_player(window: MainWindow, problems: list[str]) -> Callable[[], None]:
    """Plays the person's seat as the window's own intents do, through ``match.play``, with
    the easy computer player choosing the move."""
    match = window.match
    players: dict[str, Bot] = {}

    def move() -> None:
        seat = match.seat_to_act()
        if problems or seat is None or not match.seats[seat].is_human:
            return
        player = players.setdefault(match.game, make_bot(match.game, "easy"))
        try:
            match.play(player.choose(match.view_for(seat), random.Random(SEED), None))
        except Exception as error:  # the rules refusing the move, or the window failing on it
            problems.append(f"the person's move was refused: {error}")
    return move


def _play(window: MainWindow, game: str) -> str:
    """Deal `game` in the window and run the event loop until the computer players have made
    COMPUTER_MOVES moves, or a problem shows, or PATIENCE_MS has passed."""
    match = window.match
    computer_moves: list[int] = []
    problems: list[str] = []
    loop = QEventLoop()
    person = _person_player(window, problems)

    def played(seat: int, *_: object) -> None:
        if not match.seats[seat].is_human:
            computer_moves.append(seat)
        if len(computer_moves) >= COMPUTER_MOVES:
            loop.quit()

    def refused(seat: int, reason: str) -> None:
        problems.append(f"{match.seats[seat].name} tried a move the rules refuse: {reason}")
        loop.quit()

    def changed(_state: object) -> None:
        QTimer.singleShot(0, person)

    connections = [(match.action_played, played), (match.computer_error, refused), (match.state_changed, changed)]
    for signal, slot in connections:
        signal.connect(slot)
    try:
        window.start_game(NewGameChoice(game, _seats(game), default_rules(game), seed=SEED))
        QTimer.singleShot(0, person)
        QTimer.singleShot(PATIENCE_MS, loop.quit)
        loop.exec()
    finally:
        for signal, slot in connections:
            signal.disconnect(slot)
    if problems:
        raise SelfTestFailure(f"{game}: {problems[0]}")
    if len(computer_moves) < COMPUTER_MOVES:
        raise SelfTestFailure(f"{game}: only {len(computer_moves)} of {COMPUTER_MOVES} computer moves "
                              f"in {PATIENCE_MS // 1000} s")
    if window.game_name != game or window.view.scene() is not window.scene_for_game(game):
        raise SelfTestFailure(f"{game}: the window does not show its table")
    return f"{game} {len(computer_moves)}"


@contextmanager
def _result_dialogs_answered() -> Iterator[None]:
    """The round and game result dialogs wait for a click (``exec``); while the self-test plays,
    their ``ask`` entry points (the seam the tests use too) answer "next round" and "no new game"."""
    round_ask, game_ask = RoundResultDialog.__dict__["ask"], GameResultDialog.__dict__["ask"]
    RoundResultDialog.ask = classmethod(lambda cls, *args, **kwargs: True)  # type: ignore[method-assign, assignment]
    GameResultDialog.ask = classmethod(lambda cls, *args, **kwargs: False)  # type: ignore[method-assign, assignment]
    try:
        yield
    finally:
        RoundResultDialog.ask, GameResultDialog.ask = round_ask, game_ask  # type: ignore[method-assign]


def check_games_in_window() -> str:
    """The main window shows each game's table while computer players move on it."""
    with tempfile.TemporaryDirectory(prefix="rummy-self-test-") as folder, _result_dialogs_answered():
        settings = Settings(QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat),
                            card_backs=CardTheme.backs())
        settings.animation_speed = "instant"
        window = MainWindow(_seats(GAMES[0]), settings=settings,
                            data_dir=Path(folder), seed=SEED, pause_ms=0, start_game=False)
        window.show()
        try:
            moves = [_play(window, game) for game in GAMES]
            if not window.windowHandle() or not window.windowHandle().isExposed():
                raise SelfTestFailure("the main window was never shown")
            if window.grab().isNull():
                raise SelfTestFailure("the main window does not paint")
            workers = shared_pool().process_ids()
            if not workers or os.getpid() in workers:
                raise SelfTestFailure("the computer players did not think in a worker process")
        finally:
            window.close()
    shown_on = f"{QGuiApplication.platformName()}, style {QApplication.style().name()}"
    return (f"the main window is shown ({shown_on}); computer moves: {', '.join(moves)}, "
            f"chosen in worker process {', '.join(map(str, workers))}")


def check_second_core() -> str:
    """A worker process starts the helper the Gin expert shares its search with (on a second core)."""
    from rummy_desktop.ai.worker import second_core

    future, _ = shared_pool().submit(second_core, HELPER_PATIENCE_S)
    try:
        helper = future.result(timeout=HELPER_PATIENCE_S + 30)
    except Exception as error:  # noqa: BLE001 - whatever went wrong is the failure to report
        raise SelfTestFailure(f"a worker could not use a second core: {type(error).__name__}: {error}") from None
    if helper == 0:
        return "one core: the expert's search is not shared"
    if helper in shared_pool().process_ids() or helper == os.getpid():
        raise SelfTestFailure("the second core's helper is not a process of its own")
    return f"a worker shares the expert's search with helper process {helper}"


CHECKS = (check_assets, check_translations, check_collation, check_games_in_window, check_second_core)


def _application(qt_args: list[str]) -> QApplication:
    if not requested_platform(qt_args, {}):   # no -platform option (in any of Qt's spellings)
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    return QApplication([sys.argv[0], *qt_args])


@contextmanager
def _errors_raised() -> Iterator[list[str]]:
    """Collects the exceptions raised in slots and event handlers, which Qt survives (PySide6
    hands them to ``sys.excepthook``, which prints them) but which are bugs all the same."""
    raised: list[str] = []
    previous = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        where = traceback.extract_tb(trace)[-1] if trace else None
        place = f" ({Path(where.filename).name}:{where.lineno} in {where.name})" if where else ""
        raised.append(f"{kind.__name__}: {error}{place}")
        previous(kind, error, trace)

    sys.excepthook = hook
    try:
        yield raised
    finally:
        sys.excepthook = previous


def run_self_test(qt_args: list[str]) -> int:
    """Run every check in order; 0 if all passed, else 1 with the first failure on stderr."""
    _application(qt_args)
    try:
        with _errors_raised() as raised:
            for check in CHECKS:
                passed = check()
                if raised:
                    raise SelfTestFailure(f"the app raised {raised[0]} ({check.__name__})")
                print(f"ok: {passed}", flush=True)
    except SelfTestFailure as failure:
        print(f"self-test failed: {failure}", file=sys.stderr)
        return 1
    finally:
        shutdown_shared_pool()
    print("self-test passed")
    return 0
