"""A person's Gin turns end to end through the window: the table's buttons and mouse, the match, the
computer's answer, the round result and the scores."""

from __future__ import annotations

import random
from dataclasses import replace

from PySide6.QtCore import QPoint, QPointF, Qt

from main_window_helpers import ResultAnswers, instant_settings, window_for
from rummy_desktop.controller.match import Seat
from rummy_desktop.engine.cards import make_deck, parse_card, parse_cards
from rummy_desktop.engine.gin import (
    Discard,
    DrawStock,
    GinRules,
    GinState,
    Knock,
    PassUpcard,
    Phase,
    legal_actions,
    new_game,
)
from rummy_desktop.ui.dialogs.spread_dialog import SpreadDialog
from rummy_desktop.ui.gin.scene import GinScene
from shots import save_shot

SEATS = (Seat("You"), Seat("Anna", "easy"))


class KnockingBot:
    """Anna: passes the upcard, draws from the stock, knocks whenever she may, lays off as well as she can."""

    def choose(self, view, rng, deadline=None):
        legal = list(view.legal_actions)
        for wanted in (PassUpcard(), DrawStock()):
            if wanted in legal:
                return wanted
        knocks = [a for a in legal if isinstance(a, Knock)]
        return knocks[0] if knocks else legal[0]


def position(mine: str, theirs: str, pile: str, stock_top: str, rules: GinRules = GinRules()) -> GinState:
    """Round one with these hands, the upcard offered to you (seat 0), and the top of the stock (top last)."""
    state = new_game(random.Random(3), rules)
    hands = (tuple(parse_cards(mine)), tuple(parse_cards(theirs)))
    discards, top = tuple(parse_cards(pile)), tuple(parse_cards(stock_top))
    used = {*hands[0], *hands[1], *discards, *top}
    stock = tuple(c for c in make_deck(1, 0) if c not in used) + top
    return replace(state, hands=hands, discard_pile=discards, upcard=discards[0], stock=stock,
                   phase=Phase.UPCARD_OFFER, current=0, dealer=1)


class GinWindow:
    def __init__(self, qtbot, tmp_path, monkeypatch, state: GinState, **settings) -> None:
        self.qtbot = qtbot
        self.answers = ResultAnswers(monkeypatch)
        self.window = window_for(qtbot, tmp_path, SEATS, settings=instant_settings(tmp_path, **settings),
                                 bot_factory=lambda game, level: KnockingBot(), pause_ms=0, start_game=False)
        self.window.resize(1280, 860)
        self.window.show()
        qtbot.waitExposed(self.window)
        self.window.load_state("gin", SEATS, state)
        self.scene = self.window.scene
        assert isinstance(self.scene, GinScene) and self.window.view.scene() is self.scene

    @property
    def state(self) -> GinState:
        return self.window.match.state

    def click(self, point: QPointF, double: bool = False) -> None:
        at = self.window.view.mapFromScene(point)
        viewport = self.window.view.viewport()
        self.qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        if double:
            self.qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)

    def press(self, name: str) -> None:
        button = self.scene.button(name)
        assert button.isVisible(), f"no {name} button"
        self.click(button.sceneBoundingRect().center())

    def card(self, text: str):
        wanted = parse_card(text)
        return next(i for i in self.scene.card_items() if i.card == wanted and i.isVisible())

    def wait_for_my_turn(self) -> None:
        self.qtbot.waitUntil(lambda: self.window.match.seat_to_act() in (0, None), timeout=10_000)


def test_pass_draw_discard_then_lay_off_against_her_knock_and_see_the_score(qtbot, tmp_path, monkeypatch):
    t = GinWindow(qtbot, tmp_path, monkeypatch,
                  position("9S 9H 2D 4D 6D KC QD JH 7C 5C", "AC 2C 3C 8S 8H 8D 10S JS QS 5D", "4S", "2H KH"))
    assert "take the upcard 4♠ (key P), or pass (key X)" in t.window.turn_label.text()
    t.press("pass")
    t.wait_for_my_turn()                                     # Anna passed too: now you draw from the stock
    assert t.state.upcard_passes == 2
    t.click(t.scene.stock_item.sceneBoundingRect().center())
    assert t.state.phase is Phase.DISCARD and parse_card("KH") in t.state.hands[0]
    t.click(t.card("KH").sceneBoundingRect().center(), double=True)
    assert t.state.discard_pile[-1] == parse_card("KH")
    t.wait_for_my_turn()                                     # Anna drew the 2♥ and knocked
    assert t.state.phase is Phase.LAYOFF and t.state.knocker == 1
    assert "Anna knocked" in t.window.turn_label.text()
    save_shot(t.window, "window-gin-knock")
    t.press("best_layoff")
    assert t.state.is_round_over
    result = t.state.round_result
    assert result.defender_spread.layoffs and parse_card("9S") in result.defender_spread.layoffs[0][1]
    qtbot.waitUntil(lambda: bool(t.answers.rounds), timeout=5000)
    shown, rounds = t.answers.rounds[0]
    assert rounds == (result,) and t.window.round_history == [result]
    log = t.window.log.lines()
    for line in ("You pass the upcard 4♠.", "Anna passes the upcard 4♠.", "You draw from the stock.",
                 "You discard K♥.", "Anna draws from the stock."):
        assert line in log
    assert any(line.startswith("Anna knocks with") for line in log)
    assert any(line.startswith("You spread") and "lay off 9♠" in line for line in log)
    assert any("The round is over: Anna knocked." in line for line in log)
    assert t.state.phase is Phase.DRAW or t.state.phase is Phase.UPCARD_OFFER   # Next round was dealt
    assert sum(t.state.scores[1]) == result.points[1] > 0


