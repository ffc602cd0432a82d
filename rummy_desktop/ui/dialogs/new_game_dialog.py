"""The New game dialog: the game, who sits at the table, the rules options and the seed.

It opens with the last choices (kept in :class:`Settings`), or, the first
time, with the default game and opponents of the Settings dialog. Every
*option* of the rules is offered: Manipulation Rummy's one, the round bonus
for every player, and those of the Gin games. An empty seed means a
new random deal; :meth:`NewGameDialog.ask` always returns the seed actually
used, so the main window can show it and the deal can be replayed.

The person alone against computers is offered as "You" in the player's language, but a
choice keeps that seat under the :data:`YOU` sentinel, whatever the language: the game
then speaks to that seat in the second person and words "You" in the language of the
moment. With two or more people nobody is offered as "You" (each is "Player n"): the
log's "You knocked" would not say which of them is meant.
"""

from __future__ import annotations

import os
import shlex
from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication, QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLayout,
    QFileDialog,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.ai.program_level import PROGRAM_PREFIX, is_program, program_command, program_level
from rummy_desktop.controller.manipulation_match import Seat
from rummy_desktop.controller.new_game_choice import (
    MAX_NAME_LENGTH,
    MAX_SEED,
    ChoiceProblem,
    NewGameChoice,
    Rules,
    choice_problems,
    command_problems,
    default_rules,
    levels_for,
    seat_range,
)
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.controller.settings import MAX_COMMAND_LENGTH, Settings
from rummy_desktop.engine.gin import GinRules
from rummy_desktop.engine.manipulation import ManipulationRules
from rummy_desktop.engine.manipulation.scoring import ROUND_WON_BONUS
from rummy_desktop.ui.assist.names_in_words import names_in_words
from rummy_desktop.ui.text.game_log_text import YOU
from rummy_desktop.ui.text.spoken import in_words
from rummy_desktop.ui.dialogs.settings_dialog import (
    FALLBACK_LEVEL, add_level, breakable, game_names, level_guide, level_name, wrap_within,
)

__all__ = ["NewGameDialog", "default_seat_name"]

_MAX_SEATS = seat_range("manipulation")[1]
_PERSON = ""
"""The kind box's data for a person (a level for a computer); QComboBox data cannot be None."""


@dataclass
class _SeatRow:
    """The widgets of one seat, and the kind the seat had before the last change (for its default name).

    ``program`` is the command line of a seat played by a program, and ``browse`` picks the program's file;
    both show only for such a seat.
    """

    number: QLabel
    name: QLineEdit
    kind: QComboBox
    program: QLineEdit
    browse: QPushButton
    level: str | None = None

    def typed_seat(self) -> Seat:
        """The seat with its name as typed."""
        if self.is_program:
            return Seat(self.name.text(), program_level(self.program.text().strip()))
        return Seat(self.name.text(), self.kind.currentData() or None)

    @property
    def is_program(self) -> bool:
        return bool(self.kind.currentData() == PROGRAM_PREFIX)

    def seat(self) -> Seat:
        """The seat as a choice keeps it (see :func:`_kept`)."""
        return _kept(self.typed_seat())

    @property
    def is_person(self) -> bool:
        return not self.kind.currentData()

    def set_visible(self, visible: bool) -> None:
        for widget in (self.number, self.name, self.kind):
            widget.setVisible(visible)
        self.program.setVisible(visible and self.is_program)
        self.browse.setVisible(visible and self.is_program)


