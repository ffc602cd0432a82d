"""Hints: the best play the solver finds (Manipulation) or the hard computer player's move (Gin).

:meth:`HintService.request_hint` asks for the person whose turn it is:

* Manipulation, while the table may be changed: :func:`best_play` from the table and hand the
  turn began with (cards played this turn may still go back to the hand), and the plan from the
  table as it is now, however half rebuilt, to that best table (:func:`hint_plan.plan_steps`):
  numbered steps naming the melds by their labels, each step's cards glowing with its number
  (``plan_words``); the banner over the table gives the first step, the Hint panel beside the
  table (``ui/hint_panel.py``) the whole plan. :meth:`HintService.show_me` lays the whole best table out as one undo step.
  Following a step keeps the hint, with the steps left; any other change of the table takes it
  away. With no play, the hint says so and offers only what the rules allow now (Reset turn
  once the table was changed, never a draw then). At the other moments of a turn (draw, knock
  or not) the hard computer player says what it would do.
* Gin: the hard computer player's action for the person's own view (it sees
  what the person sees, nothing more), with the card, pile or button it
  concerns glowing. A card to discard (or knock with) is also selected, so the
  deadwood line and the Knock button speak of the same card; a hint goes when
  the player selects another.

The search runs in a worker process (``controller/worker_pool.py``; the position goes there
as the engine's JSON, the answer comes back as JSON) with a deadline, never in the GUI process. Each request carries a generation number: any change of the
turn or the game (or a newer request) moves the generation on, so a hint that
arrives for an old position is dropped. A shown hint is cleared the same way;
while the position stands, its glows follow the table when it is laid out again
(a resize, a change of language or card size, a sorted Gin hand), and its words (banner,
status bar, screen reader) the language of the moment: a hint keeps how to word itself, not
the sentence of the language it was shown in.
``hint_shown(game)`` is emitted once per hint shown, for the statistics. A search
that fails says so in the player's words; its technical detail goes to the
``logging`` log.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QMouseEvent, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsTextItem, QGraphicsView

from rummy_desktop.ai.hint_plan import Plan, plan_steps
from rummy_desktop.ai.table_solver import Play
from rummy_desktop.ai.gin_knock_risk import GinAdvice
from rummy_desktop.ai.worker import gin_hint, gin_hint_from_json, hint_play, play_from_json
from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.match import decision_task
from rummy_desktop.controller.worker_pool import ProcessWork, Task
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.controller.turn_controller import Arrangement, Key, TurnController, describe
from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.cards import Card

from .accessibility import OverlayFrame, announce, gin_pile_item, item_rect, visible_parts
from ..table.card_item import to_qrect
from .plan_words import no_play_words, plan_banner_words, plan_words
from ..text.game_log_text import shown_name
from ..gin.scene import GinScene
from ..manipulation.scene import ManipulationScene
from ..table.table_scene import CardTableScene

__all__ = ["Hint", "HintService", "HINT_COLOUR", "SEE_THROUGH_OPACITY", "least_covering_top"]

HINT_COLOUR = QColor("#ff9f1c")
_HINT_Z = 24_000.0
SEE_THROUGH_OPACITY = 0.15
"""The banner's opacity with the pointer over it: the cards under it show through."""
_HINT_LEVEL = "hard"
_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Hint:
    """A hint as shown: its words and what glows on the table."""

    game: str
    words: Callable[[], str] = field(compare=False)
    """Words the hint anew in the language of the moment: the banner follows a change of language."""
    cards: tuple[Key, ...] = ()
    """Cards that glow (the cards of a plan's steps, the card to discard, the pile's card)."""
    numbers: tuple[int, ...] = ()
    """Manipulation: the number of the first step that moves each of ``cards``, shown beside it."""
    items: tuple[QGraphicsItem, ...] = field(default=(), compare=False)
    """Other things that glow: the stock, a table button."""
    play: Play | None = None
    plan: Plan | None = None
    """Manipulation: the steps from the table the hint was made for (``table``) to the play's table."""
    table: Arrangement | None = None
    action: Any = None
    banner_words: Callable[[], str] | None = field(default=None, compare=False)
    """What the banner over the table says, when it says less than :attr:`words` (a plan: its first step)."""

    @property
    def text(self) -> str:
        """The hint in words, in the language of the moment."""
        return self.words()

    @property
    def banner_text(self) -> str:
        """The banner's words, in the language of the moment."""
        return self.banner_words() if self.banner_words is not None else self.words()


