"""The ``rummy-desktop`` command: the game window by default, or a headless tool.

``rummy-desktop``                      opens the window (a Manipulation game against two computers)
``rummy-desktop simulate ...``         plays computer-only games and prints a summary
``rummy-desktop bench [--json]``       measures the solver, the deadwood search and whole games
``rummy-desktop bench --peer [--runs N]``  the table solver side by side with an integer program
                                       (needs the ``bench`` extra)
``rummy-desktop --self-test``          starts the real window offscreen, plays a few computer
                                       moves of every game and exits 0 (used on bundles)

Heavy modules (Qt, the bots) are imported only by the sub-command that needs them,
so the headless tools start fast and never load Qt.
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

from rummy_desktop import __version__

GAMES = ("manipulation", "gin", "oklahoma", "hollywood")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rummy-desktop",
        description="Manipulation Rummy and Gin Rummy against the computer or friends.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="start the window offscreen, play a few computer moves of each game, exit 0 if all is well",
    )
    sub = parser.add_subparsers(dest="command")

    sim = sub.add_parser("simulate", help="play computer-only games and print a summary")
    sim.add_argument("--game", choices=GAMES, default="manipulation")
    sim.add_argument(
        "--players",
        default="hard,medium",
        help="comma-separated levels, one per seat: easy, medium, hard, simple",
    )
    sim.add_argument("--games", type=int, default=100, help="number of games to play")
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--json", action="store_true", help="print one JSON object")

    bench = sub.add_parser("bench", help="measure the solver, deadwood search and whole games")
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    bench.add_argument("--quick", action="store_true", help="fewer samples (for smoke tests)")
    bench.add_argument(
        "--peer",
        action="store_true",
        help="only the table solver, side by side with rummikub-solver (pip install -e .[bench])",
    )
    bench.add_argument("--runs", type=int, default=1, help="with --peer: passes over the positions")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args, qt_args = build_parser().parse_known_args(argv)
    if args.command == "simulate":
        from rummy_desktop.headless import run_simulate

        return run_simulate(args)
    if args.command == "bench" and args.peer:
        from rummy_desktop.bench.solver_vs_peer import run_from_command_line

        return run_from_command_line(args.runs, args.json)
    if args.command == "bench":
        from rummy_desktop.headless import run_bench

        return run_bench(args)
    from rummy_desktop.controller import pyside_refcount  # noqa: F401  (before any Qt object exists)

    if args.self_test:
        from rummy_desktop.selftest import run_self_test

        return run_self_test(qt_args)
    from rummy_desktop.ui.main_window import run_gui

    return run_gui([sys.argv[0], *qt_args])


if __name__ == "__main__":
    raise SystemExit(main())