class NewGameDialog(QDialog):
    """Asks for a :class:`NewGameChoice`; Start is enabled only for a choice that can be dealt."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._settings = settings
        self.chosen: NewGameChoice | None = None
        self._manipulation_seats = seat_range("manipulation")[0]

        self.game = QComboBox()
        for game, name in game_names().items():
            self.game.addItem(name, game)
        self.seat_count = QSpinBox()
        self.seat_count.setRange(*seat_range("manipulation"))
        self.seat_count.setAccessibleName(self.tr("Number of players"))
        self.seat_rows = [self._make_seat_row(number) for number in range(_MAX_SEATS)]
        self.program_note = QLabel(
            self.tr("A program plays with your rights, as any program you start yourself: choose only programs "
                    "you trust. It plays over the bot protocol (docs/bot-protocol.md); if it fails, the hard "
                    "computer level plays its move.")
        )
        self.program_note.setWordWrap(True)
        self.round_bonus_for_all = QCheckBox(
            fill(self.tr("Round bonus for every player: those who reach %1 also score %2 for each round won"),
                 ManipulationRules().target, ROUND_WON_BONUS)
        )
        self._make_gin_options()
        self.seed = QLineEdit()
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(f"[0-9]{{0,{len(str(MAX_SEED))}}}")))
        self.seed.setPlaceholderText(self.tr("Random"))
        self.seed.setToolTip(
            self.tr("Leave empty for a new deal. The seed of every game is shown in the main window: "
                    "type it here to play the same deal again.")
        )
        self.level_guide = QLabel()
        wrap_within(self.level_guide)
        self.level_guide.setAccessibleName(self.tr("How the computer levels play"))
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("QLabel { color: #9b1c12; }")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._width_strut = QSpacerItem(0, 0, QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        """Holds the dialog at the width of its widest game."""
        self._lay_out()
        self._hold_width()

        self.game.currentIndexChanged.connect(self._game_changed)
        self.seat_count.valueChanged.connect(self._seat_count_changed)
        self.show_choice(self.initial_choice(settings))
        names_in_words(self)   # for screen readers: no signs, no direction marks

    # --- building -------------------------------------------------------------------

    def _make_seat_row(self, number: int) -> _SeatRow:
        row = _SeatRow(QLabel(str(number + 1)), QLineEdit(), QComboBox(), QLineEdit(),
                       QPushButton(self.tr("Choose…")))
        row.program.setMaxLength(MAX_COMMAND_LENGTH)
        row.program.setPlaceholderText(self.tr("Command line, e.g. python3 my_bot.py"))
        row.program.setAccessibleName(fill(self.tr("Command line of the program playing player %1"), number + 1))
        row.program.textChanged.connect(self._refresh_problems)
        row.browse.setAccessibleName(fill(self.tr("Choose the program playing player %1"), number + 1))
        row.browse.clicked.connect(lambda _checked=False, n=number: self._browse(n))
        row.name.setMaxLength(MAX_NAME_LENGTH)
        row.name.setMinimumWidth(row.name.fontMetrics().horizontalAdvance("M") * 16)
        row.name.setAccessibleName(fill(self.tr("Name of player %1"), number + 1))
        row.kind.setAccessibleName(fill(self.tr("Player %1 is"), number + 1))
        row.name.textChanged.connect(self._refresh_problems)
        row.kind.currentIndexChanged.connect(lambda _index, n=number: self._kind_changed(n))
        return row

    def _make_gin_options(self) -> None:
        self.undercut_bonus = _number_box((10, 25))
        self.gin_bonus = _number_box((25, 20))
        self.target = _number_box((100, 150))
        self.big_gin = QCheckBox(self.tr("Big gin: 11 melded cards go out without a discard (31 points)"))
        self.discard_taken_card_forbidden = QCheckBox(
            self.tr("The card just taken from the discard pile may not be discarded in the same turn")
        )
        self.hoyle_bonuses = QCheckBox(self.tr("Hoyle bonuses: game 100, box 25 per round won, shutout doubles"))
        self.oklahoma_spade_doubles = QCheckBox(self.tr("A spade upcard doubles every score of the round"))
        self.gin_options = QWidget()
        form = QFormLayout(self.gin_options)
        form.setContentsMargins(0, 0, 0, 0)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self.tr("Undercut bonus:"), self.undercut_bonus)
        form.addRow(self.tr("Gin bonus:"), self.gin_bonus)
        form.addRow(self.big_gin)
        form.addRow(self.discard_taken_card_forbidden)
        form.addRow(self.hoyle_bonuses)
        form.addRow(self.oklahoma_spade_doubles)
        form.addRow(self.tr("Play to:"), self.target)
        self._gin_form = form

    def _lay_out(self) -> None:
        """The game and the number of players at the top, where they stay: the dialog keeps one width
        (:meth:`_hold_width`) and grows or shrinks at its bottom edge as seats and options come and go,
        so no gap is left where something was and the number box never moves under the mouse."""
        top = QFormLayout()
        top.addRow(self.tr("Game:"), self.game)
        top.addRow(self.tr("Number of players:"), self.seat_count)
        top.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)

        seats = QGroupBox(self.tr("Players"))
        grid = QGridLayout(seats)
        grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        grid.addWidget(QLabel(self.tr("Played by")), 0, 2)
        for number, row in enumerate(self.seat_rows):
            line = 1 + 2 * number  # the program's command line, when it has one, goes under its seat
            grid.addWidget(row.number, line, 0)
            grid.addWidget(row.name, line, 1)
            grid.addWidget(row.kind, line, 2)
            grid.addWidget(row.program, line + 1, 1)
            grid.addWidget(row.browse, line + 1, 2)
        grid.addWidget(self.program_note, 2 * _MAX_SEATS + 1, 0, 1, 3)
        grid.setColumnStretch(1, 1)
        grid.addWidget(self.level_guide, 2 * _MAX_SEATS + 2, 0, 1, 3)
        self._seats_box = seats

        rules = QGroupBox(self.tr("Rules"))
        rules_layout = QVBoxLayout(rules)
        rules_layout.addWidget(self.round_bonus_for_all)
        rules_layout.addWidget(self.gin_options)

        bottom = QFormLayout()
        bottom.addRow(self.tr("Seed:"), self.seed)

        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        layout.addLayout(top)
        layout.addWidget(seats)
        layout.addWidget(rules)
        layout.addLayout(bottom)
        layout.addWidget(self.problems)
        layout.addWidget(self.buttons)
        layout.addItem(self._width_strut)

    def _hold_width(self) -> None:
        """Keep the width the widest game needs (its options, its computer levels), whichever game is shown."""
        layout = self.layout()
        assert layout is not None
        widths = []
        for index in range(self.game.count()):
            self.game.setCurrentIndex(index)
            self._game_changed()   # the boxes' sizes brought up to date too (:meth:`_fit_while_hidden`)
            widths.append(layout.totalSizeHint().width())
        margins = layout.contentsMargins()
        self._width_strut.changeSize(max(widths) - margins.left() - margins.right(), 0)
        self._fit_level_guide()
        layout.invalidate()

    def _fit_while_hidden(self) -> None:
        """Take the size of what is shown now, when not yet on screen. Shown, the dialog does this by
        itself on every change; hidden, it keeps the size it last took, which may have been while
        :meth:`_hold_width` showed another game's options: the Rules box opened tall and empty."""
        if self.isVisible():
            return
        for widget in self.findChildren(QWidget):   # hidden, the boxes keep the sizes they had
            widget.updateGeometry()
        layout = self.layout()
        assert layout is not None
        layout.invalidate()
        layout.activate()

    def _fit_level_guide(self) -> None:
        """Give the wrapped level guide the height its lines take at the dialog's width.

        A fixed-size layout asks a wrapped label for its size at a width of the label's own
        choosing, narrower than the dialog: the lines would leave a gap below them.
        """
        grid = self._seats_box.layout()
        assert grid is not None
        outer, inner = self._seats_box.contentsMargins(), grid.contentsMargins()
        width = self._width_strut.sizeHint().width() - outer.left() - outer.right() - inner.left() - inner.right()
        self.level_guide.setFixedHeight(self.level_guide.heightForWidth(width))

    # --- the choice in the widgets --------------------------------------------------

    @staticmethod
    def initial_choice(settings: Settings) -> NewGameChoice:
        """The last choice, without its seed; the first time, the Settings dialog's defaults.

        A last choice kept before seats were kept under :data:`YOU` may hold the word for "You" itself.
        """
        try:
            last = NewGameChoice.from_json(settings.last_new_game).with_seed(None)
            return replace(last, seats=tuple(_kept(seat) for seat in last.seats))
        except ValueError:
            pass
        game = settings.default_game
        low, high = seat_range(game)
        levels = [level if level in levels_for(game) else FALLBACK_LEVEL for level in settings.default_opponents[: high - 1]]
        seats = [Seat(YOU)]
        seats += [Seat(default_seat_name(n, level), level) for n, level in enumerate(levels, start=1)]
        return NewGameChoice(game, tuple(seats), default_rules(game))

    def show_choice(self, choice: NewGameChoice) -> None:
        """Put ``choice`` in the widgets (its seed too, when it has one)."""
        _select(self.game, choice.game)
        self._game_changed()
        self.seat_count.setValue(len(choice.seats))
        unused = [Seat(default_seat_name(n, FALLBACK_LEVEL), FALLBACK_LEVEL) for n in range(len(choice.seats), _MAX_SEATS)]
        seats = choice.seats + tuple(unused)
        # Every kind first: a kind changing renames untyped defaults, and the names shown must be the choice's.
        for row, seat in zip(self.seat_rows, seats):
            row.program.setText(program_command(seat.level) if seat.level and is_program(seat.level) else "")
            _select(row.kind, PROGRAM_PREFIX if is_program(seat.level) else seat.level or _PERSON)
        for row, seat in zip(self.seat_rows, seats):
            row.level = seat.level
            row.name.setText(_own_name() if seat.name == YOU else seat.name)
        # Options of the games not chosen this time keep their defaults.
        self._show_gin_rules(choice.rules if isinstance(choice.rules, GinRules) else GinRules())
        manipulation = choice.rules if isinstance(choice.rules, ManipulationRules) else ManipulationRules()
        self.round_bonus_for_all.setChecked(manipulation.round_bonus_for_all)
        self.seed.setText("" if choice.seed is None else str(choice.seed))
        self._refresh_problems()

    def _show_gin_rules(self, rules: GinRules) -> None:
        _select(self.undercut_bonus, rules.undercut_bonus)
        _select(self.gin_bonus, rules.gin_bonus)
        _select(self.target, rules.target)
        self.big_gin.setChecked(rules.big_gin)
        self.discard_taken_card_forbidden.setChecked(rules.discard_taken_card_forbidden)
        self.hoyle_bonuses.setChecked(rules.hoyle_bonuses)
        self.oklahoma_spade_doubles.setChecked(rules.oklahoma_spade_doubles)

    def _rows(self) -> list[_SeatRow]:
        """The rows of the seats at the table (the others are hidden)."""
        return self.seat_rows[: self.seat_count.value()]

    def seats(self) -> tuple[Seat, ...]:
        """The seats at the table as the choice keeps them (see :meth:`_SeatRow.seat`)."""
        return tuple(row.seat() for row in self._rows())

    def current_problems(self) -> list[ChoiceProblem]:
        """What keeps the seats from playing, judged on the names as typed and as kept.

        Outside English the two differ: with "Ti" for "You", "Ti" and "ti" are one name as typed but
        two as kept, "Ti" and a typed "You" two as typed but one as kept (the sentinel).
        """
        game = self.game.currentData()
        typed = choice_problems(game, tuple(row.typed_seat() for row in self._rows()))
        return list(dict.fromkeys(typed + choice_problems(game, self.seats()) + command_problems(self.seats())))

    def current_choice(self) -> NewGameChoice | None:
        """The choice in the widgets (seed None when the field is empty), or None while it has problems."""
        if self.current_problems():
            return None
        game = self.game.currentData()
        seed = int(self.seed.text()) if self.seed.text() else None
        return NewGameChoice(game, self.seats(), self._rules(game), seed)

    def _rules(self, game: str) -> Rules:
        if game == "manipulation":
            return ManipulationRules(round_bonus_for_all=self.round_bonus_for_all.isChecked())
        oklahoma = game == "oklahoma"
        return GinRules(
            variant=game,
            discard_taken_card_forbidden=self.discard_taken_card_forbidden.isChecked(),
            big_gin=self.big_gin.isChecked(),
            undercut_bonus=self.undercut_bonus.currentData(),
            gin_bonus=self.gin_bonus.currentData(),
            hoyle_bonuses=self.hoyle_bonuses.isChecked(),
            oklahoma_spade_doubles=self.oklahoma_spade_doubles.isChecked() if oklahoma else True,
            target=self.target.currentData() if oklahoma else 100,
        )

    def accept(self) -> None:
        """Start: draw a seed if none was typed, and remember the choice (without its seed) for next time."""
        choice = self.current_choice()
        if choice is None:
            return
        self.chosen = choice.with_seed_drawn()
        for seat in choice.seats:
            if seat.level is not None and is_program(seat.level):
                self._settings.program_command = program_command(seat.level)
        # A remembered seed would deal the same cards game after game; a replay is asked for by typing it.
        self._settings.last_new_game = choice.with_seed(None).to_json()
        super().accept()

    @classmethod
    def ask(cls, parent: QWidget | None, settings: Settings) -> NewGameChoice | None:
        """The new game to deal, with the seed it uses; None if the player cancels. Tests replace this."""
        dialog = cls(settings, parent)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        return dialog.chosen if accepted else None

    # --- reacting to edits ----------------------------------------------------------

    def _game_changed(self) -> None:
        game = self.game.currentData()
        low, high = seat_range(game)
        self.seat_count.setRange(low, high)
        if game == "manipulation":
            self.seat_count.setValue(self._manipulation_seats)
        self.seat_count.setEnabled(low != high)
        for row in self.seat_rows:
            self._offer_levels(row.kind, game)
        self._show_level_guide(game)
        self.round_bonus_for_all.setVisible(game == "manipulation")
        self.gin_options.setVisible(game != "manipulation")
        oklahoma = game == "oklahoma"
        self._gin_form.setRowVisible(self.oklahoma_spade_doubles, oklahoma)
        self._gin_form.setRowVisible(self.target, oklahoma)
        self._seat_count_changed()

    def _offer_levels(self, box: QComboBox, game: str) -> None:
        """Refill a kind box with the game's levels, weakest first, keeping its choice if the game offers it."""
        kept = box.currentData()
        box.blockSignals(True)
        box.clear()
        box.addItem(self.tr("Person"), _PERSON)
        for level in levels_for(game):
            # in words: the marks that order a right-to-left line are no use in it, and a screen reader trips on them
            add_level(box, in_words(fill(self.tr("Computer: %1"), self._level_name(level))), game, level)
        box.addItem(self.tr("Program…"), PROGRAM_PREFIX)
        box.blockSignals(False)
        if kept is not None:
            _select(box, kept if box.findData(kept) >= 0 else FALLBACK_LEVEL)

    def _show_level_guide(self, game: str) -> None:
        """Under the seats, the game's levels in order, weakest first, with one line each on how they play."""
        self.level_guide.setText(breakable(level_guide(game), self.level_guide))
        if self._width_strut.sizeHint().width():
            self._fit_level_guide()

    def _level_name(self, level: str) -> str:
        """A level as the seat's box offers it: the Gin-only simple level says what it does."""
        return self.tr("Simple, knocks as soon as it can") if level == "simple" else level_name(level)

    def _seat_count_changed(self) -> None:
        if self.game.currentData() == "manipulation":
            self._manipulation_seats = self.seat_count.value()
        for number, row in enumerate(self.seat_rows):
            row.set_visible(number < self.seat_count.value())
        self._name_first_person()
        self._refresh_problems()
        self._fit_while_hidden()

    def _kind_changed(self, number: int) -> None:
        """A seat's default name follows its kind ("Computer 2" becomes "Player 3"); a typed name stays."""
        row = self.seat_rows[number]
        level = row.kind.currentData() or None
        if row.is_program and not row.program.text().strip():
            row.program.setText(self._settings.program_command)
        row.set_visible(number < self.seat_count.value())
        if row.name.text() in _default_names(number, row.level) and (row.level is None) != (level is None):
            row.name.setText(default_seat_name(number, level))
        row.level = level
        self._name_first_person()
        self._refresh_problems()
        self._fit_while_hidden()

    def _name_first_person(self) -> None:
        """The first seat's default name follows the number of people: "You" alone, "Player 1" among others.

        A name the player typed stays.
        """
        first = self.seat_rows[0]
        if not first.is_person or first.name.text() not in _default_names(0, None):
            return
        alone = sum(row.is_person for row in self._rows()) == 1
        first.name.setText(_own_name() if alone else _player_name(0))

    def _browse(self, number: int) -> None:
        """Fill a program seat's command line with the file the player picks (a Python file runs with Python)."""
        path = self.choose_program_file()
        if path:
            quoted = (f'"{path}"' if " " in path else path) if os.name == "nt" else shlex.quote(path)
            python = "py" if os.name == "nt" else "python3"
            self.seat_rows[number].program.setText(f"{python} {quoted}" if path.endswith(".py") else quoted)

    def choose_program_file(self) -> str:
        """The program file the player picks, or "" if he cancels. Tests replace this."""
        path, _filter = QFileDialog.getOpenFileName(self, self.tr("Choose the program"))
        return path

    def _refresh_problems(self) -> None:
        self.program_note.setVisible(any(row.is_program for row in self._rows()))
        problems = self.current_problems()
        self.problems.setText("\n".join(self._problem_text(problem) for problem in problems))
        self.problems.setVisible(bool(problems))
        self.start_button.setEnabled(not problems)

    def _problem_text(self, problem: ChoiceProblem) -> str:
        texts = {
            "seat count": self.tr("This game is not played with this many players."),
            "no person": self.tr("At least one player must be a person."),
            "empty name": self.tr("Player %1 needs a name."),
            "long name": self.tr("The name of player %1 is too long."),
            "same name": self.tr("Player %1 has the same name as another player."),
            "level": self.tr("This computer level does not play this game."),
            "program": self.tr("Player %1 is a program: type its command line, or choose its file."),
            "unreadable command": self.tr("The command line of player %1 cannot be read: a quote is not closed, "
                                          "or it ends in a backslash."),
            "no program": self.tr("The program of player %1 was not found: give its full path, or a command "
                                  "on the search path."),
            "not executable": self.tr("The file of player %1's program is not executable: make it executable, "
                                      "or start it with its interpreter (python3 file.py)."),
        }
        seat = "" if problem.seat is None else str(problem.seat + 1)
        return fill(texts[problem.kind], seat)


