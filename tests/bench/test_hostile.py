"""bench/hostile.py: each case it measures reports what docs/benchmarks.md records (a smoke test, not a speed test)."""

import sys

import pytest

from rummy_desktop.bench.hostile import run_case

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the hostile programs fork (POSIX)")


def test_the_app_kill_case_counts_the_processes_left():
    figures = run_case("app-kill")
    assert figures["app_played"] and figures["processes_noted"] == 3
    assert figures["processes_left"] == 0 and figures["seconds_until_none_left"] is not None


def test_the_open_quote_case_reports_what_simulate_says_and_the_seat_the_hard_level_took():
    figures = run_case("open-quote")
    assert figures["simulate_exit_code"] == 2 and "cannot be read" in figures["simulate_says"]
    assert figures["replaced"] and figures["faults"] == {"crash": 1}
