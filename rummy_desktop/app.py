"""The ``rummy-desktop`` command: the game window by default, or a headless tool.

``rummy-desktop``                      opens the window (a Manipulation game against two computers)
``rummy-desktop GAME.rummy``           opens the window with that saved game (as a menu or file manager does);
                                       when the app already runs, its window opens the game instead
``rummy-desktop simulate ...``         plays computer-only games and prints a summary
``rummy-desktop tournament ...``       every pair of players meets, seats swapped; prints a table
``rummy-desktop bot-check "cmd:..."``  plays a program against each computer level: faults, times, win rates
``rummy-desktop bench [--json]``       measures the solver, the deadwood search and whole games
``rummy-desktop bench --peer [--runs N]``  the table solver side by side with an integer program
                                       (needs the ``bench`` extra)
``rummy-desktop --self-test``          starts the real window offscreen, plays a few computer
                                       moves of every game and exits 0 (used on bundles)
``rummy-desktop --install-desktop-entry``  puts the app in the desktop's menu (Linux; for pip installs)
``rummy-desktop --remove-desktop-entry``   takes it out again

The command line is parsed strictly: an unknown option or a stray word is refused with
exit code 2, as command-line tools do. Qt's own options (``-platform offscreen``,
``-style Fusion``, …) go to Qt, for the window and the self-test. Output piped into a
command that stops reading (``| head``) and Ctrl+C end quietly, with the exit codes a
shell gives a program stopped by SIGPIPE (141) or SIGINT (130).

Heavy modules (Qt, the bots) are imported only by the sub-command that needs them,
so the headless tools start fast and never load Qt.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
from pathlib import Path
from typing import Sequence

from rummy_desktop import __version__
from rummy_desktop.exit_codes import EXIT_BROKEN_PIPE, EXIT_FAILED, EXIT_INTERRUPTED
from rummy_desktop.qt_start import display_problem, split_qt_options

GAMES = ("manipulation", "gin", "oklahoma", "hollywood")
LEVELS = ("beginner", "easy", "medium", "skilled", "advanced", "hard", "expert", "simple")
"""The computer levels (``rummy_desktop.ai.bots``'s GAMES and LEVELS, not imported: that loads every bot)."""


def _at_least_one(text: str) -> int:
    """An argparse type: a whole number of 1 or more."""
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"at least 1, not {number}")
    return number


