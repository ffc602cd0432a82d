"""Benchmark of table puzzle generation: the time to make one puzzle, per difficulty.

Puzzles 1 to N of each numbered series are made one after another in this
process (:func:`series_puzzle`, the function a worker process runs for the
puzzles window), and the whole calls timed: the games played to reach the
positions and every solver call on the positions passed over included.
Run ``python -m rummy_desktop.bench.puzzles [--count N]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from rummy_desktop.ai.puzzles import DIFFICULTIES, series_puzzle

__all__ = ["measure_generation"]


def measure_generation(count: int = 30) -> dict[str, dict[str, float]]:
    """Per difficulty: median, 95th percentile and maximum seconds to make one puzzle, over puzzles 1 to ``count``."""
    figures: dict[str, dict[str, float]] = {}
    for difficulty in DIFFICULTIES:
        times = []
        for number in range(1, count + 1):
            start = time.perf_counter()
            series_puzzle(number, difficulty)
            times.append(time.perf_counter() - start)
        times.sort()
        figures[difficulty] = {
            "puzzles": count,
            "median_s": statistics.median(times),
            "p95_s": times[min(count - 1, round(0.95 * (count - 1)))],
            "max_s": times[-1],
        }
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--count", type=int, default=30, help="puzzles made per difficulty")
    print(json.dumps(measure_generation(parser.parse_args().count), indent=2))


if __name__ == "__main__":
    main()
