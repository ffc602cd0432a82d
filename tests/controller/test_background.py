"""Work off the GUI thread: results and failures come back by signal, on the GUI thread, in order."""

from __future__ import annotations

import gc
import threading
import weakref
from functools import partial

from rummy_desktop.controller.background import BackgroundWork


class Payload:
    """Something a piece of work holds (a game state, a view): it must not outlive the work."""


def worker_thread_name(payload: Payload) -> str:
    return threading.current_thread().name


def fail(payload: Payload) -> str:
    raise ValueError("the search failed")


def test_each_result_comes_back_with_its_token_in_order_on_the_gui_thread(qtbot) -> None:
    work = BackgroundWork()
    arrived: list[tuple[object, object, str]] = []
    work.done.connect(lambda token, result: arrived.append((token, result, threading.current_thread().name)))
    for token in range(3):
        work.start(partial(worker_thread_name, Payload()), token)
    work.start(partial(fail, Payload()), "broken")
    qtbot.waitUntil(lambda: len(arrived) == 4)
    work.shutdown()
    gui = threading.current_thread().name
    assert [token for token, _, _ in arrived] == [0, 1, 2, "broken"]
    assert all(result != gui for _, result, _ in arrived[:3])   # the work ran on the worker
    assert all(thread == gui for _, _, thread in arrived)   # the results were handed over on the GUI thread
    failure = arrived[3][1]
    assert isinstance(failure, ValueError) and str(failure) == "the search failed"


def test_nothing_the_work_held_outlives_it(qtbot) -> None:
    work = BackgroundWork()
    arrived: list[object] = []
    work.done.connect(lambda token, result: arrived.append(token))
    held = []
    for token in range(50):
        payload = Payload()
        held.append(weakref.ref(payload))
        work.start(partial(worker_thread_name, payload), token)
    del payload
    qtbot.waitUntil(lambda: len(arrived) == 50)
    work.shutdown()
    gc.collect()
    assert [ref for ref in held if ref() is not None] == []
