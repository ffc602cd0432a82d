"""The benchmark set of the table solver: fixed, as described, and measurable (no timing asserted)."""

from rummy_desktop.bench.solver import BENCH_SIZE, benchmark_positions, measure_solver
from rummy_desktop.engine.melds import is_valid_meld


def test_the_benchmark_set_is_fixed_by_its_seed():
    first, again = benchmark_positions(), benchmark_positions()
    assert len(first) == BENCH_SIZE == 200
    assert [(p.table, p.hand) for p in first] == [(p.table, p.hand) for p in again]


def test_the_benchmark_set_covers_what_it_promises():
    positions = benchmark_positions()
    table_sizes = [sum(map(len, p.table)) for p in positions]
    assert min(table_sizes) == 0 and 70 <= max(table_sizes) <= 80
    assert {len(p.hand) for p in positions} == set(range(4, 21))
    assert {p.packs for p in positions} == {1, 2}
    assert any(c.is_joker for p in positions for c in p.hand)
    assert any(c.is_joker for p in positions for m in p.table for c in m)
    assert all(is_valid_meld(list(m)) for p in positions for m in p.table)


def test_measure_solver_reports_times_and_optimality():
    figures = measure_solver(benchmark_positions(4))
    assert figures["positions"] == 4 and figures["proven_optimal"] == 4
    assert 0 <= figures["median_ms"] <= figures["p95_ms"] <= figures["max_ms"]