def build_parser() -> argparse.ArgumentParser:
    """The command line; abbreviations of options are refused, so a typo is never taken for another option."""
    parser = argparse.ArgumentParser(
        prog="rummy-desktop",
        description="Manipulation Rummy and Gin Rummy against the computer or friends. Without a "
                    "command, opens the game window; Qt's own options (-platform NAME, -style NAME, "
                    "-reverse, ...) are passed to Qt.",
        allow_abbrev=False,
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="start the window offscreen, play a few computer moves of each game, exit 0 if all is well",
    )
    entry = parser.add_mutually_exclusive_group()
    entry.add_argument(
        "--install-desktop-entry",
        action="store_true",
        help="Linux: add Rummy Desktop to your desktop's menu, with its icon and the .rummy file type "
             "(in $XDG_DATA_HOME, else ~/.local/share), starting this installation",
    )
    entry.add_argument("--remove-desktop-entry", action="store_true",
                       help="Linux: remove what --install-desktop-entry added")
    sub = parser.add_subparsers(dest="command", metavar="{simulate,tournament,bot-check,bench} | GAME.rummy")

    sim = sub.add_parser(
        "simulate",
        allow_abbrev=False,
        help="play computer-only games and print a summary",
        description="Play whole games between computer players and print, per seat, the games and "
                    "rounds won, the mean final score and the illegal actions attempted (always 0). "
                    "Exit code 0; 1 if an illegal action was attempted; 2 for a bad argument.",
    )
    sim.add_argument("--game", choices=GAMES, default="manipulation",
                     help="the game to play (default: %(default)s)")
    sim.add_argument(
        "--players",
        default="hard,medium",
        metavar="LEVEL,LEVEL[,...]",
        help=f"one computer level per seat, separated by commas: {', '.join(LEVELS)} (beginner, skilled and advanced: "
             "Manipulation only; simple: Gin games only), or cmd:COMMAND for your own program playing over the bot "
             "protocol (docs/bot-protocol.md), e.g. \"cmd:python3 examples/gin_bot.py\". Manipulation is played by "
             "2 to 5 players, the Gin games by 2 (default: %(default)s)",
    )
    sim.add_argument("--games", type=_at_least_one, default=100, metavar="N",
                     help="how many games to play, 1 or more (default: %(default)s)")
    sim.add_argument("--seed", type=int, default=1, metavar="N",
                     help="deals game i from the seed 'N:i', so any game can be replayed alone (default: %(default)s)")
    sim.add_argument("--json", action="store_true", help="print one JSON object instead of a table")

    tour = sub.add_parser(
        "tournament",
        allow_abbrev=False,
        help="every pair of players meets, seats swapped; prints a table",
        description="Every pair of players plays --games games of a two-player game, seats swapped "
                    "(each deal is played both ways), and a table gives per player and per pair the win "
                    "rate with its 95% Wilson interval, points per round, illegal replies (a program's "
                    "faults), the share of its decisions the hard level played, and milliseconds per decision; "
                    "a player whose decisions were mostly the hard level's is not ranked. Exit code 0; "
                    "2 for a bad argument.",
    )
    tour.add_argument("--game", choices=GAMES, default="gin", help="the game to play (default: %(default)s)")
    tour.add_argument(
        "--players",
        required=True,
        metavar="PLAYER,PLAYER[,...]",
        help=f"two or more players, separated by commas: a computer level ({', '.join(LEVELS)}) or "
             "cmd:COMMAND for your own program (docs/bot-protocol.md)",
    )
    tour.add_argument("--games", type=_at_least_one, default=100, metavar="N",
                      help="games each pair plays, 1 or more (default: %(default)s)")
    tour.add_argument("--seed", type=int, default=1, metavar="N",
                      help="games 2k and 2k+1 of every pair are dealt from the seed 'N:k' (default: %(default)s)")
    tour.add_argument("--json", action="store_true", help="print one JSON object instead of a table")

    check = sub.add_parser(
        "bot-check",
        allow_abbrev=False,
        help="play your program against each computer level and report its faults, times and win rates",
        description="The reference harness for bot authors (docs/bot-protocol.md): the program plays --games "
                    "games against each computer level of the game, seats swapped, and a report gives its faults "
                    "by kind, the decisions the hard level played in its place, the time per decision (median, "
                    "95th percentile, largest) and per level the win rate with its 95% Wilson interval. Exit "
                    "code 0 without a fault, 1 with any, 2 for a bad argument.",
    )
    check.add_argument("program", metavar="cmd:COMMAND", help="your program, e.g. \"cmd:python3 my_bot.py\"")
    check.add_argument("--game", choices=GAMES, default="gin", help="the game to play (default: %(default)s)")
    check.add_argument("--games", type=_at_least_one, default=4, metavar="N",
                       help="games against each level, 1 or more (default: %(default)s)")
    check.add_argument("--levels", metavar="LEVEL,LEVEL[,...]",
                       help="only these levels (default: every level of the game)")
    check.add_argument("--seed", type=int, default=1, metavar="N", help="deals from the seed N (default: %(default)s)")
    check.add_argument("--json", action="store_true", help="print one JSON object instead of a report")

    bench = sub.add_parser(
        "bench",
        allow_abbrev=False,
        help="measure the solver, deadwood search and whole games",
        description="Measure the table solver, the Gin deadwood search and whole games of hard "
                    "computer players (the figures of docs/benchmarks.md).",
    )
    bench.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    bench.add_argument("--quick", action="store_true", help="a few seconds in all: a smoke test, not a measurement")
    bench.add_argument(
        "--peer",
        action="store_true",
        help="only the table solver, side by side with rummikub-solver (needs: pip install -e '.[bench]')",
    )
    bench.add_argument(
        "--runs",
        type=_at_least_one,
        default=1,
        metavar="N",
        help="with --peer: passes over the positions (default: %(default)s)",
    )
    return parser


COMMANDS = ("simulate", "tournament", "bot-check", "bench")


