"""What a screen reader finds on the table, read through Qt's own accessibility interfaces
(``QAccessible.queryAccessibleInterface``), as the platform bridge (AT-SPI, UIA) reads them:
the table's parts as children with names in words in every language, their roles and states,
the focused child following the keyboard's cursor, and the computers' moves announced."""

from __future__ import annotations

import re
from typing import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface

from manipulation_positions import position
from rummy_desktop.engine.manipulation import Phase
from rummy_desktop.ui.main_window import MainWindow
from rummy_desktop.ui.table.card_item import CardItem
from rummy_desktop.ui.text.i18n import LANGUAGES, spoken_card
from rummy_desktop.ui.text.spoken import in_words
from shots import save_shot
from test_gin_scene import anna_knocked
from test_keyboard_cursor import gin_window
from main_window_helpers import instant_settings, window_for
from test_keyboard_play import SEATS, GinTable, factory, go_to, hand_key, make_window, press

Role = QAccessible.Role
SIGNS = re.compile("[♠♥♦♣]|JK")
DIRECTION_MARKS = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


@pytest.fixture(autouse=True)
def accessibility_on(qapp) -> Iterator[None]:
    """Qt builds accessible interfaces only while assistive technology listens (offscreen: when told to)."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def tree(widget) -> Iterator[QAccessibleInterface]:
    """Every accessible object under ``widget``'s, depth first, the hidden ones left out."""
    stack = [QAccessible.queryAccessibleInterface(widget)]
    while stack:
        node = stack.pop()
        if node.state().invisible:
            continue
        yield node
        stack += [node.child(i) for i in reversed(range(node.childCount()))]


def named(widget, role: QAccessible.Role) -> list[str]:
    return [node.text(QAccessible.Text.Name) for node in tree(widget) if node.role() == role]


def face_up_cards(window_or_view) -> list[CardItem]:
    view = getattr(window_or_view, "view", window_or_view)
    return [item for item in view.scene().items() if isinstance(item, CardItem) and item.card is not None
            and item.isVisible()]


def lists(widget) -> dict[str, list[str]]:
    """Each list on the table (your hand, a meld) by name, with the names of its items."""
    found = {}
    for node in tree(widget):
        if node.role() == Role.List:
            found[node.text(QAccessible.Text.Name)] = [node.child(i).text(QAccessible.Text.Name)
                                                       for i in range(node.childCount())]
    return found


def test_the_manipulation_table_has_a_part_for_each_card_meld_pile_and_opponent(qtbot):
    window, keys = make_window(qtbot, position("7H JK 2C", ["5C 6C 7C", "QS QH QC"]))
    window.motion.finish()
    found = lists(window.view)
    assert found["Meld A: five, six, seven of clubs: a sequence, legal"] == [
        "five of clubs, 1 of 3 in meld A", "six of clubs, 2 of 3 in meld A", "seven of clubs, 3 of 3 in meld A"]
    assert found["Meld B: queen of spades, queen of hearts, queen of clubs: a group, legal"] == [
        "queen of spades, 1 of 3 in meld B", "queen of hearts, 2 of 3 in meld B", "queen of clubs, 3 of 3 in meld B"]
    hand = [spoken_card(card) for card in window.controller.hand_in_order()]
    assert found["Your hand"] == [f"{name}, {i + 1} of {len(hand)} in your hand" for i, name in enumerate(hand)]
    assert "joker" in hand
    items = named(window.view, Role.ListItem)
    assert len(items) == len(face_up_cards(window)), "one child per card on view"
    stock = len(window.match.state.stock)
    assert named(window.view, Role.Button) == [f"Stock, cards left: {stock}"]
    counts = [len(hand) for hand in window.match.state.hands[1:]]
    assert [n for n in named(window.view, Role.StaticText) if ": " in n and "cards" in n] == [
        f"Computer 1: {counts[0]} cards", f"Computer 2: {counts[1]} cards"]
    for name in (n.text(QAccessible.Text.Name) for n in tree(window.view)):
        assert not SIGNS.search(name), f"{name!r} is said in signs"


