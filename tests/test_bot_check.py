"""``rummy-desktop bot-check``: the reference harness, tried with the example bots of examples/ (docs/bot-protocol.md)."""

import json
import shlex
import sys
from pathlib import Path

import pytest

from rummy_desktop.app import main
from rummy_desktop.bench.hostile import still_running

ROOT = Path(__file__).resolve().parents[1]
PYTHON = shlex.quote(sys.executable)


def example(game):
    return f"cmd:{PYTHON} {shlex.quote(str(ROOT / 'examples' / f'{game}_bot.py'))}"


def check(capsys, *args):
    code = main(["bot-check", *args, "--json"])
    return code, json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("game, levels", [("gin", "easy,simple"), ("oklahoma", "easy"), ("manipulation", "beginner,easy")])
def test_an_example_bot_plays_each_level_without_a_fault(capsys, game, levels):
    code, summary = check(capsys, example("manipulation" if game == "manipulation" else "gin"),
                          "--game", game, "--levels", levels, "--games", "2")
    assert code == 0
    assert [row["level"] for row in summary["levels"]] == levels.split(",")
    for row in summary["levels"]:
        low, high = row["win_rate_ci95"]
        assert row["games"] == 2 and low <= row["win_rate"] <= high
    assert set(summary["faults"].values()) == {0} and summary["replaced_decisions"] == 0
    assert summary["decisions"] > 10
    ms = summary["ms_per_decision"]
    assert 0 < ms["median"] <= ms["p95"] <= ms["max"]


def test_each_games_program_is_ended_with_its_game(capsys, tmp_path):
    """Every game starts the program afresh; none of them is left running once its game is over."""
    pids = tmp_path / "pids"
    program = tmp_path / "noting_bot.py"
    program.write_text(
        "import os, runpy, sys\n"
        f"open({str(pids)!r}, 'a').write(f'{{os.getpid()}}\\n')\n"
        f"sys.argv = [{str(ROOT / 'examples' / 'gin_bot.py')!r}]\n"
        "runpy.run_path(sys.argv[0], run_name='__main__')\n"
    )
    code, _summary = check(capsys, f"cmd:{PYTHON} {shlex.quote(str(program))}", "--levels", "easy", "--games", "2")
    assert code == 0
    noted = [int(pid) for pid in pids.read_text().split()]
    assert len(noted) == 2
    assert still_running(noted)[0] == []   # waits up to 15 s: a bound, not a speed test


def test_a_program_that_fails_is_reported_with_exit_code_1(capsys):
    broken = f"cmd:{PYTHON} {shlex.quote(str(ROOT / 'tests' / 'ai' / 'protocol_programs.py'))} garbage"
    code, summary = check(capsys, broken, "--game", "gin", "--levels", "easy", "--games", "1")
    assert code == 1
    assert summary["faults"]["garbage"] == 3 and summary["faults"]["gave_up"] == 1
    assert summary["replaced_decisions"] == summary["decisions"]


def test_the_report_names_each_level_and_figure(capsys):
    assert main(["bot-check", example("gin"), "--levels", "easy", "--games", "1"]) == 0
    out = capsys.readouterr().out
    for words in ("at gin: 1 games against each level", "win rate (95% CI)", "faults: late 0", "time per decision",
                  "of which the hard level played 0"):
        assert words in out


@pytest.mark.parametrize("args, words", [
    (["python3 bot.py"], "a program, written cmd:COMMAND"),
    (["cmd:python3 'open"], "cannot be read"),
    (["cmd:/no/such/bot"], "no program '/no/such/bot' was found"),
    ([example("gin"), "--levels", "beginner"], "gin has no level 'beginner'"),
])
def test_bad_arguments_are_refused_with_exit_code_2(capsys, args, words):
    assert main(["bot-check", *args]) == 2
    assert words in capsys.readouterr().err
