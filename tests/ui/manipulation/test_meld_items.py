"""What the table draws around a meld: its frame shows the meld's label in its label box, light while the
meld is legal and red while it is not, drawn by Qt's own items (no Python ``paint``: the table makes new
frames at every move, and a Python paint made each repaint wait for Python's lock, issue 29)."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsSimpleTextItem

from manipulation_positions import position
from rummy_desktop.ui.manipulation.meld_items import ILLEGAL_COLOUR, MeldFrame
from rummy_desktop.ui.table.card_item import to_qrect
from table_player import Table


def label_of(frame: MeldFrame) -> QGraphicsSimpleTextItem:
    (text,) = [child for child in frame.childItems() if isinstance(child, QGraphicsSimpleTextItem)]
    return text


def test_each_frame_shows_its_meld_label_centred_in_the_label_box(qtbot):
    t = Table(qtbot, position("8H KS QS", ["5H 6H 7H", "9C 9D 9S"]))
    frames = t.frames()
    assert [label_of(frame).text() for frame in frames] == [t.controller.arrangement.label(i) for i in range(2)]
    for frame, geometry in zip(frames, t.scene.layout.melds):
        box = to_qrect(geometry.label)
        shown = label_of(frame).sceneBoundingRect()
        assert abs(shown.center().x() - box.center().x()) < 1 and abs(shown.center().y() - box.center().y()) < 1


def test_an_illegal_meld_has_its_label_in_red_and_a_legal_one_in_light_ink(qtbot):
    t = Table(qtbot, position("8H KS QS", ["5H 6H 7H", "9C 9D 9S"]))
    t.click(t.split_handle(1, 0).sceneBoundingRect().center())   # 9C | 9D 9S: two illegal pieces
    colours = {frame.label: label_of(frame).brush().color() for frame in t.frames()}
    legal = {frame.label for frame in t.frames() if not frame.is_marked}
    assert legal == {t.controller.arrangement.label(0)} and len(colours) == 3
    for label, colour in colours.items():
        assert (colour == ILLEGAL_COLOUR.lighter(150)) == (label not in legal)


def test_no_frame_is_painted_by_python():
    assert "paint" not in vars(MeldFrame)
