"""Card pictures: the project's SVG decks rendered once per size into pixmaps.

As KDE's card games do, every card is an element of one SVG file per deck
(``assets/cards/standard.svg``, ``four-colour.svg``; the backs are in
``backs.svg``). An element is rendered into a ``QImage`` of the *physical*
pixel size (logical width times the device pixel ratio), so cards stay sharp
on high-DPI screens, and the pixmap is kept in a bounded LRU cache shared by
all themes: moving or animating a card never re-rasterises SVG.

Drawing a picture from the SVG is the costly part (a table of fifty cards laid
out at a smaller size takes tens of milliseconds). :meth:`CardTheme.draw_ahead`
gives jobs that draw pictures ahead of need, one at a time in the GUI thread's
spare moments (:mod:`.pictures_ahead` says why not on another thread): the picture
waits in a store of its own until :meth:`CardTheme.pixmap` takes it up. A size
nobody drew ahead (a move that lays many melds at once can shrink the cards by
several steps) is shown first by :func:`resized` pictures of the size before, which
the table replaces with drawn ones in the same spare moments.

The element ids are written by ``packaging/make_card_art.py``, which takes
them from the functions below so the art and the lookup cannot drift apart.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from typing import Hashable, Union

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from rummy_desktop.engine.cards import Card, Face, Suit
from rummy_desktop.resources import asset_path

__all__ = [
    "CardTheme",
    "CARD_WIDTH",
    "CARD_HEIGHT",
    "INDEX_BOX",
    "JOKER_INDEX_BOX",
    "JOKER_COLOURS",
    "face_id",
    "index_id",
    "joker_id",
    "star_id",
    "back_id",
    "deck_file",
    "resized",
]

# The card's design size in SVG units: 5:7, like a real poker card.
CARD_WIDTH = 250
CARD_HEIGHT = 350
# Where a card's top-left index (rank over suit) sits, and the taller column a
# joker's "JOKER" index fills (x, y, width, height in card units). A declared
# joker covers its own index column with a badge holding the declared card's index.
INDEX_BOX = (3.0, 6.0, 62.0, 116.0)
JOKER_INDEX_BOX = (3.0, 6.0, 62.0, 184.0)
# Joker copy 0 is the red joker, copy 1 the black one (a two-joker game).
JOKER_COLOURS = ("red", "black")

_SUIT_NAMES = {Suit.SPADES: "spade", Suit.HEARTS: "heart", Suit.DIAMONDS: "diamond", Suit.CLUBS: "club"}
_COURT_NAMES = {11: "jack", 12: "queen", 13: "king"}
_BADGE_FILL = QColor("#fff4c2")
_BADGE_BORDER = QColor("#5a4a00")
_CACHE_SIZE = 400


def face_id(face: Face) -> str:
    """``7_heart``, ``1_spade`` (ace), ``queen_club``: a face's element id."""
    return f"{_COURT_NAMES.get(face.rank, face.rank)}_{_SUIT_NAMES[face.suit]}"


def index_id(face: Face) -> str:
    """The element holding only that face's top-left index (rank over suit)."""
    return f"index_{face_id(face)}"


def joker_id(colour: str) -> str:
    return f"joker_{colour}"


def star_id(colour: str) -> str:
    """The small star marking a joker; drawn on a declared joker's badge."""
    return f"star_{joker_id(colour)}"


def back_id(name: str) -> str:
    return f"back_{name}"


def deck_file(four_colour: bool) -> str:
    return "four-colour.svg" if four_colour else "standard.svg"


@cache
def _renderer(file_name: str) -> QSvgRenderer:
    """The renderer of a card art file (the GUI thread's: every picture is drawn there)."""
    renderer = QSvgRenderer(str(asset_path("cards", file_name)))
    if not renderer.isValid():
        raise ValueError(f"card art {file_name} is not a valid SVG")
    return renderer


@cache
def _back_names() -> tuple[str, ...]:
    text = asset_path("cards", "backs.svg").read_text(encoding="utf-8")
    return tuple(re.findall(r'<g id="back_(\w+)"', text))


@dataclass(frozen=True)
class _Back:
    """The back of a card, by the back's name."""

    name: str


