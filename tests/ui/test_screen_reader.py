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
from rummy_desktop.engine import gin
from rummy_desktop.engine.manipulation import Phase
from rummy_desktop.ui.assist import announcer as announcer_module
from rummy_desktop.controller.new_game_choice import NewGameChoice, default_rules
from rummy_desktop.ui.main_window import MainWindow
from rummy_desktop.ui.table.card_item import CardItem
from rummy_desktop.ui.text.i18n import LANGUAGES, spoken_card
from rummy_desktop.ui.text.spoken import in_words
from shots import save_shot
from test_gin_scene import anna_knocked
from test_keyboard_cursor import gin_window, seats
from main_window_helpers import instant_settings, window_for
from test_keyboard_play import SEATS, GinTable, factory, gin_state, go_to, hand_key, make_window, press

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


class Described:
    """What Orca 43 says of the announcer's sentences: a new description of the object it has its focus on
    (``onDescriptionChanged``), and the description an object has as it is told it got the focus (said after
    its name, in the same breath)."""

    def __init__(self, monkeypatch) -> None:
        self.said: list[tuple[object, str]] = []
        through_description = announcer_module.speak_through_description
        added = announcer_module.add_to_description
        update = QAccessible.updateAccessibility

        def spoken(widget, text: str) -> None:
            self.said.append((widget, text))
            through_description(widget, text)

        def joined(widget, text: str) -> str:   # said whole if the widget has the focus by then
            whole = added(widget, text)
            self.said.append((widget, whole))
            return whole

        def focus(event) -> None:
            if event.type() == QAccessible.Event.Focus and event.object().accessibleDescription():
                self.said.append((event.object(), event.object().accessibleDescription()))
            update(event)

        monkeypatch.setattr(announcer_module, "speak_through_description", spoken)
        monkeypatch.setattr(announcer_module, "add_to_description", joined)
        monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(focus))

    @property
    def texts(self) -> list[str]:
        return [text for _, text in self.said]


def test_orca_43_hears_the_computers_moves_and_your_turn_on_the_card_under_the_cursor(qtbot, monkeypatch):
    described = Described(monkeypatch)
    window, keys = make_window(qtbot, position("8S 2C KS", ["5H 6H 7H"], phase=Phase.DRAW))
    focus_table(qtbot, window)
    press(qtbot, window, Qt.Key.Key_Right)
    card = window.keyboard.access.current
    assert card is not None and card.accessibleName() == "eight of spades, 1 of 3 in your hand", "the first card"
    press(qtbot, window, Qt.Key.Key_D, Qt.Key.Key_D, Qt.Key.Key_D)   # a third draw ends the turn
    qtbot.waitUntil(lambda: window.match.seat_to_act() == 0 and not window.announcer.waiting, timeout=20_000)
    news = " ".join(described.texts)
    assert "Computer 1 " in news and "Computer 2 " in news and news.endswith("Your turn.")
    current = window.keyboard.access.current
    assert current is not None and described.said[-1][0] is current, \
        "said on the object the screen reader has its focus on"
    assert current.accessibleDescription() == "", "no stale news left for the screen reader to read later"


def focus_table(qtbot, window: MainWindow) -> None:
    """The window active and its table focused, as for a player at the keyboard."""
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    qtbot.wait(20)   # what the table does when it gets the focus is done


def test_a_rebuilt_table_keeps_the_focused_card_and_tells_no_new_focus(qtbot, monkeypatch):
    said = Announcements(monkeypatch)
    window, keys = make_window(qtbot, position("KS 2C 5H 6H 7H", ["9S 10S JS"]))
    focus_table(qtbot, window)
    press(qtbot, window, Qt.Key.Key_Right)   # the cursor shows, on the first card
    qtbot.waitUntil(lambda: bool(said.focus))   # told once the key's event is over
    card, focus_before = window.keyboard.access.current, len(said.focus)
    assert card is not None and said.focus[-1].startswith("king of spades, ")
    window.controller.new_meld([hand_key(window, text) for text in ("5H", "6H", "7H")])   # a new meld: the table changes
    qtbot.wait(20)
    assert len(lists(window.view)) == 3, "the table's parts were rebuilt with the new meld"
    assert window.keyboard.access.current is card and len(said.focus) == focus_before, \
        "the card under the cursor keeps its stand-in, and no focus is told again (Orca would repeat the card)"


