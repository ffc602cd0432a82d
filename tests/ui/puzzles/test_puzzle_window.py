"""Table puzzles played on the real table: solved by mouse drags, refused when short or illegal."""

from __future__ import annotations

import datetime
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from rummy_desktop.ai.manipulation_bots import lay_off_table
from rummy_desktop.ai.puzzles import Meld, Puzzle, points_played, series_puzzle
from rummy_desktop.controller.explain import explain
from rummy_desktop.controller.puzzle_session import puzzle_state
from rummy_desktop.controller.statistics import StatisticsStore
from rummy_desktop.engine.manipulation import view_for
from rummy_desktop.ui.puzzles.puzzle_window import PuzzleWindow
from rummy_desktop.ui.table.card_item import CardItem
from rummy_desktop.ui.table.table_layout import TableTarget, hit_test

from main_window_helpers import window_for

SWAP = series_puzzle(2, "easy")
"""J♠ J♥ J♣ J♦ and K♥ K♣ K♦ on the table, 10♠ and Q♠ in hand: the J♠ goes into 10♠ J♠ Q♠ (20 points)."""
SHORT = series_puzzle(12, "easy")
"""The hand holds 9♠ 10♠ J♠, a meld of its own worth 29, but the best play is worth 38."""


class Player:
    """A person at a puzzle window, playing with the mouse."""

    def __init__(self, qtbot, window: PuzzleWindow) -> None:
        self.qtbot = qtbot
        self.window = window
        self.scene = window.scene
        self.view = window.view

    def point(self, item: CardItem) -> QPoint:
        rect = item.sceneBoundingRect()
        return self.view.mapFromScene(QPointF(rect.left() + min(10.0, rect.width() * 0.15), rect.center().y()))

    def empty_table(self) -> QPointF:
        """A point of the table where no meld lies: a drop there makes a new meld."""
        layout = self.scene.layout
        table = layout.table
        for row in range(12, 0, -1):
            for column in range(1, 12):
                x, y = table.x + table.w * column / 12, table.y + table.h * row / 13
                if isinstance(hit_test(layout, x, y), TableTarget):
                    return QPointF(x, y)
        raise AssertionError("no empty table left")

    def after_meld(self, meld: int) -> QPointF:
        last = self.scene.layout.melds[meld].cards[-1]
        return QPointF(last.right + 4, last.center[1])

    def drag(self, key, end: QPointF) -> None:
        viewport = self.view.viewport()
        a, b = self.point(self.scene.card_item(key)), self.view.mapFromScene(end)
        self.qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
        self.qtbot.mouseMove(viewport, a + QPoint(12, 12))
        self.qtbot.mouseMove(viewport, (a + b) / 2)
        self.qtbot.mouseMove(viewport, b)
        self.qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)

    def lay_out(self, melds: tuple[Meld, ...]) -> None:
        """Drag cards, one at a time, until the table holds ``melds``: each meld grows from the meld on
        the table that holds only its cards, or from one of its cards dropped on empty table."""
        controller = self.window.controller
        for wanted in melds:
            keys = [card.key for card in wanted]
            base = next((i for i, meld in enumerate(controller.arrangement.melds)
                         if {c.key for c in meld} <= set(keys)), None)
            if base is None:
                self.drag(keys[0], self.empty_table())
            for key in keys:
                meld = controller.arrangement.meld_of(keys[0] if base is None else
                                                      controller.arrangement.melds[base][0].key)
                assert meld is not None
                if controller.arrangement.meld_of(key) != meld:
                    self.drag(key, self.after_meld(meld))
                base = meld
        assert sorted(sorted(c.key for c in m) for m in controller.arrangement.melds) == \
            sorted(sorted(c.key for c in m) for m in melds)


def test_a_puzzle_solved_by_real_drags_is_right(qtbot, window: PuzzleWindow) -> None:
    window.play(SWAP)
    solved: list[tuple[Puzzle, float]] = []
    window.solved.connect(lambda puzzle, seconds: solved.append((puzzle, seconds)))
    Player(qtbot, window).lay_out(SWAP.solution)
    qtbot.mouseClick(window.check_button, Qt.MouseButton.LeftButton)
    assert window.verdict.text() == "Right! Worth 20, the most this hand can play."
    assert [puzzle for puzzle, _ in solved] == [SWAP]
    assert solved[0][1] >= 0
    window.grab().save("/tmp/puzzles-solved.png")