class _Words(QGraphicsTextItem):
    """The banner's text: drawn, never hit."""

    def shape(self) -> QPainterPath:
        return QPainterPath()


class _Banner(QGraphicsRectItem):
    """The hint's words just above the person's hand, wrapped to fit: the opponents' hands and the stock
    at the top stay clear. Clicks pass through it, and with the pointer over it, it fades
    (:meth:`see_through`), so a card or meld it covers can be seen, taken and dropped on."""

    def __init__(self) -> None:
        super().__init__()
        self.setBrush(QBrush(QColor(30, 24, 0, 230)))
        self.setPen(QPen(HINT_COLOUR, 2))
        self.setZValue(_HINT_Z + 2)   # over the glows and the step numbers of the cards it covers
        self.text = _Words(self)
        self.text.setDefaultTextColor(QColor("#fff4d6"))
        font = QFont(self.text.font())
        font.setBold(True)
        font.setPixelSize(14)
        self.text.setFont(font)

    def place(self, scene_rect: QRectF, floor: float, text: str, keep_clear: Sequence[Sequence[QRectF]] = ()) -> None:
        """Wrapped to at most 85% of the table's width, its bottom at ``floor`` or as far above it as covers
        least of ``keep_clear`` (never above the table's top): see :func:`least_covering_top`."""
        self.text.setPlainText(text)
        self.text.setTextWidth(-1)
        room = max(120.0, scene_rect.width() * 0.85)
        if self.text.boundingRect().width() > room:
            self.text.setTextWidth(room)
        box = self.text.boundingRect()
        self.text.setPos(8, 4)
        width, height = box.width() + 16, box.height() + 8
        self.setRect(QRectF(0, 0, width, height))
        left = scene_rect.center().x() - width / 2
        highest = scene_rect.top() + 4
        lowest = max(highest, floor - height - 4)
        self.setPos(left, least_covering_top(QRectF(left, lowest, width, height), highest, keep_clear))

    def see_through(self, pointer: QPointF) -> None:
        """Faded while ``pointer`` (in scene coordinates) is over the banner, solid again once it leaves."""
        self.setOpacity(SEE_THROUGH_OPACITY if self.sceneBoundingRect().contains(pointer) else 1.0)

    def shape(self) -> QPainterPath:
        return QPainterPath()