def test_each_part_lies_where_it_is_drawn(qtbot):
    window, keys = make_window(qtbot, position("7H 2C KS", ["5C 6C 7C"]))
    window.motion.finish()
    item = window.scene.card_item(hand_key(window, "KS"))
    node = next(n for n in tree(window.view) if n.text(QAccessible.Text.Name).startswith("king of spades, "))
    drawn = window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    on_screen = node.rect()
    top_left = window.view.viewport().mapToGlobal(drawn.topLeft())
    assert abs(on_screen.x() - top_left.x()) <= 1 and abs(on_screen.y() - top_left.y()) <= 1
    assert node.role() == Role.ListItem and node.state().selectable


def test_a_joker_is_said_as_the_card_it_stands_for(qtbot):
    window, keys = make_window(qtbot, position("7H 2C", ["5C JK 7C"]))
    joker = next(card for card in window.controller.arrangement.melds[0] if card.is_joker)
    window.controller.declare_joker(joker.key)   # the only card it can stand for: six of clubs
    (meld,) = [cards for name, cards in lists(window.view).items() if name.startswith("Meld A: ")]
    assert meld == ["five of clubs, 1 of 3 in meld A", "joker as six of clubs, 2 of 3 in meld A",
                    "seven of clubs, 3 of 3 in meld A"]


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "system"], indirect=True)
def test_cards_are_named_in_words_in_every_language(qtbot, language):
    window, keys = make_window(qtbot, position("7H QS 2C", ["5C 6C 7C"]))
    window.motion.finish()
    hand = [in_words(spoken_card(card)) for card in window.controller.hand_in_order()]
    items = named(window.view, Role.ListItem)
    assert len(items) == len(face_up_cards(window)) and hand
    assert all(any(item.startswith(card) for item in items) for card in hand)
    for name in items:
        assert not SIGNS.search(name)
        assert not DIRECTION_MARKS.search(name), f"{name!r}: a screen reader says or trips on direction marks"
    if language != "en":
        assert not {"seven of hearts", "queen of spades", "two of clubs"} & set(items), "translated"
    save_shot(window, f"screen-reader-table-{language}")


def focused(widget) -> list[QAccessibleInterface]:
    return [node for node in tree(widget) if node.state().focused and node.role() in (Role.ListItem, Role.List,
                                                                                      Role.Button)]


def test_the_focused_child_follows_the_keyboard_cursor_and_its_selection(qtbot):
    window, keys = make_window(qtbot, position("7H 2C KS", ["5D 6D 7D", "QS QH QC"]))
    assert not focused(window.view), "no cursor yet: nothing on the table is focused"
    go_to(qtbot, window, keys, ("hand", hand_key(window, "2C")))
    (node,) = focused(window.view)
    assert node.text(QAccessible.Text.Name) == "two of clubs, 3 of 3 in your hand"
    assert node.parent().text(QAccessible.Text.Name) == "Your hand"
    assert not node.state().selected
    press(qtbot, window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: focused(window.view)[0].state().selected)
    go_to(qtbot, window, keys, ("meld", hand_key(window, "QH")))
    (node,) = focused(window.view)
    assert node.text(QAccessible.Text.Name) == "queen of hearts, 2 of 3 in meld B"
    assert node.parent().text(QAccessible.Text.Name).startswith("Meld B: ")
    selected = [n.text(QAccessible.Text.Name) for n in tree(window.view) if n.state().selected]
    assert selected == ["two of clubs, 3 of 3 in your hand"]


def test_the_gin_table_lists_the_hand_the_piles_the_buttons_and_the_opponent(qtbot, tmp_path):
    window = gin_window(qtbot, tmp_path)
    window.motion.finish()
    state = window.match.state
    assert lists(window.view)["Your hand"] and len(lists(window.view)["Your hand"]) == len(state.hands[0])
    assert len(named(window.view, Role.ListItem)) == len(face_up_cards(window)) - 1, "and the pile's top card:"
    buttons = named(window.view, Role.Button)
    assert f"Stock, cards left: {len(state.stock)}" in buttons
    assert f"Discard pile: {spoken_card(state.discard_pile[-1])}" in buttons
    assert any(name.startswith("Button: Take ") and not SIGNS.search(name) for name in buttons)
    assert f"Computer 1: {len(state.hands[1])} cards" in named(window.view, Role.StaticText)


