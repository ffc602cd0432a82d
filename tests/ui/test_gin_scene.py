"""The Gin table under real mouse events: each gesture checked by the action sent and by the engine taking it."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QGuiApplication

from rummy_desktop.engine.cards import Card, make_deck, parse_card, parse_cards
from rummy_desktop.engine.gin import (
    Discard,
    DrawDiscard,
    DrawStock,
    GinRules,
    GinState,
    Knock,
    PassUpcard,
    Phase,
    Spread,
    TakeUpcard,
    apply,
    best_melds,
    best_spread,
    knock_spreads,
    new_game,
    view_for,
)
from rummy_desktop.ui.table.card_item import CardItem
from rummy_desktop.ui.table.card_theme import CardTheme
from rummy_desktop.ui.gin.scene import GinScene
from rummy_desktop.ui.table.table_view import TableView
from shots import save_shot

MELDS_AND_JUNK = "3H 4H 5H 7S 7D 7C KD QC 2S 9H"
ANNA = "AC 2C 3C 8S 8H 8D 10S JS QS 5D"


def position(mine: str, theirs: str, pile: str, *, phase: Phase = Phase.DRAW, current: int = 0,
             rules: GinRules = GinRules(), stock_top: str = "") -> GinState:
    """A seeded game with the hands, the discard pile (bottom first) and the top of the stock set."""
    state = new_game(random.Random(7), rules)
    hands = (tuple(parse_cards(mine)), tuple(parse_cards(theirs)))
    discards, top = tuple(parse_cards(pile)), tuple(parse_cards(stock_top))
    used = {*hands[0], *hands[1], *discards, *top}
    stock = tuple(c for c in make_deck(1, 0) if c not in used) + top
    return replace(state, hands=hands, discard_pile=discards, upcard=discards[0], stock=stock, phase=phase,
                   current=current, dealer=1 - current)


class Table:
    """A Gin table on screen for seat 0 ("You" against "Anna"), the actions it sends, and the gestures."""

    def __init__(self, qtbot, state: GinState, size: tuple[int, int] = (1280, 800)) -> None:
        self.qtbot = qtbot
        self.state = state
        self.scene = GinScene(CardTheme())
        self.actions: list[object] = []
        self.messages: list[str] = []
        self.scene.action_chosen.connect(self.actions.append)
        self.scene.message.connect(self.messages.append)
        self.view = TableView(self.scene)
        qtbot.addWidget(self.view)
        self.view.resize(*size)
        self.view.show()
        qtbot.waitExposed(self.view)
        self.redraw()

    def redraw(self, *, reveal: bool = False) -> None:
        self.scene.show(view_for(self.state, 0), ["You", "Anna"], 0, reveal_opponent=reveal)

    def play(self) -> GinState:
        """Apply the one action the table sent to the engine state, and show the result."""
        assert len(self.actions) == 1, self.actions
        self.state = apply(self.state, self.actions.pop())
        self.redraw()
        return self.state

    # where things are
    def card(self, text: str) -> CardItem:
        wanted = parse_card(text)
        for item in self.scene.card_items():
            if item.card == wanted:
                return item
        raise AssertionError(f"{text} is not face up on the table")

    @staticmethod
    def grab_point(item) -> QPointF:
        rect = item.sceneBoundingRect()
        return QPointF(rect.left() + min(10.0, rect.width() * 0.15), rect.center().y())

    def hand_point(self) -> QPointF:
        area = self.scene.layout.hand_area
        return QPointF(area.right - 20, area.center[1])

    def pile_point(self) -> QPointF:
        return QPointF(*self.scene.layout.pile.center)

    # gestures
    def _at(self, point: QPointF) -> QPoint:
        return self.view.mapFromScene(point)

    def drag(self, start: QPointF, end: QPointF) -> None:
        viewport = self.view.viewport()
        a, b = self._at(start), self._at(end)
        self.qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
        self.qtbot.mouseMove(viewport, a + QPoint(12, 12))
        self.qtbot.mouseMove(viewport, (a + b) / 2)
        self.qtbot.mouseMove(viewport, b)
        self.qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)

    def click(self, point: QPointF) -> None:
        self.qtbot.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                              self._at(point))

    def double_click(self, point: QPointF) -> None:
        self.click(point)
        self.qtbot.mouseDClick(self.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                               self._at(point))

    def press_button(self, name: str) -> None:
        button = self.scene.button(name)
        assert button.isVisible(), f"the {name} button is not shown"
        self.click(button.sceneBoundingRect().center())

    def hand(self) -> list[str]:
        items = sorted(self.scene.hand_items(), key=lambda i: i.x())
        return [str(i.card) for i in items if i.y() >= self.scene.layout.hand_area.y - 1]


def face_up_cards(scene: GinScene) -> set[Card]:
    return {i.card for i in scene.items() if isinstance(i, CardItem) and i.card is not None and i.isVisible()}


# --- the upcard, drawing, discarding -------------------------------------------------------------


def test_take_the_upcard_with_the_take_button(qtbot):
    t = Table(qtbot, position(MELDS_AND_JUNK, ANNA, "9S", phase=Phase.UPCARD_OFFER))
    assert not t.scene.button("knock").isVisible()
    t.press_button("take")
    assert t.actions == [TakeUpcard()]
    state = t.play()
    assert state.phase is Phase.DISCARD and parse_card("9S") in state.hands[0]
    assert "9S" in t.hand()
    assert not t.scene.button("take").isVisible()


def test_pass_the_upcard(qtbot):
    t = Table(qtbot, position(MELDS_AND_JUNK, ANNA, "9S", phase=Phase.UPCARD_OFFER))
    t.press_button("pass")
    assert t.actions == [PassUpcard()]
    state = t.play()
    assert state.current == 1 and state.upcard_passes == 1
    assert not t.scene.button("pass").isVisible()   # it is Anna's choice now


def test_the_stock_is_refused_while_the_upcard_is_on_offer(qtbot):
    t = Table(qtbot, position(MELDS_AND_JUNK, ANNA, "9S", phase=Phase.UPCARD_OFFER))
    t.click(QPointF(*t.scene.layout.stock.center))
    assert t.actions == []
    assert t.messages == ["The upcard is on offer first: take it or pass."]


def test_draw_from_the_stock_with_a_click(qtbot):
    t = Table(qtbot, position(MELDS_AND_JUNK, ANNA, "9S 6C", stock_top="6H"))
    t.click(QPointF(*t.scene.layout.stock.center))
    assert t.actions == [DrawStock()]
    state = t.play()
    assert state.hands[0][-1] == parse_card("6H")
    assert "6H" in t.hand()


def test_draw_from_the_pile_by_dragging_its_top_card_into_the_hand(qtbot):
    t = Table(qtbot, position(MELDS_AND_JUNK, ANNA, "9S 6H"))
    t.drag(t.grab_point(t.card("6H")), t.hand_point())
    assert t.actions == [DrawDiscard()]
    state = t.play()
    assert parse_card("6H") in state.hands[0] and state.discard_pile == (parse_card("9S"),)
    assert t.card("9S").pos() == QPointF(round(t.scene.layout.pile.x), round(t.scene.layout.pile.y))


def test_discard_by_dragging_a_card_onto_the_pile(qtbot):
    t = Table(qtbot, position(MELDS_AND_JUNK + " JD", ANNA, "9S", phase=Phase.DISCARD))
    t.drag(t.grab_point(t.card("KD")), t.pile_point())
    assert t.actions == [Discard(parse_card("KD"))]
    state = t.play()
    assert state.discard_pile[-1] == parse_card("KD") and state.current == 1
    assert "KD" not in t.hand()


def test_discard_by_double_clicking_a_card(qtbot):
    t = Table(qtbot, position(MELDS_AND_JUNK + " JD", ANNA, "9S", phase=Phase.DISCARD))
    t.double_click(t.grab_point(t.card("2S")))
    assert t.actions == [Discard(parse_card("2S"))]
    assert t.play().discard_pile[-1] == parse_card("2S")


def test_the_card_just_taken_from_the_pile_snaps_back_with_a_reason(qtbot):
    t = Table(qtbot, position(MELDS_AND_JUNK, ANNA, "9S 6H"))
    t.click(t.grab_point(t.card("6H")))
    t.play()
    t.drag(t.grab_point(t.card("6H")), t.pile_point())
    assert t.actions == []
    assert t.messages == ["You took 6♥ from the pile this turn: discard another card."]
    assert "6H" in t.hand()


def test_drag_a_card_to_reorder_the_hand(qtbot):
    t = Table(qtbot, position(MELDS_AND_JUNK, ANNA, "9S"))
    t.press_button("rank")
    assert t.hand() == ["2S", "3H", "4H", "5H", "7S", "7C", "7D", "9H", "QC", "KD"]
    first = t.scene.layout.hand_cards[0]
    t.drag(t.grab_point(t.card("KD")), QPointF(first.x + 2, first.center[1]))
    assert t.hand() == ["KD", "2S", "3H", "4H", "5H", "7S", "7C", "7D", "9H", "QC"]
    assert t.actions == []


def test_the_deadwood_count_follows_the_card_chosen_to_discard(qtbot):
    t = Table(qtbot, position(MELDS_AND_JUNK + " JD", ANNA, "9S", phase=Phase.DISCARD))
    assert t.scene.deadwood_line == "Deadwood 31 after discarding K♦"
    t.click(t.grab_point(t.card("2S")))
    assert t.scene.deadwood_line == "Deadwood 39 after discarding 2♠"


# --- knocking ------------------------------------------------------------------------------------

KNOCK_HAND = "3H 4H 5H 7S 7D 7C AC 2C 3C 2S KD"


def test_knock_with_the_selected_card_after_the_confirmation(qtbot, monkeypatch):
    asked: list[str] = []
    monkeypatch.setattr(GinScene, "confirm_knock", classmethod(lambda cls, parent, text: asked.append(text) or True))
    t = Table(qtbot, position(KNOCK_HAND, ANNA.replace("AC 2C 3C", "9C 10C JC"), "9S", phase=Phase.DISCARD))
    assert t.scene.button("knock").text == "Knock"
    t.click(t.grab_point(t.card("2S")))   # deadwood 10 left: a knock, not the best one
    t.press_button("knock")
    assert asked == ["Knock, discarding 2♠? You spread with 10 deadwood."]
    assert t.actions == [Knock(parse_card("2S"), best_melds(parse_cards("3H 4H 5H 7S 7D 7C AC 2C 3C KD")).melds)]
    state = t.play()
    assert state.phase is Phase.LAYOFF and state.knocker == 0
    assert state.knocker_spread.deadwood == 10


def test_a_refused_confirmation_sends_nothing_and_gin_is_named(qtbot, monkeypatch):
    monkeypatch.setattr(GinScene, "confirm_knock", classmethod(lambda cls, parent, text: False))
    t = Table(qtbot, position("3H 4H 5H 7S 7D 7C AC 2C 3C 4C KD", ANNA.replace("AC 2C 3C", "9C 10C JC"), "9S",
                              phase=Phase.DISCARD))
    assert t.scene.button("knock").text == "Gin"
    t.press_button("knock")
    assert t.actions == []
    t.scene.confirm_knocks = False
    t.press_button("knock")
    assert [action.card for action in t.actions] == [parse_card("KD")]
    assert t.play().round_result.gin


SPREADS_TO_CHOOSE = "2D 2C 3C 4C 4S 4H 4D 5H 6H 7H KS"   # without K♠: four legal spreads, the lowest 2 deadwood
DEFENDER = "9H 6D JC 6C 5D 3H KH 8H AD 5C"


def test_with_several_legal_spreads_you_pick_the_one_to_show(qtbot, monkeypatch):
    asked = []

    def pick_the_four_fours(spreads, proposal, discard):
        asked.append((proposal, spreads, discard))
        return next(s for s in spreads if len(s.melds[0]) == 4)

    monkeypatch.setattr(GinScene, "confirm_knock", classmethod(lambda cls, parent, text: pytest.fail("asked twice")))
    t = Table(qtbot, position(SPREADS_TO_CHOOSE, DEFENDER, "9S", phase=Phase.DISCARD))
    t.scene.spread_choices = lambda card: knock_spreads(t.state, card)   # as the window does
    t.scene.ask_spread = pick_the_four_fours
    t.click(t.grab_point(t.card("KS")))
    t.press_button("knock")
    ((proposal, spreads, discard),) = asked
    assert discard == parse_card("KS") and len(spreads) == 4
    assert proposal.deadwood == 2 and proposal == spreads[0]
    (knock,) = t.actions
    assert knock == Knock(parse_card("KS"), (parse_cards("4S 4H 4C 4D"), parse_cards("5H 6H 7H")))
    state = t.play()
    assert state.phase is Phase.LAYOFF and state.knocker_spread.melds == knock.melds
    assert state.knocker_spread.deadwood == 7
    assert t.scene._hand_label.text() == "Deadwood 7"   # as spread, not the least the cards could leave
    save_shot(t.view, "gin-knocker-spread-chosen")


def test_cancelling_the_spread_question_knocks_nothing(qtbot):
    t = Table(qtbot, position(SPREADS_TO_CHOOSE, DEFENDER, "9S", phase=Phase.DISCARD))
    t.scene.ask_spread = lambda spreads, proposal, discard: None
    t.click(t.grab_point(t.card("KS")))
    t.press_button("knock")
    assert t.actions == []


def test_with_a_single_legal_spread_nothing_is_asked(qtbot):
    t = Table(qtbot, position(KNOCK_HAND, ANNA.replace("AC 2C 3C", "9C 10C JC"), "9S", phase=Phase.DISCARD))
    t.scene.ask_spread = lambda *args: pytest.fail("a single spread was asked")
    t.scene.confirm_knocks = False
    t.click(t.grab_point(t.card("2S")))   # K♦ left as deadwood (10): no meld can be given up
    t.press_button("knock")
    assert t.actions == [Knock(parse_card("2S"), best_melds(parse_cards("3H 4H 5H 7S 7D 7C AC 2C 3C KD")).melds)]


def test_no_knock_button_while_the_deadwood_is_too_high(qtbot):
    t = Table(qtbot, position(MELDS_AND_JUNK + " JD", ANNA, "9S", phase=Phase.DISCARD))
    assert not t.scene.button("knock").isVisible()


# --- laying off ----------------------------------------------------------------------------------


def anna_knocked() -> GinState:
    """Anna knocks with 5 deadwood (A-2-3♣, three eights, 10-J-Q♠, 5♦); of your cards only 9♠ lays off."""
    state = position("9S 9H 2D 4D 6D KC QD JH 7C 5C", "AC 2C 3C 8S 8H 8D 10S JS QS 5D 6H", "4S",
                     phase=Phase.DISCARD, current=1)
    return apply(state, Knock(parse_card("6H")))


def test_lay_off_a_card_by_dragging_it_onto_the_knockers_meld_then_done(qtbot):
    t = Table(qtbot, anna_knocked())
    assert t.state.phase is Phase.LAYOFF and t.state.current == 0
    melds = t.state.knocker_spread.melds
    spades = next(i for i, m in enumerate(melds) if parse_card("JS") in m)
    group = t.scene.layout.spread[spades]
    t.drag(t.grab_point(t.card("9S")), QPointF(*group[-1].center))
    assert t.actions == []
    assert t.card("9S").y() < t.scene.layout.hand_area.y      # it lies on her run now
    assert t.scene.deadwood_line == "Deadwood 63 after lay-offs"
    save_shot(t.view, "gin-laying-off")
    t.press_button("done")
    assert t.actions == [Spread((), ((spades, (parse_card("9S"),)),))]
    state = t.play()
    assert state.round_result.defender_spread.layoffs == ((spades, (parse_card("9S"),)),)


def test_a_card_that_does_not_fit_snaps_back_with_a_message(qtbot):
    t = Table(qtbot, anna_knocked())
    group = t.scene.layout.spread[0]
    t.drag(t.grab_point(t.card("KC")), QPointF(*group[-1].center))
    assert t.messages == ["K♣ does not fit on that meld."]
    assert "KC" in t.hand()
    t.press_button("done")
    assert t.actions == [Spread((), ())]


def test_a_laid_off_card_can_be_taken_back(qtbot):
    t = Table(qtbot, anna_knocked())
    eights = next(i for i, m in enumerate(t.state.knocker_spread.melds) if parse_card("8S") in m)
    t.drag(t.grab_point(t.card("9S")), QPointF(*t.scene.layout.spread[eights][-1].center))
    assert "9S" in t.hand()   # a 9 does not go on the eights: it stayed in the hand
    spades = next(i for i, m in enumerate(t.state.knocker_spread.melds) if parse_card("JS") in m)
    t.drag(t.grab_point(t.card("9S")), QPointF(*t.scene.layout.spread[spades][-1].center))
    assert "9S" not in t.hand()
    t.drag(t.grab_point(t.card("9S")), t.hand_point())
    assert "9S" in t.hand()


def test_best_layoff_sends_the_engines_best_spread(qtbot):
    t = Table(qtbot, anna_knocked())
    t.press_button("best_layoff")
    assert t.actions == [best_spread(t.state)]
    state = t.play()
    assert state.is_round_over and state.round_result.defender_spread.layoffs


# --- what is shown -------------------------------------------------------------------------------


def test_the_opponents_cards_are_never_face_up_before_the_reveal(qtbot):
    state = position(MELDS_AND_JUNK, ANNA, "9S", phase=Phase.UPCARD_OFFER)
    t = Table(qtbot, state)
    anna = set(state.hands[1])
    for action in (PassUpcard(), None):
        assert not face_up_cards(t.scene) & anna
        backs = [i for i in t.scene.items() if isinstance(i, CardItem) and i.card is None and i.isVisible()]
        assert len(backs) == 11   # her ten cards and the stock
        if action is not None:
            t.state = apply(t.state, action)
            t.redraw(reveal=True)   # a reveal asked for too early shows nothing: the view holds no hidden card


def test_both_hands_are_shown_in_melds_when_the_round_is_revealed(qtbot):
    t = Table(qtbot, anna_knocked())
    t.press_button("best_layoff")
    t.play()
    assert not face_up_cards(t.scene) & set(t.state.hands[1])   # not revealed yet
    t.redraw(reveal=True)
    assert set(t.state.hands[1]) <= face_up_cards(t.scene)
    assert t.scene.deadwood_line == f"Deadwood {t.state.round_result.defender_deadwood}"
    assert t.scene._opponent_info.text() == "Deadwood 5"
    save_shot(t.view, "gin-knock-spread-with-layoffs")


@pytest.mark.parametrize(("upcard", "note"), [
    ("4S", "Knock with 4 or less   ·   Spades: scores doubled"),
    ("AH", "Gin only"),
    ("KD", "Knock with 10 or less"),
])
def test_the_oklahoma_knock_limit_is_shown(qtbot, upcard, note):
    t = Table(qtbot, position(MELDS_AND_JUNK, ANNA, upcard, phase=Phase.UPCARD_OFFER,
                              rules=GinRules(variant="oklahoma")))
    assert t.scene._notes.text() == note
    if upcard == "4S":
        save_shot(t.view, "gin-oklahoma-doubled")


def test_plain_gin_shows_no_limit(qtbot):
    t = Table(qtbot, position(MELDS_AND_JUNK, ANNA, "4S", phase=Phase.UPCARD_OFFER))
    assert t.scene._notes.text() == ""


def test_a_gin_position(qtbot):
    t = Table(qtbot, position("3H 4H 5H 7S 7D 7C AC 2C 3C 4C KD", ANNA.replace("AC 2C 3C", "9C 10C JC"), "9S 2H",
                              phase=Phase.DISCARD))
    assert t.scene.button("knock").text == "Gin"
    assert t.scene.deadwood_line == "Deadwood 0 after discarding K♦"
    save_shot(t.view, "gin-position")


def test_nothing_is_sent_while_the_table_is_not_interactive(qtbot):
    t = Table(qtbot, position(MELDS_AND_JUNK, ANNA, "9S 6H"))
    t.scene.set_interactive(False)
    t.click(QPointF(*t.scene.layout.stock.center))
    t.drag(t.grab_point(t.card("6H")), t.hand_point())
    assert t.actions == []
    assert all(not item.flags() & item.GraphicsItemFlag.ItemIsSelectable for item in t.scene.hand_items())
    t.scene.set_interactive(True)
    t.click(QPointF(*t.scene.layout.stock.center))
    assert t.actions == [DrawStock()]


def test_right_to_left_puts_the_stock_and_pile_at_the_right(qtbot):
    QGuiApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        t = Table(qtbot, position(MELDS_AND_JUNK, ANNA, "9S", phase=Phase.UPCARD_OFFER), size=(900, 600))
        save_shot(t.view, "gin-right-to-left-900x600")
        layout = t.scene.layout
        assert layout.stock.x > layout.pile.x > layout.width / 2
        assert layout.buttons[0].x < layout.width / 2
        t.press_button("take")
        assert t.actions == [TakeUpcard()]
    finally:
        QGuiApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_right_to_left_the_rows_start_at_the_right_and_melds_come_first(qtbot):
    QGuiApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        t = Table(qtbot, position(MELDS_AND_JUNK, ANNA, "9S", phase=Phase.UPCARD_OFFER), size=(900, 600))
        layout = t.scene.layout
        melds, *_, deadwood = layout.hand
        assert melds[-1].right == pytest.approx(layout.hand_area.right)       # the first group at the right edge
        assert deadwood[0].x < melds[0].x                                      # the deadwood follows leftwards
        for group in layout.hand:
            assert all(a.x < b.x for a, b in zip(group, group[1:]))            # a group's cards read left to right
        backs = layout.opponent[0]
        assert backs[-1].right == pytest.approx(layout.opponent_area.right)    # the opponent's hand over the stock
        name = t.scene._opponent_labels[0]
        assert name.sceneBoundingRect().right() == pytest.approx(layout.opponent_label.right, abs=1)
    finally:
        QGuiApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_right_to_left_a_card_dragged_in_the_hand_lands_where_it_is_dropped(qtbot):
    QGuiApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        t = Table(qtbot, position(MELDS_AND_JUNK, ANNA, "9S"), size=(900, 600))
        left_to_right = [item.card for item in sorted(t.scene.hand_items(), key=lambda item: item.x())]
        leftmost = t.scene.layout.hand_left_to_right[0]
        moved = left_to_right[-1]                                  # the rightmost card: a card of the first meld
        t.drag(t.grab_point(t.card(str(moved))), QPointF(leftmost.x + 2, leftmost.center[1]))
        assert [item.card for item in sorted(t.scene.hand_items(), key=lambda item: item.x())] == [
            moved, *left_to_right[:-1]]
        assert t.actions == []
    finally:
        QGuiApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_the_table_reflows_for_a_new_size(qtbot):
    t = Table(qtbot, position(MELDS_AND_JUNK, ANNA, "9S"))
    big = t.scene.layout.card_w
    t.scene.layout_for(t.view.viewport().size() / 2)
    assert t.scene.layout.card_w < big
    assert t.scene.layout.hand_area.bottom <= t.view.viewport().height() / 2


@pytest.mark.parametrize(("seat", "names", "note"), [
    (0, ("You", "Anna"), "Anna knocked with 5 deadwood: lay your cards off on the melds."),
    (0, ("Bo", "You"), "You knocked with 5 deadwood: lay your cards off on the melds."),
    (1, ("Bo", "Anna"), "You knocked: Bo is laying off."),
    (1, ("You", "Anna"), "You knocked: you are laying off."),
])
def test_the_lay_off_note_names_the_other_seat_or_says_you(qtbot, seat, names, note):
    t = Table(qtbot, anna_knocked())
    t.scene.show(view_for(t.state, seat), names, seat)
    assert t.scene._notes.text() == note
