"""The exit codes of ``rummy-desktop``, as a shell reads them."""

from __future__ import annotations

__all__ = ["EXIT_FAILED", "EXIT_USAGE", "EXIT_INTERRUPTED", "EXIT_BROKEN_PIPE", "EXIT_TERMINATED"]

EXIT_FAILED = 1
"""It could not do what was asked: no display for the window, a failed self-test, an illegal move in simulate."""
EXIT_USAGE = 2
"""A bad command line (argparse's own code)."""
EXIT_INTERRUPTED = 130
"""Ctrl+C: 128 + SIGINT, what a shell reports for a program Ctrl+C stopped."""
EXIT_BROKEN_PIPE = 141
"""The reader of the output went away (``| head``): 128 + SIGPIPE, as for a program that signal stopped."""
EXIT_TERMINATED = 143
"""Asked to stop (SIGTERM: a logout, a shutdown, ``kill``): 128 + SIGTERM, after closing as Quit does."""