def test_only_one_object_holds_the_focus(qtbot):
    window, keys = make_window(qtbot, position("8S 2C KS", ["5H 6H 7H"]))
    focus_table(qtbot, window)
    view = QAccessible.queryAccessibleInterface(window.view)
    assert view.state().focused, "no cursor yet: the table has the focus"
    press(qtbot, window, Qt.Key.Key_Right)
    assert len(focused(window.view)) == 1 and not view.state().focused


def test_your_keys_are_confirmed_in_words(qtbot, monkeypatch):
    described = Described(monkeypatch)
    window, keys = make_window(qtbot, position("5H 6H 7H 2C KS", ["9S 10S JS"]))
    focus_table(qtbot, window)
    for card in ("5H", "6H", "7H"):
        go_to(qtbot, window, keys, ("hand", hand_key(window, card)))
        press(qtbot, window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: described.texts[-1].endswith("seven of hearts selected, 3 selected."))
    press(qtbot, window, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: described.texts[-1].endswith("New meld B: five, six, seven of hearts: a sequence, legal."))
    press(qtbot, window, Qt.Key.Key_T)   # at once: added to what N's card carries (Orca may not have read it yet)
    qtbot.waitUntil(lambda: described.texts[-1].endswith("Meld A: nine, ten, jack of spades: a sequence, legal. "
                                                         "Meld B: five, six, seven of hearts: a sequence, legal."))
    qtbot.wait(int(announcer_module.JOINED_S * 1000) + 100)
    press(qtbot, window, Qt.Key.Key_Y)
    qtbot.waitUntil(lambda: described.texts[-1] == "Your hand, 2 cards: king of spades, two of clubs.")
    press(qtbot, window, Qt.Key.Key_PageUp)
    assert keys.stop.ident[0] == "meld", "Page Up: from your hand to the melds"
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: described.texts[-1].startswith("Undone: "))


def test_gin_enter_discards_the_card_the_hint_selected(qtbot):
    table = GinTable(qtbot, gin_state())
    table.press(qtbot, Qt.Key.Key_D)
    hand = table.match.state.hands[0]
    cursor_card = table.keys.stop.item.card
    hinted = next(card for card in hand if card != cursor_card)
    table.scene.select_discard(hinted)
    table.press(qtbot, Qt.Key.Key_Return)
    assert table.played[-1] == (0, gin.Discard(hinted))


def test_a_new_game_leaves_nothing_of_the_last_table_to_read(qtbot, tmp_path):
    window = gin_window(qtbot, tmp_path)
    before = window.keyboard.stop
    press(qtbot, window, Qt.Key.Key_Right)
    assert window.keyboard.stop == before, "the first key shows where the cursor is, without moving it"
    assert window.view.accessibleName().startswith("Your hand, card ")
    window.start_game(NewGameChoice("manipulation", seats(3), default_rules("manipulation"), 7))
    assert window.view.accessibleName() == "Card table" and window.keyboard.access.current is None


def test_return_in_your_hand_says_the_cards_are_back(qtbot, monkeypatch):
    described = Described(monkeypatch)
    window, keys = make_window(qtbot, position("KS 2C 5D 6D 7D 8D", ["5H 6H 7H"]))
    focus_table(qtbot, window)
    for card in ("5D", "6D", "7D", "8D"):
        go_to(qtbot, window, keys, ("hand", hand_key(window, card)))
        press(qtbot, window, Qt.Key.Key_Space)
    press(qtbot, window, Qt.Key.Key_N)
    go_to(qtbot, window, keys, ("meld", hand_key(window, "8D")))
    press(qtbot, window, Qt.Key.Key_Space)
    go_to(qtbot, window, keys, ("hand", hand_key(window, "KS")))
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: described.texts[-1].endswith("Back in your hand: eight of diamonds."))


