"""The Settings dialog: edits a :class:`Settings` when the player presses OK, not before.

Languages are listed by their own names (English, עברית, Shqip, मराठी,
Македонски), so a player who cannot read the current language still finds
their own. Card backs are shown as small pictures of the backs themselves.
"""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QIcon, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.controller.new_game_choice import levels_for
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.controller.settings import (
    ANIMATION_SPEEDS,
    CARD_SIZE_RANGE,
    GAMES,
    LANGUAGES,
    MAX_OPPONENTS,
    Settings,
)
from rummy_desktop.ui.assist.names_in_words import names_in_words
from rummy_desktop.ui.table.card_theme import CardTheme

__all__ = [
    "FALLBACK_LEVEL", "SettingsDialog", "LANGUAGE_NAMES", "add_level", "breakable", "game_names", "level_guide", "level_name",
    "level_ways", "wrap_within",
]

LANGUAGE_NAMES = {"en": "English", "he": "עברית", "sq": "Shqip", "mr": "मराठी", "mk": "Македонски"}
"""Each language in its own words; never translated."""

_TWO_PLAYER_GAMES = ("gin", "oklahoma", "hollywood")
FALLBACK_LEVEL = "medium"
"""The level a level box shows when it holds no opponent yet, or its level is not the game's."""
_BACK_ICON_WIDTH = 28


def game_names() -> dict[str, str]:
    """Each game's name for players, in the order of the game menu."""
    translate = QCoreApplication.translate
    names = {
        "manipulation": translate("SettingsDialog", "Manipulation Rummy"),
        "gin": translate("SettingsDialog", "Gin Rummy"),
        "oklahoma": translate("SettingsDialog", "Oklahoma Gin"),
        "hollywood": translate("SettingsDialog", "Hollywood Gin"),
    }
    return {game: names[game] for game in GAMES}


def level_name(level: str) -> str:
    """A computer level's name for players."""
    translate = QCoreApplication.translate
    names = {"beginner": translate("SettingsDialog", "Beginner"), "easy": translate("SettingsDialog", "Easy"),
             "medium": translate("SettingsDialog", "Medium"), "skilled": translate("SettingsDialog", "Skilled"),
             "advanced": translate("SettingsDialog", "Advanced"),
             "hard": translate("SettingsDialog", "Hard"),
             "expert": translate("SettingsDialog", "Expert"), "simple": translate("SettingsDialog", "Simple")}
    return names.get(level, level.capitalize())


def level_ways(game: str) -> dict[str, str]:
    """One line per level of ``game`` on how it plays, for players (docs/strength.md measures the levels)."""
    return _manipulation_ways() if game == "manipulation" else _gin_ways()


def _manipulation_ways() -> dict[str, str]:
    translate = QCoreApplication.translate
    return {
        "beginner": translate("SettingsDialog", "Plays melds from its hand and adds cards to the ends of sequences "
                                                "and to groups; never takes a meld apart."),
        "easy": translate("SettingsDialog", "Also takes one meld on the table apart when that lets it play more cards, "
                                            "but sometimes overlooks such a play."),
        "medium": translate("SettingsDialog", "Takes one or two melds apart to fit its cards in, but often overlooks "
                                              "a play that needs two."),
        "skilled": translate("SettingsDialog", "Takes one or two melds apart to fit its cards in, and never "
                                               "overlooks such a play."),
        "advanced": translate("SettingsDialog", "Takes up to three melds apart at once to fit its cards in."),
        "hard": translate("SettingsDialog", "Rebuilds the whole table to play the most points, but often overlooks "
                                            "a play that takes four or more melds apart; knocks when the odds say "
                                            "the knock wins."),
        "expert": translate("SettingsDialog", "Never overlooks a play, and thinks ahead: it may draw another card "
                                              "rather than meld when the next card could take its whole hand out, "
                                              "and in a two-player game it keeps back a card that could let its "
                                              "opponent go out."),
    }


def _gin_ways() -> dict[str, str]:
    """Gin, Oklahoma and Hollywood share their levels and lines."""
    translate = QCoreApplication.translate
    return {
        "easy": translate("SettingsDialog", "Takes only cards that make melds and knocks as soon as it can, but "
                                            "often throws away the wrong card."),
        "simple": translate("SettingsDialog", "Takes only cards that make melds, keeps its deadwood as low as "
                                              "possible, and knocks as soon as it can."),
        "medium": translate("SettingsDialog", "Plays like Simple, but when two discards are equal it keeps the hand "
                                              "with the better chances."),
        "hard": translate("SettingsDialog", "Watches the discard pile and what you pick up, avoids giving you cards "
                                            "you need, and knocks only when it expects the knock to pay."),
        "expert": translate("SettingsDialog", "Plays like Hard and thinks ahead whenever it could knock, weighing "
                                              "the knock against waiting for gin; about as strong as Hard."),
    }


