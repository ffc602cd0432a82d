"""Right to left (Hebrew), a sign stays with its number: "+25", "45%", "#2", "+25 = 140", as drawn.

Each value filled into a Hebrew sentence sits in a Unicode isolate; alone in one, a number has
no direction and its sign would drift to the other side ("25+", "%45", "2#"). The sign the text
writes against a placeholder goes into the isolate with the value (controller/placeholders).
These tests lay the texts out as Qt draws them in a right-to-left line and read them from left
to right; the screenshots (set RUMMY_SHOTS_DIR) show the same in the dialogs.
"""

from __future__ import annotations

import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFont, QTextLayout, QTextOption
from pytestqt.qtbot import QtBot

from finished_games import GIN_NAMES, gin_undercut, hollywood_mid_match
from rummy_desktop.controller.explain import explain
from rummy_desktop.controller.statistics import Statistics, record_game
from rummy_desktop.engine.messages import QT_TRANSLATE_NOOP, Explanation
from rummy_desktop.ui.dialogs.round_result_dialog import RoundResultDialog, bonus_text
from rummy_desktop.ui.dialogs.statistics_dialog import StatisticsDialog, format_value
from rummy_desktop.ui.score_sheet import ScoreSheet
from rummy_desktop.ui.text.i18n import install_language
from shots import save_shot


@pytest.fixture
def hebrew(qapp) -> Iterator[None]:
    """The app in Hebrew, numbers written the English way (the test reads digits), English again after."""
    before = QLocale()
    QLocale.setDefault(QLocale("en"))
    install_language(qapp, "he")
    yield
    install_language(qapp, "en")
    QLocale.setDefault(before)


def drawn(text: str, direction: Qt.LayoutDirection = Qt.LayoutDirection.LayoutDirectionAuto) -> str:
    """``text`` as Qt draws it on a line, read from left to right (its characters found by their glyphs,
    placed as Qt placed them), runs of spaces as one. The line takes its direction from the text, as a
    label does; or ``direction``."""
    layout = QTextLayout(text, QFont())
    option = QTextOption()
    option.setTextDirection(direction)
    layout.setTextOption(option)
    layout.beginLayout()
    layout.createLine().setLineWidth(100_000)
    layout.endLayout()
    shown = {char for char in text if unicodedata.category(char) != "Cf"}  # not the invisible isolate marks
    placed = []
    wanted = QTextLayout.GlyphRunRetrievalFlag.RetrieveGlyphIndexes | QTextLayout.GlyphRunRetrievalFlag.RetrieveGlyphPositions
    for run in layout.glyphRuns(-1, -1, wanted):
        font = run.rawFont()  # a run may come from a fallback font (Hebrew letters)
        glyphs = {}
        for char in shown:
            found = font.glyphIndexesForString(char)
            if len(found) == 1 and found[0]:
                glyphs.setdefault(found[0], char)
        placed += [(position.x(), glyphs[glyph]) for glyph, position in zip(run.glyphIndexes(), run.positions())
                   if glyph in glyphs]
    return " ".join("".join(char for _, char in sorted(placed)).split())


def test_the_reading_helper_sees_what_a_bare_isolate_does() -> None:
    """The defects these tests guard against, shown with the helper itself: in a right-to-left line an
    isolated bare number leaves its sign to the sentence, while a sign isolated with its number keeps its
    place; and a line of isolated values alone goes left to right unless a mark says otherwise."""
    right_to_left = Qt.LayoutDirection.RightToLeft
    assert drawn("\u206845\u2069%", right_to_left) == "%45"
    assert drawn("\u206845%\u2069", right_to_left) == "45%"
    assert drawn("בונוס \u2068+25\u2069").startswith("+25 ")
    assert drawn("\u2068בונוס\u2069 \u2068+25\u2069").endswith(" +25")
    assert drawn("\u200f\u2068בונוס\u2069 \u2068+25\u2069").startswith("+25 ")


def test_a_percentage_keeps_its_percent_sign(qtbot: QtBot, hebrew) -> None:
    stats = Statistics()
    for won in (True, False, True, True):
        stats = record_game(stats, "gin", "hard", won=won, score=120)
    dialog = StatisticsDialog(stats, ["You", "Ada"], [[10, 0]])
    qtbot.addWidget(dialog)
    text = format_value(next(iter(stats.records.values())), "win_percent")
    assert "75%" in drawn(text) and "%75" not in drawn(text)
    dialog.show()
    qtbot.waitExposed(dialog)
    save_shot(dialog, "statistics-right-to-left")


def test_a_bonus_keeps_its_plus_sign(qtbot: QtBot, hebrew) -> None:
    text = bonus_text("undercut", 10)
    assert drawn(text).startswith("+10 "), "the bonus, read right to left: the word, then +10"
    dialog = RoundResultDialog(gin_undercut(), GIN_NAMES)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    save_shot(dialog, "round-result-right-to-left")


def test_a_score_sheet_entry_reads_as_its_sum(qtbot: QtBot, hebrew) -> None:
    state, rounds = hollywood_mid_match()
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.show_state(state, GIN_NAMES, rounds)
    _, _, points, total = sheet.data.rounds[0].entries[0]
    cell = next(label.text() for label in sheet.cells.values() if f"+{points}" in label.text())
    assert f"+{points} = {total}" in drawn(cell)
    sheet.resize(sheet.sizeHint())
    sheet.show()
    qtbot.waitExposed(sheet)
    save_shot(sheet, "score-sheet-right-to-left")


def test_a_marked_copy_keeps_its_number_sign(hebrew) -> None:
    reason = Explanation(QT_TRANSLATE_NOOP("SavedGame", "the same {card} (marked #{copy}) is in the game twice"),
                         card="8♠", copy=2)
    assert "#2" in drawn(explain(reason)) and "2#" not in drawn(explain(reason))
    assert "8♠" in drawn(explain(reason))


def test_a_menu_path_points_the_way_the_menus_open() -> None:
    """Right to left the menus open leftwards: "משחק ◂ משחק חדש", not ▸ (pointing back at the menu bar)."""
    root = ET.parse(Path(__file__).resolve().parents[2] / "assets" / "translations" / "rummy_desktop_he.ts").getroot()
    paths = [(message.findtext("source", ""), message.findtext("translation", ""))
             for message in root.iter("message") if "▸" in message.findtext("source", "")]
    assert len(paths) >= 3
    assert [text for _, text in paths if "▸" in text or "◂" not in text] == []