@dataclass(frozen=True)
class _Front:
    """A card's face (not a joker)."""

    face: Face


@dataclass(frozen=True)
class _Joker:
    """A joker of one colour, with the card it stands for on the table (None: in a hand or on the pile)."""

    colour: str
    declared: Face | None


_Picture = Union[_Back, _Front, _Joker]
"""What a pixmap shows; with the size, the pixel ratio and the deck it is the cache's key."""
_Key = tuple[_Picture, int, float, bool]


class _PixmapCache:
    """Least recently used pixmaps, bounded so resizing the window cannot grow it forever."""

    def __init__(self, capacity: int) -> None:
        self._capacity = capacity
        self._items: OrderedDict[Hashable, QPixmap] = OrderedDict()

    def get(self, key: Hashable) -> QPixmap | None:
        pixmap = self._items.get(key)
        if pixmap is not None:
            self._items.move_to_end(key)
        return pixmap

    def put(self, key: Hashable, pixmap: QPixmap) -> None:
        self._items[key] = pixmap
        self._items.move_to_end(key)
        while len(self._items) > self._capacity:
            self._items.popitem(last=False)

    def take(self, key: Hashable) -> QPixmap | None:
        """The pixmap of ``key``, no longer kept here."""
        return self._items.pop(key, None)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)


_CACHE = _PixmapCache(_CACHE_SIZE)
_AHEAD = _PixmapCache(_CACHE_SIZE)
"""Pictures drawn ahead of need, until a table laid out at their size takes them into :data:`_CACHE`;
those drawn for a size the table never came to are dropped, oldest first."""


class CardTheme:
    """One look for the cards: standard or four-colour faces, and a back.

    ``pixmap(card, width, dpr)`` gives a card ``width`` logical pixels wide
    (its height is :meth:`height_for`) drawn at ``width * dpr`` physical pixels.
    A theme is a value: to change the look, make a new theme. Call it on the
    GUI thread (pixmaps belong to it); a cold card takes about half a millisecond,
    less when :meth:`draw_ahead` drew its picture before.
    """

    def __init__(self, four_colour: bool = False, back: str = "blue") -> None:
        if back not in self.backs():
            raise ValueError(f"no card back {back!r}; choose one of {', '.join(self.backs())}")
        self._four_colour = four_colour
        self._back = back

    @property
    def four_colour(self) -> bool:
        return self._four_colour

    @property
    def back(self) -> str:
        return self._back

    @staticmethod
    def backs() -> list[str]:
        """Names of the card backs on offer, in the order the art defines them."""
        return list(_back_names())

    @staticmethod
    def height_for(width: int) -> int:
        return round(width * CARD_HEIGHT / CARD_WIDTH)

    def pixmap(self, card: Card | None, width: int, dpr: float = 1.0) -> QPixmap:
        """The card's face, or the back for ``None`` (a face-down card).

        A joker that stands for a card on the table shows that card in a badge
        over both corner indices, so a player reads "7♥" at a glance.
        """
        return self._cached(self._picture(card), width, dpr)

    def face_pixmap(self, face: Face, width: int, dpr: float = 1.0) -> QPixmap:
        """A face without a physical card, e.g. the choices of the joker dialog."""
        return self._cached(_Front(face), width, dpr)

    def draw_ahead(self, cards: Iterable[Card | None], width: int, dpr: float = 1.0) -> list[Callable[[], None]]:
        """Jobs drawing the pictures of ``cards`` (None: the back) at this size that are not drawn yet.

        Run on the GUI thread, each job leaves its picture for :meth:`pixmap` to take up instead of
        drawing it.
        """
        keys = {self._key(self._picture(card), width, dpr) for card in cards}
        return [_DrawJob(key) for key in keys if _CACHE.get(key) is None and key not in _AHEAD]

    def is_drawn(self, card: Card | None, width: int, dpr: float = 1.0) -> bool:
        """Whether :meth:`pixmap` has this picture at hand (drawn before, or drawn ahead)."""
        key = self._key(self._picture(card), width, dpr)
        return _CACHE.get(key) is not None or key in _AHEAD

    def _picture(self, card: Card | None) -> _Picture:
        if card is None:
            return _Back(self.back)
        if not card.is_joker:
            assert card.face is not None
            return _Front(card.face)
        return _Joker(JOKER_COLOURS[card.copy % len(JOKER_COLOURS)], card.declared)

    def _key(self, what: _Picture, width: int, dpr: float) -> _Key:
        if width <= 0 or dpr <= 0:
            raise ValueError(f"a card needs a positive width and pixel ratio, not {width} at {dpr}")
        # The back's name is part of ``what``, so themes that differ only in back share their faces.
        return (what, width, dpr, self.four_colour)

    def _cached(self, what: _Picture, width: int, dpr: float) -> QPixmap:
        key = self._key(what, width, dpr)
        pixmap = _CACHE.get(key)
        if pixmap is None:
            pixmap = _AHEAD.take(key)
            if pixmap is None:
                pixmap = QPixmap.fromImage(_card_image(key))
            _CACHE.put(key, pixmap)
        return pixmap


