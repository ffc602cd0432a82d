"""The stall benchmark puts each long gap down to the work that took most of it (what it reports, not how fast)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QTimer, QTimerEvent
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QWidget

from rummy_desktop.bench.stalls import (
    GLIDING,
    MOVE,
    OUTSIDE,
    PAINTING,
    Dispatch,
    causes_line,
    gap_causes,
    kind_of_work,
    move_cpu_line,
    time_by_kind,
    work_line,
)
from rummy_desktop.controller.worker_pool import ProcessWork
from rummy_desktop.ui.table.animation import CardMotion


def test_time_inside_an_event_counts_to_the_inner_events_kind_and_the_rest_to_no_event() -> None:
    move = Dispatch(10.0, 40.0, MOVE, [Dispatch(20.0, 30.0, PAINTING)])
    spent = time_by_kind([move, Dispatch(45.0, 50.0, GLIDING)], 0.0, 60.0)
    assert spent == {MOVE: 20.0, PAINTING: 10.0, GLIDING: 5.0, OUTSIDE: 25.0}


def test_only_the_part_of_an_event_within_the_gap_counts() -> None:
    spent = time_by_kind([Dispatch(0.0, 30.0, PAINTING, [Dispatch(5.0, 25.0, PAINTING)])], 20.0, 40.0)
    assert spent == {PAINTING: 10.0, OUTSIDE: 10.0}


def test_each_long_gap_goes_to_the_work_that_took_most_of_it() -> None:
    dispatches = [Dispatch(2.0, 40.0, MOVE), Dispatch(100.0, 130.0, PAINTING), Dispatch(200.0, 210.0, GLIDING)]
    gaps = [(0.0, 16.0), (16.0, 56.0), (56.0, 72.0), (95.0, 140.0), (190.0, 250.0)]
    causes = gap_causes(gaps, dispatches)
    assert causes == {OUTSIDE: (1, 60.0), PAINTING: (1, 45.0), MOVE: (1, 40.0)}   # the longest first
    assert causes_line(causes) == ("gaps over 36 ms: 3; by what took most of each: no event (waiting) 1 "
                                   "(longest 60.0 ms), painting 1 (longest 45.0 ms), a computer's move 1 "
                                   "(longest 40.0 ms)")
    assert causes_line({}) == "gaps over 36 ms: 0"


def test_events_are_sorted_by_what_they_make_the_window_do(qtbot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    motion = CardMotion(250)
    work = ProcessWork()
    paint = QPaintEvent(QRect(0, 0, 10, 10))
    assert kind_of_work(widget, paint, None) == PAINTING
    assert kind_of_work(widget, paint, MOVE) == PAINTING   # painting is painting wherever it happens
    assert kind_of_work(work, QEvent(QEvent.Type.MetaCall), None) == MOVE
    timer_of_motion = motion.findChild(QTimer)
    assert kind_of_work(timer_of_motion, QTimerEvent(1), None) == GLIDING
    assert kind_of_work(QTimer(), QTimerEvent(1), None) == "Timer to QTimer"
    assert kind_of_work(QObject(), QTimerEvent(1), MOVE) == MOVE   # part of the move's work


def test_the_time_line_names_the_kinds_of_work_that_took_the_most_without_the_waiting() -> None:
    work = {OUTSIDE: 900.0, PAINTING: 120.4, MOVE: 300.0, GLIDING: 40.0, "Timer to QTimer": 3.0,
            "LayoutRequest to MainWindow": 2.0, "MetaCall to QObject": 1.0}
    assert work_line(work) == ("time spent: a computer's move 300 ms, painting 120 ms, cards gliding 40 ms, "
                               "Timer to QTimer 3 ms, LayoutRequest to MainWindow 2 ms")


def test_the_cpu_line_counts_the_moves_own_events_only() -> None:
    dispatches = [Dispatch(0.0, 9.0, MOVE, cpu=6.0), Dispatch(10.0, 30.0, PAINTING, cpu=15.0),
                  Dispatch(40.0, 45.0, MOVE, cpu=2.0), Dispatch(50.0, 60.0, MOVE, cpu=4.0)]
    assert move_cpu_line(dispatches, 3) == ("GUI thread's CPU time on the moves: 12 ms, 4.0 ms a move "
                                            "(median 4.0 ms, most 6.0 ms)")
    assert move_cpu_line([], 0) == "GUI thread's CPU time on the moves: no move"