def least_covering_top(lowest: QRectF, highest: float, keep_clear: Sequence[Sequence[QRectF]]) -> float:
    """The top for a box like ``lowest`` (the place it goes when nothing is in the way), between ``highest``
    and its own top, that covers least of the first rectangles of ``keep_clear``, then least of the next
    ones, and so on (the hint's: the opponents' hands, the cards it makes glow, the melds). A long plan's
    banner at 1024×768 covered the lowest row of melds, with the very cards its steps name. Ties go to
    the lowest place, nearest the hand the banner speaks to."""
    def covered(top: float) -> tuple[float, ...]:
        box = QRectF(lowest.left(), top, lowest.width(), lowest.height())
        return tuple(sum(_area(box.intersected(rect)) for rect in rects) for rects in keep_clear)

    step = 4.0
    tops = [lowest.top() - step * n for n in range(int(max(0.0, lowest.top() - highest) // step) + 1)]
    return min(tops, key=lambda top: (*covered(top), -top))


def _area(rect: QRectF) -> float:
    return max(0.0, rect.width()) * max(0.0, rect.height())


def _banner_floor(scene: CardTableScene) -> float:
    """Where the banner's bottom goes: just above the person's hand and its label."""
    layout = getattr(scene, "layout", None)
    label = getattr(layout, "hand_label", None)
    return float(label.y) - 4 if label is not None else scene.sceneRect().bottom() - 4


class _StepNumber(QGraphicsRectItem):
    """The number of a plan's step, at the top left corner of a card it moves."""

    def __init__(self, number: int, card: QRectF) -> None:
        super().__init__()
        self.setBrush(QBrush(HINT_COLOUR))
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setZValue(_HINT_Z + 1)
        self.words = words = _Words(self)
        words.setDefaultTextColor(QColor("#1e1800"))
        words.document().setDocumentMargin(1)
        font = QFont(words.font())
        font.setBold(True)
        font.setPixelSize(13)
        words.setFont(font)
        words.setPlainText(str(number))
        box = words.boundingRect()
        self.setRect(QRectF(0, 0, box.width(), box.height()))
        self.setPos(card.left() - 2, card.top() - 2)

    def shape(self) -> QPainterPath:
        return QPainterPath()


class HintService(QObject):
    """Hints for the person whose turn it is, on whichever table ``view`` shows."""

    hint_ready = Signal(object)
    """A :class:`Hint` was worked out for the position still on the table, and is shown."""
    hint_shown = Signal(str)
    """A hint was shown, in this game (manipulation, gin, oklahoma, hollywood): count it."""
    message = Signal(str)
    """The hint in words, or why there is none (for the status bar)."""
    withdrawn = Signal(str)
    """The hint on the table went: the words it last said (the status bar's message goes with it)."""

    def __init__(self, view: QGraphicsView, controller: TurnController, *, seconds: float = 2.0,
                 seed: int = 0, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else view)
        self.view = view
        self.controller = controller
        self.match = controller.match
        self.seconds = seconds
        self._seed = seed
        self._generation = 0
        self._overlays: list[QGraphicsItem] = []
        self._shown: Hint | None = None
        self._said = ""
        """The shown hint's words as last said (status bar, screen reader), in the language of then."""
        self._shown_on: CardTableScene | None = None
        self._followed: set[CardTableScene] = set()
        self._selecting = False
        """The hint itself is selecting its card to discard on the Gin table."""
        self._laid_off: tuple[Card, ...] = ()
        """The cards laid off on the Gin table when the hint was shown: a lay-off since makes it stale."""
        self._worker = ProcessWork(parent=self)
        self._worker.done.connect(self._arrived)
        controller.changed.connect(self._table_changed)
        self.match.state_changed.connect(self.clear)
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """The pointer moving over the table (a drag too) fades the banner it is over; nothing is taken."""
        if event.type() == QEvent.Type.MouseMove and isinstance(event, QMouseEvent):
            pointer = self.view.mapToScene(event.position().toPoint())
            for item in self._overlays:
                if isinstance(item, _Banner):
                    item.see_through(pointer)
        return False

    @property
    def busy(self) -> bool:
        """A hint is being worked out for the position on the table."""
        return self._worker.pending > 0

    @property
    def shown(self) -> Hint | None:
        """The hint on the table now."""
        return self._shown

    @property
    def overlays(self) -> tuple[QGraphicsItem, ...]:
        """The glows, frames and banner of the hint on the table."""
        return tuple(self._overlays)

    def request_hint(self) -> None:
        """Work out a hint for the position on the table now; it is shown when it arrives."""
        self.clear()
        if not self.match.has_game:
            return
        work = self._manipulation_work() if self._in_manipulation() else self._gin_work()
        if work is None:
            self.message.emit(QCoreApplication.translate("HintService", "Hints are for your own turn."))
            return
        self._worker.start(work, self._generation)

    @property
    def can_show_me(self) -> bool:
        """A plan is on the table that :meth:`show_me` can lay out."""
        hint = self._shown
        return hint is not None and hint.plan is not None and bool(hint.plan.steps) and hint.play is not None

    def show_me(self) -> bool:
        """Lay out the shown plan's table at once, as one undo step (``TurnController.lay_out``)."""
        hint = self._shown
        if not self.can_show_me or hint is None or hint.play is None:
            return False
        return self.controller.lay_out(hint.play.melds)

    def clear(self) -> None:
        """Take the hint off the table, and forget any hint still on its way."""
        self._generation += 1
        self._worker.cancel()
        shown = self._shown is not None
        self._shown = self._shown_on = None
        self._take_off()
        if shown:
            self.withdrawn.emit(self._said)

    def _table_changed(self) -> None:
        """The table changed: a plan followed a step keeps its steps left, any other hint is stale."""
        hint, scene = self._shown, self._shown_on
        c = self.controller
        if (hint is None or hint.plan is None or hint.play is None or not hint.plan.steps
                or not isinstance(scene, ManipulationScene) or not c.can_edit):
            self.clear()
            return
        a = c.arrangement
        plan = plan_steps(a.melds, a.labels, a.hand, a.freed, hint.play.melds, c.fixed_jokers)
        if len(plan.steps) >= len(hint.plan.steps):
            self.clear()
            return
        self._show(scene, self._plan_hint(hint.play, plan), count=False)

    def _take_off(self) -> None:
        for item in self._overlays:
            if item.scene() is not None:
                item.scene().removeItem(item)
        self._overlays = []

    def shutdown(self) -> None:
        """Drop whatever is being worked out (when the window closes)."""
        self.clear()
        self._worker.shutdown()

    # --- asking --------------------------------------------------------------------------------

    def _in_manipulation(self) -> bool:
        return isinstance(self.match.state, manipulation.ManipulationState)

    def _bot_work(self, seat: int) -> Task:
        """The hard computer player's move for ``seat`` (the person to move): it sees that seat's view only."""
        return decision_task(self.match.adapter, _HINT_LEVEL, self.match.state, seat, self._seed, self.seconds)

    def _manipulation_work(self) -> Task | None:
        c = self.controller
        if not c.is_my_turn():
            return None
        if not c.can_edit:
            return self._bot_work(c.seat)
        start = c.turn_start   # the best play of the turn: cards played so far may go back to the hand
        tokens = json.dumps([[card.token for card in meld] for meld in start.melds])
        hand = json.dumps([card.token for card in start.hand])
        return Task(hint_play, (tokens, hand), play_from_json, self.seconds)

    def _gin_work(self) -> Task | None:
        seat = self.match.seat_to_act()
        if seat is None or not self.match.seats[seat].is_human:
            return None
        view = self.match.adapter.view_for(self.match.state, seat)
        return Task(gin_hint, (self.match.game, _HINT_LEVEL, view, self._seed), gin_hint_from_json, self.seconds)

    # --- showing -------------------------------------------------------------------------------

    def _arrived(self, generation: int, result: object) -> None:
        if generation != self._generation:
            return
        if isinstance(result, Exception):
            _log.warning("The hint search failed.", exc_info=result)
            self.message.emit(_no_hint_words(result))
            return
        scene = self.view.scene()
        if isinstance(result, Play) and isinstance(scene, ManipulationScene):
            hint = self._play_hint(result)
        elif isinstance(scene, ManipulationScene):
            hint = Hint(self.match.game, lambda: _manipulation_action_words(result), action=result)
        elif isinstance(scene, GinScene) and isinstance(result, GinAdvice):
            hint = self._gin_hint(scene, result.action, result.undercut)
        else:
            return
        self._show(scene, hint)

    def _show(self, scene: CardTableScene, hint: Hint, count: bool = True) -> None:
        if scene not in self._followed:
            self._followed.add(scene)
            # Methods of this service, not lambdas: Qt ends the connections when the service is deleted,
            # and nothing of the scene's is kept alive by them.
            scene.laid_out.connect(self._follow)
            if isinstance(scene, GinScene):
                scene.selectionChanged.connect(self._selection_changed)
        if isinstance(scene, GinScene) and isinstance(hint.action, (gin.Discard, gin.Knock)):
            # One card to let go on the whole table: the deadwood line and Knock follow the selection.
            self._selecting = True
            try:
                scene.select_discard(hint.action.card)
            finally:
                self._selecting = False
        self._shown, self._shown_on = hint, scene
        self._laid_off = scene.laid_off if isinstance(scene, GinScene) else ()
        self._draw(scene, hint)
        self._said = hint.text
        announce(self.view, self.view.accessibleName(), self._said)
        self.message.emit(self._said)
        self.hint_ready.emit(hint)
        if count:
            self.hint_shown.emit(hint.game)

    def _selection_changed(self) -> None:
        """The player picked other cards on the Gin table: a hint naming a card to let go would differ
        from what the deadwood line and Knock now say, so it goes."""
        scene = self._shown_on
        if not self._selecting and self._shown is not None and scene is not None and self.view.scene() is scene:
            self.clear()

    def _follow(self) -> None:
        """A table was laid out again: the hint on the one on view glows where its cards now lie, and
        says it in the language of the moment (a change of language lays the table out again)."""
        scene = self._shown_on
        if isinstance(scene, GinScene) and self._shown is not None and scene.laid_off != self._laid_off:
            self.clear()   # the person laid off (or took back) a card: the hint spoke of the hand before
            return
        if self._shown is not None and scene is not None and self.view.scene() is scene:
            self._draw(scene, self._shown)
            if self._shown.text != self._said:   # the status bar and a screen reader hear it anew too
                self._said = self._shown.text
                announce(self.view, self.view.accessibleName(), self._said)
                self.message.emit(self._said)

    def _draw(self, scene: CardTableScene, hint: Hint) -> None:
        """The hint's glows and banner, in place of any drawn before (what left the table glows no more)."""
        self._take_off()
        rects = [item_rect(scene, item) for item in hint.items if item.isVisible()]
        items = {item.card.key: item for item in scene.card_items() if item.card is not None}
        parts: dict[Key, QRectF] = {}
        if isinstance(scene, ManipulationScene) and scene.layout is not None:
            parts = dict(zip((card.key for card in self.controller.hand_in_order()),
                             visible_parts([to_qrect(r) for r in scene.layout.hand])))
        glowing = [(parts[key] if key in parts else item_rect(scene, items[key]), key)
                   for key in hint.cards if key in parts or key in items]
        numbers = dict(zip(hint.cards, hint.numbers))
        for rect, key in [*((r, None) for r in rects), *glowing]:
            glow = OverlayFrame(HINT_COLOUR, _HINT_Z, fill_alpha=70)
            glow.frame(rect)
            self._add(scene, glow)
            if key in numbers:
                self._add(scene, _StepNumber(numbers[key], rect))
        banner = _Banner()
        layout = getattr(scene, "layout", None)
        opponents = [to_qrect(opponent.area) for opponent in getattr(layout, "opponents", ())]
        melds = [to_qrect(meld.bounds) for meld in getattr(layout, "melds", ())]
        banner.place(scene.sceneRect(), _banner_floor(scene), hint.banner_text,
                     (opponents, [rect for rect, _ in glowing] + rects, melds))
        self._add(scene, banner)

    def _add(self, scene: CardTableScene, item: QGraphicsItem) -> None:
        scene.addItem(item)
        self._overlays.append(item)

    def _play_hint(self, play: Play) -> Hint:
        c = self.controller
        if not play.played:
            changed, can_draw = c.has_played, c.can_draw
            return Hint(self.match.game, lambda: no_play_words(changed, can_draw), play=play)
        a = c.arrangement
        return self._plan_hint(play, plan_steps(a.melds, a.labels, a.hand, a.freed, play.melds, c.fixed_jokers))

    def _plan_hint(self, play: Play, plan: Plan) -> Hint:
        """The plan's steps in words; each card a step moves glows with the number of its first step."""
        first: dict[Key, int] = {}
        for number, step in enumerate(plan.steps, 1):
            for card in step.cards:
                first.setdefault(card.key, number)
        return Hint(self.match.game, lambda: plan_words(play, plan), tuple(first), tuple(first.values()),
                    play=play, plan=plan, table=self.controller.arrangement,
                    banner_words=lambda: plan_banner_words(play, plan))

    def _gin_hint(self, scene: GinScene, action: object, undercut: float | None) -> Hint:
        game = self.match.game
        pile = gin_pile_item(scene)
        top = pile.card.pretty if pile is not None and pile.card is not None else ""
        if isinstance(action, gin.DrawStock):
            return Hint(game, lambda: QCoreApplication.translate("HintService", "Draw from the stock."),
                        items=(scene.stock_item,), action=action)
        if isinstance(action, (gin.DrawDiscard, gin.TakeUpcard)):
            return Hint(game, lambda: fill(QCoreApplication.translate("HintService", "Take the %1 from the pile."), top),
                        items=(pile,) if pile is not None else (), action=action)
        if isinstance(action, gin.PassUpcard):
            return Hint(game, lambda: fill(QCoreApplication.translate("HintService", "Pass on the %1."), top),
                        items=_buttons(scene, "pass"), action=action)
        if isinstance(action, gin.Knock):
            card = action.card.pretty
            seat = self.match.seat_to_act()
            opponent = self.match.seats[1 - seat].name if seat is not None else ""
            return Hint(game, lambda: _knock_words(card, undercut, opponent),
                        (action.card.key,), items=_buttons(scene, "knock"), action=action)
        if isinstance(action, gin.Discard):
            card = action.card.pretty
            return Hint(game, lambda: fill(QCoreApplication.translate("HintService", "Discard the %1."), card),
                        (action.card.key,), action=action)
        if isinstance(action, gin.GoBigGin):
            return Hint(game, lambda: QCoreApplication.translate("HintService", "Go big gin."),
                        items=_buttons(scene, "big_gin"), action=action)
        if isinstance(action, gin.Spread):
            laid = [card for _, cards in action.layoffs for card in cards]
            return Hint(game, lambda: _spread_words(laid), tuple(card.key for card in laid),
                        items=_buttons(scene, "best_layoff"), action=action)
        return Hint(game, lambda: QCoreApplication.translate("HintService", "Deal the next round."), action=action)


def _buttons(scene: GinScene, name: str) -> tuple[QGraphicsItem, ...]:
    button = scene.button(name)
    return (button,) if button.isVisible() else ()


_SIZEABLE_RISK = 0.15
"""An undercut chance a knock's hint names (about 1 in 7 or more)."""


def _knock_words(card: str, undercut: float | None, opponent: str) -> str:
    """Knock, and how likely the opponent is to undercut it when that is not small: "about 1 in 3"."""
    if undercut is None or undercut < _SIZEABLE_RISK:
        return fill(QCoreApplication.translate("HintService", "Knock, discarding the %1."), card)
    if undercut <= 0.5:
        #: %1 the card, %2 how many knocks like it one is undercut in ("about 1 in 3"), %3 the opponent's name.
        return fill(QCoreApplication.translate("HintService", "Knock, discarding the %1: about 1 in %2 that %3 "
                                                              "undercuts you."), card, round(1 / undercut), shown_name(opponent))
    #: %1 the card, %2 how many knocks in 10 like it are undercut, %3 the opponent's name.
    return fill(QCoreApplication.translate("HintService", "Knock, discarding the %1: about %2 in 10 that %3 "
                                                          "undercuts you."), card, round(undercut * 10), shown_name(opponent))


def _spread_words(laid: list[Card]) -> str:
    if laid:
        return fill(QCoreApplication.translate("HintService", "Lay off %1, then spread your melds."), describe(laid))
    return QCoreApplication.translate("HintService", "Nothing to lay off: spread your melds.")


def _no_hint_words(error: Exception) -> str:
    """Why no hint came, for the player: the search ran out of time, or failed in some other way."""
    if isinstance(error, TimeoutError):   # the worker's word for the solver's DeadlineExceeded too
        return QCoreApplication.translate("HintService", "No hint this time: the computer ran out of time.")
    return QCoreApplication.translate("HintService", "No hint this time: the computer could not find a move.")


def _manipulation_action_words(action: object) -> str:
    """What the hard player would do when no cards can be played now: draw, knock or end the turn."""
    if isinstance(action, manipulation.Draw):
        return QCoreApplication.translate("HintService", "Draw a card.")
    if isinstance(action, manipulation.Knock):
        return QCoreApplication.translate("HintService", "Knock: end the round now.")
    return QCoreApplication.translate("HintService", "End your turn.")
