"""The Gin table: your hand in melds, the opponent's hand face down, the stock, the discard pile.

It draws a :class:`GinView` (what one seat may see) and turns gestures into Gin
engine actions, sent by :attr:`GinScene.action_chosen`; the window applies them
and calls :meth:`GinScene.show` with the next view. What is legal comes from
the view's ``legal_actions``; the deadwood counts and meld groups shown are the
engine's (``best_melds``, ``discard_options``, ``best_layoff``).

Gestures:

* upcard offer: Take or Pass (or click or drag the upcard into your hand);
* draw: click the stock or the discard pile, or drag either into your hand;
* discard: drag a card onto the pile, or double-click it;
* Knock (it reads "Gin" when nothing would be left): discards the selected card,
  or the best discard, after a confirmation that can be turned off; when more
  than one legal spread is possible, :attr:`GinScene.ask_spread` asks instead
  which to show (the window opens its spread dialog there), the app's
  proposal chosen to start with;
* after the opponent's knock: drag your cards onto the knocker's melds to lay them
  off (and back into your hand to take them back), then Done; or Best lay-off;
* drag cards within your hand to reorder it, or sort it by melds, suit or rank.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QMessageBox, QWidget

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.engine.cards import Card, sort_by_rank, sort_by_suit
from rummy_desktop.engine.gin import (
    Action,
    Arrangement,
    Discard,
    DrawDiscard,
    DrawStock,
    GinView,
    GoBigGin,
    Knock,
    PassUpcard,
    Phase,
    ShownHand,
    Spread,
    TakeUpcard,
    best_layoff,
    best_melds,
    discard_options,
    legal_spreads,
)
from rummy_desktop.engine.gin.spread import spread_problem

from ..table.card_item import CardItem, Label, to_qrect
from ..table.card_theme import CardTheme
from ..text.game_log_text import about
from .items import MELD_COLOURS, MeldMark, TableButton
from .layout import GinLayout, GinSpec, PileTarget, SpreadTarget, bounds, gin_hit_test, layout_gin
from ..table.table_layout import HandTarget, OpponentGeometry, Rect
from ..table.table_scene import CardTableScene, Drag, Placement

__all__ = ["GinScene", "HandDrag", "StockDrag", "PileDrag", "LaidOffDrag", "SpreadQuestion"]

Meld = tuple[Card, ...]
SpreadQuestion = Callable[[Sequence[Arrangement], Arrangement, Card], "Arrangement | None"]


@dataclass(frozen=True, slots=True)
class HandDrag:
    card: Card


@dataclass(frozen=True, slots=True)
class StockDrag:
    pass


@dataclass(frozen=True, slots=True)
class PileDrag:
    pass


@dataclass(frozen=True, slots=True)
class LaidOffDrag:
    """A card of yours laid off on the knocker's meld this lay-off, carried back to the hand."""

    card: Card


@dataclass(slots=True)
class _Row:
    """One row of cards as drawn: its groups left to right, and which of its cards form melds."""

    groups: list[list[Card]] = field(default_factory=list)
    melds: Sequence[Meld] = ()

    @property
    def cards(self) -> list[Card]:
        return [c for g in self.groups for c in g]


def _knocker_groups(shown: ShownHand, layoffs: Sequence[tuple[int, Meld]]) -> _Row:
    """The knocker's melds with the cards laid off on each (low to high), then his deadwood."""
    extra: dict[int, list[Card]] = {}
    for index, cards in layoffs:
        extra.setdefault(index, []).extend(cards)
    melds = [tuple(sort_by_rank([*meld, *extra.get(i, ())])) for i, meld in enumerate(shown.melds)]
    return _Row([list(m) for m in melds] + [list(shown.deadwood_cards)], melds)


def _own_groups(shown: ShownHand) -> _Row:
    return _Row([list(m) for m in shown.melds] + [list(shown.deadwood_cards)], shown.melds)


