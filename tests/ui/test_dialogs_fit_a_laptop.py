"""Every dialog fits a 1024×768 laptop screen, in every language, with nothing cut.

The room a dialog has on such a screen is less than the screen: the desktop's panel and the
window's title bar and frame take their share, so a dialog must open within 1000×700 and must
not insist on more (its minimum). Opened at that size, everything it holds has room: a layout
whose wrapped texts need more height than the window has would cut them.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from every_dialog import DIALOGS, five_seats, opening_size
from main_window_helpers import window_for
from manipulation_positions import stand_in_factory
from rummy_desktop.ui.text.i18n import LANGUAGES
from shots import save_shot

LAPTOP_ROOM = QSize(1000, 700)
"""What a 1024×768 screen leaves a window: minus a desktop panel and the window's title bar and frame."""


def fits(size: QSize, room: QSize = LAPTOP_ROOM) -> bool:
    return size.width() <= room.width() and size.height() <= room.height()


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
    save_shot(dialog, f"fit-{language}-{name.replace(':', '').replace(' ', '-').replace(',', '')}")


@pytest.mark.parametrize("language", list(LANGUAGES), indirect=True)
def test_the_main_window_with_five_players_can_be_as_small_as_a_laptop_screen(language, qtbot, tmp_path) -> None:
    window = window_for(qtbot, tmp_path, five_seats(), bot_factory=stand_in_factory, pause_ms=60_000, seed=2)
    minimum = window.minimumSize().expandedTo(window.minimumSizeHint())
    assert fits(minimum), f"the window ({language}) needs at least {minimum.toTuple()}"