def add_level(box: QComboBox, text: str, game: str, level: str) -> None:
    """Add ``level`` of ``game`` to a level box as ``text``, with its line on how it plays as the tooltip."""
    box.addItem(text, level)
    box.setItemData(box.count() - 1, level_ways(game)[level], Qt.ItemDataRole.ToolTipRole)


def wrap_within(label: QLabel) -> None:
    """Word-wrap ``label`` so that right-to-left lines stay inside it.

    Right to left, Qt sets a wrapped line against the right edge together with the space it broke
    at, so the line's start lands up to a space's width past the label's left edge and is cut
    off: a left margin one space wide keeps it in view. Left to right that space falls past the
    right end, unseen.
    """
    label.setWordWrap(True)
    if label.isRightToLeft():
        label.setContentsMargins(label.fontMetrics().horizontalAdvance(" "), 0, 0, 0)


def breakable(text: str, label: QLabel) -> str:
    """``text`` as the word-wrapped ``label`` should show it.

    Right to left, Qt keeps the space a line was broken at on the line's right, where the line
    starts, so every wrapped line but a paragraph's last starts a space's width in from the others.
    Each space becomes a no-break space followed by a zero-width space: the line breaks after the
    space instead, which then ends the line on the left, unseen. Left to right, ``text`` as it is.
    """
    return text.replace(" ", "\u00a0\u200b") if label.isRightToLeft() else text


def level_guide(game: str) -> str:
    """The game's levels in order, weakest first, one line each on how they play."""
    ways = level_ways(game)
    return "\n".join(fill(QCoreApplication.translate("SettingsDialog", "%1: %2"), level_name(level), ways[level])
                     for level in levels_for(game))


