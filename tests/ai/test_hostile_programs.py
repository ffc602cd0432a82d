"""Programs that attack the game instead of playing it: each is a fault, and nothing of it outlives its seat.

The programs are rummy_desktop/bench/hostile_programs.py (the benchmark of
docs/benchmarks.md runs them too); each notes the process ids it
and its children run as, so every test can check that none is left once the
seat, the game or the app has ended.
"""

import os
import random
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from rummy_desktop.ai.bots import make_bot
from rummy_desktop.ai.gin_bots import gin_bot
from rummy_desktop.ai.program_lines import MAX_ANSWER_BYTES
from rummy_desktop.ai.program_player import FAULTS_IN_A_ROW, ProgramPlayer
from rummy_desktop.bench.hostile import left_after as still_running
from rummy_desktop.engine import gin
from rummy_desktop.headless import simulate

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
BENCH = ROOT / "rummy_desktop" / "bench"
PYTHON = shlex.quote(sys.executable)
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the hostile programs fork (POSIX)")


def hostile(mode, pidfile):
    return f"{PYTHON} {shlex.quote(str(BENCH / 'hostile_programs.py'))} {mode} {shlex.quote(str(pidfile))}"


def first_gin_view():
    state = gin.new_game(random.Random(4), gin.GinRules())
    return gin.view_for(state, state.current)


def hard_move(view, seed):
    return gin_bot("hard").choose(view, random.Random(seed))


def left_after(pidfile, seconds=15.0):
    """The processes the program noted that still run after up to ``seconds`` (a bound, not a speed test)."""
    assert Path(pidfile).read_text().split(), "the program noted no process"
    return still_running(Path(pidfile), seconds)[0]


# --- answers bounded before they are parsed --------------------------------------------------------


@pytest.mark.parametrize("mode", ["deep", "deep-bare"])
def test_an_answer_nested_too_deep_is_one_garbage_answer(tmp_path, mode):
    player = ProgramPlayer("gin", hostile(mode, tmp_path / "pids"))
    view = first_gin_view()
    try:
        assert player.choose(view, random.Random(3)) == hard_move(view, 3)
        assert player.choose(view, random.Random(4)) == view.legal_actions[0]   # its own answer again
    finally:
        player.close()
    assert dict(player.faults) == {"garbage": 1}
    assert "nested deeper than" in player.take_notices()[0]


def test_simulate_counts_a_deep_answer_as_a_fault_and_finishes_its_run(tmp_path):
    summary = simulate("gin", [f"cmd:{hostile('deep', tmp_path / 'pids')}", "easy"], 2, seed=3)
    assert summary["seats"][0]["program_faults"]["garbage"] == 2   # one a game
    assert left_after(tmp_path / "pids") == []


def test_a_long_line_is_one_fault_and_the_program_plays_on(tmp_path):
    player = ProgramPlayer("gin", hostile("long-line", tmp_path / "pids"))
    view = first_gin_view()
    try:
        assert player.choose(view, random.Random(3)) == hard_move(view, 3)
        assert player.choose(view, random.Random(4)) == view.legal_actions[0]
    finally:
        player.close()
    assert dict(player.faults) == {"garbage": 1} and not player.replaced
    assert f"a line longer than {MAX_ANSWER_BYTES} bytes" in player.take_notices()[0]


# --- a program that has ended is seen to end ------------------------------------------------------


def test_a_program_that_exits_while_its_child_holds_its_output_is_seen_as_stopped(tmp_path):
    """The time limit is long: waiting for the output to end would make this a late answer, not a crash."""
    player = ProgramPlayer("gin", hostile("forked-exit", tmp_path / "pids"), time_limit=60.0)
    view = first_gin_view()
    assert player.choose(view, random.Random(1)) == view.legal_actions[0]
    assert player.choose(view, random.Random(2)) == hard_move(view, 2)
    assert dict(player.faults) == {"crash": 1} and player.replaced
    assert "stopped (exit code 0)" in player.take_notices()[0]
    player.close()
    assert left_after(tmp_path / "pids") == []


# --- nothing outlives the seat, the game or the app --------------------------------------------------


@pytest.mark.parametrize("mode", ["stubborn",
                                  pytest.param("escaping", marks=pytest.mark.skipif(
                                      not sys.platform.startswith("linux"), reason="found through /proc (Linux)"))])
def test_a_program_and_its_children_that_ignore_the_goodbye_are_ended_with_the_seat(tmp_path, mode):
    # "escaping": one child left for a session of its own (setsid), one for a group of its own (setpgid).
    player = ProgramPlayer("gin", hostile(mode, tmp_path / "pids"))
    view = first_gin_view()
    assert player.choose(view, random.Random(1)) == view.legal_actions[0]
    process = player._process
    player.close()
    assert process.wait_ended(10)
    assert left_after(tmp_path / "pids") == []


@pytest.mark.parametrize("mode", ["stubborn",
                                  pytest.param("escaping", marks=pytest.mark.skipif(
                                      not sys.platform.startswith("linux"), reason="found through /proc (Linux)"))])
@pytest.mark.parametrize("ending", ["exit", "kill"])
def test_nothing_a_program_started_outlives_the_app(tmp_path, ending, mode):
    """The app exits within the goodbye's grace second, or is killed: the program and its children go too,
    even children that left its process group."""
    pidfile = tmp_path / "pids"
    errors = tmp_path / "stderr.txt"
    with errors.open("w") as stderr:   # not a pipe: the program would hold it open, and the run would wait for it
        app = subprocess.run(
            [sys.executable, str(BENCH / "app_with_program.py"), mode, str(pidfile), ending],
            cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=subprocess.PIPE, stderr=stderr,
            text=True, timeout=60,
        )
    assert "played" in app.stdout, errors.read_text()
    assert len(Path(pidfile).read_text().split()) == 3   # the program and its two children
    assert left_after(pidfile) == []


# --- a program that keeps failing ------------------------------------------------------------------


def test_a_program_that_fails_again_and_again_is_replaced_for_the_rest_of_the_game(tmp_path):
    player = ProgramPlayer("gin", f"{PYTHON} {shlex.quote(str(HERE / 'protocol_programs.py'))} garbage")
    view = first_gin_view()
    try:
        for seed in range(FAULTS_IN_A_ROW + 2):
            assert player.choose(view, random.Random(seed)) == hard_move(view, seed)
    finally:
        player.close()
    assert dict(player.faults) == {"garbage": FAULTS_IN_A_ROW, "gave_up": 1}
    assert player.replaced and player.replaced_decisions == player.decisions == FAULTS_IN_A_ROW + 2
    assert "failed 3 decisions in a row" in player.take_notices()[-1]


def test_a_command_line_with_an_open_quote_seats_the_hard_level_with_a_notice():
    player = make_bot("gin", "cmd:python3 'unclosed")
    view = first_gin_view()
    assert player.choose(view, random.Random(2)) == hard_move(view, 2)
    assert player.replaced and dict(player.faults) == {"crash": 1}
    assert "cannot be read" in player.take_notices()[0]


def test_a_program_that_floods_its_output_leaves_no_reader_behind(tmp_path):
    """It writes far more lines than are read ahead; once its seat has ended, the thread reading it has ended too."""
    flood = tmp_path / "flood.py"
    flood.write_text("import sys\nwhile True:\n    sys.stdout.write('{}\\n')\n")
    player = ProgramPlayer("gin", f"{PYTHON} {shlex.quote(str(flood))}", time_limit=0.5)
    view = first_gin_view()
    player.choose(view, random.Random(1))
    process = player._process
    player.close()
    assert process.wait_ended(15)
    assert not process._reader.is_alive()