def test_while_laying_off_each_knockers_meld_is_a_list_and_a_focus_stop(qtbot):
    table = GinTable(qtbot, anna_knocked())
    melds = table.match.state.knocker_spread.melds
    found = lists(table.view)
    runs = [name for name in found if name.startswith(f"Meld ") and "to lay off on" in name]
    assert len(runs) == len(melds)
    spades = next(i for i, m in enumerate(melds) if any(str(c) == "JS" for c in m))
    go_to(qtbot, table, table.keys, ("layoff", spades))
    (node,) = focused(table.view)
    assert node.role() == Role.List and node.text(QAccessible.Text.Name).endswith("ten, jack, queen of spades")
    assert [node.child(i).text(QAccessible.Text.Name) for i in range(node.childCount())] == [
        f"{card}, {i + 1} of 3 in meld {spades + 1}" for i, card in enumerate(("ten of spades", "jack of spades",
                                                                              "queen of spades"))]
    table.match.shutdown()


class Announcements:
    """The announcements Qt is asked to pass on to assistive technology (the platform bridge's input)."""

    def __init__(self, monkeypatch) -> None:
        self.heard: list[tuple[str, QAccessible.AnnouncementPoliteness]] = []
        self.described: list[str] = []
        """What Orca 43 says: each new description of an object, as it is when told (not the emptying)."""
        self.focus: list[str] = []
        """The name of each object told to have the focus."""
        original = QAccessible.updateAccessibility

        def spy(event) -> None:
            if event.type() == QAccessible.Event.Announcement:
                self.heard.append((event.message(), event.politeness()))
            elif event.type() == QAccessible.Event.DescriptionChanged and event.object().accessibleDescription():
                self.described.append(event.object().accessibleDescription())
            elif event.type() == QAccessible.Event.Focus:
                self.focus.append(event.object().accessibleName())
            original(event)

        monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(spy))


def latest_news(window: MainWindow) -> str:
    return next(n.text(QAccessible.Text.Name) for n in tree(window.view) if n.text(QAccessible.Text.Name)
                .startswith("Latest news: "))


def test_a_computers_move_and_then_your_turn_are_announced_politely(qtbot, monkeypatch):
    said = Announcements(monkeypatch)
    window, keys = make_window(qtbot, position("8S 2C KS", ["5H 6H 7H"], seat=1, phase=Phase.DRAW))
    qtbot.waitUntil(lambda: window.match.seat_to_act() == 0, timeout=10_000)
    qtbot.waitUntil(lambda: said.heard and said.heard[-1][0] == "Your turn", timeout=10_000)
    moves = [text for text, _ in said.heard if text.startswith("Computer ")]
    assert any(text.startswith("Computer 1 ") for text in moves) and any(text.startswith("Computer 2 ") for text in moves)
    assert all(politeness == QAccessible.AnnouncementPoliteness.Polite for text, politeness in said.heard
               if text in moves or text == "Your turn")
    assert not any(SIGNS.search(text) for text, _ in said.heard)
    assert latest_news(window) == "Latest news: Your turn"


def test_announcements_can_be_turned_off_in_the_settings(qtbot, monkeypatch, tmp_path):
    said = Announcements(monkeypatch)
    window = window_for(qtbot, tmp_path, SEATS, bot_factory=factory, seed=2, pause_ms=0, start_game=False,
                        settings=instant_settings(tmp_path, announce_moves=False))
    window.show()
    window.match.resume(position("8S 2C KS", ["5H 6H 7H"], seat=1, phase=Phase.DRAW), SEATS)
    qtbot.waitUntil(lambda: window.match.seat_to_act() == 0, timeout=10_000)
    qtbot.wait(50)
    assert [text for text, politeness in said.heard if politeness == QAccessible.AnnouncementPoliteness.Polite] == []
