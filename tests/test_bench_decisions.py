"""The decision-time measurement plays the games simulate plays and reports every seat's times."""

from rummy_desktop.bench import decisions
from rummy_desktop.headless import simulate


def test_it_plays_the_games_of_simulate_and_times_each_seat(capsys):
    assert decisions.main(["--game", "gin", "--players", "simple,easy", "--games", "4", "--seed", "3", "--every", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(" games")[0] for line in lines] == ["2", "4"]
    same = simulate("gin", ["simple", "easy"], 4, 3)
    won = same["seats"][0]["games_won"]
    assert f"simple won {won:g} = {won / 4:.1%}" in lines[-1]
    assert lines[-1].count("decisions, median") == 2 and lines[-1].endswith("illegal actions 0")