class SettingsDialog(QDialog):
    """Every setting in one dialog; OK writes them, Cancel forgets, Restore Defaults fills in the defaults."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self._settings = settings

        self.animation_speed = QComboBox()
        speeds = {
            "slow": self.tr("Slow"),
            "normal": self.tr("Normal"),
            "fast": self.tr("Fast"),
            "instant": self.tr("Instant (no animation)"),
        }
        for speed in ANIMATION_SPEEDS:
            self.animation_speed.addItem(speeds[speed], speed)

        self.card_size = QSpinBox()
        self.card_size.setRange(*CARD_SIZE_RANGE)
        self.card_size.setSingleStep(10)
        #: After the card size, a percentage ("120 %"): the space and the sign as your language writes them.
        self.card_size.setSuffix(self.tr(" %"))
        self.four_colour = QCheckBox(self.tr("Four-colour deck (♦ blue, ♣ green)"))
        self.card_back = QComboBox()
        self.card_back.setIconSize(QSize(_BACK_ICON_WIDTH, CardTheme.height_for(_BACK_ICON_WIDTH)))
        backs = {"blue": self.tr("Blue"), "red": self.tr("Red"), "green": self.tr("Green")}
        for back in settings.card_backs:
            icon = QIcon(CardTheme(back=back).pixmap(None, _BACK_ICON_WIDTH, self.devicePixelRatioF()))
            self.card_back.addItem(icon, backs.get(back, back.capitalize()), back)

        self.confirm_end_turn = QCheckBox(self.tr("Ask before ending a turn"))
        self.confirm_knock = QCheckBox(self.tr("Ask before knocking"))
        self.announce_moves = QCheckBox(self.tr("Tell screen readers the computers' moves and whose turn it is"))

        self.language = QComboBox()
        self.language.addItem(self.tr("Same as the system"), "system")
        for code in LANGUAGES:
            if code != "system":
                self.language.addItem(LANGUAGE_NAMES[code], code)

        self.default_game = QComboBox()
        for game, name in game_names().items():
            self.default_game.addItem(name, game)
        self.opponent_count = QSpinBox()
        self.opponent_count.setRange(1, MAX_OPPONENTS)
        self.opponent_levels: list[QComboBox] = []
        for number in range(1, MAX_OPPONENTS + 1):
            box = QComboBox()
            box.setAccessibleName(fill(self.tr("Level of opponent %1"), number))
            self.opponent_levels.append(box)
        self.level_guide = _WrappedLabel()
        # Wider than the form alone would make it, so that the seven Manipulation lines, wrapped, leave the
        # dialog within a laptop screen's height in every language.
        self.level_guide.setMinimumWidth(self.level_guide.fontMetrics().horizontalAdvance("M") * 72)
        self.level_guide.setAccessibleName(self.tr("How the computer levels play"))

        cards = QGroupBox(self.tr("Cards"))
        cards_form = QFormLayout(cards)
        cards_form.addRow(self.tr("Card size:"), self.card_size)
        cards_form.addRow(self.tr("Card back:"), self.card_back)
        cards_form.addRow(self.four_colour)
        cards_form.addRow(self.tr("Animation speed:"), self.animation_speed)

        play = QGroupBox(self.tr("Playing"))
        play_form = QFormLayout(play)
        play_form.addRow(self.confirm_end_turn)
        play_form.addRow(self.confirm_knock)
        play_form.addRow(self.announce_moves)
        play_form.addRow(self.tr("Language:"), self.language)

        new_game = QGroupBox(self.tr("New games"))
        new_form = QFormLayout(new_game)
        new_form.addRow(self.tr("Game:"), self.default_game)
        new_form.addRow(self.tr("Computer opponents:"), self.opponent_count)
        levels_row = QHBoxLayout()
        for box in self.opponent_levels:
            levels_row.addWidget(box)
        levels_row.addStretch(1)
        new_form.addRow(self.tr("Their levels:"), levels_row)
        new_form.addRow(self.level_guide)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._clicked)

        layout = QVBoxLayout(self)
        layout.addWidget(cards)
        layout.addWidget(play)
        layout.addWidget(new_game)
        layout.addWidget(self.buttons)

        self.default_game.currentIndexChanged.connect(self._game_changed)
        self.opponent_count.valueChanged.connect(self._show_level_boxes)
        self.show_values({name: getattr(settings, name) for name in Settings.names()})
        names_in_words(self)   # for screen readers: "diamonds blue", not "black diamond suit blue"

    def show_values(self, values: Mapping[str, Any]) -> None:
        """Put ``values`` (setting name to value) in the widgets."""
        _select(self.animation_speed, values["animation_speed"])
        self.card_size.setValue(values["card_size"])
        self.four_colour.setChecked(values["four_colour"])
        _select(self.card_back, values["card_back"])
        self.confirm_end_turn.setChecked(values["confirm_end_turn"])
        self.confirm_knock.setChecked(values["confirm_knock"])
        self.announce_moves.setChecked(values["announce_moves"])
        _select(self.language, values["language"])
        _select(self.default_game, values["default_game"])
        self._game_changed()
        opponents = values["default_opponents"]
        self.opponent_count.setValue(len(opponents))
        for box, level in zip(self.opponent_levels, opponents):
            _select(box, level)
        self._match_opponents_to_game()

    def chosen_values(self) -> dict[str, Any]:
        """The values in the widgets, by setting name (the last new-game choices and the last program's
        command line are the New game dialog's, not edited here)."""
        return {
            "animation_speed": self.animation_speed.currentData(),
            "card_size": self.card_size.value(),
            "four_colour": self.four_colour.isChecked(),
            "card_back": self.card_back.currentData(),
            "confirm_end_turn": self.confirm_end_turn.isChecked(),
            "confirm_knock": self.confirm_knock.isChecked(),
            "announce_moves": self.announce_moves.isChecked(),
            "language": self.language.currentData(),
            "default_game": self.default_game.currentData(),
            "default_opponents": tuple(box.currentData() for box in self.opponent_levels[: self.opponent_count.value()]),
        }

    def accept(self) -> None:
        for name, value in self.chosen_values().items():
            setattr(self._settings, name, value)
        super().accept()

    @staticmethod
    def edit(settings: Settings, parent: QWidget | None = None) -> bool:
        """Show the dialog and wait; True when the player pressed OK (tests replace this)."""
        return SettingsDialog(settings, parent).exec() == QDialog.DialogCode.Accepted

    def _clicked(self, button: QAbstractButton) -> None:
        if self.buttons.buttonRole(button) == QDialogButtonBox.ButtonRole.ResetRole:
            self.show_values({name: self._settings.default(name) for name in Settings.names()})

    def _game_changed(self) -> None:
        """Offer the default game's levels, in order, each with its line on how it plays."""
        game = self.default_game.currentData()
        for box in self.opponent_levels:
            kept = box.currentData()
            box.clear()
            for level in levels_for(game):
                add_level(box, level_name(level), game, level)
            _select(box, kept if box.findData(kept) >= 0 else FALLBACK_LEVEL)
        self.level_guide.setText(breakable(level_guide(game), self.level_guide))
        self._match_opponents_to_game()

    def _match_opponents_to_game(self) -> None:
        """Gin and its variants have exactly one opponent."""
        two_players = self.default_game.currentData() in _TWO_PLAYER_GAMES
        if two_players:
            self.opponent_count.setValue(1)
        self.opponent_count.setEnabled(not two_players)
        self._show_level_boxes()

    def _show_level_boxes(self) -> None:
        for number, box in enumerate(self.opponent_levels, start=1):
            box.setVisible(number <= self.opponent_count.value())


class _WrappedLabel(QLabel):
    """A word-wrapped label that keeps room for all its lines at the width it is given.

    A window's layout sizes it without asking wrapped text how tall it is at
    that width, which would cut the last lines off.
    """

    def __init__(self) -> None:
        super().__init__()
        wrap_within(self)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.setMinimumHeight(self.heightForWidth(event.size().width()))

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self.setMinimumHeight(self.heightForWidth(self.width()))


def _select(box: QComboBox, data: Any) -> None:
    index = box.findData(data)
    if index >= 0:
        box.setCurrentIndex(index)
