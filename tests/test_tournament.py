"""``rummy-desktop tournament``: every pair meets with seats swapped, and the table it prints (docs/bot-protocol.md)."""

import json
import shlex
import sys
from pathlib import Path

import pytest

from rummy_desktop.app import main

HERE = Path(__file__).resolve().parent
PYTHON = shlex.quote(sys.executable)
FIGURES = {"games", "games_won", "win_rate", "win_rate_ci95", "points_per_round", "illegal_replies", "decisions",
           "replaced_decisions", "ranked", "ms_per_decision"}


def run_json(capsys, *args):
    assert main(["tournament", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_every_pair_plays_its_games_and_the_rates_add_up(capsys):
    summary = run_json(capsys, "--game", "gin", "--players", "simple,easy,medium", "--games", "2", "--seed", "4")
    assert [pair["players"] for pair in summary["pairs"]] == [["simple", "easy"], ["simple", "medium"], ["easy", "medium"]]
    for pair in summary["pairs"]:
        first, second = pair["results"]
        assert set(first) == set(second) == FIGURES
        assert first["games"] == second["games"] == 2
        assert first["games_won"] + second["games_won"] == pytest.approx(2)
        low, high = first["win_rate_ci95"]
        assert low <= first["win_rate"] <= high
    assert {row["player"] for row in summary["standings"]} == {"simple", "easy", "medium"}
    assert all(row["games"] == 4 and row["illegal_replies"] == 0 for row in summary["standings"])
    rates = [row["win_rate"] for row in summary["standings"]]
    assert rates == sorted(rates, reverse=True)


def test_seats_are_swapped_on_the_same_deal(capsys, tmp_path):
    heard = tmp_path / "greetings.jsonl"
    recorder = tmp_path / "recorder.py"
    recorder.write_text(
        "import json, sys\n"
        "for line in sys.stdin:\n"
        "    m = json.loads(line)\n"
        "    if m['type'] == 'hello':\n"
        f"        open({str(heard)!r}, 'a').write(line)\n"
        "    elif m['type'] == 'decide':\n"
        "        first = m['view']['legal_actions'][0]\n"
        "        print(json.dumps({'id': m['id'], 'action': first}), flush=True)\n"
    )
    program = f"cmd:{PYTHON} {shlex.quote(str(recorder))}"
    summary = run_json(capsys, "--game", "gin", "--players", f"{program},simple", "--games", "4")
    seats = [json.loads(line)["seat"] for line in heard.read_text().splitlines()]
    assert seats == [0, 1, 0, 1]
    assert summary["pairs"][0]["results"][0]["illegal_replies"] == 0


def test_a_programs_refused_answers_are_its_illegal_replies_and_its_replacement_is_counted(capsys):
    """Three illegal answers in a row, then the hard level plays the rest: 3 faults and its replacement, a game."""
    program = f"cmd:{PYTHON} {shlex.quote(str(HERE / 'ai' / 'protocol_programs.py'))} illegal"
    summary = run_json(capsys, "--game", "gin", "--players", f"simple,{program}", "--games", "2")
    rows = {row["player"]: row for row in summary["standings"]}
    assert rows[program]["illegal_replies"] == 2 * (3 + 1) and rows["simple"]["illegal_replies"] == 0
    assert rows[program]["replaced_decisions"] == rows[program]["decisions"] > 10
    assert summary["illegal_replies"] == rows[program]["illegal_replies"]


def test_a_program_whose_answers_were_all_replaced_is_not_ranked_on_the_hard_levels_play(capsys):
    """The hard level, playing for a program that never answers legally, beats easy: the program still ranks last."""
    program = f"cmd:{PYTHON} {shlex.quote(str(HERE / 'ai' / 'protocol_programs.py'))} garbage"
    summary = run_json(capsys, "--game", "gin", "--players", f"easy,{program}", "--games", "4", "--seed", "2")
    rows = {row["player"]: row for row in summary["standings"]}
    assert rows[program]["win_rate"] > rows["easy"]["win_rate"]
    assert not rows[program]["ranked"] and rows["easy"]["ranked"]
    assert [row["player"] for row in summary["standings"]] == ["easy", program]
    assert main(["tournament", "--game", "gin", "--players", f"easy,{program}", "--games", "2"]) == 0
    assert f"not ranked: {program} (the hard level played 100% of its decisions)" in capsys.readouterr().out


def test_the_help_writes_per_cent_once(capsys):
    with pytest.raises(SystemExit):
        main(["tournament", "--help"])
    out = capsys.readouterr().out
    assert "95% Wilson interval" in out and "%%" not in out


def test_the_table_names_every_player_and_figure(capsys):
    assert main(["tournament", "--game", "manipulation", "--players", "easy,medium", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert "manipulation tournament: 1 games a pair, seats swapped" in out
    for words in ("win rate (95% CI)", "points/round", "illegal replies", "replaced", "ms/decision", "against"):
        assert words in out
    assert out.count("easy") == 3 and out.count("medium") == 3


@pytest.mark.parametrize("players, words", [
    ("hard,grandmaster", "unknown level 'grandmaster'"),
    ("hard", "at least 2 players"),
    ("hard,hard", "each player may be named once"),
    ("hard,cmd:/no/such/bot", "no program '/no/such/bot' was found"),
])
def test_a_bad_player_is_refused_before_any_game(capsys, players, words):
    assert main(["tournament", "--game", "gin", "--players", players, "--games", "1"]) == 2
    assert words in capsys.readouterr().err
