"""Every dialog fits a 1024×768 laptop screen, in every language, with nothing cut.

The room a dialog has on such a screen is less than the screen: the desktop's panel and the
window's title bar and frame take their share, so a dialog must open within 1000×700 and must
not insist on more (its minimum). Opened at that size, everything it holds has room: a layout
whose wrapped texts need more height than the window has would cut them, no label is narrower or
lower than its text, and a part that scrolls scrolls down only (nothing is hidden to the side).
The windows that remember their size (the game's, Puzzles, Review) open at it again, and first at a size that fits.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QLabel, QWidget

from every_dialog import DIALOGS, five_seats, opening_size
from main_window_helpers import instant_settings, window_for
from manipulation_positions import stand_in_factory
from rummy_desktop.controller.puzzle_supply import PuzzleSupply
from rummy_desktop.controller.review_analysis import ReviewAnalysis
from rummy_desktop.controller.settings import Settings
from rummy_desktop.ui.dialogs.rules_dialog import RulesDialog
from rummy_desktop.ui.puzzles.puzzle_window import PuzzleWindow
from rummy_desktop.ui.review.review_window import ReviewWindow
from rummy_desktop.ui.text.i18n import LANGUAGES
from shots import save_shot

LAPTOP_ROOM = QSize(1000, 700)
"""What a 1024×768 screen leaves a window: minus a desktop panel and the window's title bar and frame."""


def fits(size: QSize, room: QSize = LAPTOP_ROOM) -> bool:
    return size.width() <= room.width() and size.height() <= room.height()


def clipped_labels(dialog: QWidget) -> list[str]:
    """The texts of the labels shown smaller than their text needs (cut at the side or the bottom)."""
    clipped = []
    for label in dialog.findChildren(QLabel):
        if not label.isVisibleTo(dialog) or not label.text() or label.pixmap() is not None and not label.pixmap().isNull():
            continue
        if label.wordWrap():
            short = label.height() < label.heightForWidth(label.width())
        else:
            short = label.width() < label.minimumSizeHint().width()
        if short:
            clipped.append(label.text())
    return clipped


def scrolled_sideways(dialog: QWidget) -> list[str]:
    """The scrolling parts of ``dialog`` whose content is wider than they show, by object or class name."""
    return [area.objectName() or type(area).__name__ for area in dialog.findChildren(QAbstractScrollArea)
            if area.isVisibleTo(dialog) and area.horizontalScrollBar().maximum() > 0]


@pytest.mark.parametrize("language", list(LANGUAGES), indirect=True)
@pytest.mark.parametrize("name", list(DIALOGS))
def test_every_dialog_opens_within_a_laptop_screen_and_cuts_nothing(name, language, qtbot, tmp_path) -> None:
    dialog = DIALOGS[name](qtbot, tmp_path, language)
    opening = opening_size(dialog)
    assert fits(opening), f"{name} ({language}) opens at {opening.toTuple()}, more than {LAPTOP_ROOM.toTuple()}"
    minimum = dialog.minimumSize().expandedTo(dialog.minimumSizeHint())
    assert fits(minimum), f"{name} ({language}) needs at least {minimum.toTuple()}"
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.resize(opening)
    QApplication.processEvents()
    assert fits(dialog.size()), f"{name} ({language}) grew to {dialog.size().toTuple()}"
    layout = dialog.layout()
    assert layout is not None
    if layout.hasHeightForWidth():
        needed = layout.totalHeightForWidth(dialog.width())
        assert needed <= dialog.height(), f"{name} ({language}): {needed} px of content in {dialog.height()} px"
    assert not clipped_labels(dialog), f"{name} ({language}) cuts the labels {clipped_labels(dialog)}"
    assert not scrolled_sideways(dialog), f"{name} ({language}) scrolls sideways: {scrolled_sideways(dialog)}"
    save_shot(dialog, f"fit-{language}-{name.replace(':', '').replace(' ', '-').replace(',', '')}")


@pytest.mark.parametrize("language", list(LANGUAGES), indirect=True)
def test_the_main_window_with_five_players_can_be_as_small_as_a_laptop_screen(language, qtbot, tmp_path) -> None:
    window = window_for(qtbot, tmp_path, five_seats(), bot_factory=stand_in_factory, pause_ms=60_000, seed=2)
    minimum = window.minimumSize().expandedTo(window.minimumSizeHint())
    assert fits(minimum), f"the window ({language}) needs at least {minimum.toTuple()}"


@pytest.mark.parametrize("name", ["puzzles_window_size", "review_window_size", "rules_window_size"])
def test_a_window_that_remembers_its_size_first_opens_within_a_laptop_screen(name: str) -> None:
    assert fits(QSize(*Settings.default(name))), f"{name} is {Settings.default(name)} at first"


def test_the_game_puzzles_review_and_rules_windows_open_at_the_size_they_were_left_at(qtbot, tmp_path) -> None:
    settings = instant_settings(tmp_path)
    makers = {
        "puzzles": lambda: PuzzleWindow(PuzzleSupply(), settings=settings),
        "review": lambda: ReviewWindow([], 0, ReviewAnalysis(), settings=settings),
        "rules": lambda: RulesDialog(language="he", game="gin", settings=settings),
        "game": lambda: window_for(qtbot, tmp_path, five_seats(), bot_factory=stand_in_factory, pause_ms=60_000,
                                   seed=2, settings=settings),
    }
    for name, make in makers.items():
        window = make()
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.resize(780, 560)
        window.close()
        again = make()
        qtbot.addWidget(again)
        assert again.size().toTuple() == (780, 560), name


def test_a_size_remembered_on_a_bigger_screen_opens_within_this_one(qtbot, tmp_path) -> None:
    settings = instant_settings(tmp_path, puzzles_window_size=(5000, 4000))
    window = PuzzleWindow(PuzzleSupply(), settings=settings)
    qtbot.addWidget(window)
    screen = window.screen().availableGeometry().size()
    assert window.width() <= screen.width() and window.height() <= screen.height()
