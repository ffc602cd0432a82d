"""The app's five languages at run time: which one to use, its translations, its fonts.

Translations are Qt Linguist catalogues: ``assets/translations/rummy_desktop_<code>.ts``
are the sources (kept current by ``python3 packaging/update_translations.py``) and the
``.qm`` beside them are what is loaded here. Hebrew is written right to left: its
catalogue translates ``QT_LAYOUT_DIRECTION`` to ``RTL``, and :func:`install_language`
sets the application's layout direction from that, so every widget layout mirrors.
The table scene is not a widget layout and must read ``QGuiApplication.layoutDirection()``.

Card notation (``7♥``, ``QS``) is the same in every language: it is what the card faces
show, and Hebrew card players write A, K, Q, J in Latin letters too. Card *names* for
screen readers ("seven of hearts") are words, so they are translated (:func:`spoken_card`).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    Qt,
    QTranslator,
)
from PySide6.QtGui import QFontDatabase, QGuiApplication

from rummy_desktop.controller.placeholders import fill
from rummy_desktop.engine.cards import Card, Face, Suit
from rummy_desktop.resources import asset_path, assets_dir

__all__ = [
    "LANGUAGES",
    "TranslationContext",
    "install_language",
    "language_locale",
    "number_locale",
    "register_fonts",
    "resolve_language",
    "rank_words",
    "spoken_card",
    "spoken_face",
    "suit_words",
]


class TranslationContext:
    """A translation context that is no class of the window, for words with plural forms.

    Subclass it under the context's name (``class TurnStatus(TranslationContext)``) and call
    ``TurnStatus.tr("%n points in hand", None, count)`` as a widget calls its ``tr``: lupdate reads
    the name before ``.tr`` as the context and the count as a message with plural forms, which it
    does not do for ``QCoreApplication.translate`` with a count that is not a literal number.
    """

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """``text`` in the current language; with ``n``, its plural form for ``n``, ``%n`` filled in."""
        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Marks ``text`` for the catalogues under ``context``; returns it untranslated (typed, unlike Qt's)."""
    return text


LANGUAGES: dict[str, str] = {
    "en": "English",
    "he": "עברית",
    "sq": "Shqip",
    "mr": "मराठी",
    "mk": "Македонски",
}
"""Language code -> the language's name in its own words (never translated)."""

_QT_LANGUAGES = {
    QLocale.Language.English: "en",
    QLocale.Language.Hebrew: "he",
    QLocale.Language.Albanian: "sq",
    QLocale.Language.Marathi: "mr",
    QLocale.Language.Macedonian: "mk",
}

_LAYOUT_DIRECTION = QT_TRANSLATE_NOOP("QGuiApplication", "QT_LAYOUT_DIRECTION")
"""The message Qt reads the layout direction from: each catalogue answers "LTR" or "RTL"."""

_QT_WIDGET_TEXTS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QMessageBox", "Show Details..."),
    QT_TRANSLATE_NOOP("QMessageBox", "Hide Details..."),
    QT_TRANSLATE_NOOP("QLineEdit", "&Undo"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Redo"),
    QT_TRANSLATE_NOOP("QLineEdit", "Cu&t"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Copy"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Paste"),
    QT_TRANSLATE_NOOP("QLineEdit", "Delete"),
    QT_TRANSLATE_NOOP("QLineEdit", "Select All"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "&Copy"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Copy &Link Location"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Select All"),
    QT_TRANSLATE_NOOP("QAbstractSpinBox", "&Select All"),
    QT_TRANSLATE_NOOP("QAbstractSpinBox", "&Step up"),
    QT_TRANSLATE_NOOP("QAbstractSpinBox", "Step &down"),
    QT_TRANSLATE_NOOP("QDockWidget", "Float"),
    QT_TRANSLATE_NOOP("QDockWidget", "Undocks and re-attaches the dock widget"),
    QT_TRANSLATE_NOOP("QDockWidget", "Close"),
    QT_TRANSLATE_NOOP("QDockWidget", "Closes the dock widget"),
)
"""Qt's own words on the widgets the app uses (standard buttons, text menus). Qt ships no
catalogue for Albanian, Marathi or Macedonian, so the app's catalogues carry these too;
listing them here is what puts them there (Qt looks them up under these contexts)."""

_RANK_NAMES = {
    1: QT_TRANSLATE_NOOP("CardNames", "ace"),
    2: QT_TRANSLATE_NOOP("CardNames", "two"),
    3: QT_TRANSLATE_NOOP("CardNames", "three"),
    4: QT_TRANSLATE_NOOP("CardNames", "four"),
    5: QT_TRANSLATE_NOOP("CardNames", "five"),
    6: QT_TRANSLATE_NOOP("CardNames", "six"),
    7: QT_TRANSLATE_NOOP("CardNames", "seven"),
    8: QT_TRANSLATE_NOOP("CardNames", "eight"),
    9: QT_TRANSLATE_NOOP("CardNames", "nine"),
    10: QT_TRANSLATE_NOOP("CardNames", "ten"),
    11: QT_TRANSLATE_NOOP("CardNames", "jack"),
    12: QT_TRANSLATE_NOOP("CardNames", "queen"),
    13: QT_TRANSLATE_NOOP("CardNames", "king"),
}
_SUIT_NAMES = {
    Suit.SPADES: QT_TRANSLATE_NOOP("CardNames", "spades"),
    Suit.HEARTS: QT_TRANSLATE_NOOP("CardNames", "hearts"),
    Suit.DIAMONDS: QT_TRANSLATE_NOOP("CardNames", "diamonds"),
    Suit.CLUBS: QT_TRANSLATE_NOOP("CardNames", "clubs"),
}

