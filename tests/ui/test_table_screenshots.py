"""Pictures of the table mid-turn, saved to $RUMMY_SHOTS_DIR when it is set (always rendered and checked)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from manipulation_positions import position
from rummy_desktop.ui.main_window import MainWindow
from rummy_desktop.ui.manipulation.meld_items import ILLEGAL_COLOUR


def save(image: QImage, name: str) -> None:
    folder = os.environ.get("RUMMY_SHOTS_DIR")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        assert image.save(str(Path(folder) / name))


def is_illegal_red(colour: QColor) -> bool:
    return abs(colour.red() - ILLEGAL_COLOUR.red()) < 40 and colour.green() < 110 and colour.blue() < 110


@pytest.mark.parametrize("size", [(900, 600), (1280, 800), (1920, 1080)])
def test_the_table_mid_turn_with_an_illegal_meld_marked(qtbot, size):
    window = MainWindow(start_game=False)
    qtbot.addWidget(window)
    window.match.resume(position("2S 8H 9S 9H 9D KS JK", ["5H 6H 7H", "3C 4C 5C 6C 7C", "QD KD AD", "10S 10H 10C"]))
    c = window.controller
    key = next(card.key for card in c.arrangement.hand if str(card) == "2S")
    c.new_meld([key])
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    image = window.grab().toImage()
    save(image, f"table-mid-turn-{size[0]}x{size[1]}.png")
    frame = window.scene.layout.melds[-1].bounds
    corner = window.view.mapTo(window, window.view.mapFromScene(frame.x - 3, frame.y + frame.h / 2))
    assert any(is_illegal_red(image.pixelColor(corner.x() + dx, corner.y() + dy))
               for dx in range(-3, 4) for dy in range(-6, 7)), "the illegal meld has no red frame"