def default_seat_name(number: int, level: str | None) -> str:
    """"You", "Player 3" for people; "Computer 2" for the computer at seat 2 (the first seat is yours)."""
    if level is None:
        return _own_name() if number == 0 else _player_name(number)
    if number == 0:
        return QCoreApplication.translate("NewGameDialog", "Computer")
    return _numbered(QCoreApplication.translate("NewGameDialog", "Computer %1"), number)


def _numbered(template: str, number: int) -> str:
    """A name with its number: plain text, unlike a sentence filled by :func:`fill`, which right to left
    sets each value between direction marks (a name holding them could not be saved)."""
    return template.replace("%1", str(number))


def _kept(seat: Seat) -> Seat:
    """``seat`` as a choice keeps it: named with the word for "You", it is the :data:`YOU` sentinel."""
    return Seat(YOU, seat.level) if seat.name.strip() == _own_name() else seat


def _default_names(number: int, level: str | None) -> tuple[str, ...]:
    """The names the seat is offered as one of that kind: the first person's depends on company."""
    if number == 0 and level is None:
        return _own_name(), _player_name(0)
    return (default_seat_name(number, level),)


def _own_name() -> str:
    """"You" in the current language: the name the person at this computer is offered."""
    return QCoreApplication.translate("NewGameDialog", "You")


def _player_name(number: int) -> str:
    """"Player 3": a person at seat ``number`` (counted from 0)."""
    return _numbered(QCoreApplication.translate("NewGameDialog", "Player %1"), number + 1)


def _number_box(values: tuple[int, ...]) -> QComboBox:
    box = QComboBox()
    for value in values:
        box.addItem(str(value), value)
    return box


def _select(box: QComboBox, data: object) -> None:
    index = box.findData(data)
    if index >= 0:
        box.setCurrentIndex(index)
