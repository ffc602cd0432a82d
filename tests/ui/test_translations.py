"""The five languages: every string translated, catalogues current with the code and with
their compiled .qm, Hebrew mirrored, the system's language followed, Devanagari drawable."""

from __future__ import annotations

import importlib.util
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, Qt
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication

from manipulation_positions import position, stand_in_factory
from rummy_desktop.controller.manipulation_match import Seat
from rummy_desktop.controller.settings import LANGUAGES as SETTING_CHOICES
from rummy_desktop.controller.settings import Settings
from rummy_desktop.engine.cards import parse_card
from rummy_desktop.ui.text.i18n import LANGUAGES, install_language, register_fonts, resolve_language, spoken_card
from shots import save_shot

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("update_translations", ROOT / "packaging" / "update_translations.py")
assert _spec is not None and _spec.loader is not None
update = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(update)

SAME_IN_TRANSLATION = {"Shqip"}
"""Sources a translation may leave as they are (proper names). Sources without letters
("%1 ★", ", ") may always stay as they are."""
PLACEHOLDER = re.compile(r"%(?:n|[1-9])|\{[a-z_]+\}")
"""Qt's ``%1`` and ``%n``, and the named ``{card}`` fields of ``str.format`` templates."""

Key = tuple[str, str, str]
"""A message: context, source text, disambiguation comment."""


def messages(ts: Path) -> dict[Key, ET.Element]:
    root = ET.parse(ts).getroot()
    found = {}
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            found[(name, message.findtext("source", ""), message.findtext("comment", ""))] = message
    return found