_installed: list[QTranslator] = []
_language = ["en"]
"""The code of the language installed last (one item, changed in place)."""


def resolve_language(setting: str, system_locale: QLocale | None = None) -> str:
    """The language to show: the setting itself, or for ``"system"`` the first of the
    system's preferred languages the app has (English when it has none of them)."""
    if setting in LANGUAGES:
        return setting
    if setting != "system":
        raise ValueError(f"unknown language setting {setting!r}: use 'system' or one of {', '.join(LANGUAGES)}")
    locale = system_locale if system_locale is not None else QLocale.system()
    for name in [*locale.uiLanguages(), locale.name()]:
        code = _QT_LANGUAGES.get(QLocale(name).language())
        if code is not None:
            return code
    return "en"


def language_locale() -> QLocale:
    """The locale of the language the app speaks now: for words of a date ("Monday, 7 December 2026"
    in English, in Hebrew "יום שני, 7 בדצמבר 2026"), which follow the language, not the regional format."""
    return QLocale(_language[0])


def number_locale() -> QLocale:
    """The locale numbers are written in: the regional format the system was given ("3,2" on an Albanian
    or Macedonian one, whatever language the app speaks), or, on a system given none (the C locale of a
    bare session, which writes "3.2"), the way of the language the app speaks."""
    regional = QLocale()
    return language_locale() if regional.language() == QLocale.Language.C else regional


def install_language(app: QCoreApplication, code: str) -> list[QTranslator]:
    """Show the app in language ``code`` from now on; returns the translators installed.

    The translators of an earlier call are removed first, so this also changes the
    language of a running app (widgets get a ``LanguageChange`` event to retranslate).
    Qt's own catalogue (standard buttons and dialogs) is loaded where Qt ships one (PySide6 has
    Hebrew and English, not Macedonian, Albanian or Marathi); the app's ``qt_<code>.qm`` gives the words
    of Qt's file dialog in those three (and the two labels Qt's Hebrew catalogue misses).
    Numbers keep the system's regional format, as the system's own settings separate the two
    (and a Marathi default locale would switch spin boxes, but not the scores, to Devanagari
    digits); the words of a date follow the language (:func:`language_locale`).
    """
    if code not in LANGUAGES:
        raise ValueError(f"no translations for language {code!r}: the app has {', '.join(LANGUAGES)}")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _language[0] = code
    qt_catalogue = QTranslator()
    if qt_catalogue.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        _installed.append(qt_catalogue)
    qt_words = QTranslator()   # the file dialog's words where Qt has none for this language (or misses some)
    words_file = assets_dir().joinpath("translations", f"qt_{code}.qm")
    if words_file.is_file() and qt_words.load(str(words_file)):
        _installed.append(qt_words)
    own = QTranslator()
    catalogue = asset_path("translations", f"rummy_desktop_{code}.qm")
    if not own.load(str(catalogue)):
        raise RuntimeError(f"the translation catalogue {catalogue} could not be loaded")
    _installed.append(own)  # installed last, so the app's own words win over Qt's
    for translator in _installed:
        app.installTranslator(translator)
    right_to_left = QCoreApplication.translate("QGuiApplication", _LAYOUT_DIRECTION) == "RTL"
    if isinstance(app, QGuiApplication):
        app.setLayoutDirection(Qt.LayoutDirection.RightToLeft if right_to_left else Qt.LayoutDirection.LeftToRight)
    return list(_installed)


@cache
def register_fonts() -> tuple[str, ...]:
    """Make the bundled fonts (``assets/fonts``) available; returns their family names.

    They cover Devanagari, which Linux systems often lack; Qt falls back to them for any
    text the system's fonts cannot draw. Needs a ``QGuiApplication``; runs once.
    """
    families: list[str] = []
    for path in sorted(assets_dir().joinpath("fonts").glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            families.extend(QFontDatabase.applicationFontFamilies(font_id))
    return tuple(dict.fromkeys(families))


def spoken_face(face: Face) -> str:
    """A card's name in words in the current language, e.g. "seven of hearts"."""
    #: A card in words: %1 is the rank ("seven"), %2 the suit ("hearts"). Reorder freely.
    template = QCoreApplication.translate("CardNames", "%1 of %2")
    return fill(template, rank_words(face.rank), suit_words(face.suit))


def rank_words(rank: int) -> str:
    """A rank in words in the current language ("seven")."""
    return _tr(_RANK_NAMES[rank])


def suit_words(suit: Suit) -> str:
    """A suit in words in the current language ("hearts")."""
    return _tr(_SUIT_NAMES[suit])


def spoken_card(card: Card) -> str:
    """What a screen reader says for ``card``: "seven of hearts", "joker", "joker as seven of hearts"."""
    if not card.is_joker:
        face = card.face
        assert face is not None
        return spoken_face(face)
    if card.declared is None:
        return QCoreApplication.translate("CardNames", "joker")
    #: A joker on the table and the card it stands for (%1, e.g. "seven of hearts").
    return fill(QCoreApplication.translate("CardNames", "joker as %1"), spoken_face(card.declared))


def _tr(text: str) -> str:
    return QCoreApplication.translate("CardNames", text)
