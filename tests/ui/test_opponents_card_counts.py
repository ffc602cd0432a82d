"""The opponents' labels on both tables count their cards in the player's language, singular and plural.

"מחשב 2: 8 cards" was shown in Hebrew: the label's plural message was looked up under the
subclass's name (ManipulationScene, GinScene), where no catalogue has it, so English came back.
Each table is built in each language with opponents holding 1, 2 and 8 cards (Manipulation) and 10
(Gin), and every label must read as the language writes that count.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from engine.manipulation_helpers import position
from manipulation_positions import stand_in_factory
import rummy_desktop
from rummy_desktop.controller.match import Match, Seat
from rummy_desktop.controller.turn_controller import TurnController
from rummy_desktop.engine.gin import GinRules, new_game, view_for
from rummy_desktop.ui.gin.scene import GinScene
from rummy_desktop.ui.manipulation.scene import ManipulationScene
from rummy_desktop.ui.table.card_theme import CardTheme

COUNTED = {
    "en": {1: "1 card", 2: "2 cards", 8: "8 cards", 10: "10 cards"},
    "he": {1: "קלף אחד", 2: "2 קלפים", 8: "8 קלפים", 10: "10 קלפים"},
    "sq": {1: "1 letër", 2: "2 letra", 8: "8 letra", 10: "10 letra"},
    "mr": {1: "1 पत्ता", 2: "2 पत्ते", 8: "8 पत्ते", 10: "10 पत्ते"},
    "mk": {1: "1 карта", 2: "2 карти", 8: "8 карти", 10: "10 карти"},
}
"""How each language writes an opponent's card count (Hebrew says "one card" in words)."""

NAMES = ("You", "Anna", "Ben", "Cleo")


def labels(scene) -> dict[str, str]:
    """The table's labels that name an opponent, by name: the label's text after "<name>: "."""
    found = {}
    for item in scene.items():
        if isinstance(item, QGraphicsSimpleTextItem):
            for name in NAMES[1:]:
                if name in item.text():
                    found[name] = item.text().split(": ", 1)[1].strip("\u2068\u2069\u200e\u200f")
    return found


@pytest.mark.parametrize("language", list(COUNTED), indirect=True)
def test_the_manipulation_table_counts_each_opponents_cards(language, qtbot) -> None:
    hands = ["KD QC 9S 4H", "8C", "5H 6H", "JS 4C 2D AH 2H 9D QS 3S"]
    match = Match(tuple(Seat(name, None if name == "You" else "easy") for name in NAMES),
                  bot_factory=stand_in_factory, pause_ms=0)
    match.resume(position(hands))
    match.shutdown()
    scene = ManipulationScene(TurnController(match, 0, lambda faces: None))
    scene.set_view(1400, 900, 1.0)
    words = COUNTED[language]
    assert labels(scene) == {"Anna": words[1], "Ben": words[2], "Cleo": words[8]}


@pytest.mark.parametrize("language", list(COUNTED), indirect=True)
def test_the_gin_table_counts_the_opponents_cards(language, qtbot) -> None:
    state = new_game(random.Random(7), GinRules())
    scene = GinScene(CardTheme())
    scene.set_view(1280, 800, 1.0)
    scene.show(view_for(state, 0), ["You", "Anna"], 0)
    assert labels(scene) == {"Anna": COUNTED[language][10]}


def test_no_base_class_looks_a_plural_message_up_with_self_tr() -> None:
    """The defect above, anywhere: a class of the app that others build on says ``self.tr(text, None, n)``."""
    package = Path(rummy_desktop.__file__).parent
    classes = {}
    for module in package.rglob("*.py"):
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                classes[node.name] = node
    bases = {ast.unparse(base).rsplit(".", 1)[-1] for node in classes.values() for base in node.bases}
    built_on = [classes[name] for name in bases if name in classes]
    assert any(node.name == "CardTableScene" for node in built_on)
    plural = [f"{node.name}: {ast.unparse(call)}" for node in built_on for call in ast.walk(node)
              if isinstance(call, ast.Call) and ast.unparse(call.func) == "self.tr" and len(call.args) == 3]
    assert plural == []