def translations(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


@pytest.fixture
def app_language(qapp):
    """Install languages freely; English comes back after."""
    yield qapp
    install_language(qapp, "en")


def test_the_languages_are_the_five_the_settings_offer():
    assert set(LANGUAGES) == set(SETTING_CHOICES) - {"system"} == set(update.LANGUAGES)
    assert LANGUAGES["he"] == "עברית" and LANGUAGES["mr"] == "मराठी" and LANGUAGES["mk"] == "Македонски"


COUNTS = (0, 1, 2, 5, 11, 21)
"""Counts every plural message is filled with: Hebrew, Albanian and Marathi tell 1 from the rest;
Macedonian, by Qt's rule, tells apart the n that end in 1 (11 and 21 too) and those ending in 2."""

COUNT_NEVER_ONE = {
    "Reaching %1 earns %2 points; every player who did not reach %1 earns %3 for each round won.": "the game bonus, 100",
    "Reaching %1 earns %2 points. Round bonus for every player (an option of this game): every player earns %3 for "
    "each round won, those who reached %1 too.": "the game bonus, 100",
    "The game is over: You win with {points} points.": "the winner reached the target, 100 or more",
    "The game is over: {name} wins with {points} points.": "the winner reached the target, 100 or more",
    "The game is over: {names} win with {points} points.": "the winners reached the target, 100 or more",
    "You may knock only when your turn is over, with {limit} points or less in hand.": "Manipulation's limit, 5",
    "player {number} holds {points} points: knocking needs {limit} points or less": "more than the limit 5",
    "Your turn: discard a card, or knock with at most %1 deadwood.": "a limit of 2 or more (an ace upcard: gin only)",
    "it lists {count} rounds, more than any game has.": "more than any game has",
    "it keeps the moves of {count} rounds, more than any game has.": "more than any game has",
    "%1 points lost on average.": "an average written with one decimal, never a count",
    "Big mistake: %1 points lost on average.": "an average written with one decimal, never a count",
    "it holds a number with {digits} digits, far larger than the app ever writes.": "far more than 1",
    "it is nested more than {depth} levels deep, which the app never writes.": "far more than 1",
}
"""Messages with a count before a noun that never reaches 1, so they need no plural forms, and why."""


def test_every_count_that_can_be_one_has_plural_forms():
    """A count before a noun ("%1 cards") would say "1 cards": such a message uses Qt's %n and plural forms."""
    counted = re.compile(r"(%\d|\{(?!(name|names|what|where|record|number)\})\w+\}) (last |more )?"
                         r"(points?|cards?|seats?|rounds?|draws?|entries|turns?|games|deadwood|digits|levels)\b")
    found = {
        source
        for (_, source, _), message in messages(update.ts_file("he")).items()
        if message.get("numerus") != "yes" and counted.search(source)
    }
    assert found == set(COUNT_NEVER_ONE), (
        f"use %n with plural forms for: {sorted(found - set(COUNT_NEVER_ONE))}; "
        f"no longer found: {sorted(set(COUNT_NEVER_ONE) - found)}"
    )


@pytest.mark.parametrize("code", update.LANGUAGES)
def test_every_plural_message_has_a_form_for_every_count(app_language, code):
    """Filled with 0, 1, 2, 5, 11 and 21, each plural message gives one of its translated forms,
    never the untranslated source (in English: one of its own forms, singular included)."""
    install_language(app_language, code)
    plural = [
        (context, source, translations(message))
        for (context, source, _), message in messages(update.ts_file(code)).items()
        if message.get("numerus") == "yes"
    ]
    assert len(plural) >= 25
    problems = []
    for context, source, forms in plural:
        for n in COUNTS:
            text = QCoreApplication.translate(context, source, None, n)
            filled = [form.replace("%n", str(n)) for form in forms]
            if not text.strip() or text not in filled:
                problems.append(f"{context}: {source!r} with {n} gives {text!r}, none of its forms")
            elif code != update.SOURCE_LANGUAGE and text == source.replace("%n", str(n)):
                problems.append(f"{context}: {source!r} with {n} is left in English")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", update.LANGUAGES)  # English holds its plural forms
def test_every_message_is_translated_with_its_placeholders(code):
    problems = []
    for (context, source, _), message in messages(update.ts_file(code)).items():
        state = message.find("translation").get("type")  # type: ignore[union-attr]
        texts = translations(message)
        where = f"{context}: {source!r}"
        if state is not None:
            problems.append(f"{where} is {state}")
        elif not all(text.strip() for text in texts):
            problems.append(f"{where} has an empty translation")
        elif (
            code != update.SOURCE_LANGUAGE  # English's plural forms may read like the source
            and any(text == source for text in texts)
            and source not in SAME_IN_TRANSLATION
            and re.search(r"[^\W\d_]", PLACEHOLDER.sub("", source))
        ):
            problems.append(f"{where} is left in English")
        wanted = set(PLACEHOLDER.findall(source))
        for text in texts:
            used = set(PLACEHOLDER.findall(text))
            if message.get("numerus") == "yes":  # "one card" may spell the number out
                used, wanted = used | {"%n"}, wanted | {"%n"}
            if used != wanted and source != "QT_LAYOUT_DIRECTION":
                problems.append(f"{where}: {text!r} does not use the placeholders of the source")
    assert not problems, "\n".join(problems)


def test_hebrew_names_another_player_without_slash_forms():
    """"%1 נקש/ה" writes both genders with a slash; the texts use a noun instead ("נקישה של %1")."""
    slashed = [
        f"{context}: {text}"
        for (context, _, _), message in messages(update.ts_file("he")).items()
        for text in translations(message)
        if re.search(r"[\u05d0-\u05ea]/[\u05d0-\u05ea]", text)
    ]
    assert not slashed, "\n".join(slashed)


def test_hebrew_card_sequences_never_break_across_lines():
    """In a right-to-left line, "(Q-K-A)" may break after a plain hyphen: Hebrew writes U+2011 (A‑2‑3)."""
    plain = [
        f"{context}: {text}"
        for (context, _, _), message in messages(update.ts_file("he")).items()
        for text in translations(message)
        if re.search(r"(?<![\w‑])(?:[AKQJ]|10|[2-9])(?:-(?:[AKQJ]|10|[2-9])){2,}", text)
    ]
    assert not plain, "\n".join(plain)


@pytest.mark.parametrize("code", update.LANGUAGES)
def test_the_catalogues_hold_every_string_the_code_marks_for_translation(code, tmp_path):
    fresh = tmp_path / f"fresh_{code}.ts"
    update.lupdate(fresh, code)
    missing = sorted(set(messages(fresh)) - set(messages(update.ts_file(code))))
    assert not missing, (
        f"new strings in the code: run python3 packaging/update_translations.py and translate them: {missing}"
    )
    if code != update.SOURCE_LANGUAGE:
        assert len(messages(fresh)) > 100, "lupdate found too few strings: is it reading the code?"


@pytest.mark.parametrize("code", update.LANGUAGES)
def test_the_shipped_qm_is_compiled_from_the_ts(code, tmp_path):
    ts = update.ts_file(code)
    rebuilt = tmp_path / f"{code}.qm"
    update.lrelease(ts, rebuilt)
    assert rebuilt.read_bytes() == ts.with_suffix(".qm").read_bytes(), "run python3 packaging/update_translations.py"


@pytest.mark.parametrize("code", update.LANGUAGES)
def test_installing_a_language_translates_and_sets_the_direction(app_language, code):
    installed = install_language(app_language, code)
    settings = QCoreApplication.translate("SettingsDialog", "Settings")
    assert (settings == "Settings") == (code == "en")
    expected = Qt.LayoutDirection.RightToLeft if code == "he" else Qt.LayoutDirection.LeftToRight
    assert QGuiApplication.layoutDirection() == expected
    # Qt's own catalogue ships for en and he only; the app's qt_<code>.qm (the file dialog's words) serves
    # he (two labels Qt's lacks), sq, mr and mk; then the app's own catalogue.
    assert len(installed) == {"en": 2, "he": 3}.get(code, 2)


@pytest.mark.parametrize("code", [code for code in update.LANGUAGES if code != "en"])
def test_every_manipulation_level_has_its_name_and_line_in_each_language(app_language, code):
    from rummy_desktop.controller.settings import MANIPULATION_LEVELS
    from rummy_desktop.ui.dialogs.settings_dialog import level_name, level_ways

    english = {level: (level_name(level), level_ways("manipulation")[level]) for level in MANIPULATION_LEVELS}
    install_language(app_language, code)
    translated = {level: (level_name(level), level_ways("manipulation")[level]) for level in MANIPULATION_LEVELS}
    for level in MANIPULATION_LEVELS:
        name, line = translated[level]
        assert name and line and name != english[level][0] and line != english[level][1], (code, level)
    assert len({name for name, _ in translated.values()}) == len(MANIPULATION_LEVELS)  # no two levels named alike


def test_changing_the_language_replaces_the_previous_one(app_language):
    install_language(app_language, "he")
    install_language(app_language, "mk")
    assert QCoreApplication.translate("SettingsDialog", "Settings") == "Поставки"
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    with pytest.raises(ValueError, match="fr"):
        install_language(app_language, "fr")


@pytest.mark.parametrize(
    ("system", "expected"),
    [
        ("he_IL", "he"),
        ("sq_AL", "sq"),
        ("sq_MK", "sq"),
        ("mr_IN", "mr"),
        ("mk_MK", "mk"),
        ("en_GB", "en"),
        ("fr_FR", "en"),
        ("hi_IN", "en"),
    ],
)
def test_the_language_follows_the_system_unless_one_is_chosen(system, expected):
    assert resolve_language("system", QLocale(system)) == expected
    assert resolve_language("mr", QLocale(system)) == "mr"


def test_an_unknown_language_setting_is_refused():
    with pytest.raises(ValueError, match="'de'"):
        resolve_language("de", QLocale("de_DE"))


def test_the_bundled_font_draws_every_devanagari_letter_of_the_marathi_translation(qapp):
    assert "Noto Sans Devanagari" in register_fonts()
    metrics = QFontMetrics(QFont("Noto Sans Devanagari"))
    marathi = "".join(text for message in messages(update.ts_file("mr")).values() for text in translations(message))
    devanagari = {char for char in marathi if "\u0900" <= char <= "\u097f"}
    assert len(devanagari) > 30
    assert not [char for char in devanagari if not metrics.inFontUcs4(ord(char))]


def test_card_names_are_words_in_each_language(app_language):
    queen = parse_card("QS")
    joker = parse_card("JK=7H")
    assert spoken_card(parse_card("7H")) == "seven of hearts"
    assert spoken_card(joker) == "joker as seven of hearts"
    assert spoken_card(parse_card("JK")) == "joker"
    install_language(app_language, "mr")
    assert spoken_card(parse_card("7H")) == "बदाम सत्ती"
    install_language(app_language, "he")
    # Right to left, each word filled in is set in a Unicode isolate, and a sentence of values alone starts
    # with a right-to-left mark: invisible marks, not heard.
    assert spoken_card(queen) == "\u200f\u2068מלכה\u2069 \u2068עלה\u2069"


def test_hebrew_mirrors_the_windows_and_every_language_is_drawn(app_language, qtbot, tmp_path):
    from rummy_desktop.ui.main_window import MainWindow
    from rummy_desktop.ui.dialogs.new_game_dialog import NewGameDialog

    register_fonts()
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    seats = (Seat("You"), Seat("Computer 1", "easy"), Seat("Computer 2", "easy"))
    menus_from_the_right = {}
    for code in update.LANGUAGES:
        install_language(app_language, code)
        window = MainWindow(seats, bot_factory=stand_in_factory, seed=2, pause_ms=0, start_game=False)
        qtbot.addWidget(window)
        window.match.resume(position("8H KS 5D", ["5H 6H 7H"]))
        window.resize(1100, 700)
        window.show()
        qtbot.waitExposed(window)
        assert window.layoutDirection() == QGuiApplication.layoutDirection()
        bar = window.menuBar()
        first, last = (bar.actionGeometry(action) for action in (bar.actions()[0], bar.actions()[-1]))
        menus_from_the_right[code] = first.x() > last.x()
        save_shot(window, f"main_window_{code}")
        window.close()
        dialog = NewGameDialog(settings)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert (dialog.windowTitle() == "New game") == (code == "en")
        save_shot(dialog, f"new_game_{code}")
        dialog.close()
    assert menus_from_the_right == {code: code == "he" for code in update.LANGUAGES}


@pytest.mark.parametrize("code", update.LANGUAGES)
def test_the_shipped_qt_words_are_compiled_from_their_ts(code, tmp_path):
    ts = update.TRANSLATIONS / f"{update.QT_WORDS}_{code}.ts"
    if code == "en":
        assert not ts.exists()   # Qt's own words are English
        return
    rebuilt = tmp_path / f"qt_{code}.qm"
    update.lrelease(ts, rebuilt)
    assert rebuilt.read_bytes() == ts.with_suffix(".qm").read_bytes(), "run python3 packaging/update_translations.py"


@pytest.mark.parametrize("code", [code for code in update.LANGUAGES if code != "en"])
def test_qt_s_file_dialog_speaks_every_language_of_the_app(app_language, code, qtbot):
    """Qt ships no catalogue for Macedonian, Albanian and Marathi, and its Hebrew one lacks two labels:
    no label or button of the file dialog (Open and Save) is left in English."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QAbstractButton, QFileDialog, QLabel, QTreeView

    install_language(app_language, code)
    for mode in (QFileDialog.AcceptMode.AcceptOpen, QFileDialog.AcceptMode.AcceptSave):
        dialog = QFileDialog(None, "", str(Path(__file__).parent))
        qtbot.addWidget(dialog)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        dialog.setAcceptMode(mode)
        dialog.show()
        texts = [label.text() for label in dialog.findChildren(QLabel) if label.isVisibleTo(dialog)]
        texts += [button.text() or button.toolTip() for button in dialog.findChildren(QAbstractButton)
                  if button.isVisibleTo(dialog)]
        model = dialog.findChild(QTreeView).model()
        texts += [model.headerData(column, Qt.Orientation.Horizontal) for column in range(model.columnCount())]
        english = {"&Look in:", "File &name:", "Files of &type:", "&Open", "&Save", "Cancel", "Back", "Forward",
                   "Parent Directory", "Create New Folder", "List View", "Detail View", "Name", "Size", "Type",
                   "Date Modified"}
        assert [text for text in texts if text in english] == [], code
        dialog.close()
