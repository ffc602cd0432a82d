"""What the table draws around a meld: its frame shows the meld's label in its label box, light while the
meld is legal and red while it is not, drawn by Qt's own items (no Python ``paint``: the table makes new
frames at every move, and a Python paint made each repaint wait for Python's lock, issue 29)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

from rummy_desktop.engine.messages import Explanation

from manipulation_positions import position
from rummy_desktop.ui.manipulation.meld_items import ILLEGAL_COLOUR, MeldFrame, MeldGrip, SplitHandle
from rummy_desktop.ui.table.card_item import to_qrect
from stub_translator import translations
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


def test_no_handle_is_painted_by_python_nor_kept_as_a_cached_picture(qtbot):
    """A handle painted by Python into a cached picture was drawn again each time it was shown again or
    resized: 3 ms more for a full table's repaint (issue 29's stalls)."""
    for handle_class in (SplitHandle, MeldGrip):
        assert not [cls for cls in handle_class.__mro__ if cls.__module__.startswith("rummy_desktop")
                    and "paint" in vars(cls)]
    t = Table(qtbot, position("8H KS QS", ["5H 6H 7H", "9C 9D 9S"]))
    for handle in (t.grip(0), t.split_handle(1, 0)):
        assert handle.cacheMode() == QGraphicsItem.CacheMode.NoCache
        assert handle.glyph_item.text() == handle.glyph
        assert handle.sceneBoundingRect().contains(handle.glyph_item.sceneBoundingRect().center())


def test_a_handle_lights_up_under_the_pointer_and_a_click_on_its_glyph_splits(qtbot):
    t = Table(qtbot, position("8H KS QS", ["5H 6H 7H", "9C 9D 9S"]))
    handle = t.split_handle(1, 0)
    ink = handle.glyph_item.brush().color()
    viewport = t.view.viewport()
    glyph_centre = t.view.mapFromScene(handle.glyph_item.sceneBoundingRect().center())
    qtbot.mouseMove(viewport, glyph_centre)
    qtbot.waitUntil(lambda: handle.hovered)
    assert handle.glyph_item.brush().color() != ink and handle.brush().style() != Qt.BrushStyle.NoBrush
    qtbot.mouseMove(viewport, t.view.mapFromScene(t.card("KS").sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: not handle.hovered)
    assert handle.glyph_item.brush().color() == ink and handle.brush().style() == Qt.BrushStyle.NoBrush
    t.click(handle.glyph_item.sceneBoundingRect().center())
    assert [len(m) for m in t.controller.arrangement.melds] == [3, 1, 2]


def test_a_move_keeps_the_frames_and_handles_it_does_not_change(qtbot):
    """Frames, grips and split handles stay the same items from one drawing to the next (made anew, each
    cost the move a first paint and an insertion in the scene's index: issue 29's stalls); the ones of
    the meld that changed show its new cards."""
    t = Table(qtbot, position("8H KS QS", ["5H 6H 7H", "9C 9D 9S"]))
    frames, grips = t.frames(), [t.grip(0), t.grip(1)]
    handles = {(h.meld, h.after): h for h in t.scene.items() if isinstance(h, SplitHandle) and h.isVisible()}
    t.drag(t.grab_point(t.card("8H")), t.after_meld(0))
    assert [len(m) for m in t.controller.arrangement.melds] == [4, 3]
    assert t.frames() == frames and [t.grip(0), t.grip(1)] == grips
    after = {(h.meld, h.after): h for h in t.scene.items() if isinstance(h, SplitHandle) and h.isVisible()}
    assert set(after) == {(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)}
    assert set(handles.values()) <= set(after.values())   # all kept; one more for the longer meld
    for frame, geometry in zip(t.frames(), t.scene.layout.melds):
        assert frame.path().boundingRect().contains(to_qrect(geometry.bounds))


def test_kept_handles_and_frames_speak_the_language_of_the_moment(qtbot, qapp):
    t = Table(qtbot, position("8H KS QS", ["5H 6H 7H", "9C 9D 9S"]))
    t.click(t.split_handle(1, 0).sceneBoundingRect().center())   # 9C | 9D 9S: two illegal pieces
    grip, frame = t.grip(0), next(f for f in t.frames() if f.is_marked)
    assert isinstance(frame.problem, Explanation)
    english = frame.toolTip()
    with translations(qapp, {}, marked=("MeldGrip", "SplitHandle", frame.problem.context)):
        t.scene.refresh()
        assert t.grip(0) is grip and grip.toolTip().startswith("«")
        assert t.split_handle(0, 0).toolTip().startswith("«")
        assert next(f for f in t.frames() if f.is_marked) is frame and frame.toolTip() != english
    t.scene.refresh()
    assert not grip.toolTip().startswith("«") and frame.toolTip() == english
