"""Hints: the best play the solver finds (Manipulation) or the hard computer player's move (Gin).

:meth:`HintService.request_hint` asks for the person whose turn it is:

* Manipulation, while the table may be changed: :func:`best_play` on the
  turn's current table (freed jokers included) and hand. The hand cards to
  play glow, the melds they go into are framed, and a note says it in words
  ("Play 7♥ 8♥ (points: 15): add 8♥ to meld 3; new meld ..."), or that there is
  no play. At the other moments of a turn (draw, knock or not) the hard
  computer player says what it would do.
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
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, QRectF, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsTextItem, QGraphicsView

from rummy_desktop.ai.table_solver import Play
from rummy_desktop.ai.worker import hint_play, play_from_json
from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.match import decision_task
from rummy_desktop.controller.worker_pool import ProcessWork, Task
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.controller.turn_controller import Key, TurnController, describe
from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.cards import Card

from .accessibility import OverlayFrame, announce, gin_pile_item, item_rect, visible_parts
from ..table.card_item import to_qrect
from ..text.game_log_text import listed, listed_groups
from ..gin.scene import GinScene
from ..manipulation.scene import ManipulationScene
from ..table.table_scene import CardTableScene

__all__ = ["Hint", "HintService", "HINT_COLOUR"]

HINT_COLOUR = QColor("#ff9f1c")
_HINT_Z = 24_000.0
_HINT_LEVEL = "hard"
_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Hint:
    """A hint as shown: its words and what glows on the table."""

    game: str
    words: Callable[[], str] = field(compare=False)
    """Words the hint anew in the language of the moment: the banner follows a change of language."""
    cards: tuple[Key, ...] = ()
    """Cards that glow (the hand cards to play, the card to discard, the pile's card)."""
    melds: tuple[int, ...] = ()
    """Manipulation: the table melds the cards go into (indices on the table as it is)."""
    items: tuple[QGraphicsItem, ...] = field(default=(), compare=False)
    """Other things that glow: the stock, a table button."""
    play: Play | None = None
    action: Any = None

    @property
    def text(self) -> str:
        """The hint in words, in the language of the moment."""
        return self.words()


class _Words(QGraphicsTextItem):
    """The banner's text: drawn, never hit."""

    def shape(self) -> QPainterPath:
        return QPainterPath()


class _Banner(QGraphicsRectItem):
    """The hint's words over the top of the table, wrapped to fit; clicks pass through it."""

    def __init__(self) -> None:
        super().__init__()
        self.setBrush(QBrush(QColor(30, 24, 0, 230)))
        self.setPen(QPen(HINT_COLOUR, 2))
        self.setZValue(_HINT_Z)
        self.text = _Words(self)
        self.text.setDefaultTextColor(QColor("#fff4d6"))
        font = QFont(self.text.font())
        font.setBold(True)
        font.setPixelSize(16)
        self.text.setFont(font)

    def place(self, scene_rect: QRectF, text: str) -> None:
        self.text.setPlainText(text)
        self.text.setTextWidth(-1)
        room = max(120.0, scene_rect.width() * 0.6)  # the stock, at the right, stays clear
        if self.text.boundingRect().width() > room:
            self.text.setTextWidth(room)
        box = self.text.boundingRect()
        self.text.setPos(8, 4)
        self.setRect(QRectF(0, 0, box.width() + 16, box.height() + 8))
        self.setPos(scene_rect.center().x() - (box.width() + 16) / 2, scene_rect.top() + 4)

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
        self._worker = ProcessWork(parent=self)
        self._worker.done.connect(self._arrived)
        controller.changed.connect(self.clear)
        self.match.state_changed.connect(self.clear)

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

    def clear(self) -> None:
        """Take the hint off the table, and forget any hint still on its way."""
        self._generation += 1
        self._worker.cancel()
        self._shown = self._shown_on = None
        self._take_off()

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
        arrangement = c.arrangement
        table = [*arrangement.melds, arrangement.freed] if arrangement.freed else list(arrangement.melds)
        tokens = json.dumps([[card.token for card in meld] for meld in table])
        hand = json.dumps([card.token for card in arrangement.hand])
        return Task(hint_play, (tokens, hand), play_from_json, self.seconds)

    def _gin_work(self) -> Task | None:
        seat = self.match.seat_to_act()
        if seat is None or not self.match.seats[seat].is_human:
            return None
        return self._bot_work(seat)

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
            hint = self._play_hint(scene, result)
        elif isinstance(scene, ManipulationScene):
            hint = Hint(self.match.game, lambda: _manipulation_action_words(result), action=result)
        elif isinstance(scene, GinScene):
            hint = self._gin_hint(scene, result)
        else:
            return
        self._show(scene, hint)

    def _show(self, scene: CardTableScene, hint: Hint) -> None:
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
        self._draw(scene, hint)
        self._said = hint.text
        announce(self.view, self.view.accessibleName(), self._said)
        self.message.emit(self._said)
        self.hint_ready.emit(hint)
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
        if isinstance(scene, ManipulationScene) and scene.layout is not None:
            parts = dict(zip((card.key for card in self.controller.hand_in_order()),
                             visible_parts([to_qrect(r) for r in scene.layout.hand])))
            rects += [parts[key] for key in hint.cards if key in parts]
            melds = scene.layout.melds
            rects += [to_qrect(melds[m].bounds) for m in hint.melds if m < len(melds)]
        else:
            items = {item.card.key: item for item in scene.card_items() if item.card is not None}
            rects += [item_rect(scene, items[key]) for key in hint.cards if key in items]
        for rect in rects:
            glow = OverlayFrame(HINT_COLOUR, _HINT_Z, fill_alpha=70)
            glow.frame(rect)
            self._add(scene, glow)
        banner = _Banner()
        banner.place(scene.sceneRect(), hint.text)
        self._add(scene, banner)

    def _add(self, scene: CardTableScene, item: QGraphicsItem) -> None:
        scene.addItem(item)
        self._overlays.append(item)

    def _play_hint(self, scene: ManipulationScene, play: Play) -> Hint:
        game = self.match.game
        if not play.played:
            can_draw = self.controller.can_draw
            return Hint(game, lambda: _no_play_words(can_draw), play=play)
        melds = self.controller.arrangement.melds
        played = {card.key for card in play.played}
        home = {card.key: m for m, meld in enumerate(melds) for card in meld}
        steps = [_Step(new, sorted({home[card.key] for card in new if card.key in home}))
                 for new in play.melds if any(card.key in played for card in new)]
        targets = {m for step in steps for m in step.sources}
        return Hint(game, lambda: _play_words(play, steps, played, melds), tuple(card.key for card in play.played),
                    tuple(sorted(targets)), play=play)

    def _gin_hint(self, scene: GinScene, action: object) -> Hint:
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
            return Hint(game, lambda: fill(QCoreApplication.translate("HintService", "Knock, discarding the %1."), card),
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


@dataclass(frozen=True)
class _Step:
    """One meld a play makes, and the table melds (indices) its cards come from."""

    new: tuple[Card, ...]
    sources: list[int]


def _no_play_words(can_draw: bool) -> str:
    return (QCoreApplication.translate("HintService", "No play: draw a card.") if can_draw
            else QCoreApplication.translate("HintService", "No play: end your turn."))


def _play_words(play: Play, steps: list[_Step], played: set[Key], melds: tuple[tuple[Card, ...], ...]) -> str:
    """The solver's play in words: its cards, their points and each meld it makes."""
    text = fill(QCoreApplication.translate("HintService", "Play %1 (points: %2): %3"), describe(play.played),
                play.points, listed_groups([_step_words(step.new, step.sources, played, melds) for step in steps]))
    if not play.optimal:
        #: A hint that is the best play the search found before its time ran out: %1 is the hint.
        text = fill(QCoreApplication.translate("HintService", "%1 (the best found in the time)"), text)
    return text


def _spread_words(laid: list[Card]) -> str:
    if laid:
        return fill(QCoreApplication.translate("HintService", "Lay off %1, then spread your melds."), describe(laid))
    return QCoreApplication.translate("HintService", "Nothing to lay off: spread your melds.")


def _step_words(new: tuple[Card, ...], sources: list[int], played: set[Key],
                melds: tuple[tuple[Card, ...], ...]) -> str:
    """One meld of a play in words: a new meld, cards added to one meld, or melds rebuilt."""
    if not sources:
        return fill(QCoreApplication.translate("HintService", "new meld %1"), describe(new))
    if len(sources) == 1 and len(new) == len(melds[sources[0]]) + sum(1 for card in new if card.key in played):
        added = [card for card in new if card.key in played]
        return fill(QCoreApplication.translate("HintService", "add %1 to meld %2"), describe(added), sources[0] + 1)
    return fill(QCoreApplication.translate("HintService", "rebuild melds %1 into %2"),
                listed(str(m + 1) for m in sources), describe(new))


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