def split_saved_game(words: list[str]) -> tuple[str | None, list[str]]:
    """The saved game named on the command line, and the other words.

    Before a command only options without values may come, so the first word that is no option
    is either a command or, when it is not one, a file to open in the window (a menu or a file
    manager starts the app so: ``rummy-desktop /home/me/game.rummy``). A second such word is
    left to the parser, which refuses it.
    """
    for index, word in enumerate(words):
        if word == "--":
            break
        if not word.startswith("-"):
            if word in COMMANDS:
                break
            return word, words[:index] + words[index + 1:]
    return None, words


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line ``argv`` (``sys.argv[1:]`` when None); the process's exit code."""
    try:
        return _run(list(sys.argv[1:] if argv is None else argv))
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        # Python would report the pipe again when it flushes stdout on the way out.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_BROKEN_PIPE


def _run(words: list[str]) -> int:
    """The command ``words`` ask for; the app's words are parsed strictly, Qt's own go to Qt."""
    parser = build_parser()
    ours, qt_args = split_qt_options(words)
    saved_game, ours = split_saved_game(ours)
    args = parser.parse_args(ours)
    if args.command is not None and qt_args:
        parser.error(f"Qt's options are for the window, not for {args.command}: {' '.join(qt_args)}")
    desktop_entry = args.install_desktop_entry or args.remove_desktop_entry
    if saved_game is not None and (args.self_test or desktop_entry):
        parser.error(f"a saved game opens in the window, not with this option: {saved_game}")
    if desktop_entry:
        if args.command is not None or qt_args:
            parser.error("--install-desktop-entry and --remove-desktop-entry take nothing else")
        return _flushed(_desktop_entry(install=args.install_desktop_entry))
    if args.command == "simulate":
        from rummy_desktop.headless import run_simulate

        return _flushed(run_simulate(args))
    if args.command == "tournament":
        from rummy_desktop.tournament import run_tournament

        return _flushed(run_tournament(args))
    if args.command == "bot-check":
        from rummy_desktop.bot_check import run_bot_check

        return _flushed(run_bot_check(args))
    if args.command == "bench" and args.peer:
        from rummy_desktop.bench.solver_vs_peer import run_from_command_line

        return _flushed(run_from_command_line(args.runs, args.json))
    if args.command == "bench":
        from rummy_desktop.headless import run_bench

        return _flushed(run_bench(args))
    environ = dict(os.environ)
    if args.self_test:
        environ.setdefault("QT_QPA_PLATFORM", "offscreen")   # as the self-test itself does
    problem = display_problem(qt_args, environ)
    if problem is not None:
        print(problem, file=sys.stderr)
        return EXIT_FAILED
    from rummy_desktop.controller import pyside_refcount  # noqa: F401  (before any Qt object exists)

    if args.self_test:
        from rummy_desktop.selftest import run_self_test

        signal.signal(signal.SIGINT, signal.SIG_DFL)   # Ctrl+C stops a test at once, as it does a C program
        return _flushed(run_self_test(qt_args))
    from rummy_desktop.ui.main_window import run_gui

    return run_gui([sys.argv[0], *qt_args], saved_game=None if saved_game is None else Path(saved_game))


def _desktop_entry(install: bool) -> int:
    """Add the menu entry for this installation, or remove it; say which files, or why not."""
    from rummy_desktop import desktop_entry

    if sys.platform == "win32" or sys.platform == "darwin":
        print("rummy-desktop: the desktop entry is for Linux desktops; the Windows installer and the "
              "macOS disk image put the app in the Start menu or in Applications", file=sys.stderr)
        return EXIT_FAILED
    try:
        if install:
            files = desktop_entry.install_desktop_entry(desktop_entry.installed_command())
        else:
            files = desktop_entry.remove_desktop_entry()
    except OSError as error:
        print(f"rummy-desktop: {error.strerror or error}: {error.filename}", file=sys.stderr)
        return EXIT_FAILED
    verb = "wrote" if install else "removed"
    for path in files:
        print(f"{verb} {path}")
    if not files:
        print("no desktop entry of Rummy Desktop was installed")
    return 0


def _flushed(code: int) -> int:
    """``code``, once the output is written out: a reader gone away shows here, not at exit."""
    sys.stdout.flush()
    return code


if __name__ == "__main__":
    raise SystemExit(main())