@dataclass(frozen=True)
class _DrawJob:
    """Draws one picture and leaves it in :data:`_AHEAD`."""

    key: _Key

    def __call__(self) -> None:
        if self.key not in _AHEAD and _CACHE.get(self.key) is None:
            _AHEAD.put(self.key, QPixmap.fromImage(_card_image(self.key)))


def resized(picture: QPixmap, width: int, dpr: float = 1.0) -> QPixmap:
    """A card's picture scaled to ``width``: a stand-in while its picture at that size is drawn.

    Scaling a picture takes a few hundredths of a millisecond; drawing it anew from the SVG art takes
    half a millisecond to several, and a move that shrinks a full table needs fifty at once.
    """
    scaled = picture.scaled(round(width * dpr), round(CardTheme.height_for(width) * dpr),
                            Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
    scaled.setDevicePixelRatio(dpr)
    return scaled


def _card_image(key: _Key) -> QImage:
    """The picture ``key`` names, drawn from the SVG art."""
    what, width, dpr, four_colour = key
    height = CardTheme.height_for(width)
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    # Work in card units: the SVG design size mapped onto the whole image.
    painter.scale(image.width() / CARD_WIDTH, image.height() / CARD_HEIGHT)
    card_rect = QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT)
    deck = _renderer(deck_file(four_colour))
    if isinstance(what, _Back):
        _render_element(_renderer("backs.svg"), back_id(what.name), card_rect, painter)
    elif isinstance(what, _Front):
        _render_element(deck, face_id(what.face), card_rect, painter)
    else:
        _render_element(deck, joker_id(what.colour), card_rect, painter)
        if what.declared is not None:
            _draw_declared_badge(deck, what.colour, what.declared, painter)
    painter.end()
    image.setDevicePixelRatio(dpr)
    return image


def _render_element(renderer: QSvgRenderer, element: str, rect: QRectF, painter: QPainter) -> None:
    if not renderer.elementExists(element):
        raise KeyError(f"the card art has no element {element!r}")
    renderer.render(painter, element, rect)


def _draw_declared_badge(deck: QSvgRenderer, colour: str, declared: Face, painter: QPainter) -> None:
    """Cover both joker indices with the declared card's index and a joker star."""
    x, y, w, h = JOKER_INDEX_BOX
    index_x, index_y, index_w, index_h = INDEX_BOX
    star_size = min(w, h - index_h) * 0.7
    for turned in (False, True):
        painter.save()
        if turned:
            painter.translate(CARD_WIDTH, CARD_HEIGHT)
            painter.rotate(180)
        painter.setPen(QPen(_BADGE_BORDER, 2.5))
        painter.setBrush(_BADGE_FILL)
        # Inset on the left so the badge's corner stays inside the card's rounded corner.
        painter.drawRoundedRect(QRectF(x + 3, y, w - 4, h), 10, 10)
        _render_element(deck, index_id(declared), QRectF(index_x, index_y, index_w, index_h), painter)
        star_top = index_y + index_h + (h - index_h - star_size) / 2
        star_rect = QRectF(x + (w - star_size) / 2, star_top, star_size, star_size)
        _render_element(deck, star_id(colour), star_rect, painter)
        painter.restore()
