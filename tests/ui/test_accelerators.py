"""Every menu's accelerators are unique, in every language: Alt+letter reaches exactly one item.

Each menu of the main window's menu bar (and any submenu) is opened as a player opens it, in each
language; no two of its items may share an accelerator (the letter after ``&``, whatever its case),
nor may two titles of the menu bar. The letter is one of the item's own words, in the item's script:
Hebrew and Macedonian items are underlined in their own letters, not in a Latin "(&T)" added after
the word. Marathi is the exception, as in other software written in Devanagari: a letter underlined
inside a word is drawn apart from its vowel sign ("ख ेळ" for खेळ), and most words (पाळी, दृश्य)
have no letter that stands alone, so a Latin letter follows the word in brackets ("पाळी (&T)"),
which is also the key under the finger of a player typing Marathi through a phonetic input method.
The text menus Qt shows in a text field and a number box (the new game dialog's names and player
count) and the buttons of every dialog are held to the same.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Iterable

import pytest
from PySide6.QtCore import QPoint, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel, QLineEdit, QMenu, QSpinBox, QWidget

from every_dialog import DIALOGS
from main_window_helpers import window_for
from manipulation_positions import stand_in_factory
from rummy_desktop.controller.match import Seat
from rummy_desktop.ui.text.i18n import LANGUAGES

SEATS = (Seat("You"), Seat("Computer 1", "easy"), Seat("Computer 2", "easy"))
OWN_SCRIPT = {"he", "mk"}
"""Languages whose accelerators are letters of their own (not Latin) script, inside the word."""
AFTER_THE_WORD = {"mr"}
"""Languages whose accelerator is a Latin letter in brackets after the words: "पाळी (&T)"."""


def accelerator(text: str) -> str | None:
    """The accelerator letter of a menu or button text, in lower case (None: it has none); "&&" draws an "&"."""
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def clashes(texts: Iterable[str]) -> dict[str, list[str]]:
    """The accelerators used by more than one of ``texts``, each with the texts that use it."""
    texts = list(texts)
    counts = Counter(key for key in map(accelerator, texts) if key is not None)
    return {key: [text for text in texts if accelerator(text) == key] for key, n in counts.items() if n > 1}


def misplaced(texts: Iterable[str], language: str) -> list[str]:
    """The texts whose accelerator is not written as the language writes it (see above)."""
    wrong = []
    for text in texts:
        key = accelerator(text)
        if key is None:
            continue
        after_the_word = re.search(r"\S \(&[A-Za-z]\)", text) is not None
        if language in AFTER_THE_WORD:
            right = after_the_word
        else:
            right = key.isalpha() and not after_the_word and (language not in OWN_SCRIPT or not key.isascii())
        if not right:
            wrong.append(text)
    return wrong


def opened(menu: QMenu) -> list[str]:
    """The texts of ``menu``'s items with the menu open (after its aboutToShow), the hidden ones too:
    an item hidden in one game is shown in the other."""
    menu.popup(menu.parentWidget().mapToGlobal(menu.parentWidget().rect().bottomLeft()))
    try:
        return [action.text() for action in menu.actions() if not action.isSeparator()]
    finally:
        menu.hide()


def every_menu(menus: Iterable[QMenu]) -> Iterable[tuple[str, list[str]]]:
    """(title, item texts) of each menu and, after it, of its submenus."""
    for menu in menus:
        texts = opened(menu)
        yield menu.title(), texts
        yield from every_menu(action.menu() for action in menu.actions() if action.menu() is not None)


@pytest.mark.parametrize("language", list(LANGUAGES), indirect=True)
def test_no_two_items_of_a_menu_share_an_accelerator(language, qtbot, tmp_path) -> None:
    window = window_for(qtbot, tmp_path, SEATS, bot_factory=stand_in_factory, pause_ms=60_000)
    window.show()
    bar = window.menuBar()
    titles = [action.text() for action in bar.actions()]
    assert len(titles) == 5 and clashes(titles) == {}, f"{language}: the menu bar's titles share {clashes(titles)}"
    menus = list(every_menu(action.menu() for action in bar.actions()))
    assert sum(len(texts) for _, texts in menus) >= 20   # the menus were really read, items and all
    for title, texts in menus:
        assert clashes(texts) == {}, f"{language}: in the menu {title!r} these items share a key: {clashes(texts)}"
    every_text = titles + [text for _, texts in menus for text in texts]
    assert misplaced(every_text, language) == []
    assert sum(accelerator(text) is not None for text in every_text) >= 20


@pytest.mark.parametrize("language", list(LANGUAGES), indirect=True)
def test_the_text_fields_menu_has_unique_accelerators(language, qtbot) -> None:
    field = QLineEdit("Anna")
    qtbot.addWidget(field)
    menu = field.createStandardContextMenu()
    texts = [action.text() for action in menu.actions() if not action.isSeparator()]
    assert len(texts) >= 7
    assert clashes(texts) == {}, f"{language}: {clashes(texts)}"
    assert misplaced(texts, language) == []


def spin_box_menu(qtbot) -> list[str]:
    """The items of the menu Qt opens on a right click in a number box (it builds it anew each time)."""
    box = QSpinBox()
    qtbot.addWidget(box)
    box.show()
    seen: list[str] = []

    def read_and_close() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        seen.extend(action.text() for action in menu.actions() if not action.isSeparator())
        menu.close()

    QTimer.singleShot(0, read_and_close)
    click = QPoint(5, 5)
    QApplication.sendEvent(box, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, click, box.mapToGlobal(click)))
    return seen


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "en"], indirect=True)
def test_the_number_boxs_menu_has_unique_accelerators(language, qtbot) -> None:
    """In English the words are Qt's own, and Qt gives "&Select All" and "&Step up" the same S."""
    texts = spin_box_menu(qtbot)
    assert len(texts) == 9
    assert clashes(texts) == {}, f"{language}: {clashes(texts)}"
    assert misplaced(texts, language) == []


def labelled(dialog: QWidget) -> list[str]:
    """The texts of a dialog that can carry an accelerator: buttons, group boxes and labels with a buddy."""
    texts = [button.text() for button in dialog.findChildren(QAbstractButton)]
    texts += [box.title() for box in dialog.findChildren(QGroupBox)]
    texts += [label.text() for label in dialog.findChildren(QLabel) if label.buddy() is not None]
    return texts


@pytest.mark.parametrize("language", list(LANGUAGES), indirect=True)
def test_no_two_buttons_of_a_dialog_share_an_accelerator(language, qtbot, tmp_path) -> None:
    for name, build in DIALOGS.items():
        folder = tmp_path / re.sub(r"\W+", "-", name)
        folder.mkdir()
        texts = labelled(build(qtbot, folder, language))
        assert clashes(texts) == {}, f"{language}, {name}: {clashes(texts)}"
        assert misplaced(texts, language) == []