def test_a_puzzle_table_shows_no_stock_and_gives_the_melds_its_top(window: PuzzleWindow) -> None:
    """Alone at a puzzle there is no stock to count and no opponent: the melds start at the table's top."""
    window.play(SWAP)
    scene = window.scene
    texts = [item.text() for item in scene.items() if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible()]
    assert not any(text.startswith("Stock") for text in texts) and "Your turn" in texts
    visible_cards = [item for item in scene.items() if isinstance(item, CardItem) and item.isVisible()]
    assert len(visible_cards) == sum(len(meld) for meld in SWAP.table) + len(SWAP.hand)   # no stock, no backs
    top_of_melds = min(meld.bounds.y for meld in scene.layout.melds)
    assert top_of_melds < scene.layout.card_h / 2


def test_a_short_legal_play_is_refused_with_its_worth(qtbot, window: PuzzleWindow) -> None:
    window.play(SHORT)
    short = tuple(tuple(meld) for meld in lay_off_table(view_for(puzzle_state(SHORT), 0)) or ())
    worth = points_played(SHORT.hand, short)
    assert 0 < worth < SHORT.target
    Player(qtbot, window).lay_out(short)
    window.check()
    assert window.verdict.text() == f"Legal, but worth {worth} where the best play is worth {SHORT.target}."
    assert not window.session.is_solved


def test_an_illegal_table_is_refused_with_the_controllers_reasons(qtbot, window: PuzzleWindow) -> None:
    window.play(SWAP)
    player = Player(qtbot, window)
    ten = next(card for card in SWAP.hand if card.rank == 10)
    player.drag(ten.key, player.empty_table())
    reasons = " ".join(explain(p.message) for p in window.controller.end_turn_problems())
    arrangement = window.controller.arrangement
    alone = arrangement.label(arrangement.meld_of(ten.key))
    assert f"Meld {alone}:" in reasons                                 # named by the label framed on it
    window.check()
    assert window.verdict.text() == f"Not yet: {reasons}"
    assert window.controller.problem_melds() == {2}    # marked on the table, as a refused End turn is
    window.grab().save("/tmp/puzzles-refused.png")


def test_nothing_played_says_what_to_do(window: PuzzleWindow) -> None:
    window.play(SWAP)
    window.check()
    assert "Play cards from your hand onto the table" in window.verdict.text()


def test_undo_takes_back_a_drag(qtbot, window: PuzzleWindow) -> None:
    window.play(SWAP)
    player = Player(qtbot, window)
    ten = next(card for card in SWAP.hand if card.rank == 10)
    player.drag(ten.key, player.after_meld(0))
    assert window.controller.has_played
    qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    assert not window.controller.has_played


def test_puzzles_from_the_game_menu_come_from_the_worker_and_count_in_the_statistics(qtbot, tmp_path: Path) -> None:
    main = window_for(qtbot, tmp_path, None)
    assert main.puzzles.action in main.game_menu.actions()
    main.puzzles.action.trigger()
    puzzles = main.puzzles.puzzles
    assert puzzles is not None
    qtbot.waitUntil(lambda: puzzles.session.puzzle is not None, timeout=60_000)
    assert puzzles.session.puzzle.source == f"daily:{datetime.date.today().isoformat()}"
    puzzles.open_series("easy", 2)
    qtbot.waitUntil(lambda: puzzles.session.puzzle == SWAP, timeout=60_000)
    qtbot.waitUntil(lambda: puzzles.supply.has("series:easy:3"), timeout=60_000)   # the next one is made ahead
    Player(qtbot, puzzles).lay_out(SWAP.solution)
    puzzles.check()
    assert main.services.statistics.puzzles["easy"].solved == 1
    assert StatisticsStore(main.services.data_dir).load().statistics.puzzles["easy"].solved == 1