def test_take_the_upcard_and_knock_after_the_question(qtbot, tmp_path, monkeypatch):
    asked: list[str] = []
    monkeypatch.setattr(GinScene, "confirm_knock", classmethod(lambda cls, parent, text: asked.append(text) or True))
    t = GinWindow(qtbot, tmp_path, monkeypatch,
                  position("3H 4H 5H 7S 7D 7C 9C 10C JC 2S", "AC 2C 3C 8S 8H 8D 10S JS QS 5D", "AD", "KH"))
    t.press("take")
    assert t.state.phase is Phase.DISCARD and parse_card("AD") in t.state.hands[0]
    t.click(t.card("2S").sceneBoundingRect().center())
    t.press("knock")
    assert asked and "2♠" in asked[0]
    qtbot.waitUntil(lambda: bool(t.answers.rounds), timeout=10_000)   # Anna laid off and the round was scored
    result = t.window.round_history[0]
    assert result.knocker == 0 and result.knocker_deadwood == 1
    assert t.answers.rounds[0][0].round_result == result


def test_no_question_when_knock_confirmation_is_off(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(GinScene, "confirm_knock", classmethod(lambda cls, parent, text: (_ for _ in ()).throw(
        AssertionError("asked"))))
    t = GinWindow(qtbot, tmp_path, monkeypatch,
                  position("3H 4H 5H 7S 7D 7C 9C 10C JC 2S", "AC 2C 3C 8S 8H 8D 10S JS QS 5D", "AD", "KH"),
                  confirm_knock=False)
    t.press("take")
    t.click(t.card("2S").sceneBoundingRect().center())
    t.press("knock")
    assert t.state.knocker == 0


def test_the_oklahoma_knock_limit_is_in_the_status_line(qtbot, tmp_path, monkeypatch):
    t = GinWindow(qtbot, tmp_path, monkeypatch,
                  position("9S 9H 2D 4D 6D KC QD JH 7C 5C", "AC 2C 3C 8S 8H 8D 10S JS QS 5D", "7S", "KH",
                           GinRules("oklahoma")))
    assert t.window.rules_label.text() == "Knock limit this round: 7 · scores double"
    assert t.window.game_name == "oklahoma"


def test_a_discard_the_rules_refuse_is_explained_and_nothing_changes(qtbot, tmp_path, monkeypatch):
    t = GinWindow(qtbot, tmp_path, monkeypatch,
                  position("3H 4H 5H 7S 7D 7C 9C 10C JC 2S", "AC 2C 3C 8S 8H 8D 10S JS QS 5D", "AD", "KH"))
    t.press("take")
    before = t.state
    t.window._gin_action(Discard(parse_card("AD")))           # the card just taken may not be discarded
    assert t.state is before
    assert "may not be discarded" in t.window.statusBar().currentMessage()


def test_you_pick_another_spread_for_your_knock_and_it_is_scored_as_shown(qtbot, tmp_path, monkeypatch):
    """Four legal spreads: the dialog proposes the lowest deadwood (2); you show three 4s and the run 4-7♥ (7), and
    Anna cannot lay off her 5♣ on a club run you no longer show."""
    offered = []

    def show_the_run_from_4h(cls, parent, spreads, proposal, discard):
        offered.append((proposal.deadwood, [s.deadwood for s in spreads], discard))
        return next(s for s in spreads if parse_cards("4H 5H 6H 7H") in [list(m) for m in s.melds])

    monkeypatch.setattr(SpreadDialog, "ask", classmethod(show_the_run_from_4h))
    t = GinWindow(qtbot, tmp_path, monkeypatch,
                  position("2C 3C 4C 4S 4H 4D 5H 6H 7H KS", "9H 6D JC 6C 5D 3H KH 8H AD 5C", "2D", "QH"))
    t.press("take")
    t.click(t.card("KS").sceneBoundingRect().center())
    t.press("knock")
    assert offered == [(2, [2, 7, 7, 10], parse_card("KS"))]
    qtbot.waitUntil(lambda: bool(t.answers.rounds), timeout=10_000)   # Anna laid off and the round was scored
    result = t.window.round_history[0]
    assert [list(m) for m in result.knocker_spread.melds] == [parse_cards("4S 4C 4D"), parse_cards("4H 5H 6H 7H")]
    assert result.knocker_deadwood == 7 and parse_card("5C") in result.defender_spread.deadwood_cards
    assert "You show 4♠ 4♣ 4♦; 4♥ 5♥ 6♥ 7♥, with 2♣ 3♣ 2♦ as deadwood." in t.window.log.lines()
