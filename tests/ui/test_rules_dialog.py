"""Help ▸ Rules shows the page of the game being played, in the app's language."""

import pytest

from rummy_desktop.ui.dialogs.rules_dialog import RulesDialog, rules_page_name


@pytest.mark.parametrize("game", ["manipulation", "gin", "oklahoma", "hollywood"])
@pytest.mark.parametrize("language", ["en", "he", "sq", "mr", "mk"])
def test_every_game_has_its_rules_in_every_language(game, language):
    page = "manipulation" if game == "manipulation" else "gin"
    assert rules_page_name(game, language) == f"{page}.{language}.html"


def test_a_missing_language_falls_back_to_english():
    assert rules_page_name("gin", "xx") == "gin.en.html"


def test_the_dialog_shows_the_gin_page_for_oklahoma(qtbot):
    dialog = RulesDialog(language="en", game="oklahoma")
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert "Oklahoma" in text and "Gin" in dialog.windowTitle()


def test_the_dialog_shows_the_hebrew_rules_page(qtbot):
    dialog = RulesDialog(language="he", game="manipulation")
    qtbot.addWidget(dialog)
    assert any("\u0590" <= ch <= "\u05ff" for ch in dialog.browser.toPlainText())
