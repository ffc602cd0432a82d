"""A card on the table paints from a picture cache of its own: repainting the table (a card gliding over
it, a computer's move) runs no Python code for a card that did not change (issue 29's stalls), and a card
that did change is painted anew."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from manipulation_positions import position
from rummy_desktop.ui.table.card_item import CardItem
from table_player import Table


def test_a_repaint_runs_no_python_for_unchanged_cards_and_paints_a_changed_one(qtbot, monkeypatch):
    painted: list[str] = []
    paint = CardItem.paint   # watched before any card exists: PySide looks the override up once
    monkeypatch.setattr(CardItem, "paint", lambda item, *args: painted.append(str(item.card)) or paint(item, *args))
    t = Table(qtbot, position("8H KS QS", ["5H 6H 7H", "9C 9D 9S"]))

    def repainted() -> list[str]:
        """The cards whose Python ``paint`` ran while the whole view was drawn now."""
        painted.clear()
        QCoreApplication.processEvents()   # the scene hands its changes to the view, which paints them
        t.view.viewport().grab()
        return sorted(painted)

    t.scene.pictures_ahead.wait()   # every card's own picture drawn (a new size shows scaled ones first)
    repainted()   # the first paint fills each card's cache
    assert repainted() == []
    t.card("KS").setSelected(True)
    assert repainted() == ["KS"]
