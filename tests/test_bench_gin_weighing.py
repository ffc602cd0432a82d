"""The benchmark of the Gin expert's weighing on one core and on two: it weighs real positions and says so."""

from rummy_desktop.bench.gin_weighing import collect_weighings, main, time_weighings


def test_the_weighings_timed_are_knock_chances_of_real_games():
    weighings = collect_weighings(3, seed=2)
    assert len(weighings) == 3
    for weighing in weighings:
        hand = weighing.view.hand
        assert len(hand) == 11 and weighing.knock.card in hand and weighing.discard in hand


def test_each_weighing_gets_a_time_on_each_number_of_cores():
    weighings = collect_weighings(2, seed=2)
    for cores in (1, 2):
        times = time_weighings(weighings, cores, runs=1)
        assert len(times) == 2 and all(time > 0 for time in times)


def test_the_bench_prints_both_medians_and_their_ratio(capsys):
    assert main(["--positions", "2", "--runs", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("2 weighings of 24 guesses, 1 runs each")
    assert "cores=1: median" in out and "cores=2: median" in out and "two cores / one core:" in out
