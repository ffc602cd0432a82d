"""The headless commands: ``simulate`` and ``bench`` (README), and play_game."""

import json
import random
import shlex
import sys
from pathlib import Path

import pytest

from rummy_desktop.ai.bots import make_bot
from rummy_desktop.ai.gin_knowledge import FULL_DECK
from rummy_desktop.engine.gin import Discard, Phase
from rummy_desktop.app import main
from rummy_desktop.headless import play_game, wilson_interval

SEAT_FIELDS = {
    "seat", "player", "games_won", "win_rate", "win_rate_ci95", "rounds_won", "mean_score", "illegal_actions",
    "program_faults", "replaced_decisions", "decisions", "ms_per_decision",
}


@pytest.mark.parametrize(
    "game, players",
    [("gin", "medium,simple"), ("oklahoma", "easy,simple"), ("hollywood", "simple,easy"), ("manipulation", "easy,medium,easy")],
)
def test_simulate_json_has_the_documented_fields_and_no_illegal_action(capsys, game, players):
    assert main(["simulate", "--game", game, "--players", players, "--games", "2", "--seed", "3", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["game"] == game and summary["games"] == 2
    assert summary["illegal_actions"] == 0
    assert summary["games_per_second"] > 0
    seats = summary["seats"]
    assert [s["player"] for s in seats] == players.split(",")
    for seat in seats:
        assert set(seat) == SEAT_FIELDS
        assert seat["illegal_actions"] == 0
        low, high = seat["win_rate_ci95"]
        assert low <= seat["win_rate"] <= high
    assert sum(s["games_won"] for s in seats) == pytest.approx(2)
    assert sum(s["rounds_won"] for s in seats) >= 2


def test_simulate_prints_a_text_summary(capsys):
    assert main(["simulate", "--game", "gin", "--players", "easy,simple", "--games", "1", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "illegal actions attempted: 0" in out and "easy" in out and "simple" in out


@pytest.mark.parametrize(
    "args",
    [
        ["--game", "gin", "--players", "hard,medium,easy"],
        ["--game", "manipulation", "--players", "hard"],
        ["--game", "manipulation", "--players", "hard,simple"],
        ["--game", "gin", "--players", "hard,grandmaster"],
    ],
)
def test_simulate_refuses_bad_players_with_exit_code_2(capsys, args):
    assert main(["simulate", *args]) == 2
    assert "simulate:" in capsys.readouterr().err


def test_a_seed_replays_the_same_game():
    bots = [make_bot("gin", "easy"), make_bot("gin", "simple")]
    assert play_game("gin", bots, random.Random(9)) == play_game("gin", bots, random.Random(9))


class Cheater:
    """Tries to discard a card it does not hold: every attempt is illegal."""

    name = "cheater"

    def __init__(self):
        self.inner = make_bot("gin", "simple")

    def choose(self, view, rng, deadline=None):
        if view.phase is Phase.DISCARD:
            return Discard(next(c for c in FULL_DECK if c not in view.hand))
        return self.inner.choose(view, rng, deadline)


def test_an_illegal_action_is_counted_and_the_game_still_finishes():
    record = play_game("gin", [Cheater(), make_bot("gin", "simple")], random.Random(2))
    assert record.illegal_actions[0] > 0 and record.illegal_actions[1] == 0
    assert record.winners and sum(record.rounds_won) <= record.rounds


def test_wilson_interval_matches_a_known_value():
    low, high = wilson_interval(60, 100)
    assert low == pytest.approx(0.5020, abs=1e-3) and high == pytest.approx(0.6906, abs=1e-3)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_bench_quick_produces_every_figure(capsys):
    assert main(["bench", "--quick", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["solver"]["positions"] > 0 and figures["solver"]["median_ms"] > 0
    assert figures["solver"]["p95_ms"] >= figures["solver"]["median_ms"]
    assert figures["best_melds"] and all(rate > 0 for rate in figures["best_melds"].values())
    for game in ("gin", "manipulation"):
        assert figures["games"][game]["games_per_second"] > 0
        assert figures["games"][game]["illegal_actions"] == 0


GIN_EXAMPLE = f"cmd:{shlex.quote(sys.executable)} {shlex.quote(str(Path(__file__).parents[1] / 'examples' / 'gin_bot.py'))}"


def test_simulate_plays_a_program_over_the_bot_protocol(capsys):
    assert main(["simulate", "--game", "gin", "--players", f"{GIN_EXAMPLE},simple", "--games", "2", "--json"]) == 0
    program, simple = json.loads(capsys.readouterr().out)["seats"]
    assert program["player"] == GIN_EXAMPLE
    assert program["program_faults"] == {"late": 0, "garbage": 0, "illegal": 0, "crash": 0, "gave_up": 0}
    assert program["replaced_decisions"] == 0 and program["decisions"] > 10
    assert program["ms_per_decision"] > 0 and simple["ms_per_decision"] > 0
    assert program["games_won"] + simple["games_won"] == 2


def test_simulate_says_how_often_a_program_was_replaced(capsys):
    assert main(["simulate", "--game", "gin", "--players", f"{GIN_EXAMPLE},simple", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert "a program: faults: late 0, garbage 0, illegal 0, crash 0, gave_up 0; the hard level played 0 of its" in out


def test_simulate_refuses_a_program_that_is_not_there(capsys, tmp_path):
    missing = tmp_path / "no-bot"
    assert main(["simulate", "--game", "gin", "--players", f"cmd:{missing},simple", "--games", "1"]) == 2
    assert f"no program '{missing}' was found" in capsys.readouterr().err