def test_your_draw_names_the_card_you_drew_to_you_alone(qtbot, monkeypatch):
    # The log, which everyone at the screen may read, says only "You draw a card."
    described = Described(monkeypatch)
    window, keys = make_window(qtbot, position("5H 6H 7H 2C KS", ["9S 10S JS"]))
    focus_table(qtbot, window)
    before = window.match.state.hands[0]
    assert window.controller.draw()
    (drawn,) = [card for card in window.match.state.hands[0] if card not in before]
    qtbot.waitUntil(lambda: any(text.endswith(f"You drew the {spoken_card(drawn)}.") for text in described.texts))
    assert window.log.lines()[-1] == "You draw a card." and drawn.pretty not in "\n".join(window.log.lines())


def test_x_passes_on_the_first_upcard_and_is_said_and_the_instruction_names_it(qtbot, tmp_path, monkeypatch):
    described = Described(monkeypatch)
    window = gin_window(qtbot, tmp_path)   # the computer never moves: seat 0 is offered the upcard
    offered = window.match.state
    assert offered.phase is gin.Phase.UPCARD_OFFER and offered.upcard_passes == 0
    assert window.turn_label.text().endswith("(key P), or pass (key X).")
    focus_table(qtbot, window)
    press(qtbot, window, Qt.Key.Key_X)
    assert window.match.state.upcard_passes == 1 and window.match.seat_to_act() == 1
    qtbot.waitUntil(lambda: bool(described.texts)
                    and described.texts[-1].endswith(f"You pass the upcard {spoken_card(offered.upcard)}."))
    press(qtbot, window, Qt.Key.Key_X)   # the computer's turn now: nothing to pass on
    qtbot.waitUntil(lambda: described.texts[-1].endswith(
        "You can pass only on the first upcard, while it is on offer to you."))
    assert window.match.state.upcard_passes == 1


class FocusTold:
    """Each focus told to assistive technology: the object's name and its description as it is told (Orca
    43 says both, in one breath), and every sentence said afterwards through a description change (which
    Orca says at once, cutting off what it was saying)."""

    def __init__(self, monkeypatch) -> None:
        self.focus: list[tuple[object, str, str]] = []
        self.cut_in: list[str] = []
        through_description = announcer_module.speak_through_description
        update = QAccessible.updateAccessibility

        def spoken(widget, text: str) -> None:
            self.cut_in.append(text)
            through_description(widget, text)

        def told(event) -> None:
            if event.type() == QAccessible.Event.Focus:
                widget = event.object()
                self.focus.append((widget, widget.accessibleName(), widget.accessibleDescription()))
            update(event)

        monkeypatch.setattr(announcer_module, "speak_through_description", spoken)
        monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(told))


def test_n_is_said_with_the_card_the_cursor_moved_to_in_one_breath(qtbot, monkeypatch):
    told = FocusTold(monkeypatch)
    window, keys = make_window(qtbot, position("5H 6H 7H 2C KS", ["9S 10S JS"]))
    focus_table(qtbot, window)
    for card in ("5H", "6H", "7H"):
        go_to(qtbot, window, keys, ("hand", hand_key(window, card)))
        press(qtbot, window, Qt.Key.Key_Space)
    qtbot.wait(int(announcer_module.HOLDER_GRACE_S * 1000) + 100)   # said on the seven of hearts, which N takes away
    told.focus.clear(), told.cut_in.clear()
    press(qtbot, window, Qt.Key.Key_N)   # the meld's cards leave the hand: the cursor goes to the two of clubs
    qtbot.waitUntil(lambda: bool(told.focus))
    qtbot.wait(50)
    (card, name, description), = told.focus
    assert name.startswith("two of clubs, ") and name.endswith(" of 2 in your hand")
    assert description == "New meld B: five, six, seven of hearts: a sequence, legal.", \
        "the key's sentence goes with the card's name"
    assert told.cut_in == [], "and nothing cuts it off"
    qtbot.waitUntil(lambda: card.accessibleDescription() == "", timeout=5000)   # no stale sentence left on it


