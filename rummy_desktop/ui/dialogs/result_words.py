"""The result dialogs as a screen reader says them: the tables in sentences of words.

When a dialog opens, Orca says its title and every loose label of three words or more in it, top to
bottom (a label that labels something, and whatever is inside a table, are left out). The result
dialogs show their scores in grids of labels with signs ("★", "+260 = 260"), which it read as
"★ Computer 1 +260 = 260 260 ★, winner". So the grids are marked as tables (``assist/grid_tables.py``),
a player's name and a caption label the cards under them, and the heading over each table says the
table in a sentence, as its accessible name: who won, by how much, each player's score.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication

from rummy_desktop.controller.placeholders import fill

from ..text.game_log_text import listed, name_and_points
from .result_reports import GameReport, GameTable, SeatReport

__all__ = ["game_words", "round_headline_words", "round_points_words", "scores_words"]


def _sentences(lines: Sequence[str]) -> str:
    return " ".join(line if line.endswith((".", "!", "?")) else f"{line}." for line in lines if line)


def round_headline_words(headline: str, details: Sequence[str]) -> str:
    """The round's headline and how it ended, in one breath: "Winner of the round: Anna. Anna knocked." (a
    detail of two words, "Anna knocked.", is too short for Orca to read as a loose label)."""
    return _sentences([headline, *details])


def round_points_words(seats: Sequence[SeatReport]) -> str:
    """The round's points in a sentence: "Points this round: Computer 1 260, You 0, Computer 2 0."."""
    return _sentences([fill(QCoreApplication.translate("RoundResultDialog", "Points this round: %1"),
                            listed(name_and_points(seat.name, seat.scored) for seat in seats))])


def scores_words(summary: str) -> str:
    """The score sheet's ``summary`` ("Total: Anna 54, You 12 (in play)") said after its heading."""
    #: The score sheet in a result dialog, for screen readers: %1 is the sheet in words ("Total: Anna 54, You 12").
    return _sentences([fill(QCoreApplication.translate("RoundResultDialog", "Scores. %1"), summary)])


def _final(table: GameTable, column: int) -> list[int]:
    return [int(row[column]) for row in table.rows]


def _margin(names: Sequence[str], totals: Sequence[int], winners: Sequence[bool]) -> str:
    """"Anna wins by 35" when one player won and others are behind; nothing for a shared win."""
    won = [seat for seat, winner in enumerate(winners) if winner]
    behind = [total for total, winner in zip(totals, winners) if not winner]
    if len(won) != 1 or not behind:
        return ""
    #: How much the game was won by, for screen readers: %1 the winner, %2 the points ahead of the next player.
    return fill(QCoreApplication.translate("GameResultDialog", "%1 wins by %2"), names[won[0]],
                totals[won[0]] - max(behind))


def game_words(report: GameReport) -> str:
    """The game's result in sentences: the headline, the winner's margin, each player's final score (for
    Hollywood the match's net totals first, then each game's)."""
    translate = QCoreApplication.translate
    said = [report.headline]
    if report.match is not None:
        names = [row[0] for row in report.match.rows]
        nets = _final(report.match, 2)
        said.append(_margin(names, nets, report.match.winners))
        said.append(fill(translate("GameResultDialog", "Net totals: %1"),
                         listed(name_and_points(name, net) for name, net in zip(names, nets))))
    for table in report.tables:
        names = [row[0] for row in table.rows]
        finals = _final(table, len(table.rows[0]) - 1)
        if report.match is None:
            said.append(_margin(names, finals, table.winners))
        scores = fill(translate("GameResultDialog", "Final scores: %1"),
                      listed(name_and_points(name, final) for name, final in zip(names, finals)))
        #: A Hollywood game's title ("Game 1: won by Anna") and its final scores, for screen readers.
        said.append(fill(translate("GameResultDialog", "%1. %2"), table.title, scores) if table.title else scores)
    return _sentences(said)
