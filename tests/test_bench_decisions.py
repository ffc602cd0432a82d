"""The decision-time measurement plays the games simulate plays and reports every seat's times."""

import random
import time

from rummy_desktop.ai.table_solver import best_play
from rummy_desktop.bench import decisions
from rummy_desktop.engine.manipulation import PlayMelds, apply, new_game, view_for
from rummy_desktop.headless import simulate


def test_it_plays_the_games_of_simulate_and_times_each_seat(capsys):
    assert decisions.main(["--game", "gin", "--players", "simple,easy", "--games", "4", "--seed", "3", "--every", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(" games")[0] for line in lines] == ["2", "4"]
    same = simulate("gin", ["simple", "easy"], 4, 3)
    won = same["seats"][0]["games_won"]
    assert f"simple won {won:g} = {won / 4:.1%}" in lines[-1]
    assert lines[-1].count("decisions, median") == 2 and lines[-1].endswith("illegal actions 0")


def test_it_plays_manipulation_with_three_seats_and_the_exact_solver_player_as_a_named_opponent(capsys):
    assert decisions.main(["--game", "manipulation", "--players", "expert,solver,solver", "--games", "1", "--seed", "3"]) == 0
    line = capsys.readouterr().out.splitlines()[-1]
    assert line.startswith("1 games") and line.count("decisions, median") == 3
    assert "; solver: " in line and line.endswith("illegal actions 0")


def test_the_exact_solver_player_plays_the_solvers_best_play_every_time_it_melds():
    # On this deal hard, which overlooks most long rearrangements, lays down less than the best play four times.
    solver = decisions.TEST_OPPONENTS[("manipulation", "solver")]
    rng = random.Random(1)
    state = new_game(2, rng)
    melds = 0
    while not state.is_round_over:
        view = view_for(state, state.current)
        action = solver.choose(view, rng)
        if isinstance(action, PlayMelds):
            melds += 1
            after = apply(state, action, rng)
            laid = view.own_hand_points - view_for(after, view.seat).own_hand_points
            assert laid == best_play(view.table, view.hand).points
        state = apply(state, action, rng)
    assert melds


def _wins_by_seat(argv, capsys):
    assert decisions.main(argv) == 0
    line = capsys.readouterr().out.splitlines()[-1]
    return [float(w) for w in line.split("wins by seat ")[1].split(";")[0].split(" / ")]


def test_a_series_continued_from_its_first_unplayed_game_adds_up_to_the_whole_series(capsys):
    common = ["--game", "gin", "--players", "simple,easy", "--seed", "5"]
    whole = _wins_by_seat([*common, "--games", "6"], capsys)
    first = _wins_by_seat([*common, "--games", "3"], capsys)
    rest = _wins_by_seat([*common, "--games", "3", "--first", "3"], capsys)
    assert sum(whole) == 6 and [a + b for a, b in zip(first, rest)] == whole


def test_with_a_deadline_each_decision_is_given_one_that_many_seconds_after_it_is_asked():
    given = []

    class Recording:
        def choose(self, view, rng, deadline=None):
            given.append((before, deadline))
            return "action"

    timed = decisions.TimedBot("gin", "simple", think_seconds=2.0)
    timed._bot = Recording()
    before = time.monotonic()
    assert timed.choose("view", random.Random(0), deadline=None) == "action"
    (asked, deadline), = given
    assert asked + 2.0 <= deadline <= time.monotonic() + 2.0 and len(timed.seconds) == 1