class GinScene(CardTableScene):
    """The Gin table for one human seat: draws a :class:`GinView` and sends the actions chosen on it."""

    action_chosen = Signal(object)
    """A Gin engine action the player chose (legal in the view shown)."""

    SORTS = ("melds", "suit", "rank")

    def __init__(self, theme: CardTheme, parent: QObject | None = None) -> None:
        super().__init__(theme, parent)
        self.confirm_knocks = True
        """Ask :meth:`confirm_knock` before a knock, gin or big gin (a setting of the window)."""
        self.spread_choices: Callable[[Card], tuple[Arrangement, list[Arrangement]]] | None = None
        """For a knock discarding a card: the spread the app proposes and every legal spread. The window
        asks the engine, whose proposal breaks ties by the opponent's hand; without it the table
        proposes the first spread of the lowest deadwood."""
        self.ask_spread: SpreadQuestion = lambda spreads, proposal, card: proposal
        """Which of several legal spreads to show with a knock discarding ``card`` (None: knock nothing).
        The window opens its spread dialog here; without it the proposal is shown."""
        self.layout: GinLayout | None = None
        self._view: GinView | None = None
        self._names: tuple[str, ...] = ("", "")
        self._seat = 0
        self._reveal = False
        self._interactive = True
        self._sort = "melds"
        self._order: list[Card] = []
        """Your hand in the order you dragged it into (sort "custom")."""
        self._layoffs: dict[int, list[Card]] = {}
        """Cards laid off so far in this lay-off, by the knocker's meld index (sent with Done)."""
        self._decorations: list[QGraphicsItem] = []
        self._deadwood_line = ""
        self._hand_label, self._opponent_info, self._notes, self._pile_label = Label(), Label(), Label(), Label()
        for label in (self._hand_label, self._opponent_info, self._notes, self._pile_label):
            self.addItem(label)
        self._pile_slot = QGraphicsRectItem()
        self._pile_slot.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine))
        self._pile_slot.setBrush(QBrush(QColor(0, 0, 0, 30)))
        self._pile_slot.setZValue(-2)
        self.addItem(self._pile_slot)
        self._buttons = {
            "take": TableButton("take", lambda: self._choose(TakeUpcard()), primary=True),
            "pass": TableButton("pass", lambda: self._choose(PassUpcard())),
            "knock": TableButton("knock", self._knock, primary=True),
            "big_gin": TableButton("big_gin", self._big_gin, primary=True),
            "best_layoff": TableButton("best_layoff", self._best_layoff),
            "done": TableButton("done", self._done, primary=True),
        }
        self._sort_buttons = {name: TableButton(name, partial(self._set_sort, name)) for name in self.SORTS}
        for button in [*self._buttons.values(), *self._sort_buttons.values()]:
            button.setVisible(False)
            self.addItem(button)

    def _stock_tip(self) -> str:
        return self.tr("The stock: click it or drag its top card into your hand to draw.")

    # --- the contract with the window -------------------------------------------------------------

    def show(self, view: GinView, names: Sequence[str], seat: int, *, reveal_opponent: bool = False) -> None:
        """Redraw for the human at ``seat`` from ``view`` (that seat's view).

        ``reveal_opponent`` shows both hands spread in melds once a round is scored
        (the view then holds the opponent's hand); the knocker's spread is always
        shown to a defender who lays off.
        """
        previous = self._view
        self._view, self._names, self._seat, self._reveal = view, tuple(names), seat, reveal_opponent
        hand = set(view.hand)
        if previous is None or not hand & set(previous.hand):
            if self._sort == "custom":
                self._sort = "melds"
            self.clearSelection()
        self._order = [c for c in self._order if c in hand] + [c for c in view.hand if c not in self._order]
        if view.phase is not Phase.LAYOFF or not view.legal_actions:
            self._layoffs = {}
        self.refresh()

    def set_interactive(self, interactive: bool) -> None:
        """Off during the computer's turns and while a hot-seat pass screen hides the table."""
        self._interactive = interactive
        if not interactive:
            self.clearSelection()
        self.refresh()

    @property
    def interactive(self) -> bool:
        return self._interactive

    def hand_items(self) -> list[CardItem]:
        """The items of the human's cards, wherever they lie (hand, spread or laid off)."""
        if self._view is None:
            return []
        keys = {c.key for c in self._view.hand}
        return [item for item in self.card_items() if item.card is not None and item.card.key in keys]

    def layout_for(self, size: QSize | QSizeF) -> None:
        """Lay the table out again for a view of this size."""
        self.set_view(size.width(), size.height(), self.dpr)

    @classmethod
    def confirm_knock(cls, parent: QWidget | None, text: str) -> bool:
        """Ask whether to knock (tests replace this; no test waits on a modal dialog)."""
        answer = QMessageBox.question(parent, QCoreApplication.translate("GinScene", "Knock"), text)
        return answer == QMessageBox.StandardButton.Yes

    def button(self, name: str) -> TableButton:
        """An action or sort button by name: take, pass, knock, big_gin, best_layoff, done, melds, suit, rank."""
        return self._buttons.get(name) or self._sort_buttons[name]

    # --- what is on the table ----------------------------------------------------------------------

    def _legal(self, action: Action) -> bool:
        if isinstance(action, Knock):
            action = Knock(action.card)  # a knock is listed once, with the proposed spread; any legal spread goes
        return self._interactive and self._view is not None and action in self._view.legal_actions

    @property
    def laying_off(self) -> bool:
        """You are laying off: the opponent knocked and it is your move."""
        return self._defending() and self._interactive

    @property
    def hand_cards(self) -> list[Card]:
        """Your cards (empty before a deal)."""
        return list(self._view.hand) if self._view is not None else []

    def _defending(self) -> bool:
        """Laying off now: the opponent knocked and it is this seat's move."""
        view = self._view
        return view is not None and view.phase is Phase.LAYOFF and view.knocker != self._seat and bool(view.legal_actions)

    def _hand_is_free(self) -> bool:
        """Your hand row is yours to arrange: not spread after your knock or at the end of the round."""
        view = self._view
        if view is None or self._round_shown() is not None:
            return False
        return not (view.phase is Phase.LAYOFF and view.knocker == self._seat)

    @property
    def deadwood_line(self) -> str:
        """Your deadwood as the line over your hand says it ("Deadwood 12 after discarding 9♠")."""
        return self._deadwood_line

    @property
    def hand_label(self) -> Label:
        """The line over your hand: the deadwood, after "Your turn" while it is your move."""
        return self._hand_label

    def select_discard(self, card: Card) -> None:
        """Select ``card`` of your hand alone (the hint's discard): the deadwood line and Knock take it."""
        self.clearSelection()
        for item in self.card_items():
            if item.card == card and item.selectable:
                item.setSelected(True)
        self.refresh()

    def _your_move(self) -> bool:
        """The person this table is for is to move (not the computer, not behind a pass screen)."""
        view = self._view
        return (view is not None and self._interactive and view.is_my_turn
                and view.phase not in (Phase.ROUND_OVER, Phase.GAME_OVER))

    @property
    def laid_off(self) -> tuple[Card, ...]:
        """The cards the person laid off on the knocker's melds so far (the spread is not played yet)."""
        return tuple(self._laid_off())

    def _laid_off(self) -> list[Card]:
        return [c for cards in self._layoffs.values() for c in cards]

    def _selected_card(self) -> Card | None:
        """The one card of your hand selected (None for none or several)."""
        keys = self.selected_keys()
        if self._view is None or len(keys) != 1:
            return None
        return next((c for c in self._view.hand if c.key == keys[0]), None)

    def _round_shown(self) -> tuple[ShownHand, ShownHand] | None:
        """(yours, the opponent's) as spread at the end of a scored round, when it is to be revealed."""
        view = self._view
        if view is None or not self._reveal or view.opponent_hand is None:
            return None
        result = view.round_result
        if result is None or result.drawn:
            return None
        if result.knocker_spread is None or result.defender_spread is None:
            return None
        if view.phase not in (Phase.ROUND_OVER, Phase.GAME_OVER):
            return None
        if result.knocker == self._seat:
            return result.knocker_spread, result.defender_spread
        return result.defender_spread, result.knocker_spread

    def _hand_row(self, cards: list[Card]) -> _Row:
        """Your cards in the chosen order; grouped by melds when sorted by melds."""
        marked = [c for c in cards if c != self._selected_card()] if len(cards) == 11 else cards
        _, melds, _ = best_melds(marked)
        if self._sort == "melds":
            _, grouped, left = best_melds(cards)
            return _Row([list(m) for m in grouped] + [list(left)], melds)
        if self._sort == "suit":
            ordered = sort_by_suit(cards)
        elif self._sort == "rank":
            ordered = sort_by_rank(cards)
        else:
            ordered = [c for c in self._order if c in cards]
        return _Row([ordered], melds)

    def _rows(self) -> tuple[_Row, _Row | None, _Row]:
        """(your hand, the opponent's face-up hand or None while hidden, the knocker's spread in the middle)."""
        view = self._view
        assert view is not None
        shown = self._round_shown()
        result = view.round_result
        if shown is not None and result is not None:
            mine, theirs = shown
            layoffs = result.defender_spread.layoffs if result.defender_spread else ()
            if result.knocker == self._seat:
                return _knocker_groups(mine, layoffs), _own_groups(theirs), _Row()
            return _own_groups(mine), _knocker_groups(theirs, layoffs), _Row()
        spread = view.knocker_spread
        if view.phase is Phase.LAYOFF and spread is not None:
            knocker = ShownHand(spread.melds, (), spread.deadwood_cards)
            if view.knocker == self._seat:
                return _own_groups(knocker), None, _Row()
            laid = self._laid_off()
            middle = _knocker_groups(knocker, [(i, tuple(cards)) for i, cards in self._layoffs.items()])
            return self._hand_row([c for c in view.hand if c not in laid]), _Row(), middle
        return self._hand_row(list(view.hand)), None, _Row()

    # --- drawing -----------------------------------------------------------------------------------

    def lay_out(self) -> None:
        for item in self._decorations:
            self.removeItem(item)
        self._decorations = []
        view = self._view
        if view is None:
            self.place_cards([])
            return
        hand, opponent, middle = self._rows()
        width, height = self.view_size
        hidden = opponent is None
        opponent_sizes = (view.opponent_hand_count,) if opponent is None else tuple(len(g) for g in opponent.groups)
        spec = GinSpec(width, height, tuple(len(g) for g in hand.groups), opponent_sizes,
                       hidden, tuple(len(g) for g in middle.groups), QGuiApplication.isRightToLeft(), self.card_scale,
                       sort_labels=tuple(TableButton.label_ems(text) for text in self._sort_texts().values()),
                       action_label=max(TableButton.label_ems(text) for text in self._action_texts(view)))
        layout = self.layout = layout_gin(spec)
        placements: list[Placement] = []
        rows: list[tuple[_Row, tuple[tuple[Rect, ...], ...]]] = [(hand, layout.hand), (middle, layout.spread)]
        if opponent is not None:
            rows.append((opponent, layout.opponent))
        for row, rects in rows:
            flat = [r for group in rects for r in group]
            placements += [Placement(card, rect, 1 + j) for j, (card, rect) in enumerate(zip(row.cards, flat))]
            self._mark_melds(row, flat)
        if view.discard_pile:
            placements.append(Placement(view.discard_pile[-1], layout.pile, 1))
        self.place_cards(placements)
        own = {c.key for c in hand.cards}
        for item in self.card_items():
            mine = item.card is not None and item.card.key in own
            item.set_selectable(mine and self._interactive)
        self._pile_slot.setRect(to_qrect(layout.pile))
        self.place_stock(layout.stock, layout.stock_label, view.stock_count)
        self._pile_label.place(layout.pile_label, self.tr("Discard pile"), align=Qt.AlignmentFlag.AlignHCenter)
        active = 0 if view.current == view.opponent and view.phase not in (Phase.ROUND_OVER, Phase.GAME_OVER) else None
        backs = layout.opponent[0] if hidden and layout.opponent else ()
        geometry = OpponentGeometry(layout.opponent_area, backs, layout.opponent_label)
        self.place_opponents([geometry], [self._names[view.opponent]], [view.opponent_hand_count], active)
        if QGuiApplication.isRightToLeft():   # the opponent's name starts at the right, over his row
            name = self._opponent_labels[0]
            name.setX(layout.opponent_label.right - name.boundingRect().width())
        self._place_labels(layout, hand, opponent)
        cards = layout.hand_cards[:len(hand.cards)]
        if self._your_move() and cards:
            left, right = min(r.x for r in cards), max(r.right for r in cards)
            self.mark_hand(Rect(left, cards[0].y, right - left, cards[0].h))
        else:
            self.mark_hand(None)
        self._place_buttons(layout)
        self.setSceneRect(QRectF(0, 0, layout.width, layout.height))

    def _mark_melds(self, row: _Row, rects: Sequence[Rect]) -> None:
        """A coloured outline around each stretch of side-by-side cards of one meld."""
        meld_of = {c.key: i for i, meld in enumerate(row.melds) for c in meld}
        start = 0
        cards = row.cards
        for end in range(1, len(cards) + 1):
            here = meld_of.get(cards[start].key)
            if end < len(cards) and meld_of.get(cards[end].key) == here and rects[end].x > rects[end - 1].x:
                continue
            if here is not None:
                first, last = rects[start], rects[end - 1]
                mark = MeldMark(Rect(first.x, first.y, last.right - first.x, first.h), MELD_COLOURS[here % len(MELD_COLOURS)])
                self._decorations.append(mark)
                self.addItem(mark)
            start = end

    def _deadwood_text(self, hand: _Row) -> str:
        view = self._view
        assert view is not None
        shown = self._round_shown()
        if shown is not None:
            return fill(self.tr("Deadwood %1"), shown[0].deadwood)
        cards = hand.cards
        if view.phase is Phase.LAYOFF and view.knocker == self._seat and view.knocker_spread is not None:
            return fill(self.tr("Deadwood %1"), view.knocker_spread.deadwood)   # as you spread it
        if self._defending():
            return fill(self.tr("Deadwood %1 after lay-offs"), best_melds(cards).deadwood)
        choice = self._discard_choice(Discard) if view.phase is Phase.DISCARD and len(cards) == 11 else None
        if choice is not None:
            card, left = choice
            return fill(self.tr("Deadwood %1 after discarding %2"), left, card.pretty)
        return fill(self.tr("Deadwood %1"), best_melds(cards).deadwood)

    def _place_labels(self, layout: GinLayout, hand: _Row, opponent: _Row | None) -> None:
        view = self._view
        assert view is not None
        text = self._deadwood_line = self._deadwood_text(hand) if hand.cards else ""
        yours = self._your_move()
        if yours:
            words = self.turn_words(self._names[self._seat])
            #: Over your Gin hand while it is your move: "Your turn" (%1), then the deadwood line (%2).
            text = fill(self.tr("%1 · %2"), words, text) if text else words
        self._hand_label.place(layout.hand_label, text, bold=True, marked=yours)
        if QGuiApplication.isRightToLeft():   # Label aligns left or centred only: right to left, it starts at the right
            self._hand_label.setX(layout.hand_label.right - self._hand_label.boundingRect().width())
        shown = self._round_shown()
        self._opponent_info.setVisible(shown is not None)
        if shown is not None:
            self._opponent_info.place(layout.opponent_label, fill(self.tr("Deadwood %1"), shown[1].deadwood),
                                      bold=True, align=Qt.AlignmentFlag.AlignHCenter)
        notes = []
        if view.rules.variant == "oklahoma":
            notes.append(self.tr("Gin only") if view.knock_limit == 0
                         else fill(self.tr("Knock with %1 or less"), view.knock_limit))
        if view.round_doubled:
            notes.append(self.tr("Spades: scores doubled"))
        if view.phase is Phase.LAYOFF and view.knocker_spread is not None:
            notes.append(self._layoff_note(view.knocker == self._seat, self._names[view.opponent],
                                           view.knocker_spread.deadwood))
        self._notes.place(layout.notes, "   ·   ".join(notes), bold=True, align=Qt.AlignmentFlag.AlignHCenter)

    def _layoff_note(self, knocked: bool, opponent: str, deadwood: int) -> str:
        """The note while a knock is laid off against: this seat ``knocked`` and the opponent (named ``opponent``)
        lays off, or the opponent knocked with ``deadwood`` and this seat lays off."""
        if knocked:
            return about(opponent, self.tr("You knocked: you are laying off."),
                         fill(self.tr("You knocked: %1 is laying off."), opponent))
        return about(opponent,
                     self.tr("You knocked with %n deadwood: lay your cards off on the melds.", None,
                             deadwood),
                     fill(self.tr("%1 knocked with %n deadwood: lay your cards off on the melds.", None,
                                  deadwood), opponent))

    def _place_buttons(self, layout: GinLayout) -> None:
        view = self._view
        assert view is not None
        wanted: list[tuple[str, str, str]] = []
        if self._legal(TakeUpcard()):
            upcard = view.discard_pile[-1].pretty
            wanted.append(("take", self._take_text(upcard), self.tr("Take the upcard, then discard.")))
            wanted.append(("pass", self.tr("Pass"), self.tr("Refuse the upcard.")))
        knock = self._knock_choice()
        if knock is not None:
            card, left = knock
            if left == 0:
                wanted.append(("knock", self.tr("Gin"), fill(self.tr("Go gin, discarding %1."), card.pretty)))
            else:
                tip = fill(self.tr("Knock, discarding %1 (deadwood %2)."), card.pretty, left)
                wanted.append(("knock", self.tr("Knock"), tip))
        if self._legal(GoBigGin()):
            wanted.append(("big_gin", self.tr("Big gin"), self.tr("All 11 cards meld: go big gin without discarding.")))
        if self._defending() and self._interactive:
            wanted.append(("best_layoff", self.tr("Best lay-off"), self.tr("Lay off and meld your cards the best way.")))
            wanted.append(("done", self.tr("Done"), self.tr("Spread your hand with the cards laid off so far.")))
        for name, button in self._buttons.items():
            button.setVisible(False)
        for (name, text, tip), rect in zip(wanted, layout.buttons):
            self._buttons[name].place(rect, text, tip)
        sort_texts = self._sort_texts()
        sort_tips = {"melds": self.tr("Group your hand by melds, deadwood last."),
                     "suit": self.tr("Sort your hand by suit."), "rank": self.tr("Sort your hand by rank.")}
        show_sorts = self._hand_is_free() and bool(view.hand)
        for name, rect in zip(self.SORTS, layout.sort_buttons):
            button = self._sort_buttons[name]
            button.place(rect, sort_texts[name], sort_tips[name])
            button.setVisible(show_sorts)

    def _take_text(self, upcard: str) -> str:
        return fill(self.tr("Take %1"), upcard)

    def _action_texts(self, view: GinView) -> list[str]:
        """Every label an action button may show in this round: the buttons are made wide enough for the
        longest, so they keep their width from one step of a turn to the next."""
        upcards = ["10♥", *(card.pretty for card in view.discard_pile[-1:])]
        return [*(self._take_text(upcard) for upcard in upcards), self.tr("Pass"), self.tr("Gin"), self.tr("Knock"),
                self.tr("Big gin"), self.tr("Best lay-off"), self.tr("Done")]

    def _sort_texts(self) -> dict[str, str]:
        return {"melds": self.tr("Melds"), "suit": self.tr("By suit"), "rank": self.tr("By rank")}

    # --- choices -----------------------------------------------------------------------------------

    def _choose(self, action: Action) -> bool:
        """Send ``action`` if it is legal now (the table is redrawn first, so a drag snaps back)."""
        if not self._legal(action):
            return False
        self.refresh()
        self.action_chosen.emit(action)
        return True

    def _discard_choice(self, kind: type[Discard] | type[Knock]) -> tuple[Card, int] | None:
        """The card a discard (or knock) would let go and the deadwood left: the selected card if the
        view allows it, else the one leaving the least (the first in the hand among equals); None if
        the view allows no such action."""
        view = self._view
        if view is None:
            return None
        allowed = {a.card for a in view.legal_actions if isinstance(a, kind)}
        if not allowed:
            return None
        options = [(left, i, c) for i, (c, left) in enumerate(discard_options(view.hand)) if c in allowed]
        chosen = self._selected_card()
        left, _, card = next((o for o in options if o[2] == chosen), min(options))
        return card, left

    def _knock_choice(self) -> tuple[Card, int] | None:
        return self._discard_choice(Knock) if self._interactive else None

    def _dialog_parent(self) -> QWidget | None:
        views = self.views()
        return views[0].window() if views else None

    def _spreads(self, card: Card) -> tuple[Arrangement, list[Arrangement]]:
        """The proposal and every legal spread of a knock discarding ``card``."""
        if self.spread_choices is not None:
            return self.spread_choices(card)
        assert self._view is not None
        spreads = legal_spreads([c for c in self._view.hand if c != card], self._view.knock_limit)
        return spreads[0], spreads

    def _knock(self) -> None:
        choice = self._knock_choice()
        if choice is None:
            return
        card, left = choice
        proposal, spreads = self._spreads(card)
        if left and len(spreads) > 1:   # gin admits no lay-off: which melds it shows never matters
            chosen = self.ask_spread(spreads, proposal, card)
            if chosen is None:
                return
        else:
            if left == 0:
                text = fill(self.tr("Go gin, discarding %1?"), card.pretty)
            else:
                text = fill(self.tr("Knock, discarding %1? You spread with %n deadwood.", None, left), card.pretty)
            if self.confirm_knocks and not type(self).confirm_knock(self._dialog_parent(), text):
                return
            chosen = proposal
        self._choose(Knock(card, chosen.melds))

    def _big_gin(self) -> None:
        text = self.tr("Go big gin with all 11 cards?")
        if self.confirm_knocks and not type(self).confirm_knock(self._dialog_parent(), text):
            return
        self._choose(GoBigGin())

    def _discard(self, card: Card) -> bool:
        view = self._view
        if view is None or self._choose(Discard(card)):
            return True
        if self._interactive and view.is_my_turn:
            if view.phase is Phase.DISCARD and card == view.taken_from_discard:
                self.message.emit(fill(self.tr("You took %1 from the pile this turn: discard another card."),
                                       card.pretty))
            elif view.phase is not Phase.DISCARD:
                self.message.emit(self.tr("Draw a card first: from the stock or the discard pile."))
        return False

    def _draw_from_pile(self) -> bool:
        return self._choose(TakeUpcard()) or self._choose(DrawDiscard())

    def _draw_from_stock(self) -> bool:
        if self._choose(DrawStock()):
            return True
        if self._legal(TakeUpcard()):
            self.message.emit(self.tr("The upcard is on offer first: take it or pass."))
        return False

    def _lay_off(self, card: Card, group: int) -> bool:
        """Lay ``card`` off on the knocker's meld ``group`` if the engine accepts the spread with it."""
        view = self._view
        assert view is not None and view.knocker_spread is not None
        melds = view.knocker_spread.melds
        if group >= len(melds):
            self.message.emit(self.tr("Lay cards off onto the knocker's melds, not onto his deadwood."))
            return False
        trial = {i: list(cards) for i, cards in self._layoffs.items()}
        trial.setdefault(group, []).append(card)
        if spread_problem(melds, view.hand, Spread((), tuple(sorted((i, tuple(c)) for i, c in trial.items())))):
            self.message.emit(fill(self.tr("%1 does not fit on that meld."), card.pretty))
            return False
        self._layoffs = trial
        return True

    def _done(self) -> None:
        view = self._view
        if view is None or not self._defending():
            return
        laid = self._laid_off()
        _, melds, _ = best_melds([c for c in view.hand if c not in laid])
        spread = Spread(melds, tuple(sorted((i, tuple(c)) for i, c in self._layoffs.items())))
        assert view.knocker_spread is not None
        if spread_problem(view.knocker_spread.melds, view.hand, spread):
            self.message.emit(self.tr("That spread is not allowed; take the lay-offs back and try again."))
            return
        self.refresh()
        self.action_chosen.emit(spread)

    def _best_layoff(self) -> None:
        view = self._view
        if view is None or not self._defending() or view.knocker_spread is None:
            return
        melds, layoffs, _ = best_layoff(view.knocker_spread.melds, view.hand)
        self._layoffs = {}
        self.refresh()
        self.action_chosen.emit(Spread(melds, layoffs))

    def knock_refusal(self) -> str:
        """Why you cannot knock now (when the Knock button is not there), for the player."""
        view = self._view
        if view is None or not self._your_move():
            return self.tr("You can knock only on your own turn.")
        if self._defending():
            return self.tr("Your opponent knocked: lay your cards off on the melds, then choose Done.")
        if view.phase is not Phase.DISCARD or len(view.hand) != 11:
            return self.tr("Draw a card first: you knock as you discard.")
        least = min(left for _, left in discard_options(view.hand))
        if least <= view.knock_limit:   # low enough only by discarding the card just taken, which the rules forbid
            return self.tr("You can't knock now.")
        if view.knock_limit == 0:
            return fill(self.tr("Only gin ends this round, and your deadwood is at least %1."), least)
        return fill(self.tr("You can't knock: your deadwood is at least %1, more than %2."), least, view.knock_limit)

    def layoff_melds(self) -> list[tuple[list[Card], QRectF]]:
        """The knocker's melds you may lay off on, while you lay off: each one's cards (with what you
        laid off on it so far) and where it lies (for the keyboard's cursor)."""
        view = self._view
        if view is None or self.layout is None or view.knocker_spread is None or not self._defending():
            return []
        count = len(view.knocker_spread.melds)
        middle = self._rows()[2]
        return [(cards, to_qrect(bounds(rects))) for cards, rects in zip(middle.groups[:count], self.layout.spread[:count])
                if rects]

    def lay_off_selected(self, group: int) -> bool:
        """Lay the one selected card of your hand off on the knocker's meld ``group`` (as a drop there does)."""
        card = self._selected_card()
        if card is None or not self._defending() or card in self._laid_off():
            self.message.emit(self.tr("Select one card of your hand first, then lay it off on a meld."))
            return False
        done = self._lay_off(card, group)
        self.refresh()
        return done

    def _set_sort(self, name: str) -> None:
        self._sort = name
        self.refresh()

    # --- gestures ----------------------------------------------------------------------------------

    def _hand_cards(self) -> list[Card]:
        """Your cards in the hand row, in the order of its groups."""
        return self._rows()[0].cards if self._view is not None else []

    def _hand_left_to_right(self) -> list[Card]:
        """Your cards in the hand row as they lie from left to right (right to left, the groups come in reverse)."""
        cards = self._hand_cards()
        if self.layout is None or len(self.layout.hand_cards) != len(cards):
            return cards
        return [card for _, card in sorted(zip(self.layout.hand_cards, cards), key=lambda pair: pair[0].x)]

    def begin_drag(self, item: QGraphicsItem, pos: QPointF) -> Drag | None:
        view = self._view
        if view is None or not self._interactive:
            return None
        if item is self.stock_item and self._legal(DrawStock()):
            return Drag([item], StockDrag(), pos)
        if not isinstance(item, CardItem) or item.card is None or item not in self.card_items():
            return None
        if view.discard_pile and item.card == view.discard_pile[-1]:
            return Drag([item], PileDrag(), pos) if self._legal(TakeUpcard()) or self._legal(DrawDiscard()) else None
        if item.card in self._hand_cards() and self._hand_is_free():
            return Drag([item], HandDrag(item.card), pos)
        if item.card in self._laid_off():
            return Drag([item], LaidOffDrag(item.card), pos)
        return None

    def finish_drag(self, drag: Drag, pos: QPointF) -> None:
        target = gin_hit_test(self.layout, pos.x(), pos.y()) if self.layout else None
        payload = drag.payload
        if isinstance(payload, StockDrag) and isinstance(target, HandTarget):
            self._draw_from_stock()
        elif isinstance(payload, PileDrag) and isinstance(target, HandTarget):
            self._draw_from_pile()
        elif isinstance(payload, HandDrag):
            if isinstance(target, PileTarget):
                self._discard(payload.card)
            elif isinstance(target, HandTarget):
                self._reorder(payload.card, target.position)
            elif isinstance(target, SpreadTarget) and self._defending():
                self._lay_off(payload.card, target.group)
        elif isinstance(payload, LaidOffDrag) and isinstance(target, HandTarget):
            self._layoffs = {i: [c for c in cards if c != payload.card] for i, cards in self._layoffs.items()}
            self._layoffs = {i: cards for i, cards in self._layoffs.items() if cards}
        self.refresh()

    def _reorder(self, card: Card, position: int) -> None:
        """Put ``card`` at ``position`` of the hand as it lies left to right (the hand target's count)."""
        shown = self._hand_left_to_right()
        before = shown.index(card)
        shown.remove(card)
        shown.insert(position - 1 if position > before else position, card)
        self._order = shown + [c for c in self._order if c not in shown]
        self._sort = "custom"

    def click(self, item: QGraphicsItem | None, modifiers: Qt.KeyboardModifier) -> None:
        view = self._view
        if isinstance(item, TableButton):
            item.activate()
        elif view is None or not self._interactive:
            return
        elif item is self.stock_item:
            self._draw_from_stock()
        elif isinstance(item, CardItem) and view.discard_pile and item.card == view.discard_pile[-1]:
            self._draw_from_pile()
        else:
            super().click(item, modifiers)
            self.refresh()

    def double_click(self, item: QGraphicsItem | None) -> None:
        if isinstance(item, CardItem) and item.card is not None and item.card in self._hand_cards():
            self._discard(item.card)