def test_a_draw_is_said_with_the_card_drawn_in_one_breath(qtbot, monkeypatch):
    told = FocusTold(monkeypatch)
    window, keys = make_window(qtbot, position("5H 6H 7H 2C KS", ["9S 10S JS"]))
    focus_table(qtbot, window)
    press(qtbot, window, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: bool(told.focus))
    told.focus.clear(), told.cut_in.clear()
    before = window.match.state.hands[0]
    press(qtbot, window, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: bool(told.focus))
    qtbot.wait(50)
    (drawn,) = [card for card in window.match.state.hands[0] if card not in before]
    (card, name, description), = told.focus
    assert name.startswith(spoken_card(drawn) + ", ") and name.endswith(" in your hand")
    assert description == f"You draw a card. You drew the {spoken_card(drawn)}."
    assert told.cut_in == []


def drawing_at_the_table(qtbot, monkeypatch):
    """A table with the cursor on a card, the focus told so far forgotten, and D (draw) pressed: what the
    screen reader is told, and the window."""
    told = FocusTold(monkeypatch)
    window, _ = make_window(qtbot, position("5H 6H 7H 2C KS", ["9S 10S JS"]))
    focus_table(qtbot, window)
    press(qtbot, window, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: bool(told.focus))
    told.focus.clear()
    press(qtbot, window, Qt.Key.Key_D)
    return told, window


def test_a_sentence_just_after_a_carried_one_joins_it_rather_than_wiping_it(qtbot, monkeypatch):
    # Orca, behind on a flood of events, read the focus after the next sentence had emptied the description
    # that carried "You draw a card. …", and never said it
    told, window = drawing_at_the_table(qtbot, monkeypatch)
    qtbot.waitUntil(lambda: bool(told.focus))
    (card, _, carried), = told.focus
    window.announcer.tell("The stock is nearly empty.")
    qtbot.waitUntil(lambda: not window.announcer.waiting)
    assert card.accessibleDescription() == f"{carried} The stock is nearly empty."


def test_a_card_keeps_what_its_focus_carried_while_the_next_key_moves_on(qtbot, monkeypatch):
    # Three draws a fifth of a second apart: Orca, reading each focus late, found the second card's
    # description emptied by the third draw and said only its name
    told, window = drawing_at_the_table(qtbot, monkeypatch)
    qtbot.waitUntil(lambda: len(told.focus) == 1)
    qtbot.wait(200)
    press(qtbot, window, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: len(told.focus) == 2)
    (first, _, carried), (second, _, _) = told.focus
    assert first is not second and carried.startswith("You draw a card. You drew the ")
    assert first.accessibleDescription() == carried, "still there for a screen reader that reads it late"
    qtbot.waitUntil(lambda: first.accessibleDescription() == "" and second.accessibleDescription() == "",
                    timeout=int(announcer_module.CARRIED_S * 1000) + 2000)


def test_what_a_focus_carried_goes_on_with_the_next_that_comes_soon(qtbot, monkeypatch):
    # Orca, a second behind, presents only the focus current when it gets to it: the second of three quick
    # draws was never heard, its card's focus skipped
    told, window = drawing_at_the_table(qtbot, monkeypatch)
    qtbot.waitUntil(lambda: len(told.focus) == 1)
    press(qtbot, window, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: len(told.focus) == 2)
    (_, _, first), (_, _, second) = told.focus
    assert first.startswith("You draw a card. You drew the ")
    assert second.startswith(first + " You draw ") and second.count("You drew") == 2


def test_what_a_focus_carried_goes_on_once_not_with_every_quick_key(qtbot, monkeypatch):
    # Real keys through Orca (tests/ui/orca_transcript.py --x-keys): after a draw, five arrow presses a fifth
    # of a second apart each said "You draw a card. You drew the two of spades." again, each cut by the next
    told, window = drawing_at_the_table(qtbot, monkeypatch)
    qtbot.waitUntil(lambda: len(told.focus) == 1)
    for presses in (2, 3):
        press(qtbot, window, Qt.Key.Key_Left)
        qtbot.waitUntil(lambda: len(told.focus) == presses)
    (_, _, drawn), (_, _, next_one), (_, name, after) = told.focus
    assert drawn.startswith("You draw a card. You drew the ") and next_one == drawn
    assert "You drew" not in after and name.endswith(" in your hand")
